// Imports a blind probe (a folder with `calls.jsonl`, `ws/` and `README.md`, written by a hand that never saw the
// plugin's rules) into Data/SearchProbes in the realistic sets' format: `skeleton.json.gz` (the workspace's files
// and their kept content), `cases.jsonl` (one case per turn) and a README with the provenance.
// node bench/search-probes-import.mjs --probe DIR --repo owner/name --commit SHA --licence ID --split dev|test
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { DataPath } from "../Data/Read.mjs";

const option = (name) => {
	const index = process.argv.indexOf(`--${name}`);
	const value = index === -1 ? undefined : process.argv[index + 1];
	if (value === undefined) throw new Error(`search-probes-import: --${name} is required`);
	return value;
};
const probe = option("probe");
const repo = option("repo");
const commit = option("commit");
const licence = option("licence");
const split = option("split");
if (!["dev", "test"].includes(split)) throw new Error("search-probes-import: --split is dev or test");

const KINDS = {
	version: "Version",
	dependency: "Dependency",
	config: "Config",
	test: "Test",
	ci: "CI",
	docs: "Docs",
	build: "Build",
	entry: "Entry",
	license: "License",
	lint: "Lint",
	none: "none",
};
const MAX_FILE = 2_000_000;

const files = {};
const walk = (folder) => {
	for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
		const path = join(folder, entry.name);
		const rel = relative(join(probe, "ws"), path);
		if (rel === ".git") continue;
		const stat = lstatSync(path);
		if (stat.isDirectory()) walk(path);
		// a link or an oversized file is kept as an empty file: its name is what the graph reads
		else files[rel] = stat.isFile() && stat.size <= MAX_FILE ? readFileSync(path, "utf8") : "";
	}
};
walk(join(probe, "ws"));

const turns = readFileSync(join(probe, "calls.jsonl"), "utf8")
	.split("\n")
	.filter((line) => line.trim() !== "")
	.map((line) => JSON.parse(line));
const cases = turns.map((turn, index) => {
	const kind = KINDS[turn.kind];
	if (kind === undefined) throw new Error(`search-probes-import: turn ${index + 1} has kind ${turn.kind}`);
	for (const path of turn.expect)
		if (!(path.endsWith("/") ? Object.keys(files).some((file) => file.startsWith(path)) : path in files))
			throw new Error(`search-probes-import: turn ${index + 1} expects ${path}, which the workspace lacks`);
	return {
		id: `${repo}#${index + 1}`,
		repo,
		split,
		kind,
		source: turn.source,
		user: turn.user,
		call: { tool: turn.tool, arguments: turn.arguments },
		expect: turn.expect,
	};
});

const folder = DataPath(`SearchProbes/${repo.replace("/", "+")}`);
mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, "skeleton.json.gz"), gzipSync(JSON.stringify({ repo, commit, files }), { level: 9 }));
writeFileSync(join(folder, "cases.jsonl"), `${cases.map((kase) => JSON.stringify(kase)).join("\n")}\n`);
const counts = Object.entries(
	cases.reduce((all, kase) => ({ ...all, [kase.kind]: (all[kase.kind] ?? 0) + 1 }), {}),
).map(([kind, n]) => `${kind} ${n}`);
const grounded = turns.filter((turn) => /^[0-9a-f]{7,40}$/.test(turn.source)).length;
const kept = Object.values(files).filter((text) => text !== "").length;
writeFileSync(
	join(folder, "README.md"),
	`# ${repo} (blind probe)

- Source: https://github.com/${repo} at commit \`${commit}\`. Licence: ${licence}.
- Split: **${split}**.
- \`skeleton.json.gz\`: the file tree at that commit (${Object.keys(files).length} paths), every file empty except the ${kept} whose content a
  signal may read (manifests, lockfiles, configs, workflows, licence, changelog, README and docs, the entry modules).
- \`cases.jsonl\`: ${cases.length} turns (${counts.join(", ")}), written by a helper that was shown neither the plugin's
  rules nor its pack: ${grounded} grounded in real commits (\`source\` is the sha; \`expect\` the files that commit changed
  for the chore, still at HEAD), the others written from the HEAD contents (\`source\`: \`written\`).

Imported by \`node bench/search-probes-import.mjs\` (see ../README.md). The kept files are the repository's own, under its
licence: its manifests, configs and docs, and the few entry modules an Entry case reads.
`,
);
process.stdout.write(
	`${repo}: ${cases.length} cases, ${Object.keys(files).length} files -> ${relative(process.cwd(), folder)}\n`,
);

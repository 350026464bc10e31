// The repository runs on what it carries: no test, smoke, bench or script reads a path outside the checkout.
// `.ci/run` proves it end to end (a clone with nothing beside it); this test names the offending line first.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const Root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Folders whose files run in the test, smoke, bench or CI paths, and the packages' sources and tests. */
const Scanned = /^(bench|scripts|smokes|\.ci|Data|packages\/[^/]+\/(Source|Test|Demo))\//;
const Code = /(\.(mjs|cjs|js|ts|sh)|^\.ci\/run)$/;
const Skipped = /(^|\/)(node_modules|Target)\//;

/** Machine folders that exist only on some machine: a literal naming one is a path outside the checkout. */
const MachinePath = /["'`](\/(?:work|root|home|Users|mnt)\/[^"'`\s]*)/g;
const SharedCorpus = /(^|[^\w])(\.\.\/)+shared\/|\/shared\/corpora\//;
const Climb = /["'`]((?:\.\.\/)+)[^"'`\s]*["'`]/g;
/** Scripts that run as they are: any machine path there is read. Tests may hold fake paths as data (a transcript's
 * cwd), so there only a machine path handed to a file-system call counts. */
const RunsAsIs = /^(bench|scripts|\.ci|Data)\/|^smokes\/[^/]+\.mjs$|^package\.json#/;
const ReadsFiles =
	/\b(readFileSync|readFile|existsSync|readdirSync|statSync|lstatSync|openSync|createReadStream|copyFileSync|cpSync|import)\s*\(/;

export interface Finding {
	file: string;
	line: number;
	text: string;
	why: string;
}

/** The lines of one file (path relative to the root) that read, or point at, something outside the checkout. */
export const Escapes = (file: string, source: string): Finding[] => {
	const findings: Finding[] = [];
	const depth = file.split("/").length - 1;
	source.split("\n").forEach((text, index) => {
		const line = index + 1;
		if (SharedCorpus.test(text))
			findings.push({ file, line, text: text.trim(), why: "reads ../shared, which a clone does not have" });
		if (RunsAsIs.test(file) || ReadsFiles.test(text))
			for (const match of text.matchAll(MachinePath))
				findings.push({ file, line, text: text.trim(), why: `absolute path of a machine: ${match[1]}` });
		for (const match of text.matchAll(Climb)) {
			const ups = match[1].length / 3;
			if (ups > depth)
				findings.push({
					file,
					line,
					text: text.trim(),
					why: `climbs ${ups} folders from ${depth} deep: out of the repository`,
				});
		}
	});
	return findings;
};

const TrackedFiles = (): string[] => {
	const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
		cwd: Root,
		encoding: "utf8",
	});
	if (listed.status === 0) return listed.stdout.split("\n").filter(Boolean);
	const walk = (folder: string): string[] =>
		readdirSync(join(Root, folder)).flatMap((entry) => {
			const path = folder === "" ? entry : `${folder}/${entry}`;
			if (Skipped.test(`${path}/`) || entry === ".git") return [];
			return statSync(join(Root, path)).isDirectory() ? walk(path) : [path];
		});
	return walk("");
};

describe("the repository carries everything it runs on", () => {
	it("finds the escapes it is meant to find (the scanner itself)", () => {
		expect(
			Escapes(
				"bench/load.mjs",
				'readFileSync(new URL("../../shared/corpora/agent-sessions.jsonl", import.meta.url))',
			),
		).toHaveLength(2);
		expect(
			Escapes(
				"bench/replay.mjs",
				'const file = Argument("--history", "/work/shared/corpora/dsh-history.jsonl");',
			).map((f) => f.why),
		).toContain("absolute path of a machine: /work/shared/corpora/dsh-history.jsonl");
		expect(Escapes("packages/a/Test/b.ts", 'import x from "../../../../outside/x.js";')[0]?.why).toMatch(
			/climbs 4 folders from 3 deep/,
		);
		expect(Escapes("packages/a/Test/b.ts", 'import x from "../../../Data/Read.mjs";')).toEqual([]);
		expect(Escapes("smokes/x.mjs", 'const home = "/root/.dsh";')).toHaveLength(1);
		expect(
			Escapes("packages/a/Test/b.ts", 'const text = readFileSync("/home/dev/notes.txt", "utf8");'),
		).toHaveLength(1);
		expect(Escapes("packages/a/Test/b.ts", 'const session = { cwd: "/home/dev/shop" };')).toEqual([]);
		expect(Escapes("smokes/x.mjs", 'const device = "/dev/zero"; const tmp = join(tmpdir(), "x");')).toEqual([]);
	});

	it("no test, smoke, bench, script or CI step reads a path outside the checkout", () => {
		const files = TrackedFiles().filter(
			(file) =>
				Scanned.test(file) && Code.test(file) && !Skipped.test(file) && !file.includes(`SelfContained.test.ts`),
		);
		expect(files.length).toBeGreaterThan(50);
		const findings = files.flatMap((file) =>
			Escapes(file.split(sep).join("/"), readFileSync(join(Root, file), "utf8")),
		);
		expect(findings.map((f) => `${f.file}:${f.line}: ${f.why}`)).toEqual([]);
	});

	it("the root package scripts stay inside the checkout too", () => {
		const manifest = JSON.parse(readFileSync(join(Root, "package.json"), "utf8")) as {
			scripts: Record<string, string>;
		};
		const findings = Object.entries(manifest.scripts).flatMap(([name, command]) =>
			Escapes(`package.json#${name}`, JSON.stringify(command)),
		);
		expect(findings).toEqual([]);
	});
});

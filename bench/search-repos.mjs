// The realistic search-suggester evaluation (Data/SearchRepos): each repository's skeleton is written to a temp
// folder, the real harness boots on it (`Boot`: real Loader, real tools, real AgentLoop with a scripted model),
// the core, its workspace graph and the built plugin load BY NAME with the shipped config (only `enabled: true`),
// and every case is one agent turn: the case's user prompt, then the case's one search through the real tool.
// The note the next step carries is scored against the files the repository itself changed for that work.
import "./Scratch.mjs";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { DataPath, ReadJsonl, ReadText } from "../Data/Read.mjs";

export const SETS = "SearchRepos";

/** The blind probes (Data/SearchProbes): the same format, written by a hand that never saw the rules. */
export const PROBES = "SearchProbes";

/** Every repository set under Data/SearchRepos (or another folder of Data/ in its format): its skeleton and cases. */
export const LoadSets = (folder = SETS) =>
	readdirSync(DataPath(folder), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => {
			const skeleton = JSON.parse(ReadText(`${folder}/${entry.name}/skeleton.json.gz`));
			return {
				name: skeleton.repo,
				commit: skeleton.commit,
				files: skeleton.files,
				cases: ReadJsonl(`${folder}/${entry.name}/cases.jsonl`),
			};
		})
		.sort((a, b) => a.name.localeCompare(b.name));

/** Writes a skeleton under a fresh temp folder (a `.git` folder marks the root, as a clone has). */
export const Materialize = (files) => {
	const root = mkdtempSync(join(tmpdir(), "search-repo-"));
	mkdirSync(join(root, ".git"));
	for (const [path, text] of Object.entries(files)) {
		const target = join(root, path);
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(target, text);
	}
	return root;
};

const same = (candidate, expected) => {
	const c = candidate.replace(/^\.\//, "");
	return c === expected || (c.endsWith("/") && expected.startsWith(c));
};

/** Whether a note's candidates name one of the case's expected files (a folder covers its files). */
export const Correct = (candidates, expect) =>
	expect.length > 0 && candidates.some((candidate) => expect.some((path) => same(candidate, path)));

/**
 * precision = correct notes / notes; recall = answerable cases with a correct note / answerable cases;
 * coverage = answerable cases with any note / answerable cases; alarms = notes on negative cases / negative cases.
 */
export const Figures = (outcomes) => {
	const positives = outcomes.filter((o) => o.expect.length > 0);
	const negatives = outcomes.filter((o) => o.expect.length === 0);
	const notes = outcomes.filter((o) => o.candidates !== undefined);
	const correct = notes.filter((o) => Correct(o.candidates, o.expect));
	return {
		cases: outcomes.length,
		positives: positives.length,
		notes: notes.length,
		precision: notes.length === 0 ? 1 : correct.length / notes.length,
		recall: positives.length === 0 ? 1 : correct.length / positives.length,
		coverage:
			positives.length === 0 ? 1 : positives.filter((o) => o.candidates !== undefined).length / positives.length,
		alarms:
			negatives.length === 0 ? 0 : negatives.filter((o) => o.candidates !== undefined).length / negatives.length,
	};
};

export const FormatFigures = (f) =>
	`cases=${f.cases} answerable=${f.positives} notes=${f.notes} precision=${f.precision.toFixed(2)} recall=${f.recall.toFixed(2)} coverage=${f.coverage.toFixed(2)} false-alarms=${f.alarms.toFixed(2)}`;

const KEYWORDS = {
	Version: /\b(version|release|bump|changelog)\b/i,
	Dependency: /\b(dependenc\w*|upgrade|deps?)\b/i,
	CI: /\b(ci|workflows?|actions?)\b/i,
	Lint: /\b(lint\w*|eslint|prettier|ruff|flake8|pre-commit)\b/i,
	Test: /\b(tests?|pytest|fixture)\b/i,
	Build: /\b(build|tsconfig|makefile|bundle)\b/i,
	License: /\b(licen[cs]\w*|copyright)\b/i,
	Docs: /\b(docs?|readme|documentation)\b/i,
};

/**
 * The prompt-keyword baseline: the first kind whose keyword the user prompt names, answered with the pack's
 * targets for that kind that exist in the skeleton (at most three); silent when no keyword matches.
 */
export const KeywordBaseline = (kase, files, targets) => {
	const kind = Object.keys(KEYWORDS).find((key) => KEYWORDS[key].test(kase.user));
	if (!kind) return undefined;
	const paths = Object.keys(files);
	const found = (targets[kind] ?? [])
		.filter((target) =>
			target.endsWith("/") ? paths.some((path) => path.startsWith(target)) : paths.includes(target),
		)
		.slice(0, 3);
	return found.length > 0 ? found : undefined;
};

/** A case's arguments as the model sends them: dsh's shell tools refuse a call without its `description`. */
const Runnable = (call) =>
	(call.tool === "bash" || call.tool === "pwsh") && call.arguments?.description === undefined
		? { ...call.arguments, description: "search the workspace" }
		: call.arguments;

/**
 * Runs every case of one set through the real harness: one bed per repository (one agent, one turn per case),
 * `graph` mounts the core's workspace graph by name as the shipped patch does.
 */
/**
 * The agent's shell finds `rg` as on most developers' machines: when none is on PATH, the harness's own ripgrep (the
 * one its grep tool runs, `@vscode/ripgrep`) is put there for the cases' shell lines. Returns the rg used, or
 * undefined when none is found (then a case's `rg` line fails as "command not found", as it would on that machine).
 */
export const RipgrepOnPath = () => {
	const binary = process.platform === "win32" ? "rg.exe" : "rg";
	const onPath = (process.env.PATH ?? "").split(delimiter).find((dir) => dir && existsSync(join(dir, binary)));
	if (onPath) return join(onPath, binary);
	try {
		const fromCoach = createRequire(new URL("../packages/dsh-coach/package.json", import.meta.url));
		const fromSearch = createRequire(fromCoach.resolve("@deepseek-ai/dsh-tool-fs-search/package.json"));
		const fromRipgrep = createRequire(fromSearch.resolve("@vscode/ripgrep"));
		const rg = fromRipgrep.resolve(`@vscode/ripgrep-${process.platform}-${process.arch}/bin/${binary}`);
		process.env.PATH = `${dirname(rg)}${delimiter}${process.env.PATH ?? ""}`;
		return rg;
	} catch {
		return undefined;
	}
};

export const RunSet = async (set, { Boot, TextOf, NoteCandidates, graph = true }) => {
	RipgrepOnPath();
	const workspace = Materialize(set.files);
	const home = mkdtempSync(join(tmpdir(), "search-repo-home-"));
	const bed = await Boot({ workspace });
	try {
		await bed.load("@playform/lib-dsh-core");
		if (graph) await bed.load("@playform/lib-dsh-core/WorkspaceGraph");
		const logFile = join(home, "search.log");
		await bed.load("@playform/hook-dsh-search-suggester", {
			enabled: true,
			logFile,
			persistPath: join(home, "knowledge.json"),
		});
		let seen = 0;
		// the ledger lines each case added: why it noted or stayed silent (for --verbose)
		const ledger = () => {
			const lines = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").filter(Boolean) : [];
			const fresh = lines.slice(seen).map((line) => line.replace(/^\[[^\]]*\] search-suggester: /, ""));
			seen = lines.length;
			return fresh;
		};
		ledger();
		const notices = (messages) =>
			messages.filter((m) => m.source?.kind === "search-suggester" && m.source?.form === "notice");
		const outcomes = [];
		for (const kase of set.cases) {
			const run = await bed.turn(kase.user, [[{ name: kase.call.tool, arguments: Runnable(kase.call) }], "done"]);
			const before = notices(run.messages[0] ?? []).length;
			const fresh = notices(run.messages[1] ?? []).slice(before);
			const candidates = fresh.length > 0 ? NoteCandidates(TextOf(fresh[0])) : undefined;
			outcomes.push({ id: kase.id, kind: kase.kind, expect: kase.expect, candidates, ledger: ledger() });
		}
		return outcomes;
	} finally {
		await bed.dispose();
		rmSync(workspace, { recursive: true, force: true });
		rmSync(home, { recursive: true, force: true });
	}
};

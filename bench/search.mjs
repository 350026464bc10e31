// node bench/search.mjs [--sequence FILE --workspace DIR] [--no-graph] [--verbose] [--only repos|probes|fixed|sessions]
// Replays search calls through the real search-suggester and prints, in one run:
// - the realistic sets (Data/SearchRepos: sixty-one real repositories, dev and test split by repository), through the
//   real harness (Boot, the plugin loaded by name with the shipped config), beside two baselines computed in the
//   same run: the prompt-keyword baseline and the same plugin without the workspace graph service; and the same
//   cases with each search respelled (bench/Search/Spellings.mjs: other tools and flags than the builder's);
// - `calls=N notes=N precision=P recall=R first-note=K` for the fixed fifty-call corpus and the search-shaped
//   calls of the recorded agent sessions (Apply + its listeners on a fake host).
import "./Scratch.mjs";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { ReadText } from "../Data/Read.mjs";
import { join, resolve } from "node:path";
import { ClassifyFile, Families, LoadPack } from "../packages/lib-dsh-core/Target/Library.js";
import * as plugin from "../packages/hook-dsh-search-suggester/Target/Library.js";
import { WriteWorkspace } from "../packages/testkit/Target/Library.js";
import * as Bench from "./Search/Replay.mjs";
import { SEQUENCE, SEQUENCE_WORKSPACE } from "./Search/Sequence.mjs";
import { Boot, TextOf } from "../packages/dsh-coach/Target/Harness/Library.js";
import {
	Correct,
	Figures,
	FormatFigures,
	KeywordBaseline,
	LoadSets,
	PROBES,
	RipgrepOnPath,
	RunSet,
} from "./search-repos.mjs";
import { Respell } from "./Search/Spellings.mjs";

const option = (name) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? process.argv[index + 1] : undefined;
};
const verbose = process.argv.includes("--verbose");
// --no-graph replays without the core's workspaceGraph service: the neutral fallback.
const graph = !process.argv.includes("--no-graph");
const show = (label, score) => {
	process.stderr.write(`# ${label}: ${score.lanesMet}/${score.lanes} lanes\n`);
	if (verbose)
		for (const note of score.detail)
			process.stderr.write(
				`#   call ${note.call} ${note.intent} ${note.correct ? "correct" : "WRONG"}: ${note.candidates.join(" ")}\n`,
			);
	process.stdout.write(`${Bench.FormatScore(score)}\n`);
};

const sequenceFile = option("sequence");
if (sequenceFile !== undefined) {
	const workspace = option("workspace");
	if (!workspace || !existsSync(workspace)) {
		process.stderr.write("bench:search: --sequence FILE needs --workspace DIR (an existing folder)\n");
		process.exit(2);
	}
	const calls = readFileSync(sequenceFile, "utf8")
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line, index) => {
			const call = JSON.parse(line);
			if (typeof call.tool !== "string" || !Array.isArray(call.expect))
				throw new Error(`${sequenceFile}:${index + 1}: needs "tool" and "expect"`);
			return {
				tool: call.tool,
				arguments: call.arguments ?? {},
				...(call.user !== undefined ? { user: call.user } : {}),
				expect: call.expect,
			};
		});
	show(sequenceFile, await Bench.Replay({ workspace: resolve(workspace), calls, graph }));
	process.exit(0);
}

const only = option("only");

const NAMES = {
	plugin: graph ? "search-suggester" : "search-suggester (--no-graph)",
	respelled: "search-suggester, searches respelled",
	"no-graph": "baseline: without the workspace graph",
	keywords: "baseline: prompt keywords",
};

/**
 * Runs every set through the real harness for each lane (`plugin` always; `respelled`, `no-graph` when asked), beside
 * the prompt-keyword baseline, and prints each set's figures and every lane's per split, the rows led by `prefix`.
 */
const Evaluate = async (prefix, tag, sets, lanes) => {
	const targets = Object.fromEntries(
		Families(LoadPack(undefined), "search").map((intent) => [intent.kind, intent.targets]),
	);
	const run = (set, on = graph) => RunSet(set, { Boot, TextOf, NoteCandidates: plugin.NoteCandidates, graph: on });
	const rows = Object.fromEntries([...lanes, "keywords"].map((lane) => [lane, []]));
	for (const set of sets) {
		const split = set.cases[0]?.split ?? "dev";
		const outcomes = await run(set);
		rows.plugin.push({ split, outcomes });
		if (rows["no-graph"]) rows["no-graph"].push({ split, outcomes: await run(set, false) });
		if (rows.respelled) rows.respelled.push({ split, outcomes: await run(Respell(set)) });
		rows.keywords.push({
			split,
			outcomes: set.cases.map((kase) => ({
				id: kase.id,
				kind: kase.kind,
				expect: kase.expect,
				candidates: KeywordBaseline(kase, set.files, targets),
			})),
		});
		process.stderr.write(
			`# ${tag}${set.name} (${split}, ${set.commit.slice(0, 12)}): ${FormatFigures(Figures(outcomes))}\n`,
		);
		if (verbose)
			for (const outcome of outcomes)
				if (
					(outcome.candidates !== undefined) !== outcome.expect.length > 0 ||
					(outcome.candidates && !Correct(outcome.candidates, outcome.expect))
				)
					process.stderr.write(`#   ${outcome.id} ${outcome.kind}: ${outcome.ledger?.join("; ")}\n`);
	}
	for (const split of ["dev", "test"])
		for (const [lane, list] of Object.entries(rows)) {
			const outcomes = list.filter((row) => row.split === split).flatMap((row) => row.outcomes);
			const name = NAMES[lane].padEnd(45 - prefix.length);
			process.stdout.write(`${prefix} ${split.padEnd(4)} ${name} ${FormatFigures(Figures(outcomes))}\n`);
		}
};

// The agent's shell runs `rg` as on most developers' machines (the harness's own ripgrep when none is on PATH).
if (only === undefined || only === "repos" || only === "probes")
	process.stdout.write(`# shell rg: ${RipgrepOnPath() ?? "none (a case's rg line fails as command not found)"}\n`);

// The realistic sets: dev (tuned on) and test (only reported), each beside its baselines.
if (only === undefined || only === "repos")
	await Evaluate("repos", "", LoadSets(), ["plugin", "respelled", "no-graph"]);

// The blind probes: forty turns per repository written by a hand that never saw the rules (Data/SearchProbes).
if (only === undefined || only === "probes") await Evaluate("probes", "probe ", LoadSets(PROBES), ["plugin"]);

if (only !== undefined && only !== "fixed" && only !== "sessions") process.exit(0);

// The fixed corpus, in its own workspace.
if (only === undefined || only === "fixed") {
	const fixed = WriteWorkspace(SEQUENCE_WORKSPACE);
	try {
		show("fixed corpus (bench/Search/Sequence)", await Bench.Replay({ workspace: fixed, calls: SEQUENCE, graph }));
	} finally {
		rmSync(fixed, { recursive: true, force: true });
	}
}
if (only === "fixed") process.exit(0);

// The recorded sessions: Python repositories we do not have, so each replay workspace holds only the files
// the session itself mentions (empty, under a .git marker); expect = files read or edited in the next ten commands.
const corpus = "Corpora/agent-sessions.jsonl.gz";
const scores = [];
// Context for the recall figure: lanes whose next ten commands touch any file the pack could name at all.
let nameable = 0;
for (const line of ReadText(corpus).split("\n")) {
	if (line.trim() === "") continue;
	const session = JSON.parse(line);
	const root = mkdtempSync(join(tmpdir(), "search-session-"));
	try {
		const { calls, files } = Bench.SessionCalls(session.commands, root);
		if (calls.length === 0) continue;
		let previous = "";
		for (const call of calls) {
			const key = [...call.expect].sort().join("\n");
			if (
				key !== "" &&
				key !== previous &&
				call.expect.some((path) => ClassifyFile(path, path.split("/").length - 1).length > 0)
			)
				nameable++;
			previous = key;
		}
		WriteWorkspace(Object.fromEntries(files.map((path) => [path, ""])), root);
		scores.push(await Bench.Replay({ workspace: root, calls, graph }));
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}
const combined = Bench.CombineScores(scores);
process.stderr.write(
	`# agent sessions: ${nameable} of ${combined.lanes} lanes touch a file the pack can name at all (manifest, config, changelog, licence…)\n`,
);
show(`agent sessions (${scores.length} sessions)`, combined);

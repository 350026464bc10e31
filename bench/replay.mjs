#!/usr/bin/env node
// The replay suggester on commit histories it was not tuned on, ROSE's navigation protocol (Zimmermann et al.,
// TSE 2005): commits in time order, commits over 30 files skipped, the query is a commit's first file and the
// expected answer its other files, only earlier commits are known, and the first fifth is a warm-up (learned
// from, not scored). Each commit is one user turn whose tool calls read the commit's files.
//
// Two drivers run the same built plugin with its SHIPPED config (only `enabled: true`; the stores and the
// ledger go to a scratch folder):
//   harness: the real dsh harness (`@playform/dsh-coach/Harness` Boot: Loader, tools, AgentLoop with a scripted
//            model), one real agent turn per commit, the note read from the next model request;
//   factory: the plugin's `apply` on a fake ctx with the real core factory (fast), for the whole of every history.
// The naive last-episode baseline and ROSE-style association rules are computed on the same commits in the
// same run. `--query` (default `both`): `first` is the protocol (the commit's first file in git's path
// order); `random` asks each commit with a seeded random file of it instead (factory and baselines, every commit),
// so the figures do not hang on which path git sorts first. Build first (`pnpm build`).
//   node bench/replay.mjs [--harness N|all|0] [--sets dsh,got,...] [--query first|random|both] [--seed-config]
//                         [--sessions] [--overrides JSON] [--depths 32,1000]
import "./Scratch.mjs";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { ReadJsonl } from "../Data/Read.mjs";
import { BaselineResults, Commits, F, RandomQueries, SETS, Score, Scored } from "./Replay/Protocol.mjs";

const Here = fileURLToPath(new URL(".", import.meta.url));
const Core = await import(join(Here, "../packages/lib-dsh-core/Target/Library.js"));
const Testkit = await import(join(Here, "../packages/testkit/Target/Library.js"));
const Plugin = await import(join(Here, "../packages/hook-dsh-replay-suggester/Target/Library.js"));
const Harness = await import(join(Here, "../packages/dsh-coach/Target/Harness/Library.js"));
const FromCoach = createRequire(join(Here, "../packages/dsh-coach/package.json"));
const { createUserMessage } = await import(pathToFileURL(FromCoach.resolve("@deepseek-ai/dsh-llm")).href);
const { SessionId } = await import(pathToFileURL(FromCoach.resolve("@deepseek-ai/dsh-session")).href);

/** Commits per agent session in the harness: a fresh agent (a new dsh session) keeps each conversation short. */
const TURNS_PER_AGENT = 40;

const Argument = (flag, fallback) => {
	const index = process.argv.indexOf(flag);
	return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
};
/** Commits replayed through the real harness per set (a prefix of the history), `all` for every commit. */
const HarnessCommits = (() => {
	const value = Argument("--harness", "600");
	return value === "all" ? Infinity : Number(value);
})();
const Query = Argument("--query", "both");
if (!["first", "random", "both"].includes(Query)) throw new Error(`--query: first, random or both, not ${Query}`);
const Chosen = Argument("--sets", SETS.map((set) => set.name).join(",")).split(",");
const Sets = SETS.filter((set) => Chosen.includes(set.name));

const Scratch = mkdtempSync(join(tmpdir(), "bench-replay-"));
process.on("exit", () => rmSync(Scratch, { recursive: true, force: true }));

/** The schema's defaults as plain values (its volatile fields resolve to cells). */
const Defaults = Testkit.Plain(Plugin.Config);

/** The shipped config, switched on; only the store, seed and ledger paths move into the scratch folder. */
const Shipped = (folder, overrides = {}) => ({
	...Defaults,
	enabled: true,
	logFile: join(folder, "replay.log"),
	historyPath: join(folder, "no-seed.json"),
	recordPath: join(folder, "replay_history.json"),
	...overrides,
});

/** A notice's named files, and whether it is a sure note (a less-sure hint's head says so). */
const Note = (text) => ({
	files: text
		.split("\n")
		.filter((line) => line.startsWith("- "))
		.map((line) => line.slice(2)),
	sure: !text.startsWith("Replay memory (less sure)"),
});

/**
 * Walks the protocol: `answer(files, index)` replays one commit and returns the query's note. Every note is
 * scored, and the sure notes alone beside them (a hint counts as silence there). `pathOrder`: the queries are
 * git's first paths, so the named files sorting before them are counted; false for the drawn order.
 */
const Protocol = async (commits, answer, pathOrder = true) => {
	const score = Score();
	const sure = Score();
	for (const [index, files] of commits.entries()) {
		const note = await answer(files, index);
		if (!Scored(commits, index)) continue;
		score.Add(note.files, new Set(files.slice(1)), pathOrder ? files[0] : undefined);
		sure.Add(note.sure ? note.files : [], new Set(files.slice(1)));
	}
	return { ...score.Result(), sure: sure.Result() };
};

/** The seed's config: its episode recall, its 32-entry history, no less-sure tier. */
const SEED_CONFIG = { recall: "episode", historyDepth: 32, fallback: "off" };

/** The baselines name at most the plugin's `maxCandidates`. */
const Cap = Defaults.maxCandidates;

/** The plugin's `apply` on the testkit's fake host (the real core factory), in a scratch workspace the gate accepts. */
const FakeMount = (overrides = {}) => {
	const folder = mkdtempSync(join(Scratch, "factory-"));
	const workspace = join(folder, "ws");
	mkdirSync(join(workspace, ".git"), { recursive: true });
	const fake = Testkit.FakeContext({ tools: false });
	Plugin.default.apply(fake.ctx, Shipped(folder, overrides));
	let calls = 0;
	return {
		workspace,
		NewAgent: () => ({ session: { header: { cwd: workspace } } }),
		/** One tool call through the post-execute waterfall; the note's candidates (empty without a note). */
		async Call(agent, name, args) {
			const exec = { name, arguments: args, agent, callId: `call-${++calls}` };
			const decision = await fake.post(exec, { isError: false, content: [] });
			return Note(Core.NoticeText(decision.additionalContexts?.[0]));
		},
		async UserTurn(agent) {
			const message = { role: "user", source: { kind: "user" }, content: [] };
			await fake.preStep({ agent, messages: [message], turn: 0, step: 0 });
		},
		Dispose: () => fake.dispose(),
	};
};

/** The factory driver: the same protocol as the harness's, one user turn per commit (`pathOrder`: see Protocol). */
const Factory = async (commits, overrides = {}, pathOrder = true) => {
	const mount = FakeMount(overrides);
	let agent;
	const result = await Protocol(
		commits,
		async (files, index) => {
			if (index % TURNS_PER_AGENT === 0) agent = mount.NewAgent();
			await mount.UserTurn(agent);
			const answer = await mount.Call(agent, "read", { file_path: files[0] });
			for (const file of files.slice(1)) await mount.Call(agent, "read", { file_path: file });
			return answer;
		},
		pathOrder,
	);
	await mount.Dispose();
	return result;
};

/**
 * `--sessions`: the agent-session corpus (178 SWE-bench sessions of DeepSeek models, bash only), each session one
 * user turn in its own workspace with the shipped config; a note is judged against the files the session names
 * in its next ten calls. A check that the default does not turn noisy on real agent work; no protocol figures.
 */
const SessionReplay = async (overrides = {}) => {
	const precision = [];
	const recallOf = [];
	let calls = 0;
	for (const session of ReadJsonl("Corpora/agent-sessions.jsonl.gz")) {
		const mount = FakeMount(overrides);
		const agent = mount.NewAgent();
		await mount.UserTurn(agent);
		const touched = [];
		const notes = [];
		for (const [index, raw] of session.commands.entries()) {
			const command = raw.split("/testbed").join(mount.workspace);
			touched.push(Plugin.Relativize(Plugin.CallPaths("bash", { command }, mount.workspace), mount.workspace));
			const { files: suggested } = await mount.Call(agent, "bash", { command, description: "replay" });
			if (suggested.length > 0) notes.push({ index, suggested });
			calls++;
		}
		for (const { index, suggested } of notes) {
			const next = new Set(touched.slice(index + 1, index + 11).flat());
			const correct = suggested.filter((path) => next.has(path)).length;
			precision.push(correct / suggested.length);
			if (next.size > 0) recallOf.push(correct / next.size);
		}
		await mount.Dispose();
	}
	const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
	console.log(
		`sessions (agent-sessions, ${calls} calls) ${JSON.stringify(overrides)} notes=${precision.length} precision=${F(mean(precision))} recall=${F(mean(recallOf))}`,
	);
};

/**
 * An empty file at `file` in the workspace. A path that an earlier commit made a file and a later one a folder
 * (ripgrep's `benchsuite`) becomes the folder; a folder read as a file is an error result, recorded all the same.
 */
const Touch = (workspace, file) => {
	const path = join(workspace, file);
	if (existsSync(path)) return;
	for (let at = dirname(path); at.length > workspace.length; at = dirname(at))
		if (existsSync(at) && !statSync(at).isDirectory()) rmSync(at);
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, "");
};

/**
 * The real-harness driver: one Boot, the core and the plugin loaded BY NAME through the real Loader, then per
 * commit one AgentLoop turn: the scripted model reads the first file, then the others in one batch, then ends.
 * The plugin's note on the first read reaches the model in the second request; that is the answer scored.
 */
const RealHarness = async (commits) => {
	const bed = await Harness.Boot({});
	try {
		await bed.load("@playform/lib-dsh-core");
		await bed.load("@playform/hook-dsh-replay-suggester", Shipped(bed.dshHome));
		let agent;
		const Turn = async (files, index) => {
			if (index % TURNS_PER_AGENT === 0) {
				agent = bed.ctx.agentLoop.create(
					SessionId(`replay-${index}`),
					{ provider: Harness.ScriptedModel.Provider, model: "scripted" },
					{ cwd: bed.workspace },
				);
			}
			for (const file of files) Touch(bed.workspace, file);
			const read = (file) => ({ name: "read", arguments: { file_path: file } });
			const script = [[read(files[0])], ...(files.length > 1 ? [files.slice(1).map(read)] : []), "done"];
			const first = bed.model.requests.length;
			let failure;
			const disposers = [];
			const idle = new Promise((resolve) => {
				disposers.push(
					bed.ctx.on(
						"agent/status",
						(payload) => payload.agent === agent && payload.status === "idle" && resolve(),
					),
				);
			});
			disposers.push(
				bed.ctx.on("agent/error", (payload) => payload.agent === agent && (failure ??= payload.error)),
			);
			bed.model.enqueue(...script);
			agent.followup(
				createUserMessage({ content: [{ type: "text", text: `commit ${index}` }], source: { kind: "user" } }),
			);
			await idle;
			for (const dispose of disposers) dispose();
			bed.model.discardRemaining();
			if (failure) throw new Error(`turn ${index} failed: ${String(failure)}`);
			const seen = new Set(bed.model.requests[first].messages.map((message) => message.id));
			const notice = bed.model.requests[first + 1].messages.find(
				(message) =>
					!seen.has(message.id) &&
					message.source?.kind === "replay-suggester" &&
					message.source?.form === "notice",
			);
			// the scripted model keeps every request: drop them once read, so a long replay stays small
			bed.model.requests.length = 0;
			return Note(notice ? Harness.TextOf(notice) : "");
		};
		return await Protocol(commits, Turn);
	} finally {
		await bed.dispose();
	}
};

/** Both baselines over `commits` with the same protocol, one row each. */
const BaselineRows = (set, commits, label, pathOrder = true) => {
	const { naive, rose } = BaselineResults(commits, Cap, pathOrder);
	Row(set, `baseline naive last episode${label}`, naive);
	Row(set, `baseline ROSE rules${label}`, rose);
};

const Row = (set, method, result, seconds) => {
	const line = (label, figures, tail = "") =>
		console.log(
			`${set.split.padEnd(4)} ${set.name.padEnd(9)} ${label.padEnd(42)} queries=${String(figures.queries).padStart(4)} ` +
				`precision=${F(figures.precision)} recall=${F(figures.recall)} likelihood@3=${F(figures.top3)} coverage=${F(figures.coverage)} ` +
				`| all queries: recall=${F(figures.recallAll)} likelihood@3=${F(figures.top3All)}` +
				(figures.beforeQuery === undefined
					? ""
					: ` | first three sorting before the query=${F(figures.beforeQuery)}`) +
				tail,
		);
	line(method, result, seconds === undefined ? "" : ` (${seconds.toFixed(0)} s)`);
	// the plugin's rows: its sure notes alone beside every note (a less-sure hint counts as silence there)
	if (result.sure) line(`  sure notes only`, result.sure);
};
const Timed = async (work) => {
	const started = process.hrtime.bigint();
	const result = await work();
	return [result, Number(process.hrtime.bigint() - started) / 1e9];
};

console.log(
	`replay bench: ROSE navigation protocol, shipped config (enabled: true; recall ${Defaults.recall}, fallback ${Defaults.fallback}, historyDepth ${Defaults.historyDepth}, cooldownCalls ${Defaults.cooldownCalls}, maxNotesPerTurn ${Defaults.maxNotesPerTurn}); ` +
		`baselines capped at ${Cap} files (ROSE: support >= 1, confidence >= 0.1); real harness over the first ${HarnessCommits === Infinity ? "all" : HarnessCommits} commits of each set`,
);
if (process.argv.includes("--sessions")) {
	await SessionReplay();
	await SessionReplay(SEED_CONFIG);
}
for (const set of Sets) {
	const commits = Commits(set.file);
	if (Query === "random" || Query === "both") {
		const drawn = RandomQueries(commits);
		BaselineRows(set, drawn, ", random query", false);
		const [random, randomSeconds] = await Timed(() => Factory(drawn, {}, false));
		Row(set, `plugin, factory, random query`, random, randomSeconds);
	}
	if (Query === "random") continue;
	BaselineRows(set, commits, "");
	const [factory, factorySeconds] = await Timed(() => Factory(commits));
	Row(set, `plugin, factory (${commits.length} commits)`, factory, factorySeconds);
	if (process.argv.includes("--overrides")) {
		const overrides = JSON.parse(Argument("--overrides", "{}"));
		const [tuned, tunedSeconds] = await Timed(() => Factory(commits, overrides));
		Row(set, `factory ${JSON.stringify(overrides)}`, tuned, tunedSeconds);
	}
	// `--depths 32,1000,4000`: the factory at other history bounds (how the default was chosen, on the dev sets)
	for (const depth of Argument("--depths", "").split(",").filter(Boolean).map(Number)) {
		const [bounded, boundedSeconds] = await Timed(() => Factory(commits, { historyDepth: depth }));
		Row(set, `factory historyDepth ${depth}`, bounded, boundedSeconds);
	}
	if (process.argv.includes("--seed-config")) {
		const [seed, seedSeconds] = await Timed(() => Factory(commits, SEED_CONFIG));
		Row(set, `seed config (episode, depth 32), factory`, seed, seedSeconds);
	}
	if (HarnessCommits > 0) {
		const sample = commits.slice(0, HarnessCommits);
		const [real, realSeconds] = await Timed(() => RealHarness(sample));
		const [same, sameSeconds] = await Timed(() => Factory(sample));
		Row(set, `plugin, REAL HARNESS (${sample.length} commits)`, real, realSeconds);
		Row(set, `plugin, factory (same ${sample.length} commits)`, same, sameSeconds);
		BaselineRows(set, sample, ` (same ${sample.length})`);
	}
}

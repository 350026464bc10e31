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
// same run. Build first (`pnpm build`).
//   node bench/replay.mjs [--harness N|all|0] [--sets dsh,got,...] [--seed-config] [--sessions] [--overrides JSON] [--depths 32,1000]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { DataPath, ReadJsonl } from "../Data/Read.mjs";
import { HISTORY_SETS } from "./Replay/Sets.mjs";

const Here = fileURLToPath(new URL(".", import.meta.url));
const Core = await import(join(Here, "../packages/lib-dsh-core/Target/Library.js"));
const Testkit = await import(join(Here, "../packages/testkit/Target/Library.js"));
const Plugin = await import(join(Here, "../packages/hook-dsh-replay-suggester/Target/Library.js"));
const Harness = await import(join(Here, "../packages/dsh-coach/Target/Harness/Library.js"));
const FromCoach = createRequire(join(Here, "../packages/dsh-coach/package.json"));
const { createUserMessage } = await import(pathToFileURL(FromCoach.resolve("@deepseek-ai/dsh-llm")).href);
const { SessionId } = await import(pathToFileURL(FromCoach.resolve("@deepseek-ai/dsh-session")).href);

/** The histories: dev sets tuned the defaults (SCHEME.md section 9); test sets are only reported. */
const SETS = HISTORY_SETS;
const MAX_FILES = 30;
const WARMUP_SHARE = 1 / 5;
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
const Chosen = Argument("--sets", SETS.map((set) => set.name).join(",")).split(",");
const Sets = SETS.filter((set) => Chosen.includes(set.name));

const Scratch = mkdtempSync(join(tmpdir(), "bench-replay-"));
process.on("exit", () => rmSync(Scratch, { recursive: true, force: true }));

/** The replayed commits of a history: time order, distinct files, at most 30 files. */
const Commits = (file) =>
	ReadJsonl(file)
		.map((commit, order) => ({ ...commit, order }))
		.sort((a, b) => a.time - b.time || a.order - b.order)
		.map((commit) => [...new Set(commit.files)])
		.filter((files) => files.length <= MAX_FILES);

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

const NoteLines = (text) =>
	text
		.split("\n")
		.filter((line) => line.startsWith("- "))
		.map((line) => line.slice(2));

/**
 * Scores the answers of one protocol run: precision, recall and likelihood@3 over the ANSWERED queries, the
 * coverage, and recall and likelihood@3 over ALL queries (a silent query counts as a miss), so silence is priced.
 */
const Score = () => {
	const tally = { queries: 0, answered: 0, precision: 0, recall: 0, top3: 0 };
	return {
		Add(suggested, expected) {
			tally.queries++;
			if (suggested.length === 0) return;
			const correct = suggested.filter((path) => expected.has(path)).length;
			tally.answered++;
			tally.precision += correct / suggested.length;
			tally.recall += correct / expected.size;
			if (suggested.slice(0, 3).some((path) => expected.has(path))) tally.top3++;
		},
		Result() {
			const { queries, answered } = tally;
			const share = (value) => (answered ? value / answered : 0);
			return {
				queries,
				precision: share(tally.precision),
				recall: share(tally.recall),
				top3: share(tally.top3),
				coverage: queries ? answered / queries : 0,
				recallAll: queries ? tally.recall / queries : 0,
				top3All: queries ? tally.top3 / queries : 0,
			};
		},
	};
};

/** Walks the protocol: `answer(files, index)` replays one commit and returns the query's suggestions. */
const Protocol = async (commits, answer) => {
	const score = Score();
	const warmup = Math.floor(commits.length * WARMUP_SHARE);
	for (const [index, files] of commits.entries()) {
		const suggested = await answer(files, index);
		if (index >= warmup && files.length >= 2) score.Add(suggested, new Set(files.slice(1)));
	}
	return score.Result();
};

const Folder = (path) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** The baselines learn from the same commits; both name at most the plugin's `maxCandidates`. */
const Cap = Defaults.maxCandidates;
const Baselines = (commits) => {
	const byFile = new Map();
	const byFolder = new Map();
	const Learn = (files, index) => {
		for (const file of files) (byFile.get(file) ?? byFile.set(file, []).get(file)).push(index);
		for (const folder of new Set(files.map(Folder)))
			(byFolder.get(folder) ?? byFolder.set(folder, []).get(folder)).push(index);
	};
	/** Naive: the other files of the last earlier commit touching the file (with a companion), else its folder. */
	const Naive = (query) => {
		for (const index of [...(byFile.get(query) ?? [])].reverse())
			if (commits[index].length > 1) return commits[index].filter((path) => path !== query).slice(0, Cap);
		for (const index of [...(byFolder.get(Folder(query)) ?? [])].reverse()) {
			const others = commits[index].filter((path) => path !== query);
			if (others.length > 0) return others.slice(0, Cap);
		}
		return [];
	};
	/** ROSE: rules query -> companion over every earlier commit, support >= 1, confidence >= 0.1, by confidence. */
	const Rose = (query) => {
		const support = new Map();
		const seen = byFile.get(query) ?? [];
		for (const index of seen)
			for (const path of commits[index]) if (path !== query) support.set(path, (support.get(path) ?? 0) + 1);
		return [...support]
			.filter(([, count]) => count / seen.length >= 0.1)
			.sort((a, b) => b[1] - a[1])
			.slice(0, Cap)
			.map(([path]) => path);
	};
	return { Learn, Naive, Rose };
};

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
			return NoteLines(Core.NoticeText(decision.additionalContexts?.[0]));
		},
		async UserTurn(agent) {
			const message = { role: "user", source: { kind: "user" }, content: [] };
			await fake.preStep({ agent, messages: [message], turn: 0, step: 0 });
		},
		Dispose: () => fake.dispose(),
	};
};

/** The factory driver: the same protocol as the harness's, one user turn per commit. */
const Factory = async (commits, overrides = {}) => {
	const mount = FakeMount(overrides);
	let agent;
	const result = await Protocol(commits, async (files, index) => {
		if (index % TURNS_PER_AGENT === 0) agent = mount.NewAgent();
		await mount.UserTurn(agent);
		const answer = await mount.Call(agent, "read", { file_path: files[0] });
		for (const file of files.slice(1)) await mount.Call(agent, "read", { file_path: file });
		return answer;
	});
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
			const suggested = await mount.Call(agent, "bash", { command, description: "replay" });
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
			for (const file of files) {
				const path = join(bed.workspace, file);
				if (existsSync(path)) continue;
				mkdirSync(dirname(path), { recursive: true });
				writeFileSync(path, "");
			}
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
			return notice ? NoteLines(Harness.TextOf(notice)) : [];
		};
		return await Protocol(commits, Turn);
	} finally {
		await bed.dispose();
	}
};

/** Both baselines over `commits` with the same protocol, one row each. */
const BaselineRows = (set, commits, label) => {
	const baselines = Baselines(commits);
	const answers = { naive: Score(), rose: Score() };
	const warmup = Math.floor(commits.length * WARMUP_SHARE);
	for (const [index, files] of commits.entries()) {
		if (index >= warmup && files.length >= 2) {
			answers.naive.Add(baselines.Naive(files[0]), new Set(files.slice(1)));
			answers.rose.Add(baselines.Rose(files[0]), new Set(files.slice(1)));
		}
		baselines.Learn(files, index);
	}
	Row(set, `baseline naive last episode${label}`, answers.naive.Result());
	Row(set, `baseline ROSE rules${label}`, answers.rose.Result());
};

const F = (value) => value.toFixed(2);
const Row = (set, method, result, seconds) =>
	console.log(
		`${set.split.padEnd(4)} ${set.name.padEnd(9)} ${method.padEnd(34)} queries=${String(result.queries).padStart(4)} ` +
			`precision=${F(result.precision)} recall=${F(result.recall)} likelihood@3=${F(result.top3)} coverage=${F(result.coverage)} ` +
			`| all queries: recall=${F(result.recallAll)} likelihood@3=${F(result.top3All)}${seconds === undefined ? "" : ` (${seconds.toFixed(0)} s)`}`,
	);
const Timed = async (work) => {
	const started = process.hrtime.bigint();
	const result = await work();
	return [result, Number(process.hrtime.bigint() - started) / 1e9];
};

console.log(
	`replay bench: ROSE navigation protocol, shipped config (enabled: true; recall ${Defaults.recall}, historyDepth ${Defaults.historyDepth}, cooldownCalls ${Defaults.cooldownCalls}, maxNotesPerTurn ${Defaults.maxNotesPerTurn}); ` +
		`baselines capped at ${Cap} files (ROSE: support >= 1, confidence >= 0.1); real harness over the first ${HarnessCommits === Infinity ? "all" : HarnessCommits} commits of each set`,
);
if (process.argv.includes("--sessions")) {
	await SessionReplay();
	await SessionReplay({ recall: "episode", historyDepth: 32 });
}
for (const set of Sets) {
	const commits = Commits(set.file);
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
		const [seed, seedSeconds] = await Timed(() => Factory(commits, { recall: "episode", historyDepth: 32 }));
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

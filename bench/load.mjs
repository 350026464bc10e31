// node --expose-gc bench/load.mjs [--calls N] [--agents N] [--home DIR]
// All three plugins (tool-coach, replay-suggester, search-suggester, their built Target/) on one host with real
// waterfall semantics and the real core factory: N judged calls spread over A concurrent agents, each agent in its
// own workspace, with a user turn now and then. Prints the cost per call, the heap per tenth (flat means bounded
// rings and per-agent memory that dies with the agent), and the leakage check: every agent's counts are its own and
// no note or suggestion names another agent's file. With --home the stores and ledgers are kept there (the stores
// test scans them for file contents and user text); otherwise they go to a temporary folder removed at exit.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { ReadText } from "../Data/Read.mjs";
import { join } from "node:path";
import * as Coach from "../packages/hook-dsh-tool-coach/Target/Library.js";
import * as Replay from "../packages/hook-dsh-replay-suggester/Target/Library.js";
import * as Search from "../packages/hook-dsh-search-suggester/Target/Library.js";
import { Cells, FakeContext, Plain as PlainValues } from "../packages/testkit/Target/Library.js";

const Argument = (name, fallback) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
};
const CALLS = Number(Argument("calls", 100_000));
const AGENTS = Number(Argument("agents", 50));
const kept = Argument("home", undefined);
const home = kept ?? mkdtempSync(join(tmpdir(), "bench-load-"));
if (!kept) process.on("exit", () => rmSync(home, { recursive: true, force: true }));
const stores = join(home, "stores");
mkdirSync(stores, { recursive: true, mode: 0o700 });

const corpus = ReadText("Corpora/agent-sessions.jsonl.gz")
	.split("\n")
	.filter(Boolean)
	.flatMap((line) => JSON.parse(line).commands);

/** Words that exist only in one agent's files or one user's prompt: no store may ever hold them. */
export const FileMarker = (agent, file) => `content-${file}${agent}-do-not-store`;
export const UserMarker = (agent, turn) => `private-words-of-user-${agent}-turn-${turn}`;

const workspaces = Array.from({ length: AGENTS }, (_, index) => {
	const root = join(home, "workspaces", `ws-${index}`);
	mkdirSync(join(root, ".git"), { recursive: true });
	mkdirSync(join(root, "src"), { recursive: true });
	mkdirSync(join(root, "lib"), { recursive: true });
	writeFileSync(join(root, "package.json"), `{ "name": "ws${index}", "version": "1.0.${index}" }\n`);
	writeFileSync(join(root, "CHANGELOG.md"), `# 1.0.${index}\n`);
	for (const [folder, file] of [
		["src", "a"],
		["src", "b"],
		["lib", "c"],
	])
		writeFileSync(join(root, folder, `${file}${index}.ts`), `export const value = "${FileMarker(index, file)}";\n`);
	return root;
});

const Plain = (module, overrides) => Cells(PlainValues(module.Config, overrides)).config;
const fake = FakeContext();
Coach.apply(fake.ctx, Plain(Coach, { logFile: join(stores, "hook-dsh-tool-coach.log") }));
Replay.apply(
	fake.ctx,
	Plain(Replay, {
		enabled: true,
		logFile: join(stores, "hook-dsh-replay-suggester.log"),
		historyPath: join(stores, "history.json"),
		recordPath: join(stores, "replay_history.json"),
	}),
);
Search.apply(
	fake.ctx,
	Plain(Search, {
		enabled: true,
		seed: false,
		logFile: join(stores, "hook-dsh-search-suggester.log"),
		persistPath: join(stores, "knowledge.json"),
	}),
);
const coach = fake.ctx.__hookDshToolCoachState;
const replay = fake.ctx.__hookDshReplaySuggesterState;
const search = fake.ctx.__hookDshSearchSuggesterState;
await replay?.State.Opened;

const agents = workspaces.map((cwd, index) => ({ id: `agent-${index}`, session: { header: { cwd } } }));
// what each agent did, and the leakage found so far (checked as notes arrive, so the bench itself keeps no notes)
const own = agents.map(() => ({ bash: 0, judged: 0 }));
const kinds = {};
const problems = [];
let leaks = 0;
const Inspect = (index, notice) => {
	kinds[notice.kind] = (kinds[notice.kind] ?? 0) + 1;
	for (const owner of (notice.text.match(/\b[abc](\d+)\.ts\b/g) ?? []).map((name) => Number(/\d+/.exec(name)[0]))) {
		if (owner === index) continue;
		leaks++;
		if (problems.length < 5) problems.push(`${notice.kind} note of agent ${index} names a file of agent ${owner}`);
	}
};
/** One agent's k-th call: a corpus shell command, reads of its own files, a search; a user turn every 40 calls. */
const Step = async (index, k) => {
	const agent = agents[index];
	if (k % 40 === 0) {
		const messages = [
			{
				role: "user",
				source: { kind: "user" },
				content: [{ type: "text", text: `Where is the version? ${UserMarker(index, k / 40)}` }],
			},
		];
		await fake.preStep({ agent, messages, turn: k / 40 + 1, step: 1 });
	}
	const calls = [
		["bash", { command: corpus[(index * 7919 + k) % corpus.length], description: "bench" }],
		["read", { file_path: `src/a${index}.ts` }],
		["grep", { pattern: "version", path: "." }],
		["read", { file_path: k % 8 < 4 ? `src/b${index}.ts` : `lib/c${index}.ts` }],
		["bash", { command: `cat src/a${index}.ts`, description: "bench" }],
	];
	const [name, args] = calls[k % calls.length];
	if (name === "bash") own[index].bash++;
	own[index].judged++;
	const { post } = await fake.call(name, args, { agent, content: "x" });
	for (const message of post.additionalContexts ?? [])
		Inspect(index, {
			kind: message.source?.kind,
			text: (message.content ?? []).map((block) => block.text ?? "").join(""),
		});
};

const heap = () => {
	globalThis.gc?.();
	return process.memoryUsage().heapUsed / 1024 / 1024;
};
const rounds = Math.ceil(CALLS / AGENTS);
const perRound = new Float64Array(rounds);
const heapAt = [];
const heapStart = heap();
const started = performance.now();
for (let round = 0; round < rounds; round++) {
	const t0 = process.hrtime.bigint();
	// one call of every agent at once, interleaved in the one process
	await Promise.all(agents.map((_agent, index) => Step(index, round)));
	perRound[round] = Number(process.hrtime.bigint() - t0) / 1000 / AGENTS;
	if ((round + 1) % Math.max(1, Math.floor(rounds / 10)) === 0) heapAt.push(heap());
}
const seconds = (performance.now() - started) / 1000;
await replay?.State.Flush();

// Leakage: the plugins' per-agent counts belong to the agent that made the calls (the notes were checked as they came).
agents.forEach((agent, index) => {
	const memory = coach.Memory(agent);
	if (memory?.calls !== own[index].bash)
		problems.push(`coach calls of agent ${index}: ${memory?.calls} != ${own[index].bash}`);
	const judged = replay?.Export(agent)?.Judged;
	if (replay && judged !== own[index].judged)
		problems.push(`replay judged calls of agent ${index}: ${judged} != ${own[index].judged}`);
	if (!search?.rings?.Peek(agent)) problems.push(`search ring of agent ${index} missing`);
});

const sorted = [...perRound].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(
	`load: ${rounds * AGENTS} judged calls across ${AGENTS} concurrent agents, three plugins, in ${seconds.toFixed(1)} s`,
);
console.log(
	`per call (all three plugins, both waterfalls, ledgers to file): p50=${pct(50).toFixed(1)}us p99=${pct(99).toFixed(1)}us`,
);
console.log(
	`notices: ${
		Object.entries(kinds)
			.map(([kind, count]) => `${kind} ${count}`)
			.join(", ") || "none"
	}`,
);
console.log(
	`heap MiB: start=${heapStart.toFixed(1)} per 10%: ${heapAt.map((h) => h.toFixed(1)).join(" ")}${globalThis.gc ? "" : " (run with --expose-gc for settled figures)"}`,
);
console.log(
	`heap growth first->last tenth: ${(heapAt.at(-1) - heapAt[0]).toFixed(2)} MiB, over the second half: ${(heapAt.at(-1) - heapAt[Math.floor(heapAt.length / 2) - 1]).toFixed(2)} MiB (caches fill early; a leak keeps growing)`,
);
console.log(
	`leakage: ${leaks === 0 && problems.length === 0 ? "none" : `${leaks} cross-agent file names; ${problems.join("; ")}`}`,
);
if (kept) console.log(`stores kept in ${stores}`);
process.exitCode = leaks === 0 && problems.length === 0 ? 0 : 1;

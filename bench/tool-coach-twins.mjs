// node bench/tool-coach-twins.mjs [--calls N] [--rounds N] [--agents N] [--log]
// The Effect-TS tool coach against the Classic twin in the same run: cost per judged call (both waterfalls through
// the real listeners on a fake host, corpus commands across agents, rounds alternating between the twins) as a
// ratio, and the start-up figures (module import, first apply, steady apply). Ledger to memory only unless --log.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { ReadText } from "../Data/Read.mjs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const argument = (name, fallback) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const CALLS = argument("calls", 20_000);
const ROUNDS = argument("rounds", 6);
const AGENTS = argument("agents", 20);
const LOG = process.argv.includes("--log");

const timed = async (load) => {
	const t0 = performance.now();
	const value = await load();
	return { value, ms: performance.now() - t0 };
};
const { Cells, FakeContext } = await import("../packages/testkit/Target/Library.js");
const classicImport = await timed(() => import("../packages/hook-dsh-tool-coach/Target/Library.js"));
const etsImport = await timed(() => import("../packages/ets-hook-dsh-tool-coach/Target/Library.js"));
const Twins = { classic: classicImport.value, ets: etsImport.value };

const scratch = mkdtempSync(join(tmpdir(), "bench-twins-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
const corpus = ReadText("Corpora/agent-sessions.jsonl.gz")
	.split("\n")
	.filter(Boolean)
	.flatMap((line) => JSON.parse(line).commands);

let mounts = 0;
const Mount = (plugin, overrides = {}) => {
	const defaults = plugin.Config({});
	const values = {};
	for (const key of Object.keys(defaults))
		values[key] = typeof defaults[key]?.get === "function" ? defaults[key].get() : defaults[key];
	Object.assign(values, { logFile: join(scratch, `m${mounts++}`, "coach.log"), log: LOG }, overrides);
	const fake = FakeContext();
	const cells = Cells(values);
	const t0 = performance.now();
	plugin.apply(fake.ctx, cells.config);
	return { fake, applyMs: performance.now() - t0 };
};

// Start-up: the first apply of each twin (cold code), then the median of 200 more.
const firstApply = { classic: Mount(Twins.classic).applyMs, ets: Mount(Twins.ets).applyMs };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const steadyApply = {};
for (const name of ["classic", "ets"])
	steadyApply[name] = median(Array.from({ length: 200 }, () => Mount(Twins[name]).applyMs));

const agents = Array.from({ length: AGENTS }, (_, index) => ({ id: `agent-${index}` }));
/** One round: CALLS judged calls through both waterfalls; returns microseconds per call. */
const Round = async (fake, offset) => {
	const t0 = performance.now();
	for (let call = 0; call < CALLS; call++) {
		const command = corpus[(offset + call) % corpus.length];
		await fake.call("bash", { command, description: "bench" }, { agent: agents[call % AGENTS] });
	}
	return ((performance.now() - t0) * 1000) / CALLS;
};

const Scenario = async (label, overrides) => {
	const mounted = { classic: Mount(Twins.classic, overrides).fake, ets: Mount(Twins.ets, overrides).fake };
	await Round(mounted.classic, 0);
	await Round(mounted.ets, 0);
	const perCall = { classic: [], ets: [] };
	for (let round = 0; round < ROUNDS; round++) {
		// alternate who goes first, so neither twin always runs on a warmer heap
		const order = round % 2 === 0 ? ["classic", "ets"] : ["ets", "classic"];
		for (const name of order) perCall[name].push(await Round(mounted[name], (round + 1) * CALLS));
	}
	const classic = median(perCall.classic);
	const ets = median(perCall.ets);
	console.log(
		`${label}: classic ${classic.toFixed(2)}us/call, ets ${ets.toFixed(2)}us/call, ratio ${(ets / classic).toFixed(2)}x, delta ${(ets - classic).toFixed(2)}us (median of ${ROUNDS} rounds x ${CALLS} calls)`,
	);
	return ets / classic;
};

console.log(
	`tool-coach twins: ${corpus.length} corpus commands, ${AGENTS} agents, ledger ${LOG ? "to file" : "in memory (log=false)"}`,
);
await Scenario("per judged call, defaults (enforce off)", {});
await Scenario("per judged call, enforce=write", { enforce: "write" });
console.log(
	`module import: classic ${classicImport.ms.toFixed(1)}ms, ets ${etsImport.ms.toFixed(1)}ms (ets on top of classic, incl. effect)`,
);
console.log(`first apply (cold): classic ${firstApply.classic.toFixed(2)}ms, ets ${firstApply.ets.toFixed(2)}ms`);
console.log(
	`apply (median of 200): classic ${(steadyApply.classic * 1000).toFixed(0)}us, ets ${(steadyApply.ets * 1000).toFixed(0)}us, ratio ${(steadyApply.ets / steadyApply.classic).toFixed(2)}x`,
);

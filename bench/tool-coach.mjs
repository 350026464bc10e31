// node --expose-gc bench/tool-coach.mjs [--calls N] [--agents N]
// The whole coach per judged call (detect + ladder + ledger + notes) through the real listeners with a fake
// host, over the corpus commands spread across concurrent agents: cost per call and heap over time.
import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { ReadText } from "../Data/Read.mjs";
import { join } from "node:path";
import * as plugin from "../packages/hook-dsh-tool-coach/Target/Library.js";
import { Cells, FakeContext } from "../packages/testkit/Target/Library.js";

const argument = (name, fallback) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const CALLS = argument("calls", 100_000);
const AGENTS = argument("agents", 50);
const corpus = ReadText("Corpora/agent-sessions.jsonl.gz")
	.split("\n")
	.filter(Boolean)
	.flatMap((line) => JSON.parse(line).commands);

const defaults = plugin.Config({});
const values = {};
for (const key of Object.keys(defaults))
	values[key] = typeof defaults[key]?.get === "function" ? defaults[key].get() : defaults[key];
values.logFile = join(mkdtempSync(join(tmpdir(), "bench-coach-")), "coach.log");
if (process.argv.includes("--no-log")) values.log = false;
const fake = FakeContext();
plugin.apply(fake.ctx, Cells(values).config);
const agents = Array.from({ length: AGENTS }, (_, index) => ({ id: `agent-${index}` }));

const heap = () => {
	globalThis.gc?.();
	return process.memoryUsage().heapUsed / 1024 / 1024;
};
const samples = new Float64Array(CALLS);
const heapAt = [];
const heapStart = heap();
let notes = 0;
for (let call = 0; call < CALLS; call++) {
	const command = corpus[call % corpus.length];
	const t0 = process.hrtime.bigint();
	const { post } = await fake.call("bash", { command, description: "bench" }, { agent: agents[call % AGENTS] });
	samples[call] = Number(process.hrtime.bigint() - t0) / 1000;
	if (post.additionalContexts) notes++;
	if ((call + 1) % (CALLS / 10) === 0) heapAt.push(heap());
}
const sorted = [...samples].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(
	`tool-coach judged calls: ${CALLS} across ${AGENTS} agents (corpus of ${corpus.length} commands), notes=${notes}`,
);
console.log(
	`per judged call (both waterfalls, ledger to file): p50=${pct(50).toFixed(1)}us p99=${pct(99).toFixed(1)}us max=${sorted.at(-1).toFixed(1)}us`,
);
console.log(
	`heap MiB: start=${heapStart.toFixed(1)} per 10%: ${heapAt.map((h) => h.toFixed(1)).join(" ")}${globalThis.gc ? "" : " (run with --expose-gc for settled figures)"}`,
);
console.log(`heap growth first->last tenth: ${(heapAt.at(-1) - heapAt[0]).toFixed(2)} MiB`);

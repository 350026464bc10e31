#!/usr/bin/env node
// node bench/tool-coach-classify.mjs [--corpus FILE] [--rounds N]
// The tool-coach classifier alone (Detect: parse + normalize + rows + markers + exempts) over every corpus
// command, against a naive first-word regex baseline; then single huge commands and a linearity check.
// Imports the BUILT package (packages/hook-dsh-tool-coach/Target/Library.js, which re-exports Detect,
// DEFAULT_PATTERNS and DEFAULT_EXEMPTS): build it first. Prints figures; asserts nothing timed.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const Here = fileURLToPath(new URL(".", import.meta.url));
const Target = `${Here}../packages/hook-dsh-tool-coach/Target/Library.js`;
if (!existsSync(Target)) {
	console.error(`missing ${Target}: build the package first (pnpm --dir packages/hook-dsh-tool-coach run build)`);
	process.exit(1);
}
import { ReadFileText, DataPath } from "../Data/Read.mjs";
const { Detect, DEFAULT_PATTERNS, DEFAULT_EXEMPTS } = await import(Target);

const argument = (flag, fallback) => {
	const index = process.argv.indexOf(flag);
	return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const CorpusFile = argument("--corpus", DataPath("Corpora/agent-sessions.jsonl.gz"));
const Rounds = Number(argument("--rounds", "3"));
const corpus = ReadFileText(CorpusFile)
	.split("\n")
	.filter((line) => line.trim() !== "")
	.flatMap((line) => JSON.parse(line).commands);

/** The naive baseline: one regex per class over the raw text's first word (what the classifier replaces). */
const Naive = [
	["write", /^\s*(?:sed\s+-i|tee|perl\s+-pi|dd|truncate|patch)\b/],
	["read", /^\s*(?:cat|head|tail|nl|less|more|bat|xxd|sed|awk)\b/],
	["search", /^\s*(?:grep|egrep|rg|ag|ack)\b/],
	["discovery", /^\s*(?:ls|tree|find|fd)\b/],
	["control", /^\s*(?:sleep|kill|pkill|jobs|wait|nohup)\b/],
];
const naive = (command) => {
	for (const [cls, regex] of Naive) if (regex.test(command)) return cls;
	return "clean";
};
const detect = (command) => Detect(command, "bash", DEFAULT_PATTERNS, DEFAULT_EXEMPTS).class;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Per-call microseconds over the corpus, best-throughput round of `Rounds` after one warm-up pass. */
function measure(classify) {
	for (const command of corpus) classify(command);
	let best;
	for (let round = 0; round < Rounds; round++) {
		const samples = new Float64Array(corpus.length);
		const started = process.hrtime.bigint();
		for (let i = 0; i < corpus.length; i++) {
			const t0 = process.hrtime.bigint();
			classify(corpus[i]);
			samples[i] = Number(process.hrtime.bigint() - t0) / 1000;
		}
		const seconds = Number(process.hrtime.bigint() - started) / 1e9;
		const sorted = [...samples].sort((a, b) => a - b);
		const result = {
			perSecond: corpus.length / seconds,
			p50: percentile(sorted, 0.5),
			p99: percentile(sorted, 0.99),
			max: sorted[sorted.length - 1],
		};
		if (!best || result.perSecond > best.perSecond) best = result;
	}
	return best;
}

const line = (name, r) =>
	`${name.padEnd(10)} ${r.perSecond.toFixed(0).padStart(9)} commands/s   p50 ${r.p50.toFixed(1).padStart(7)}us   p99 ${r.p99.toFixed(1).padStart(7)}us   max ${r.max.toFixed(1).padStart(9)}us`;

const classifier = measure(detect);
const baseline = measure(naive);
// No forced gc() between rounds: a forced full GC flushes compiled regexps and skews the next round.
console.log(
	`tool-coach classifier over ${corpus.length} corpus commands (${Rounds} rounds after a warm-up pass, best shown)`,
);
console.log(line("Detect", classifier));
console.log(line("baseline", baseline));
console.log(
	`ratio Detect/baseline: throughput x${(baseline.perSecond / classifier.perSecond).toFixed(1)} slower, p50 x${(classifier.p50 / baseline.p50).toFixed(1)}, p99 x${(classifier.p99 / baseline.p99).toFixed(1)}`,
);

// ---------------------------------------------------------------------------------------------
// Huge commands: the fastest of a few single calls per size (the least disturbed by GC and neighbours);
// a linear classifier keeps the cost per KiB flat and grows x4 per x4 in size.

const KiB = 1024;
const fill = (head, unit, tail, size) =>
	head + unit.repeat(Math.max(1, Math.ceil((size - head.length - tail.length) / unit.length))) + tail;
const Shapes = [
	["heredoc to a file", (size) => fill("cat > big.py <<'EOF'\n", "print('cat f; sed -i x g')\n", "EOF\n", size)],
	["python -c one-liner", (size) => fill('python3 -c "', "x = 1\n", "open('f', 'w').write('y')\"", size)],
	["dense pipelines", (size) => fill("", "cat a | grep -n x b; ", "", size)],
	["quoted words + subs", (size) => fill("echo ", "\"$HOME\" $(ls) 'q' ", "", size)],
	["nested unterminated $(", (size) => fill("", "$(echo $(ls ", "", size)],
	["one long word", (size) => fill("echo ", "a", "", size)],
];
const fastest = (command, runs) => {
	let best = Infinity;
	let cls = "";
	for (let run = 0; run < runs; run++) {
		const t0 = process.hrtime.bigint();
		cls = detect(command);
		best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
	}
	return { ms: best, cls };
};

console.log("\none huge command (fastest of 5/5/3 calls) at 64 KiB, 256 KiB, 1 MiB; linear = flat us/KiB, x4 growth");
for (const [name, make] of Shapes) {
	const sizes = [64, 256, 1024];
	const times = sizes.map((kib, index) => fastest(make(kib * KiB), index === 2 ? 3 : 5));
	const [small, mid, big] = times.map((t) => t.ms);
	const perKiB = times.map((t, index) => ((t.ms * 1000) / sizes[index]).toFixed(1)).join("/");
	console.log(
		`${name.padEnd(24)} 64K ${small.toFixed(1).padStart(7)}ms  256K ${mid.toFixed(1).padStart(7)}ms  1M ${big.toFixed(1).padStart(7)}ms` +
			`   us/KiB ${perKiB.padEnd(17)} growth x${(mid / small).toFixed(1)} x${(big / mid).toFixed(1)}   class ${times[2].cls}`,
	);
}

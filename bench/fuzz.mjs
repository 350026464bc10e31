// node bench/fuzz.mjs [--max BYTES] [--runs N]
// The long profile of the fuzz tests: every reader of untrusted text (the coach's normalizer and classifier for
// bash and pwsh, the suggesters' command readers, the pack parser, the knowledge and history stores, the hook's
// JSON on stdin) over hostile shapes at sizes from 1 KiB to 1 MiB. Prints the time per size, the cost per KiB at the
// largest size, and the growth exponent k between 64 KiB and the largest size (time ∝ size^k: 1 is linear, below 1
// means a fixed cost or a cap dominates, 2 would be quadratic).
// Nothing is asserted: the fuzz tests (`pnpm test`) prove "never throws, always answers" on the fast profile.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ParsePack } from "../packages/lib-dsh-core/Target/Library.js";
import { DEFAULT_EXEMPTS, DEFAULT_PATTERNS, Detect } from "../packages/hook-dsh-tool-coach/Target/Library.js";
import { CallPaths, CallProbe, ValidateSeed } from "../packages/hook-dsh-replay-suggester/Target/Library.js";
import { Extract, LoadKnowledge, SanitizeKnowledge } from "../packages/hook-dsh-search-suggester/Target/Library.js";

const Argument = (name, fallback) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const MAX = Argument("max", 1 << 20);
const RUNS = Argument("runs", 3);
const SIZES = [1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20].filter((size) => size <= MAX);
const BIN = fileURLToPath(new URL("../packages/dsh-coach/Target/Bin.js", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "bench-fuzz-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));

/** A seeded generator, so every run measures the same texts. */
const Random = (seed) => () => {
	seed = (seed * 1103515245 + 12345) & 0x7fffffff;
	return seed / 0x7fffffff;
};
const Fill = (size, unit) => unit.repeat(Math.max(1, Math.ceil(size / unit.length))).slice(0, size);
const VOCABULARY = [
	"cat f",
	"$(",
	")",
	"`",
	"'",
	'"',
	"${x:-",
	"}",
	"<<EOF\n",
	"EOF\n",
	"|",
	"&&",
	";",
	"\n",
	" ",
	"> out",
	"\\",
	"\0",
	"\uD800",
	"sed -i s/a/b/ f",
	"bash -c '",
	"eval ",
	"{a,b}",
	"$IFS",
];

/** Hostile shell text of one size, by shape. */
const SHELL = {
	"one word": (size) => `cat ${Fill(size - 4, "a")}`,
	"$( nested": (size) => `${"$(".repeat(size / 4)}cat f${")".repeat(size / 4)}`,
	"backticks nested": (size) => Fill(size, "`"),
	"quotes nested, open": (size) => `echo ${Fill(size - 5, '"$(echo ')}`,
	"dquote with $( ), open": (size) => `echo "${Fill(size - 6, "x $(y) ")}`,
	"heredoc, open": (size) => `cat <<EOF\n${Fill(size - 10, "line $(cat f)\n")}`,
	"cd chain": (size) => Fill(size, "cd x; "),
	"pipe chain": (size) => Fill(size, "cat f | "),
	NUL: (size) => "\0".repeat(size),
	"lone surrogates": (size) => "\uD800".repeat(size),
	"random bytes": (size) => {
		const next = Random(size);
		return Buffer.from(Array.from({ length: size }, () => Math.floor(next() * 256))).toString("latin1");
	},
	"token soup": (size) => {
		const next = Random(size + 1);
		let text = "";
		while (text.length < size) text += VOCABULARY[Math.floor(next() * VOCABULARY.length)];
		return text.slice(0, size);
	},
};

const PACK = {
	"flow openers": (size) => `intents: ${Fill(size - 9, "[")}`,
	"nested maps, closed": (size) => `intents: ${"{".repeat(size / 2 - 5)}${"}".repeat(size / 2 - 5)}`,
	"one long scalar": (size) => `signature: ['${Fill(size - 16, "x")}']\n`,
	"many intents": (size) =>
		`intents:\n${Fill(
			size,
			"  search/K: {priority: 1, targets: [a.md], signals: [{id: v, on: query, pattern: 'version', weight: 1}]}\n",
		).replace(
			/search\/K/g,
			(() => {
				let n = 0;
				return () => `search/K${n++}`;
			})(),
		)}`,
};

const STORES = {
	"knowledge: many roots": (size) =>
		JSON.stringify({
			version: 1,
			roots: Object.fromEntries(
				Array.from({ length: size / 120 }, (_, index) => [
					`/ws/${index}`,
					{
						intents: { Version: { history: 0.1, followed: 1, ignored: 0, nearMiss: 0, learned: ["a.md"] } },
						dismissed: [],
					},
				]),
			),
		}),
	"knowledge: one huge string": (size) =>
		JSON.stringify({ version: 1, roots: { [Fill(size, "r")]: { intents: {}, dismissed: [] } } }),
	"knowledge: deep nesting": (size) => `${"[".repeat(size / 2)}${"]".repeat(size / 2)}`,
	"history seed: many records": (size) =>
		JSON.stringify({
			schema: 1,
			records: Array.from({ length: size / 90 }, (_, index) => ({
				intent: "Version",
				probe: `v${index}`,
				files: ["package.json", "CHANGELOG.md"],
				at: index,
			})),
		}),
	"history seed: truncated": (size) =>
		JSON.stringify({
			schema: 1,
			records: Array.from({ length: size / 90 }, (_, index) => ({
				intent: "Version",
				probe: `v${index}`,
				files: ["package.json"],
			})),
		}).slice(0, size - 7),
};

const Median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median time of `runs` calls of `body(text)`, in ms. */
const Time = (body, text, runs = RUNS) => {
	const times = [];
	for (let run = 0; run < runs; run++) {
		const started = performance.now();
		body(text);
		times.push(performance.now() - started);
	}
	return Median(times);
};

const Table = (title, shapes, targets, runs = RUNS) => {
	console.log(`\n## ${title}`);
	console.log(
		`${"shape".padEnd(26)} ${"target".padEnd(20)} ${SIZES.map((size) => `${size >= 1 << 20 ? `${size >> 20} MiB` : `${size >> 10} KiB`}`.padStart(10)).join("")}    us/KiB      k`,
	);
	for (const [shape, make] of Object.entries(shapes)) {
		for (const [target, body] of Object.entries(targets)) {
			const cells = [];
			const times = {};
			for (const size of SIZES) {
				const text = make(size);
				const ms = Time(body, text, size >= 1 << 18 ? Math.min(runs, 2) : runs);
				times[size] = ms;
				cells.push(`${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)}ms`.padStart(10));
			}
			const top = SIZES.at(-1);
			const from = SIZES.includes(1 << 16) && top > 1 << 16 ? 1 << 16 : SIZES[0];
			const exponent = Math.log(Math.max(times[top], 0.01) / Math.max(times[from], 0.01)) / Math.log(top / from);
			const perKiB = (times[top] * 1000) / (top / 1024);
			console.log(
				`${shape.padEnd(26)} ${target.padEnd(20)} ${cells.join("")} ${perKiB.toFixed(1).padStart(9)} ${exponent.toFixed(2).padStart(6)}`,
			);
		}
	}
};

console.log(
	`fuzz bench: sizes ${SIZES.map((size) => size >> 10).join(", ")} KiB, median of ${RUNS} runs (2 from 256 KiB)`,
);
Table("Shell text: the coach's classifier (normalizer included) and the suggesters' command readers", SHELL, {
	"coach bash": (text) => Detect(text, "bash", DEFAULT_PATTERNS, DEFAULT_EXEMPTS),
	"coach pwsh": (text) => Detect(text, "pwsh", DEFAULT_PATTERNS, DEFAULT_EXEMPTS),
	"replay paths+probe": (text) =>
		CallProbe("bash", { command: text }, CallPaths("bash", { command: text }, "/ws")[0] ?? "", "/ws"),
	"search extract": (text) => Extract("bash", { command: text }, ""),
});
Table("Pack YAML (ParsePack; refused unparsed past 64 KiB)", PACK, {
	ParsePack: (text) => {
		try {
			ParsePack(text, "/ws/.dsh/pack.yml");
		} catch {
			// a refusal is an answer
		}
	},
});
const knowledgeFile = join(scratch, "knowledge.json");
Table("Stores: the knowledge file and the seeded history", STORES, {
	"knowledge load": (text) => {
		writeFileSync(knowledgeFile, text);
		LoadKnowledge(knowledgeFile);
	},
	"knowledge sanitize": (text) => {
		try {
			SanitizeKnowledge(JSON.parse(text));
		} catch {
			// not JSON: the loader's answer is the empty knowledge
		}
	},
	"history ValidateSeed": (text) => ValidateSeed(text),
});

// The hook reads another agent's JSON on stdin in a fresh process per call: the whole call is timed.
const hookHome = join(scratch, "hook");
const HOOK = {
	"one huge command": (size) =>
		JSON.stringify({
			session_id: `s${size}`,
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command: `cat ${Fill(size, "a")}` },
			tool_response: { stdout: "" },
			cwd: scratch,
		}),
	"huge tool response": (size) =>
		JSON.stringify({
			session_id: `r${size}`,
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command: "npm test" },
			tool_response: { stdout: Fill(size, "ok\n") },
			cwd: scratch,
		}),
	"not JSON": (size) => Fill(size, "{["),
};
Table("Hook JSON on stdin (a whole `dsh-coach hook claude-code` process per call)", HOOK, {
	"hook process": (input) =>
		spawnSync(process.execPath, [BIN, "hook", "claude-code", "--state-dir", hookHome], {
			input,
			env: { ...process.env, HOME: scratch, DSH_HOME: join(scratch, ".dsh") },
		}),
});

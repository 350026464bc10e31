// Hostile shell text against the normalizer and the classifier, and hostile user patterns against the config gate.
// Fast profile: small sizes, a few hundred runs; bench/fuzz.mjs runs the sizes up to 1 MiB and prints the timings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeContext } from "@playform/testkit";
import { Apply } from "../Source/Function/Apply";
import { Detect } from "../Source/Function/Detect";
import { RowsInForce } from "../Source/Function/InForce";
import { NormalizePowerShell } from "../Source/Function/DetectPowerShell";
import { MAX_PATTERN_INPUT, NormalizeShell } from "@playform/lib-dsh-core/Shell";
import type { NormalPipeline } from "@playform/lib-dsh-core/Shell";
import { CoachConfigError, Validate } from "../Source/Function/Validate";
import type { PatternRow } from "../Source/Interface/Detection";
import { Config } from "../Source/Variable/Config";
import { DEFAULT_EXEMPTS } from "../Source/Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Source/Variable/Patterns";

const CLASSES = ["write", "read", "search", "discovery", "control", "clean"];
const MiB = 1 << 20;

/** Shell fragments that stress the parser: openers without closers, heredocs, expansions, control bytes. */
const VOCABULARY = [
	"cat",
	"sed -i 's/a/b/' f",
	"echo",
	"printf '%s' x",
	"grep -r x .",
	"tee out",
	"bash -c",
	"sh -c '",
	"eval",
	'python3 -c "',
	"$(",
	")",
	"`",
	"'",
	'"',
	"${",
	"}",
	"$((",
	"))",
	"<(",
	">(",
	"{ ",
	" }",
	"( ",
	" )",
	"[[",
	"]]",
	"<<EOF\n",
	"<<-'EOF'\n",
	'<<"X"\n',
	"EOF\n",
	"<<< ",
	"|",
	"|&",
	"&&",
	"||",
	";",
	";;",
	"&",
	"\n",
	" ",
	"\t",
	"> f",
	">> f",
	"2>&1",
	"&>",
	"<&-",
	">|",
	"\\",
	"\\\n",
	"$IFS",
	"$VAR",
	"${VAR:-cat}",
	"{a,b}",
	"*",
	"?",
	"!",
	"#",
	"~",
	"=",
	"x=cat;",
	"$x",
	"\0",
	"\u0001",
	"\u001b[31m",
	"\uD800",
	"\uDFFF",
	"\uFFFE",
	"é",
	"🙂",
	"\r\n",
	"Get-Content f",
	"Set-Content -Path f",
	"iex",
	"& {",
	"@'\n",
	"'@",
	'@"\n',
	'"@',
	"`n",
	"$(Get-Item x)",
];

const soup = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 60 }).map((parts) => parts.join(""));
const bytes = fc.uint8Array({ maxLength: 600 }).map((array) => Buffer.from(array).toString("latin1"));
const utf8 = fc.uint8Array({ maxLength: 600 }).map((array) => Buffer.from(array).toString("utf8"));
// any UTF-16 code unit, so lone surrogates, NUL and U+FFFF all appear
const units = fc
	.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 400 })
	.map((codes) => String.fromCharCode(...codes));

const OPENERS: [string, string][] = [
	["$(", ")"],
	["`", "`"],
	['"$(', ')"'],
	["'", "'"],
	['"', '"'],
	["${x:-", "}"],
	["$((", "))"],
	["<(", ")"],
	["{ ", "; }"],
	["( ", " )"],
	["bash -c '", "'"],
	['eval "', '"'],
	['sh -c "$(', ')"'],
];
const nested = fc
	.record({
		opener: fc.constantFrom(...OPENERS),
		depth: fc.integer({ min: 1, max: 300 }),
		closed: fc.boolean(),
		inner: soup,
	})
	.map(
		({ opener: [open, close], depth, closed, inner }) =>
			`${open.repeat(depth)}cat f ${inner}${closed ? close.repeat(depth) : ""}`,
	);

const unterminated = fc
	.record({
		head: fc.constantFrom(
			"cat <<EOF\n",
			"python3 - <<'PY'\n",
			"bash <<-X\n\t",
			'cat <<< "',
			"echo '",
			'echo "',
			"echo `",
			"f() {",
			"case x in",
			"if true; then",
			"for f in *; do",
			"@'\n",
		),
		body: fc.oneof(soup, units),
	})
	.map(({ head, body }) => head + body);

const shellText = fc.oneof(soup, bytes, utf8, units, nested, unterminated);

const capped = (pipelines: readonly NormalPipeline[]): boolean =>
	pipelines.every((pipeline) =>
		pipeline.commands.every(
			(command) =>
				command.text.length <= MAX_PATTERN_INPUT &&
				(command.outer === undefined || command.outer.length <= MAX_PATTERN_INPUT),
		),
	);

const isDetection = (detection: ReturnType<typeof Detect>): boolean =>
	CLASSES.includes(detection.class) &&
	typeof detection.pattern === "string" &&
	typeof detection.tool === "string" &&
	(detection.class === "clean" || detection.tool !== "") &&
	Array.isArray(detection.segments);

describe("the normalizer over hostile shell text", () => {
	it("never throws and caps every text a pattern sees (bash)", () => {
		fc.assert(
			fc.property(shellText, (text) => {
				const pipelines = NormalizeShell(text);
				expect(Array.isArray(pipelines)).toBe(true);
				expect(capped(pipelines)).toBe(true);
			}),
			{ numRuns: 400 },
		);
	});

	it("never throws and caps every text a pattern sees (pwsh)", () => {
		fc.assert(
			fc.property(shellText, (text) => {
				const pipelines = NormalizePowerShell(text);
				expect(Array.isArray(pipelines)).toBe(true);
				expect(capped(pipelines)).toBe(true);
			}),
			{ numRuns: 400 },
		);
	});
});

describe("the classifier over hostile shell text", () => {
	it("always returns one of the six classes, for either terminal and any table", () => {
		// the tables the config can put in force (built-ins plus user rows), and bare ones (Detect takes any)
		const tables = fc.constantFrom<readonly PatternRow[]>(
			RowsInForce([]),
			RowsInForce([{ pattern: "^cat(?!\\S)", class: "read", tool: "read" }]),
			[],
			[{ pattern: "^cat(?!\\S)", class: "read", tool: "read" }],
		);
		fc.assert(
			fc.property(shellText, fc.constantFrom("bash", "pwsh", "zsh", ""), tables, (text, terminal, rows) => {
				expect(isDetection(Detect(text, terminal, rows, DEFAULT_EXEMPTS))).toBe(true);
			}),
			{ numRuns: 400 },
		);
	});

	it("answers a non-string command as clean", () => {
		for (const value of [undefined, null, 42, {}, [], Symbol("x")]) {
			expect(Detect(value as never, "bash", DEFAULT_PATTERNS, DEFAULT_EXEMPTS).class).toBe("clean");
		}
	});

	// One of each large shape; the timings over sizes are bench/fuzz.mjs's job, not a test's.
	it.each([
		["a 1 MiB word", `cat ${"a".repeat(MiB)}`],
		["a 1 MiB unterminated double quote", `echo "${"x $(y) ".repeat(MiB / 8)}`],
		["a 1 MiB unterminated heredoc", `cat <<EOF\n${"line $(cat f)\n".repeat(MiB / 16)}`],
		["1 MiB of NUL", "\0".repeat(MiB)],
		["1 MiB of lone surrogates", "\uD800\uDC00\uDC00\uD800".repeat(MiB / 4)],
		["$( nested 20,000 deep", `${"$(".repeat(20_000)}cat f${")".repeat(20_000)}`],
		["quotes nested 20,000 deep, unterminated", `echo ${'"$(echo '.repeat(20_000)}`],
		["backticks 20,000 deep", `${"`".repeat(20_000)}cat f`],
	])("classifies %s without throwing", (_label, text) => {
		for (const terminal of ["bash", "pwsh"]) {
			expect(isDetection(Detect(text, terminal, DEFAULT_PATTERNS, DEFAULT_EXEMPTS))).toBe(true);
			expect(capped(terminal === "bash" ? NormalizeShell(text) : NormalizePowerShell(text))).toBe(true);
		}
	});
});

describe("user patterns: the text cap", () => {
	// A row that needs MORE characters than the cap can never fire; one that needs exactly the cap can.
	const over = `[\\s\\S]{${MAX_PATTERN_INPUT + 1}}`;
	const exact = `[\\s\\S]{${MAX_PATTERN_INPUT}}`;
	const long = `true ${"a".repeat(MiB)}`;

	it("no row sees more than MAX_PATTERN_INPUT characters of a command", () => {
		expect(Detect(long, "bash", [{ pattern: over, class: "read", tool: "read" }], []).class).toBe("clean");
		expect(Detect(long, "pwsh", [{ pattern: over, class: "read", tool: "read" }], []).class).toBe("clean");
		expect(Detect(long, "bash", [{ pattern: exact, class: "read", tool: "read" }], []).class).toBe("read");
	});

	it("no exempt head sees more than MAX_PATTERN_INPUT characters of a pipe", () => {
		const pipe = `cat ${"a".repeat(MiB)} | sort`;
		expect(Detect(pipe, "bash", DEFAULT_PATTERNS, [over]).exempt).toBeUndefined();
		expect(Detect(pipe, "bash", DEFAULT_PATTERNS, [exact]).exempt).toBe(exact);
	});

	it("a wrapper's outer text is capped too", () => {
		const wrapped = `sudo ${"b".repeat(MiB)}`;
		expect(Detect(wrapped, "bash", [{ pattern: over, class: "read", tool: "read" }], []).class).toBe("clean");
	});
});

/** Patterns recheck proves exponential or cubic-and-worse: each one alone can hang a judged call. */
const CATASTROPHIC = [
	"(a+)+$",
	"^(a|a)*b$",
	"(x+x+)+y",
	"^(\\w+\\s?)*$",
	"^(a|aa)+$",
	"^([a-z]+)*[0-9]$",
	"(\\d+)*\\.txt$",
	"(.*a){6}x",
	".*a.*a.*a.*b",
];
/** Safe user rows: linear or at most quadratic (the cap bounds quadratic work). */
const SAFE = [
	"^cat(?!\\S)",
	"^mytool\\s+--dump\\b",
	"^(?:head|tail)\\s",
	"secret\\.txt$",
	"^jq\\b.*\\.json",
	"^a.*b.*c$",
];

const rowOf = (pattern: string): PatternRow => ({ pattern, class: "read", tool: "read" });
const coachConfig = (patch: Record<string, unknown>) => {
	const cells = Config(patch) as Record<string, unknown>;
	const plain: Record<string, unknown> = {};
	for (const [key, cell] of Object.entries(cells))
		plain[key] =
			cell && typeof (cell as { get?: unknown }).get === "function" ? (cell as { get(): unknown }).get() : cell;
	return plain as never;
};

describe("user patterns: the ReDoS gate at Validate", () => {
	it("refuses a catastrophic patternTable row, naming its index", () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...CATASTROPHIC),
				fc.array(fc.constantFrom(...SAFE), { maxLength: 4 }),
				fc.nat(),
				(evil, safe, at) => {
					const rows = [...new Set(safe)].map(rowOf);
					const index = at % (rows.length + 1);
					rows.splice(index, 0, rowOf(evil));
					expect(() => Validate(coachConfig({ patternTable: rows }))).toThrow(CoachConfigError);
					expect(() => Validate(coachConfig({ patternTable: rows }))).toThrow(
						`$.patternTable[${index}].pattern can backtrack catastrophically`,
					);
				},
			),
			{ numRuns: 40 },
		);
	});

	it("refuses a catastrophic exemptPatterns entry, naming its index", () => {
		for (const evil of CATASTROPHIC) {
			const exempts = [...DEFAULT_EXEMPTS, evil];
			expect(() => Validate(coachConfig({ exemptPatterns: exempts }))).toThrow(
				`$.exemptPatterns[${DEFAULT_EXEMPTS.length}] can backtrack catastrophically`,
			);
		}
	});

	it("accepts the defaults, safe user rows (appended to the built-ins) and the built-in exempts repeated", () => {
		expect(() => Validate(coachConfig({}))).not.toThrow();
		expect(() =>
			Validate(
				coachConfig({
					patternTable: SAFE.map(rowOf),
					exemptPatterns: [...DEFAULT_EXEMPTS, "^mybuild(?!\\S)"],
				}),
			),
		).not.toThrow();
	});

	it("refuses at apply (fail-loud), before any listener is registered", () => {
		const fake = FakeContext({ schemas: [] });
		const config = Config({ log: false, patternTable: [rowOf("^cat(?!\\S)"), rowOf("(a+)+$")] });
		expect(() => Apply(fake.ctx as never, config as never)).toThrow(
			"$.patternTable[1].pattern can backtrack catastrophically (exponential)",
		);
		expect([...fake.listeners.keys()].filter((event) => event.startsWith("tools/"))).toEqual([]);
	});
});

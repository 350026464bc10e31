// Hostile pack YAML and hostile user signals: a pack either parses or fails with a PackError naming the file,
// a catastrophic signal is refused through every path a pack comes in by, and no signal sees more than the cap.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { fileURLToPath } from "node:url";
import {
	Bound,
	CompileIntent,
	ForgetPacks,
	LoadPack,
	MatchSignals,
	NestingDepth,
	PACK_NESTING_CAP,
	PACK_TEXT_CAP,
	PATTERN_TEXT_CAP,
	PackError,
	ParsePack,
} from "../Source/Library";
import type { PackIntent } from "../Source/Library";

const MiB = 1 << 20;
const folders: string[] = [];
const temp = (): string => {
	const folder = mkdtempSync(join(tmpdir(), "core-fuzz-"));
	folders.push(folder);
	return folder;
};
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** ParsePack's whole contract on any text: a layer object, or a PackError that names the file. */
const parsesOrNames = (text: string, file = "/ws/.dsh/pack.yml"): void => {
	try {
		const layer = ParsePack(text, file);
		expect(layer !== null && typeof layer === "object").toBe(true);
	} catch (error) {
		expect(error).toBeInstanceOf(PackError);
		expect((error as Error).message.startsWith(`${file}: `)).toBe(true);
	}
	// a `__proto__` key in a user file must never reach Object.prototype
	expect(({} as Record<string, unknown>).polluted).toBeUndefined();
};

const YAML_BITS = [
	"signature:",
	"intents:",
	"search/Version:",
	"replay/Repeat:",
	"signals:",
	"- ",
	"  ",
	"    ",
	"\n",
	"{",
	"}",
	"[",
	"]",
	",",
	":",
	"'",
	'"',
	"&a ",
	"*a",
	"!!str ",
	"!!binary ",
	"!!js/function ",
	"? ",
	"|\n",
	">-\n",
	"---\n",
	"...\n",
	"#",
	"%YAML 1.2\n",
	"<<: *a",
	"__proto__:",
	"polluted: 1",
	"id: x",
	"on: query",
	"pattern: '(a+)+$'",
	"pattern: '['",
	"weight: 1e309",
	"threshold: .nan",
	"priority: -1",
	"enabled: no",
	"\t",
	"\0",
	"\uD800",
	"\uFEFF",
	"é",
	"null",
	"~",
	"true",
	"0x1F",
	"1_000",
];
const yamlSoup = fc.array(fc.constantFrom(...YAML_BITS), { maxLength: 80 }).map((parts) => parts.join(""));
const units = fc
	.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
	.map((codes) => String.fromCharCode(...codes));
const bytes = fc.uint8Array({ maxLength: 400 }).map((array) => Buffer.from(array).toString("utf8"));
const nestedYaml = fc
	.record({
		open: fc.constantFrom("[", "{", "- ", "a:\n  ", "? "),
		depth: fc.integer({ min: 1, max: 2000 }),
		closed: fc.boolean(),
	})
	.map(
		({ open, depth, closed }) =>
			`intents: ${open.repeat(depth)}${closed && open === "[" ? "]".repeat(depth) : closed && open === "{" ? "}".repeat(depth) : ""}`,
	);
// structured garbage: real YAML whose shape is anything at all
const structured = fc.anything({ maxDepth: 4, withNullPrototype: true, withBigInt: false }).map((value) => {
	try {
		return stringify({ intents: value, signature: value }) ?? "";
	} catch {
		return "";
	}
});
const plausibleIntent = fc.record({
	priority: fc.oneof(fc.nat(), fc.double()),
	threshold: fc.oneof(fc.double(), fc.constant(0.8)),
	signals: fc.array(
		fc.record({
			id: fc.string(),
			on: fc.constantFrom("query", "path", "user", "command", "tool", "any", "nowhere"),
			pattern: fc.constantFrom("version", "\\d+", "(", "(a+)+$", "a{2,}"),
			weight: fc.double(),
		}),
		{ maxLength: 3 },
	),
	targets: fc.array(fc.string(), { maxLength: 3 }),
});
const plausible = fc
	.dictionary(
		fc.constantFrom("search/Version", "search/Mine", "replay/Repeat", "Bad", "search/", "x/Y z"),
		plausibleIntent,
		{ maxKeys: 3 },
	)
	.map((intents) => stringify({ intents }));

describe("ParsePack over hostile YAML", () => {
	it("returns a layer or throws a PackError naming the file, for any text", () => {
		fc.assert(
			fc.property(fc.oneof(yamlSoup, units, bytes, nestedYaml, structured, plausible), (text) =>
				parsesOrNames(text),
			),
			{ numRuns: 400 },
		);
	});

	it.each([
		[
			"an alias bomb",
			`a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from(
				{ length: 12 },
				(_, i) =>
					`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
						.fill(`*${String.fromCharCode(97 + i)}`)
						.join(", ")}]`,
			).join("\n")}\n`,
		],
		["a 1 MiB scalar", `signature: ['${"x".repeat(MiB)}']\n`],
		["1 MiB of flow openers", `intents: ${"[".repeat(MiB)}`],
		[
			"1 MiB of block nesting",
			`intents:\n${Array.from({ length: 2000 }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n")}\n`,
		],
		["an unterminated quote over 1 MiB", `signature: ["${"y".repeat(MiB)}`],
		["NUL and lone surrogates", `signature: ["\0\uD800\uDFFF"]\nintents: {}\n`],
		["a __proto__ key", "intents:\n  __proto__:\n    polluted: 1\nsignature:\n  __proto__: {polluted: 1}\n"],
		["a duplicate key", "intents: {}\nintents: {}\n"],
	])("handles %s", (_label, text) => parsesOrNames(text));
});

describe("deep nesting", () => {
	it("NestingDepth bounds every shape of nesting, so ParsePack refuses deep YAML unparsed", () => {
		for (const text of [
			`intents: ${"[".repeat(100)}`,
			`intents: ${"{".repeat(80)}${"}".repeat(80)}`,
			`${"? ".repeat(70)}x`,
			`intents:\n  ${"- ".repeat(70)}x`,
			Array.from({ length: 140 }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n"),
		]) {
			expect(NestingDepth(text)).toBeGreaterThan(PACK_NESTING_CAP);
			expect(() => ParsePack(text, "p.yml")).toThrow(`p.yml: nested deeper than ${PACK_NESTING_CAP} levels`);
		}
		expect(
			NestingDepth(
				"intents:\n  search/V:\n    signals:\n      - {id: a, on: query, pattern: '\\d+\\.[0-9]+\\[', weight: 1}\n",
			),
		).toBeLessThan(16);
	});

	it("repeated deep packs never crash the process (the parser's stack overflows used to kill V8 outright)", () => {
		// in a child: a crash would take the test worker down with it
		const core = new URL("../Target/Library.js", import.meta.url).href;
		const script = `const { ParsePack } = await import(${JSON.stringify(core)});
for (const open of ["[", "{", "? ", "- ", ": ", "a: ", "[{", "- [", "? {", "- a: ", "a:\\n "]) for (const n of [1000, 2000, 3000, 5000]) { try { ParsePack("intents: " + open.repeat(n), "p.yml"); } catch {} }
console.log("survived");`;
		const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
			encoding: "utf8",
			cwd: fileURLToPath(new URL("..", import.meta.url)),
		});
		expect(run.stdout.trim()).toBe("survived");
	});
});

const evilLayer = (pattern: string) =>
	`intents:\n  search/Evil:\n    signals:\n      - {id: fine, on: query, pattern: 'version', weight: 0.5}\n      - {id: evil, on: query, pattern: '${pattern}', weight: 0.5}\n`;
const CATASTROPHIC = ["(a+)+$", "^(\\w+\\s?)*$", "(x+x+)+y", "(.*a){6}x", ".*a.*a.*a.*b", "([a-z]+)*[0-9]"];

describe("user signals: the ReDoS gate", () => {
	it("ParsePack refuses a catastrophic signal, naming the file, the intent and the signal", () => {
		for (const pattern of CATASTROPHIC) {
			expect(() => ParsePack(evilLayer(pattern), "/ws/.dsh/pack.yml")).toThrow(
				/^\/ws\/\.dsh\/pack\.yml: \$\.intents\.search\/Evil\.signals\[1\]\.pattern: can backtrack catastrophically \(/,
			);
		}
	});

	it("LoadPack refuses it from a workspace .dsh/pack.yml and from the user layer", () => {
		ForgetPacks();
		const root = temp();
		const userDir = temp();
		mkdirSync(join(root, ".dsh"));
		writeFileSync(join(root, ".dsh", "pack.yml"), evilLayer("(a+)+$"));
		expect(() => LoadPack(root, { userDir })).toThrow(
			`${join(root, ".dsh", "pack.yml")}: $.intents.search/Evil.signals[1].pattern: can backtrack catastrophically (exponential)`,
		);
		writeFileSync(join(root, ".dsh", "pack.yml"), "intents: {}\n");
		writeFileSync(join(userDir, `${basename(root)}.yml`), evilLayer("^(\\w+\\s?)*$"));
		expect(() => LoadPack(root, { userDir })).toThrow(
			`${join(userDir, `${basename(root)}.yml`)}: $.intents.search/Evil.signals[1].pattern: can backtrack catastrophically (exponential)`,
		);
		// fixing the file lifts the refusal (the cache keys on mtime and size)
		writeFileSync(join(userDir, `${basename(root)}.yml`), evilLayer("version\\s+\\d+"));
		expect(LoadPack(root, { userDir }).intents.some((intent) => intent.id === "search/Evil")).toBe(true);
	});

	it("a refused layer is remembered until its file changes (one parse per change, not per call)", () => {
		ForgetPacks();
		const root = temp();
		mkdirSync(join(root, ".dsh"));
		writeFileSync(join(root, ".dsh", "pack.yml"), evilLayer("(x+x+)+y"));
		const first = (() => {
			try {
				LoadPack(root, { userDir: temp() });
			} catch (error) {
				return error;
			}
		})();
		expect(first).toBeInstanceOf(PackError);
		const userDir = temp();
		const again = () => {
			try {
				LoadPack(root, { userDir });
			} catch (error) {
				return error;
			}
		};
		const cached = again();
		expect(again()).toBe(cached);
	});

	it("a pack file longer than PACK_TEXT_CAP is refused unparsed, naming the file", () => {
		expect(() => ParsePack(`signature: [a]\n#${"x".repeat(PACK_TEXT_CAP)}`, "/ws/.dsh/pack.yml")).toThrow(
			`/ws/.dsh/pack.yml: larger than ${PACK_TEXT_CAP} characters`,
		);
	});

	it("the built-in pack passes its own gate", () => {
		ForgetPacks();
		expect(() => LoadPack(undefined)).not.toThrow();
	});
});

describe("user signals: the text cap", () => {
	// Compiled directly (the gate would refuse these counted repetitions): only the cap is under test here.
	const intentWith = (pattern: string, on: PackIntent["signals"][number]["on"]): PackIntent => ({
		id: "search/Cap",
		family: "search",
		kind: "Cap",
		priority: 1,
		threshold: 0.5,
		destructive: false,
		targets: [],
		scope: [],
		kinds: [],
		enabled: true,
		signals: [{ id: "probe", on, pattern, weight: 1 }],
	});
	const huge = "z".repeat(MiB);

	it.each(["query", "path", "user", "command", "tool", "any"] as const)(
		"no %s signal sees more than PATTERN_TEXT_CAP characters",
		(on) => {
			const texts = { query: huge, path: huge, user: huge, command: huge, tool: huge };
			expect(
				MatchSignals(CompileIntent(intentWith(`[\\s\\S]{${PATTERN_TEXT_CAP + 1}}`, on)), texts).fired,
			).toEqual([]);
			expect(MatchSignals(CompileIntent(intentWith(`[\\s\\S]{${PATTERN_TEXT_CAP}}`, on)), texts).fired).toEqual([
				"probe",
			]);
		},
	);
});

describe("Bound over any UTF-16", () => {
	it("never exceeds the cap and never leaves a split surrogate pair at the cut", () => {
		fc.assert(
			fc.property(
				fc.string({ unit: "binary", maxLength: 200 }),
				fc.integer({ min: 0, max: 220 }),
				(text, cap) => {
					const bounded = Bound(text, cap);
					expect(bounded.length).toBeLessThanOrEqual(Math.max(0, cap));
					if (bounded.endsWith("…") && bounded.length >= 2) {
						const before = bounded.charCodeAt(bounded.length - 2);
						expect(before >= 0xd800 && before <= 0xdbff).toBe(false);
					}
				},
			),
			{ numRuns: 300 },
		);
	});
});

// Seed 000 §3: the config's rows are APPENDED to the built-ins (a repeat of a built-in pattern is a fail-loud config
// error), and the config's exempts are ADDED to DEFAULT_EXEMPTS. Fast units over the pure functions and the shared
// wiring (`DetectionCache`, which both twins run); smokes/Test/CoachSeed.test.ts runs the same in the real harness.
import { describe, expect, it } from "vitest";
import { Plain } from "@playform/testkit";
import { DetectionCache } from "../Source/Function/Calls";
import { ExemptsInForce, RowsInForce } from "../Source/Function/InForce";
import { CoachConfigError, Validate } from "../Source/Function/Validate";
import type { CoachConfig } from "../Source/Interface/Config";
import type { PatternRow } from "../Source/Interface/Detection";
import { Config } from "../Source/Variable/Config";
import { DEFAULT_EXEMPTS } from "../Source/Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Source/Variable/Patterns";

const Frob: PatternRow = { pattern: "^frob(?!\\S)", class: "read", tool: "read" };
const CatRow = DEFAULT_PATTERNS.findIndex((row) => row.note === "pager/dumper with a FILE operand");

/** The config as the listeners read it: schema defaults filled, cells read, validated. */
const Current = (patch: Record<string, unknown>): CoachConfig =>
	Validate(Plain(Config as (raw: object) => Record<string, unknown>, { log: false, ...patch }) as never);
const Judge = (current: CoachConfig, command: string) => DetectionCache()({}, { terminal: "bash", command }, current);

describe("the rows in force", () => {
	it("default to the built-in table itself, and the schema's default user table is empty", () => {
		expect(Current({}).patternTable).toEqual([]);
		expect(RowsInForce([])).toBe(DEFAULT_PATTERNS);
		expect(RowsInForce(undefined)).toBe(DEFAULT_PATTERNS);
	});

	it("are the built-ins then the user's rows, in order, one merged array per user table", () => {
		const user = [Frob, { pattern: "^sqlfluff\\s+fix\\b", class: "write", tool: "edit" } as PatternRow];
		const merged = RowsInForce(user);
		expect(merged).toEqual([...DEFAULT_PATTERNS, ...user]);
		expect(RowsInForce(user)).toBe(merged);
		expect(Object.isFrozen(merged)).toBe(true);
	});

	it("keep judging with the built-ins when the config adds a row: cat is still a read, frob is one too", () => {
		const current = Current({ patternTable: [Frob] });
		expect(Judge(current, "cat a.txt")).toMatchObject({
			class: "read",
			pattern: DEFAULT_PATTERNS[CatRow]!.pattern,
		});
		expect(Judge(current, "frob a.txt")).toMatchObject({ class: "read", pattern: Frob.pattern });
		// an empty user table adds nothing: the built-ins still judge (there is no "N=0" table any more)
		expect(Judge(Current({ patternTable: [] }), "cat a.txt").class).toBe("read");
	});
});

describe("a user row that repeats a built-in pattern", () => {
	it("is refused fail-loud, naming the user row and the built-in row", () => {
		for (const [index, builtin] of DEFAULT_PATTERNS.entries()) {
			const table = [Frob, { ...builtin }];
			expect(() => Current({ patternTable: table })).toThrow(CoachConfigError);
			expect(() => Current({ patternTable: table })).toThrow(
				`$.patternTable[1].pattern duplicates built-in row ${index} (${builtin.pattern})`,
			);
		}
	});

	it("is refused whatever its class, tool or note: the pattern source is the row's identity", () => {
		const builtin = DEFAULT_PATTERNS[CatRow]!;
		const reclassed = { pattern: builtin.pattern, class: "write", tool: "edit", note: "mine" };
		expect(() => Current({ patternTable: [reclassed] })).toThrow(
			`$.patternTable[0].pattern duplicates built-in row ${CatRow}`,
		);
	});

	it("is not a textually different regex, even an equivalent one: it is appended as a row of its own", () => {
		const spelled = `(?:${DEFAULT_PATTERNS[CatRow]!.pattern})`;
		const current = Current({ patternTable: [{ pattern: spelled, class: "read", tool: "read" }] });
		expect(RowsInForce(current.patternTable)).toHaveLength(DEFAULT_PATTERNS.length + 1);
		// the built-in row comes first and wins the tie
		expect(Judge(current, "cat a.txt").pattern).toBe(DEFAULT_PATTERNS[CatRow]!.pattern);
	});

	it("twice among the user's own rows is still refused as before", () => {
		expect(() => Current({ patternTable: [Frob, { ...Frob }] })).toThrow(
			"$.patternTable[1].pattern duplicates row 0 (^frob(?!\\S))",
		);
	});
});

describe("the exempts in force", () => {
	it("default to DEFAULT_EXEMPTS itself, and the schema's default user set is empty", () => {
		expect(Current({}).exemptPatterns).toEqual([]);
		expect(ExemptsInForce([])).toBe(DEFAULT_EXEMPTS);
	});

	it("are the defaults plus the user's set; a repeated default adds nothing", () => {
		const user = ["^frob(?!\\S)", DEFAULT_EXEMPTS[0]!];
		expect(ExemptsInForce(user)).toEqual([...DEFAULT_EXEMPTS, "^frob(?!\\S)"]);
		expect(ExemptsInForce(user)).toBe(ExemptsInForce(user));
	});

	it("keep git diff > patch.txt exempt with a user exempt of ^frob(?!\\S), and exempt frob too", () => {
		const current = Current({ exemptPatterns: ["^frob(?!\\S)"] });
		expect(Judge(current, "git diff > patch.txt")).toMatchObject({ class: "clean", exempt: DEFAULT_EXEMPTS[0] });
		expect(Judge(current, "frob x > out.txt")).toMatchObject({ class: "clean", exempt: "^frob(?!\\S)" });
		expect(Judge(current, "echo x > tracked.md").class).toBe("write");
	});

	it("silence a built-in row for a head the user exempts (the way to switch a built-in off)", () => {
		const current = Current({ exemptPatterns: ["^cat(?!\\S)"] });
		expect(Judge(current, "cat a.txt")).toMatchObject({ class: "clean", exempt: "^cat(?!\\S)" });
		expect(Judge(current, "head a.txt").class).toBe("read");
	});
});

// The one suggester settings schema and its validator: each shared field's rule, its boundaries, and what the
// validator adds past Schemastery (a missing value, a non-finite number, an intent no pack answers to).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Schema from "@deepseek-ai/schemastery";
import { describe, expect, it } from "vitest";
import {
	EnabledIntents,
	ForgetRoots,
	KnownIntents,
	SettingsError,
	SuggesterConfig,
	SUGGESTER_FIELDS,
	UnknownIntents,
	ValidateSettings,
} from "../Source/Library";

const Plain = Schema.object(
	SuggesterConfig({ package: "hook-x", intents: ["A"], emitOn: ["grep"], exclude: ["dist"] }),
);
const Defaults = (): Record<string, unknown> =>
	Object.fromEntries(
		Object.entries(Plain({}) as Record<string, { get(): unknown }>).map(([key, cell]) => [key, cell.get()]),
	);
const intents = [
	{ id: "search/A", kind: "A" },
	{ id: "search/B", kind: "B" },
];
const Check = (patch: Record<string, unknown>) => () =>
	ValidateSettings("x", Plain, { ...Defaults(), ...patch }, { intents });

describe("the shared suggester settings schema", () => {
	it("holds every shared field as a volatile cell with the defaults the seeds give", () => {
		const cells = Plain({}) as Record<string, { get?: () => unknown }>;
		expect(Object.keys(cells)).toEqual([...SUGGESTER_FIELDS]);
		expect(Object.values(cells).every((cell) => typeof cell.get === "function")).toBe(true);
		expect(Defaults()).toEqual({
			log: true,
			logFile: "~/.dsh/playform/hook-x.log",
			enabled: true,
			threshold: 0.75,
			maxCandidates: 7,
			maxNoteChars: 1200,
			cooldownCalls: 6,
			maxNotesPerTurn: 3,
			intents: ["A"],
			emitOn: ["grep"],
			exclude: ["dist"],
		});
	});

	it("threshold is a closed [0, 1]: both ends run, past them the field is named", () => {
		expect(Check({ threshold: 0 })).not.toThrow();
		expect(Check({ threshold: 1 })).not.toThrow();
		expect(Check({ threshold: 1.01 })).toThrow("x: $.threshold expected number <= 1 but got 1.01");
		expect(Check({ threshold: -0.01 })).toThrow("x: $.threshold expected number >= 0 but got -0.01");
		expect(Check({ threshold: Number.NaN })).toThrow("x: $.threshold expected a finite number");
	});

	it("maxCandidates is an integer in 1..24, maxNoteChars in 200..20000", () => {
		for (const ok of [{ maxCandidates: 1 }, { maxCandidates: 24 }, { maxNoteChars: 200 }, { maxNoteChars: 20000 }])
			expect(Check(ok)).not.toThrow();
		expect(Check({ maxCandidates: 0 })).toThrow("$.maxCandidates expected number >= 1 but got 0");
		expect(Check({ maxCandidates: 25 })).toThrow("$.maxCandidates expected number <= 24 but got 25");
		expect(Check({ maxCandidates: 2.5 })).toThrow("$.maxCandidates expected number multiple of 1 but got 2.5");
		expect(Check({ maxNoteChars: 199 })).toThrow("$.maxNoteChars expected number >= 200 but got 199");
		expect(Check({ maxNoteChars: 20001 })).toThrow("$.maxNoteChars expected number <= 20000 but got 20001");
		expect(Check({ maxNoteChars: Number.POSITIVE_INFINITY })).toThrow("$.maxNoteChars expected a finite number");
	});

	it("cooldownCalls and maxNotesPerTurn are integers >= 0 (0 notes per turn is the dry run)", () => {
		expect(Check({ cooldownCalls: 0, maxNotesPerTurn: 0 })).not.toThrow();
		expect(Check({ cooldownCalls: -1 })).toThrow("$.cooldownCalls expected number >= 0 but got -1");
		expect(Check({ maxNotesPerTurn: -1 })).toThrow("$.maxNotesPerTurn expected number >= 0 but got -1");
		expect(Check({ maxNotesPerTurn: "3" })).toThrow("$.maxNotesPerTurn expected number but got 3");
	});

	it("the lists hold non-empty strings; a missing value is refused, never replaced by the default", () => {
		expect(Check({ emitOn: ["grep", ""] })).toThrow("$.emitOn[1] expected string length >= 1 but got 0");
		expect(Check({ exclude: [3] })).toThrow("$.exclude[0] expected string but got 3");
		expect(Check({ exclude: null })).toThrow("$.exclude expected a value but got null");
		expect(Check({ enabled: undefined })).toThrow("$.enabled expected a value but got undefined");
		expect(Check({ exclude: [] })).not.toThrow();
	});

	it("an intent no pack intent answers to refuses the config, naming every unknown one once", () => {
		expect(Check({ intents: ["A", "search/B"] })).not.toThrow();
		expect(Check({ intents: [] })).not.toThrow();
		expect(Check({ intents: ["Nope", "A", "Zed", "Nope"] })).toThrow(SettingsError);
		expect(Check({ intents: ["Nope", "A", "Zed", "Nope"] })).toThrow(
			'x: $.intents names no pack intent: "Nope", "Zed" (known: A, B)',
		);
		expect(UnknownIntents(intents, ["replay/A", "B"])).toEqual(["replay/A"]);
	});

	it("an empty intent list enables every pack intent; otherwise by kind or id", () => {
		expect(EnabledIntents(intents, []).map((intent) => intent.kind)).toEqual(["A", "B"]);
		expect(EnabledIntents(intents, ["search/B"]).map((intent) => intent.kind)).toEqual(["B"]);
		expect(EnabledIntents(intents, ["A"]).map((intent) => intent.kind)).toEqual(["A"]);
	});

	it("the known intents are the built-in pack's plus those of the workspace pack around the cwd", () => {
		const root = mkdtempSync(join(tmpdir(), "core-known-"));
		mkdirSync(join(root, ".dsh"));
		mkdirSync(join(root, "sub"));
		writeFileSync(
			join(root, ".dsh", "pack.yml"),
			"intents:\n  search/Migrations:\n    targets: [migrations/]\n    signals:\n      - {id: m, on: query, pattern: migrat, weight: 1}\n",
		);
		ForgetRoots();
		const kinds = KnownIntents("search", join(root, "sub")).map((intent) => intent.kind);
		expect(kinds.slice(0, 10)).toEqual([
			"Version",
			"Dependency",
			"Config",
			"Test",
			"CI",
			"Docs",
			"Build",
			"Entry",
			"License",
			"Lint",
		]);
		expect(kinds).toContain("Migrations");
		expect(KnownIntents("replay", join(root, "sub")).map((intent) => intent.id)).toEqual(["replay/Repeat"]);
	});
});

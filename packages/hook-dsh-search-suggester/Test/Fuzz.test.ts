// Hostile knowledge files and hostile call arguments: the knowledge store reads anything back as a well-formed
// (possibly empty) knowledge, and the call reader never throws on any tool, argument shape or shell text.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { Extract, UserText } from "../Source/Function/Detect";
import { LoadKnowledge, SanitizeKnowledge } from "../Source/Function/Persist";
import { SearchShaped, Segments } from "../Source/Function/Shell";
import { HISTORY_MAX, HISTORY_MIN, LEARNED_CAP } from "../Source/Variable/Config";

const folders: string[] = [];
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const units = fc
	.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
	.map((codes) => String.fromCharCode(...codes));
const intentStats = fc.record(
	{
		history: fc.anything(),
		followed: fc.anything(),
		ignored: fc.anything(),
		nearMiss: fc.anything(),
		learned: fc.oneof(fc.array(fc.anything(), { maxLength: 20 }), fc.anything()),
	},
	{ requiredKeys: [] },
);
const knowledgeLike = fc.record(
	{
		version: fc.anything(),
		roots: fc.oneof(
			fc.dictionary(
				fc.string(),
				fc.record(
					{
						intents: fc.oneof(fc.dictionary(fc.string(), intentStats, { maxKeys: 4 }), fc.anything()),
						dismissed: fc.anything(),
						seed: fc.anything(),
						seededAt: fc.anything(),
					},
					{ requiredKeys: [] },
				),
				{ maxKeys: 4 },
			),
			fc.anything(),
		),
	},
	{ requiredKeys: [] },
);

/** The shape every consumer of the knowledge relies on. */
const wellFormed = (knowledge: ReturnType<typeof SanitizeKnowledge>): void => {
	expect(knowledge.version).toBe(1);
	for (const root of Object.values(knowledge.roots)) {
		expect(Array.isArray(root.dismissed)).toBe(true);
		for (const stats of Object.values(root.intents)) {
			expect(stats.history >= HISTORY_MIN && stats.history <= HISTORY_MAX).toBe(true);
			expect(stats.learned.length).toBeLessThanOrEqual(LEARNED_CAP);
			expect(stats.learned.every((path) => typeof path === "string")).toBe(true);
		}
		for (const dismissal of root.dismissed)
			expect(typeof dismissal.intent === "string" && Number.isFinite(dismissal.until)).toBe(true);
	}
};

describe("the knowledge store, any content", () => {
	it("SanitizeKnowledge turns any value into a well-formed knowledge", () => {
		fc.assert(
			fc.property(fc.oneof(knowledgeLike, fc.anything()), (raw) => wellFormed(SanitizeKnowledge(raw))),
			{ numRuns: 400 },
		);
	});

	it("LoadKnowledge reads any file (text, JSON, truncated JSON) without throwing", () => {
		const home = mkdtempSync(join(tmpdir(), "search-fuzz-"));
		folders.push(home);
		const path = join(home, "knowledge.json");
		fc.assert(
			fc.property(
				fc.oneof(
					units,
					knowledgeLike.map((value) => JSON.stringify(value) ?? ""),
					knowledgeLike.map((value) => (JSON.stringify(value) ?? "").slice(0, 17)),
				),
				(text) => {
					writeFileSync(path, text);
					wellFormed(LoadKnowledge(path));
				},
			),
			{ numRuns: 200 },
		);
		wellFormed(LoadKnowledge(join(home, "absent.json")));
		wellFormed(LoadKnowledge(home));
	});
});

const VOCABULARY = [
	"grep -rn",
	"rg",
	"find . -name",
	"'*.ts'",
	"cat",
	"src/",
	"$(",
	")",
	"`",
	"'",
	'"',
	"|",
	";",
	"&&",
	"\n",
	" ",
	"<<EOF\n",
	"-e",
	"--include=*.md",
	"\0",
	"\uD800",
	"\\",
	"{a,b}",
	"**/",
];
const command = fc.oneof(
	fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 60 }).map((parts) => parts.join("")),
	units,
);
const args = fc.oneof(
	fc.anything(),
	fc.record(
		{
			command,
			pattern: fc.oneof(fc.string(), units, fc.anything()),
			path: fc.oneof(fc.string(), fc.anything()),
			file_path: fc.anything(),
			glob: fc.anything(),
		},
		{ requiredKeys: [] },
	),
);

describe("the call reader, any arguments", () => {
	it("Extract never throws for any tool, arguments and user text", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("grep", "glob", "read", "bash", "pwsh", "edit", "x"),
				args,
				fc.oneof(fc.string(), units),
				(tool, raw, user) => {
					const shape = Extract(tool, raw, user);
					if (shape) expect(Array.isArray(shape.places) && typeof shape.literal === "string").toBe(true);
				},
			),
			{ numRuns: 400 },
		);
	});

	it("the shell reader never throws on hostile shell text", () => {
		fc.assert(
			fc.property(command, (text) => {
				Segments(text);
				expect(typeof SearchShaped(text)).toBe("boolean");
			}),
			{ numRuns: 400 },
		);
		for (const text of [
			"grep " + "a".repeat(1 << 20),
			"cd x; ".repeat(1 << 17),
			"'".repeat(1 << 20),
			"$(".repeat(1 << 16),
		]) {
			expect(() => Extract("bash", { command: text }, "")).not.toThrow();
		}
	});

	it("UserText reads any message list without throwing", () => {
		fc.assert(
			fc.property(fc.anything(), (messages) => void UserText(messages)),
			{ numRuns: 300 },
		);
	});
});

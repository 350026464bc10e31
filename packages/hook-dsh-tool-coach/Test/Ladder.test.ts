import { describe, expect, it } from "vitest";
import type { CoachConfig } from "../Source/Interface/Config";
import type { Detection } from "../Source/Interface/Detection";
import { Compose, Escape, HasUnfilled, UnknownPlaceholders } from "../Source/Function/Compose";
import { FirstSentence } from "../Source/Function/FirstSentence";
import { Enforce, Judge, NewTurn } from "../Source/Function/Ladder";
import { NewMemory } from "../Source/Function/NewMemory";
import { DeniedText, FirstNoteText, PersistentText, ShownCommand } from "../Source/Function/NoteTexts";
import { SectionTable } from "../Source/Function/SectionTable";
import { ToolLines } from "../Source/Function/ToolLines";
import { STATIC_TOOL_LINES } from "../Source/Variable/StaticTools";

const limits = {
	threshold: 3,
	window: 8,
	cooldown: 10,
	escalateThreshold: 6,
	cleanWindow: 12,
	enforce: "off" as const,
	enforceThreshold: 4,
};
const read: Detection = { class: "read", pattern: "^cat\\b", tool: "read", segments: [] };
const write: Detection = { class: "write", pattern: "^sed\\b.*\\s-i", tool: "edit", segments: [] };
const clean: Detection = { class: "clean", pattern: "", tool: "", segments: [] };

describe("Judge (tiers 0–2)", () => {
	it("notes when a class reaches the threshold within the window", () => {
		const memory = NewMemory();
		expect(Judge(memory, read, "bash", limits)).toEqual({ lines: ["offense bash read ^cat\\b"] });
		expect(Judge(memory, read, "bash", limits).note).toBeUndefined();
		const third = Judge(memory, read, "bash", limits);
		expect(third.lines).toEqual(["offense bash read ^cat\\b", "strike 3/3 bash read -> note read"]);
		expect(third.note).toEqual({ class: "read", count: 3, tool: "read", pattern: "^cat\\b" });
		expect(memory.recent).toEqual([]);
	});

	it("lets old strikes slide out of the window", () => {
		const memory = NewMemory();
		Judge(memory, read, "bash", limits);
		Judge(memory, read, "bash", limits);
		for (let i = 0; i < 7; i++) Judge(memory, clean, "bash", limits);
		expect(Judge(memory, read, "bash", limits).note).toBeUndefined();
	});

	it("suppresses inside the cooldown, escalates, and notes again exactly at the cooldown", () => {
		const memory = NewMemory();
		const lines: string[] = [];
		let second = 0;
		for (let call = 1; call <= 14; call++) {
			const result = Judge(memory, read, "bash", limits);
			lines.push(...result.lines);
			if (result.note && call > 3) second = call;
		}
		expect(lines).toContain("cooldown suppressed 3 bash read");
		expect(lines).toContain("escalated persistent section (6 strikes)");
		expect(second).toBe(13);
		expect(memory.section).toBe(true);
		const capped = lines
			.filter((line) => line.startsWith("cooldown suppressed"))
			.map((line) => Number(line.split(" ")[2]));
		expect(Math.max(...capped)).toBeLessThanOrEqual(8);
	});

	it("clears the section after cleanWindow clean calls", () => {
		const memory = NewMemory();
		memory.section = true;
		const lines: string[] = [];
		for (let i = 0; i < 12; i++) lines.push(...Judge(memory, clean, "bash", limits).lines);
		expect(lines).toEqual(["persistent section cleared (12 clean calls)"]);
		expect(memory.section).toBe(false);
	});

	it("logs an exemption once per distinct pattern", () => {
		const memory = NewMemory();
		const exempt: Detection = { ...clean, exempt: "^git\\b" };
		expect(Judge(memory, exempt, "bash", limits).lines).toEqual(["exempt bash ^git\\b"]);
		expect(Judge(memory, exempt, "bash", limits).lines).toEqual([]);
	});

	it("starts a new strike chain on a new user turn", () => {
		const memory = NewMemory();
		NewTurn(memory, 1);
		Judge(memory, read, "bash", limits);
		Judge(memory, read, "bash", limits);
		NewTurn(memory, 2);
		expect(Judge(memory, read, "bash", limits).note).toBeUndefined();
	});

	it("a new user turn empties only the window (seed 000): strikes, section, cooldown and clean streak carry over", () => {
		const memory = NewMemory();
		NewTurn(memory, 1);
		for (let call = 0; call < 3; call++) Judge(memory, read, "bash", limits);
		Judge(memory, read, "bash", limits);
		Judge(memory, clean, "bash", limits);
		const before = { ...memory, recent: [...memory.recent], strikes: { ...memory.strikes } };
		expect(before.recent).toHaveLength(1);
		NewTurn(memory, 2);
		expect(memory.recent).toEqual([]);
		// seed 001's "clean-window accounting" on pre-step is not done: the clean streak is the judged calls' own
		expect(memory).toMatchObject({
			strikes: before.strikes,
			section: before.section,
			lastNoteAt: before.lastNoteAt,
			offensesSinceNote: before.offensesSinceNote,
			cleanStreak: 1,
			turn: 2,
		});
		// the same turn again (a later step of it) is no boundary
		Judge(memory, read, "bash", limits);
		NewTurn(memory, 2);
		expect(memory.recent).toHaveLength(1);
	});
});

describe("Enforce (tier 3)", () => {
	it("denies only in scope, at the threshold, and resets the note counters", () => {
		const memory = NewMemory();
		const on = { ...limits, enforce: "write" as const };
		for (let i = 0; i < 3; i++) {
			expect(Enforce(memory, write, "bash", on).deny).toBeUndefined();
			memory.strikes.write = (memory.strikes.write ?? 0) + 1;
		}
		const denied = Enforce(memory, write, "bash", on);
		expect(denied.lines).toEqual(["denied bash write ^sed\\b.*\\s-i -> use edit"]);
		expect(denied.deny?.count).toBe(4);
		expect(memory.strikes).toEqual({});
		memory.strikes.read = 10;
		expect(Enforce(memory, read, "bash", on).deny).toBeUndefined();
		expect(Enforce(memory, read, "bash", { ...on, enforce: "all" }).deny).toBeDefined();
		const discovery: Detection = { class: "discovery", pattern: "^ls\\b", tool: "glob", segments: [] };
		memory.strikes.discovery = 99;
		expect(Enforce(memory, discovery, "bash", { ...on, enforce: "all" }).deny).toBeUndefined();
		memory.strikes.write = 99;
		expect(Enforce(memory, write, "bash", limits).deny).toBeUndefined();
	});
});

describe("compose", () => {
	it("fills once and escapes user data", () => {
		expect(Compose("a ${command} b ${class}", { command: "echo ${HOME} ${class}", class: "read" })).toBe(
			"a echo $${HOME} $${class} b read",
		);
		expect(HasUnfilled(Compose("${command}", { command: "x ${y}" }))).toBe(false);
		expect(HasUnfilled("left ${table}")).toBe(true);
		expect(Escape("${")).toBe("$${");
		expect(UnknownPlaceholders("${command} ${nope} ${tool.name}")).toEqual(["nope"]);
	});

	it("fills the placeholders the seeds name but leave open: ${command} on one line cut to 160, ${traceability}", () => {
		const request = { class: "read" as const, count: 3, tool: "read", pattern: "^cat\\b" };
		const notes = { first: "${traceability} | ${command}", persistent: "${traceability}", denied: "${command}" };
		const config = { notes, maxSectionTools: 5, judgeTools: ["bash"] } as unknown as CoachConfig;
		expect(FirstNoteText(config, request, "bash", "cat a\n  cat b", [])).toBe(
			"tool-coach: bash read × 3 | cat a ⏎ cat b",
		);
		const long = `cat ${"x".repeat(400)}`;
		const shown = DeniedText(config, request, "bash", long, []);
		expect(shown).toHaveLength(160);
		expect(shown.endsWith("…")).toBe(true);
		expect(ShownCommand("cat a")).toBe("cat a");
		const memory = { ...NewMemory(), offensesSinceNote: 6 };
		expect(PersistentText(config, memory, [])).toBe("tool-coach: 6 offenses since the last note");
	});

	it("takes the first sentence, parenthesis-aware, capped at 120", () => {
		expect(FirstSentence("Reads a file (e.g. src/a.ts). Then more.")).toBe("Reads a file (e.g. src/a.ts).");
		expect(FirstSentence("No period here")).toBe("No period here");
		expect(FirstSentence("x".repeat(200)).length).toBe(120);
	});

	it("reads the live registry and builds the table with mapped-class priority", () => {
		const lines = ToolLines([
			{ name: "zeta", description: "Z tool.", parameters: { properties: { z: {} } } },
			{
				name: "read",
				description: "Read a file. More.",
				parameters: { properties: { file_path: {}, offset: {} } },
			},
			{ name: "bash", description: "Run.", parameters: { properties: { command: {} } } },
			{ name: "alpha", description: "A tool.", parameters: { properties: {} } },
			{ name: "edit", description: "Edit.", parameters: { properties: { file_path: {} } } },
		]);
		expect(lines.find((line) => line.name === "read")).toEqual({
			name: "read",
			description: "Read a file.",
			param: "file_path",
		});
		const three = SectionTable(lines, 3, ["bash", "pwsh"]).split("\n").slice(2);
		expect(three.map((row) => row.split("|")[2].trim())).toEqual(["`edit`", "`read`", "`alpha`"]);
		const all = SectionTable(lines, 24, ["bash", "pwsh"]).split("\n").slice(2);
		expect(all.map((row) => row.split("|")[2].trim())).toEqual(["`edit`", "`read`", "`alpha`", "`zeta`"]);
		expect(() => ToolLines(undefined)).toThrow();
		expect(SectionTable(STATIC_TOOL_LINES, 24, []).split("\n").length).toBe(10);
	});
});

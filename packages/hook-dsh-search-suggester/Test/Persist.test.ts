import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
	ActiveDismissals,
	EmptyKnowledge,
	HistoryOf,
	LearnedOf,
	LoadKnowledge,
	RecordDismissal,
	RecordFollow,
	RecordIgnore,
	SaveKnowledge,
} from "../Source/Function/Persist";

describe("the knowledge file", () => {
	it("writes atomically with mode 0600 in a 0700 folder and reads back", () => {
		const path = join(mkdtempSync(join(tmpdir(), "knowledge-")), "deep", "knowledge.json");
		const knowledge = EmptyKnowledge();
		RecordFollow(knowledge, "/r", "Version", "package.json", false);
		SaveKnowledge(path, knowledge);
		SaveKnowledge(path, knowledge);
		expect(statSync(path).mode & 0o777).toBe(0o600);
		expect(statSync(join(path, "..")).mode & 0o777).toBe(0o700);
		expect(readdirSync(join(path, ".."))).toEqual(["knowledge.json"]);
		expect(LoadKnowledge(path)).toEqual(knowledge);
	});

	it("loads a missing or corrupt file as empty", () => {
		const dir = mkdtempSync(join(tmpdir(), "knowledge-"));
		expect(LoadKnowledge(join(dir, "none.json"))).toEqual(EmptyKnowledge());
		writeFileSync(join(dir, "bad.json"), "[1,2");
		expect(LoadKnowledge(join(dir, "bad.json"))).toEqual(EmptyKnowledge());
		writeFileSync(
			join(dir, "odd.json"),
			JSON.stringify({ roots: { "/r": { intents: { X: { history: "a" } }, dismissed: "no" } } }),
		);
		expect(LoadKnowledge(join(dir, "odd.json")).roots["/r"]?.intents.X?.history).toBe(0);
		expect(readFileSync(join(dir, "odd.json"), "utf8")).toContain("history");
	});

	it("follow +0.1, ignore −0.2 (bounded), near misses learned, dismissals expire", () => {
		const k = EmptyKnowledge();
		RecordFollow(k, "/r", "Docs", "README.md", false);
		expect(HistoryOf(k, "/r").Docs).toBeCloseTo(0.1);
		expect(RecordIgnore(k, "/r", "Docs")).toBeCloseTo(-0.1);
		for (let i = 0; i < 10; i++) RecordIgnore(k, "/r", "Docs");
		expect(HistoryOf(k, "/r").Docs).toBe(-1);
		RecordFollow(k, "/r", "Docs", "packages/a/README.md", true);
		expect(LearnedOf(k, "/r", "Docs")).toEqual(["packages/a/README.md"]);
		RecordDismissal(k, "/r", { intent: "Docs", until: 100 }, 50);
		RecordDismissal(k, "/r", { intent: "Docs", until: 200 }, 50);
		expect(ActiveDismissals(k, "/r", 150)).toEqual([{ intent: "Docs", until: 200 }]);
		expect(ActiveDismissals(k, "/r", 250)).toEqual([]);
	});
});

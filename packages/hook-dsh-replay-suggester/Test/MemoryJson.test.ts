import { describe, expect, it } from "vitest";
import { NewMemory } from "../Source/Function/Memory";
import { ExportMemory, ImportMemory } from "../Source/Function/MemoryJson";

describe("agent memory export/import (hook hosts keep a session's memory between processes)", () => {
	it("round-trips the history, the counters and the cooldowns through JSON", () => {
		const memory = NewMemory();
		memory.History = [
			{
				seq: 2,
				path: "src/b.ts",
				intent: "Repeat",
				outcome: "accept",
				at: 2,
				probe: 'read {"file_path":"src/b.ts"}',
				turn: 1,
			},
		];
		memory.Judged = 4;
		memory.NotesThisTurn = 1;
		memory.LastNote.set("Repeat", 3);
		memory.Turn = 1;
		expect(ImportMemory(JSON.parse(JSON.stringify(ExportMemory(memory))), 32)).toEqual(memory);
	});

	it("drops what is malformed and keeps the history within the depth", () => {
		expect(ImportMemory("x", 32)).toEqual(NewMemory());
		const entry = (seq: number) => ({
			seq,
			path: `f${seq}.ts`,
			intent: "replay",
			outcome: "accept",
			at: seq,
			probe: "read {}",
		});
		const memory = ImportMemory(
			{
				History: [entry(3), { seq: 2, path: "/abs" }, entry(1)],
				Judged: -1,
				LastNote: { Repeat: "no" },
				Turn: "x",
			},
			1,
		);
		expect(memory.History.map((kept) => kept.seq)).toEqual([3]);
		expect(memory).toMatchObject({ Judged: 0, NotesThisTurn: 0, Turn: undefined });
		expect(memory.LastNote.size).toBe(0);
	});
});

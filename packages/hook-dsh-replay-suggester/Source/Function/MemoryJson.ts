import { ImportCount, ImportNumbers } from "@playform/lib-dsh-core";
import type { Entry } from "../Interface/Entry";
import type { AgentMemory } from "../Interface/State";
import { NewMemory } from "./Memory";
import { ValidateEntry } from "./ValidateEntry";

/** A JSON-safe copy of an agent's memory (hook hosts outside dsh keep it between processes). */
export const ExportMemory = (memory: AgentMemory): Record<string, unknown> => ({
	History: memory.History.map((entry) => ({ ...entry })),
	Judged: memory.Judged,
	NotesThisTurn: memory.NotesThisTurn,
	LastNote: Object.fromEntries(memory.LastNote),
	Turn: memory.Turn ?? null,
});

/** Rebuilds a memory from an export, field by field: malformed entries are dropped, the history stays within `depth`. */
export const ImportMemory = (data: unknown, depth: number): AgentMemory => {
	const memory = NewMemory();
	if (!data || typeof data !== "object") return memory;
	const raw = data as Record<string, unknown>;
	if (Array.isArray(raw.History))
		memory.History = raw.History.map(ValidateEntry)
			.filter((entry): entry is Entry => entry !== undefined)
			.slice(0, depth);
	memory.Judged = ImportCount(raw.Judged);
	memory.NotesThisTurn = ImportCount(raw.NotesThisTurn);
	memory.LastNote = new Map(ImportNumbers(raw.LastNote));
	memory.Turn = typeof raw.Turn === "number" ? raw.Turn : undefined;
	return memory;
};

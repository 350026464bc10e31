import { ImportCount, ImportNumbers, ImportStrings } from "@playform/lib-dsh-core";
import type { AgentMemory } from "../Interface/Memory";
import { NewMemory } from "./NewMemory";

/** A JSON-safe copy of an agent's ladder memory (hook hosts keep it between processes). */
export const ExportMemory = (memory: AgentMemory): Record<string, unknown> => ({
	...memory,
	lastNoteAt: Number.isFinite(memory.lastNoteAt) ? memory.lastNoteAt : null,
	exemptLogged: [...memory.exemptLogged],
	recent: memory.recent.map((entry) => ({ ...entry })),
	strikes: { ...memory.strikes },
});

const finite = (value: unknown, fallback: number): number =>
	typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** Rebuilds a memory from an export, field by field: anything malformed falls back to a fresh value. */
export const ImportMemory = (data: unknown): AgentMemory => {
	const memory = NewMemory();
	if (!data || typeof data !== "object") return memory;
	const raw = data as Record<string, unknown>;
	memory.calls = ImportCount(raw.calls);
	memory.lastNoteAt =
		raw.lastNoteAt === null ? Number.NEGATIVE_INFINITY : finite(raw.lastNoteAt, Number.NEGATIVE_INFINITY);
	memory.offensesSinceNote = ImportCount(raw.offensesSinceNote);
	memory.cleanStreak = ImportCount(raw.cleanStreak);
	memory.section = raw.section === true;
	memory.sectionText = typeof raw.sectionText === "string" ? raw.sectionText : undefined;
	memory.sectionBuiltAt = finite(raw.sectionBuiltAt, 0);
	memory.turn = typeof raw.turn === "number" ? raw.turn : undefined;
	if (Array.isArray(raw.recent)) {
		memory.recent = raw.recent
			.filter((entry) => entry && typeof entry.at === "number" && typeof entry.class === "string")
			.slice(-64)
			.map((entry) => ({ at: entry.at, class: entry.class }));
	}
	for (const [klass, count] of ImportNumbers(raw.strikes)) (memory.strikes as Record<string, number>)[klass] = count;
	memory.exemptLogged = new Set(ImportStrings(raw.exemptLogged, 256));
	return memory;
};

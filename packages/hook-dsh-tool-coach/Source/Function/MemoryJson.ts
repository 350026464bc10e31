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

const finite = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** Rebuilds a memory from an export, field by field: anything malformed falls back to a fresh value. */
export const ImportMemory = (data: unknown): AgentMemory => {
	const memory = NewMemory();
	if (!data || typeof data !== "object") return memory;
	const raw = data as Record<string, unknown>;
	memory.calls = Math.max(0, finite(raw.calls, 0));
	memory.lastNoteAt = raw.lastNoteAt === null ? Number.NEGATIVE_INFINITY : finite(raw.lastNoteAt, Number.NEGATIVE_INFINITY);
	memory.offensesSinceNote = Math.max(0, finite(raw.offensesSinceNote, 0));
	memory.cleanStreak = Math.max(0, finite(raw.cleanStreak, 0));
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
	if (raw.strikes && typeof raw.strikes === "object") {
		for (const [klass, count] of Object.entries(raw.strikes as Record<string, unknown>)) {
			if (typeof count === "number" && Number.isFinite(count)) (memory.strikes as Record<string, number>)[klass] = count;
		}
	}
	if (Array.isArray(raw.exemptLogged)) memory.exemptLogged = new Set(raw.exemptLogged.filter((item): item is string => typeof item === "string").slice(0, 256));
	return memory;
};

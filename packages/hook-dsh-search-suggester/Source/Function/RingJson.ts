import { ImportCount, ImportNumbers, ImportStrings } from "@playform/lib-dsh-core";
import type { Pack } from "@playform/lib-dsh-core";
import type { RingCall } from "../Interface/Execution";
import { RING_SIZE } from "../Variable/Config";
import { NewRing } from "./Ring";
import type { PendingNote, Ring } from "./Ring";
import { UserSketch } from "./UserSketch";

/** A JSON-safe copy of an agent's ring (hook hosts outside dsh keep it between processes); the user's words go out as a sketch. */
export const ExportRing = (ring: Ring, pack: Pack): Record<string, unknown> => ({
	turn: ring.turn ?? null,
	judged: ring.judged,
	calls: ring.calls.map((call) => ({ index: call.index, leaning: [...call.leaning], paths: [...call.paths] })),
	lastNote: Object.fromEntries(ring.lastNote),
	notes: ring.notes,
	noted: [...ring.noted],
	touched: [...ring.touched],
	pending: ring.pending.map((note) => ({ ...note, candidates: [...note.candidates] })),
	user: UserSketch(ring.user, pack),
	lastIntent: ring.lastIntent ?? null,
	readOnly: ring.readOnly ?? null,
});

/** Rebuilds a ring from an export, field by field: anything malformed falls back to a fresh value, sizes stay bounded. */
export const ImportRing = (data: unknown): Ring => {
	const ring = NewRing();
	if (!data || typeof data !== "object") return ring;
	const raw = data as Record<string, unknown>;
	ring.turn = typeof raw.turn === "number" ? raw.turn : undefined;
	ring.judged = ImportCount(raw.judged);
	if (Array.isArray(raw.calls)) {
		ring.calls = raw.calls
			.filter(
				(call): call is RingCall =>
					!!call && typeof call === "object" && typeof (call as RingCall).index === "number",
			)
			.slice(-RING_SIZE)
			.map((call) => ({
				index: call.index,
				leaning: ImportStrings(call.leaning, 16),
				paths: ImportStrings(call.paths, 64),
			}));
	}
	ring.lastNote = new Map(ImportNumbers(raw.lastNote));
	ring.notes = ImportCount(raw.notes);
	ring.noted = new Set(ImportStrings(raw.noted, 64));
	ring.touched = new Set(ImportStrings(raw.touched, 256));
	if (Array.isArray(raw.pending)) {
		ring.pending = raw.pending
			.filter(
				(note): note is PendingNote =>
					!!note &&
					typeof note === "object" &&
					typeof (note as PendingNote).intent === "string" &&
					typeof (note as PendingNote).root === "string",
			)
			.slice(0, 16)
			.map((note) => ({
				intent: note.intent,
				root: note.root,
				candidates: ImportStrings(note.candidates, 32),
				remaining: ImportCount(note.remaining),
			}));
	}
	ring.user = typeof raw.user === "string" ? raw.user : "";
	ring.lastIntent = typeof raw.lastIntent === "string" ? raw.lastIntent : undefined;
	ring.readOnly = typeof raw.readOnly === "boolean" ? raw.readOnly : undefined;
	return ring;
};

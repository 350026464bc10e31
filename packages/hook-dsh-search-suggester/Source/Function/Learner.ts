import { Observe } from "./Learn";
import type { PendingNote } from "./Ring";

/** What the learner concluded about one pending note. */
export type LearnEvent =
	| { kind: "followed"; intent: string; root: string; path: string; nearMiss: boolean }
	| { kind: "ignored"; intent: string; root: string };

/**
 * The learner's step over the open notes: a touched path closes a note as followed (or near-miss); a judged
 * call spends one call of every other note's window, and a window that runs out closes it as ignored.
 * Pure: returns the notes still open and the events, in the notes' order, for the caller to record.
 */
export const Watch = (
	pending: readonly PendingNote[],
	paths: readonly string[],
	judged: boolean,
): { pending: PendingNote[]; events: LearnEvent[] } => {
	const events: LearnEvent[] = [];
	const open: PendingNote[] = [];
	for (const note of pending) {
		const seen = Observe(note, paths);
		if (seen)
			events.push({
				kind: "followed",
				intent: note.intent,
				root: note.root,
				path: seen.path,
				nearMiss: seen.status === "near-miss",
			});
		else if (!judged) open.push(note);
		else if (note.remaining > 1) open.push({ ...note, remaining: note.remaining - 1 });
		else events.push({ kind: "ignored", intent: note.intent, root: note.root });
	}
	return { pending: open, events };
};

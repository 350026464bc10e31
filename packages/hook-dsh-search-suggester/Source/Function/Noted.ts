import type { LiveConfig } from "../Interface/Wiring";
import { SetKey } from "./Ring";
import type { Ring } from "./Ring";

/** A note's bookkeeping on the agent's ring: cooldown, per-turn count, dedupe, the dismiss default, the learner. */
export const Noted = (
	ring: Ring,
	note: { kind: string; root: string; candidates: string[] },
	C: Pick<LiveConfig, "learn" | "learnWindow">,
): void => {
	ring.lastNote.set(note.kind, ring.judged);
	ring.notes++;
	ring.noted.add(SetKey(note.candidates));
	ring.lastIntent = note.kind;
	if (C.learn)
		ring.pending.push({
			intent: note.kind,
			root: note.root,
			candidates: note.candidates,
			remaining: C.learnWindow,
		});
};

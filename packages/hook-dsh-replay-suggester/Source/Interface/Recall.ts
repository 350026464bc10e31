import type { Entry } from "./Entry";

/** What the recall answered: the companion files of a similar earlier call, most relevant first. */
export interface Recall {
	/** `seed`: the seeded store matched; `history`: the live recall history did. */
	source: "seed" | "history";
	files: string[];
	/** The most recent similar entry (history only). */
	anchor?: Entry;
	/** The seeded record's check command. */
	verify?: string;
	/** How many earlier episodes backed the answer (1 for the episode recall). */
	episodes: number;
	/** How sure the blended recall is, in [0, 1] (1 at or above its gate); absent: a full record. */
	confidence?: number;
}

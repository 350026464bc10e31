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
	/** What the answer came from: the path's own transactions (`file`, the default) or its folder's (`folder`). */
	basis?: "file" | "folder";
}

/** The blended recall's weights (`Variable/Limits` BLEND; the tuning bench passes others). */
export interface BlendWeights {
	/** Each earlier transaction of the path weighs `decay^k` (k = 0 for the latest) in the confidence. */
	decay: number;
	/** A transaction also weighs (its companions)^-size, so a big one (a sweep, a rename) says less about each pair; 0: all alike. */
	size: number;
	/** Added to the weights' sum under the confidence, so one co-change is not certainty. */
	prior: number;
	/** The recency prior's weight: `recency × exp(-age / recencyScale)`, age in transactions since the pair last met. */
	recency: number;
	recencyScale: number;
	/** The activity prior's weight: `activity × exp(-age / activityScale)`, age in transactions since the companion was touched at all. */
	activity: number;
	activityScale: number;
	/** The test-pair prior's weight: added when one of the path and the companion is the other's test by name (`TestPair`). */
	pair: number;
	/** The folder prior's weight (the share of the path's folders the companion shares). */
	folder: number;
	/** The support prior's weight (repeated co-change, saturating). */
	support: number;
	/** A companion is named only when it scores at least this share of the top one. */
	relative: number;
	/**
	 * The folder fallback lends nothing when at least this share of the folder's settled files are one-offs (touched
	 * in at most `ONE_OFF_TURNS` turns: changesets, notes, migrations; `Function/Churn.ts`); above 1: it always lends.
	 */
	churn: number;
	/**
	 * ...unless one companion came with at least this weighted share of the folder's transactions (a test folder's
	 * tests with the code they test); 0: the gate never closes.
	 */
	churnShare: number;
	/**
	 * In a folder of one-offs (`churn`), a path touched in at most `LIFE_MAX_STAGE` transactions adds `life` times what
	 * its siblings came with at the same stage of their life (`Function/Lifecycle.ts`); 0: off.
	 */
	life: number;
	/** The k-th newest sibling stage transaction weighs `lifeDecay^k`. */
	lifeDecay: number;
	/** The siblings' stage counts only when one companion came with at least this share of the stage transactions. */
	lifeShare: number;
	/** The sure tier: a top score at or above the gate is sure (confidence = score / gate, at most 1). */
	gate: number;
}

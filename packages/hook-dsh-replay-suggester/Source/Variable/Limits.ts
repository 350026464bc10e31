import type { BlendWeights } from "../Interface/Recall";

/** The confidence lift a recalled record adds (the seed's "history lift"). */
export const HISTORY_LIFT = 0.6;

/**
 * The share of the lift an unsure blended recall adds at most: sigmoid(1.2 - 0.6 + 0.3) = 0.71 stays under the 0.75
 * gate.
 */
export const UNSURE_LIFT_SHARE = 0.5;

/** A probe's argument text is cut here, so a hostile megabyte argument costs what a short one does. */
export const PROBE_ARGUMENT_CAP = 400;

/**
 * The co-change recall's transaction: the same turn, at most this many recorded calls either side
 * (the ROSE protocol's 30-file transaction bound, so a long agent turn is not one huge transaction).
 */
export const TRANSACTION_RADIUS = 30;

/**
 * The co-change rule gate (support = earlier transactions holding both paths, confidence = support over the
 * path's earlier transactions): a companion must have recurred, and in most of the path's transactions.
 * Chosen on the co-change replay (bench/replay.mjs), where weaker rules cost precision faster than they add recall.
 */
export const MIN_SUPPORT = 2;
export const MIN_CONFIDENCE = 0.7;

/**
 * Ranking bonuses over confidence: the folder depth shared with the path (0..1), and presence in its latest
 * transaction.
 */
export const PROXIMITY_WEIGHT = 0.1;
export const LATEST_WEIGHT = 0.3;

/**
 * The blended recall (`recall: blend`), chosen on the dev histories by `bench/replay-tune.mjs` (SCHEME.md section 4.3).
 * A companion's score: its RECENCY-WEIGHTED confidence (each of the path's earlier transactions weighs
 * `decay^k`, k = 0 for the latest, times (its companions)^-size, over the weights' sum plus `prior`), plus the
 * recency, activity, folder, test-pair and support priors.
 */
export const BLEND: BlendWeights = {
	decay: 0.9,
	size: 0.25,
	prior: 2,
	recency: 0.05,
	recencyScale: 100,
	activity: 0.1,
	activityScale: 3,
	folder: 0,
	pair: 0.2,
	support: 0,
	relative: 0.6,
	churn: 0.5,
	churnShare: 0.5,
	life: 1,
	lifeDecay: 0.8,
	lifeShare: 0.5,
	gate: 0.3,
};
/** A path touched in at most this many transactions is early in its life: its siblings' next stage tells it (`Lifecycle`). */
export const LIFE_MAX_STAGE = 2;
/** The siblings' stage transactions read, newest first. */
export const LIFE_STAGES = 20;
/** A file touched in at most this many turns is a one-off for the folder fallback's `churn` share. */
export const ONE_OFF_TURNS = 2;
/** A folder with fewer settled files than this is never a folder of one-offs (its few files say too little). */
export const CHURN_MIN_FILES = 3;
/** A file touched within this many of the newest transactions is too young to count as a one-off or not. */
export const CHURN_SETTLED_AGE = 10;
/** The support prior saturates at this many co-changes beyond the first. */
export const BLEND_SUPPORT_SATURATION = 4;

/** The per-agent ring's most entries (the seed's `historyDepth`): the episode recall's horizon. */
export const AGENT_RING_DEPTH = 32;

/** A store failure message is cut here before it reaches the ledger. */
export const REASON_CAP = 200;

/** A judged call waits at most this long for the store to open; past it the call passes through unrecorded. */
export const OPEN_WAIT_MS = 2000;

/** The seeded history file (`historyPath`) is read up to this many bytes; a bigger one is refused unread. */
export const SEED_READ_CAP = 64 * 1024 * 1024;

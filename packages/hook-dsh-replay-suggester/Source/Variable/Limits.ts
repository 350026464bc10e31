/** The confidence lift a recalled record adds (the seed's "history lift"). */
export const HISTORY_LIFT = 0.6;

/** The share of the lift an unsure blended recall adds at most: sigmoid(1.2 - 0.6 + 0.3) = 0.71 stays under the 0.75 gate. */
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

/** Ranking bonuses over confidence: the folder depth shared with the path (0..1), and presence in its latest transaction. */
export const PROXIMITY_WEIGHT = 0.1;
export const LATEST_WEIGHT = 0.3;

/**
 * The blended recall (`recall: blend`), chosen on the dev histories of `bench/replay.mjs` (SCHEME.md section 4.3).
 * A companion's score: its smoothed confidence, support / (the path's transactions + BLEND_PRIOR), plus the
 * last-episode, folder, recency and support priors. Recency decays with the transactions since the pair last
 * came together (half-life in transactions, as exp(-age / BLEND_RECENCY_SCALE)).
 */
export const BLEND_PRIOR = 2;
export const BLEND_LATEST = 0.15;
export const BLEND_FOLDER = 0.05;
export const BLEND_RECENCY = 0.125;
export const BLEND_RECENCY_SCALE = 50;
export const BLEND_SUPPORT = 0.1;
/** The support prior saturates at this many co-changes beyond the first. */
export const BLEND_SUPPORT_SATURATION = 4;
/** The confidence gate: a top score under this is unsure (the recall's confidence is score / gate, at most 1). */
export const BLEND_GATE = 0.55;
/** A companion is named only when its score is at least this share of the top one. */
export const BLEND_RELATIVE = 0.5;

/** The per-agent ring's most entries (the seed's `historyDepth`): the episode recall's horizon. */
export const AGENT_RING_DEPTH = 32;

/** A store failure message is cut here before it reaches the ledger. */
export const REASON_CAP = 200;

/** A judged call waits at most this long for the store to open; past it the call passes through unrecorded. */
export const OPEN_WAIT_MS = 2000;

/** The seeded history file (`historyPath`) is read up to this many bytes; a bigger one is refused unread. */
export const SEED_READ_CAP = 64 * 1024 * 1024;

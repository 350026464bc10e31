/** The confidence lift a recalled record adds (the seed's "history lift"). */
export const HISTORY_LIFT = 0.6;

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

/** A store failure message is cut here before it reaches the ledger. */
export const REASON_CAP = 200;

/** A judged call waits at most this long for the store to open; past it the call passes through unrecorded. */
export const OPEN_WAIT_MS = 2000;

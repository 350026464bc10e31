import { posix } from "node:path";
import type { Entry } from "../Interface/Entry";
import type { BlendWeights, Recall } from "../Interface/Recall";
import { BLEND } from "../Variable/Limits";
import { Churn, TopShare } from "./Churn";
import { Cochange } from "./Cochange";
import { RankCompanions } from "./RankCompanions";
import type { HistoryQuery } from "./RecallHistory";
import { Recallable } from "./Transaction";

/**
 * The fallback when the path itself has nothing to recall (never seen, or only alone): the blend over the
 * transactions of EARLIER turns that touched another file of the path's folder (the current turn's files are
 * already in front of the agent), weighed and ranked as the path's own would be. Its newest transaction alone is
 * what the naive last-episode baseline answers; the blend ranks what the folder's files keep coming with.
 * An unsure answer by construction (confidence 0): the hook names it only as a less-sure hint. A folder of one-offs
 * (changesets, notes: `weights.churn`) whose files came with no one companion at least `churnShare` of the time
 * lends nothing: what its other files came with were other changes.
 */
export const RecallFolder = (
	history: readonly Entry[],
	query: HistoryQuery,
	weights: BlendWeights = BLEND,
): Recall | undefined => {
	const folder = posix.dirname(query.path);
	const earlier = history.filter((entry) => Recallable(entry, query));
	const found = Cochange(
		earlier,
		query,
		(entry) =>
			entry.path !== query.path &&
			posix.dirname(entry.path) === folder &&
			(query.turn === undefined || entry.turn !== query.turn),
		weights,
	);
	if (found.anchor === undefined) return undefined;
	if (TopShare(found) < weights.churnShare && Churn(earlier, folder, query.turn) >= weights.churn) return undefined;
	return {
		source: "history",
		anchor: found.anchor,
		files: RankCompanions(found, query.path, weights).files,
		episodes: found.count,
		confidence: 0,
		basis: "folder",
	};
};

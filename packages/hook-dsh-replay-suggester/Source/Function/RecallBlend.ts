import { posix } from "node:path";
import type { Entry } from "../Interface/Entry";
import type { BlendWeights, Recall } from "../Interface/Recall";
import { BLEND, LIFE_MAX_STAGE } from "../Variable/Limits";
import { Churn } from "./Churn";
import { Cochange } from "./Cochange";
import { Lifecycle } from "./Lifecycle";
import { RankCompanions } from "./RankCompanions";
import type { HistoryQuery } from "./RecallHistory";
import { Recallable } from "./Transaction";

/**
 * The blended recall: association rules over every earlier transaction of the call's path (ROSE/TARMAQ support
 * and confidence), each transaction weighted by how recent it is among the path's own and by its size, plus the
 * recency, activity, folder, test-pair and support priors (`Cochange`, `RankCompanions`). The answer names the
 * companions scoring at least `relative` of the top one and carries the top score over the gate as its confidence
 * (at most 1). A path never seen recalls nothing; a path seen only alone recalls a record with no files.
 */
export const RecallBlend = (
	history: readonly Entry[],
	query: HistoryQuery,
	weights: BlendWeights = BLEND,
): Recall | undefined => {
	const earlier = history.filter((entry) => Recallable(entry, query));
	const found = Cochange(earlier, query, (entry) => entry.path === query.path, weights);
	if (found.anchor === undefined) return undefined;
	// the path was seen, alone: a record with nothing to name (`no-companions`), not an unsure one
	if (found.weighted.size === 0) return { source: "history", anchor: found.anchor, files: [], episodes: found.count };
	// a path early in its life in a folder of one-offs (a changeset seen once) is told by its siblings' next stage
	const life =
		found.count <= LIFE_MAX_STAGE && Churn(earlier, posix.dirname(query.path), query.turn) >= weights.churn
			? Lifecycle(earlier, query.path, found.count, query.turn, weights)
			: undefined;
	const { files, top } = RankCompanions(found, query.path, weights, life);
	return {
		source: "history",
		anchor: found.anchor,
		files,
		episodes: found.count,
		confidence: Math.min(1, top / weights.gate),
	};
};

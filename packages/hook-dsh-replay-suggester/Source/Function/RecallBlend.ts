import type { Entry } from "../Interface/Entry";
import type { BlendWeights, Recall } from "../Interface/Recall";
import { BLEND } from "../Variable/Limits";
import { Cochange } from "./Cochange";
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
	const { files, top } = RankCompanions(found, query.path, weights);
	return {
		source: "history",
		anchor: found.anchor,
		files,
		episodes: found.count,
		confidence: Math.min(1, top / weights.gate),
	};
};

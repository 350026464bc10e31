import { posix } from "node:path";
import type { RecallMode } from "../Interface/Config";
import type { Entry } from "../Interface/Entry";
import type { Recall } from "../Interface/Recall";
import { LATEST_WEIGHT, MIN_CONFIDENCE, MIN_SUPPORT, PROXIMITY_WEIGHT, TRANSACTION_RADIUS } from "../Variable/Limits";
import { Proximity, Recallable, Transaction } from "./Transaction";
import { ProbeTool } from "./CallProbe";
import { RecallBlend } from "./RecallBlend";

export { Proximity, Recallable, Transaction } from "./Transaction";

export interface HistoryQuery {
	tool: string;
	path: string;
	probe: string;
	/** The call's own seq: entries at or after it are never recalled (the call is recorded before its recall). */
	fence: number;
	/** The episode radius (`learnWindow`). */
	window: number;
	/** The call's workspace tag: entries of another workspace are never recalled (untagged older entries are). */
	workspace?: string;
	/** The call's user turn: the folder fallback recalls only earlier turns (this one's files are in front of the agent). */
	turn?: number;
}

/** The same tool, and the same call repeated (one probe inside the other) or the same folder touched. */
export const Similar = (entry: Entry, query: HistoryQuery): boolean =>
	ProbeTool(entry.probe) === query.tool &&
	(entry.probe.includes(query.probe) ||
		query.probe.includes(entry.probe) ||
		posix.dirname(entry.path) === posix.dirname(query.path));

/**
 * The seed's recall: the most recent earlier SIMILAR entry (the anchor) and the entries within `window`
 * positions of it (its episode), most recent first and distinct.
 */
export const RecallEpisode = (history: readonly Entry[], query: HistoryQuery): Recall | undefined => {
	const earlier = history.filter((entry) => Recallable(entry, query));
	const index = earlier.findIndex((entry) => Similar(entry, query));
	if (index < 0) return undefined;
	const episode = earlier.slice(Math.max(0, index - query.window), index + query.window + 1);
	return {
		source: "history",
		anchor: earlier[index],
		files: [...new Set(episode.map((entry) => entry.path))],
		episodes: 1,
	};
};

/**
 * Association rules over every earlier transaction of the same path (ROSE): a companion's support is the number
 * of the path's earlier transactions holding it, its confidence that support over their count. Rules under the
 * support and confidence gates are dropped; the rest rank by confidence, plus the seed's preferences (its latest
 * episode, its folder). A path never seen before has no rule, so nothing is recalled.
 */
export const RecallCochange = (history: readonly Entry[], query: HistoryQuery): Recall | undefined => {
	const earlier = history.filter((entry) => Recallable(entry, query));
	const support = new Map<string, number>();
	let transactions = 0;
	let counted: { index: number; turn: number | undefined } | undefined;
	let latest: Set<string> | undefined;
	let anchor: Entry | undefined;
	earlier.forEach((entry, index) => {
		if (entry.path !== query.path) return;
		// a repeat inside the transaction already counted (same turn, within its radius) is the same transaction
		const radius = entry.turn === undefined ? query.window : TRANSACTION_RADIUS;
		if (counted && counted.turn === entry.turn && index - counted.index <= radius) return;
		counted = { index, turn: entry.turn };
		transactions++;
		const paths = Transaction(earlier, index, query.window);
		paths.delete(query.path);
		if (anchor === undefined) {
			anchor = entry;
			latest = paths;
		}
		for (const path of paths) support.set(path, (support.get(path) ?? 0) + 1);
	});
	if (anchor === undefined) return undefined;
	const score = new Map<string, number>();
	for (const [path, count] of support) {
		if (count < MIN_SUPPORT || count / transactions < MIN_CONFIDENCE) continue;
		score.set(
			path,
			count / transactions +
				PROXIMITY_WEIGHT * Proximity(query.path, path) +
				(latest?.has(path) ? LATEST_WEIGHT : 0),
		);
	}
	const files = [...score.keys()].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
	return { source: "history", anchor, files, episodes: transactions };
};

export const RecallHistory = (history: readonly Entry[], query: HistoryQuery, mode: RecallMode): Recall | undefined =>
	mode === "blend"
		? RecallBlend(history, query)
		: mode === "cochange"
			? RecallCochange(history, query)
			: RecallEpisode(history, query);

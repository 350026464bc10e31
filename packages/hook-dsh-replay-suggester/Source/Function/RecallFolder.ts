import { posix } from "node:path";
import type { Entry } from "../Interface/Entry";
import type { Recall } from "../Interface/Recall";
import type { HistoryQuery } from "./RecallHistory";
import { Recallable, Transaction } from "./Transaction";

/**
 * The fallback when the path itself has nothing to recall (never seen, or only alone): the latest transaction of
 * an EARLIER turn that touched another file of the path's folder, as the naive last-episode baseline answers (the
 * current turn's files are already in front of the agent). An unsure answer by construction (confidence 0): the
 * hook names it only as a less-sure hint.
 */
export const RecallFolder = (history: readonly Entry[], query: HistoryQuery): Recall | undefined => {
	const folder = posix.dirname(query.path);
	const earlier = history.filter((entry) => Recallable(entry, query));
	const index = earlier.findIndex(
		(entry) =>
			entry.path !== query.path &&
			posix.dirname(entry.path) === folder &&
			(query.turn === undefined || entry.turn !== query.turn),
	);
	if (index < 0) return undefined;
	const paths = Transaction(earlier, index, query.window);
	paths.delete(query.path);
	return {
		source: "history",
		anchor: earlier[index],
		files: [...paths],
		episodes: 1,
		confidence: 0,
		basis: "folder",
	};
};

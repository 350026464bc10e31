import type { Entry } from "../Interface/Entry";
import type { Recall } from "../Interface/Recall";
import {
	BLEND_FOLDER,
	BLEND_GATE,
	BLEND_LATEST,
	BLEND_PRIOR,
	BLEND_RECENCY,
	BLEND_RECENCY_SCALE,
	BLEND_RELATIVE,
	BLEND_SUPPORT,
	BLEND_SUPPORT_SATURATION,
	TRANSACTION_RADIUS,
} from "../Variable/Limits";
import type { HistoryQuery } from "./RecallHistory";
import { Proximity, Recallable, Transaction } from "./Transaction";

/**
 * The blended recall: association rules over every earlier transaction of the call's path (ROSE/TARMAQ support
 * and confidence), blended with the path's last episode, the folder it shares and how recently each pair came
 * together. The answer carries the top score as a confidence (score / gate, at most 1) and names only the
 * companions scoring at least half the top one. A path never seen recalls nothing.
 */
export const RecallBlend = (history: readonly Entry[], query: HistoryQuery): Recall | undefined => {
	const earlier = history.filter((entry) => Recallable(entry, query));
	// age: how many transactions are newer than the one at each position (history is newest first)
	const age = new Array<number>(earlier.length);
	let transactions = 0;
	for (let index = 0; index < earlier.length; index++) {
		const turn = earlier[index].turn;
		if (index > 0 && (turn === undefined || turn !== earlier[index - 1].turn)) transactions++;
		age[index] = transactions;
	}
	const support = new Map<string, number>();
	const youngest = new Map<string, number>();
	let count = 0;
	let counted: { index: number; turn: number | undefined } | undefined;
	let latest: Set<string> | undefined;
	let anchor: Entry | undefined;
	for (let index = 0; index < earlier.length; index++) {
		const entry = earlier[index];
		if (entry.path !== query.path) continue;
		const radius = entry.turn === undefined ? query.window : TRANSACTION_RADIUS;
		if (counted && counted.turn === entry.turn && index - counted.index <= radius) continue;
		counted = { index, turn: entry.turn };
		const paths = Transaction(earlier, index, query.window);
		paths.delete(query.path);
		count++;
		if (anchor === undefined) {
			anchor = entry;
			latest = paths;
		}
		for (const path of paths) {
			support.set(path, (support.get(path) ?? 0) + 1);
			if (!youngest.has(path)) youngest.set(path, age[index]);
		}
	}
	if (anchor === undefined) return undefined;
	// the path was seen, alone: a record with nothing to name (`no-companions`), not an unsure one
	if (support.size === 0) return { source: "history", anchor, files: [], episodes: count };
	const score = new Map<string, number>();
	for (const [path, pairs] of support) {
		score.set(
			path,
			pairs / (count + BLEND_PRIOR) +
				(latest?.has(path) ? BLEND_LATEST : 0) +
				BLEND_FOLDER * Proximity(query.path, path) +
				BLEND_RECENCY * Math.exp(-(youngest.get(path) ?? 0) / BLEND_RECENCY_SCALE) +
				BLEND_SUPPORT * Math.min(1, (pairs - 1) / BLEND_SUPPORT_SATURATION),
		);
	}
	const ranked = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
	const top = ranked[0][1];
	const files = ranked.filter(([, value]) => value >= BLEND_RELATIVE * top).map(([path]) => path);
	return { source: "history", anchor, files, episodes: count, confidence: Math.min(1, top / BLEND_GATE) };
};

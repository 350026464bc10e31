import type { Entry } from "../Interface/Entry";
import type { BlendWeights } from "../Interface/Recall";
import { BLEND_SUPPORT_SATURATION, TRANSACTION_RADIUS } from "../Variable/Limits";
import type { HistoryQuery } from "./RecallHistory";
import { TestPair } from "./TestPair";
import { Proximity, Transaction } from "./Transaction";

/** The companions of the transactions an anchor test picks, weighed as the blended recall weighs them. */
export interface Cochange {
	/** Each companion's mass: the sum of the weights of the picked transactions holding it. */
	weighted: Map<string, number>;
	/** Each companion's support: how many picked transactions hold it. */
	support: Map<string, number>;
	/** Each companion's age (transactions newer than it) in the newest picked transaction holding it. */
	youngest: Map<string, number>;
	/** Each path's age in the newest transaction touching it at all (the activity prior). */
	touched: Map<string, number>;
	/** How many transactions were picked, and their weights' sum. */
	count: number;
	total: number;
	/** The newest picked entry. */
	anchor?: Entry;
}

/**
 * Walks `earlier` (newest first) once: every transaction holding an entry `anchored` picks is weighed `decay^k`
 * (k = 0 for the newest picked) times (its companions)^-size, a big transaction (a sweep, a rename, a release)
 * saying less about each pair in it; the call's own path is never its own companion.
 */
export const Cochange = (
	earlier: readonly Entry[],
	query: HistoryQuery,
	anchored: (entry: Entry) => boolean,
	weights: BlendWeights,
): Cochange => {
	// age: how many transactions are newer than the one at each position
	const age = new Array<number>(earlier.length);
	const touched = new Map<string, number>();
	let transactions = 0;
	for (let index = 0; index < earlier.length; index++) {
		const turn = earlier[index].turn;
		if (index > 0 && (turn === undefined || turn !== earlier[index - 1].turn)) transactions++;
		age[index] = transactions;
		if (!touched.has(earlier[index].path)) touched.set(earlier[index].path, transactions);
	}
	const found: Cochange = {
		weighted: new Map(),
		support: new Map(),
		youngest: new Map(),
		touched,
		count: 0,
		total: 0,
	};
	let counted: { index: number; turn: number | undefined } | undefined;
	for (let index = 0; index < earlier.length; index++) {
		const entry = earlier[index];
		if (!anchored(entry)) continue;
		// a second pick inside the transaction already counted (same turn, within its radius) is the same transaction
		const radius = entry.turn === undefined ? query.window : TRANSACTION_RADIUS;
		if (counted && counted.turn === entry.turn && index - counted.index <= radius) continue;
		counted = { index, turn: entry.turn };
		const paths = Transaction(earlier, index, query.window);
		paths.delete(query.path);
		const weight = weights.decay ** found.count * Math.max(1, paths.size) ** -weights.size;
		found.count++;
		found.total += weight;
		found.anchor ??= entry;
		for (const path of paths) {
			found.weighted.set(path, (found.weighted.get(path) ?? 0) + weight);
			found.support.set(path, (found.support.get(path) ?? 0) + 1);
			if (!found.youngest.has(path)) found.youngest.set(path, age[index]);
		}
	}
	return found;
};

/**
 * The companions ranked: the recency-weighted confidence (mass over the weights' sum plus `prior`) plus the
 * recency, activity, test-pair, folder and support priors; the ones scoring at least `relative` of the top one,
 * best first (ties by path), and the top score. Nothing to rank: no files, top 0.
 */
export const RankCompanions = (
	found: Cochange,
	path: string,
	weights: BlendWeights,
): { files: string[]; top: number } => {
	const score = new Map<string, number>();
	for (const [companion, mass] of found.weighted) {
		const pairs = found.support.get(companion) ?? 0;
		score.set(
			companion,
			mass / (found.total + weights.prior) +
				weights.recency * Math.exp(-(found.youngest.get(companion) ?? 0) / weights.recencyScale) +
				weights.activity * Math.exp(-(found.touched.get(companion) ?? 0) / weights.activityScale) +
				weights.pair * (TestPair(path, companion) ? 1 : 0) +
				weights.folder * Proximity(path, companion) +
				weights.support * Math.min(1, (pairs - 1) / BLEND_SUPPORT_SATURATION),
		);
	}
	const ranked = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
	const top = ranked[0]?.[1] ?? 0;
	return { files: ranked.filter(([, value]) => value >= weights.relative * top).map(([file]) => file), top };
};

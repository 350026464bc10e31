import type { Entry } from "../Interface/Entry";
import { TRANSACTION_RADIUS } from "../Variable/Limits";
import type { HistoryQuery } from "./RecallHistory";

/** Earlier than the call, and of its workspace. */
export const Recallable = (entry: Entry, query: HistoryQuery): boolean =>
	entry.seq < query.fence &&
	(query.workspace === undefined || entry.workspace === undefined || entry.workspace === query.workspace);

/** Whether `entry`, walking newest first, opens another transaction than `previous`'s: another turn, or no turn at all. */
export const NewTransaction = (previous: Entry | undefined, entry: Entry): boolean =>
	previous !== undefined && (entry.turn === undefined || entry.turn !== previous.turn);

/**
 * Each entry's age, walking `earlier` newest first: how many transactions are newer than its own. The entries of turn
 * `skip` (the current one) are left out of the count and aged -1. One walk for the co-change recall, the one-offs
 * share and the lifecycle term.
 */
export const Ages = (earlier: readonly Entry[], skip?: number): number[] => {
	const ages = new Array<number>(earlier.length).fill(-1);
	let transactions = 0;
	let previous: Entry | undefined;
	for (const [index, entry] of earlier.entries()) {
		if (skip !== undefined && entry.turn === skip) continue;
		if (NewTransaction(previous, entry)) transactions++;
		previous = entry;
		ages[index] = transactions;
	}
	return ages;
};

/** The paths of the transaction around position `index`: the same turn, within the radius (or the episode when turns are unknown). */
export const Transaction = (earlier: readonly Entry[], index: number, window: number): Set<string> => {
	const turn = earlier[index].turn;
	const radius = turn === undefined ? window : TRANSACTION_RADIUS;
	const paths = new Set<string>();
	for (let at = Math.max(0, index - radius); at <= Math.min(earlier.length - 1, index + radius); at++) {
		if (earlier[at].turn === turn) paths.add(earlier[at].path);
	}
	return paths;
};

/** The share of `path`'s folders that `other` lives under too (1 for the same folder, the root included; 0 for none in common). */
export const Proximity = (path: string, other: string): number => {
	const folders = path.split("/").slice(0, -1);
	const others = other.split("/").slice(0, -1);
	if (folders.length === 0) return others.length === 0 ? 1 : 0;
	let shared = 0;
	while (shared < folders.length && folders[shared] === others[shared]) shared++;
	return shared / folders.length;
};

import { posix } from "node:path";
import type { Companions } from "../Interface/Companions";
import type { Entry } from "../Interface/Entry";
import { CHURN_MIN_FILES, CHURN_SETTLED_AGE, ONE_OFF_TURNS } from "../Variable/Limits";
import { Ages } from "./Transaction";

/**
 * The share of `folder`'s SETTLED files in `earlier` (newest first) that are one-offs: touched in at most
 * `ONE_OFF_TURNS` distinct turns (an entry without a turn is a turn of its own). A file touched within the newest
 * `CHURN_SETTLED_AGE` transactions is not settled: too young to tell a one-off from a file in use. The entries of turn
 * `skip` (the current one) are left out. 0 with fewer than `CHURN_MIN_FILES` settled files: too few to call.
 */
export const Churn = (earlier: readonly Entry[], folder: string, skip?: number): number => {
	const turns = new Map<string, Set<number>>();
	const young = new Set<string>();
	const ages = Ages(earlier, skip);
	for (const [index, entry] of earlier.entries()) {
		const age = ages[index]!;
		if (age < 0 || posix.dirname(entry.path) !== folder || young.has(entry.path)) continue;
		let seen = turns.get(entry.path);
		if (seen === undefined) {
			if (age < CHURN_SETTLED_AGE) {
				young.add(entry.path);
				continue;
			}
			turns.set(entry.path, (seen = new Set()));
		}
		if (seen.size <= ONE_OFF_TURNS) seen.add(entry.turn ?? -entry.seq);
	}
	if (turns.size < CHURN_MIN_FILES) return 0;
	let oneOff = 0;
	for (const seen of turns.values()) if (seen.size <= ONE_OFF_TURNS) oneOff++;
	return oneOff / turns.size;
};

/** The weighted share of the walked transactions that held the most frequent companion (0 when none). */
export const TopShare = (found: Companions): number => {
	let top = 0;
	for (const mass of found.weighted.values()) if (mass > top) top = mass;
	return found.total > 0 ? top / found.total : 0;
};

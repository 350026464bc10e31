import type { Companions } from "../Interface/Companions";
import type { Entry } from "../Interface/Entry";
import type { BlendWeights } from "../Interface/Recall";
import { TRANSACTION_RADIUS } from "../Variable/Limits";
import type { HistoryQuery } from "./RecallHistory";
import { Ages, Transaction } from "./Transaction";

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
): Companions => {
	const age = Ages(earlier);
	const touched = new Map<string, number>();
	for (const [index, entry] of earlier.entries()) if (!touched.has(entry.path)) touched.set(entry.path, age[index]!);
	const found: Companions = {
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

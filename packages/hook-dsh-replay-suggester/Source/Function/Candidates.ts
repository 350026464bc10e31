import { Excluded } from "@playform/lib-dsh-core";
import type { Recall } from "../Interface/Recall";

/**
 * The note's candidates: the recalled files (history records, so never existence-checked), then any static
 * pack targets the caller found, without the call's own paths or an excluded path (the core's `Excluded`), distinct, capped.
 */
export const Candidates = (
	recall: Recall,
	current: readonly string[],
	exclude: readonly string[],
	cap: number,
	targets: readonly string[] = [],
): string[] => {
	const out: string[] = [];
	for (const path of [...recall.files, ...targets]) {
		if (out.length >= cap) break;
		if (current.includes(path) || out.includes(path)) continue;
		if (Excluded(path, exclude)) continue;
		out.push(path);
	}
	return out;
};

import type { Companions } from "../Interface/Companions";
import type { BlendWeights } from "../Interface/Recall";
import { BLEND_SUPPORT_SATURATION } from "../Variable/Limits";
import { TestPair } from "./TestPair";
import { Proximity } from "./Transaction";

/**
 * The companions ranked: the recency-weighted confidence (mass over the weights' sum plus `prior`) plus the
 * recency, activity, test-pair, folder and support priors, plus `life` times the siblings' stage score when given
 * (`Lifecycle`); the ones scoring at least `relative` of the top one,
 * best first (ties by path), and the top score. Nothing to rank: no files, top 0.
 */
export const RankCompanions = (
	found: Companions,
	path: string,
	weights: BlendWeights,
	life: ReadonlyMap<string, number> = new Map(),
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
	// what the path's siblings came with at its stage of life (`Lifecycle`), on top
	for (const [companion, value] of life)
		if (companion !== path) score.set(companion, (score.get(companion) ?? 0) + weights.life * value);
	const ranked = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
	const top = ranked[0]?.[1] ?? 0;
	return { files: ranked.filter(([, value]) => value >= weights.relative * top).map(([file]) => file), top };
};

import { posix } from "node:path";
import type { Entry } from "../Interface/Entry";
import type { BlendWeights } from "../Interface/Recall";
import { LIFE_STAGES } from "../Variable/Limits";
import { Ages } from "./Transaction";

/**
 * What the path's SIBLINGS came with at the stage of their life the path is at now: for a path touched in `stage`
 * earlier transactions, the transaction in which each other file of its folder was touched for the `stage + 1`-th
 * time (oldest first), newest such transaction first, at most `LIFE_STAGES` of them, each weighing `lifeDecay^k`.
 * A changeset's first touch came with the change it describes; its second is the release that consumes it, which
 * bumps the package's `CHANGELOG.md` and `package.json` and deletes the other pending changesets: a path-only
 * history cannot know that from the path's own first transaction, but every sibling's second one says it.
 * The folder's own files are left out (they are the folder's, not the stage's), and so is the current turn.
 * Each companion scores its mass over the weights' sum plus `prior`; nothing when the most frequent companion came
 * with less than `lifeShare` of the stage transactions (the siblings agree on nothing).
 */
export const Lifecycle = (
	earlier: readonly Entry[],
	path: string,
	stage: number,
	skip: number | undefined,
	weights: BlendWeights,
): Map<string, number> => {
	const folder = posix.dirname(path);
	const ages = Ages(earlier, skip);
	const touches = new Map<string, number[]>();
	for (const [index, entry] of earlier.entries()) {
		const age = ages[index]!;
		if (age < 0 || entry.path === path || posix.dirname(entry.path) !== folder) continue;
		const seen = touches.get(entry.path) ?? [];
		if (seen[seen.length - 1] !== age) seen.push(age);
		touches.set(entry.path, seen);
	}
	// each sibling's (stage + 1)-th oldest transaction, newest first, distinct
	const stageAges = [
		...new Set(
			[...touches.values()].filter((seen) => seen.length > stage).map((seen) => seen[seen.length - 1 - stage]!),
		),
	]
		.sort((a, b) => a - b)
		.slice(0, LIFE_STAGES);
	const out = new Map<string, number>();
	if (stageAges.length === 0) return out;
	const weightOf = new Map(stageAges.map((age, k) => [age, weights.lifeDecay ** k]));
	const mass = new Map<string, number>();
	const counted = new Set<string>();
	for (const [index, entry] of earlier.entries()) {
		const weight = weightOf.get(ages[index]!);
		if (weight === undefined || posix.dirname(entry.path) === folder) continue;
		const key = `${ages[index]} ${entry.path}`;
		if (counted.has(key)) continue;
		counted.add(key);
		mass.set(entry.path, (mass.get(entry.path) ?? 0) + weight);
	}
	let total = 0;
	for (const weight of weightOf.values()) total += weight;
	let top = 0;
	for (const value of mass.values()) top = Math.max(top, value);
	if (top < weights.lifeShare * total) return out;
	for (const [companion, value] of mass) out.set(companion, value / (total + weights.prior));
	return out;
};

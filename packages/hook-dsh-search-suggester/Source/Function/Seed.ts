import { Excluded, FindUnderBases } from "@playform/lib-dsh-core";
import type { Exists, PackIntent } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";

/**
 * P3, the offline seed: per intent, the pack's canonical targets that exist at the root, then the projection's
 * top paths. Computed at load (and for each new root), kept in the knowledge, written with its next real write.
 */
export const SeedCandidates = (
	intents: readonly PackIntent[],
	root: string,
	exists: Exists,
	projection: Projection,
	exclude: readonly string[],
	per: number,
): Record<string, string[]> => {
	const bases = { root, package: root, parent: root };
	const seed: Record<string, string[]> = {};
	for (const intent of intents) {
		const found: string[] = [];
		for (const target of intent.targets) {
			if (target.includes("<")) continue;
			const hit = FindUnderBases(target, bases, exists);
			if (hit && !Excluded(hit, exclude)) found.push(hit);
		}
		for (const node of (projection.byIntent.get(intent.kind) ?? []).slice(0, per)) found.push(node.path);
		const unique = [...new Set(found)];
		if (unique.length > 0) seed[intent.kind] = unique;
	}
	return seed;
};

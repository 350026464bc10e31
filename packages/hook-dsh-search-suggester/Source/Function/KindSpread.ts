import type { GraphKind } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";

/**
 * The first `max` of the ranked candidates, with the best of every kind the intent expects that would fall off the
 * end swapped in for the last ones: a dependency bump changes the manifest AND the lockfile, so seven manifests
 * that name the package must not crowd the lockfile out.
 */
export const KindSpread = (
	ranked: readonly string[],
	kinds: readonly GraphKind[],
	projection: Projection,
	max: number,
): string[] => {
	const head = ranked.slice(0, max);
	const Has = (path: string, kind: GraphKind) => projection.kindsAt.get(path)?.has(kind) ?? false;
	const missing: string[] = [];
	for (const kind of kinds) {
		if (head.some((path) => Has(path, kind)) || missing.some((path) => Has(path, kind))) continue;
		const best = ranked.slice(max).find((path) => Has(path, kind));
		if (best !== undefined) missing.push(best);
	}
	const room = Math.min(missing.length, Math.max(0, max - 1));
	return room === 0 ? head : [...head.slice(0, head.length - room), ...missing.slice(0, room)];
};

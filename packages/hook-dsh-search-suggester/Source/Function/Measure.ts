import type { GraphKind } from "@playform/lib-dsh-core";
import type { Measurement } from "../Interface/Measurement";
import type { Projection } from "../Interface/Projection";

/**
 * One candidate against the projection. scope: 1 when the graph files it under a kind the intent expects,
 * 0.25 under another kind, 0.5 when unknown. literal: 1 when a fact at this path is what the query names,
 * 0.25 when the path states facts but the query named another path's, 0.5 otherwise. No graph: 0.5 / 0.5.
 */
export const Measure = (
	path: string,
	kinds: readonly GraphKind[],
	projection: Projection,
	factPaths: readonly string[],
): Measurement => {
	if (!projection.available) return { path, scope: 0.5, literal: 0.5 };
	const at = projection.kindsAt.get(path);
	const scope = !at || at.size === 0 ? 0.5 : kinds.some((kind) => at.has(kind)) ? 1 : 0.25;
	let literal = 0.5;
	if (factPaths.includes(path)) literal = 1;
	else if (factPaths.length > 0 && projection.facts.some((fact) => fact.path === path)) literal = 0.25;
	return { path, scope, literal };
};

import type { GraphKind } from "@playform/lib-dsh-core";
import type { Measurement } from "../Interface/Measurement";
import type { Projection } from "../Interface/Projection";
import { NamedBy } from "./PromptNamed";
import { InPackages } from "./PromptPackages";

/**
 * One candidate against the projection. scope: 1 when the graph files it under a kind the intent expects,
 * 0.25 under another kind, 0.5 when unknown. literal: 1 when a fact at this path is what the query names,
 * 0.25 when the path states facts but the query named another path's, 0.5 otherwise. No graph: scope 0.5, literal
 * 1 for a stated path (the root manifests' facts, R14), else 0.5. `stated` is the winner's fact paths when they
 * are selective (the caller passes none when more files state the query than a note can name). named: 1 when the
 * user prompt names the file (`NamedBy`), with or without the graph; inPackage: 1 when it lies in a package the
 * prompt names (`PromptPackages`, known from the graph only), 0.5 in one a bare word hints (`PromptHinted`).
 */
export const Measure = (
	path: string,
	kinds: readonly GraphKind[],
	projection: Projection,
	stated: readonly string[],
	words: readonly string[] = [],
	packages: readonly string[] = [],
	hinted: readonly string[] = [],
): Measurement => {
	const named = NamedBy(path, words) ? 1 : 0;
	if (!projection.available) return { path, scope: 0.5, literal: stated.includes(path) ? 1 : 0.5, named };
	const inPackage = InPackages(path, packages) ? 1 : InPackages(path, hinted) ? 0.5 : 0;
	const at = projection.kindsAt.get(path);
	const scope = !at || at.size === 0 ? 0.5 : kinds.some((kind) => at.has(kind)) ? 1 : 0.25;
	let literal = 0.5;
	if (stated.includes(path)) literal = 1;
	// (a manifest stating other facts than the named one; a task runner's tasks are no such statement)
	else if (stated.length > 0 && projection.facts.some((fact) => fact.path === path && fact.field !== "task"))
		literal = 0.25;
	return { path, scope, literal, named, inPackage };
};

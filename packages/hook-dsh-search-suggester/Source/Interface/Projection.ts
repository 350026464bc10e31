import type { GraphFact, GraphKind } from "@playform/lib-dsh-core";

export interface ProjectedPath {
	path: string;
	kind: GraphKind;
	package: string;
	depth: number;
}

/** A workspace package below the root: its folder (no trailing `/`) and its declared name. */
export interface PackageRef {
	path: string;
	name?: string;
}

/** The search view of the workspace graph: paths per intent, the kinds of each path, the stated facts. */
export interface Projection {
	/** False when no `workspaceGraph` service answered: every measure is the neutral 0.5. */
	available: boolean;
	root?: string;
	byIntent: Map<string, ProjectedPath[]>;
	kindsAt: Map<string, Set<GraphKind>>;
	/** How many of the graph's files bear each file name (`README.md` → 43 in a monorepo). */
	names: Map<string, number>;
	facts: GraphFact[];
	/** The graph's packages below the root, for the packages a prompt names (`PromptPackages`). */
	packages: PackageRef[];
	/** The package most of the others depend on (`packages/router` of vue router), when one stands out. */
	main?: string;
}

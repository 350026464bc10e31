/** What a graph node is: the vocabulary the search intents' `kinds` name. */
export type GraphKind =
	| "manifest"
	/** What some code requires and no more, for the JS and Python intents: `requirements.txt`, `go.mod`, `Cargo.toml`. */
	| "requirements"
	| "workspace"
	| "lockfile"
	| "changelog"
	| "changeset"
	| "version-file"
	| "config"
	| "test-dir"
	| "test-config"
	| "coverage-config"
	| "workflow"
	/** A script a root `ci/` folder keeps for the jobs to run (`ci/test.sh`): the CI's, after its workflows. */
	| "ci-script"
	| "doc"
	| "build-config"
	| "entry"
	| "license"
	| "lint-config";

export interface GraphNode {
	/** Root-relative with `/` separators; a folder ends in `/`. */
	path: string;
	kind: GraphKind;
	/** The root-relative folder of the nearest package (`""` for the root). */
	package: string;
	/** Folder depth below the root (0 for a root file). */
	depth: number;
}

/** One value a manifest states about a file: `version 1.4.2`, `dependency zod`, `script build`, `main ./dist/index.js`. */
export interface GraphFact {
	/** The root-relative file stating it. */
	path: string;
	field:
		| "version"
		| "name"
		| "dependency"
		| "script"
		| "main"
		| "module"
		| "bin"
		| "exports"
		| "types"
		| "license"
		/** A Python version the distribution supports (its classifiers, the floor of `requires-python`): `3.14`. */
		| "runtime"
		/** A subpath the package exports (a key of its `exports` map, `./jsx-runtime`; never `.`). */
		| "subpath"
		/** A task runner's task (a Makefile's target, a justfile's recipe, a Taskfile's, Rakefile's, noxfile's or Invoke's). */
		| "task";
	value: string;
}

export interface GraphPackage {
	/** The root-relative package folder (`""` for the root). */
	path: string;
	manifest: string;
	name?: string;
	version?: string;
}

export interface GraphSnapshot {
	root: string;
	nodes: GraphNode[];
	facts: GraphFact[];
	packages: GraphPackage[];
	/** The scan stopped at its entry or depth bound. */
	truncated: boolean;
	/** Files and folders visited. */
	visited: number;
	builtAt: number;
}

/** The `workspaceGraph` service surface; plugins probe it (never inject it) and fall back when absent. */
export interface WorkspaceGraphApi {
	/** The graph of a workspace root, built on first use and cached until stale or refreshed; undefined on failure. */
	Snapshot(root: string): GraphSnapshot | undefined;
	/** Drops the cached graph of one root (or all), so the next Snapshot rescans. */
	Refresh(root?: string): void;
}

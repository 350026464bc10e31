import { posix } from "node:path";
import { Excluded, Probe } from "@playform/lib-dsh-core";
import type { GraphFact, GraphKind, GraphSnapshot, PackIntent, WorkspaceGraphApi } from "@playform/lib-dsh-core";
import type { Context } from "@deepseek-ai/cordis";
import type { PackageRef, ProjectedPath, Projection } from "../Interface/Projection";
import { MAIN_MIN_DEPENDENTS } from "../Variable/Config";
import { INTENT_GRAPH_KINDS, SAMPLE_FOLDER } from "../Variable/Kinds";

export const KindsOf = (intent: PackIntent): readonly GraphKind[] =>
	intent.kinds.length > 0 ? (intent.kinds as GraphKind[]) : (INTENT_GRAPH_KINDS[intent.kind] ?? []);

/** The neutral projection: no graph, so every candidate measures 0.5 and the pack's order stands. */
export const NeutralProjection = (): Projection => ({
	available: false,
	byIntent: new Map(),
	kindsAt: new Map(),
	names: new Map(),
	facts: [],
	packages: [],
});

/** P2: the search view of a graph snapshot — per intent, the paths of its expected kinds, shallow first. */
export const BuildProjection = (
	snapshot: GraphSnapshot | undefined,
	intents: readonly PackIntent[],
	exclude: readonly string[],
): Projection => {
	if (!snapshot || !Array.isArray(snapshot.nodes) || snapshot.nodes.length === 0) return NeutralProjection();
	const kindsAt = new Map<string, Set<GraphKind>>();
	const nodes = snapshot.nodes.filter((node) => typeof node?.path === "string" && !Excluded(node.path, exclude));
	for (const node of nodes) {
		let set = kindsAt.get(node.path);
		if (!set) kindsAt.set(node.path, (set = new Set()));
		set.add(node.kind);
	}
	const names = new Map<string, number>();
	for (const path of kindsAt.keys()) {
		if (path.endsWith("/")) continue;
		const name = posix.basename(path);
		names.set(name, (names.get(name) ?? 0) + 1);
	}
	const byIntent = new Map<string, ProjectedPath[]>();
	for (const intent of intents) {
		// The intent's first kind is its main one (Entry: entry files before manifests), then the workspace's own before a
		// sample project's (`samples/Chaos/Chaos.csproj` after `src/Polly/Polly.csproj`), then shallow first.
		const order = KindsOf(intent);
		const paths = nodes
			.filter((node) => order.includes(node.kind))
			.map((node) => ({
				path: node.path,
				kind: node.kind,
				package: node.package ?? "",
				depth: node.depth ?? node.path.split("/").length - 1,
				sample: SAMPLE_FOLDER.test(node.path) ? 1 : 0,
			}))
			.sort(
				(a, b) =>
					order.indexOf(a.kind) - order.indexOf(b.kind) ||
					a.sample - b.sample ||
					a.depth - b.depth ||
					a.path.localeCompare(b.path),
			)
			.map(({ sample: _sample, ...path }) => path);
		byIntent.set(intent.kind, paths);
	}
	const facts = (snapshot.facts ?? []).filter(
		(fact) => typeof fact?.path === "string" && !Excluded(fact.path, exclude),
	);
	const packages = (Array.isArray(snapshot.packages) ? snapshot.packages : [])
		.filter((pkg) => typeof pkg?.path === "string" && pkg.path !== "" && !Excluded(`${pkg.path}/`, exclude))
		.map((pkg) => ({
			path: pkg.path.replace(/\/+$/, ""),
			name: typeof pkg.name === "string" ? pkg.name : undefined,
		}));
	return {
		available: true,
		root: snapshot.root,
		byIntent,
		kindsAt,
		names,
		facts,
		packages,
		main: MainPackage(packages, facts),
	};
};

/**
 * The package most of the workspace's other manifests declare as a dependency, when at least two do and no other
 * package is declared as often: the one the repository is about (`vue-router` in `vuejs/router`).
 */
export const MainPackage = (packages: readonly PackageRef[], facts: readonly GraphFact[]): string | undefined => {
	const byName = new Map(packages.filter((pkg) => pkg.name).map((pkg) => [pkg.name!, pkg.path]));
	const dependents = new Map<string, Set<string>>();
	for (const fact of facts) {
		const folder = byName.get(fact.value);
		if (fact.field !== "dependency" || folder === undefined || fact.path.startsWith(`${folder}/`)) continue;
		const set = dependents.get(folder) ?? new Set();
		set.add(fact.path);
		dependents.set(folder, set);
	}
	const ranked = [...dependents].sort((a, b) => b[1].size - a[1].size);
	const [first, second] = ranked;
	if (!first || first[1].size < MAIN_MIN_DEPENDENTS || (second && second[1].size === first[1].size)) return undefined;
	return first[0];
};

/** The graph's files (not folders) under any of `folders`, in the graph's order. */
function* FilesIn(projection: Projection, folders: readonly string[]): Generator<string> {
	for (const path of projection.kindsAt.keys())
		if (!path.endsWith("/") && folders.some((folder) => path.startsWith(folder))) yield path;
}

/** How many of the graph's files lie under a folder (`.github/workflows/` → 12); 0 without the graph. */
export const FilesUnder = (projection: Projection, folder: string): number => {
	let count = 0;
	for (const _ of FilesIn(projection, [folder])) count++;
	return count;
};

/** How many of the graph's files named `name` lie under the folders (`packages/create-vite/` → 9 `package.json`). */
export const FilesNamed = (projection: Projection, folders: readonly string[], name: string): number => {
	let count = 0;
	for (const path of FilesIn(projection, folders)) if (posix.basename(path) === name) count++;
	return count;
};

/** Probes the optional `workspaceGraph` service (never injected): absent, failing or empty gives the neutral projection. */
export const ProjectGraph = (
	ctx: Context | undefined,
	root: string,
	intents: readonly PackIntent[],
	exclude: readonly string[],
): Projection => {
	const graph = Probe<WorkspaceGraphApi>(ctx, "workspaceGraph");
	if (!graph || typeof graph.Snapshot !== "function") return NeutralProjection();
	try {
		return BuildProjection(graph.Snapshot(root), intents, exclude);
	} catch {
		return NeutralProjection();
	}
};

/** Asks the graph service to rescan (the `tools/change` refresh). */
export const RefreshGraph = (ctx: Context | undefined): void => {
	const graph = Probe<WorkspaceGraphApi>(ctx, "workspaceGraph");
	try {
		graph?.Refresh?.();
	} catch {
		// a refresh fault keeps the old graph
	}
};

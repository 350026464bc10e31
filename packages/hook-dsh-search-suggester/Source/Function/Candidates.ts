import { isAbsolute, posix, resolve } from "node:path";
import { AGENT_DOC, AGENT_WORD, Excluded, RENOVATE_CONFIG_FILES, RootRelative } from "@playform/lib-dsh-core";
import type { Bases, Exists, GraphKind, PackIntent } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";
import { PROJECTED_PER_CALL } from "../Variable/Config";
import { PromptFirst } from "./PromptNamed";
import { PackagesFirst } from "./PromptPackages";

export interface CandidateInput {
	intent: PackIntent;
	kinds: readonly GraphKind[];
	bases: Bases;
	exists: Exists;
	projection: Projection;
	/** The offline seed of this root for the intent. */
	seed: readonly string[];
	learned: readonly string[];
	/** Paths whose stated facts the query names. */
	factPaths: readonly string[];
	exclude: readonly string[];
	/** The user prompt's words that may name a file (`PromptWords`): the graph's paths they name are taken first. */
	words?: readonly string[];
	/** The package folders the prompt names (`PromptPackages`): their graph paths are taken before the others. */
	packages?: readonly string[];
	/** The package folders a bare prompt word names (`PromptHinted`): their graph paths come right after. */
	hinted?: readonly string[];
	/** The call's places, root-relative: a graph folder holding one (`website/` for `website/src/routes`) is kept. */
	places?: readonly string[];
}

/**
 * Every place the intent may live for this call, root-relative: the pack's targets under each of the three
 * bases (package first, then its parent, then the repo root), the graph's paths (this package first), the
 * seed, and the learned near-miss paths — each kept only when it exists and is not excluded; the files stating
 * what the query names first. The graph's paths the prompt names by file name (`release` → `release.yml`) are taken
 * first, after the paths of a package the prompt names; the order of the whole list by the prompt is Decide's (`Rank`
 * breaks every tie by it).
 */
export const ResolveCandidates = (input: CandidateInput): string[] => {
	const { bases, exists } = input;
	const words = input.words ?? [];
	const out: string[] = [];
	// Renovate's settings, kept with the pipelines (core `CI_CONFIG_FILES`) though they run none: only for a prompt or a
	// call that names them, so they take no workflow's place
	const renovateAsked = words.includes("renovate");
	// …and so the instructions kept for coding agents (core `AGENT_DOC`), for a prompt that speaks of agents
	const agentsAsked = words.some((word) => AGENT_WORD.test(word));
	const unasked = (rel: string) =>
		((!renovateAsked && (RENOVATE_CONFIG_FILES as readonly string[]).includes(posix.basename(rel))) ||
			(!agentsAsked && AGENT_DOC.test(posix.basename(rel)))) &&
		!(input.places ?? []).includes(rel);
	const keep = (rel: string) => {
		if (rel !== "" && rel !== "./" && !Excluded(rel, input.exclude) && !unasked(rel) && !out.includes(rel))
			out.push(rel);
	};
	// The files that state what the query names (R8) come first: they are where the value lives.
	for (const path of input.factPaths) if (exists(resolve(bases.root, path))) keep(path);
	// …each manifest's own lockfile right after them (`test/schemas/package-lock.json` beside the `package.json` stating
	// the package), before the root's that the targets give
	// (one pass over the graph's paths, however many manifests state the package)
	const factFolders = input.kinds.includes("lockfile")
		? new Set(input.factPaths.map((path) => posix.dirname(path)).filter((folder) => folder !== "."))
		: new Set<string>();
	if (factFolders.size > 0) {
		const lockfiles = new Map<string, string[]>();
		for (const [path, kinds] of input.projection.kindsAt) {
			const folder = posix.dirname(path);
			if (kinds.has("lockfile") && factFolders.has(folder))
				lockfiles.set(folder, [...(lockfiles.get(folder) ?? []), path]);
		}
		for (const path of input.factPaths)
			for (const lockfile of lockfiles.get(posix.dirname(path)) ?? [])
				if (exists(resolve(bases.root, lockfile))) keep(lockfile);
	}
	const order = [...new Set([bases.package, bases.parent, bases.root])];
	for (const target of input.intent.targets) {
		if (target.includes("<") || isAbsolute(target)) continue;
		const folder = target.endsWith("/");
		const clean = target.replace(/\/+$/, "");
		for (const base of order) {
			const absolute = resolve(base, clean);
			const rel = RootRelative(bases.root, absolute);
			if (rel === undefined || !exists(absolute)) continue;
			keep(folder ? `${rel}/` : rel);
		}
	}
	const pkg = RootRelative(bases.root, bases.package) ?? "";
	const graph = input.projection.byIntent.get(input.intent.kind) ?? [];
	const local = graph.filter((node) => node.package === pkg);
	// after this package's own paths, the main package's (the one the repository is about), then the others
	const main = input.projection.main;
	const inMain = (node: { path: string }) => main !== undefined && node.path.startsWith(`${main}/`);
	const rest = [
		...graph.filter((node) => node.package !== pkg && inMain(node)),
		...graph.filter((node) => node.package !== pkg && !inMain(node)),
	];
	// the graph's folder the call works inside (a docs site searched below its root) is kept, whatever the cut below
	const holding = graph
		.map((node) => node.path)
		.filter(
			(path) =>
				path.endsWith("/") &&
				(input.places ?? []).some((place) => place.startsWith(path) && place.replace(/\/+$/, "/") !== path),
		);
	for (const path of holding) keep(path);
	const projected = PackagesFirst(
		PackagesFirst(
			PromptFirst(
				[...local, ...rest].map((node) => node.path),
				words,
			),
			input.hinted ?? [],
		),
		input.packages ?? [],
	);
	for (const path of projected.filter((path) => !unasked(path)).slice(0, PROJECTED_PER_CALL)) keep(path);
	for (const path of input.seed) if (exists(resolve(bases.root, path))) keep(path);
	for (const path of input.learned) if (exists(resolve(bases.root, path))) keep(path);
	return out;
};

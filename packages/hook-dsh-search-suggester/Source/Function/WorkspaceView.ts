import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
	ClassifyFile,
	DeclaredVersionFiles,
	DENO_CONFIG,
	DenoFacts,
	Excluded,
	MakesPackage,
	ManifestFacts,
	ManifestReaderOf,
	ManifestStatedKinds,
	ManifestToolKinds,
	ManifestWhenStated,
	OwnProjectKinds,
	ReadBounded,
	TASK_FILE,
	TaskFacts,
	TaskFileKinds,
} from "@playform/lib-dsh-core";
import type { GraphFact, GraphKind } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";

/** What the workspace states, as the classifier reads it: the manifests' facts and the classified files. */
export interface WorkspaceView {
	facts: readonly GraphFact[];
	/** Root-relative file → its kinds (config, lint-config, changelog…). */
	files: ReadonlyMap<string, readonly GraphKind[]>;
}

/** The view a graph projection gives. */
export const ViewOfProjection = (projection: Projection): WorkspaceView => {
	const files = new Map<string, GraphKind[]>();
	for (const [path, kinds] of projection.kindsAt) if (!path.endsWith("/")) files.set(path, [...kinds]);
	return { facts: projection.facts, files };
};

const MANIFEST_CAP = 256 * 1024;

/** A regular file's text when small, through the core's bounded read (a FIFO, a device or a folder is refused). */
const small = (path: string): string | undefined => {
	const read = ReadBounded(path, { cap: MANIFEST_CAP, follow: true });
	return read.kind === "text" ? read.text : undefined;
};

const list = (folder: string): string[] => {
	try {
		return readdirSync(folder).slice(0, 512);
	} catch {
		return [];
	}
};

/**
 * The view without the graph service: the root's files and its workflow folder, classified, and the facts
 * of the root's package files (package.json, pyproject.toml, setup.py, setup.cfg, requirements files, go.mod, Cargo.toml,
 * a gemspec and a Gemfile, composer.json, a POM and Gradle's scripts, MODULE.bazel, a .NET project or MSBuild file,
 * pubspec.yaml, pnpm-workspace.yaml's catalogs) and the tasks of its task runners' files. Bounded:
 * one folder listing each, manifests up to 256 KiB, nothing but regular files read.
 */
export const ShallowView = (root: string, exclude: readonly string[]): WorkspaceView => {
	const files = new Map<string, GraphKind[]>();
	const facts: GraphFact[] = [];
	const names = list(root);
	const rootIsPackage = names.some(MakesPackage);
	for (const name of names) {
		if (Excluded(name, exclude)) continue;
		const own = OwnProjectKinds(name, rootIsPackage);
		const kinds = [...ClassifyFile(name, 0), ...own];
		if (kinds.length > 0) files.set(name, kinds);
		const tasks = TASK_FILE.test(name);
		const deno = DENO_CONFIG.test(name);
		if (ManifestReaderOf(name) === undefined && !tasks && !deno) continue;
		const text = small(join(root, name));
		if (text === undefined) continue;
		// (a `deno.json` states its version, imports and tasks, and its tools' keys give it kinds, as the graph reads it)
		const denoRead = deno ? DenoFacts(name, text) : undefined;
		const stated = tasks ? TaskFacts(name, text) : denoRead ? denoRead.facts : ManifestFacts(name, text);
		facts.push(...stated);
		// a manifest's tools' sections give it their kinds, as the graph reads them (`[tool.ruff]`, `eslintConfig`), and a
		// task file stating the project's version (`VERSION ?= v0.51.0`) is a version file
		// (…and a module manifest stating facts is its project's manifest, `manifestWhenStated`, as the graph files it)
		const toolKinds = [
			...(denoRead?.kinds ??
				(tasks ? TaskFileKinds(name, stated) : ManifestToolKinds(name, text, own.length > 0))),
			...(ManifestWhenStated(name, stated, rootIsPackage) ? ManifestStatedKinds(stated) : []),
		];
		if (toolKinds.length > 0) files.set(name, [...new Set([...(files.get(name) ?? []), ...toolKinds])]);
		// (the module a Python manifest reads its version from, as the graph files it)
		if (ManifestReaderOf(name) === "python")
			for (const source of DeclaredVersionFiles(root, "", text))
				files.set(source, [
					...new Set([
						...(files.get(source) ?? ClassifyFile(source, source.split("/").length - 1)),
						"version-file" as const,
					]),
				]);
	}
	for (const name of list(join(root, ".github", "workflows"))) {
		const path = `.github/workflows/${name}`;
		const kinds = ClassifyFile(path, 2);
		if (kinds.length > 0) files.set(path, kinds);
	}
	return { facts, files };
};

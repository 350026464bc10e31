import type { GraphFact, GraphKind } from "../../Interface/Graph";
import { PACKAGE_FILES, type Ecosystem, type PackageFile } from "../../Variable/PackageFile";

export type { Ecosystem } from "../../Variable/PackageFile";

/**
 * The package manager's file a path names by its basename (`src-tauri/Cargo.lock`, `requirements-dev.txt`), or by its
 * basename in its folder (`requirements/dev.txt`), if any.
 */
export const PackageFileOf = (path: string): PackageFile | undefined => {
	const cut = path.lastIndexOf("/");
	const name = path.slice(cut + 1);
	const folder = cut === -1 ? "" : path.slice(0, cut);
	return PACKAGE_FILES.find(
		(file) =>
			file.name.test(name) &&
			(file.folder === undefined || file.folder.test(folder)) &&
			(file.notIn === undefined || !file.notIn.test(folder)),
	);
};

/** Which package manager's world a manifest or lockfile is of (`yarn.lock` → node, `uv.lock` → python), if any. */
export const EcosystemOf = (path: string): Ecosystem | undefined => PackageFileOf(path)?.ecosystem;

/** A manifest that makes its folder a package (`package.json`, `pyproject.toml`, `setup.py`). */
export const MakesPackage = (path: string): boolean => PackageFileOf(path)?.package === true;

/**
 * The kinds a Go module's, a Rust crate's, a gem's, a Composer package's or a JVM build's manifest adds in its own project (`Cargo.toml`: manifest, config):
 * where no package.json or Python manifest makes the root a package, or, for a gemspec, at the root whatever is beside.
 */
export const OwnProjectKinds = (path: string, rootIsPackage = false): GraphKind[] => {
	const file = PackageFileOf(path);
	if (file?.ownProject === undefined) return [];
	const atRoot = !path.includes("/");
	if (file.ownAtRootOnly === true && !atRoot) return [];
	return !rootIsPackage || (atRoot && file.besideRootPackage === true) ? [...file.ownProject] : [];
};

/**
 * Whether a package file read for `stated` is its project's manifest by what it states (`manifestWhenStated`: an Erlang
 * app's resource file, a PowerShell module's manifest): in its own project, or one folder below a package root
 * (`src/Pode.psd1` beside a docs site's package.json; a tool's module deep in a JS repository is none of its manifests).
 */
export const ManifestWhenStated = (path: string, stated: readonly GraphFact[], rootIsPackage = false): boolean =>
	PackageFileOf(path)?.manifestWhenStated === true &&
	stated.length > 0 &&
	(!rootIsPackage || path.split("/").length <= 2);

import { existsSync, lstatSync, readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import type { GraphFact, GraphKind, GraphNode, GraphPackage, GraphSnapshot } from "../../Interface/Graph";
import { C_BUILD_FILE, ClassifyFile, ClassifyFolder, DEFAULT_GRAPH_EXCLUDE, HIDDEN_FOLDERS } from "./Classify";
import { Excluded } from "../Excluded";
import { IsTestPath } from "../TestPath";
import { FIXTURE_FOLDER } from "../../Variable/TestPath";
import { ReadBounded } from "../File/ReadBounded";
import {
	DeclaredVersionSources,
	JSON_VERSION_FILE,
	AGENT_PLUGIN_MANIFEST,
	TopLevelYamlFacts,
	DENO_CONFIG,
	DenoFacts,
	JsonVersionFacts,
	ManifestToolKinds,
	SOURCE_VERSION_FILE,
	VersionFileFacts,
	VersionStatedKinds,
	ManifestStatedKinds,
	StatedFileKinds,
} from "./Manifest";
import { MakesPackage, ManifestWhenStated, OwnProjectKinds, PackageFileOf } from "./Ecosystem";
import { ErlangAppModules } from "./ErlangFacts";
import { NimbleEntries } from "./NimbleFacts";
import { PerlMainModules, PerlModuleVersion } from "./PerlFacts";
import { ShardEntries } from "./ShardEntries";
import { PowerShellRootModules } from "./PowerShellFacts";
import { DOTNET_PROJECT, type ManifestReader } from "../../Variable/PackageFile";
import { ManifestFacts } from "./ManifestFacts";
import { TASK_FILE, TaskFacts, TaskFileKinds } from "./TaskFile";

export interface ScanOptions {
	exclude?: readonly string[];
	/** Files and folders visited before the scan stops (truncated). */
	maxEntries?: number;
	/** Folder depth below the root the scan descends to. */
	maxDepth?: number;
	/** Manifests larger than this are not read. */
	maxFileBytes?: number;
}

/** What a vendor folder holds when a package manager filled it: Composer's autoloader, Go's module list. */
const COMPOSER_OR_GO_VENDOR = /^(autoload\.php|modules\.txt)$/;
/** The manifest fields that point at a package's entry module (the graph's `entry` nodes, the search's R14). */
export const ENTRY_FIELDS: ReadonlySet<string> = new Set(["main", "module", "bin", "exports"]);
/** A package's build output folder (relative to the package): a file there is built, not written. */
export const BUILD_FOLDER = /^(dist|Target|lib|build|out|esm|cjs)\//;
/** How much of a source file is read for what it states (a `__version__`, Vitest's block in a Vite config). */
const SOURCE_READ_CAP = 64 * 1024;
/** Vitest's block in a Vite config (`test: {`), not a `test` word elsewhere. */
const VITEST_BLOCK = /(^|[\s,{])test\s*:\s*\{/m;
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"];
/** A Rust crate's binary and library roots, below its manifest's folder. */
export const CRATE_ROOTS: readonly string[] = ["src/main.rs", "src/lib.rs"];

/** A package name usable as one file name in the paths its entry is guessed at. */
const FILE_NAME_SAFE = /^[\w@][\w.@+-]{0,199}$/;

const CONVENTIONAL_ENTRIES = [
	"src/index.ts",
	"src/index.tsx",
	"src/index.js",
	"src/main.ts",
	"Source/Library.ts",
	"index.ts",
	"index.tsx",
	"index.js",
	"main.py",
	"manage.py",
	"cli.py",
	// a Rust crate's binary and library roots, a Go command's package main
	...CRATE_ROOTS,
	"main.go",
];

/** A repository's manifest through the core's bounded read: a link to /dev/zero, a FIFO or a giant is skipped unread. */
const readSmall = (path: string, cap: number): string | undefined => {
	const read = ReadBounded(path, { cap, follow: true });
	return read.kind === "text" ? read.text : undefined;
};

/** Whether a path is a regular file itself (never a link to one, a folder or a device). */
const IsRegularFile = (path: string): boolean => {
	try {
		return lstatSync(path).isFile();
	} catch {
		return false;
	}
};

/** The modules a package file names as its project's entries: a stated Erlang app's or PowerShell manifest's (the two
 * `manifestWhenStated` readers), and in its own project a Perl distribution's main module, a Nim package's binaries and
 * module, a shard's targets and own file. */
const DeclaredModules = (
	reader: ManifestReader | undefined,
	path: string,
	text: string,
	statedManifest: boolean,
	ownProject: boolean,
): string[] => {
	if (statedManifest) return reader === "erlang" ? ErlangAppModules(path, text) : PowerShellRootModules(path, text);
	if (!ownProject) return [];
	if (reader === "perl") return PerlMainModules(path, text);
	if (reader === "nimble") return NimbleEntries(path, text);
	return posix.basename(path) === "shard.yml" ? ShardEntries(text) : [];
};

/** A manifest's path value as a path inside its package (`./dist/cli.js` → `dist/cli.js`); none that leaves the package
 * or is a pattern. */
export const PackageTarget = (target: string): string | undefined => {
	const clean = posix.normalize(target.replace(/^\.\//, ""));
	return clean === ".." || clean.startsWith("../") || clean.includes("*") ? undefined : clean;
};

/** `./dist/cli.js` in package `packages/cli` → the source file it is built from, when one exists. */
const SourceOf = (root: string, pkg: string, target: string): string | undefined => {
	const clean = PackageTarget(target);
	if (clean === undefined) return undefined;
	const direct = posix.join(pkg, clean);
	const stem = clean.replace(/\.(d\.ts|[cm]?js|[cm]?ts|tsx|jsx)$/, "");
	const tries = [stem, stem.replace(BUILD_FOLDER, "src/"), stem.replace(BUILD_FOLDER, "Source/")];
	for (const base of tries)
		for (const ext of SOURCE_EXTENSIONS) {
			const rel = posix.join(pkg, `${base}${ext}`);
			if (rel !== direct && existsSync(join(root, rel)) && !BUILD_FOLDER.test(posix.relative(pkg, rel)))
				return rel;
		}
	const own = posix.relative(pkg, direct);
	// a declaration file outside the build output with no source beside it is written by hand (type-fest's `index.d.ts`)
	if (BUILD_FOLDER.test(own) || /(^|\/)package\.json$/.test(own)) return undefined;
	return existsSync(join(root, direct)) ? direct : undefined;
};

/** How many task facts one scan states (a repository of many Makefiles). */
const MAX_TASK_FACTS = 2000;

/** Folders beside a Python manifest that hold no import package of the distribution. */
const NOT_IMPORT_PACKAGES = /^(tests?|testing|docs?|examples?|benchmarks?|scripts|tools|tasks|build|dist)$/;

/** The layouts of a Go module's commands (`cmd/soft/main.go`), each a program's entry; sixty-four at most. */
const GoCommandLayouts = (root: string, pkg: string): string[] => {
	try {
		return readdirSync(join(root, pkg, "cmd"))
			.slice(0, 64)
			.map((name) => `cmd/${name}/main.go`);
	} catch {
		return [];
	}
};

/** The `__init__.py` of the one import package in a Python package folder or its `src/`, if there is exactly one. */
const LoneImportPackage = (root: string, pkg: string): string[] => {
	const found: string[] = [];
	for (const base of [pkg === "" ? "src" : `${pkg}/src`, pkg]) {
		let names: string[];
		try {
			names = readdirSync(base === "" ? root : join(root, base)).slice(0, 512);
		} catch {
			continue;
		}
		for (const folder of names) {
			if (folder.startsWith(".") || folder.startsWith("_") || NOT_IMPORT_PACKAGES.test(folder)) continue;
			const rel = base === "" ? `${folder}/__init__.py` : `${base}/${folder}/__init__.py`;
			if (existsSync(join(root, rel))) found.push(rel);
		}
		if (found.length > 0) break;
	}
	return found.length === 1 ? found : [];
};

/** A package as its manifest states it: its folder, the manifest, and the name and version the manifest gives. */
/** A Dart package's name, as pub allows it: the file name of the library it imports (never a path). */
const DART_PACKAGE_NAME = /^[a-z0-9_]+$/;

const PackageOf = (path: string, manifest: string, stated: readonly GraphFact[]): GraphPackage => ({
	path,
	manifest,
	name: stated.find((fact) => fact.field === "name")?.value,
	version: stated.find((fact) => fact.field === "version")?.value,
});

/**
 * The files a Python manifest in `folder` (root-relative, `""` the root) says its version is read from
 * (`DeclaredVersionSources`), root-relative, those that are regular files: one reading for the graph's scan and the
 * search suggester's shallow view.
 */
export const DeclaredVersionFiles = (root: string, folder: string, text: string): string[] =>
	DeclaredVersionSources(text)
		.map((source) => (folder === "" ? source : `${folder}/${source}`))
		.filter((path) => {
			try {
				return statSync(join(root, path)).isFile();
			} catch {
				return false;
			}
		});

/**
 * Scans a workspace breadth-first, bounded by entries and depth, skipping excluded names and hidden folders,
 * and returns its classified nodes, the packages, and the facts their manifests state.
 */
export const BuildGraph = (root: string, options: ScanOptions = {}): GraphSnapshot => {
	const exclude = options.exclude ?? DEFAULT_GRAPH_EXCLUDE;
	const maxEntries = options.maxEntries ?? 20000;
	const maxDepth = options.maxDepth ?? 6;
	const maxFileBytes = options.maxFileBytes ?? 256 * 1024;
	const nodes: GraphNode[] = [];
	const facts: GraphFact[] = [];
	const packages: GraphPackage[] = [];
	// the crates of a Cargo workspace below the root, whose roots are entries though their folders are no packages
	const memberCrates: { folder: string; pkg: string }[] = [];
	const packageOf = new Map<string, string>();
	let visited = 0;
	let truncated = false;
	let taskFacts = 0;
	const seen = new Set<string>();
	const add = (path: string, kinds: GraphKind[], pkg: string, depth: number) => {
		for (const kind of kinds) {
			if (seen.has(`${kind}\0${path}`)) continue;
			seen.add(`${kind}\0${path}`);
			nodes.push({ path, kind, package: pkg, depth });
		}
	};
	const queue: { rel: string; depth: number; pkg: string }[] = [{ rel: "", depth: 0, pkg: "" }];
	// a package.json or a Python manifest at the root: a Go module or a Rust crate below is a part, not the project
	let rootIsPackage = false;
	while (queue.length > 0) {
		const { rel, depth, pkg: parentPkg } = queue.shift()!;
		let entries;
		try {
			entries = readdirSync(rel === "" ? root : join(root, rel), { withFileTypes: true });
		} catch {
			continue;
		}
		entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		// the packages Composer or Go vendored (`vendor/autoload.php`, `vendor/modules.txt`) are none of the project's
		if (/(^|\/)vendor$/.test(rel) && entries.some((entry) => COMPOSER_OR_GO_VENDOR.test(entry.name))) continue;
		const isPackage = entries.some((entry) => entry.isFile() && MakesPackage(entry.name));
		const cBuild = rel === "" && entries.some((entry) => entry.isFile() && C_BUILD_FILE.test(entry.name));
		const rootOwnManifest =
			rel === "" &&
			entries.some((entry) => entry.isFile() && PackageFileOf(entry.name)?.besideRootPackage === true);
		// a .NET project's build output beside its project file (`obj/`, `bin/`): generated copies, never scanned
		const dotnetProject = entries.some((entry) => entry.isFile() && DOTNET_PROJECT.test(entry.name));
		const pkg = isPackage ? rel : parentPkg;
		if (rel === "") rootIsPackage = isPackage;
		packageOf.set(rel, pkg);
		for (const entry of entries) {
			if (++visited > maxEntries) {
				truncated = true;
				break;
			}
			const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
			if (Excluded(path, exclude)) continue;
			if (entry.isDirectory()) {
				if (entry.name.startsWith(".") && !HIDDEN_FOLDERS.has(entry.name)) continue;
				if (dotnetProject && (entry.name === "obj" || entry.name === "bin")) continue;
				add(`${path}/`, ClassifyFolder(entry.name, depth, cBuild), pkg, depth);
				if (depth + 1 <= maxDepth) queue.push({ rel: path, depth: depth + 1, pkg });
				else truncated = true;
				continue;
			}
			if (!entry.isFile()) continue;
			add(path, ClassifyFile(path, depth), pkg, depth);
			const full = join(root, path);
			const packageFile = PackageFileOf(path);
			const reader = packageFile?.reader;
			if (reader !== undefined) {
				// a requirements file's pins and a pnpm workspace's catalogs are facts only: no package
				const text = readSmall(full, maxFileBytes);
				const stated = text ? ManifestFacts(path, text) : [];
				const ownKinds = OwnProjectKinds(path, rootIsPackage);
				facts.push(...stated);
				if (reader === "package") {
					// (a gemspec or a pubspec at the root names the root package, the package.json beside it kept for tooling)
					if (!(rel === "" && rootOwnManifest)) packages.push(PackageOf(pkg, path, stated));
					for (const fact of stated) {
						if (!ENTRY_FIELDS.has(fact.field)) continue;
						const source = SourceOf(root, pkg, fact.value);
						if (source) add(source, ["entry"], pkg, source.split("/").length - 1);
					}
				} else if (reader === "python") {
					if (entry.name !== "setup.cfg" && !packages.some((known) => known.path === pkg)) {
						packages.push(PackageOf(pkg, path, stated));
					}
					// the module or file it reads its version from is where a release bumps it, however named
					for (const declared of text ? DeclaredVersionFiles(root, rel, text) : [])
						add(declared, ["version-file"], pkg, declared.split("/").length - 1);
				} else if (ownKinds.length > 0) {
					// a Go, Rust, Ruby, PHP or JVM project's own manifest; the root's names the root package (a nested one never makes
					// its folder a package, and in a JS or Python project none does: a JS app's `src-tauri/` crate would take
					// its `tauri.conf.json` away from the app; a gemspec at the root is the gem's beside a docs package.json)
					add(path, ownKinds, pkg, depth);
					// (Gradle's settings script names no package: the build scripts do)
					if (
						rel === "" &&
						!packages.some((known) => known.path === "") &&
						(reader !== "jvm" || ownKinds.includes("manifest"))
					)
						packages.push(PackageOf(pkg, path, stated));
					// …though a member crate's roots are its entries still (`tonic-web/src/lib.rs`): what it exports
					else if (entry.name === "Cargo.toml" && rel !== "") memberCrates.push({ folder: rel, pkg });
				}
				// a nested Dart package (a Melos workspace's member, `plugins/native_dio_adapter/pubspec.yaml`) exports the
				// library its name imports (`lib/native_dio_adapter.dart`), as the root package does; a test's or a
				// fixture's package exports none of the project's
				if (entry.name === "pubspec.yaml" && rel !== "" && !IsTestPath(path) && !FIXTURE_FOLDER.test(path)) {
					const name = stated.find((fact) => fact.field === "name")?.value;
					const library =
						name !== undefined && DART_PACKAGE_NAME.test(name) ? `${rel}/lib/${name}.dart` : undefined;
					if (library !== undefined && IsRegularFile(join(root, library)))
						add(library, ["entry"], pkg, library.split("/").length - 1);
				}
				// an MSBuild file stating the version a build stamps (`<VersionPrefix>`, MinVer's floor) is where a release
				// bumps it, one stating the package's licence where a relicence edits it (`eng/Library.targets`); so are
				// Gradle's properties (`VERSION_NAME`, `POM_LICENSE_NAME`) and an sbt build's settings
				// (a Meson file or an Autoconf script checking for libraries is where a dependency is required)
				if ((reader === "c-build" || reader === "perl") && stated.some((fact) => fact.field === "dependency"))
					add(path, ["requirements"], pkg, depth);
				if (reader === "msbuild" || reader === "gradle-properties" || reader === "sbt")
					add(path, StatedFileKinds(stated), pkg, depth);
				// an Erlang application's resource file and a PowerShell module's manifest stating facts are their project's
				// manifest (`manifestWhenStated`); their entries the module the app is named for and the one it starts
				// (`src/hackney.erl`, `src/hackney_app.erl`), the module file a manifest loads (`RootModule = 'Pode.psm1'`)
				const statedManifest = text !== undefined && ManifestWhenStated(path, stated, rootIsPackage);
				if (statedManifest) add(path, ManifestStatedKinds(stated), pkg, depth);
				// …and, as the entries of its project, the modules a package file names: such an app's and manifest's, a
				// Perl distribution's main module (where its version is read from, and a release bumps `$VERSION`), a Nim
				// package's binaries and module, a shard's targets and own file
				const declared = !text ? [] : DeclaredModules(reader, path, text, statedManifest, ownKinds.length > 0);
				for (const module of declared) {
					// (a path inside the project, a regular file: never one a link or `..` leads out of the workspace to)
					const inside = PackageTarget(module);
					if (inside === undefined || inside.startsWith("/")) continue;
					const source = rel === "" ? inside : `${rel}/${inside}`;
					if (!IsRegularFile(join(root, source))) continue;
					// (a long main module's head, where its `$VERSION` is stated)
					const read =
						reader === "perl"
							? ReadBounded(join(root, source), { cap: SOURCE_READ_CAP, follow: false, end: "head" })
							: undefined;
					const moduleText = read?.kind === "text" ? read.text : undefined;
					// (the main module stating its `$VERSION` is where a release bumps it; Dist::Zilla's `# VERSION` states none)
					const version = moduleText ? PerlModuleVersion(source, moduleText) : [];
					const kinds: GraphKind[] = version.length > 0 ? ["entry", "version-file"] : ["entry"];
					// (a Makefile.PL and a Build.PL naming one main module state its version once)
					if (!seen.has(`version-file\0${source}`)) facts.push(...version);
					add(source, kinds, pkg, source.split("/").length - 1);
				}
				// the kinds its tools' sections give it (`[tool.ruff]`, `eslintConfig`, a crate's `[lints]`)
				if (text) add(path, ManifestToolKinds(entry.name, text, ownKinds.length > 0), pkg, depth);
			} else if (packageFile?.ownProject !== undefined) {
				// a package file read for no facts still gives its own project its kinds (Zig's `build.zig`: the tests' steps;
				// R's `NAMESPACE`: the exports)
				add(path, OwnProjectKinds(path, rootIsPackage), pkg, depth);
			} else if (TASK_FILE.test(entry.name) && (entry.name !== "tasks.py" || depth === 0)) {
				// a task runner's tasks (`make test`, `just fmt`, `task install`): the file a search or a user naming one is
				// about; a test's or a fixture's task file states none, and a scan states a bounded number
				const text =
					// (a fixture's task files are data, not the project's tasks)
					IsTestPath(path) || FIXTURE_FOLDER.test(path) || taskFacts >= MAX_TASK_FACTS
						? undefined
						: readSmall(full, maxFileBytes);
				const stated = text ? TaskFacts(path, text) : [];
				taskFacts += stated.length;
				facts.push(...stated);
				add(path, TaskFileKinds(entry.name, stated), pkg, depth);
			} else if (/^vite\.config\.[cm]?[jt]s$/.test(entry.name)) {
				// Vitest's settings kept in the Vite config (its `test: {` block) make that file the test config too
				const text = readSmall(full, SOURCE_READ_CAP);
				if (text && VITEST_BLOCK.test(text)) add(path, ["test-config"], pkg, depth);
			} else if (JSON_VERSION_FILE.test(entry.name) || AGENT_PLUGIN_MANIFEST.test(path)) {
				// a Tauri app's config or an extension's manifest stating a version is where a release bumps it
				const text = readSmall(full, maxFileBytes);
				// (Deno's config states its imports and tasks too, and its tools' keys give it kinds)
				const deno = text !== undefined && DENO_CONFIG.test(entry.name) ? DenoFacts(path, text) : undefined;
				const stated = deno ? deno.facts : text ? JsonVersionFacts(path, text) : [];
				if (
					stated.length > 0 &&
					(/^(tauri\.conf|manifest|gemini-extension)\.json$/.test(entry.name) ||
						AGENT_PLUGIN_MANIFEST.test(path))
				)
					add(path, ["version-file"], pkg, depth);
				facts.push(...stated);
				if (deno) add(path, deno.kinds, pkg, depth);
				// a browser extension's manifest names its background, content and popup scripts: where an entry is added
				if (entry.name === "manifest.json" && text !== undefined && /"manifest_version"\s*:/.test(text))
					add(path, ["entry"], pkg, depth);
			} else if (entry.name === "snapcraft.yaml") {
				// a snap's recipe states the version it packs (`version: '0.50.18'`) unless it takes it from git
				const text = readSmall(full, maxFileBytes);
				const stated = text ? TopLevelYamlFacts(path, text).filter((fact) => fact.field === "version") : [];
				add(path, VersionStatedKinds(stated), pkg, depth);
				facts.push(...stated);
			} else if (entry.name === ".gitattributes" && depth === 0) {
				// the root's attributes marking files `export-ignore` decide what `git archive` leaves out of the package
				// (Composer's dist, a release tarball): what a package's contents are built from
				const text = readSmall(full, maxFileBytes);
				if (text !== undefined && /\sexport-ignore\b/.test(text)) add(path, ["build-config"], pkg, depth);
			} else if (entry.name === "CITATION.cff" && depth === 0) {
				// the citation metadata cites a version and a licence: a release and a relicence edit it too
				const text = readSmall(full, maxFileBytes);
				const stated = text ? TopLevelYamlFacts(path, text) : [];
				add(path, StatedFileKinds(stated), pkg, depth);
				facts.push(...stated);
			} else if (SOURCE_VERSION_FILE.test(entry.name) || (entry.name === "__init__.py" && depth <= 2)) {
				const text = readSmall(full, SOURCE_READ_CAP);
				const stated = text ? VersionFileFacts(path, text) : [];
				if (stated.length > 0 && entry.name === "__init__.py") add(path, ["version-file"], pkg, depth);
				facts.push(...stated);
			}
		}
		if (truncated && visited > maxEntries) break;
	}
	// the layouts a package folder holds, root-relative
	const present = (pkg: string, layouts: Iterable<string>): string[] =>
		[...layouts]
			.map((layout) => (pkg === "" ? layout : `${pkg}/${layout}`))
			.filter((rel) => existsSync(join(root, rel)));
	const addEntry = (rel: string, pkg: string) => add(rel, ["entry"], pkg, rel.split("/").length - 1);
	for (const { folder, pkg } of memberCrates) for (const rel of present(folder, CRATE_ROOTS)) addEntry(rel, pkg);
	for (const { path: pkg, manifest, name: stated } of packages) {
		for (const rel of present(pkg, CONVENTIONAL_ENTRIES)) addEntry(rel, pkg);
		// (a name that is a file name alone makes a path: never `../x`, `a/b`)
		const name = stated !== undefined && FILE_NAME_SAFE.test(stated) && !stated.includes("..") ? stated : undefined;
		if (manifest.endsWith("go.mod"))
			for (const rel of present(pkg, GoCommandLayouts(root, pkg))) addEntry(rel, pkg);
		// a Dart package's entry is the library its name imports (`package:markdown/markdown.dart`: `lib/markdown.dart`), a
		// Flutter app's the `main` it runs (`lib/main.dart`)
		if (name !== undefined && DART_PACKAGE_NAME.test(name) && manifest.endsWith("pubspec.yaml")) {
			for (const rel of present(pkg, new Set([`lib/${name}.dart`, "lib/main.dart"]))) addEntry(rel, pkg);
			continue;
		}
		// a Swift package's or a pod's entry is the module file its name gives (`Sources/Alamofire/Alamofire.swift`), an
		// Elixir app's the module its name gives (`app: :plug`: `lib/plug.ex`)
		if (name !== undefined && PackageFileOf(manifest)?.ecosystem === "swift") {
			for (const rel of present(pkg, new Set([`Sources/${name}/${name}.swift`, `Source/${name}.swift`])))
				addEntry(rel, pkg);
			continue;
		}
		// a Zig package's root module by its name or `zig init`'s (`src/capy.zig`, `src/root.zig`); a Julia package's module
		// file its name gives (`Documenter` → `src/Documenter.jl`)
		if (manifest.endsWith("build.zig.zon")) {
			const modules = [...(name !== undefined ? [`src/${name}.zig`] : []), "src/root.zig", "src/lib.zig"];
			for (const rel of present(pkg, new Set(modules)).slice(0, 1)) addEntry(rel, pkg);
			continue;
		}
		if (name !== undefined && /(^|\/)(Julia)?Project\.toml$/.test(manifest)) {
			for (const rel of present(pkg, new Set([`src/${name}.jl`]))) addEntry(rel, pkg);
			continue;
		}
		if (name !== undefined && manifest.endsWith("mix.exs")) {
			for (const rel of present(pkg, new Set([`lib/${name}.ex`]))) addEntry(rel, pkg);
			continue;
		}
		// a Haskell library's entry is the top module its name gives (`hadolint` → `src/Hadolint.hs`, `language-docker` →
		// `src/Language/Docker.hs`)
		if (name !== undefined && manifest.endsWith(".cabal")) {
			const parts = name.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1));
			const modules = [parts.join(""), parts.join("/")];
			for (const rel of present(
				pkg,
				new Set(modules.flatMap((module) => [`src/${module}.hs`, `lib/${module}.hs`])),
			))
				addEntry(rel, pkg);
			continue;
		}
		// a gem's entry is the file its name requires (`faraday` → `lib/faraday.rb`, `rspec-core` → `lib/rspec/core.rb`)
		if (name !== undefined && manifest.endsWith(".gemspec")) {
			for (const rel of present(pkg, new Set([`lib/${name}.rb`, `lib/${name.replace(/-/g, "/")}.rb`])))
				addEntry(rel, pkg);
			continue;
		}
		// a Python distribution's entry is the package its name imports (`cattrs` → `src/cattrs/__init__.py`), the name
		// stated by any of its manifests (a `pyproject.toml` with no `[project]` beside `setup.py`'s `name=`)
		if (!/(^|\/)(pyproject\.toml|setup\.py)$/.test(manifest)) continue;
		const distribution =
			name ??
			facts.find(
				(fact) =>
					fact.field === "name" &&
					PackageFileOf(fact.path)?.reader === "python" &&
					(posix.dirname(fact.path) === "." ? "" : posix.dirname(fact.path)) === pkg,
			)?.value;
		if (distribution === undefined) continue;
		const module = distribution.toLowerCase().replace(/[-.]+/g, "_");
		const named = present(pkg, [`src/${module}/__init__.py`, `${module}/__init__.py`]);
		// …or, named otherwise (`PyJWT` imports `jwt`), the one import package beside the manifest or under `src/`
		for (const rel of named.length > 0 ? named : LoneImportPackage(root, pkg)) addEntry(rel, pkg);
	}
	// a docs site holding its pages' folder (`www/` holding `www/docs/`) is filed by the pages' folder alone
	const docFolders = nodes.filter((node) => node.kind === "doc" && node.path.endsWith("/")).map((node) => node.path);
	const outer = new Set(
		docFolders.filter((folder) => docFolders.some((other) => other !== folder && other.startsWith(folder))),
	);
	const kept = outer.size === 0 ? nodes : nodes.filter((node) => !(node.kind === "doc" && outer.has(node.path)));
	return {
		root,
		nodes: kept,
		facts,
		packages,
		truncated,
		visited: Math.min(visited, maxEntries),
		builtAt: Date.now(),
	};
};

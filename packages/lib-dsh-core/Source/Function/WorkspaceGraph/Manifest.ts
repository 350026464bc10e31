import type { GraphFact, GraphKind } from "../../Interface/Graph";
import { C_HEADER_EXTENSION, SOURCE_VERSION_FILE_NAME } from "../../Variable/ReleaseConfig";

/** How far a line-read manifest is read (requirements files, catalogs, `pyproject.toml` tables): its first 2000 lines. */
export const FirstLines = (text: string): string[] => text.split(/\r?\n/, 2000);

/** A line up to its comment (`marker`: `//`, `;`, `#`), one inside a double-quoted string read past (`"https://…"`), and
 * an escaped character too (`"a\\"b"`, Clojure's `\\;`). */
export const BeforeComment = (line: string, marker: string): string => {
	let quoted = false;
	for (let at = 0; at < line.length; at++) {
		const char = line[at];
		if (char === "\\") at++;
		else if (char === '"') quoted = !quoted;
		else if (!quoted && line.startsWith(marker, at)) return line.slice(0, at);
	}
	return line;
};

/** A line-read file's first lines, each capped and cut at its comment (every marker in turn: Terraform's `#` and `//`). */
export const UncommentedLines = (text: string, ...markers: string[]): string[] =>
	FirstLines(text).map((line) =>
		markers.reduce((cut, marker) => BeforeComment(cut, marker), line.slice(0, LINE_CAP)),
	);

/**
 * Walks a bracketed list from `from` (just inside its opening bracket) to its closing one, quoted strings read past:
 * `visit` sees every other character with the depth it stands at (1: the list's own level; an opening bracket counts
 * itself) and returns where to go on, or nothing to step on by one. Returns where the list ends (past its close).
 */
export const WalkList = (
	text: string,
	from: number,
	open: string,
	close: string,
	visit: (at: number, depth: number) => number | undefined,
): number => {
	let depth = 1;
	let at = from;
	while (at < text.length && depth > 0) {
		const char = text[at];
		if (char === '"') {
			const end = text.indexOf('"', at + 1);
			at = end < 0 ? text.length : end + 1;
			continue;
		}
		if (char === open) depth++;
		else if (char === close) depth--;
		at = (char === close ? undefined : visit(at, depth)) ?? at + 1;
	}
	return at;
};

const strings = (value: unknown, depth = 0): string[] => {
	if (typeof value === "string") return [value];
	if (depth > 3 || value === null || typeof value !== "object") return [];
	return Object.values(value as Record<string, unknown>).flatMap((inner) => strings(inner, depth + 1));
};

/** An adder of a JSON manifest's string values as facts of `path` (an empty or over-long value is none). */
const JsonFactAdder =
	(path: string, facts: GraphFact[]) =>
	(field: GraphFact["field"], value: unknown): void => {
		if (typeof value === "string" && value !== "" && value.length <= 200) facts.push({ path, field, value });
	};

/** A JSON manifest's parse, its name and version stated, and the adder of its other facts; none for another text. */
const JsonManifest = (path: string, text: string) => {
	const json = StrictObject(text);
	if (!json) return undefined;
	const facts: GraphFact[] = [];
	const add = JsonFactAdder(path, facts);
	add("name", json.name);
	add("version", json.version);
	return { json, facts, add };
};

/** The keys of a JSON object value (a manifest's `scripts`, a dependency group), none for any other value. */
const KeysOf = (value: unknown): string[] => (value && typeof value === "object" ? Object.keys(value) : []);

/** The facts a package.json states: name, version, licence, entry fields, exported subpaths, script names, dependency
 * names. */
export const PackageFacts = (path: string, text: string): GraphFact[] => {
	// (the scan then reads its tools' keys from the same parse: `PackageKeyKinds`)
	const read = JsonManifest(path, text);
	if (!read) return [];
	const { json, facts, add } = read;
	add("license", json.license);
	add("main", json.main);
	add("module", json.module);
	add("types", json.types ?? json.typings);
	for (const value of strings(json.bin)) add("bin", value);
	for (const value of strings(json.exports)) add("exports", value);
	if (json.exports && typeof json.exports === "object" && !Array.isArray(json.exports))
		for (const key of Object.keys(json.exports).slice(0, 200)) if (/^\.\/./.test(key)) add("subpath", key);
	for (const key of KeysOf(json.scripts)) add("script", key);
	for (const group of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"])
		for (const key of KeysOf(json[group])) add("dependency", key);
	return facts;
};

const REQUIREMENT = /^\s*["']?([A-Za-z0-9][A-Za-z0-9._-]*)/;

// The TOML sections whose arrays list requirements: every key of these, and `dependencies` of [project].
const REQUIREMENT_SECTIONS = /^\[(project\.optional-dependencies|dependency-groups)\]$/;
const ARRAY_START = /^\s*([\w.-]+)\s*=\s*\[(.*)$/;

/** The requirement names of a pyproject.toml: [project] dependencies, optional dependencies, dependency groups. */
const PyprojectRequirements = (text: string): string[] => {
	const names: string[] = [];
	const lines = text.split("\n").slice(0, 4000);
	let section = "";
	for (let index = 0; index < lines.length; index++) {
		const line = lines[index]!;
		const header = /^\s*(\[[^\]]+\])\s*(#.*)?$/.exec(line)?.[1];
		if (header) {
			section = header;
			continue;
		}
		const start = ARRAY_START.exec(line);
		if (!start || !(REQUIREMENT_SECTIONS.test(section) || (section === "[project]" && start[1] === "dependencies")))
			continue;
		// the array's text up to its closing bracket (brackets inside strings, `pkg[extra]`, do not count; a string in an
		// inline table names no requirement: a dependency group's `{ include-group = "test" }`)
		let body = "";
		let depth = 1;
		let braces = 0;
		let rest = start[2] ?? "";
		for (let taken = 0; depth > 0 && taken < 400; taken++) {
			for (const match of rest.matchAll(/"[^"]*"|'[^']*'|[[\]{}]/g)) {
				if (match[0] === "[") depth++;
				else if (match[0] === "]") depth--;
				else if (match[0] === "{") braces++;
				else if (match[0] === "}") braces = Math.max(0, braces - 1);
				else if (depth === 1 && braces === 0) body += `${match[0]},`;
				if (depth === 0) break;
			}
			if (depth > 0) rest = lines[++index] ?? "";
			if (index >= lines.length) break;
		}
		for (const item of body.split(",")) {
			const name = /^\s*["']([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(item)?.[1];
			if (name) names.push(name);
		}
	}
	return names;
};

/** The requirement names of a setup.cfg: `install_requires`, `tests_require` and `[options.extras_require]`, each an INI
 * value continued on its indented lines. */
const SetupCfgRequirements = (text: string): string[] => {
	const names: string[] = [];
	let section = "";
	let listing = false;
	for (const line of FirstLines(text)) {
		if (/^\s*[#;]/.test(line)) continue;
		const header = /^\[([^\]]+)\]/.exec(line);
		if (header) {
			section = header[1]!.trim();
			listing = false;
			continue;
		}
		const key = /^([\w.-]+)\s*=\s*(.*)$/.exec(line);
		if (key) {
			listing =
				(section === "options" && /^(install_requires|tests_require)$/.test(key[1]!)) ||
				section === "options.extras_require";
			if (!listing) continue;
			const inline = REQUIREMENT.exec(key[2]!)?.[1];
			if (inline) names.push(inline);
		} else if (listing && /^\s+\S/.test(line)) {
			const name = REQUIREMENT.exec(line)?.[1];
			if (name) names.push(name);
		} else if (!/^\s*$/.test(line)) listing = false;
	}
	return names;
};

/** How far a manifest's dependency list (`dependencies = [`, `install_requires=[`) is read. */
const REQUIREMENTS_LIST_CHARS = 65536;
/** How many of setup.py's requirement blocks are read, and how far each. */
const SETUP_BLOCKS = 16;
const SETUP_BLOCK_CHARS = 8192;
const SETUP_BLOCK = /^\w*\s*=\s*(?:\{([\s\S]*?)\}[ \t]*(?:#[^\n]*)?(?:[,)\n]|$)|\[([\s\S]*?)\])/;

/** The bodies of setup.py's `extras_require={…}`, `tests_require=[…]`, `setup_requires=[…]` and the lists or maps it
 * names before the call (`dev_requires = [`, `install_httpx_requires = [`, `extra_dependencies = {`), the first few. */
const SetupBlocks = (text: string): string[] => {
	const blocks: string[] = [];
	const opener = /\b\w*(_requires?|dependencies|requirements)\b/gi;
	for (let seen = 0; seen < SETUP_BLOCKS * 4 && blocks.length < SETUP_BLOCKS; seen++) {
		const found = opener.exec(text);
		if (!found) break;
		const block = SETUP_BLOCK.exec(text.slice(found.index, found.index + SETUP_BLOCK_CHARS));
		if (block) blocks.push((block[1] ?? block[2])!);
	}
	return blocks;
};

/** The facts of a Python manifest (pyproject.toml, setup.py, setup.cfg), read with line patterns, not a parser. */
export const PythonFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	const first = (pattern: RegExp): string | undefined => pattern.exec(text)?.[1];
	const name = first(/^\s*name\s*[=:]\s*["']?([\w.-]+)/m) ?? first(/\bname\s*=\s*["']([\w.-]+)["']/);
	const version =
		first(/^\s*version\s*[=:]\s*["']?([\w.+-]+)/m) ?? first(/(?<![\w-])version\s*=\s*["']([\w.+-]+)["']/);
	if (name) facts.push({ path, field: "name", value: name });
	// a version starts with a digit (`target-version = "py310"` and `{attr = …}` are not versions)
	if (version && /^v?\d/.test(version)) facts.push({ path, field: "version", value: version });
	const names = new Set<string>(
		path.endsWith("pyproject.toml")
			? PyprojectRequirements(text)
			: path.endsWith("setup.cfg")
				? SetupCfgRequirements(text)
				: [],
	);
	// (the first list only, read to 64 KB: a file of unclosed openers must not make the match quadratic)
	const opener = /^\s*dependencies\s*=\s*\[|install_requires\s*=\s*\[/m.exec(text);
	const start = opener === null ? undefined : opener.index + opener[0].length;
	const list =
		start === undefined ? undefined : /^([\s\S]*?)\]/.exec(text.slice(start, start + REQUIREMENTS_LIST_CHARS))?.[1];
	if (list) {
		for (const item of list.split(/[,\n]/)) {
			const dep = REQUIREMENT.exec(item)?.[1];
			if (dep) names.add(dep);
		}
	}
	// setup.py's optional and test requirements (`extras_require={"video": ["yt-dlp"]}`, `tests_require=[…]`): the list
	// items, not the extras' names; the first few blocks, each read to 8 KB (a hostile file of openers stays linear); a
	// name starts with a letter (a map of version pins, `{"numpy": "1.19"}`, names none by its values)
	if (path.endsWith("setup.py"))
		for (const block of SetupBlocks(text))
			for (const item of block.matchAll(/(?:"([^"\n]{1,200})"|'([^'\n]{1,200})')\s*(?=[,\]\n]|$)/g)) {
				const dep = REQUIREMENT.exec(item[1] ?? item[2]!)?.[1];
				if (dep && /^[A-Za-z]/.test(dep)) names.add(dep);
			}
	for (const dep of names) facts.push({ path, field: "dependency", value: dep });
	// the Python versions it supports: what a version-support chore (`add 3.15`, `drop 3.9`) edits here
	const runtimes = new Set<string>();
	for (const match of text.matchAll(/Programming Language :: Python :: (\d+\.\d+)\b/g)) runtimes.add(match[1]!);
	const floor = first(/\b(?:requires-python|python_requires)\s*=\s*["'][^"'\d]*(\d+\.\d+)/);
	if (floor) runtimes.add(floor);
	// Poetry states it as a dependency on `python` (`python = "^3.9"` under `[tool.poetry.dependencies]`)
	const poetry = path.endsWith("pyproject.toml") ? first(/^\s*python\s*=\s*["'][^"'\d]*(\d+\.\d+)/m) : undefined;
	if (poetry) runtimes.add(poetry);
	for (const runtime of [...runtimes].slice(0, 32)) facts.push({ path, field: "runtime", value: runtime });
	return facts;
};

/** The tools whose settings a `pyproject.toml` table holds (`[tool.ruff]`, `[tool.pytest.ini_options]`), by kind. */
const TOOL_TABLE_KINDS: readonly [RegExp, GraphKind][] = [
	[
		/^(ruff|black|isort|pylint|flake8|pydocstyle|pydoclint|darglint|interrogate|codespell|docformatter|autopep8|yapf|mypy)$/,
		"lint-config",
	],
	// a version bumper's settings (`current_version`, the files it rewrites): where a release is cut, as `.bumpversion.cfg`
	[/^(bumpversion|commitizen)$/, "version-file"],
	// (…and a changelog builder's: towncrier's fragment types, the changelog it writes at a release)
	[/^towncrier$/, "version-file"],
	[/^(pytest|coverage)$/, "test-config"],
	[/^(pyright|basedpyright|ty)$/, "config"],
	// a compiled extension's build backend settings (`[tool.maturin]`: the module's name, where its Python sources are)
	[/^(maturin|scikit-build)$/, "build-config"],
	// …and the wheel builder's (`[tool.cibuildwheel]`: its build frontend, the environment each wheel is built in)
	[/^cibuildwheel$/, "build-config"],
	// …and setuptools' own (`[tool.setuptools]`: the packages and package data a wheel carries)
	[/^setuptools$/, "build-config"],
];

/**
 * The kinds a `pyproject.toml` takes from its tools' tables besides `manifest`: where Ruff's or pytest's settings are
 * kept, the file is that tool's config as much as `ruff.toml` or `pytest.ini` is (so is a `setup.cfg` with `[tool:pytest]`);
 * a `Cargo.toml`'s `[lints]` or `[workspace.lints.clippy]` table makes it Clippy's config as `clippy.toml` is. The first
 * 2000 lines are read.
 */
export const ToolTableKinds = (text: string): GraphKind[] => {
	const kinds = new Set<GraphKind>();
	for (const line of FirstLines(text)) {
		if (/^\s*\[(workspace\.)?lints(\.[\w-]+)?\]/.test(line)) kinds.add("lint-config");
		// setup.cfg's sections for pytest and coverage (`[tool:pytest]`, `[coverage:run]`)
		if (/^\s*\[(tool:pytest|coverage:[\w]+)\]/.test(line)) kinds.add("test-config");
		const tool = /^\s*\[\[?tool\.([\w-]+)/.exec(line)?.[1];
		if (tool === undefined) continue;
		for (const [pattern, kind] of TOOL_TABLE_KINDS) if (pattern.test(tool)) kinds.add(kind);
	}
	return [...kinds];
};

/**
 * The kinds a manifest takes from its tools' sections besides its own, one reading for the graph's scan and the search
 * suggester's shallow view: a `pyproject.toml`'s or `setup.cfg`'s tables, a Rust project's own `Cargo.toml` (`[lints]`;
 * `ownProject`: no package.json or Python manifest at the root), a `package.json`'s keys.
 */
export const ManifestToolKinds = (name: string, text: string, ownProject: boolean): GraphKind[] =>
	name === "pyproject.toml" || name === "setup.cfg" || (name === "Cargo.toml" && ownProject)
		? ToolTableKinds(text)
		: name === "package.json"
			? PackageKeyKinds(text)
			: name === "composer.json" && !ownProject
				? ComposerAppKinds(text)
				: [];

/** A composer.json beside a package.json that maps the project's own PHP code (`autoload`: a Laravel or Symfony app's,
 * whose package.json only builds its assets) is the project's manifest still; a JS library's for Packagist maps none. */
const ComposerAppKinds = (text: string): GraphKind[] =>
	KeysOf(StrictObject(text)?.autoload).length > 0 ? ["manifest"] : [];

/** The tools whose settings a `package.json` key holds (`"eslintConfig"`, `"prettier"`, `"jest"`), by kind. */
const PACKAGE_KEY_KINDS: readonly [RegExp, GraphKind][] = [
	[/^(eslintConfig|prettier|stylelint|lint-staged|xo|standard|commitlint|simple-git-hooks)$/, "lint-config"],
	[/^(jest|ava|mocha|c8|nyc)$/, "test-config"],
	// a VS Code extension declares its settings (and commands, views) under `contributes`
	[/^contributes$/, "config"],
];

/**
 * The kinds a `package.json` takes from its tools' keys besides `manifest`, as a `pyproject.toml` does from its tables:
 * ESLint's settings kept under `eslintConfig` make it ESLint's config as much as `.eslintrc` is.
 */
export const PackageKeyKinds = (text: string): GraphKind[] => {
	const manifest = JsonObject(text);
	if (manifest === undefined) return [];
	const kinds = new Set<GraphKind>();
	for (const key of Object.keys(manifest))
		for (const [pattern, kind] of PACKAGE_KEY_KINDS) if (pattern.test(key)) kinds.add(kind);
	return [...kinds];
};

/** A versioned import's package: `jsr:@std/path@^1`, `npm:preact@10`, `https://deno.land/x/cliffy@v1/…` (`cliffy`), a CDN's
 * GitHub or npm path (`cdn.jsdelivr.net/gh/ventojs/vento@2.4.0/…` → `vento`, `esm.sh/preact@10`). */
const IMPORT_SPECIFIER =
	/\b(?:jsr|npm):(@[\w.-]+\/[\w.-]+|[\w.-]+)@|\bdeno\.land\/x\/([\w.-]+)@|\bcdn\.jsdelivr\.net\/(?:gh\/[\w.-]+\/([\w.-]+)|npm\/(@[\w.-]+\/[\w.-]+|[\w.-]+))@|\b(?:esm\.sh|unpkg\.com|cdn\.skypack\.dev)\/(@[\w.-]+\/[\w.-]+|[\w.-]+)@/g;

/** The packages a text's versioned imports name, once each (the first 2000 lines). */
const ImportedPackages = (text: string): string[] => {
	const names = new Set<string>();
	for (const line of FirstLines(text))
		for (const match of line.slice(0, 2000).matchAll(IMPORT_SPECIFIER)) {
			const name = match.slice(1).find((group) => group !== undefined);
			if (name) names.add(name);
			if (names.size >= 500) return [...names];
		}
	return [...names];
};

/** The dependencies a Deno project's dependency module (`deps.ts`, `deps/cliffy.ts`) pins by its versioned imports. */
export const DenoDepsFacts = (path: string, text: string): GraphFact[] =>
	ImportedPackages(text).map((value) => ({ path, field: "dependency" as const, value }));

/** The tools whose settings a `deno.json` key holds, by kind (Deno's linter and formatter, its compiler, its tests). */
const DENO_KEY_KINDS: readonly [RegExp, GraphKind][] = [
	[/^(lint|fmt)$/, "lint-config"],
	[/^test$/, "test-config"],
	[/^(compilerOptions|unstable)$/, "config"],
];

/** Deno's config file, by its basename. */
export const DENO_CONFIG = /^deno\.jsonc?$/;

/**
 * What a `deno.json` states: its version (as `JsonVersionFacts` reads it), its import map's packages (the keys code
 * imports, and the versioned packages they map to) as dependencies and its tasks as scripts, as package.json's
 * `dependencies` and `scripts`; and the kinds its tools' keys give it (`lint`, `fmt` → lint config, `compilerOptions` →
 * config, `test` → test config). One parse for all.
 */
export const DenoFacts = (path: string, text: string): { facts: GraphFact[]; kinds: GraphKind[] } => {
	const json = JsonObject(text);
	if (json === undefined) return { facts: [], kinds: [] };
	const facts: GraphFact[] = [...JsonVersion(path, json)];
	const add = (field: GraphFact["field"], value: string) => {
		if (value !== "" && value.length <= 200 && !facts.some((fact) => fact.field === field && fact.value === value))
			facts.push({ path, field, value });
	};
	const record = (value: unknown) =>
		value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
	for (const [key, target] of Object.entries(record(json.imports)).slice(0, 500)) {
		add("dependency", key.replace(/\/$/, ""));
		if (typeof target === "string") for (const name of ImportedPackages(target)) add("dependency", name);
	}
	for (const key of Object.keys(record(json.tasks)).slice(0, 500)) add("script", key);
	const kinds = new Set<GraphKind>();
	for (const key of Object.keys(json))
		for (const [pattern, kind] of DENO_KEY_KINDS) if (pattern.test(key)) kinds.add(kind);
	return { facts, kinds: [...kinds] };
};

/** The requirement names of a requirements file (`name>=1.0`, `name[extra]==2`; options, URLs and comments skipped). */
export const RequirementsFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	for (const line of FirstLines(text)) {
		const dep = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*([<>=!~;@]|$)/.exec(line.trim())?.[1];
		if (dep && !facts.some((fact) => fact.value === dep)) facts.push({ path, field: "dependency", value: dep });
	}
	return facts;
};

/**
 * The packages a pnpm workspace pins in its catalogs (`catalog:` and the named ones under `catalogs:`), which the
 * packages' manifests then name as `catalog:`: where a catalogued dependency's version is bumped. Read line by line,
 * the first 2000 lines: a key indented under either block is a package.
 */
export const CatalogFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	let inCatalog = false;
	for (const line of FirstLines(text)) {
		if (/^\S/.test(line)) {
			inCatalog = /^catalogs?\s*:\s*(#.*)?$/.test(line);
			continue;
		}
		if (!inCatalog) continue;
		// a key with a value is a package (under `catalogs:` the keys without one name the catalogs)
		const match = /^\s+(['"]?)(@?[\w.-]+(?:\/[\w.-]+)?)\1\s*:\s*\S/.exec(line);
		if (!match) continue;
		const dep = match[2]!;
		if (!facts.some((fact) => fact.value === dep)) facts.push({ path, field: "dependency", value: dep });
	}
	return facts;
};

/**
 * What a YAML file states at its top level: the version it cites or packs (a release bumps it) and the licence (a
 * relicence edits it); a `CITATION.cff`'s, a snap's `snapcraft.yaml`'s. The first 2000 lines.
 */
export const TopLevelYamlFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	for (const line of FirstLines(text)) {
		const found = /^(version|license):\s*["']?([\w.+-]{1,64})["']?\s*(#.*)?$/.exec(line);
		if (!found) continue;
		const [, key, value] = found as unknown as [string, string, string];
		if (key === "version" && /^v?\d/.test(value)) facts.push({ path, field: "version", value });
		if (key === "license") facts.push({ path, field: "license", value });
	}
	return facts;
};

/** A file stating the project's version (a task file's `VERSION ?= v0.51.0`, a snap's `version:`) is a version file: the
 * kind the graph's scan and the search suggester's shallow view give it. */
export const VersionStatedKinds = (stated: readonly GraphFact[]): GraphKind[] =>
	stated.some((fact) => fact.field === "version") ? ["version-file"] : [];

/** A file stating the version or a licence (an MSBuild file's `<VersionPrefix>`, `CITATION.cff`, a module manifest):
 * where a release bumps it and a relicence edits it. */
export const StatedFileKinds = (stated: readonly GraphFact[]): GraphKind[] => [
	...VersionStatedKinds(stated),
	...(stated.some((fact) => fact.field === "license") ? (["license"] as const) : []),
];

/** A manifest filed by what it states (`ManifestWhenStated`): the manifest, and what `StatedFileKinds` gives it. */
export const ManifestStatedKinds = (stated: readonly GraphFact[]): GraphKind[] => [
	"manifest",
	...StatedFileKinds(stated),
];

/** A C or C++ header, by its extension. */
const C_HEADER = new RegExp(String.raw`\.(${C_HEADER_EXTENSION})$`);

/** A `__version__ = "x"` (or `export const version = "x"`) in a version file or a top-level `__init__.py`. */
export const VersionFileFacts = (path: string, text: string): GraphFact[] => {
	// `__version__`, `version` or a Django app's `VERSION`; a Dart library's constant, however named
	// (`const packageVersion = '7.2.2';`)
	// (a C header's macro, `#define CLI11_VERSION "2.5.0"`)
	const stated = path.endsWith(".dart")
		? /\b(?:const|final)\s+(?:String\s+)?(?:package|current|k)?[vV]ersion\s*=\s*["']([\w.+-]+)["']/
		: C_HEADER.test(path)
			? /^[ \t]*#[ \t]*define[ \t]+\w*VERSION(?:_STR(?:ING)?)?[ \t]+"v?([\w.+-]+)"/m
			: /(?:__version__|\bversion)\s*(?::\s*\w+\s*)?=\s*["']([\w.+-]+)["']/i;
	const value = stated.exec(text)?.[1];
	return value && /\d/.test(value) ? [{ path, field: "version", value }] : [];
};

/** A dotted module (`wcmatch.__meta__`, `pkg.__version__`'s owner) as the files that may hold it, beside the manifest or
 * under `src/`. */
const ModuleFiles = (module: string): string[] => {
	const folder = module.replace(/\./g, "/");
	return [`${folder}.py`, `${folder}/__init__.py`, `src/${folder}.py`, `src/${folder}/__init__.py`];
};

/**
 * Where a Python manifest says the version is read from, manifest-relative: Hatch's and PDM's `path` (`[tool.hatch.version]
 * path = "wcmatch/__meta__.py"`; not one whose `expression` calls code to compute it), setuptools' dynamic `attr` or `file` (`version = {attr = "pkg.__version__"}`,
 * setup.cfg's `version = attr: pkg.__version__`), the files a release bumps whatever they are named. The first 2000 lines.
 */
export const DeclaredVersionSources = (text: string): string[] => {
	const out = new Set<string>();
	let table = "";
	// (Hatch's path read through a call, `expression = "get_version()"`, computes the version: nothing there to bump)
	let toolPath: string | undefined;
	let computed = false;
	const close = () => {
		if (toolPath !== undefined && !computed) out.add(toolPath.replace(/^\.\//, ""));
		toolPath = undefined;
		computed = false;
	};
	for (const line of FirstLines(text)) {
		const header = /^\s*\[\[?\s*([\w.-]+)\s*\]/.exec(line)?.[1];
		if (header !== undefined) {
			close();
			table = header;
			continue;
		}
		if (/^tool\.(hatch|pdm)\.version$/.test(table)) {
			toolPath = /^\s*path\s*=\s*["']([\w./-]{1,200})["']/.exec(line)?.[1] ?? toolPath;
			computed ||= /^\s*expression\s*=\s*["'][^"']*\(/.test(line);
		}
		// `version = {attr = "pkg.__version__"}` (pyproject) or `version = attr: pkg.__version__` (setup.cfg's `[metadata]`)
		if (table === "tool.setuptools.dynamic" || table === "metadata") {
			const attr = /^\s*version\s*=\s*(?:\{\s*attr\s*=\s*["']|attr:\s*)([\w.]{1,200})/.exec(line)?.[1];
			if (attr && attr.includes(".")) for (const file of ModuleFiles(attr.replace(/\.[^.]+$/, ""))) out.add(file);
			const file = /^\s*version\s*=\s*(?:\{\s*file\s*=\s*\[?\s*["']|file:\s*)([\w./-]{1,200})/.exec(line)?.[1];
			if (file) out.add(file.replace(/^\.\//, ""));
		}
	}
	close();
	return [...out].filter((path) => !path.split("/").includes("..")).slice(0, 16);
};

/** A reader of a package file that keeps its last reading: the scan asks the file for its facts and then for the
 * modules it names, one parse for both (as `StrictObject` keeps its last JSON). A reading is shared, never mutated. */
export const LastReading = <T>(read: (path: string, text: string) => T): ((path: string, text: string) => T) => {
	let last: { path: string; text: string; reading: T } | undefined;
	return (path, text) => {
		if (last?.path === path && last.text === text) return last.reading;
		const reading = read(path, text);
		last = { path, text, reading };
		return reading;
	};
};

/** The last text `StrictObject` parsed and what it gave: a manifest's facts and its tools' kinds read one parse. */
let lastParsed: { text: string; object: Record<string, unknown> | undefined | null } | undefined;

/** A JSON text's object, or nothing (`null`: the text is no JSON at all); the last text's parse is reused. */
const StrictObject = (text: string): Record<string, unknown> | undefined | null => {
	if (lastParsed?.text === text) return lastParsed.object;
	let object: Record<string, unknown> | undefined | null;
	try {
		const parsed = JSON.parse(text) as unknown;
		object =
			parsed && typeof parsed === "object" && !Array.isArray(parsed)
				? (parsed as Record<string, unknown>)
				: undefined;
	} catch {
		object = null;
	}
	lastParsed = { text, object };
	return object;
};

/** A JSON file's object, or nothing; a `.jsonc` (Deno's, JSR's) may carry whole-line `//` comments. */
const JsonObject = (text: string): Record<string, unknown> | undefined => {
	const strict = StrictObject(text);
	if (strict !== null) return strict;
	try {
		// the second reading drops the comments
		const parsed = JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")) as unknown;
		if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
	} catch {
		// no JSON
	}
	return undefined;
};

/** A source file kept for the version it states, by basename (`SOURCE_VERSION_FILE_NAME`). */
export const SOURCE_VERSION_FILE = new RegExp(`^${SOURCE_VERSION_FILE_NAME}$`);

/** The files besides package.json whose JSON states the version a release bumps, by basename. */
export const JSON_VERSION_FILE =
	/^(jsr\.jsonc?|deno\.jsonc?|lerna\.json|tauri\.conf\.json|manifest\.json|gemini-extension\.json)$/;
/** A coding agent's plugin manifest (Claude Code's), by path: it states the plugin's version as a package.json does. */
export const AGENT_PLUGIN_MANIFEST = /(^|\/)\.claude-plugin\/plugin\.json$/;

/**
 * The version a release bumps in JSR's and Deno's package files, Lerna's fixed version, a Tauri app's config (v2's
 * top-level `version`, v1's `package.version`) and a browser extension's manifest (only one with `manifest_version`).
 */
export const JsonVersionFacts = (path: string, text: string): GraphFact[] => {
	const json = JsonObject(text);
	return json ? JsonVersion(path, json) : [];
};

/** `JsonVersionFacts` of a file already parsed. */
const JsonVersion = (path: string, json: Record<string, unknown>): GraphFact[] => {
	if (/(^|\/)manifest\.json$/.test(path) && json.manifest_version === undefined) return [];
	const inner = json.package as Record<string, unknown> | undefined;
	const value =
		typeof json.version === "string"
			? json.version
			: inner && typeof inner === "object"
				? inner.version
				: undefined;
	return typeof value === "string" && value.length <= 64 && /^v?\d/.test(value)
		? [{ path, field: "version", value }]
		: [];
};

/**
 * The facts of a Go module's `go.mod`: its module path as the name, its `go` directive as the runtime, and every
 * required module's path (`require x v1` and the `require ( … )` block) as a dependency, by its full path as Go code
 * imports it. The first 2000 lines.
 */
export const GoModFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	let inBlock = false;
	for (const line of FirstLines(text)) {
		const code = line.replace(/\/\/.*$/, "").trim();
		const module = /^module\s+"?([^\s"]+)"?$/.exec(code)?.[1];
		if (module) facts.push({ path, field: "name", value: module });
		// the `go 1.25` directive: the oldest Go toolchain the module builds with, as requires-python is Python's
		const runtime = /^go\s+(\d+\.\d+(?:\.\d+)?)$/.exec(code)?.[1];
		if (runtime) facts.push({ path, field: "runtime", value: runtime });
		if (/^require\s*\($/.test(code)) inBlock = true;
		else if (inBlock && code === ")") inBlock = false;
		const required = inBlock ? /^([^\s(]+)\s+v\d/.exec(code)?.[1] : /^require\s+([^\s(]+)\s+v\d/.exec(code)?.[1];
		if (required && required.length <= 200 && !facts.some((fact) => fact.value === required))
			facts.push({ path, field: "dependency", value: required });
	}
	return facts;
};

// The Cargo tables whose keys are crates: `[dependencies]`, `[dev-dependencies]`, `[build-dependencies]`, the
// workspace's and a target's (`[target.'cfg(unix)'.dependencies]`)
const CARGO_DEPENDENCY_TABLE = /^(workspace\.|target\..+\.)?(dev-|build-)?dependencies$/;

/**
 * The facts of a Rust crate's `Cargo.toml`: `[package]` (or `[workspace.package]`) name, version, licence and
 * `rust-version` (the runtime), and the crates its dependency tables name (`serde = "1"`, `[dependencies.serde]`). Read
 * line by line, the first 2000 lines.
 */
export const CargoFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	let table = "";
	for (const line of FirstLines(text)) {
		// an array of tables (`[[bin]]`, `[[example]]`) is a table too: its keys are no crates
		const header = /^\s*\[\[?([^\]]+)\]\]?\s*(#.*)?$/.exec(line)?.[1]?.trim();
		if (header !== undefined) {
			table = header;
			// `[dependencies.serde]`: the crate is the header's last part
			const crate = /^(?:workspace\.|target\..+\.)?(?:dev-|build-)?dependencies\.([\w-]+)$/.exec(header)?.[1];
			if (crate && !facts.some((fact) => fact.field === "dependency" && fact.value === crate))
				facts.push({ path, field: "dependency", value: crate });
			continue;
		}
		// a dotted key names its first part (`serde.workspace = true`, `version.workspace = true` states no version)
		const entry = /^\s*([\w-]+)(?:\.[\w.-]+)?\s*=\s*(.*)$/.exec(line);
		if (!entry) continue;
		const [, key, value] = entry as unknown as [string, string, string];
		if (table === "package" || table === "workspace.package") {
			const stated = /^["']([^"']{1,200})["']/.exec(value)?.[1];
			if (key === "name" && stated && table === "package") facts.push({ path, field: "name", value: stated });
			if (key === "version" && stated && /^v?\d/.test(stated))
				facts.push({ path, field: "version", value: stated });
			// the minimum supported Rust version (MSRV)
			if (key === "rust-version" && stated && /^\d+\.\d+/.test(stated))
				facts.push({ path, field: "runtime", value: stated });
			// the licence a crate publishes under (`license = "MIT OR Apache-2.0"`; an inherited one states none)
			if (key === "license" && stated) facts.push({ path, field: "license", value: stated });
		} else if (
			CARGO_DEPENDENCY_TABLE.test(table) &&
			!facts.some((f) => f.field === "dependency" && f.value === key)
		)
			facts.push({ path, field: "dependency", value: key });
	}
	return facts;
};

/** The facts of `path` a line reader states, each once: a value stated again, or none, is dropped. */
export const DistinctFacts = (path: string) => {
	const facts: GraphFact[] = [];
	// (a set, so a file stating thousands of facts, a POM's properties, costs one look each)
	const seen = new Set<string>();
	const push = (field: GraphFact["field"], value: string | undefined): void => {
		if (!value || seen.has(`${field}\0${value}`)) return;
		seen.add(`${field}\0${value}`);
		facts.push({ path, field, value });
	};
	return { facts, push };
};

/** A gemspec's or a Gemfile's dependency line: `spec.add_dependency 'json'`, `s.add_development_dependency "rake"`, `gem 'rails'`;
 * a podspec's and a Podfile's (`s.dependency 'Alamofire'`, `pod 'SnapKit'`). */
const GEM_DEPENDENCY =
	/^\s*(?:\w+\.add_(?:runtime_|development_)?dependency|\w+\.dependency|gem|pod)\s*\(?\s*["']([\w.\/-]+)["']/;

/**
 * The facts of a gem's gemspec and of a Gemfile, line by line (the first 2000): the gem's name, a literal version, its
 * licence, the Ruby it requires (`required_ruby_version = '>= 3.0'`, the runtime) and every gem it depends on.
 */
export const GemFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	for (const line of FirstLines(text)) {
		const dep = GEM_DEPENDENCY.exec(line)?.[1];
		if (dep) {
			push("dependency", dep);
			continue;
		}
		const attribute =
			/^\s*\w+\.(name|version|licenses?|required_ruby_version)\s*=\s*(?:\[|\{\s*:type\s*=>)?\s*["']([^"']{1,200})["']/.exec(
				line,
			);
		if (!attribute) continue;
		const [, key, value] = attribute as unknown as [string, string, string];
		if (key === "name") push("name", value);
		else if (key === "version" && /^\d/.test(value)) push("version", value);
		else if (key.startsWith("license")) push("license", value);
		else {
			const floor = /(\d+\.\d+)/.exec(value)?.[1];
			if (floor) push("runtime", floor);
		}
	}
	return facts;
};

/** A Swift package's dependency (`.package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0")`, `.package(name:
 * "Foo", …)`, a registry's `.package(id: "scope.swift-log", …)`): the package as a target's `.product(…, package:)` names it. */
const SWIFT_DEPENDENCY =
	/\.package\s*\(\s*(?:name:\s*"([\w.-]+)"|url:\s*"[^"]*?\/([\w.-]+?)(?:\.git)?\/?"|id:\s*"[\w-]+\.([\w.-]+)")/;

/**
 * The facts of a Swift package's manifest (`Package.swift`), line by line (the first 2000, each up to 2000 characters):
 * the package's name (the first `name:` from `Package(` on: a target's or a trait's above it is none), the packages it
 * depends on, and the Swift tools version its first line states (`// swift-tools-version:5.9`) as the runtime it needs.
 */
export const SwiftFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	let named = false;
	let inPackage = false;
	for (const whole of FirstLines(text)) {
		let line = whole.slice(0, LINE_CAP);
		const tools = /^\/\/\s*swift-tools-version\s*:\s*(\d+\.\d+(\.\d+)?)/.exec(line)?.[1];
		if (tools) push("runtime", tools);
		const dependency = SWIFT_DEPENDENCY.exec(line);
		if (dependency) {
			push("dependency", dependency[1] ?? dependency[2] ?? dependency[3]);
			continue;
		}
		if (named) continue;
		const opening = /\bPackage\s*\(/.exec(line);
		if (opening) {
			inPackage = true;
			line = line.slice(opening.index + opening[0].length);
		}
		if (!inPackage) continue;
		const name = /^\s*name:\s*"([\w-][\w.-]{0,199})"/.exec(line)?.[1];
		if (name) {
			push("name", name);
			named = true;
		}
	}
	return facts;
};

/** A Mix project's dependency, one tuple a line, with its requirement or its options (`{:jason, "~> 1.4"}`,
 * `{:ex_doc, ">= 0.0.0", only: :dev}`, `{:plug, github: "elixir-plug/plug"}`; never a result, `{:ok, v}`). */
const MIX_DEPENDENCY =
	/^\s*\{\s*:([a-z_]\w*)\s*,\s*(?:"\s*(?:~>|>=|<=|==|>|<|\d)|(?:github|git|path|only|optional|runtime|override|in_umbrella|sparse|app|hex|organization|repo|env|targets|manager|compile):)/;

/**
 * The facts of an Elixir project's `mix.exs`, line by line (the first 2000, each up to 2000 characters): the app's name
 * (`app: :plug`), a literal version (`version: "1.15.3"` or the `@version` attribute it reads), the Elixir it needs
 * (`elixir: "~> 1.14"`: the runtime), its licences (`licenses: ["Apache-2.0"]`) and its dependencies.
 */
export const MixFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		const dependency = MIX_DEPENDENCY.exec(line)?.[1];
		if (dependency) {
			push("dependency", dependency);
			continue;
		}
		push("name", /^\s*app:\s*:([a-z_]\w{0,199})/.exec(line)?.[1]);
		const version = /^\s*(?:@version\s+|version:\s*)"(\d+\.\d+[^"]{0,190})"/.exec(line)?.[1];
		push("version", version);
		const elixir = /^\s*elixir:\s*"[~>=< ]*(\d+\.\d+)/.exec(line)?.[1];
		push("runtime", elixir);
		const licences = /^[\s[%{]*licenses:\s*\[([^\]]{1,400})\]/.exec(line)?.[1];
		if (licences) for (const found of licences.matchAll(/"([^"]{1,200})"/g)) push("license", found[1]);
	}
	return facts;
};

/** A platform requirement Composer checks but never installs (`php`, `ext-json`, `lib-pcre`, `composer-plugin-api`). */
const COMPOSER_PLATFORM =
	/^(php(-64bit|-ipv6|-zts|-debug)?|hhvm|composer(-plugin|-runtime)?-api|composer|(ext|lib)-[\w.-]+)$/;

/** The facts a composer.json states: name, version, licence (a string or a list), binaries, script names, the packages
 * it requires or suggests (not the platform's). */
export const ComposerFacts = (path: string, text: string): GraphFact[] => {
	const read = JsonManifest(path, text);
	if (!read) return [];
	const { json, facts, add } = read;
	for (const value of strings(json.license)) add("license", value);
	for (const value of strings(json.bin)) add("bin", value);
	for (const key of KeysOf(json.scripts).slice(0, 200)) add("script", key);
	for (const group of ["require", "require-dev", "suggest"])
		for (const key of KeysOf(json[group]).slice(0, 500)) if (!COMPOSER_PLATFORM.test(key)) add("dependency", key);
	return facts;
};

/** A Gradle script's dependency line with its coordinates (`implementation("com.google.guava:guava:33.0")`,
 * `testImplementation 'junit:junit:4.13'`, `api(platform("…"))`): the artifact id. */
const GRADLE_DEPENDENCY =
	/^\s*(?:api|implementation|compileOnly|runtimeOnly|testImplementation|testRuntimeOnly|testCompileOnly|annotationProcessor|kapt|ksp|classpath|errorprone)\s*(?:\(\s*)?(?:platform\s*\(\s*)?["'][\w.-]+:([\w.-]+)/;
/** A version catalog's library by its module (`guava = { module = "com.google.guava:guava", version.ref = "guava" }`,
 * `jspecify = "org.jspecify:jspecify:1.0.0"`, `{ group = "org.ow2.asm", name = "asm" }`): the artifact id. */
const CATALOG_MODULE = /(?:module\s*=\s*|^\s*[\w.-]+\s*=\s*)["'][\w.-]+:([\w.-]+)|\bname\s*=\s*["']([\w.-]+)["']/;
/** A version catalog's plugin by its id (`versions = { id = "com.github.ben-manes.versions", … }`, `kotlin = "id:2.0.0"`). */
const CATALOG_PLUGIN = /\bid\s*=\s*["']([\w.-]+)["']|^\s*[\w.-]+\s*=\s*["']([\w.-]+)[:"']/;
/** A POM element's tag, opening, closing or empty (`<version>`, `</dependency>`, `<relativePath />`), its attributes on
 * the lines below too (Maven's archetype writes `<project xmlns=…` over two lines). */
const POM_TAG = /<(\/?)([A-Za-z_][\w.:-]{0,100})([^<>]{0,2000})>/g;
/** The text an element holds up to its own closing tag, read where its opening tag ends. */
const POM_TEXT = /([^<]{1,200})<\/([A-Za-z_][\w.:-]{0,100})>/y;
/** How much of a POM is read: as much as the line readers read of a file. */
const POM_CAP = 2000 * 2000;
/** How deep a POM's elements are followed (real ones nest under ten). */
const POM_DEPTH = 64;
/** A property that states the Java release a build compiles for (`maven.compiler.release`, `java.version`): the runtime. */
const POM_JAVA_LEVEL = /^(maven\.compiler\.(release|source|target)|java\.version|jdk\.version|java\.release)$/;
/** The words of a version property's name that name no dependency (`commons.release.version`, `slf4j.api.version`,
 * `jacoco.version`: the project's own release, Java, a module's everyday part, the build's plugins and the tools they
 * run, a frontend plugin's Node and npm). */
const POM_NO_DEPENDENCY =
	/^(release|rc|bc|project|java|jdk|maven|build|source|target|compiler|encoding|plugins?|commons|parent|previous|minimal|min|next|dev|snapshot|api|binary|compat|core|impl|spec|version|[\w-]+-plugin|japicmp|jacoco|spotless|surefire|failsafe|checkstyle|pmd|spotbugs|javadoc|enforcer|jar|shade|antrun|site|deploy|install|gpg|sonar|moditect|revapi|clirr|buildnumber|rat|sortpom|flatten|bnd|felix|animal|exec|resources|dependency|coveralls|pitest|cyclonedx|scm|wagon|node|npm|yarn|pnpm)$/i;

/** The dependency a version property names (`jackson.version`, `commons.bytebuddy.version`, `version.logback`,
 * `slf4j.api.version`): its first word that is no build word, as a catalog's alias names one. */
const PomVersionProperty = (property: string): string | undefined => {
	const words = property.split(".");
	if (words.length < 2 || (words.at(-1) !== "version" && words[0] !== "version")) return undefined;
	return words.find((word) => word.length >= 3 && /^[\w-]+$/.test(word) && !POM_NO_DEPENDENCY.test(word));
};

/**
 * What a POM element holding `value` states, by its path from the root (`project/version`): the project's version, its
 * artifact id as its name, a licence's name, the Java level it compiles for, a dependency (never one an exclusion names,
 * what the dependency must not bring) and the dependencies its version properties name.
 */
const PomElementFacts = (path: string, value: string): [GraphFact["field"], string][] => {
	const literal = !value.includes("${");
	if (path === "project/version" && literal) return [["version", value]];
	if (path === "project/properties/revision" && literal && /^\d/.test(value)) return [["version", value]];
	if (path === "project/artifactId" && literal) return [["name", value]];
	if (path === "project/licenses/license/name") return [["license", value]];
	if (/\/dependency\/artifactId$/.test(path) && !path.includes("/exclusion/") && /^[\w.-]+$/.test(value))
		return [["dependency", value]];
	const property = /^project\/(?:profiles\/profile\/)?properties\/([\w.-]+)$/.exec(path)?.[1];
	if (property === undefined) return [];
	if (POM_JAVA_LEVEL.test(property) && /^(1\.)?\d+$/.test(value)) return [["runtime", value]];
	const dependency = PomVersionProperty(property);
	return dependency ? [["dependency", dependency]] : [];
};

/** A POM's text without its comments and CDATA sections (an unclosed one runs to the end), in one pass. */
const PomMarkup = (text: string): string => {
	let out = "";
	let at = 0;
	while (at < text.length) {
		const comment = text.indexOf("<!--", at);
		const cdata = text.indexOf("<![CDATA[", at);
		const start = comment < 0 ? cdata : cdata < 0 ? comment : Math.min(comment, cdata);
		if (start < 0) break;
		out += text.slice(at, start);
		const end = text.indexOf(start === comment ? "-->" : "]]>", start);
		at = end < 0 ? text.length : end + 3;
	}
	return out + text.slice(at);
};

/**
 * The facts of a Maven POM (its first 4 MB), read as a stream of tags: each element's path from the root decides what
 * its text states (`PomElementFacts`). A closing tag closes every element opened inside it, so a stray open tag (an
 * unmatched `<br>` in a description) costs nothing beyond its parent.
 */
export const PomFileFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const markup = PomMarkup(text.slice(0, POM_CAP));
	const elements: string[] = [];
	POM_TAG.lastIndex = 0;
	for (let tag = POM_TAG.exec(markup); tag !== null; tag = POM_TAG.exec(markup)) {
		const [, closing, name, attributes] = tag as unknown as [string, string, string, string];
		if (closing) {
			const open = elements.lastIndexOf(name);
			if (open >= 0) elements.length = open;
			continue;
		}
		if (attributes.endsWith("/")) continue;
		// an element holding text alone (`<version>1.2</version>`): what it states, read past its closing tag
		POM_TEXT.lastIndex = POM_TAG.lastIndex;
		const held = POM_TEXT.exec(markup);
		if (held && held[2] === name) {
			const value = held[1]!.trim();
			if (value !== "")
				for (const [field, stated] of PomElementFacts([...elements, name].join("/"), value))
					push(field, stated);
			POM_TAG.lastIndex = POM_TEXT.lastIndex;
			continue;
		}
		if (elements.length < POM_DEPTH) elements.push(name);
	}
	return facts;
};

/** How much of one line a line-read build file is read: its first 2000 characters. */
export const LINE_CAP = 2000;

/** A catalog's version alias that names no library: an Android build's SDK levels and its own version and code
 * (`minSdk = "24"`, `android-compileSdk`, `versionCode`), keys its build scripts set. */
const CATALOG_NO_DEPENDENCY =
	/^((android|project|app)[-_.]?)?((min|target|compile)[-_]?sdk([-_]?version)?|version[-_]?(code|name))$/i;

/**
 * The facts of a Gradle build file, line by line (the first 2000, each up to 2000 characters): the artifact ids a Gradle
 * script or a version catalog depends on (as the queries name them: `guava`, `junit-jupiter`), a catalog's version
 * aliases (`errorprone`) and plugin ids, a Gradle script's literal project version. (A POM is `PomFileFacts`'.)
 */
export const JvmFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push: pushDistinct } = DistinctFacts(path);
	const push = (field: GraphFact["field"], value: string | undefined) => {
		if (value !== undefined && value.length <= 200) pushDistinct(field, value);
	};
	const catalog = path.endsWith(".versions.toml");
	let section = "";
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		if (catalog) {
			const header = /^\s*\[([\w-]+)\]\s*$/.exec(line);
			if (header) {
				section = header[1]!;
				continue;
			}
			if (section === "versions") {
				// (an Android build's SDK levels and own version kept in the catalog are no library: `minSdk = "24"`)
				const alias = /^\s*([\w.-]+)\s*=/.exec(line)?.[1];
				if (alias !== undefined && !CATALOG_NO_DEPENDENCY.test(alias)) push("dependency", alias);
			} else if (section === "libraries") {
				// (the alias the build scripts name it by too: `kotest = "io.kotest:kotest-assertions-core:5.9.1"`)
				const found = CATALOG_MODULE.exec(line);
				push("dependency", found?.[1] ?? found?.[2]);
				push("dependency", /^\s*([\w.-]+)\s*=/.exec(line)?.[1]);
			} else if (section === "plugins") {
				const found = CATALOG_PLUGIN.exec(line);
				push("dependency", found?.[1] ?? found?.[2]);
			}
		} else {
			const found = GRADLE_DEPENDENCY.exec(line)?.[1];
			if (found) push("dependency", found);
			else push("version", /^version\s*=\s*["'](\d[^"']*)["']/.exec(line)?.[1]);
			// (an Android app's version, in its module's `defaultConfig`: `versionName "1.4.3"`, `versionName = "2.0"`)
			push("version", /^\s*versionName\s*(?:=\s*)?["'](\d[^"']*)["']/.exec(line)?.[1]);
		}
	}
	return facts;
};

/** A properties file's line (`VERSION_NAME=5.1.0`, `POM_LICENSE_NAME: Apache-2.0`): its key and value. */
const PROPERTY_LINE = /^\s*([\w.-]{1,200})\s*[=:]\s*(\S.{0,199}?)\s*$/;
/** A property naming the version of a library the build uses (`kotlinVersion`, `okhttp_version`, `kotlin.version`). */
const PROPERTY_DEPENDENCY_VERSION = /^([A-Za-z][A-Za-z0-9]*?)[._-]?[Vv]ersion$/;
/** …unless the name is the project's own, the JVM's, Gradle's, a Kotlin language level's or an Android SDK level's or
 * tool's (`minSdkVersion`, `ndkVersion`). */
const PROPERTY_NO_DEPENDENCY =
	/^(project|app|lib|library|plugin|build|buildTools|ndk|language|toolchain|systemProp|java|jvm|jdk|gradle|min|max|target|source|compile|sdk|minSdk|targetSdk|compileSdk|api|release|current|next|previous|base|module|pom|code)$/i;

/**
 * The facts of a `gradle.properties`, line by line (the first 2000): the version the publishing plugin reads
 * (`VERSION_NAME`, `version`) or an Android app's build script does (`projectVersionName`), the published artifact's id
 * as its name (`POM_ARTIFACT_ID`), its licence (`POM_LICENSE_NAME`) and the libraries a version property names
 * (`kotlinVersion=2.1.0`).
 */
export const GradlePropertiesFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	for (const whole of FirstLines(text)) {
		const found = PROPERTY_LINE.exec(whole.slice(0, LINE_CAP));
		if (!found) continue;
		const [, key, value] = found as unknown as [string, string, string];
		// (an Android app's, read by its build script: `projectVersionName=0.6.0-alpha02`)
		if (/^(VERSION_NAME|version|(project|app)?[Vv]ersionName)$/.test(key)) {
			if (/^\d/.test(value)) push("version", value);
		} else if (key === "POM_ARTIFACT_ID") push("name", value);
		else if (/^POM_LICEN[CS]E_NAME$/.test(key)) push("license", value);
		else {
			const dependency = PROPERTY_DEPENDENCY_VERSION.exec(key)?.[1];
			if (dependency && dependency.length >= 3 && !PROPERTY_NO_DEPENDENCY.test(dependency) && /^\d/.test(value))
				push("dependency", dependency);
		}
	}
	return facts;
};

/** An sbt module id (`"org.typelevel" %% "cats-core" % catsVersion`, `addSbtPlugin("org.scala-js" % "sbt-scalajs" %
 * "1.17.0")`, Scala.js' `%%%`): the artifact's name. */
// (the rest of the chain read past, its version and configuration: `% "3.2.0" % "test"` names no module)
const SBT_MODULE = /["'][\w.-]+["']\s*%{1,3}\s*["']([\w.-]+)["'](?:\s*%{1,3}\s*(?:"[^"\n]{0,100}"|[\w.]{1,100}))*/g;
/** A library's version kept in a value (`val scalaCheckVersion = "1.18.1"`, `val cats = "2.12.0"` in `Versions`). */
const SBT_VERSION_VALUE = /^\s*(?:lazy\s+)?val\s+([A-Za-z]\w*?)(?:Version|V)?\s*=\s*"\d[^"]{0,50}"/;
/** The build's own version (`ThisBuild / version := "0.14.10"`, `version in ThisBuild := …`, sbt-typelevel's
 * `tlBaseVersion`). */
const SBT_OWN_VERSION = /\b(?:version|tlBaseVersion)\s*(?:in\s+ThisBuild\s*)?:=\s*"(\d[^"]{0,100})"/;
/** The Scala release a build compiles with (`scalaVersion := "2.13.14"`), or sbt's own (`sbt.version=1.10.2`). */
const SBT_RUNTIME =
	/\bscalaVersion\s*(?:in\s+ThisBuild\s*)?:=\s*"(\d[^"]{0,50})"|^\s*sbt\.version\s*=\s*(\d[\w.-]{0,50})/;
/** A licence the build publishes under (`licenses := Seq("Apache-2.0" -> url(…))`, `License.MIT`). */
const SBT_LICENSE = /\blicenses\s*(?::=|\+\+?=)[^"\n]{0,40}?(?:"([^"]{1,100})"|License\.(\w{1,50}))/;
/** A module's published name (`name := "circe-core"`, `moduleName := "pureconfig-cats"`). */
const SBT_NAME = /\b(?:moduleName|name)\s*:=\s*"([\w.-]{1,100})"/;

/**
 * The facts of an sbt build file (`build.sbt`, `project/plugins.sbt`, `project/Dependencies.scala`, `version.sbt`,
 * `project/build.properties`), line by line (the first 2000): the modules and plugins it depends on, the libraries its
 * version values name, its own version, the Scala (or sbt) release it builds with, its licence and modules' names.
 */
export const SbtFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	// (inside a block comment, `/* … */`, nothing is stated)
	let commented = false;
	for (const whole of FirstLines(text)) {
		let line = whole.slice(0, LINE_CAP);
		if (commented) {
			const end = line.indexOf("*/");
			if (end < 0) continue;
			commented = false;
			line = line.slice(end + 2);
		}
		const start = line.indexOf("/*");
		if (start >= 0 && !line.includes("*/", start + 2)) {
			commented = true;
			line = line.slice(0, start);
		}
		if (/^\s*\/\//.test(line)) continue;
		for (const found of line.matchAll(SBT_MODULE)) push("dependency", found[1]);
		const valued = SBT_VERSION_VALUE.exec(line)?.[1];
		// (never the build's own: the Scala releases, `Scala213`, the previous release MiMa compares with)
		if (
			valued &&
			valued.length >= 3 &&
			!/^(scala|sbt|project|build|base|current|previous|java|jdk)\d*$/i.test(valued) &&
			!/^(previous|current|next|base|min|max|old|mima)[A-Z]/.test(valued)
		)
			push("dependency", valued);
		push("version", SBT_OWN_VERSION.exec(line)?.[1]);
		const runtime = SBT_RUNTIME.exec(line);
		push("runtime", runtime?.[1] ?? runtime?.[2]);
		const licence = SBT_LICENSE.exec(line);
		push("license", licence?.[1] ?? licence?.[2]);
		push("name", SBT_NAME.exec(line)?.[1]);
	}
	return facts;
};

/** A cabal file's field (`version: 2.14.0`, `  build-depends: base >=4.8 && <5,`): its indent, name and value. */
const CABAL_FIELD = /^(\s*)([A-Za-z][\w-]{0,100})\s*:(.*)$/;

/**
 * The facts of a Haskell package's cabal file, line by line (the first 2000): its name and version (top-level fields),
 * licence, the packages every component's `build-depends` lists (over its continuation lines too) and the executables'
 * `main-is` module.
 */
export const CabalFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const depends = (value: string) => {
		for (const piece of value.split(",", 500)) push("dependency", /^\s*([A-Za-z][\w-]{0,100})/.exec(piece)?.[1]);
	};
	// the field whose continuation lines are read (build-depends) and its indent; the stanza a field is in
	let listing = false;
	let indent = 0;
	let stanza = "";
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		if (/^\s*(--|$)/.test(line)) continue;
		const lineIndent = /^\s*/.exec(line)![0].length;
		// (a continuation line is the list's, a sublibrary's `foo:internal` too)
		if (listing && lineIndent > indent) {
			depends(line);
			continue;
		}
		listing = false;
		const found = CABAL_FIELD.exec(line);
		if (!found) {
			if (lineIndent === 0) stanza = /^([A-Za-z][\w-]*)/.exec(line)?.[1]?.toLowerCase() ?? "";
			continue;
		}
		const [, space, name, rest] = found as unknown as [string, string, string, string];
		const field = name.toLowerCase();
		const value = rest.trim();
		indent = space.length;
		listing = field === "build-depends";
		if (listing) depends(value);
		else if (indent === 0 && field === "name") push("name", value);
		else if (indent === 0 && field === "version" && /^\d/.test(value)) push("version", value);
		else if (indent === 0 && field === "license" && value !== "") push("license", value);
		else if (stanza === "executable" && field === "main-is" && value !== "") push("main", value);
	}
	return facts;
};

/**
 * Reads a braced block line by line (a rockspec's `dependencies = {`, a `build.zig.zon`'s `.dependencies = .{`,
 * Terraform's `required_providers {`): `start` matches the line opening it, its first group the text after the opening
 * brace; `inner` gets each line's text in the block and how deep it starts (0 the opening line, 1 the block's own level,
 * 2 a nested block's), `outer` every other line.
 */
export const BracedLines = (
	lines: readonly string[],
	start: RegExp,
	inner: (text: string, depth: number) => void,
	outer: (line: string) => void,
): void => {
	let depth = 0;
	for (const line of lines) {
		const opened = start.exec(line);
		if (!opened && depth === 0) {
			outer(line);
			continue;
		}
		const text = opened ? opened[1]! : line;
		inner(text, depth);
		depth += opened ? 1 : 0;
		for (const char of text) depth += char === "{" ? 1 : char === "}" ? -1 : 0;
		if (depth < 0) depth = 0;
	}
};

/**
 * The facts of a LuaRocks rockspec, line by line (the first 2000): the package's name, a released version
 * (`version = "2.1.0-1"`; a development one, `scm-1`, states none), its licence and the rocks it depends on (its
 * dependency tables' strings, nested tables and comments read past).
 */
export const RockspecFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	BracedLines(
		FirstLines(text).map((line) => line.slice(0, LINE_CAP).replace(/--.*$/, "")),
		/^\s*(?:test_|build_)?dependencies\s*=\s*\{(.*)$/,
		(listed, depth) => {
			if (depth > 1) return;
			for (const found of listed.split("{")[0]!.matchAll(/(["'])([A-Za-z][\w.-]{0,100})[^"']{0,200}\1/g))
				push("dependency", found[2]);
		},
		(line) => {
			push("name", /^\s*package\s*=\s*["']([\w.-]{1,100})["']/.exec(line)?.[1]);
			push("version", /^\s*version\s*=\s*["'](\d[\w.-]{0,100})["']/.exec(line)?.[1]);
			push("license", /^\s*license\s*=\s*["']([^"']{1,100})["']/.exec(line)?.[1]);
		},
	);
	return facts;
};

/** How much of a Meson project's `project(…)` call is read for its name, version and licences. */
const MESON_PROJECT_CAP = 4000;

/** A Meson `project(…)` call's text, its parentheses matched past its quoted strings (`version: run_command(…)`) and
 * comments. */
const MesonProjectCall = (text: string): string | undefined => {
	const start = /^[ \t]*project\s*\(/m.exec(text);
	if (!start) return undefined;
	const from = start.index + start[0].length;
	let depth = 1;
	let quoted = false;
	for (let at = from; at < Math.min(text.length, from + MESON_PROJECT_CAP); at++) {
		const char = text[at];
		// (a comment's apostrophe, `# it's the default`, opens no string)
		if (char === "#" && !quoted) {
			const end = text.indexOf("\n", at);
			if (end < 0) return undefined;
			at = end;
		} else if (char === "'" && text[at - 1] !== "\\") quoted = !quoted;
		else if (!quoted && char === "(") depth++;
		else if (!quoted && char === ")" && --depth === 0) return text.slice(from, at);
	}
	return undefined;
};

/**
 * The facts of a C or C++ build's Meson file or Autoconf script (their first 2000 lines): the project's name, literal
 * version and licences (Meson's `project('vips', 'c', version: '8.18.2', license: 'LGPL-2.1-or-later')`, Autoconf's
 * `AC_INIT([vips], [8.15.0])`) and the libraries it looks for (`dependency('libheif', …)`, `cc.find_library('m')`,
 * `PKG_CHECK_MODULES(HEIF, [libheif >= 1.7])`).
 */
export const CBuildFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const lines = FirstLines(text).map((line) => line.slice(0, LINE_CAP));
	if (path.endsWith("meson.build")) {
		const project = MesonProjectCall(lines.join("\n"));
		if (project !== undefined) {
			push("name", /^\s*'([\w.+-]{1,100})'/.exec(project)?.[1]);
			push("version", /\bversion\s*:\s*'(\d[\w.+-]{0,100})'/.exec(project)?.[1]);
			const licences = /\blicense\s*:\s*(\[[^\]]{0,400}\]|'[^']{0,200}')/.exec(project)?.[1] ?? "";
			for (const found of licences.matchAll(/'([^']{1,200})'/g)) push("license", found[1]);
		}
		for (const line of lines)
			for (const found of line.matchAll(/\b(?:dependency|find_library)\s*\(\s*'([\w.+-]{1,100})'/g))
				push("dependency", found[1]);
		return facts;
	}
	for (const line of lines) {
		const init = /\bAC_INIT\s*\(\s*\[?([\w .+-]{1,100}?)\]?\s*,\s*\[?(\d[\w.+-]{0,100}?)\]?\s*[,)]/.exec(line);
		if (init) {
			push("name", init[1]!.trim());
			push("version", init[2]);
		}
		const modules = /\bPKG_CHECK_MODULES\s*\(\s*\[?\w+\]?\s*,\s*\[?([^\],)]{1,400})/.exec(line)?.[1];
		for (const word of modules?.split(/\s+/) ?? [])
			if (/^[A-Za-z][\w.+-]*$/.test(word) && !/^\$/.test(word)) push("dependency", word);
	}
	return facts;
};

/** A Bazel module's dependency (`bazel_dep(name = "nanobind_bazel", version = "2.7.0")`), one a line. */
const BAZEL_DEP = /^\s*bazel_dep\s*\(\s*name\s*=\s*["']([\w.-]+)["']/;

/** The modules a `MODULE.bazel` depends on (its first 2000 lines). */
export const BazelFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	for (const line of FirstLines(text)) push("dependency", BAZEL_DEP.exec(line.slice(0, LINE_CAP))?.[1]);
	return facts;
};

/** The start of an MSBuild item naming a package (`<PackageReference`, central management's `<PackageVersion`,
 * `<GlobalPackageReference`); its `Include` or `Update` may be on the lines below. */
const MSBUILD_PACKAGE_START = /<(?:PackageReference|PackageVersion|GlobalPackageReference)\b/;
/** The package such an item includes or updates (`Include="Polly.Core"`, `Update='xunit'`). */
const MSBUILD_PACKAGE_NAME = /\b(?:Include|Update)\s*=\s*["']([\w.-]+)["']/;
/** The end of such an item (`/>` or its closing tag): its `<Version>` child, if any, is above it. */
const MSBUILD_PACKAGE_END = /\/>|<\/(PackageReference|PackageVersion|GlobalPackageReference)>/;
/** An MSBuild property stating the version a build stamps or checks (`<VersionPrefix>8.6.0</VersionPrefix>`, MinVer's
 * floor, package validation's baseline), its package's name, or its licence; a condition on it is read past. */
const MSBUILD_PROPERTY =
	/<(Version|VersionPrefix|PackageVersion|MinVerMinimumMajorMinor|PackageValidationBaselineVersion|PackageId|PackageLicenseExpression)(?:\s[^>]{0,500})?>\s*([^<\s][^<]{0,199})<\//;

/**
 * The facts of a .NET project file or another MSBuild file, line by line (the first 2000, each up to 2000 characters):
 * the packages it references or pins, a literal version (a property's expression, `$(VersionPrefix)`, states none, nor
 * a package reference's own `<Version>` child), the package id as its name and its licence expression.
 */
export const MsbuildFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	// inside an item (its start tag or its children, `<Version>13.0.1</Version>`), and whether it named its package yet
	let inPackage = false;
	let named = false;
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		if (MSBUILD_PACKAGE_START.test(line)) {
			inPackage = true;
			named = false;
		}
		if (inPackage) {
			const found = named ? undefined : MSBUILD_PACKAGE_NAME.exec(line)?.[1];
			if (found) {
				push("dependency", found);
				named = true;
			}
			if (MSBUILD_PACKAGE_END.test(line)) inPackage = false;
			continue;
		}
		const property = MSBUILD_PROPERTY.exec(line);
		if (!property) continue;
		const [, key, raw] = property as unknown as [string, string, string];
		const value = raw.trim();
		if (value.includes("$(")) continue;
		if (key === "PackageId") push("name", value);
		else if (key === "PackageLicenseExpression") push("license", value);
		else if (/^\d+(\.\d+)*([-+][\w.-]*)?$/.test(value)) push("version", value);
	}
	return facts;
};

/** The .NET tools a tool manifest restores (`.config/dotnet-tools.json`: `"tools": { "dotnet-stryker": { … } }`). */
export const DotnetToolsFacts = (path: string, text: string): GraphFact[] => {
	const json = StrictObject(text);
	if (!json) return [];
	const { facts, push } = DistinctFacts(path);
	for (const key of KeysOf(json.tools).slice(0, 200)) if (key.length <= 200) push("dependency", key);
	return facts;
};

/** A pubspec's or a shard's sections whose keys are packages. */
const PUBSPEC_DEPENDENCY_SECTIONS = new Set([
	"dependencies",
	"dev_dependencies",
	"dependency_overrides",
	"development_dependencies",
]);

/**
 * The facts of a Dart or Flutter package's `pubspec.yaml` and of a Crystal shard's `shard.yml`, which share their shape,
 * line by line (the first 2000): its name, a literal version, the Dart SDK floor (`environment: sdk: ^3.4.0`) or the
 * Crystal a shard needs (`crystal: ~> 1.19`) as the runtime, a shard's `license`, and each package its dependency
 * sections name (a shard's `development_dependencies` too).
 */
export const PubspecFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	let section = "";
	// the indent of the section's members, as its first member sets it (two spaces, or four)
	let indent: number | undefined;
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		const top = /^([\w-]+):[ \t]*["']?([^"'\s#]{1,200})?/.exec(line);
		if (top) {
			const [, key, value] = top as unknown as [string, string, string | undefined];
			section = key;
			indent = undefined;
			if (key === "name" && value) push("name", value);
			else if (key === "version" && value && /^\d/.test(value)) push("version", value);
			// (the whole value, an SPDX expression too: `MIT OR Apache-2.0`)
			else if (key === "license")
				push("license", /^license:[ \t]*["']?([^"'#\n]{1,200}?)["']?[ \t]*(#.*)?$/.exec(line)?.[1]);
			// (a range's floor: `~> 1.19`, `>= 1.0, < 2.0`, `1.2.0`)
			else if (key === "crystal")
				push("runtime", /^crystal:\s*["']?\s*(?:(?:>=|~>|\^|=)\s*)?(\d+(\.\d+)*)/.exec(line)?.[1]);
			continue;
		}
		// (a package's own settings below it, `sdk: flutter`, `path: ../x`, are indented further)
		const member = /^( {1,8})([\w-]+):[ \t]*["'^>=<]*[ \t]*(\d+\.\d+(\.\d+)?)?/.exec(line);
		if (!member) continue;
		indent ??= member[1]!.length;
		if (member[1]!.length !== indent) continue;
		if (PUBSPEC_DEPENDENCY_SECTIONS.has(section)) push("dependency", member[2]);
		else if (section === "environment" && member[2] === "sdk") push("runtime", member[3]);
	}
	return facts;
};

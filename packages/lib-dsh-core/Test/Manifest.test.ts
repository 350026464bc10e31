import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildGraph } from "../Source/Function/WorkspaceGraph/Scan";
import { ClassifyFile, ClassifyFolder, DOTENV_NAME } from "../Source/Function/WorkspaceGraph/Classify";
import { JVM_LEVEL_CONSTANT } from "../Source/Variable/BuildConfig";
import { EcosystemOf, PackageFileOf } from "../Source/Function/WorkspaceGraph/Ecosystem";
import { ManifestFacts, ManifestReaderOf } from "../Source/Function/WorkspaceGraph/ManifestFacts";
import {
	CargoFacts,
	CatalogFacts,
	DeclaredVersionSources,
	TopLevelYamlFacts,
	DenoDepsFacts,
	DenoFacts,
	BazelFacts,
	ComposerFacts,
	GemFacts,
	GoModFacts,
	JvmFacts,
	PomFileFacts,
	MsbuildFacts,
	DotnetToolsFacts,
	PubspecFacts,
	SwiftFacts,
	MixFacts,
	GradlePropertiesFacts,
	SbtFacts,
	CabalFacts,
	RockspecFacts,
	CBuildFacts,
	JsonVersionFacts,
	PackageFacts,
	PythonFacts,
	RequirementsFacts,
	PackageKeyKinds,
	ToolTableKinds,
	VersionFileFacts,
} from "../Source/Function/WorkspaceGraph/Manifest";
import { ClojureFacts } from "../Source/Function/WorkspaceGraph/ClojureFacts";
import { JuliaFacts } from "../Source/Function/WorkspaceGraph/JuliaFacts";
import { DuneProjectFacts, OpamFacts } from "../Source/Function/WorkspaceGraph/OcamlFacts";
import { RDescriptionFacts } from "../Source/Function/WorkspaceGraph/RDescriptionFacts";
import { TerraformFacts } from "../Source/Function/WorkspaceGraph/TerraformFacts";
import { AnsibleFacts } from "../Source/Function/WorkspaceGraph/AnsibleFacts";
import { ZigFacts } from "../Source/Function/WorkspaceGraph/ZigFacts";
import { ErlangAppModules, ErlangFacts } from "../Source/Function/WorkspaceGraph/ErlangFacts";
import { NimbleEntries, NimbleFacts } from "../Source/Function/WorkspaceGraph/NimbleFacts";
import { PerlFacts, PerlMainModules, PerlModuleVersion } from "../Source/Function/WorkspaceGraph/PerlFacts";
import { PowerShellFacts } from "../Source/Function/WorkspaceGraph/PowerShellFacts";
import { ShardEntries } from "../Source/Function/WorkspaceGraph/ShardEntries";
import { IsTestPath } from "../Source/Function/TestPath";
import { GITHUB_COMMUNITY_PATH } from "../Source/Variable/GitHubCommunity";
import { PACKAGE_FILES } from "../Source/Variable/PackageFile";
import { SEARCH_INTENTS } from "../Source/Variable/Pack/Search";

/** The graph of a workspace of `files`, written to a new temporary folder. */
const graphOf = (files: Record<string, string>, prefix: string) => {
	const root = mkdtempSync(join(tmpdir(), prefix));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, dirname(path)), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	return BuildGraph(root);
};

/** The entry modules the graph reads in a workspace of `files`. */
const entriesOf = (files: Record<string, string>, prefix: string, kind = "entry") => {
	return graphOf(files, prefix)
		.nodes.filter((node) => node.kind === kind)
		.map((node) => node.path)
		.sort();
};

const values = (facts: { field: string; value: string }[], field: string) =>
	facts.filter((fact) => fact.field === field).map((fact) => fact.value);

/** The kinds a built graph gives one of its paths. */
const kindsOf = (graph: ReturnType<typeof BuildGraph>, path: string) =>
	graph.nodes.filter((node) => node.path === path).map((node) => node.kind);

/** The graph's kinds of a root-relative path, at its own depth. */
const kindsOfPath = (path: string) => ClassifyFile(path, path.split("/").length - 1);

/** A search pack signal's pattern, as the detector compiles it. */
const signal = (intent: string, id: string) => {
	const found = SEARCH_INTENTS[intent]!.signals!.find((one) => one.id === id)!;
	return new RegExp(found.pattern, found.caseSensitive ? "" : "i");
};

/** A pack signal hears every text of `yes` and none of `no`. */
const hears = (intent: string, id: string, yes: string[], no: string[]) => {
	for (const text of yes) expect(signal(intent, id).test(text), `${id}: ${text}`).toBe(true);
	for (const text of no) expect(signal(intent, id).test(text), `${id}: ${text}`).toBe(false);
};

describe("the Python manifests' facts", () => {
	it("files a pyproject.toml under the kinds of the tools whose tables it holds, besides the manifest", () => {
		const text = [
			"[project]",
			'name = "loguru"',
			"[tool.ruff]",
			"line-length = 100",
			"[tool.ruff.lint.per-file-ignores]",
			"[tool.pytest.ini_options]",
			"[[tool.mypy.overrides]]",
			"[tool.pyright]",
			"[tool.flit.module]",
		].join("\n");
		expect(ToolTableKinds(text).sort()).toEqual(["config", "lint-config", "test-config"]);
		expect(ToolTableKinds('[project]\nname = "x"\n# [tool.ruff] in a comment\n')).toEqual([]);
		expect(ToolTableKinds("[tool.ruff]\n".repeat(5000))).toEqual(["lint-config"]);
		const files = { ".git/HEAD": "", "pyproject.toml": text, "sub/pyproject.toml": '[project]\nname = "y"\n' };
		expect(entriesOf(files, "tool-tables-", "lint-config")).toEqual(["pyproject.toml"]);
		expect(entriesOf(files, "tool-tables-", "manifest")).toEqual(["pyproject.toml", "sub/pyproject.toml"]);
	});

	it("reads [project] dependencies, optional dependencies and dependency groups, brackets inside strings included", () => {
		const text = [
			"[project]",
			'name = "demo"',
			'version = "3.2.0.dev"',
			'dependencies = ["blinker>=1.9", "click>=8.1.3",',
			'  "httpx[http2]>=0.27",',
			"]",
			'classifiers = ["Programming Language :: Python"]',
			"[project.optional-dependencies]",
			'async = ["asgiref>=3.2"]',
			"[dependency-groups]",
			"dev = [",
			'  "ruff",',
			'  "tox",',
			"]",
			"[tool.ruff]",
			'target-version = "py310"',
			'extend-select = ["B"]',
		].join("\n");
		const facts = PythonFacts("pyproject.toml", text);
		expect(values(facts, "dependency")).toEqual(["blinker", "click", "httpx", "asgiref", "ruff", "tox"]);
		expect(values(facts, "version")).toEqual(["3.2.0.dev"]);
	});

	it("reads a Django app's upper-case VERSION as the version a module states", () => {
		expect(VersionFileFacts("pkg/__init__.py", 'VERSION = "4.4.6"\n')).toEqual([
			{ path: "pkg/__init__.py", field: "version", value: "4.4.6" },
		]);
		expect(VersionFileFacts("pkg/__init__.py", 'MIN_VERSION_INFO = "x"\n')).toEqual([]);
	});

	it("takes no version from `target-version` or a dynamic `{attr = …}`", () => {
		const facts = PythonFacts(
			"pyproject.toml",
			'[project]\nname = "requests"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = {attr = "requests.__version__"}\n[tool.ruff]\ntarget-version = "py310"\n',
		);
		expect(values(facts, "version")).toEqual([]);
	});

	it("reads the Python versions a distribution supports: its classifiers and the floor of requires-python", () => {
		const facts = PythonFacts(
			"pyproject.toml",
			[
				"[project]",
				'name = "slog"',
				'requires-python = ">=3.9"',
				"classifiers = [",
				'  "Programming Language :: Python :: 3.10",',
				'  "Programming Language :: Python :: 3.14",',
				'  "Programming Language :: Python :: Implementation :: CPython",',
				"]",
			].join("\n"),
		);
		expect(values(facts, "runtime")).toEqual(["3.10", "3.14", "3.9"]);
		expect(values(PythonFacts("setup.py", 'setup(name="x", python_requires=">=3.8")'), "runtime")).toEqual(["3.8"]);
		// Poetry's dependency on python is its floor; a `python_version` setting is none
		const poetry = '[tool.poetry.dependencies]\npython = "^3.9"\n\n[tool.mypy]\npython_version = "3.12"\n';
		expect(values(PythonFacts("pyproject.toml", poetry), "runtime")).toEqual(["3.9"]);
	});

	it("reads a setup.cfg's install_requires, tests_require and extras, each continued on its indented lines", () => {
		const text = [
			"[metadata]",
			"name = pre_commit",
			"version = 4.6.2",
			"[options]",
			"packages = find:",
			"install_requires =",
			"    cfgv>=2.0.0",
			"    # a comment",
			"    virtualenv>=20.10.0",
			"python_requires = >=3.10",
			"tests_require = pytest",
			"[options.extras_require]",
			"docs =",
			"    sphinx>=7",
			"[options.entry_points]",
			"console_scripts =",
			"    pre-commit = pre_commit.main:main",
		].join("\n");
		expect(values(PythonFacts("setup.cfg", text), "dependency")).toEqual([
			"cfgv",
			"virtualenv",
			"pytest",
			"sphinx",
		]);
		expect(values(PythonFacts("setup.cfg", text), "version")).toEqual(["4.6.2"]);
	});

	it("reads a requirements file's names, skipping options, URLs and comments", () => {
		const facts = RequirementsFacts(
			"requirements.txt",
			"# pinned\n-e .\n--index-url https://x\nchardet==5.2.0\nhttpx[http2]>=0.1\ncryptography ; python_version<'3.9'\nhttps://example.com/x.whl\nchardet\n",
		);
		expect(values(facts, "dependency")).toEqual(["chardet", "httpx", "cryptography"]);
	});
});

describe("the pack hears a runner's environment, install instructions and a renamed lint rule", () => {
	it("takes Vitest's environment for the test config, the install instructions for the docs, ban-types for a rule", () => {
		const key = signal("search/Test", "test-config-key");
		expect(
			["environment: 'jsdom'", 'environment: "happy-dom"', "environmentMatchGlobs"].every((q) => key.test(q)),
		).toBe(true);
		expect(["environment", "NODE_ENV", "environment: production"].some((q) => key.test(q))).toBe(false);
		expect(signal("search/Docs", "docs-ask").test("add deno to the install instructions")).toBe(true);
		expect(signal("search/Lint", "lint-word").test("ban-types")).toBe(true);
	});
});

describe("a Go module's and a Rust crate's manifests", () => {
	it("reads go.mod's module path and every required module, in the block and on one line", () => {
		const facts = GoModFacts(
			"go.mod",
			"module github.com/filebrowser/filebrowser/v2 // the module\n\ngo 1.24\n\nrequire (\n\tgithub.com/spf13/cobra v1.9.1\n\tgolang.org/x/crypto v0.38.0 // indirect\n)\n\nrequire github.com/asdine/storm/v3 v3.2.1\nreplace x => y v1.0.0\n",
		);
		expect(values(facts, "name")).toEqual(["github.com/filebrowser/filebrowser/v2"]);
		expect(values(facts, "dependency")).toEqual([
			"github.com/spf13/cobra",
			"golang.org/x/crypto",
			"github.com/asdine/storm/v3",
		]);
		expect(values(facts, "version")).toEqual([]);
	});

	it("reads Cargo.toml's name, version and the crates of every dependency table", () => {
		const facts = CargoFacts(
			"Cargo.toml",
			'[package]\nname = "ripgrep"\nversion = "14.1.1"  # the release\nlicense = "MIT"\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nclap = "4"\n\n[dev-dependencies]\nserde_json = "1"\n\n[target.\'cfg(windows)\'.dependencies]\nwinapi = "0.3"\n\n[dependencies.regex]\nversion = "1"\n\n[profile.release]\ndebug = 1\n',
		);
		expect(values(facts, "name")).toEqual(["ripgrep"]);
		expect(values(facts, "version")).toEqual(["14.1.1"]);
		expect(values(facts, "dependency")).toEqual(["serde", "clap", "serde_json", "winapi", "regex"]);
		// an array of tables' keys are no crates, and a dotted key names its crate
		const arrays = CargoFacts(
			"Cargo.toml",
			'[package]\nname = "rg"\n\n[dependencies]\nserde.workspace = true\n\n[[bin]]\nname = "rg"\npath = "main.rs"\n\n[[example]]\nname = "x"\nrequired-features = ["a"]\n',
		);
		expect(values(arrays, "dependency")).toEqual(["serde"]);
		expect(values(arrays, "name")).toEqual(["rg"]);
		// a member inheriting the workspace's version states none of its own
		expect(
			values(CargoFacts("crates/x/Cargo.toml", '[package]\nname = "x"\nversion.workspace = true\n'), "version"),
		).toEqual([]);
	});

	it("files go.mod and Cargo.toml as requirements, go.sum and Cargo.lock as lockfiles, and their linters' settings", () => {
		expect(ClassifyFile("go.mod", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("go.sum", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("go.work", 0)).toEqual(["workspace"]);
		expect(ClassifyFile("Cargo.toml", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("Cargo.lock", 0)).toEqual(["lockfile"]);
		// a requirements file states no version, licence or entry: it is no manifest a release or a licence edits
		expect(ClassifyFile("docs/requirements.txt", 1)).toEqual(["lockfile", "requirements"]);
		// a set named for what it installs, before the word or after it
		for (const name of ["mkdocs-requirements.txt", "dev_requirements.txt", "requirements-docs.in"])
			expect(ClassifyFile(name, 0), name).toEqual(["lockfile", "requirements"]);
		expect(ClassifyFile("requirements.md", 0)).toEqual(["doc"]);
		for (const name of [
			".golangci.yml",
			".golangci.yaml",
			".golangci.toml",
			"rustfmt.toml",
			".rustfmt.toml",
			"clippy.toml",
			"staticcheck.conf",
			"revive.toml",
			".rubocop.yml",
			".rubocop_todo.yml",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["lint-config"]);
		// the git hooks husky installs run the linters; its own helper folder is no hook
		expect(ClassifyFile(".husky/pre-commit", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile(".husky/_/husky.sh", 2)).toEqual([]);
		// a repository's own build, test and lint scripts ("scripts to rule them all"), with or without an extension
		expect(ClassifyFile("scripts/build", 1)).toEqual(["build-config"]);
		expect(ClassifyFile("script/build.sh", 1)).toEqual(["build-config"]);
		expect(ClassifyFile("scripts/test", 1)).toEqual(["test-config"]);
		expect(ClassifyFile("scripts/coverage", 1)).toEqual(["test-config"]);
		expect(ClassifyFile("scripts/lint.sh", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile("scripts/testing-notes.md", 1)).toEqual([]);
		// an executable's name past the word, and the CI run that runs the tests
		expect(ClassifyFile("script/build-releases", 1)).toEqual(["build-config"]);
		expect(ClassifyFile("script/cibuild", 1)).toEqual(["test-config"]);
		expect(ClassifyFile("script/build.txt", 1)).toEqual([]);
		// the runtime pins a version manager reads, and Cypress's settings before its version 10
		for (const name of [".node-version", ".python-version", ".tool-versions"])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		expect(ClassifyFile("cypress.json", 0)).toEqual(["test-config"]);
		// Cargo's settings for the crate's builds
		expect(ClassifyFile(".cargo/config.toml", 1)).toEqual(["config", "build-config"]);
		expect(ClassifyFile(".cargo/credentials.toml", 1)).toEqual([]);
	});

	it("reads the facts of a Go backend's go.mod beside its front end's package.json", () => {
		const root = mkdtempSync(join(tmpdir(), "graph-go-"));
		mkdirSync(join(root, "frontend"));
		writeFileSync(join(root, "go.mod"), "module example.com/app\n\nrequire github.com/spf13/afero v1.14.0\n");
		writeFileSync(
			join(root, "frontend", "package.json"),
			JSON.stringify({ name: "app-ui", dependencies: { vue: "3" } }),
		);
		const graph = BuildGraph(root);
		expect(
			graph.facts.filter((fact) => fact.field === "dependency").map((fact) => [fact.path, fact.value]),
		).toEqual([
			["go.mod", "github.com/spf13/afero"],
			["frontend/package.json", "vue"],
		]);
		expect(graph.packages.map((pkg) => [pkg.path, pkg.name])).toEqual([
			["", "example.com/app"],
			["frontend", "app-ui"],
		]);
	});
});

describe("what the graph and the pack call a changelog and a version", () => {
	it("files the module a Python manifest reads its version from as a version file, however it is named", () => {
		const pyproject = [
			"[project]",
			'dynamic = ["version"]',
			"[tool.hatch.version]",
			'source = "code"',
			'path = "wcmatch/__meta__.py"',
		].join("\n");
		expect(DeclaredVersionSources(pyproject)).toEqual(["wcmatch/__meta__.py"]);
		// setuptools' attr names the module, beside the manifest or under src/; its file names the file
		expect(
			DeclaredVersionSources('[tool.setuptools.dynamic]\nversion = {attr = "pkg.about.__version__"}\n'),
		).toEqual(["pkg/about.py", "pkg/about/__init__.py", "src/pkg/about.py", "src/pkg/about/__init__.py"]);
		expect(DeclaredVersionSources('[tool.setuptools.dynamic]\nversion = {file = ["VERSION"]}\n')).toEqual([
			"VERSION",
		]);
		expect(DeclaredVersionSources("[metadata]\nname = x\nversion = attr: x.__version__\n")).toContain(
			"x/__init__.py",
		);
		expect(DeclaredVersionSources("[metadata]\nversion = file: src/x/VERSION\n")).toEqual(["src/x/VERSION"]);
		// a path in another table, a climb out of the workspace or a generated file say nothing
		expect(DeclaredVersionSources('[tool.other]\npath = "a.py"\n[tool.hatch.version]\npath = "../x.py"\n')).toEqual(
			[],
		);
		expect(DeclaredVersionSources('[tool.setuptools_scm]\nversion_file = "src/x/_version.py"\n')).toEqual([]);
		// a path whose expression computes the version (from git) holds nothing a release bumps
		expect(
			DeclaredVersionSources(
				'[tool.hatch.version]\nsource = "code"\npath = "scripts/get_version.py"\nexpression = "get_version()"\n',
			),
		).toEqual([]);
		expect(
			DeclaredVersionSources('[tool.hatch.version]\npath = "src/x/about.py"\nexpression = "VERSION"\n'),
		).toEqual(["src/x/about.py"]);
		const graph = graphOf(
			{ "pyproject.toml": pyproject, "wcmatch/__meta__.py": "", "wcmatch/__init__.py": "" },
			"ver-src-",
		);
		expect(graph.nodes.filter((node) => node.kind === "version-file").map((node) => node.path)).toEqual([
			"wcmatch/__meta__.py",
		]);
		// (a declared path that is a folder, not a file, is no node either)
		expect(
			graphOf({ "pyproject.toml": pyproject, "wcmatch/__meta__.py/x": "" }, "ver-src-dir-").nodes.some(
				(node) => node.kind === "version-file",
			),
		).toBe(false);
		// (a declared file that is not there is no node)
		expect(
			graphOf({ "pyproject.toml": pyproject }, "ver-src-gone-").nodes.some(
				(node) => node.kind === "version-file",
			),
		).toBe(false);
	});

	it("files Jest's JSON config as test config", () => {
		expect(ClassifyFile("jest.config.json", 0)).toEqual(["test-config"]);
		expect(ClassifyFile("packages/a/jest.config.e2e.json", 2)).toEqual(["test-config"]);
	});

	it("classifies History.md and CHANGES.md as changelogs", () => {
		expect(ClassifyFile("History.md", 0)).toEqual(["changelog"]);
		// a release tool's settings are how a version is cut; a task runner's file is build config, as a Makefile
		for (const name of [".release-it.json", ".releaserc.yml", "release.config.cjs", "release-please-config.json"])
			expect(ClassifyFile(name, 0), name).toEqual(["version-file"]);
		for (const name of ["Gruntfile.js", "gulpfile.mjs", "Justfile", "Taskfile.yml"])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		expect(ClassifyFile("release-notes.json", 0)).toEqual([]);
		expect(ClassifyFile("CHANGES.md", 0)).toEqual(["changelog"]);
	});

	it("files a composite action, tox.toml, a spelling checker's settings, a runner's variant config and a settings package", () => {
		expect(ClassifyFile(".github/actions/ci-setup/action.yml", 3)).toEqual(["workflow"]);
		expect(ClassifyFile(".github/actions/action.md", 2)).toEqual([]);
		// the other CI services' pipelines: a file by its name, a folder's files
		for (const name of [".drone.yml", ".gitlab-ci.yml", "appveyor.yml", "Jenkinsfile", "bitbucket-pipelines.yml"])
			expect(ClassifyFile(name, 0)).toEqual(["workflow"]);
		expect(ClassifyFolder(".woodpecker", 0)).toEqual(["workflow"]);
		expect(ClassifyFile("docs/drone.yml", 1)).toEqual([]);
		expect(ClassifyFile("tox.toml", 0)).toEqual(["test-config", "lint-config"]);
		expect(ClassifyFile(".codespellrc", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("_typos.toml", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("tests/playwright/playwright.react.config.ts", 2)).toEqual(["test-config"]);
		expect(ClassifyFile("vitest.config.e2e.mts", 0)).toEqual(["test-config"]);
		// a monorepo's shared settings packages: their modules are the tool's settings, their manifest and tests are not
		expect(ClassifyFile("tooling/eslint-config/src/index.js", 3)).toEqual(["lint-config"]);
		expect(ClassifyFile("tooling/eslint-config/package.json", 2)).toEqual(["manifest"]);
		expect(ClassifyFile("tooling/eslint-config/README.md", 2)).toEqual(["doc"]);
		expect(ClassifyFile("packages/typescript-config/nextjs.json", 2)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("tooling/tsconfig/base.json", 2)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("tooling/rollup-config/src/index.js", 3)).toEqual(["build-config"]);
		expect(ClassifyFile("tooling/eslint-config/test/rules.test.js", 3)).toEqual([]);
		expect(ClassifyFile("src/my-eslint-config/x.js", 2)).toEqual([]);
	});

	it("gives the graph's build-config kind to every bundler, container and build file the pack's build-path signal names", () => {
		const buildPath = SEARCH_INTENTS["search/Build"]!.signals!.find((signal) => signal.id === "build-path")!;
		const pattern = new RegExp(buildPath.pattern);
		const names = [
			"tsup.config.ts",
			"vite.config.mjs",
			"postcss.config.cjs",
			"Dockerfile",
			"Dockerfile.dev",
			".dockerignore",
			"docker-compose.yml",
			"e2e.compose.yml",
			"turbo.jsonc",
			"nx.json",
			"Makefile",
			"MANIFEST.in",
		];
		for (const name of names) {
			expect(pattern.test(`apps/x/${name}`)).toBe(true);
			expect(ClassifyFile(`apps/x/${name}`, 2)).toEqual(["build-config"]);
		}
		for (const name of ["Dockerfile.md", "decompose.yml", "vite.config.json"]) {
			expect(pattern.test(`apps/x/${name}`)).toBe(false);
			expect(ClassifyFile(`apps/x/${name}`, 2)).toEqual([]);
		}
		// a framework's own config is named by a build question, though the graph files no build-config for it
		expect(pattern.test("astro.config.mjs")).toBe(true);
		expect(ClassifyFile("astro.config.mjs", 0)).toEqual([]);
	});

	it("gives the graph's lint-config kind to every file the pack's lint-path signal names (ignore files too)", () => {
		const lintPath = SEARCH_INTENTS["search/Lint"]!.signals!.find((signal) => signal.id === "lint-path")!;
		const pattern = new RegExp(lintPath.pattern);
		const names = [
			".prettierignore",
			".eslintignore",
			"eslint.config.mjs",
			".prettierrc.json",
			"ruff.toml",
			".flake8",
			// the git hooks that run them and check the commit messages
			"lefthook.yml",
			".lintstagedrc.json",
			"lint-staged.config.mjs",
			".commitlintrc",
			"commitlint.config.ts",
		];
		for (const name of names) {
			expect(pattern.test(`packages/x/${name}`)).toBe(true);
			expect(ClassifyFile(`packages/x/${name}`, 2)).toEqual(["lint-config"]);
		}
		expect(ClassifyFile("prettier-plugin.ts", 0)).toEqual([]);
		// a TypeScript config configures the compiler's build too: Build's notes may name it
		expect(ClassifyFile("packages/x/tsconfig.build.json", 2)).toEqual(["config", "build-config"]);
		// a build script kept with the repository's scripts; other scripts and a `build/` output folder's files are not
		expect(ClassifyFile("scripts/build.sh", 1)).toEqual(["build-config"]);
		expect(ClassifyFile("packages/x/scripts/build-js.mjs", 3)).toEqual(["build-config"]);
		// (a release script is the release's, not the build's)
		expect(ClassifyFile("scripts/release.mjs", 1)).toEqual(["version-file"]);
		expect(ClassifyFile("src/build-info.ts", 1)).toEqual([]);
		// the CSS pipeline's configs are what a styled app's build runs
		expect(ClassifyFile("postcss.config.js", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("apps/web/tailwind.config.ts", 2)).toEqual(["build-config"]);
		expect(ClassifyFile("tsconfig.json", 0)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("jsconfig.json", 0)).toEqual(["config"]);
		// the dev container a contributor's editor boots is the workspace's settings
		expect(ClassifyFile(".devcontainer.json", 0)).toEqual(["config"]);
		expect(ClassifyFolder(".devcontainer", 0)).toEqual(["config"]);
		expect(ClassifyFolder(".devcontainer", 2)).toEqual([]);
		const ask = SEARCH_INTENTS["search/Config"]!.signals!.find((one) => one.id === "config-ask")!;
		expect(new RegExp(ask.pattern, "i").test("the codespace still boots node 16")).toBe(true);
	});

	it("files JSR's and Deno's package files as manifests, a Helm chart as a version file, and reads the `.config/` folder", () => {
		for (const name of ["jsr.json", "jsr.jsonc", "deno.json", "deno.jsonc"])
			expect(ClassifyFile(`packages/core/${name}`, 2)).toEqual(["manifest"]);
		expect(ClassifyFile("charts/app/Chart.yaml", 2)).toEqual(["version-file"]);
		expect(ClassifyFile("chart.yaml", 0)).toEqual([]);
		expect(ClassifyFile(".config/turbo.jsonc", 1)).toEqual(["build-config"]);
		const files = { ".config/.oxlintrc.json": "{}", ".config/turbo.jsonc": "{}", ".cache/.oxlintrc.json": "{}" };
		expect(entriesOf(files, "dsh-config-folder-", "lint-config")).toEqual([".config/.oxlintrc.json"]);
		expect(entriesOf(files, "dsh-config-folder-", "build-config")).toEqual([".config/turbo.jsonc"]);
	});

	it("files a docs site's folder (`site/`, `www/`) as docs, and one holding its pages' folder by the pages' alone", () => {
		const files = {
			"README.md": "",
			"site/index.md": "",
			"www/docs/intro.md": "",
			"www/src/app.tsx": "",
			"packages/x/src/site/a.ts": "",
		};
		expect(entriesOf(files, "dsh-docs-", "doc")).toEqual(["README.md", "site/", "www/docs/"]);
	});

	it("one list of test runner settings names serves the pack's test-config-path and the graph's test-config", () => {
		const signal = SEARCH_INTENTS["search/Test"]!.signals!.find((one) => one.id === "test-config-path")!;
		const pattern = new RegExp(signal.pattern);
		for (const name of [
			"vitest.config.ts",
			"vitest.workspace.ts",
			"jest.setup.js",
			"playwright-ct.config.ts",
			"cypress.config.mjs",
			"wdio.conf.js",
			"karma.conf.cjs",
			".mocharc.yml",
			".taprc",
			"jasmine.json",
		]) {
			expect(pattern.test(`packages/x/${name}`)).toBe(true);
			expect(ClassifyFile(`packages/x/${name}`, 2)).toEqual(["test-config"]);
		}
		expect(ClassifyFile("wdio.conf.md", 0)).toEqual(["doc"]);
		expect(pattern.test("src/vitest.ts")).toBe(false);
	});

	it("files every dotenv spelling as config, and reads the subpaths a package exports", () => {
		for (const name of [".env", ".env.example", ".env.development.local", ".env-min.example", ".env-sample"])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		// direnv's `.envrc` is no dotenv spelling, though the environment's config all the same
		expect(DOTENV_NAME.test(".envrc")).toBe(false);
		expect(ClassifyFile(".envrc", 0)).toEqual(["config"]);
		const manifest = JSON.stringify({
			name: "@mdx-js/mdx",
			exports: { ".": "./index.js", "./internal-extnames-to-regex": "./lib/util/extnames-to-regex.js" },
		});
		const facts = PackageFacts("packages/mdx/package.json", manifest);
		expect(facts.filter((fact) => fact.field === "subpath").map((fact) => fact.value)).toEqual([
			"./internal-extnames-to-regex",
		]);
		expect(
			PackageFacts("package.json", JSON.stringify({ exports: "./index.js" })).some((f) => f.field === "subpath"),
		).toBe(false);
	});

	it("reads PEP 440 versions as version literals", () => {
		const semver = SEARCH_INTENTS["search/Version"]!.signals!.find((signal) => signal.id === "semver-literal")!;
		const pattern = new RegExp(semver.pattern);
		expect(
			["8.5.0.dev", "2.0.0rc1", "1.2.3.post1", "1.4.2", "v1.4.2-beta.1"].filter((text) => pattern.test(text)),
		).toHaveLength(5);
		expect(["1.4", "py310", "10.0.0.0"].filter((text) => pattern.test(text))).toEqual([]);
	});

	it("reads a regex for any release of a line as a version literal, and cutting or yanking one as release work", () => {
		const signal = (id: string) =>
			new RegExp(SEARCH_INTENTS["search/Version"]!.signals!.find((each) => each.id === id)!.pattern, "i");
		const semver = signal("semver-literal");
		expect([String.raw`v6\.\d+\.\d+`, String.raw`[0-9]+\.[0-9]+\.[0-9]+`].every((text) => semver.test(text))).toBe(
			true,
		);
		expect([String.raw`\d+\.\d+`, String.raw`\w+\.\w+\.\w+`].some((text) => semver.test(text))).toBe(false);
		const ask = signal("release-ask");
		expect(["cut 3.6.1 and note 3.6.0 was yanked", "cut a new release"].every((text) => ask.test(text))).toBe(true);
		expect(ask.test("cut the string at the first dot")).toBe(false);
	});
});

describe("the pack's Config and Entry signals, and the entries the graph reads", () => {
	it("hears an environment access written as a regex, and does not take `import.meta` for an import", () => {
		const env = signal("search/Config", "env-word");
		expect(
			["process.env", "process\\.env\\.", "import\\.meta\\.env|process\\.env", "os.environ", "getenv("].every(
				(q) => env.test(q),
			),
		).toBe(true);
		expect(env.test("env\\.[A-Z][A-Z_]+")).toBe(true);
		expect(["environment", "env.d.ts", "vite-env.d.ts"].some((q) => env.test(q))).toBe(false);
		const code = signal("search/Config", "code-shaped");
		expect(code.test("import.meta.env")).toBe(false);
		// code's keywords in the case code writes them: a shouted marker comment or a SQL clause is not code here
		expect(
			["DO NOT EDIT THIS LINE MANUALLY", "SELECT id FROM users", "Class names"].some((q) => code.test(q)),
		).toBe(false);
		expect(["this.state", "from x import y", "def main"].every((q) => code.test(q))).toBe(true);
		expect(code.test("import\\.meta\\.env|process\\.env")).toBe(false);
		expect(code.test("import { env } from")).toBe(true);
	});

	it("hears an entry field as a quoted key, an alternation or a jq path, and the re-export lines", () => {
		const field = signal("search/Entry", "entry-field");
		expect(
			['"main":', '"main"\\|"exports"', '"(main|module|exports)"', ".exports", "jq .bin", '"imports"'].every(
				(q) => field.test(q),
			),
		).toBe(true);
		expect(["module.exports", "main", "the main file"].some((q) => field.test(q))).toBe(false);
		const reexport = signal("search/Entry", "entry-reexport");
		expect(["^export (\\*|\\{)", "export * from", "export \\* from"].every((q) => reexport.test(q))).toBe(true);
		expect(reexport.test("export const")).toBe(false);
		const ask = signal("search/Entry", "entry-ask");
		expect(
			[
				"feat: export getAdapter function",
				"Expose `IsUnion` type",
				"Add missing exports",
				"add a command line script to convert between formats",
			].every((q) => ask.test(q)),
		).toBe(true);
		// a data export is a feature of the code, not what a module exports
		expect(["yaml export reorders my columns", "export to csv drops the header"].some((q) => ask.test(q))).toBe(
			false,
		);
	});

	it("reads the packages a pnpm workspace's catalogs pin, never its other keys", () => {
		const text = [
			"packages:",
			"  - packages/*",
			"catalog:",
			"  vite: ^7.0.0",
			"  '@comark/markdown-it': 0.3.2",
			"catalogs:",
			"  react18:",
			"    react: ^18.3.1",
			"onlyBuiltDependencies:",
			"  - esbuild",
			"overrides:",
			"  semver: ^7.7.0",
		].join("\n");
		expect(values(CatalogFacts("pnpm-workspace.yaml", text), "dependency")).toEqual([
			"vite",
			"@comark/markdown-it",
			"react",
		]);
		expect(CatalogFacts("pnpm-workspace.yaml", "packages:\n  - apps/*\n")).toEqual([]);
		// hostile text: a megabyte line under the block, or one key's name repeated, names nothing and ends
		expect(CatalogFacts("pnpm-workspace.yaml", `catalog:\n  ${"a".repeat(1 << 20)}\n`)).toEqual([]);
		expect(CatalogFacts("pnpm-workspace.yaml", `catalog:\n${"  x: 1\n".repeat(5000)}`)).toHaveLength(1);
	});

	it("hears the test runners by name as a test ask", () => {
		const ask = signal("search/Test", "test-ask");
		expect(
			[
				"jasmine warns that failFast is deprecated",
				"rebalance windows e2e matrix",
				"the mocha suite times out",
			].every((text) => ask.test(text)),
		).toBe(true);
	});

	it("hears Python version support in the classifiers and the prompt, and another tool's config as that tool's", () => {
		const key = signal("search/Config", "config-key");
		expect(key.test("Programming Language :: Python ::")).toBe(true);
		const ask = signal("search/Config", "config-ask");
		expect(
			[
				"lets drop 3.10 and require python >= 3.11 everywhere",
				"we support 3.14 now, make sure the package metadata says so",
				"move the vite config into the config folder",
			].every((text) => ask.test(text)),
		).toBe(true);
		expect(
			[
				"set NODE_ENV in the vitest e2e config instead",
				"the eslint config is too strict",
				"bump zod to 3.23",
			].some((text) => ask.test(text)),
		).toBe(false);
	});

	it("hears a typing marker as build work, a console script pointed at a function as entry work, a build script", () => {
		expect(
			signal("search/Build", "build-ask").test("ship a py.typed marker so mypy picks up our annotations"),
		).toBe(true);
		expect(signal("search/Entry", "entry-ask").test("rename cli() to main() and point the script at it")).toBe(
			true,
		);
		const field = signal("search/Entry", "entry-field");
		expect(
			["tool.poetry.scripts", String.raw`tool\.poetry\.scripts`, "entry_points=", "ENTRYPOINT"].every((q) =>
				field.test(q),
			),
		).toBe(true);
		const path = signal("search/Build", "build-path");
		expect(["scripts/build.sh", "scripts/build-js.mjs", "vite.config.ts"].every((file) => path.test(file))).toBe(
			true,
		);
		expect(["scripts/release.sh", "src/build.ts"].some((file) => path.test(file))).toBe(false);
	});

	it("hears a key only a test runner's config holds", () => {
		const key = signal("search/Test", "test-config-key");
		expect(
			["testTimeout", "setupFiles", "coverageThreshold", "addopts", "testpaths", "failFast"].every((q) =>
				key.test(q),
			),
		).toBe(true);
		// tox's, Playwright's and more of pytest's own keys
		expect(
			["setenv", "passenv", "webServer", "testDir", "log_cli_level", "norecursedirs"].every((q) => key.test(q)),
		).toBe(true);
		expect(["timeout", "test", "setup"].some((q) => key.test(q))).toBe(false);
	});

	it("hears the keys only one config holds, the release and lint spellings of real searches (blind probes)", () => {
		const spellings: [string, string, string[], string[]][] = [
			[
				"search/Test",
				"test-config-key",
				["filterwarnings", "tool.coverage", "tool\\.pytest", "fail_under"],
				["warnings", "tool.ruff"],
			],
			[
				"search/Config",
				"tsconfig-word",
				["noUncheckedIndexedAccess", "skipLibCheck", "verbatimModuleSyntax"],
				["strict", "target"],
			],
			[
				"search/Config",
				"config-key",
				[
					"engines",
					".engines, .packageManager",
					"tool\\.ty",
					"tool.pyright",
					"exclude-newer",
					"tool.uv",
					"3\\.9|py39",
				],
				["engine", "tool.ruff", "newer", "py3", "numpy39"],
			],
			[
				"search/Config",
				"package-manager-setting",
				[
					"minimumReleaseAgeExclude",
					"minimum-release-age",
					"allowBuilds|onlyBuiltDependencies",
					"engine-strict",
					"shamefully-hoist",
				],
				["minimum age", "builds", "strict", "hoist"],
			],
			[
				"search/Config",
				"config-ask",
				["declare the node versions we support", "turn on noUncheckedIndexedAccess", "ty should look at src"],
				["the type of x"],
			],
			["search/Version", "release-word", ["npm publish", "publishConfig", "dist-tag"], ["publisher", "release"]],
			[
				"search/Dependency",
				"dependency-ask",
				["allow sphinx-issues 6.x for the docs build", "allow @types/node 22.x"],
				["allow me 5 minutes", "allow retries", "allow users 5 tries"],
			],
			[
				"search/Entry",
				"entry-ask",
				["add a shorter cjs command alias", "let users run it as `python -m check_jsonschema`"],
				["add an alias for the import path", "run python -m pytest"],
			],
			["search/Version", "release-ask", ["prereleases go out under a dist-tag"], ["preview"]],
			[
				"search/Build",
				"build-tool",
				["defineBuildConfig", "unbuild", "tsdown", "flit_core", "chunkSizeWarningLimit", "manualChunks"],
				["build", "rebuilding", "chunks"],
			],
			[
				"search/Build",
				"build-path",
				["build.config.ts", "tsdown.config.mjs", "build.ts"],
				["src/build.ts", "config/build.json"],
			],
			["search/License", "license-word", ["licen", "LICENSE", "licensed"], ["licensee-x", "lichen"]],
			[
				"search/License",
				"license-ask",
				[
					"we're relicensing to MIT",
					"fix the copyright",
					"include its MIT notice",
					"ship the third-party notices",
				],
				["the lichen renderer", "prerelease notes", "add a deprecation notice", "I noticed MIT"],
			],
			[
				"search/Lint",
				"lint-word",
				[
					"unicorn/",
					"@typescript-eslint/no-explicit-any",
					"no-unused-vars",
					"PLR2004",
					"per-file-ignores",
					"printWidth",
					"no-img-element",
					"react/no-danger",
					"@next/next/no-html-link-for-pages",
					"exhaustive-deps",
					"Metrics/AbcSize",
					"Style/FrozenStringLiteralComment",
					"inherit_from",
					"target-version",
					"tool.black",
				],
				[
					"--no-verify",
					"react/",
					"E501x",
					"unused vars",
					"line",
					"--no-cache-dir",
					"no-scroll",
					"src/no",
					"style/Button.tsx",
					"Layout/Header/",
				],
			],
			["search/Config", "config-key", ["required_ruby_version", "TargetRubyVersion"], ["ruby_version_x"]],
			[
				"search/Config",
				"config-ask",
				[
					"drop support for ruby 2.7",
					"what's the minimum ruby version",
					"add a .ruby-version",
					"bump node to 22 everywhere",
					"upgrade the node version from 18",
				],
				["the ruby parser", "ruby on rails", "bump node-fetch to 3", "update the node to 4 children"],
			],
			[
				"search/Lint",
				"lint-ask",
				["black target-version lists py38", "the black config"],
				["the page is black", "black"],
			],
			["search/Entry", "entry-field", ["#app/*", "'#app/\\*'", ".imports"], ["#app", "# app/*"]],
			["search/Test", "test-config-key", ["python_classes", "python_functions"], ["python_class"]],
			["search/Build", "pack-contents", ["spec.files", "s.files = Dir["], ["specfiles", "spec/files"]],
			[
				"search/Dependency",
				"dependency-ask",
				["clean up devDeps we don't use", "drop the deps"],
				["deploy", "depth"],
			],
			["search/Dependency", "lockfile-path", ["pdm.lock", "sub/pdm.lock"], ["pdm.locks"]],
			[
				"search/Test",
				"test-config-key",
				["markers", "retries", "restoreMocks", "defaultTimeoutInterval"],
				["marker", "retry"],
			],
			["search/Build", "build-tool", ["source-includes", "tool.pdm.build", "tool\\.hatch\\.build"], ["tool.pdm"]],
			[
				"search/Entry",
				"entry-field",
				["\\[project\\.scripts\\]", "jq '{main, types, exports, files}'"],
				["project.name"],
			],
			["search/Entry", "entry-reexport", ["^export", "__all__"], ["export const", "all"]],
			[
				"search/Lint",
				"lint-word",
				["codespell", "insert_final_newline", "useIgnoreFile", "lineWidth"],
				["final", "newline", "width"],
			],
			[
				"search/Lint",
				"lint-ask",
				["codespell in pre-commit ignores the config", "a precommit hook", "set up commitlint", "lefthook"],
				["commit the fix"],
			],
			["search/Config", "tsconfig-word", ['"lib"', '"target"'], ["lib", "target"]],
			["search/Config", "config-path", [".vscode/settings.json", ".vscode/x.json"], ["vscode/settings.json"]],
			["search/Config", "config-ask", ["format-on-save in the repo's vscode settings"], ["the settlers"]],
			[
				"search/Config",
				"config-ask",
				["bump the go toolchain", "pin ruby in .tool-versions", "update .nvmrc"],
				["the tool versions table", "nvmrc-like"],
			],
			["search/Lint", "lint-ask", ["turn that rubocop cop off"], ["rubocops"]],
			["search/Dependency", "dependency-ask", ["the cli-ui example uses an old gem"], ["gemstone"]],
			["search/Dependency", "package-tool", ["bundle outdated rake"], ["bundle exec rake"]],
			["search/Dependency", "lockfile-path", ["examples/cli-ui/Gemfile.lock"], ["Gemfile.lock.bak"]],
			["search/Dependency", "manifest-path", ["Gemfile", "fzf.gemspec"], ["Gemfile.lock"]],
			[
				"search/License",
				"license-year",
				["2013-2025", "2024 Jane Doe", "© 2019"],
				["2024-01-05", "v2024", "20245"],
			],
			["search/Build", "build-tool", ["hatch", "tool.hatch"], ["hatched"]],
			["search/Lint", "lint-word", ["explicit-function-return-type"], ["return-type"]],
			["search/Lint", "lint-word", ["UP038", "prettier"], ["@types/prettier", "up038x"]],
			["search/Lint", "lint-ask", ["mypy strict is too noisy, relax it"], ["my py"]],
			[
				"search/Build",
				"build-path",
				["Dockerfile", "docker-compose.dev.yml", "apps/web/next.config.js"],
				["Dockerfile.md"],
			],
			["search/Build", "build-ask", ["update the docker base images"], ["dock the ship"]],
			[
				"search/Entry",
				"entry-bootstrap",
				["createApp(App)", "app.directive('focus'"],
				["createApplication", "myapp.mount"],
			],
			[
				"search/Entry",
				"entry-bootstrap",
				[
					"runApp\\(",
					"intent.category.LAUNCHER",
					"android.intent.action.VIEW",
					"include_tasks",
					"import_tasks:",
				],
				["runApplication", "category.LAUNCHER", "intent-service", "include_vars"],
			],
			[
				"search/Test",
				"test-config-path",
				[".sanity-ansible-ignore-2.15.txt", "tests/sanity/ignore-2.18.txt"],
				["tests/sanity/ignore.txt", "sanity-ansible-ignore.md"],
			],
			[
				"search/Test",
				"test-api",
				["molecule test", "ansible-test sanity", "kotlinx.kover", "molecule.yml"],
				["molecules", "koverXmlReport", "Molecule(", "rg molecule src/"],
			],
			["search/Lint", "lint-word", ["supported_ansible", "ansible-lint"], ["page_width", "ansible"]],
			["search/License", "license-word", ["BUSL-1.1"], ["BUSL-1.2"]],
			[
				"search/Dependency",
				"manifest-path",
				["galaxy.yml", "meta/main.yml", "meta/collection-requirements.yml"],
				["main.yml", "tasks/main.yml"],
			],
			["search/Docs", "docs-path", [".readthedocs.yml", "mkdocs.yml"], ["readthedocs.py"]],
			[
				"search/Entry",
				"entry-command",
				["AddCommand", "@click\\.command", "enum Cmd|Subcommand", "add_parser\\(", 'Use:\\s+"vhs', "rootCmd"],
				["addcommand", "click here", "Cmdline", "parser.add_argument"],
			],
			[
				"search/Entry",
				"entry-reexport",
				["^pub use|^pub mod", "^require 'webmock", "require 'cgi", "require_relative"],
				["required", "const x = require('cgi')"],
			],
			[
				"search/Entry",
				"entry-main",
				["#\\[proc_macro_derive", "ExitCode::FAILURE"],
				["proc-macro2", "exit_code"],
			],
			["search/Entry", "entry-ask", ["add crate-level docs", "at the crate root"], ["a crate of levels"]],
			["search/Lint", "lint-word", ["revive", "goconst", "errcheck"], ["revived", "go const"]],
			["search/Build", "build-path", ["Rakefile", "gems/Rakefile"], ["Rakefile.md"]],
			[
				"search/Entry",
				"entry-ask",
				["make sure it's loaded when the gem is required"],
				["loaded when the page is ready"],
			],
			[
				"search/License",
				"license-word",
				["GNU General Public", "LGPL", "Permission is hereby granted"],
				["general public", "GPLX"],
			],
			["search/Dependency", "dependency-word", ["gem '", "add_development_dependency"], ["gems", "gem install"]],
			[
				"search/Test",
				"test-runner",
				["go test", "cargo test", "bundle exec rspec", "npm run test"],
				["go testing", "cargo build"],
			],
			["search/Test", "test-config-path", [".codecov.yml", "codecov.yaml"], ["codecov.json"]],
			["search/Test", "test-config-key", ["RSpec.configure"], ["configure"]],
			[
				"search/Version",
				"version-path",
				["lib/webmock/version.rb", "pkg/version/version.go"],
				["src/versions.ts"],
			],
			["search/Version", "changelog-heading", ["^## \\[?0\\.", "## v2", "### 1.2"], ["## Install", "#2"]],
			["search/Build", "build-ask", ["the packaged gem ships specs"], ["the package"]],
			[
				"search/Build",
				"container-instruction",
				["apk add", "apt-get install -y", "COPY --from=builder"],
				["apk address", "APK ADD"],
			],
			// the forty-eighth pass's spellings
			[
				"search/Version",
				"release-ask",
				["we tagged a broken v1.10.0, retract it", "bump the version"],
				["we don't use bump-cli anymore"],
			],
			["search/Version", "release-word", ["bump", "bump-my-version"], ["bump-cli"]],
			[
				"search/Dependency",
				"dependency-ask",
				["add golang.org/x/sync so the cli can use errgroup", "install the package"],
				["fix the linux install steps for the .deb repo", "add src/app.ts"],
			],
			[
				"search/Config",
				"config-ask",
				["turn on strict-peer-dependencies for pnpm installs", "set node-linker"],
				["strict peer review"],
			],
			["search/Docs", "docs-site-key", ["site_description", "edit_uri"], ["description", "site_descriptions"]],
			[
				"search/Config",
				"config-key",
				[
					"swift-tools-version",
					"IPHONEOS_DEPLOYMENT_TARGET|ios.deployment_target",
					"s\\.osx\\.deployment_target",
					"jq '.configurePresets[].name'",
					"edition",
					"'edition'",
					'edition = "2024"',
				],
				["deployment_target", "special editions", "the edition of the book", "languageVersion"],
			],
			[
				"search/Config",
				"jvm-level",
				[
					"JVM_11|VERSION_11",
					"JavaVersion.VERSION_1_8",
					"KOTLIN_2_|languageVersion",
					"KotlinVersion.KOTLIN_2_1",
				],
				["API_VERSION_11", "JVM_11x", "version_11", "ProtocolVersion.VERSION_1", "VERSION_2"],
			],
			[
				"search/Config",
				"config-path",
				["CMakePresets.json", "x/CMakeUserPresets.json"],
				["CMakePresets.json.bak"],
			],
			[
				"search/Config",
				"config-ask",
				[
					"move the whole workspace to the 2024 edition",
					"raise the minimum iOS deployment target to 12.0",
					"raise the library bytecode target from java 11 to 17",
					"move the kotlin language version up",
					"add a cmake preset for asan",
				],
				["a limited edition", "add a staging deployment target", "the German language version of the page"],
			],
			[
				"search/Version",
				"version-path",
				["include/CLI/Version.hpp", "lib/version.h"],
				["include/Versions.hpp", "src/conversion.h", "src/version.h.in"],
			],
			[
				"search/Dependency",
				"manifest-path",
				["x.wrap", "subprojects/catch2.wrap"],
				["catch2.wrap.bak", "wrap", "test/fixtures/gift.wrap"],
			],
			[
				"search/Docs",
				"doxygen-key",
				["grep -n USE_MDFILE_AS_MAINPAGE docs/Doxyfile", "LAYOUT_FILE", "GENERATE_TREEVIEW|PROJECT_BRIEF"],
				["MAINPAGE", "layout_file", "project_brief"],
			],
			[
				"search/Docs",
				"docs-ask",
				["a doubled word in the options chapter of the book", "the handbook's install chapter"],
				["parse chapters from the mkv", "chapter markers"],
			],
			[
				"search/Lint",
				"lint-ask",
				["swiftlint complains about it", "bump ktlint to 1.5", "spotlessApply"],
				["swiftly", "make the UI spotless"],
			],
			[
				"search/Entry",
				"entry-reexport",
				["#include", "grep -n '#include' include/CLI/CLI.hpp", "^#include"],
				['#include "config.h"', "#include <openssl/ssl.h>", "# include the header"],
			],
			["search/Entry", "entry-path", ["Sources/CYaml/include/module.modulemap"], ["Sources/CYaml/include/x.map"]],
			[
				"search/Entry",
				"entry-ask",
				[
					"users want CLI::Timer without a second include",
					"hook the new public header up to the umbrella header",
					"the single header file should pick it up",
					"add a clang module map",
				],
				["render a single header row", "set a single header on the response", "the node module map"],
			],
			["search/Docs", "docs-ask", ["the mkdocs site description", "the docs site"], ["the site"]],
			["search/License", "license-ask", ["the wrong licnese string"], ["the lichen"]],
			["search/Config", "config-key", ['"node": ">=20"', 'node_version|"node":'], ['"@types/node":']],
			["search/Config", "config-ask", ["we should support node 18 again"], ["support the node api"]],
			[
				"search/Entry",
				"entry-ask",
				["i want `from djmoney import Money` to work"],
				["import the csv to work on"],
			],
			[
				"search/Lint",
				"lint-word",
				["dotnet_style|csharp_style", "csharp_prefer_braces", "dotnet_naming_rule"],
				["dotnet_run", "csharp_compiler"],
			],
			[
				"search/Lint",
				"lint-path",
				["FluentValidation.sln.DotSettings", ".check.exs"],
				["DotSettings.cs", "check.exs"],
			],
			[
				"search/Lint",
				"lint-ask",
				["add a file header template to the resharper settings"],
				["reshape the parser", "share the resources"],
			],
			[
				"search/Dependency",
				"dependency-ask",
				["bump jackson-databind in the benchmark module, there's a CVE alert on it", "fix the CVEs"],
				["the cvent client"],
			],
			[
				"search/Config",
				"config-ask",
				["bump the local elixir in tool versions to 1.18.4", "bump the local erlang to 27.1"],
				["the tool's version", "bump elixir_make to 0.9", "update the docs to 1.2"],
			],
		];
		for (const [intent, id, yes, no] of spellings) hears(intent, id, yes, no);
		const tags = SEARCH_INTENTS["search/Version"]!.signals!.find((one) => one.id === "release-tool")!;
		expect(tags.on).toBe("command");
		expect(new RegExp(tags.pattern).test("git tag --list | tail -5")).toBe(true);
		expect(new RegExp(tags.pattern).test("git log --oneline")).toBe(false);
		// what came since the last release tag is the release notes' material
		expect(new RegExp(tags.pattern).test("git log v3.6.1..HEAD --oneline | head -30")).toBe(true);
		expect(new RegExp(tags.pattern).test("git shortlog -sn @scope/pkg@2.0.0..HEAD")).toBe(true);
		expect(new RegExp(tags.pattern).test("git log -5 --oneline src/")).toBe(false);
	});

	it("gives an unbuild config the build-config kind, Dependabot's config the workflows', pdm's lock the lockfiles'", () => {
		expect(ClassifyFile("build.config.ts", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("packages/x/tsdown.config.ts", 2)).toEqual(["build-config"]);
		expect(ClassifyFile(".github/dependabot.yml", 1)).toEqual(["workflow"]);
		expect(ClassifyFile("pdm.lock", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("Dockerfile", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("docker-compose.dev.yml", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("Dockerfile.prod", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("Dockerfile.md", 0)).toEqual(["doc"]);
		expect(ClassifyFile(".readthedocs.yaml", 0)).toEqual(["doc"]);
		// a framework's own config is no bundler config: it would crowd the packages' tsconfigs out of a Build note;
		// Next.js's holds its app's build settings (output, bundler, images), wherever the app is
		expect(ClassifyFile("svelte.config.js", 0)).toEqual([]);
		expect(ClassifyFile("apps/web/next.config.ts", 2)).toEqual(["build-config"]);
		// a compose file named for its use (`e2e.compose.yml`), not a word ending in it
		expect(ClassifyFile("e2e.compose.yml", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("decompose.yml", 0)).toEqual([]);
		expect(ClassifyFile("docs/dependabot.yml", 1)).toEqual([]);
	});

	it("takes the package a Python distribution's name imports for its entry, in the src layout or flat", () => {
		const files: Record<string, string> = {
			"pyproject.toml": '[project]\nname = "Python-Attrs.Cattrs"\ndynamic = ["version"]\n',
			"src/python_attrs_cattrs/__init__.py": "",
			"src/other/__init__.py": "",
			"tools/flat/pyproject.toml": '[project]\nname = "flat-pkg"\n',
			"tools/flat/flat_pkg/__init__.py": "",
		};
		const entries = entriesOf(files, "graph-python-entry-");
		expect(entries).toEqual(["src/python_attrs_cattrs/__init__.py", "tools/flat/flat_pkg/__init__.py"]);
	});

	it("takes a Python distribution's one import package for its entry when its name imports none (PyJWT → jwt)", () => {
		const lone: Record<string, string> = {
			"pyproject.toml": '[project]\nname = "PyJWT"\n',
			"jwt/__init__.py": "",
			"tests/__init__.py": "",
			"docs/__init__.py": "",
		};
		expect(entriesOf(lone, "graph-python-lone-")).toEqual(["jwt/__init__.py"]);
		// two import packages: neither is singled out
		const two: Record<string, string> = {
			"pyproject.toml": '[project]\nname = "tool"\n',
			"src/alpha/__init__.py": "",
			"src/beta/__init__.py": "",
		};
		expect(entriesOf(two, "graph-python-two-")).toEqual([]);
	});

	it("files the coverage tools' own settings and a Vite config holding Vitest's block as test config", () => {
		for (const name of [".nycrc", ".nycrc.json", ".c8rc.json", "nyc.config.js", ".coveragerc"])
			expect(ClassifyFile(name, 0)).toEqual(["test-config"]);
		const files = {
			".git/HEAD": "",
			"vite.config.mjs": "export default defineConfig({\n  plugins: [],\n  test: {\n    coverage: {} },\n});\n",
			"site/vite.config.ts": "export default { build: { outDir: 'dist' } }; // the test run lives elsewhere\n",
		};
		expect(entriesOf(files, "vitest-block-", "test-config")).toEqual(["vite.config.mjs"]);
		expect(entriesOf(files, "vitest-block-", "build-config")).toEqual(["site/vite.config.ts", "vite.config.mjs"]);
	});

	it("keeps GitHub's community files in `.github/` out of the CI intent's path signal", () => {
		const signal = SEARCH_INTENTS["search/CI"]!.signals!.find((one) => one.id === "ci-path")!;
		const ciPath = new RegExp(signal.pattern, "i");
		for (const path of [".github/ISSUE_TEMPLATE/bug.yml", ".github/CODEOWNERS", ".github/FUNDING.yml"]) {
			expect(GITHUB_COMMUNITY_PATH.test(path)).toBe(true);
			expect(ciPath.test(path)).toBe(false);
		}
		for (const path of [
			".github/workflows/ci.yml",
			".github/dependabot.yml",
			".github",
			".github/actions/x/action.yml",
		]) {
			expect(GITHUB_COMMUNITY_PATH.test(path)).toBe(false);
			expect(ciPath.test(path)).toBe(true);
		}
	});

	it("gives Codecov's settings their own coverage kind and the TOML, YAML and Markdown formatters' configs the lint kind", () => {
		expect(ClassifyFile("codecov.yml", 0)).toEqual(["coverage-config"]);
		expect(ClassifyFile(".github/.codecov.yml", 1)).toEqual(["coverage-config"]);
		for (const name of [
			".taplo.toml",
			"taplo.toml",
			".yamllint.yml",
			".yamlfmt",
			".markdownlint.json",
			"dprint.json",
			".dprint.jsonc",
			".oxfmtrc.json",
		])
			expect(ClassifyFile(name, 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("codecov.md", 0)).toEqual(["doc"]);
	});

	it("takes a hand-written declaration file for the entry of a types-only package, never a built one; a root index.tsx too", () => {
		const files: Record<string, string> = {
			"package.json": JSON.stringify({ name: "root", private: true, workspaces: ["packages/*"] }),
			"packages/types/package.json": JSON.stringify({
				name: "types",
				types: "./index.d.ts",
				exports: { ".": { types: "./index.d.ts" } },
			}),
			"packages/types/index.d.ts": "",
			"packages/lib/package.json": JSON.stringify({
				name: "lib",
				main: "./dist/index.js",
				types: "./dist/index.d.ts",
			}),
			"packages/lib/src/index.ts": "",
			"packages/lib/dist/index.js": "",
			"packages/lib/dist/index.d.ts": "",
			// built into dist/prod/ from an index.tsx at the package's root: the conventional entry names it
			"packages/ui/package.json": JSON.stringify({ name: "ui", main: "./dist/prod/index.js" }),
			"packages/ui/index.tsx": "",
		};
		const entries = entriesOf(files, "graph-entry-");
		expect(entries).toEqual(["packages/lib/src/index.ts", "packages/types/index.d.ts", "packages/ui/index.tsx"]);
	});

	it("reads the version a release bumps in JSR's, Deno's and Lerna's files, a Tauri config and an extension's manifest", () => {
		const version = (path: string, text: string) => JsonVersionFacts(path, text).map((fact) => fact.value);
		expect(version("jsr.json", '{ "name": "@std/x", "version": "0.3.1" }')).toEqual(["0.3.1"]);
		expect(version("deno.jsonc", '// the package\n{ "version": "1.0.0-rc.2" }')).toEqual(["1.0.0-rc.2"]);
		expect(
			version("src-tauri/tauri.conf.json", '{ "package": { "productName": "A", "version": "2.16.1" } }'),
		).toEqual(["2.16.1"]);
		expect(version("lerna.json", '{ "version": "independent" }')).toEqual([]);
		// a web app's manifest states no release; an extension's does
		expect(version("public/manifest.json", '{ "name": "A", "version": "1.0" }')).toEqual([]);
		expect(version("manifest.json", '{ "manifest_version": 3, "version": "4.2.0" }')).toEqual(["4.2.0"]);
		expect(version("jsr.json", "[1, 2]")).toEqual([]);
		expect(version("deno.json", "{ not json")).toEqual([]);
		const files = {
			".git/HEAD": "",
			"package.json": '{ "name": "app", "private": true }',
			"src-tauri/tauri.conf.json": '{ "version": "0.9.0" }',
			"public/manifest.json": '{ "name": "app", "version": "1" }',
		};
		expect(entriesOf(files, "json-version-", "version-file")).toEqual(["src-tauri/tauri.conf.json"]);
	});
});

describe("EcosystemOf: which package manager's world a file is of", () => {
	it("agrees with the graph's manifests, lockfiles and requirements", () => {
		const worlds: Record<string, string | undefined> = {
			"package.json": "node",
			"pnpm-lock.yaml": "node",
			"yarn.lock": "node",
			"bun.lock": "node",
			"package-lock.json": "node",
			"pyproject.toml": "python",
			"uv.lock": "python",
			"poetry.lock": "python",
			"docs/requirements-dev.txt": "python",
			"go.mod": "go",
			"go.sum": "go",
			"src-tauri/Cargo.lock": "rust",
			"Cargo.toml": "rust",
			"examples/cli-ui/Gemfile": "ruby",
			"Gemfile.lock": "ruby",
			"vhs.gemspec": "ruby",
			"tsconfig.json": undefined,
			Makefile: undefined,
		};
		for (const [path, world] of Object.entries(worlds)) expect(EcosystemOf(path), path).toBe(world);
		// every file the graph files as a lockfile or requirements has a world
		for (const path of Object.keys(worlds))
			if (ClassifyFile(path, 0).some((kind) => kind === "lockfile" || kind === "requirements"))
				expect(EcosystemOf(path), path).toBeDefined();
	});
});

describe("PACKAGE_FILES: the package managers' files, one table", () => {
	it("is what the graph files them as, and every name belongs to one row", () => {
		for (const name of [
			"package.json",
			"go.mod",
			"Cargo.lock",
			"requirements-dev.in",
			"pnpm-workspace.yaml",
			"setup.cfg",
			"Gemfile",
			"Gemfile.lock",
			"fzf.gemspec",
		]) {
			// (at the root: a row known by its folder as well, `requirements/`, names none of these)
			const rows = PACKAGE_FILES.filter((file) => file.name.test(name) && (file.folder?.test("") ?? true));
			expect(rows, name).toHaveLength(1);
			expect(ClassifyFile(name, 0), name).toEqual([...rows[0]!.kinds]);
		}
		expect(PackageFileOf("src-tauri/Cargo.lock")?.ecosystem).toBe("rust");
		expect(PackageFileOf("src/index.ts")).toBeUndefined();
	});

	it("holds every file the Dependency intent names or confines a search to", () => {
		const dependency = SEARCH_INTENTS["search/Dependency"]!;
		for (const target of dependency.targets ?? []) expect(PackageFileOf(target), target).toBeDefined();
		for (const place of dependency.scope ?? [])
			if (!place.endsWith("/")) expect(PackageFileOf(place), place).toBeDefined();
	});

	it("reads each manifest through its own reader, and nothing else", () => {
		expect(ManifestReaderOf("packages/a/package.json")).toBe("package");
		expect(ManifestReaderOf("Cargo.lock")).toBeUndefined();
		expect(ManifestFacts("go.mod", "module example.com/tool\n\nrequire github.com/spf13/cobra v1.8.0\n")).toEqual(
			GoModFacts("go.mod", "module example.com/tool\n\nrequire github.com/spf13/cobra v1.8.0\n"),
		);
		expect(ManifestFacts("pnpm-workspace.yaml", "catalog:\n  zod: ^3.23.8\n")).toEqual(
			CatalogFacts("pnpm-workspace.yaml", "catalog:\n  zod: ^3.23.8\n"),
		);
		expect(ManifestFacts("README.md", "# hi")).toEqual([]);
	});
});

describe("a Go or Rust project's own manifest", () => {
	const graphOf = (files: Record<string, string>) => {
		const root = mkdtempSync(join(tmpdir(), "graph-own-"));
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(join(root, dirname(path)), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		return BuildGraph(root);
	};
	it("is the project's manifest and config, its crates' too, with its toolchain as the runtime", () => {
		const graph = graphOf({
			"Cargo.toml": '[workspace]\nmembers = ["crates/*"]\n',
			"crates/cli/Cargo.toml": '[package]\nname = "cli"\nversion = "0.3.0"\nrust-version = "1.80"\n',
			"crates/cli/src/main.rs": "fn main() {}\n",
			"src/lib.rs": "",
			"build.rs": "",
		});
		expect(kindsOf(graph, "Cargo.toml")).toEqual(["requirements", "manifest", "config"]);
		expect(kindsOf(graph, "crates/cli/Cargo.toml")).toEqual(["requirements", "manifest", "config"]);
		expect(kindsOf(graph, "build.rs")).toEqual(["build-config"]);
		expect(kindsOf(graph, "src/lib.rs")).toEqual(["entry"]);
		expect(values(graph.facts, "runtime")).toEqual(["1.80"]);
		const go = graphOf({ "go.mod": "module example.com/tool\n\ngo 1.25.9\n", "main.go": "package main\n" });
		expect(kindsOf(go, "go.mod")).toEqual(["requirements", "config"]);
		expect(kindsOf(go, "main.go")).toEqual(["entry"]);
		expect(values(go.facts, "runtime")).toEqual(["1.25.9"]);
	});

	it("files a Go module's commands as its entries and a crate's lint tables as Clippy's config", () => {
		const commands = {
			"go.mod": "module example.com/soft\n\ngo 1.24\n",
			"cmd/soft/main.go": "package main\n",
			"cmd/hook/main.go": "package main\n",
			"cmd/soft/serve.go": "package main\n",
			"cmd/README.md": "",
		};
		expect(entriesOf(commands, "graph-go-cmd-")).toEqual(["cmd/hook/main.go", "cmd/soft/main.go"]);
		const crate = graphOf({
			"Cargo.toml": '[workspace]\nmembers = ["axum"]\n\n[workspace.lints.clippy]\nempty_enum = "warn"\n',
			"axum/Cargo.toml": '[package]\nname = "axum"\nversion = "0.8.0"\n\n[lints]\nworkspace = true\n',
		});
		expect(kindsOf(crate, "Cargo.toml")).toEqual(["requirements", "manifest", "config", "lint-config"]);
		// a table merely named like one is not a lint table
		const plain = graphOf({ "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\n\n[lints-extra]\n' });
		expect(kindsOf(plain, "Cargo.toml")).not.toContain("lint-config");
	});

	it("reads no command out of a `cmd` that is a file or holds a link loop, and does not throw", () => {
		expect(entriesOf({ "go.mod": "module example.com/x\n", cmd: "not a folder\n" }, "graph-go-cmd-")).toEqual([]);
		const looped = graphOf({ "go.mod": "module example.com/x\n", "cmd/.keep": "" });
		symlinkSync("loop", join(looped.root, "cmd", "loop"));
		expect(BuildGraph(looped.root).nodes.filter((node) => node.kind === "entry")).toEqual([]);
	});

	it("stays a part of a JS app's project (a Tauri crate)", () => {
		const graph = graphOf({
			"package.json": JSON.stringify({ name: "app", version: "1.0.0" }),
			"src-tauri/Cargo.toml": '[package]\nname = "app"\nversion = "1.0.0"\n',
		});
		expect(kindsOf(graph, "src-tauri/Cargo.toml")).toEqual(["requirements"]);
	});
});

describe("a crate beside a package.json", () => {
	it("leaves the package named by its package.json, the crate's facts kept", () => {
		const root = mkdtempSync(join(tmpdir(), "graph-napi-"));
		writeFileSync(
			join(root, "Cargo.toml"),
			'[package]\nname = "napi-core"\nversion = "0.1.0"\n\n[dependencies]\nnapi = "2"\n',
		);
		writeFileSync(join(root, "package.json"), JSON.stringify({ name: "@scope/core", version: "2.3.0" }));
		const graph = BuildGraph(root);
		expect(graph.packages).toEqual([{ path: "", manifest: "package.json", name: "@scope/core", version: "2.3.0" }]);
		expect(values(graph.facts, "dependency")).toEqual(["napi"]);
	});
});

describe("a Ruby gem's own manifest", () => {
	const gemspec = [
		"require_relative 'lib/faraday/version'",
		"Gem::Specification.new do |spec|",
		"  spec.name    = 'faraday'",
		"  spec.version = Faraday::VERSION",
		"  spec.licenses = ['MIT']",
		"  spec.required_ruby_version = '>= 3.0'",
		"  spec.add_dependency 'faraday-net_http', '>= 2.0', '< 3.5'",
		'  spec.add_development_dependency("rake")',
		"end",
	].join("\n");

	it("reads a gemspec's name, licence, required Ruby and gems, and a Gemfile's gems", () => {
		expect(GemFacts("faraday.gemspec", gemspec)).toEqual([
			{ path: "faraday.gemspec", field: "name", value: "faraday" },
			{ path: "faraday.gemspec", field: "license", value: "MIT" },
			{ path: "faraday.gemspec", field: "runtime", value: "3.0" },
			{ path: "faraday.gemspec", field: "dependency", value: "faraday-net_http" },
			{ path: "faraday.gemspec", field: "dependency", value: "rake" },
		]);
		expect(
			ManifestFacts(
				"Gemfile",
				"source 'https://rubygems.org'\ngemspec\ngem 'rubocop', '~> 1.60'\ngroup :test do\n  gem \"rspec\"\nend\n",
			),
		).toEqual([
			{ path: "Gemfile", field: "dependency", value: "rubocop" },
			{ path: "Gemfile", field: "dependency", value: "rspec" },
		]);
	});

	it("files the gem's manifest, entry, version file and settings, even beside a docs site's package.json", () => {
		const root = mkdtempSync(join(tmpdir(), "graph-gem-"));
		const files: Record<string, string> = {
			"faraday.gemspec": gemspec,
			Gemfile: "gemspec\n",
			"package.json": JSON.stringify({ name: "faraday-docs", version: "0.1.0", private: true }),
			"lib/faraday.rb": "require 'faraday/version'\n",
			"lib/faraday/version.rb": "module Faraday\n  VERSION = '2.14.0'\nend\n",
			".rspec": "--require spec_helper\n",
			"spec/spec_helper.rb": "",
			".ruby-version": "3.3.0\n",
			".rubocop.yml": "AllCops:\n  TargetRubyVersion: 3.0\n",
			Rakefile: "require 'bundler/gem_tasks'\n",
		};
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(join(root, dirname(path)), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		const graph = BuildGraph(root);
		const kindsOf = (path: string) => graph.nodes.filter((node) => node.path === path).map((node) => node.kind);
		expect(kindsOf("faraday.gemspec")).toEqual(["requirements", "manifest", "config"]);
		expect(kindsOf("lib/faraday.rb")).toEqual(["entry"]);
		expect(kindsOf("lib/faraday/version.rb")).toEqual(["version-file"]);
		expect(kindsOf(".rspec")).toEqual(["test-config"]);
		expect(kindsOf("spec/spec_helper.rb")).toContain("test-config");
		expect(kindsOf(".ruby-version")).toEqual(["config"]);
		expect(kindsOf(".rubocop.yml")).toEqual(["lint-config"]);
		expect(kindsOf("Rakefile")).toEqual(["build-config"]);
		expect(values(graph.facts, "version")).toEqual(expect.arrayContaining(["2.14.0"]));
		expect(values(graph.facts, "runtime")).toEqual(["3.0"]);
		expect(graph.packages[0]).toEqual({
			path: "",
			manifest: "faraday.gemspec",
			name: "faraday",
			version: undefined,
		});
	});

	it("stays a dependency file in another language's project (a template gemspec in a Python package's resources)", () => {
		const root = mkdtempSync(join(tmpdir(), "graph-gem-part-"));
		mkdirSync(join(root, "tool/resources"), { recursive: true });
		writeFileSync(join(root, "pyproject.toml"), '[project]\nname = "tool"\n');
		writeFileSync(join(root, "tool/resources/placeholder.gemspec"), "");
		const graph = BuildGraph(root);
		expect(
			graph.nodes.filter((node) => node.path === "tool/resources/placeholder.gemspec").map((node) => node.kind),
		).toEqual(["requirements"]);
	});
});

describe("the fortieth pass's files and spellings (blind probes: httprb/http, mikf/gallery-dl, go-playground/validator)", () => {
	it("reads setup.py's optional and test requirements, never the extras' names", () => {
		const text = [
			"setup(",
			'    install_requires=["requests>=2.11.0"],',
			"    extras_require={",
			'        "video": [',
			'            "yt-dlp",',
			"        ],",
			'        "extra": ["jinja2", "toml; python_version < \'3.11\'", \'secretstorage; sys_platform == "linux"\'],',
			"    },",
			"    tests_require=['pytest>=7', 'responses'],",
			")",
		].join("\n");
		expect(values(PythonFacts("setup.py", text), "dependency").sort()).toEqual(
			["jinja2", "pytest", "requests", "responses", "secretstorage", "toml", "yt-dlp"].sort(),
		);
		// a file of unclosed openers (a hostile or broken setup.py, a quarter megabyte) states nothing and is read in
		// bounded steps: only the first few blocks, each to 8 KB, the dependency list to 64 KB
		for (const hostile of ["extras_require={", "tests_require=[", "install_requires=["])
			expect(values(PythonFacts("setup.py", hostile.repeat(16384)), "dependency")).toEqual([]);
		expect(values(PythonFacts("pyproject.toml", "dependencies = [\n".repeat(16384)), "dependency")).toEqual([]);
		// a pyproject's table of the same name is not setup.py's call
		expect(values(PythonFacts("pyproject.toml", 'extras_require = {\n "x": ["nope"]\n},\n'), "dependency")).toEqual(
			[],
		);
	});

	it("files a requirements folder's sets as requirements, by their folder, and reads their pins", () => {
		for (const path of ["requirements/dev.txt", "requirements/base.in", "requirements/docker"]) {
			expect(PackageFileOf(path)?.reader, path).toBe("requirements");
			expect(ClassifyFile(path, 1), path).toEqual(["lockfile", "requirements"]);
		}
		for (const path of ["dev.txt", "docker", "requirements/README.md", "src/requirements/check.py", "docs/dev.txt"])
			expect(PackageFileOf(path), path).toBeUndefined();
		const root = mkdtempSync(join(tmpdir(), "graph-requirements-folder-"));
		mkdirSync(join(root, "requirements"));
		writeFileSync(join(root, "requirements/versions"), "yt-dlp==2026.1.1\n# a comment\n");
		const graph = BuildGraph(root);
		expect(graph.facts.filter((fact) => fact.field === "dependency")).toEqual([
			{ path: "requirements/versions", field: "dependency", value: "yt-dlp" },
		]);
	});

	it("files RuboCop's split settings, Steep's and the mutation testers' settings", () => {
		expect(ClassifyFile(".rubocop/metrics.yml", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile("lib/.rubocop/metrics.yml", 2)).toEqual([]);
		expect(ClassifyFile("Steepfile", 0)).toEqual(["config"]);
		for (const name of [".mutant.yml", "stryker.conf.mjs", "stryker.config.json"])
			expect(ClassifyFile(name, 0), name).toEqual(["test-config"]);
		expect(
			entriesOf(
				{ ".rubocop.yml": "inherit_from: .rubocop/metrics.yml\n", ".rubocop/metrics.yml": "" },
				"rubocop-",
				"lint-config",
			),
		).toEqual([".rubocop.yml", ".rubocop/metrics.yml"]);
		expect(signal("search/Config", "config-path").test("Steepfile")).toBe(true);
	});

	it("hears a workflow's triggers, a nightly run, installing a command and the godoc, not a slide deck's export", () => {
		expect(
			["cron|push:", "schedule:", "- cron: '0 3 * * *'"].every((q) => signal("search/CI", "ci-word").test(q)),
		).toBe(true);
		expect(["push", "git push origin main", "cron"].some((q) => signal("search/CI", "ci-word").test(q))).toBe(
			false,
		);
		expect(signal("search/CI", "ci-ask").test("run it once a day instead of every push")).toBe(true);
		const entryAsk = signal("search/Entry", "entry-ask");
		expect(entryAsk.test("also install a short `gdl` command next to gallery-dl")).toBe(true);
		expect(entryAsk.test("add a command to list the users")).toBe(false);
		expect(entryAsk.test("pptx export ignores the --image-scale option")).toBe(false);
		expect(signal("search/Docs", "docs-ask").test("it isnt in the godoc")).toBe(true);
	});

	it("files git's checkout settings and Yarn's as config, towncrier's fragments as changesets, and hears them asked", () => {
		expect(ClassifyFile(".yarnrc.yml", 0)).toEqual(["config"]);
		for (const folder of ["changelog.d", "newsfragments", ".changeset"])
			expect(ClassifyFolder(folder, 0), folder).toEqual(["changeset"]);
		const versionPath = signal("search/Version", "version-path");
		expect(
			["NEWS", "changelog.d/123.bugfix.rst", "newsfragments/", "NEWS.rst"].every((p) => versionPath.test(p)),
		).toBe(true);
		expect(["NEWS.py", "src/news/feed.ts"].some((p) => versionPath.test(p))).toBe(false);
		expect(signal("search/Config", "config-ask").test("force LF line endings for them too")).toBe(true);
		expect(signal("search/Config", "config-path").test(".gitattributes")).toBe(true);
		expect(
			signal("search/Entry", "entry-ask").test("make it work without having to import dateutil.tz explicitly"),
		).toBe(true);
	});
});

describe("the forty-first pass's files and spellings (blind probes: elysiajs/elysia, alefragnani/vscode-bookmarks, CTFd/CTFd, brocoders/nestjs-boilerplate)", () => {
	it("files Bun's settings, a container's entry script, a web app's server entry, dot-less env examples and root build scripts", () => {
		expect(ClassifyFile("bunfig.toml", 0)).toEqual(["config", "test-config"]);
		expect(ClassifyFile("docker-entrypoint.sh", 0)).toEqual(["build-config", "entry"]);
		expect(ClassifyFile("docker/entrypoint.sh", 1)).toEqual(["build-config", "entry"]);
		for (const name of ["wsgi.py", "asgi.py", "manage.py"]) expect(ClassifyFile(name, 0), name).toEqual(["entry"]);
		expect(ClassifyFile("mysite/wsgi.py", 1)).toEqual(["entry"]);
		// (deeper, a module of that name is the code's own)
		expect(ClassifyFile("app/api/v1/manage.py", 3)).toEqual([]);
		for (const name of ["env-example-relational", "env.sample", "example.env", ".env.example"])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		expect(["environment.ts", "env.ts", "envoy.yaml"].map((name) => ClassifyFile(name, 0))).toEqual([[], [], []]);
		for (const path of ["build.ts", "build.mjs", "esbuild.js", "scripts/build.sh", "nest-cli.json", "angular.json"])
			expect(kindsOfPath(path), path).toEqual(["build-config"]);
		// a module named build below the root is the code's own
		expect(ClassifyFile("src/build.ts", 1)).toEqual([]);
		const buildPath = signal("search/Build", "build-path");
		expect(
			["build.ts", "./esbuild.js", "nest-cli.json", "docker-entrypoint.sh"].every((p) => buildPath.test(p)),
		).toBe(true);
		expect(buildPath.test("src/build.ts")).toBe(false);
		expect(signal("search/Config", "config-ask").test("update the env examples and docs")).toBe(true);
		expect(signal("search/Config", "package-manager-setting").test("always-auth")).toBe(true);
	});

	it("files a package.json by its tools' keys too, as a pyproject.toml by its tables", () => {
		const manifest = JSON.stringify({
			name: "ext",
			contributes: { configuration: {} },
			eslintConfig: { rules: {} },
			jest: {},
			dependencies: { prettier: "3.0.0" },
		});
		expect(PackageKeyKinds(manifest).sort()).toEqual(["config", "lint-config", "test-config"]);
		// a dependency's name is no settings key; a file that is no JSON object is nothing
		expect(PackageKeyKinds(JSON.stringify({ dependencies: { jest: "29" } }))).toEqual([]);
		expect(PackageKeyKinds("[1, 2]")).toEqual([]);
		expect(PackageKeyKinds("{ not json")).toEqual([]);
	});

	it("files a version bumper's settings, a deploy's build settings and a Next.js app's entry modules", () => {
		expect(ToolTableKinds('[tool.bumpversion]\ncurrent_version = "1.2.6"\n')).toEqual(["version-file"]);
		expect(ToolTableKinds("[tool.pydoclint]\nstyle = 'google'\n")).toEqual(["lint-config"]);
		expect(ClassifyFile(".bumpversion.cfg", 0)).toEqual(["version-file"]);
		for (const name of ["netlify.toml", "vercel.json", "nixpacks.toml", "fly.toml", "railway.json", "render.yaml"])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		for (const path of ["pages/_app.tsx", "src/pages/_document.js", "app/layout.tsx", "apps/web/app/layout.tsx"])
			expect(kindsOfPath(path), path).toEqual(["entry"]);
		// a nested route's layout, or a component named so, is the app's code
		for (const path of ["app/dashboard/layout.tsx", "components/layout.tsx", "pages/about.tsx"])
			expect(kindsOfPath(path), path).toEqual([]);
		expect(signal("search/Version", "version-word").test("current_version")).toBe(true);
		expect(signal("search/Version", "version-word").test("python-version")).toBe(false);
		const dependencyAsk = signal("search/Dependency", "dependency-ask");
		expect(dependencyAsk.test("vite has a security advisory, bump to the patched version")).toBe(true);
		expect(dependencyAsk.test("fix GHSA-9wv6-86v2-598j")).toBe(true);
		expect(signal("search/Build", "build-ask").test("move the alpine image to 3.22")).toBe(true);
		expect(signal("search/Lint", "lint-word").test("pydoclint")).toBe(true);
	});
});

describe("the forty-second pass's files (blind probes: actions/setup-node, mattermost/desktop, chrismwilliams/astro-theme-cactus, electron/website, lumeland/lume, infinitered/ignite)", () => {
	it("files site frameworks' and app packagers' configs, a site's home page, an action's metadata and licensed's records", () => {
		// (a framework's own config stays unfiled: it would crowd a monorepo's tsconfigs out of a Build note)
		for (const name of ["astro.config.ts", "svelte.config.js", "docusaurus.config.ts", "nuxt.config.ts"])
			expect(ClassifyFile(name, 0), name).toEqual([]);
		for (const name of [
			"webpack.config.preload.js",
			"vite.config.lib.ts",
			"electron-builder.ts",
			"electron-builder.json",
			"forge.config.js",
			"metro.config.js",
			"eas.json",
			"electron.vite.config.ts",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		expect(ClassifyFile("app.config.ts", 0)).toEqual(["config"]);
		expect(ClassifyFile("src/lib/app.config.ts", 2)).toEqual([]);
		for (const path of [
			"src/pages/index.astro",
			"pages/index.tsx",
			"src/routes/+page.svelte",
			"src/routes/+layout.svelte",
		])
			expect(kindsOfPath(path), path).toEqual(["entry"]);
		// a nested route's page, a component, a folder's index are the site's code
		for (const path of ["src/pages/blog/index.astro", "src/routes/about/+page.svelte", "src/components/index.ts"])
			expect(kindsOfPath(path), path).toEqual([]);
		expect(ClassifyFile("action.yml", 0)).toEqual(["entry"]);
		expect(ClassifyFile("sub/action.yml", 1)).toEqual([]);
		expect(ClassifyFile(".github/actions/setup/action.yml", 3)).toEqual(["workflow"]);
		expect(ClassifyFile(".licensed.yml", 0)).toEqual(["license"]);
		expect(ClassifyFolder(".licenses", 0)).toEqual(["license"]);
		expect(ClassifyFile("sidebars.js", 0)).toEqual(["doc"]);
		expect(ClassifyFile("readthedocs.yml", 0)).toEqual(["doc"]);
		expect(ClassifyFile("docs/.vitepress/config.mts", 2)).toEqual(["doc", "build-config"]);
		expect(ClassifyFolder("blog", 0)).toEqual(["doc"]);
		expect(ClassifyFile("contributing.md", 0)).toEqual(["doc"]);
		expect(ClassifyFile("CITATION.cff", 0)).toEqual(["doc"]);
		expect(ClassifyFile("docs/CITATION.cff", 1)).toEqual([]);
		const cited =
			'cff-version: 1.2.0\ntitle: hyperfine\nversion: "1.16.1"\nlicense: MIT\nreferences:\n  - version: 2.0.0\n';
		expect(TopLevelYamlFacts("CITATION.cff", cited)).toEqual([
			{ path: "CITATION.cff", field: "version", value: "1.16.1" },
			{ path: "CITATION.cff", field: "license", value: "MIT" },
		]);
		const kinds = graphOf({ "CITATION.cff": cited }, "graph-cff-")
			.nodes.filter((node) => node.path === "CITATION.cff")
			.map((node) => node.kind)
			.sort();
		expect(kinds).toEqual(["doc", "license", "version-file"]);
		expect(ClassifyFile("security.ts", 0)).toEqual([]);
		// a pipeline in a CI service's own folder is CI, as a workflow is
		expect(ClassifyFile(".circleci/config.yml", 1)).toEqual(["workflow"]);
		expect(signal("search/Build", "build-path").test("webpack.config.base.js")).toBe(true);
		expect(signal("search/Docs", "docs-ask").test("RTD builds broke")).toBe(true);
		expect(signal("search/Docs", "docs-path").test("readthedocs.yml")).toBe(true);
	});

	it("reads a Deno project's dependency modules and its deno.json: versioned imports, import map, tasks, tools' keys", () => {
		expect(ClassifyFile("deps.ts", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("deps/cliffy.ts", 1)).toEqual(["requirements"]);
		expect(ClassifyFile("src/deps/cliffy.ts", 2)).toEqual([]);
		const deps = [
			'export * from "jsr:@cliffy/command@1.2.1";',
			'export { default } from "https://cdn.jsdelivr.net/gh/ventojs/vento@2.4.0/mod.ts";',
			'export { serve } from "https://deno.land/x/oak@v12.6.1/mod.ts";',
			'import { h } from "npm:preact@10.19.0";',
			'import x from "https://esm.sh/@preact/signals@1.2.0";',
			'import { join } from "./local.ts";',
		].join("\n");
		expect(values(DenoDepsFacts("deps.ts", deps), "dependency")).toEqual([
			"@cliffy/command",
			"vento",
			"oak",
			"preact",
			"@preact/signals",
		]);
		expect(values(ManifestFacts("deps/cliffy.ts", deps), "dependency")).toContain("vento");
		const deno = DenoFacts(
			"deno.json",
			[
				"{",
				"  // the import map",
				'  "imports": { "lume/": "./", "@std/path": "jsr:@std/path@^1.0.0", "ssx/": "npm:ssx@0.1.15/" },',
				'  "tasks": { "test": "deno test -A", "build": "deno run build.ts" },',
				'  "lint": { "rules": {} }, "fmt": {}, "compilerOptions": { "jsx": "react-jsx" }',
				"}",
			].join("\n"),
		);
		expect(values(deno.facts, "dependency")).toEqual(["lume", "@std/path", "ssx"]);
		expect(values(deno.facts, "script")).toEqual(["test", "build"]);
		expect(deno.kinds.sort()).toEqual(["config", "lint-config"]);
		expect(DenoFacts("deno.json", "{ broken")).toEqual({ facts: [], kinds: [] });
		const graph = graphOf(
			{
				"deno.json": '{ "version": "2.1.0", "imports": { "@std/fs": "jsr:@std/fs@^1" }, "lint": {} }',
				"deps/vento.ts": 'export * from "https://cdn.jsdelivr.net/gh/ventojs/vento@2.4.0/mod.ts";',
			},
			"graph-deno-",
		);
		expect(values(graph.facts, "dependency").sort()).toEqual(["@std/fs", "vento"]);
		expect(values(graph.facts, "version")).toEqual(["2.1.0"]);
		expect(
			graph.nodes
				.filter((node) => node.path === "deno.json")
				.map((node) => node.kind)
				.sort(),
		).toEqual(["lint-config", "manifest"]);
		expect(graph.nodes.filter((node) => node.path === "deps/vento.ts").map((node) => node.kind)).toEqual([
			"requirements",
		]);
	});
});

describe("the forty-third pass's files and spellings (blind probes: derailed/k9s, miniflux/v2, bensheldon/good_job, avajs/ava, boxyhq/saas-starter-kit)", () => {
	const kindsAt = (graph: ReturnType<typeof graphOf>, path: string) =>
		graph.nodes
			.filter((node) => node.path === path)
			.map((node) => node.kind)
			.sort();

	it("reads a Makefile's own version and a snap's, and files a folder of release notes as the changelog", () => {
		const graph = graphOf(
			{
				Makefile: "NAME := k9s\nVERSION         ?= v0.51.0\nGO_VERSION ?= 1.22\n\nbuild:\n\tgo build\n",
				"tools/Makefile": "VERSION ?= $(shell git describe --tags)\n\nall:\n\techo\n",
				"snap/snapcraft.yaml": "name: k9s\nbase: core22\nversion: 'v0.50.18'\nlicense: Apache-2.0\n",
				"change_logs/release_v0.50.18.md": "",
			},
			"graph-release-notes-",
		);
		expect(values(graph.facts, "version").sort()).toEqual(["v0.50.18", "v0.51.0"]);
		expect(kindsAt(graph, "Makefile")).toContain("version-file");
		expect(kindsAt(graph, "tools/Makefile")).not.toContain("version-file");
		expect(kindsAt(graph, "snap/snapcraft.yaml")).toEqual(["version-file"]);
		expect(ClassifyFolder("change_logs", 0)).toEqual(["changelog"]);
		expect(ClassifyFolder("release-notes", 1)).toEqual(["changelog"]);
		expect(ClassifyFolder("release-notes", 3)).toEqual([]);
		expect(signal("search/Version", "version-path").test("change_logs/release_v0.50.1*.md")).toBe(true);
		expect(signal("search/Version", "version-path").test("internal/version/")).toBe(true);
		expect(ClassifyFile("internal/version/version.go", 2)).toEqual(["version-file"]);
	});

	it("files a command's manual page as docs, a Debian package's licence record as the licence", () => {
		expect(ClassifyFile("miniflux.1", 0)).toEqual(["doc"]);
		expect(ClassifyFile("man/tool.8", 1)).toEqual(["doc"]);
		expect(ClassifyFile("lib/libfoo.so.1", 1)).toEqual([]);
		expect(signal("search/Docs", "docs-path").test("miniflux.1")).toBe(true);
		expect(ClassifyFile("packaging/debian/copyright", 2)).toEqual(["license"]);
	});

	it("files more linters' settings and a Rails app's lint script, and hears them and an import rule", () => {
		for (const name of [
			".jshintrc",
			".prospector.yaml",
			"xo.config.js",
			".sourcery.yaml",
			".hadolint.yaml",
			".erb_lint.yml",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["lint-config"]);
		expect(ClassifyFile("bin/lint", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile("bin/test", 1)).toEqual(["test-config"]);
		const word = signal("search/Lint", "lint-word");
		for (const query of ["import-x/order", "ecmaVersion", "esversion", "prospector"])
			expect(word.test(query), query).toBe(true);
		expect(word.test("import/foo.ts")).toBe(false);
		expect(signal("search/Lint", "lint-ask").test("markdownlint is complaining")).toBe(true);
	});

	it("hears a container's image, the packaged files, Python's entry points and a gem's executables", () => {
		const image = signal("search/Build", "container-image");
		for (const query of [
			"FROM golang",
			"FROM --platform=$BUILDPLATFORM ghcr.io/x/y",
			"image: postgres",
			"alpine:",
			"node:22-slim",
		])
			expect(image.test(query), query).toBe(true);
		// SQL's FROM, a Node builtin's scheme
		for (const query of ["FROM users", "SELECT * FROM orders", "node:fs", "image: ./cover.png"])
			expect(image.test(query), query).toBe(false);
		const packed = signal("search/Build", "pack-contents");
		for (const query of [".files", "package_dir", "find_packages", "tool.setuptools.packages.find"])
			expect(packed.test(query), query).toBe(true);
		expect(signal("search/Build", "build-tool").test("swcMinify")).toBe(true);
		const field = signal("search/Entry", "entry-field");
		for (const query of ["entry-points", "entry_points", "bindir", "spec.executables"])
			expect(field.test(query), query).toBe(true);
		expect(signal("search/Entry", "entry-reexport").test("export { default as")).toBe(true);
		expect(signal("search/Entry", "entry-ask").test("ship a second executable")).toBe(true);
	});

	it("hears a pinned runtime, a requirement's floor, a definition searched as no test work", () => {
		expect(signal("search/Config", "config-key").test("RUBY VERSION")).toBe(true);
		expect(signal("search/Config", "config-ask").test("use ruby 3.4.1 for local dev")).toBe(true);
		expect(signal("search/Dependency", "dependency-ask").test("make sure the package requires asgiref>=3.6")).toBe(
			true,
		);
		expect(signal("search/Dependency", "dependency-ask").test("needs python>=3.10")).toBe(false);
		expect(signal("search/Test", "test-api").test("def coverage")).toBe(false);
		expect(signal("search/Test", "test-api").test("coverage")).toBe(true);
		expect(signal("search/Docs", "docs-ask").test("add vscode debugging instructions")).toBe(true);
		expect(signal("search/Config", "config-ask").test("bump the pinned pnpm version (packageManager field)")).toBe(
			true,
		);
		expect(signal("search/Lint", "lint-ask").test("lets also deny missing_docs crate wide")).toBe(true);
		expect(signal("search/Entry", "entry-field").test("activationEvents")).toBe(true);
		expect(signal("search/Build", "build-ask").test("vsix is too big")).toBe(true);
		expect(ClassifyFile(".vscodeignore", 0)).toEqual(["build-config"]);
		expect(ClassifyFile(".restyled.yaml", 0)).toEqual(["lint-config"]);
	});

	it("files the forty-fourth pass's names and hears its words", () => {
		for (const name of ["FAQ.md", "UPGRADE.md", "MIGRATION_GUIDE.md", "ARCHITECTURE.md"])
			expect(ClassifyFile(name, 0), name).toEqual(["doc"]);
		expect(ClassifyFile(".pre-commit-hooks.yaml", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile(".config/ansible-lint.spec", 1)).toEqual(["build-config", "license"]);
		expect(ClassifyFile("src/button.spec.ts", 1)).not.toContain("build-config");
		expect(ClassifyFile(".packit.yaml", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("THIRD_PARTY_NOTICES.md", 0)).toEqual(["license"]);
		expect(ClassifyFile(".git_archival.txt", 0)).toEqual(["version-file"]);
		expect(ClassifyFile(".codeclimate.yml", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("tools/webpack/webpack.main.config.ts", 2)).toEqual(["build-config"]);
		expect(ClassifyFile("runtests.sh", 0)).toEqual(["test-config"]);
		expect(ClassifyFolder(".vscode", 0)).toEqual(["config"]);
		expect(ClassifyFolder(".vscode", 1)).toEqual([]);
		expect(signal("search/Build", "build-tool").test("CopyWebpackPlugin")).toBe(true);
		expect(signal("search/Build", "pack-contents").test("post_install_message")).toBe(true);
		const tool = signal("search/Build", "build-tool");
		for (const query of ["IE 11", "last 2 versions", "not dead", "browserslist", "devtool"])
			expect(tool.test(query), query).toBe(true);
		expect(tool.test("ie110")).toBe(false);
		const source = signal("search/Version", "version-source");
		for (const query of ["tool.hatch.version", "setuptools_scm", "release-it", "version_scheme"])
			expect(source.test(query), query).toBe(true);
		expect(signal("search/Build", "build-tool").test("tool.hatch.version")).toBe(false);
		expect(signal("search/Build", "build-tool").test("tool.hatch.build")).toBe(true);
		const constant = signal("search/Version", "version-constant");
		expect(constant.test("TINY =")).toBe(true);
		expect(constant.test("const patch = 1")).toBe(false);
		expect(constant.test("MAJOR == 2")).toBe(false);
		const word = signal("search/Lint", "lint-word");
		for (const query of ["RSpec/", "ClassLength", "Metrics/AbcSize"]) expect(word.test(query), query).toBe(true);
		expect(word.test("src/style/button.css")).toBe(false);
		expect(signal("search/Lint", "lint-ask").test("turn off the noisy RSpec cops")).toBe(true);
		expect(signal("search/Config", "package-manager-setting").test("npmMinimalAgeGate")).toBe(true);
		expect(signal("search/Build", "build-tool").test("BuildRequires")).toBe(true);
		const ask = signal("search/Entry", "entry-ask");
		expect(ask.test("export button still shows")).toBe(false);
		expect(ask.test("without export permission")).toBe(false);
		expect(ask.test("export the parser from the index")).toBe(true);
	});

	it("files the forty-fifth pass's names", () => {
		for (const name of ["release_notes.txt", "RELEASE-NOTES.md", "RELEASE_NOTES.md"])
			expect(ClassifyFile(name, 0), name).toEqual(["changelog"]);
		expect(signal("search/Version", "version-path").test("release_notes.txt")).toBe(true);
		for (const name of [".prototools", "mise.toml", ".mise.toml"])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		for (const name of ["ADOPTERS.md", "USERS.md"]) expect(ClassifyFile(name, 0), name).toEqual(["doc"]);
		for (const name of ["Makefile.variables", "GNUmakefile", "rules.mk"])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		expect(ClassifyFile("web-test-runner.config.js", 0)).toEqual(["test-config"]);
		expect(ClassifyFile("wtr.config.mjs", 0)).toEqual(["test-config"]);
		// a version manager's pin file is no workflow input
		const ci = signal("search/CI", "ci-word");
		expect(ci.test("{.nvmrc,.node-version,.tool-versions}")).toBe(false);
		expect(ci.test("node-version: 22")).toBe(true);
		expect(ClassifyFile("deny.toml", 0)).toEqual(["license"]);
		expect(signal("search/License", "license-path").test("deny.toml")).toBe(true);
		expect(ClassifyFile("support/build-dist.mjs", 1)).toEqual(["build-config"]);
		expect(ClassifyFile("tools/build.ts", 1)).toEqual(["build-config"]);
		expect(signal("search/Config", "config-path").test("devcontainer.json")).toBe(true);
		// a hyphenated name's part is no dependency ask (`install-app-deps`), a dev-dependency still is
		const ask = signal("search/Dependency", "dependency-ask");
		expect(ask.test("rename the install-app-deps bin")).toBe(false);
		for (const user of [
			"bump the dev-deps",
			"move it to dev-dependencies",
			"a peer-dependency warning",
			"upgrade deps",
			"force-pin minimatch",
			"raise them to non-vulnerable versions",
		])
			expect(ask.test(user), user).toBe(true);
	});
});

describe("the pack's words of the forty-sixth pass", () => {
	it("hears npm's release command, a console command, a rustc lint's warning and a Node version required", () => {
		const release = signal("search/Version", "release-word");
		expect(release.test("npm version")).toBe(true);
		expect(release.test("npm version patch")).toBe(true);
		// (the npm version a tool runs is no release)
		expect(release.test("npm version 10")).toBe(false);
		expect(release.test("npm versions")).toBe(false);
		const entry = signal("search/Entry", "entry-ask");
		expect(entry.test("add a `wcmatch` console command that prints glob matches")).toBe(true);
		expect(entry.test("add a short `d2d` alias for the console command")).toBe(true);
		expect(signal("search/Lint", "lint-ask").test("turn on missing_docs warning for the crate")).toBe(true);
		const config = signal("search/Config", "config-ask");
		expect(config.test("node 18 is EOL, require node 20+ for contributors")).toBe(true);
		expect(config.test("require node 22 in engines")).toBe(true);
		expect(config.test("require the node module lazily")).toBe(false);
		expect(entry.test("add a `capistrano` executable as an alias for `cap`")).toBe(true);
		expect(entry.test("add a test for the parser")).toBe(false);
		expect(signal("search/Build", "container-image").test("FROM .*golang")).toBe(true);
		const version = signal("search/Version", "version-word");
		expect(version.test("__version_info__ =")).toBe(true);
	});
});

describe("the forty-seventh pass's spellings (blind probe: graphql-python/gql)", () => {
	it("reads the requirement lists a setup.py names before its call, not only install_requires", () => {
		const text = [
			"install_requires = [",
			'    "graphql-core>=3.3.0a3,<3.4",',
			"]",
			"dev_requires = [",
			'    "black==26.5.1",',
			'    "flake8==7.3.0",',
			"] + tests_requires",
			"install_httpx_requires = [",
			'    "httpx>=0.27.0,<1",',
			"]",
			'python_requires = ">=3.10"',
			"setup(",
			"    install_requires=install_requires,",
			'    extras_require={"httpx": install_httpx_requires, "dev": dev_requires},',
			")",
		].join("\n");
		expect(values(PythonFacts("setup.py", text), "dependency").sort()).toEqual(
			["black", "flake8", "graphql-core", "httpx"].sort(),
		);
		// (a pyproject's list of that name is its own to read, not setup.py's reader's)
		expect(values(PythonFacts("pyproject.toml", 'dev_requires = [\n "nope",\n]\n'), "dependency")).toEqual([]);
		// a file of a million-character name or of unclosed lists is read in bounded steps and states nothing
		for (const hostile of ["a".repeat(262144), "dev_requires = [".repeat(16384), "x_requires ".repeat(16384)])
			expect(values(PythonFacts("setup.py", hostile), "dependency")).toEqual([]);
	});
});

describe("the forty-seventh pass's tool tables (blind probe: huggingface/safetensors)", () => {
	it("files a pyproject.toml holding maturin's settings as build config", () => {
		expect(
			ToolTableKinds('[build-system]\nbuild-backend = "maturin"\n[tool.maturin]\npython-source = "py_src"\n'),
		).toEqual(["build-config"]);
		expect(ToolTableKinds('[build-system]\nbuild-backend = "maturin"\n')).toEqual([]);
	});
});

describe("the pack's words of the forty-seventh pass", () => {
	it("reads entry fields as a bare alternation, pytest's entry-point group, an activation event and a CLI's alias", () => {
		const field = signal("search/Entry", "entry-field");
		// (the query text is the raw pattern and its literal, joined by a space)
		expect(field.test("types\\|main\\|module types|main|module")).toBe(true);
		expect(field.test("main|exports")).toBe(true);
		expect(field.test("pytest11")).toBe(true);
		expect(field.test("typesVersions")).toBe(true);
		// one field bare is no alternation (`grep -n main`), nor an alternation with a word of the code
		expect(field.test("main")).toBe(false);
		expect(field.test("main|domain")).toBe(false);
		const entry = signal("search/Entry", "entry-ask");
		expect(entry.test("activate on onStartupFinished instead of '*'")).toBe(true);
		expect(entry.test("add a `gql` command as an alias of gql-cli")).toBe(true);
		expect(entry.test("add an alias of the cli")).toBe(true);
		expect(entry.test("activate the virtualenv first")).toBe(false);
		// CommonJS's `module.exports` is code, not the package's exports
		expect(entry.test("interopDefault breaks for plugins that only have module.exports")).toBe(false);
		expect(signal("search/Config", "config-ask").test("imports break, fix the path mappings")).toBe(true);
		// Renovate's settings are kept with the pipelines, as Dependabot's are
		expect(signal("search/CI", "ci-path").test("renovate.json")).toBe(true);
		expect(signal("search/CI", "ci-path").test(".renovaterc.json")).toBe(true);
		expect(ClassifyFile("renovate.json", 0)).toEqual(["workflow"]);
		const license = signal("search/License", "license-word");
		expect(license.test("license_file")).toBe(true);
		expect(license.test("license-files")).toBe(true);
		expect(license.test("licensee_name")).toBe(false);
	});
});

describe("the forty-ninth pass's files and spellings (blind probes: ClementTsang/bottom, hyperium/tonic, jendrikseipp/vulture, developit/microbundle)", () => {
	it("files release scripts, Changesets' settings, an installer's licence page, runtime pins and native build files", () => {
		for (const path of [
			"dev/release.sh",
			"scripts/create-release.sh",
			"bin/release",
			"tools/make-release-notes.py",
		])
			expect(kindsOfPath(path), path).toEqual(["version-file"]);
		// a script fetching some tool's releases cuts none
		for (const path of ["scripts/get-releases.sh", "scripts/gen-node-releases.sh", "src/release.ts"])
			expect(kindsOfPath(path), path).toEqual([]);
		expect(signal("search/Version", "version-path").test("dev/release.sh")).toBe(true);
		expect(signal("search/Version", "version-path").test("scripts/get-releases.sh")).toBe(false);
		expect(kindsOfPath(".changeset/config.json")).toEqual(["version-file"]);
		for (const name of ["release-plz.toml", "cliff.toml", ".versionrc.json"])
			expect(ClassifyFile(name, 0), name).toEqual(["version-file"]);
		expect(kindsOfPath("wix/License.rtf")).toEqual(["license"]);
		// `*icense*` with its wildcards off
		expect(signal("search/License", "license-path").test("icense")).toBe(true);
		for (const name of [
			".go-version",
			".python-version-default",
			".bun-version",
			"flake.nix",
			".envrc",
			".example.env",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		for (const name of ["CMakeLists.txt", "FetchProtobuf.cmake", "meson.build", ".bazelrc"])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		// (Bazel's module file is its dependencies' too, since the fifty-fifth pass)
		expect(ClassifyFile("MODULE.bazel", 0)).toEqual(["requirements", "build-config"]);
	});

	it("reads a crate's licence and files a workspace member crate's roots as its entries", () => {
		const facts = CargoFacts("tonic-web/Cargo.toml", '[package]\nname = "tonic-web"\nlicense = "MIT"\n');
		expect(values(facts, "license")).toEqual(["MIT"]);
		// an inherited licence states none
		expect(values(CargoFacts("a/Cargo.toml", "[package]\nlicense.workspace = true\n"), "license")).toEqual([]);
		const members = {
			"Cargo.toml": '[workspace]\nmembers = ["tonic-web", "codegen"]\n',
			"tonic-web/Cargo.toml": '[package]\nname = "tonic-web"\n',
			"tonic-web/src/lib.rs": "pub mod call;\n",
			"tonic-web/src/call.rs": "",
			"codegen/Cargo.toml": '[package]\nname = "codegen"\n',
			"codegen/src/main.rs": "fn main() {}\n",
		};
		expect(entriesOf(members, "crates-")).toEqual(["codegen/src/main.rs", "tonic-web/src/lib.rs"]);
	});

	it("hears the forty-ninth pass's asks and keys", () => {
		hears(
			"search/Entry",
			"entry-ask",
			["`python -m vulture` should work", "where is the btm main fn?"],
			["run python", "run `python -m pytest` to check"],
		);
		hears(
			"search/Entry",
			"entry-ask",
			["make the options module public from the library crate", "make ansi_support a public module"],
			["make the repo public", "make it a public repo"],
		);
		hears("search/Entry", "entry-ask", ["add a new deep import for a plugin"], ["a deeply nested import"]);
		hears(
			"search/Entry",
			"entry-ask",
			["what does the binary run on startup?", "`import { x } from 'x'` doesnt work"],
			["services added after startup"],
		);
		hears(
			"search/Docs",
			"docs-ask",
			["update the contribution rules", "write up the upgrade notes"],
			["a contribution"],
		);
		hears("search/License", "license-ask", ["root package.json says UNLICENSED"], ["unlisted"]);
		hears(
			"search/Config",
			"config-ask",
			[
				"change the default in the sample env",
				"update the nix flake inputs",
				"switch the default dev python to 3.14",
				"Go 1.25.9 security release",
			],
			["the sample is flaky", "go 1.25 is out"],
		);
		hears(
			"search/Lint",
			"lint-word",
			["#![deny(", "#!\\[\\(warn", "#![forbid(unsafe_code)]"],
			["#[derive(Debug)]", "#[allow(dead_code)]"],
		);
		hears("search/Version", "release-word", ["release-plz", "git-cliff"], ["cliff notes"]);
	});
});

describe("the fiftieth pass", () => {
	it("files Appraisal's gem sets and their locks, and a changelog page in MDX", () => {
		expect(ClassifyFile("Appraisals", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("gemfiles/rails_7_1.gemfile", 1)).toEqual([]);
		expect(ClassifyFile("gemfiles/rails_7_1.gemfile.lock", 1)).toEqual(["lockfile"]);
		// (outside Appraisal's folder a `.gemfile` is nobody's)
		expect(ClassifyFile("spec/fixtures/x.gemfile", 2)).toEqual([]);
		expect(ClassifyFile("docs/reference/changelog.mdx", 2)).toEqual(["changelog"]);
		// the instructions kept for coding agents, at the root
		for (const name of ["AGENTS.md", "CLAUDE.md", "GEMINI.md"])
			expect(ClassifyFile(name, 0), name).toEqual(["doc"]);
		expect(ClassifyFile("packages/a/AGENTS.md", 2)).toEqual([]);
	});

	it("hears the fiftieth pass's asks and keys", () => {
		hears(
			"search/Version",
			"version-path",
			["docs/changelog.rst", "docs/Changelog.md", "docs/reference/changelog.mdx"],
			["docs/changes-to-api.md", "src/changelog.ts"],
		);
		hears(
			"search/Dependency",
			"dependency-ask",
			["bump fastapi-sso 0.18 -> 0.19", "bump pytest-cov to 5.x", "add an appraisal for rails 8.1"],
			["bump the version to 1.4.3", "bump version to 2", "bump to 2.0.0", "bump line-length to 120"],
		);
		hears("search/Dependency", "dependency-word", ["^gem  gem", "appraise"], ["gemstone", "a gem"]);
		hears("search/Entry", "entry-reexport", ["^mod  mod", "^mod cli;"], ["modal", "mod_path", "^mod tests"]);
		hears(
			"search/Entry",
			"entry-ask",
			["hook it up as a module", "register them as modules"],
			["module docs", "add it as a submodule", "addons as modules"],
		);
		hears("search/Lint", "lint-word", ["editorconfig", "standardrb"], ["standard"]);
		hears(
			"search/Lint",
			"lint-ask",
			["where's the indentation config", "yaml files keep getting 4-space indents", "tabs vs spaces"],
			["the code generator ignores the indent option", "yaml dump output is indented with 4 spaces"],
		);
		hears("search/Config", "config-ask", ["turn on strict peer deps", "auto-install-peers"], ["peer review"]);
		hears("search/Build", "build-ask", ["so i can rebuild both packages"], ["rebuttal"]);
	});
});

describe("mise's settings in a config folder", () => {
	it("are config, by path, for the graph and the pack", () => {
		for (const path of [
			".config/mise/config.toml",
			".config/mise.toml",
			".mise/config.toml",
			"mise/config.local.toml",
		])
			expect(kindsOfPath(path), path).toEqual(["config"]);
		expect(ClassifyFile("docs/config.toml", 1)).toEqual([]);
		expect(signal("search/Config", "config-path").test("./.config/mise/config.toml")).toBe(true);
	});
});

describe("the fifty-first pass", () => {
	it("files every changelog name the pack reads, Sphinx's release notes among them, and a plain version file", () => {
		for (const path of ["VERSION", "internal/version/version.txt"])
			expect(kindsOfPath(path), path).toEqual(["version-file"]);
		expect(signal("search/Version", "version-path").test("internal/version/version.txt")).toBe(true);
		for (const path of ["docs/source/releasenotes.rst", "ReleaseNotes.md", "RELEASE_NOTES.md", "release-notes.md"])
			expect(kindsOfPath(path), path).toEqual(["changelog"]);
		expect(kindsOfPath("src/releases.ts")).toEqual([]);
		hears(
			"search/Version",
			"version-path",
			["docs/source/releasenotes.rst", "ReleaseNotes.md", "Changes", "docs/Changelog.md"],
			["src/changelog.ts", "docs/changes-to-api.md"],
		);
	});

	it("files a formatter's run as the lint scripts, and a generated site's sources as the docs", () => {
		for (const path of ["scripts/format.sh", "scripts/fmt", "bin/lint"])
			expect(kindsOfPath(path), path).toEqual(["lint-config"]);
		expect(kindsOfPath("src/format.ts")).toEqual([]);
		expect(ClassifyFolder("docs-src", 0)).toEqual(["doc"]);
		expect(signal("search/Docs", "docs-path").test("docs-src/content/functions/crypto.yml")).toBe(true);
	});

	it("takes a Python package's import name from setup.py when its pyproject.toml names none", () => {
		const files = {
			"pyproject.toml":
				'[build-system]\nrequires = ["setuptools"]\n\n[tool.setuptools_scm]\nlocal_scheme = "x"\n',
			"setup.py": "from setuptools import setup\nsetup(name='fastparquet', version='1.0')\n",
			"fastparquet/__init__.py": "",
			"fastparquet/writer.py": "",
		};
		expect(entriesOf(files, "setup-name-")).toEqual(["fastparquet/__init__.py"]);
		// (named by neither: no entry guessed)
		expect(entriesOf({ "pyproject.toml": "[build-system]\n", "pkg/__init__.py": "" }, "no-name-")).toEqual([]);
	});

	it("hears the fifty-first pass's asks and keys", () => {
		hears(
			"search/Dependency",
			"dependency-ask",
			["update biome to the latest 2.x", "add fastapi-new as an optional extra", "move it to extras_require"],
			["an extra step", "the latest docs", "update the docs to the latest API", "run it as an extra step"],
		);
		hears("search/Build", "build-tool", ["declarationMap", "emitDeclarationOnly"], ["declaration"]);
		hears(
			"search/Entry",
			"entry-reexport",
			["^export", "^export \\*", "^export {", "^export type {"],
			[
				"^export function",
				"^export const",
				"^export async function",
				"^export class",
				"^export\\s+function",
				"^export default function",
				"^export type Foo",
			],
		);
		hears(
			"search/Entry",
			"entry-ask",
			["make the helpers available from package root", "importable at the top level"],
			["available at the top of the page", "available at the top level of the yaml"],
		);
		hears(
			"search/Version",
			"release-tool",
			["git log --oneline --grep='Release version' | head -5", "git log --grep=bump"],
			["git log --grep=fix", "git log --grep=fix --author=release-bot", 'git log --grep="bumpy"'],
		);
		hears(
			"search/Version",
			"version-source",
			["main.version|-X main.", '-ldflags "-X main.Version=1"', "-X github.com/x/y/internal.version"],
			["version", "bash -x main.sh"],
		);
	});
});

describe("the fifty-second pass", () => {
	it("files rustup's toolchain pin as config, a spell checker's settings as lint, a root ci/ folder's scripts as CI", () => {
		for (const path of ["rust-toolchain.toml", "rust-toolchain"])
			expect(kindsOfPath(path), path).toEqual(["config"]);
		for (const path of [".cspell.json", "cspell.json", "cspell.config.yaml", ".cspellrc"])
			expect(kindsOfPath(path), path).toEqual(["lint-config"]);
		for (const path of ["ci/test.sh", "ci/miri.sh", ".ci/check.py"])
			expect(kindsOfPath(path), path).toEqual(["ci-script"]);
		// a `ci` module of the code is the code's
		for (const path of ["src/ci/run.sh", "internal/ci/ci.go"]) expect(kindsOfPath(path), path).toEqual([]);
		// (a file known by its name there stays what its name says: an image's, a release script, Codecov's settings)
		expect(kindsOfPath("ci/Dockerfile")).toEqual(["build-config"]);
		expect(kindsOfPath("ci/release.sh")).toEqual(["version-file"]);
		expect(kindsOfPath("ci/codecov.yml")).toEqual(["coverage-config"]);
		expect(kindsOfPath("ci/docker-compose.yml")).toEqual(["build-config"]);
		// …and the graph enters a hidden `.ci/`
		expect(
			graphOf({ "ci/test.sh": "", ".ci/check.sh": "" }, "ci-scripts-")
				.nodes.filter((node) => node.kind === "ci-script")
				.map((node) => node.path)
				.sort(),
		).toEqual([".ci/check.sh", "ci/test.sh"]);
		hears(
			"search/CI",
			"ci-path",
			["ci/", "./ci/test.sh", "ci", ".ci/check.py"],
			["src/ci/", "circle.ts", "docs/ci.md", "ci/deps/actions-311.yaml", "ci/Dockerfile"],
		);
		expect(kindsOfPath("DEVELOPER.md")).toEqual(["doc"]);
		// a cited release is read from the file's content (its `version:`), not its name
		expect(kindsOfPath("CITATION.cff")).toEqual(["doc"]);
	});

	it("files a root tasks.py as a build file only where it states Invoke's tasks", () => {
		const invoke = "from invoke import task\n\n\n@task\ndef build(c):\n    c.run('python -m build')\n";
		expect(
			graphOf({ "tasks.py": invoke }, "invoke-")
				.nodes.filter((node) => node.path === "tasks.py")
				.map((node) => node.kind),
		).toEqual(["build-config"]);
		const celery = "from celery import shared_task\n\n\n@shared_task\ndef send_email(to):\n    pass\n";
		expect(graphOf({ "tasks.py": celery }, "celery-").nodes.filter((node) => node.path === "tasks.py")).toEqual([]);
	});

	it("hears the fifty-second pass's asks and keys", () => {
		hears(
			"search/Version",
			"release-ask",
			["let's ship it as 4.0.6", "ship v2.1 today", "ship this as 1.0"],
			["ship it", "we ship a binary"],
		);
		hears(
			"search/Version",
			"version-constant",
			['var Version = "3.13.1"', "const Version string = ", "TINY = 2"],
			["var versionCheck = true", "Version == 2", "var version = 1", "const version = process.versions.node"],
		);
		hears(
			"search/Entry",
			"entry-field",
			[String.raw`scripts\|entry.points`, "entry_points", "entry-points"],
			["entry"],
		);
		hears(
			"search/Docs",
			"docs-site-key",
			["html_theme", "html_theme_options", "intersphinx_mapping", String.raw`sphinx\.ext\.autodoc`, "site_name"],
			["html_body", "theme"],
		);
		hears("search/Docs", "docs-ask", ["switch the sphinx theme over", "a darker docs theme"], ["theme the button"]);
		hears(
			"search/Lint",
			"lint-ask",
			[
				"spelling check fails on 'wagoid'",
				"add the word to cspell",
				"the spellchecker complains",
				"add them to the allowed words",
			],
			[
				"spell out the flag",
				"check the spelling of the name in the docs",
				"set spellcheck={false} on the textarea",
				"disable the browser spell check in the editor",
			],
		);
		hears(
			"search/Lint",
			"lint-word",
			["Layout/LineLength", "golint", ".cspell.json"],
			["lineLength", "lengthOfLine"],
		);
	});
});

describe("the fifty-third pass", () => {
	it("files babel's JSON and module configs, cargo-audit's settings, mdBook's and towncrier's as the graph's kinds", () => {
		for (const name of [".babelrc", ".babelrc.json", ".babelrc.js", ".babelrc.cjs"])
			expect(ClassifyFile(name, 0), name).toEqual(["build-config"]);
		expect(ClassifyFile(".babelrc.md", 0)).toEqual(["doc"]);
		expect(ClassifyFile(".cargo/audit.toml", 1)).toEqual(["config"]);
		expect(ClassifyFile("crates/x/.cargo/audit.toml", 3)).toEqual([]);
		expect(ClassifyFile("book.toml", 0)).toEqual(["doc"]);
		expect(ClassifyFile("guide/book.toml", 1)).toEqual(["doc"]);
		expect(ClassifyFile("towncrier.toml", 0)).toEqual(["version-file"]);
	});

	it("files a root guide or book as docs and a root CHANGES folder as news fragments, not one deeper", () => {
		expect(ClassifyFolder("guide", 0)).toEqual(["doc"]);
		expect(ClassifyFolder("book", 0)).toEqual(["doc"]);
		expect(ClassifyFolder("guide", 1)).toEqual([]);
		expect(ClassifyFolder("CHANGES", 0)).toEqual(["changeset"]);
		expect(ClassifyFolder("CHANGES", 1)).toEqual([]);
	});

	it("reads cibuildwheel's and setuptools' tables as build settings and towncrier's as the release's", () => {
		expect(ToolTableKinds('[tool.cibuildwheel]\nbuild-frontend = "build[uv]"\n')).toEqual(["build-config"]);
		expect(ToolTableKinds('[tool.setuptools]\npackages = ["x"]\n')).toEqual(["build-config"]);
		expect(ToolTableKinds('[tool.setuptools_scm]\nversion_file = "x/_v.py"\n')).toEqual([]);
		expect(ToolTableKinds('[tool.towncrier]\ndirectory = "CHANGES/"\n')).toEqual(["version-file"]);
	});

	it("hears npm scripts and install hooks as build work, Sphinx as docs work, towncrier as release work", () => {
		hears(
			"search/Build",
			"build-ask",
			["give people a `cleanup` npm script", "kill the postinstall banner", "a pnpm script for it"],
			["the script is slow", "install it"],
		);
		hears("search/Docs", "docs-ask", ["sphinx conf imports stuff it never uses"], ["a sphinxter"]);
		hears(
			"search/Version",
			"release-ask",
			["move the towncrier settings out of pyproject", "add a news fragment"],
			["the town crier"],
		);
	});
});

describe("the fifty-fourth pass", () => {
	it("files a Python project's settings modules as config, wherever they are", () => {
		for (const path of [
			"settings.py",
			"example_project/settings.py",
			"guardian/testapp/testsettings.py",
			"tests/test_settings.py",
			"t/proj/settings.py",
			"config/settings/base.py",
			"config/settings/production.py",
		])
			expect(kindsOfPath(path), path).toEqual(["config"]);
		for (const path of [
			"settings.json",
			".vscode/settings.json",
			"src/settings.ts",
			"settings/README.md",
			"resettings.pyc",
			"djmoney/app_settings.py",
			"scrapy/settings/__init__.py",
			"app/views/settings.py",
			"wagtail/contrib/settings/models.py",
			"accounts/settings/views.py",
			"django/core/management/commands/diffsettings.py",
		])
			expect(kindsOfPath(path), path).not.toEqual(["config"]);
	});

	it("files any other page at the root as docs, after the changelog, licence and readme rules", () => {
		for (const name of ["Customization.md", "INSTALL.md", "UPGRADE_GUIDE_V2.md", "ROADMAP.rst", "guide.mdx"])
			expect(ClassifyFile(name, 0), name).toEqual(["doc"]);
		// (not a to-do list, a template, a release or deploy runbook, nor a changelog, licence or agent file spelled apart)
		for (const name of [
			"TODO.md",
			"TODOS.md",
			"README.zh-CN.md",
			"Readme_zh-CN.md",
			"CONTRIBUTORS.md",
			"AUTHORS.rst",
			"AI_POLICY.md",
			"pull_request_template.md",
			"RELEASING.md",
			"deploy.md",
			"CHANGELOG-7.0.md",
			"history.md",
			"LICENSE-MIT.md",
			"AGENT.md",
		])
			expect(ClassifyFile(name, 0), name).not.toEqual(["doc"]);
		expect(ClassifyFile("CHANGELOG.md", 0)).toEqual(["changelog"]);
		expect(ClassifyFile("LICENSE.md", 0)).toEqual(["license"]);
		expect(ClassifyFile("src/Customization.md", 1)).toEqual([]);
		expect(ClassifyFile("notes.txt", 0)).toEqual([]);
	});

	it("hears Django's settings in their own upper case, never the everyday words", () => {
		hears(
			"search/Config",
			"django-setting",
			["USE_TZ\\|TIME_ZONE", "INSTALLED_APPS", "DATABASES", "ALLOWED_HOSTS = [", "STATICFILES_DIRS"],
			["databases", "templates", "MIDDLEWARE", "SECRET_KEY", "USE_TZX", "MY_DATABASES_X"],
		);
		hears("search/Build", "build-target", ["goarch", "- goarm"], ["go arch", "runtime.GOARCH", "goreleaser"]);
		hears("search/Build", "build-ask", ["can we ship ppc64le binaries too?"], ["a binary search"]);
		hears(
			"search/Dependency",
			"dependency-word",
			["extras", "[tool.poetry.extras]", "extras ="],
			["extras/completion.fish", "intent.extras", "extras.get("],
		);
		hears("search/Dependency", "dependency-ask", ["bump go-runewidth to 0.0.19"], ["bump go-version to 1.23"]);
	});
});

describe("the fifty-fifth pass: PHP's and the JVM's package files", () => {
	it("reads a composer.json's name, licences, binaries, scripts and required packages, not the platform's", () => {
		const text = JSON.stringify({
			name: "fakerphp/faker",
			license: ["MIT", "BSD-3-Clause"],
			bin: ["bin/faker"],
			require: { php: "^7.1 || ^8.0", "ext-json": "*", "psr/container": "^1.0" },
			"require-dev": { "bamarni/composer-bin-plugin": "^1.4", "composer-runtime-api": "^2" },
			scripts: { test: "phpunit" },
			autoload: { "psr-4": { "Faker\\": "src/Faker/" } },
		});
		expect(ComposerFacts("composer.json", text)).toEqual([
			{ path: "composer.json", field: "name", value: "fakerphp/faker" },
			{ path: "composer.json", field: "license", value: "MIT" },
			{ path: "composer.json", field: "license", value: "BSD-3-Clause" },
			{ path: "composer.json", field: "bin", value: "bin/faker" },
			{ path: "composer.json", field: "script", value: "test" },
			{ path: "composer.json", field: "dependency", value: "psr/container" },
			{ path: "composer.json", field: "dependency", value: "bamarni/composer-bin-plugin" },
		]);
		expect(ComposerFacts("composer.json", "{ not json")).toEqual([]);
		expect(ManifestFacts("vendor-bin/phpstan/composer.json", '{"require":{"phpstan/phpstan":"^0.12"}}')).toEqual([
			{ path: "vendor-bin/phpstan/composer.json", field: "dependency", value: "phpstan/phpstan" },
		]);
	});

	it("reads a Gradle script's, a version catalog's and a POM's dependencies, and a script's literal version", () => {
		const script = [
			'version = "3.2.1"',
			"dependencies {",
			'  implementation("com.google.guava:guava:33.0.0-jre")',
			"  testImplementation 'junit:junit:4.13.2'",
			"  api(libs.jspecify)",
			"}",
		].join("\n");
		expect(JvmFacts("build.gradle.kts", script)).toEqual([
			{ path: "build.gradle.kts", field: "version", value: "3.2.1" },
			{ path: "build.gradle.kts", field: "dependency", value: "guava" },
			{ path: "build.gradle.kts", field: "dependency", value: "junit" },
		]);
		const catalog = [
			"[versions]",
			'errorprone = "2.36.0"',
			"[libraries]",
			'guava = { module = "com.google.guava:guava", version.ref = "guava" }',
			'jspecify = "org.jspecify:jspecify:1.0.0"',
			'asm = { group = "org.ow2.asm", name = "asm", version = "9.7" }',
			"[plugins]",
			'versions = { id = "com.github.ben-manes.versions", version = "0.51.0" }',
			'kotlin = "org.jetbrains.kotlin.jvm:2.0.0"',
		].join("\n");
		expect(values(JvmFacts("gradle/libs.versions.toml", catalog), "dependency")).toEqual([
			"errorprone",
			"guava",
			"jspecify",
			"asm",
			"com.github.ben-manes.versions",
			"org.jetbrains.kotlin.jvm",
		]);
		const pom = [
			"<project>",
			"  <artifactId>fastcsv</artifactId>",
			"  <dependencies>",
			"    <dependency>",
			"      <groupId>org.junit.jupiter</groupId>",
			"      <artifactId>junit-jupiter</artifactId>",
			"      <exclusions>",
			"        <exclusion>",
			"          <artifactId>commons-logging</artifactId>",
			"        </exclusion>",
			"      </exclusions>",
			"    </dependency>",
			"  </dependencies>",
			"</project>",
		].join("\n");
		expect(values(PomFileFacts("pom.xml", pom), "dependency")).toEqual(["junit-jupiter"]);
		expect(
			BazelFacts(
				"MODULE.bazel",
				'module(name = "google_benchmark")\nbazel_dep(name = "nanobind_bazel", version = "2.7.0")\n',
			),
		).toEqual([{ path: "MODULE.bazel", field: "dependency", value: "nanobind_bazel" }]);
	});

	it("files the Composer, Gradle and Maven files, and the PHP and JVM checkers' and runners' settings", () => {
		expect(PackageFileOf("composer.lock")?.ecosystem).toBe("php");
		expect(EcosystemOf("gradle/libs.versions.toml")).toBe("jvm");
		expect(EcosystemOf("libs.versions.toml")).toBeUndefined();
		expect(ClassifyFile("composer.json", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("composer.lock", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("gradle.lockfile", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("build.gradle.kts", 0)).toEqual(["requirements", "build-config"]);
		expect(ClassifyFile("settings.gradle.kts", 0)).toEqual([]);
		expect(ClassifyFile("vendor/psr/log/composer.json", 3)).toEqual([]);
		expect(ClassifyFile("app/vendor/composer.lock", 2)).toEqual([]);
		expect(PackageFileOf("vendor/psr/log/composer.json")).toBeUndefined();
		expect(ClassifyFile("gradle/libs.versions.toml", 1)).toEqual(["requirements"]);
		expect(ClassifyFile("MODULE.bazel", 0)).toEqual(["requirements", "build-config"]);
		for (const path of [
			"phpstan.neon.dist",
			"phpstan-baseline.neon",
			"phpstan.dist.neon",
			"psalm.xml",
			"psalm.baseline.xml",
			".php-cs-fixer.dist.php",
			".php_cs.dist",
			"phpcs.xml.dist",
			"rector.php",
			"grumphp.yml",
			"config/checkstyle/checkstyle.xml",
			"gradle/config/pmd/rulesSets-test.xml",
			"gradle/config/spotbugs/exclude.xml",
			"config/pmd/ruleset.xml",
			"detekt.yml",
			"spotbugs-excludes.xml",
		])
			expect(kindsOfPath(path), path).toEqual(["lint-config"]);
		for (const path of [
			"phpunit.xml.dist",
			"phpunit.xml",
			"phpunit.dist.xml",
			"infection.json5",
			".vscode-test.mjs",
		])
			expect(ClassifyFile(path, 0), path).toEqual(["test-config"]);
		expect(ClassifyFile("gradle/wrapper/gradle-wrapper.properties", 2)).toEqual(["build-config"]);
		expect(ClassifyFile("gradle/plugins/src/main/kotlin/quality/pmd.caffeine.gradle.kts", 6)).toEqual([
			"build-config",
		]);
		expect(ClassifyFile("gradle.properties", 0)).toEqual(["config"]);
		expect(ClassifyFile("caffeine/src/main/java/module-info.java", 4)).toEqual(["entry"]);
		expect(ClassifyFile("jcache/src/main/resources/META-INF/services/javax.cache.spi.CachingProvider", 6)).toEqual([
			"entry",
		]);
		expect(ClassifyFile("caffeine/src/test/java/module-info.java", 4)).toEqual([]);
		expect(ClassifyFile(".tshy/esm.json", 1)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("typedoc.json", 0)).toEqual(["doc"]);
		// (a checker's folder under the tests is the tests' fixtures; a checker's report is its output)
		expect(ClassifyFile("src/test/resources/checkstyle/bad.xml", 4)).toEqual([]);
		expect(ClassifyFile("src/main/resources/pmd/rules.xml", 4)).toEqual([]);
		expect(ClassifyFile("pmd/pom.xml", 1)).toEqual(["requirements"]);
		expect(ClassifyFile("checkstyle-result.xml", 0)).toEqual([]);
		expect(ClassifyFile(".mvn/jvm.config", 1)).toEqual(["config"]);
		expect(ClassifyFile(".mvn/wrapper/maven-wrapper.properties", 2)).toEqual(["build-config"]);
		expect(ClassifyFile("typedoc.config.mjs", 0)).toEqual(["doc"]);
		expect(ClassifyFolder("include", 0, true)).toEqual(["entry"]);
		expect(ClassifyFolder("include", 0)).toEqual([]);
		expect(ClassifyFolder("include", 1, true)).toEqual([]);
	});

	it("makes Composer's and Gradle's files their own project's manifests, a JS project's requirements", () => {
		const php = graphOf(
			{
				"composer.json": JSON.stringify({ name: "ramsey/uuid", require: { "brick/math": "^0.12" } }),
				"vendor-bin/phpstan/composer.json": JSON.stringify({ require: { "phpstan/phpstan": "^1" } }),
				"src/Uuid.php": "",
			},
			"graph-php-",
		);
		expect(php.packages.map((pkg) => [pkg.path, pkg.name])).toEqual([["", "ramsey/uuid"]]);
		const phpKinds = (path: string) => php.nodes.filter((node) => node.path === path).map((node) => node.kind);
		expect(phpKinds("composer.json")).toEqual(["requirements", "manifest"]);
		expect(phpKinds("vendor-bin/phpstan/composer.json")).toEqual(["requirements", "manifest"]);
		// (Composer's installed packages are none; beside a package.json, as a JS library's for Packagist, it states what it
		// needs, and the package.json names the root package, as before)
		const laravel = graphOf(
			{
				"composer.json": JSON.stringify({ name: "laravel/laravel", require: { "laravel/framework": "^11" } }),
				"package.json": JSON.stringify({ name: "app", version: "1.0.0", private: true }),
				"vendor/symfony/console/composer.json": JSON.stringify({ name: "symfony/console" }),
			},
			"graph-laravel-",
		);
		expect(laravel.packages.map((pkg) => [pkg.path, pkg.name])).toEqual([["", "app"]]);
		expect(laravel.nodes.filter((node) => node.path === "composer.json").map((node) => node.kind)).toEqual([
			"requirements",
		]);
		// (…and the app's own manifest where it maps the app's PHP code; a filled `vendor/` is never read)
		const laravelApp = graphOf(
			{
				"composer.json": JSON.stringify({
					name: "laravel/laravel",
					autoload: { "psr-4": { "App\\": "app/" } },
				}),
				"package.json": JSON.stringify({ private: true, scripts: { build: "vite build" } }),
				"vendor/autoload.php": "<?php\n",
				"vendor/components/jquery/package.json": JSON.stringify({ name: "jquery", version: "3.7.1" }),
				"vendor/components/jquery/LICENSE": "MIT",
			},
			"graph-laravel-app-",
		);
		expect(laravelApp.nodes.filter((node) => node.path === "composer.json").map((node) => node.kind)).toEqual([
			"requirements",
			"manifest",
		]);
		expect(laravelApp.nodes.filter((node) => node.path.startsWith("vendor/")).map((node) => node.path)).toEqual([]);
		expect(laravelApp.packages.map((pkg) => pkg.path)).toEqual([""]);
		// (a `vendor/` of the project's own code, not a package manager's, is read)
		const own = graphOf(
			{ "package.json": "{}", "vendor/integration/package.json": '{"name":"integration"}' },
			"graph-own-vendor-",
		);
		expect(own.packages.map((pkg) => pkg.path)).toEqual(["", "vendor/integration"]);
		expect(laravel.nodes.some((node) => node.path.startsWith("vendor/"))).toBe(false);
		expect(values(laravel.facts, "dependency")).toEqual(["laravel/framework"]);
		const jvm = graphOf(
			{
				"settings.gradle.kts": 'include("lib")\n',
				"build.gradle.kts": 'version = "1.0.0"\n',
				"lib/build.gradle.kts":
					'dependencies {\n  testImplementation("org.junit.jupiter:junit-jupiter:5.10.0")\n}\n',
				"gradle/libs.versions.toml": '[versions]\njunit = "5.10.0"\n',
			},
			"graph-jvm-",
		);
		const kindsIn = (graph: typeof jvm, path: string) =>
			graph.nodes.filter((node) => node.path === path).map((node) => node.kind);
		expect(kindsIn(jvm, "build.gradle.kts")).toEqual(["requirements", "build-config", "manifest"]);
		expect(kindsIn(jvm, "lib/build.gradle.kts")).toEqual(["requirements", "build-config", "manifest"]);
		expect(kindsIn(jvm, "settings.gradle.kts")).toEqual(["workspace"]);
		expect(kindsIn(jvm, "gradle/libs.versions.toml")).toEqual(["requirements"]);
		// (breadth first: the catalog's folder before the build's)
		expect(values(jvm.facts, "dependency")).toEqual(["junit", "junit-jupiter"]);
		expect(values(jvm.facts, "version")).toEqual(["1.0.0"]);
		const app = graphOf(
			{
				"package.json": JSON.stringify({ name: "rn-app", dependencies: { "react-native": "0.76.0" } }),
				"android/build.gradle": "",
				"android/settings.gradle": "",
			},
			"graph-rn-",
		);
		expect(kindsIn(app, "android/build.gradle")).toEqual(["requirements", "build-config"]);
		expect(kindsIn(app, "android/settings.gradle")).toEqual([]);
		// (Gradle's settings script alone at the root names no package; a C build's root `include/` is its entries)
		const multi = graphOf(
			{ "settings.gradle.kts": 'rootProject.name = "caffeine"\n', "caffeine/build.gradle.kts": "" },
			"graph-jvm-multi-",
		);
		expect(multi.packages).toEqual([]);
		const c = graphOf({ "CMakeLists.txt": "project(uriparser)\n", "include/uriparser/Uri.h": "" }, "graph-c-");
		expect(kindsIn(c, "include/")).toEqual(["entry"]);
		const js = graphOf({ "package.json": "{}", "include/header.html": "" }, "graph-js-include-");
		expect(kindsIn(js, "include/")).toEqual([]);
	});

	it("hears the PHP and JVM ecosystems' words, and a checker named as a Composer package as no lint word", () => {
		hears(
			"search/Lint",
			"lint-word",
			[
				"phpstan",
				"vendor/bin/phpstan analyse",
				"psalm --no-cache",
				"checkstyle",
				"spotlessApply",
				"reportUnmatched",
			],
			[
				"phpstan/phpstan",
				"vimeo/psalm",
				"friendsofphp/php-cs-fixer",
				"squizlabs/php_codesniffer",
				"error-prone",
				"spotless",
			],
		);
		// (the JS tools' names as packages and paths are lint words still)
		hears(
			"search/Lint",
			"lint-word",
			["eslint", "@typescript-eslint/no-explicit-any", "@eslint/js", "prettier/prettier", "src/eslint/index.ts"],
			[],
		);
		hears("search/Dependency", "lockfile-path", ["composer.lock", "app/gradle.lockfile"], ["composer.json"]);
		hears(
			"search/Dependency",
			"manifest-path",
			["composer.json", "pom.xml", "build.gradle", "lib/build.gradle.kts", "gradle/libs.versions.toml"],
			["libs.versions.toml", "build.gradle.md"],
		);
		hears("search/Dependency", "dependency-word", ["require-dev"], ["required"]);
		hears(
			"search/Dependency",
			"package-tool",
			["composer show psr/log", "./gradlew dependencies", "mvn dependency:tree"],
			["composer install"],
		);
		hears("search/Version", "version-word", ["branch-alias", "extra.branch-alias"], ["branch alias"]);
		hears("search/Test", "test-api", ["phpunit", "junit", "JUnit5", "jacoco"], ["junitxml_path"]);
		hears(
			"search/Test",
			"test-runner",
			[
				"vendor/bin/phpunit",
				"./gradlew test",
				"mvn verify",
				"./mvnw -q clean verify",
				"./gradlew :caffeine:test",
			],
			["gradle build", "mvn test-compile"],
		);
		hears("search/Test", "test-config-path", ["phpunit.xml.dist", ".vscode-test.mjs"], ["phpunit.php"]);
		hears("search/Entry", "entry-field", ['"autoload"', "autoload-dev", "psr-4"], ["autoloader", "psr-7"]);
		hears(
			"search/Entry",
			"entry-path",
			[
				"caffeine/src/main/java/module-info.java",
				"module-info.java",
				"include/uriparser/Uri.h",
				"./include/benchmark.h",
			],
			["module-info.txt", "caffeine/src/test/java/module-info.java", "src/include/x.h", "include/x.c"],
		);
		hears(
			"search/Entry",
			"entry-ask",
			["add a JPMS module descriptor", "check the ServiceLoader registration", "where is module-info"],
			["the service is down", "webpack named modules", "register the service provider"],
		);
		hears(
			"search/Docs",
			"docs-path",
			["typedoc.json", "typedoc.base.jsonc", "typedoc.config.mjs"],
			["typedocs.ts"],
		);
		hears(
			"search/Config",
			"config-path",
			[".tshy/esm.json", "gradle.properties", ".mvn/jvm.config"],
			[".tshy/readme.md", ".mvn/readme.md", ".mvn/wrapper/maven-wrapper.properties"],
		);
		hears(
			"search/Lint",
			"lint-path",
			["phpstan.neon.dist", ".php-cs-fixer.dist.php", "phpcs.xml.dist"],
			["phpstan.php"],
		);
		hears(
			"search/Build",
			"build-tool",
			[
				"pedantic-errors",
				"-Wall -Wextra",
				"CMAKE_CXX_STANDARD",
				"target_compile_options",
				"FetchContent_Declare",
			],
			["cmake", "python -Werror -m pytest", "a-Wall"],
		);
		hears(
			"search/Build",
			"build-path",
			["cmake/GoogleTest.cmake.in", "build.gradle.kts"],
			["settings.gradle", "a.in"],
		);
		hears(
			"search/Entry",
			"entry-field",
			["^\\s*(main|post):", "(pre|main|post):"],
			["main:", "post: 1", "domain|post:"],
		);
	});
});

describe("the fifty-sixth pass: .NET's and Dart's package files", () => {
	it("files each in the one table, with its world", () => {
		for (const [path, ecosystem] of [
			["src/Polly.Core/Polly.Core.csproj", "dotnet"],
			["src/Lib/Lib.fsproj", "dotnet"],
			["Directory.Packages.props", "dotnet"],
			["Directory.Build.props", "dotnet"],
			["eng/Library.targets", "dotnet"],
			[".config/dotnet-tools.json", "dotnet"],
			["packages.lock.json", "dotnet"],
			["pubspec.yaml", "dart"],
			["packages/freezed/pubspec.yaml", "dart"],
			["pubspec.lock", "dart"],
			["melos.yaml", "dart"],
		] as const)
			expect(EcosystemOf(path), path).toBe(ecosystem);
		expect(EcosystemOf("tools/dotnet-tools.json")).toBeUndefined();
		expect(kindsOfPath("Directory.Packages.props")).toEqual(["requirements"]);
		expect(kindsOfPath("src/Polly/Polly.csproj")).toEqual(["requirements", "build-config"]);
		expect(kindsOfPath("eng/Common.props")).toEqual(["build-config"]);
		expect(kindsOfPath("packages.lock.json")).toEqual(["lockfile"]);
		expect(kindsOfPath("pubspec.lock")).toEqual(["lockfile"]);
		expect(kindsOfPath(".config/dotnet-tools.json")).toEqual(["requirements"]);
	});

	it("reads an MSBuild file's packages, literal version, package id and licence", () => {
		const facts = MsbuildFacts(
			"Directory.Build.props",
			[
				"<Project>",
				'  <PackageReference Include="Polly.Core" />',
				'  <PackageVersion Include="xunit" Version="2.9.3" />',
				'  <PackageReference Update="Microsoft.SourceLink.GitHub" Version="8.0.0" />',
				"  <VersionPrefix>8.6.0</VersionPrefix>",
				"  <AssemblyVersion>$(VersionPrefix)</AssemblyVersion>",
				"  <LangVersion>latest</LangVersion>",
				`  <PackageValidationBaselineVersion Condition="'$(X)' == ''">8.5.2</PackageValidationBaselineVersion>`,
				"  <PackageId>Polly.Core</PackageId>",
				"  <PackageId>$(AssemblyName)</PackageId>",
				"  <PackageLicenseExpression>BSD-3-Clause</PackageLicenseExpression>",
				"  <PackageLicenseFile>LICENSE.txt</PackageLicenseFile>",
				'  <PackageReference Version="3.1.1" Include="Serilog" />',
				'  <PackageReference Include="Newtonsoft.Json">',
				"    <Version>13.0.1</Version>",
				"  </PackageReference>",
				"  <PackageReference",
				'      Include="Dapper">',
				"    <Version>2.1.0</Version>",
				"  </PackageReference>",
				"  <PackageReference Include='Humanizer' Version='2.14.1' />",
				"</Project>",
			].join("\n"),
		);
		expect(values(facts, "dependency")).toEqual([
			"Polly.Core",
			"xunit",
			"Microsoft.SourceLink.GitHub",
			"Serilog",
			"Newtonsoft.Json",
			"Dapper",
			"Humanizer",
		]);
		expect(values(facts, "version")).toEqual(["8.6.0", "8.5.2"]);
		expect(values(facts, "name")).toEqual(["Polly.Core"]);
		expect(values(facts, "license")).toEqual(["BSD-3-Clause"]);
		expect(ManifestReaderOf("src/A/A.csproj")).toBe("msbuild");
		// (an over-long line is read to its cap)
		expect(MsbuildFacts("a.props", `<Version${" ".repeat(100_000)}>1.0</Version>`)).toEqual([]);
	});

	it("reads a tool manifest's tools, and a bad one as none", () => {
		const text = JSON.stringify({ version: 1, tools: { "dotnet-stryker": { version: "4.0" }, cake: {} } });
		expect(values(DotnetToolsFacts(".config/dotnet-tools.json", text), "dependency")).toEqual([
			"dotnet-stryker",
			"cake",
		]);
		expect(DotnetToolsFacts(".config/dotnet-tools.json", "{ tools: ")).toEqual([]);
	});

	it("reads a pubspec's name, version, SDK floor and each dependency section's packages", () => {
		const facts = PubspecFacts(
			"pubspec.yaml",
			[
				"name: markdown",
				"version: 7.2.3-wip",
				"environment:",
				"  sdk: ^3.2.0",
				"dependencies:",
				"  args: ^2.0.0",
				"  flutter:",
				"    sdk: flutter",
				"dev_dependencies:\r",
				"  dart_flutter_team_lints: ^3.0.0 # lints\r",
				"executables:",
				"  markdown:",
			].join("\n"),
		);
		expect(values(facts, "name")).toEqual(["markdown"]);
		expect(values(facts, "version")).toEqual(["7.2.3-wip"]);
		expect(values(facts, "runtime")).toEqual(["3.2.0"]);
		expect(values(facts, "dependency")).toEqual(["args", "flutter", "dart_flutter_team_lints"]);
		expect(
			values(
				PubspecFacts("pubspec.yaml", "name: foo # the package\r\nenvironment:\n  sdk: '>=2.19.0 <4.0.0'\n"),
				"name",
			),
		).toEqual(["foo"]);
		expect(values(PubspecFacts("pubspec.yaml", "environment:\n  sdk: '>=2.19.0 <4.0.0'\n"), "runtime")).toEqual([
			"2.19.0",
		]);
		// (a pubspec indented by four spaces is read as one by two)
		const four = PubspecFacts(
			"pubspec.yaml",
			"environment:\n    sdk: ^3.0.0\ndependencies:\n    http: ^1.0.0\n    flutter:\n        sdk: flutter\n",
		);
		expect(values(four, "dependency")).toEqual(["http", "flutter"]);
		expect(values(four, "runtime")).toEqual(["3.0.0"]);
	});

	it("reads a C header's version macro and files the header as a version file, a placeholder none", () => {
		const header = '#pragma once\n// x\n#define CLI11_VERSION_MAJOR 2\n#define CLI11_VERSION "2.5.0"\n';
		expect(values(VersionFileFacts("include/CLI/Version.hpp", header), "version")).toEqual(["2.5.0"]);
		expect(values(VersionFileFacts("src/version.h", '# define LIB_VERSION_STRING "v1.2.3"\n'), "version")).toEqual([
			"1.2.3",
		]);
		expect(VersionFileFacts("src/version.h", '#define LIB_VERSION "@PROJECT_VERSION@"\n')).toEqual([]);
		expect(VersionFileFacts("src/version.h", '#define API_LEVEL "3"\n')).toEqual([]);
		expect(ClassifyFile("include/CLI/Version.hpp", 2)).toEqual(["version-file"]);
		expect(ClassifyFile("include/CLI/Conversion.hpp", 2)).toEqual([]);
		// (a TypeScript type's `Version.ts` and a CMake template are no version files)
		expect(ClassifyFile("src/types/Version.ts", 2)).toEqual([]);
		expect(ClassifyFile("libvips/include/vips/version.h.in", 3)).toEqual([]);
	});

	it("reads a Dart library's version constant", () => {
		expect(
			values(VersionFileFacts("lib/src/version.dart", "const packageVersion = '7.2.3-wip';\n"), "version"),
		).toEqual(["7.2.3-wip"]);
		expect(VersionFileFacts("lib/src/version.dart", "final minVersion = compute();\n")).toEqual([]);
		expect(
			values(
				VersionFileFacts(
					"lib/src/version.dart",
					"const minimumDartVersion = '3.0.0';\nconst packageVersion = '7.2.2';\n",
				),
				"version",
			),
		).toEqual(["7.2.2"]);
	});

	it("files .NET's and Dart's settings, solutions, public API and test settings", () => {
		for (const [path, kinds] of [
			["Polly.slnx", ["build-config"]],
			["samples/Samples.sln", ["build-config"]],
			["cake.cs", ["build-config"]],
			["build.cake", ["build-config"]],
			["build.yaml", ["build-config"]],
			["global.json", ["config"]],
			["NuGet.config", ["config"]],
			["nuget.config", ["config"]],
			["samples/Chaos/appsettings.Development.json", ["config"]],
			["src/Polly.Core/.PublicAPI/PublicAPI.Shipped.txt", ["entry"]],
			["src/Polly/PublicAPI.Unshipped.txt", ["entry"]],
			["eng/stryker-config.json", ["test-config"]],
			["test/coverlet.runsettings", ["test-config"]],
			["dart_test.yaml", ["test-config"]],
			["analysis_options.yaml", ["lint-config"]],
			["stylecop.json", ["lint-config"]],
			["eng/analyzers.ruleset", ["lint-config"]],
			["lib/src/version.dart", ["version-file"]],
			[".yardopts_guide", ["doc"]],
			[".github/composite-actions/install/action.yml", ["workflow"]],
			["test.sh", ["test-config"]],
			["build.sh", ["build-config"]],
		] as const)
			expect(kindsOfPath(path), path).toEqual(kinds);
		expect(kindsOfPath("docs/.yardopts")).toEqual([]);
		expect(kindsOfPath("src/PublicAPI.md")).toEqual([]);
		expect(kindsOfPath("examples/test.sh")).toEqual([]);
		expect(kindsOfPath("src/Models/Cake.cs")).toEqual([]);
		expect(kindsOfPath("packages/freezed/build.yaml")).toEqual(["build-config"]);
		expect(kindsOfPath("packages/shared/.github/workflows/build.yaml")).toEqual([]);
		expect(kindsOfPath("public/locales/en/global.json")).toEqual([]);
		expect(kindsOfPath("src/X/obj/X.csproj.nuget.g.props")).toEqual([]);
		expect(EcosystemOf("src/X/obj/X.csproj.nuget.g.props")).toBeUndefined();
		expect(kindsOfPath("action.yml")).toEqual(["entry"]);
	});

	it("reads a Dart package's entry, a pubspec beside a package.json, MSBuild files' versions and licences", () => {
		const graph = graphOf(
			{
				"pubspec.yaml": "name: markdown\nversion: 7.2.2\ndependencies:\n  args: ^2.0.0\n",
				"package.json": JSON.stringify({ private: true, devDependencies: { prettier: "3" } }),
				"lib/markdown.dart": "export 'src/document.dart';\n",
				"lib/src/document.dart": "",
				"example/pubspec.yaml": "name: example\n",
				"eng/Common.props":
					"<Project><PropertyGroup>\n<MinVerMinimumMajorMinor>8.7</MinVerMinimumMajorMinor>\n</PropertyGroup></Project>\n",
				"eng/Library.targets":
					"<Project>\n<PackageLicenseExpression>BSD-3-Clause</PackageLicenseExpression>\n</Project>\n",
				"eng/Test.targets": "<Project>\n<CollectCoverage>true</CollectCoverage>\n</Project>\n",
				".claude-plugin/plugin.json": JSON.stringify({ name: "clasp", version: "1.0.0" }),
				"gemini-extension.json": JSON.stringify({ name: "clasp", version: "1.0.0" }),
			},
			"dsh-dart-",
		);
		const kinds = (path: string) =>
			graph.nodes
				.filter((node) => node.path === path)
				.map((node) => node.kind)
				.sort();
		expect(kinds("pubspec.yaml")).toEqual(["config", "manifest", "requirements"]);
		expect(kinds("example/pubspec.yaml")).toEqual(["requirements"]);
		// (the pubspec beside a package.json kept for tooling names the root package: its entry is the library)
		expect(kinds("lib/markdown.dart")).toEqual(["entry"]);
		expect(kinds("lib/src/document.dart")).toEqual([]);
		expect(graph.packages.filter((pkg) => pkg.path === "").map((pkg) => pkg.name)).toEqual(["markdown"]);
		expect(kinds("eng/Common.props")).toEqual(["build-config", "version-file"]);
		expect(kinds("eng/Library.targets")).toEqual(["build-config", "license"]);
		expect(kinds("eng/Test.targets")).toEqual(["build-config"]);
		expect(kinds(".claude-plugin/plugin.json")).toEqual(["version-file"]);
		expect(kinds("gemini-extension.json")).toEqual(["version-file"]);
		expect(graph.facts.some((fact) => fact.path === "pubspec.yaml" && fact.value === "args")).toBe(true);
		// a Dart package's entry is the library its name imports
		expect(
			entriesOf(
				{
					"pubspec.yaml": "name: markdown\nversion: 7.2.2\n",
					"lib/markdown.dart": "",
					"lib/src/document.dart": "",
					"lib/other.dart": "",
				},
				"dsh-dart-entry-",
			),
		).toEqual(["lib/markdown.dart"]);
	});

	it("reads a nested Dart package's library as an entry, never a test's, nor one a hostile name points at", () => {
		expect(
			entriesOf(
				{
					"pubspec.yaml": "name: dio_workspace\n",
					"melos.yaml": "name: dio\n",
					"plugins/native_dio_adapter/pubspec.yaml": "name: native_dio_adapter\nversion: 1.4.0\n",
					"plugins/native_dio_adapter/lib/native_dio_adapter.dart": "export 'src/adapter.dart';\n",
					"plugins/native_dio_adapter/lib/src/adapter.dart": "",
					// (no library of its name; a name that climbs out of its folder; a test's package)
					"example/pubspec.yaml": "name: example\n",
					"example/lib/app.dart": "",
					"bad/pubspec.yaml": "name: ../../etc\n",
					"etc.dart": "",
					"test/fixture_pkg/pubspec.yaml": "name: fixture_pkg\n",
					"test/fixture_pkg/lib/fixture_pkg.dart": "",
				},
				"dsh-melos-entry-",
			),
		).toEqual(["plugins/native_dio_adapter/lib/native_dio_adapter.dart"]);
	});

	it("files a migration or upgrade guide in either case as a doc, ex_check's and ReSharper's settings as lint configs", () => {
		const graph = graphOf(
			{
				"pubspec.yaml": "name: dio_workspace\n",
				"dio/doc/migration_guide.md": "",
				"dio/doc/upgrading.md": "",
				"dio/doc/migrations.md": "",
				"MIGRATION_GUIDE.md": "",
				"UPGRADE.txt": "",
			},
			"dsh-migration-docs-",
		);
		expect(kindsOf(graph, "dio/doc/migration_guide.md")).toEqual(["doc"]);
		expect(kindsOf(graph, "dio/doc/upgrading.md")).toEqual(["doc"]);
		expect(kindsOf(graph, "MIGRATION_GUIDE.md")).toEqual(["doc"]);
		expect(kindsOf(graph, "UPGRADE.txt")).toEqual(["doc"]);
		expect(kindsOf(graph, "dio/doc/migrations.md")).toEqual([]);
		expect(ClassifyFile(".check.exs", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("FluentValidation.sln.DotSettings", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("check.exs", 0)).toEqual([]);
	});

	it("spells a JVM level constant once: a real level, never a protocol's version", () => {
		const level = new RegExp(`^(${JVM_LEVEL_CONSTANT})$`);
		for (const name of ["JVM_17", "JVM_1_8", "VERSION_1_8", "VERSION_21", "KOTLIN_2_1"])
			expect(level.test(name), name).toBe(true);
		for (const name of ["VERSION_1", "VERSION_2", "JVM_8", "KOTLIN_2", "API_VERSION_11"])
			expect(level.test(name), name).toBe(false);
	});

	it("gives the root package to a root gemspec whatever its name sorts after, and never takes a Python root", () => {
		const roots = (files: Record<string, string>) =>
			graphOf(files, "dsh-roots-")
				.packages.filter((pkg) => pkg.path === "")
				.map((pkg) => pkg.manifest);
		const json = JSON.stringify({ private: true });
		expect(roots({ "faraday.gemspec": "", "package.json": json })).toEqual(["faraday.gemspec"]);
		expect(roots({ "yard.gemspec": "", "package.json": json })).toEqual(["yard.gemspec"]);
		expect(roots({ "zzlib.gemspec": "", "pyproject.toml": '[project]\nname = "zzlib"\n' })).toEqual([
			"pyproject.toml",
		]);
	});

	it("skips a .NET project's build output, and no other project's `obj/` or `bin/`", () => {
		const graph = graphOf(
			{
				"src/Polly/Polly.csproj": "<Project></Project>",
				"src/Polly/obj/Polly.csproj.nuget.g.props": "<Project></Project>",
				"src/Polly/bin/Release/net8.0/appsettings.json": "{}",
				"packages/obj/package.json": JSON.stringify({ name: "obj" }),
				"packages/obj/tsconfig.json": "{}",
			},
			"dsh-dotnet-out-",
		);
		const paths = new Set(graph.nodes.map((node) => node.path));
		expect(paths.has("src/Polly/Polly.csproj")).toBe(true);
		expect([...paths].some((path) => path.startsWith("src/Polly/obj/") || path.startsWith("src/Polly/bin/"))).toBe(
			false,
		);
		expect(paths.has("packages/obj/tsconfig.json")).toBe(true);
		expect(kindsOfPath("packages/obj/CHANGELOG.md")).toEqual(["changelog"]);
	});

	it("the pack hears .NET's and Dart's words, files and looks", () => {
		hears(
			"search/Version",
			"version-word",
			["MinVerMinimumMajorMinor", "PackageValidationBaselineVersion", "<VersionPrefix>"],
			["MinVersion", "AssemblyVersionAttribute", "minVer", "MinVer"],
		);
		hears(
			"search/Dependency",
			"dependency-word",
			['<PackageReference Include="x"', 'PackageVersion Include="Polly"', "dev_dependencies"],
			["<PackageVersion>1.0</PackageVersion>", "PackageReferences"],
		);
		hears("search/Dependency", "lockfile-path", ["packages.lock.json", "pubspec.lock"], ["packages.json"]);
		hears(
			"search/Dependency",
			"manifest-path",
			["src/Polly/Polly.csproj", "Directory.Packages.props", ".config/dotnet-tools.json", "pubspec.yaml"],
			["Directory.Build.props", "dotnet-tools.json", "x.csproj.user"],
		);
		hears(
			"search/Dependency",
			"package-tool",
			[
				"dotnet list package --outdated",
				"dotnet list src/Polly.csproj package",
				"dart pub deps",
				"flutter pub outdated",
			],
			["dotnet build", "dart pub get", "flutter run"],
		);
		hears(
			"search/Test",
			"test-runner",
			["dotnet test", "flutter test test/x_test.dart", "dart test -p chrome"],
			["dotnet tests"],
		);
		hears("search/Test", "test-api", ["xunit", "coverlet", "simplecov", "Coveralls"], ["xunits"]);
		hears(
			"search/Config",
			"config-key",
			["sdk:", "  sdk: ^3.1.0", `sdk: ">=3.1.0 <4.0.0"`, "rollForward", "homepage\\|sdk:", "(homepage|sdk:)"],
			["sdk", "android-sdk:", "sdk:x", "{ sdk: client }"],
		);
		hears(
			"search/Config",
			"config-path",
			["appsettings.json", "samples/Chaos/appsettings.Development.json", "global.json", "./global.json"],
			["appsettings.ts", "locales/en/global.json"],
		);
		hears(
			"search/Entry",
			"entry-path",
			["src/Polly/PublicAPI.Shipped.txt", "**/PublicAPI.*.txt", "src/x/.PublicAPI/"],
			["PublicAPI.md"],
		);
		hears(
			"search/Entry",
			"entry-field",
			["RS0016", "PublicAPI.Unshipped"],
			["RS0001", "PublicAPIs", "this.publicApi"],
		);
		hears(
			"search/Entry",
			"entry-ask",
			["move the PublicAPI shipped/unshipped files", "build fails with RS0016", "update the public api baseline"],
			["RS0001", "publicapis", "fix the publicApi url"],
		);
		hears(
			"search/Lint",
			"lint-word",
			[
				"StyleCop",
				"strict-casts",
				"implicit-casts",
				"dotnet_diagnostic.CA1062.severity",
				"TreatWarningsAsErrors",
			],
			["strict-cast", "castle"],
		);
		hears(
			"search/Build",
			"build-tool",
			["dotnet pack", "build_runner", "Directory.Build.props", "msbuild"],
			["dotnet test"],
		);
		hears(
			"search/Build",
			"build-ask",
			[
				"switch from .sln to the new slnx format",
				"the solution file misses it",
				"ship the LICENSE inside the nupkgs",
			],
			["a solution to the bug", "slnxy"],
		);
		hears(
			"search/Lint",
			"lint-ask",
			["migrate to strict-casts", "silence the analyzer warnings", "StyleCop complains"],
			["cast the value strictly", "the analyzer crashes"],
		);
		hears(
			"search/Build",
			"build-path",
			["Polly.slnx", "cake.cs", "build.cake", "Directory.Build.props", "eng/Library.targets", "src/A/A.csproj"],
			["cake.ts", "src/Models/Cake.cs"],
		);
		hears("search/Docs", "docs-path", [".yardopts", ".yardopts_i18n"], ["yardopts"]);
		hears("search/Lint", "lint-path", ["analysis_options.yaml", "stylecop.json"], ["analysis.yaml"]);
		hears(
			"search/Test",
			"test-config-path",
			["dart_test.yaml", "tests.runsettings", "stryker-config.json"],
			["dart_test.dart"],
		);
	});
});

describe("the fifty-seventh pass: Swift's and Elixir's package files, a POM's own facts", () => {
	it("reads a Swift package's manifest: its name, the packages it depends on, its tools version", () => {
		const manifest = [
			"// swift-tools-version:5.9",
			"import PackageDescription",
			"",
			"let package = Package(",
			'    name: "Alamofire",',
			'    products: [.library(name: "AlamofireDynamic", type: .dynamic, targets: ["Alamofire"])],',
			"    dependencies: [",
			'        .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),',
			'        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),',
			'        .package(name: "Quick", url: "https://example.com/quick.git", from: "7.0.0"),',
			'        .package(id: "mona.LinkedList", from: "1.2.0"),',
			'        .package(path: "../Local"),',
			"    ],",
			'    targets: [.target(name: "Alamofire", dependencies: [.product(name: "NIO", package: "swift-nio")])]',
			")",
		].join("\n");
		expect(SwiftFacts("Package.swift", manifest)).toEqual([
			{ path: "Package.swift", field: "runtime", value: "5.9" },
			{ path: "Package.swift", field: "name", value: "Alamofire" },
			{ path: "Package.swift", field: "dependency", value: "swift-nio" },
			{ path: "Package.swift", field: "dependency", value: "swift-log" },
			{ path: "Package.swift", field: "dependency", value: "Quick" },
			{ path: "Package.swift", field: "dependency", value: "LinkedList" },
		]);
		// (a name that is no file name, `..`, is never read as the package's; nor a target's or a trait's above `Package(`)
		expect(values(SwiftFacts("Package.swift", 'let package = Package(name: "..")'), "name")).toEqual([]);
		const traits = [
			"let targets = [.target(kind: .exported,",
			'    name: "_CollectionsTestSupport")]',
			"let package = Package(",
			'  name: "swift-collections",',
			"  targets: targets)",
		].join("\n");
		expect(values(SwiftFacts("Package.swift", traits), "name")).toEqual(["swift-collections"]);
	});

	it("reads a podspec as a gemspec: its version, its licence as a hash or a string, the pods it depends on", () => {
		const podspec = [
			"Pod::Spec.new do |s|",
			"  s.name = 'Alamofire'",
			"  s.version = '5.12.0'",
			"  s.license = { :type => 'MIT', :file => 'LICENSE' }",
			"  s.dependency 'SwiftyJSON', '~> 5.0'",
			"end",
		].join("\n");
		expect(GemFacts("Alamofire.podspec", podspec)).toEqual([
			{ path: "Alamofire.podspec", field: "name", value: "Alamofire" },
			{ path: "Alamofire.podspec", field: "version", value: "5.12.0" },
			{ path: "Alamofire.podspec", field: "license", value: "MIT" },
			{ path: "Alamofire.podspec", field: "dependency", value: "SwiftyJSON" },
		]);
		expect(values(ManifestFacts("Podfile", "target 'App' do\n  pod 'SnapKit', '~> 5'\nend"), "dependency")).toEqual(
			["SnapKit"],
		);
	});

	it("reads a mix.exs: the app, its version by attribute or literal, the Elixir it needs, licences, dependencies", () => {
		const mix = [
			"defmodule Tesla.Mixfile do",
			"  use Mix.Project",
			'  @version "1.21.2"',
			"  def project do",
			"    [",
			"      app: :tesla,",
			"      version: @version,",
			'      elixir: "~> 1.14",',
			"      deps: deps()",
			"    ]",
			"  end",
			"  defp package do",
			'    [licenses: ["MIT", "Apache-2.0"], links: %{"GitHub" => "https://github.com/elixir-tesla/tesla"}]',
			"  end",
			"  defp deps do",
			"    [",
			'      {:mime, "~> 1.0 or ~> 2.0"},',
			'      {:jason, ">= 1.0.0", optional: true},',
			'      {:ex_doc, ">= 0.0.0", only: :dev, runtime: false},',
			'      {:plug, github: "elixir-plug/plug"}',
			"    ]",
			"  end",
			"  defp version do",
			'    case File.read("VERSION") do',
			"      {:ok, v} -> v",
			'      {:error, "missing"} -> nil',
			"    end",
			"  end",
			"end",
		].join("\n");
		expect(MixFacts("mix.exs", mix)).toEqual([
			{ path: "mix.exs", field: "version", value: "1.21.2" },
			{ path: "mix.exs", field: "name", value: "tesla" },
			{ path: "mix.exs", field: "runtime", value: "1.14" },
			{ path: "mix.exs", field: "license", value: "MIT" },
			{ path: "mix.exs", field: "license", value: "Apache-2.0" },
			{ path: "mix.exs", field: "dependency", value: "mime" },
			{ path: "mix.exs", field: "dependency", value: "jason" },
			{ path: "mix.exs", field: "dependency", value: "ex_doc" },
			{ path: "mix.exs", field: "dependency", value: "plug" },
		]);
		// (a literal version in the project list, no attribute)
		expect(values(MixFacts("mix.exs", '  def project, do: [\n    version: "0.3.0-rc.1",'), "version")).toEqual([
			"0.3.0-rc.1",
		]);
	});

	it("reads a POM's own version, artifact, licence, Java level and the dependencies its version properties name", () => {
		const pom = [
			'<?xml version="1.0" encoding="UTF-8"?>',
			'<project xmlns="http://maven.apache.org/POM/4.0.0"',
			'  xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">',
			"  <parent>",
			"    <groupId>org.apache.commons</groupId>",
			"    <artifactId>commons-parent</artifactId>",
			"    <version>104</version>",
			"    <relativePath />",
			"  </parent>",
			"  <description><![CDATA[Text <br> utilities]]></description>",
			"  <artifactId>commons-text</artifactId>",
			"  <version>1.15.1-SNAPSHOT</version>",
			"  <!-- <version>9.9.9</version>",
			"       <artifactId>commented-out</artifactId> -->",
			"  <licenses>",
			"    <license>",
			"      <name>Apache-2.0</name>",
			"    </license>",
			"  </licenses>",
			"  <properties>",
			"    <maven.compiler.release>11</maven.compiler.release>",
			"    <commons.bytebuddy.version>1.18.0</commons.bytebuddy.version>",
			"    <version.logback>1.5.6</version.logback>",
			"    <slf4j.api.version>2.0.13</slf4j.api.version>",
			"    <commons.release.version>1.15.0</commons.release.version>",
			"  </properties>",
			"  <dependencies>",
			"    <dependency>",
			"      <groupId>commons-io</groupId>",
			"      <artifactId>commons-io</artifactId>",
			"      <version>2.22.0</version>",
			"      <exclusions><exclusion><artifactId>commons-logging</artifactId></exclusion></exclusions>",
			"    </dependency>",
			"  </dependencies>",
			"  <build><plugins><plugin><artifactId>maven-pmd-plugin</artifactId><version>3.2</version></plugin></plugins></build>",
			"</project>",
		].join("\n");
		const facts = PomFileFacts("pom.xml", pom);
		expect(values(facts, "version")).toEqual(["1.15.1-SNAPSHOT"]);
		expect(values(facts, "name")).toEqual(["commons-text"]);
		expect(values(facts, "license")).toEqual(["Apache-2.0"]);
		expect(values(facts, "runtime")).toEqual(["11"]);
		expect(values(facts, "dependency")).toEqual(["bytebuddy", "logback", "slf4j", "commons-io"]);
		// (a comment over several lines of a Windows checkout states nothing)
		const crlf =
			"<project>\r\n  <!-- old\r\n  <version>9.9.9</version>\r\n  -->\r\n  <version>1.0.0</version>\r\n</project>\r\n";
		expect(values(PomFileFacts("pom.xml", crlf), "version")).toEqual(["1.0.0"]);
		// (a version from a property, `${revision}`, states none; CI-friendly versions state it in the property)
		const friendly =
			"<project>\n<version>${revision}</version>\n<properties>\n<revision>2.0.0</revision>\n</properties>";
		expect(values(PomFileFacts("pom.xml", friendly), "version")).toEqual(["2.0.0"]);
	});

	it("reads the packages a composer.json suggests as its dependencies", () => {
		const composer =
			'{"require": {"php": "^8.0"}, "suggest": {"paragonie/sodium_compat": "Support EdDSA", "ext-sodium": "x"}}';
		expect(values(ComposerFacts("composer.json", composer), "dependency")).toEqual(["paragonie/sodium_compat"]);
	});

	it("files Swift's, CocoaPods', Carthage's and Mix's files, their settings, and a Maven project's own", () => {
		expect(ClassifyFile("Package.swift", 0)).toEqual(["requirements", "build-config"]);
		expect(ClassifyFile("Package@swift-6.0.swift", 0)).toEqual(["requirements", "build-config"]);
		expect(ClassifyFile("Sources/Package.swift.orig", 1)).toEqual([]);
		expect(ClassifyFile("Package.resolved", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("Alamofire.podspec", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("Podfile.lock", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("Cartfile.resolved", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("mix.exs", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("mix.lock", 0)).toEqual(["lockfile"]);
		expect(EcosystemOf("Package.swift")).toBe("swift");
		expect(EcosystemOf("mix.lock")).toBe("elixir");
		expect(ClassifyFile(".swiftlint.yml", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile(".swiftformat", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile(".formatter.exs", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile(".credo.exs", 0)).toEqual(["lint-config"]);
		expect(ClassifyFile("test/test_helper.exs", 1)).toEqual(["test-config"]);
		expect(ClassifyFile("Tests/Test Plans/iOS.xctestplan", 2)).toEqual(["test-config"]);
		expect(ClassifyFile("coveralls.json", 0)).toEqual(["test-config"]);
		expect(ClassifyFile(".swift-version", 0)).toEqual(["config"]);
		expect(ClassifyFile("pyrightconfig.json", 0)).toEqual(["config"]);
		expect(kindsOfPath("config/runtime.exs")).toEqual(["config"]);
		expect(kindsOfPath("apps/web/config/dev.exs")).toEqual(["config"]);
		expect(kindsOfPath("lib/app/config/dev.exs")).not.toContain("config");
		expect(kindsOfPath("Alamofire.xcodeproj/project.pbxproj")).toEqual(["build-config"]);
		expect(ClassifyFile("Debug.xcconfig", 0)).toEqual(["build-config"]);
		expect(ClassifyFile(".spi.yml", 0)).toEqual(["doc"]);
		expect(ClassifyFile(".jazzy.yaml", 0)).toEqual(["doc"]);
		expect(kindsOfPath("src/assembly/bin.xml")).toEqual(["build-config"]);
		expect(kindsOfPath("src/changes/changes.xml")).toEqual(["changelog"]);
		expect(kindsOfPath("src/conf/checkstyle-header.txt")).toEqual(["license"]);
		expect(ClassifyFile("LICENSE_HEADER", 0)).toEqual(["license"]);
		expect(ClassifyFile("header.txt", 0)).toEqual([]);
		expect(ClassifyFile(".gitattributes", 0)).toEqual(["config"]);
	});

	it("names a Swift package's, a pod's and an Elixir app's entry module, and files their manifests as their own", () => {
		const swift = graphOf(
			{
				"Package.swift": 'let package = Package(\n    name: "Alamofire",\n)\n',
				"Sources/Alamofire/Alamofire.swift": "",
				"Sources/Alamofire/Session.swift": "",
			},
			"swift-",
		);
		expect(swift.packages).toEqual([
			expect.objectContaining({ path: "", manifest: "Package.swift", name: "Alamofire" }),
		]);
		expect(kindsOf(swift, "Package.swift")).toEqual(expect.arrayContaining(["entry", "config"]));
		expect(kindsOf(swift, "Package.swift")).not.toContain("manifest");
		expect(kindsOf(swift, "Sources/Alamofire/Alamofire.swift")).toEqual(["entry"]);
		const pod = graphOf(
			{ "Alamofire.podspec": "s.name = 'Alamofire'\ns.version = '5.12.0'\n", "Source/Alamofire.swift": "" },
			"pod-",
		);
		expect(kindsOf(pod, "Source/Alamofire.swift")).toEqual(["entry"]);
		expect(kindsOf(pod, "Alamofire.podspec")).toContain("manifest");
		const mix = graphOf(
			{ "mix.exs": '  @version "1.2.0"\n      app: :tesla,\n', "lib/tesla.ex": "", "lib/tesla/x.ex": "" },
			"mix-",
		);
		expect(kindsOf(mix, "lib/tesla.ex")).toEqual(["entry"]);
		expect(kindsOf(mix, "mix.exs")).toEqual(expect.arrayContaining(["requirements", "manifest", "config"]));
		expect(mix.packages).toEqual([expect.objectContaining({ name: "tesla", version: "1.2.0" })]);
	});

	it("hears Swift's, Elixir's and Maven's words", () => {
		hears(
			"search/Config",
			"config-key",
			[
				"swiftLanguageModes",
				"enableUpcomingFeature",
				'elixir: "~>',
				"config :logger",
				"maven.compiler",
				"maven.compiler.release",
			],
			["swiftLanguage", "config logger", "maven.compilers"],
		);
		hears(
			"search/Entry",
			"entry-field",
			[
				"\\.library\\(",
				".executable(",
				"def application do",
				"def application, do: [mod: {App, []}]",
				"extra_applications",
				"Automatic-Module-Name",
				"osgi",
			],
			["library(", "define application", "def application(environ, start_response):"],
		);
		hears(
			"search/Build",
			"build-tool",
			["elixirc_paths", "defaultGoal", "swift build", "xcodebuild", "xcodebuild -scheme App build"],
			["swift test", "xcodebuild -scheme App test"],
		);
		hears("search/Test", "test-runner", ["swift test", "mix test", "xcodebuild -scheme App test"], ["mix testing"]);
		hears("search/Test", "test-api", ["ExUnit", "XCTestCase", "XCTAssertEqual"], ["XCTests"]);
		hears(
			"search/Lint",
			"lint-word",
			["swiftlint", "credo", "dialyzer", "mix format", "locals_without_parens"],
			["incredible"],
		);
		hears(
			"search/Version",
			"version-constant",
			["SNAPSHOT", "1.2-SNAPSHOT"],
			["toMatchSnapshot", "snapshot", "ISOLATION LEVEL SNAPSHOT", "case SNAPSHOT:"],
		);
		hears("search/Build", "pack-contents", ["export-ignore"], ["export ignore"]);
		hears(
			"search/Build",
			"build-path",
			["src/assembly/bin.xml", "src/assembly", "project.pbxproj"],
			["src/assemblyline.ts", "src/assembly/index.ts"],
		);
		hears(
			"search/License",
			"license-path",
			["src/conf/checkstyle-header.txt", "LICENSE_HEADER"],
			["header.txt", "tools/license_header.py"],
		);
		hears("search/Lint", "lint-path", [".swiftlint.yml", ".formatter.exs", ".credo.exs"], ["formatter.ex"]);
		hears(
			"search/Dependency",
			"lockfile-path",
			["Package.resolved", "Podfile.lock", "Cartfile.resolved", "mix.lock"],
			["Package.swift", "mix.exs"],
		);
		hears(
			"search/Dependency",
			"manifest-path",
			["Package.swift", "Package@swift-6.0.swift", "Alamofire.podspec", "Podfile", "Cartfile", "mix.exs"],
			["Sources/App/Package.swift.orig", "mix.ex"],
		);
	});
});

describe("the fifty-eighth pass: Gradle's properties, sbt's, cabal's, LuaRocks' and Meson's files", () => {
	it("reads a version catalog's library by its alias too, as the build scripts name it", () => {
		const catalog =
			'[libraries]\nkotest = "io.kotest:kotest-assertions-core:5.9.1"\nmordant = { module = "com.github.ajalt.mordant:mordant", version.ref = "mordant" }\n';
		expect(values(JvmFacts("gradle/libs.versions.toml", catalog), "dependency")).toEqual([
			"kotest-assertions-core",
			"kotest",
			"mordant",
		]);
	});

	it("reads a gradle.properties' version, published artifact, licence and library versions", () => {
		const properties = [
			"VERSION_NAME=5.1.0",
			"# Enable experimental cross compilation",
			"kotlin.native.enableKlibsCrossCompilation=true",
			"org.gradle.jvmargs=-Xmx4g",
			"POM_ARTIFACT_ID=clikt-core",
			"POM_LICENSE_NAME=Apache-2.0",
			"kotlinVersion=2.1.0",
			"okhttp_version = 4.12.0",
			"minSdkVersion=21",
			"version=unspecified",
		].join("\n");
		expect(GradlePropertiesFacts("gradle.properties", properties)).toEqual([
			{ path: "gradle.properties", field: "version", value: "5.1.0" },
			{ path: "gradle.properties", field: "name", value: "clikt-core" },
			{ path: "gradle.properties", field: "license", value: "Apache-2.0" },
			{ path: "gradle.properties", field: "dependency", value: "kotlin" },
			{ path: "gradle.properties", field: "dependency", value: "okhttp" },
		]);
		expect(ManifestReaderOf("clikt/gradle.properties")).toBe("gradle-properties");
	});

	it("reads an sbt build's modules, plugins, version values, own version, Scala release and licence", () => {
		const build = [
			'ThisBuild / tlBaseVersion := "0.14"',
			'ThisBuild / scalaVersion := "2.13.14"',
			'val scalaCheckVersion = "1.18.1"',
			'val previousCirceVersion = "0.14.0"',
			'// "org.example" %% "commented" % "1"',
			'libraryDependencies ++= Seq("org.typelevel" %%% "cats-core" % catsVersion, "org.scalameta" %% "munit" % "1.0.0" % Test)',
			'libraryDependencies += "org.scalatest" %% "scalatest" % "3.2.0" % "test"',
			'val Scala213 = "2.13.14"',
			"/* a block comment:",
			'  "org.example" %% "commented-out" % "1.0"',
			"*/",
			'licenses := Seq("Apache-2.0" -> url("https://www.apache.org/licenses/LICENSE-2.0"))',
			'moduleName := "circe-core"',
		].join("\n");
		expect(SbtFacts("build.sbt", build)).toEqual([
			{ path: "build.sbt", field: "version", value: "0.14" },
			{ path: "build.sbt", field: "runtime", value: "2.13.14" },
			{ path: "build.sbt", field: "dependency", value: "scalaCheck" },
			{ path: "build.sbt", field: "dependency", value: "cats-core" },
			{ path: "build.sbt", field: "dependency", value: "munit" },
			{ path: "build.sbt", field: "dependency", value: "scalatest" },
			{ path: "build.sbt", field: "license", value: "Apache-2.0" },
			{ path: "build.sbt", field: "name", value: "circe-core" },
		]);
		expect(
			values(
				SbtFacts("project/plugins.sbt", 'addSbtPlugin("org.scala-js" % "sbt-scalajs" % "1.17.0")'),
				"dependency",
			),
		).toEqual(["sbt-scalajs"]);
		expect(SbtFacts("project/build.properties", "sbt.version=1.10.2\n")).toEqual([
			{ path: "project/build.properties", field: "runtime", value: "1.10.2" },
		]);
		expect(values(SbtFacts("build.sbt", "ThisBuild / licenses := List(License.MIT)"), "license")).toEqual(["MIT"]);
	});

	it("reads a cabal file's name, version, licence, every component's dependencies and its executables' main", () => {
		const cabal = [
			"cabal-version: 2.4",
			"name:          hadolint",
			"version:       2.15.1",
			"license:       GPL-3",
			"",
			"library",
			"  exposed-modules: Hadolint",
			"  build-depends:",
			"      aeson >=1.4 && <2.3",
			"    , base >=4.8 && <5",
			"    , language-docker  >=14.0.1 && <15",
			"  -- a comment between",
			"      foo:internal,",
			"      text",
			"  default-language: Haskell2010",
			"  description: License: see the LICENSE file",
			"",
			"test-suite spec",
			"  main-is: Spec.hs",
			"",
			"executable hadolint",
			"  main-is: Main.hs",
			"  build-depends: base, hadolint,",
			"                 optparse-applicative",
		].join("\n");
		expect(CabalFacts("hadolint.cabal", cabal)).toEqual([
			{ path: "hadolint.cabal", field: "name", value: "hadolint" },
			{ path: "hadolint.cabal", field: "version", value: "2.15.1" },
			{ path: "hadolint.cabal", field: "license", value: "GPL-3" },
			{ path: "hadolint.cabal", field: "dependency", value: "aeson" },
			{ path: "hadolint.cabal", field: "dependency", value: "base" },
			{ path: "hadolint.cabal", field: "dependency", value: "language-docker" },
			{ path: "hadolint.cabal", field: "dependency", value: "foo" },
			{ path: "hadolint.cabal", field: "dependency", value: "text" },
			{ path: "hadolint.cabal", field: "main", value: "Main.hs" },
			{ path: "hadolint.cabal", field: "dependency", value: "hadolint" },
			{ path: "hadolint.cabal", field: "dependency", value: "optparse-applicative" },
		]);
	});

	it("reads a rockspec's name, released version, licence and rocks", () => {
		const rockspec = [
			'package = "lua-cjson"',
			'version = "2.1.0-1"',
			"description = {",
			'   license = "MIT",',
			"}",
			"dependencies = {",
			'   "lua >= 5.1", -- "not-a-dep" is fine',
			'   platforms = { windows = { "luawin" } },',
			'   "plenary.nvim" }',
			'build = { type = "builtin" }',
		].join("\n");
		expect(RockspecFacts("lua-cjson-2.1.0-1.rockspec", rockspec)).toEqual([
			{ path: "lua-cjson-2.1.0-1.rockspec", field: "name", value: "lua-cjson" },
			{ path: "lua-cjson-2.1.0-1.rockspec", field: "version", value: "2.1.0-1" },
			{ path: "lua-cjson-2.1.0-1.rockspec", field: "license", value: "MIT" },
			{ path: "lua-cjson-2.1.0-1.rockspec", field: "dependency", value: "lua" },
			{ path: "lua-cjson-2.1.0-1.rockspec", field: "dependency", value: "plenary.nvim" },
		]);
		expect(values(RockspecFacts("x-scm-1.rockspec", 'version = "scm-1"'), "version")).toEqual([]);
	});

	it("reads a Meson project's name, version, licences and the libraries it looks for, and Autoconf's", () => {
		const meson = [
			"project('vips', 'c', 'cpp',",
			"    # it's the release's version",
			"    version: '8.19.0',",
			"    license: ['LGPL-2.1-or-later', 'MIT'],",
			"    meson_version: '>=0.55',",
			"    default_options: ['c_std=gnu99', 'warning_level=1'])",
			"glib_dep = dependency('glib-2.0', version: '>=2.52')",
			"libheif_dep = dependency('libheif', version: '>=1.7.0', required: get_option('heif'))",
			"m_dep = cc.find_library('m', required: false)",
		].join("\n");
		expect(CBuildFacts("meson.build", meson)).toEqual([
			{ path: "meson.build", field: "name", value: "vips" },
			{ path: "meson.build", field: "version", value: "8.19.0" },
			{ path: "meson.build", field: "license", value: "LGPL-2.1-or-later" },
			{ path: "meson.build", field: "license", value: "MIT" },
			{ path: "meson.build", field: "dependency", value: "glib-2.0" },
			{ path: "meson.build", field: "dependency", value: "libheif" },
			{ path: "meson.build", field: "dependency", value: "m" },
		]);
		// (a version computed by a command states none; an unclosed call is read as none)
		expect(
			values(CBuildFacts("meson.build", "project('x', version: run_command('v').stdout())"), "version"),
		).toEqual([]);
		expect(CBuildFacts("meson.build", "project('x', version: '1.0'")).toEqual([]);
		const autoconf =
			"AC_INIT([vips], [8.15.0], [vipsip@jiscmail.ac.uk])\nPKG_CHECK_MODULES(HEIF, [libheif >= 1.7 libde265], [])\n";
		expect(CBuildFacts("configure.ac", autoconf)).toEqual([
			{ path: "configure.ac", field: "name", value: "vips" },
			{ path: "configure.ac", field: "version", value: "8.15.0" },
			{ path: "configure.ac", field: "dependency", value: "libheif" },
			{ path: "configure.ac", field: "dependency", value: "libde265" },
		]);
	});

	it("files sbt's, cabal's, Stack's, LuaRocks', Meson's, Lua's, Rails' and Laravel's files", () => {
		expect(ClassifyFile("build.sbt", 0)).toEqual(["requirements", "build-config"]);
		expect(ClassifyFile("version.sbt", 0)).toEqual(["version-file"]);
		expect(kindsOfPath("project/plugins.sbt")).toEqual(["requirements", "build-config"]);
		expect(kindsOfPath("project/Dependencies.scala")).toEqual(["requirements", "build-config"]);
		expect(kindsOfPath("project/Boilerplate.scala")).toEqual(["build-config"]);
		expect(kindsOfPath("project/build.properties")).toEqual(["config"]);
		expect(kindsOfPath("src/main/scala/project/Thing.scala")).not.toContain("build-config");
		expect(ClassifyFile("hadolint.cabal", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("cabal.project", 0)).toEqual(["workspace", "requirements", "build-config"]);
		expect(ClassifyFile("cabal.project.freeze", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("stack.yaml", 0)).toEqual(["requirements", "build-config"]);
		expect(ClassifyFile("stack.yaml.lock", 0)).toEqual(["lockfile"]);
		expect(ClassifyFile("lazy.nvim-scm-1.rockspec", 0)).toEqual(["requirements"]);
		expect(ClassifyFile("meson.build", 0)).toEqual(["build-config"]);
		expect(ClassifyFile("configure.ac", 0)).toEqual(["build-config"]);
		expect(kindsOfPath("subprojects/libpng.wrap")).toEqual(["requirements"]);
		expect(ClassifyFile("meson_options.txt", 0)).toEqual(["config"]);
		expect(ClassifyFile("meson.options", 0)).toEqual(["config"]);
		expect(EcosystemOf("stack.yaml")).toBe("haskell");
		expect(kindsOfPath("deploy/stack-prod.yaml")).toEqual([]);
		expect(kindsOfPath("Setup.hs")).toEqual(["build-config"]);
		expect(kindsOfPath("src/Stack/Setup.hs")).toEqual([]);
		expect(kindsOfPath("config/detekt.yml")).toEqual(["lint-config"]);
		expect(kindsOfPath("bin/console")).toEqual([]);
		expect(EcosystemOf("x.rockspec")).toBe("lua");
		expect(EcosystemOf("build.sbt")).toBe("jvm");
		for (const name of [
			".scalafix.conf",
			"stylua.toml",
			".stylua.toml",
			".styluaignore",
			"selene.toml",
			".luacheckrc",
			".hlint.yaml",
			"fourmolu.yaml",
			"pint.json",
			".uncrustify.cfg",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["lint-config"]);
		for (const name of [
			".jvmopts",
			".sbtopts",
			".luarc.json",
			".neoconf.json",
			"hie.yaml",
			"devenv.nix",
			".clangd",
		])
			expect(ClassifyFile(name, 0), name).toEqual(["config"]);
		expect(ClassifyFile(".busted", 0)).toEqual(["test-config"]);
		expect(ClassifyFile("Guardfile", 0)).toEqual(["test-config"]);
		expect(ClassifyFile(".scala-steward.conf", 0)).toEqual(["workflow"]);
		expect(ClassifyFile("Procfile.dev", 0)).toEqual([]);
		expect(kindsOfPath("plugin/black.vim")).toEqual([]);
		for (const path of [
			"config.ru",
			"config/importmap.rb",
			"bootstrap/app.php",
			"bootstrap/providers.php",
			"artisan",
			"lua/lazy/init.lua",
			"lua/conform.lua",
			"plugin/conform.lua",
			"app/Main.hs",
		])
			expect(kindsOfPath(path), path).toEqual(["entry"]);
		expect(kindsOfPath("lua/lazy/core/util.lua")).toEqual([]);
		for (const path of [
			"lua/lazy/core/config.lua",
			"config/environments/production.rb",
			"config/initializers/cors.rb",
			"config/application.rb",
			"config/database.yml",
			"config/app.php",
			"config/packages/doctrine.yaml",
			"config/packages/prod/monolog.yaml",
		])
			expect(kindsOfPath(path), path).toEqual(["config"]);
		expect(kindsOfPath("config/initializers/assets.rb")).toEqual(["config", "build-config"]);
		expect(kindsOfPath("config/locales/en.yml")).toEqual([]);
		expect(kindsOfPath("config/usecases.yaml")).toEqual([]);
		for (const path of ["public/index.php", "web/app.php", "src/Kernel.php"])
			expect(kindsOfPath(path), path).toEqual(["entry"]);
		expect(kindsOfPath("src/config.ru")).toEqual([]);
	});

	it("makes the root's Meson file its project's manifest, never a source folder's, and names a cabal library's top module", () => {
		const meson = graphOf(
			{
				"meson.build": "project('vips', 'c', version: '8.19.0')\n",
				"libvips/meson.build": "libvips_lib = library('vips', dependencies: [dependency('glib-2.0')])\n",
			},
			"meson-",
		);
		expect(kindsOf(meson, "meson.build")).toContain("manifest");
		expect(kindsOf(meson, "libvips/meson.build")).not.toContain("manifest");
		expect(kindsOf(meson, "libvips/meson.build")).toEqual(expect.arrayContaining(["requirements", "build-config"]));
		expect(kindsOf(meson, "meson.build")).not.toContain("requirements");
		const cabal = graphOf(
			{
				"language-docker.cabal": "name: language-docker\nversion: 14.0.1\n",
				"src/Language/Docker.hs": "",
				"src/Other.hs": "",
			},
			"cabal-",
		);
		expect(kindsOf(cabal, "src/Language/Docker.hs")).toEqual(["entry"]);
		expect(kindsOf(cabal, "src/Other.hs")).toEqual([]);
		expect(kindsOf(cabal, "language-docker.cabal")).toEqual(
			expect.arrayContaining(["manifest", "entry", "test-config"]),
		);
		const gradle = graphOf(
			{ "gradle.properties": "VERSION_NAME=1.2.0\nPOM_LICENSE_NAME=MIT\n", "build.gradle.kts": "" },
			"gradle-",
		);
		expect(kindsOf(gradle, "gradle.properties")).toEqual(
			expect.arrayContaining(["config", "version-file", "license"]),
		);
	});

	it("hears Gradle's, sbt's, cabal's, Meson's, Lua's and Rails' words", () => {
		hears(
			"search/Version",
			"version-constant",
			["VERSION_NAME", "tlBaseVersion"],
			["version_name", "VERSION_NAMES", "BuildConfig.VERSION_NAME"],
		);
		hears(
			"search/Dependency",
			"dependency-word",
			["libraryDependencies", "addSbtPlugin", "build-depends", "extra-deps", "PKG_CHECK_MODULES"],
			["build-dependents"],
		);
		hears(
			"search/Dependency",
			"manifest-path",
			["build.sbt", "project/plugins.sbt", "hadolint.cabal", "cabal.project", "x-1.0-1.rockspec"],
			["src/build.sbt.txt"],
		);
		hears("search/Dependency", "lockfile-path", ["cabal.project.freeze", "stack.yaml.lock"], ["stack.yaml"]);
		hears(
			"search/Config",
			"config-key",
			[
				"jvmTarget",
				"JavaVersion",
				"scalaVersion",
				"ghc-options",
				"-Xmx",
				"Xmx4g",
				"checkThirdParty",
				"config.hosts",
				"config\\.load_defaults",
				"sbt.version",
			],
			["jvmTargets", "Xmxy", "config.host"],
		);
		hears(
			"search/Config",
			"config-path",
			["project/build.properties", ".jvmopts", "meson_options.txt"],
			["build.properties"],
		);
		hears(
			"search/Config",
			"config-ask",
			["give sbt more memory", "add meson options", "raise the jvm heap", "tune the gradle args"],
			["meson is great", "the worker uses more memory", "it runs out of memory", "heap size grows"],
		);
		hears(
			"search/Test",
			"test-runner",
			["sbt test", "sbt +test", "cabal test", "stack test", "meson test"],
			["sbt testing"],
		);
		hears("search/Test", "test-api", ["hspec-discover", "munit", "scalatest", "busted"], ["hspecs"]);
		hears(
			"search/CI",
			"ci-word",
			["githubWorkflowJavaVersions", "distribution: temurin"],
			["githubWorkflow", "FROM eclipse-temurin:21"],
		);
		hears("search/CI", "ci-ask", ["make scala steward rebase"], ["scala"]);
		hears("search/Docs", "docs-word", ["mdoc", "haddock", "vimdoc"], ["mdocs"]);
		hears(
			"search/Docs",
			"docs-ask",
			["fix the vimdoc", "regenerate the helptags", "update the vim help file"],
			["help text", "the help tags in the UI overlap"],
		);
		hears(
			"search/Build",
			"build-tool",
			[
				"dokka",
				"dokkaGenerate",
				"mimaBinaryIssueFilters",
				"iosArm64",
				"wasmJs",
				"link_args",
				"with-rtsopts",
				"sourceGenerators",
				"assets.precompile",
				"sprockets",
			],
			["mimalloc", "ios", "wasm"],
		);
		hears(
			"search/Entry",
			"entry-field",
			["mainClass", "POM_ARTIFACT_ID", "exposed-modules", "main-is", "pin_all_from", "->withMiddleware("],
			["mainClasses", "withProviders", "withMiddleware"],
		);
		hears(
			"search/Entry",
			"entry-ask",
			[
				"add a middleware in the rackup file",
				"pin it in the import map",
				"move to importmap-rails",
				"rename the published artifact id",
			],
			[
				"rack up costs",
				"we import map data",
				"the OAuth providers list is empty",
				"rename the main class of the parser",
				"download it by its artifact id",
			],
		);
		hears("search/License", "license-word", ["POM_LICENSE_NAME", "POM_LICENCE_URL"], []);
		hears(
			"search/Lint",
			"lint-word",
			["scalafmt", "stylua", "selene", "luacheck", "hlint", "fourmolu", "ormolu", "apiValidation"],
			["hlints"],
		);
		hears("search/Lint", "lint-path", [".scalafix.conf", "stylua.toml", ".hlint.yaml", "pint.json"], ["stylua.md"]);
	});
});

describe("the fifty-ninth pass: Zig's, dune's and opam's, Clojure's, Julia's, R's and Terraform's files", () => {
	it("reads a build.zig.zon's name, version, Zig floor and dependencies, their own fields read past", () => {
		const zon = [
			".{",
			"    .name = .capy,",
			'    .version = "0.4.1",',
			'    .minimum_zig_version = "0.14.1",',
			"    .dependencies = .{",
			"        .zigimg = .{",
			'            .url = "https://github.com/zigimg/zigimg/archive/1a2b.tar.gz",',
			'            .hash = "1220abc",',
			"        },",
			'        .@"zig-objc" = .{ .url = "x", .hash = "y" },',
			"        // .retired = .{},",
			"    },",
			'    .paths = .{ "build.zig", "src" },',
			"}",
		].join("\n");
		expect(ZigFacts("build.zig.zon", zon)).toEqual([
			{ path: "build.zig.zon", field: "name", value: "capy" },
			{ path: "build.zig.zon", field: "version", value: "0.4.1" },
			{ path: "build.zig.zon", field: "runtime", value: "0.14.1" },
			{ path: "build.zig.zon", field: "dependency", value: "zigimg" },
			{ path: "build.zig.zon", field: "dependency", value: "zig-objc" },
		]);
		expect(values(ZigFacts("build.zig.zon", '.{\n  .name = "old",\n  .version = "x",\n}'), "name")).toEqual([
			"old",
		]);
	});

	it("reads a dune project's name, licence and every depends list, comments and constraints read past", () => {
		const project = [
			"(lang dune 3.8)",
			"(name styled-ppx)",
			"; (version 9.9.9) is set by the release",
			"(generate_opam_files true)",
			"(package",
			" (name styled-ppx)",
			" (license BSD-2-Clause)",
			" (depends",
			"  ocaml",
			"  (dune (>= 3.8))",
			"  (alcotest :with-test)",
			'  (menhir (and (>= "20220210") :build))))',
		].join("\n");
		expect(DuneProjectFacts("dune-project", project)).toEqual([
			{ path: "dune-project", field: "name", value: "styled-ppx" },
			{ path: "dune-project", field: "license", value: "BSD-2-Clause" },
			{ path: "dune-project", field: "dependency", value: "ocaml" },
			{ path: "dune-project", field: "dependency", value: "dune" },
			{ path: "dune-project", field: "dependency", value: "alcotest" },
			{ path: "dune-project", field: "dependency", value: "menhir" },
		]);
		expect(values(DuneProjectFacts("dune-project", "(lang dune 3.0)\n(version 1.2.0)\n"), "version")).toEqual([
			"1.2.0",
		]);
	});

	it("reads an opam file's version, licences and the packages its depends list names, not their constraints", () => {
		const opam = [
			'opam-version: "2.0"',
			'version: "0.56.0"',
			'license: ["BSD-2-Clause" "MIT"]',
			"depends: [",
			'  "dune" {>= "3.8"}',
			'  "ocaml" {>= "4.14" & < "5.4"}',
			'  "odoc" {with-doc} # the docs',
			"]",
			'build: [ "dune" "build" ]',
		].join("\n");
		expect(OpamFacts("styled-ppx.opam", opam)).toEqual([
			{ path: "styled-ppx.opam", field: "version", value: "0.56.0" },
			{ path: "styled-ppx.opam", field: "license", value: "BSD-2-Clause" },
			{ path: "styled-ppx.opam", field: "license", value: "MIT" },
			{ path: "styled-ppx.opam", field: "dependency", value: "dune" },
			{ path: "styled-ppx.opam", field: "dependency", value: "ocaml" },
			{ path: "styled-ppx.opam", field: "dependency", value: "odoc" },
		]);
	});

	it("reads a Leiningen project's name, version, licence and dependencies, and a deps.edn's libraries", () => {
		const project = [
			'(defproject http-kit "2.9.0-beta3"',
			'  :license {:name "Apache License, Version 2.0"}',
			'  :dependencies [[org.clojure/clojure "1.11.1"]',
			'                 [http-kit/http-kit "2.8.0"] ; itself, for the tests',
			'                 [http.async.client "1.3.0" :exclusions [io.netty/netty]]]',
			'  :jvm-opts ["-Xmx1g"]',
			"  :test-selectors {:default (complement :skip-ci)})",
		].join("\n");
		expect(ClojureFacts("project.clj", project)).toEqual([
			{ path: "project.clj", field: "name", value: "http-kit" },
			{ path: "project.clj", field: "version", value: "2.9.0-beta3" },
			{ path: "project.clj", field: "license", value: "Apache License, Version 2.0" },
			{ path: "project.clj", field: "dependency", value: "org.clojure/clojure" },
			{ path: "project.clj", field: "dependency", value: "http-kit/http-kit" },
			{ path: "project.clj", field: "dependency", value: "http-kit" },
			{ path: "project.clj", field: "dependency", value: "http.async.client" },
		]);
		const deps =
			'{:paths ["src" "resources"]\n :deps {babashka/process {:mvn/version "0.5.22"}\n io.github.x/y {:git/tag "v1" :git/sha "abc"}}}';
		expect(values(ClojureFacts("deps.edn", deps), "dependency")).toEqual(["babashka/process", "io.github.x/y"]);
	});

	it("reads past what only looks like a dependency or a comment (review cases)", () => {
		// a URL's `//` is no Zig comment: the one-line entries after it are read
		const zon = [
			".{",
			"    .name = .x,",
			"    .dependencies = .{",
			'        .a = .{ .url = "https://x/a.tar.gz", .hash = "1220" },',
			'        .b = .{ .url = "https://x/b.tar.gz", .hash = "1220" },',
			"    },",
			'    .version = "1.0.0",',
			"}",
		].join("\r\n");
		expect(values(ZigFacts("build.zig.zon", zon), "dependency")).toEqual(["a", "b"]);
		expect(values(ZigFacts("build.zig.zon", zon), "version")).toEqual(["1.0.0"]);
		// a documentation stanza's depends is no dependency; a package named in capitals or digits is
		const dune =
			'(lang dune 3.0)\n(synopsis "Fast; small")\n(package (name x) (depends (ANSITerminal (>= 0.8)) 0install-solver)\n (documentation (depends cmdliner)))';
		expect(values(DuneProjectFacts("dune-project", dune), "dependency")).toEqual([
			"ANSITerminal",
			"0install-solver",
		]);
		// a let binding's vector is no dependency, a discarded one neither; a one-line project's vector is read
		const lein =
			'(defproject foo "0.1.0" :dependencies [[ring "1.9.6"] #_[org.clojure/tools.trace "0.7.11"]])\n(let [version "1.2.3"] version)\n:license {:url "https://epl"}\n:scm {:name "git"}';
		expect(values(ClojureFacts("project.clj", lein), "dependency")).toEqual(["ring"]);
		expect(values(ClojureFacts("project.clj", lein), "license")).toEqual([]);
		// (a character literal's `\\;` is no comment: the vector after it is read)
		expect(values(ClojureFacts("project.clj", '(def sep \\;) :dependencies [[hato "1.0"]]'), "dependency")).toEqual(
			["hato"],
		);
		// a slashed field's continuation lines are its own
		const description =
			"Package: x\r\nSuggests:\r\n    testthat\r\nConfig/Needs/website:\r\n    tidyverse/tidytemplate,\r\n    pkgdown";
		expect(values(RDescriptionFacts("DESCRIPTION", description), "dependency")).toEqual(["testthat"]);
		expect(values(RDescriptionFacts("DESCRIPTION", description), "name")).toEqual(["x"]);
		// an upper bound alone states no floor; the older string form names its provider
		const terraform =
			'terraform {\n  required_version = "< 2.0"\n  required_providers {\n    aws = "~> 3.0"\n  }\n}';
		expect(TerraformFacts("versions.tf", terraform)).toEqual([
			{ path: "versions.tf", field: "dependency", value: "aws" },
		]);
	});

	it("reads a Julia project's name, version, dependency tables and the Julia its compat allows", () => {
		const project = [
			'name = "Documenter"',
			'uuid = "e30172f5-a6a5-5a46-863b-614d45cd2de4"',
			'version = "1.17.0"',
			"[deps]",
			'IOCapture = "b5f81e59-6552-4d32-b1f0-c071b021bf89"',
			"[weakdeps]",
			'Crayons = "a8cc5b0e-0ffa-5ad4-8c14-923d3ee1735f"',
			"[compat]",
			'IOCapture = "0.2, 1"',
			'julia = "1.10"',
		].join("\n");
		expect(JuliaFacts("Project.toml", project)).toEqual([
			{ path: "Project.toml", field: "name", value: "Documenter" },
			{ path: "Project.toml", field: "version", value: "1.17.0" },
			{ path: "Project.toml", field: "dependency", value: "IOCapture" },
			{ path: "Project.toml", field: "dependency", value: "Crayons" },
			{ path: "Project.toml", field: "runtime", value: "1.10" },
		]);
	});

	it("reads an R package's DESCRIPTION over its continuation lines: name, version, licence, packages and R floor", () => {
		const description = [
			"Package: knitr",
			"Type: Package",
			"Version: 1.50.3",
			"Authors@R: c(",
			'    person("Yihui", "Xie", role = c("aut", "cre")))',
			"Depends: R (>= 3.6.0)",
			"Imports:",
			"    evaluate (>= 0.15),",
			"    highr (>= 0.11),",
			"    yaml (>= 2.1.19)",
			"Suggests: testit, rmarkdown",
			"License: GPL",
		].join("\n");
		expect(RDescriptionFacts("DESCRIPTION", description)).toEqual([
			{ path: "DESCRIPTION", field: "name", value: "knitr" },
			{ path: "DESCRIPTION", field: "version", value: "1.50.3" },
			{ path: "DESCRIPTION", field: "runtime", value: "3.6.0" },
			{ path: "DESCRIPTION", field: "dependency", value: "evaluate" },
			{ path: "DESCRIPTION", field: "dependency", value: "highr" },
			{ path: "DESCRIPTION", field: "dependency", value: "yaml" },
			{ path: "DESCRIPTION", field: "dependency", value: "testit" },
			{ path: "DESCRIPTION", field: "dependency", value: "rmarkdown" },
			{ path: "DESCRIPTION", field: "license", value: "GPL" },
		]);
	});

	it("reads a Terraform module's required providers and the Terraform it needs", () => {
		const versions = [
			"terraform {",
			'  required_version = ">= 1.5.7"',
			"  required_providers {",
			"    aws = {",
			'      source  = "hashicorp/aws"',
			'      version = ">= 6.0" # the floor',
			"    }",
			'    # time = { source = "hashicorp/time" }',
			'    tls = { source = "hashicorp/tls", version = ">= 4.0" }',
			"  }",
			"}",
		].join("\n");
		expect(TerraformFacts("versions.tf", versions)).toEqual([
			{ path: "versions.tf", field: "runtime", value: "1.5.7" },
			{ path: "versions.tf", field: "dependency", value: "aws" },
			{ path: "versions.tf", field: "dependency", value: "hashicorp/aws" },
			{ path: "versions.tf", field: "dependency", value: "tls" },
			{ path: "versions.tf", field: "dependency", value: "hashicorp/tls" },
		]);
	});

	it("files the new package files, their locks and their tools' settings", () => {
		expect(ManifestReaderOf("build.zig.zon")).toBe("zig");
		expect(ManifestReaderOf("styled-ppx.opam")).toBe("opam");
		expect(ManifestReaderOf("test-graal/bb.edn")).toBe("clojure");
		expect(ManifestReaderOf("docs/Project.toml")).toBe("julia");
		expect(ManifestReaderOf("modules/node/versions.tf")).toBe("terraform");
		expect(EcosystemOf("Manifest.toml")).toBe("julia");
		expect(kindsOfPath("renv.lock")).toEqual(["lockfile"]);
		expect(kindsOfPath(".terraform.lock.hcl")).toEqual(["lockfile"]);
		expect(kindsOfPath("packages/ppx/test/dune")).toEqual(["build-config"]);
		expect(kindsOfPath("build_capy.zig")).toEqual(["build-config"]);
		expect(kindsOfPath("apps/studio/electron-builder-config.js")).toEqual(["build-config"]);
		for (const lint of [".ocamlformat", ".JuliaFormatter.toml", ".lintr", ".tflint.hcl"])
			expect(kindsOfPath(lint), lint).toEqual(["lint-config"]);
		for (const lint of [
			".githooks/pre-push",
			".clj-kondo/config.edn",
			"resources/clj-kondo.exports/a/b/config.edn",
		])
			expect(kindsOfPath(lint), lint).toEqual(["lint-config"]);
		expect(kindsOfPath(".copywrite.hcl")).toEqual(["license"]);
		expect(kindsOfPath(".changie.yaml")).toEqual(["version-file"]);
		expect(ClassifyFolder(".changes", 0)).toEqual(["changeset"]);
		expect(kindsOfPath("docs/make.jl")).toEqual(["doc", "build-config"]);
		expect(kindsOfPath("test/runtests.jl")).toEqual(["test-config"]);
		expect(kindsOfPath("_pkgdown.yml")).toEqual(["doc"]);
	});

	it("gives a Zig, Julia, R and Clojure project its manifest, entry and build kinds", () => {
		const zig = graphOf(
			{
				"build.zig.zon": '.{\n    .name = .capy,\n    .version = "0.4.1",\n}\n',
				"build.zig": "",
				"src/capy.zig": "",
				"include/capy.h": "",
			},
			"zig-",
		);
		expect(kindsOf(zig, "build.zig.zon")).toEqual(expect.arrayContaining(["manifest", "config", "requirements"]));
		expect(kindsOf(zig, "build.zig")).toEqual(expect.arrayContaining(["build-config", "test-config"]));
		expect(kindsOf(zig, "src/capy.zig")).toEqual(["entry"]);
		expect(kindsOf(zig, "include/")).toEqual(["entry"]);
		const julia = graphOf(
			{
				"Project.toml": 'name = "Documenter"\nversion = "1.0.0"\n',
				"docs/Project.toml": "",
				"src/Documenter.jl": "",
			},
			"julia-",
		);
		expect(kindsOf(julia, "Project.toml")).toEqual(expect.arrayContaining(["manifest", "config"]));
		expect(kindsOf(julia, "docs/Project.toml")).toEqual(["requirements"]);
		expect(kindsOf(julia, "src/Documenter.jl")).toEqual(["entry"]);
		const r = graphOf({ DESCRIPTION: "Package: knitr\nVersion: 1.0\n", NAMESPACE: "export(knit)\n" }, "r-");
		expect(kindsOf(r, "DESCRIPTION")).toEqual(expect.arrayContaining(["manifest", "requirements"]));
		expect(kindsOf(r, "NAMESPACE")).toEqual(["entry"]);
		// (a browser extension's manifest is where its scripts are declared; a web app's manifest is no entry)
		const extension = graphOf(
			{
				"src/manifest.json": '{"manifest_version": 2, "version": "8.3.8", "background": {}}',
				"public/manifest.json": '{"name": "app"}',
			},
			"webext-",
		);
		expect(kindsOf(extension, "src/manifest.json")).toEqual(expect.arrayContaining(["entry", "version-file"]));
		expect(kindsOf(extension, "public/manifest.json")).toEqual([]);
		// (an OCaml project's dune-project stays its manifest beside the package.json its JavaScript build keeps)
		const ocaml = graphOf({ "dune-project": "(name x)\n", "package.json": "{}", "x.opam": "" }, "ocaml-");
		expect(kindsOf(ocaml, "dune-project")).toEqual(expect.arrayContaining(["manifest", "build-config"]));
		expect(kindsOf(ocaml, "x.opam")).toEqual(expect.arrayContaining(["manifest", "requirements"]));
	});

	it("hears Zig's, dune's, Clojure's, Julia's, R's, Terraform's and the desktop apps' words", () => {
		hears("search/Version", "version-constant", ["defproject http-kit", "(defproject"], ["defprojects"]);
		hears("search/Version", "version-path", [".changes/unreleased/x.yaml", ".changie.yaml"], ["changes.go"]);
		hears(
			"search/Dependency",
			"dependency-word",
			[
				"required_providers",
				":dependencies",
				":mvn/version",
				"(depends",
				"(libraries",
				"depends:",
				"[deps]",
				"\\(libraries",
				"^\\[weakdeps\\]",
			],
			["depends on", "imports", ":depsx"],
		);
		hears(
			"search/Dependency",
			"dependency-field",
			["Imports:", "LinkingTo", "Suggests: testit"],
			["imports: [", "linkingto"],
		);
		hears(
			"search/Dependency",
			"manifest-path-cased",
			["DESCRIPTION", "Project.toml"],
			[".git/description", "project.toml"],
		);
		hears(
			"search/Build",
			"build-tool",
			["zig build -Doptimize", "dune build"],
			["zig build test", "dune build @runtest", "dune build @fmt"],
		);
		hears(
			"search/Dependency",
			"lockfile-path",
			["Manifest.toml", "renv.lock", ".terraform.lock.hcl", "x.opam.locked"],
			["Manifest.json"],
		);
		hears(
			"search/Dependency",
			"manifest-path",
			["build.zig.zon", "dune-project", "styled-ppx.opam", "project.clj", "deps.edn", "versions.tf"],
			["build.zig", "main.tf", "deps.ednx"],
		);
		hears(
			"search/Config",
			"config-key",
			["minimum_zig_version", "required_version", ":jvm-opts"],
			["zig_versions"],
		);
		hears(
			"search/Test",
			"test-runner",
			[
				"zig build test",
				"dune test",
				"dune build @runtest",
				"lein test",
				"clojure -M:test",
				"R CMD check",
				"Pkg.test",
			],
			["zig build", "lein testing"],
		);
		hears(
			"search/Test",
			"test-api",
			["testthat", "deftest", "alcotest", "@testset", ":test-selectors"],
			["testthats", "runTests"],
		);
		hears("search/CI", "ci-word", ["CompatHelper", "TagBot"], ["compat helper"]);
		hears("search/Docs", "docs-word", ["cljdoc", "pkgdown", "roxygen2", "terraform-docs"], ["pkgdowns"]);
		hears(
			"search/Build",
			"build-tool",
			[
				"zig build",
				"dune build",
				"lein uberjar",
				"javac-options",
				"addSharedLibrary",
				"electron-builder",
				"AppImage",
				"nsis",
			],
			["zig", "appimages"],
		);
		hears(
			"search/Build",
			"build-ask",
			["ship a pacman package", "sign the dmg", "the AppImage is broken"],
			["pac man"],
		);
		hears(
			"search/Entry",
			"entry-field",
			["root_source_file", "content_scripts", "service_worker", ":main", "exportPattern"],
			["public_name", "audioWorklet.addModule", ":mainline", "background"],
		);
		hears(
			"search/Lint",
			"lint-word",
			[
				"ocamlformat",
				"clj-kondo",
				"cljfmt",
				"JuliaFormatter",
				"lintr",
				"tflint",
				"warn-on-reflection",
				"zig fmt",
			],
			["Runic", "lintrs"],
		);
		hears("search/Lint", "lint-path", [".ocamlformat", ".JuliaFormatter.toml", ".tflint.hcl"], [".ocamlformatx"]);
		hears("search/License", "license-path", [".copywrite.hcl", ".licenserc.yaml", "REUSE.toml"], ["copywrite.md"]);
	});
});

describe("the sixtieth pass: Ansible's files, an Android app's and a Flutter app's", () => {
	it("reads a role's meta: its name, licence and the Ansible it needs, never a platform's name", () => {
		const meta = [
			"---",
			"galaxy_info:",
			"  author: Someone",
			"  role_name: firewall",
			"  namespace: linux_system_roles",
			"  license: GPLv2+",
			'  min_ansible_version: "2.9"',
			"  platforms:",
			"    - name: Fedora",
			"      versions:",
			"        - all",
			"dependencies:",
			"  - role: geerlingguy.repo-epel",
			"  - name: community.crypto # the role's certificates",
		].join("\n");
		const facts = AnsibleFacts("meta/main.yml", meta);
		expect(values(facts, "name")).toEqual(["linux_system_roles.firewall"]);
		expect(values(facts, "license")).toEqual(["GPLv2+"]);
		expect(values(facts, "runtime")).toEqual(["2.9"]);
		expect(values(facts, "dependency")).toEqual(["geerlingguy.repo-epel", "community.crypto"]);
	});

	it("reads a collection's galaxy.yml: namespace and name, version, a licence list and its dependency map", () => {
		const galaxy = [
			"namespace: community",
			"name: general",
			"version: 10.2.0",
			"license:",
			"  - GPL-3.0-or-later",
			"dependencies:",
			'  "ansible.utils": ">=2.0.0"',
			"  ansible.posix: '*'",
			"tags: [tools]",
		].join("\r\n");
		const facts = AnsibleFacts("galaxy.yml", galaxy);
		expect(values(facts, "name")).toEqual(["community.general"]);
		expect(values(facts, "version")).toEqual(["10.2.0"]);
		expect(values(facts, "license")).toEqual(["GPL-3.0-or-later"]);
		expect(values(facts, "dependency").sort()).toEqual(["ansible.posix", "ansible.utils"]);
	});

	it("reads a requirements file's collections and roles, and an old roles file's bare list; a URL is no name", () => {
		const requirements = [
			"---",
			"collections:",
			"  - name: ansible.posix",
			"    version: '>=2.1.0,<2.2.0'",
			"  - community.general",
			"roles:",
			"  - src: https://github.com/x/y.git",
			"  - name: geerlingguy.java",
		].join("\n");
		expect(values(AnsibleFacts("meta/collection-requirements.yml", requirements), "dependency")).toEqual([
			"ansible.posix",
			"community.general",
			"geerlingguy.java",
		]);
		expect(
			values(AnsibleFacts("requirements.yml", "- src: geerlingguy.nginx\n- geerlingguy.php\n"), "dependency"),
		).toEqual(["geerlingguy.nginx", "geerlingguy.php"]);
	});

	it("reads no list nested below a requirement, no placeholder licence, and the flow styles and a URL's name", () => {
		const nested = [
			"galaxy_info:",
			"  license: license (GPL-2.0-or-later, MIT, etc)",
			"dependencies:",
			"  - role: common",
			"    vars:",
			"      pk:",
			"        - nginx",
			"  - { role: geerlingguy.repo-epel, when: ansible_os_family == 'RedHat' }",
		].join("\n");
		const facts = AnsibleFacts("meta/main.yml", nested);
		expect(values(facts, "dependency")).toEqual(["common", "geerlingguy.repo-epel"]);
		expect(values(facts, "license")).toEqual([]);
		const flow =
			'name: general\nlicense: ["GPL-3.0-or-later", MIT]\ndependencies: {"ansible.utils": ">=2.0.0", community.crypto: "*"}\n';
		expect(values(AnsibleFacts("galaxy.yml", flow), "license")).toEqual(["GPL-3.0-or-later", "MIT"]);
		expect(values(AnsibleFacts("galaxy.yml", flow), "dependency")).toEqual(["ansible.utils", "community.crypto"]);
		const url = "roles:\n  - src: https://github.com/bennojoy/nginx\n    name: nginx_role\n";
		expect(values(AnsibleFacts("requirements.yml", url), "dependency")).toEqual(["nginx_role"]);
		// (a requirements file's `dependencies:` is no Ansible list: a conda environment's)
		expect(values(AnsibleFacts("requirements.yml", "dependencies:\n  - numpy\n"), "dependency")).toEqual([]);
	});

	it("keeps Helm 2's requirements, a deploy's deep roles and a Galaxy server's config out of Ansible's files", () => {
		expect(EcosystemOf("charts/app/requirements.yaml")).toBeUndefined();
		expect(PackageFileOf("deploy/ansible/roles/web/meta/main.yml")).toBeUndefined();
		expect(PackageFileOf("config/galaxy.yml")).toBeUndefined();
		expect(PackageFileOf("roles/web/meta/main.yml")?.reader).toBe("ansible");
		// a collection's galaxy.yml stays its manifest beside a pyproject.toml holding tool settings
		const graph = graphOf(
			{ "galaxy.yml": "namespace: amazon\nname: aws\nversion: 9.0.0\n", "pyproject.toml": "[tool.black]\n" },
			"dsh-collection-",
		);
		expect(kindsOf(graph, "galaxy.yml")).toContain("manifest");
		expect(values(graph.facts, "version")).toContain("9.0.0");
	});

	it("reads a versionName line of many spaces as a script writes it (its cost: bench/hostile.mjs)", () => {
		const padded = " ".repeat(1900);
		expect(values(ManifestFacts("app/build.gradle", `versionName${padded}x`), "version")).toEqual([]);
		expect(values(ManifestFacts("app/build.gradle", `versionName${padded}"1.2.3"`), "version")).toEqual(["1.2.3"]);
		expect(values(ManifestFacts("app/build.gradle", `versionName =${padded}"1.2.3"`), "version")).toEqual([
			"1.2.3",
		]);
	});

	it("files an Ansible role's manifest, entry, settings, tests and lint settings", () => {
		expect(PackageFileOf("meta/main.yml")?.reader).toBe("ansible");
		expect(PackageFileOf("roles/x/meta/main.yml")?.reader).toBe("ansible");
		expect(PackageFileOf("tasks/main.yml")).toBeUndefined();
		expect(EcosystemOf("meta/collection-requirements.yml")).toBe("ansible");
		expect(ClassifyFile("tasks/main.yml", 1)).toEqual(["entry"]);
		expect(ClassifyFile("roles/sshd/tasks/main.yml", 3)).toEqual(["entry"]);
		expect(ClassifyFile("defaults/main.yml", 1)).toEqual(["config"]);
		expect(ClassifyFile("meta/runtime.yml", 1)).toEqual(["config"]);
		expect(ClassifyFile(".sanity-ansible-ignore-2.15.txt", 0)).toEqual(["test-config"]);
		expect(ClassifyFile("tests/sanity/ignore-2.15.txt", 2)).toEqual(["test-config"]);
		expect(ClassifyFile("molecule/default/molecule.yml", 2)).toEqual(["test-config"]);
		expect(ClassifyFile(".ansible-lint", 0)).toContain("lint-config");
		const graph = graphOf(
			{
				"meta/main.yml": "galaxy_info:\n  role_name: sshd\n  license: LGPLv3\n",
				"meta/collection-requirements.yml": "collections:\n  - ansible.posix\n",
				"tasks/main.yml": "- name: x\n",
				"defaults/main.yml": "sshd_skip_defaults: false\n",
			},
			"dsh-ansible-",
		);
		expect(kindsOf(graph, "meta/main.yml").sort()).toEqual(["manifest", "requirements"]);
		expect(kindsOf(graph, "meta/collection-requirements.yml")).toEqual(["requirements"]);
		expect(kindsOf(graph, "tasks/main.yml")).toEqual(["entry"]);
		expect(values(graph.facts, "dependency")).toEqual(["ansible.posix"]);
	});

	it("reads an Android app's version from its properties or its module's script; files its manifest and lint settings", () => {
		const properties = ["projectMinSdk=26", "projectVersionCode=119", "projectVersionName=0.6.0-alpha02"].join(
			"\n",
		);
		expect(values(ManifestFacts("gradle.properties", properties), "version")).toEqual(["0.6.0-alpha02"]);
		expect(
			values(ManifestFacts("app/build.gradle", '    versionName "1.4.3"\n    versionCode 10403\n'), "version"),
		).toEqual(["1.4.3"]);
		// (a version read from elsewhere is none: `versionName = projectVersionName.substringBefore("-")`)
		expect(values(ManifestFacts("app/build.gradle.kts", "versionName = projectVersionName\n"), "version")).toEqual(
			[],
		);
		// (a catalog's SDK levels and own version are the build's keys, no library; its libraries' versions are)
		const catalog =
			'[versions]\nminSdk = "24"\nandroid-compileSdk = "35"\nversionCode = "7"\nndk = "27.0"\nokhttp = "4.12.0"\n';
		expect(values(ManifestFacts("gradle/libs.versions.toml", catalog), "dependency")).toEqual(["ndk", "okhttp"]);
		expect(ClassifyFile("app/src/main/AndroidManifest.xml", 3)).toEqual(["entry"]);
		expect(ClassifyFile("android/app/src/main/AndroidManifest.xml", 4)).toEqual(["entry"]);
		// (a library module's or a sample app's manifest is none of the project's entries)
		expect(ClassifyFile("android/src/main/AndroidManifest.xml", 3)).not.toContain("entry");
		expect(ClassifyFile("example/android/app/src/main/AndroidManifest.xml", 5)).not.toContain("entry");
		expect(ClassifyFile("app/lint.xml", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile("devtools_options.yaml", 0)).toEqual(["config"]);
	});

	it("reads a Flutter app's main as its entry, beside the library its name imports", () => {
		expect(
			entriesOf(
				{
					"pubspec.yaml": "name: anytime\nversion: 1.4.3+1\ndependencies:\n  flutter:\n    sdk: flutter\n",
					"lib/main.dart": "void main() => runApp(App());\n",
				},
				"dsh-flutter-",
			),
		).toEqual(["lib/main.dart"]);
	});
});

describe("the sixty-first pass: Erlang's and PowerShell's files, setup.py's named requirement maps", () => {
	const rebar = [
		"%% comment naming {deps, [fake]}",
		'{erl_opts, [debug_info, {platform_define, "R14", no_callback_support}]}.',
		"{xref_ignores, [{quic_h3, connect, 3}]}.",
		'{minimum_otp_vsn, "24.0"}.',
		"{deps, [",
		"  %% HTTP/2",
		'  {h2, "~>0.12.0"},',
		"  certifi,",
		'  {mimerl, {git, "https://github.com/x/mimerl.git", {tag, "1.5"}}}',
		"]}.",
		"{project_plugins, [rebar3_ex_doc]}.",
		'{profiles, [{test, [{deps, [{cowboy, "2.18.0"}, jsx]}]}]}.',
	].join("\n");

	it("reads rebar3's dependencies, plugins and OTP floor, never a comment's or an xref entry's names", () => {
		const facts = ErlangFacts("rebar.config", rebar);
		expect(values(facts, "dependency")).toEqual(["h2", "certifi", "mimerl", "rebar3_ex_doc", "cowboy", "jsx"]);
		expect(values(facts, "runtime")).toEqual(["24.0"]);
		expect(PackageFileOf("rebar.config")?.ecosystem).toBe("erlang");
		expect(EcosystemOf("rebar.lock")).toBe("erlang");
	});

	it("reads an application's name, version, licences and the applications it needs but OTP's own", () => {
		const app = [
			"{application, hackney,",
			' [{description, "HTTP client, with {braces} and % in its text"},',
			'  {vsn, "4.7.4"},',
			"  {applications, [kernel, stdlib, ssl, idna, certifi]},",
			"  {mod, {hackney_app, []}},",
			'  {licenses, ["Apache-2.0"]}]}.',
		].join("\n");
		const facts = ErlangFacts("src/hackney.app.src", app);
		expect(values(facts, "name")).toEqual(["hackney"]);
		expect(values(facts, "version")).toEqual(["4.7.4"]);
		expect(values(facts, "dependency")).toEqual(["idna", "certifi"]);
		expect(values(facts, "license")).toEqual(["Apache-2.0"]);
		// (its entries: the module it is named for and the one its `mod` starts, never a comment's or an env's)
		expect(ErlangAppModules("src/hackney.app.src", app)).toEqual(["hackney.erl", "hackney_app.erl"]);
		expect(ErlangAppModules("src/x.app.src", "{application, x, [{mod, {'x_app', []}}]}.")).toEqual([
			"x.erl",
			"x_app.erl",
		]);
		expect(
			ErlangAppModules(
				"src/x.app.src",
				"%% {application, old, []}.\n{application, 'quoted', [{env, [{mod, {x, []}}]}]}.",
			),
		).toEqual([]);
		// (a version git stamps is none)
		expect(values(ErlangFacts("src/x.app.src", "{application, x, [{vsn, git}]}."), "version")).toEqual([]);
		// (an unclosed string ends the reading, whatever follows)
		expect(values(ErlangFacts("rebar.config", '{deps, [a, "b, c]}.'), "dependency")).toEqual(["a"]);
		expect(PackageFileOf("src/hackney.app.src")?.reader).toBe("erlang");
		expect(PackageFileOf("apps/otel/src/otel.app.src")?.reader).toBe("erlang");
		expect(PackageFileOf("test/data/x.app.src")).toBeUndefined();
	});

	it("files an Erlang app's resource file as its manifest, its named module and its callback as entries", () => {
		const graph = graphOf(
			{
				"rebar.config": rebar,
				"src/hackney.app.src": '{application, hackney, [{vsn, "1.0.0"}, {mod, {hackney_app, []}}]}.',
				"src/hackney.erl": "-module(hackney).\n",
				"src/hackney_app.erl": "-module(hackney_app).\n",
				"src/hackney_pool.erl": "",
				"config/sys.config": "[].\n",
				"elvis.config": "[].\n",
				"package.json": '{"name": "docs"}',
			},
			"dsh-erlang-",
		);
		expect(kindsOf(graph, "src/hackney.app.src").sort()).toEqual(["manifest", "version-file"]);
		expect(kindsOf(graph, "rebar.config")).toEqual(["requirements"]);
		const entries = graph.nodes.filter((node) => node.kind === "entry").map((node) => node.path);
		expect(entries.sort()).toEqual(["src/hackney.erl", "src/hackney_app.erl"]);
		expect(kindsOf(graph, "config/sys.config")).toEqual(["config"]);
		expect(kindsOf(graph, "elvis.config")).toEqual(["lint-config"]);
		expect(kindsOfPath("rebar.config.script")).toEqual(["build-config"]);
	});

	it("reads a PowerShell module manifest, never a data file's or a build placeholder's version", () => {
		const manifest = [
			"# Module manifest for module 'Pode'",
			"@{",
			"    RootModule = 'Pode.psm1'",
			"    ModuleVersion = '2.12.1'",
			"    RequiredModules = @(",
			"        'PSFramework',",
			"        @{ ModuleName = 'Az.Accounts'; ModuleVersion = '2.0.0' }",
			"    )",
			"    FunctionsToExport = @('Get-PodeCookie')",
			"    PrivateData = @{ PSData = @{",
			"        LicenseUri = 'https://example.com/LICENSE.txt'",
			"    } }",
			"}",
		].join("\n");
		const facts = PowerShellFacts("src/Pode.psd1", manifest);
		expect(values(facts, "name")).toEqual(["Pode"]);
		expect(values(facts, "version")).toEqual(["2.12.1"]);
		expect(values(facts, "dependency")).toEqual(["PSFramework", "Az.Accounts"]);
		expect(values(facts, "license")).toEqual(["https://example.com/LICENSE.txt"]);
		expect(values(PowerShellFacts("src/Pode.psd1", "@{ ModuleVersion = '$version$' }"), "version")).toEqual([]);
		// (a localisation table or the analyzer's settings state nothing)
		expect(PowerShellFacts("src/Locales/en/Pode.psd1", "ConvertFrom-StringData @'\nkey = value\n'@")).toEqual([]);
		expect(
			PowerShellFacts("PSScriptAnalyzerSettings.psd1", "@{ ExcludeRules = @('PSAvoidUsingWriteHost') }"),
		).toEqual([]);
		const graph = graphOf(
			{
				"src/Pode.psd1": manifest,
				"src/Pode.psm1": "Export-ModuleMember -Function *\n",
				"src/Locales/en/Pode.psd1": "@{ greeting = 'hi' }\n",
				"PSScriptAnalyzerSettings.psd1": "@{}\n",
				"pode.build.ps1": "task Build {}\n",
				"package.json": '{"name": "docs"}',
			},
			"dsh-powershell-",
		);
		expect(kindsOf(graph, "src/Pode.psd1").sort()).toEqual(["license", "manifest", "version-file"]);
		expect(kindsOf(graph, "src/Pode.psm1")).toEqual(["entry"]);
		expect(kindsOf(graph, "src/Locales/en/Pode.psd1")).toEqual([]);
		expect(kindsOf(graph, "PSScriptAnalyzerSettings.psd1")).toEqual(["lint-config"]);
		expect(kindsOf(graph, "pode.build.ps1")).toEqual(["build-config"]);
	});

	it("reads setup.py's requirement maps named before the call, never a dependency group's included groups", () => {
		const setup = [
			"extra_dependencies = {",
			'    "redis": [',
			'        "redis>=4.0,<9.0",',
			"    ],",
			'    "watch": ["watchdog>=6.0.0"],',
			"}",
			"setup(",
			'    name="dramatiq",',
			"    extras_require=extra_dependencies,",
			'    python_requires=">=3.10",',
			")",
		].join("\n");
		expect(values(ManifestFacts("setup.py", setup), "dependency")).toEqual(["redis", "watchdog"]);
		const pyproject = [
			"[dependency-groups]",
			"dev = [",
			'    { include-group = "test" },',
			'    "tox",',
			"]",
			'test = ["pytest"]',
		].join("\n");
		expect(values(ManifestFacts("pyproject.toml", pyproject), "dependency")).toEqual(["tox", "pytest"]);
	});

	it("keeps another package's overrides, an app's env, comments and multi-line strings out of an Erlang project's facts", () => {
		const config = [
			"{deps, [ %% the HTTP stack",
			"  certifi]}.",
			"{overrides, [{override, jiffy, [{deps, [cowlib]}]}, {del, x, [{deps, [ranch]}]}]}.",
		].join("\n");
		expect(values(ErlangFacts("rebar.config", config), "dependency")).toEqual(["certifi"]);
		const app = [
			"{application, load,",
			' [{description, "Load at 50',
			'% of CPU"},',
			'  {env, [{plugins, [my_mod]}, {vsn, "9.9.9"}]},',
			'  {vsn, "2.0.0"},',
			"  {applications, [kernel, elixir, jsx]}]}.",
		].join("\n");
		const facts = ErlangFacts("src/load.app.src", app);
		expect(values(facts, "version")).toEqual(["2.0.0"]);
		expect(values(facts, "dependency")).toEqual(["jsx"]);
		// (installed packages' and a build's copies are none of the project's)
		expect(PackageFileOf("_build/default/lib/x/rebar.config")).toBeUndefined();
		expect(PackageFileOf("deps/cowboy/src/cowboy.app.src")).toBeUndefined();
	});

	it("files rebar3's config as its own project's build config, an umbrella's apps and a git-stamped version", () => {
		const graph = graphOf(
			{
				"rebar.config": "{deps, [certifi]}.\n",
				"rebar.lock": "[].\n",
				"apps/otel/src/otel.app.src": "{application, otel, [{vsn, git}, {mod, {otel_app, []}}]}.\n",
				"apps/otel/src/otel.erl": "",
				"apps/otel/src/otel_app.erl": "",
			},
			"dsh-umbrella-",
		);
		expect(kindsOf(graph, "rebar.config").sort()).toEqual(["build-config", "config", "requirements"]);
		expect(kindsOf(graph, "rebar.lock")).toEqual(["lockfile"]);
		expect(kindsOf(graph, "apps/otel/src/otel.app.src")).toEqual(["manifest"]);
		expect(kindsOf(graph, "apps/otel/src/otel.erl")).toEqual(["entry"]);
		expect(kindsOf(graph, "apps/otel/src/otel_app.erl")).toEqual(["entry"]);
		expect(kindsOfPath("config/vm.args.src")).toEqual(["config"]);
		expect(kindsOfPath("a/b/c/d/config/sys.config")).toEqual([]);
	});

	it("reads a PowerShell manifest's keys in any case and layout, never a nested module's version or a string's brackets", () => {
		const manifest = [
			"@{",
			"    moduleToProcess = '.\\src\\Tools.psm1'",
			"    moduleVersion = '1.2.0'",
			"    NestedModules = @(",
			"        @{",
			"            ModuleName = 'Inner'",
			"            ModuleVersion = '9.9.9'",
			"        }",
			"    )",
			"    RequiredModules =",
			"    @(",
			"        'Pester'",
			"    )",
			"    Description = 'Tools (for builds'",
			"    FunctionsToExport = @('Get-Foo')",
			"}",
		].join("\n");
		const facts = PowerShellFacts("Tools.psd1", manifest);
		expect(values(facts, "version")).toEqual(["1.2.0"]);
		expect(values(facts, "dependency")).toEqual(["Pester"]);
		expect(values(PowerShellFacts("x.psd1", "@{ ModuleVersion = '1.0' }"), "version")).toEqual(["1.0"]);
		// (PSDepend's and Sampler's lists of the modules a project installs)
		const depend =
			"@{\n    PSDependOptions = @{ Target = 'CurrentUser' }\n    Pester = '5.5.0'\n    'Az.Accounts' = @{ Version = '2.0' }\n}\n";
		expect(values(PowerShellFacts("requirements.psd1", depend), "dependency")).toEqual(["Pester", "Az.Accounts"]);
		expect(PackageFileOf("RequiredModules.psd1")?.kinds).toEqual(["requirements"]);
		const graph = graphOf(
			{
				"Tools.psd1": manifest,
				"src/Tools.psm1": "",
				"tests/Fixture/Fixture.psd1": "@{ ModuleVersion = '0.0.1' }\n",
				"output/Tools/1.2.0/Tools.psd1": "@{ ModuleVersion = '1.2.0' }\n",
				"build.ps1": "",
				"samples/app/build.ps1": "",
				"psakefile.ps1": "",
				"ScriptAnalyzerSettings.psd1": "@{}\n",
			},
			"dsh-psmodule-",
		);
		expect(kindsOf(graph, "Tools.psd1").sort()).toEqual(["manifest", "version-file"]);
		expect(kindsOf(graph, "src/Tools.psm1")).toEqual(["entry"]);
		expect(kindsOf(graph, "tests/Fixture/Fixture.psd1")).toEqual([]);
		expect(kindsOf(graph, "output/Tools/1.2.0/Tools.psd1")).toEqual([]);
		expect(kindsOf(graph, "build.ps1")).toEqual(["build-config"]);
		expect(kindsOf(graph, "samples/app/build.ps1")).toEqual([]);
		expect(kindsOf(graph, "psakefile.ps1")).toEqual(["build-config"]);
		expect(kindsOf(graph, "ScriptAnalyzerSettings.psd1")).toEqual(["lint-config"]);
		// (a module deep in a JS repository is none of its manifests)
		const js = graphOf(
			{ "package.json": '{"name": "app"}', "tools/ps/Helper/Helper.psd1": "@{ ModuleVersion = '1.0.0' }\n" },
			"dsh-js-psd1-",
		);
		expect(kindsOf(js, "tools/ps/Helper/Helper.psd1")).toEqual([]);
	});

	it("ends a setup.py requirement map at its brace whatever follows it, and reads no version pin as a name", () => {
		const setup = [
			"extra_dependencies = {",
			'    "redis": ["redis>=4.0"],',
			"}  # optional",
			'MIN_DEPENDENCIES = {"numpy": "1.19"}',
			"setup(",
			'    name="x",',
			'    classifiers=["Programming Language :: Python"],',
			")",
		].join("\n");
		expect(values(ManifestFacts("setup.py", setup), "dependency")).toEqual(["redis"]);
	});

	it("knows Erlang's and PowerShell's words: versions, dependencies, entries, tests, lint rules, release headings", () => {
		const version = signal("search/Version", "version-word");
		expect(version.test("vsn")).toBe(true);
		expect(version.test("minimum_otp_vsn")).toBe(false);
		expect(version.test("ModuleVersion")).toBe(true);
		expect(signal("search/Version", "changelog-heading").test("^#+ v2\\.1")).toBe(true);
		expect(signal("search/Dependency", "dependency-word").test("RequiredModules")).toBe(true);
		hears(
			"search/Dependency",
			"dependency-word",
			["{deps,", "^\\{deps", "{ deps, ["],
			["${deps}", "deps={deps}", "{deps.length}"],
		);
		expect(signal("search/Entry", "entry-field").test("FunctionsToExport")).toBe(true);
		expect(signal("search/Entry", "entry-reexport").test("^-export\\(")).toBe(true);
		expect(signal("search/Entry", "entry-bootstrap").test("behaviour(application)")).toBe(true);
		expect(signal("search/Test", "test-api").test("Invoke-Pester")).toBe(true);
		expect(signal("search/Test", "test-runner").test("rebar3 ct")).toBe(true);
		expect(signal("search/Lint", "lint-word").test("PSReviewUnusedParameter")).toBe(true);
		expect(signal("search/Lint", "lint-word").test("PSObject")).toBe(false);
		expect(kindsOfPath(".babelrc-npm.json")).toEqual(["build-config"]);
		expect(signal("search/Build", "pack-contents").test("packages=")).toBe(true);
		expect(signal("search/Build", "pack-contents").test("include_package_data")).toBe(true);
		expect(signal("search/Build", "pack-contents").test("workspace packages")).toBe(false);
	});
});

describe("the sixty-second pass: Perl's, Nim's and Crystal's files", () => {
	it("reads a cpanfile's prerequisites of every phase, the perl it needs, never a pragma or a comment's", () => {
		const cpanfile = [
			"on 'runtime' => sub {",
			"    requires 'perl' => '5.008001';",
			"    requires 'strict';",
			"    requires 'HTTP::Message' => '7.01';",
			'    requires "Try::Tiny";',
			"    # requires 'Old::Module';",
			"};",
			"on 'test' => sub { requires 'Test::More', '0.96'; };",
			"test_requires 'Test::Fatal';",
		].join("\n");
		const facts = PerlFacts("cpanfile", cpanfile);
		expect(values(facts, "dependency")).toEqual(["HTTP::Message", "Try::Tiny", "Test::More", "Test::Fatal"]);
		expect(values(facts, "runtime")).toEqual(["5.008001"]);
		expect(PackageFileOf("cpanfile")?.kinds).toEqual(["requirements"]);
		expect(PackageFileOf("local/lib/perl5/x/cpanfile")).toBeUndefined();
		expect(PackageFileOf("cpanfile.snapshot")?.kinds).toEqual(["lockfile"]);
	});

	it("reads dist.ini's name, version, licence and [Prereqs], and MakeMaker's and Module::Build's settings", () => {
		const dist = [
			"name = Dancer-Lite",
			"version = 1.2.3",
			"license = Perl_5 ; the usual",
			"copyright_holder = Someone",
			"[Prereqs]",
			"Moo = 2.0",
			"-phase = runtime",
			"[Prereqs / TestRequires]",
			"Test::More = 0.88",
			"[MetaNoIndex]",
			"directory = t",
		].join("\n");
		const facts = PerlFacts("dist.ini", dist);
		expect(values(facts, "name")).toEqual(["Dancer-Lite"]);
		expect(values(facts, "version")).toEqual(["1.2.3"]);
		expect(values(facts, "license")).toEqual(["Perl_5"]);
		expect(values(facts, "dependency")).toEqual(["Moo", "Test::More"]);
		const makefile = [
			"WriteMakefile(",
			"    NAME => 'Foo::Bar',",
			"    VERSION_FROM => 'lib/Foo/Bar.pm',",
			"    LICENSE => 'perl',",
			"    MIN_PERL_VERSION => '5.010',",
			"    PREREQ_PM => {",
			"        'URI' => '1.10',",
			"        'warnings' => 0,",
			"    },",
			"    TEST_REQUIRES => { 'Test::Deep' => 0 },",
			");",
		].join("\n");
		const made = PerlFacts("Makefile.PL", makefile);
		expect(values(made, "name")).toEqual(["Foo-Bar"]);
		expect(values(made, "license")).toEqual(["perl"]);
		expect(values(made, "runtime")).toEqual(["5.010"]);
		expect(values(made, "dependency")).toEqual(["URI", "Test::Deep"]);
		expect(PerlMainModules("Makefile.PL", makefile)).toEqual(["lib/Foo/Bar.pm"]);
		expect(PerlMainModules("dist.ini", dist)).toEqual(["lib/Dancer/Lite.pm"]);
		// (as written: the scan keeps one inside the project)
		expect(PerlMainModules("Makefile.PL", "VERSION_FROM => '../x.pm',")).toEqual(["../x.pm"]);
		// (one line: the settings beside the prerequisites; a bare number; a hash built first; a META_MERGE's address)
		const oneLine = PerlFacts(
			"Makefile.PL",
			"my %prereqs = ( 'Carp' => 0 );\nWriteMakefile(NAME => 'Foo::Bar', MIN_PERL_VERSION => 5.006, PREREQ_PM => {Bar => 0}, EXE_FILES => ['bin/x'], LICENSE => 'perl_5', META_MERGE => { resources => { license => 'http://dev.perl.org/licenses/' } });",
		);
		expect(values(oneLine, "name")).toEqual(["Foo-Bar"]);
		expect(values(oneLine, "dependency")).toEqual(["Carp", "Bar"]);
		expect(values(oneLine, "runtime")).toEqual(["5.006"]);
		expect(values(oneLine, "license")).toEqual(["perl_5"]);
		// (the dist's name beside the module's: the main module is the module's)
		const named = "WriteMakefile(DISTNAME => 'libwww-perl', NAME => 'LWP');";
		expect(values(PerlFacts("Makefile.PL", named), "name")).toEqual(["libwww-perl"]);
		expect(PerlMainModules("Makefile.PL", named)).toEqual(["lib/LWP.pm"]);
		expect(PerlMainModules("dist.ini", "name = Foo-Bar\nmain_module = lib/Foo.pm\n")).toEqual(["lib/Foo.pm"]);
		expect(PerlMainModules("Makefile.PL", "# VERSION_FROM => 'lib/Old.pm',\nNAME => 'New',")).toEqual([
			"lib/New.pm",
		]);
		// (Module::Install's commands; a range's floor; a conflict is no dependency)
		const install = PerlFacts(
			"Makefile.PL",
			"name 'Foo-Bar';\nall_from 'lib/Foo/Bar.pm';\nlicense 'perl';\nperl_version '5.008';\nrequires 'URI' => '1.0';\n",
		);
		expect(values(install, "name")).toEqual(["Foo-Bar"]);
		expect(values(install, "runtime")).toEqual(["5.008"]);
		expect(PerlMainModules("Makefile.PL", "all_from 'lib/Foo/Bar.pm';")).toEqual(["lib/Foo/Bar.pm"]);
		const ranged = PerlFacts("cpanfile", "requires 'perl', '>= 5.010, < 6';\nconflicts 'Moose', '< 2.0';\n");
		expect(values(ranged, "runtime")).toEqual(["5.010"]);
		expect(values(ranged, "dependency")).toEqual([]);
		expect(PerlModuleVersion("lib/Foo.pm", "package Foo::Bar 1.002;\n")).toEqual([
			{ path: "lib/Foo.pm", field: "version", value: "1.002" },
		]);
		expect(values(PerlModuleVersion("lib/Foo.pm", "our $VERSION = 0.12;\n"), "version")).toEqual(["0.12"]);
		expect(PerlModuleVersion("lib/Foo.pm", "# VERSION\npackage Foo;\n")).toEqual([]);
	});

	it("files a distribution's build files, its main module (version and entry), its tests and its linters' settings", () => {
		const graph = graphOf(
			{
				"dist.ini": "name = libwww-perl\nlicense = Perl_5\n",
				"Makefile.PL": "WriteMakefile(NAME => 'libwww::perl', VERSION_FROM => 'lib/LWP.pm');\n",
				cpanfile: "requires 'URI';\n",
				"lib/LWP.pm": "package LWP;\nour $VERSION = '6.84';\n",
				"lib/LWP/UserAgent.pm": "",
				"t/10-attrs.t": "",
				"xt/author/pod.t": "",
				".perltidyrc": "-l=80\n",
				".perlcriticrc": "",
				"perlimports.toml": "",
				Changes: "",
			},
			"dsh-perl-",
		);
		expect(kindsOf(graph, "dist.ini").sort()).toEqual(["build-config", "manifest"]);
		expect(kindsOf(graph, "Makefile.PL").sort()).toEqual(["build-config", "manifest"]);
		expect(kindsOf(graph, "cpanfile")).toEqual(["requirements"]);
		expect(kindsOf(graph, "lib/LWP.pm").sort()).toEqual(["entry", "version-file"]);
		// (a main module a link or `..` leads to, or one stating no version, is no version file)
		const linked = graphOf(
			{ "Makefile.PL": "WriteMakefile(NAME => 'Foo', VERSION_FROM => '../Foo.pm');\n" },
			"dsh-perl-out-",
		);
		expect(linked.nodes.filter((node) => node.kind === "version-file")).toEqual([]);
		const placeholder = graphOf(
			{ "dist.ini": "name = Foo\n", "lib/Foo.pm": "# VERSION\npackage Foo;\n" },
			"dsh-perl-dzil-",
		);
		expect(kindsOf(placeholder, "lib/Foo.pm")).toEqual(["entry"]);
		const outside = mkdtempSync(join(tmpdir(), "dsh-perl-secret-"));
		writeFileSync(join(outside, "Secret.pm"), "our $VERSION = '9.9.9';\n");
		const root = mkdtempSync(join(tmpdir(), "dsh-perl-link-"));
		writeFileSync(join(root, "Makefile.PL"), "WriteMakefile(NAME => 'Foo', VERSION_FROM => 'lib/Foo.pm');\n");
		mkdirSync(join(root, "lib"));
		symlinkSync(join(outside, "Secret.pm"), join(root, "lib/Foo.pm"));
		expect(values(BuildGraph(root).facts, "version")).toEqual([]);
		expect(values(graph.facts, "version")).toEqual(["6.84"]);
		expect(kindsOf(graph, "t/")).toEqual(["test-dir"]);
		expect(kindsOf(graph, "xt/")).toEqual(["test-dir"]);
		expect(kindsOf(graph, ".perltidyrc")).toEqual(["lint-config"]);
		expect(kindsOf(graph, "perlimports.toml")).toEqual(["lint-config"]);
		expect(kindsOf(graph, "Changes")).toContain("changelog");
		expect(IsTestPath("t/10-attrs.t")).toBe(true);
		expect(ClassifyFolder("t", 1)).toEqual([]);
	});

	it("reads a .nimble file's version, licence, requirements and the Nim it needs, and its entries", () => {
		const nimble = [
			'version = "0.16.4"',
			'license = "BSD"',
			'srcDir = "src"',
			'bin = @["nimble"]',
			'requires "nim >= 1.6.0", "sat"',
			"requires(",
			'  "checksums", # hashes',
			'  "https://github.com/nim-lang/zippy#head"',
			")",
			'task test, "Run the tests":',
			'  exec "nim c -r tests/tester"',
		].join("\n");
		const facts = NimbleFacts("nimble.nimble", nimble);
		expect(values(facts, "name")).toEqual(["nimble"]);
		expect(values(facts, "version")).toEqual(["0.16.4"]);
		expect(values(facts, "license")).toEqual(["BSD"]);
		expect(values(facts, "runtime")).toEqual(["1.6.0"]);
		expect(values(facts, "dependency")).toEqual(["sat", "checksums", "zippy"]);
		expect(NimbleEntries("nimble.nimble", nimble)).toEqual(["src/nimble.nim"]);
		// (a range's floor, a task's requirements, a platform's, a URL's last part, a named binary's source module)
		const more = NimbleFacts(
			"x.nimble",
			'requires "nim >= 1.6.0 & < 3.0", "foo >= 1.0 & < 2.0"\ntaskRequires "test", "unittest2 >= 0.1"\nwhen defined(windows): requires "winim"\nrequires "https://gitlab.com/group/sub/pkg.git"\n',
		);
		expect(values(more, "runtime")).toEqual(["1.6.0"]);
		expect(values(more, "dependency")).toEqual(["foo", "unittest2", "winim", "pkg"]);
		expect(NimbleEntries("x.nimble", 'srcDir = "src"\nnamedBin["x_cli"] = "x"\n')).toEqual([
			"src/x_cli.nim",
			"src/x.nim",
		]);
		const graph = graphOf(
			{ "nimble.nimble": nimble, "src/nimble.nim": "", "config.nims": "", "nimble.lock": "{}" },
			"dsh-nim-",
		);
		expect(kindsOf(graph, "nimble.nimble").sort()).toEqual([
			"build-config",
			"config",
			"manifest",
			"requirements",
			"test-config",
		]);
		expect(kindsOf(graph, "src/nimble.nim")).toEqual(["entry"]);
		expect(kindsOf(graph, "config.nims").sort()).toEqual(["build-config", "config"]);
		expect(kindsOf(graph, "nimble.lock")).toEqual(["lockfile"]);
	});

	it("reads a shard's name, version, licence, the Crystal it needs and its shards, and files its targets", () => {
		const shard = [
			"name: ameba",
			"version: 1.7.0-dev",
			"targets:",
			"  ameba:",
			"    main: src/cli.cr",
			"crystal: ~> 1.19",
			"license: MIT",
			"development_dependencies:",
			"  webmock:",
			"    github: manastech/webmock.cr",
		].join("\n");
		const graph = graphOf(
			{
				"shard.yml": shard,
				"src/cli.cr": "",
				"src/ameba.cr": "",
				".ameba.yml": "",
				"lib/x/shard.yml": "name: x\n",
			},
			"dsh-shard-",
		);
		expect(values(graph.facts, "version")).toEqual(["1.7.0-dev"]);
		expect(values(graph.facts, "runtime")).toEqual(["1.19"]);
		expect(values(graph.facts, "license")).toEqual(["MIT"]);
		expect(values(graph.facts, "dependency")).toEqual(["webmock"]);
		expect(ShardEntries(shard)).toEqual(["src/cli.cr", "src/ameba.cr"]);
		expect(ShardEntries("name: x # the shard\nscripts:\n  postinstall:\n    main: src/other.cr\n")).toEqual([
			"src/x.cr",
		]);
		expect(values(PubspecFacts("shard.yml", 'crystal: ">= 1, < 2.0"\n'), "runtime")).toEqual(["1"]);
		expect(kindsOf(graph, "src/cli.cr")).toEqual(["entry"]);
		expect(kindsOf(graph, "shard.yml")).toContain("manifest");
		expect(kindsOf(graph, ".ameba.yml")).toEqual(["lint-config"]);
		expect(kindsOf(graph, "lib/x/shard.yml")).toEqual([]);
		expect(signal("search/Dependency", "manifest-path").test("go.*")).toBe(true);
		expect(signal("search/Dependency", "manifest-path").test("cpanfile")).toBe(true);
	});
});

describe("the sixty-fifth pass: a PHP package's archive rules, Haskell's and Scala's tool settings", () => {
	it("files the root's .gitattributes marking files export-ignore as what the package is built from", () => {
		const graph = graphOf(
			{
				".gitattributes": "/.github/  export-ignore\n/tests/     export-ignore\n",
				"lib/.gitattributes": "* export-ignore\n",
				"composer.json": '{"name": "acme/psr7"}\n',
			},
			"dsh-gitattributes-",
		);
		expect(kindsOf(graph, ".gitattributes")).toEqual(["config", "build-config"]);
		// (a nested one, or one with no such rule, is git's settings only)
		expect(kindsOf(graph, "lib/.gitattributes")).toEqual(["config"]);
		const plain = graphOf({ ".gitattributes": "* text=auto eol=lf\n" }, "dsh-gitattributes-plain-");
		expect(kindsOf(plain, ".gitattributes")).toEqual(["config"]);
	});

	it("knows headroom's licence headers, hlint's Dhall rules, a scalafmt config by any prefix, and hears their asks", () => {
		expect(kindsOfPath(".headroom.yaml")).toEqual(["license"]);
		expect(ClassifyFile("hlint/hlint.dhall", 1)).toEqual(["lint-config"]);
		expect(ClassifyFile("tools/src/main/resources/default.scalafmt.conf", 4)).toEqual(["lint-config"]);
		expect(ClassifyFile("headroom.yaml", 0)).toEqual([]);
		expect(ClassifyFile("scalafmt.conf.bak", 0)).toEqual([]);
		hears("search/License", "license-path", [".headroom.yaml"], ["headroom.yaml.bak"]);
		hears("search/Lint", "lint-path", ["hlint/hlint.dhall", "default.scalafmt.conf"], ["hlint.dhall.md"]);
		hears(
			"search/Build",
			"build-ask",
			["vendor-bin shouldn't end up in the dist archive", "keep it out of git archive"],
			["the archive of old issues", "distribute the work"],
		);
		hears(
			"search/Dependency",
			"dependency-ask",
			[
				"update the static analysis tools (phpstan, psalm) to their latest versions",
				"move it to its latest release",
			],
			["move the page to their latest home"],
		);
	});
});

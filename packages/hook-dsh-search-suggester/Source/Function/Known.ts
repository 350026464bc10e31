import { posix } from "node:path";
import {
	BUILD_FOLDER,
	BUILD_SCRIPT_PATH,
	ClassifyFile,
	CONTAINER_FILE_NAMES,
	CONTAINER_IMAGE_FILE_NAMES,
	CONTAINER_IMAGE_QUERY,
	CRATE_LINT_LEVEL,
	DOTNET_OUTPUT,
	CRATE_ROOTS,
	DENO_CONFIG,
	DOTENV_NAME,
	ENTRY_FIELDS,
	EscapeRegex,
	FIXTURE_FOLDER,
	IsTestPath,
	JVM_LEVEL_CONSTANT,
	LINT_RULE_SHAPES,
	LINT_TOOL_NAMES,
	MSBUILD_LINT_PROPERTIES,
	PHP_LINT_TOOL,
	PHP_LINT_TOOL_NAMES,
	MatchSignals,
	OwnProjectKinds,
	PackageFileOf,
	PackageTarget,
	PACKAGE_TOOL_PATTERN,
	PATTERN_TEXT_CAP,
	SignalFires,
	SWIFT_PACKAGE_MANIFEST,
	TASK_FILE,
} from "@playform/lib-dsh-core";
import type { CompiledIntent, GraphFact, GraphKind } from "@playform/lib-dsh-core";
import type { CallShape, Known } from "../Interface/Execution";
import { FACT_WEIGHT, KNOWN_WEIGHTS, MAX_NAMED_MATCHES, MAX_PACKAGE_MANIFESTS } from "../Variable/Config";
import { FACT_INTENT, SAMPLE_FOLDER } from "../Variable/Kinds";
import { Alternatives, ColonScriptNamed, DeGlob, NamesFact } from "./Detect";
import { GLOB, INDEX_MODULE, NamePattern, OwnElseAll, ShallowFirst, SOURCE_FILE, WorkspaceOwn } from "./Path";
import { NamedBy, PromptWords } from "./PromptNamed";
import { KindsOf } from "./Projection";
import type { WorkspaceView } from "./WorkspaceView";

/** `Sphinx`, `sphinx_tabs`, `sphinx.tabs`: package names compare case- and separator-blind (PEP 503). */
const Norm = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, "-");

/** The words of a text that may be package or file names (`@scope/name`, `tox.ini`, `pre-commit`). */
export const Words = (text: string): string[] =>
	(text.slice(0, PATTERN_TEXT_CAP).match(/@?[A-Za-z0-9][A-Za-z0-9._/-]*/g) ?? [])
		.map((word) => word.replace(/[._/-]+$/, ""))
		.slice(0, 256);

/** The Perl modules a text names whole (`HTTP::Message`, `Test::More`), which `Words` splits at their colons. */
const PerlModules = (text: string): string[] =>
	(text.slice(0, PATTERN_TEXT_CAP).match(/\b[A-Za-z]\w{0,100}(?:::\w{1,100})+/g) ?? []).slice(0, 64);

/** How many spellings a query's alternation groups are expanded to. */
const MAX_SPELLINGS = 16;

/** A query's alternation groups spelled out (`@babel/(cli|core)` → `@babel/cli @babel/core`), at most sixteen. */
export const Spelled = (literal: string): string[] => {
	let spellings = [literal.slice(0, PATTERN_TEXT_CAP)];
	for (let round = 0; round < 4; round++) {
		const next: string[] = [];
		for (const text of spellings) {
			const group = /\((?:\?:)?([\w@./-]+(?:\|[\w@./-]+)+)\)/.exec(text);
			if (!group) next.push(text);
			else
				for (const option of group[1]!.split("|"))
					next.push(text.slice(0, group.index) + option + text.slice(group.index + group[0].length));
		}
		if (next.length > MAX_SPELLINGS || next.length === spellings.length) break;
		spellings = next;
	}
	return spellings.length > 1 ? spellings : [];
};

// Keys too common in prose or code to say "this file": the manifests and the generic names.
const STOP = new Set([
	// (`from django.conf import settings`; every Django project has a `settings.py`)
	"settings",
	"package",
	"index",
	"main",
	"setup",
	"config",
	"test",
	"tests",
	"version",
	"docs",
	"doc",
	"readme",
	"src",
	"lib",
	"manifest",
	"changelog",
	"changes",
	"history",
	"news",
	"notice",
	"license",
	"licence",
	"authors",
	"requirements",
	"pyproject",
	"copying",
	"build",
	// a word of prose (`the next release`) and the `next` package before it is Next.js's `next.config.*`
	"next",
	// Deno's runtime namespace in code (`Deno.env`, `Deno.args`) before it is `deno.json`
	"deno",
	// a system's package managers (`apt-get install` in a Dockerfile a linter checks) are no package of the project's
	"apt-get",
	"apt-key",
	"apt-cache",
	// a site framework's name is the project's everyday word (`the svelte components`, `svelte-check`) before its config
	"astro",
	"svelte",
	"nuxt",
	"docusaurus",
	"gatsby",
	"remix",
	"quasar",
	"qwik",
	"vuepress",
]);

/** A config file's name as a word: `.pre-commit-config.yaml` → `precommit`, `eslint.config.js` → `eslint`, `.prettierrc.js` → `prettier`. */
export const NameKey = (name: string): string => {
	const base = name.slice(name.lastIndexOf("/") + 1).replace(/^\.+/, "");
	const stem = base === "" ? "" : base.split(".")[0]!;
	return stem
		.toLowerCase()
		.replace(/[-_]config$/, "")
		.replace(/rc$/, "")
		.replace(/[-_.]/g, "");
};

// What a query or a user may name a file for, per kind: the query names any of these, the user only configs.
const USER_NAMED: ReadonlySet<GraphKind> = new Set([
	"config",
	"test-config",
	"coverage-config",
	"build-config",
	"lint-config",
]);
const QUERY_NAMED: ReadonlySet<GraphKind> = new Set([...USER_NAMED, "license", "changelog"]);

const DEPENDENCY_FILE_KINDS: ReadonlySet<GraphKind> = new Set(["manifest", "requirements", "lockfile"]);
// another manager's lockfile (`flake.lock`, `mix.lock`) and a search over every manifest by glob (`*.{json,toml}`)
const OTHER_LOCKFILE = /(^|\/)[\w-]+\.lock$/;
const MANIFEST_GLOB = /^\*\*?\/?\*?\.(json|toml|txt|lock|cfg|in)$|\*\.\{[^}]*\b(json|toml|txt|lock)\b/;
/** A package file where dependencies are declared or pinned, by its path (a manifest, requirements file or lockfile). */
const DeclaresDependencies = (path: string): boolean =>
	PackageFileOf(path)?.kinds.some((kind) => DEPENDENCY_FILE_KINDS.has(kind)) ?? false;
/** A search kept to where dependencies are declared or pinned (`package.json`, `requirements*.txt`, `Cargo.lock`,
 * `package*.json` for the manifest and its lockfile). */
const ManifestScoped = (path: string): boolean =>
	[path.replace(/\*/g, "x"), path.replace(/\*/g, "")].some(DeclaresDependencies) ||
	OTHER_LOCKFILE.test(path) ||
	MANIFEST_GLOB.test(path) ||
	// (a Perl distribution's build files, which the scan files as its requirements when they list prerequisites)
	PackageFileOf(posix.basename(path))?.reader === "perl";
const PACKAGE_TOOL = new RegExp(PACKAGE_TOOL_PATTERN);
/** What a script's name says it does (the first match wins; Build's scripts already count through R8); a variant is
 * named after a colon, a dash or an underscore (`test:unit`, `test-api`, `lint_fix`). */
const SCRIPT_INTENT: readonly (readonly [RegExp, string])[] = [
	[/^(lint|format|fmt|prettier|eslint|style|check:?lint)([:_-]|$)/, "Lint"],
	[/^(test|tests|coverage|spec|e2e)([:_-]|$)/, "Test"],
	[/^(release|version|changeset|publish)([:_-]|$)|^(pre|post)(version|publish)/, "Version"],
	[/^docs?([:_-]|$)/, "Docs"],
];
/** The work a script's or a task's name says (`lint:fix` → Lint, `test` → Test), if it says one. */
const WorkOfName = (name: string): string | undefined => SCRIPT_INTENT.find(([pattern]) => pattern.test(name))?.[1];
/** The work a package script may do: the kinds above and Build's (R8's script fact). */
const SCRIPT_WORK = new Set([...SCRIPT_INTENT.map(([, kind]) => kind), FACT_INTENT.script]);
/** The user (the prompt, capped) runs a package script by name (`npm run format`, `pnpm test:unit`, `yarn lint`). */
const RunsScript = (userText: string, name: string): boolean =>
	new RegExp(String.raw`\b(npm|pnpm|yarn|bun|deno\s+task)\s+(run\s+)?${EscapeRegex(name)}(?![\w:-])`, "i").test(
		userText,
	) || ColonScriptNamed(name, userText);
/** A task runner's file (a Makefile, a justfile, a Taskfile, a Rakefile, a noxfile, Invoke's `tasks.py`). */
const IsTaskFile = (path: string): boolean => TASK_FILE.test(posix.basename(path));
/** A user speaking of a task runner's tasks (`add a rake task`, `our justfile recipes`, `the unit test target`). */
const TASK_WORDS = /\b(tasks?|targets?|recipes?|(nox\s+)?sessions?|makefile|justfile|taskfile|rakefile|noxfile)\b/i;
/** A task the user calls by its work (`the test task`, `a lint target`, `the docs recipe`). */
const TASK_OF_WORK =
	/\b(tests?|lint|format|docs?|release|publish|coverage|e2e)\s+(?:tasks?|targets?|recipes?|sessions?)\b/i;
/**
 * Each task file's runner: as the user runs a task with it (`make test`, `just fmt`, `task install`, `rake spec`, `nox -s
 * docs`, `inv build`), and as the user names it alone for the file's tasks ("make `rake` default only run the unit
 * specs"; a runner whose name is an everyday word, `make`, `just`, `task`, `invoke`, only as a command, in backticks).
 */
const RUNNERS: readonly { file: RegExp; run: string; spoken: RegExp }[] = [
	{ file: /^(GNUmakefile|[Mm]akefile)$/, run: "make", spoken: /\x60make\b/ },
	{ file: /ustfile$/, run: "just", spoken: /\x60just\b/ },
	{ file: /^Taskfile/, run: "task", spoken: /\x60task\b/ },
	{ file: /^Rakefile$/, run: "(?:bundle\\s+exec\\s+)?rake", spoken: /\brake\b/i },
	{ file: /^noxfile/, run: "nox\\s+(?:-s|--session)", spoken: /\bnox\b/i },
	{ file: /^tasks\.py$/, run: "inv(?:oke)?", spoken: /\x60inv(oke)?\b/ },
];
/** A runner's name in the prompt, before any task is tried against it. */
const RUNNER_WORD = /\b(make|just|task|rake|nox|inv|invoke)\b/i;
const RunnerOf = (path: string) => {
	const base = posix.basename(path);
	return RUNNERS.find((runner) => runner.file.test(base));
};
/** The user names the runner of the task file the call reads: the file's tasks are the work. */
const RunnerSpoken = (userText: string, path: string): boolean => RunnerOf(path)?.spoken.test(userText) === true;
/** The user runs a task of that file by its runner (`make test` of a Makefile's `test` target). */
const RunsTask = (userText: string, path: string, name: string): boolean => {
	const runner = RunnerOf(path)?.run;
	return (
		runner !== undefined &&
		new RegExp(String.raw`\b${runner}\s+(?:-[\w-]+\s+)*${EscapeRegex(name)}(?![\w:-])`, "i").test(userText)
	);
};
/** A script's name of its own (two words or more, eight characters or more: `generate-mappings`, `build-icons`), which no
 * tool or prose has: the whole query naming it is that script, searched anywhere. */
const OWN_SCRIPT_NAME = /^(?=.{8})[a-z][a-z0-9]*(-[a-z0-9]+)+$/;
/** A build script's name (and its npm hooks, `postbuild`), read only from a search of the manifests for the bare name (R8
 * reads the spelled ones). */
const BUILD_SCRIPT = /^(pre|post)?(build|compile|bundle)([:_-]|$)/;
/** npm's lifecycle scripts that often build (`"prepare": "tsc"`) and as often do not (`"prepare": "husky"`): a build
 * script only for a user asking build work. */
const BUILD_LIFECYCLE = /^(prepare|prepack)$/;

/** What only a GitHub Actions workflow says: a step's action, a runner, a workflow expression. */
const WORKFLOW_KEY =
	/\buses:(\s*[\w.-]+\/|\s*["']?$)|\bruns-on\b|\bactions\/(checkout|setup-[\w-]+|cache|upload-artifact|download-artifact)\b|\$\{\{\s*(secrets|github|matrix|needs|steps|inputs)\./;
/** A linter or a test runner: a dependency whose name, searched in the manifests, is as likely its lint or test work. */
/** Python's formatters, everyday words (`black`) the pack's Lint tools leave out. */
const PYTHON_FORMATTERS = "black|yapf|autopep8";
const TOOL_DEPENDENCY = new RegExp(
	String.raw`^(${LINT_TOOL_NAMES}|${PHP_LINT_TOOL_NAMES}|${PYTHON_FORMATTERS}|vitest|jest|mocha|pytest|playwright|tox|nox|coverage|phpunit|pest)$`,
	"i",
);
/** A linter or formatter's own name, the whole of it (not `eslint-plugin-react`, `mypy-extensions`). */
const LINTER = new RegExp(String.raw`^(${LINT_TOOL_NAMES}|${PHP_LINT_TOOL_NAMES}|${PYTHON_FORMATTERS})$`, "i");
/** A linter or formatter by name (the core's list, the pack's Lint tools, and Python's formatters): only their configs
 * and invocations say it. */
// (a PHP checker's, never as a Composer package: `phpstan/phpstan` is the dependency)
const LINT_TOOL = new RegExp(
	String.raw`(?<!@types\/)\b(${LINT_TOOL_NAMES}|${PYTHON_FORMATTERS})\b|${PHP_LINT_TOOL}`,
	"i",
);
/** The linter a text names, by `LINT_TOOL`. */
const LintToolOf = (text: string): string | undefined => {
	const found = LINT_TOOL.exec(text);
	return found?.[1] ?? found?.[found.length - 1];
};
/** A lint rule by its name (the pack's shapes: `no-unused-vars`, `react/no-danger`, `PLR2004`). */
const LINT_RULE = new RegExp(LINT_RULE_SHAPES, "i");
/** A rule's own name: kebab-case words, a plugin's prefix allowed (`html-indent`, `vue/html-indent`, `@next/next/no-x`). */
const RULE_NAME = /^["']?(@?[a-z][\w-]*\/)*[a-z][a-z0-9]*(-[a-z0-9]+)+["']?$/;
/** …and SwiftLint's and clippy's, in snake_case (`identifier_name`, `clippy::pedantic`), for a user naming those linters
 * and a search finding nothing but lint configs: other linters' users flag a variable of that case (`ruff errors on
 * foo_bar`), and one found in the code is the code's (`clippy warns in parse_args`). */
const SNAKE_RULE_NAME = /^["']?(clippy::[a-z][a-z0-9_]*|[a-z][a-z0-9]*(_[a-z0-9]+)+)["']?$/;
const SNAKE_RULE_LINTER = /\b(swiftlint|clippy)\b/i;
/** How many alternatives of a searched alternation (`removeRules|heading-increment`) are read as names. */
const MAX_ALTERNATIVES = 16;
/** A lint config's rules table by its key (`"rules"`, `rules:`). */
const RULES_KEY = /^["']?rules["']?\s*:?$/;
/** The user speaks of a lint rule (`the vue/html-indent lint rule`, `that eslint rule`, `a ruff rule`). */
// (or a linter complaining: `eslint warns about react-refresh/only-export-components`; or a rule turned off: `turn off
// the rule forcing type`, `disable the no-console rule`)
const RULE_ASK = new RegExp(
	String.raw`\b(lint\w*|${LINT_TOOL_NAMES}|${PHP_LINT_TOOL_NAMES})\s+(rules?|warn(s|ing|ings)?|complains?|flags?|errors?|yells?)\b|\b(turn(ing)? (off|on)|disabl\w*|enabl\w*|relax\w*|silenc\w*)\s+(the |this |that )?([\w\x60@/-]+ )?rule\b`,
	"i",
);
/** Headers or banners a licence puts atop each source file (`add the SPDX header`, `the license banner`). */
const LICENSE_HEADER = /\b(headers?|banners?|preambles?)\b/i;
/** A package manager's own settings the user speaks of (`npm warns always-auth is deprecated`, `the yarn config`). */
const TOOL_SETTING_ASK =
	/\b(npm|yarn|pnpm|bun|pip|poetry|cargo|bundler?)\s+(warn(s|ing|ings)?|complains?|config\w*|settings)\b|\.?(npmrc|yarnrc|bunfig)\b/i;
/** A Biome rule by its name (`noNonNullAssertion`, `noUnusedImports`): camel case the pack's case-blind signals cannot tell. */
const BIOME_RULE = /\bno[A-Z][a-z]+[A-Z]\w*/;
/** Biome's settings file, by its path. */
const BIOME_CONFIG = /(^|\/)biome\.jsonc?$/;
/** A RuboCop cop by its name (`FrozenStringLiteral`, `Style/StringLiterals`): camel case, its department optional. */
const RUBOCOP_COP = /^(?:[A-Z][A-Za-z]+\/)?[A-Z][a-z]+(?:[A-Z][a-z]+)+$/;
/** RuboCop's departments and its extensions' (`Metrics/`, `RSpec/`, `Rails/`). */
const RUBOCOP_DEPARTMENT =
	"(Layout|Lint|Metrics|Naming|Security|Style|Bundler|Gemspec|Migration|Rails|RSpec|Performance|Minitest|Capybara|FactoryBot|Sorbet|ThreadSafety|RSpecRails)";
/** RuboCop's settings files, by name (`.rubocop.yml`, `.rubocop_todo.yml`). */
const RUBOCOP_CONFIG = /(^|\/)\.rubocop[\w.-]*\.ya?ml$/;
/** A one-word Biome rule (`noConsole`, `noDebugger`): read as one only where Biome's configs alone hold it. */
const BIOME_SHORT_RULE = /^(no|use)[A-Z][a-z]+$/;
/** A bundler's option by its key (tsup, Rollup, Vite, esbuild, tsdown): where the output's shape is set. */
const BUNDLER_OPTION =
	/\b(target|format|formats|external|externals|noExternal|minify|splitting|treeshake|platform|banner|globals|manualChunks|rollupOptions|inlineDynamicImports|sourcemap|outExtension|bundledPackages|plugins)\b/;
/** A bundler's config file by its name (`tsup.config.ts`, `rollup.config.mjs`, `vite.config.js`). */
const BUNDLER_CONFIG = /^(tsup|tsdown|build|vite|webpack|rspack|rollup|rolldown|esbuild|unbuild)\.config\.[cm]?[jt]s$/;
/** A changelog's fragments, compiled into it at a release (towncrier's `changelog/1296.feature.rst`, changesets'). */
const NEWS_FRAGMENT = /(^|\/)(changelog\.d|changelog|changes|newsfragments|news|\.changeset)\/[^/]+$/i;
/** A release tool's settings for the packages it builds (deb, rpm, snap): GoReleaser's, nFPM's, snapcraft's. */
const PACKAGING_CONFIG = /^(\.?goreleaser([-.][\w-]+)?\.ya?ml|nfpm\.ya?ml|snapcraft\.ya?ml)$/;
/** A user asking the release history's own work (its changelog, news fragments, release notes). */
const HISTORY_ASK =
	/\b(change ?logs?|changesets?|towncrier|news ?fragments?|release notes?|cut (a |the )?(new )?release)\b/i;
/** A package's name as a search writes it alone (`setuptools`, `ruff`, `sphinx-rtd-theme`): lower case, one word. */
const PACKAGE_SHAPED = /^[a-z][a-z0-9._-]*$/;
/** Whether `query` is one of the intent's own words: a positive query signal of it fires. */
const QueryKeys = (intent: CompiledIntent, query: string): boolean =>
	MatchSignals(intent, { query }).fired.some((id) =>
		intent.compiled.some((signal) => signal.id === id && signal.weight > 0),
	);
/** What splits a query into the names it searches (`jest-emotion|snapshotSerializers`). */
const QUERY_TOKEN_GAP = /[^\w@/.-]+/;
/** The manifests a licence is stated in (`"license"`, `license =`, `spec.license`, `License ::`, a POM's `<licenses>`,
 * Mix's `licenses:`, a .NET project's `<PackageLicenseExpression>`). */
const LICENSED_MANIFEST =
	/^(package\.json|Cargo\.toml|pyproject\.toml|setup\.(cfg|py)|[\w.-]+\.(gemspec|podspec)|composer\.json|deno\.jsonc?|jsr\.json|pom\.xml|mix\.exs|[\w.-]+\.(cs|fs|vb)proj|Directory\.Build\.props)$/;
/** A licence by its everyday name (`apache`, `GPL`, `BSD`), as a search for the files that state it writes it. */
const LICENSE_NAME = /\b(apache|[al]?gpl|bsd|mpl|mit|isc|unlicense|eupl|cc0|wtfpl)\b/i;
/** A condition of a package's exports map as a search quotes it (`"node"`, `"require"`, `"edge-light"`). */
const EXPORT_CONDITION =
	/"(import|require|default|types|node|browser|deno|bun|worker|workerd|edge-light|react-native|react-server|development|production|module-sync)"/;
/** A Python manifest's scripts table searched by its bare key (`grep -n scripts pyproject.toml`): its console scripts. */
const PYTHON_SCRIPTS_KEY = /^\[?["']?(scripts|gui-scripts)["']?\]?\s*:?=?$/;
const PYTHON_MANIFEST = /(^|\/)(pyproject\.toml|setup\.cfg)$/;
/** A name pattern that only matches documentation files (`*.md`, `*.rst`, `*.{md,rst}`). */
const DOCS_ONLY = /\.(md|mdx|rst|adoc)$|\.\{(md|mdx|rst|adoc)(,(md|mdx|rst|adoc|txt))*\}$/;

// The kinds a confined search says nothing by: the manifests and lockfiles hold every intent's keys.
const UNSAID: ReadonlySet<GraphKind> = new Set(["manifest", "requirements", "lockfile", "workspace"]);

/**
 * The kinds a file says one chore by: none for a manifest (one holding Ruff's or pytest's tables too, `pyproject.toml`,
 * is still no config of one kind), else its kinds but the lockfiles' and workspace files'.
 */
const ChoreKinds = (kinds: readonly GraphKind[]): GraphKind[] =>
	kinds.includes("manifest") ? [] : kinds.filter((kind) => !UNSAID.has(kind));

/** A private name of the code (`_init`, `__slots`): what a search for it finds is code, whatever file holds it. */
const PRIVATE_NAME = /^_+[A-Za-z]\w*$/;
/** A manifest that holds settings of one of the kinds (`package.json`'s `contributes` → config, a `[tool.pytest]` table). */
const ManifestHolds = (kinds: readonly GraphKind[], own: readonly GraphKind[]): boolean =>
	kinds.includes("manifest") &&
	kinds.some((kind) => kind !== "manifest" && kind !== "lockfile" && !UNSAID.has(kind) && own.includes(kind));

/**
 * The kinds every file a search is confined to has, by its name (`tsconfig*.json` → config, build-config) or as the
 * workspace knows it (`packages/fs/index.ts` → entry; a bare name in a searched folder, `__init__.py` in `src/jinja2`,
 * as the file it is there), if any.
 */
const ConfinedKinds = (
	confined: readonly string[],
	known: ReadonlyMap<string, readonly GraphKind[]>,
	folders: readonly string[] = [],
): GraphKind[] | undefined => {
	if (confined.length === 0) return undefined;
	let shared: GraphKind[] | undefined;
	for (const path of confined) {
		const example = DeGlob(path).replace(/^\.\//, "");
		const placed = GLOB.test(path) || example.includes("/") ? [] : folders.map((folder) => `${folder}/${example}`);
		const kinds = ChoreKinds([
			...ClassifyFile(example, example.split("/").length - 1),
			...(known.get(example) ?? []),
			...placed.flatMap((file) => known.get(file) ?? []),
		]);
		shared = shared === undefined ? kinds : shared.filter((kind) => kinds.includes(kind));
		if (shared.length === 0) return undefined;
	}
	return shared;
};

/** What a user says of a package they want gone or swapped (with the package named, it is dependency work). */
const DROPPING =
	/\b(drop|remove|uninstall|get rid of|swap|replace|unused|unmaintained|deprecated|(is|are)(n't| not) used|no longer used|anymore|(do|does|should|shall)(n't| not) need|no longer need(ed|s)?)\b/i;
/** What a user says of a package they want moved where it is (`bump`, `update`, a vulnerability), not added. */
const LOCKED_MOVE =
	/\b(bump\w*|updat\w*|upgrad\w*|downgrad\w*|pin(s|ned)?|vuln\w*|cve-[\d-]+|ghsa(-[\w-]+)?|advisor(y|ies)|security (alert|fix|issue|patch)|dependabot|renovate|alerts?)\b/i;
/** The scripts block as a search writes it (`jq .scripts`, `"scripts"`, `grep -A20 scripts`). */
const SCRIPTS_KEY = /(^|[\s.'"{(])scripts\b/;

/** An entry field as a bare key (`main`, `"bin"`, `exports:`); `module` is left out (`"type": "module"` is ESM work). */
const BARE_ENTRY_KEY = /^["']?(main|bin|exports)["']?\s*:?$/;
/** The manifest's type declarations field searched alone, as the pack's `entry-field` hears it (`"types"`, `.types`). */
const TYPES_KEY = /^(\.types|["'](types|typings)["']\s*:?)$/;
/** The declarations file a manifest's `types` names, beside it (`./typings.d.ts`); none outside its package, none built. */
const DeclarationsOf = (manifest: string, value: string): string | undefined => {
	const clean = PackageTarget(value);
	if (clean === undefined || clean.startsWith("/") || BUILD_FOLDER.test(clean)) return undefined;
	return posix.join(posix.dirname(manifest), clean);
};

/** A module specifier's lead-in: the name right after it is what the user imports (`from 'x'`, `require("x/y")`). */
const SPECIFIER_BEFORE = String.raw`(?<=(?:\bfrom|\bimport|\brequire\(?)\s*[\x60'"]?)`;
/** What says a name is missing from what a module gives (`isn't exported`, `is undefined`, `re-export it`, `let people
 * import it directly`). */
const EXPORT_TROUBLE =
	/\b(directly|let (people|users|you) (do|import|use)|export\w*|re-?export\w*|expos\w*|importable|undefined|missing|not found|no exported member|public api|(doesn'?t|does not|won'?t) (give|have|include|provide)|(isn'?t|is not|not) (there|available|included)|(can'?t|cannot|could ?n'?t|unable to)( be)? import\w*|fails|ImportError|AttributeError|__all__)\b/i;
/** A name a search and a prompt share that reads as a symbol (`combineWithAllErrors`, `get_hook`, `V7Options`). */
const SYMBOL = /^[A-Za-z_$][\w$]*$/;
const SymbolLike = (word: string): boolean =>
	SYMBOL.test(word) && (/[a-z][A-Z]|_|\d/.test(word) || /^[A-Z]/.test(word));
/** How many declared package names are tried against the prompt, and how long one may be (npm's limit). */
const MAX_IMPORT_NAMES = 64;
const MAX_NAME_LENGTH = 214;

/** A manifest's folder as a prefix: `packages/core/package.json` → `packages/core/`, a root file → `""`. */
const FolderOf = (path: string): string => (posix.dirname(path) === "." ? "" : `${posix.dirname(path)}/`);

/** The package itself as a prompt says it (`from the package root`, `at the top level`). */
const ROOT_PHRASE = /\b(package|library|module)[- ](root|level)\b|\btop[- ]level\b/i;

/** The module a package's entries give for a subpath (`core`, `engine/javascript`), or its index when there is none. */
const ModulesOf = (own: readonly string[], sub: string | undefined): string[] => {
	const stem = (path: string) => path.replace(/\.[^./]+$/, "");
	if (sub === undefined) {
		const index = own.filter((path) => /^(index|__init__)$/.test(posix.basename(stem(path))));
		return (index.length > 0 ? index : own).slice(0, 3);
	}
	const named = own.filter((path) => stem(path).endsWith(`/${sub}`) || stem(path).endsWith(`/${sub}/index`));
	if (named.length > 0) return named.slice(0, 3);
	// a Python submodule: beside the import package's `__init__.py`
	return own
		.filter((path) => posix.basename(path) === "__init__.py")
		.flatMap((init) => [`${posix.dirname(init)}/${sub}.py`, `${posix.dirname(init)}/${sub}/__init__.py`]);
};

/** The workspace's packages by their declared names, as a prompt may import them (two characters or more). */
const DeclaredNames = (view: WorkspaceView): GraphFact[] =>
	view.facts.filter(
		(fact) => fact.field === "name" && fact.value.length >= 2 && fact.value.length <= MAX_NAME_LENGTH,
	);

/**
 * The workspace's own modules the user imports by name (`from 'neverthrow'`, `from @shikijs/transformers`,
 * `from jwt import X`, `from structlog.dev import`, `require('consola/browser')`) or as the package itself (`from the
 * package root`): the package's entry module, or the one its subpath or dotted submodule names, root-relative (a
 * Python submodule's file is a guess the candidates check).
 */
export const ImportedModules = (user: string, view: WorkspaceView): string[] => {
	const text = user.slice(0, PATTERN_TEXT_CAP);
	const entries = [...view.files].filter(([, kinds]) => kinds.includes("entry")).map(([path]) => path);
	// an entry belongs to the nearest package folder holding it (the root's entries are not an example's)
	const folders = [...new Set(view.facts.filter((fact) => fact.field !== "task").map((fact) => FolderOf(fact.path)))];
	const OwnerOf = (path: string) =>
		folders.filter((folder) => path.startsWith(folder)).reduce((a, b) => (b.length > a.length ? b : a), "");
	const OwnedBy = (folder: string) => entries.filter((path) => OwnerOf(path) === folder);
	// what a prompt may import: a declared package name, a Python import package (`jwt` of PyJWT) by its folder
	const packages = entries
		.filter((path) => posix.basename(path) === "__init__.py" && posix.dirname(path) !== ".")
		.map((path) => ({ name: posix.basename(posix.dirname(path)), own: [path] }));
	const importable = [
		...DeclaredNames(view).map((fact) => ({ name: fact.value, own: OwnedBy(FolderOf(fact.path)) })),
		...packages,
	].slice(0, MAX_IMPORT_NAMES);
	const out: string[] = [];
	for (const { name, own } of importable) {
		const found = new RegExp(
			String.raw`${SPECIFIER_BEFORE}${EscapeRegex(name)}(?:[/.]([A-Za-z_][\w-]*(?:[/.][A-Za-z_][\w-]*)*))?(?![\w-])`,
		).exec(text);
		if (found) out.push(...ModulesOf(own, found[1]?.replace(/\./g, "/")));
	}
	// a Python import package's submodule by its dotted name, no import written (`crispy_forms.layout should define
	// __all__`): that module
	if (out.length === 0)
		for (const { name, own } of packages.slice(0, MAX_IMPORT_NAMES)) {
			const found = new RegExp(String.raw`(?<![\w.])${EscapeRegex(name)}\.([A-Za-z_]\w*)(?![\w(])`).exec(text);
			if (found) out.push(...ModulesOf(own, found[1]));
		}
	if (out.length === 0 && ROOT_PHRASE.test(text)) out.push(...ModulesOf(OwnedBy(""), undefined));
	return [...new Set(out)];
};

/** The user imports a subpath of one of the workspace's packages (`from valtio/utils`, `import "zod/mini"`). */
const ImportsSubpath = (user: string, view: WorkspaceView): boolean => {
	const text = user.slice(0, PATTERN_TEXT_CAP);
	return DeclaredNames(view)
		.slice(0, MAX_IMPORT_NAMES)
		.some((fact) => new RegExp(String.raw`${SPECIFIER_BEFORE}${EscapeRegex(fact.value)}/[A-Za-z_]`).test(text));
};

/** A search for one literal text (`ajv2019`, `LOGURU_LEVEL`, `Intl\.Segmenter`, `i18n:scan`, a changelog's heading
 * `## 3\.6\.0`): no regex beyond an escaped dot. (A bare number, `1.7.9`, is every manifest's and lockfile's hit.) */
// (a key set, `packages = \[`, not a comparison, `x == None`, Go's `err :=`, nor a bare `=`; an XML element's tag,
// `<testsuite`, `<TargetFramework>`)
const LITERAL_QUERY =
	/^(?=.*[A-Za-z#])(?!\s*=)(?!.*[=:]=)(?:[\w .:@/#=-]|\\\.|(?<!\w)<\/?(?=[A-Za-z])|(?<=<\/?[A-Za-z][\w.:-]*)>)+$/;
/** …or one whose brackets the search escapes (`cythonize\(`, `\[tool.pyright\]`), which the literal reads bare. */
const BRACKETED_LITERAL = /^(?=.*[A-Za-z#])(?!\s*=)(?!.*[=:]=)[\w .:@/#=()[\]{}-]+$/;
/** A regex class or word boundary in the search (`\w`, `\s`, `\b`): no literal text is written with one. */
const CLASS_ESCAPE = /\\[bBwWsSdD]/;
/** An assignment read through a class escape (`self\.\w+\s*=`): code's shape, not a setting's. */
const ClassAssignment = (shape: CallShape): boolean =>
	shape.literal.includes("=") && CLASS_ESCAPE.test(shape.texts.query);
/** The search's text is one literal (LITERAL_QUERY's). */
const PlainLiteral = (shape: CallShape): boolean => LITERAL_QUERY.test(shape.literal) && !ClassAssignment(shape);
const EscapedLiteral = (shape: CallShape): boolean =>
	!ClassAssignment(shape) &&
	/[()[\]{}]/.test(shape.literal) &&
	BRACKETED_LITERAL.test(shape.literal) &&
	shape.texts.query.replace(/\\\./g, ".").includes(shape.literal.replace(/[()[\]{}]/g, "\\$&"));
/** A literal text or a few of them (`Bundled|Joyent`), each one LITERAL_QUERY's, written with no regex class or word
 * boundary (`\btest\b|\bdescribe\b` looks for code, whatever its words). */
const LiteralAlternatives = (shape: CallShape): boolean => {
	if (CLASS_ESCAPE.test(shape.texts.query)) return false;
	const parts = Alternatives(shape.literal, 5);
	return parts.length <= 4 && parts.every((part) => LITERAL_QUERY.test(part));
};
/** A version and nothing else (`1.22.4`, `v2\.0`). */
const VERSION_TEXT = /^v?\d+(\\?\.\d+){1,3}$/;
/** `before` is the release just before `after`: a patch (`0.7.0` → `0.7.1`), the next minor (`2.3.4` → `2.4.0`) or the next
 * major (`1.9.2` → `2.0`). */
export const Precedes = (before: string, after: string): boolean => {
	const [a, b] = [before, after].map((value) => value.split(".").map(Number));
	if (a!.length < 2 || b!.length < 2 || [...a!, ...b!].some((part) => !Number.isInteger(part))) return false;
	const [major = 0, minor = 0, patch = 0] = a!;
	const [nextMajor = 0, nextMinor = 0, nextPatch = 0] = b!;
	if (nextMajor === major)
		return (nextMinor === minor && nextPatch === patch + 1) || (nextMinor === minor + 1 && nextPatch === 0);
	return nextMajor === major + 1 && nextMinor === 0 && nextPatch === 0;
};
/** A web app's bootstrap module as Vite's templates name it. */
const APP_BOOTSTRAP = /(^|\/)src\/main\.[cm]?[jt]sx?$/;
/** A pack signal's query and the kinds of the files it is found in that name the work: a release heading's changelogs, a
 * test runner's command line's Makefile, task runner's file, workflow or manifest scripts. */
const FOUND_IN_KINDS: readonly [string, ReadonlySet<GraphKind>][] = [
	["changelog-heading", new Set(["changelog"])],
	["test-runner", new Set(["build-config", "workflow", "ci-script", "manifest", "test-config"])],
];
/** A source file a main function is written in (Go's, Rust's). */
const MAIN_SOURCE = /\.(go|rs)$/;
/**
 * The tools a user names whose settings are a config file of their own: the package managers', tox's, turbo's, a
 * deploy's (`netlify.toml`, `vercel.json`); `passesEnv`: the tool sets or passes environment variables to what it runs;
 * `setting`: the pack signal whose query names one of the tool's own settings (`minimumReleaseAge`), as naming it does.
 */
/** The package managers' own settings files, by name. */
const MANAGER_SETTINGS_NAMES = String.raw`\.npmrc|\.yarnrc(\.ya?ml)?|pnpm-workspace\.yaml|bunfig\.toml`;
const TOOL_SETTINGS: readonly { tool: RegExp; files: RegExp; passesEnv: boolean; setting?: string }[] = [
	{
		tool: /\b(npm|pnpm|yarn|bun)\b/i,
		files: new RegExp(String.raw`(^|/)(${MANAGER_SETTINGS_NAMES})$`),
		passesEnv: false,
		setting: "package-manager-setting",
	},
	// (uv by its settings only: `uv run --frozen` is no uv settings work)
	{
		tool: /\buv(\.toml|'s)?\s+(settings?|config(uration)?)\b/i,
		files: /(^|\/)(pyproject\.toml|uv\.toml)$/,
		passesEnv: false,
		setting: "uv-setting",
	},
	{ tool: /\btox\b/i, files: /(^|\/)tox\.(ini|toml)$/, passesEnv: true },
	// a container's build passes its variables as build arguments (`ARG`, `ENV`): the Dockerfile and compose files
	{ tool: /\bdocker\b/i, files: new RegExp(String.raw`(^|/)(${CONTAINER_FILE_NAMES})$`), passesEnv: true },
	{ tool: /\bturbo(repo)?\b/i, files: /(^|\/)turbo\.jsonc?$/, passesEnv: true },
	{ tool: /\bnetlify\b/i, files: /(^|\/)netlify\.toml$/, passesEnv: true },
	{ tool: /\bvercel\b/i, files: /(^|\/)vercel\.json$/, passesEnv: true },
	// cross builds a crate in a container and passes only the variables its settings list (`[build.env] passthrough`)
	{
		tool: /\b(cross-rs|cross (build|test)|(with|using|via|under) cross)\b|\bCross\.toml\b/i,
		files: /(^|\/)Cross\.toml$/,
		passesEnv: true,
	},
];
/** The package managers' own settings files and uv's: read (no query) for a user naming one of their settings, settings
 * work. */
const MANAGER_SETTINGS_FILE = new RegExp(String.raw`(^|/)(${MANAGER_SETTINGS_NAMES}|uv\.toml)$`);
/** A user asking git to ignore something, in words the config intent's own ask lacks. */
const IGNORE_ASK = /\b(ignor(e|es|ed|ing)|git status)\b/i;

/** How many files a search may find and still say which of them the work is in. */
const MAX_HITS = 8;

/**
 * A name pattern's last part as a test of a file name (`*codecov*`, `.readthedocs*`, `bump*.config.*`), when it is
 * a pattern and its stem names something (three letters or more); an exact name is NameKey's.
 */
export const NameTest = (pattern: string): { test: (name: string) => boolean } | undefined => {
	const base = pattern.slice(pattern.lastIndexOf("/") + 1).slice(0, 200);
	// an extension or a suffix (`*.toml`, `*.{yml,yaml}`, `*.test.*`) names a kind of file, not one file
	const stem = base.replace(/\.(\w+|\{[\w,]+\})$/, "");
	if (!GLOB.test(base) || /^\*+\./.test(base) || stem.replace(/[^A-Za-z0-9]/g, "").length < 3) return undefined;
	return NamePattern(base);
};

/** A user asking version-support work (Python's, or a Go or Rust toolchain's: `raise the MSRV`, `minimum go version`). */
const RUNTIME_ASK =
	/\bpython\s*[<>=~^]*\s*\d|\bpy3\d+\b|\b(eol|end[- ]of[- ]life|support(ed|s)?|matrix|msrv|rust-version)\b|\b(min(imum)?|lowest|oldest|required) (go(lang)?|rustc?)\b|\b(go|rust) 1\.\d+/i;

/**
 * The keys of a Rust crate's `Cargo.toml` and a Go module's `go.mod` and the work each is: there one file states the
 * toolchain, the build profiles, the binaries and the licence that a JS package keeps in several.
 */
const PROJECT_KEYS: readonly (readonly [RegExp, string])[] = [
	// (and a Cargo workspace's own table and resolver: `[workspace]`, `resolver = "2"`)
	[/^(edition|rust-version|msrv|go|toolchain|resolver|\[workspace\])$/, "Config"],
	[/^(\[?profile(\.[\w-]+)?\]?|codegen-units|opt-level|lto|strip|panic|build)$/, "Build"],
	// a crate's feature table: what a build turns on (`cargo build --features`; a dependency's `features = […]` is its own)
	[/^\[features\]$/, "Build"],
	// what a crate packages and builds beside its library: the published files, the examples' and benches' targets
	[/^(include|exclude|publish|required-features|\[\[?(bench|example)\]?\]?|auto(benches|examples))$/, "Build"],
	[/^(\[\[?(bin|lib)\]?\]?|bin|lib|default-run)$/, "Entry"],
	// an integration test's target (`[[test]]`, its `harness` and `required-features`): how `cargo test` builds it
	[/^\[\[?test\]?\]?$/, "Test"],
	// the lint levels a crate or a workspace sets (`[lints.clippy]`, `[workspace.lints.rust]`)
	[/^\[(workspace\.)?lints(\.\w+)?\]$/, "Lint"],
	[/^(license|license-file)$/, "License"],
	// a Go module's own directives: its import path, the releases it withdraws, the modules it swaps or pins
	[/^module$/, "Entry"],
	[/^retract$/, "Version"],
	[/^(replace|require|\[patch(\.[\w-]+)?\]|\[workspace\.dependencies\])$/, "Dependency"],
];
/** The keys of a `deno.json` and the work each is (its linter's, formatter's and compiler's settings, its tasks, what
 * it publishes and exports, its import map). */
const DENO_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(lint|fmt)$/, "Lint"],
	[/^test$/, "Test"],
	[/^(compilerOptions|unstable|nodeModulesDir|lock)$/, "Config"],
	[/^(tasks|publish|exclude|include)$/, "Build"],
	[/^exports$/, "Entry"],
	[/^(imports|scopes)$/, "Dependency"],
	[/^license$/, "License"],
];
/** The keys of an Elixir project's `mix.exs` and the work each is: one file states its version, the Elixir it needs, its
 * dependencies, compile paths and aliases, docs, test and Dialyzer settings, its OTP application and licences. */
const MIX_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(elixir|start_permanent|build_embedded|consolidate_protocols|config_path)$/, "Config"],
	[/^(deps|defp deps)$/, "Dependency"],
	// (the Hex package's settings, `package:`, hold its published files and links as well as its licences)
	[
		/^(elixirc_paths|elixirc_options|erlc_paths|erlc_options|compilers|aliases|defp aliases|escript|releases|package|defp package|files)$/,
		"Build",
	],
	[/^(docs|defp docs|extras|groups_for_modules|source_url|homepage_url)$/, "Docs"],
	[/^(test_coverage|test_paths|preferred_cli_env|def cli)$/, "Test"],
	[/^(application|def application|extra_applications)$/, "Entry"],
	[/^(dialyzer|plt_add_apps|plt_file|plt_core_path|ignore_warnings)$/, "Lint"],
	[/^licenses$/, "License"],
];
/** The keys of a Swift package's `Package.swift` and the work each is: its language mode and features, its products
 * (what it exports), its targets and platforms, its test targets and the packages it depends on. */
const SWIFT_PACKAGE_KEYS: readonly (readonly [RegExp, string])[] = [
	// (the tools version and the platforms' floors are what a toolchain or an OS must be, as a crate's MSRV: config)
	[
		/^(swiftLanguageModes?|swiftLanguageVersions|swiftSettings|enableUpcomingFeature|enableExperimentalFeature|swift-tools-version|platforms)$/,
		"Config",
	],
	[/^(products|library|executable)$/, "Entry"],
	[/^(testTarget)$/, "Test"],
	[/^(linkerSettings|cSettings|cxxSettings|plugins|resources)$/, "Build"],
	[/^dependencies$/, "Dependency"],
];
/** The keys of an Erlang project's `rebar.config` and its apps' resource files (`src/x.app.src`) and the work each is:
 * the compiler's options and the OTP floor, the packages, the release and hooks, the docs, the tests and the checks, an
 * app's version, licences, callback and the applications it needs. */
const ERLANG_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(erl_opts|platform_define|minimum_otp_vsn|env)$/, "Config"],
	[/^(deps|project_plugins|applications|included_applications)$/, "Dependency"],
	[/^(relx|escript_\w+|(pre|post|provider)_hooks|overrides|erl_first_files|hex)$/, "Build"],
	[/^(ex_doc|edoc_opts)$/, "Docs"],
	[/^(ct_opts|eunit_opts|eunit_tests|cover_\w+)$/, "Test"],
	[/^(xref\w*|dialyzer|plt\w*|erlfmt|elvis)$/, "Lint"],
	[/^vsn$/, "Version"],
	[/^mod$/, "Entry"],
	[/^licenses$/, "License"],
];
/** The keys of a PowerShell module's manifest (`src/Pode.psd1`) and the work each is: the PowerShell and .NET it needs,
 * what it loads and exports, the files it packs, its version, licence and the modules it requires. */
const MODULE_MANIFEST_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(PowerShellVersion|CompatiblePSEditions|DotNetFrameworkVersion|CLRVersion)$/, "Config"],
	[/^(RootModule|ModuleToProcess|NestedModules|(Functions|Cmdlets|Aliases|Variables)ToExport)$/, "Entry"],
	[/^(FileList|ScriptsToProcess|TypesToProcess|FormatsToProcess|RequiredAssemblies)$/, "Build"],
	[/^(ModuleVersion|Prerelease|ReleaseNotes)$/, "Version"],
	[/^LicenseUri$/, "License"],
	[/^(RequiredModules|ExternalModuleDependencies)$/, "Dependency"],
];
/** An Apple project's build keys and the work each is: the OS and Swift it targets, the version it ships as. */
const APPLE_BUILD_KEYS: readonly (readonly [RegExp, string])[] = [
	[
		/^((IPHONEOS|MACOSX|TVOS|WATCHOS|XROS)_DEPLOYMENT_TARGET|deployment_target|SWIFT_VERSION|swift_versions?)$/,
		"Config",
	],
	[/^(MARKETING_VERSION|CURRENT_PROJECT_VERSION)$/, "Version"],
];
/** Where an Apple project sets its build's keys: a podspec, an Xcode project or its build settings (and the package
 * manifest, `SWIFT_PACKAGE_MANIFEST`). */
const APPLE_BUILD_FILE = /\.(podspec|xcconfig)$|(^|\/)project\.pbxproj$/;
/** The keys of a Maven build's POMs and `.mvn/` settings and the work each is: the JDK and Maven it requires and the
 * JVM's module flags, the test plugins' settings, the profiles, the OSGi manifest, shrinking and the native image, the
 * jar's main class and module name, the checks and the compiler's lint flags, the publishing plugins, the API docs, the
 * licences and the dependency management. (A plugin's artifact a POM also declares is no key: its dependency's.) */
const MAVEN_KEYS: readonly (readonly [RegExp, string])[] = [
	[
		/^(requireJavaVersion|requireMavenVersion|maven-enforcer-plugin|maven\.compiler(\.\w+)?|java\.version|add-(exports|opens|modules|reads)|project\.build\.sourceEncoding)$/,
		"Config",
	],
	[
		/^(argLine|surefire\w*|failsafe\w*|maven-(surefire|failsafe)-plugin|skipTests|maven\.test\.skip|skipITs|forkCount|reuseForks|excludedGroups|jacoco\w*)$/,
		"Test",
	],
	[
		/^(profiles?|Bundle-[\w-]*|(Export|Import|Private)-Package|bnd\w*|manifestEntries|finalName|packaging|modules?|proguard\w*|native-maven-plugin|buildArgs|initialize-at-build-time|build-helper-maven-plugin|moditect\w*)$/,
		"Build",
	],
	[/^(Automatic-Module-Name|Main-Class|mainClass)$/, "Entry"],
	[
		/^(spotless\w*|googleJavaFormat|palantirJavaFormat|checkstyle\w*|maven-checkstyle-plugin|spotbugs\w*|pmd\w*|maven-pmd-plugin|errorprone\w*|error_prone\w*|-?Xplugin\w*|-?XD\w+|-?Xlint\w*|-?Werror|failOnWarning|showWarnings)$/,
		"Lint",
	],
	[
		/^(central-publishing-maven-plugin|maven-release-plugin|nexus-staging-maven-plugin|maven-gpg-plugin|autoPublish|publishingServerId|tagNameFormat|revision|changelist|developerConnection|distributionManagement)$/,
		"Version",
	],
	[/^(maven-javadoc-plugin|javadoc\w*|doclint|-?Xdoclint\w*|maven-site-plugin)$/, "Docs"],
	[/^(licenses?|license-maven-plugin|inceptionYear)$/, "License"],
	[/^(dependencyManagement|dependencies)$/, "Dependency"],
];
/** A Maven build's files besides its POMs: the JVM's and Maven's settings in `.mvn/`. */
const MAVEN_BUILD_FILE = /(^|\/)\.mvn\/(jvm|maven)\.config$/;
/** A Maven build's output folder, where it copies the POMs it packs. */
const MAVEN_OUTPUT = /(^|\/)target\//;
/** The keys of a .NET build's MSBuild files (a project file, `Directory.Build.props`, an imported `.targets`), its
 * `global.json` and its assembly attributes (`AssemblyInfo.cs`), and the work each is: the language and SDK, the version
 * a build stamps and the package validated against, the frameworks it builds for and the package's build and signing
 * settings, the analyzers' and warnings' settings, the test projects', the XML docs, the package's licence and
 * references, the assembly's name. */
const MSBUILD_KEYS: readonly (readonly [RegExp, string])[] = [
	[
		/^(LangVersion|Nullable|ImplicitUsings|RollForward|rollForward|allowPrerelease|sdk|AllowUnsafeBlocks|InvariantGlobalization)$/,
		"Config",
	],
	[
		/^(Version|VersionPrefix|VersionSuffix|AssemblyVersion|FileVersion|AssemblyFileVersion|InformationalVersion|AssemblyInformationalVersion|PackageValidationBaselineVersion|EnablePackageValidation|MinVer\w*|PackageReleaseNotes)$/,
		"Version",
	],
	[
		/^(TargetFrameworks?|RuntimeIdentifiers?|PlatformTarget|IsPackable|GeneratePackageOnBuild|PackageId|PackageTags|PackageReadmeFile|PackageIcon\w*|IncludeSymbols|SymbolPackageFormat|ContinuousIntegrationBuild|EmbedUntrackedSources|PublishRepositoryUrl|Deterministic|SignAssembly|AssemblyOriginatorKeyFile|DelaySign|DebugType|OutputType)$/,
		"Build",
	],
	// (an assembly lets its test project see its internals: `InternalsVisibleTo`)
	[/^(IsTestProject|CollectCoverage|Coverlet\w*|RunSettingsFilePath|InternalsVisibleTo)$/, "Test"],
	[new RegExp(String.raw`^(${MSBUILD_LINT_PROPERTIES}|NoWarn|WarningLevel)$`), "Lint"],
	[/^GenerateDocumentationFile$/, "Docs"],
	[/^(PackageLicenseExpression|PackageLicenseFile|PackageRequireLicenseAcceptance|Copyright)$/, "License"],
	[/^(PackageReference|ProjectReference|ManagePackageVersionsCentrally|CentralPackage\w*)$/, "Dependency"],
	[/^(AssemblyName|ToolCommandName|PackAsTool|StartupObject)$/, "Entry"],
];
/** A .NET build's files besides its MSBuild ones: the SDK's pin at the root and the assembly attributes' source
 * (`CommonAssemblyInfo.cs`, `AssemblyInfo.FluentValidation.cs`; never a test of it, `AssemblyInfoTests.cs`). */
const DOTNET_BUILD_FILE = /^global\.json$|(^|\/)\w*AssemblyInfo(\.[\w-]+)?\.cs$/;
/** The keys of a Dart package's pubspec and the work each is: the SDK it needs, its dependencies, its executables and
 * what it publishes (never `version`, which a release asks, as a crate's; nor `sdk:`, which a Flutter dependency writes). */
const PUBSPEC_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^environment$/, "Config"],
	[/^(dependencies|dev_dependencies|dependency_overrides)$/, "Dependency"],
	[/^executables$/, "Entry"],
	[/^(publish_to|false_secrets|platforms|plugin|ffiPlugin|pluginClass)$/, "Build"],
];
/** The keys of a Melos workspace's `melos.yaml` and the work each is: its scripts, hooks and bootstrap, its packages,
 * the SDK it runs, its versioning and changelogs. */
const MELOS_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(scripts|hooks|bootstrap|pre|post|packages|ignore)$/, "Build"],
	[/^sdkPath$/, "Config"],
	[/^(changelogs?|workspaceChangelog|linkToCommits|releaseUrl|message)$/, "Version"],
];
/** The keys of a PHP package's `composer.json` and the work each is: Composer's own settings (the plugins it allows, the
 * platform it resolves for), the package links and what resolves them, the branch aliases, what the package autoloads,
 * its scripts and archive. (Its licence and binaries the core's facts state, and their rules read.) */
const COMPOSER_KEYS: readonly (readonly [RegExp, string])[] = [
	[
		/^(config|allow-plugins|platform|platform-check|sort-packages|preferred-install|optimize-autoloader|process-timeout|extra)$/,
		"Config",
	],
	[
		/^(require|require-dev|conflict|replace|provide|suggest|repositories|minimum-stability|prefer-stable)$/,
		"Dependency",
	],
	[/^branch-alias$/, "Version"],
	[/^(autoload|autoload-dev|psr-4|psr-0|classmap|exclude-from-classmap)$/, "Entry"],
	[/^(scripts|scripts-descriptions|archive)$/, "Build"],
];
/** The keys of a Perl distribution's build files (Dist::Zilla's `dist.ini`, MakeMaker's `Makefile.PL`, Module::Build's
 * `Build.PL`, a cpanfile) and the work each is: the Perl it needs, its prerequisites, what it installs and gathers, its
 * version, licence and copyright, its POD spelling checks. */
const PERL_BUILD_KEYS: readonly (readonly [RegExp, string])[] = [
	[/^(MIN_PERL_VERSION|perl_version)$/, "Config"],
	[
		/^(PREREQ_PM|TEST_REQUIRES|BUILD_REQUIRES|CONFIGURE_REQUIRES|(test_|build_|configure_)?requires|recommends)$/,
		"Dependency",
	],
	[/^(EXE_FILES|script_files|main_module)$/, "Entry"],
	[
		/^(WriteMakefile(_arg)?|exclude_filename|exclude_match|GatherDir|ExecDir|ShareDir|dist_dir|MakeMaker\w*)$/,
		"Build",
	],
	[/^(VERSION_FROM|dist_version(_from)?)$/, "Version"],
	[/^(LICENSE|license|copyright_(holder|year))$/, "License"],
	[/^(spell_cmd|stopwords?|wordlist)$/, "Lint"],
];
/** The keys of a JVM build's files (Gradle's scripts, properties and catalog, an Android module's, sbt's), a cabal
 * file's, a Meson build's, a Zig build's, dune's and a Clojure project's, and the work each is: their few files state the
 * JVM or compiler level, the targets, the published artifact, the checks and the API docs a JS package keeps in several. */
const BUILD_SCRIPT_KEYS: readonly (readonly [RegExp, string])[] = [
	[
		new RegExp(
			String.raw`^(jvmTarget|JvmTarget|jvmToolchain|JavaVersion|JavaLanguageVersion|sourceCompatibility|targetCompatibility|kotlinOptions|freeCompilerArgs|languageVersion|scalaVersion|crossScalaVersions|scalacOptions|javacOptions|ghc-options|default-extensions|default-language|tested-with|with-compiler|meson_version|default_options|-?Xmx\w*|-?Xss\w*|(minimum_)?zig_version|jvm-opts|([Mm]in|[Tt]arget|[Cc]ompile)Sdk(Version)?|buildToolsVersion|ndkVersion|${JVM_LEVEL_CONSTANT})$`,
		),
		"Config",
	],
	[
		/^(dokka\w*|mima([A-Z]\w*)?|sourceGenerators|aggregate|install_headers|enablePlugins|crossProject|(ios|macos|tvos|watchos)(Arm64|X64|SimulatorArm64|DeviceArm64|Arm32)|linuxX64|linuxArm64|mingwX64|wasmJs|wasmWasi|applyDefaultHierarchyTemplate|link_args|link_with|shared_library|static_library|with-rtsopts|rtsopts|tlSite\w*|subsystem|add(Shared|Static)?Library|addExecutable|addWin32ResourceFile|addObjectFile|linkSystemLibrary|javac-options|aot|uberjar|public_names?|lang|signingConfigs?|buildTypes|(is)?[Mm]inifyEnabled|proguardFiles|(is)?[Ss]hrinkResources|externalNativeBuild|abiFilters|buildFeatures|onLoadMessage|addCommandAlias)$/,
		"Build",
	],
	[
		/^(mainClass|mainClassName|POM_ARTIFACT_ID|exposed-modules|main-is|public_names?|root_source_file|addModule|paths)$/,
		"Entry",
	],
	[/^(VERSION_NAME|tlBaseVersion|SemanticVersion|defproject|versionCode|versionName)$/, "Version"],
	[/^POM_LICEN[CS]E\w*$/, "License"],
	[
		/^(apiValidation|ignoredProjects|nonPublicMarkers|ktlint\w*|detekt\w*|spotless\w*|scalafmt\w*|scalafix\w*|wartremover\w*|warn-on-reflection|ocamlformat|clj-kondo|lintOptions|abortOnError|warningsAsErrors|checkReleaseBuilds|lintConfig)$/,
		"Lint",
	],
	[
		/^(test-suite|testOptions|testFrameworks|useJUnitPlatform|useJUnit|useTestNG|testLogging|maxParallelForks|forkEvery|hspec-discover|addTest|kcov|test-selectors|runtest|cram|testInstrumentationRunner|unitTests|parallelExecution)$/,
		"Test",
	],
	[/^(libraryDependencies|build-depends|extra-deps|addSbtPlugin|libraries|depends)$/, "Dependency"],
	[/^githubWorkflow\w+$/, "CI"],
];
/** An Android module's version keys, which its script often reads from another file (`versionCode = projectVersionCode`,
 * Flutter's `flutter.versionCode`). */
const ANDROID_VERSION_KEY = /^version(Code|Name)$/;
/** A Gradle build's own logic: the main sources of its `buildSrc` or included `build-logic` build. */
const GRADLE_BUILD_LOGIC = String.raw`^(buildSrc|(gradle\/)?build-logic)\/([\w.-]+\/)?src\/main\/([\w.-]+\/)*[\w.-]+\.(kts?|groovy|java)$`;
/** A JVM, Haskell, Meson, Zig, dune or Clojure build's own file, by its path: where `BUILD_SCRIPT_KEYS` are set (and a
 * Gradle build's own logic). */
const BUILD_SCRIPT_FILE = new RegExp(
	String.raw`${GRADLE_BUILD_LOGIC}|(^|\/)(build\.gradle(\.kts)?|settings\.gradle(\.kts)?|gradle\.properties|gradle\/[\w-]*\.versions\.toml|[\w-]+\.sbt|[\w.-]+\.cabal|meson\.build|meson_options\.txt|meson\.options|build\.zig(\.zon)?|dune|dune-project|[\w.-]+\.opam|project\.clj|deps\.edn|bb\.edn|shadow-cljs\.edn)$|^(project\/[\w-]+\.scala|cabal\.project(\.local)?|stack\.yaml|\.jvmopts|\.sbtopts|build_[\w-]+\.zig|build\.clj)$`,
);
/** A build file's copy kept as data (a Gradle plugin's test projects, `src/functionalTest/resources/…/build.gradle.kts`). */
const BUILD_SCRIPT_DATA = new RegExp(`(^|/)src/|${FIXTURE_FOLDER.source}`);
/** …but for dune's and opam's files, an OCaml project's own builds under `src/` (`src/dune`, `src/lib/dune`), and a
 * Gradle build's own logic (`buildSrc/src/main/kotlin/projects.kt`; never its tests' projects). */
const SOURCE_BUILD_FILE = new RegExp(String.raw`(^|\/)(dune|[\w.-]+\.opam)$|${GRADLE_BUILD_LOGIC}`);
/** An app setting's key as a search writes it whole: a snake_case, camelCase or SCREAMING_CASE word of two parts or more
 * (`default_page_type`, `httpbunBaseUrl`; never a plain word a prose page or a source file says as often). */
const SETTING_KEY = /^([a-z][a-z0-9]*(_[a-z0-9]+)+|[a-z]+([A-Z][a-z0-9]+)+|[A-Z][A-Z0-9]*(_[A-Z0-9]+)+)$/;
/** The works a key table gives a search's bare keys (`jvmTarget` → Config). */
const KeyWorks = (table: readonly (readonly [RegExp, string])[], bares: readonly string[]): Set<string> =>
	new Set(bares.flatMap((bare) => table.filter(([test]) => test.test(bare)).map(([, work]) => work)));
/** A Mix, SwiftPM or build file's key as a search writes it (`elixir: "~>`, `def application`, `\.library\(`, `\bdeps\b`,
 * `jvmTarget\s*=`, `(jvmTarget`, an MSBuild or POM element `<LangVersion>`): its word. */
const ProjectKeyWord = (part: string): string | undefined =>
	/^[\s^"'.:@(<]*(defp? \w+|[\w-]+)/.exec(
		part
			.replace(/\\[bB<>]/g, "")
			.replace(/\\[sSdDwW][*+?]?/g, " ")
			.replace(/\\/g, ""),
	)?.[1];

/** The key stating the Node (or, for an extension, the VS Code) versions a package supports (`"engines"`, `engines.node`,
 * `"node":`, `"node"`, `"vscode": "^`). */
const ENGINES_KEY =
	/^["'.]?(engines(\.(node|vscode))?|"?(node|vscode)"?\s*:(\s*["']?[\^~>=<]*)?)["']?\s*:?$|^"(node|vscode)"$/;
/** The user asks which Node (or VS Code) versions are supported (`raise the minimum node to 24.10`, `node 18 is EOL`). */
const NODE_ASK =
	/\bnode(\.?js)?\s*(v?\d+(\.\d+)*|versions?|engines?|runtime)\b|\b(min(imum)?|lowest|oldest|supported) (node|vs ?code)\b|\bengines\b|\bvs ?code (engines?|versions?)\b/i;
/** The package manager's pin as a search writes it (`packageManager`, `"packageManager":`, `devEngines`). */
const PACKAGE_MANAGER_KEY = /^\.?["']?(packageManager|devEngines)["']?\s*:?$/;
/** How many manifests the engines rule names: a note's worth, the root's first. */
const MAX_ENGINE_MANIFESTS = 5;

/** A search for plain words (`zenodo`, `Community Projects`, `24 hours`): no regex, no code. */
const PLAIN_WORDS = /^(?=.*[A-Za-z])\w[\w '.-]*$/;
/** A Go package's doc comment as a search writes it (`^// Package zap`, `// Package zapslog`). */
const GO_PACKAGE_DOC = /(^|\^)\/\/ Package ([A-Za-z_]\w*)/;
/** docs.rs, as a crate's manifest names its build settings (`package.metadata.docs.rs`, `docs\.rs`). */
const DOCS_RS = /\bdocs\\?\.rs\b/;
/** A crate-level lint attribute (`#![deny(warnings)]`, `#![warn(missing_docs)]`): only a crate root states one. */
const CRATE_ATTRIBUTE = new RegExp(CRATE_LINT_LEVEL);
/** The user speaks of a crate's own docs (`the crate docs`, `crate-level documentation`): its root module's `//!` lines. */
const CRATE_DOCS_ASK = /\bcrate[- ](level[- ])?(docs?|documentation)\b/i;
/** A crate's root module (the core's `CRATE_ROOTS`), where its crate-level attributes and docs are written. */
const IsCrateRoot = (path: string) => CRATE_ROOTS.some((root) => path === root || path.endsWith(`/${root}`));
/** A documentation page by its name (a docs site's `mkdocs.yml` is the tool's config, no page). */
const DOC_PAGE = /\.(md|mdx|rst|txt|adoc)$|(^|\/)[A-Z]+$/;
/** A folder of code (`src/`, `internal/cli`, `cmd/`): never where a docs page is searched. */
const CODE_PLACE = /^(\.\/)?(src|lib|source|internal|cmd|pkg|app|components)(\/|$)/;
/** A glob whose braces take in the pages' extensions (`*.{md,rst}`). */
const DOC_EXTENSION_GLOB = /\{[^}]*\b(md|mdx|rst|txt|adoc)\b[^}]*\}$/;

/** A search for a container's image (`FROM golang`, `image: postgres`), and the files that name one. */
const CONTAINER_IMAGE = new RegExp(CONTAINER_IMAGE_QUERY);
const CONTAINER_IMAGE_FILE = new RegExp(`^(${CONTAINER_IMAGE_FILE_NAMES})$`);
/** An environment variable's name as a search writes it: upper-case words joined by `_` (`DB_PORT`, `NODE_VERSION`). */
const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
/** The files that set or pass environment variables, by name (a Dockerfile's `ENV`, a compose file's `environment`). */
const ENV_HOLDER = new RegExp(
	String.raw`^(?!\.dockerignore$)(tox\.(ini|toml)|turbo\.jsonc?|\.env(\.[\w-]+)?|${CONTAINER_FILE_NAMES})$`,
);
const ConfigIntent = (intents: readonly CompiledIntent[]): CompiledIntent | undefined =>
	intents.find((intent) => KindsOf(intent).includes("config") && intent.kind === "Config");

/** The version key as a search writes it: `version`, `"version"`, `version =`, `"version":`, jq's `.version`, and with
 * the start of a value typed after it (`"version": "8.24`); Ruby's and Go's constant (`VERSION =`). */
// (bump-my-version's own key beside the manifests')
// (and a gem's version parts, `TINY =`, `MAJOR = 5`: only with their `=`, a bare `PATCH` is HTTP's)
// (and the constant as code declares it: `const Version`, `export const version =`, `pub const VERSION: &str`)
// (and an Erlang app's `{vsn, "4.7.4"}`, a PowerShell module manifest's `ModuleVersion = '2.12.1'`)
const VERSION_KEY =
	/^\.?["']?(version|__version(_info)?__|VERSION|current_version|ModuleVersion)["']?\s*([:=]\s*["']?v?(\d+\.){0,3}\d*)?$|^\\?\{?\s*vsn\s*(,\s*"?v?(\d+\.){0,3}\d*)?$|^(MAJOR|MINOR|TINY|PATCH)\s*=\s*\d*$|^(export\s+)?(pub\s+)?(const|let|var|static)\s+(version|Version|VERSION)\b\s*(:\s*&?'?\w+\s*)?(=\s*["']?v?(\d+\.){0,3}\d*)?$/;
/** Sphinx's `release = '2.5'` beside its `version`: a version key only in an alternation with one (`^version\\|^release`). */
const RELEASE_KEY = /^["']?release["']?\s*(=\s*["']?v?(\d+\.){0,3}\d*)?$/;
/** A line stating a module's version as a search prints it: `const Version = "3.5.0"`, `__version__ = '1.2'`,
 * `__version_info__ = Version(11, 0, 0)`, `VERSION = "2.1.0".freeze`, `pub const VERSION: &str = "0.4.1";`. */
const STATED_VERSION =
	/^\s*(export\s+)?(pub\s+)?((const|let|var|static|final)\s+)?(__version(_info)?__|version(_info)?|Version|VERSION)\s*(:\s*[&'\w ]{1,30})?\s*:?=\s*(["'`]v?\d+\.\d+[\w.+-]*["'`]|\w*\(\s*\d+\s*,\s*\d+)/;
/** The package's `__version__` attribute as a user writes it (`__version__`, `sqladmin.__version__`). */
const VERSION_ATTRIBUTE = /(^|[^\w])([\w.]*\.)?__version__\b/;
/** A release asked in words (`bump the version`, `cut a release`, `publish`). */
const RELEASE_MOVE = /\b(bump\w*|releas\w*|cut|publish\w*)\b/i;
/** Whether a printed line states a module's version (`STATED_VERSION`). */
export const StatesVersion = (line: string): boolean => STATED_VERSION.test(line);
/** The licence key as a search writes it (`license`, `"license":`, jq's `.license`). */
const LICENSE_KEY = /^[.<]?["']?(licen[cs]es?|PackageLicense(Expression|File))["'>]?\s*:?$/i;
/** The trove classifiers as a search writes them (`classifiers`, `License ::`, `"License :: OSI Approved`). */
const CLASSIFIERS_KEY = /^["']?(classifiers\s*=?|License\s*::.*)$/;
const NO_NAMES: ReadonlySet<string> = new Set();
/** The workspace's own package as a pin writes it (`insta = `, `"@scope/core":`): a sibling's pin moves with the version. */
const OWN_PIN = /^["']?(@?[\w.-]+(?:\/[\w.-]+)?)["']?\s*[:=]?\s*$/;
/** The version key, or an alternation of its spellings (`^version\|"version"` for a pyproject and a package.json), and
 * of the pins of the workspace's `own` packages beside it (`^version\|insta = ` over two crates' manifests). */
const IsVersionKey = (key: string, own: ReadonlySet<string> = NO_NAMES): boolean => {
	const parts = Alternatives(key, 8).map((part) => part.replace(/^\^/, ""));
	return (
		parts.some((part) => VERSION_KEY.test(part)) &&
		parts.every(
			(part) => VERSION_KEY.test(part) || RELEASE_KEY.test(part) || own.has(OWN_PIN.exec(part)?.[1] ?? ""),
		)
	);
};
/** A package family's prefix as a search writes it (`postcss-`, `@babel/`, `eslint-plugin-`): four characters or more, a
 * scope two letters or more (`@swc/`: its `@` and `/` say what it is). */
const NAME_PREFIX = /(?:^|[\s"'|(])(@[a-z0-9][\w.-]{1,}\/|[a-z0-9][\w.-]{3,}[-/])(?=$|[\s"'|)])/gi;
/** A scope searched on its own (`@commitlint`, `"@sentry`), three letters or more, not `@types`. */
const BARE_SCOPE = /(?:^|[\s"'|(])(@(?!types\b)[a-z0-9][\w.-]{2,})(?=$|[\s"'|)])/gi;
/** A scoped package's own name as a search may write it (`@metamask/connect-evm` → `connect-evm`), five characters or
 * more; a types package is its library's, never searched bare, and an everyday word (`@babel/types`) is the code's. */
const Unscoped = (name: string): string | undefined => {
	const match = /^@(?!types\/)[^/]+\/([^/]{5,})$/.exec(name);
	return match && !UNSCOPED_EVERYDAY.test(match[1]!) ? match[1] : undefined;
};
/** Scoped packages' own names that are everyday words of code and manifests (`types`, `utils`, `runtime`, `plugin`). */
const UNSCOPED_EVERYDAY =
	/^(types|typings|utils?|helpers|shared|common|config|plugins?|runtime|client|server|parser|testing|module|exports|preset|source|logger|errors)$/;
/** An ESLint plugin's own name as its rules and configs write it (`eslint-plugin-react-hooks` → `react-hooks`), two words
 * or more (`vue`, `import` name too much else). */
const PluginShort = (name: string): string | undefined =>
	/^(?:@[^/]+\/)?eslint-plugin-([a-z0-9]+(?:-[a-z0-9]+)+)$/.exec(name)?.[1];
/** A Gradle plugin's id by its last part (`com.diffplug.spotless` → `spotless`), as a user and a search name it. */
const PluginIdShort = (name: string): string | undefined =>
	/^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*){1,4}\.([a-z][a-z0-9-]{2,})$/.exec(name)?.[1];
/** A Go module by the path its repository is known by (`github.com/puzpuzpuz/xsync/v3` → `puzpuzpuz/xsync`: no host,
 * no major version suffix), as a search writes it. */
const GoModulePath = (name: string): string | undefined =>
	/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/([^/]+\/[^/]+(?:\/[^/]+)*?)(?:\/v\d+)?$/i.exec(name)?.[1];
/** …and with its major version suffix, as `go.mod` and the imports write it (`gofiber/fiber/v2`). */
const GoModuleVersioned = (name: string): string | undefined =>
	/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/([^/]+\/[^/]+(?:\/[^/]+)*?\/v\d+)$/i.exec(name)?.[1];
/** A gopkg.in module without its major version (`gopkg.in/yaml.v2` → `gopkg.in/yaml`), as a search for any of its
 * majors writes it. */
const GopkgPath = (name: string): string | undefined => /^(gopkg\.in\/[\w./-]+?)\.v\d+$/.exec(name)?.[1];
/** …and by its last word (`xsync`), as a user names it; three characters or more. */
const GoModuleName = (name: string): string | undefined => {
	const last = GoModulePath(name)?.split("/").pop();
	return last !== undefined && last.length >= 3 ? last : undefined;
};
/** A Composer package's name without its vendor (`guzzlehttp/guzzle` → `guzzle`), as a user or a search names it; three
 * characters or more, and only a composer.json's (an npm name has no bare `/`, a Go module's host has a dot). */
const ComposerName = (fact: GraphFact): string | undefined =>
	posix.basename(fact.path) === "composer.json" ? /^[\w.-]+\/([\w.-]{3,})$/.exec(fact.value)?.[1] : undefined;
/** A scoped package's scope, four characters or more (`@typescript-eslint/parser` → `typescript-eslint`); not `@types`. */
const ScopeOf = (name: string): string | undefined => /^@(?!types\/)([^/]{4,})\//.exec(name)?.[1];
/** A package's name as npm and PyPI write it (`fs-extra`, `@types/prompts`, `sphinx_rtd_theme`), three or more characters. */
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][a-z0-9._-]{2,}$/;
/** `bump X from 1 to 2`, `upgrade X to 3`, `pin X to <2.0`, `swap X for Y`, `replace X with Y`: the X a user moves. */
// (…and what the user calls it, `update the sbt-assembly plugin to 2.3.0`)
const MOVED =
	/\b(?:bump|upgrade|update|pin|downgrade|swap|replace|switch|move)s?\s+(?:the\s+)?(@?[A-Za-z0-9][\w./-]*)(?:\s+(?:plugin|package|gem|crate|dependency|dep))?\s+(?:from|to|for|with)\b/gi;
/** `raise the minimum X version`, `bump the min supported X version`, `bump minimum X to 3.0`: the X whose floor a user
 * moves. */
const FLOOR_MOVED =
	/\b(?:raise|bump|increase|lift|update)s?\s+(?:the\s+)?(?:minimum|min|lowest)\s+(?:supported\s+|required\s+)?(@?[A-Za-z0-9][\w./-]*)\s+(?:version|to\s+v?\d)/gi;
/** `header-range-parser v2 is out`, `vite 8.1 was released`: a release of X the user wants moved to (X declared). */
const RELEASED =
	/\b(@?[A-Za-z0-9][\w./-]*)\s+v?\d+(?:\.\d+)*\s+(?:is\s+|was\s+|has\s+been\s+|got\s+)?(?:out|released|available|landed)\b/gi;
/** `bracex 3.0 is actually required now`, `we need httpx>=0.28`, `ppl want redis 5`: the floor of X a user raises (X
 * declared). */
const REQUIRED =
	/\b(@?[A-Za-z0-9][\w./-]*)\s*(?:>=|~=|\^|\bv)?\s*\d+(?:\.\d+)+\s+(?:is\s+|are\s+)?(?:actually\s+|now\s+)?(?:required|needed)\b|\b(?:requires?|needs?|wants?)\s+(@?[A-Za-z0-9][\w./-]*)\s*(?:>=|~=|\^|\bv)?\s*\d+(?:\.\d+)*(?![\w.])/gi;
/** `migrate from xsync v3 to v4`, `migrate off moment`: the X a user leaves (X declared). */
// (…or switches a part of the project from it, `switch the benchmarks from criterion to tasty-bench`; never `switch off
// eslint`, which turns a tool off)
const MIGRATED =
	/\b(?:migrat(?:e|es|ing)\s+(?:off\s+(?:of\s+)?|away\s+from\s+|from\s+)|switch(?:es|ed|ing)?\s+(?:(?:the|our)\s+[\w-]+\s+)?(?:away\s+)?from\s+)(?:the\s+)?(@?[A-Za-z0-9][\w./-]*)/gi;
/** A versioned import searched (`ventojs/vento@`, `jsr:@std/path@^1`, `npm:preact@10`): the package before its `@` (an
 * address's user, `me@example.com`, is none). */
// (a name starts a word: tried only there, the match stays linear in a long query)
const SPECIFIED = /(?<![\w.-])(@[\w.-]+\/[\w.-]+|[A-Za-z0-9][\w.-]*)@(?![\w-]+\.[a-z]{2,}\b)/g;
const VERSION = /(?:^|[^\w.])v?(\d+\.\d+(?:\.\d+)?(?:[-.]?(?:dev|rc|a|b|post)\d*)?)(?=[^\w.]|$)/g;

/**
 * R14, what the workspace knows: a declared dependency the query names (more when the search looks in the
 * manifests or asks the package tool, and when the user moves it), the current version the query names (and a
 * version move the user asks for), a config file of the workspace the query or the user names by its name, and the
 * few files of an asked intent's kinds the search itself found (`hits`, root-relative; `cut`: the tool cut its output,
 * so the hits may be a part of what it found). Pure: the view and the hits come in as data.
 */
export const WorkspaceEvidence = (
	shape: CallShape,
	view: WorkspaceView,
	intents: readonly CompiledIntent[],
	hits: readonly string[] = [],
	cut = false,
	stating: readonly string[] = [],
): Map<string, Known> => {
	const out = new Map<string, Known>();
	const add = (kind: string, weight: number, call: boolean, asked: boolean, paths: readonly string[]) => {
		const known = out.get(kind) ?? { weight: 0, call: false, asked: false, paths: [] };
		known.weight += weight;
		known.call ||= call;
		known.asked ||= asked;
		for (const path of paths) if (!known.paths.includes(path)) known.paths.push(path);
		out.set(kind, known);
	};
	// the files an intent's own rule found or looked at where the call looks (R5 keeps the call for it there)
	const creditedHits = new Map<string, readonly string[]>();
	const credit = (kind: string, paths: readonly string[]) =>
		creditedHits.set(kind, [...new Set([...(creditedHits.get(kind) ?? []), ...paths])]);
	const queryWords = [
		...new Set([
			...Words(shape.literal),
			...Spelled(shape.literal).flatMap(Words),
			// (a Perl module whole, `HTTP::Message`, beside its words)
			...[shape.literal, ...Spelled(shape.literal)].flatMap(PerlModules),
			...[...shape.literal.slice(0, PATTERN_TEXT_CAP).matchAll(SPECIFIED)].map((match) => match[1]!),
		]),
	];
	const queryNorm = new Set(queryWords.map(Norm));
	const userWords = [...Words(shape.texts.user), ...PerlModules(shape.texts.user)];
	const userNorm = new Set(userWords.map(Norm));
	const userText = shape.texts.user.slice(0, PATTERN_TEXT_CAP);
	const lowerUser = userText.toLowerCase();
	// whether the user asks an intent's work (its own user signals), matched once per intent
	const askedBy = new Map<CompiledIntent, boolean>();
	// whether the query is one of an intent's own words (a positive query signal of it fires), read once per intent
	const keyed = new Map<CompiledIntent, boolean>();
	const QueryKeyed = (intent: CompiledIntent): boolean => {
		let fired = keyed.get(intent);
		if (fired === undefined) {
			fired = QueryKeys(intent, shape.texts.query);
			keyed.set(intent, fired);
		}
		return fired;
	};
	// the intent's own query key left once the packages the query and the user name are taken out (`snapshotSerializers`
	// beside `jest-emotion`, whose `jest` alone is no test key; `setuptools` for `we need setuptools >= 83` none; a key
	// the user writes in its own case, `in snapshotSerializers`, stays)
	const KeyedBesidePackages = (intent: CompiledIntent): boolean => {
		const rest = shape.texts.query
			.split(QUERY_TOKEN_GAP)
			.filter(
				(token) =>
					token !== "" &&
					!moved.has(Norm(token)) &&
					!declared.has(Norm(token)) &&
					!(PACKAGE_SHAPED.test(token) && userNorm.has(Norm(token))),
			)
			.join(" ");
		return rest !== "" && QueryKeys(intent, rest);
	};
	const Asks = (intent: CompiledIntent) => {
		let asks = askedBy.get(intent);
		if (asks === undefined)
			askedBy.set(intent, (asks = MatchSignals(intent, { user: shape.texts.user }).fired.length > 0));
		return asks;
	};

	// Dependencies: the declared ones the query names, and what the user moves (`bump X from 1 to 2`).
	const declaredFacts = view.facts.filter((fact) => fact.field === "dependency");
	const declared = new Set([
		...declaredFacts.map((fact) => Norm(fact.value)),
		...declaredFacts.map((fact) => Norm(GoModuleName(fact.value) ?? "")).filter((name) => name !== ""),
		...declaredFacts.map((fact) => Norm(GoModulePath(fact.value) ?? "")).filter((name) => name !== ""),
		...declaredFacts.map((fact) => Norm(GoModuleVersioned(fact.value) ?? "")).filter((name) => name !== ""),
		...declaredFacts.map((fact) => Norm(ComposerName(fact) ?? "")).filter((name) => name !== ""),
	]);
	// a call listing the release tags (`git tag --sort=-v:refname`: the Version intent's own `release-tool` signal)
	// looks for the one to cut, so a package the workspace itself publishes (`@apollo/cache-control-types`, one of its
	// members) is released there, no dependency moved or named (its pin searched, `axum-core = {`, is a dependency's)
	const ownNames = new Set(view.facts.filter((fact) => fact.field === "name").map((fact) => fact.value));
	const release = intents.find((intent) => intent.kind === FACT_INTENT.version);
	const tags = release !== undefined && SignalFires(release, "release-tool", { command: shape.texts.command });
	const releasedOwn = new Set(release && tags && Asks(release) ? [...ownNames].map(Norm) : []);
	// `bump X from 1 to 2`, `update X to v1.5` and `swap X for Y` move a package whatever the manifests say (a
	// lockfile's own); `bump retries to 3`, `bump node to 22` or `bump version to 2.5.4` move one only when the
	// manifests declare it
	const moved = new Set(
		[...shape.texts.user.matchAll(MOVED)]
			// (a linter no manifest declares swapped for another, `replace golint with staticcheck`, is the lint setup's)
			.filter(
				(match) =>
					!(
						/^(swap|replace|switch)/i.test(match[0]) &&
						LINTER.test(match[1]!) &&
						!declared.has(Norm(match[1]!))
					),
			)
			.filter(
				(match) =>
					(/\sfrom$|^(swap|replace|switch)/i.test(match[0]) && !/^move/i.test(match[0])) ||
					(!/^version$/i.test(match[1]!) &&
						/^\s*(v?\d+\.\d|v\d|version\b|(the\s+)?(latest|newest)\b|[<>=~^])/i.test(
							shape.texts.user.slice(match.index + match[0].length),
						)) ||
					// (`move X to` moves a package only to a version: `move parseArgs from cli.ts to args.ts`, `move the
					// helpers to utils/` move code)
					(!/^move/i.test(match[0]) && declared.has(Norm(match[1]!))),
			)
			.map((match) => Norm(match[1]!))
			// (a path is a package only as a scope or a declared Go module's, `caarlos0/env`)
			.filter((name) => !name.includes("/") || name.startsWith("@") || declared.has(name))
			.filter((name) => !releasedOwn.has(name)),
	);
	// `raise the minimum cryptography version`, `header-range-parser v2 is out`, `migrate from xsync v3 to v4`, `bracex 3.0 is
	// required`: a declared package's floor, release or successor
	for (const match of [
		...shape.texts.user.matchAll(FLOOR_MOVED),
		...shape.texts.user.matchAll(RELEASED),
		...shape.texts.user.matchAll(MIGRATED),
		...shape.texts.user.matchAll(REQUIRED),
	]) {
		const name = match[1] ?? match[2]!;
		if (declared.has(Norm(name)) && !releasedOwn.has(Norm(name))) moved.add(Norm(name));
	}
	// the call's places as the graph writes paths (those below the root: its folders), and the files among them it holds
	const places = shape.places.map((place) => place.replace(/^\.\//, "").replace(/\/+$/, ""));
	const heldPlaces = places.filter((place) => view.files.has(place));
	// a Gradle plugin the user moves, searched by its id's last part (`bump spotless plugin to 8.10.0` → the catalog's
	// `com.diffplug.spotless`; `jvm`, `application` are other ids' last parts, named only in passing)
	const PluginIdMoved = (name: string) => {
		const short = Norm(PluginIdShort(name) ?? "");
		return short !== "" && queryNorm.has(short) && moved.has(short);
	};
	// …and a package's version variable searched and found in (or searched in) the file declaring it (`http4sVersion` in
	// `build.sbt`, `KOTLIN_VERSION`; never one an app's code shows)
	const VersionVariableNamed = (fact: GraphFact) => {
		const name = Norm(fact.value);
		return (
			(queryNorm.has(`${name}version`) || queryNorm.has(`${name}-version`)) &&
			(hits.includes(fact.path) || places.includes(fact.path))
		);
	};
	// a family searched by its prefix (`postcss-`, `@babel/`) names every declared package of it
	const prefixes = [
		...[...shape.literal.matchAll(NAME_PREFIX)].map((match) => match[1]!.toLowerCase()),
		// a scope searched bare (`@commitlint`) names its packages as `@commitlint/` does
		...[...shape.literal.matchAll(BARE_SCOPE)].map((match) => `${match[1]!.toLowerCase()}/`),
	];
	// …and a package the user names in full searched by its first word (`rpds` for `rpds-py`), a first part of five
	// letters or more (`jemalloc` for `jemallocator`) or its last word of five or more (`imagekit` for `django-imagekit`)
	const stems = queryWords.filter((word) => word.length >= 3).map((word) => `${Norm(word)}-`);
	const heads = queryWords.filter((word) => word.length >= 5).map(Norm);
	// (the user may write the name's words apart: `hickory resolver` for `hickory-resolver`)
	const StemNamed = (name: string) =>
		(userNorm.has(Norm(name)) ||
			(/[-_]/.test(name) && lowerUser.includes(name.toLowerCase().replace(/[-_]/g, " ")))) &&
		(stems.some((stem) => Norm(name).startsWith(stem)) ||
			heads.some((head) => Norm(name).startsWith(head) || Norm(name).endsWith(`-${head}`)));
	// …and a scope searched by its bare name (`opentelemetry`) for a user naming one of its packages in full
	const ScopeNamed = (name: string) => {
		const scope = /^@([^/]+)\//.exec(name)?.[1]?.toLowerCase();
		return scope !== undefined && queryNorm.has(Norm(scope)) && lowerUser.includes(`@${scope}/`);
	};
	// …and a Go module searched by its last word (`go list -m all | grep tint` for `lmittmann/tint`) where the command
	// lists modules or the user names the module
	const packageTool = PACKAGE_TOOL.test(shape.texts.command);
	const GoNamed = (name: string) => {
		const last = GoModuleName(name);
		if (last === undefined || !queryNorm.has(Norm(last))) return false;
		return packageTool || userNorm.has(Norm(last)) || lowerUser.includes(GoModulePath(name)!.toLowerCase());
	};
	// …and a Perl module searched by one of its names of five letters or more (`HeadParser` for `HTML::HeadParser`,
	// `CookieJar` for `HTTP::CookieJar::LWP`) for a user naming the module in full
	const PerlNamed = (name: string) =>
		name.includes("::") &&
		userNorm.has(Norm(name)) &&
		name.split("::").some((part) => part.length >= 5 && queryNorm.has(Norm(part)));
	const deps = view.facts.filter(
		(fact) =>
			fact.field === "dependency" &&
			fact.value.length >= 2 &&
			!releasedOwn.has(Norm(fact.value)) &&
			(queryNorm.has(Norm(fact.value)) ||
				ScopeNamed(fact.value) ||
				prefixes.some((prefix) => fact.value.toLowerCase().startsWith(prefix)) ||
				StemNamed(fact.value) ||
				queryNorm.has(Norm(Unscoped(fact.value) ?? "")) ||
				queryNorm.has(Norm(GoModulePath(fact.value) ?? "")) ||
				queryNorm.has(Norm(GoModuleVersioned(fact.value) ?? "")) ||
				queryNorm.has(Norm(GopkgPath(fact.value) ?? "")) ||
				GoNamed(fact.value) ||
				PerlNamed(fact.value) ||
				queryNorm.has(Norm(ComposerName(fact) ?? "")) ||
				queryNorm.has(Norm(PluginShort(fact.value) ?? "")) ||
				PluginIdMoved(fact.value) ||
				VersionVariableNamed(fact)),
	);
	// (an image moved, `bump postgres to 16.4` searched as `image: postgres`, is no package)
	const movedHere =
		([...moved].some((name) => queryNorm.has(name)) && !CONTAINER_IMAGE.test(shape.literal)) ||
		deps.some(
			(fact) =>
				(moved.has(Norm(fact.value)) &&
					(queryNorm.has(Norm(PluginShort(fact.value) ?? "")) || StemNamed(fact.value))) ||
				moved.has(Norm(GoModuleName(fact.value) ?? "")) ||
				moved.has(Norm(GoModulePath(fact.value) ?? "")) ||
				moved.has(Norm(ComposerName(fact) ?? "")),
		);
	// the search is confined to manifests: its name patterns and file operands all name one (folders do not count)
	// (a package file without an extension is a file too: `Pipfile`, `Gemfile`, `cpanfile`)
	const confined = shape.paths.filter(
		(path) =>
			!shape.places.includes(path) || /[^/]\.[\w]+$/.test(path) || DeclaresDependencies(posix.basename(path)),
	);
	// (a file the workspace lacks confines nothing: `ls bunfig.toml 2>/dev/null; jq .scripts package.json`; the view
	// holds the root's files of a kind, so only such a file at the root is known to be missing)
	const Missing = (path: string) => {
		const name = path.replace(/^\.\//, "");
		return !name.includes("/") && !GLOB.test(name) && ClassifyFile(name, 0).length > 0 && !view.files.has(name);
	};
	const present = confined.filter((path) => !Missing(path));
	const inManifests =
		present.length > 0 ? present.every(ManifestScoped) : confined.length > 0 && confined.every(ManifestScoped);
	const folders = places.filter((place) => place !== "" && place !== ".");
	const inFolders = (path: string) => folders.some((folder) => path.startsWith(`${folder}/`));
	// the manifests the call searches by name
	const manifestFiles = confined.filter((path) => ManifestScoped(path) && !/[*?]/.test(path));
	// …as the graph writes them, and those of them the workspace has
	const manifestPaths = manifestFiles.map((path) => path.replace(/^\.\//, ""));
	const manifestsHeld = manifestPaths.filter((path) => view.files.has(path));
	const dependency = intents.find((intent) => intent.kind === FACT_INTENT.dependency);
	const dependencyAsked = dependency !== undefined && Asks(dependency);
	// the declared packages the user names while asking dependency work (`update oxlint and oxfmt to latest`): moved too
	const movingNamed: string[] = [];
	if (deps.length > 0 || movedHere) {
		// `grep -n pytest pyproject.toml` for "Simplify tox.ini" is test work: a tool the manifests declare is a
		// dependency there only when the user asks dependency work (the Dependency intent's own user signals)
		const askedWork = movedHere || dependencyAsked;
		const toolWork = !askedWork && deps.every((fact) => TOOL_DEPENDENCY.test(ComposerName(fact) ?? fact.value));
		// …or searched anywhere, found in a manifest declaring it, for a user asking dependency work (`rg secretstorage` to
		// add truststore beside it as an optional dependency)
		const foundDeclared = askedWork && !cut && deps.some((fact) => hits.includes(fact.path));
		const scoped = ((inManifests || foundDeclared) && !toolWork) || packageTool;
		// (a family named by its scope: `typescript-eslint` for `@typescript-eslint/parser`)
		const named = deps.filter(
			(fact) =>
				userNorm.has(Norm(fact.value)) ||
				userNorm.has(Norm(ScopeOf(fact.value) ?? "")) ||
				userNorm.has(Norm(GoModuleName(fact.value) ?? "")) ||
				userNorm.has(Norm(ComposerName(fact) ?? "")),
		);
		// the user names the packages the query names and asks dependency work (`clean up devDeps: lodash, jiti`,
		// `tslib isn't used anymore, drop it`)
		const moving = movedHere || (named.length > 0 && (askedWork || (!toolWork && DROPPING.test(shape.texts.user))));
		if (moving) movingNamed.push(...named.map((fact) => fact.value));
		const asked = moving
			? KNOWN_WEIGHTS.dependencyMoved
			: named.length > 0 && !toolWork
				? KNOWN_WEIGHTS.dependencyAsked
				: 0;
		// R8 compares names as spelled; a name only the PEP 503 spelling matches (`sphinx` for `Sphinx`) earns its weight here
		const respelled = deps.length > 0 && !deps.some((fact) => queryWords.includes(fact.value)) ? FACT_WEIGHT : 0;
		const weight = (scoped && deps.length > 0 ? KNOWN_WEIGHTS.dependencyScoped : 0) + asked + respelled;
		if (weight > 0)
			add(
				FACT_INTENT.dependency!,
				weight,
				(scoped && deps.length > 0) || moving || respelled > 0,
				named.length > 0 || moving,
				deps.map((fact) => fact.path),
			);
		// (the manifest declaring the package the user moves, looked at by name beside the docs or the code, keeps the call
		// there, R5: `grep -rn wtforms pyproject.toml README.md docs/index.md` for "upgrade wtforms"; not beside another
		// chore's files: `grep -rn husky .github/ package.json` for dependabot's settings is CI's)
		const declaring = deps.map((fact) => fact.path).filter((path) => places.includes(path));
		const besideDocsOrCode = places.every(
			(place) =>
				declaring.includes(place) ||
				SOURCE_FILE.test(place) ||
				/\.(md|mdx|rst|txt)$/i.test(place) ||
				(view.files.get(place) ?? view.files.get(`${place}/`) ?? []).includes("doc"),
		);
		if (weight > 0 && moving && declaring.length > 0 && besideDocsOrCode)
			credit(FACT_INTENT.dependency!, declaring);
	}
	// (bt) the manifests read or searched with no package named, for a user asking dependency work (`cat go.mod` for
	// "update the go dependencies") or dropping a package they declare (`jq .scripts package.json` to "get rid of
	// rimraf"): those manifests are the work's, unless the query names another chore's key (`build-system`, `markers`)
	const otherKey = () => intents.some((intent) => intent !== dependency && QueryKeyed(intent));
	const readsManifests = deps.length === 0 && !movedHere && inManifests && dependency !== undefined;
	const dropsDeclared =
		readsManifests &&
		DROPPING.test(shape.texts.user) &&
		declaredFacts.some((fact) => userNorm.has(Norm(fact.value)) && manifestPaths.includes(fact.path));
	if (
		readsManifests &&
		(SignalFires(dependency, "dependency-ask", { user: shape.texts.user }) || dropsDeclared) &&
		!otherKey()
	) {
		const weight = KNOWN_WEIGHTS.kindConfinedAsked + (dropsDeclared ? KNOWN_WEIGHTS.dependencyScoped : 0);
		if (manifestsHeld.length > 0) add(FACT_INTENT.dependency!, weight, true, true, manifestsHeld);
	}
	// A package the manifests do not declare, named by the query and the prompt, for a user adding or dropping it
	// (`add zod as a dependency`, `we dont use @types/prompts anymore`): the manifests are where that goes.
	if (deps.length === 0 && !movedHere) {
		const askedWork =
			dependency !== undefined && SignalFires(dependency, "dependency-ask", { user: shape.texts.user });
		// (a search finding it in a lockfile and nowhere else but the changelog says it is a package, as searching the
		// manifests for it does)
		const kindsOfHit = hits.map((path) => view.files.get(path) ?? []);
		const looked =
			inManifests ||
			packageTool ||
			(kindsOfHit.some((kinds) => kinds.includes("lockfile")) &&
				kindsOfHit.every((kinds) => kinds.includes("lockfile") || kinds.includes("changelog")));
		// (read only for a hyphenated word the search did not look for in the manifests)
		let goModulesOnly: boolean | undefined;
		const GoModulesOnly = () =>
			(goModulesOnly ??=
				view.files.has("go.mod") &&
				[...view.files].every(
					([path, kinds]) => !kinds.includes("manifest") || posix.basename(path) === "go.mod",
				));
		const undeclared = queryWords.filter(
			(word) =>
				PACKAGE_NAME.test(word) &&
				/[a-z]/i.test(word) && // (a version is no package)
				userNorm.has(Norm(word)) &&
				!declared.has(Norm(word)) &&
				!STOP.has(word) &&
				// a bare word is as likely the code's own (`editable`): only a scoped or hyphenated name, or one the
				// manifests are searched for, is a package; a Go workspace's packages are module paths (`apt-key` is a
				// system tool there)
				(looked || (/[@-]/.test(word) && !GoModulesOnly())) &&
				// a name the user sets (`drop include-package-data = false`) is a setting's key, and one a linter warns of
				// (`ruff warns that ignore-init-module-imports is deprecated`) its rule or option
				!new RegExp(String.raw`(^|[^\w@/-])${EscapeRegex(word)}\s*=`).test(userText) &&
				!RULE_ASK.test(userText) &&
				// …and one the package manager warns of, or its config holds, its setting (`always-auth`)
				!TOOL_SETTING_ASK.test(userText),
		);
		// the dropping words are read around the names (`no-unused-vars` says nothing unused)
		const around = undeclared.reduce((text, word) => text.split(word).join(" "), shape.texts.user);
		if (undeclared.length > 0 && (askedWork || DROPPING.test(around))) {
			const manifests = [...view.files]
				.filter(
					([path, kinds]) =>
						(kinds.includes("manifest") || kinds.includes("requirements")) &&
						places.includes(posix.dirname(path)),
				)
				.map(([path]) => path);
			// (the lockfiles the search found it in lead a package moved there, `bump rexml to 3.4.2`: one only they hold is
			// another's, `bundle update rexml`; one added or dropped leaves the manifest first)
			const locked =
				cut || DROPPING.test(around) || !LOCKED_MOVE.test(around)
					? []
					: hits.filter((path) => view.files.get(path)?.includes("lockfile")).sort(ShallowFirst);
			add(FACT_INTENT.dependency!, KNOWN_WEIGHTS.dependencyUndeclared, true, true, [
				...locked.slice(0, MAX_NAMED_MATCHES),
				...manifests,
			]);
		} else if (
			packageTool &&
			queryWords.some(
				(word) =>
					userNorm.has(Norm(word)) ||
					userWords.some((user) => user.startsWith("@") && word.startsWith(`${user}/`)),
			)
		)
			// the package tool asked about a package the user names (`npm ls braces` for "braces has a vuln"): one the
			// lockfile holds for another
			add(FACT_INTENT.dependency!, KNOWN_WEIGHTS.dependencyAsked, true, true, []);
	}
	// The manifest of a package folder the user names, of the many a search looks at, for a user asking dependency work
	// (`bump the example app dependencies` with `**/package.json`: `example/package.json`)
	if (dependency !== undefined && inManifests && !movedHere && Asks(dependency)) {
		// (named beside the dependency word, `the example app dependencies`, `the deps of the website`)
		const NamedForDependencies = (folder: string) =>
			new RegExp(
				String.raw`\b${EscapeRegex(folder)}('s)?( \w+)? (deps|dependencies|packages|lockfile)\b|\b(deps|dependencies|packages) (of|in|for) (the |our )?${EscapeRegex(folder)}\b`,
				"i",
			).test(userText);
		const folderNamed = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("manifest") &&
					path.includes("/") &&
					!FIXTURE_FOLDER.test(path) &&
					NamedForDependencies(posix.basename(posix.dirname(path))),
			)
			.map(([path]) => path);
		if (folderNamed.length > 0 && folderNamed.length <= MAX_NAMED_MATCHES)
			add(dependency.kind, KNOWN_WEIGHTS.dependencyScoped, true, true, folderNamed);
	}
	// a package the user moves says nothing about a config file of the same name (`bump eslint` is not about
	// eslint.config.js), whether the query or the prompt names it
	const dependencyKeys = new Set([...(movedHere ? [...moved] : []), ...movingNamed].map(NameKey));

	// The version: the current one named by the query, another one asked for by the user.
	const current = view.facts.filter((fact) => fact.field === "version" && /\d/.test(fact.value));
	if (current.length > 0) {
		const values = new Set(current.map((fact) => fact.value.replace(/^v/, "")));
		const named = current.some((fact) => NamesFact(fact, shape.literal, shape.texts.query));
		if (named)
			add(
				FACT_INTENT.version!,
				KNOWN_WEIGHTS.versionCurrent,
				true,
				false,
				current.map((fact) => fact.path),
			);
		// a release names a version near the current one (same or next major), not a dependency's
		const majors = new Set(current.map((fact) => Number(/\d+/.exec(fact.value)?.[0])));
		const near = (value: string) =>
			[...majors].some((major) => Math.abs(Number(/\d+/.exec(value)?.[0]) - major) <= 1);
		const askedVersions = [...shape.texts.user.matchAll(VERSION)]
			.map((match) => match[1]!)
			.filter((value) => !values.has(value) && near(value));
		const asked = askedVersions.length > 0;
		// (the release line the asked version is on, `0.14` for a 0.x, the major after: in a workspace of crates on
		// several lines, those on its line move, `tonic-*` at 0.14.4 for 0.14.5, not `grpc-*` at 0.1.0)
		const lineOf = (value: string) => /^v?(0\.\d+|\d+)/.exec(value)?.[1];
		const lines = new Set(askedVersions.map(lineOf));
		const onLine = new Set(current.filter((fact) => lines.has(lineOf(fact.value))).map((fact) => fact.path));
		// …and a call listing the release tags looks for the one to cut: the manifests state it
		if (asked)
			add(
				FACT_INTENT.version!,
				KNOWN_WEIGHTS.versionMoved + (tags ? KNOWN_WEIGHTS.versionKey : 0),
				tags,
				true,
				// the workspace's own (no fixture's or example's), the shallowest first
				tags
					? current
							.map((fact) => fact.path)
							.filter(WorkspaceOwn)
							.sort((a, b) => Number(onLine.has(b)) - Number(onLine.has(a)) || ShallowFirst(a, b))
							.slice(0, MAX_NAMED_MATCHES)
					: [],
			);
	}

	// …and a release of V asked while the search looks for the version just before it (`grep -rn "0\.7\.0"` for "release
	// 0.7.1 pls"): the current version, though no file states it (the tags give it) or HEAD already states V
	const searchedVersion = VERSION_TEXT.test(shape.literal.trim())
		? shape.literal.trim().replace(/\\/g, "").replace(/^v/, "")
		: undefined;
	if (
		searchedVersion !== undefined &&
		release !== undefined &&
		Asks(release) &&
		moved.size === 0 &&
		deps.length === 0 &&
		!current.some((fact) => NamesFact(fact, shape.literal, shape.texts.query)) &&
		[...shape.texts.user.matchAll(VERSION)].some((match) => Precedes(searchedVersion, match[1]!))
	)
		add(
			FACT_INTENT.version!,
			KNOWN_WEIGHTS.versionCurrent + KNOWN_WEIGHTS.versionMoved,
			true,
			true,
			// (where the search found it: a version another package states, a docs site's, is not this one)
			cut || hits.length > MAX_HITS ? [] : hits.filter(WorkspaceOwn).slice(0, MAX_NAMED_MATCHES),
		);

	// The version key searched in the manifests (`rg -n '"version"' -g package.json`) asks for the project's version;
	// so does Python's `__version__`, wherever it is searched (only a module states it).
	// …and so does the version key searched in a package's folder (`grep version packages/core`): its manifest's.
	const key = shape.literal.trim();
	const searchedPackages = current.filter((fact) => folders.includes(posix.dirname(fact.path)));
	// (a module that sets `__version__` and a search found, `src/build/__init__.py`, states it; a fixture's manifest never)
	// (…and Ruby's or Go's `VERSION =` constant, found in the module that states the version: `lib/webmock/version.rb`)
	const versionModules = key.includes("__version__")
		? hits.filter((path) => path.endsWith(".py") && WorkspaceOwn(path))
		: hits.filter(
				(path) => SOURCE_FILE.test(path) && WorkspaceOwn(path) && current.some((fact) => fact.path === path),
			);
	if (
		current.length > 0 &&
		IsVersionKey(key, ownNames) &&
		(inManifests || key.includes("__version__") || searchedPackages.length > 0 || versionModules.length > 0)
	)
		add(
			FACT_INTENT.version!,
			KNOWN_WEIGHTS.versionKey,
			true,
			false,
			versionModules.length > 0 && versionModules.length <= MAX_NAMED_MATCHES
				? versionModules
				: (searchedPackages.length > 0 ? searchedPackages : OwnElseAll(current, (fact) => fact.path)).map(
						(fact) => fact.path,
					),
		);
	// The licence key searched in the manifests stating one (`grep license --include=package.json` in an extension's
	// folder): their licence, as the version key is their version (those in the searched folders first)
	// (…and searched in a package's folder, `grep ^license tonic-web`: its manifest's)
	// (…kept to the manifests of one name, `--include=Cargo.toml`, `crates/b/Cargo.toml`: those of that name, the searched
	// ones first, a crate's that states no licence yet too)
	const confinedNames = confined
		.filter((path) => !GLOB.test(path) && LICENSED_MANIFEST.test(posix.basename(path)))
		.map((path) => posix.basename(path));
	const OfConfinedName = (path: string) => confinedNames.length === 0 || confinedNames.includes(posix.basename(path));
	const Searched = (path: string) => places.includes(path) || folders.includes(posix.dirname(path));
	// the workspace's own files of the confined name with a fact `keep` holds, each once
	const FilesOfName = (keep: (fact: GraphFact) => boolean): string[] => [
		...new Set(
			view.facts
				.filter((fact) => keep(fact) && WorkspaceOwn(fact.path) && OfConfinedName(fact.path))
				.map((fact) => fact.path),
		),
	];
	const licensedOfName = FilesOfName((fact) => fact.field === "license");
	const manifestsOfName =
		confinedNames.length > 0
			? FilesOfName((fact) => fact.field !== "task" && LICENSED_MANIFEST.test(posix.basename(fact.path)))
			: [];
	const licenceFiles = licensedOfName.length > 0 ? licensedOfName : manifestsOfName;
	const licenceFilesHere = [...new Set([...licensedOfName, ...manifestsOfName])].filter(Searched);
	const inPackage = licenceFilesHere.some((path) => posix.dirname(path) !== ".");
	if (licenceFiles.length > 0 && (inManifests || inPackage) && LICENSE_KEY.test(key)) {
		const named = licenceFilesHere.length > 0 ? licenceFilesHere : licenceFiles;
		if (named.length <= MAX_NAMED_MATCHES) add(FACT_INTENT.license!, KNOWN_WEIGHTS.versionKey, true, false, named);
	}
	// A Python manifest's trove classifiers searched (`grep classifiers setup.py`, `License ::`) for a user asking licence
	// work: the licence classifier is kept there, in the manifests searched
	const licensing = intents.find((intent) => intent.kind === FACT_INTENT.license);
	if (
		licensing &&
		inManifests &&
		CLASSIFIERS_KEY.test(key) &&
		manifestsHeld.length > 0 &&
		manifestsHeld.length <= MAX_NAMED_MATCHES &&
		Asks(licensing)
	)
		// (a manifest's own key searched for its work, as a crate's `edition` is: the gate's worth)
		add(licensing.kind, KNOWN_WEIGHTS.projectKey, true, false, manifestsHeld);
	// No file states a version the graph reads (`version=VERSION`, read from `gallery_dl/version.py` at build time): the
	// project's own version modules, for the version key or a version searched by a user asking release work
	if (current.length === 0 && release && (IsVersionKey(key) || VERSION_TEXT.test(key)) && Asks(release)) {
		const versionModules = [...view.files]
			.filter(([path, kinds]) => kinds.includes("version-file") && SOURCE_FILE.test(path) && WorkspaceOwn(path))
			.map(([path]) => path)
			.sort(ShallowFirst);
		if (versionModules.length > 0 && versionModules.length <= MAX_NAMED_MATCHES)
			add(release.kind, KNOWN_WEIGHTS.versionKey, true, true, versionModules);
	}
	// The search printed a module's own statement of the version (`app.go:38:const Version = "3.5.0"`, a Go library's or a
	// module the graph does not read): what a release bumps, for a user asking one and a search of the Version intent's words
	const statingOwn = stating.filter((path) => SOURCE_FILE.test(path) && WorkspaceOwn(path));
	if (
		release &&
		!cut &&
		statingOwn.length > 0 &&
		statingOwn.length <= MAX_NAMED_MATCHES &&
		QueryKeyed(release) &&
		Asks(release) &&
		// (a release itself: a version named, a bump or a cut; "the version header" is no release)
		(userText.match(VERSION) !== null || RELEASE_MOVE.test(userText))
	) {
		add(release.kind, KNOWN_WEIGHTS.versionStated, true, false, statingOwn);
		// (found stating it where another intent's folder claims the call: Sphinx's `docs/conf.py` states the release)
		credit(release.kind, statingOwn);
	}
	// A monorepo's own package the user names for a release (`publish a new version of @shadcn-svelte/registry`) while the
	// call searches the version or lists the release tags (`git tag -l 'router-v*'` for `a patch release of actix-router`):
	// that package's manifest and the changelog beside it
	const ownPackages = view.facts.filter(
		(fact) => fact.field === "name" && fact.value.length >= 4 && WorkspaceOwn(fact.path) && fact.path.includes("/"),
	);
	if (release && ownPackages.length > 0 && (QueryKeyed(release) || tags) && Asks(release)) {
		// (the name standing alone: `shadcn-svelte` inside `@shadcn-svelte/registry` is not that package; a cheap look first)
		const named = ownPackages.filter(
			(fact) =>
				lowerUser.includes(fact.value.toLowerCase()) &&
				new RegExp(String.raw`(?<![\w@/.-])${EscapeRegex(fact.value)}(?![\w/-])`, "i").test(userText),
		);
		const manifests = [...new Set(named.map((fact) => fact.path))];
		if (manifests.length > 0 && manifests.length <= MAX_NAMED_MATCHES) {
			const changelogs = [...view.files]
				.filter(
					([path, kinds]) =>
						kinds.includes("changelog") && manifests.some((m) => FolderOf(m) === FolderOf(path)),
				)
				.map(([path]) => path);
			add(release.kind, KNOWN_WEIGHTS.versionKey, true, true, [...manifests, ...changelogs]);
		}
	}
	// Python's `__version__` searched for a user speaking of the attribute itself, no version named (`expose __version__
	// from the package`, `sqladmin.__version__ is gone, bring it back`): the package's `__init__.py` defines it
	if (
		release &&
		key.includes("__version__") &&
		VERSION_ATTRIBUTE.test(userText) &&
		userText.match(VERSION) === null
	) {
		const packages = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("entry") &&
					posix.basename(path) === "__init__.py" &&
					WorkspaceOwn(path) &&
					(folders.length === 0 || inFolders(path)),
			)
			.map(([path]) => path)
			.sort((a, b) => Number(hits.includes(b)) - Number(hits.includes(a)) || ShallowFirst(a, b));
		if (packages.length > 0 && packages.length <= MAX_NAMED_MATCHES) {
			add(release.kind, KNOWN_WEIGHTS.versionAttribute, true, false, packages);
			credit(release.kind, packages);
		}
	}
	// …and, no file stating a version (a version from git tags: setuptools_scm, a Go module), a user naming the one to cut
	// while the call looks at the changelog or searches the version key: the changelog, which a release always edits
	if (current.length === 0 && release && Asks(release) && userText.match(VERSION) !== null) {
		const changelogs = [...view.files]
			.filter(([path, kinds]) => kinds.includes("changelog") && WorkspaceOwn(path))
			.map(([path]) => path)
			.sort(ShallowFirst);
		// (looked at, or alone found: a number found in a manifest too is every manifest's hit, as (cd) reads it)
		const alone = hits.length > 0 && hits.every((path) => changelogs.includes(path));
		const touched = changelogs.filter((path) => places.includes(path) || (alone && hits.includes(path)));
		const inManifest = places.some((place) => view.files.get(place)?.includes("manifest"));
		// (the key searched in the manifests or the whole workspace's text, `grep -rn __version__ .`: none states it; a
		// listing's filter, `ls -a | grep -i version`, reads names only)
		const keySearched = IsVersionKey(key) && (inManifest || (folders.length === 0 && !shape.naming));
		const named = touched.length > 0 ? touched : keySearched ? changelogs.slice(0, 1) : [];
		if (named.length > 0 && named.length <= MAX_NAMED_MATCHES) {
			add(release.kind, KNOWN_WEIGHTS.versionMoved, true, true, named);
			// (looked at there: a changelog kept in `docs/` keeps the call where the docs claim it, R5)
			if (touched.length > 0) credit(release.kind, touched);
		}
	}

	// A Rust crate's or a Go module's own key searched in that manifest (`grep -n edition Cargo.toml`, `[profile`): the work
	// the key is, that manifest leading (a Go or Rust project's, as the graph files it: its own config)
	// (or found in them alone, a table or a hyphenated key, no everyday word: `grep -rn '\[profile.release\]'` finding
	// `Cargo.toml`, not `license`)
	// (a changelog's entry or a news fragment naming it is history, not where it is set: `PIP_CONSTRAINT` in the
	// changelog and a fragment; unless the user asks the release's work, whose files those are; a docs page beside it is
	// no history: the key is the docs' too)
	const releaseAsked = HISTORY_ASK.test(shape.texts.user);
	const settingHits = hits.filter((path) => {
		const kinds = view.files.get(path) ?? [];
		const history =
			kinds.includes("changelog") ||
			kinds.includes("changeset") ||
			(NEWS_FRAGMENT.test(path) && /\.(md|mdx|rst|adoc|txt)$/i.test(path));
		return releaseAsked || !history;
	});
	const foundOnly = manifestFiles.length === 0;
	const keyFiles = !foundOnly
		? manifestFiles
		: !cut && settingHits.length > 0 && hits.length <= MAX_NAMED_MATCHES
			? settingHits
			: [];
	const projectManifests = keyFiles
		.map((path) => path.replace(/^\.\//, ""))
		.filter((path) => OwnProjectKinds(path).length > 0 && view.files.get(path)?.includes("config"));
	// the works a manifest's own keys name (a table's), searched in the files that hold them
	// (`found`: the files are where the search found the key, R5)
	const addWorks = (works: Iterable<string>, files: readonly string[], found = false) => {
		for (const work of works)
			if (intents.some((intent) => intent.kind === work)) {
				add(work, KNOWN_WEIGHTS.projectKey, true, false, files);
				if (found) credit(work, files);
			}
	};
	const addKeyWorks = (
		table: readonly (readonly [RegExp, string])[],
		files: readonly string[],
		bareOf: (part: string) => string | undefined,
	) =>
		addWorks(
			KeyWorks(
				table,
				Alternatives(key, 8).flatMap((part) => bareOf(part) ?? []),
			),
			files,
		);
	if (projectManifests.length > 0 && projectManifests.length === keyFiles.length)
		addKeyWorks(PROJECT_KEYS, projectManifests, (part) => {
			const bare = part
				.replace(/^\^/, "")
				.replace(/\\/g, "")
				.replace(/\s*=.*$/, "")
				.trim();
			// (a search kept to the manifests by a glob, `--include=*.toml`, finds a bare key where a manifest states it)
			return foundOnly && !inManifests && !/[[-]/.test(bare) ? undefined : bare;
		});
	// …and a Dart package's (`grep -rn '^environment:' --include=pubspec.yaml .`): every pubspec the search found it in
	// (a Melos workspace keeps one per package; a cut output's found list is partial, so the held ones alone then)
	if (manifestFiles.length > 0 && manifestFiles.every((path) => posix.basename(path) === "pubspec.yaml")) {
		// (a sample's or a test's pubspec too only when nothing else holds it; the shallowest eight)
		const pubspecHits = settingHits.filter((path) => posix.basename(path) === "pubspec.yaml");
		const found = cut ? [] : [...OwnElseAll(pubspecHits, (path) => path)].sort(ShallowFirst).slice(0, MAX_HITS);
		const pubspecs = [...new Set([...manifestsHeld, ...found])].sort(ShallowFirst);
		if (pubspecs.length > 0) addKeyWorks(PUBSPEC_KEYS, pubspecs, ProjectKeyWord);
	}
	// …and a Swift package's (`rg swiftLanguageModes --glob 'Package*.swift'`: searched by a glob, in every variant the
	// root keeps)
	if (
		confined.length > 0 &&
		confined.every((path) => SWIFT_PACKAGE_MANIFEST.test(path.replace(/^\.\//, "").replace(/\*/g, "")))
	) {
		const swiftFiles = [...view.files.keys()].filter((path) => SWIFT_PACKAGE_MANIFEST.test(path));
		if (swiftFiles.length > 0) addKeyWorks(SWIFT_PACKAGE_KEYS, swiftFiles, ProjectKeyWord);
	}
	// …and a JVM, Haskell, Meson, Zig, dune or Clojure build's key searched and found in those builds' files alone (`grep
	// -rn dokka --include=*.kts`, `rg mimaBinaryIssueFilters`, `grep with-rtsopts *.cabal`, `rg kcov -g '*.zig'`,
	// `rg ':test-selectors' project.clj`): the files that set it, the root's
	// first, found there (R5); a Gradle flag found in `gradle.properties` alone (`enableKlibsCrossCompilation`) is the
	// build's config. (A multi-module build sets a key in each module's script: up to MAX_HITS of them; a build file kept
	// as a test's data is none of the build's; a package the user moves, `bump detekt`, is the dependency's work.)
	// (a changelog's entry naming it is history, as above: `Kotlin 2.1` in `CHANGELOG.md` beside `languageVersion`)
	const builds = settingHits
		.filter((path) => !BUILD_SCRIPT_DATA.test(path) || SOURCE_BUILD_FILE.test(path))
		.sort(ShallowFirst);
	// (a Zig step searched with its receiver, `b.addTest`, `exe\.linkSystemLibrary`: the method's name; a podspec's
	// `s.ios.deployment_target`: its last member)
	// (a key's alternation group spelled out too: `copyright_(holder|year)`)
	const bares = [...new Set([key, ...Spelled(key)])]
		.flatMap((spelling) => Alternatives(spelling, 8))
		.flatMap((part) =>
			[
				ProjectKeyWord(part),
				// (a Maven property whole, `maven.test.skip`)
				/^[\s^"'<]*([A-Za-z_][\w-]*(\\?\.[\w-]+)+)/.exec(part)?.[1]?.replace(/\\/g, ""),
				/^[\s^]*[A-Za-z_]\w*\\?\.([A-Za-z_]\w*)/.exec(part)?.[1],
				/\\?\.([A-Za-z_]\w*)[^\w.]*$/.exec(part)?.[1],
			].filter((word): word is string => word !== undefined),
		);
	if (
		!cut &&
		builds.length > 0 &&
		hits.length <= MAX_HITS &&
		settingHits.every((path) => BUILD_SCRIPT_FILE.test(path)) &&
		!bares.some((bare) => dependencyKeys.has(NameKey(bare)))
	) {
		const works = KeyWorks(BUILD_SCRIPT_KEYS, bares);
		// (never the version, the published artifact's metadata or a library's version the properties state)
		const config = intents.find((intent) => KindsOf(intent).includes("config"));
		if (
			works.size === 0 &&
			config &&
			bares.length > 0 &&
			builds.every((path) => posix.basename(path) === "gradle.properties") &&
			!bares.some((bare) => /version|^(POM_|GROUP$)/i.test(bare) || IsVersionKey(bare))
		)
			works.add(config.kind);
		// (an Android app's version keys, `versionCode`, `versionName`, are set from the file that states the version:
		// the properties, a Flutter app's pubspec; those lead the scripts found reading them, the nearest first, never a
		// sample's or a test's)
		if (
			bares.some((bare) => ANDROID_VERSION_KEY.test(bare)) &&
			intents.some((intent) => intent.kind === "Version")
		) {
			const above = (path: string) => {
				const folder = posix.dirname(path);
				return builds.some((build) => folder === "." || build.startsWith(`${folder}/`));
			};
			const versioned = view.facts
				.filter(
					(fact) =>
						fact.field === "version" &&
						(BUILD_SCRIPT_FILE.test(fact.path) || posix.basename(fact.path) === "pubspec.yaml") &&
						!BUILD_SCRIPT_DATA.test(fact.path) &&
						WorkspaceOwn(fact.path) &&
						above(fact.path),
				)
				.map((fact) => fact.path);
			add(
				"Version",
				0,
				false,
				false,
				[...new Set(versioned)].sort(ShallowFirst).reverse().slice(0, MAX_NAMED_MATCHES),
			);
		}
		addWorks(works, builds, true);
	}
	// …and an Erlang project's key found in its rebar3 config and apps' resource files alone (`grep -n platform_define
	// rebar.config`, `grep vsn src`), a Perl distribution's in its build files (`grep copyright_holder`), a PowerShell
	// module's in the manifests the graph files (`grep FunctionsToExport --include=*.psd1`), an Apple project's in its
	// podspec, Xcode project or package manifest (`grep IPHONEOS_DEPLOYMENT_TARGET`): the files that set it, found there
	// (R5); a package the user moves is the dependency's work
	const ownKeys: readonly (readonly [readonly (readonly [RegExp, string])[], (path: string) => boolean])[] = [
		[ERLANG_KEYS, (path) => PackageFileOf(path)?.reader === "erlang"],
		[PERL_BUILD_KEYS, (path) => PackageFileOf(path)?.reader === "perl"],
		[
			MODULE_MANIFEST_KEYS,
			(path) => path.endsWith(".psd1") && (view.files.get(path)?.includes("manifest") ?? false),
		],
		[
			APPLE_BUILD_KEYS,
			(path) =>
				(APPLE_BUILD_FILE.test(path) || SWIFT_PACKAGE_MANIFEST.test(posix.basename(path))) &&
				!/(^|\/)Pods\//.test(path),
		],
		[
			// (never a POM kept as a test's data, nor the build's copy, `target/classes/META-INF/maven/…/pom.xml`)
			MAVEN_KEYS,
			(path) =>
				(PackageFileOf(path)?.reader === "pom" && !BUILD_SCRIPT_DATA.test(path) && !MAVEN_OUTPUT.test(path)) ||
				MAVEN_BUILD_FILE.test(path),
		],
		[
			// (never the build's output, `obj/Debug/net8.0/Lib.AssemblyInfo.cs`)
			MSBUILD_KEYS,
			(path) =>
				(PackageFileOf(path)?.reader === "msbuild" || DOTNET_BUILD_FILE.test(path)) &&
				!DOTNET_OUTPUT.test(path),
		],
		[MELOS_KEYS, (path) => posix.basename(path) === "melos.yaml"],
		// (a Deno config holds the formatter's, the tasks', the published files' and the exports' settings; an Elixir
		// project's `mix.exs` its version, dependencies, aliases, docs and tests'; a PHP package's `composer.json`
		// Composer's own; never an installed package's, which the core names no package file)
		[DENO_KEYS, (path) => DENO_CONFIG.test(posix.basename(path))],
		[MIX_KEYS, (path) => posix.basename(path) === "mix.exs"],
		[COMPOSER_KEYS, (path) => PackageFileOf(path)?.reader === "composer"],
	];
	// …or else searched or read in those files by path (`grep -n '"fmt"' deno.json`; `jq '.extra' composer.json`, a read,
	// whose output names no file; a name pattern, `--include=pom.xml`, is no path, a folder beside them no file)
	if (!bares.some((bare) => dependencyKeys.has(NameKey(bare))))
		for (const [table, owns] of ownKeys) {
			if (!cut && settingHits.length > 0 && hits.length <= MAX_HITS && settingHits.every(owns))
				addWorks(KeyWorks(table, bares), [...settingHits].sort(ShallowFirst), true);
			else if (heldPlaces.length > 0 && heldPlaces.every(owns))
				addWorks(KeyWorks(table, bares), [...heldPlaces].sort(ShallowFirst));
		}

	// An app's own setting searched by its key and found, the pages describing it aside, in its config files alone (`grep
	// default_page_type` finding `config/config.exs` and two docs pages): where it is set (R5)
	// (a build's files, a dotenv file and the own-key tables' files have their own readings above; a version key is the
	// release's; a `.txt` may be a config's, `requirements.txt`, never a page)
	const configHits = settingHits.filter((path) => !(DOC_PAGE.test(path) && !path.endsWith(".txt")));
	const ConfigOnly = (path: string) => {
		const kinds = view.files.get(path) ?? [];
		return kinds.length === 1 && kinds[0] === "config";
	};
	if (
		!cut &&
		SETTING_KEY.test(key) &&
		!/version/i.test(key) &&
		!dependencyKeys.has(NameKey(key)) &&
		hits.length <= MAX_HITS &&
		configHits.length > 0 &&
		configHits.length <= MAX_NAMED_MATCHES &&
		configHits.every(
			(path) =>
				ConfigOnly(path) &&
				!BUILD_SCRIPT_FILE.test(path) &&
				!DOTENV_NAME.test(posix.basename(path)) &&
				!ownKeys.some(([, owns]) => owns(path)),
		)
	)
		addWorks(["Config"], [...configHits].sort(ShallowFirst), true);

	// The engines key searched in the manifests (`grep -rn '"engines"' --include=package.json`, `"node":`) for a user
	// asking which Node versions are supported: those manifests state it (the root's first), not the tsconfigs.
	// (…or in every JSON file, `--include=*.json`: of those, the manifests state it)
	const inJson = confined.length > 0 && confined.every((path) => /(^|\/)\*\.json$/.test(path));
	if ((inManifests || inJson) && ENGINES_KEY.test(key) && NODE_ASK.test(shape.texts.user)) {
		const manifests = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("manifest") &&
					posix.basename(path) === "package.json" &&
					(folders.length === 0 || path === "package.json" || inFolders(path)),
			)
			.map(([path]) => path)
			.sort(ShallowFirst);
		// (those the search found stating it lead, singled out among a monorepo's many: `./package.json:6: "node": "^20"`)
		const found = cut ? [] : manifests.filter((path) => hits.includes(path));
		for (const intent of intents)
			if (KindsOf(intent).includes("config")) {
				add(
					intent.kind,
					/engines/.test(key) ? KNOWN_WEIGHTS.enginesKey / 2 : KNOWN_WEIGHTS.enginesKey,
					true,
					true,
					[...found, ...manifests].slice(0, MAX_ENGINE_MANIFESTS),
				);
				if (found.length > 0 && found.length <= MAX_NAMED_MATCHES) credit(intent.kind, found);
			}
	}

	// The package manager's pin searched in the manifests (`grep packageManager --include=package.json`): corepack reads
	// the root's alone, so a monorepo's thirty manifests leave no doubt which one states it
	// (a call that reads the lockfile too, `head -3 pnpm-lock.yaml`, is the lockfile's: a move to another manager regenerates it)
	if (
		inManifests &&
		PACKAGE_MANAGER_KEY.test(key) &&
		view.files.get("package.json")?.includes("manifest") &&
		!places.some((place) => view.files.get(place)?.includes("lockfile"))
	)
		for (const intent of intents)
			if (KindsOf(intent).includes("config")) {
				add(intent.kind, KNOWN_WEIGHTS.versionKey, true, false, ["package.json"]);
				// (found there: the manifest leads the tsconfigs a config note otherwise ranks first)
				credit(intent.kind, ["package.json"]);
			}

	// A release word searched in the manifests (`grep "npm publish" --include=package.json`) is about the release
	// settings they hold (`publishConfig`, the publish scripts), as the version key there is.
	if (inManifests)
		for (const intent of intents)
			if (SignalFires(intent, "release-word", { query: shape.texts.query }))
				add(intent.kind, KNOWN_WEIGHTS.versionKey, true, false, []);

	// A Python version the manifests support, named by the query, for a user asking version-support work (`add python
	// 3.15 to the matrix`, `3.9 is EOL, drop it`): where the supported versions are stated.
	// (a sample project's pins, `examples/01-quickstart/.python-version`, only where the workspace's own state none)
	const runtimesNamed = view.facts.filter(
		(fact) => fact.field === "runtime" && NamesFact(fact, shape.literal, shape.texts.query),
	);
	const runtimes = OwnElseAll(runtimesNamed, (fact) => fact.path);
	if (runtimes.length > 0 && RUNTIME_ASK.test(shape.texts.user))
		add(FACT_INTENT.runtime!, KNOWN_WEIGHTS.runtimeAsked, true, true, [
			...new Set(runtimes.map((fact) => fact.path)),
		]);

	// Scripts: a named script (`"lint":`, `npm run test`) is about the work its name says, in the manifest that declares it;
	// so is a search of the manifests for the bare name (`grep '"test"' package.json`), which R8 does not read as one.
	// an alternation of names (`prepublishOnly|build-fast`), or a script listing's filter (`jq .scripts | grep test`),
	// searches for each
	const bare = new Set(key.split(/[|\s]+/).map((name) => name.replace(/^["']|["']$/g, "")));
	// (…or one script by jq's path to its definition, `.scripts.clean`, `.scripts["build:esm"]`)
	const scriptPath = /^\.scripts(?:\.([\w-]+)|\[["']([\w:-]+)["']\])$/.exec(key);
	const definition = scriptPath?.[1] ?? scriptPath?.[2];
	if (definition !== undefined) bare.add(definition);
	const build = intents.find((intent) => intent.kind === FACT_INTENT.script);
	// a family of scripts searched in the manifests by its prefix (`build` for `build:cjs`, `build:esm`): counted once
	const families = new Set<string>();
	// the user runs one of a manifest's scripts named `prefix:…` (`deno task demo:start`, `npm run build:types`)
	const MemberRun = (path: string, prefix: string) =>
		view.facts.some(
			(other) =>
				other.field === "script" &&
				other.path === path &&
				other.value.startsWith(`${prefix}:`) &&
				RunsScript(userText, other.value),
		);
	for (const fact of view.facts) {
		if (fact.field !== "script") continue;
		const spelled = NamesFact(fact, shape.literal, shape.texts.query);
		// (a script of a name no tool or prose has, searched anywhere as the whole query: `generate-mappings`)
		const own = !spelled && OWN_SCRIPT_NAME.test(fact.value) && key === fact.value;
		const prefix = fact.value.includes(":") ? fact.value.slice(0, fact.value.indexOf(":")) : undefined;
		const family =
			!spelled &&
			inManifests &&
			prefix !== undefined &&
			prefix.length >= 3 &&
			bare.has(prefix) &&
			!bare.has(fact.value) &&
			!view.facts.some((other) => other.field === "script" && other.path === fact.path && other.value === prefix);
		const keyed = !spelled && (((inManifests || own) && bare.has(fact.value)) || family);
		if (!spelled && !keyed) continue;
		const kind =
			WorkOfName(fact.value) ??
			((keyed &&
				(BUILD_SCRIPT.test(fact.value) ||
					(BUILD_LIFECYCLE.test(fact.value) && build !== undefined && Asks(build)) ||
					// (…or a family of scripts the user runs one of: `demo` searched for `deno task demo:start doesnt work`)
					MemberRun(fact.path, fact.value) ||
					// (…or the very script the user runs read by its path, `.scripts.clean` for `npm run clean should also wipe x`)
					(fact.value === definition && RunsScript(userText, fact.value)))) ||
			own
				? FACT_INTENT.script
				: undefined);
		if (!kind) continue;
		// (a family counts once per work it does, whichever of its members comes first; run, if any member is)
		if (family) {
			const once = `${fact.path}\0${prefix}\0${kind}`;
			if (families.has(once)) continue;
			families.add(once);
		}
		const run = family ? MemberRun(fact.path, prefix!) : RunsScript(userText, fact.value);
		add(kind, KNOWN_WEIGHTS.script, true, false, [fact.path]);
		// the user runs it by name (`npm run format should also format…`): that script's work is asked
		if (run) add(kind, KNOWN_WEIGHTS.scriptRun, true, false, [fact.path]);
	}

	// The scripts block searched in the manifests (`jq .scripts package.json`) is about the script work the user asks.
	if (inManifests && SCRIPTS_KEY.test(shape.literal)) {
		const asked = intents.filter((intent) => SCRIPT_WORK.has(intent.kind) && Asks(intent));
		// a publish that should build first (`make prepublish clean before building`) is the build script's work
		const building = asked.some((intent) => intent.kind === FACT_INTENT.script);
		for (const intent of asked)
			if (!building || intent.kind !== FACT_INTENT.version)
				add(
					intent.kind,
					KNOWN_WEIGHTS.script,
					true,
					true,
					manifestFiles.length > 0 ? manifestFiles : ["package.json"],
				);
		// no script work asked, but the user runs a declared script by name (`make \`pnpm dev\` restart on changes`): that
		// script's work, the build script's when its name says no other
		const run =
			asked.length === 0
				? view.facts.find((fact) => fact.field === "script" && RunsScript(userText, fact.value))
				: undefined;
		if (run) {
			const kind = WorkOfName(run.value) ?? FACT_INTENT.script;
			if (kind) add(kind, KNOWN_WEIGHTS.script, true, true, [run.path]);
		}
	}

	// Tasks (R14 cs): a task runner's file the search looks in (`cat Rakefile`, `grep -n 'cargo ' justfile`) or alone
	// found, for a user speaking of its tasks (`a separate task`, `our justfile recipes`), naming one (`'install:'`) or
	// running one (`task install`, `make test`): that file, for the work the task's name says (Build's by default).
	// (a manifest or a lockfile is every search's hit: `-race` in a `go.sum` hash)
	const ownHits = hits.filter((path) => !ManifestScoped(path));
	const taskHits =
		ownHits.length > 0 && ownHits.length <= MAX_NAMED_MATCHES && ownHits.every(IsTaskFile) ? ownHits : [];
	const taskFiles = [...new Set([...heldPlaces.filter(IsTaskFile), ...taskHits])];
	// the work the user calls a task by (`the test task`)
	const spoken = TASK_OF_WORK.exec(userText)?.[1]?.toLowerCase();
	for (const path of taskFiles) {
		const tasks = view.facts.filter((fact) => fact.field === "task" && fact.path === path);
		// (a `tasks.py` is Invoke's only where it states tasks: Celery's are code)
		if (tasks.length === 0 && posix.basename(path) === "tasks.py") continue;
		const named = tasks.filter((fact) => NamesFact(fact, shape.literal, shape.texts.query));
		const run = tasks.filter((fact) => RunsTask(userText, path, fact.value));
		if (named.length === 0 && run.length === 0 && !TASK_WORDS.test(userText) && !RunnerSpoken(userText, path))
			continue;
		// the task's name says its work, else the work the user calls the task by, else Build's
		const kind =
			[...named, ...run]
				.map((fact) => fact.value)
				.concat(spoken ?? [])
				.map(WorkOfName)
				.find(Boolean) ?? FACT_INTENT.script!;
		// (a task of that name declared there, `release` for `the release recipe`, is called as a run names it)
		const called = spoken !== undefined && tasks.some((fact) => fact.value.toLowerCase() === spoken);
		const runWeight = run.length > 0 || called ? KNOWN_WEIGHTS.scriptRun : 0;
		add(kind, KNOWN_WEIGHTS.taskSearched + runWeight, true, true, [path]);
	}
	// …and a task the user runs by its runner (`make test`) while the search looks for that task's work (`go test`): its
	// file, though the search did not look in it (a prompt naming no runner reads no task: one pass, no pattern built)
	const runnerNamed = RUNNER_WORD.test(userText);
	for (const fact of runnerNamed ? view.facts : []) {
		if (fact.field !== "task" || taskFiles.includes(fact.path) || !lowerUser.includes(fact.value.toLowerCase()))
			continue;
		if (!RunsTask(userText, fact.path, fact.value)) continue;
		const kind = WorkOfName(fact.value);
		const intent = intents.find((candidate) => candidate.kind === kind);
		if (intent !== undefined && MatchSignals(intent, { query: shape.texts.query }).fired.length > 0)
			add(intent.kind, KNOWN_WEIGHTS.taskSearched, true, true, [fact.path]);
	}

	// A search that only a file of `kind` answers, in a workspace that has one: evidence for every intent expecting it.
	const AnsweredBy = (kind: GraphKind, weight: number) => {
		if (![...view.files.values()].some((kinds) => kinds.includes(kind))) return;
		for (const intent of intents) if (KindsOf(intent).includes(kind)) add(intent.kind, weight, true, false, []);
	};
	// Docs: a search confined to documentation files (`--include=*.md`) looks in the docs.
	const patterns = shape.paths.filter((path) => !shape.places.includes(path));
	const docsOnly = patterns.length > 0 && patterns.every((path) => DOCS_ONLY.test(path));
	if (docsOnly) {
		AnsweredBy("doc", KNOWN_WEIGHTS.docsConfined);
		// …for a user asking docs work (`the readme still lists lint:eslint`): more so
		for (const intent of intents)
			if (KindsOf(intent).includes("doc") && Asks(intent))
				add(intent.kind, KNOWN_WEIGHTS.kindConfinedAsked, true, true, []);
	}
	// A search confined to config files of one kind (`--include=tsconfig*.json`, `eslint.config.*`) looks in those.
	const confinedKinds = ConfinedKinds(confined, view.files, folders);
	if (confinedKinds)
		for (const kind of confinedKinds) {
			AnsweredBy(kind, KNOWN_WEIGHTS.kindConfined);
			// …for a user asking that work (`grep import jwt/__init__.py` to "expose decode_complete"): more so
			for (const intent of intents)
				if (KindsOf(intent).includes(kind) && Asks(intent))
					add(intent.kind, KNOWN_WEIGHTS.kindConfinedAsked, true, true, []);
		}
	// Build: a bundler's option written as one (`target: 'node`, `format: '`) or searched in the config files (`rg target
	// --glob '*.config.*'`), for a user asking build work: the bundler configs (those in the searched places first).
	// …or the user names the option and the call searches the config files (`grep destr --include=*.config.*` for
	// "bundle destr instead of keeping it external")
	const inConfigs = shape.paths.some((path) => /(^|\/)config(\/|$)|\.config\./.test(path));
	const written = BUNDLER_OPTION.exec(shape.literal);
	const option = written ?? (inConfigs ? BUNDLER_OPTION.exec(userText) : null);
	if (build && option && SignalFires(build, "build-ask", { user: shape.texts.user })) {
		// the bundler configs and build scripts (`scripts/build-js.mjs`): a searched folder holding one is searched for it
		const configs = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("build-config") &&
					(BUNDLER_CONFIG.test(posix.basename(path)) || BUILD_SCRIPT_PATH.test(path)),
			)
			.map(([path]) => path);
		const near = configs.filter(inFolders);
		if (
			(written !== null && /^\s*["']?\s*[:=]/.test(shape.literal.slice(written.index + written[0].length))) ||
			inConfigs ||
			near.length > 0
		) {
			const named = near.length > 0 ? near : configs;
			add(build.kind, KNOWN_WEIGHTS.bundlerOption, true, true, named.length <= MAX_NAMED_MATCHES ? named : []);
		}
	}
	// Build: the image a container is built from or runs (`FROM golang`, `image: postgres`) is named in its Dockerfiles
	// and compose files (not in what its build ignores), those in the searched folders first, then the root's; a search
	// kept to folders holding none (`postgres:1[0-9]` in `database/`) looks for the images the tests or the code run
	if (build && CONTAINER_IMAGE.test(shape.literal)) {
		const images = [...view.files.keys()]
			.filter((path) => CONTAINER_IMAGE_FILE.test(posix.basename(path)))
			.sort((a, b) => Number(inFolders(b)) - Number(inFolders(a)) || a.split("/").length - b.split("/").length);
		const keptElsewhere = folders.length > 0 && folders.length === places.length && !images.some(inFolders);
		if (images.length > 0 && !keptElsewhere)
			add(build.kind, KNOWN_WEIGHTS.containerImage, true, false, images.slice(0, MAX_NAMED_MATCHES));
	}
	// CI: a GitHub Actions key (`uses: actions/`, `runs-on`, `${{ secrets.X }}`) is about the workflows.
	if (WORKFLOW_KEY.test(shape.literal)) AnsweredBy("workflow", KNOWN_WEIGHTS.workflowKey);
	// Lint: a linter's name in a workspace with a lint config is about that config (unless the user moves the package);
	// a search confined to the docs looks for what they say of a linter, never in its config.
	if (!docsOnly) {
		const tool = LintToolOf(shape.literal);
		if (tool && !dependencyKeys.has(NameKey(tool))) AnsweredBy("lint-config", KNOWN_WEIGHTS.lintTool);
		// …so is a lint rule's name; a Biome rule's, which no pack signal reads, where the workspace has a Biome config.
		else if (LINT_RULE.test(shape.literal)) AnsweredBy("lint-config", KNOWN_WEIGHTS.lintTool);
		// …and any rule-shaped name (`html-indent`, `vue/html-indent`) searched for a user asking about a lint rule
		// (and the configs' own `rules` key: `grep '"rules"' --include=*.json`)
		else if (
			(Alternatives(key, MAX_ALTERNATIVES).some(
				(one) =>
					RULE_NAME.test(one) ||
					(SNAKE_RULE_NAME.test(one) &&
						SNAKE_RULE_LINTER.test(userText) &&
						hits.every((path) => view.files.get(path)?.includes("lint-config"))),
			) ||
				RULES_KEY.test(key)) &&
			RULE_ASK.test(shape.texts.user)
		)
			AnsweredBy("lint-config", KNOWN_WEIGHTS.lintRuleAsked);
		// (a one-word rule, `noConsole`, reads as code too: it counts where the search found it in Biome's configs alone)
		else if (
			BIOME_RULE.test(shape.literal) ||
			(BIOME_SHORT_RULE.test(key) &&
				hits.length > 0 &&
				hits.length <= MAX_NAMED_MATCHES &&
				hits.every((path) => BIOME_CONFIG.test(path)))
		) {
			const biome = [...view.files.keys()].filter((path) => BIOME_CONFIG.test(path));
			if (biome.length > 0)
				for (const intent of intents)
					if (KindsOf(intent).includes("lint-config"))
						add(intent.kind, KNOWN_WEIGHTS.biomeRule, true, false, biome.slice(0, MAX_NAMED_MATCHES));
		}
		// …and a RuboCop cop's, for a user speaking of a cop (`turn off the frozen string literal cop`) or naming it with its
		// department (`LineLength` for `Metrics/LineLength is deprecated`), where its settings are
		else if (
			RUBOCOP_COP.test(key) &&
			(/\bcops?\b/i.test(userText) ||
				(!key.includes("/") &&
					new RegExp(String.raw`\b${RUBOCOP_DEPARTMENT}/${EscapeRegex(key)}\b`).test(userText)))
		) {
			const rubocop = [...view.files.keys()].filter((path) => RUBOCOP_CONFIG.test(path) && WorkspaceOwn(path));
			if (rubocop.length > 0)
				for (const intent of intents)
					if (KindsOf(intent).includes("lint-config"))
						add(
							intent.kind,
							KNOWN_WEIGHTS.copRule,
							true,
							false,
							rubocop.sort(ShallowFirst).slice(0, MAX_NAMED_MATCHES),
						);
		}
	}

	// Lint: the user names a linter (`cull our ruff ignores`) and the search is confined to files holding its settings
	// (`--include=*.toml` → the `pyproject.toml` with `[tool.ruff]`, as the graph files it), or a literal search found
	// only such files (`grep max-complexity` for "ruff C901 is too strict"): those files.
	// (a type checker's users, `so mypy users get our hints`, are no lint work)
	const userTool = LintToolOf(userText);
	const lintHits =
		hits.length > 0 &&
		hits.length <= MAX_NAMED_MATCHES &&
		PlainLiteral(shape) &&
		hits.every((path) => view.files.get(path)?.includes("lint-config"));
	// (a search of every source file, `--include=*.ts`, is a code search: a config written in code is not what it confines to)
	const settingsConfined = confined.filter(
		(path) => !/^\*\.[\w]+$/.test(posix.basename(path)) || !SOURCE_FILE.test(path),
	);
	if (userTool && !/^mypy$/i.test(userTool) && (settingsConfined.length > 0 || lintHits) && !movedHere) {
		const matchers = settingsConfined.map((path) => {
			if (!GLOB.test(path)) return (file: string) => file === path.replace(/^\.\//, "");
			const pattern = NamePattern(posix.basename(path));
			return (file: string) => pattern?.test(posix.basename(file)) ?? false;
		});
		const holders =
			settingsConfined.length > 0
				? [...view.files]
						.filter(
							([path, kinds]) => kinds.includes("lint-config") && matchers.some((match) => match(path)),
						)
						.map(([path]) => path)
				: [...hits];
		if (holders.length > 0 && holders.length <= MAX_NAMED_MATCHES)
			for (const intent of intents)
				if (KindsOf(intent).includes("lint-config"))
					add(intent.kind, KNOWN_WEIGHTS.kindConfined + KNOWN_WEIGHTS.kindConfinedAsked, true, true, holders);
	}

	const query = { query: shape.texts.query };
	// Config: an environment access (the pack's `env-word`: `process.env`, `os.environ`) in a workspace with `.env` files
	// is about them; without one it stays the pack's weak guess.
	// (a fixture's or a sample project's `.env`, `testdata/repos/nogit/.env.prod`, is not the app's settings)
	const envIntents = intents.filter((intent) => SignalFires(intent, "env-word", query));
	if (envIntents.length > 0) {
		const envFiles = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("config") && DOTENV_NAME.test(posix.basename(path)) && WorkspaceOwn(path),
			)
			.map(([path]) => path);
		if (envFiles.length > 0)
			for (const intent of envIntents) add(intent.kind, KNOWN_WEIGHTS.envFiles, true, false, envFiles);
		// …without one, for a user asking environment work, the one to three source files the search found reading it are
		// where a new variable is wired (`process.env` in `src` → `src/bin.ts`)
		else if (
			!cut &&
			hits.length > 0 &&
			hits.length <= MAX_NAMED_MATCHES &&
			hits.every((path) => SOURCE_FILE.test(path) && !IsTestPath(path))
		)
			for (const intent of envIntents) if (Asks(intent)) add(intent.kind, 0, true, true, hits);
	}
	// Config: an environment variable searched by its name (`DJANGO_SELENIUM_TESTS`, `RESEND_API_KEY`) for a user asking
	// environment work names the files that set or pass variables (tox's `setenv`, turbo's `env`, the `.env` files).
	// The user naming the tool that passes it (`turbo isn't passing it through`, `the netlify deploy`) asks the same.
	const config = ConfigIntent(intents);
	const holderTools = TOOL_SETTINGS.filter((settings) => settings.passesEnv && settings.tool.test(userText));
	const packAsked = config !== undefined && SignalFires(config, "config-ask", { user: shape.texts.user });
	if (config && ENV_NAME.test(key) && (holderTools.length > 0 || packAsked)) {
		// a deploy's settings the graph does not file; the candidates keep only what exists; the tool's own lead
		const known = [...view.files.keys()]
			.filter((path) => ENV_HOLDER.test(posix.basename(path)) && WorkspaceOwn(path))
			.slice(0, 4);
		const holders = [...known, "netlify.toml", "vercel.json", "Cross.toml"];
		const named = holders.filter((path) => holderTools.some((settings) => settings.files.test(path)));
		// the one to three modules that read or set it, where the search found it (`loguru/_defaults.py`), lead; an app's
		// settings module and the page documenting it are no file of a kind (`babybuddy/settings/base.py`), but a
		// changelog or its fragment naming it is history
		const readers =
			hits.length <= MAX_NAMED_MATCHES
				? hits.filter(
						(path) =>
							view.files.has(path) ||
							(!cut &&
								(SOURCE_FILE.test(path) || DOC_PAGE.test(path)) &&
								!ClassifyFile(posix.basename(path), 0).includes("changelog") &&
								!NEWS_FRAGMENT.test(path)),
					)
				: [];
		// a search kept to the source folders (`XDG_CONFIG_HOME` in `gallery_dl/`) looks for the code reading it, not
		// for the files setting it: only what it found or the tool named
		const inSource =
			folders.length > 0 &&
			folders.length === places.length &&
			folders.every((place) => (view.files.get(place) ?? view.files.get(`${place}/`) ?? []).length === 0);
		const setters = inSource ? [] : holders;
		// (a workspace with no such file, nor a module the search found, nor the tool named: nothing to name; the tool
		// named says more than the ask alone, `building with cross` beside the build's own words)
		if ((known.length > 0 && !inSource) || readers.length > 0 || holderTools.length > 0) {
			const lead = named.length > 0 ? named : readers;
			add(
				config.kind,
				KNOWN_WEIGHTS.envNamed + (packAsked && holderTools.length === 0 ? 0 : KNOWN_WEIGHTS.envHolder),
				true,
				true,
				[...lead, ...(named.length > 0 ? [] : setters)],
			);
			// (what the search found of those is this work's find: one `turbo.json` of many is singled out)
			credit(
				config.kind,
				lead.filter((path) => hits.includes(path)),
			);
		}
	}

	// the intents expecting an entry module whose user asks exports work (`expose X`, `the exports map`)
	const exportsAsked = intents.filter(
		(intent) => KindsOf(intent).includes("entry") && SignalFires(intent, "entry-ask", { user: shape.texts.user }),
	);
	// Entry: an entry field searched in the manifests (the pack's `entry-field`: `"main"`, `"exports"`) asks for the
	// module it points at, in a workspace whose manifests point at one.
	// A bare field (`grep -n bin package.json`) stands for the quoted one there, as the bare version key does.
	if (inManifests) {
		const bareEntry = BARE_ENTRY_KEY.test(key);
		let pointsAtEntry: boolean | undefined;
		for (const intent of intents) {
			const weight = SignalFires(intent, "entry-field", query)
				? KNOWN_WEIGHTS.entryField
				: bareEntry && KindsOf(intent).includes("entry")
					? KNOWN_WEIGHTS.entryKey
					: 0;
			if (weight === 0) continue;
			pointsAtEntry ??=
				view.facts.some((fact) => ENTRY_FIELDS.has(fact.field)) ||
				[...view.files.values()].some((kinds) => kinds.includes("entry"));
			if (!pointsAtEntry) continue;
			add(intent.kind, weight, true, false, []);
			// (the declarations field searched names the hand-written declarations it points at, `typings.d.ts`: a built
			// one, `dist/index.d.ts`, is no file to edit)
			const declarations = TYPES_KEY.test(key)
				? view.facts
						.filter((fact) => fact.field === "types" && manifestPaths.includes(fact.path))
						.map((fact) => DeclarationsOf(fact.path, fact.value))
						.filter((path): path is string => path !== undefined)
				: [];
			if (declarations.length > 0) add(intent.kind, 0, true, false, declarations);
		}
		// the manifests searched for a user asking exports work (`the node condition has to come before convex`), the
		// more so for an export condition (`"node"`, `"require"`): the manifest's exports map
		// (…and for a Python manifest's scripts table: its console scripts are the package's commands)
		const pythonScripts =
			PYTHON_SCRIPTS_KEY.test(key) &&
			manifestPaths.length > 0 &&
			manifestPaths.every((path) => PYTHON_MANIFEST.test(path));
		for (const intent of exportsAsked)
			add(
				intent.kind,
				KNOWN_WEIGHTS.entryField +
					(EXPORT_CONDITION.test(shape.literal) || pythonScripts ? KNOWN_WEIGHTS.entryField : 0),
				true,
				true,
				manifestFiles,
			);
	}

	// Entry: a call working only in package index modules (`cat src/cattr/__init__.py`, `grep -n X a/__init__.py
	// b/__init__.py`, `packages/react/src/exports/index.ts`) for a user asking exports work: those modules.
	if (places.length > 0 && places.every((place) => INDEX_MODULE.test(place)))
		for (const intent of exportsAsked)
			add(intent.kind, KNOWN_WEIGHTS.indexModule, true, true, places.slice(0, MAX_NAMED_MATCHES));

	// Entry: a call searching inside a package's folder (`grep -rn 'def main' nox/`) for a user asking exports work:
	// the entry modules that folder holds, when it holds few (the index module first: exports gather there).
	// A subpath the user imports (`from valtio/utils`) is its own entry, not the folder's.
	if (exportsAsked.length > 0 && folders.length > 0 && !inManifests && !ImportsSubpath(shape.texts.user, view)) {
		const held = [...view.files]
			.filter(([path, kinds]) => kinds.includes("entry") && inFolders(path))
			.map(([path]) => path)
			.sort(
				(a, b) =>
					Number(INDEX_MODULE.test(b)) - Number(INDEX_MODULE.test(a)) ||
					a.split("/").length - b.split("/").length,
			);
		if (held.length > 0 && held.length <= MAX_NAMED_MATCHES)
			for (const intent of exportsAsked) add(intent.kind, KNOWN_WEIGHTS.indexModule, true, true, held);
	}

	// Entry: the user imports from the workspace's own package and says something is missing from it; the call looks
	// for what it exports (a symbol the user writes, an export line) or inside the module: that module is where it goes.
	if (EXPORT_TROUBLE.test(shape.texts.user)) {
		const modules = ImportedModules(shape.texts.user, view);
		const shared = queryWords.some((word) => SymbolLike(word) && userWords.includes(word));
		const inside = shape.paths.some((path) => {
			const clean = path.replace(/^\.\//, "").replace(/\/+$/, "");
			return (
				clean !== "" &&
				clean !== "." &&
				modules.some((module) => module === clean || module.startsWith(`${clean}/`))
			);
		});
		const exportLine = /\bexport\b|__all__/.test(shape.literal);
		if (modules.length > 0 && (shared || inside || exportLine))
			for (const intent of intents)
				if (KindsOf(intent).includes("entry"))
					add(intent.kind, KNOWN_WEIGHTS.entryImported, true, true, modules);
	}

	// License: a licence searched by its name (`grep -rni apache`), for a user asking licence work (`we're relicensing to
	// MIT`): the pack reads only the SPDX spellings, a bare `apache` is as likely a server's
	const license = intents.find((intent) => KindsOf(intent).includes("license"));
	const licenseAsked = license !== undefined && SignalFires(license, "license-ask", { user: shape.texts.user });
	if (license && licenseAsked && LICENSE_NAME.test(shape.literal))
		add(license.kind, KNOWN_WEIGHTS.licenseNamed, true, true, []);
	// License: the headers of the source files (`the test files are missing the GPL license header`): the folders the
	// search looks in hold the files that take them, before the licence file
	const headerFolders = folders.filter((folder) => !GLOB.test(folder) && !/\.\w+$/.test(folder));
	if (
		license &&
		licenseAsked &&
		LICENSE_HEADER.test(shape.texts.user) &&
		headerFolders.length > 0 &&
		headerFolders.length <= MAX_NAMED_MATCHES
	)
		add(
			license.kind,
			KNOWN_WEIGHTS.licenseNamed,
			true,
			true,
			headerFolders.map((folder) => `${folder}/`),
		);
	// …and, searched everywhere, the few source files the search found carrying the header (`Licensed under the Apache
	// License` in `*.js`): those files
	else if (
		license &&
		licenseAsked &&
		LICENSE_HEADER.test(shape.texts.user) &&
		!cut &&
		hits.length > 0 &&
		hits.length <= MAX_HITS &&
		hits.every((path) => SOURCE_FILE.test(path))
	)
		add(license.kind, KNOWN_WEIGHTS.licenseNamed, true, true, hits);

	// License: the licence key searched (`license:`) and found in a release tool's packaging settings (GoReleaser's
	// `nfpms`, nFPM's, snapcraft's), for a user asking licence work: what the built packages declare
	const packagingHits = hits.filter((path) => PACKAGING_CONFIG.test(posix.basename(path)));
	if (
		license &&
		licenseAsked &&
		LICENSE_KEY.test(key) &&
		!cut &&
		packagingHits.length > 0 &&
		packagingHits.length <= MAX_NAMED_MATCHES
	)
		add(license.kind, KNOWN_WEIGHTS.licenseNamed, true, true, packagingHits);

	// Docs: a plain-words search (`grep -rn zenodo`) for a user naming one of the workspace's doc files (`drop the badge
	// from the readme`, `the security policy says 24h`): that file.
	// (not a search confined to other files, `grep extras pyproject.toml`, `s.files` in `*.gemspec`: the readme the user
	// also names is the second chore, not what the search looks in)
	const docsOutside =
		confined.length > 0 &&
		!confined.some(
			(path) =>
				DOC_PAGE.test(path.replace(/[*?]/g, "x")) ||
				DOC_EXTENSION_GLOB.test(path) ||
				(GLOB.test(path) && !/\.\w+$/.test(path)),
		);
	// (nor of one kept to code folders that do not hold it: `flag.Usage` in `internal/cli` names no root `MIGRATIONS.md`
	// for `migrate`'s help text; a docs site's folder, `site/`, or a file operand keeps the pages the user names)
	const inCodeFolders =
		folders.length > 0 &&
		folders.every((place) => CODE_PLACE.test(place) && !/\.\w+$/.test(place) && !GLOB.test(place));
	if (PLAIN_WORDS.test(shape.literal.trim()) && !docsOutside) {
		const words = PromptWords(shape.texts.user);
		const named = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("doc") &&
					DOC_PAGE.test(path) &&
					NamedBy(path, words) &&
					(!inCodeFolders || inFolders(path)),
			)
			.map(([path]) => path)
			.sort((a, b) => a.split("/").length - b.split("/").length);
		// (of many such files, `README.md` in every folder, the few the search found)
		const found = named.filter((path) => hits.includes(path));
		const picked = named.length <= MAX_NAMED_MATCHES ? named : found.length <= MAX_NAMED_MATCHES ? found : [];
		if (picked.length > 0)
			for (const intent of intents)
				if (KindsOf(intent).includes("doc")) add(intent.kind, KNOWN_WEIGHTS.fileNamed, true, true, picked);
	}

	// Config: an environment variable searched by its name and found set in one to three dotenv files (`GA_TRACKING_ID`
	// in `.env.production`): those files, whatever the user asks (a question still abstains, R11).
	const dotenvHits = hits.filter((path) => DOTENV_NAME.test(posix.basename(path)));
	if (
		config &&
		ENV_NAME.test(key) &&
		dotenvHits.length > 0 &&
		dotenvHits.length <= MAX_NAMED_MATCHES &&
		hits.length <= MAX_HITS
	)
		add(config.kind, KNOWN_WEIGHTS.envSet, true, false, dotenvHits);

	// Config: git's ignore file read or searched (`cat .gitignore`) for a user asking what git ignores (`git status shows
	// .ruff_cache, ignore it`): that file (no kind of the graph's, so no other rule names it)
	// (a glob or a `find` for it, `**/.gitignore`, looks for the root's first, else the one it found)
	const ignoreHits = hits.filter((path) => posix.basename(path) === ".gitignore");
	const ignoreFile =
		places.find((place) => posix.basename(place) === ".gitignore") ??
		(shape.paths.some((path) => posix.basename(path) === ".gitignore")
			? (ignoreHits.find((path) => path === ".gitignore") ??
				(ignoreHits.length === 1 ? ignoreHits[0] : undefined))
			: undefined);
	if (config && ignoreFile && Asks(config)) add(config.kind, KNOWN_WEIGHTS.hitsAsked, true, true, [ignoreFile]);
	else if (config && ignoreFile && IGNORE_ASK.test(userText))
		add(config.kind, KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.ignoreAsked, true, true, [ignoreFile]);

	// The search's own hits: for a user asking an intent's work, the few files of that intent's own kinds the search found
	// (`grep i18n:scan` to "turn turbo's caching off for that task" hits `turbo.json`); manifests are every search's hit.
	// (a search finding files all over says little of any one of them; a regex such as `\btest\b|describe` looks for code)
	// (a glob or a `find` finds files by name: its few hits are what it looked for)
	// the files each intent was credited here: a name search's hit is also a file its pattern names (below), one credit
	const userFileKeys = new Set(userWords.map(NameKey).filter((key) => key.length >= 3 && !STOP.has(key)));
	// the workspace's packages the user requires, imports or writes as code (`require "http"`, `Doorkeeper.gem_version`),
	// not only speaks of (`how does audited find the current user`); read once, and only for a module the user names
	let imported: ReadonlySet<string> | undefined;
	const ImportedByUser = (name: string): boolean =>
		(imported ??= new Set(
			DeclaredNames(view)
				.slice(0, MAX_IMPORT_NAMES)
				.filter((fact) => {
					const escaped = EscapeRegex(fact.value);
					return new RegExp(
						String.raw`${SPECIFIER_BEFORE}${escaped}(?![\w-])|(?<![\w.-])${escaped}(\.|::)[A-Za-z_]`,
						"i",
					).test(userText);
				})
				.map((fact) => Norm(fact.value)),
		)).has(name);
	const literal = PlainLiteral(shape) || EscapedLiteral(shape);
	const literalTexts = literal || LiteralAlternatives(shape);
	if (hits.length > 0 && hits.length <= MAX_HITS && (shape.naming || literalTexts))
		for (const intent of intents) {
			const own = KindsOf(intent);
			const tests = own.includes("test-dir");
			const docs = own.includes("doc");
			// a manifest alone found for a user asking this work, the query no other work's word (`build-system`), no package
			// it declares (`randomly`), no private name of the code (`_init`)
			const manifestAlone = (path: string) =>
				settingHits.length === 1 &&
				settingHits[0] === path &&
				Asks(intent) &&
				(view.files.get(path) ?? []).includes("manifest") &&
				deps.length === 0 &&
				!PRIVATE_NAME.test(shape.literal.trim()) &&
				!intents.some((other) => other !== intent && QueryKeyed(other));
			// …that holds the asked work's settings (a VS Code extension's `contributes`, a `[tool.coverage]` table)
			// (not a package's name for a user asking dependency work: `setuptools` for `we need setuptools >= 83` finds
			// `[tool.setuptools]` and `[build-system]` alike)
			// (unless the query names this work's own key beside the package: `jest-emotion|snapshotSerializers`)
			const holds = (path: string) =>
				manifestAlone(path) &&
				ManifestHolds(view.files.get(path) ?? [], own) &&
				!(
					intent !== dependency &&
					(movedHere || (PACKAGE_SHAPED.test(shape.literal.trim()) && dependencyAsked)) &&
					!KeyedBesidePackages(intent)
				);
			// …or what the query names in this work's own words (`local_scheme` in pyproject.toml, `cythonize(` in setup.py,
			// a coverage threshold in package.json), not for a user asking dependency work (`we need setuptools >= 83`); an
			// entry point's group and a dependency have their own rules
			const keyedHere = (path: string) =>
				manifestAlone(path) &&
				!own.includes("entry") &&
				!own.includes("requirements") &&
				!dependencyAsked &&
				QueryKeyed(intent);
			// a manifest is every search's hit, no file of one kind; a test module found (`find src -name '*stringifier*'`
			// → `src/pathstringifier.test.ts`) is the test work's own, and so is a page the graph files under no kind that
			// the user names (`the advanced guide` → `ADVANCED.md`) the docs work's
			const ofKind = hits.filter(
				(path) =>
					ChoreKinds(view.files.get(path) ?? []).some((kind) => own.includes(kind)) ||
					(tests && /\.\w+$/.test(path) && IsTestPath(path)) ||
					holds(path) ||
					keyedHere(path) ||
					(docs &&
						(view.files.get(path) ?? []).length === 0 &&
						DOC_PAGE.test(path) &&
						userFileKeys.has(NameKey(path))),
			);
			// a sample project's or a fixture's copy (`examples/eta/tsconfig.json`) is no alternative to the workspace's own
			const found =
				ofKind.length > MAX_NAMED_MATCHES
					? ofKind.filter((path) => !SAMPLE_FOLDER.test(path) && (tests || !IsTestPath(path)))
					: ofKind;
			// (the user naming a found file asks its work: `add an editorconfig` with `ls -a | grep -i editor`)
			const named = found.some((path) => userFileKeys.has(NameKey(path)));
			// a few texts searched at once (`Bundled|Joyent`) tell an intent's files only when they found nothing else
			// (a cut output, `[output truncated]`, may have left out the rest)
			const alone = !cut && ofKind.length === hits.length;
			// (…or when the user names the files they found: `load .env in manage.py and the wsgi entrypoint`)
			const whole = shape.naming || literal || alone || (named && literalTexts);
			// (a module the user names is the code they work on: one the manifest exports is no entry work unless asked, or
			// unless it is the package's own root, imported as the package is (`require "http"` → `lib/http.rb`), or an entry
			// by its name (`pages/_document.tsx`, `wsgi.py`))
			const namedCounts =
				named &&
				(!own.includes("entry") ||
					!found.every((path) => SOURCE_FILE.test(path)) ||
					found.some(
						(path) =>
							ImportedByUser(Norm(NameKey(path))) ||
							ClassifyFile(path, path.split("/").length - 1).includes("entry"),
					));
			if (found.length > 0 && found.length <= MAX_NAMED_MATCHES && whole && (Asks(intent) || namedCounts)) {
				// nothing else found (`grep -rni webkid` finding the LICENSE alone): the search found what the work is in
				const only = alone ? KNOWN_WEIGHTS.hitsOnly : 0;
				// (a manifest found only by the query's word leads no licence, release, lint or test note: the licence file,
				// the manifests stating the version and the tools' configs do, `update license year` still names LICENSE
				// first, `grep eslint` finding only the lint script still names eslint.config.js first)
				const quiet =
					(["license", "version-file", "lint-config", "test-config"] as const).some((kind) =>
						own.includes(kind),
					) && found.every((path) => keyedHere(path) && !holds(path));
				add(intent.kind, KNOWN_WEIGHTS.hitsAsked + only, true, true, quiet ? [] : found);
				if (!quiet) credit(intent.kind, found);
			}
		}

	// A version searched (`1\.22\.4`) and found in a changelog alone, for a user asking release work: that changelog (a
	// bare number is every manifest's and lockfile's hit, so only when it found nothing else)
	if (
		release &&
		VERSION_TEXT.test(shape.literal) &&
		!cut &&
		hits.length > 0 &&
		hits.length <= MAX_NAMED_MATCHES &&
		hits.every((path) => view.files.get(path)?.includes("changelog")) &&
		Asks(release)
	) {
		add(release.kind, KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.hitsOnly, true, true, hits);
		// (found there: a changelog kept in `docs/` keeps the call where the docs claim it, R5)
		credit(release.kind, hits);
	}

	// An entry point the manifests declare (`pytest11`, a console script's name) searched and found in them alone, for a
	// user asking entry work: those manifests (the hits above pass a manifest over, as every search's hit).
	// (…or for a query naming an entry point's group itself, `pytest11`, `console_scripts`: asked by the search)
	// (a few texts at once too, `pytest11|pytest_plugin`, when the query names the group)
	if (hits.length > 0 && hits.length <= MAX_NAMED_MATCHES && deps.length === 0) {
		const entry = intents.find((intent) => intent.kind === FACT_INTENT.exports);
		const group = entry !== undefined && SignalFires(entry, "entry-field", query);
		if (
			entry &&
			(PlainLiteral(shape) || (group && LiteralAlternatives(shape))) &&
			(Asks(entry) || group) &&
			hits.every((path) => view.files.get(path)?.includes("manifest"))
		) {
			add(entry.kind, KNOWN_WEIGHTS.hitsAsked, true, true, hits);
			credit(entry.kind, hits);
		}
	}

	// An entry field searched in the manifests of a folder's packages (`grep '"exports"' --include=package.json packages`,
	// `jq .exports packages/*/package.json`): those packages' own manifests, not the root's
	const exportsIntent = intents.find((intent) => intent.kind === FACT_INTENT.exports);
	if (exportsIntent && inManifests && SignalFires(exportsIntent, "entry-field", { query: shape.texts.query })) {
		const globs = shape.paths
			.filter((path) => GLOB.test(path) && path.includes("/"))
			.map((path) => NamePattern(path.replace(/^\.\//, "")))
			.filter((pattern) => pattern !== undefined);
		const manifests = [...view.files]
			.filter(
				([path, kinds]) =>
					kinds.includes("manifest") &&
					path.includes("/") &&
					WorkspaceOwn(path) &&
					(inFolders(path) || globs.some((pattern) => pattern.test(path))),
			)
			.map(([path]) => path);
		if (manifests.length > 0 && manifests.length <= MAX_PACKAGE_MANIFESTS) {
			add(exportsIntent.kind, KNOWN_WEIGHTS.packageManifests, true, false, manifests);
			credit(exportsIntent.kind, manifests);
		}
	}

	// An app's bootstrap call searched (`createApp(`, `app.directive`; the Entry intent's `entry-bootstrap`) and found in
	// one to three entry modules (the graph's, or a Vite app's `src/main.js`, which no manifest names): those modules.
	// …and so are re-export lines (`export *`, a gem's `^require '…'`) found in entry modules.
	// A program's main function searched (`^package main`, `fn main(`) is found in its entry modules, whatever their name;
	// a CLI framework's command declaration (`AddCommand`, `@click.command`) in the code files that declare the commands.
	for (const intent of intents) {
		const main = SignalFires(intent, "entry-main", { query: shape.texts.query });
		const command = SignalFires(intent, "entry-command", { query: shape.texts.query });
		const gathers = ["entry-bootstrap", "entry-reexport"].some((id) =>
			SignalFires(intent, id, { query: shape.texts.query }),
		);
		if (!main && !command && !gathers) continue;
		// (a search of one named file prints no file names: the entry module it names is what it found)
		const found = hits.length > 0 ? hits : places.filter((place) => view.files.get(place)?.includes("entry"));
		const entries = found.filter(
			(path) =>
				view.files.get(path)?.includes("entry") ||
				APP_BOOTSTRAP.test(path) ||
				(main && MAIN_SOURCE.test(path) && !IsTestPath(path)) ||
				(command && SOURCE_FILE.test(path) && !IsTestPath(path)) ||
				// (an index module the graph does not file, `minijinja-py/python/minijinja/__init__.py`, gathers them too)
				(gathers && INDEX_MODULE.test(path) && !IsTestPath(path)),
		);
		if (entries.length > 0 && entries.length <= MAX_NAMED_MATCHES && hits.length <= MAX_HITS) {
			add(intent.kind, KNOWN_WEIGHTS.hitsAsked, true, false, entries);
			credit(intent.kind, entries);
		}
	}

	// Entry: a Go package's doc comment searched (`^// Package zap`): the Go files the search found (`doc.go`), or, the
	// search finding none, the module's own package's `doc.go` or the file named for it (`lipgloss.go`) at its root
	const goPackage = GO_PACKAGE_DOC.exec(shape.literal)?.[2];
	const packageEntry = intents.find((intent) => intent.kind === FACT_INTENT.exports);
	if (goPackage !== undefined && packageEntry !== undefined) {
		const found = hits.filter((path) => path.endsWith(".go") && !IsTestPath(path));
		const roots = view.facts
			.filter(
				(fact) =>
					fact.field === "name" &&
					posix.basename(fact.path) === "go.mod" &&
					fact.value
						.replace(/\/v\d+$/, "")
						.split("/")
						.pop() === goPackage,
			)
			.map((fact) => FolderOf(fact.path));
		const guessed = roots.flatMap((root) => [`${root}doc.go`, `${root}${goPackage}.go`]);
		const paths = hits.length === 0 ? guessed : found.length <= MAX_NAMED_MATCHES ? found : [];
		if (paths.length > 0) add(packageEntry.kind, KNOWN_WEIGHTS.goPackageDoc, true, false, paths);
	}

	// Docs: a Go package's `doc.go` searched in or found (`--include doc.go`), for a user asking docs work (`isn't in the
	// godoc`): the package documentation is that file (the root's for a bare name; the candidates keep what exists)
	const docs = intents.find((intent) => KindsOf(intent).includes("doc"));
	const goDocs = [
		...new Set(
			[...shape.paths.map((path) => path.replace(/^\.\//, "")), ...hits].filter(
				(path) => posix.basename(path) === "doc.go" && !IsTestPath(path),
			),
		),
	];
	if (docs && goDocs.length > 0 && goDocs.length <= MAX_NAMED_MATCHES && Asks(docs)) {
		add(docs.kind, KNOWN_WEIGHTS.hitsAsked, true, true, goDocs.sort(ShallowFirst));
		credit(docs.kind, goDocs);
	}

	// A crate-level lint attribute searched (`#![deny`) for a user asking lint work, or the crate's docs the user speaks of
	// searched in its source: the crate roots (`src/lib.rs`, `src/main.rs`) the search found, else its crates' own, where
	// it looked (the candidates keep what exists).
	const crateWork = CRATE_ATTRIBUTE.test(shape.literal)
		? "lint-config"
		: CRATE_DOCS_ASK.test(userText) || /(^|\s)\/\/!/.test(shape.literal)
			? "doc"
			: undefined;
	// (a crate root read whole is the entry rules' to name: its docs and its exports are both in it)
	const crateIntent =
		crateWork &&
		!(crateWork === "doc" && shape.reading) &&
		intents.find((intent) => KindsOf(intent).includes(crateWork));
	if (crateIntent && Asks(crateIntent)) {
		const found = hits.filter(IsCrateRoot);
		const crates = [...view.files.keys()]
			.filter((path) => posix.basename(path) === "Cargo.toml" && WorkspaceOwn(path))
			.flatMap((path) => CRATE_ROOTS.map((root) => `${FolderOf(path)}${root}`))
			.filter((path) => folders.length === 0 || folders.includes(path) || inFolders(path));
		const roots = found.length > 0 ? found : hits.length === 0 ? crates : [];
		// (two roots a crate: a library and a binary)
		if (roots.length > 0 && roots.length <= MAX_NAMED_MATCHES * 2) {
			add(crateIntent.kind, KNOWN_WEIGHTS.hitsAsked, true, true, roots.sort(ShallowFirst));
			credit(crateIntent.kind, roots);
		}
	}

	// Docs: a crate's docs.rs settings (`[package.metadata.docs.rs]`) found in one to eight of its manifests, or searched in
	// them for a user naming docs.rs: those manifests, where the docs build is configured, not the docs pages.
	const crateManifests = hits.length > 0 ? hits : places;
	if (
		(DOCS_RS.test(shape.literal) || DOCS_RS.test(lowerUser)) &&
		crateManifests.length > 0 &&
		crateManifests.length <= MAX_HITS &&
		crateManifests.every((path) => posix.basename(path) === "Cargo.toml")
	)
		for (const intent of intents)
			if (KindsOf(intent).includes("doc")) {
				add(intent.kind, KNOWN_WEIGHTS.hitsAsked, true, true, crateManifests);
				credit(intent.kind, crateManifests);
			}

	// A release's heading searched (`^## \[?0\.`) and found in one to three changelogs (a module's own, `exp/CHANGELOG.md`),
	// a test runner's command line (`go test`) in one to three of the files that run the suite (a Makefile, a task
	// runner's file, a workflow): those files, for a user asking that work.
	if (hits.length > 0 && hits.length <= MAX_NAMED_MATCHES)
		for (const [signal, kinds] of FOUND_IN_KINDS) {
			if (!hits.every((path) => view.files.get(path)?.some((kind) => kinds.has(kind)))) continue;
			for (const intent of intents)
				if (SignalFires(intent, signal, { query: shape.texts.query }) && Asks(intent)) {
					add(intent.kind, KNOWN_WEIGHTS.hitsAsked, true, true, hits);
					credit(intent.kind, hits);
				}
		}

	// A tool's own settings (`.npmrc`, `pnpm-workspace.yaml`'s `minimumReleaseAge`, tox's `pass_env`) found by a literal
	// search for a user naming that tool (`turn off enable-pre-post-scripts for pnpm`) or a query naming one of its
	// settings (`minimumReleaseAgeExclude`): those files, as config.
	const settingNamed = (settings: (typeof TOOL_SETTINGS)[number]) =>
		settings.setting !== undefined && intents.some((intent) => SignalFires(intent, settings.setting!, query));
	const namedSettings = TOOL_SETTINGS.filter(
		(settings) => settings.tool.test(userText) || settingNamed(settings),
	).map((settings) => settings.files);
	// (…or read: `cat .yarnrc.yml` for "yarn 4 keeps generating a .pnp.cjs")
	const seen = hits.length > 0 ? hits : shape.reading ? heldPlaces : [];
	// a read has no query: only the managers' settings files read, for a user naming one of their settings or asking
	// config work (`cat .npmrc; cat pnpm-workspace.yaml` for "shamefully-hoist in .npmrc is ignored now"; not the
	// workspace file read for a build error, a Dockerfile for a docker build, a manifest for a package)
	const ManagerSettingsRead = () =>
		hits.length === 0 &&
		shape.reading &&
		shape.literal === "" &&
		places.length > 0 &&
		places.every((place) => MANAGER_SETTINGS_FILE.test(place)) &&
		intents.some(
			(intent) =>
				(KindsOf(intent).includes("config") && Asks(intent)) ||
				SignalFires(intent, "package-manager-setting", { query: userText }) ||
				SignalFires(intent, "uv-setting", { query: userText }),
		);
	const settings = seen.filter((path) => namedSettings.some((file) => file.test(path)));
	if (
		settings.length > 0 &&
		settings.length === seen.length &&
		settings.length <= MAX_NAMED_MATCHES &&
		deps.length === 0 &&
		(literalTexts || ManagerSettingsRead())
	)
		for (const intent of intents)
			// the manager named stands for the config ask, as a tool passing an environment variable does (`envHolder`)
			if (KindsOf(intent).includes("config")) {
				add(intent.kind, KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.envHolder, true, true, settings);
				credit(intent.kind, settings);
			}
	// a manager's setting named by the query, in a workspace that has that manager's settings files: they hold it, found
	// or not (the harness's grep skips a hidden `.npmrc`), as an environment access names the dotenv files; not when the
	// search found it elsewhere than in the manifests and lockfiles (the docs' page on `minimumReleaseAge`)
	const namingSettings = TOOL_SETTINGS.filter(
		(settings) =>
			settingNamed(settings) &&
			hits.every(
				(path) => settings.files.test(path) || (view.files.get(path) ?? []).some((kind) => UNSAID.has(kind)),
			),
	);
	// (and only where the search looked: `rg minimumReleaseAge site/` looks in the docs)
	const atRoot = places.length === 0 || folders.length < places.length;
	const lookedIn = (path: string) => atRoot || folders.includes(path) || inFolders(path);
	const settingFiles = [...view.files.keys()]
		.filter(
			(path) =>
				namingSettings.some((settings) => settings.files.test(path)) && lookedIn(path) && WorkspaceOwn(path),
		)
		.sort(ShallowFirst)
		.slice(0, MAX_NAMED_MATCHES);
	if (settingFiles.length > 0)
		for (const intent of intents)
			if (KindsOf(intent).includes("config")) add(intent.kind, KNOWN_WEIGHTS.envFiles, true, false, settingFiles);
	for (const [kind, found] of creditedHits) out.get(kind)!.found = found;

	// Config files the workspace has, named by the query or by the user.
	const queryKeys = new Set(
		queryWords.map(NameKey).filter((key) => key.length >= 3 && !STOP.has(key) && !dependencyKeys.has(key)),
	);
	const userKeys = new Set([...userFileKeys].filter((key) => !dependencyKeys.has(key)));
	// A file searched for by name (`find -name '*codecov*'`, `**/.readthedocs*`), one of the few the pattern matches.
	for (const pattern of patterns) {
		const test = NameTest(pattern);
		if (!test) continue;
		const hits = [...view.files.keys()].filter((path) => test.test(posix.basename(path)));
		if (hits.length === 0 || hits.length > MAX_NAMED_MATCHES) continue;
		for (const path of hits) {
			const kinds = view.files.get(path)!;
			for (const intent of intents)
				if (
					KindsOf(intent).some((kind) => kinds.includes(kind)) &&
					!creditedHits.get(intent.kind)?.includes(path)
				)
					add(intent.kind, KNOWN_WEIGHTS.fileNamed, true, false, [path]);
		}
	}
	if (queryKeys.size === 0 && userKeys.size === 0) return out;
	const named = new Map<string, Map<string, number>>();
	// a sample project the user names (`playground eslint warns…`): its own config is the one meant
	const SampleNamed = (path: string): boolean => {
		const sample = SAMPLE_FOLDER.exec(path)?.[0];
		return (
			sample !== undefined &&
			!IsTestPath(path) &&
			userNorm.has(Norm(sample.replace(/^\//, "").replace(/\/$/, "")))
		);
	};
	for (const [path, kinds] of view.files) {
		const key = NameKey(path);
		// a workflow named by its file (`publish`, `nightly`) only leads the CI note: those names are common words
		if (kinds.includes("workflow") && (queryKeys.has(key) || userKeys.has(key))) {
			for (const intent of intents)
				if (KindsOf(intent).includes("workflow")) add(intent.kind, 0, false, false, [path]);
			continue;
		}
		// a docs site's own config (`.readthedocs.yml`, `mkdocs.yml`) is named by its tool's word, as a config is
		const docsConfig = kinds.includes("doc") && !DOC_PAGE.test(path);
		// (a search confined to the docs never finds a config by what it looks for; a manifest's tool run as a command,
		// `cargo test`, says nothing of the manifest)
		const byQuery =
			queryKeys.has(key) &&
			!docsOnly &&
			(docsConfig || kinds.some((kind) => QUERY_NAMED.has(kind))) &&
			!(
				kinds.includes("manifest") &&
				new RegExp(String.raw`\b${EscapeRegex(key)}\s+[a-z]`, "i").test(shape.literal)
			);
		const byUser = userKeys.has(key) && kinds.some((kind) => USER_NAMED.has(kind));
		if (!byQuery && !byUser) continue;
		for (const intent of intents) {
			if (!KindsOf(intent).some((kind) => kinds.includes(kind))) continue;
			// a fixture's or sample project's copy is no evidence (`env` names a test's `.env`; a test's own config is the
			// test runner's; a fixture's is not even named: `testdata/repos/nogit/.env.prod` is data the tests scan)
			const own = WorkspaceOwn(path) || kinds.includes("test-config") || SampleNamed(path);
			if (!own && FIXTURE_FOLDER.test(path)) continue;
			const weight = own ? (byQuery ? KNOWN_WEIGHTS.fileQuery : 0) + (byUser ? KNOWN_WEIGHTS.fileAsked : 0) : 0;
			// each name counts once, however many files share it (188 `Taskfile.yml` in a test tree)
			const byName = named.get(intent.kind) ?? new Map<string, number>();
			byName.set(key, Math.max(byName.get(key) ?? 0, weight));
			named.set(intent.kind, byName);
			add(intent.kind, 0, byQuery, byUser, [path]);
		}
	}
	for (const [kind, byName] of named)
		add(
			kind,
			[...byName.values()].reduce((sum, weight) => sum + weight, 0),
			false,
			false,
			[],
		);
	return out;
};

import type { GraphKind } from "../../Interface/Graph";
import {
	APP_BUILD_NAMES,
	BUILD_FILE_NAMES,
	BUNDLER_CONFIG_NAMES,
	CAKE_SCRIPT_NAMES,
	ROOT_BUILD_SCRIPT_NAMES,
	CONTAINER_FILE_NAMES,
	SETTINGS_MODULE,
	SETTINGS_PACKAGE,
	TASK_RUNNER_NAMES,
} from "../../Variable/BuildConfig";
import { BUILD_SCRIPT_PATH, LINT_SCRIPT_PATH, RELEASE_SCRIPT_PATH, TEST_SCRIPT_PATH } from "../../Variable/TaskScript";
import { PACKAGE_FILES } from "../../Variable/PackageFile";
import { CI_CONFIG_FOLDER_NAMES, CI_CONFIG_FOLDERS, CI_CONFIG_NAMES, CI_SCRIPT_TEXT } from "../../Variable/CiConfig";
import {
	CLJ_KONDO_FOLDER_NAMES,
	CLJ_KONDO_FOLDERS,
	GIT_HOOK_FOLDER_NAMES,
	GIT_HOOK_FOLDERS,
	LINT_CONFIG_NAME,
} from "../../Variable/LintConfig";
import { MAN_PAGE } from "../../Variable/ManPage";
import { AGENT_DOC } from "../../Variable/AgentDoc";
import { CHANGELOG_NAMES, PLAIN_VERSION_FILE, RELEASE_CONFIG_NAMES } from "../../Variable/ReleaseConfig";
import { CONFIG_FILE_NAMES, MISE_CONFIG_PATH } from "../../Variable/ConfigFile";
import { LICENSE_HEADER_NAMES, NOTICE_FILE_NAMES } from "../../Variable/LicenseFile";
import { API_DOC_CONFIG_NAMES } from "../../Variable/DocConfig";
import { TEST_CONFIG_NAMES, TEST_FOLDER, TEST_PATH } from "../../Variable/TestPath";
import { PackageFileOf } from "./Ecosystem";
import { SOURCE_VERSION_FILE } from "./Manifest";

/**
 * A dotenv file's name (`.env`, `.env.example`, `.env.development.local`, `.env-sample`): a `config` node, and what an
 * environment search names.
 */
// (and the example files named without the leading dot, `env-example-relational`, `env.sample`, `example.env`, or with
// it before the example's word, `.example.env`)
export const DOTENV_NAME =
	/^\.env([.-][\w.-]+)?$|^env[.-](example|sample|template|dist|defaults?)([.-][\w.-]+)?$|^\.?(example|sample|template|default)\.env$/;

/** A Next.js app's entry modules (`pages/_app.tsx`, `src/pages/_document.js`, `app/layout.tsx`) at the root or in an app. */
const NEXT_ENTRY = /^((apps|packages)\/[^/]+\/)?(src\/)?(pages\/_(app|document)|app\/layout)\.[jt]sx?$/;
/** A site's home page and root layout (Astro's, Docusaurus', Next's `pages/index`; SvelteKit's root `+page`, `+layout`). */
const SITE_ENTRY =
	/^((apps|packages)\/[^/]+\/)?(src\/)?(pages\/index\.(astro|[jt]sx?|mdx?|vue|svelte)|routes\/\+(page|layout)\.svelte)$/;

/** A script of a root `ci/` folder, the one shape the pack's `ci-path` signal hears there too. */
const CI_SCRIPT_PATH = new RegExp(`^${CI_SCRIPT_TEXT}$`);
/** A pipeline file in a CI service's folder at the root (`.circleci/config.yml`). */
const CI_FOLDER_PIPELINE = new RegExp(String.raw`^(${CI_CONFIG_FOLDER_NAMES})/[\w.-]+\.ya?ml$`);

interface Rule {
	test: RegExp;
	kinds: GraphKind[];
	/** Only this shallow (folder depth) — a `config/` deep in the source is not the workspace's config. */
	maxDepth?: number;
}

/** A page at the root that is no other file's (see its rule). */
const ROOT_PAGE =
	/^(?!(todos?|notes?|.*template|codeowners|releas\w*|publish\w*|deploy\w*|changes?|changelog|history|news|licen[cs]es?|copying|agents?|claude|gemini|warp|qwen|crush|readme|contributors|authors|maintainers|governance|backers|sponsors|thanks|credits|\w+_policy)([._-]|$))[\w.-]+\.(md|mdx|rst|adoc)$/i;

// Matched against the basename (files) or the folder name (folders); first match wins, a rule may give several kinds.
const FILE_RULES: Rule[] = [
	// the package managers' manifests, lockfiles and workspace files (one table: Variable/PackageFile)
	...PACKAGE_FILES.filter((file) => file.kinds.length > 0 && file.folder === undefined).map(({ name, kinds }) => ({
		test: name,
		kinds: [...kinds],
	})),
	{
		// (and the release notes a project keeps at the root: `release_notes.txt`, `RELEASE-NOTES.md`)
		test: new RegExp(`^(${CHANGELOG_NAMES})(\\.(md|mdx|rst|txt))?$`),
		kinds: ["changelog"],
	},
	{ test: SOURCE_VERSION_FILE, kinds: ["version-file"] },
	// (and the plain version file a build reads, `VERSION`, Go's `internal/version/version.txt`)
	{ test: new RegExp(`^${PLAIN_VERSION_FILE}$`), kinds: ["version-file"] },
	// a release tool's settings (release-it, semantic-release, release-please, GoReleaser): how a version is cut
	{ test: new RegExp(`^(${RELEASE_CONFIG_NAMES})$`), kinds: ["version-file"] },
	// a Helm chart's version and the app version it ships
	{ test: /^Chart\.yaml$/, kinds: ["version-file"] },
	{ test: /^tsconfig[\w.-]*\.json$/, kinds: ["config", "build-config"] },
	{ test: DOTENV_NAME, kinds: ["config"] },
	// …and the runtime pins a version manager reads (nvm, nodenv, pyenv, asdf, mise and proto), as `.nvmrc` is
	{
		test: new RegExp(`^(${CONFIG_FILE_NAMES})$`),
		kinds: ["config"],
	},
	// the .NET SDK a checkout builds with (`global.json` at the root; a locale's `global.json` deeper is none)
	{ test: /^global\.json$/, kinds: ["config"], maxDepth: 0 },
	// an ASP.NET app's settings, one file an environment (`appsettings.Development.json`), as `.env` files are
	{ test: /^appsettings(\.[\w-]+)?\.json$/, kinds: ["config"] },
	// an Erlang release's settings (`config/sys.config`, the VM's flags in `config/vm.args`, their `.src` templates)
	{ test: /^(sys|vm)\.(config|args)(\.src)?$/, kinds: ["config"], maxDepth: 3 },
	// Flutter DevTools' shared settings (its extensions), beside the app's pubspec
	{ test: /^devtools_options\.yaml$/, kinds: ["config"], maxDepth: 1 },
	// Bun's settings: the registry it installs from, and its test runner's preload, timeout and coverage
	{ test: /^bunfig\.toml$/, kinds: ["config", "test-config"] },
	// git's own settings for the checkout (line endings, diff and merge drivers), beside `.gitignore`
	{ test: /^\.gitattributes$/, kinds: ["config"] },
	// a type checker's settings (Ruby's Steep), as a tsconfig is TypeScript's
	{ test: /^Steepfile$/, kinds: ["config"] },
	// the dev container (Codespaces) a contributor's editor boots: its runtime and tools
	{ test: /^\.devcontainer\.json$/, kinds: ["config"] },
	{ test: new RegExp(`^(${TEST_CONFIG_NAMES})$`), kinds: ["test-config"] },
	// …and the coverage tools' own settings (`.coveragerc`, nyc's and c8's `.nycrc`, `.c8rc`), and the mutation testers'
	// (Ruby's mutant, Stryker): both judge the tests
	{
		test: /^(pytest\.ini|noxfile\.py|\.coveragerc|\.nycrc(\.(json|ya?ml))?|\.c8rc(\.json)?|nyc\.config\.[cm]?js|\.mutant\.ya?ml|stryker\.(conf|config)\.([cm]?[jt]s|json))$/,
		kinds: ["test-config"],
	},
	// Codecov's settings hold the coverage targets a pull request must meet (after the runner's own config)
	{ test: /^\.?codecov\.ya?ml$/, kinds: ["coverage-config"] },
	// tox reads `tox.toml` as `tox.ini` since 4.21
	{ test: /^tox\.(ini|toml)$/, kinds: ["test-config", "lint-config"] },
	{ test: /^conftest\.py$/, kinds: ["test-config"], maxDepth: 2 },
	// the script a project runs its tests through (Django's `runtests.py`, `run_tests.sh`)
	{ test: /^run[-_]?tests\.(py|sh)$/, kinds: ["test-config"], maxDepth: 1 },
	{ test: new RegExp(`^(${CI_CONFIG_NAMES})$`), kinds: ["workflow"] },
	{
		// (a guide named in lower case too, with its extension: `contributing.md`, `security.md`)
		test: /^(README|Readme|readme|CONTRIBUTING|CODE_OF_CONDUCT|SECURITY|SUPPORT)(\.(md|mdx|rst|txt|adoc))?$|^(contributing|Contributing|code_of_conduct|security|Security|support|Support)\.(md|mdx|rst|txt|adoc)$|^(FAQ|ARCHITECTURE|DEVELOPMENT|DEVELOPERS?|HACKING|USAGE|TROUBLESHOOTING|ADOPTERS|USERS)(_GUIDE)?\.(md|rst|txt|adoc)$/,
		kinds: ["doc"],
	},
	// a migration or upgrade guide, in either case (`MIGRATION_GUIDE.md`, `doc/migration_guide.md`)
	{
		test: /^(UPGRADE|UPGRADING|MIGRATION|MIGRATING|upgrade|upgrading|migration|migrating)([-_](GUIDE|guide))?\.(md|rst|txt|adoc)$/,
		kinds: ["doc"],
	},
	// the docs site's own config: Read the Docs and MkDocs build the docs from it (RTD reads it without the dot too), a
	// Docusaurus site's navigation lists its pages
	{ test: /^(\.?readthedocs|mkdocs)\.ya?ml$/, kinds: ["doc"] },
	// TypeDoc's and YARD's settings: the API reference generated from the code
	{ test: new RegExp(`^(${API_DOC_CONFIG_NAMES})$`), kinds: ["doc"], maxDepth: 0 },
	// mdBook's settings: the book a Rust project keeps its guide in
	{ test: /^book\.toml$/, kinds: ["doc"], maxDepth: 1 },
	{ test: /^sidebars(-[\w-]+)?\.([cm]?[jt]s|json)$/, kinds: ["doc"], maxDepth: 0 },
	// the instructions kept for coding agents (`AGENTS.md`, `CLAUDE.md`)
	{ test: AGENT_DOC, kinds: ["doc"], maxDepth: 0 },
	// how to cite the project (`CITATION.cff`, `CITATION.md`): a page of its docs
	{ test: /^CITATION(\.(cff|md|bib|rst|txt))?$/, kinds: ["doc"], maxDepth: 0 },
	{ test: new RegExp(`^(${BUNDLER_CONFIG_NAMES})$`), kinds: ["build-config"] },
	{ test: new RegExp(`^(${APP_BUILD_NAMES})$`), kinds: ["build-config"] },
	// an Expo app's config (its name, icons, permissions, plugins), beside its package.json
	{ test: /^app\.config\.[cm]?[jt]s$/, kinds: ["config"], maxDepth: 1 },
	// a Next.js app's build settings (output, bundler, images, dev indicators) are in its config, wherever the app is
	{ test: /^next\.config\.[cm]?[jt]s$/, kinds: ["build-config"] },
	// the script a container starts with is the app's entry there as much as its image's
	{ test: /^(docker-)?entrypoint\.sh$/, kinds: ["build-config", "entry"] },
	// the image an app ships in is built from these
	{ test: new RegExp(`^(${CONTAINER_FILE_NAMES})$`), kinds: ["build-config"] },
	{ test: new RegExp(`^(${BUILD_FILE_NAMES}|${TASK_RUNNER_NAMES})$`), kinds: ["build-config"] },
	// Dart's build_runner settings (the builders a package runs, their options), at a package's root; a deeper
	// `build.yaml` is anything (a nested repository's `.github/workflows/build.yaml`)
	{ test: /^build\.yaml$/, kinds: ["build-config"], maxDepth: 2 },
	// a cabal package's custom build script at its root (`Setup.hs`; a module of that name deeper is code)
	{ test: /^Setup\.l?hs$/, kinds: ["build-config"], maxDepth: 0 },
	// a Cake build's script at the root (`build.cake`, Cake.Sdk's `cake.cs`)
	{ test: new RegExp(`^(${CAKE_SCRIPT_NAMES}|${ROOT_BUILD_SCRIPT_NAMES})$`), kinds: ["build-config"], maxDepth: 0 },
	{
		// (and the notices of what is bundled: `THIRD_PARTY_NOTICES.md`, `ThirdPartyNotices.txt`)
		test: new RegExp(
			String.raw`^(LICEN[CS]E|Licen[cs]e|license|COPYING|NOTICE|COPYRIGHT)(\.(md|txt|rst|rtf)|-[A-Z0-9.-]+)?$|^(${NOTICE_FILE_NAMES})$|^(${LICENSE_HEADER_NAMES})$`,
		),
		kinds: ["license"],
	},
	// GitHub's licensed: the licences it allows and reviews, and the records it caches for each dependency (`.licenses/`)
	{ test: /^\.licensed\.ya?ml$/, kinds: ["license"], maxDepth: 0 },
	// cargo-deny's settings: the licences a crate's dependencies may carry (and the advisories and bans it checks)
	{ test: /^deny\.toml$/, kinds: ["license"], maxDepth: 0 },
	// a GitHub Action's metadata: the runtime and the `main`, `pre` and `post` modules it runs, its inputs and outputs
	{ test: /^action\.ya?ml$/, kinds: ["entry"], maxDepth: 0 },
	// the public API a .NET library declares, shipped and unshipped (the Roslyn analyzer fails a build whose API departs
	// from them): what it exports, as a package's `exports` map is
	{ test: /^PublicAPI\.(Shipped|Unshipped)\.txt$/, kinds: ["entry"] },
	// an RPM spec (its `BuildRequires`, `%build`, `License:`) and Packit's settings: how a distribution builds the package
	{ test: /^[\w+-][\w.+-]*\.spec$/, kinds: ["build-config", "license"], maxDepth: 2 },
	{ test: /^\.packit\.ya?ml$/, kinds: ["build-config"], maxDepth: 0 },
	{ test: LINT_CONFIG_NAME, kinds: ["lint-config"] },
	// the hooks a linter's or formatter's repository offers pre-commit (their ids, the commands and files they run on)
	{ test: /^\.pre-commit-hooks\.ya?ml$/, kinds: ["lint-config"], maxDepth: 0 },
	{ test: /^__main__\.py$/, kinds: ["entry"] },
	// a command's manual page (`miniflux.1`, `man/tool.8`), at the root or in its folder: docs as a README is
	{ test: MAN_PAGE, kinds: ["doc"], maxDepth: 1 },
	// a web app's server entry (`wsgi.py`, `asgi.py`) and Django's command line (`manage.py`), at the root or in the project
	{ test: /^(wsgi|asgi|manage)\.py$/, kinds: ["entry"], maxDepth: 1 },
	// a deploy's build settings (the command, the publish folder, the runtime's version and environment): the hosts'
	// and the buildpack builders' (Nixpacks, Fly, Railway, Render)
	{
		test: /^(netlify\.toml|vercel\.json|nixpacks\.(toml|json)|fly\.toml|railway\.(toml|json)|render\.ya?ml)$/,
		kinds: ["build-config"],
		maxDepth: 1,
	},
	// any other page at the root (`Customization.md`, `INSTALL.md`, `UPGRADE_GUIDE_V2.md`): the project's docs, as its
	// readme is; not a to-do list, a template, a release or deploy runbook (the release's work), a readme's translation
	// or a list of people (`README.zh-CN.md`, `CONTRIBUTORS.md`, `AI_POLICY.md`: they had crowded the docs' notes), nor a
	// changelog, licence or agent file spelled otherwise than their rules read
	{ test: ROOT_PAGE, kinds: ["doc"], maxDepth: 0 },
];

/** The package files known by their folder (`requirements/`): the only ones `ClassifyFile` looks up by path. */
const FOLDER_PACKAGE_FILES = PACKAGE_FILES.filter((file) => file.folder !== undefined);

const FOLDER_RULES: Rule[] = [
	// …and towncrier's news fragments, compiled into the changelog at a release
	{ test: /^(\.changeset|changelog\.d|newsfragments)$/, kinds: ["changeset"] },
	// (changie's, `.changes/unreleased/` and one a release, `.changes/3.9.0.md`, batched into the changelog)
	{ test: /^\.changes$/, kinds: ["changeset"], maxDepth: 0 },
	// (aio-libs' root `CHANGES/`, towncrier's fragments under another name)
	{ test: /^CHANGES$/, kinds: ["changeset"], maxDepth: 0 },
	// a folder of release notes, one file a release (`change_logs/release_v0.50.18.md`, `release-notes/v2.1.md`)
	{ test: /^(change_?logs|release[-_]?notes)$/i, kinds: ["changelog"], maxDepth: 1 },
	{ test: TEST_FOLDER, kinds: ["test-dir"] },
	// (a Perl distribution's tests and its author tests, at the root)
	{ test: /^x?t$/, kinds: ["test-dir"], maxDepth: 0 },
	// (and a generated site's sources, gomplate's `docs-src/`)
	{
		test: /^(docs|doc|Documentation|documentation|website|site|www|docs-site|docs?[-_]src)$/,
		kinds: ["doc"],
		maxDepth: 2,
	},
	// (a root `guide/` or `book/`: an mdBook's pages, a project's user guide)
	{ test: /^(guide|book)$/, kinds: ["doc"], maxDepth: 0 },
	{ test: /^config$/, kinds: ["config"], maxDepth: 2 },
	{ test: /^\.devcontainer$/, kinds: ["config"], maxDepth: 0 },
	// the editor's workspace settings a repository shares (`.vscode/settings.json`, its recommended extensions)
	{ test: /^\.vscode$/, kinds: ["config"], maxDepth: 0 },
	{ test: /^\.licenses$/, kinds: ["license"], maxDepth: 0 },
	// a site's blog, at its root (Docusaurus', a project site's): pages as the docs are
	{ test: /^blog$/, kinds: ["doc"], maxDepth: 0 },
	{ test: new RegExp(`^(${CI_CONFIG_FOLDER_NAMES})$`), kinds: ["workflow"] },
];

/** A Python settings module by its name: `settings.py`, one named for a run (`test_settings.py`, `testsettings.py`,
 * `local_settings.py`), or a settings package's module for a run (`settings/base.py`; not its `__init__.py`, which
 * may be code: Scrapy's `Settings` class). */
const PYTHON_SETTINGS_MODULE =
	/(^|\/)((test|tests|testing|local|base|dev|development|prod|production|staging|ci|django)_?)?settings\.py$|(^|\/)settings\/(base|common|defaults?|dev|development|local|prod|production|staging|test|tests|testing|ci)\.py$/;
/** …and the code folders a module of that name is code in (a view, a model, a command, a contrib app). */
const CODE_FOLDER_OF_SETTINGS =
	/(^|\/)(views|models|api|routes|routers|ui|commands|management|contrib|templatetags|forms)\//;

/** A shared-settings package's module: its tool's kinds (lint settings, a TypeScript config, a bundler's settings). */
const SettingsPackageKinds = (path: string): GraphKind[] | undefined => {
	const name = path.slice(path.lastIndexOf("/") + 1);
	if (!SETTINGS_MODULE.test(name) || TEST_PATH.test(path)) return undefined;
	const found = SETTINGS_PACKAGE.exec(path)?.groups;
	if (!found) return undefined;
	if (found.lint) return ["lint-config"];
	if (found.typescript) return ["config", "build-config"];
	return ["build-config"];
};

/** A git hook by its path (`.husky/pre-commit`, `.githooks/pre-push`). */
const GIT_HOOK = new RegExp(`^(${GIT_HOOK_FOLDER_NAMES})/[\\w-]+$`);
/** A clj-kondo settings or hook file by its path (`.clj-kondo/config.edn`, `clj-kondo.exports/a/b/hooks/x.clj`). */
const CLJ_KONDO_SETTINGS = new RegExp(`(^|/)(${CLJ_KONDO_FOLDER_NAMES})/([\\w.-]+/)*[\\w.-]+\\.(edn|clj)$`);

/** The kinds of a file from its root-relative path (a workflow is any YAML under `.github/workflows/`). */
export const ClassifyFile = (path: string, depth: number): GraphKind[] => {
	// Dependabot's config sits beside the workflows and is kept with them
	if (/^\.github\/(workflows\/[^/]+|dependabot)\.ya?ml$/.test(path)) return ["workflow"];
	// a composite action the workflows call (`.github/actions/setup/action.yml`) is part of the CI
	// (wherever under `.github/` it is kept: `.github/composite-actions/install/action.yml`)
	if (/^\.github\/([^/]+\/)+action\.ya?ml$/.test(path)) return ["workflow"];
	// …and so is a pipeline in a CI service's own folder (`.circleci/config.yml`, `.buildkite/pipeline.yml`)
	if (CI_FOLDER_PIPELINE.test(path)) return ["workflow"];
	if (BUILD_SCRIPT_PATH.test(path)) return ["build-config"];
	// a Next.js app's own entry modules: the custom App and Document, the root layout every page renders in
	if (NEXT_ENTRY.test(path) || SITE_ENTRY.test(path)) return ["entry"];
	if (TEST_SCRIPT_PATH.test(path)) return ["test-config"];
	if (LINT_SCRIPT_PATH.test(path)) return ["lint-config"];
	// …and so are Changesets' settings (`.changeset/config.json`: the changelog generator, the base branch)
	if (/^\.changeset\/config\.json$/.test(path)) return ["version-file"];
	// a release script cuts and tags the version, as a release tool's settings do
	if (RELEASE_SCRIPT_PATH.test(path)) return ["version-file"];
	// the git hooks husky installs (`.husky/pre-commit`) or a `core.hooksPath` folder keeps (`.githooks/pre-push`): what
	// runs the linters (and often the tests) before a commit; clj-kondo's settings and the hooks a library exports for its
	// users' linting (`resources/clj-kondo.exports/http-kit/http-kit/config.edn`)
	if (GIT_HOOK.test(path) || CLJ_KONDO_SETTINGS.test(path)) return ["lint-config"];
	// a Julia package's docs build (`docs/make.jl`: its pages, their deploy)
	if (/^docs\/make\.jl$/.test(path)) return ["doc", "build-config"];
	// Maven's assembly descriptors (`src/assembly/bin.xml`): what the distribution archives hold, and their file modes
	if (/(^|\/)src\/assembly\/[\w.-]+\.xml$/.test(path)) return ["build-config"];
	// Maven's changes report (`src/changes/changes.xml`): the changelog every fix, dependency bump and release adds to
	if (/(^|\/)src\/changes\/changes\.xml$/.test(path)) return ["changelog"];
	// a Debian package's licence record (`debian/copyright`): a relicence or a new year edits it with the licence
	if (/(^|\/)debian\/copyright$/.test(path)) return ["license"];
	// RuboCop's settings split over a folder its `.rubocop.yml` inherits from (`.rubocop/metrics.yml`)
	if (/^\.rubocop\/[\w.-]+\.ya?ml$/.test(path)) return ["lint-config"];
	// Cargo's settings for a crate's builds (rustflags, a target's linker, aliases, env), as a tsconfig is a TS build's
	if (/(^|\/)\.cargo\/config(\.toml)?$/.test(path)) return ["config", "build-config"];
	// cargo-audit's settings: the advisories a project has weighed and ignores
	if (/^\.cargo\/audit\.toml$/.test(path)) return ["config"];
	// a Python project's settings module (Django's `settings.py`, `settings/base.py`, a test run's `testsettings.py`):
	// the settings a deploy or a test run reads, as `.env` is; never one in a code folder (`app/views/settings.py`)
	if (PYTHON_SETTINGS_MODULE.test(path) && !CODE_FOLDER_OF_SETTINGS.test(path)) return ["config"];
	// a JVM checker's settings kept in its own folder (`config/checkstyle/checkstyle.xml`, `gradle/config/pmd/rulesSets.xml`,
	// `spotbugs/exclude.xml`), as a RuboCop folder is
	// (never a module's own folder or resources: `pmd/pom.xml`, `src/main/resources/pmd/rules.xml`)
	if (
		/^([\w.-]+\/){0,2}(checkstyle|pmd|spotbugs|detekt|codenarc)\/[\w.-]+\.(xml|ya?ml)$/.test(path) &&
		!/(^|\/)src\//.test(path) &&
		!/(^|\/)pom\.xml$/.test(path) &&
		!TEST_PATH.test(path)
	)
		return ["lint-config"];
	// a Java module's descriptor and the services a jar registers (`META-INF/services/javax.cache.spi.CachingProvider`):
	// what the library exports, as a package's `exports` map is
	if (/(^|\/)src\/main\/(java\/module-info\.java$|resources\/META-INF\/services\/[\w.$-]+$)/.test(path))
		return ["entry"];
	// tshy's tsconfigs, one a module dialect it builds (`.tshy/esm.json`): a tsconfig's settings
	if (/^\.tshy\/[\w.-]+\.json$/.test(path)) return ["config", "build-config"];
	// Maven's own settings for a checkout's builds (`.mvn/jvm.config`, `.mvn/maven.config`)
	if (/^\.mvn\/[\w.-]+\.config$/.test(path)) return ["config"];
	// an Elixir project's settings, one script an environment (`config/runtime.exs`, an umbrella app's `apps/web/config/
	// dev.exs`), as `.env` files are
	if (/^(apps\/[\w-]+\/)?config\/[\w.-]+\.exs$/.test(path)) return ["config"];
	// mise's pins kept in a config folder (`.config/mise/config.toml`, `.mise/config.toml`), as its `mise.toml` is
	if (MISE_CONFIG_PATH.test(path)) return ["config"];
	// a VitePress site's config: its navigation and sidebar (the pages), and its build
	if (/(^|\/)\.vitepress\/config\.[cm]?[jt]s$/.test(path)) return ["doc", "build-config"];
	// an app's entries by its framework's convention: Rack's `config.ru`, Rails' import map (the modules its pages load),
	// Laravel's bootstrap (the providers, middleware and routes it registers) and its `artisan` command line, a PHP app's
	// front controller (`public/index.php`, Symfony's older `web/app.php`) and Symfony's kernel (a gem's `bin/console` is
	// its IRB session, no entry)
	if (
		/^(config\.ru|config\/importmap\.rb|bootstrap\/(app|providers)\.php|artisan|(public|web)\/(index|app(_dev)?)\.php|src\/Kernel\.php|app\/AppKernel\.php)$/.test(
			path,
		)
	)
		return ["entry"];
	// a Neovim plugin's modules `require` loads (`lua/lazy/init.lua`, `lua/conform.lua`) and the scripts it runs at start
	// (`plugin/conform.lua`; a Python tool's Vim script, `plugin/black.vim`, is none of its entries); a Haskell
	// executable's `Main.hs` (`app/Main.hs`)
	if (/^(lua\/[\w.-]+\/init\.lua|lua\/[\w.-]+\.lua|plugin\/[\w.-]+\.lua|(app|exe|src-exe)\/Main\.hs)$/.test(path))
		return ["entry"];
	// an Android app's manifest (its `app` module's, or a single-module build's at the root): the application class, the
	// launcher and deep-link activities; a library's (a React Native package's `android/src/main/…`) or a sample app's is
	// none of the project's entries
	if (
		/^(([\w.-]+\/){0,2}app\/)?src\/main\/AndroidManifest\.xml$/.test(path) &&
		!/(^|\/)(examples?|samples?|demos?)\//i.test(path)
	)
		return ["entry"];
	// an Ansible role's tasks (`tasks/main.yml`, a collection's `roles/x/tasks/main.yml`): what the role runs first, its
	// entry; its defaults the settings a user overrides; a collection's `meta/runtime.yml` the Ansible it requires
	if (/^(roles\/[\w.-]+\/)?tasks\/main\.ya?ml$/.test(path)) return ["entry"];
	if (/^(roles\/[\w.-]+\/)?defaults\/main\.ya?ml$|^meta\/runtime\.ya?ml$/.test(path)) return ["config"];
	// ansible-test's sanity ignores, one file an Ansible release (`.sanity-ansible-ignore-2.15.txt`, a collection's
	// `tests/sanity/ignore-2.15.txt`), and molecule's scenarios: how the role's tests run
	if (
		/^(\.sanity-ansible-ignore|tests\/sanity\/ignore)-[\d.]+\.txt$|(^|\/)molecule\/[\w.-]+\/molecule\.ya?ml$/.test(
			path,
		)
	)
		return ["test-config"];
	// an sbt build's own code under `project/` (`project/Boilerplate.scala`: its source generators, settings)
	if (/^project\/[\w-]+\.scala$/.test(path) && PackageFileOf(path) === undefined) return ["build-config"];
	// a package file known by its folder as well as its name (`requirements/dev.txt`); the table is read only for a file
	// in such a folder, not for every file a scan classifies
	// (by its name too: every file of a `src/` folder would otherwise look up the whole table)
	const folder = path.slice(0, Math.max(path.lastIndexOf("/"), 0));
	const name = path.slice(path.lastIndexOf("/") + 1);
	if (FOLDER_PACKAGE_FILES.some((file) => file.folder!.test(folder) && file.name.test(name))) {
		const inFolder = PackageFileOf(path);
		if (inFolder?.folder !== undefined) return [...inFolder.kinds];
	}
	// a package file Composer installed (`vendor/psr/log/composer.json`) is no file of the project's, nor an MSBuild
	// file a .NET build generated (`obj/Polly.csproj.nuget.g.props`)
	if (PACKAGE_FILES.some((file) => file.notIn?.test(folder) && file.name.test(name))) return [];
	for (const rule of FILE_RULES)
		if (rule.test.test(name) && (rule.maxDepth === undefined || depth <= rule.maxDepth)) return rule.kinds;
	// a Rails app's settings (`config/environments/production.rb`, an initializer, `config/database.yml` and its kin; the
	// assets' initializer is its asset pipeline's build too), a Laravel app's (`config/app.php`), a Symfony app's
	// (`config/packages/doctrine.yaml`); a Neovim plugin's defaults (`lua/lazy/core/config.lua`); read after the names, so
	// `config/detekt.yml` stays the linter's
	if (/^config\/initializers\/assets\.rb$/.test(path)) return ["config", "build-config"];
	if (
		/^config\/(environments\/[\w-]+\.rb|initializers\/[\w-]+\.rb|application\.rb|(database|storage|cable|queue|cache|recurring|deploy|sidekiq)\.yml|[\w-]+\.php|packages\/([\w-]+\/)?[\w-]+\.ya?ml)$|^lua\/[\w.-]+\/(core\/)?config\.lua$/.test(
			path,
		)
	)
		return ["config"];
	// the other scripts a root `ci/` folder keeps for the jobs to run (`ci/test.sh`, `ci/miri.sh`) are the CI's; a file
	// known by its name there is what its name says (`ci/codecov.yml`, `ci/docker-compose.yml`)
	return SettingsPackageKinds(path) ?? (CI_SCRIPT_PATH.test(path) ? ["ci-script"] : []);
};

/** A C or C++ build's file at the root (CMake's, Meson's, Autoconf's, Bazel's): its root `include/` is the library's. */
export const C_BUILD_FILE =
	/^(CMakeLists\.txt|meson\.build|configure\.ac|MODULE\.bazel|WORKSPACE(\.bazel)?|build\.zig)$/;

/** The kinds of a folder from its name and depth; `cBuild`: the root holds a C or C++ build's file. */
export const ClassifyFolder = (name: string, depth: number, cBuild = false): GraphKind[] => {
	// a C or C++ library's public headers (`include/benchmark/benchmark.h`): what it exports, as a package's `exports` map is
	if (cBuild && depth === 0 && name === "include") return ["entry"];
	for (const rule of FOLDER_RULES)
		if (rule.test.test(name) && (rule.maxDepth === undefined || depth <= rule.maxDepth)) return rule.kinds;
	return [];
};

/** Hidden folders worth scanning; every other dot-folder (.venv, .tox, caches) is skipped. */
export const HIDDEN_FOLDERS = new Set<string>([
	".github",
	".changeset",
	...CI_CONFIG_FOLDERS,
	".gitlab",
	// the git hooks' folders and clj-kondo's settings (not a library's `clj-kondo.exports/`, which is no dot-folder)
	...[...GIT_HOOK_FOLDERS, ...CLJ_KONDO_FOLDERS].filter((folder) => folder.startsWith(".")),
	".changes",
	".rubocop",
	".dsh",
	".devcontainer",
	// the tools' own config folder (`.config/turbo.jsonc`, `.config/.oxlintrc.json`)
	".config",
	// Cargo's own settings (`.cargo/config.toml`: rustflags, target linkers, aliases)
	".cargo",
	// the scripts CI jobs run, kept in a hidden folder (`.ci/check.sh`)
	".ci",
	// tshy's per-dialect tsconfigs; Maven's settings and wrapper
	".tshy",
	".mvn",
	// licensed's cached records, one per dependency (`.licenses/npm/uuid.dep.yml`)
	".licenses",
	// a coding agent's plugin manifest (`.claude-plugin/plugin.json`: its name and version, as a package.json states)
	".claude-plugin",
	// a .NET project's declared public API (`src/Polly.Core/.PublicAPI/PublicAPI.Shipped.txt`)
	".PublicAPI",
]);

/** What the scan skips unless configured otherwise. */
export const DEFAULT_GRAPH_EXCLUDE = [
	"node_modules",
	"Target",
	".git",
	"Site/Target",
	"dist",
	"__pycache__",
	"build",
	"coverage",
];

import type { PackLayer } from "../../Interface/Pack";
import {
	BUILD_FILE_NAMES,
	BUNDLER_CONFIG_NAMES,
	CAKE_SCRIPT_NAMES,
	ROOT_BUILD_SCRIPT_NAMES,
	CONTAINER_FILE_NAMES,
	CONTAINER_IMAGE_QUERY,
	JVM_LEVEL_CONSTANT,
} from "../BuildConfig";
import { BUILD_SCRIPT_PATTERN, LINT_SCRIPT_PATTERN, RELEASE_SCRIPT_PATTERN, TEST_SCRIPT_PATTERN } from "../TaskScript";
import {
	CI_CONFIG_FILES,
	CI_CONFIG_FOLDER_NAMES,
	CI_CONFIG_FOLDERS,
	CI_CONFIG_NAMES,
	CI_SCRIPT_FOLDER_TEXT,
	CI_SCRIPT_TEXT,
} from "../CiConfig";
import { GITHUB_COMMUNITY } from "../GitHubCommunity";
import {
	CLJ_KONDO_FOLDER_NAMES,
	CRATE_LINT_LEVEL,
	GIT_HOOK_FOLDER_NAMES,
	LINT_CONFIG_NAMES,
	LINT_RULE_SHAPES,
	LINT_TOOL_NAMES,
	MSBUILD_LINT_PROPERTIES,
	EDITORCONFIG_DOTNET_KEYS,
	PHP_LINT_TOOL,
} from "../LintConfig";
import { MAN_PAGE_NAME } from "../ManPage";
import { API_DOC_CONFIG_NAMES } from "../DocConfig";
import {
	CHANGELOG_NAMES,
	PLAIN_VERSION_FILE,
	RELEASE_CONFIG_NAMES,
	RELEASE_TOOL_NAMES,
	SOURCE_VERSION_FILE_NAME,
} from "../ReleaseConfig";
import { CONFIG_FILE_NAMES, MISE_CONFIG_PATH_TEXT } from "../ConfigFile";
import { LICENSE_HEADER_NAMES, NOTICE_FILE_NAMES } from "../LicenseFile";
import { PACKAGE_TOOL_PATTERN } from "../PackageTool";
import { TEST_CONFIG_NAMES, TEST_PATH_PATTERN } from "../TestPath";
import { TS_COMPILER_OPTIONS } from "../TypeScriptOptions";

// A query that reads as code (a call, a keyword) is looking for an implementation, not a standard location.
// `import.meta.env` reads the environment, not an import statement; keywords are matched in lower case as code writes
// them (`THIS`, `FROM` in a marker comment are prose)
const CODE_SHAPED = String.raw`\b(def|class|function|import(?!\\?\.meta\b)|from|return|self|this|const|let)\b|[A-Za-z_]\w*\(`;

const code = (id: string) => ({ id, on: "query" as const, pattern: CODE_SHAPED, weight: -0.8, caseSensitive: true });

/**
 * The built-in `search/` intents for JS/TS and Python workspaces. Weights feed k = sigmoid(Σ − 0.6): one
 * strong signal alone stays below the 0.75 gate (Σ ≥ 1.70), two agreeing signals pass it, and the
 * destructive intents (a wrong version or licence edit is costly) need Σ ≥ 2.33 for their 0.85 gate.
 * Targets are relative to the repo root, the package root or the package parent; a trailing `/` is a folder.
 */
/** One part of a version as a search writes it: digits, or a regex's digits (`\d+`, `[0-9]+`). */
const VERSION_PART = String.raw`(\d+|\\d\+?|\[0-9\]\+?)`;

export const SEARCH_INTENTS: NonNullable<PackLayer["intents"]> = {
	"search/Version": {
		priority: 1,
		threshold: 0.85,
		destructive: true,
		signals: [
			{
				id: "version-word",
				on: "query",
				// (a hyphenated key's last word is no version: `rust-version`, `python-version`, ruff's `target-version`)
				pattern: String.raw`(?<!\w-)\bversion\b|__version(_info)?__|\b(vsn|ModuleVersion)\b|\bversion_info\b|\b(current|new)_version\b|\bbranch-alias\b|\b(Version(Prefix|Suffix)|PackageValidationBaselineVersion|MinVer(MinimumMajorMinor|TagPrefix|DefaultPreReleaseIdentifiers|AutoIncrement))\b`,
				weight: 1.3,
			},
			// PEP 440 suffixes too: `8.5.0.dev`, `2.0.0rc1`, `1.2.3.post1`; a part may be a regex's digits, as a search for
			// any release of a line spells it (`v6\.\d+\.\d+`, `[0-9]+`)
			{
				id: "semver-literal",
				on: "query",
				pattern: String.raw`(^|[^\w.])v?${VERSION_PART}\\?\.${VERSION_PART}\\?\.${VERSION_PART}(-[0-9a-z.]+|(\\?\.)?(dev|rc|a|b|post)\d*)?([^\w.]|$)`,
				weight: 1.1,
			},
			// a changelog's release heading searched (`^## \[?0\.`, `## v2`, a regex's `^#+ v2`): the entries of a release
			{
				id: "changelog-heading",
				on: "query",
				pattern: String.raw`(^|[\s^])(#{2,3}|#\+|#\{[1-3],[1-3]?\})\s*(\\?\[\??)?v?(\d|\\d)`,
				weight: 1.0,
			},
			{
				id: "release-word",
				on: "query",
				// (and the release tools by name: `rg release-it` looks for where releases are configured; a package named
				// after the word is none, `bump-cli`)
				pattern: String.raw`\b(changelog|changesets?|release notes?|bump(?!-\w)|publishConfig|dist-tags?|${RELEASE_TOOL_NAMES}|standard-version|towncrier)\b|\b(npm|pnpm|yarn) publish\b|\bnpm version\b(?!\s*[:=]?\s*v?\d)`,
				weight: 1.0,
			},
			// a gem's version constants (`TINY =`, `MAJOR = 5`): its `version.rb`; Go's (`var Version =`): its `version.go`
			{
				id: "version-constant",
				on: "query",
				// (and Maven's development versions, `1.15.1-SNAPSHOT`, or the marker searched alone; not SQL's `LEVEL SNAPSHOT`;
				// Gradle's publishing plugin's `VERSION_NAME`, never an Android app's `BuildConfig.VERSION_NAME` in code;
				// sbt-typelevel's `tlBaseVersion`)
				pattern: String.raw`\b(MAJOR|MINOR|TINY|PATCH)\s*=(?!=)|\b(var|const)\s+Version\s*(string\s*)?=(?!=)|-SNAPSHOT\b|^SNAPSHOT$|(?<![.\w])VERSION_NAME\b|\btlBaseVersion\b|\(?defproject\b`,
				caseSensitive: true,
				weight: 1.3,
			},
			// where the version comes from or a release is configured, by the tool or table (`tool.hatch.version`,
			// `setuptools_scm`, `release-it`): more than a word of release work, as a manifest's `"version"` key is
			{
				// (…and Go's version set at link time, `-ldflags "-X main.version=…"`)
				id: "version-source",
				on: "query",
				pattern: String.raw`\btool\\?\.(hatch\\?\.version|setuptools_scm|pdm\\?\.version|poetry-dynamic-versioning|versioningit)\b|\b(setuptools[_-]scm|hatch-vcs|versioningit|version[_-]scheme|local[_-]scheme|${RELEASE_TOOL_NAMES})\b|\bmain\\?\.[Vv]ersion\b|(^|[\s|'"])-X\s+[\w./-]*\\?\.[Vv]ersion\b`,
				weight: 0.6,
			},
			// the tags a release is cut from (`git tag --list`, `git describe --tags`), what came since the last one
			// (`git log v3.6.1..HEAD`: the release notes' material), and the last release's commit (`git log --grep=Release`)
			{
				id: "release-tool",
				on: "command",
				pattern: String.raw`\bgit\s+(tag|describe)\b|\bgit\s+(short)?log\b[^|;&\n]*?[\s@'"]v?\d+\.\d+(\.\d+)?([-.]\w+)*\.\.|\bgit\s+log\b[^|;&\n]*?--grep[= ](['"][^'"\n]{0,30}?|[^\s'"|;&]{0,30}?)\b(release|version|bump)\b`,
				weight: 1.6,
			},
			{
				id: "version-path",
				on: "path",
				pattern: String.raw`(^|/)(${CHANGELOG_NAMES})(\.(md|mdx|rst|txt))?$|(^|/)(\.changeset|\.changes|changelog\.d|newsfragments|change_?logs|release[-_]?notes)(/|$)|(^|/)${SOURCE_VERSION_FILE_NAME}$|(^|/)${PLAIN_VERSION_FILE}$|(^|/)(internal|pkg)/version(/|$)|(^|/)(${RELEASE_CONFIG_NAMES})$|${RELEASE_SCRIPT_PATTERN}`,
				weight: 1.2,
			},
			{
				id: "release-ask",
				on: "user",
				// (Go's `retract` takes a release back as a yank does; `bump-cli` is a package, not a bump)
				pattern: String.raw`\b(bump\w*(?!-\w)|bump-?my-?version|(pre-?)?releas\w*|publish\w*|versions?|changelog|changesets?|towncrier|news ?fragments?|semver|dist-tags?|yank(ed)?|retract(ed|ing|ions?|s)?)\b|\bcut (a |the )?(new |next )?(v?\d+\.\d+|release|patch|minor|major)|\bship (it |this |that )?(as )?v?\d+\.\d+`,
				weight: 0.8,
			},
			code("code-shaped"),
		],
		// the lockfiles last: `npm version` and `uv` write the project's own version into them
		targets: [
			"package.json",
			"CHANGELOG.md",
			".changeset/",
			"pyproject.toml",
			"setup.py",
			"setup.cfg",
			"CHANGES.md",
			"CHANGES.rst",
			"HISTORY.md",
			"History.md",
			"HISTORY.rst",
			"CHANGELOG.rst",
			"NEWS.md",
			"package-lock.json",
			"uv.lock",
		],
		scope: [
			"CHANGELOG.md",
			"CHANGES.md",
			"CHANGES.rst",
			"HISTORY.md",
			"History.md",
			"HISTORY.rst",
			"CHANGELOG.rst",
			"changelog.md",
			"changelog.rst",
			"release-notes.md",
			"releasenotes.rst",
			"NEWS.md",
			".changeset/",
			"_version.py",
			"__version__.py",
		],
		kinds: ["manifest", "changelog", "changeset", "version-file"],
		note: "Every manifest that shares the version moves together; when .changeset/ exists, the release tooling owns the bump.",
	},
	"search/Dependency": {
		priority: 2,
		threshold: 0.75,
		signals: [
			{
				id: "dependency-word",
				on: "query",
				pattern: String.raw`\b(dependenc(y|ies)|devDependencies|peerDependencies|optionalDependencies|install_requires|extras_require|(?<![.\w])extras(?![\w/.(-])|poetry\\?\.extras|requirements|add_(development_|runtime_)?dependency|appraise|require-dev|PackageReference|GlobalPackageReference|PackageVersion(?=\s+(Include|Update))|dev_dependencies|dependency_overrides|libraryDependencies|addSbtPlugin|build-depends|extra-deps|PKG_CHECK_MODULES|required_providers|RequiredModules|ExternalModuleDependencies|project_plugins)\b|(?<![\w$="{])\\?\{\s*deps\s*(,|$)|(^|[\s"'(|^\\])(:dependencies|:deps|:mvn\/version|\\?\(depends|\\?\(libraries|depends:|\\?\[(weak)?deps\\?\])(?![\w-])|\bgem\s+['"]|(^|\s)\^\s*gem\b`,
				weight: 1.4,
			},
			// an R package's dependency fields, by their case (Angular's `imports:` is none)
			{
				id: "dependency-field",
				on: "query",
				pattern: String.raw`(^|[\s"'(|^])(Imports|Depends|LinkingTo|Suggests):|\bLinkingTo\b`,
				caseSensitive: true,
				weight: 1.4,
			},
			{
				id: "lockfile-path",
				on: "path",
				pattern: String.raw`(^|/)(pnpm-lock\.yaml|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|bun\.lockb?|poetry\.lock|pdm\.lock|uv\.lock|Pipfile\.lock|([\w.]+[-_])?requirements[\w.-]*\.(txt|in)|go\.sum|Cargo\.lock|Gemfile\.lock|gems\.locked|gemfiles/[\w.-]+\.gemfile\.lock|composer\.lock|gradle\.lockfile|packages\.lock\.json|pubspec\.lock|Package\.resolved|Podfile\.lock|Cartfile\.resolved|mix\.lock|cabal\.project\.freeze|stack(-[\w.-]+)?\.yaml\.lock|(Julia)?Manifest(-v[\d.]+)?\.toml|renv\.lock|[\w.-]+\.opam\.locked|\.terraform\.lock\.hcl|rebar\.lock)$`,
				weight: 1.5,
			},
			{
				id: "modules-path",
				on: "path",
				pattern: String.raw`(^|/)(node_modules|site-packages)(/|$)`,
				weight: 1.2,
			},
			// (a glob of Go's two files, `go.*`, names the module file too)
			{
				id: "manifest-path",
				on: "path",
				pattern: String.raw`(^|/)(package\.json|pyproject\.toml|setup\.py|setup\.cfg|Pipfile|pnpm-workspace\.yaml|go\.mod|Cargo\.toml|Gemfile|gems\.rb|[\w.-]+\.gemspec|Appraisals|gemfiles/[\w.-]+\.gemfile|composer\.json|pom\.xml|build\.gradle(\.kts)?|gradle/[\w-]*\.versions\.toml|[\w.-]+\.(cs|fs|vb)proj|Directory\.Packages\.props|\.config/dotnet-tools\.json|pubspec\.yaml|pubspec_overrides\.yaml|melos\.yaml|Package(@swift-[\d.]+)?\.swift|[\w.-]+\.podspec|Podfile|Cartfile(\.private)?|mix\.exs|build\.sbt|project/[\w-]+\.sbt|project/(Dependencies|Deps|Versions|Libraries|Libs)\.scala|[\w.-]+\.cabal|cabal\.project|[\w.-]+\.rockspec|subprojects/[\w.+-]+\.wrap|build\.zig\.zon|dune-project|[\w.-]+\.opam|project\.clj|deps\.edn|bb\.edn|shadow-cljs\.edn|(versions|terraform|providers)\.tf|galaxy\.ya?ml|meta/main\.ya?ml|(collection-)?requirements\.ya?ml|cpanfile|dist\.ini|Makefile\.PL|Build\.PL|[\w-]+\.nimble|shard\.yml|go\.(\*|\{mod,sum\}))$|^[\w.+-]*\.wrap$`,
				weight: 0.5,
			},
			// (R's DESCRIPTION and Julia's Project.toml by their case: a Git folder's `description`, Buildpacks' `project.toml`
			// are none)
			{
				id: "manifest-path-cased",
				on: "path",
				pattern: String.raw`(^|/)(DESCRIPTION|(Julia)?Project\.toml)$`,
				caseSensitive: true,
				weight: 0.5,
			},
			{
				id: "package-tool",
				on: "command",
				pattern: PACKAGE_TOOL_PATTERN,
				weight: 1.4,
			},
			{
				id: "dependency-ask",
				on: "user",
				// (the install steps are the docs' work; `add golang.org/x/sync` adds a Go module by its path)
				pattern: String.raw`\b(dependenc\w*|dependanc\w*|(?<!-)(dev-?)?deps?|upgrad\w*|downgrad\w*|install\w*(?! (steps?|instructions?|guides?|docs?|sections?|pages?|notes?)\b)|pin(s|ned|ning)?|(peer|sub)[- ]?dep\w*|lockfile|devDependenc\w*|dependabot|renovate|vuln|vulnerable|vulnerabilit(y|ies)|cves?|cve-[\d-]+|ghsa(-[\w-]+)?|(security )?advisor(y|ies)|patched version|outdated|(dev |test |docs )?requirements|to latest|gems?|appraisals?|optional[- ]extras?|extras[_-]require)(?![\w-])|\bto (the|their|its) latest(?=\s*($|[.,;!)]|v?\d|(minor|major|patch|stable|release|version)s?\b))|\bbump(s|ed)?\s+\S+\s+from\s|\bbump(s|ed|ing)?\s+(?!(the|our|its|this|a|new)\s)(?!(version|release|patch|minor|major|changelog|it|to|v?\d|node|python|requires-python|ruby|go|[a-z]+-version|msrv)(?![\w-]))(@[\w-]+\/[\w.-]+\s+to\s+v?\d|[@\w][\w@./-]*\s+(to\s+v?\d+\.(\d+|x)|v?\d[\w.]*\s*(->|→|=>|to)\s*v?\d))|\ballow\s+[\w@./-]{2,}\s+v?\d+(\.(x|\d+))+\b|\b(add|use|require|pull in|depend on)\s+(the\s+)?[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|net|io|dev|in)\/[\w.-]+|\b(?!python\b)[a-z][\w.-]*\s?(>=|==|~=|!=)\s?v?\d`,
				weight: 0.8,
			},
			code("code-shaped"),
		],
		targets: [
			"package.json",
			"pnpm-lock.yaml",
			"package-lock.json",
			"yarn.lock",
			"pnpm-workspace.yaml",
			"pyproject.toml",
			"requirements.txt",
			"setup.py",
			"setup.cfg",
			"poetry.lock",
			"pdm.lock",
			"uv.lock",
			"Pipfile",
			"go.mod",
			"go.sum",
			"Cargo.toml",
			"Cargo.lock",
		],
		scope: [
			"pnpm-lock.yaml",
			"package-lock.json",
			"npm-shrinkwrap.json",
			"yarn.lock",
			"poetry.lock",
			"pdm.lock",
			"uv.lock",
			"Pipfile.lock",
			"requirements.txt",
			"go.sum",
			"Cargo.lock",
			"node_modules/",
		],
		kinds: ["manifest", "requirements", "lockfile", "workspace"],
		note: "Declare the dependency in the manifest of the package that imports it; the lockfile is regenerated by the package manager, never edited by hand.",
	},
	"search/Config": {
		priority: 3,
		threshold: 0.75,
		signals: [
			{
				id: "tsconfig-word",
				on: "query",
				pattern: String.raw`\b(compilerOptions|tsconfig|${TS_COMPILER_OPTIONS})\b|"(paths|lib|target|strict|jsx)"`,
				weight: 1.6,
			},
			{
				id: "env-word",
				on: "query",
				// a regex search escapes the dots (`rg "process\.env"`): the same access; so is a search for the upper-case
				// variables read off an `env` object (`env\.[A-Z_]+`; signals match without case, so `env.d.ts` must not)
				pattern: String.raw`process\\?\.env\b|import\\?\.meta\\?\.env|os\\?\.environ|getenv\\?\(|\bdotenv\b|(^|\s)\.env\b|\benv\\?\.\[A-Z`,
				weight: 1.2,
			},
			{ id: "config-word", on: "query", pattern: String.raw`\b(config(uration)?|settings)\b`, weight: 0.5 },
			// the Node and package-manager pins of the manifest (engines' `"node":` too), a type checker's table in
			// pyproject.toml, the Python versions its classifiers state, the Ruby a gemspec or RuboCop requires; the JVM level
			// a Gradle build targets, the Scala and sbt releases, the JVM's heap, GHC's settings, lua_ls' and a Rails app's;
			// Swift's tools version and an Apple platform's deployment target, CMake's presets, a crate's edition as a key
			{
				id: "config-key",
				on: "query",
				pattern: String.raw`\b(engines|packageManager|volta|requires-python|python_requires|python_version|pythonVersion|exclude-newer|py3\d{1,2}|rust-version|msrv|required_ruby_version|TargetRubyVersion|RUBY VERSION)\b|"node"\s*:|(^|\s)\^go( |\\s)|(^|[|(])\s*sdk:(\s*["'^>]|\s*$|\\?[|)])|\brollForward\b|\b(swiftLanguageModes?|swiftLanguageVersions|enableUpcomingFeature|enableExperimentalFeature|swiftSettings)\b|(^|[\s'"(|])elixir:\s*("|$)|(^|[\s'"(|^])config\s+:[a-z_]+\b|\bmaven\\?\.compiler(\\?\.(source|target|release))?\b|\b(jvmTarget|JvmTarget|jvmToolchain|JavaVersion|sourceCompatibility|targetCompatibility|kotlinOptions|org\\?\.gradle\\?\.jvmargs|scalaVersion|crossScalaVersions|sbt\\?\.version|ghc-options|default-extensions|default-language|tested-with|checkThirdParty|minimum_zig_version|required_version|jvm-opts|MIN_PERL_VERSION|swift-tools-version|(ios|osx|macos|tvos|watchos|visionos)\\?\.deployment_target|(IPHONEOS|MACOSX|TVOS|WATCHOS|XROS)_DEPLOYMENT_TARGET|(configure|build|test|workflow)Presets)\b|(^|[\s'"^])edition(\s*=|['"]?\s*$)|(^|[\s'"(|])crystal:\s*(["'~>]|$)|(^|[\s'"(|])-?Xmx(\d+[kmgKMG]?)?\b|\bconfig\\?\.(hosts|load_defaults|time_zone|force_ssl|log_level|eager_load|cache_store|active_record|action_mailer|action_controller|active_job)\b|\btool\\?\.(pyright|basedpyright|ty|uv)\b|\bProgramming Language :: Python\b`,
				weight: 1.2,
			},
			// the JVM level a Gradle build targets as its constants (JVM_LEVEL_CONSTANT; a Kotlin level's prefix, `KOTLIN_2_`),
			// case-sensitive
			{
				id: "jvm-level",
				on: "query",
				pattern: String.raw`\b(${JVM_LEVEL_CONSTANT})\b|\bKOTLIN_\d_(?!\w)`,
				caseSensitive: true,
				weight: 1.2,
			},
			// Django's own settings, upper case as a settings module writes them (`USE_TZ`, `INSTALLED_APPS`; not the names
			// other code has too, `MIDDLEWARE`, `SECRET_KEY`); in lower case they are everyday words (`databases`)
			{
				id: "django-setting",
				on: "query",
				pattern: String.raw`\b(USE_TZ|TIME_ZONE|INSTALLED_APPS|DATABASES|ALLOWED_HOSTS|(MEDIA|STATIC)_(URL|ROOT)|STATICFILES_\w+|AUTH_USER_MODEL|DEFAULT_AUTO_FIELD|CSRF_TRUSTED_ORIGINS|ROOT_URLCONF|LANGUAGE_CODE|USE_I18N|PASSWORD_HASHERS|AUTHENTICATION_BACKENDS|EMAIL_BACKEND|SESSION_ENGINE|WSGI_APPLICATION)\b`,
				weight: 1.2,
				caseSensitive: true,
			},
			// the package manager's own settings, in `.npmrc` or `pnpm-workspace.yaml`: no other file holds these names
			{
				id: "package-manager-setting",
				on: "query",
				pattern: String.raw`\b(minimum-?release-?age(-?exclude)?|(only|never|ignored)-?built-?dependencies|allow-?builds|node-?linker|shamefully-?hoist|public-?hoist-?pattern|auto-?install-?peers|strict-?peer-?dependencies|legacy-?peer-?deps|save-?exact|engine-?strict|always-?auth|enable-?pre-?post-?scripts|ignore-?scripts|prefer-?(offline|online)|audit-?level|install-?strategy|link-?workspace-?packages|prefer-?workspace-?packages|resolution-?mode|nodeLinker|npmRegistryServer|npmAuthToken|enableGlobalCache|yarnPath|enableTelemetry|npmMinimalAgeGate|npmPreapprovedPackages|enableScripts|packageExtensions|enableHardenedMode|enableImmutableInstalls|npmScopes|checksumBehavior)\b`,
				weight: 1.2,
			},
			// uv's own settings (`exclude-newer`, a `[tool.uv]` table), kept in pyproject.toml or uv.toml
			{
				id: "uv-setting",
				on: "query",
				pattern: String.raw`\bexclude-?newer(-?package)?\b|\btool\\?\.uv\b`,
				weight: 1.2,
			},
			{
				id: "config-path",
				on: "path",
				pattern: String.raw`(^|/)(tsconfig[\w.-]*\.json|\.env([.-][\w.-]+)?|${CONFIG_FILE_NAMES}|Steepfile|\.gitattributes)$|(^|/)\.tshy/[\w.-]+\.json$|(^|/)project/build\.properties$|(^|/)\.mvn/[\w.-]+\.config$|(^|/)appsettings(\.[\w-]+)?\.json$|^(\./)?global\.json$|(^|/)config(/|$)|(^|/)\.vscode(/|$)|(^|/)\.devcontainer(/|\.json$|$)|(^|/)devcontainer\.json$|${MISE_CONFIG_PATH_TEXT}`,
				weight: 1.1,
			},
			{
				// a test runner's, linter's or bundler's config (`the vitest e2e config`) is its own intent's file; the package
				// manager's settings by their `.npmrc` keys (`strict-peer-dependencies`) are config
				id: "config-ask",
				on: "user",
				pattern: String.raw`\b((?<!\b(vitest|jest|mocha|playwright|cypress|karma|pytest|eslint|prettier|biome|ruff|webpack|rollup|babel|tsup|esbuild)( e2e| unit| test)? )config\w*|settings|vscode|(min(imum)?|lowest|oldest|supported|required) node(\.?js)?|(bump|upgrade|move|switch|update)s?( us)?( the)? node(\.?js)?( version)? (to|from) v?\d\d|(bump|upgrade|move|switch|update)s?( (us|the|our|default|dev|local|pinned))* (python|ruby|go(lang)?|elixir|dart|flutter)( version)?( in( the)? [\w.-]+( versions?| files?)?)? (to|from) v?\d+\.\d+|(bump|upgrade|move|switch|update)s?( (us|the|our|default|dev|local|pinned))* (erlang|otp|java|jdk)( version)?( in( the)? [\w.-]+( versions?| files?)?)? (to|from) v?\d+|(go(lang)?|node(\.?js)?|python|ruby|rustc?|deno|bun) v?\d+\.\d+\.\d+ (security )?(release|patch|update)|require[sd]? node(\.?js)? ?v?\d\d|(support|drop|add|test on|run on)( support for)? node(\.?js)? ?v?\d\d|node(\.?js)? ?v?\d\d is (eol|end[- ]of[- ]life)|devcontainer|codespaces?|(meson|cmake|configure) options?|(jvm|sbt|gradle|maven|java) (heap|memory|options|opts|args|flags)|give (sbt|gradle|maven|the jvm|java) more (heap|memory)|(update|bump|upgrade) sbt|tsconfig|env(ironment)? (var\w*|examples?|samples?|templates?|files?)|(sample|example|template|default) env( files?)?|nix (flake|shell)|flake inputs|dev ?shell|devbox|direnv|path alias\w*|path mappings?|compiler options?|dotenv|node (versions?|engines?)|python (versions?|[<>=~^]*\s*\d\.\d+)|(support(ed|s)?|drop|require[sd]?) (python )?3\.\d+|(support(ed|s|ing)?|drop(ping)?|require[sd]?)( support)?( for)? ruby \d\.\d+|py3\d+|type[- ]?check\w*|pyright|ty|steep|sorbet|(min(imum)?|lowest|oldest|supported|required) (go(lang)?|rustc?|ruby|perl|crystal|nim)( version)?|(go|ruby) versions?|(use|switch to|move to) (ruby|python|node(\.?js)?|go(lang)?) v?\d+\.\d+|packagemanager( field)?|corepack|pinned (pnpm|yarn|npm|bun)( version)?|msrv|gitignore|gitattributes|npmrc|strict[- ]peer[- ]dep(endencie)?s|auto[- ]install[- ]peers?([- ]dependencies)?|shamefully-hoist|node-linker|engine-strict|save-exact|line endings?|crlf|untracked|rust-version|edition 20\d\d|20\d\d edition|(swift )?tools[- ]version|(min(imum)? )?(ios|macos|osx|tvos|watchos|visionos) deployment targets?|(jvm|java|bytecode) (target|level)|(kotlin|swift|java) language ?version|cmake ?presets?|go (toolchain|directive)|toolchains?|${TS_COMPILER_OPTIONS})\b|(^|\s)\.env\b|(^|\s)\.(nvmrc|node-version|python-version|ruby-version|tool-versions|prototools)\b`,
				weight: 0.7,
			},
			code("code-shaped"),
		],
		targets: [
			"tsconfig.json",
			"tsconfig.base.json",
			"jsconfig.json",
			".env.example",
			".env",
			".npmrc",
			"config/",
			"setup.cfg",
			// last: the engines and packageManager pins (and a type checker's table) live in the manifest
			"package.json",
			"pyproject.toml",
		],
		// (and a Rails engine's test app's settings: `test/dummy/config/environments/test.rb`)
		scope: [
			"tsconfig.json",
			"tsconfig.base.json",
			"jsconfig.json",
			".env",
			".env.example",
			".npmrc",
			".nvmrc",
			"test/dummy/config/",
			"spec/dummy/config/",
		],
		kinds: ["config"],
		note: "A package tsconfig usually extends the base one; change the base when every package needs it.",
	},
	"search/Test": {
		priority: 4,
		threshold: 0.75,
		signals: [
			{
				id: "test-api",
				on: "query",
				pattern: String.raw`\b(describe|it|test|expect|beforeEach|afterEach|beforeAll)\(|(?<!\b(?:def|func|fn|function|class)\s)\b(describe|vitest|jest|mocha|pytest|unittest|conftest|coverage|phpunit|junit\d?|jacoco|xunit|nunit|mstest|coverlet|simplecov|coveralls|excoveralls|ExUnit|XCTest(Case)?|XCTAssert\w*|hspec(-discover)?|tasty|munit|scalatest|busted|testthat|test_that|deftest|alcotest|Alcotest|test-selectors|ansible-test|kover|eunit|common_test|ct_run|Pester|Invoke-Pester|New-PesterConfiguration)\b|\bmolecule (test|converge|verify|create|destroy|idempotence)\b|\bmolecule\.ya?ml\b|@testset\b|\bdef test_|@pytest\.|\bfixtures?\b`,
				weight: 1.3,
			},
			{
				// a key only the test runner's config holds (`testTimeout`, `setupFiles`, pytest's `addopts`, Vitest's `environment: 'jsdom'`,
				// RSpec's `RSpec.configure` block)
				id: "test-config-key",
				on: "query",
				pattern: String.raw`\b(testTimeout|hookTimeout|setupFiles(AfterEnv)?|retries|forbidOnly|failFast|fullyParallel|restoreMocks|clearMocks|mockReset|unstubGlobals|defaultTimeoutInterval|testEnvironment|testMatch|testPathIgnorePatterns|collectCoverageFrom|coverageThreshold|globalSetup|testpaths|addopts|python_(files|classes|functions)|asyncio_mode|filterwarnings|xfail_strict|minversion|markers|exclude_lines|fail_under|setenv|passenv|env_list|envlist|skip_install|webServer|testDir|snapshotDir|log_cli|log_cli_level|log_level|norecursedirs|required_plugins|pythonpath|junit_family|reporters?|coverageReporters|coverageProvider|coverageDirectory|resolveSnapshotPath|snapshotFormat|snapshotSerializers|moduleNameMapper|transformIgnorePatterns|testRegex|globalTeardown|slowTestThreshold|environmentMatchGlobs|environmentOptions|testEnvironmentOptions)\b|\btool\\?\.(pytest|coverage)\b|\benvironment["']?\s*:\s*["']?(jsdom|happy-dom|edge-runtime)\b|\bRSpec\\?\.configure\b`,
				weight: 1.3,
			},
			{
				// a test runner's command line (`go test`, `cargo test`, `bundle exec rspec`): where the suite is run from, though
				// with the ask alone it stays under the gate (the files it was found in decide)
				id: "test-runner",
				on: "query",
				pattern: String.raw`\b(go test|cargo (test|nextest)|gotestsum|rspec|rake (test|spec)|(npm|pnpm|yarn|bun) (run )?test|python3? -m (pytest|unittest)|vendor/bin/(phpunit|pest)|dotnet test|(dart|flutter) test|dart run test|swift test|mix test|sbt \+?(test|testOnly)|(cabal|stack) test|meson test|zig build test|dune (test|runtest|build @runtest)|lein test|clojure -[MX]:test|R CMD check|devtools::(test|check)|Pkg\.test|xcodebuild( [-\w.=]+){0,6}? test|rebar3 (ct|eunit|proper|cover)|prove( (-[lrvbI]\w*|x?t\/\S*|x?t\b))+|dzil test|crystal spec|nimble test|(mvnw?|gradlew?)( [-\w.=]+){0,4}? (:[\w-]+)*:?(test|verify|check)(?![\w-]))\b`,
				weight: 1.0,
			},
			{
				id: "test-path",
				on: "path",
				pattern: TEST_PATH_PATTERN,
				weight: 1.2,
			},
			{
				id: "test-config-path",
				on: "path",
				pattern: String.raw`(^|/)(${TEST_CONFIG_NAMES})$|(^|/)(pytest\.ini|tox\.ini|noxfile\.py|conftest\.py|\.coveragerc|\.?codecov\.ya?ml)$|(^|/)\.sanity-ansible-ignore-[\d.]+\.txt$|(^|/)tests/sanity/ignore-[\d.]+\.txt$|(^|/)molecule/[\w.-]+/molecule\.ya?ml$|${TEST_SCRIPT_PATTERN}`,
				weight: 1.4,
			},
			{
				id: "test-ask",
				on: "user",
				pattern: String.raw`\b(tests?|testing|specs?|coverage|codecov|fixtures?|vitest|jest|pytest|mocha|jasmine|karma|playwright|cypress|e2e|unit tests?|phpunit|junit|jacoco)\b`,
				weight: 0.6,
			},
		],
		targets: [
			"vitest.config.ts",
			"vitest.config.mts",
			"jest.config.js",
			"jest.config.ts",
			"playwright.config.ts",
			"Test/",
			"test/",
			"tests/",
			"__tests__/",
			"conftest.py",
			"pytest.ini",
			"tox.ini",
			// last: the test script (and a Jest or pytest table) live in the manifest
			"package.json",
			"pyproject.toml",
		],
		scope: [
			"vitest.config.ts",
			"vitest.config.mts",
			"jest.config.js",
			"jest.config.ts",
			"playwright.config.ts",
			"pytest.ini",
			"tox.ini",
			"conftest.py",
		],
		kinds: ["test-config", "test-dir", "coverage-config"],
		note: "Tests sit beside the package they cover; the runner config decides which files are picked up.",
	},
	"search/CI": {
		priority: 5,
		threshold: 0.75,
		signals: [
			{
				id: "ci-word",
				on: "query",
				pattern: String.raw`\b(workflows?|runs-on|github actions?|pull_request|GITHUB_\w+|secrets\.\w+)\b|\buses:|\bjobs:|\b(push|schedule|workflow_dispatch|pull_request_target|merge_group|cron):|actions/(checkout|setup-node|setup-python|cache)|(?<!\.)\b(node|python|go|java|ruby|deno|bun|pnpm|dotnet)-version\b|\bgithubWorkflow\w+|(?<!eclipse-)\btemurin\b|\b(CompatHelper|TagBot)\b`,
				weight: 1.3,
			},
			// a script under `.github/` is code the workflows run, not the workflows: reading it is code work; an issue
			// template or CODEOWNERS is the project's docs and settings; a root `ci/` folder holds the scripts the jobs run
			{
				id: "ci-path",
				on: "path",
				pattern: String.raw`(^|/)\.github(/(?!.*\.(py|[cm]?[jt]sx?)$)(?!${GITHUB_COMMUNITY})|$)|(^|/)(${CI_CONFIG_NAMES})$|(^|/)(${CI_CONFIG_FOLDER_NAMES})(/|$)|^(\.\/)?(${CI_SCRIPT_FOLDER_TEXT}\/?|${CI_SCRIPT_TEXT})$`,
				weight: 1.8,
			},
			// an action reference (`actions/checkout`, `github/codeql-action`, `pypa/gh-action-pypi-publish`) or the matrix is CI talk
			{
				id: "ci-ask",
				on: "user",
				pattern: String.raw`\b(ci|workflows?|github actions?|pipelines?|checks? (are|is) failing|red build|(test )?matrix|every (push|pr|pull request)|nightly (builds?|runs?))\b|\bactions/[\w-]+|\b[\w-]+/[\w-]*action\b|\bgh-action-[\w-]+|\bactions group\b|\bscala[- ]?steward\b`,
				weight: 0.8,
			},
			code("code-shaped"),
		],
		targets: [".github/workflows/", ".circleci/config.yml", ...CI_CONFIG_FILES],
		scope: [".github/", ...CI_CONFIG_FOLDERS.map((folder) => `${folder}/`), ...CI_CONFIG_FILES],
		kinds: ["workflow", "ci-script"],
		note: "A CI step usually runs a package script; the script itself lives in package.json.",
	},
	"search/Docs": {
		priority: 6,
		threshold: 0.75,
		signals: [
			{
				id: "docs-word",
				on: "query",
				pattern: String.raw`\b(readme|documentation|docs?|usage|guides?|tutorials?|mdoc|haddock|scaladoc|unidoc|vimdoc|panvimdoc|helptags|cljdoc|pkgdown|roxygen2?|odoc|terraform-docs)\b`,
				weight: 0.9,
			},
			// the docs site's own settings by their MkDocs keys (`site_description`, `edit_uri`): its `mkdocs.yml`; by Sphinx's
			// (`html_theme`, `intersphinx_mapping`): its `conf.py`
			{
				id: "docs-site-key",
				on: "query",
				pattern: String.raw`\b(site_(name|description|url|author|dir)|repo_(url|name)|edit_uri|docs_dir|extra_(css|javascript))\b|\b(html_(theme(_options|_path)?|static_path|logo|favicon|sidebars|context)|intersphinx_mapping|autodoc_[a-z_]+|napoleon_[a-z_]+|master_doc|root_doc|sphinx\\?\.ext\\?\.\w+)\b`,
				weight: 1.0,
			},
			// …and by Doxygen's, upper case as a `Doxyfile` writes them (`USE_MDFILE_AS_MAINPAGE`); in lower case they are code's
			{
				id: "doxygen-key",
				on: "query",
				pattern: String.raw`\b(USE_MDFILE_AS_MAINPAGE|LAYOUT_FILE|GENERATE_TREEVIEW|HTML_EXTRA_STYLESHEET|DOXYFILE_ENCODING|PROJECT_BRIEF)\b`,
				caseSensitive: true,
				weight: 1.0,
			},
			{
				id: "docs-path",
				on: "path",
				// (a command's manual page too, `miniflux.1`)
				pattern: String.raw`(^|/)(README|CONTRIBUTING|CODE_OF_CONDUCT)(\.(md|mdx|rst|txt|adoc))?$|(^|/)(docs?([-_]src)?|Documentation|website)(/|$)|\.(md|mdx|rst|adoc)$|(^|/)(\.?readthedocs|mkdocs)\.ya?ml$|(^|/)(${API_DOC_CONFIG_NAMES})$|(^|/)${MAN_PAGE_NAME}$`,
				weight: 1.1,
			},
			{
				id: "docs-ask",
				on: "user",
				pattern: String.raw`\b(document\w*|docs?|godoc|readmes?|usage section|guides?|tutorials?|cookbook|((book|guide|docs?|handbook|manual)('s)? |options )chapters?|chapters? of the (book|guide|docs|handbook|manual)|handbook|faq|contributing|on the (web)?site|(examples?|reference|migration|upgrade|install(ation)?|getting[ -]started) (page|section)s?|(install(ation)?|setup|upgrade|migration|debugging) (instructions|steps)|add (\w+ ){0,3}(instructions|recipes?)|recipes?|migration notes|security policy|man ?pages?|vimdoc|vim help( ?files?| ?tags)?|helptags|rtd|read ?the ?docs|mkdocs|sphinx|docs? site|(sphinx|docs?|documentation) themes?|contribution (rules|guidelines?|guides?|docs?|notes|process)|upgrad(e|ing) (notes|guides?))\b`,
				weight: 0.8,
			},
			code("code-shaped"),
		],
		targets: ["README.md", "docs/", "Documentation/", "doc/", "CONTRIBUTING.md", "README.rst", "README"],
		scope: [
			"README.md",
			"README.rst",
			"docs/",
			"Documentation/",
			"doc/",
			"CONTRIBUTING.md",
			".readthedocs.yml",
			".readthedocs.yaml",
			"mkdocs.yml",
		],
		kinds: ["doc"],
		note: "Each package may carry its own README beside the repository one.",
	},
	"search/Build": {
		priority: 7,
		threshold: 0.75,
		signals: [
			{
				// (…and Kotlin's targets and Dokka, sbt's plugins and MiMa, Meson's linking, GHC's runtime options)
				id: "build-tool",
				on: "query",
				pattern: String.raw`(^|[\s"'(|])-W(?:all|extra|pedantic|conversion|shadow)\b|\b(CMAKE_[A-Z]\w+|add_compile_(options|definitions)|target_compile_(options|definitions|features)|target_link_libraries|cmake_minimum_required|FetchContent_\w+|ExternalProject_Add|pedantic-errors|extra_(compile|link)_args|C(XX)?FLAGS|LDFLAGS|tsup|tsdown|unbuild|defineBuildConfig|esbuild|webpack|rspack|rollup|rolldown|vite|turbo|tsc|babel|swc|pkgroll|bunchee|microbundle|outDir|rootDir|dts|sourcemaps?|declarationMap|declarationDir|emitDeclarationOnly|inlineSourceMap|inlineSources|chunkSizeWarningLimit|manualChunks|rollupOptions|assetsInlineLimit|cssCodeSplit|emptyOutDir|outputFileTracing\w*|serverExternalPackages|swcMinify|transpilePackages|setuptools|hatchling|hatch(?!\\?\.version\b)|flit_core|pdm-backend|poetry-core|maturin|MANIFEST\.in|bdist_wheel|sdist|build-system|build-backend|source-includes|(include_|exclude_)?package[_-]data|zip[_-]safe|data_files|setuptools[_-]scm|hatch-vcs|rerun-if-(env-)?changed|OUT_DIR|codegen-units|opt-level|cibuildwheel|mypyc|scikit-build(-core)?|meson-python|setuptools-rust|rustflags|crt-static|ext_modules|build_ext|cythonize|cffi_modules|BuildRequires|BuildArch|Build-Depends|[A-Z]\w*WebpackPlugin|CopyPlugin|DefinePlugin|ProvidePlugin|devtool|browserslist(rc)?|IE ?1[01]|last \d+ (major )?versions|not dead)\b|\btool\\?\.(hatch\\?\.build|setuptools|pdm\\?\.build|poetry\\?\.build|flit|maturin|scikit-build|cibuildwheel)\b|\b(msbuild|dotnet (build|pack|publish)|build_runner|dart2js|Directory\.Build\.(props|targets)|swift build|xcodebuild(?!( [-\w.=]+){0,6}? test\b)|xcconfig|mix (compile|release|escript\.build)|elixirc_paths|elixirc_options|erlc_paths|defaultGoal|dokka\w*|mima(BinaryIssueFilters|PreviousArtifacts|ReportBinaryIssues|FailOnNoPrevious)?|sourceGenerators|enablePlugins|crossProject|ScalaJSPlugin|(ios|macos|tvos|watchos)(Arm64|X64|SimulatorArm64|DeviceArm64|Arm32)|linuxX64|linuxArm64|mingwX64|wasmJs|wasmWasi|applyDefaultHierarchyTemplate|link_args|link_with|install_headers|shared_library|static_library|with-rtsopts|rtsopts|(cabal|stack) build|luarocks (make|pack)|sprockets|assets\\?\.(precompile|paths)|zig build(?! test\b)|dune build(?! @(runtest|fmt)\b)|lein (uberjar|jar|javac|compile)|javac-options|uberjar|addSharedLibrary|addStaticLibrary|addExecutable|addWin32ResourceFile|electron-builder|electron-forge|web-ext build|tauri build|R CMD build|AppImage|appImage|nsis|dzil (build|release)|WriteMakefile|Dist::Zilla|Module::Build|shards build|crystal build|nimble build)\b`,
				weight: 1.2,
			},
			// GoReleaser's build targets, in the lower case its settings write (`goarch:`); `runtime.GOARCH` is Go code
			{
				id: "build-target",
				on: "query",
				pattern: String.raw`\b(goos|goarch|goarm|goamd64)\b`,
				weight: 1.2,
				caseSensitive: true,
			},
			{ id: "build-script", on: "query", pattern: String.raw`"build"|\bbuild:|\b(pre|post)build\b`, weight: 1.2 },
			// a container image's instructions (`apk add`, `apt-get install`, `COPY --from`): its Dockerfile
			{
				id: "container-instruction",
				on: "query",
				pattern: String.raw`\b(apk add|apt-get install|apt install|yum install|dnf install|microdnf install)\b|\bCOPY --from\b|\bEXPOSE \d`,
				caseSensitive: true,
				weight: 1.2,
			},
			// the image a container is built from or runs (`FROM golang`, `image: postgres`, `alpine:3.20`): its Dockerfile,
			// its compose file
			{
				id: "container-image",
				on: "query",
				pattern: CONTAINER_IMAGE_QUERY,
				caseSensitive: true,
				weight: 1.2,
			},
			// what the published package holds: the manifest's `files` and `sideEffects`, the packing hooks, a gemspec's files,
			// setuptools' package discovery and the packages, modules and data a wheel carries (`packages=`, `package_data`)
			{
				id: "pack-contents",
				on: "query",
				pattern: String.raw`"files"|(^|[\s'"|])\.files\b|\bsideEffects\b|\bprepack\b|\bnpm pack\b|\b(spec|s|gem)\\?\.files\b|\b(package_dir|find_packages|find_namespace_packages|post_install_message|package_data|include_package_data|py_modules)\b|(^|[\s"'(|,])packages\s*=|\bpackages\\?\.find\b|\bexport-ignore\b`,
				weight: 1.2,
			},
			{
				id: "build-path",
				on: "path",
				// a framework's own config too (`astro.config.mjs`): a build question names it, though not every one holds build settings;
				// a build script kept with the repository's scripts (`scripts/build.sh`), Ruby's Makefile (`Rakefile`)
				// (and MSBuild's files, a .NET project's own; a Cake script at the root)
				pattern: `(^|/)(${BUNDLER_CONFIG_NAMES}|(turbo|next|nuxt|astro|svelte)\\.config\\.[cm]?[jt]s|${BUILD_FILE_NAMES}|Rakefile|${CONTAINER_FILE_NAMES}|[\\w.-]+\\.(props|targets|(cs|fs|vb)proj))$|${BUILD_SCRIPT_PATTERN}|^(\\./)?(${CAKE_SCRIPT_NAMES}|${ROOT_BUILD_SCRIPT_NAMES})$|(^|/)src/assembly(/?$|/[\\w.-]+\\.xml$)`,
				weight: 1.3,
			},
			{
				id: "build-ask",
				on: "user",
				pattern: String.raw`\b(build\w*|re-?build\w*|built|binaries|bundl\w*|compil\w*|AppImage|appimage|dmg|nsis|pacman|flatpak|msi|notariz\w*|transpil\w*|minif\w*|tarballs?|npm pack|packag(ed|ing)|tree-?shak\w*|side ?effects|declarations?|type definitions|tsup|tsdown|unbuild|esbuild|webpack|rollup|hatchling|setuptools([_-]scm)?|sdist|wheels?|cibuildwheel|mypyc|docker\w*|container image|base image|alpine|distroless|compose file|vsix|vsce|(npm|pnpm|yarn|bun) scripts?|(pre|post)install( scripts?| hooks?)?|\.?slnx?|solution (files?|format)|msbuild|build_runner|nupkgs?|dist (archives?|zips?)|git archive)\b|\bpy\.typed\b`,
				weight: 0.6,
			},
			code("code-shaped"),
		],
		targets: [
			"tsup.config.ts",
			"build.config.ts",
			"vite.config.ts",
			"webpack.config.js",
			"rollup.config.mjs",
			"rollup.config.js",
			"esbuild.config.mjs",
			"turbo.json",
			"package.json",
			"tsconfig.json",
			"Makefile",
			"MANIFEST.in",
			"setup.py",
			"pyproject.toml",
		],
		scope: [
			"tsup.config.ts",
			"vite.config.ts",
			"webpack.config.js",
			"rollup.config.js",
			"rollup.config.mjs",
			"esbuild.config.mjs",
			"turbo.json",
			"Makefile",
			"MANIFEST.in",
		],
		kinds: ["build-config", "manifest"],
		note: "The build script in package.json names the bundler; its config sits beside that package.json.",
	},
	"search/Entry": {
		priority: 8,
		threshold: 0.75,
		signals: [
			{
				id: "entry-field",
				on: "query",
				// `"main"`, the fields as one alternation (`"(main|module|exports)"`, bare: `types\|main\|module`), or a jq
				// path (`jq .exports`); the subpath imports' `"imports"` too, and one of their keys (`#app/*`)
				pattern: String.raw`"\(?(main|module|bin|exports|imports|types|typings)["|)]|(^|\s)\(?(main|module|bin|exports|types|typings)(\\?\|(main|module|bin|exports|types|typings))+\)?(\s|$)|(^|[\s'"|])\.(main|module|bin|exports|imports|types)\b|(^|[\s'"|(])#[\w-]+\/\\?\*|[{,]\s*(main|bin|exports|types)\s*[,}]|\b(entry[ _.-]?points?|console_scripts|__main__|pytest11|typesVersions)\b|if __name__|\bproject\\?\.(scripts|gui-scripts|entry-points)\b|\btool\\?\.poetry\\?\.(scripts|plugins)\b|\bbindir\b|\b(spec|s|gem)\\?\.executables\b|\bactivationEvents\b|(?<![\w|])\(?(main|pre|post)(\\?\|(main|pre|post))+\)?\s*:|"autoload"|\bautoload-dev\b|\bpsr-[04]\b|\bPublicAPI\.(Shipped|Unshipped)\b|\bRS00(16|17|25|26|27)\b|\\?\.(library|executable)\\?\(|\bdef application(\s+do\b|,\s*do:)|\bextra_applications\b|\b(Automatic-Module-Name|Export-Package|Import-Package|Bundle-SymbolicName|osgi)\b|\b(mainClass(Name)?|POM_ARTIFACT_ID|exposed-modules|main-is|pin_all_from|javascript_include_tag|root_source_file|content_scripts|service_worker|web_accessible_resources|exportPattern|FunctionsToExport|CmdletsToExport|AliasesToExport|VariablesToExport|Export-ModuleMember|RootModule|ModuleToProcess|NestedModules)\b|->with(Middleware|Routing|Providers)\b|(^|[\s"'(|^]):main(?![\w-])`,
				weight: 1.6,
			},
			{
				// a search for the re-export lines (`export * from`, `^export (\*|\{)`, Python's `__all__`, Rust's `pub use`
				// and `^mod` declarations, a gem's `^require '…'` lines, an Erlang module's `-export(` list, a C umbrella
				// header's `#include` lines) looks for the module that gathers them
				id: "entry-reexport",
				on: "query",
				pattern: String.raw`\bexport\s*\(?\\?\*|\bexport\s*\\?\{\s*default\s+as\b|(^|\s)\^export\b(?!(\s|\\s[+*]?)+\(?(async\s+|default\s+)?(function|const|let|var|class|interface|enum|abstract|declare)\b|(\s|\\s[+*]?)+type\s+\w)|\b__all__\b|\bpub (use|mod)\b|(^|\^)mod(\s+(?!tests?\b)\w+;?)?\s*$|(^|\^)require(_relative)?\s+['"]|\brequire_relative\b|\bautoload\s+:|(^|[\s^'"])-export\\?\(|(^|[\s^'"])#\s*include(['"]|\s*$)`,
				weight: 1.0,
			},
			{
				// a quoted subpath alone (`"./update"`, `'./dotenv':`) is an exports map's key
				id: "entry-subpath",
				on: "query",
				pattern: String.raw`^["']\\?\.\/[\w@.*/-]*["']\s*:?$`,
				weight: 1.0,
			},
			{
				// the call that creates and mounts a web app (`createApp(`, `createRoot(`, `app.directive`) is in its bootstrap
				// module, the app's entry (`src/main.js`)
				id: "entry-bootstrap",
				on: "query",
				// (a Flutter app's `runApp(`, an Android app's launcher and deep links in its manifest, where an Ansible role's tasks
				// file takes in the others, an Erlang application's callback module: `-behaviour(application)`)
				pattern: String.raw`\b(createApp|createSSRApp|createRoot|hydrateRoot|bootstrapApplication)\b|\brunApp\s*\\?\(|\bReactDOM\.render\b|\bnew Vue\b|\bapp\.(directive|mount)\b|\bintent\.(action\.(MAIN|VIEW)|category\.(LAUNCHER|BROWSABLE))\b|\bintent-filter\b|\b(include|import)_tasks\b|\bbehaviou?r\\?\(application\\?\)`,
				weight: 1.0,
			},
			{
				// a Go command's and a Rust binary's main function (`^package main`, `func main(`, `fn main(`): where the program
				// starts, though the search alone does not say the work is on it; what it exits with (`ExitCode`) is set there;
				// a proc macro is declared at its crate's root
				id: "entry-main",
				on: "query",
				pattern: String.raw`\bpackage main\b|\b(func|fn) main\b|\bproc_macro(_derive|_attribute)?\b|\bExitCode\b`,
				weight: 0.8,
			},
			{
				// a CLI framework's command declaration (cobra's `AddCommand`, click's `@click.command`, clap's `Subcommand`,
				// argparse's `add_parser(`): where the program's commands are declared, the search alone not saying why
				id: "entry-command",
				on: "query",
				pattern: String.raw`\b(AddCommand|add_parser|add_subparsers|ArgumentParser|Subcommand|OptionParser|defineCommand|(root|main)Cmd|RunE|PersistentFlags)\b|@?\b(click|typer|cli|app|group)\\?\.(command|group)\b|\btyper\\?\.Typer\b|\bcobra\\?\.Command\b|\bcli\\?\.(Command|App)\b|\bUse:|\benum Cmd\b|#\\?\[(derive\\?\((\w+, *)*(Parser|Subcommand)|command\b|clap\b)|\bprogram\\?\.command\b|\bnew Command\b|<\s*Thor\b`,
				caseSensitive: true,
				weight: 0.8,
			},
			{
				id: "entry-path",
				on: "path",
				// (a GitHub Action's metadata at the root names the modules it runs: `main`, `post`; a Clang module map, the C
				// module a Swift package imports)
				pattern: String.raw`(^|/)(index|main|cli|app|server|Library)\.[cm]?[jt]sx?$|(^|/)(__main__|main|cli|app|manage)\.py$|(^|/)bin(/|$)|^(\./)?action\.ya?ml$|(^|/)(?<!test\/java\/)module-info\.java$|^(\.\/)?include\/([\w.-]+\/)*[\w.-]+\.(h|hh|hpp|hxx)$|(^|/)PublicAPI\.(Shipped|Unshipped|\*)\.txt$|(^|/)\.PublicAPI(/|$)|(^|/)module\.modulemap$`,
				weight: 0.7,
			},
			// (a data export, `yaml export`, `export to csv`, is a feature of the code, not what a module exports; an import
			// the user wants to work, `from djmoney import Money`, is what the package exports)
			{
				id: "entry-ask",
				on: "user",
				pattern: String.raw`\b(entry ?points?|main (file|module)|(?<!\b(after|during|since) )startup|bootstrap\w*|bin (field|script)|cli entry|command[ -]line script|point (the|our|its) (cli |console )?(script|command|bin)|console[ _-]?(scripts?|commands?)|(?<!\bmodule\.)(re-?)?exports|re-?export|(?<!\b(csv|tsv|ya?ml|json|xml|pdf|xlsx?|excel|ods|html|markdown|png|svg|image|data|database|db|pptx?|docx?|epub|jpe?g|webp|gif|video|audio|slides?) )export(?! (to|format|buttons?|permissions?|actions?|dialogs?|menus?|jobs?|pages?|features?)\b)|exported|expose[sd]?|importable|public api|star[- ]?imports?|__all__|export conditions?|conditional exports|subpath( exports?| imports?)?|deep[- ]imports?|(cli|command|executable) alias(es)?|alias(es)? (for|of|to) (the |our |its )?([\w\x60'.-]+[-_])?(cli|console|command)\b|(install|ship)(s|ed)? (a|an|another|a second) ([\w\x60'-]+ ){0,2}(command|executable)|add(s|ed)? (a|an|another|a second) ([\w\x60'-]+ ){0,2}(executable|binary)|run (it |this )?as \x60?python3? -m)\b|\x60python3? -m (?!(pytest|pip|venv|virtualenv|ensurepip|unittest|doctest|http\.server|json\.tool|pydoc|timeit|cProfile|pdb|compileall)\b)[\w.]+\x60|ERR_PACKAGE_PATH_NOT_EXPORTED|\b(require|import|node|browser) condition\b|\b(main|module|types|typings|bin|exports)(\s*/\s*(main|module|types|typings|bin|exports)\b)+|\b(main|module|types|typings|bin) (field|entry)\b|\bmain (package|function|func|fn)\b|\bmake (the |our |its )?([\w\x60:.-]+ ){0,2}(modules?|mods?|structs?|fns?|functions?|types?|traits?|classes|class|methods?|fields?|helpers?|errors?) (public|pub)\b|\bmake [\w\x60:.-]+ an? (public|pub) (module|mod|struct|fn|function|type|trait|class|method|field)\b|\b(binary|bin|lib(rary)?) target\b|\b(lib|main)\.rs\b|\bwhen (the |our |this )?(gem|package|library|module|crate|it) (is|gets) (required|imported|loaded)\b|\bwithout (having |needing )?to (import|require)\b|\x60[^\x60\n]{0,40}\bimport\b[^\x60\n]{1,60}\x60 (to work|does(n'?t| not) work|fails|breaks)\b|\bfrom [\w.]+ import [\w, ]+ to work\b|\bcrate[- ](level|root)\b|\b(umbrella header|single[- ]header (library|file|build|distribution|version)|public headers?|modulemaps?|clang module ?maps?|without a (second|separate|extra) (include|import))\b|\b(jpms|module[- ]descriptors?|module-info(\.java)?|ServiceLoader|PublicAPI[. ](Shipped|Unshipped)|RS00(16|17|25|26|27))\b|\b(hook|wire|register|declare|add)(s|ed|ing)? (it |this |them )?(up )?as (a |an )?(new )?mod(ule)?s?\b|\bactivat(e|es|ion) (on|events?)\b|\bonStartupFinished\b|\b(rackup( file)?|config\.ru|importmap|(the|an|our) import map|main (js|javascript|css|script) (entry|file|module)|js entry ?(point|file)?|published artifact( id| name)?|register (the |a |our )?(new )?\w*ServiceProvider)\b|\b(available|accessible|importable|usable) (from|at|in) (the )?(package[- ](root|level)|top[- ]level( (package|module|namespace))?(?! of\b)|root (package|module|namespace))\b`,
				weight: 0.8,
			},
		],
		targets: [
			"package.json",
			"src/index.ts",
			"src/main.ts",
			"Source/Library.ts",
			"index.ts",
			"index.js",
			"src/cli.ts",
			"bin/",
			"__main__.py",
			"main.py",
			"cli.py",
		],
		scope: ["bin/", "__main__.py"],
		kinds: ["entry", "manifest"],
		note: "package.json `main`/`bin`/`exports` point at build output; edit the source file they are built from.",
	},
	"search/License": {
		priority: 9,
		threshold: 0.85,
		destructive: true,
		signals: [
			{
				// a licence's words, its SPDX id, or its text's opening (`GNU General Public`, `Permission is hereby granted`)
				id: "license-word",
				on: "query",
				pattern: String.raw`\b(licen([cs]e[ds]?)?|licen[cs]e[_-](files?|expression)|copyright|spdx|all rights reserved|POM_LICEN[CS]E\w*)\b|\b(MIT|Apache-2\.0|BSD-[23]-Clause|GPL-?[23]\.0|MPL-2\.0|ISC|BUSL-1\.1)\b|\b([AL]?GPL(v?[23])?|GNU (Lesser |Library |Affero )?General Public|Mozilla Public|Apache License|Permission is hereby granted|Redistribution and use in source)\b`,
				weight: 1.8,
			},
			// `LICEN` is what a glob for `LICEN*` (either spelling) leaves once its wildcard is taken off, `icense`
			// what `*icense*` leaves; an installer's licence page is rich text (`wix/License.rtf`)
			{
				id: "license-path",
				on: "path",
				// (and GitHub's licensed: its settings and the records it caches per dependency, `.licenses/npm/uuid.dep.yml`)
				pattern: String.raw`(^|/)(LICEN([CS]E)?|COPYING|NOTICE|COPYRIGHT)(\.(md|txt|rst|rtf)|-[A-Z0-9.-]+)?$|(^|/)icen[cs]e$|(^|/)(${NOTICE_FILE_NAMES}|${LICENSE_HEADER_NAMES})$|^(\./)?(\.licensed\.ya?ml|\.licenses(/|$)|deny\.toml$)`,
				weight: 2.0,
			},
			// a copyright's year searched (`2013-2025`, `2024 Jane Doe`): with the licence ask, past the gate; alone, under it
			{
				id: "license-year",
				on: "query",
				pattern: String.raw`^\W*(19|20)\d\d(\s*[-–]\s*(19|20)\d\d)?\b(?![-/.]\d)`,
				weight: 1.5,
			},
			// a licence's notice by its name (`include its MIT notice`, `third-party notices`)
			{
				id: "license-ask",
				on: "user",
				pattern: String.raw`\b(re|un)?(licen[cs]\w*|licnese|lisen[cs]e|copyright|spdx)\b|\b(MIT|Apache|BSD|ISC|MPL|GPL|attribution|third[- ]party)\s+notices?\b`,
				weight: 0.9,
			},
			code("code-shaped"),
		],
		targets: [
			"LICENSE",
			"LICENSE.md",
			"LICENSE.txt",
			"COPYING",
			"NOTICE",
			"package.json",
			"pyproject.toml",
			"setup.py",
		],
		scope: ["LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING", "NOTICE"],
		kinds: ["license", "manifest"],
		note: "The licence text and the manifest's `license` field must agree; never change the licence without the owner's word.",
	},
	"search/Lint": {
		priority: 10,
		threshold: 0.75,
		signals: [
			{
				id: "lint-word",
				on: "query",
				pattern: String.raw`(?<!@types\/)\b(${LINT_TOOL_NAMES}|editorconfig|noqa|eslint-disable[\w-]*|prettier-ignore|lint(ing|er|s)?)\b|${PHP_LINT_TOOL}|${LINT_RULE_SHAPES}|${CRATE_LINT_LEVEL}|\b(analysis_options|strict-(casts|inference|raw-types)|implicit-(casts|dynamic)|${MSBUILD_LINT_PROPERTIES}|${EDITORCONFIG_DOTNET_KEYS}|mix format|locals_without_parens|apiValidation|apiDump|warn-on-reflection|git-blame-ignore-revs|zig fmt|dune (fmt|build @fmt)|terraform fmt)\b`,
				weight: 1.5,
			},
			{
				id: "lint-path",
				on: "path",
				// …and the git hooks husky runs (`.husky/pre-commit`), and a repository's own lint script (`scripts/lint`)
				pattern: `(^|/)(${LINT_CONFIG_NAMES})$|(^|/)(${GIT_HOOK_FOLDER_NAMES})/[\\w-]+$|(^|/)(${CLJ_KONDO_FOLDER_NAMES})/|${LINT_SCRIPT_PATTERN}`,
				weight: 1.6,
			},
			{
				id: "lint-ask",
				on: "user",
				pattern: String.raw`\b(lint\w*|(re)?formatt\w*|prettier|eslint|biome|code style|style guide|ruff|flake8|pylint|isort|mypy|codespell|cspell|spell(ing)? ?check(er|ing)? (fails?|failing|failed|complains?|errors?|jobs?|steps?|config\w*|dictionar(y|ies)|words?|ignores?)|(allowed|ignored|custom) words|pre-?commit|git hooks?|commitlint|lefthook|husky|lint-staged|staticcheck|golangci(-lint)?|clippy|rustfmt|gofmt|rubocop|standardrb|editorconfig|clang-(format|tidy)|swiftlint|swift-?format|ktlint|ktfmt|detekt|spotless(Apply|Check)|checkstyle|scalafmt|credo|hlint|stylua|luacheck|perltidy|perlcritic|cppcheck|uncrustify|ocamlformat|cljfmt|clj-kondo|tflint|erlfmt|psscriptanalyzer|resharper|\d+[- ]spaces? indent\w*|tabs? (vs\.? spaces|indent\w*)|indentation (config\w*|settings?|style|width|size|rules?)|indent[_ ](style|size|width)|markdownlint|stylelint|jshint|xo|shellcheck|hadolint|erb_?lint|prospector|pycodestyle|pydocstyle|cops?)\b|\b(deny|forbid|warn)\s+(missing_docs|missing_debug_implementations|unsafe_code|unreachable_pub|warnings|unused_[a-z_]+|rust_2018_idioms|clippy::[a-z_]+)\b|\b(missing_docs|missing_debug_implementations|unsafe_code|unreachable_pub|rust_2018_idioms|clippy::[a-z_]+)\s+(warnings?|lints?)\b|\bblack(?= (formatt\w*|config\w*|settings|target|line|profile|style)\b)|\b(analysis_options|strict-(casts|inference|raw-types)|implicit-(casts|dynamic)|StyleCop|${EDITORCONFIG_DOTNET_KEYS}|analy[sz]ers? (warnings?|rules?|severity))\b`,
				weight: 0.7,
			},
			code("code-shaped"),
		],
		targets: [
			"eslint.config.js",
			"eslint.config.mjs",
			".eslintrc.json",
			".eslintrc.js",
			".eslintrc.cjs",
			".prettierrc",
			".prettierrc.json",
			"prettier.config.js",
			".prettierignore",
			".eslintignore",
			"biome.json",
			".editorconfig",
			".flake8",
			"ruff.toml",
			".pylintrc",
			"mypy.ini",
			".pre-commit-config.yaml",
			// last: the lint script and lint-staged (or ruff's table) live in the manifest
			"package.json",
			"pyproject.toml",
		],
		scope: [
			"eslint.config.js",
			"eslint.config.mjs",
			".eslintrc.json",
			".eslintrc.js",
			".eslintrc.cjs",
			".prettierrc",
			".prettierrc.json",
			"biome.json",
			".editorconfig",
			".flake8",
			"ruff.toml",
			".pylintrc",
			"mypy.ini",
		],
		kinds: ["lint-config"],
		note: "The lint script in package.json (or the pre-commit config) shows which of these configs is live.",
	},
};

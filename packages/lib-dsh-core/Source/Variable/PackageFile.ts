import type { GraphKind } from "../Interface/Graph";

/** The package managers' worlds a manifest or a lockfile belongs to. */
export type Ecosystem =
	| "node"
	| "python"
	| "go"
	| "rust"
	| "ruby"
	| "php"
	| "jvm"
	| "bazel"
	| "dotnet"
	| "dart"
	| "swift"
	| "elixir"
	| "haskell"
	| "lua"
	| "zig"
	| "ocaml"
	| "clojure"
	| "julia"
	| "r"
	| "terraform"
	| "ansible"
	| "erlang"
	| "powershell"
	| "perl"
	| "nim"
	| "crystal";

/** Which reader states a package file's facts (`Function/WorkspaceGraph/ManifestFacts.ts` maps each to its parser). */
export type ManifestReader =
	| "package"
	| "python"
	| "requirements"
	| "go-mod"
	| "cargo"
	| "catalog"
	| "gem"
	| "deno-deps"
	| "composer"
	| "jvm"
	| "pom"
	| "bazel"
	| "msbuild"
	| "dotnet-tools"
	| "pubspec"
	| "swift"
	| "mix"
	| "gradle-properties"
	| "sbt"
	| "cabal"
	| "rockspec"
	| "c-build"
	| "zig"
	| "dune-project"
	| "opam"
	| "clojure"
	| "julia"
	| "r-description"
	| "terraform"
	| "ansible"
	| "erlang"
	| "powershell"
	| "perl"
	| "nimble";

export interface PackageFile {
	/** The file's basename. */
	name: RegExp;
	/** The folder it must sit in, when its name alone says nothing (`requirements/base.txt`). */
	folder?: RegExp;
	/** Its package manager's world; none for a file more than one manager reads (Deno's, JSR's, Rush's). */
	ecosystem?: Ecosystem;
	/** How the workspace graph files it (none: only its world is known). */
	kinds: readonly GraphKind[];
	reader?: ManifestReader;
	/** It makes its folder a package (package.json, pyproject.toml, setup.py): a Go module or a crate below is a part. */
	package?: true;
	/** The kinds it adds in its own project (a Go, Rust, Ruby, PHP or JVM one: no package.json or Python manifest at the
	 * root). */
	ownProject?: readonly GraphKind[];
	/** A folder it is no package file in (Composer's installed packages: `vendor/symfony/console/composer.json`). */
	notIn?: RegExp;
	/** At the root it is its project's own manifest even beside a package.json (a gem's, beside its docs site's). */
	besideRootPackage?: true;
	/** Its own-project kinds are the root's file's alone (a Meson build's `meson.build` in every source folder). */
	ownAtRootOnly?: true;
	/** It is its project's manifest when its reader states facts (an Erlang app's resource file, a PowerShell module's
	 * manifest), in its own project or one folder below a package root (`src/Pode.psd1` beside a docs site's
	 * package.json); a file of its name stating none is data. */
	manifestWhenStated?: true;
}

/** A PowerShell project's list of the modules it installs, as PSDepend and Sampler name it (`requirements.psd1`,
 * `x.depend.psd1`, `RequiredModules.psd1`): its requirements, read by `PowerShellFacts` as such. */
export const POWERSHELL_DEPENDENCY_LIST = /^(requirements|RequiredModules|[\w.-]+\.depend)\.psd1$/;

/** Where rebar3 and Mix keep the packages they fetch and build (`_build/default/lib/x/`, `deps/x/`): none of the project's. */
const ERLANG_FETCHED = /(^|\/)(_build|deps)(\/|$)/;

/** Where a Perl distribution's installed modules and its build's copies sit (Carton's `local/`, `blib/`, a release's
 * build folder `.build/`): none of the project's. */
const PERL_INSTALLED = /(^|\/)(local|blib|\.build)(\/|$)/;

/** Where Nimble installs a project's packages when it keeps them local (`nimbledeps/`): none of the project's. */
const NIM_INSTALLED = /(^|\/)nimbledeps(\/|$)/;

/** Where Shards installs a shard's dependencies (`lib/kemal/shard.yml`): none of the project's. */
const SHARDS_INSTALLED = /(^|\/)lib(\/|$)/;

/** A .NET project file (C#, F#, VB): its folder's `obj/` and `bin/` are the build's output, which the scan skips. */
export const DOTNET_PROJECT = /^[\w.-]+\.(cs|fs|vb)proj$/;

/** A .NET build's output (`src/X/obj/X.csproj.nuget.g.props`, `bin/Release/net8.0/Polly.props`): generated copies. */
export const DOTNET_OUTPUT = /(^|\/)(obj|bin\/(Debug|Release))(\/|$)/;

/** A Swift package's manifest, a version-specific one too (`Package@swift-6.0.swift`). */
export const SWIFT_PACKAGE_MANIFEST = /^Package(@swift-[\d.]+)?\.swift$/;

/** The folder Composer installs a project's packages into, and anything below it. */
export const COMPOSER_INSTALLED = /(^|\/)vendor(\/|$)/;

/**
 * Every package manager's manifest, lockfile and workspace file, once: the graph's classifier, `EcosystemOf`, the
 * manifest readers and the search's manifest scope all read this table, so a new manager is added here alone.
 */
export const PACKAGE_FILES: readonly PackageFile[] = [
	{ name: /^package\.json$/, ecosystem: "node", kinds: ["manifest"], reader: "package", package: true },
	{
		name: /^(pyproject\.toml|setup\.py)$/,
		ecosystem: "python",
		kinds: ["manifest"],
		reader: "python",
		package: true,
	},
	{ name: /^Pipfile$/, ecosystem: "python", kinds: ["manifest"] },
	// a Go module's and a Rust crate's manifests: the JS and Python intents name them for dependency work only (a Go
	// module's versions are its tags; a Tauri app's crate is not where its release, licence or entry is kept); in their
	// own project a crate's states its version, licence, binaries and build profiles, a module's its Go toolchain
	{ name: /^go\.mod$/, ecosystem: "go", kinds: ["requirements"], reader: "go-mod", ownProject: ["config"] },
	{
		name: /^Cargo\.toml$/,
		ecosystem: "rust",
		kinds: ["requirements"],
		reader: "cargo",
		ownProject: ["manifest", "config"],
	},
	// Bundler's Gemfile declares the gems a Ruby project needs (a Go or JS repository's Ruby test suite or docs site has
	// one too, so it is a dependency file only, as go.mod is to a JS project)
	{ name: /^(Gemfile|gems\.rb)$/, ecosystem: "ruby", kinds: ["requirements"], reader: "gem" },
	// Appraisal's gem sets, one per version of a dependency a gem is tested against
	{ name: /^Appraisals$/, ecosystem: "ruby", kinds: ["requirements"] },
	// a gemspec is a gem's own manifest: its name, licence, the Ruby it requires
	{
		name: /^[\w.-]+\.gemspec$/,
		ecosystem: "ruby",
		kinds: ["requirements"],
		reader: "gem",
		ownProject: ["manifest", "config"],
		besideRootPackage: true,
	},
	// Composer's manifest is a PHP package's own (its name, licence, the packages it requires, its autoload map: the
	// entry's) in its own project, as a crate's; a JS library's `composer.json` for Packagist states what it needs; those
	// of the packages Composer installed into `vendor/` are none of the project's
	{
		name: /^composer\.json$/,
		notIn: COMPOSER_INSTALLED,
		ecosystem: "php",
		kinds: ["requirements"],
		reader: "composer",
		ownProject: ["manifest"],
	},
	// Maven's POM and Gradle's build scripts declare a JVM project's coordinates, version and dependencies (a Gradle
	// script is its build's settings too), Gradle's settings script the builds it includes: in their own project (no
	// package.json or Python manifest at the root), as a crate's; a JS app's `android/build.gradle` states what it needs
	{ name: /^pom\.xml$/, ecosystem: "jvm", kinds: ["requirements"], reader: "pom", ownProject: ["manifest"] },
	{
		name: /^build\.gradle(\.kts)?$/,
		ecosystem: "jvm",
		kinds: ["requirements", "build-config"],
		reader: "jvm",
		ownProject: ["manifest"],
	},
	{ name: /^settings\.gradle(\.kts)?$/, ecosystem: "jvm", kinds: [], reader: "jvm", ownProject: ["workspace"] },
	// Gradle's version catalog: the libraries and plugins every build script names by alias, with their versions
	{
		name: /^[\w-]*\.versions\.toml$/,
		folder: /(^|\/)gradle$/,
		ecosystem: "jvm",
		kinds: ["requirements"],
		reader: "jvm",
	},
	// Gradle's properties: the version and the published artifact's coordinates and licence the publishing plugin reads
	// (`VERSION_NAME`, `POM_ARTIFACT_ID`, `POM_LICENSE_NAME`), the Kotlin and Gradle flags a build runs with
	{ name: /^gradle\.properties$/, ecosystem: "jvm", kinds: ["config"], reader: "gradle-properties" },
	// sbt's build definition: a Scala project's modules, their settings, dependencies and versions, in its own project the
	// manifest; `version.sbt` the version a release sets; the plugins and build code under `project/` (`plugins.sbt`,
	// `Dependencies.scala`), and the sbt release a checkout builds with (`project/build.properties`)
	{
		name: /^build\.sbt$/,
		ecosystem: "jvm",
		kinds: ["requirements", "build-config"],
		reader: "sbt",
		ownProject: ["manifest"],
	},
	{ name: /^version\.sbt$/, ecosystem: "jvm", kinds: ["version-file"], reader: "sbt" },
	{
		name: /^[\w-]+\.sbt$/,
		folder: /^project$/,
		ecosystem: "jvm",
		kinds: ["requirements", "build-config"],
		reader: "sbt",
	},
	{
		name: /^(Dependencies|Deps|Versions|Libraries|Libs)\.scala$/,
		folder: /^project$/,
		ecosystem: "jvm",
		kinds: ["requirements", "build-config"],
		reader: "sbt",
	},
	{ name: /^build\.properties$/, folder: /^project$/, ecosystem: "jvm", kinds: ["config"], reader: "sbt" },
	// a Haskell package's cabal file: its version, licence, the packages each component depends on, its library's exposed
	// modules and executables' `main-is` (the entry) and its test suites; cabal's and Stack's project files the packages a
	// build takes and the compiler or snapshot it builds with
	{
		name: /^[\w.-]+\.cabal$/,
		ecosystem: "haskell",
		kinds: ["requirements"],
		reader: "cabal",
		ownProject: ["manifest", "build-config", "entry", "test-config"],
	},
	// (a project file's `source-repository-package` and `constraints` pin the packages a build takes)
	{ name: /^cabal\.project(\.local)?$/, ecosystem: "haskell", kinds: ["workspace", "requirements", "build-config"] },
	// (Stack's at the root: a `deploy/stack-prod.yaml` is a cloud stack's)
	{ name: /^stack(-[\w.-]+)?\.yaml$/, folder: /^$/, ecosystem: "haskell", kinds: ["requirements", "build-config"] },
	// a Lua package's rockspec (LuaRocks): its version, licence and the rocks it depends on; the root's is the package's
	// manifest (a `rockspecs/` folder keeps the released ones)
	{
		name: /^[\w.-]+\.rockspec$/,
		ecosystem: "lua",
		kinds: ["requirements"],
		reader: "rockspec",
		ownProject: ["manifest"],
		ownAtRootOnly: true,
	},
	// a C or C++ build's Meson file or Autoconf script: the project's version and licence (`project('vips', 'c', version:
	// '8.18.2')`, `AC_INIT`) and the libraries it checks for (`dependency('libheif', version: '>=1.7')`: the scan files one
	// stating any as requirements too); the root's is the project's manifest, a source folder's builds that folder
	{
		name: /^(meson\.build|configure\.(ac|in))$/,
		kinds: ["build-config"],
		reader: "c-build",
		ownProject: ["manifest"],
		ownAtRootOnly: true,
	},
	// (Meson's subprojects, one wrap file a library it may build itself)
	{ name: /^[\w.+-]+\.wrap$/, folder: /(^|\/)subprojects$/, kinds: ["requirements"] },
	// a Zig package's `build.zig.zon`: its name, version, the Zig it needs and the packages it depends on, in its own
	// project the manifest and config; its `build.zig` the build, its steps (`zig build test`) the tests' too
	{
		name: /^build\.zig\.zon$/,
		ecosystem: "zig",
		kinds: ["requirements"],
		reader: "zig",
		ownProject: ["manifest", "config"],
		besideRootPackage: true,
	},
	{
		name: /^build\.zig$/,
		ecosystem: "zig",
		kinds: ["build-config"],
		ownProject: ["test-config"],
		ownAtRootOnly: true,
	},
	// an OCaml project's `dune-project` (its name, version, licence and, generating the opam files, each package's
	// dependencies) and opam files: its manifests in its own project, or at the root beside a package.json kept for its
	// JavaScript build (Melange's, Reason's); every folder's `dune` file builds that folder's library, executable or tests
	{
		name: /^dune-project$/,
		ecosystem: "ocaml",
		kinds: ["requirements", "build-config"],
		reader: "dune-project",
		ownProject: ["manifest"],
		besideRootPackage: true,
	},
	{
		name: /^[\w.-]+\.opam$/,
		ecosystem: "ocaml",
		kinds: ["requirements"],
		reader: "opam",
		ownProject: ["manifest"],
		besideRootPackage: true,
	},
	{ name: /^(dune|dune-workspace)$/, ecosystem: "ocaml", kinds: ["build-config"] },
	// a Clojure project's Leiningen project (its name, version, licence, dependencies, profiles, test selectors and
	// compiler flags: the manifest and the build), its tools.deps file (the libraries and the paths and aliases it builds and
	// tests with), Babashka's tasks and shadow-cljs' builds
	{
		name: /^project\.clj$/,
		ecosystem: "clojure",
		kinds: ["requirements", "build-config"],
		reader: "clojure",
		ownProject: ["manifest"],
		besideRootPackage: true,
	},
	{ name: /^deps\.edn$/, ecosystem: "clojure", kinds: ["requirements", "build-config"], reader: "clojure" },
	{
		name: /^(bb|shadow-cljs)\.edn$/,
		ecosystem: "clojure",
		kinds: ["requirements", "build-config"],
		reader: "clojure",
	},
	// a Julia package's `Project.toml`: its name, version, the packages it depends on and the Julia its `[compat]` allows;
	// the root's is the package's own (a `docs/` or `test/` one names what those environments load)
	{
		name: /^(Julia)?Project\.toml$/,
		ecosystem: "julia",
		kinds: ["requirements"],
		reader: "julia",
		ownProject: ["manifest", "config"],
		ownAtRootOnly: true,
	},
	// an R package's DESCRIPTION: its name, version, licence, the packages it imports and the R it needs; its NAMESPACE
	// what it exports (its entry)
	{
		name: /^DESCRIPTION$/,
		ecosystem: "r",
		kinds: ["requirements"],
		reader: "r-description",
		ownProject: ["manifest", "config"],
		ownAtRootOnly: true,
	},
	{ name: /^NAMESPACE$/, folder: /^$/, ecosystem: "r", kinds: [], ownProject: ["entry"] },
	// a Terraform module's settings file: the providers it requires and the Terraform it needs, in its own project
	{
		name: /^(versions|terraform|providers)\.tf$/,
		ecosystem: "terraform",
		kinds: [],
		reader: "terraform",
		ownProject: ["requirements", "config"],
	},
	// an Ansible collection's `galaxy.yml` (its name, version, licence and the collections it depends on) and a role's
	// `meta/main.yml` (its name, licence, the Ansible it needs, the roles it depends on): their project's manifest; the
	// collections and roles a requirements file installs (`requirements.yml`, `meta/collection-requirements.yml`)
	// (at the root, or a collection's role's: a deploy's roles deep in another project, or a Galaxy server's
	// `config/galaxy.yml`, are none of the project's manifests)
	{
		name: /^galaxy\.ya?ml$/,
		folder: /^$/,
		ecosystem: "ansible",
		kinds: [],
		reader: "ansible",
		ownProject: ["manifest", "requirements"],
		besideRootPackage: true,
	},
	{
		name: /^main\.ya?ml$/,
		folder: /^(roles\/[\w.-]+\/)?meta$/,
		ecosystem: "ansible",
		kinds: [],
		reader: "ansible",
		ownProject: ["manifest", "requirements"],
	},
	// (`.yml`, as Ansible writes it: Helm 2's `requirements.yaml` lists a chart's dependencies)
	{ name: /^(collection-)?requirements\.yml$/, ecosystem: "ansible", kinds: ["requirements"], reader: "ansible" },
	// an Erlang project's `rebar.config`: the packages and plugins it fetches (a profile's too), its compiler options, its
	// checks (xref, Dialyzer), its test and docs settings; in its own project its build's config. An application's
	// resource file (`src/hackney.app.src`) states its name, version, licences, the applications it needs and the module
	// it starts: its manifest (filed by the scan, which reads it)
	{
		name: /^rebar\.config$/,
		notIn: ERLANG_FETCHED,
		ecosystem: "erlang",
		kinds: ["requirements"],
		reader: "erlang",
		ownProject: ["build-config", "config"],
	},
	{
		name: /^[a-z][\w@]*\.app\.src$/,
		folder: /^((apps|lib)\/[\w.-]+\/)?src$/,
		notIn: ERLANG_FETCHED,
		ecosystem: "erlang",
		kinds: [],
		reader: "erlang",
		manifestWhenStated: true,
	},
	// the modules a PowerShell project installs, as PSDepend and Sampler list them (`requirements.psd1`, `x.depend.psd1`,
	// `RequiredModules.psd1`: `@{ Pester = '5.5.0' }`)
	{
		name: POWERSHELL_DEPENDENCY_LIST,
		ecosystem: "powershell",
		kinds: ["requirements"],
		reader: "powershell",
	},
	// a PowerShell module's manifest (`src/Pode.psd1`): its version, the modules it requires, its root module, what it
	// exports, its licence's address; a `.psd1` of data (a localisation table, PSScriptAnalyzer's settings) states none.
	// A built copy, an installed module or a test's fixture is none of the project's
	{
		name: /^[\w.-]+\.psd1$/,
		notIn: /(^|\/)([Oo]utput|BuildOutput|RequiredModules|[Tt]ests?|[Ff]ixtures?)(\/|$)/,
		ecosystem: "powershell",
		kinds: [],
		reader: "powershell",
		manifestWhenStated: true,
	},
	// a Perl distribution's prerequisites (`cpanfile`: `requires 'HTTP::Message' => '7.01';`), and its build's files:
	// Dist::Zilla's `dist.ini` (its name, licence, the plugins that build, test and release it, its `[Prereqs]`),
	// MakeMaker's `Makefile.PL` and Module::Build's `Build.PL` (its name, version, licence, prerequisites); at the root
	// its project's manifest, one listing prerequisites its requirements too (filed by the scan, as the main module the
	// version is read from)
	{ name: /^cpanfile$/, notIn: PERL_INSTALLED, ecosystem: "perl", kinds: ["requirements"], reader: "perl" },
	{
		name: /^(dist\.ini|Makefile\.PL|Build\.PL)$/,
		notIn: PERL_INSTALLED,
		ecosystem: "perl",
		kinds: ["build-config"],
		reader: "perl",
		ownProject: ["manifest"],
		ownAtRootOnly: true,
	},
	// a Nim package's `.nimble` file: its version, licence, the packages it requires and the Nim it needs, its binaries and
	// source folder, its tasks (`task test`): in its own project the manifest, its config and build; the compiler's
	// settings (`config.nims`, `nim.cfg`, a module's `x.nim.cfg`) the build's switches, its warnings and style checks
	{
		name: /^[\w-]+\.nimble$/,
		notIn: NIM_INSTALLED,
		ecosystem: "nim",
		kinds: ["requirements"],
		reader: "nimble",
		ownProject: ["manifest", "config", "build-config", "test-config"],
		ownAtRootOnly: true,
		besideRootPackage: true,
	},
	{
		name: /^(config\.nims|([\w-]+\.)?nim\.cfg)$/,
		notIn: NIM_INSTALLED,
		ecosystem: "nim",
		kinds: ["build-config", "config"],
	},
	// a Crystal shard's `shard.yml`: its name, version, licence, the Crystal it needs, the shards it depends on and the
	// targets it builds; in its own project the manifest, config and build. The shards it installs go into `lib/`
	{
		name: /^shard\.yml$/,
		notIn: SHARDS_INSTALLED,
		ecosystem: "crystal",
		kinds: ["requirements"],
		reader: "pubspec",
		ownProject: ["manifest", "config", "build-config"],
		ownAtRootOnly: true,
		besideRootPackage: true,
	},
	// Bazel's module file: the modules a build depends on (`bazel_dep(name = "googletest", version = "1.15.2")`), and its build
	{ name: /^MODULE\.bazel$/, ecosystem: "bazel", kinds: ["requirements", "build-config"], reader: "bazel" },
	// a .NET project file (C#, F#, VB): the packages it references, its target frameworks and its package's metadata; in
	// its own project the manifest, as a crate's is. Central package management keeps every package's version in
	// `Directory.Packages.props`; any other MSBuild file a build imports (`Directory.Build.props`, `eng/Library.targets`)
	// holds shared build settings, and often the version, the package's licence, a tool's settings (MinVer's)
	{
		name: DOTNET_PROJECT,
		notIn: DOTNET_OUTPUT,
		ecosystem: "dotnet",
		kinds: ["requirements", "build-config"],
		reader: "msbuild",
		ownProject: ["manifest"],
	},
	{
		name: /^Directory\.Packages\.props$/,
		notIn: DOTNET_OUTPUT,
		ecosystem: "dotnet",
		kinds: ["requirements"],
		reader: "msbuild",
	},
	{
		name: /^[\w.-]+\.(props|targets)$/,
		notIn: DOTNET_OUTPUT,
		ecosystem: "dotnet",
		kinds: ["build-config"],
		reader: "msbuild",
	},
	// the .NET tools a checkout restores (`dotnet tool restore`): the tool manifest in `.config/`
	{
		name: /^dotnet-tools\.json$/,
		folder: /(^|\/)\.config$/,
		ecosystem: "dotnet",
		kinds: ["requirements"],
		reader: "dotnet-tools",
	},
	// a Dart or Flutter package's pubspec: its name, version, the packages it depends on and the SDK it needs (config, as
	// a crate's MSRV is); at the root it is the package's own beside a package.json kept for tooling
	{
		name: /^pubspec\.yaml$/,
		ecosystem: "dart",
		kinds: ["requirements"],
		reader: "pubspec",
		ownProject: ["manifest", "config"],
		besideRootPackage: true,
	},
	// (a checkout's local overrides of the pubspec's dependencies, and Melos' workspace of Dart packages)
	{ name: /^pubspec_overrides\.yaml$/, ecosystem: "dart", kinds: ["requirements"] },
	{ name: /^melos\.yaml$/, ecosystem: "dart", kinds: ["workspace"] },
	// a Swift package's manifest: its products (what it exports: its entry), targets and the packages it depends on, the
	// Swift tools and language mode it builds with (config); a version-specific variant (`Package@swift-5.9.swift`) too. It
	// states no version (a package's is its tag) nor licence, so it is no manifest of a release's or a relicence's. CocoaPods' spec states a pod's version, licence
	// and dependencies as a gemspec does, its Podfile an app's pods; Carthage's Cartfile the frameworks an app builds with
	{
		name: SWIFT_PACKAGE_MANIFEST,
		ecosystem: "swift",
		kinds: ["requirements", "build-config"],
		reader: "swift",
		ownProject: ["entry", "config"],
	},
	{
		name: /^[\w.-]+\.podspec$/,
		ecosystem: "swift",
		kinds: ["requirements"],
		reader: "gem",
		ownProject: ["manifest"],
	},
	// (a Podfile's pods are read as a Gemfile's gems; a Cartfile's lines, `github "Alamofire/Alamofire" ~> 5.0`, are not)
	{ name: /^Podfile$/, ecosystem: "swift", kinds: ["requirements"], reader: "gem" },
	{ name: /^Cartfile(\.private)?$/, ecosystem: "swift", kinds: ["requirements"] },
	// an Elixir project's `mix.exs`: its app, version, the Elixir it needs, its dependencies, package metadata (licences)
	// and docs settings; in its own project the manifest and config, as a crate's
	{
		name: /^mix\.exs$/,
		ecosystem: "elixir",
		kinds: ["requirements"],
		reader: "mix",
		ownProject: ["manifest", "config"],
	},
	// JSR's and Deno's package files state the name, version and exports as package.json does
	{ name: /^(jsr\.jsonc?|deno\.jsonc?)$/, kinds: ["manifest"] },
	// a Deno project's dependency modules, by convention (`deps.ts`, `dev_deps.ts`, one module a package in `deps/`):
	// the versioned imports (`jsr:@std/path@^1`, `https://deno.land/x/cliffy@v1.0.0/…`) every other module imports from
	{ name: /^(deps|dev_deps|test_deps|deps_test)\.ts$/, kinds: ["requirements"], reader: "deno-deps" },
	{ name: /^[\w.-]+\.ts$/, folder: /^deps$/, kinds: ["requirements"], reader: "deno-deps" },
	{ name: /^pnpm-workspace\.yaml$/, ecosystem: "node", kinds: ["workspace"], reader: "catalog" },
	{ name: /^lerna\.json$/, ecosystem: "node", kinds: ["workspace"] },
	{ name: /^rush\.json$/, kinds: ["workspace"] },
	{ name: /^go\.work$/, ecosystem: "go", kinds: ["workspace"] },
	{ name: /^setup\.cfg$/, ecosystem: "python", kinds: ["manifest", "config", "lint-config"], reader: "python" },
	{
		name: /^(pnpm-lock\.yaml|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|bun\.lockb?)$/,
		ecosystem: "node",
		kinds: ["lockfile"],
	},
	{ name: /^(poetry\.lock|pdm\.lock|uv\.lock|Pipfile\.lock)$/, ecosystem: "python", kinds: ["lockfile"] },
	{ name: /^go\.sum$/, ecosystem: "go", kinds: ["lockfile"] },
	{ name: /^Cargo\.lock$/, ecosystem: "rust", kinds: ["lockfile"] },
	{ name: /^(Gemfile\.lock|gems\.locked)$/, ecosystem: "ruby", kinds: ["lockfile"] },
	{ name: /^composer\.lock$/, notIn: COMPOSER_INSTALLED, ecosystem: "php", kinds: ["lockfile"] },
	{ name: /^gradle\.lockfile$/, ecosystem: "jvm", kinds: ["lockfile"] },
	{ name: /^packages\.lock\.json$/, notIn: DOTNET_OUTPUT, ecosystem: "dotnet", kinds: ["lockfile"] },
	{ name: /^pubspec\.lock$/, ecosystem: "dart", kinds: ["lockfile"] },
	{ name: /^(Package\.resolved|Podfile\.lock|Cartfile\.resolved)$/, ecosystem: "swift", kinds: ["lockfile"] },
	{ name: /^mix\.lock$/, ecosystem: "elixir", kinds: ["lockfile"] },
	{ name: /^rebar\.lock$/, ecosystem: "erlang", kinds: ["lockfile"] },
	{ name: /^cpanfile\.snapshot$/, notIn: PERL_INSTALLED, ecosystem: "perl", kinds: ["lockfile"] },
	{ name: /^nimble\.lock$/, notIn: NIM_INSTALLED, ecosystem: "nim", kinds: ["lockfile"] },
	{ name: /^shard\.lock$/, notIn: SHARDS_INSTALLED, ecosystem: "crystal", kinds: ["lockfile"] },
	{ name: /^(cabal\.project\.freeze|stack(-[\w.-]+)?\.yaml\.lock)$/, ecosystem: "haskell", kinds: ["lockfile"] },
	{ name: /^[\w.-]+\.opam\.locked$/, ecosystem: "ocaml", kinds: ["lockfile"] },
	{ name: /^(Julia)?Manifest(-v[\d.]+)?\.toml$/, ecosystem: "julia", kinds: ["lockfile"] },
	{ name: /^renv\.lock$/, ecosystem: "r", kinds: ["lockfile"] },
	{ name: /^\.terraform\.lock\.hcl$/, ecosystem: "terraform", kinds: ["lockfile"] },
	// the locks of Appraisal's gem sets, one per version of a dependency a gem is tested against (`gemfiles/rails_7_1.gemfile`
	// itself is generated from `Appraisals`, and files filed beside the Gemfile would crowd its lock out of a note)
	{ name: /^[\w.-]+\.gemfile\.lock$/, folder: /(^|\/)gemfiles$/, ecosystem: "ruby", kinds: ["lockfile"] },
	{
		// a set named for what it installs, before or after the word (`mkdocs-requirements.txt`, `requirements-dev.txt`)
		name: /^([\w.]+[-_])?requirements[\w.-]*\.(txt|in)$/,
		ecosystem: "python",
		kinds: ["lockfile", "requirements"],
		reader: "requirements",
	},
	// …and a set kept in a `requirements/` folder, named for what it installs (`requirements/dev.txt`, `requirements/docker`)
	{
		name: /^[\w-]+(\.(txt|in))?$/,
		folder: /(^|\/)requirements$/,
		ecosystem: "python",
		kinds: ["lockfile", "requirements"],
		reader: "requirements",
	},
	// the package managers' own settings: filed as config (or not at all) further down the classifier's rules
	{ name: /^(\.npmrc|\.yarnrc(\.yml)?)$/, ecosystem: "node", kinds: [] },
];

/**
 * The build settings a bundler or transpiler reads (`tsup.config.ts`, `vite.config.mjs`, `postcss.config.js`): one
 * list for the search pack's `build-path` signal and the workspace graph's `build-config` kind.
 */
// (a config named for its part or mode is that bundler's too: `webpack.config.preload.js`, `vite.config.lib.ts`,
// Electron Forge's `webpack.main.config.ts`)
export const BUNDLER_CONFIG_NAMES = String.raw`(tsup|tsdown|build|vite|webpack|rspack|rollup|rolldown|esbuild|babel|swc|postcss|tailwind)(\.(main|renderer|preload|dev|prod|production|development|common|base|client|server))?\.config(\.[\w-]+)?\.[cm]?[jt]s`;

/** A desktop or mobile app's packaging settings (electron-builder, Electron Forge, electron-vite, Metro, EAS, Tauri). */
export const APP_BUILD_NAMES = String.raw`electron-builder([.-]config)?\.([cm]?[jt]s|json5?|ya?ml|toml)|(forge|electron\.vite|metro)\.config\.[cm]?[jt]s|eas\.json|tauri(\.[\w-]+)?\.conf\.json5?|Tauri\.toml`;

/**
 * The files that name the images a container is built from and runs (`Dockerfile`, `Dockerfile.dev`, `Containerfile`,
 * `docker-compose.yml`, a compose file named for its use, `e2e.compose.yml`), never a Dockerfile's notes (`Dockerfile.md`).
 */
export const CONTAINER_IMAGE_FILE_NAMES = String.raw`(Dockerfile|Containerfile)(\.(?!(md|txt|rst)$)[\w-]+)?|([\w-]+[.-])?compose[\w.-]*\.ya?ml`;

/** The files an app's image is built and run from: those naming its images, what the build ignores, the image's
 * `docker-entrypoint.sh`. */
export const CONTAINER_FILE_NAMES = String.raw`${CONTAINER_IMAGE_FILE_NAMES}|\.dockerignore|(docker-)?entrypoint\.sh`;

/** Base images by name, as a Dockerfile or a compose file writes them. */
const BASE_IMAGES = String.raw`alpine|golang|node|python|postgres|redis|ubuntu|debian|nginx|mysql|mariadb|mongo|busybox|rust|ruby|php|eclipse-temurin|openjdk|amazoncorretto|caddy|httpd|scratch|distroless`;

/**
 * A search for the image a container is built from or runs: a Dockerfile's `FROM` with a base image, a registry's or an
 * argument's (`FROM golang`, `FROM --platform=$BUILDPLATFORM ghcr.io/…`, a regex's `FROM .*golang`; `FROM users` is SQL), a compose file's `image:`,
 * an image with its tag (`alpine:3.20`, `node:22-slim`). Case-sensitive.
 */
export const CONTAINER_IMAGE_QUERY = String.raw`^\^?FROM\s+(--platform=\S+\s+)?(\.[*+]\??)?((${BASE_IMAGES})\b|[\w.-]+\.(io|com|dev)/|\$\{?\w)|\bimage:\s*["']?((${BASE_IMAGES})\b|[\w.-]+\.(io|com|dev)/)|\b(${BASE_IMAGES}):(v?\d|latest|lts|slim|alpine|bookworm|bullseye|jammy|noble|\\?$|$)`;

/** The other build files by name: transpiler settings (Babel's, one a build output's too: `.babelrc-npm.json`), a task
 * runner's or monorepo's pipeline, sdist rules. */
// (a Rust crate's `build.rs` runs before its compile: code generation, linking, completions; the Nest and Angular CLIs'
// project files hold their builds' assets, output and bundler options; what a package or a VS Code extension's `.vsix` leaves
// out is its packaging's; an Xcode project's `project.pbxproj`, build settings and schemes are its build's; rebar3's
// `rebar.config.script` computes its config at build time; a PowerShell module is built, packed and published by its
// Invoke-Build or psake script, `Pode.build.ps1`, `psakefile.ps1`; a plain `build.ps1` is a build script by its place,
// as `build.sh` is: `BUILD_SCRIPT_PATTERN`)
export const BUILD_FILE_NAMES = String.raw`\.babelrc(-[\w-]+)?(\.(json|[cm]?js|cts))?|\.swcrc|turbo\.jsonc?|nx\.json|Makefile(\.[\w-]+)?|GNUmakefile|[\w-]+\.mk|MANIFEST\.in|build\.rs|nest-cli\.json|angular\.json|\.vscodeignore|\.npmignore|CMakeLists\.txt|[\w-]+\.cmake(\.in)?|meson\.build|MODULE\.bazel|WORKSPACE\.bazel|\.bazelrc|(gradle|maven)-wrapper\.properties|(?!settings\.)[\w.-]+\.gradle(\.kts)?|[\w.-]+\.(sln|slnx|slnf)|project\.pbxproj|[\w.-]+\.xcconfig|[\w.-]+\.xcscheme|\.Rbuildignore|Makevars(\.\w+)?|build\.zig|dune|dune-workspace|rebar\.config\.script|[\w.-]+\.build\.ps1|psakefile\.ps1`;

/** A Cake build's script (`build.cake`; Cake.Sdk's `cake.cs`): a build file at the root only (a `Cake.cs` deeper is a class). */
export const CAKE_SCRIPT_NAMES = String.raw`[\w.-]+\.cake|cake\.cs`;

/** tools.build's script and a Zig build's helper (`build.clj`, `build_capy.zig`): build files at the root only (deeper, a
 * namespace or a module: shadow-cljs' `src/main/shadow/build.clj`, `src/build_options.zig`). */
export const ROOT_BUILD_SCRIPT_NAMES = String.raw`build\.clj|build_[\w-]+\.zig`;

/**
 * The JavaScript and other task runners' files (Grunt, Gulp, just, Task, Rake): the graph files them as build config (they
 * build, and run the tests and linters too), but a search in one is no build work by its path alone.
 */
export const TASK_RUNNER_NAMES = String.raw`[Jj]ustfile|Rakefile|Taskfile\.ya?ml|[Gg]runtfile\.[cm]?[jt]s|[Gg]ulpfile(\.babel)?\.[cm]?[jt]s`;

/**
 * A monorepo's shared-settings package by its folder (`tooling/eslint-config`, `packages/typescript-config`,
 * `tooling/rollup-config`): its own modules and JSON files are that tool's settings, which its packages extend.
 */
export const SETTINGS_PACKAGE =
	/(^|\/)(?<lint>(eslint|prettier|stylelint|commitlint|biome)-config(-[\w-]+)?)\/|(^|\/)(?<typescript>tsconfig|typescript-config|tsconfig-[\w-]+)\/|(^|\/)(?<build>(rollup|vite|tsup|postcss|webpack|esbuild|babel|tailwind)-config(-[\w-]+)?)\//;
/** A settings package's module or JSON file (its manifest and readme are filed by name first; tests are none). */
export const SETTINGS_MODULE = /\.([cm]?[jt]s|jsonc?)$/;

/** The JVM level a Gradle build targets as a constant (`JvmTarget.JVM_17`, `JavaVersion.VERSION_1_8`, Kotlin's
 * `KotlinVersion.KOTLIN_2_1`), upper case and a real level (a protocol's `VERSION_1` is none): one spelling for the
 * search pack's `jvm-level` signal and the search suggester's build-script keys (one group, so it can be interpolated
 * anywhere). */
export const JVM_LEVEL_CONSTANT = String.raw`(?:(JVM|VERSION)_(1_\d+|9|[1-9]\d)|KOTLIN_\d_\d)`;

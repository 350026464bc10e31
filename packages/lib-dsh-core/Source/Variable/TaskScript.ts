/**
 * The build, test and lint runs kept as the repository's own scripts (`scripts/build.sh`, `scripts/build-js.mjs`,
 * `scripts/test`, `scripts/coverage`, `scripts/lint`, the "scripts to rule them all" style, and `bin/lint` as Rails keeps them): the build's setup, the
 * coverage floor and the linters' flags live there, not in a config file. One list for the graph's kinds and the
 * search pack's path signals.
 */
// (a `support/` or `tools/` folder keeps them too: markdown-it's `support/build-dist.mjs`; an executable needs no
// extension: `script/build-releases`)
// …and the build script at the root (`build.ts` run by `bun build.ts`, a VS Code extension's `esbuild.js`, `build.sh`)
export const BUILD_SCRIPT_PATTERN = String.raw`(^|/)(scripts?|support|tools)/build([\w-]*|[\w.-]*\.([cm]?[jt]s|sh|py|ps1))$|^(\./)?((build|esbuild)\.[cm]?[jt]s|build\.(sh|ps1))$`;

// …and the release run (`scripts/release.sh`, `dev/release.sh`, `bin/release`, `scripts/prepare-release.mjs`): how a
// version is cut and tagged (a script fetching some tool's releases, `scripts/get-releases.sh`, is none, nor a crate's
// binary named so, `src/bin/release.rs`)
export const RELEASE_SCRIPT_PATTERN = String.raw`(^|/)(scripts?|dev|tools?|bin|ci|hack)/((make|cut|prepare|publish|do|create|new|tag)[-_])?releas(e|ing)([-_][\w-]*)?(\.(sh|bash|py|[cm]?[jt]s|rb))?$`;

// (and the "scripts to rule them all" CI run, `script/cibuild`, which runs the tests; and a root `test.sh`, the test
// run's setup: the databases it starts, the environment it sets)
export const TEST_SCRIPT_PATTERN = String.raw`(^|/)(scripts?|bin)/(test|coverage|cibuild)(\.(sh|py))?$|^(\./)?tests?\.sh$`;

// (a formatter's run, `scripts/format.sh`, is the linters' work as the pack reads it)
export const LINT_SCRIPT_PATTERN = String.raw`(^|/)(scripts?|bin)/(lint|format|fmt)(\.(sh|py))?$`;

export const BUILD_SCRIPT_PATH = new RegExp(BUILD_SCRIPT_PATTERN);

export const TEST_SCRIPT_PATH = new RegExp(TEST_SCRIPT_PATTERN);

export const LINT_SCRIPT_PATH = new RegExp(LINT_SCRIPT_PATTERN);

export const RELEASE_SCRIPT_PATH = new RegExp(RELEASE_SCRIPT_PATTERN);

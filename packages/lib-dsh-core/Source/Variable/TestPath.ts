/** The folders that hold tests by the common conventions (matched without case: `Test/` too). */
export const TEST_FOLDERS = ["test", "tests", "__tests__", "spec", "specs"];

/**
 * A test file by its path, matched without case: under a test folder, or named `test_x.ext`, `x_test.ext`,
 * `x.test.ext` or `x.spec.ext`, a Gherkin scenario (`x.feature`, behave's and Cucumber's) or a Perl test (`t/00-load.t`; a root `t/` is the graph's test folder, though a file under it is a test path only as
 * such: Celery's `t/proj/settings.py` is its test project's settings, which a config search names). The one notion of a
 * test path: the search pack's `test-path` signal, the workspace graph's `test-dir` folders and the replay
 * suggester's test pair all read it (`IsTestPath`).
 */
export const TEST_PATH_PATTERN = String.raw`(^|/)(${TEST_FOLDERS.join("|")})(/|$)|(^|/)test_[^/]*$|(^|/)tests?\.rs$|_test\.[a-z0-9]+$|\.(test|spec)\.[a-z0-9]+$|\.feature$|\.t$`;

export const TEST_PATH = new RegExp(TEST_PATH_PATTERN, "i");

/** A folder's own name is a test folder's (`tests`, `__tests__`, `Test`, `specs`, ...). */
export const TEST_FOLDER = new RegExp(`^(${TEST_FOLDERS.join("|")})$`, "i");

/**
 * A JS test runner's settings file, by its name (Vitest, Jest, Playwright, Cypress, AVA, Karma, WebdriverIO,
 * Nightwatch, Mocha, node-tap, Jasmine, RSpec's options; a Vitest workspace, a runner's setup file (RSpec's and
 * Minitest's helpers too); a variant's,
 * `playwright.react.config.ts`, `vitest.config.e2e.ts`; ExUnit's `test_helper.exs`, Xcode's test plans, ExCoveralls'
 * `coveralls.json`; busted's `.busted`, Guard's `Guardfile` that reruns them, a Neovim plugin's `minimal_init.lua`): one list for the search pack's
 * `test-config-path` signal and the workspace graph's `test-config` kind.
 */
export const TEST_CONFIG_NAMES = String.raw`(vitest|jest|playwright(-ct)?|cypress|ava)(\.[\w-]+)?\.config(\.[\w-]+)?\.[cm]?[jt]s|vitest\.workspace\.[cm]?[jt]s|(vitest|jest)\.setup\.[cm]?[jt]s|jest(\.[\w-]+)?\.config(\.[\w-]+)?\.json|(web-test-runner|wtr)(\.[\w-]+)?\.config\.[cm]?[jt]s|(karma|wdio|nightwatch)\.conf\.[cm]?[jt]s|\.mocharc(\.(js|cjs|json|jsonc|ya?ml))?|\.taprc(\.(json|ya?ml))?|jasmine\.json|cypress\.json|\.rspec|(spec|rails|test)_helper\.rb|phpunit(\.dist)?\.xml(\.dist)?|infection\.json5?(\.dist)?|\.vscode-test\.([cm]?[jt]s|json)|[\w.-]*\.runsettings|xunit\.runner\.json|stryker-config\.json|dart_test\.yaml|test_helper\.exs|[\w.-]+\.xctestplan|coveralls\.json|\.busted|Guardfile|minimal_init\.(lua|vim)|runtests\.jl|testthat\.R`;

/** The folders that hold a test's fixtures (Go's `testdata/`, `fixtures/`, Jest's `__fixtures__/`): their files are data. */
export const FIXTURE_FOLDERS = ["testdata", "fixtures", "fixture", "__fixtures__"];

/** A path under a fixtures folder (`packages/x/__e2e__/fixtures/basics/astro.config.mjs`). */
export const FIXTURE_FOLDER = new RegExp(`(^|/)(${FIXTURE_FOLDERS.join("|")})/`);

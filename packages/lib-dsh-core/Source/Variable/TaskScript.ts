/**
 * The test and lint runs kept as the repository's own scripts (`scripts/test`, `scripts/coverage`, `scripts/lint`, the
 * "scripts to rule them all" style): the coverage floor and the linters' flags live there, not in a config file.
 */
export const TEST_SCRIPT_PATTERN = String.raw`(^|/)scripts?/(test|coverage)(\.(sh|py))?$`;

export const LINT_SCRIPT_PATTERN = String.raw`(^|/)scripts?/lint(\.(sh|py))?$`;

/**
 * The file names of lint and format settings, one list for the search pack's `lint-path` signal (and its
 * targets) and the workspace graph's `lint-config` kind, so a file one of them knows the other knows too.
 */
export const LINT_CONFIG_NAMES = String.raw`\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s|\.eslintignore|\.prettierrc(\.\w+)?|prettier\.config\.[cm]?js|\.prettierignore|biome\.jsonc?|\.stylelintrc(\.\w+)?|\.editorconfig|\.flake8|\.?ruff\.toml|\.?pylintrc|mypy\.ini|\.pre-commit-config\.yaml`;

/**
 * The linters and formatters by name, one list for the search pack's `lint-word` signal and the search suggester's
 * evidence that a query naming one is about the workspace's lint config.
 */
export const LINT_TOOL_NAMES = "eslint|prettier|biome|stylelint|tslint|ruff|flake8|pylint|pycodestyle|isort|mypy";

/** A lint or format settings file, by its name (the basename). */
export const LINT_CONFIG_NAME = new RegExp(`^(${LINT_CONFIG_NAMES})$`);

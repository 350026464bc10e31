/**
 * The file names of lint and format settings, one list for the search pack's `lint-path` signal (and its
 * targets) and the workspace graph's `lint-config` kind, so a file one of them knows the other knows too.
 */
export const LINT_CONFIG_NAMES = String.raw`\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s|\.eslintignore|\.prettierrc(\.\w+)?|prettier\.config\.[cm]?js|\.prettierignore|biome\.jsonc?|\.stylelintrc(\.\w+)?|\.editorconfig|\.flake8|\.?ruff\.toml|\.?pylintrc|mypy\.ini|\.pre-commit-config\.yaml`;

/** A lint or format settings file, by its name (the basename). */
export const LINT_CONFIG_NAME = new RegExp(`^(${LINT_CONFIG_NAMES})$`);

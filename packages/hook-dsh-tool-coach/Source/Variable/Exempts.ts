/**
 * Exempt command heads (regex sources) tested against the FIRST simple command of a pipe, after
 * normalization and wrapper unwrapping; a source without a leading `^` is anchored by Detect.
 * An exempt head dominates its pipe (`git diff > x.patch`, `npm test 2>&1 | tee log`), but never
 * a rescanned wrapper payload, a substitution, or a pipe into a shell.
 */
export const DEFAULT_EXEMPTS: readonly string[] = Object.freeze([
	"^git(?!\\S)(?!\\s+grep(?!\\S))",
	"^(?:npm|pnpm|yarn|bun|npx|pnpx|bunx|corepack|nvm|volta)(?!\\S)",
	"^(?:pip[0-9.]*|pipx|uv|poetry|pdm|hatch|conda|mamba|micromamba|virtualenv)(?!\\S)",
	"^(?:apt|apt-get|dpkg|dnf|yum|brew|apk|pacman|port|choco|winget|scoop|snap)(?!\\S)",
	"^(?:cargo|rustup|rustc|go|gem|bundle|rake|composer|dotnet|mvn|mvnw|gradle|gradlew|sbt|mix|stack|cabal|swift|xcodebuild)(?!\\S)",
	"^(?:make|cmake|ninja|meson|bazel|tsc|tsup|esbuild|vite|webpack|rollup|turbo|nx|gcc|g\\+\\+|clang|javac)(?!\\S)",
	"^(?:docker|docker-compose|podman|kubectl|helm|terraform)(?!\\S)",
	"^(?:pytest|py\\.test|tox|nox|jest|vitest|mocha|ava|playwright|cypress|phpunit|rspec|ctest)(?!\\S)",
	"^(?:python[0-9.]*|py)\\s+-m\\s+(?:pytest|unittest|pip|venv|build|tox|nox|mypy|ruff|black|isort|flake8|pylint|coverage|compileall|py_compile|django|twine)(?!\\S)",
	"^(?:python[0-9.]*|py)\\s+(?:\\S*/)?(?:manage|setup|runtests)\\.py\\s+(?:test|check|build|install|develop|sdist|bdist_wheel|makemigrations|migrate)(?!\\S)",
	"^(?:ruff|black|isort|flake8|pylint|mypy|pyright|eslint|prettier|biome|stylelint|rubocop|gofmt|rustfmt|clang-format|shellcheck|coverage)(?!\\S)",
	"^(?:mkdir|cp|mv|rm|rmdir|touch|chmod|chown|chgrp|ln|install|unlink)(?!\\S)",
	"^(?:copy-item|move-item|remove-item|new-item|rename-item)(?!\\S)",
]);

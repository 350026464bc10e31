import { EscapeRegex } from "../Function/EscapeRegex";

/**
 * The file names of lint and format settings (and of the git hooks that run them or check commit messages), one list
 * for the search pack's `lint-path` signal (and its targets) and the workspace graph's `lint-config` kind, so a file
 * one of them knows the other knows too.
 */
export const LINT_CONFIG_NAMES = String.raw`\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s|\.eslintignore|\.prettierrc(\.\w+)?|prettier\.config\.[cm]?js|\.prettierignore|biome\.jsonc?|\.stylelintrc(\.\w+)?|\.editorconfig|\.flake8|\.?ruff\.toml|\.?pylintrc|mypy\.ini|\.pre-commit-config\.yaml|\.?taplo\.toml|\.yamllint(\.ya?ml)?|\.ansible-lint(\.ya?ml)?|\.ansible-lint-ignore|lint(-baseline)?\.xml|\.yamlfmt(\.ya?ml)?|\.markdownlint(-cli2)?(\.jsonc?|\.ya?ml|\.[cm]?js)?|\.?dprint\.jsonc?|\.oxlintrc\.json|\.oxfmtrc\.jsonc?|\.?lefthook\.ya?ml|\.lintstagedrc(\.\w+)?|lint-staged\.config\.[cm]?js|\.commitlintrc(\.\w+)?|commitlint\.config\.[cm]?[jt]s|\.simple-git-hooks\.(c?js|json)|\.codespellrc|\.?cspell\.json|cspell\.config\.([cm]?[jt]s|ya?ml|json)|\.cspellrc(\.json)?|cspell\.ya?ml|[._]?typos\.toml|\.golangci\.(ya?ml|toml|json)|staticcheck\.conf|revive\.toml|\.?rustfmt\.toml|\.?clippy\.toml|\.rubocop(_todo)?\.yml|\.standard\.yml|\.jshintrc|\.jshintignore|\.?prospector\.ya?ml|xo\.config\.[cm]?[jt]s|\.xo-config(\.\w+)?|\.mdlrc|\.sourcery\.ya?ml|\.shellcheckrc|[._]clang-(format|tidy)|\.hadolint\.ya?ml|\.erb[-_]lint\.yml|\.restyled\.ya?ml|\.codeclimate\.(ya?ml|json)|\.deepsource\.toml|sonar-project\.properties|phpstan(-baseline)?(\.dist)?\.neon(\.dist)?|psalm([.-]baseline)?\.xml(\.dist)?|\.php[-_]cs(-fixer)?(\.dist)?(\.php)?|\.?phpcs\.xml(\.dist)?|ecs\.php|rector\.php|phpmd\.xml(\.dist)?|checkstyle(?![-_](result|checker)\b)([-_][\w-]+)?\.xml|detekt([-_][\w-]+)?\.ya?ml|([\w-]+)?\.scalafmt\.conf|spotbugs[-_](exclude|include)s?\.xml|grumphp\.ya?ml(\.dist)?|captainhook\.json|analysis_options\.yaml|\.globalconfig|stylecop\.json|[\w.-]+\.ruleset|BannedSymbols\.txt|[\w.-]+\.DotSettings|\.swiftlint\.ya?ml|\.swiftformat|\.swift-format|\.formatter\.exs|\.credo\.exs|\.dialyzer_ignore\.exs|\.check\.exs|\.scalafix\.conf|\.?stylua\.toml|\.styluaignore|selene\.toml|\.luacheckrc|\.hlint\.ya?ml|hlint\.dhall|fourmolu\.ya?ml|\.stylish-haskell\.ya?ml|weeder\.(toml|dhall)|pint\.json|\.uncrustify\.cfg|\.clang-format-ignore|\.ocamlformat(-ignore)?|\.ocp-indent|\.JuliaFormatter\.toml|\.lintr|\.?cljfmt\.edn|\.zprintrc|\.zprint\.edn|\.tflint\.hcl|elvis\.config|(PS)?ScriptAnalyzerSettings\.psd1|\.perltidyrc|\.perlcriticrc|perlcritic\.rc|perlimports\.toml|\.?tidyall\.ini|\.tidyallrc|\.ameba\.yml`;

/**
 * The linters and formatters by name, one list for the search pack's `lint-word` signal and the search suggester's
 * evidence that a query naming one is about the workspace's lint config.
 */
export const LINT_TOOL_NAMES =
	"eslint|prettier|biome|oxlint|cspell|oxfmt|dprint|stylelint|tslint|standardx|ts-standard|semistandard|xo|jshint|ruff|flake8|pylint|pycodestyle|pydocstyle|pydoclint|darglint|interrogate|pyupgrade|isort|mypy|pyright|codespell|yamllint|ansible-lint|markdownlint|shellcheck|taplo|yamlfmt|staticcheck|golangci-lint|golint|revive|errcheck|govet|gosec|gocritic|goconst|gocyclo|ineffassign|goimports|nolintlint|unparam|clippy|rustfmt|gofmt|gofumpt|rubocop|standardrb|clang-format|clang-tidy|prospector|hadolint|erb_lint|erblint|sourcery|checkstyle|spotbugs|detekt|ktlint|spotless(?:Apply|Check)|errorprone|pmd(?:Main|Test)|maven-pmd-plugin|swiftlint|swiftformat|swift-format|credo|dialyzer|dialyxir|scalafmt|scalafix|wartremover|ktfmt|kotlinter|stylua|selene|luacheck|hlint|fourmolu|ormolu|stylish-haskell|weeder|uncrustify|cppcheck|ocamlformat|clj-kondo|cljfmt|zprint|JuliaFormatter|lintr|tflint|erlfmt|PSScriptAnalyzer|Invoke-ScriptAnalyzer|perltidy|perlcritic|perlimports|tidyall|nimpretty";

/** A .NET build's analyzer and warning properties (`TreatWarningsAsErrors`, `AnalysisLevel`, StyleCop's): one list for the
 * search pack's `lint-word` signal and the search suggester's MSBuild keys. */
export const MSBUILD_LINT_PROPERTIES = String.raw`TreatWarningsAsErrors|WarningsAsErrors|EnforceCodeStyleInBuild|AnalysisMode|AnalysisLevel|EnableNETAnalyzers|CodeAnalysisRuleSet|StyleCop\w*`;

/** An `.editorconfig`'s .NET code-style keys (`dotnet_style_qualification_for_field`, `csharp_prefer_braces`,
 * `dotnet_diagnostic.CA1822.severity`): one spelling for the search pack's `lint-word` and `lint-ask` signals. */
export const EDITORCONFIG_DOTNET_KEYS = String.raw`dotnet_(diagnostic|analyzer_diagnostic|code_quality|style|naming|sort|separate)\w*|csharp_(style|prefer|new_line|indent|space|preserve|using)\w*`;

/** The PHP checkers by name. Composer names a package `vendor/name` after them (`phpstan/phpstan`, `vimeo/psalm`): a
 * dependency, not the checker's settings. */
export const PHP_LINT_TOOL_NAMES = "phpstan|psalm|php-cs-fixer|php_codesniffer|phpcs|phpcbf|phpmd|rector";

/** A PHP checker by name, never as a Composer package's vendor or name (`phpstan/phpstan`; its command after a `bin/`
 * folder, `vendor/bin/phpstan`, `vendor-bin/phpstan`, is the checker's). */
export const PHP_LINT_TOOL = String.raw`(?<!(?<!\bbin)\/)\b(${PHP_LINT_TOOL_NAMES})\b(?!\/)`;

/**
 * What only a linter's or formatter's config says: a plugin rule (`unicorn/…`, `@typescript-eslint/…`, `react/no-danger`, an
 * import plugin's searched alone, `import-x/order`),
 * a well-known core rule or one of the `no-x-y` shape (`no-img-element`; not a `--no-cache-dir` flag), a Ruff code
 * (`PLR2004`, `UP038`), a Ruff/flake8, isort, Prettier, EditorConfig or Biome option, an ESLint config's own key
 * (`ignorePatterns`, `languageOptions`, `globalIgnores`), a mypy setting (`warn_return_any`, `no_implicit_optional`), a
 * RuboCop cop (`Metrics/AbcSize`, a department `RSpec/`, a metric by name `ClassLength`) or setting (`inherit_from`, `NewCops`).
 */
export const LINT_RULE_SHAPES = String.raw`(^|[\s"'(|])(@typescript-eslint|unicorn|react-hooks|jsx-a11y|perfectionist|simple-import-sort|sonarjs)/|(^|[\s"'(|])(import-x|import|jsdoc|promise)/[a-z][\w-]*$|(^|[\s"'(|])(@?[a-z][\w-]*\/)+(no|prefer|require|consistent)-[a-z]|(?<![-\w])no-[a-z]+-[a-z]+(-[a-z]+)*\b|\b(exhaustive-deps|rules-of-hooks)\b|\b(no-(unused-vars|console|debugger|undef|shadow|explicit-any|non-null-assertion|param-reassign|use-before-define|unused-expressions|floating-promises|misused-promises|restricted-imports|restricted-syntax)|prefer-const|eqeqeq|linebreak-style|max-len|comma-dangle|eol-last|object-curly-spacing|space-before-function-paren|brace-style|explicit-function-return-type|explicit-module-boundary-types|ban-ts-comment|ban-types|consistent-type-imports)\b|\b(Style|Layout|Lint|Metrics|Naming|Security|Gemspec|Bundler|Performance|RSpec|Rails|Minitest)/[A-Z][a-zA-Z]{3,}\b(?![/.])|(^|[\s"'(|])(RSpec|Metrics|Layout|Naming|Lint|Style|Performance)/(?=$|[\s"'|)])|\b(ClassLength|MethodLength|ModuleLength|BlockLength|AbcSize|CyclomaticComplexity|PerceivedComplexity|ParameterLists|FrozenStringLiteralComment)\b|\b(NewCops|SuggestExtensions|inherit_from)\b|\bPS(Avoid|Use|Review|Possible|Place|Provide|Misleading|Reserved|Should|Align|DSC)[A-Z][A-Za-z]{3,}\b|\b(reportUnmatched\w*|treatPhpDocTypesAsCertain|checkMissingIterableValueType|checkGenericClassInNonGenericObjectType|findUnusedCode|findUnusedBaselineEntry)\b|\b(PL[CERW]|RUF|SIM|ANN|ARG|TRY|BLE|FBT|ERA|PTH)\d{3,4}\b|\b(UP|PT)\d{3}\b|\btool\\?\.black\b|\b(per-file-ignores|extend-select|extend-ignore|max-line-length|max_line_length|line-length|target-version|skip-string-normalization|known[_-]first[_-]party|ignorePatterns|globalIgnores|parserOptions|languageOptions|linterOptions|ecmaVersion|esversion|reportUnusedDisableDirectives|printWidth|singleQuote|jsxSingleQuote|trailingComma|tabWidth|useTabs|arrowParens|bracketSpacing|insert_final_newline|trim_trailing_whitespace|indent_style|indent_size|end_of_line|bracketSameLine|supported_ansible(_also)?|jsxBracketSameLine|proseWrap|quoteProps|endOfLine|singleAttributePerLine|useIgnoreFile|ignoreUnknown|indentStyle|indentWidth|lineWidth|quoteStyle|jsxQuoteStyle|lineEnding)\b|\b(warn_(return_any|unused_ignores|unused_configs|redundant_casts|unreachable|no_return)|disallow_(untyped_defs|incomplete_defs|any_generics|untyped_calls|untyped_decorators|subclassing_any|any_unimported|any_expr|any_decorated|any_explicit)|no_implicit_(optional|reexport)|check_untyped_defs|ignore_missing_imports|strict_(optional|equality|concatenate)|implicit_reexport|show_error_codes|enable_error_code|disable_error_code|follow_imports)\b`;

/** The folders of the git hooks a checkout runs (husky's `.husky/pre-commit`, a `core.hooksPath` folder's
 * `.githooks/pre-push`: what runs the linters before a commit), and clj-kondo's settings and the lint hooks a library
 * exports for its users: one list for the search pack's `lint-path` signal and the workspace graph's `lint-config` kind. */
export const GIT_HOOK_FOLDERS = [".husky", ".githooks", ".git-hooks"] as const;
export const CLJ_KONDO_FOLDERS = [".clj-kondo", "clj-kondo.exports"] as const;
/** `GIT_HOOK_FOLDERS` and `CLJ_KONDO_FOLDERS` as regex alternations (escaped). */
export const GIT_HOOK_FOLDER_NAMES = GIT_HOOK_FOLDERS.map(EscapeRegex).join("|");
export const CLJ_KONDO_FOLDER_NAMES = CLJ_KONDO_FOLDERS.map(EscapeRegex).join("|");

/** A lint or format settings file, by its name (the basename). */
export const LINT_CONFIG_NAME = new RegExp(`^(${LINT_CONFIG_NAMES})$`);

/** A crate-level lint level as a search writes it (`#![deny(warnings)]`, `#![(deny|warn)`, escaped or not): only a
 * crate root states one. */
export const CRATE_LINT_LEVEL = String.raw`#!\\?\[\s*\\?\(?\s*(deny|warn|allow|forbid|expect)\b`;

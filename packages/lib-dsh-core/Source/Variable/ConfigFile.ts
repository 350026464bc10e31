/**
 * The package managers' and version managers' settings and `jsconfig.json` by name (`.npmrc`, `.yarnrc.yml`, `.nvmrc`,
 * `.tool-versions`, mise's and proto's pins, rustup's `rust-toolchain.toml`, goenv's `.go-version`, a `.python-version-default`), and the dev shells
 * (Nix's `flake.nix`, `shell.nix`, devbox, direnv's `.envrc`): one list for the search pack's `config-path` signal and
 * the workspace graph's `config` kind. (Pyright's `pyrightconfig.json` too: a type checker's settings, as its `[tool.pyright]`
 * table and a tsconfig are; the JVM's options for sbt, Lua's and Haskell's language servers', Meson's build options,
 * devenv's shell.)
 */
export const CONFIG_FILE_NAMES = String.raw`jsconfig\.json|\.npmrc|\.yarnrc(\.ya?ml)?|\.nvmrc|\.(node|python|ruby|go|bun|java)-version(-default)?|\.tool-versions|\.?mise\.toml|\.prototools|flake\.nix|shell\.nix|devbox\.json|\.envrc|rust-toolchain(\.toml)?|gradle\.properties|gradle-daemon-jvm\.properties|\.sdkmanrc|[Nn]u[Gg]et\.[Cc]onfig|\.fvmrc|\.swift-version|\.xcode-version|pyrightconfig\.json|\.jvmopts|\.sbtopts|\.luarc\.jsonc?|\.neoconf\.json|hie\.yaml|meson_options\.txt|meson\.options|devenv\.(nix|yaml)|\.clangd|\.ghci|\.terraform-version|\.Rprofile|CMake(User)?Presets\.json`;

/** mise's settings in a config folder, by path (`.config/mise/config.toml`, `.config/mise.toml`, `.mise/config.toml`). */
export const MISE_CONFIG_PATH_TEXT = String.raw`(^|/)(\.config/mise/config|\.config/mise|\.?mise/config)(\.local)?\.toml$`;
export const MISE_CONFIG_PATH = new RegExp(MISE_CONFIG_PATH_TEXT);

/**
 * The package managers' and version managers' settings and `jsconfig.json` by name (`.npmrc`, `.yarnrc.yml`, `.nvmrc`,
 * `.tool-versions`, mise's and proto's pins): one list for the search pack's `config-path` signal and the workspace
 * graph's `config` kind.
 */
export const CONFIG_FILE_NAMES = String.raw`jsconfig\.json|\.npmrc|\.yarnrc(\.ya?ml)?|\.nvmrc|\.node-version|\.python-version|\.ruby-version|\.tool-versions|\.?mise\.toml|\.prototools`;

/** TypeDoc's, YARD's and jazzy's settings and the Swift Package Index's by name (`typedoc.json`, `typedoc.base.jsonc`,
 * `typedoc.config.mjs`; `.yardopts`, `.yardopts_guide`; `.jazzy.yaml`, `.spi.yml`): the API reference generated from the code, one list for the search pack's `docs-path` signal and
 * the workspace graph's `doc` kind. */
export const API_DOC_CONFIG_NAMES = String.raw`typedoc(\.[\w-]+)?\.jsonc?|typedoc\.config\.[cm]?[jt]s|\.yardopts(_[\w-]+)?|\.spi\.yml|\.jazzy\.ya?ml|_pkgdown\.ya?ml|cljdoc\.edn|\.terraform-docs\.ya?ml`;

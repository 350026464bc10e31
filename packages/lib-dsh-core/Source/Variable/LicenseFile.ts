/**
 * The notices of what a package bundles (`THIRD_PARTY_NOTICES.md`, `ThirdPartyNotices.txt`, `THIRD-PARTY-LICENSES`): one
 * list for the search pack's `license-path` signal and the workspace graph's `license` kind.
 */
export const NOTICE_FILE_NAMES = String.raw`(THIRD[-_]PARTY[-_]NOTICES?|ThirdPartyNotices?|THIRD[-_]PARTY[-_]LICEN[CS]ES)(\.(md|txt|rst))?`;

/**
 * The header template a checker holds every source file's licence comment to (`checkstyle-header.txt`, `license-header.txt`,
 * `LICENSE_HEADER`): a relicence or a new year edits it with the licence. One list for the search pack's `license-path`
 * signal and the workspace graph's `license` kind.
 */
export const LICENSE_HEADER_NAMES = String.raw`(checkstyle|license|licence|copyright|java|source)[-_]header(\.[\w-]+)?\.(txt|tmpl|template)|LICEN[CS]E[-_]HEADER(\.(txt|tmpl|template|md))?|\.copywrite\.hcl|\.headroom\.ya?ml|\.?licenserc(\.(ya?ml|json|toml))?|REUSE\.toml`;

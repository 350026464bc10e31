/**
 * The notices of what a package bundles (`THIRD_PARTY_NOTICES.md`, `ThirdPartyNotices.txt`, `THIRD-PARTY-LICENSES`): one
 * list for the search pack's `license-path` signal and the workspace graph's `license` kind.
 */
export const NOTICE_FILE_NAMES = String.raw`(THIRD[-_]PARTY[-_]NOTICES?|ThirdPartyNotices?|THIRD[-_]PARTY[-_]LICEN[CS]ES)(\.(md|txt|rst))?`;

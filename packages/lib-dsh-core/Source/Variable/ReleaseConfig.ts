/**
 * A release tool's own settings by name (release-it, semantic-release, release-please and its manifest, GoReleaser,
 * release-plz, git-cliff, standard-version; setuptools-scm's archive metadata):
 * one list for the search pack's `version-path` signal and the workspace graph's `version-file` kind.
 */
export const RELEASE_CONFIG_NAMES = String.raw`\.release-it\.(json|[cm]?[jt]s|ya?ml|toml)|\.releaserc(\.(json|ya?ml|[cm]?js))?|release\.config\.[cm]?[jt]s|release-please-config\.json|\.release-please-manifest\.json|\.?goreleaser\.ya?ml|\.bumpversion\.(cfg|toml)|\.git_archival\.txt|release-plz\.toml|cliff\.toml|towncrier\.toml|\.versionrc(\.(json|[cm]?js))?|\.changie\.ya?ml`;

/** The release tools by name (`rg release-it`, `goreleaser`): one list for the search pack's release word and its
 * version source. */
export const RELEASE_TOOL_NAMES = String.raw`release-it|semantic-release|release-please|release-plz|git-cliff|goreleaser|bump-?my-?version|bumpversion`;

/** A changelog's names, root or nested (`Changes`, `docs/changelog.rst`, `ReleaseNotes.md`, Sphinx's `releasenotes.rst`):
 * one list for the search pack's `version-path` signal and the workspace graph's `changelog` kind. */
export const CHANGELOG_NAMES = String.raw`CHANGELOG|Changelog|changelog|CHANGES|Changes|HISTORY|History|NEWS|RELEASES?|RELEASE[-_]?NOTES|[Rr]elease[-_]?[Nn]otes`;

/** The plain version file a build reads (`VERSION`, Go's `internal/version/version.txt`): one name for the search pack's
 * `version-path` signal and the workspace graph's `version-file` kind. */
export const PLAIN_VERSION_FILE = String.raw`(VERSION|version)(\.txt)?`;

/** A C or C++ header's extension: one list for the version file's name and the reading of its macro. */
export const C_HEADER_EXTENSION = "h|hh|hpp|hxx";

/** A source file kept for the version it states (`_version.py`, `__version__.py`, `version.ts`, a gem's `version.rb`, a C
 * library's `version.h` or `Version.hpp`; not a TypeScript type's `Version.ts`, nor a CMake template, `version.h.in`,
 * whose placeholders the build fills), by basename: one name for the search pack's `version-path` signal, the workspace
 * graph's `version-file` kind and the scan's version facts. */
export const SOURCE_VERSION_FILE_NAME = String.raw`(_?_?version_?_?\.(py|ts|js|rb|go|dart|${C_HEADER_EXTENSION})|Version\.(${C_HEADER_EXTENSION}))`;

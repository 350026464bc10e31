/** A build script kept with the repository's scripts (`scripts/build.sh`, `scripts/build-js.mjs`, `scripts/build`): the build's setup. */
export const BUILD_SCRIPT_PATTERN = String.raw`(^|/)scripts?/build([\w.-]*\.([cm]?[jt]s|sh|py))?$`;

export const BUILD_SCRIPT_PATH = new RegExp(BUILD_SCRIPT_PATTERN);

/** A build script kept with the repository's scripts (`scripts/build.sh`, `scripts/build-js.mjs`): the build's setup. */
export const BUILD_SCRIPT_PATH = /(^|\/)scripts\/build[\w.-]*\.([cm]?[jt]s|sh|py)$/;

/** The ledger prefix, the `name` export and the State module: one identity in four places (SCHEME.md). */
export const MODULE = "replay-suggester";

/** The package name, also the ledger file's stem under `~/.dsh/playform/`. */
export const PACKAGE = "@playform/hook-dsh-replay-suggester";

/** The bundle version the activation line reports; a unit pins it to package.json. */
export const BUNDLE = "0.2.1";

/** The notice source kind the harness transcript shows. */
export const NOTICE_KIND = "replay-suggester";

/** The pack family this plugin reads (`replay/Repeat`). */
export const FAMILY = "replay";

/** The signature a pack falls back to when it names none. */
export const DEFAULT_SIGNATURE = ["Documentation/ARCHIVE-STYLE.md"];

/** The text a pack pattern sees is capped, so a hostile 1 MiB argument costs the same as a short one. */
export const PATTERN_TEXT_CAP = 4096;

/** Where a workspace's own pack lives, relative to its root. */
export const WORKSPACE_PACK = ".dsh/pack.yml";

/** The user layer: `~/.dsh/playform/workspaces/<root basename>.yml`. */
export const USER_PACK_DIR = "~/.dsh/playform/workspaces";

/** A pack file longer than this is refused unparsed: YAML parsing of hostile nesting grows faster than its size. */
export const PACK_TEXT_CAP = 65536;

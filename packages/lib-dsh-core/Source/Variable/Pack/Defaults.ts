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

/**
 * The deepest nesting a pack file may have: deeper YAML makes the parser recurse until the stack overflows, and
 * repeated overflows inside it crash the whole process (V8 on Node 20), so such a file is refused unparsed.
 */
export const PACK_NESTING_CAP = 64;

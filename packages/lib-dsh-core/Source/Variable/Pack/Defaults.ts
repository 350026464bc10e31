/** The signature a pack falls back to when it names none. */
export const DEFAULT_SIGNATURE = ["Documentation/ARCHIVE-STYLE.md"];

/** A pack's signature entries checked per call, at most (each is a `stat`; a hostile pack may list thousands). */
export const SIGNATURE_CAP = 64;

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

/** A workspace or user pack layer may hold at most this many signals (the built-in pack has 43). */
export const PACK_SIGNAL_CAP = 128;

/**
 * A layer may hold at most this many quadratic patterns (recheck: polynomial, degree 2), and each of them sees at
 * most `QUADRATIC_TEXT_CAP` characters: at 4096 one such pattern can cost 0.2 s a call, at 512 about 4 ms.
 */
export const QUADRATIC_SIGNAL_CAP = 8;
export const QUADRATIC_TEXT_CAP = 512;

/**
 * A user pattern's degree (recheck's, or the structural bound `StructuralDegree`, whichever is higher) may be at most
 * this; its text cap is the degree-th root of `PATTERN_STEP_BUDGET` (matching costs about length ^ degree steps).
 */
export const PATTERN_DEGREE_CAP = 2;
export const PATTERN_STEP_BUDGET = QUADRATIC_TEXT_CAP ** 2;

/**
 * A user pattern may match in at most this many ways at one position (`MatchWays`: `(\d{1,3}\.){3}` 39, `(a|a){24}`
 * 33 million): each start position may try them all, so a text of `QUADRATIC_TEXT_CAP` costs at most 2 million steps.
 */
export const PATTERN_WAYS_CAP = 4096;

/** Pattern verdicts computed by recheck are kept here by content hash, so a pack is judged once, not per process. */
export const PATTERN_VERDICT_FILE = "playform/cache/pattern-verdicts.json";

/** The verdict cache keeps at most this many verdicts (the oldest go first) and is read up to this many bytes. */
export const PATTERN_VERDICT_CAP = 4096;
export const PATTERN_VERDICT_READ_CAP = 1024 * 1024;

/** A path longer than this (Linux PATH_MAX) names no file: it is never walked for a root (the walk is quadratic in it). */
export const PATH_CAP = 4096;

/** A path of more components than this is not walked for a root: each `stat` on the way costs its depth again. */
export const PATH_DEPTH_CAP = 256;

/**
 * A pack layer's outcome (the validated layer, or its refusal) is kept under `<StoreHome>/playform/cache/packs/` by a
 * hash of this key and its text, so a hook process reads JSON instead of parsing YAML cold (a 60 KB pack costs about
 * a second) and judging patterns; bump the key when validation changes. At most `PACK_CACHE_FILES` are kept.
 */
export const PACK_CACHE_KEY = "pack-layer-v2";
export const PACK_CACHE_DIR = "playform/cache/packs";
export const PACK_CACHE_FILES = 64;

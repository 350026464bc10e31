import type { PatternRow } from "../Interface/Detection";
import { DEFAULT_EXEMPTS } from "../Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Variable/Patterns";

// One merged array per user array, so the classifier's compiled-table caches (keyed on the array) keep hitting.
const rowTables = new WeakMap<readonly PatternRow[], readonly PatternRow[]>();
const exemptSets = new WeakMap<readonly string[], readonly string[]>();

/**
 * The rows in force (seed 000 §3): `DEFAULT_PATTERNS`, then the config's `patternTable` rows appended in their
 * order (`Validate` refuses a user row that repeats a built-in pattern). No user rows: the built-in array itself.
 */
export const RowsInForce = (user: readonly PatternRow[] | undefined): readonly PatternRow[] => {
	if (!Array.isArray(user) || user.length === 0) return DEFAULT_PATTERNS;
	let merged = rowTables.get(user);
	if (!merged) rowTables.set(user, (merged = Object.freeze([...DEFAULT_PATTERNS, ...user])));
	return merged;
};

/**
 * The exempt heads in force (seed 000 §3): `DEFAULT_EXEMPTS` plus the config's `exemptPatterns`, defaults first;
 * a user entry that repeats a default (same source) adds nothing.
 */
export const ExemptsInForce = (user: readonly string[] | undefined): readonly string[] => {
	if (!Array.isArray(user) || user.length === 0) return DEFAULT_EXEMPTS;
	let merged = exemptSets.get(user);
	if (!merged) exemptSets.set(user, (merged = Object.freeze([...new Set([...DEFAULT_EXEMPTS, ...user])])));
	return merged;
};

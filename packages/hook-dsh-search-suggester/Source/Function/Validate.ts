import type { SearchSuggesterConfig } from "../Interface/Config";

/** A config that cannot run: the message names the field, what it must be, and what it got. */
export class SearchSuggesterConfigError extends Error {
	constructor(
		readonly field: string,
		detail: string,
		value: unknown,
	) {
		let shown: string;
		try {
			shown = JSON.stringify(value) ?? String(value);
		} catch {
			shown = String(value);
		}
		super(`search-suggester: config.${field} ${detail} (got ${shown.length > 80 ? `${shown.slice(0, 79)}…` : shown})`);
		this.name = "SearchSuggesterConfigError";
	}
}

const fail = (field: string, detail: string, value: unknown): never => {
	throw new SearchSuggesterConfigError(field, detail, value);
};

const bool = (c: Record<string, unknown>, field: string) => {
	if (typeof c[field] !== "boolean") fail(field, "must be a boolean", c[field]);
};
const int = (c: Record<string, unknown>, field: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
	const v = c[field];
	if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) fail(field, `must be an integer in ${min}..${max === Number.MAX_SAFE_INTEGER ? "∞" : max}`, v);
};
const str = (c: Record<string, unknown>, field: string, empty = false) => {
	const v = c[field];
	if (typeof v !== "string" || (!empty && v.trim() === "")) fail(field, empty ? "must be a string" : "must be a non-empty string", v);
};
const list = (c: Record<string, unknown>, field: string, check?: (item: string) => string | undefined) => {
	const v = c[field];
	if (!Array.isArray(v)) return fail(field, "must be a list of strings", v);
	const seen = new Set<string>();
	v.forEach((item, index) => {
		if (typeof item !== "string" || item.trim() === "") fail(`${field}[${index}]`, "must be a non-empty string", item);
		if (seen.has(item)) fail(`${field}[${index}]`, "is a duplicate", item);
		seen.add(item);
		const problem = check?.(item);
		if (problem) fail(`${field}[${index}]`, problem, item);
	});
};

/** Fail-loud at apply: every field's type and range, named on the first fault. */
export const Validate = (raw: Record<string, unknown>): SearchSuggesterConfig => {
	const c = raw;
	bool(c, "log");
	str(c, "logFile", true);
	bool(c, "enabled");
	if (typeof c.threshold !== "number" || !Number.isFinite(c.threshold) || c.threshold <= 0 || c.threshold >= 1) fail("threshold", "must be a number in (0, 1)", c.threshold);
	int(c, "maxCandidates", 1, 24);
	int(c, "maxNoteChars", 200, 20000);
	int(c, "cooldownCalls", 0);
	int(c, "maxNotesPerTurn", 1);
	list(c, "intents", (item) => (/^[A-Za-z][\w-]*$/.test(item) ? undefined : "must be an intent kind (Version, Dependency, …)"));
	list(c, "emitOn");
	list(c, "scopeRoots", (item) => (item.startsWith("/") || item.split("/").includes("..") ? "must be a root-relative folder" : undefined));
	list(c, "exclude");
	bool(c, "learn");
	int(c, "learnWindow", 1);
	str(c, "persistPath");
	str(c, "indexPath", true);
	bool(c, "refreshOnBoot");
	int(c, "dismissTtl", 1);
	bool(c, "seed");
	if (c.sectionMode !== "off" && c.sectionMode !== "sticky") fail("sectionMode", 'must be "off" or "sticky"', c.sectionMode);
	int(c, "sectionTtl", 1);
	return c as unknown as SearchSuggesterConfig;
};

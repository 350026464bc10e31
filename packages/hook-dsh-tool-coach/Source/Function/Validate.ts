import type { CoachConfig } from "../Interface/Config";
import { CheckPattern } from "@playform/lib-dsh-core";
import { DEFAULT_EXEMPTS } from "../Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Variable/Patterns";
import { UnknownPlaceholders } from "./Compose";

/**
 * User rows are appended to the built-ins (seed 000 §3), so one whose pattern source repeats a built-in row's is
 * refused. Rows compile without flags, so the source string is a row's whole identity; class, tool and note do not
 * matter (a repeat with a higher class would silently re-class the built-in, highest class winning).
 */
const BUILTIN_ROWS = new Map(DEFAULT_PATTERNS.map((row, index) => [row.pattern, index]));
const BUILTIN_EXEMPTS = new Set<string>(DEFAULT_EXEMPTS);
const NO_EXCEPTIONS: ReadonlySet<string> = new Set();

/** User patterns run on every judged call: one that can backtrack catastrophically is refused by name. */
const refuseUnsafe = (field: string, pattern: string, builtin: ReadonlySet<string>): void => {
	if (builtin.has(pattern)) return;
	const verdict = CheckPattern(pattern);
	if (!verdict.safe)
		throw new CoachConfigError(field, `can backtrack catastrophically (${verdict.complexity}): ${pattern}`);
};

export class CoachConfigError extends Error {
	constructor(field: string, detail: string) {
		super(`hook-dsh-tool-coach: invalid config: ${field} ${detail}`);
		this.name = "CoachConfigError";
	}
}

const integerAtLeast = (
	config: CoachConfig,
	field: keyof CoachConfig,
	min: number,
	max = Number.POSITIVE_INFINITY,
): void => {
	const value = config[field] as unknown;
	if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
		const range = max === Number.POSITIVE_INFINITY ? `an integer >= ${min}` : `an integer in ${min}..${max}`;
		throw new CoachConfigError(`$.${field}`, `must be ${range} (got ${JSON.stringify(value)})`);
	}
};

/** Fail-loud validation at apply (and on every volatile update): throws naming the field and the rule. */
export const Validate = (config: CoachConfig): CoachConfig => {
	integerAtLeast(config, "threshold", 1);
	integerAtLeast(config, "window", 1);
	if (config.window < config.threshold)
		throw new CoachConfigError("$.window", `must be >= threshold (${config.window} < ${config.threshold})`);
	integerAtLeast(config, "cooldown", 1);
	integerAtLeast(config, "escalateThreshold", 1);
	if (config.escalateThreshold < config.threshold) {
		throw new CoachConfigError(
			"$.escalateThreshold",
			`must be >= threshold (${config.escalateThreshold} < ${config.threshold})`,
		);
	}
	integerAtLeast(config, "cleanWindow", 1);
	integerAtLeast(config, "enforceThreshold", 1);
	integerAtLeast(config, "maxSectionTools", 1, 24);
	integerAtLeast(config, "sectionTtl", 1);
	if (!["off", "write", "all"].includes(config.enforce))
		throw new CoachConfigError("$.enforce", `must be off, write or all (got ${JSON.stringify(config.enforce)})`);
	if (
		!Array.isArray(config.judgeTools) ||
		config.judgeTools.some((tool) => typeof tool !== "string" || tool === "")
	) {
		throw new CoachConfigError("$.judgeTools", "must be a list of tool names");
	}
	const seen = new Map<string, number>();
	(config.patternTable ?? []).forEach((row, index) => {
		const where = `$.patternTable[${index}]`;
		if (!row || typeof row.pattern !== "string" || row.pattern === "")
			throw new CoachConfigError(`${where}.pattern`, "must be a non-empty regex source");
		try {
			new RegExp(row.pattern);
		} catch (error) {
			throw new CoachConfigError(`${where}.pattern`, `does not compile: ${(error as Error).message}`);
		}
		if (typeof row.tool !== "string" || row.tool.trim() === "")
			throw new CoachConfigError(`${where}.tool`, "must name the dedicated tool");
		const builtin = BUILTIN_ROWS.get(row.pattern);
		if (builtin !== undefined)
			throw new CoachConfigError(`${where}.pattern`, `duplicates built-in row ${builtin} (${row.pattern})`);
		refuseUnsafe(`${where}.pattern`, row.pattern, NO_EXCEPTIONS);
		const earlier = seen.get(row.pattern);
		if (earlier !== undefined)
			throw new CoachConfigError(`${where}.pattern`, `duplicates row ${earlier} (${row.pattern})`);
		seen.set(row.pattern, index);
	});
	(config.exemptPatterns ?? []).forEach((pattern, index) => {
		try {
			new RegExp(pattern);
		} catch (error) {
			throw new CoachConfigError(`$.exemptPatterns[${index}]`, `does not compile: ${(error as Error).message}`);
		}
		refuseUnsafe(`$.exemptPatterns[${index}]`, pattern, BUILTIN_EXEMPTS);
	});
	for (const key of ["first", "persistent", "denied"] as const) {
		const template = config.notes?.[key];
		if (typeof template !== "string" || template.trim() === "")
			throw new CoachConfigError(`$.notes.${key}`, "must be a non-empty template");
		const unknown = UnknownPlaceholders(template);
		if (unknown.length > 0)
			throw new CoachConfigError(`$.notes.${key}`, `names unknown placeholder \${${unknown[0]}}`);
	}
	return config;
};

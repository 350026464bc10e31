import type { Settings } from "../Interface/Config";
import { MAX_HISTORY_DEPTH, RECALLS } from "../Variable/Config";
import { MODULE } from "../Variable/Identity";

const Fail = (field: string, expected: string, got: unknown): never => {
	let shown: string;
	try {
		shown = JSON.stringify(got) ?? String(got);
	} catch {
		shown = String(got);
	}
	throw new Error(`${MODULE}: $.${field} expected ${expected} but got ${shown}`);
};

const integer = (config: Record<string, unknown>, field: string, min: number, max = Number.MAX_SAFE_INTEGER): void => {
	const value = config[field];
	if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
		Fail(field, max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer in [${min}, ${max}]`, value);
	}
};

const strings = (config: Record<string, unknown>, field: string): void => {
	const value = config[field];
	if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) Fail(field, "an array of strings", value);
};

const text = (config: Record<string, unknown>, field: string, allowEmpty = false): void => {
	const value = config[field];
	if (typeof value !== "string" || (!allowEmpty && value.trim() === "")) Fail(field, allowEmpty ? "a string" : "a non-empty string", value);
};

/** Checks the resolved config at apply and throws naming the first bad field (the loader's schema is the first line). */
export const ValidateConfig = (config: Record<string, unknown>): Settings => {
	if (typeof config.log !== "boolean") Fail("log", "a boolean", config.log);
	text(config, "logFile", true);
	if (typeof config.enabled !== "boolean") Fail("enabled", "a boolean", config.enabled);
	const threshold = config.threshold;
	if (typeof threshold !== "number" || !Number.isFinite(threshold) || threshold < 0 || threshold > 1) Fail("threshold", "a number in [0, 1]", threshold);
	integer(config, "maxCandidates", 1);
	integer(config, "maxNoteChars", 1);
	integer(config, "cooldownCalls", 0);
	integer(config, "maxNotesPerTurn", 0);
	strings(config, "intents");
	strings(config, "emitOn");
	strings(config, "exclude");
	text(config, "historyPath");
	integer(config, "learnWindow", 0);
	text(config, "recordPath");
	integer(config, "historyDepth", 1, MAX_HISTORY_DEPTH);
	if (!(RECALLS as readonly unknown[]).includes(config.recall)) Fail("recall", `one of ${RECALLS.join(", ")}`, config.recall);
	return config as unknown as Settings;
};

import Schema from "@deepseek-ai/schemastery";
import { UnknownIntents } from "./EnabledIntents";

/** A config that cannot run; the message names the module, the field's path, what it must be and what it got. */
export class SettingsError extends Error {
	override name = "SettingsError";
}

const Shown = (value: unknown): string => {
	if (typeof value === "number") return String(value);
	let shown: string;
	try {
		shown = JSON.stringify(value) ?? String(value);
	} catch {
		shown = String(value);
	}
	return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
};

/** The first number below `value` that is not finite (Schemastery's range checks let NaN through). */
const NonFinite = (value: unknown, path: string, depth = 0): string | undefined => {
	if (typeof value === "number") return Number.isFinite(value) ? undefined : path;
	if (depth > 8 || value === null || typeof value !== "object") return undefined;
	for (const [key, inner] of Object.entries(value)) {
		const found = NonFinite(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
		if (found) return found;
	}
	return undefined;
};

export interface SettingsCheck {
	/** The intents an `intents` entry may name (by kind or id); any other entry refuses the config. */
	intents?: readonly { id: string; kind: string }[];
}

/**
 * Fail-loud at apply: runs the plugin's own Schemastery schema over the plain values, so the schema is the one
 * place a field's rule lives. Adds only what Schemastery lets pass: a missing value (it would take the default
 * silently), a non-finite number, and an intent that no pack intent answers to.
 */
export const ValidateSettings = <T>(
	module: string,
	schema: Schema,
	values: Record<string, unknown>,
	check: SettingsCheck = {},
): T => {
	const fail = (message: string): never => {
		throw new SettingsError(`${module}: ${message}`);
	};
	for (const key of Object.keys(schema.dict ?? {})) {
		const value = values[key];
		if (value === undefined || value === null) fail(`$.${key} expected a value but got ${value}`);
		const path = NonFinite(value, `$.${key}`);
		if (path) fail(`${path} expected a finite number`);
	}
	try {
		schema(values);
	} catch (error) {
		if (!Schema.ValidationError.is(error)) throw error;
		fail(error.message);
	}
	if (check.intents && Array.isArray(values.intents)) {
		const unknown = UnknownIntents(check.intents, values.intents as string[]);
		if (unknown.length > 0) {
			const known = [...new Set(check.intents.map((intent) => intent.kind))].join(", ");
			fail(`$.intents names no pack intent: ${unknown.map(Shown).join(", ")} (known: ${known})`);
		}
	}
	return values as T;
};

import { parse } from "yaml";
import type { PackLayer } from "../../Interface/Pack";
import {
	PACK_NESTING_CAP,
	PACK_SIGNAL_CAP,
	PACK_TEXT_CAP,
	QUADRATIC_SIGNAL_CAP,
	QUADRATIC_TEXT_CAP,
} from "../../Variable/Pack/Defaults";
import { PackLayerSchema } from "../../Variable/Pack/Schema";
import { CheckPattern, DegreeOf, IsQuadratic, SaveVerdicts, TextCapFor } from "../SafePattern";
import { PackError } from "./PackError";

const LAYER_KEYS = new Set(["signature", "intents"]);
const INTENT_KEYS = new Set([
	"priority",
	"threshold",
	"destructive",
	"signals",
	"targets",
	"scope",
	"kinds",
	"note",
	"enabled",
]);
const SIGNAL_KEYS = new Set(["id", "on", "pattern", "weight", "caseSensitive"]);

const unknownKey = (object: Record<string, unknown>, allowed: Set<string>): string | undefined =>
	Object.keys(object).find((key) => !allowed.has(key));

/** Checks a layer object (from YAML or code): unknown keys, types, ranges, and that every pattern compiles. */
export const ValidateLayer = (raw: unknown, file: string, options: { trusted?: boolean } = {}): PackLayer => {
	if (raw === null || raw === undefined) return {};
	if (typeof raw !== "object" || Array.isArray(raw))
		throw new PackError(file, "$", "expected a mapping with `signature` and `intents`");
	const stray = unknownKey(raw as Record<string, unknown>, LAYER_KEYS);
	if (stray) throw new PackError(file, `$.${stray}`, "unknown field");
	const intents = (raw as { intents?: unknown }).intents;
	if (intents && typeof intents === "object" && !Array.isArray(intents)) {
		for (const [id, intent] of Object.entries(intents as Record<string, unknown>)) {
			if (!/^[a-z]+\/[A-Za-z][\w-]*$/.test(id))
				throw new PackError(file, `$.intents.${id}`, "an intent id is `<family>/<Kind>` (e.g. search/Version)");
			if (!intent || typeof intent !== "object" || Array.isArray(intent))
				throw new PackError(file, `$.intents.${id}`, "expected a mapping");
			const bad = unknownKey(intent as Record<string, unknown>, INTENT_KEYS);
			if (bad) throw new PackError(file, `$.intents.${id}.${bad}`, "unknown field");
			const signals = (intent as { signals?: unknown }).signals;
			if (Array.isArray(signals)) {
				signals.forEach((signal, index) => {
					if (signal && typeof signal === "object") {
						const badSignal = unknownKey(signal as Record<string, unknown>, SIGNAL_KEYS);
						if (badSignal)
							throw new PackError(
								file,
								`$.intents.${id}.signals[${index}].${badSignal}`,
								"unknown field",
							);
					}
				});
			}
		}
	}
	let layer: PackLayer;
	try {
		layer = PackLayerSchema(raw as never) as PackLayer;
	} catch (error) {
		const message = (error as Error).message ?? String(error);
		const field = /^(\$[^\s]*)/.exec(message)?.[1] ?? "$";
		throw new PackError(file, field, message.startsWith(field) ? message.slice(field.length).trim() : message);
	}
	// the schema fills fields a layer leaves out; a layer overrides only what it names
	const rawLayer = raw as { signature?: unknown; intents?: Record<string, Record<string, unknown>> };
	if (rawLayer.signature === undefined) delete layer.signature;
	if (rawLayer.intents === undefined) delete layer.intents;
	for (const [id, intent] of Object.entries(layer.intents ?? {})) {
		const named = rawLayer.intents?.[id] ?? {};
		for (const key of Object.keys(intent)) if (!(key in named)) delete (intent as Record<string, unknown>)[key];
	}
	// user packs come from anyone's repository: their pattern work is bounded before any pattern is judged
	if (!options.trusted) {
		const count = Object.values(layer.intents ?? {}).reduce(
			(sum, intent) => sum + (intent.signals?.length ?? 0),
			0,
		);
		if (count > PACK_SIGNAL_CAP)
			throw new PackError(file, "$.intents", `${count} signals, more than ${PACK_SIGNAL_CAP}`);
	}
	let quadratic = 0;
	try {
		for (const [id, intent] of Object.entries(layer.intents ?? {})) {
			(intent.signals ?? []).forEach((signal, index) => {
				try {
					new RegExp(signal.pattern, "i");
				} catch (error) {
					throw new PackError(
						file,
						`$.intents.${id}.signals[${index}].pattern`,
						`does not compile: ${(error as Error).message}`,
					);
				}
				if (options.trusted) return;
				// refuse patterns that can backtrack catastrophically; a quadratic one sees a shorter text, and few are allowed
				const verdict = CheckPattern(signal.pattern, "i");
				if (!verdict.safe)
					throw new PackError(
						file,
						`$.intents.${id}.signals[${index}].pattern`,
						`can backtrack catastrophically (${verdict.complexity})`,
					);
				if (IsQuadratic(verdict)) {
					if (++quadratic > QUADRATIC_SIGNAL_CAP)
						throw new PackError(
							file,
							`$.intents.${id}.signals[${index}].pattern`,
							`more than ${QUADRATIC_SIGNAL_CAP} quadratic patterns in one pack`,
						);
				}
				// its degree's share of the step budget, and, should both judges miss one, never over `QUADRATIC_TEXT_CAP`
				signal.textCap = Math.min(QUADRATIC_TEXT_CAP, TextCapFor(DegreeOf(verdict)));
			});
		}
	} finally {
		if (!options.trusted) SaveVerdicts();
	}
	return layer;
};

/**
 * An upper bound of how deep a YAML text nests: unescaped open brackets anywhere (quotes are not trusted to hide
 * them), plus per line its indentation and every block indicator (`- `, `? `, `: `) on it, wherever it stands, since
 * YAML stacks those on one line too (`- - x`, `a: ? ? x`, `a: a: a: x`).
 */
export const NestingDepth = (text: string): number => {
	let flow = 0;
	let deepest = 0;
	let block = 0;
	let indenting = true;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (char === "\n") {
			block = 0;
			indenting = true;
			continue;
		}
		const next = text[index + 1];
		if (char === " " && indenting) block++;
		else {
			indenting = false;
			if ((char === "-" || char === "?" || char === ":") && (next === " " || next === "\n" || next === undefined))
				block++;
			else if (char === "\\") index++;
			else if (char === "[" || char === "{") flow++;
			else if ((char === "]" || char === "}") && flow > 0) flow--;
		}
		if (flow + block > deepest) deepest = flow + block;
	}
	return deepest;
};

/** Parses a pack YAML file's text, fail-loud with the file and field named. */
export const ParsePack = (text: string, file: string): PackLayer => {
	if (text.length > PACK_TEXT_CAP) throw new PackError(file, "", `larger than ${PACK_TEXT_CAP} characters`);
	if (NestingDepth(text) > PACK_NESTING_CAP)
		throw new PackError(file, "", `nested deeper than ${PACK_NESTING_CAP} levels`);
	let raw: unknown;
	try {
		// stringKeys: a collection key would be stringified level by level, cubic in the nesting depth
		raw = parse(text, { maxAliasCount: 50, uniqueKeys: true, stringKeys: true, logLevel: "error" });
	} catch (error) {
		throw new PackError(file, "", `not valid YAML: ${(error as Error).message.split("\n")[0]}`);
	}
	return ValidateLayer(raw, file);
};

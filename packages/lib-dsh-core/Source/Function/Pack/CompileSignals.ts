import type { PackIntent, PackSignal, SignalTarget } from "../../Interface/Pack";
import { PATTERN_TEXT_CAP } from "../../Variable/Pack/Defaults";

export interface CompiledSignal extends PackSignal {
	regex: RegExp;
}

export interface CompiledIntent extends PackIntent {
	compiled: CompiledSignal[];
}

const compiledCache = new WeakMap<PackIntent, CompiledIntent>();

/** A signal's pattern as it is matched: without case unless the signal says `caseSensitive` (`g`: every match). */
export const SignalRegex = (signal: PackSignal, flags: "" | "g" = ""): RegExp =>
	new RegExp(signal.pattern, signal.caseSensitive ? flags : `${flags}i`);

/** Compiles an intent's signal patterns once per intent object (case-insensitive unless a signal says otherwise). */
export const CompileIntent = (intent: PackIntent): CompiledIntent => {
	const hit = compiledCache.get(intent);
	if (hit) return hit;
	const compiled = {
		...intent,
		compiled: intent.signals.map((signal) => ({ ...signal, regex: SignalRegex(signal) })),
	};
	compiledCache.set(intent, compiled);
	return compiled;
};

/** The fields of a call a signal may look at, each capped so no pattern sees more than the cap. */
export type SignalTexts = Partial<Record<Exclude<SignalTarget, "any">, string>>;

/** Whether one compiled signal fires on these texts (each text capped first). */
const Fires = (signal: CompiledSignal, texts: SignalTexts): boolean => {
	const candidates = signal.on === "any" ? Object.values(texts) : [texts[signal.on as Exclude<SignalTarget, "any">]];
	const cap = signal.textCap ?? PATTERN_TEXT_CAP;
	return candidates.some(
		(text) =>
			typeof text === "string" && text !== "" && signal.regex.test(text.length > cap ? text.slice(0, cap) : text),
	);
};

/** The ids and summed weight of the signals that fire on these texts. */
export const MatchSignals = (intent: CompiledIntent, texts: SignalTexts): { fired: string[]; sum: number } => {
	const fired: string[] = [];
	let sum = 0;
	for (const signal of intent.compiled) {
		if (Fires(signal, texts)) {
			fired.push(signal.id);
			sum += signal.weight;
		}
	}
	return { fired, sum };
};

/** Whether the intent's signal `id` fires on these texts (false when the intent has no such signal). */
export const SignalFires = (intent: CompiledIntent, id: string, texts: SignalTexts): boolean =>
	intent.compiled.some((signal) => signal.id === id && Fires(signal, texts));

/** The seeds' confidence: k = sigmoid(sum − 0.6). */
export const Kappa = (sum: number): number => 1 / (1 + Math.exp(-(sum - 0.6)));

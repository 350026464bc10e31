import type { Recall } from "../Interface/Recall";
import type { Detection, Verdict } from "../Interface/Verdict";

export interface JudgeInput {
	detection: Detection;
	recall: Recall | undefined;
	candidates: readonly string[];
	/** This call's judged index for the agent. */
	judged: number;
	/** The judged index of this intent's last note, if any. */
	lastNote: number | undefined;
	notesThisTurn: number;
	cooldownCalls: number;
	maxNotesPerTurn: number;
	/** The less-sure tier is on (`fallback`). */
	fallback?: boolean;
	/** The k a SURE recall would reach on this call (the full lift): the hint needs it to clear the threshold. */
	sureKappa?: number;
}

/**
 * The gate, in order: no record abstains (the replay answer needs the memory, never a guess), a record below
 * the threshold is ambiguous, a record with nothing left to name has no companions, then cooldown and cap.
 * With `fallback`, a record below the threshold only because the recall is UNSURE (a sure one would clear it)
 * is named as a less-sure hint instead of abstaining; a raised threshold that no recall clears still abstains.
 */
export const Judge = (input: JudgeInput): Verdict => {
	const { detection, recall } = input;
	const intent = detection.kind;
	const kappa = detection.kappa;
	if (recall === undefined) return { kind: "abstain", reason: "no-memory", intent, kappa };
	const unsure = (recall.confidence ?? 1) < 1;
	const hint =
		kappa < detection.threshold &&
		input.fallback === true &&
		unsure &&
		(input.sureKappa ?? 0) >= detection.threshold;
	if (kappa < detection.threshold && !hint) return { kind: "abstain", reason: "ambiguous", intent, kappa };
	if (input.candidates.length === 0) return { kind: "abstain", reason: "no-companions", intent, kappa };
	if (input.lastNote !== undefined && input.judged - input.lastNote <= input.cooldownCalls)
		return { kind: "suppress", reason: "cooldown", intent, kappa };
	if (input.notesThisTurn >= input.maxNotesPerTurn) return { kind: "suppress", reason: "cap", intent, kappa };
	const candidates = [...input.candidates];
	return hint
		? { kind: "hint", intent, kappa, candidates, basis: recall.basis ?? "file" }
		: { kind: "suggest", intent, kappa, candidates };
};

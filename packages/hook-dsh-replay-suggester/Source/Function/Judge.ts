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
}

/**
 * The gate, in order: no record abstains (the replay answer needs the memory, never a guess), a record below
 * the threshold is ambiguous, a record with nothing left to name has no companions, then cooldown and cap.
 */
export const Judge = (input: JudgeInput): Verdict => {
	const { detection } = input;
	const intent = detection.kind;
	const kappa = detection.kappa;
	if (input.recall === undefined) return { kind: "abstain", reason: "no-memory", intent, kappa };
	if (kappa < detection.threshold) return { kind: "abstain", reason: "ambiguous", intent, kappa };
	if (input.candidates.length === 0) return { kind: "abstain", reason: "no-companions", intent, kappa };
	if (input.lastNote !== undefined && input.judged - input.lastNote <= input.cooldownCalls)
		return { kind: "suppress", reason: "cooldown", intent, kappa };
	if (input.notesThisTurn >= input.maxNotesPerTurn) return { kind: "suppress", reason: "cap", intent, kappa };
	return { kind: "suggest", intent, kappa, candidates: [...input.candidates] };
};

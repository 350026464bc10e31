/** Why a judged call gets no note because the suggester does not know (the `abstained …` ledger lines). */
export type AbstainReason =
	| "foreign-workspace"
	| "no-signal"
	| "low-confidence"
	| "ambiguous-target"
	| "ambiguous-file"
	| "exploratory-question"
	| "no-companions";

/** Why a judged call gets no note although the suggester knows (the `suppressed …` ledger lines). */
export type SuppressReason = "dismissed" | "cooldown" | "cap" | "dedupe";

/** The answer for one judged call, from `Decide`: a note to write, or why there is none. */
export type Verdict =
	| {
			kind: "suggest";
			intent: string;
			k: number;
			/** The candidates the note names, in order, already capped at `maxCandidates`. */
			candidates: string[];
			/** Per candidate, the stated fact the query named (`version 1.4.2`). */
			facts: Record<string, string>;
	  }
	/** `intent` is absent for foreign-workspace and no-signal (no intent won). */
	| { kind: "abstain"; reason: AbstainReason; intent?: string; k: number }
	/** `by` names what a dismissal held the note with (an intent or `*`). */
	| { kind: "suppress"; reason: SuppressReason; intent: string; by?: string };

import type { Verdict } from "../Interface/Verdict";

/** The ledger line of a call that gets no note; every string is written here, where it is produced. */
export const Silence = (verdict: Exclude<Verdict, { kind: "suggest" }>): string => {
	if (verdict.kind === "suppress") {
		switch (verdict.reason) {
			case "dismissed":
				return `suppressed dismissed ${verdict.by ?? verdict.intent}`;
			case "cooldown":
				return `suppressed cooldown ${verdict.intent}`;
			case "cap":
				return `suppressed cap ${verdict.intent}`;
			case "dedupe":
				return `suppressed dedupe ${verdict.intent}`;
		}
	}
	const k = verdict.k.toFixed(2);
	switch (verdict.reason) {
		case "foreign-workspace":
			return "abstained foreign-workspace 0.00";
		case "no-signal":
			return "abstained no-signal 0.00";
		case "low-confidence":
			return `abstained low-confidence ${verdict.intent} ${k}`;
		case "ambiguous-target":
			return `abstained ambiguous-target ${verdict.intent} ${k}`;
		case "ambiguous-file":
			return `abstained ambiguous-file ${verdict.intent} ${k}`;
		case "exploratory-question":
			return `abstained exploratory-question ${verdict.intent} ${k}`;
		case "no-companions":
			return `abstained no-companions ${verdict.intent} ${k}`;
	}
};

import { Kappa, MatchSignals } from "@playform/lib-dsh-core";
import type { CompiledIntent, SignalTexts } from "@playform/lib-dsh-core";
import type { Detection } from "../Interface/Verdict";

/**
 * The classifier: every enabled intent's signals over the call's texts, plus the history lift when the
 * recall answered; k = sigmoid(sum + lift - 0.6). The highest k wins, priority order breaking ties.
 */
export const Detect = (
	intents: readonly CompiledIntent[],
	texts: SignalTexts,
	lift: number,
	floor: number,
): Detection | undefined => {
	let best: Detection | undefined;
	for (const intent of intents) {
		const { fired, sum } = MatchSignals(intent, texts);
		const kappa = Kappa(sum + lift);
		if (best === undefined || kappa > best.kappa) {
			best = {
				id: intent.id,
				kind: intent.kind,
				threshold: Math.max(floor, intent.threshold),
				note: intent.note,
				fired,
				sum,
				kappa,
			};
		}
	}
	return best;
};

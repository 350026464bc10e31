import type { Recall } from "../Interface/Recall";
import { HISTORY_LIFT, UNSURE_LIFT_SHARE } from "../Variable/Limits";

/**
 * The history lift a recall adds to the classifier's sum: the full lift for a record (or a blended recall at its
 * gate), a share scaled by the confidence below it, so an unsure recall abstains `ambiguous` at the default threshold.
 */
export const Lift = (recall: Recall | undefined): number => {
	if (recall === undefined) return 0;
	const confidence = recall.confidence ?? 1;
	return confidence >= 1 ? HISTORY_LIFT : HISTORY_LIFT * UNSURE_LIFT_SHARE * Math.max(0, confidence);
};

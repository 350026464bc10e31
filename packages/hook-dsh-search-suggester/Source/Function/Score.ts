import { Kappa } from "@playform/lib-dsh-core";
import type { Dismissal } from "../Interface/Execution";
import type { Measurement } from "../Interface/Measurement";
import { Covers } from "./Path";

/** The seeds' confidence: k = sigmoid(Σ weights − 0.6). */
export const Score = (sum: number): number => Kappa(sum);

/** The gate an intent must clear: its own threshold, never below the module's, raised for a read-only subagent. */
export const GateOf = (floor: number, threshold: number, bump: number): number =>
	Math.min(0.99, Math.max(floor, threshold) + bump);

/**
 * Candidates in measured order: scope + literal, highest first; on a tie the ones in a package the user prompt names
 * first, then in one it hints (`inPackage`), then the ones it names by file name (`named`), then the pack's order.
 */
export const Rank = (measures: readonly Measurement[]): string[] =>
	measures
		.map((measure, index) => ({ measure, index }))
		.sort(
			(a, b) =>
				b.measure.scope + b.measure.literal - (a.measure.scope + a.measure.literal) ||
				(b.measure.inPackage ?? 0) - (a.measure.inPackage ?? 0) ||
				(b.measure.named ?? 0) - (a.measure.named ?? 0) ||
				a.index - b.index,
		)
		.map(({ measure }) => measure.path);

/**
 * The dismissal filter: a family (`*`) or whole-intent dismissal holds the note back; path dismissals drop
 * their candidates, and one that empties the list holds it back too. `blockedBy` names what held it.
 */
export const FilterDismissed = (
	intent: string,
	candidates: readonly string[],
	dismissals: readonly Dismissal[],
): { kept: string[]; blockedBy?: string } => {
	if (dismissals.some((d) => d.intent === "*" && d.path === undefined)) return { kept: [], blockedBy: "*" };
	if (dismissals.some((d) => d.intent === intent && d.path === undefined)) return { kept: [], blockedBy: intent };
	const paths = dismissals
		.filter((d) => d.path !== undefined && (d.intent === intent || d.intent === "*"))
		.map((d) => d.path as string);
	const kept = candidates.filter((candidate) => !paths.some((path) => candidate === path || Covers(path, candidate)));
	return kept.length === 0 && candidates.length > 0 ? { kept, blockedBy: intent } : { kept };
};

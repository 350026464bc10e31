import { checkSync } from "recheck";

export interface PatternVerdict {
	safe: boolean;
	/** `safe`, `linear`, `polynomial (degree N)`, `exponential`, or why it could not be checked. */
	complexity: string;
}

const verdicts = new Map<string, PatternVerdict>();

/**
 * Whether a user pattern can backtrack catastrophically, judged by recheck (a maintained ReDoS checker).
 * Exponential and cubic-or-worse patterns are refused; quadratic ones pass because every pattern sees
 * at most `PATTERN_TEXT_CAP` characters. Verdicts are cached per source and flags.
 */
export const CheckPattern = (source: string, flags = ""): PatternVerdict => {
	const key = `${flags}/${source}`;
	const hit = verdicts.get(key);
	if (hit) return hit;
	let verdict: PatternVerdict;
	try {
		const diagnostics = checkSync(source, flags, { timeout: 5000 });
		const complexity = (diagnostics as { complexity?: { type?: string; degree?: number } }).complexity;
		if (diagnostics.status === "safe") verdict = { safe: true, complexity: complexity?.type ?? "safe" };
		else if (diagnostics.status === "vulnerable" && complexity?.type === "polynomial" && (complexity.degree ?? 99) <= 2) {
			verdict = { safe: true, complexity: `polynomial (degree ${complexity.degree})` };
		} else if (diagnostics.status === "vulnerable") {
			verdict = { safe: false, complexity: complexity?.type === "polynomial" ? `polynomial (degree ${complexity.degree})` : (complexity?.type ?? "vulnerable") };
		} else verdict = { safe: false, complexity: `unknown (${diagnostics.status})` };
	} catch (error) {
		verdict = { safe: false, complexity: `unchecked (${(error as Error).message})` };
	}
	verdicts.set(key, verdict);
	return verdict;
};

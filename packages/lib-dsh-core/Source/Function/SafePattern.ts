import { createHash } from "node:crypto";
import { join } from "node:path";
import { checkSync } from "recheck";
import { PATTERN_VERDICT_CAP, PATTERN_VERDICT_FILE, PATTERN_VERDICT_READ_CAP } from "../Variable/Pack/Defaults";
import { ReadBounded } from "./File/ReadBounded";
import { StoreHome } from "./File/StoreHome";
import { WriteAtomic } from "./File/WriteAtomic";

export interface PatternVerdict {
	safe: boolean;
	/** `safe`, `linear`, `polynomial (degree N)`, `exponential`, or why it could not be checked. */
	complexity: string;
}

const verdicts = new Map<string, PatternVerdict>();
/** The verdicts on disk, by content hash; loaded on first use, written back by `SaveVerdicts` when it grew. */
let stored: Map<string, PatternVerdict> | undefined;
let grown = false;

const VerdictFile = (): string => join(StoreHome(), PATTERN_VERDICT_FILE);

const Hash = (key: string): string => createHash("sha256").update(key).digest("hex").slice(0, 32);

const Stored = (): Map<string, PatternVerdict> => {
	if (stored) return stored;
	stored = new Map();
	const read = ReadBounded(VerdictFile(), { cap: PATTERN_VERDICT_READ_CAP });
	if (read.kind !== "text") return stored;
	try {
		const raw = JSON.parse(read.text) as Record<string, unknown>;
		for (const [hash, value] of Object.entries(raw ?? {}).slice(-PATTERN_VERDICT_CAP)) {
			const verdict = value as Partial<PatternVerdict>;
			if (
				/^[0-9a-f]{32}$/.test(hash) &&
				typeof verdict?.safe === "boolean" &&
				typeof verdict.complexity === "string"
			) {
				stored.set(hash, { safe: verdict.safe, complexity: verdict.complexity.slice(0, 200) });
			}
		}
	} catch {
		// an unreadable cache is an empty one: the verdicts are computed again
	}
	return stored;
};

const Judge = (source: string, flags: string): PatternVerdict => {
	try {
		const diagnostics = checkSync(source, flags, { timeout: 5000 });
		const complexity = (diagnostics as { complexity?: { type?: string; degree?: number } }).complexity;
		if (diagnostics.status === "safe") return { safe: true, complexity: complexity?.type ?? "safe" };
		if (
			diagnostics.status === "vulnerable" &&
			complexity?.type === "polynomial" &&
			(complexity.degree ?? 99) <= 2
		) {
			return { safe: true, complexity: `polynomial (degree ${complexity.degree})` };
		}
		if (diagnostics.status === "vulnerable") {
			return {
				safe: false,
				complexity:
					complexity?.type === "polynomial"
						? `polynomial (degree ${complexity.degree})`
						: (complexity?.type ?? "vulnerable"),
			};
		}
		return { safe: false, complexity: `unknown (${diagnostics.status})` };
	} catch (error) {
		return { safe: false, complexity: `unchecked (${(error as Error).message})` };
	}
};

/**
 * Whether a user pattern can backtrack catastrophically, judged by recheck (a maintained ReDoS checker).
 * Exponential and cubic-or-worse patterns are refused; quadratic ones pass because every pattern sees at most
 * `PATTERN_TEXT_CAP` characters (a pack's quadratic ones `QUADRATIC_TEXT_CAP`). Verdicts are cached per source and
 * flags in memory and, by content hash, in `PATTERN_VERDICT_FILE` under the store home (see `SaveVerdicts`).
 */
export const CheckPattern = (source: string, flags = ""): PatternVerdict => {
	const key = `${flags}/${source}`;
	const hit = verdicts.get(key);
	if (hit) return hit;
	const hash = Hash(key);
	let verdict = Stored().get(hash);
	if (!verdict) {
		verdict = Judge(source, flags);
		// an unchecked verdict may be the machine's load (a timeout): judged again next time, not remembered
		if (!verdict.complexity.startsWith("unchecked")) {
			Stored().set(hash, verdict);
			grown = true;
		}
	}
	verdicts.set(key, verdict);
	return verdict;
};

/** A quadratic verdict: the pattern is allowed, at a shorter text cap. */
export const IsQuadratic = (verdict: PatternVerdict): boolean => verdict.complexity.startsWith("polynomial");

/** Writes the verdicts computed since the last save to the cache file (the newest `PATTERN_VERDICT_CAP`). Never throws. */
export const SaveVerdicts = (): void => {
	if (!grown || !stored) return;
	grown = false;
	try {
		WriteAtomic(VerdictFile(), `${JSON.stringify(Object.fromEntries([...stored].slice(-PATTERN_VERDICT_CAP)))}\n`);
	} catch {
		// a read-only home only costs the next process the same checks
	}
};

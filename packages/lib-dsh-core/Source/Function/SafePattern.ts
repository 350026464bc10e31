import { join } from "node:path";
import { checkSync } from "recheck";
import {
	PATTERN_DEGREE_CAP,
	PATTERN_STEP_BUDGET,
	PATTERN_WAYS_CAP,
	PATTERN_TEXT_CAP,
	PATTERN_VERDICT_CAP,
	PATTERN_VERDICT_FILE,
	PATTERN_VERDICT_READ_CAP,
} from "../Variable/Pack/Defaults";
import { ReadBounded } from "./File/ReadBounded";
import { Sha256Hex } from "./Sha256";
import { MatchWays, StructuralDegree } from "./PatternDegree";
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

const JUDGE_VERSION = "structural-2";

const VerdictFile = (): string => join(StoreHome(), PATTERN_VERDICT_FILE);

const Hash = (key: string): string => Sha256Hex(key).slice(0, 32);

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

/** recheck's verdict: its degree (0 safe or linear, `Infinity` exponential) and name, or why it could not judge. */
const Recheck = (source: string, flags: string): { degree: number; type?: string } | { complexity: string } => {
	try {
		const diagnostics = checkSync(source, flags, { timeout: 5000 });
		const complexity = (diagnostics as { complexity?: { type?: string; degree?: number } }).complexity;
		if (diagnostics.status === "safe") return { degree: 0, type: complexity?.type };
		if (diagnostics.status === "vulnerable")
			return { degree: complexity?.type === "polynomial" ? (complexity.degree ?? Infinity) : Infinity };
		return { complexity: `unknown (${diagnostics.status})` };
	} catch (error) {
		return { complexity: `unchecked (${(error as Error).message})` };
	}
};

const Judge = (source: string, flags: string): PatternVerdict => {
	// the structure first: it is cheap, and it bounds what recheck under-counts (a bounded repeat of `.*`)
	const structural = StructuralDegree(source, flags);
	if (structural > PATTERN_DEGREE_CAP && structural !== Infinity)
		return { safe: false, complexity: `polynomial (degree ${structural})` };
	if (MatchWays(source, flags) > PATTERN_WAYS_CAP)
		return {
			safe: false,
			complexity: `exponential (bounded repeats: more than ${PATTERN_WAYS_CAP} ways to match)`,
		};
	const checked = Recheck(source, flags);
	if ("degree" in checked && checked.degree === Infinity) return { safe: false, complexity: "exponential" };
	// nested unbounded quantifiers are refused even where recheck finds no attack string for them
	if (structural === Infinity) return { safe: false, complexity: "nested unbounded quantifiers" };
	if ("complexity" in checked) return { safe: false, complexity: checked.complexity };
	const degree = Math.max(structural, checked.degree);
	if (degree < 2) return { safe: true, complexity: checked.type ?? "safe" };
	return { safe: degree <= PATTERN_DEGREE_CAP, complexity: `polynomial (degree ${degree})` };
};

/**
 * Whether a user pattern can backtrack catastrophically, judged by recheck (a maintained ReDoS checker) and by the
 * structural bound `StructuralDegree` (the higher degree wins; nested unbounded quantifiers are refused).
 * Exponential and cubic-or-worse patterns are refused; quadratic ones pass because every pattern sees at most
 * `PATTERN_TEXT_CAP` characters (a pack's, `TextCapFor` its degree and at most `QUADRATIC_TEXT_CAP`). Verdicts are cached per source and
 * flags in memory and, by content hash, in `PATTERN_VERDICT_FILE` under the store home (see `SaveVerdicts`).
 */
export const CheckPattern = (source: string, flags = ""): PatternVerdict => {
	const key = `${flags}/${source}`;
	const hit = verdicts.get(key);
	if (hit) return hit;
	// the judge's version is part of the hash: a verdict an older judge cached (before the structural bound) is not reused
	const hash = Hash(`${JUDGE_VERSION}/${key}`);
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

/** A polynomial verdict's degree (1 for a linear or safe one). */
export const DegreeOf = (verdict: PatternVerdict): number =>
	Number(/^polynomial \(degree (\d+)\)$/.exec(verdict.complexity)?.[1] ?? 1);

/** A quadratic verdict: the pattern is allowed, at a shorter text cap. */
export const IsQuadratic = (verdict: PatternVerdict): boolean => DegreeOf(verdict) >= 2;

/**
 * The most text a pattern of this degree may see: matching costs about length ^ degree steps, so the cap is the
 * degree-th root of `PATTERN_STEP_BUDGET` (512 characters at degree 2, 64 at degree 3), never over `PATTERN_TEXT_CAP`.
 */
export const TextCapFor = (degree: number): number =>
	Math.min(PATTERN_TEXT_CAP, Math.floor(PATTERN_STEP_BUDGET ** (1 / Math.max(1, degree)) + 1e-9));

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

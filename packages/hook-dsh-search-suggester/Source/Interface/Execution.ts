import type { CompiledIntent, GraphFact } from "@playform/lib-dsh-core";

/** The texts a call offers the pack's signals (R3); each is capped before a pattern sees it. */
export interface CallTexts {
	query: string;
	command: string;
	tool: string;
	user: string;
}

/** One judged call, reduced to what the classifier reads. */
export interface CallShape {
	tool: string;
	texts: CallTexts;
	/** Path operands and path patterns (globs, `find -name`, `--include`), as written: what path signals see. */
	paths: string[];
	/** The places the call looks in (path operands, a glob's folder), as written: what R5 and R13 compare. */
	places: string[];
	/** The query with regex escapes and quotes removed, for the literal-fact rule (R8). */
	literal: string;
	/** The call only reads files (read, cat, head…): no search, so the file it opens is no target of its own (R13). */
	reading: boolean;
	/** The call finds files by name (the glob tool; `find`, `fd`, `ls` as the line's first search): its few hits are what it looked for. */
	naming: boolean;
	/** The folder the call lists into a filter (`ls -a | grep -i spell` → `.`, `ls tests | grep x` → `tests`): a bare name its result prints is a file there. */
	listed: string | undefined;
}

/** One earlier judged call of the turn, as the ring keeps it (R6). */
export interface RingCall {
	index: number;
	/** Intents whose evidence reached 1.0 on that call. */
	leaning: string[];
	/** Root-relative paths the call touched. */
	paths: string[];
}

export interface IntentScore {
	kind: string;
	intent: CompiledIntent;
	sum: number;
	fired: string[];
	/** A `user` signal fired (the exploratory gate lets these through). */
	asked: boolean;
	/** The call's path lies in this intent's scope (R5). */
	claimed: boolean;
	/** Paths whose stated facts the query names (R8). */
	factPaths: string[];
	/** The few files of the intent's kinds the search itself found (R14 (ab)): no guess among many of one name. */
	found: readonly string[];
}

/** What the classifier alone concludes about a call (R9–R11); `Decide` turns it into the call's `Verdict`. */
export type DetectionVerdict = "no-signal" | "low-confidence" | "ambiguous-target" | "exploratory-question" | "pass";

export interface Detection {
	verdict: DetectionVerdict;
	/** The winning intent (absent for no-signal). */
	winner?: IntentScore;
	runnerUp?: IntentScore;
	/** sigmoid(Σ − 0.6) of the winner; 0 when nothing fired. */
	k: number;
	/** The gate the winner had to clear. */
	gate: number;
	scores: IntentScore[];
}

export interface DetectInput {
	shape: CallShape;
	/** Root-relative spellings of the call's places (scope and companions compare these). */
	relative: string[];
	intents: readonly CompiledIntent[];
	/** The module's threshold: the floor under every intent's own gate. */
	floor: number;
	/** The read-only-subagent bump added to the gate (abstention 5). */
	bump: number;
	/** Learned per-intent history (R7). */
	history: Readonly<Record<string, number>>;
	ring: readonly RingCall[];
	facts: readonly GraphFact[];
	/** The turn's user text reads as an exploratory question (abstention 4). */
	exploratory: boolean;
	/** R14: what the workspace knows about this call, per intent kind (Function/Known). */
	known?: ReadonlyMap<string, Known>;
	/** The call looks only in source files the workspace files under no kind (Function/InCode): it reads code. */
	inCode?: boolean;
}

/** What the workspace itself says about one intent for one call (R14). */
export interface Known {
	/** Added to the intent's signal sum. */
	weight: number;
	/** The call itself names something the workspace states (evidence; the prompt alone never is). */
	call: boolean;
	/** The user's text names it too. */
	asked: boolean;
	/** The files that state or are what was named: they lead the note. */
	paths: string[];
	/** The few files of the intent's kinds the search itself found (R14 (ab)): the call singles them out. */
	found?: readonly string[];
}

export interface IntentKnowledge {
	history: number;
	followed: number;
	ignored: number;
	nearMiss: number;
	/** Root-relative paths learned from near misses. */
	learned: string[];
}

export interface Dismissal {
	/** An intent kind, or `*` for the whole search family. */
	intent: string;
	/** One candidate path; absent dismisses the intent's whole note. */
	path?: string;
	/** Epoch seconds. */
	until: number;
}

export interface RootKnowledge {
	intents: Record<string, IntentKnowledge>;
	dismissed: Dismissal[];
	/** The P3 offline seed: per intent, the canonical candidates that exist plus the projection's paths. */
	seed?: Record<string, string[]>;
	seededAt?: string;
}

export interface Knowledge {
	version: 1;
	roots: Record<string, RootKnowledge>;
}

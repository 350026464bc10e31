/** What a signal's pattern is matched against. */
export type SignalTarget = "query" | "path" | "user" | "command" | "tool" | "any";

export interface PackSignal {
	id: string;
	on: SignalTarget;
	/** A JS regular-expression source, matched against at most `PATTERN_TEXT_CAP` characters, without case unless `caseSensitive`. */
	pattern: string;
	weight: number;
	/** Match the pattern's case as written: code's keywords are lower case, a shouted `DO NOT EDIT THIS` is prose. */
	caseSensitive?: boolean;
	/** Set by validation, never by a pack file: a quadratic user pattern sees only `QUADRATIC_TEXT_CAP` characters. */
	textCap?: number;
}

export interface PackIntent {
	/** `<family>/<Kind>`: `search/Version`, `replay/Repeat`. */
	id: string;
	family: string;
	kind: string;
	/** Lower wins ties between intents. */
	priority: number;
	/** The confidence gate; the module's own threshold is the floor (packs may raise it, never lower it). */
	threshold: number;
	/** A wrong target is costly (a version bump, a licence): the pack gates it higher. */
	destructive: boolean;
	signals: PackSignal[];
	/** Repo-, package- or sibling-relative paths; a trailing `/` names a folder; `<…>` is illustrative. */
	targets: string[];
	/** Path prefixes or basenames that claim a call for this intent over a literal match (scope override). */
	scope: string[];
	/** The graph node kinds this intent's targets are expected to be. */
	kinds: string[];
	/** The caveat line a note carries. */
	note?: string;
	enabled: boolean;
}

export interface Pack {
	/** Files whose presence marks a workspace root this pack speaks for. */
	signature: string[];
	intents: PackIntent[];
	/** The layers it was built from: `builtin`, then files. */
	layers: string[];
}

/** A pack layer as written in YAML (or as the built-in table): intents keyed by id, every field optional but the signals. */
export interface PackLayer {
	signature?: string[];
	intents?: Record<string, Partial<Omit<PackIntent, "id" | "family" | "kind">>>;
}

export interface Bases {
	root: string;
	/** The nearest ancestor of the call path carrying package.json, at or below the root. */
	package: string;
	/** The package root's parent, never above the root. */
	parent: string;
}

import type { CommandClass } from "./Detection";

/** The per-agent ladder state (a WeakMap value keyed on the Agent object). */
export interface AgentMemory {
	/** Judged calls so far. */
	calls: number;
	/** Offenses since the last reset, as [call index, class], bounded by the window. */
	recent: { at: number; class: CommandClass }[];
	/** Per-class strikes since the last note or deny (tier 3 counts these). */
	strikes: Partial<Record<CommandClass, number>>;
	/** Offenses of any class since the last note (tier 2 counts these). */
	offensesSinceNote: number;
	/** The judged-call index of the last note; -Infinity before the first. */
	lastNoteAt: number;
	/** Tier 2 is on. */
	section: boolean;
	/** Consecutive clean judged calls. */
	cleanStreak: number;
	/** The section text cache and the call index it was built at. */
	sectionText: string | undefined;
	sectionBuiltAt: number;
	/** The `tools/change` generation the cached text was built against; a newer one rebuilds it. */
	sectionTools: number;
	/** The config version (volatile updates) the cached text was built with. */
	sectionConfig: number;
	/** Exempt patterns already logged (once per distinct pattern). */
	exemptLogged: Set<string>;
	/** The turn the chain belongs to (agent/pre-step resets the window on a new user turn). */
	turn: number | undefined;
}

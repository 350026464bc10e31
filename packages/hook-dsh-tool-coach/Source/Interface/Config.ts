import type { PatternRow } from "./Detection";

export type Enforce = "off" | "write" | "all";

export interface Notes {
	first: string;
	persistent: string;
	denied: string;
}

/** The plain config the ladder reads (one snapshot of the live cells, taken per judged call). */
export interface CoachConfig {
	log: boolean;
	logFile: string;
	enabled: boolean;
	judgeTools: string[];
	threshold: number;
	window: number;
	cooldown: number;
	escalateThreshold: number;
	cleanWindow: number;
	enforce: Enforce;
	enforceThreshold: number;
	/** The user's exempt heads, added to `DEFAULT_EXEMPTS` (`ExemptsInForce`). */
	exemptPatterns: string[];
	/** The user's rows, appended to `DEFAULT_PATTERNS` (`RowsInForce`); none repeats a built-in pattern. */
	patternTable: PatternRow[];
	notes: Notes;
	fetchLive: boolean;
	maxSectionTools: number;
	sectionTtl: number;
}

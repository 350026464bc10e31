// The declarations of Replay.mjs, for the TypeScript tests that score replays.

/** One replayed call: the tool, its arguments, the turn's user text, and the files a correct note may name. */
export interface ReplayCall {
	tool: string;
	arguments: Record<string, unknown>;
	user?: string;
	/** `[]` means the plugin must stay silent; a folder (`docs/`) covers the files under it. */
	expect: string[];
}

/** One note the replay produced (`call` is the 1-based index of the call that drew it). */
export interface ReplayNote {
	call: number;
	intent: string;
	candidates: string[];
	correct: boolean;
}

export interface ReplayScore {
	calls: number;
	notes: number;
	precision: number;
	recall: number;
	/** 1-based index of the first note's call; 0 when none fired. */
	firstNote: number;
	/** Runs of consecutive calls sharing one non-empty `expect` (recall counts the runs a correct note reached). */
	lanes: number;
	lanesMet: number;
	detail: ReplayNote[];
}

export interface ReplayOptions {
	workspace: string;
	calls: readonly ReplayCall[];
	config?: Record<string, unknown>;
	graph?: boolean;
	onLine?: (message: string) => void;
}

export interface SessionReplay {
	calls: ReplayCall[];
	files: string[];
}

export declare const ScoreReplay: (
	calls: readonly ReplayCall[],
	notes: readonly Omit<ReplayNote, "correct">[],
) => ReplayScore;
export declare const FormatScore: (score: ReplayScore) => string;
export declare const Replay: (options: ReplayOptions) => Promise<ReplayScore & { state: any }>;
export declare const CommandFiles: (command: string) => string[];
export declare const SessionCalls: (commands: readonly string[], root: string, origin?: string) => SessionReplay;
export declare const CombineScores: (scores: readonly ReplayScore[]) => ReplayScore;

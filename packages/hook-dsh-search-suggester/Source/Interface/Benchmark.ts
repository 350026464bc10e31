/** One replayed call: the tool, its arguments, the turn's user text, and the files a correct note may name. */
export interface ReplayCall {
	tool: string;
	arguments: Record<string, unknown>;
	user?: string;
	/** `[]` means the plugin must stay silent; a folder (`docs/`) covers the files under it. */
	expect: string[];
}

/** One note the replay produced. */
export interface ReplayNote {
	/** 1-based index of the call that drew it. */
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

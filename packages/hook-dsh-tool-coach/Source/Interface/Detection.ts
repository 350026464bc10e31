/** The six classes a terminal command falls into; everything but `clean` is an offense class. */
export type CommandClass = "write" | "read" | "search" | "discovery" | "control" | "clean";

/** One row of the pattern table: a JS regex SOURCE matched against one normalized simple command. */
export interface PatternRow {
	pattern: string;
	class: Exclude<CommandClass, "clean">;
	/** The dedicated dsh tool the offense should have used. */
	tool: string;
	note?: string;
}

/** The verdict for one pipeline (a segment between `;` `&&` `||` `&` and newlines, or a nested one). */
export interface Segment {
	/** The segment's source text, capped for display. */
	text: string;
	class: CommandClass;
	/** The matching row's pattern, `<catch-all>` for a marker-only write, '' when clean. */
	pattern: string;
	tool: string;
	/** The exempt head pattern when it overrode a row or marker match inside this pipe. */
	exempt?: string;
}

/** The verdict for a whole command: the highest-priority segment wins. */
export interface Detection {
	class: CommandClass;
	pattern: string;
	tool: string;
	/** Set only when the command is clean because an exempt head overrode a match (ledger: `exempt <tool> <pattern>`). */
	exempt?: string;
	segments: Segment[];
}

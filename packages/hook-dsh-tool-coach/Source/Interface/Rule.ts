import type { NormalCommand } from "@playform/lib-dsh-core/Shell";
import type { CommandClass } from "./Detection";

/** A structural refinement of a row: its regex found the head, the gate decides from the parsed command. */
export type Gate = (
	command: NormalCommand,
	previous: NormalCommand | undefined,
	next: NormalCommand | undefined,
) => boolean;

/** One built-in classifier rule, whole: everything that decides it lives in this record. */
export interface Rule {
	/** The regex source matched against one normalized simple command (and its text before unwrapping). */
	readonly pattern: string;
	readonly class: Exclude<CommandClass, "clean">;
	/** The dedicated dsh tool the offense should have used. */
	readonly tool: string;
	readonly note: string;
	/** The structural refinement, when the regex alone over-matches. */
	readonly gate?: Gate;
	/** Heads whose file operands the gate reads, through the core's option table (`OPTION_SPECS`). */
	readonly operands?: readonly string[];
	/** Wrapper heads this rule is about: it matches them on the command's text before unwrapping. */
	readonly wrappers?: readonly string[];
	readonly examples: {
		/** Commands this rule decides (its class and pattern win); a `pwsh: ` prefix judges as PowerShell. */
		readonly hits: readonly string[];
		/** Near misses: the regex would match, yet this rule does not decide them (its gate, or an exempt). */
		readonly misses?: readonly string[];
	};
}

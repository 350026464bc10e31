/** How a command's options read: which take a value, and which supply its program (pattern, script). */
export interface OptionSpec {
	/** Short option letters that take an argument (attached or as the next word). */
	readonly arg: string;
	/** Long options that take the next word when written without `=`. */
	readonly long?: readonly string[];
	/** Positional words consumed after the options (timeout's DURATION). */
	readonly positional?: number;
	/** The first operand is a program/pattern unless one of these options supplied it. */
	readonly program?: { readonly letters: string; readonly long: readonly string[] };
	/** Long options that take two words (`jq --arg NAME VALUE`). */
	readonly twoArgLong?: readonly string[];
	/** `+N` words are options (less, more, tail, vim). */
	readonly plus?: boolean;
}

/** A command's words read against its OptionSpec (GNU style: options may follow operands). */
export interface ParsedOperands {
	/** The operands left once options, their values and the program operand are taken out. */
	readonly operands: string[];
	/** The first operand when it is the program (grep's pattern, sed's script), else undefined. */
	readonly program: string | undefined;
	readonly flags: Set<string>;
	readonly longs: Set<string>;
	/** The last value each option (letter or `--long`) was given. */
	readonly values: Map<string, string>;
	/** Every option value in order, as `[letter or --long, value]`. */
	readonly given: Array<readonly [string, string]>;
}

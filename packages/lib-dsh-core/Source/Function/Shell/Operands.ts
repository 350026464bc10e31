import type { OptionSpec, ParsedOperands } from "../../Interface/Shell";
import { AWK_OPTIONS, OPTION_SPECS } from "../../Variable/Shell/Options";

/** A command's words (head first) read against `spec`, GNU style: options may follow operands, `--` ends them. */
export function ParseOperands(words: readonly string[], spec: OptionSpec): ParsedOperands {
	const operands: string[] = [];
	const flags = new Set<string>();
	const longs = new Set<string>();
	const values = new Map<string, string>();
	const given: Array<readonly [string, string]> = [];
	const give = (name: string, value: string): void => {
		values.set(name, value);
		given.push([name, value]);
	};
	let programGiven = false;
	let ended = false;
	let i = 1;
	while (i < words.length) {
		const word = words[i];
		if (!ended && word === "--") {
			ended = true;
			i++;
			continue;
		}
		if (!ended && word.startsWith("--") && word.length > 2) {
			const eq = word.indexOf("=");
			const name = eq >= 0 ? word.slice(0, eq) : word;
			longs.add(name);
			if (spec.program?.long.includes(name)) programGiven = true;
			if (eq >= 0) give(name, word.slice(eq + 1));
			if (spec.twoArgLong?.includes(name)) i += 3;
			else if (eq < 0 && spec.long?.includes(name)) {
				give(name, words[i + 1] ?? "");
				i += 2;
			} else i++;
			continue;
		}
		if (!ended && spec.plus && word.length > 1 && word.startsWith("+")) {
			i++;
			continue;
		}
		if (!ended && word.length > 1 && word.startsWith("-")) {
			let step = 1;
			for (let k = 1; k < word.length; k++) {
				const letter = word[k];
				flags.add(letter);
				if (spec.program?.letters.includes(letter)) programGiven = true;
				if (spec.arg.includes(letter)) {
					if (k === word.length - 1) {
						give(letter, words[i + 1] ?? "");
						step = 2;
					} else give(letter, word.slice(k + 1));
					break;
				}
			}
			i += step;
			continue;
		}
		operands.push(word);
		i++;
	}
	const program = spec.program && !programGiven ? operands.shift() : undefined;
	return { operands, program, flags, longs, values, given };
}

/** find's leading options (how links are followed), which come before its start points. */
const FIND_LEADING = new Set(["-H", "-L", "-P"]);

/**
 * The start points of `find`'s arguments: the words before its expression (the first other option, `(` or `!`).
 * What the expression names (`-name package.json`, `-path ./dist -prune`) is what is looked for or skipped, not a
 * place touched.
 */
export function FindStartPoints(args: readonly string[]): { points: string[]; expression: number } {
	let at = 0;
	while (at < args.length && FIND_LEADING.has(args[at]!)) at++;
	const points: string[] = [];
	for (; at < args.length; at++) {
		const arg = args[at]!;
		if (arg.startsWith("-") || arg === "(" || arg === "!") break;
		points.push(arg);
	}
	return { points, expression: at };
}

/** The file operands of a normalized command (`-` and awk's `NAME=value` assignments are not files). */
export function FileOperands(words: readonly string[]): string[] {
	if (words[0] === "find") return FindStartPoints(words.slice(1)).points;
	const spec = OPTION_SPECS[words[0] ?? ""];
	if (!spec) return words.slice(1).filter((word) => !word.startsWith("-"));
	let operands = ParseOperands(words, spec).operands.filter((operand) => operand !== "-");
	if (spec === AWK_OPTIONS) operands = operands.filter((operand) => !/^[A-Za-z_]\w*=/.test(operand));
	return operands;
}

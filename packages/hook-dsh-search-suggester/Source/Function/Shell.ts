import {
	FindStartPoints,
	GREP_OPTIONS,
	InterpreterProgram,
	NormalizeShellEach,
	OPTION_SPECS,
	ParseOperands,
	ProgramReads,
	Unwrap,
} from "@playform/lib-dsh-core/Shell";
import type { ProgramRead } from "@playform/lib-dsh-core/Shell";
import { PACKAGE_TOOLS, PackageToolWords } from "@playform/lib-dsh-core";
import { RIPGREP_TYPE_GLOBS } from "../Variable/RipgrepType";

/** One simple command of a bash line: its words (quotes removed, wrappers unwrapped) and whether it redirects output into a file. */
export interface Segment {
	words: string[];
	writes: boolean;
	/** Its output feeds the next command of its pipeline (`ls -a | grep -i editor`). */
	piped: boolean;
}

const COMMAND_CAP = 8192;

/** What `dotnet list` lists (`dotnet list src/Polly package`): the noun after the project, no package. */
const DOTNET_NOUN = /^(package|reference)$/;
/** A .NET project or solution a look names: a place. */
const DOTNET_PROJECT_ARG = /\.(sln|slnx|[cfv]sproj)$/;
/** The options of a package manager's look that take a value, no package (`dotnet list package --format json`,
 * `--framework net8.0`; `swift package show-dependencies --format json`; `mix deps.tree --format dot --only prod`). */
const LOOK_VALUED: Readonly<Record<string, ReadonlySet<string>>> = {
	dotnet: new Set([
		"--format",
		"-f",
		"--framework",
		"-s",
		"--source",
		"--config",
		"-v",
		"--verbosity",
		"--output-version",
	]),
	swift: new Set(["--format", "--package-path", "--scratch-path"]),
	mix: new Set(["--format", "--only", "--target", "--exclude", "--umbrella-only"]),
};

/**
 * The simple commands of a bash line (the core's shell front end: substitutions and groups included, wrappers
 * unwrapped). A heredoc or here-string marks the line unjudgeable: it writes or scripts.
 */
export const Segments = (command: string): Segment[] | undefined => {
	const text = command.length > COMMAND_CAP ? command.slice(0, COMMAND_CAP) : command;
	const segments: Segment[] = [];
	let fed = false;
	NormalizeShellEach(text, (pipelines) => {
		// what a wrapper runs (`find -exec grep …`, `sh -c '…'`) is judged with the line: it may search or write
		for (const pipeline of pipelines) {
			pipeline.commands.forEach((normal, index) => {
				if (normal.heredoc) fed = true;
				const writes = normal.redirects.some((redirect) => redirect.kind === "file");
				const piped = index < pipeline.commands.length - 1;
				if (normal.words.length > 0 || writes) segments.push({ words: [...normal.words], writes, piped });
			});
		}
	});
	return fed ? undefined : segments;
};

const NEUTRAL = new Set([
	"cd",
	"echo",
	"printf",
	"pwd",
	"true",
	"sort",
	"uniq",
	"cut",
	"tr",
	"xargs",
	"column",
	"basename",
	"dirname",
	"realpath",
]);
const SEARCH = new Set([
	"grep",
	"egrep",
	"fgrep",
	"rg",
	"ag",
	"ack",
	"find",
	"fd",
	"ls",
	"tree",
	"cat",
	"head",
	"tail",
	"less",
	"more",
	"nl",
	"wc",
	"file",
	"stat",
	"sed",
	"awk",
	"jq",
	"git",
	...Object.keys(PACKAGE_TOOLS),
]);
const GIT_SEARCH = new Set(["grep", "ls-files", "ls-tree"]);
/** git's read-only looks at the history and the tree (`git log --oneline -5`): glue beside a search, none of their own. */
const GIT_NEUTRAL = new Set(["log", "show", "status", "diff", "rev-parse"]);
/** The command words after env assignments and wrappers (`sudo`, `time`, `timeout 5`, `xargs -0`): the core's Unwrap. */
export const Head = (words: readonly string[]): string[] => {
	let i = 0;
	while (i < words.length && /^[A-Za-z_]\w*=/.test(words[i]!)) i++;
	return Unwrap(words.slice(i)).words;
};

/** A Node or Python one-liner that only reads a file and prints from it (`node -p "require('./package.json').exports"`). */
const programRead = (words: readonly string[]): ProgramRead | undefined => {
	const program = InterpreterProgram(words, undefined);
	return program && program.files.length === 0 ? ProgramReads(program) : undefined;
};

const isSearch = (words: readonly string[]): boolean => {
	const [head, sub] = words;
	if (!head) return false;
	if (!SEARCH.has(head)) return programRead(words) !== undefined;
	if (head === "sed")
		return words.includes("-n") && !words.some((w) => /^-[a-zA-Z]*i/.test(w) || w.startsWith("--in-place"));
	if (head === "git")
		return (
			sub !== undefined &&
			(GIT_SEARCH.has(sub) ||
				sub === "describe" ||
				// `git tag v2.0` makes a tag; a bare or listing `git tag` only reads them
				(sub === "tag" &&
					(words.length === 2 || words.some((w) => /^(-l|--list|--sort(=.*)?|-n\d*)$/.test(w)))))
		);
	if (Object.hasOwn(PACKAGE_TOOLS, head)) return PackageToolWords(words) > 0;
	return true;
};

/** The runners a tool is called through (`bundle exec rubocop`, `npx eslint`, `uv run ruff`, `python -m pytest`). */
const RUNNERS: readonly (readonly string[])[] = [
	["bundle", "exec"],
	["npx"],
	["pnpm", "exec"],
	["yarn"],
	["uv", "run"],
	["poetry", "run"],
	["python", "-m"],
	["python3", "-m"],
];

/** A tool asked its version (`bundle exec rubocop --version`) or Rake its task list (`rake -T`): glue, reading nothing. */
const isToolLook = (words: readonly string[]): boolean => {
	const runner = RUNNERS.find((prefix) => prefix.every((word, index) => words[index] === word));
	const [tool, ...args] = words.slice(runner?.length ?? 0);
	if (tool === undefined || tool.startsWith("-")) return false;
	if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) return true;
	return tool === "rake" && (args[0] === "-T" || args[0] === "--tasks");
};

/**
 * R2: a bash line is judged when every simple command is a search/inspection command or neutral glue, at
 * least one searches, and none writes (a redirect into a file, a heredoc, `sed -i`, `tee`, `cp`…). What a `find
 * -exec` runs counts too: `-exec grep -l …` searches, `-exec rm {} ;` is no search.
 */
export const SearchShaped = (command: string): boolean => {
	const segments = Segments(command);
	if (!segments || segments.length === 0) return false;
	let searches = false;
	for (const { words, writes } of segments) {
		if (writes) return false;
		if (words.length === 0) continue;
		if (isSearch(words)) searches = true;
		else if (
			!NEUTRAL.has(words[0]!) &&
			!(words[0] === "git" && GIT_NEUTRAL.has(words[1] ?? "")) &&
			!isToolLook(words)
		)
			return false;
	}
	return searches;
};

/**
 * Options whose value names the files to look in: what is looked for, not where. `--exclude`, `--exclude-dir` and a
 * `!` glob (`rg -g '!node_modules'`) name what is skipped, which says nothing about what the search is for.
 */
const PATH_VALUED = new Set(["--include", "g", "--glob", "--iglob"]);
const FIND_PATTERN = new Set(["-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex"]);

export interface BashShape {
	queries: string[];
	/** Path operands: the places searched or read. */
	paths: string[];
	/** Name patterns (`find -name`, `--include`): what is looked for, not where. */
	patterns: string[];
	/** Every searching command only reads files (cat, head, tail, less, more, nl, wc, file, stat). */
	reading: boolean;
	/** The line's first searching command finds files by name (`find`, `fd`, `ls`), whatever wraps it (`time`, `sudo`). */
	naming: boolean;
	/** The folder the line's first searching command lists into a filter (`ls -a | grep -i editor` → `.`, `ls
	 * tests/modules | grep accept` → `tests/modules`): the bare names it prints are files there. */
	listed: string | undefined;
}

const READERS = new Set(["cat", "head", "tail", "less", "more", "nl", "wc", "file", "stat"]);

/** The short options of grep and ripgrep that take a value: in a cluster (`-rnv`, `-A3`) the rest of it is that value. */
const GREP_VALUED = "efmABCdD";
const RG_VALUED = "efmABCgtTEMjr";

/** `grep -v node_modules`: the lines dropped, what the search is not for. */
const Inverted = (words: readonly string[]): boolean => {
	const valued = words[0] === "rg" ? RG_VALUED : GREP_VALUED;
	for (const word of words.slice(1)) {
		if (word === "--") return false;
		if (word === "--invert-match") return true;
		if (!/^-[A-Za-z0-9]+$/.test(word)) continue;
		for (const letter of word.slice(1)) {
			if (letter === "v") return true;
			if (valued.includes(letter)) break;
		}
	}
	return false;
};

/**
 * grep and kin: `-e` patterns (or the first operand) are queries, `--include`/`--glob` values name patterns, the rest
 * are paths. An inverted grep's pattern (`| grep -v node_modules`) names what is dropped, so it is no query.
 */
const grepLike = (words: readonly string[], out: BashShape): void => {
	const parsed = ParseOperands(words, OPTION_SPECS[words[0]!] ?? GREP_OPTIONS);
	const regexps = parsed.given.filter(([name]) => name === "e" || name === "--regexp").map(([, value]) => value);
	const pattern = regexps.length > 0 ? regexps.join("|") : parsed.program;
	for (const [name, value] of parsed.given) {
		if (PATH_VALUED.has(name) && !value.startsWith("!")) out.patterns.push(value);
		// ripgrep's file type (`rg -t md`): the names it stands for
		if (words[0] === "rg" && (name === "t" || name === "--type"))
			out.patterns.push(...(RIPGREP_TYPE_GLOBS[value.toLowerCase()] ?? []));
	}
	if (pattern !== undefined && !Inverted(words)) out.queries.push(pattern);
	out.paths.push(...parsed.operands);
};

/** find: the start points are paths; a name test is a pattern and a query unless it is negated or pruned (skipped). */
const findLike = (args: readonly string[], out: BashShape): void => {
	const { points, expression } = FindStartPoints(args);
	out.paths.push(...points);
	let negated = false;
	for (let i = expression; i < args.length; i++) {
		const arg = args[i]!;
		if (arg === "!" || arg === "-not") {
			negated = true;
			continue;
		}
		if (FIND_PATTERN.has(arg) && args[i + 1] !== undefined) {
			const value = args[++i]!;
			// `-not -path './node_modules/*'`, `-path ./dist -prune -o …`: what is skipped, not what is looked for
			if (!negated && args[i + 1] !== "-prune") {
				out.patterns.push(value);
				out.queries.push(value);
			}
		}
		negated = false;
	}
};

/** jq's filter as the paths it reads: `.version, .name` reads two (a comma outside brackets and strings). */
const JqPaths = (filter: string): string[] => {
	const parts: string[] = [];
	let depth = 0;
	let quoted = false;
	let start = 0;
	for (let i = 0; i < filter.length && i < 4096; i++) {
		const char = filter[i];
		if (char === '"' && filter[i - 1] !== "\\") quoted = !quoted;
		else if (quoted) continue;
		else if (char === "[" || char === "(" || char === "{") depth++;
		else if (char === "]" || char === ")" || char === "}") depth--;
		else if (char === "," && depth === 0) {
			parts.push(filter.slice(start, i).trim());
			start = i + 1;
		}
	}
	parts.push(filter.slice(start).trim());
	return parts.length > 1 && parts.every((part) => part.length > 0) ? parts : [filter];
};

/** A reading command: its program (sed's script, awk's, jq's filter) is a query, its operands the paths read. */
const fileOperands = (words: readonly string[], out: BashShape): void => {
	const parsed = ParseOperands(words, OPTION_SPECS[words[0]!] ?? { arg: "" });
	if (parsed.program !== undefined)
		out.queries.push(...(words[0] === "jq" ? JqPaths(parsed.program) : [parsed.program]));
	out.paths.push(...parsed.operands);
};

/** R3 for bash: the searched patterns and the path operands of every searching command of the line. */
export const BashShapeOf = (command: string): BashShape => {
	const out: BashShape = { queries: [], paths: [], patterns: [], reading: true, naming: false, listed: undefined };
	let searched = false;
	for (const { words, piped } of Segments(command) ?? []) {
		const [head, sub] = words;
		// a one-liner is parsed once: what it reads is both whether it searches and what it looks for
		const known = head !== undefined && SEARCH.has(head);
		const read = known ? undefined : programRead(words);
		if (!read && !(known && isSearch(words))) continue;
		const first = !searched;
		const placesBefore = out.paths.length;
		if (first) out.naming = head === "find" || head === "fd" || head === "ls";
		searched = true;
		// a one-liner reads like jq when it reads a key off the file (what is looked for), like cat when not
		if (read ? read.keys.length > 0 : !READERS.has(head!)) out.reading = false;
		const args = words.slice(1);
		if (read) {
			out.paths.push(...read.paths);
			out.queries.push(...read.keys);
		} else if (head === "git") {
			if (sub === "grep") grepLike(args, out);
			// the tag pattern a listing filters by (`git tag -l 'v1.4*'`) is what is looked for
			else if (sub === "tag" || sub === "describe")
				out.queries.push(...args.slice(1).filter((arg) => !arg.startsWith("-")));
			else out.paths.push(...args.slice(1).filter((arg) => !arg.startsWith("-")));
		} else if (head && Object.hasOwn(PACKAGE_TOOLS, head)) {
			// (`all` is the module set `go list -m all` lists, no package; in `dotnet list src/Polly package` the project
			// before the listing's noun is a place, and an option's value, `--format json`, is none)
			const operands = words.slice(PackageToolWords(words));
			for (let at = 0; at < operands.length; at++) {
				const arg = operands[at]!;
				if (arg.startsWith("-")) {
					if (LOOK_VALUED[head]?.has(arg)) at++;
					continue;
				}
				if (arg === "all") continue;
				if (head === "dotnet") {
					if (DOTNET_NOUN.test(arg)) continue;
					if (DOTNET_PROJECT_ARG.test(arg) || DOTNET_NOUN.test(operands[at + 1] ?? "")) {
						out.paths.push(arg);
						continue;
					}
				}
				out.queries.push(arg);
			}
		} else if (head === "find") findLike(args, out);
		else if (head === "fd") {
			const operands = args.filter((arg) => !arg.startsWith("-"));
			if (operands[0] !== undefined) {
				out.queries.push(operands[0]);
				out.patterns.push(operands[0]);
			}
			out.paths.push(...operands.slice(1));
		} else if (head && /^(e|f)?grep$|^(rg|ag|ack)$/.test(head)) grepLike(words, out);
		else fileOperands(words, out);
		// one folder listed and filtered (`ls tests | grep -i accept`; a whole listing names no file), or the working
		// folder itself (no glob: `ls src/*.ts` prints paths)
		if (first && head === "ls" && piped) {
			const operands = out.paths.slice(placesBefore);
			if (operands.length === 0) out.listed = ".";
			else if (operands.length === 1 && !/[*?[{]/.test(operands[0]!))
				out.listed = operands[0]!.replace(/\/+$/, "");
		}
	}
	// `find … -exec grep -l X {} +`: the wrapped command's `{}` is each file found, no place of its own
	out.paths = out.paths.filter((path) => path !== "{}");
	if (!searched) out.reading = false;
	return out;
};

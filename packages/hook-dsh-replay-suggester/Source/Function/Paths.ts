import { isAbsolute, posix, relative, resolve, sep } from "node:path";
import { CD_PATH_CAP, COMMAND_SCAN_CAP } from "../Variable/Limits";

/** Extensions that make a bare word a file path (a word with a `/` is a path without one). */
const EXTENSIONS = new Set(
	(
		"py pyi pyx pxd ipynb ts tsx mts cts js jsx mjs cjs json jsonc md mdx rst txt yml yaml toml cfg ini conf env " +
		"lock c h cc cpp cxx hpp hh go rs java kt kts scala rb php cs swift m mm sh bash zsh fish ps1 css scss less " +
		"html htm xml svg sql csv tsv proto graphql gql vue svelte astro lua r jl ex exs erl hs ml dart gradle " +
		"properties tf hcl patch diff log in tpl j2 jinja"
	).split(" "),
);

/** Verbs whose first positional argument is a pattern or a script, never a path. */
const PATTERN_FIRST = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "sed", "awk", "gawk", "perl"]);

/** Verbs whose arguments are text, not paths. */
const TEXT_ONLY = new Set(["echo", "printf", "export", "alias", "true", "false", ":"]);

/** Prefix words that run the next word as the command. */
const WRAPPERS = new Set(["sudo", "time", "env", "nohup", "command", "exec", "xargs", "nice"]);

const HEREDOC = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1/g;

/** Removes heredoc bodies (file contents never reach the history), keeping the command lines. */
export const StripHeredocs = (command: string): string => {
	const lines = command.split("\n");
	const out: string[] = [];
	let pending: { tag: string; dash: boolean }[] = [];
	for (const line of lines) {
		if (pending.length > 0) {
			const head = pending[0];
			if ((head.dash ? line.replace(/^\t+/, "") : line).trim() === head.tag) pending = pending.slice(1);
			continue;
		}
		out.push(line);
		for (const match of line.matchAll(HEREDOC)) pending.push({ tag: match[2], dash: match[0].startsWith("<<-") });
	}
	return out.join("\n");
};

interface Word {
	text: string;
	/** The word follows a redirection operator (`>`, `>>`, `<`). */
	redirect: boolean;
}

/** Splits a shell command into simple commands of words (quote-aware; operators separate commands). */
export const SplitCommand = (command: string): Word[][] => {
	const commands: Word[][] = [[]];
	let word = "";
	let started = false;
	let redirect = false;
	let nextRedirect = false;
	let skipNext = false;
	const flush = () => {
		if (started) commands[commands.length - 1].push({ text: word, redirect });
		word = "";
		started = false;
		redirect = false;
	};
	const cut = () => {
		flush();
		if (commands[commands.length - 1].length > 0) commands.push([]);
	};
	for (let index = 0; index < command.length; index++) {
		const char = command[index];
		if (skipNext && char !== " " && char !== "\t") {
			// the heredoc delimiter or here-string word, quotes and all
			skipNext = false;
			while (index + 1 < command.length && !/[\s;|&<>()]/.test(command[index + 1])) index++;
			continue;
		}
		if (char === "'") {
			const end = command.indexOf("'", index + 1);
			const stop = end < 0 ? command.length : end;
			if (!started) redirect = nextRedirect;
			nextRedirect = false;
			word += command.slice(index + 1, stop);
			started = true;
			index = stop;
			continue;
		}
		if (char === '"') {
			if (!started) redirect = nextRedirect;
			nextRedirect = false;
			started = true;
			index++;
			while (index < command.length && command[index] !== '"') {
				if (command[index] === "\\" && index + 1 < command.length) index++;
				word += command[index];
				index++;
			}
			continue;
		}
		if (char === "\\" && index + 1 < command.length) {
			if (command[index + 1] === "\n") {
				index++;
				continue;
			}
			if (!started) redirect = nextRedirect;
			nextRedirect = false;
			word += command[index + 1];
			started = true;
			index++;
			continue;
		}
		if (char === " " || char === "\t") {
			flush();
			continue;
		}
		if (char === "\n" || char === ";" || char === "|" || char === "(" || char === ")" || char === "`") {
			cut();
			continue;
		}
		if (char === "&") {
			if (command[index + 1] === ">") {
				flush();
				nextRedirect = true;
				index += command[index + 2] === ">" ? 2 : 1;
				continue;
			}
			cut();
			continue;
		}
		if (char === ">" || char === "<") {
			// `2>`, `>>`, `<<<`: the operator ends the word before it (unless that word is an fd number)
			if (started && !/^\d+$/.test(word)) flush();
			word = "";
			started = false;
			let operator = char;
			while (command[index + 1] === ">" || command[index + 1] === "<") operator += command[++index];
			if (command[index + 1] === "&") {
				// `>&2`, `2>&1`: a descriptor, not a file
				index++;
				while (/\d|-/.test(command[index + 1] ?? "")) index++;
				continue;
			}
			// `<<EOF` names a heredoc delimiter and `<<<` a string, not a file
			if (operator.startsWith("<<")) skipNext = true;
			else nextRedirect = true;
			continue;
		}
		if (!started) redirect = nextRedirect;
		nextRedirect = false;
		word += char;
		started = true;
	}
	flush();
	return commands.filter((words) => words.length > 0);
};

/** A word that names a file or folder: no spaces, no glob characters, a `/` or a known extension. */
export const LooksLikePath = (word: string): boolean => {
	if (word === "" || word.length > 300 || word.startsWith("-") || word.startsWith("~") || word.includes("://")) return false;
	if (!/^[\w.@~+\-/]+$/.test(word)) return false;
	if (/^[./]+$/.test(word)) return false;
	if (word.includes("/")) return /[\w]/.test(word);
	const dot = word.lastIndexOf(".");
	if (dot <= 0 && !word.startsWith(".")) return false;
	return EXTENSIONS.has(word.slice(dot + 1).toLowerCase());
};

/** Drops a pytest node id (`::test`) or a `:line[:col]` suffix from a path word. */
const Trim = (word: string): string => word.replace(/::.*$/, "").replace(/(?::\d+)+$/, "");

/** The paths a shell command names, absolute (resolved against `cwd`, following `cd`), in order, distinct. */
export const CommandPaths = (command: string, cwd: string): string[] => {
	const found: string[] = [];
	let here = cwd;
	for (const words of SplitCommand(StripHeredocs(command).slice(0, COMMAND_SCAN_CAP))) {
		let start = 0;
		while (start < words.length && /^[A-Za-z_]\w*=/.test(words[start].text) && !words[start].redirect) start++;
		while (start < words.length && WRAPPERS.has(words[start].text)) start++;
		if (start >= words.length) continue;
		const verb = posix.basename(words[start].text);
		if (verb === "cd") {
			const target = words.slice(start + 1).find((word) => !word.text.startsWith("-"));
			const next = target && target.text !== "-" && !/[$`*~]/.test(target.text) ? resolve(here, target.text) : undefined;
			if (next !== undefined && next.length <= CD_PATH_CAP) here = next;
			continue;
		}
		let skipPattern = PATTERN_FIRST.has(verb);
		const textOnly = TEXT_ONLY.has(verb);
		let skipValue = false;
		for (const word of words.slice(start + 1)) {
			if (word.redirect) {
				const path = Trim(word.text);
				if (/^[\w.@~+\-/]+$/.test(path) && !/^\d+$/.test(path) && !path.startsWith("/dev/")) found.push(resolve(here, path));
				continue;
			}
			if (textOnly) continue;
			if (skipValue) {
				skipValue = false;
				continue;
			}
			if (word.text.startsWith("-")) {
				// `-e PATTERN` / `--regexp PATTERN`: the pattern is the flag's value, so the first positional is a path
				if (skipPattern && /^(-e|--regexp)$/.test(word.text)) {
					skipPattern = false;
					skipValue = true;
				} else if (skipPattern && /^(-f|--file)$/.test(word.text)) skipPattern = false;
				continue;
			}
			if (skipPattern) {
				skipPattern = false;
				continue;
			}
			const path = Trim(word.text);
			if (LooksLikePath(path)) found.push(resolve(here, path));
		}
	}
	return [...new Set(found)];
};

/** A tool argument that is a non-empty string, else undefined (arguments are untrusted JSON). */
export const TextArgument = (args: unknown, key: string): string | undefined => {
	const value = args && typeof args === "object" ? (args as Record<string, unknown>)[key] : undefined;
	return typeof value === "string" && value !== "" ? value : undefined;
};

/** The paths a tool call names, absolute: the file tools' `file_path`, the search tools' `path`, a shell command's words. */
export const CallPaths = (tool: string, args: unknown, cwd: string): string[] => {
	if (tool === "bash" || tool === "pwsh") {
		const command = TextArgument(args, "command");
		return command ? CommandPaths(command, cwd) : [];
	}
	const named = [TextArgument(args, "file_path"), TextArgument(args, "path"), TextArgument(args, "notebook_path")].filter(
		(value): value is string => value !== undefined,
	);
	return [...new Set(named.map((path) => resolve(cwd, path)))];
};

/** Repo-relative, `/`-separated spellings of the paths inside `base`; paths outside it are dropped (privacy). */
export const Relativize = (paths: readonly string[], base: string): string[] => {
	const out: string[] = [];
	for (const path of paths) {
		const rel = relative(base, isAbsolute(path) ? path : resolve(base, path));
		if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) continue;
		out.push(sep === "/" ? rel : rel.split(sep).join("/"));
	}
	return [...new Set(out)];
};

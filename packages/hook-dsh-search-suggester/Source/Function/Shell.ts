/** One simple command of a bash line: its words (quotes removed) and whether it redirects output into a file. */
export interface Segment {
	words: string[];
	writes: boolean;
}

const COMMAND_CAP = 8192;

/**
 * Splits a bash line into simple commands on unquoted `;`, `&&`, `||`, `|`, `&` and newlines, and each into
 * words with quotes and escapes removed. A heredoc (`<<`) marks the line unjudgeable: it writes or scripts.
 */
export const Segments = (command: string): Segment[] | undefined => {
	const text = command.length > COMMAND_CAP ? command.slice(0, COMMAND_CAP) : command;
	const segments: Segment[] = [];
	let words: string[] = [];
	let word = "";
	let inWord = false;
	let writes = false;
	let redirect = false;
	const endWord = () => {
		if (!inWord) return;
		if (redirect) {
			if (word !== "/dev/null" && !/^&\d$/.test(word)) writes = true;
			redirect = false;
		} else words.push(word);
		word = "";
		inWord = false;
	};
	const endSegment = () => {
		endWord();
		if (redirect) redirect = false;
		if (words.length > 0 || writes) segments.push({ words, writes });
		words = [];
		writes = false;
	};
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!;
		if (c === "'") {
			const close = text.indexOf("'", i + 1);
			const end = close === -1 ? text.length : close;
			word += text.slice(i + 1, end);
			inWord = true;
			i = end;
		} else if (c === '"') {
			inWord = true;
			for (i++; i < text.length && text[i] !== '"'; i++) {
				if (text[i] === "\\" && i + 1 < text.length && '"\\$`'.includes(text[i + 1]!)) i++;
				word += text[i];
			}
		} else if (c === "\\" && i + 1 < text.length) {
			if (text[i + 1] === "\n") {
				i++;
				continue;
			}
			word += text[i + 1];
			inWord = true;
			i++;
		} else if (c === "<" && text[i + 1] === "<") {
			return undefined;
		} else if (c === ">" || (c === "&" && text[i + 1] === ">")) {
			// `2>` / `&>` / `>>` / `>|`: the digit before `>` was read as a word; drop it.
			if (inWord && /^\d$/.test(word)) {
				word = "";
				inWord = false;
			}
			endWord();
			if (c === "&") i++;
			while (text[i + 1] === ">" || text[i + 1] === "|") i++;
			if (text[i + 1] === "&") {
				// `>&2`: a descriptor, not a file
				i += 2;
				while (/\d/.test(text[i] ?? "")) i++;
				i--;
				continue;
			}
			redirect = true;
		} else if (c === ";" || c === "\n" || c === "|" || c === "&") {
			endSegment();
			if ((c === "|" || c === "&") && text[i + 1] === c) i++;
		} else if (c === " " || c === "\t") {
			endWord();
		} else if (c === "#" && !inWord) {
			const newline = text.indexOf("\n", i);
			if (newline === -1) break;
			i = newline - 1;
		} else {
			word += c;
			inWord = true;
		}
	}
	endSegment();
	return segments;
};

const NEUTRAL = new Set(["cd", "echo", "printf", "pwd", "true", "sort", "uniq", "cut", "tr", "xargs", "column", "basename", "dirname", "realpath"]);
const SEARCH = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "find", "fd", "ls", "tree", "cat", "head", "tail", "less", "more", "nl", "wc", "file", "stat", "sed", "awk", "jq", "git", "npm", "pnpm", "yarn", "pip", "pip3", "pipdeptree"]);
const PREFIXES = new Set(["sudo", "time", "command", "nice", "env"]);
const GIT_SEARCH = new Set(["grep", "ls-files", "ls-tree"]);
const PACKAGE_SEARCH: Record<string, Set<string>> = {
	npm: new Set(["ls", "list", "why", "view", "outdated", "explain"]),
	pnpm: new Set(["why", "ls", "list", "outdated"]),
	yarn: new Set(["why", "list", "info"]),
	pip: new Set(["show", "list", "freeze"]),
	pip3: new Set(["show", "list", "freeze"]),
};

/** The command words after env assignments and prefixes (`sudo`, `time`, `timeout 5`, `xargs -0`). */
export const Head = (words: readonly string[]): string[] => {
	let i = 0;
	for (;;) {
		const word = words[i];
		if (word === undefined) return [];
		if (/^[A-Za-z_]\w*=/.test(word) || PREFIXES.has(word)) i++;
		else if (word === "timeout") i += 2;
		else if (word === "xargs") {
			i++;
			while (words[i]?.startsWith("-")) i++;
		} else break;
	}
	const rest = words.slice(i);
	if (rest[0] !== undefined) rest[0] = rest[0].replace(/^.*\//, "");
	return rest;
};

const isSearch = (words: readonly string[]): boolean => {
	const [head, sub] = words;
	if (!head || !SEARCH.has(head)) return false;
	if (head === "sed") return words.includes("-n") && !words.some((w) => /^-[a-zA-Z]*i/.test(w) || w.startsWith("--in-place"));
	if (head === "git") return sub !== undefined && GIT_SEARCH.has(sub);
	if (head in PACKAGE_SEARCH) return sub !== undefined && PACKAGE_SEARCH[head]!.has(sub);
	return true;
};

/**
 * R2: a bash line is judged when every simple command is a search/inspection command or neutral glue, at
 * least one searches, and none writes (a redirect into a file, a heredoc, `sed -i`, `tee`, `cp`…).
 */
export const SearchShaped = (command: string): boolean => {
	const segments = Segments(command);
	if (!segments || segments.length === 0) return false;
	let searches = false;
	for (const segment of segments) {
		if (segment.writes) return false;
		const words = Head(segment.words);
		if (words.length === 0) continue;
		if (isSearch(words)) searches = true;
		else if (!NEUTRAL.has(words[0]!)) return false;
	}
	return searches;
};

/** Options of grep-like tools that take a value. */
const GREP_VALUED = new Set(["-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--max-count", "--context", "--after-context", "--before-context", "--regexp", "--file", "-g", "--glob", "-t", "--type", "-T", "--type-not", "--include", "--exclude", "--exclude-dir"]);
const PATH_VALUED = new Set(["--include", "--exclude", "-g", "--glob"]);
const FIND_PATTERN = new Set(["-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex"]);
/** Options that take a value, per reading command (`head -n 20`, `sed -e script`, `awk -F ,`). */
const VALUED: Record<string, Set<string>> = {
	head: new Set(["-n", "-c", "--lines", "--bytes"]),
	tail: new Set(["-n", "-c", "--lines", "--bytes"]),
	sed: new Set(["-e", "--expression", "-f", "--file", "-l"]),
	awk: new Set(["-f", "-F", "-v"]),
	jq: new Set(["--arg", "--argjson", "-f", "--from-file", "--indent"]),
	nl: new Set(["-b", "-v", "-w", "-s"]),
};

export interface BashShape {
	queries: string[];
	/** Path operands: the places searched or read. */
	paths: string[];
	/** Name patterns (`find -name`, `--include`): what is looked for, not where. */
	patterns: string[];
	/** Every searching command only reads files (cat, head, tail, less, more, nl, wc, file, stat). */
	reading: boolean;
}

const READERS = new Set(["cat", "head", "tail", "less", "more", "nl", "wc", "file", "stat"]);

const grepLike = (args: readonly string[], out: BashShape): void => {
	let pattern: string | undefined;
	const operands: string[] = [];
	let literal = false;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]!;
		if (literal) operands.push(arg);
		else if (arg === "--") literal = true;
		else if (arg.startsWith("--") && arg.includes("=")) {
			const [key, value] = [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)];
			if (key === "--regexp") pattern = value;
			else if (PATH_VALUED.has(key)) out.patterns.push(value);
		} else if (GREP_VALUED.has(arg)) {
			const value = args[++i];
			if (value === undefined) break;
			if (arg === "-e" || arg === "--regexp") pattern = pattern === undefined ? value : `${pattern}|${value}`;
			else if (PATH_VALUED.has(arg)) out.patterns.push(value);
		} else if (/^-[A-Za-z]*e$/.test(arg) && arg.length > 2) {
			const value = args[++i];
			if (value !== undefined) pattern = value;
		} else if (arg.startsWith("-") && arg !== "-") continue;
		else operands.push(arg);
	}
	if (pattern === undefined) pattern = operands.shift();
	if (pattern !== undefined) out.queries.push(pattern);
	out.paths.push(...operands);
};

const findLike = (args: readonly string[], out: BashShape): void => {
	let expression = false;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]!;
		if (!expression && !arg.startsWith("-") && arg !== "(" && arg !== "!") out.paths.push(arg);
		else {
			expression = true;
			if (FIND_PATTERN.has(arg) && args[i + 1] !== undefined) {
				const value = args[++i]!;
				out.patterns.push(value);
				out.queries.push(value);
			}
		}
	}
};

const fileOperands = (head: string, args: readonly string[], out: BashShape, skipFirst: boolean): void => {
	let skipped = !skipFirst;
	const valued = VALUED[head];
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]!;
		if (valued?.has(arg)) {
			// `sed -e script` / `awk -f prog`: the program came as an option, so the first operand is a file.
			if (arg === "-e" || arg === "--expression" || (head !== "sed" && arg === "-f")) skipped = true;
			if (head === "sed" && (arg === "-f" || arg === "--file")) skipped = true;
			i++;
			continue;
		}
		if (arg.startsWith("-") && arg !== "-") continue;
		if (!skipped) {
			skipped = true;
			out.queries.push(arg);
			continue;
		}
		out.paths.push(arg);
	}
};

/** R3 for bash: the searched patterns and the path operands of every searching command of the line. */
export const BashShapeOf = (command: string): BashShape => {
	const out: BashShape = { queries: [], paths: [], patterns: [], reading: true };
	let searched = false;
	for (const segment of Segments(command) ?? []) {
		const words = Head(segment.words);
		if (!isSearch(words)) continue;
		const [head, sub] = words;
		searched = true;
		if (!READERS.has(head!)) out.reading = false;
		const args = words.slice(1);
		if (head === "git") {
			if (sub === "grep") grepLike(args.slice(1), out);
			else out.paths.push(...args.slice(1).filter((arg) => !arg.startsWith("-")));
		} else if (head && head in PACKAGE_SEARCH) out.queries.push(...args.slice(1).filter((arg) => !arg.startsWith("-")));
		else if (head === "find") findLike(args, out);
		else if (head === "fd") {
			const operands = args.filter((arg) => !arg.startsWith("-"));
			if (operands[0] !== undefined) {
				out.queries.push(operands[0]);
				out.patterns.push(operands[0]);
			}
			out.paths.push(...operands.slice(1));
		} else if (head && /^(e|f)?grep$|^(rg|ag|ack)$/.test(head)) grepLike(args, out);
		else if (head === "sed" || head === "awk" || head === "jq") fileOperands(head, args, out, true);
		else fileOperands(head!, args, out, false);
	}
	if (!searched) out.reading = false;
	return out;
};

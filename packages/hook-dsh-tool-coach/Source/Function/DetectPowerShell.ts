/**
 * The pwsh path: a linear PowerShell tokenizer of our own feeding the same pipeline shape as the
 * bash path, so rows, gates, markers and exempts are shared. No synchronous JS PowerShell parser
 * exists (the real one is .NET's, a process spawn away), and the classified vocabulary is small:
 * quoting ('…' with '', "…" with backtick escapes, here-strings), comments, `;` `&&` `||` `|`,
 * redirects, and nested scopes `$( )` `( )` `@( )` `{ }` that are scanned as pipelines of their own.
 */
import type { NormalCommand, NormalPipeline, NormalRedirect, PipelineOrigin } from "@playform/lib-dsh-core/Shell";
import {
	CapSource as capSource,
	IsDevicePath,
	MAX_PATTERN_INPUT,
	NormalizeShell,
	SUB,
	VAR,
} from "@playform/lib-dsh-core/Shell";

interface PsCommand {
	words: string[];
	redirects: NormalRedirect[];
	start: number;
	end: number;
}

interface PsPipeline {
	commands: PsCommand[];
	background: boolean;
	origin: PipelineOrigin;
	start: number;
	end: number;
}

const MAX_SCOPE_DEPTH = 64;
const MAX_REPARSE_DEPTH = 8;
const BLOCK = "«block»";

/** PowerShell text -> normalized pipelines (outer pipe first, then the scopes nested in it). */
export function NormalizePowerShell(text: string, depth = 0): NormalPipeline[] {
	const all: PsPipeline[] = [];
	parseScope(text, 0, undefined, 0, "command", all);
	const out: NormalPipeline[] = [];
	for (const pipeline of all) {
		if (pipeline.commands.length === 0) continue;
		const commands: NormalCommand[] = [];
		out.push({
			source: capSource(text.slice(pipeline.start, pipeline.end).trim()),
			commands,
			background: pipeline.background,
			origin: pipeline.origin,
		});
		pipeline.commands.forEach((command, position) =>
			commands.push(toNormal(text, command, position, pipeline.background, depth, out)),
		);
	}
	return out;
}

/** Reads statements until `closer` (or the end); returns the index after the closer. Linear. */
function parseScope(
	text: string,
	start: number,
	closer: string | undefined,
	depth: number,
	origin: PipelineOrigin,
	all: PsPipeline[],
): number {
	const n = text.length;
	let pipeline: PsPipeline = { commands: [], background: false, origin, start, end: start };
	all.push(pipeline);
	let command: PsCommand = { words: [], redirects: [], start, end: start };
	let word: string | null = null;
	let pending: { operator: string; fd: number | undefined } | undefined;
	let i = start;

	const flushWord = (): void => {
		if (word === null) return;
		if (pending) {
			command.redirects.push({
				operator: pending.operator,
				fd: pending.fd,
				target: word,
				kind: IsDevicePath(word) ? "device" : "file",
			});
			pending = undefined;
		} else command.words.push(word);
		word = null;
	};
	/** Appends to the current word; the first word char of a command or pipe marks where its source starts. */
	const append = (value: string, at: number): void => {
		if (word === null) {
			word = "";
			if (command.words.length === 0 && command.redirects.length === 0 && pending === undefined) {
				command.start = at;
				if (pipeline.commands.length === 0) pipeline.start = at;
			}
		}
		word += value;
	};
	const endCommand = (): void => {
		flushWord();
		command.end = i;
		if (command.words.length > 0 || command.redirects.length > 0) pipeline.commands.push(command);
		command = { words: [], redirects: [], start: i + 1, end: i + 1 };
	};
	const endPipeline = (background = false): void => {
		endCommand();
		pipeline.end = i;
		pipeline.background = background;
		pipeline = { commands: [], background: false, origin, start: i + 1, end: i + 1 };
		all.push(pipeline);
	};
	const nestedScope = (from: number, close: string): number => {
		if (depth >= MAX_SCOPE_DEPTH) return from;
		return parseScope(text, from, close, depth + 1, "substitution", all);
	};

	while (i < n) {
		const ch = text[i];
		if (closer !== undefined && ch === closer) {
			endPipeline();
			return i + 1;
		}
		switch (ch) {
			case " ":
			case "\t":
			case "\r":
				flushWord();
				i++;
				break;
			case "\n":
			case ";":
				endPipeline();
				i++;
				break;
			case "`":
				if (text[i + 1] === "\n" || text[i + 1] === "\r") {
					flushWord();
					i += 2;
				} else {
					append(text[i + 1] ?? "", i);
					i += 2;
				}
				break;
			case "#":
				if (word === null) i = skipLine(text, i);
				else {
					append(ch, i);
					i++;
				}
				break;
			case "<":
				if (text[i + 1] === "#") {
					const close = text.indexOf("#>", i + 2);
					i = close < 0 ? n : close + 2;
				} else {
					flushWord();
					i++;
				}
				break;
			case "|":
				if (text[i + 1] === "|") {
					endPipeline();
					i += 2;
				} else {
					endCommand();
					i++;
				}
				break;
			case "&":
				if (text[i + 1] === "&") {
					endPipeline();
					i += 2;
				} else if (command.words.length === 0 && word === null)
					i++; // the call operator
				else {
					endPipeline(true);
					i++;
				}
				break;
			case ">": {
				let fd: number | undefined;
				let star = false;
				if (word !== null && /^[0-9*]$/.test(word)) {
					if (word === "*") star = true;
					else fd = Number(word);
					word = null;
				} else flushWord();
				const append = text[i + 1] === ">";
				i += append ? 2 : 1;
				const dup = /^&([0-9])/.exec(text.slice(i, i + 2));
				if (dup) {
					command.redirects.push({ operator: ">&", fd, target: dup[1], kind: "dup" });
					i += 2;
				} else pending = { operator: `${star ? "*" : ""}${append ? ">>" : ">"}`, fd };
				break;
			}
			case "'": {
				const read = readSingle(text, i + 1);
				append(read.value, i);
				i = read.end;
				break;
			}
			case '"': {
				const read = readDouble(text, i + 1, depth, all);
				append(read.value, i);
				i = read.end;
				break;
			}
			case "@": {
				const next = text[i + 1];
				if ((next === "'" || next === '"') && /^\r?\n/.test(text.slice(i + 2, i + 4))) {
					const close = text.indexOf(`\n${next}@`, i + 2);
					append(text.slice(i + 2, close < 0 ? n : close).trim(), i);
					i = close < 0 ? n : close + 3;
				} else if (next === "(" || next === "{") {
					flushWord();
					append(SUB, i);
					i = nestedScope(i + 2, next === "(" ? ")" : "}");
				} else if (next !== undefined && /\w/.test(next)) {
					append(VAR, i);
					i = readIdentifier(text, i + 1);
				} else {
					append(ch, i);
					i++;
				}
				break;
			}
			case "$": {
				const read = readVariable(text, i, depth, all);
				append(read.value, i);
				i = read.end;
				break;
			}
			case "(":
				flushWord();
				append(SUB, i);
				i = nestedScope(i + 1, ")");
				break;
			case "{":
				flushWord();
				append(BLOCK, i);
				i = nestedScope(i + 1, "}");
				break;
			case ")":
			case "}":
				flushWord();
				i++;
				break;
			default:
				append(ch, i);
				i++;
		}
	}
	endPipeline();
	return n;
}

function skipLine(text: string, from: number): number {
	const end = text.indexOf("\n", from);
	return end < 0 ? text.length : end;
}

function readIdentifier(text: string, from: number): number {
	let i = from;
	while (i < text.length && /[\w:?^$]/.test(text[i])) i++;
	return i;
}

function readSingle(text: string, from: number): { value: string; end: number } {
	let value = "";
	let i = from;
	while (i < text.length) {
		if (text[i] === "'") {
			if (text[i + 1] === "'") {
				value += "'";
				i += 2;
				continue;
			}
			return { value, end: i + 1 };
		}
		value += text[i++];
	}
	return { value, end: i };
}

function readDouble(text: string, from: number, depth: number, all: PsPipeline[]): { value: string; end: number } {
	let value = "";
	let i = from;
	while (i < text.length) {
		const ch = text[i];
		if (ch === '"') {
			if (text[i + 1] === '"') {
				value += '"';
				i += 2;
				continue;
			}
			return { value, end: i + 1 };
		}
		if (ch === "`") {
			value += text[i + 1] ?? "";
			i += 2;
			continue;
		}
		if (ch === "$") {
			const read = readVariable(text, i, depth, all);
			value += read.value;
			i = read.end;
			continue;
		}
		value += ch;
		i++;
	}
	return { value, end: i };
}

/** `$name`, `${name}`, `$env:X` -> «var»; `$null` stays (a device); `$( … )` -> «sub», scanned. */
function readVariable(text: string, at: number, depth: number, all: PsPipeline[]): { value: string; end: number } {
	const next = text[at + 1];
	if (next === "(") {
		const end = depth >= MAX_SCOPE_DEPTH ? at + 2 : parseScope(text, at + 2, ")", depth + 1, "substitution", all);
		return { value: SUB, end };
	}
	if (next === "{") {
		const close = text.indexOf("}", at + 2);
		return { value: VAR, end: close < 0 ? text.length : close + 1 };
	}
	const end = readIdentifier(text, at + 1);
	if (end === at + 1) return { value: "$", end };
	return { value: text.slice(at + 1, end).toLowerCase() === "null" ? "$null" : VAR, end };
}

// ---------------------------------------------------------------------------------------------

const ALIASES: Readonly<Record<string, string>> = {
	gc: "get-content",
	cat: "get-content",
	type: "get-content",
	sc: "set-content",
	ac: "add-content",
	sls: "select-string",
	gci: "get-childitem",
	ls: "get-childitem",
	dir: "get-childitem",
	tee: "tee-object",
	echo: "write-output",
	write: "write-output",
	cd: "set-location",
	chdir: "set-location",
	sl: "set-location",
	pwd: "get-location",
	gl: "get-location",
	kill: "stop-process",
	spps: "stop-process",
	ps: "get-process",
	gps: "get-process",
	sleep: "start-sleep",
	gjb: "get-job",
	rcjb: "receive-job",
	wjb: "wait-job",
	sajb: "start-job",
	spjb: "stop-job",
	rjb: "remove-job",
	cp: "copy-item",
	copy: "copy-item",
	cpi: "copy-item",
	mv: "move-item",
	move: "move-item",
	mi: "move-item",
	rm: "remove-item",
	del: "remove-item",
	erase: "remove-item",
	rd: "remove-item",
	rmdir: "remove-item",
	ri: "remove-item",
	ni: "new-item",
	rni: "rename-item",
	ren: "rename-item",
	iex: "invoke-expression",
	"%": "foreach-object",
	foreach: "foreach-object",
	"?": "where-object",
	where: "where-object",
	select: "select-object",
	measure: "measure-object",
	gi: "get-item",
	rvpa: "resolve-path",
};

/** `C:\Windows\System32\findstr.exe` -> `findstr`; `Microsoft.PowerShell.Management\gc` -> `get-content`. */
function normalizeHead(word: string): string {
	let head = word.toLowerCase();
	const cut = Math.max(head.lastIndexOf("\\"), head.lastIndexOf("/"));
	if (cut >= 0 && cut < head.length - 1 && !head.startsWith("[")) head = head.slice(cut + 1);
	head = head.replace(/\.(?:exe|cmd|bat|com)$/, "");
	return ALIASES[head] ?? head;
}

function toNormal(
	source: string,
	command: PsCommand,
	position: number,
	background: boolean,
	depth: number,
	out: NormalPipeline[],
): NormalCommand {
	let words = [...command.words];
	// `$x = Get-Content f` / `$x=gc f`: the assignment target is not the command.
	const glued = words.length > 0 ? /^«var»([+\-*/]?=)(.+)$/.exec(words[0]) : null;
	if (glued) words = [glued[2], ...words.slice(1)];
	else if (words.length >= 2 && words[0].startsWith(VAR) && /^[+\-*/]?=$/.test(words[1])) words = words.slice(2);
	if (words.length > 0) words[0] = normalizeHead(words[0]);
	words = words.map((word, index) =>
		index > 0 && /^-[A-Za-z][\w-]*(?::|$)/.test(word) ? lowerParameter(word) : word,
	);
	const shellFromPipe = rescan(words, position, background, depth, out);
	const suffix =
		command.redirects
			.map((r) => (r.kind === "dup" ? ` ${r.fd ?? ""}>&${r.target}` : ` ${r.fd ?? ""}${r.operator} ${r.target}`))
			.join("") + (background ? " &" : "");
	const text = words.join(" ") + suffix;
	return {
		source: capSource(source.slice(command.start, command.end).trim()),
		words,
		text: text.length > MAX_PATTERN_INPUT ? text.slice(0, MAX_PATTERN_INPUT) : text,
		outer: undefined,
		wrappers: [],
		redirects: command.redirects,
		payload: undefined,
		stdinFile: false,
		heredoc: false,
		position,
		external: false,
		dynamic: words.length > 0 && (words[0].includes(VAR) || words[0].includes(SUB)),
		group: false,
		shellFromPipe,
		background,
	};
}

function lowerParameter(word: string): string {
	const colon = word.indexOf(":");
	return colon < 0 ? word.toLowerCase() : word.slice(0, colon).toLowerCase() + word.slice(colon);
}

/** Payload wrappers: `iex STR`, `pwsh -c …`, `cmd /c …`, `bash -c …`. Returns the pipe-into-iex marker. */
function rescan(
	words: readonly string[],
	position: number,
	background: boolean,
	depth: number,
	out: NormalPipeline[],
): boolean {
	const head = words[0];
	if (head === undefined || depth >= MAX_REPARSE_DEPTH) return false;
	const reparse = (payload: string, shell: "pwsh" | "bash"): void => {
		const inner = shell === "pwsh" ? NormalizePowerShell(payload, depth + 1) : NormalizeShell(payload);
		for (const pipeline of inner)
			out.push({ ...pipeline, origin: "wrapper", background: pipeline.background || background });
	};
	if (head === "invoke-expression") {
		const { named, positional } = PsParameters(words, new Set());
		const payload = named.get("-command") ?? positional[0];
		if (payload === undefined) return position > 0;
		reparse(payload, "pwsh");
		return false;
	}
	if (head === "pwsh" || head === "powershell") {
		const index = words.findIndex((word, k) => k > 0 && /^-(?:c|command)$/i.test(word));
		if (index > 0) reparse(words.slice(index + 1).join(" "), "pwsh");
		return false;
	}
	if (head === "cmd") {
		const index = words.findIndex((word, k) => k > 0 && /^\/[ck]$/i.test(word));
		if (index > 0) reparse(words.slice(index + 1).join(" "), "pwsh");
		return false;
	}
	if (head === "bash" || head === "sh" || head === "wsl") {
		const index = words.findIndex((word, k) => k > 0 && /^-[a-z]*c$/.test(word));
		if (index > 0) reparse(words.slice(index + 1).join(" "), "bash");
		return false;
	}
	return false;
}

/** PowerShell parameter binding, roughly: `-Name value`, `-Name:value`, switches, positionals. */
export function PsParameters(
	words: readonly string[],
	switches: ReadonlySet<string>,
): { named: Map<string, string>; positional: string[] } {
	const named = new Map<string, string>();
	const positional: string[] = [];
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (/^-[A-Za-z]/.test(word)) {
			const colon = word.indexOf(":");
			if (colon > 0) {
				named.set(word.slice(0, colon).toLowerCase(), word.slice(colon + 1));
				continue;
			}
			const name = word.toLowerCase();
			if (switches.has(name) || i + 1 >= words.length || /^-[A-Za-z]/.test(words[i + 1])) named.set(name, "");
			else named.set(name, words[++i]);
			continue;
		}
		positional.push(word);
	}
	return { named, positional };
}

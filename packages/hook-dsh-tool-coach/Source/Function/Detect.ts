/**
 * Detection: normalize -> classify each simple command (rows, then write markers) -> the exempt
 * head dominates its pipe -> the highest class priority wins, per pipe and across pipes.
 * Pure, no I/O, never throws (an internal failure fails open to `clean`).
 */
import type { CommandClass, Detection, PatternRow, Segment } from "../Interface/Detection";
import { CATCH_ALL, CLASS_PRIORITY, CLASS_TOOL } from "../Variable/Classes";
import { DEFAULT_PATTERNS } from "../Variable/Patterns";
import { NormalizePowerShell, PsParameters } from "./DetectPowerShell";
import { FileOperands, GREP_OPTIONS, InterpreterProgram, IsDevicePath, MAX_PATTERN_INPUT, NormalizeShellEach, OPTION_SPECS, ParseOperands, PAYLOAD_WRAPPERS, SUB, VAR } from "@playform/lib-dsh-core/Shell";
import type { NormalCommand, NormalPipeline } from "@playform/lib-dsh-core/Shell";

type Gate = (command: NormalCommand, previous: NormalCommand | undefined, next: NormalCommand | undefined) => boolean;

export interface CompiledRow {
	readonly row: PatternRow;
	readonly regex: RegExp | undefined;
	readonly gate: Gate | undefined;
	readonly priority: number;
}

export interface CompiledExempt {
	readonly pattern: string;
	readonly regex: RegExp | undefined;
}

interface Verdict {
	readonly class: CommandClass;
	readonly pattern: string;
	readonly tool: string;
}

const CLEAN: Verdict = { class: "clean", pattern: "", tool: "" };

const rowCache = new WeakMap<readonly PatternRow[], readonly CompiledRow[]>();
const exemptCache = new WeakMap<readonly string[], readonly CompiledExempt[]>();

/** Rows compile once per table identity (Detect is on the hot path); an invalid regex is skipped. */
export function CompileRows(rows: readonly PatternRow[]): readonly CompiledRow[] {
	const cached = rowCache.get(rows);
	if (cached) return cached;
	const compiled = rows.map(
		(row): CompiledRow => ({ row, regex: safeRegExp(row.pattern), gate: GATES.get(row.pattern), priority: CLASS_PRIORITY[row.class] ?? 0 }),
	);
	rowCache.set(rows, compiled);
	return compiled;
}

/** Exempt heads compile once per list identity; a source without `^` is anchored at the head. */
export function CompileExempts(exempts: readonly string[]): readonly CompiledExempt[] {
	const cached = exemptCache.get(exempts);
	if (cached) return cached;
	const compiled = exempts.map((pattern): CompiledExempt => ({ pattern, regex: safeRegExp(pattern.startsWith("^") ? pattern : `^(?:${pattern})`) }));
	exemptCache.set(exempts, compiled);
	return compiled;
}

function safeRegExp(source: unknown): RegExp | undefined {
	if (typeof source !== "string") return undefined;
	try {
		return new RegExp(source);
	} catch {
		return undefined;
	}
}

export function Detect(command: string, terminal: string, rows: readonly PatternRow[], exempts: readonly string[]): Detection {
	try {
		const text = typeof command === "string" ? command : "";
		if (terminal === "pwsh" || terminal === "powershell") return JudgePipelines(NormalizePowerShell(text), rows, exempts);
		// bash streams statement by statement, so a huge script never holds all its normalized pipes at once.
		const table = CompileRows(rows);
		const heads = CompileExempts(exempts);
		const segments: Segment[] = [];
		NormalizeShellEach(text, (pipelines) => {
			for (const pipeline of pipelines) for (const segment of judgePipeline(pipeline, table, heads)) segments.push(segment);
		});
		return resolve(segments);
	} catch {
		return { class: "clean", pattern: "", tool: "", segments: [] };
	}
}

/** The shared back half of both terminals: normalized pipelines -> Detection. */
export function JudgePipelines(pipelines: readonly NormalPipeline[], rows: readonly PatternRow[], exempts: readonly string[]): Detection {
	const table = CompileRows(rows);
	const heads = CompileExempts(exempts);
	return resolve(pipelines.flatMap((pipeline) => judgePipeline(pipeline, table, heads)));
}

/** The highest-priority segment wins (the first on a tie); a clean result names an exempt that fired. */
function resolve(segments: Segment[]): Detection {
	let best: Segment | undefined;
	for (const segment of segments) if (!best || CLASS_PRIORITY[segment.class] > CLASS_PRIORITY[best.class]) best = segment;
	if (!best || best.class === "clean") {
		const exempt = segments.find((segment) => segment.exempt !== undefined)?.exempt;
		return exempt === undefined ? { class: "clean", pattern: "", tool: "", segments } : { class: "clean", pattern: "", tool: "", exempt, segments };
	}
	return { class: best.class, pattern: best.pattern, tool: best.tool, segments };
}

/** Wrapper heads are never exempt: their payload is re-scanned on its own. */
const NEVER_EXEMPT = new Set([...PAYLOAD_WRAPPERS, "invoke-expression", "pwsh", "powershell", "cmd"]);

/** One Segment per simple command of the pipe; the pipe's exempt head overrides what it dominates. */
function judgePipeline(pipeline: NormalPipeline, table: readonly CompiledRow[], heads: readonly CompiledExempt[]): Segment[] {
	const commands = pipeline.commands;
	const verdicts = commands.map((command, index) => classifyCommand(command, table, commands[index - 1], commands[index + 1]));
	const head = commands[0];
	// Exempts are anchored at the pipe's head but see the whole pipe, so `^cat .*\| jq` carve-outs work;
	// they only matter when something in the pipe matched.
	const matched = verdicts.some((verdict) => verdict.class !== "clean");
	const pipeText = matched && head && !head.group && head.words.length > 0 && !NEVER_EXEMPT.has(head.words[0]) ? capText(commands.map((command) => command.text).join(" | ")) : undefined;
	const exempt = pipeText === undefined ? undefined : heads.find((e) => e.regex?.test(pipeText))?.pattern;
	return commands.map((command, index) => {
		const verdict = verdicts[index];
		const segment: Segment = { text: command.source, class: verdict.class, pattern: verdict.pattern, tool: verdict.tool };
		if (exempt === undefined || verdict.class === "clean") return segment;
		const dominated = index === 0 || (command.wrappers.length === 0 && !command.shellFromPipe);
		// Backgrounding and nohup are job control of the pipe itself, not of its (exempt) head.
		const job = verdict.class === "control" && (command.background || command.wrappers.includes("nohup") || command.wrappers.includes("setsid"));
		return dominated && !job ? { text: command.source, class: "clean", pattern: "", tool: "", exempt } : segment;
	});
}

function capText(text: string): string {
	return text.length > MAX_PATTERN_INPUT ? text.slice(0, MAX_PATTERN_INPUT) : text;
}

function classifyCommand(command: NormalCommand, table: readonly CompiledRow[], previous: NormalCommand | undefined, next: NormalCommand | undefined): Verdict {
	let best = CLEAN;
	let bestPriority = 0;
	for (const compiled of table) {
		// A later row only wins with a strictly higher class: ties keep table order.
		if (compiled.priority <= bestPriority || !compiled.regex) continue;
		const hit = compiled.regex.test(command.text) || (command.outer !== undefined && compiled.regex.test(command.outer));
		if (!hit || (compiled.gate && !compiled.gate(command, previous, next))) continue;
		best = { class: compiled.row.class, pattern: compiled.row.pattern, tool: compiled.row.tool || CLASS_TOOL[compiled.row.class] };
		bestPriority = compiled.priority;
	}
	if (bestPriority < CLASS_PRIORITY.write) {
		const marker = writeMarker(command);
		if (marker) return { class: "write", pattern: CATCH_ALL, tool: marker };
	}
	return best;
}

/**
 * The write markers behind the catch-all; returns the tool to suggest. A redirect of a background
 * or nohup job is its output capture, not an edit, so it is left to the control rows.
 */
function writeMarker(command: NormalCommand): string | undefined {
	if (command.shellFromPipe) return "edit";
	const capture = jobCapture(command);
	for (const redirect of command.redirects) {
		if (redirect.kind !== "file" || capture) continue;
		return redirect.operator === ">>" || redirect.operator === "&>>" || redirect.operator === "<>" ? "edit" : "write";
	}
	const words = command.words;
	for (let i = 1; i < words.length; i++) if (words[i] === "--in-place" || words[i].startsWith("--in-place=")) return "edit";
	// `sort -o FILE` writes its output to a file like a redirect would.
	if (words[0] === "sort") {
		const output = ParseOperands(words, OPTION_SPECS.sort).values;
		const target = output.get("o") ?? output.get("--output");
		if (target !== undefined && target !== "" && !IsDevicePath(target)) return "write";
	}
	if (command.dynamic && (words[0].startsWith(VAR) || words[0].startsWith(SUB))) {
		for (let i = 1; i < words.length; i++) if (/^-[a-zA-Z]*i/.test(words[i])) return "edit";
	}
	return undefined;
}

/** A nohup/background job's redirects capture its output: nohup, or a log target, or stderr captured too. */
function jobCapture(command: NormalCommand): boolean {
	if (command.wrappers.includes("nohup") || command.wrappers.includes("setsid")) return true;
	if (!command.background) return false;
	return command.redirects.some(
		(r) => r.operator === "&>" || r.operator === "&>>" || r.fd === 2 || (r.kind === "file" && /\.(?:log|out)$/.test(r.target)),
	);
}

/** Commands that consume piped content without printing it back (`cat f | wc -l`). */
const CONSUMERS = new Set(["wc", "cksum", "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum"]);

/** Counting, hashing, xargs, or a script fed the content; an inline program that may print it is not. */
function consumesContent(next: NormalCommand | undefined): boolean {
	if (!next || next.words.length === 0) return false;
	if (next.wrappers.includes("xargs") || CONSUMERS.has(next.words[0])) return true;
	return /^(?:(?:python|pypy)[0-9.]*|node|ruby|perl|php)$/.test(next.words[0]) && InterpreterProgram(next.words, next.payload) === undefined;
}

/** read rows: a FILE operand (or `< file`, or xargs-supplied operands); a stdin filter is not a read. */
function readsFile(command: NormalCommand, previous: NormalCommand | undefined, next: NormalCommand | undefined): boolean {
	if (command.words[0] === "get-content") return psPathGiven(command, GET_CONTENT_SWITCHES) || PS_FILE_SOURCES.has(previous?.words[0] ?? "");
	// Device files (/dev/urandom, /dev/stdin) are not file content.
	const has = FileOperands(command.words).some((operand) => !operand.startsWith("/dev/")) || command.stdinFile || command.external;
	return has && !consumesContent(next);
}

/** search rows: grep over files/dirs, `-r` over the cwd, or rg/ag/ack over the cwd when not fed by a pipe. */
function searchesFiles(command: NormalCommand, previous: NormalCommand | undefined): boolean {
	const head = command.words[0];
	if (head === "select-string") return selectStringOverFiles(command, previous);
	if (head === "findstr") return command.words.slice(1).some((word) => !word.startsWith("/") && !word.startsWith("-")) && command.words.length > 2;
	const spec = OPTION_SPECS[head] ?? GREP_OPTIONS;
	const parsed = ParseOperands(command.words, spec);
	// Listing files (rg --files, ag -g, ack -f) is discovery, left to the discovery rows.
	if ((head === "rg" && parsed.longs.has("--files")) || (head === "ag" && parsed.flags.has("g")) || (head === "ack" && parsed.flags.has("f"))) return false;
	const operands = parsed.operands.filter((operand) => operand !== "-");
	if (operands.length > 0 || command.stdinFile || command.external) return true;
	if (spec === GREP_OPTIONS) return parsed.flags.has("r") || parsed.flags.has("R") || parsed.longs.has("--recursive") || parsed.longs.has("--dereference-recursive") || parsed.values.get("d") === "recurse" || parsed.values.get("--directories") === "recurse";
	return command.position === 0 && command.payload === undefined;
}

function sedInPlace(command: NormalCommand): boolean {
	const words = command.words;
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (word === "--") return false;
		if (word.startsWith("--")) {
			if (word.startsWith("--in-place")) return true;
			if (word === "--expression" || word === "--file" || word === "--line-length") i++;
			continue;
		}
		if (word.length < 2 || !word.startsWith("-")) continue;
		for (let k = 1; k < word.length; k++) {
			const letter = word[k];
			if (letter === "i") return true;
			if (letter === "e" || letter === "f" || letter === "l") {
				if (k === word.length - 1) i++;
				break;
			}
		}
	}
	return false;
}

/** perl's option clusters stop at the first operand; `-i` (even `-pie`) edits in place. */
function perlInPlace(command: NormalCommand): boolean {
	const words = command.words;
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (word === "--" || !word.startsWith("-") || word.length < 2) return false;
		for (let k = 1; k < word.length; k++) {
			const letter = word[k];
			if (letter === "i") return true;
			if (letter === "e" || letter === "E") {
				if (k === word.length - 1) i++;
				break;
			}
			if ("IMmx0lC".includes(letter)) break;
		}
	}
	return false;
}

function writesRealFile(command: NormalCommand): boolean {
	return FileOperands(command.words).some((operand) => !IsDevicePath(operand));
}

function ddWritesFile(command: NormalCommand): boolean {
	return command.words.some((word) => word.startsWith("of=") && !IsDevicePath(word.slice(3)));
}

function patchApplies(command: NormalCommand): boolean {
	return !command.words.includes("--dry-run") && !command.words.includes("--check");
}

function findLists(command: NormalCommand): boolean {
	return !command.words.some((word) => /^-(?:exec|execdir|ok|okdir|delete)$/.test(word));
}

// ---------------------------------------------------------------------------------------------
// Interpreter one-liners (python -c, node -e, perl -e/-n/-p, ruby -e, php -r, or a program on stdin)

function oneLinerEffect(command: NormalCommand): "write" | "read" | undefined {
	const program = InterpreterProgram(command.words, command.payload);
	if (!program) return undefined;
	const { code } = program;
	switch (program.language) {
		case "python":
			if (pythonWrites(code)) return "write";
			return pythonReads(code) ? "read" : undefined;
		case "node":
			if (/\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|writeSync)\s*\(/.test(code) || /\bopenSync\s*\([^)]{0,300}['"][wa]\+?['"]/.test(code)) return "write";
			return /\b(?:readFileSync|readFile|createReadStream)\s*\(/.test(code) && (/\bconsole\.(?:log|dir|info)\b|process\.stdout\.write/.test(code) || command.words.includes("-p") || command.words.includes("--print")) ? "read" : undefined;
		case "perl":
			if (perlOpensForWrite(code)) return "write";
			if (program.loop && (program.files.length > 0 || command.stdinFile || command.external) && (program.loop === "p" || /\b(?:print|say|printf)\b/.test(code))) return "read";
			return /\bopen\b/.test(code) && /\b(?:print|say)\b/.test(code) ? "read" : undefined;
		case "ruby":
			if (/\b(?:File|IO)\.(?:write|binwrite)\b/.test(code) || /\bFile\.open\s*\([^)]{0,300}['"][rwab]{0,3}[wa+]/.test(code)) return "write";
			if (program.loop && (program.files.length > 0 || command.stdinFile || command.external)) return "read";
			return /\b(?:File|IO)\.(?:read|readlines|foreach|binread)\b/.test(code) && /\b(?:puts|print|p)\b/.test(code) ? "read" : undefined;
		case "php":
			if (/\b(?:file_put_contents|fwrite|fputs)\s*\(/.test(code)) return "write";
			return /\b(?:file_get_contents|readfile|fopen|file)\s*\(/.test(code) && /\b(?:echo|print|var_dump|print_r|readfile)\b/.test(code) ? "read" : undefined;
	}
}

/** `open(path, 'w')`, `Path(p).open('a')`, `mode='w'`, `.write_text(`, `os.O_WRONLY`, `fileinput(inplace=True)`. */
function pythonWrites(code: string): boolean {
	if (/\.write_(?:text|bytes)\s*\(/.test(code)) return true;
	if (/\bmode\s*=\s*[rRbBuU]?['"][rbtU]{0,3}[wax+]/.test(code)) return true;
	if (/\bos\.O_(?:WRONLY|RDWR|CREAT|APPEND|TRUNC)\b/.test(code)) return true;
	if (/\bfileinput\b/.test(code) && /\binplace\s*=\s*(?:True|1)\b/.test(code)) return true;
	for (let at = code.indexOf("open("); at >= 0; at = code.indexOf("open(", at + 5)) {
		const before = at > 0 ? code[at - 1] : "";
		if (/\w/.test(before)) continue; // urlopen(, fdopen(
		let modeIndex = 1;
		if (before === ".") {
			const owner = /([A-Za-z_]\w*)$/.exec(code.slice(Math.max(0, at - 41), at - 1))?.[1] ?? "";
			if (!OPEN_MODULES.has(owner)) modeIndex = 0; // Path(p).open('w'): the mode comes first
		}
		if (isWriteMode(callArguments(code, at + 5)[modeIndex])) return true;
	}
	return false;
}

const OPEN_MODULES = new Set(["io", "codecs", "gzip", "bz2", "lzma", "tarfile", "builtins", "os"]);

function pythonReads(code: string): boolean {
	const opens = (code.match(/\bopen\s*\(/g) ?? []).length;
	const executed = (code.match(/\bexec\s*\(\s*(?:compile\s*\(\s*)?open\s*\(/g) ?? []).length;
	const reads = opens > executed || /\.read_(?:text|bytes)\s*\(|\blinecache\.|\btokenize\.open\s*\(/.test(code);
	return reads && /\bprint\s*\(|\bsys\.stdout\.write\b|\bpprint\b/.test(code);
}

function isWriteMode(arg: string | undefined): boolean {
	if (!arg) return false;
	const match = /^\s*[rRbBuU]?(['"])([^'"]{0,6})\1\s*$/.exec(arg);
	return match !== null && /^[rwaxbtU+]+$/.test(match[2]) && /[wax+]/.test(match[2]);
}

/** Top-level comma-separated arguments of a call whose `(` precedes `start`; bounded and linear. */
function callArguments(code: string, start: number): string[] {
	const args: string[] = [];
	let depth = 0;
	let quote = "";
	let current = "";
	const end = Math.min(code.length, start + 2000);
	for (let i = start; i < end; i++) {
		const ch = code[i];
		if (quote) {
			current += ch;
			if (ch === "\\") current += code[++i] ?? "";
			else if (ch === quote) quote = "";
			continue;
		}
		if (ch === "'" || ch === '"') {
			quote = ch;
			current += ch;
			continue;
		}
		if (ch === "(" || ch === "[" || ch === "{") depth++;
		if (ch === ")" || ch === "]" || ch === "}") {
			if (depth === 0) break;
			depth--;
		}
		if (ch === "," && depth === 0) {
			args.push(current);
			current = "";
			continue;
		}
		current += ch;
	}
	args.push(current);
	return args;
}

function perlOpensForWrite(code: string): boolean {
	for (let at = code.search(/\bopen\b/); at >= 0; ) {
		const slice = code.slice(at, Math.min(code.length, at + 200));
		const stop = slice.indexOf(";");
		const call = stop >= 0 ? slice.slice(0, stop) : slice;
		if (/['"]\s*\+?>|['"]\s*\+</.test(call)) return true;
		const nextAt = code.slice(at + 4).search(/\bopen\b/);
		at = nextAt >= 0 ? at + 4 + nextAt : -1;
	}
	return false;
}

// ---------------------------------------------------------------------------------------------
// PowerShell gates

/** Cmdlets whose piped output is file objects, so the next cmdlet works on files. */
const PS_FILE_SOURCES = new Set(["get-childitem", "get-item", "resolve-path"]);

const GET_CONTENT_SWITCHES = new Set(["-raw", "-wait", "-force", "-asbytestream", "-notypeinformation"]);

function psPathGiven(command: NormalCommand, switches: ReadonlySet<string>): boolean {
	const { named, positional } = PsParameters(command.words, switches);
	return named.has("-path") || named.has("-literalpath") || named.has("-lp") || positional.length > 0 || command.external;
}

function selectStringOverFiles(command: NormalCommand, previous: NormalCommand | undefined): boolean {
	const { named, positional } = PsParameters(command.words, new Set(["-simplematch", "-casesensitive", "-list", "-notmatch", "-allmatches", "-quiet", "-raw", "-noemphasis"]));
	if (named.has("-path") || named.has("-literalpath")) return true;
	if (positional.length >= (named.has("-pattern") ? 1 : 2)) return true;
	return PS_FILE_SOURCES.has(previous?.words[0] ?? "");
}

function psWritesFile(command: NormalCommand): boolean {
	const head = command.words[0];
	if (head.startsWith("[")) return true;
	const { named, positional } = PsParameters(command.words, new Set(["-append", "-force", "-noclobber", "-nonewline", "-passthru", "-whatif", "-confirm"]));
	if (head === "tee-object" && !(named.has("-filepath") || named.has("-literalpath") || named.has("-path") || positional.length > 0)) return false;
	const target = named.get("-filepath") ?? named.get("-path") ?? named.get("-literalpath") ?? positional[0];
	return target === undefined || !IsDevicePath(target);
}

// ---------------------------------------------------------------------------------------------

/** Structural refinements of the built-in rows, keyed by their pattern string. */
const GATES: ReadonlyMap<string, Gate> = buildGates();

function buildGates(): Map<string, Gate> {
	const byNote: Array<[string, Gate]> = [
		["sed -i / --in-place", sedInPlace],
		["perl -i / -pi", perlInPlace],
		["tee FILE", writesRealFile],
		["dd of=FILE", ddWritesFile],
		["truncate, sponge, terminal editors", writesRealFile],
		["patch applies a diff in place", patchApplies],
		["one-liner that opens a file for writing", (command) => oneLinerEffect(command) === "write"],
		["PowerShell writes", psWritesFile],
		["pager/dumper with a FILE operand", readsFile],
		["head/tail with a FILE operand", readsFile],
		["sed -n ...p FILE", readsFile],
		["awk ... FILE", readsFile],
		["one-liner that prints a file", (command) => oneLinerEffect(command) === "read"],
		["filters given a FILE operand", readsFile],
		["search over files or directories", searchesFiles],
		["find without -exec/-delete", findLists],
	];
	const gates = new Map<string, Gate>();
	for (const [note, gate] of byNote) {
		const row = DEFAULT_PATTERNS.find((candidate) => candidate.note === note);
		if (row) gates.set(row.pattern, gate);
	}
	return gates;
}

/** For tests: how many built-in rows carry a gate. */
export const GATED_PATTERNS: ReadonlySet<string> = new Set(GATES.keys());

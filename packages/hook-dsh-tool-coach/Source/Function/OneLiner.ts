/**
 * Interpreter one-liners (python -c, node -e, perl -e/-n/-p, ruby -e, php -r, or a program on stdin): a bounded
 * regex reading of the program text, enough to tell a file write or a file print from anything else.
 */
import { InterpreterProgram } from "@playform/lib-dsh-core/Shell";
import type { NormalCommand } from "@playform/lib-dsh-core/Shell";

/** What an interpreter one-liner (or a program on stdin) does with files: writes, prints one, or neither. */
export function OneLinerEffect(command: NormalCommand): "write" | "read" | undefined {
	const program = InterpreterProgram(command.words, command.payload);
	if (!program) return undefined;
	const { code } = program;
	switch (program.language) {
		case "python":
			if (pythonWrites(code)) return "write";
			return pythonReads(code) ? "read" : undefined;
		case "node":
			if (
				/\b(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|writeSync)\s*\(/.test(code) ||
				/\bopenSync\s*\([^)]{0,300}['"][wa]\+?['"]/.test(code)
			)
				return "write";
			return /\b(?:readFileSync|readFile|createReadStream)\s*\(/.test(code) &&
				(/\bconsole\.(?:log|dir|info)\b|process\.stdout\.write/.test(code) ||
					command.words.includes("-p") ||
					command.words.includes("--print"))
				? "read"
				: undefined;
		case "perl":
			if (perlOpensForWrite(code)) return "write";
			if (
				program.loop &&
				(program.files.length > 0 || command.stdinFile || command.external) &&
				(program.loop === "p" || /\b(?:print|say|printf)\b/.test(code))
			)
				return "read";
			return /\bopen\b/.test(code) && /\b(?:print|say)\b/.test(code) ? "read" : undefined;
		case "ruby":
			if (
				/\b(?:File|IO)\.(?:write|binwrite)\b/.test(code) ||
				/\bFile\.open\s*\([^)]{0,300}['"][rwab]{0,3}[wa+]/.test(code)
			)
				return "write";
			if (program.loop && (program.files.length > 0 || command.stdinFile || command.external)) return "read";
			return /\b(?:File|IO)\.(?:read|readlines|foreach|binread)\b/.test(code) && /\b(?:puts|print|p)\b/.test(code)
				? "read"
				: undefined;
		case "php":
			if (/\b(?:file_put_contents|fwrite|fputs)\s*\(/.test(code)) return "write";
			return /\b(?:file_get_contents|readfile|fopen|file)\s*\(/.test(code) &&
				/\b(?:echo|print|var_dump|print_r|readfile)\b/.test(code)
				? "read"
				: undefined;
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
	for (let at = code.search(/\bopen\b/); at >= 0;) {
		const slice = code.slice(at, Math.min(code.length, at + 200));
		const stop = slice.indexOf(";");
		const call = stop >= 0 ? slice.slice(0, stop) : slice;
		if (/['"]\s*\+?>|['"]\s*\+</.test(call)) return true;
		const nextAt = code.slice(at + 4).search(/\bopen\b/);
		at = nextAt >= 0 ? at + 4 + nextAt : -1;
	}
	return false;
}

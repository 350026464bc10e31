import type { Program } from "./Normalize";

/** What a one-liner that only reads and prints looks at: the files it opens and the keys it reads from them. */
export interface ProgramRead {
	/** Files opened, workspace-relative as written (`./` dropped). */
	readonly paths: string[];
	/** The key paths read, jq-style (`.exports`, `.project.version`). */
	readonly keys: string[];
}

const CODE_CAP = 4096;
const MAX_READS = 8;

/** Anything that may write, run, fetch or loop: such a program is no look at a file. */
const ACTS =
	/\b(?:write\w*|append\w*|unlink\w*|rmSync|rmdir\w*|rm|rename\w*|mkdir\w*|copy\w*|cp\w*|chmod\w*|chown\w*|truncate\w*|symlink\w*|exec\w*|spawn\w*|fork|child_process|subprocess|system|popen|remove\w*|shutil|fetch|https?|net|socket|urllib|requests|eval|Function|setInterval|setTimeout|while|import\s+os|__import__|process\.exit|touch|replace)\b/;
const PYTHON_WRITE_MODE = /\bopen\s*\([^)]*,\s*(?:mode\s*=\s*)?['"][^'"]*[wax+]/;

const QUOTED = String.raw`(['"\`])([^'"\`\n]{1,256})\1`;
/** `require('./package.json')`, `import('./package.json')`: a data module (a `.js` one would run code). */
const NODE_REQUIRE = new RegExp(String.raw`\b(?:require|import)\s*\(\s*${QUOTED}`, "g");
/** `readFileSync('x')`, Python's `open('x')`, `Path('x').read_text()`, `tomllib.load(open('x', 'rb'))`. */
const FILE_READ = new RegExp(
	String.raw`\b(?:readFileSync|readFile|open|Path|read_text|read_bytes)\s*\(\s*[rRbBuUfF]?${QUOTED}`,
	"g",
);
/** One link of the key chain after a read or a name: `.exports`, `?.main`, `['project']`, `.get('scripts')`; a method call
 * (`.read()`) is none. The name is its second, third or fifth group. */
const LINK_SOURCE = String.raw`\s*\.get\(\s*(['"])([^'"\n]{1,128})\1[^)]{0,64}\)|\s*(?:\?\.|\.)\s*(?!length\b)([A-Za-z_$][\w$-]*)(?![\w$-]|\s*\()|\s*\[\s*(['"])([^'"\n]{1,128})\4\s*\]`;
const LINK = new RegExp(LINK_SOURCE, "g");
/** The whole chain, from the start of the text. */
const CHAIN = new RegExp(`^(?:${LINK_SOURCE})+`);
/** A name bound to what was read: `const p = require('./package.json')`, `d = json.load(open('x'))`. */
const BINDING = /\b(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*(?=[^=])/g;

const KEY_WORD = /^[A-Za-z_$][\w$-]*$/;

const keyOf = (chain: string): string | undefined => {
	const names: string[] = [];
	for (const link of chain.matchAll(LINK)) names.push(link[2] ?? link[3] ?? link[5] ?? "");
	const kept = names.filter((name) => name.length > 0);
	if (kept.length === 0) return undefined;
	return kept.map((name) => (KEY_WORD.test(name) ? `.${name}` : `["${name}"]`)).join("");
};

/** The end of the call a read sits in (`JSON.parse(readFileSync('x'))` → after the outer `)`), bounded. */
const callEnd = (code: string, from: number): number => {
	let depth = 0;
	for (let i = from; i < code.length && i < from + 512; i++) {
		const char = code[i];
		if (char === "(") depth++;
		else if (char === ")") {
			if (depth === 0) {
				let end = i + 1;
				// the reads nest (`json.load(open('x'))`): close every call opened on the way in
				while (/^\s*\)/.test(code.slice(end, end + 8))) end = code.indexOf(")", end) + 1;
				return end;
			}
			depth--;
		}
	}
	return from;
};

const bareName = (path: string): string => path.replace(/^\.\//, "");

/**
 * What a Node or Python one-liner reads (`node -p "require('./package.json').version"`, `python -c "import json;
 * print(json.load(open('package.json'))['exports'])"`), or undefined when it does more than read and print (writes,
 * runs, fetches, loops) or opens no file. Bounded: the code is cut at 4 KiB and at most eight reads are taken.
 */
export const ProgramReads = (program: Program): ProgramRead | undefined => {
	if (program.language !== "node" && program.language !== "python") return undefined;
	if (program.code.length > CODE_CAP) return undefined;
	const code = program.code;
	if (ACTS.test(code) || PYTHON_WRITE_MODE.test(code)) return undefined;
	const paths: string[] = [];
	const keys: string[] = [];
	const reads: Array<{ path: string; at: number; end: number }> = [];
	if (program.language === "node")
		for (const match of code.matchAll(NODE_REQUIRE)) {
			const path = match[2]!;
			if (!/\.json5?$/.test(path)) continue;
			reads.push({ path, at: match.index, end: match.index + match[0].length });
		}
	for (const match of code.matchAll(FILE_READ))
		reads.push({ path: match[2]!, at: match.index, end: match.index + match[0].length });
	for (const read of reads.slice(0, MAX_READS)) {
		const path = bareName(read.path);
		if (path.length === 0 || path.startsWith("-") || /[\0*?]/.test(path)) continue;
		if (!paths.includes(path)) paths.push(path);
		const after = callEnd(code, read.end);
		const chain = CHAIN.exec(code.slice(after, after + 512));
		const direct = chain ? keyOf(chain[0]) : undefined;
		if (direct) keys.push(direct);
		// the read bound to a name: every key chain read off that name
		const before = code.slice(Math.max(0, read.at - 160), read.at);
		const binding = [...before.matchAll(BINDING)].at(-1);
		if (!binding || before.slice(binding.index + binding[0].length).search(/[;\n]/) >= 0) continue;
		const name = binding[1]!;
		const uses = new RegExp(String.raw`\b${name.replace(/\$/g, "\\$")}\b(?!\s*=[^=])`, "g");
		uses.lastIndex = after;
		for (let use = uses.exec(code); use !== null && keys.length < MAX_READS; use = uses.exec(code)) {
			const used = CHAIN.exec(code.slice(use.index + use[0].length, use.index + use[0].length + 512));
			const key = used ? keyOf(used[0]) : undefined;
			if (key && !keys.includes(key)) keys.push(key);
		}
	}
	return paths.length > 0 ? { paths, keys } : undefined;
};

import type { OptionSpec } from "../../Interface/Shell";

/**
 * How the options of common file commands read (GNU style): which take a value, and which supply the
 * program (grep's pattern, sed's script), so the file operands can be told apart. A head missing here
 * reads every non-option word as an operand.
 */
const PAGERS: OptionSpec = { arg: "" };
export const GREP_OPTIONS: OptionSpec = {
	arg: "efmABCDd",
	long: ["--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--label", "--devices", "--directories", "--binary-files", "--group-separator"],
	program: { letters: "ef", long: ["--regexp", "--file"] },
};
const RG: OptionSpec = {
	arg: "efgtTmMABCjErd",
	long: ["--regexp", "--file", "--glob", "--iglob", "--type", "--type-not", "--max-count", "--max-columns", "--after-context", "--before-context", "--context", "--threads", "--encoding", "--replace", "--max-depth", "--max-filesize", "--sort", "--sortr", "--type-add", "--pre", "--pre-glob", "--engine", "--colors", "--path-separator", "--ignore-file"],
	program: { letters: "ef", long: ["--regexp", "--file"] },
};
export const AWK_OPTIONS: OptionSpec = { arg: "fvFi", long: ["--file", "--assign", "--field-separator", "--include"], program: { letters: "f", long: ["--file"] } };

export const OPTION_SPECS: Readonly<Record<string, OptionSpec>> = {
	cat: PAGERS,
	zcat: PAGERS,
	tac: { arg: "s" },
	nl: { arg: "bdfhilnsvw" },
	less: { arg: "bhjkoOpPtTxyz", plus: true },
	more: { arg: "n", plus: true },
	bat: { arg: "lHrmp", long: ["--language", "--line-range", "--highlight-line", "--style", "--theme", "--map-syntax", "--paging", "--color", "--wrap", "--tabs", "--terminal-width", "--decorations", "--file-name"] },
	batcat: { arg: "lHrmp", long: ["--language", "--line-range", "--highlight-line", "--style", "--theme", "--map-syntax", "--paging", "--color", "--wrap", "--tabs", "--terminal-width", "--decorations", "--file-name"] },
	xxd: { arg: "cglosn" },
	od: { arg: "AjNtSw" },
	hexdump: { arg: "enfs" },
	strings: { arg: "ntTeo" },
	head: { arg: "nc", long: ["--lines", "--bytes"] },
	tail: { arg: "ncs", long: ["--lines", "--bytes", "--pid", "--sleep-interval", "--max-unchanged-stats"], plus: true },
	sed: { arg: "efl", long: ["--expression", "--file", "--line-length"], program: { letters: "ef", long: ["--expression", "--file"] } },
	awk: AWK_OPTIONS,
	gawk: AWK_OPTIONS,
	mawk: AWK_OPTIONS,
	nawk: AWK_OPTIONS,
	jq: { arg: "fL", long: ["--from-file", "--indent"], twoArgLong: ["--arg", "--argjson", "--slurpfile", "--rawfile"], program: { letters: "f", long: ["--from-file"] } },
	yq: { arg: "IoPp", long: ["--indent", "--output-format", "--input-format"], program: { letters: "", long: [] } },
	cut: { arg: "bcdf", long: ["--output-delimiter", "--bytes", "--characters", "--delimiter", "--fields"] },
	sort: { arg: "kStTo", long: ["--key", "--field-separator", "--buffer-size", "--temporary-directory", "--output", "--parallel", "--sort", "--files0-from", "--batch-size", "--compress-program", "--random-source"] },
	uniq: { arg: "fsw" },
	column: { arg: "sctoNRHEdWr" },
	paste: { arg: "d" },
	fold: { arg: "w" },
	rev: PAGERS,
	base64: { arg: "w" },
	grep: GREP_OPTIONS,
	egrep: GREP_OPTIONS,
	fgrep: GREP_OPTIONS,
	zgrep: GREP_OPTIONS,
	ugrep: GREP_OPTIONS,
	rg: RG,
	ag: { arg: "ABCGgmpW", long: ["--after", "--before", "--context", "--file-search-regex", "--max-count", "--path-to-ignore", "--width", "--depth"], program: { letters: "", long: [] } },
	pt: { arg: "ABCGgm", program: { letters: "e", long: [] } },
	ack: { arg: "ABCmg", long: ["--type", "--after-context", "--before-context", "--context", "--max-count", "--output", "--ignore-dir", "--ignore-file"], program: { letters: "g", long: [] } },
	"ack-grep": { arg: "ABCmg", program: { letters: "g", long: [] } },
	tee: { arg: "" },
	truncate: { arg: "sr", long: ["--size", "--reference"] },
	sponge: { arg: "" },
	shred: { arg: "nsx", long: ["--iterations", "--size", "--random-source"] },
	ed: { arg: "p" },
	ex: { arg: "cSTuUwWios", plus: true },
	vi: { arg: "cSTuUwWios", plus: true },
	vim: { arg: "cSTuUwWios", plus: true },
	nvim: { arg: "cSTuUwWios", plus: true },
	nano: { arg: "" },
	perl: { arg: "eEIMm", program: { letters: "eE", long: [] } },
	emacs: { arg: "lLfe" },
};

import { IsTestPath } from "@playform/lib-dsh-core";
import { SAMPLE_FOLDER } from "../Variable/Kinds";

/** The characters that make a path a glob pattern (`*.yml`, `LICEN[CS]E`, `*.{yml,yaml}`). */
export const GLOB = /[*?[\]{}]/;

/** A package's index module, where its exports are gathered (`__init__.py`, its stub, `index.ts`). */
export const INDEX_MODULE = /(^|\/)(__init__\.pyi?|index\.[cm]?[jt]sx?)$/;

/** Root-relative paths shallowest first, then by code point (no locale: the same order on every machine). */
export const ShallowFirst = (a: string, b: string): number =>
	a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0);

/** A path of the workspace's own, neither a test's or fixture's nor a sample project's (`examples/eta/tsconfig.json`). */
export const WorkspaceOwn = (path: string): boolean => !IsTestPath(path) && !SAMPLE_FOLDER.test(path);

/** The workspace's own of `items` (each at `pathOf`), else all of them: a sample's or a test's copy counts only where no
 * file of the workspace's own has one (`examples/01-quickstart/.python-version` beside the root's `pyproject.toml`). */
export const OwnElseAll = <T>(items: readonly T[], pathOf: (item: T) => string): readonly T[] => {
	const own = items.filter((item) => WorkspaceOwn(pathOf(item)));
	return own.length > 0 ? own : items;
};

/** Whether a root-relative path is a folder candidate's content or the candidate itself. */
export const Covers = (candidate: string, path: string): boolean => {
	const clean = path.replace(/^\.\//, "").replace(/\/+$/, "");
	if (candidate.endsWith("/")) {
		const dir = candidate.slice(0, -1);
		return clean === dir || clean.startsWith(candidate);
	}
	return clean === candidate;
};

/** A file-name glob's pieces: a character, `?`, `*`, or a class (`[CS]`, `[!.]`, `[a-z]`). */
type Piece =
	| { kind: "star" }
	| { kind: "any" }
	| { kind: "char"; char: string }
	| { kind: "class"; test: (char: string) => boolean };

/** How many spellings a glob's brace groups may expand to (`*.{yml,yaml}` is two). */
const MAX_GLOB_SPELLINGS = 16;
/** How long a glob is read: a file name is short. */
const MAX_GLOB_LENGTH = 200;

const ClassTest = (body: string): ((char: string) => boolean) => {
	const negate = body.startsWith("!") || body.startsWith("^");
	const chars = negate ? body.slice(1) : body;
	const ranges: [string, string][] = [];
	for (let at = 0; at < chars.length; at++)
		if (chars[at + 1] === "-" && at + 2 < chars.length) {
			ranges.push([chars[at]!, chars[at + 2]!]);
			at += 2;
		} else ranges.push([chars[at]!, chars[at]!]);
	return (char) => ranges.some(([low, high]) => char >= low && char <= high) !== negate;
};

const Pieces = (glob: string): Piece[] | undefined => {
	const pieces: Piece[] = [];
	for (let at = 0; at < glob.length; at++) {
		const char = glob[at]!;
		if (char === "*") {
			if (pieces.at(-1)?.kind !== "star") pieces.push({ kind: "star" });
		} else if (char === "?") pieces.push({ kind: "any" });
		else if (char === "[") {
			const end = glob.indexOf("]", at + 2);
			if (end === -1) return undefined;
			pieces.push({ kind: "class", test: ClassTest(glob.slice(at + 1, end)) });
			at = end;
		} else pieces.push({ kind: "char", char });
	}
	return pieces;
};

/** Wildcard matching without backtracking blow-up: a star only ever resumes from its last place (O(name × glob)). */
const Fits = (pieces: readonly Piece[], name: string): boolean => {
	let piece = 0;
	let at = 0;
	let star = -1;
	let resume = 0;
	while (at < name.length) {
		const next = pieces[piece];
		const char = name[at]!;
		if (next?.kind === "star") {
			star = piece++;
			resume = at;
		} else if (next && (next.kind === "any" || (next.kind === "char" ? next.char === char : next.test(char)))) {
			piece++;
			at++;
		} else if (star !== -1) {
			piece = star + 1;
			at = ++resume;
		} else return false;
	}
	while (pieces[piece]?.kind === "star") piece++;
	return piece === pieces.length;
};

/**
 * A file-name glob (`*.json`, `codecov*`, `*.{yml,yaml}`, `LICEN[CS]E`) as a test of one name, if it reads as one: its
 * brace groups spelled out (at most sixteen spellings, none nested), classes and wildcards matched in linear passes.
 */
export const NamePattern = (glob: string): { test: (name: string) => boolean } | undefined => {
	if (glob.length > MAX_GLOB_LENGTH) return undefined;
	let spellings = [glob];
	for (;;) {
		const group = /\{([^{}]*)\}/.exec(spellings[0]!);
		if (!group) break;
		spellings = spellings.flatMap((one) => {
			const found = /\{([^{}]*)\}/.exec(one)!;
			return found[1]!
				.split(",")
				.map((option) => one.slice(0, found.index) + option + one.slice(found.index + found[0].length));
		});
		if (spellings.length > MAX_GLOB_SPELLINGS) return undefined;
	}
	const all = spellings.map(Pieces);
	if (all.some((pieces) => pieces === undefined)) return undefined;
	return { test: (name) => all.some((pieces) => Fits(pieces!, name)) };
};

/** A program's source file by its extension (scripts, modules, components, headers). */
export const SOURCE_FILE =
	/\.(py|pyi|[cm]?[jt]sx?|go|rs|vue|svelte|astro|rb|java|kt|swift|c|cc|cpp|h|hpp|cs|php|lua|dart|ex|exs|scala)$/i;

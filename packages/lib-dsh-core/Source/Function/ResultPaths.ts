/** How much of a tool's printed output is read for the paths it lists. */
export const RESULT_TEXT_CAP = 64 * 1024;
/** How many listed paths are kept: a search listing more says little about any one of them. */
export const RESULT_PATHS_CAP = 256;

/** A printed line's leading path and a colon (`./src/a.ts:12:text`, `src/a.ts:text`): no spaces, no leading dash, no
 * quotes or braces (a JSON key; a route folder's `(group)` or `[slug]` is a path's), not a bare number (`grep -n` in
 * one file prints `53:text`; a changelog's `<https://…>` link is no path). */
const LEADING_PATH = /^(?!-)(?!\d+:)([^\s:"'`{},;<>]+):/;
/** A line that is a path with a folder in it (`./src/a.ts`): `ls dir` prints bare names relative to `dir`. */
const PATH_LINE = /^(?!-)[^\s:]*\/[^\s:]*$/;
/** A line that is one bare name (`.editorconfig`), as `ls` prints the folder it lists (not `ls -a`'s `.` and `..`). */
const NAME_LINE = /^(?!-)(?!\.\.?$)[^\s:/"'`{},;]+$/;
/** How long a line `LONG_LINE` reads: a listing's line is short. */
const LONG_LINE_CAP = 1024;
/** `ls -l`'s long line (`-rw-r--r-- 1 me staff 19 Dec  4 23:00 .npmrc`, a link's ` -> target`): its name at the end. */
const LONG_LINE = /^[-dlcbps][-rwxsStT]{9}[.+@]?\s+\d+\s+\S+\s+\S+\s+[\d,]+\s+\S+\s+\d+\s+[\d:]+\s+(.+?)(?: -> .*)?$/;

const Strings = (list: unknown, pick: (item: unknown) => unknown): string[] =>
	Array.isArray(list)
		? list
				.slice(0, RESULT_PATHS_CAP)
				.map(pick)
				.filter((path): path is string => typeof path === "string" && path !== "")
		: [];

/** The first text block of a result's content, if any. */
const FirstText = (content: unknown): string | undefined => {
	if (!Array.isArray(content)) return undefined;
	const block = content.find((item) => (item as { type?: unknown } | null)?.type === "text") as
		{ text?: unknown } | undefined;
	return typeof block?.text === "string" ? block.text : undefined;
};

/** A result that is no error: its structured meta and the text it printed (a shell's stdout, else the first text
 * block a host without structured results passes); none for an error or no object at all. */
const Printed = (result: unknown): { meta: unknown; text: string | undefined } | undefined => {
	if (!result || typeof result !== "object") return undefined;
	const { isError, meta, value, content } = result as {
		isError?: unknown;
		meta?: unknown;
		value?: unknown;
		content?: unknown;
	};
	if (isError === true) return undefined;
	const stdout = (value as { stdout?: { text?: unknown } } | null | undefined)?.stdout?.text;
	return { meta, text: typeof stdout === "string" ? stdout : FirstText(content) };
};

/**
 * The paths a search tool's result lists, as printed (relative to the call's cwd, or absolute): the grep tool's
 * matched files, the glob tool's paths, the leading path of each line a shell printed (`grep -rn`, `find`, `git
 * grep`; a bare name without a folder only when the call listed one folder, `listedFolder`: `ls -a` the working folder
 * `.`, `ls dir` prints names relative to `dir`), or of each line of the first text block when the result has
 * neither (a hook host passes the text alone). Any line may be no path at all (`cat`'s text): the caller keeps only
 * the files it knows. An error result lists none. Bounded: the first `RESULT_TEXT_CAP` characters, at most
 * `RESULT_PATHS_CAP` paths.
 */
export const ResultPaths = (result: unknown, listedFolder?: string): string[] => {
	const printed = Printed(result);
	if (printed === undefined) return [];
	const listed = (printed.meta ?? {}) as { shape?: unknown; files?: unknown; paths?: unknown };
	if (listed.shape === "matches") return Strings(listed.files, (file) => (file as { path?: unknown } | null)?.path);
	if (listed.shape === "paths") return Strings(listed.paths, (path) => path);
	// a shell's stdout, else the text a host without structured results passes (the dsh-coach hook host)
	const text = printed.text;
	if (text === undefined) return [];
	const out = new Set<string>();
	for (const line of text.slice(0, RESULT_TEXT_CAP).split("\n")) {
		const raw = line.trim();
		const long = listedFolder !== undefined && line.length <= LONG_LINE_CAP ? LONG_LINE.exec(raw)?.[1] : undefined;
		const trimmed = long ?? raw;
		const bare = listedFolder !== undefined && NAME_LINE.test(trimmed);
		const path = bare
			? listedFolder === "." || listedFolder === ""
				? trimmed
				: `${listedFolder}/${trimmed}`
			: PATH_LINE.test(trimmed)
				? trimmed
				: LEADING_PATH.exec(trimmed)?.[1];
		if (path) out.add(path);
		if (out.size >= RESULT_PATHS_CAP) break;
	}
	return [...out];
};

/** A line a search printed and the file it is in (as printed: relative to the call's cwd, or absolute). */
export interface ResultLine {
	path: string;
	text: string;
}

/** A shell search's matched line with its file and line number (`./app.go:38:const Version = "3.5.0"`). */
const MATCH_LINE = /^(?!-)([^\s:"'`{},;<>]+):\d+:(.*)$/;
/** How long a printed line `ResultLines` keeps: a statement searched for is short, a minified line is not read. */
const RESULT_LINE_CAP = 512;

/**
 * The matched lines a search printed, each with its file: the grep tool's matches, or each `path:N:text` line a
 * shell printed (`grep -rn`, `rg -n`, `git grep -n`). Bounded as `ResultPaths`: the first `RESULT_TEXT_CAP`
 * characters, at most `RESULT_PATHS_CAP` lines, each cut to `RESULT_LINE_CAP`; an error result printed none.
 */
export const ResultLines = (result: unknown): ResultLine[] => {
	const printed = Printed(result);
	if (printed === undefined) return [];
	const out: ResultLine[] = [];
	const listed = (printed.meta ?? {}) as { shape?: unknown; files?: unknown };
	if (listed.shape === "matches") {
		if (!Array.isArray(listed.files)) return [];
		for (const file of listed.files.slice(0, RESULT_PATHS_CAP)) {
			const { path, matches } = (file ?? {}) as { path?: unknown; matches?: unknown };
			if (typeof path !== "string" || !Array.isArray(matches)) continue;
			for (const match of matches.slice(0, RESULT_PATHS_CAP)) {
				const line = (match as { line?: unknown } | null)?.line;
				if (typeof line === "string") out.push({ path, text: line.slice(0, RESULT_LINE_CAP) });
				if (out.length >= RESULT_PATHS_CAP) return out;
			}
		}
		return out;
	}
	const text = printed.text;
	if (text === undefined) return [];
	for (const line of text.slice(0, RESULT_TEXT_CAP).split("\n")) {
		const matched = MATCH_LINE.exec(line.slice(0, RESULT_LINE_CAP + 256));
		if (matched) out.push({ path: matched[1]!, text: matched[2]!.slice(0, RESULT_LINE_CAP) });
		if (out.length >= RESULT_PATHS_CAP) break;
	}
	return out;
};

/**
 * Whether a result may list fewer paths than the call found: the tool cut its output (the bash tool's
 * `stdout.truncated`, keeping the tail; the grep tool's `meta.truncated`), or the text runs past `RESULT_TEXT_CAP`.
 * A path missing from such a list was not shown, not absent.
 */
export const ResultCut = (result: unknown): boolean => {
	if (!result || typeof result !== "object") return false;
	const { meta, value, content } = result as { meta?: unknown; value?: unknown; content?: unknown };
	if ((meta as { truncated?: unknown } | null | undefined)?.truncated === true) return true;
	const stdout = (value as { stdout?: { text?: unknown; truncated?: unknown } } | null | undefined)?.stdout;
	if (stdout?.truncated === true) return true;
	const text = typeof stdout?.text === "string" ? stdout.text : FirstText(content);
	return text !== undefined && text.length > RESULT_TEXT_CAP;
};

/**
 * Whether a result printed anything: the search matched (a search of one named file, `grep -n x Steepfile`, prints its
 * lines without the file's name). An error result printed nothing; read to `RESULT_TEXT_CAP`.
 */
export const ResultPrinted = (result: unknown): boolean => {
	const printed = Printed(result);
	if (printed === undefined) return false;
	const listed = (printed.meta ?? {}) as { files?: unknown; paths?: unknown };
	if (Array.isArray(listed.files) && listed.files.length > 0) return true;
	if (Array.isArray(listed.paths) && listed.paths.length > 0) return true;
	const text = printed.text;
	return typeof text === "string" && text.slice(0, RESULT_TEXT_CAP).trim() !== "";
};

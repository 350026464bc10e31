/** How much of a tool's printed output is read for the paths it lists. */
export const RESULT_TEXT_CAP = 64 * 1024;
/** How many listed paths are kept: a search listing more says little about any one of them. */
export const RESULT_PATHS_CAP = 256;

/** A printed line's leading path followed by a colon (`./src/a.ts:12:text`, `src/a.ts:text`): no spaces, no leading dash. */
const LEADING_PATH = /^(?!-)([^\s:]+):/;
/** A line that is a path with a folder in it (`./src/a.ts`, `src/a.ts`): `ls dir` prints bare names relative to `dir`. */
const PATH_LINE = /^(?!-)[^\s:]*\/[^\s:]*$/;

const Strings = (list: unknown, pick: (item: unknown) => unknown): string[] =>
	Array.isArray(list)
		? list
				.slice(0, RESULT_PATHS_CAP)
				.map(pick)
				.filter((path): path is string => typeof path === "string" && path !== "")
		: [];

/**
 * The paths a search tool's result lists, as printed (relative to the call's cwd, or absolute): the grep tool's
 * matched files, the glob tool's paths, the leading path of each line a shell printed (`grep -rn`, `find`, `git
 * grep`; a bare name without a folder is not read: `ls dir` prints names relative to `dir`). Any line may be no path at all (`cat`'s text): the caller keeps only the files it knows. An error result
 * lists none. Bounded: the first `RESULT_TEXT_CAP` characters, at most `RESULT_PATHS_CAP` paths.
 */
export const ResultPaths = (result: unknown): string[] => {
	if (!result || typeof result !== "object") return [];
	const { isError, meta, value } = result as { isError?: unknown; meta?: unknown; value?: unknown };
	if (isError === true) return [];
	const listed = (meta ?? {}) as { shape?: unknown; files?: unknown; paths?: unknown };
	if (listed.shape === "matches") return Strings(listed.files, (file) => (file as { path?: unknown } | null)?.path);
	if (listed.shape === "paths") return Strings(listed.paths, (path) => path);
	const stdout = (value as { stdout?: { text?: unknown } } | null | undefined)?.stdout?.text;
	if (typeof stdout !== "string") return [];
	const out = new Set<string>();
	for (const line of stdout.slice(0, RESULT_TEXT_CAP).split("\n")) {
		const trimmed = line.trim();
		const path = PATH_LINE.test(trimmed) ? trimmed : LEADING_PATH.exec(trimmed)?.[1];
		if (path) out.add(path);
		if (out.size >= RESULT_PATHS_CAP) break;
	}
	return [...out];
};

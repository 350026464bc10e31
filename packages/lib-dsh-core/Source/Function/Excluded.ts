/**
 * The suggesters' `exclude` rule, one for both: a bare name (no `/`) matches a whole path segment, so `dist` drops
 * `dist/x` and `a/dist/y` but keeps `src/distance.ts`; an entry with a `/` matches as a substring of the
 * `/`-joined relative path, so `packages/legacy/` drops everything under that folder.
 */
export const Excluded = (path: string, exclude: readonly string[]): boolean => {
	const clean = path.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
	if (clean === "" || clean === ".") return false;
	const segments = clean.split("/");
	// a folder given with or without its trailing slash is the same folder
	const joined = `${clean}/`;
	return exclude.some((entry) => {
		if (typeof entry !== "string") return false;
		const e = entry.replace(/^(\.\/)+/, "");
		const name = e.replace(/\/+$/, "");
		if (name === "" || name === ".") return false;
		return name.includes("/") ? joined.includes(e) : segments.includes(name);
	});
};

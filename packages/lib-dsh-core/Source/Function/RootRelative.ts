import { isAbsolute, relative, resolve, sep } from "node:path";
import { Within } from "./Within";

/**
 * `path` (absolute, or relative to `root`) spelled from `root` with `/` separators: `""` for the root itself,
 * undefined outside it. `Within`'s rule, so a name below the root that starts with two dots (`..notes.md`) is inside.
 */
export const RootRelative = (root: string, path: string): string | undefined => {
	const absolute = isAbsolute(path) ? path : resolve(root, path);
	if (!Within(root, absolute)) return undefined;
	const rel = relative(root, absolute);
	return sep === "/" ? rel : rel.split(sep).join("/");
};

import { isAbsolute, relative, sep } from "node:path";

/**
 * Whether the absolute `path` is `root` or below it: its way from the root neither climbs (`..`, `../…`) nor
 * leaves for another drive. A name below the root that merely starts with two dots (`..x`) is inside.
 */
export const Within = (root: string, path: string): boolean => {
	const rel = relative(root, path);
	return rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

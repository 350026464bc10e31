import type { PendingNote } from "./Ring";
import { Covers } from "./Path";

const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1);
const folderOf = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");
const stem = (name: string): string => name.split(".")[0] ?? name;

/**
 * What one touched path says about a pending note: a candidate (or a file in a candidate folder) is followed;
 * the near-miss rule: the same file name elsewhere (a sibling package's CHANGELOG.md), or a sibling with the
 * same stem (tsconfig.build.json beside tsconfig.json), is the place the note should have named.
 */
export const Observe = (
	pending: PendingNote,
	paths: readonly string[],
): { status: "followed" | "near-miss"; path: string } | undefined => {
	for (const path of paths)
		if (pending.candidates.some((candidate) => Covers(candidate, path)))
			return { status: "followed", path: path.replace(/\/+$/, "") };
	for (const raw of paths) {
		const path = raw.replace(/^\.\//, "").replace(/\/+$/, "");
		if (path === "" || path.includes("*")) continue;
		for (const candidate of pending.candidates) {
			if (candidate.endsWith("/")) continue;
			const sameName = baseName(candidate) === baseName(path);
			const sameStem =
				folderOf(candidate) === folderOf(path) && stem(baseName(candidate)) === stem(baseName(path));
			if (sameName || sameStem) return { status: "near-miss", path };
		}
	}
	return undefined;
};

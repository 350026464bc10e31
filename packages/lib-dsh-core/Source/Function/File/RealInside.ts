import { realpathSync } from "node:fs";
import type { RealPlace } from "../../Interface/File";
import { Within } from "../Within";
import { CodeOf } from "./Flags";

/**
 * Where `path` really is, every link on the way resolved (a linked folder as much as a final link), told against
 * `root`'s own real folder: git keeps links, so a repository's file may lead anywhere. `inside` (the root itself
 * counts) carries the real path; `outside` is a link out of the root; nothing there (a dangling link too) is
 * `absent`; a link loop is refused as `a symbolic link`, as `ReadBounded` refuses it. Never throws.
 */
export const RealInside = (path: string, root: string): RealPlace => {
	let base: string;
	let real: string;
	try {
		base = realpathSync(root);
		real = realpathSync(path);
	} catch (error) {
		const code = CodeOf(error);
		if (code === "ENOENT" || code === "ENOTDIR") return { kind: "absent" };
		if (code === "ELOOP") return { kind: "refused", reason: "a symbolic link" };
		return { kind: "unreadable", code };
	}
	return Within(base, real) ? { kind: "inside", real } : { kind: "outside" };
};

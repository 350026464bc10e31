import { closeSync, fchmodSync, fstatSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import { FOLDER_MODE } from "../../Variable/File";
import { CodeOf, EffectiveUid, OPEN_FOLDER } from "./Flags";
import { StoreHome } from "./StoreHome";

/** `mkdir -p` one level at a time: Node's recursive mkdir never returns on some paths (under /proc it loops). */
const Ensure = (path: string): void => {
	try {
		mkdirSync(path, { mode: FOLDER_MODE });
		return;
	} catch (error) {
		const code = CodeOf(error);
		// another process made it a moment ago: that is as good as making it
		if (code === "EEXIST") return;
		if (code !== "ENOENT" || dirname(path) === path) throw error;
	}
	Ensure(dirname(path));
	try {
		mkdirSync(path, { mode: FOLDER_MODE });
	} catch (error) {
		if (CodeOf(error) !== "EEXIST") throw error;
	}
};

export interface FolderOptions {
	/** Clear group and other bits even outside the dsh home (the caller owns the folder outright). */
	readonly private?: boolean;
}

/**
 * Makes a store's folder (parents too, 0700) and makes sure it is a real folder, not a symbolic link to one: a link
 * throws ELOOP (no store is written through it). A folder of ours under the dsh home (or any, with `private`) loses
 * its group and other bits (0755 → 0700; owner bits are never added, so a read-only folder stays so); a shared
 * folder (sticky, like /tmp) or someone else's keeps its mode. Checked on every call.
 */
export const MakeFolders = (path: string, options: FolderOptions = {}): void => {
	Ensure(path);
	const fd = openSync(path, OPEN_FOLDER);
	try {
		const stat = fstatSync(fd);
		const mode = stat.mode & 0o7777;
		const home = StoreHome();
		const absolute = resolve(path);
		const ours = options.private === true || absolute === home || absolute.startsWith(`${home}${sep}`);
		if (ours && (mode & 0o1077) !== 0 && (mode & 0o1000) === 0 && stat.uid === EffectiveUid()) {
			try {
				fchmodSync(fd, mode & FOLDER_MODE);
			} catch {
				// an immutable folder keeps its mode; the files in it are 0600 all the same
			}
		}
	} finally {
		closeSync(fd);
	}
};

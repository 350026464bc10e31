import { fchmodSync, fstatSync } from "node:fs";
import { FILE_MODE } from "../../Variable/File";
import { EffectiveUid } from "./Flags";

/**
 * Through an open descriptor (never a path, so never a link's target): false unless it is a regular file; one of
 * ours loses every bit outside 0600 (owner bits are never added).
 */
export const TightenFile = (fd: number): boolean => {
	const stat = fstatSync(fd);
	if (!stat.isFile()) return false;
	if ((stat.mode & 0o7177) !== 0 && stat.uid === EffectiveUid()) fchmodSync(fd, stat.mode & FILE_MODE);
	return true;
};

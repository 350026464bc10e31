import { closeSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { FILE_MODE } from "../../Variable/File";
import { APPEND_OWN, NotRegular } from "./Flags";
import { MakeFolders } from "./MakeFolders";
import { TightenFile } from "./Tighten";
import { WriteAll } from "./WriteAtomic";

/**
 * Appends `text` to a ledger file: the folder made (0700), the file opened without following a link (a link
 * throws ELOOP) and without blocking (a FIFO with no reader throws ENXIO), refused unless it is a regular file
 * (`EFTYPE`), created 0600; an existing one of ours loses its group and other bits through its descriptor. Throws on failure.
 */
export const AppendLine = (path: string, text: string): void => {
	MakeFolders(dirname(path));
	const fd = openSync(path, APPEND_OWN, FILE_MODE);
	try {
		if (!TightenFile(fd)) throw NotRegular(path);
		WriteAll(fd, text);
	} finally {
		closeSync(fd);
	}
};

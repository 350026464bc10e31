import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import type { BoundedBytes, BoundedRead, ReadOptions } from "../../Interface/File";
import { CodeOf, READ_FOLLOW, READ_OWN } from "./Flags";

/**
 * Reads a file as UTF-8 without ever hanging or reading without bound: opened without following a final link
 * (unless `follow`), non-blocking (a FIFO answers at once), `fstat`ed, and refused unless it is a regular file of
 * at most `cap` bytes (a bigger one is refused unread; one that grows while read is cut off at `cap + 1` bytes).
 * Never throws.
 */
export const ReadBounded = (path: string, options: ReadOptions): BoundedRead => {
	const read = ReadBoundedBytes(path, options);
	return read.kind === "bytes" ? { kind: "text", text: read.bytes.toString("utf8") } : read;
};

/** `ReadBounded` for bytes (a compressed file), with the same guarantees. Never throws. */
export const ReadBoundedBytes = (path: string, options: ReadOptions): BoundedBytes => {
	let fd: number;
	try {
		fd = openSync(path, options.follow ? READ_FOLLOW : READ_OWN);
	} catch (error) {
		const code = CodeOf(error);
		if (code === "ENOENT" || code === "ENOTDIR") return { kind: "absent" };
		if (code === "ELOOP") return { kind: "refused", reason: "a symbolic link" };
		return { kind: "unreadable", code };
	}
	try {
		const stat = fstatSync(fd);
		if (!stat.isFile()) return { kind: "refused", reason: "not a regular file" };
		if (stat.size > options.cap) return { kind: "refused", reason: `larger than ${options.cap} bytes` };
		let buffer = Buffer.allocUnsafe(Math.min(stat.size, options.cap) + 1);
		let length = 0;
		for (;;) {
			if (length === buffer.length) {
				// it grew while read: keep going up to the cap, never past it
				if (buffer.length > options.cap) return { kind: "refused", reason: `larger than ${options.cap} bytes` };
				const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, options.cap + 1));
				buffer.copy(grown, 0, 0, length);
				buffer = grown;
			}
			const got = readSync(fd, buffer, length, buffer.length - length, null);
			if (got === 0) break;
			length += got;
		}
		return { kind: "bytes", bytes: buffer.subarray(0, length) };
	} catch (error) {
		return { kind: "unreadable", code: CodeOf(error) };
	} finally {
		closeSync(fd);
	}
};

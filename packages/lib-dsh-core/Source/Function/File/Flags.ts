import { constants } from "node:fs";

// O_NOFOLLOW refuses a final symbolic link; O_NONBLOCK makes opening a FIFO return at once instead of waiting for
// a writer (regular files ignore it); O_CLOEXEC keeps our descriptors out of children.
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_APPEND, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants;
const O_CLOEXEC = (constants as Record<string, number>).O_CLOEXEC ?? 0;

export const READ_OWN = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
export const READ_FOLLOW = O_RDONLY | O_NONBLOCK | O_CLOEXEC;
export const CREATE_NEW = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
export const APPEND_OWN = O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
export const OPEN_FOLDER = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;

/** The error code of a thrown fs error, or `error`. */
export const CodeOf = (error: unknown): string => {
	const code = (error as { code?: unknown })?.code;
	return typeof code === "string" ? code : "error";
};

/** An fs-style error for a path that holds something a store never writes through (a FIFO, a device, a folder). */
export const NotRegular = (path: string): NodeJS.ErrnoException =>
	Object.assign(new Error(`EFTYPE: not a regular file, ${path}`), { code: "EFTYPE", path });

export const EffectiveUid = (): number | undefined => process.geteuid?.();

import { closeSync, fstatSync, lstatSync, openSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";
import type { LockOptions } from "../../Interface/File";
import { FILE_MODE, LOCK_READ_CAP } from "../../Variable/File";
import { Alive } from "./Alive";
import { CodeOf, CREATE_NEW } from "./Flags";
import type { FolderOptions } from "./MakeFolders";
import { MakeFolders } from "./MakeFolders";
import { ReadBounded } from "./ReadBounded";
import { WriteAll } from "./WriteAtomic";

/** The lock could not be taken: held past the deadline, or in a state no waiting can fix. Callers fail open. */
export class LockUnavailable extends Error {
	override readonly name = "LockUnavailable";
	readonly code = "ELOCKED";
	/** `held`: a live holder kept it past the deadline (a later try may succeed); `broken`: no wait can fix it. */
	constructor(
		message: string,
		readonly reason: "held" | "broken" = "broken",
	) {
		super(message);
	}
}

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_STALE_MS = 15_000;

const Host = (): string => {
	try {
		return hostname();
	} catch {
		return "";
	}
};

/** The holder recorded in a lock (`<pid>@<host>`) is a process of this machine that is gone. */
const HolderGone = (lock: string): boolean => {
	const read = ReadBounded(lock, { cap: LOCK_READ_CAP });
	if (read.kind !== "text") return false;
	const match = /^(\d+)@(.*)\n?$/.exec(read.text);
	if (!match || match[2] !== Host()) return false;
	const pid = Number(match[1]);
	return pid > 0 && pid !== process.pid && !Alive(pid);
};

/**
 * One attempt at `<path>.lock`: its descriptor when taken, `busy` when a live holder has it. A lock whose holder
 * is gone (its pid is dead) or that is older than `staleMs` is removed and the next attempt may take it. A lock
 * that is not a regular file, or a stale one that cannot be removed, throws `LockUnavailable`: no wait can fix it.
 */
const TryLock = (lock: string, staleMs: number): number | "busy" => {
	try {
		const fd = openSync(lock, CREATE_NEW, FILE_MODE);
		try {
			WriteAll(fd, `${process.pid}@${Host()}\n`);
		} catch {
			// an empty lock still excludes; it only expires by age instead of by its holder's pid
		}
		return fd;
	} catch (error) {
		if (CodeOf(error) !== "EEXIST") throw error;
	}
	let stat;
	try {
		stat = lstatSync(lock);
	} catch {
		return "busy"; // released a moment ago
	}
	if (!stat.isFile()) throw new LockUnavailable(`${lock} is not a regular file`);
	if (Date.now() - stat.mtimeMs <= staleMs && !HolderGone(lock)) return "busy";
	try {
		// the same lock we judged, not one a faster waiter made meanwhile
		if (lstatSync(lock).ino !== stat.ino) return "busy";
		unlinkSync(lock);
	} catch (error) {
		if (CodeOf(error) === "ENOENT") return "busy";
		throw new LockUnavailable(`stale ${lock} cannot be removed (${CodeOf(error)})`);
	}
	return "busy";
};

/** Releases a lock we hold: removed only while it is still the one we made (a waiter may have judged it stale). */
const Release = (lock: string, fd: number): void => {
	try {
		const mine = fstatSync(fd).ino;
		if (lstatSync(lock).ino === mine) unlinkSync(lock);
	} catch {
		// already gone: nothing left to release
	} finally {
		closeSync(fd);
	}
};

interface Settings {
	lock: string;
	deadline: number;
	staleMs: number;
	timeoutMs: number;
}

const Prepare = (path: string, options: LockOptions & FolderOptions): Settings => {
	const lock = `${path}.lock`;
	MakeFolders(dirname(lock), options);
	const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	return { lock, timeoutMs, staleMs: options.staleMs ?? DEFAULT_STALE_MS, deadline: Date.now() + timeoutMs };
};

/** The pause before the next attempt: short at first, at most 25 ms, jittered so waiters do not move in step. */
const Pause = (attempt: number): number => Math.min(25, 2 + attempt) + Math.random() * 3;

const Attempt = (settings: Settings): number | undefined => {
	const taken = TryLock(settings.lock, settings.staleMs);
	if (taken !== "busy") return taken;
	// checked on every pass, whatever the attempt found, so no state of the lock can make the wait endless
	if (Date.now() > settings.deadline)
		throw new LockUnavailable(`${settings.lock} held for more than ${settings.timeoutMs} ms`, "held");
	return undefined;
};

/**
 * Runs `work` holding `<path>.lock` (O_EXCL, never through a link; it holds `<pid>@<host>`), so processes sharing a
 * store take turns. Waits at most `timeoutMs` (5 s), then throws `LockUnavailable`; so does a lock that is not a
 * regular file or a stale one that cannot be removed. A lock older than `staleMs` (15 s), or whose holder on this
 * machine is dead, is removed.
 */
export const WithLock = async <T>(
	path: string,
	work: () => Promise<T> | T,
	options: LockOptions & FolderOptions = {},
): Promise<T> => {
	const settings = Prepare(path, options);
	let fd: number | undefined;
	for (let attempt = 0; fd === undefined; attempt++) {
		fd = Attempt(settings);
		if (fd === undefined) await new Promise((resolve) => setTimeout(resolve, Pause(attempt)));
	}
	try {
		return await work();
	} finally {
		Release(settings.lock, fd);
	}
};

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** `WithLock` for synchronous work, waiting with `Atomics.wait` (for code that cannot yield, such as a sync save). */
export const WithLockSync = <T>(path: string, work: () => T, options: LockOptions & FolderOptions = {}): T => {
	const settings = Prepare(path, options);
	let fd: number | undefined;
	for (let attempt = 0; fd === undefined; attempt++) {
		fd = Attempt(settings);
		if (fd === undefined) Atomics.wait(sleeper, 0, 0, Pause(attempt));
	}
	try {
		return work();
	} finally {
		Release(settings.lock, fd);
	}
};

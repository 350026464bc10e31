import { readdirSync, statSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** A temp file older than this is stale whatever its writer's pid says (pids get reused). */
const STALE_AFTER_MS = 10 * 60 * 1000;

const alive = (pid: number): boolean => {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
};

/**
 * Removes the temp files an atomic writer of `target` left behind when it was killed mid-write
 * (`[.]<name>.<pid>.<random>.tmp` beside it): those whose writer is gone, or that are stale. Never throws;
 * returns how many it removed.
 */
export const SweepTemps = (target: string, now = Date.now()): number => {
	const name = basename(target);
	const folder = dirname(target);
	let removed = 0;
	let entries: string[];
	try {
		entries = readdirSync(folder);
	} catch {
		return 0;
	}
	for (const entry of entries) {
		const rest = entry.startsWith(`.${name}.`) ? entry.slice(name.length + 2) : entry.startsWith(`${name}.`) ? entry.slice(name.length + 1) : undefined;
		if (rest === undefined || !rest.endsWith(".tmp")) continue;
		const pid = Number(rest.slice(0, rest.indexOf(".")));
		if (!Number.isInteger(pid) || pid <= 0) continue;
		const path = join(folder, entry);
		try {
			if (pid !== process.pid && (!alive(pid) || now - statSync(path).mtimeMs > STALE_AFTER_MS)) {
				unlinkSync(path);
				removed++;
			}
		} catch {
			// raced with its writer's rename or another sweeper: nothing to do
		}
	}
	return removed;
};

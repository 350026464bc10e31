import { lstatSync, readdirSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { TEMP_STALE_MS } from "../../Variable/File";
import { Alive } from "./Alive";

/**
 * Removes the temp files an atomic writer of `target` left behind when it was killed mid-write (`TempName`:
 * `.<name>.<pid>.<random>.tmp` beside it): regular files whose writer is gone, or that are older than 10 minutes.
 * Never throws; returns how many it removed.
 */
export const SweepTemps = (target: string, now = Date.now()): number => {
	const prefix = `.${basename(target)}.`;
	const folder = dirname(target);
	let removed = 0;
	let entries: string[];
	try {
		entries = readdirSync(folder);
	} catch {
		return 0;
	}
	for (const entry of entries) {
		if (!entry.startsWith(prefix) || !entry.endsWith(".tmp")) continue;
		const rest = entry.slice(prefix.length);
		const pid = Number(rest.slice(0, rest.indexOf(".")));
		if (!Number.isInteger(pid) || pid <= 0) continue;
		const path = join(folder, entry);
		try {
			const stat = lstatSync(path);
			if (stat.isFile() && pid !== process.pid && (!Alive(pid) || now - stat.mtimeMs > TEMP_STALE_MS)) {
				unlinkSync(path);
				removed++;
			}
		} catch {
			// raced with its writer's rename or another sweeper: nothing to do
		}
	}
	return removed;
};

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { parse } from "yaml";

/** One entry of a patch row's `insert`: what a dsh profile mounts (`name` is the package the Loader imports). */
export interface PatchEntry {
	readonly id: string;
	readonly name: string;
	readonly config: Record<string, unknown>;
	/** The patch file and the operation's position in it (1-based), for error messages. */
	readonly file: string;
}

/**
 * The patch file a package ships for dsh profiles: `dsh.bundle.patch` in its package.json, else a
 * `cordis.patch.yml` beside it, else undefined (not a plugin package).
 */
export function PatchFileOf(packageJsonPath: string): string | undefined {
	const manifest = JSON.parse(readFileSync(packageJsonPath, "utf8")) as { dsh?: { bundle?: { patch?: unknown } } };
	const declared = manifest.dsh?.bundle?.patch;
	if (typeof declared === "string") return join(dirname(packageJsonPath), declared);
	const beside = join(dirname(packageJsonPath), "cordis.patch.yml");
	return existsSync(beside) ? beside : undefined;
}

/** Every `insert` entry of a patch file, in order; a malformed file throws naming the file and the entry. */
export function ReadPatchRows(file: string): PatchEntry[] {
	const document = parse(readFileSync(file, "utf8")) as unknown;
	if (!Array.isArray(document))
		throw new Error(`${file}: a patch file is a YAML list of operations (- insert: [...])`);
	const entries: PatchEntry[] = [];
	for (const [position, operation] of document.entries()) {
		const insert = (operation as { insert?: unknown } | null)?.insert;
		if (!Array.isArray(insert))
			throw new Error(`${file}: operation ${position + 1} is not an insert (- insert: [{id, name, config}])`);
		for (const entry of insert) {
			const { id, name, config } = (entry ?? {}) as { id?: unknown; name?: unknown; config?: unknown };
			if (typeof id !== "string" || typeof name !== "string")
				throw new Error(`${file}: operation ${position + 1} has an entry without a string id and name`);
			if (config !== undefined && (config === null || typeof config !== "object" || Array.isArray(config))) {
				throw new Error(`${file}: entry "${id}" has a config that is not a mapping`);
			}
			entries.push({ id, name, config: { ...((config as Record<string, unknown>) ?? {}) }, file });
		}
	}
	return entries;
}

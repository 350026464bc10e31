import { createRequire } from "node:module";

import { PatchFileOf, ReadPatchRows } from "../Function/PatchRows";
import type { PatchEntry } from "../Function/PatchRows";

/** The patch row entry a plugin package ships for dsh profiles (the one whose `name` is the package). */
export function ShippedEntry(name: string): PatchEntry {
	const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
	const file = PatchFileOf(manifest);
	if (file === undefined)
		throw new Error(`${name} ships no dsh patch row (no dsh.bundle.patch, no cordis.patch.yml)`);
	const entry = ReadPatchRows(file).find((row) => row.name === name);
	if (entry === undefined) throw new Error(`${file}: no insert entry names ${name}`);
	return entry;
}

/** The shipped entry, or one with the schema's defaults (`config: {}`) while a package ships no patch row yet. */
export function ShippedOrDefault(name: string): PatchEntry & { readonly shipped: boolean } {
	try {
		return { ...ShippedEntry(name), shipped: true };
	} catch (error) {
		if (
			(error as NodeJS.ErrnoException).code === "ENOENT" ||
			/ships no dsh patch row/.test(String((error as Error).message))
		) {
			return { id: name.replace(/^@playform\//, ""), name, config: {}, file: "", shipped: false };
		}
		throw error;
	}
}

/** The shipped config of each package (schema defaults, `{}`, for a package that ships no row yet). */
export function ShippedConfigs(names: readonly string[]): Record<string, Record<string, unknown>> {
	return Object.fromEntries(names.map((name) => [name, ShippedOrDefault(name).config]));
}

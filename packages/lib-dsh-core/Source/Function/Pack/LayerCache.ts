import { lstatSync, readdirSync, unlinkSync } from "node:fs";
import { Sha256Hex } from "../Sha256";
import { join } from "node:path";
import type { PackLayer } from "../../Interface/Pack";
import {
	PACK_CACHE_DIR,
	PACK_CACHE_FILES,
	PACK_CACHE_KEY,
	PACK_NESTING_CAP,
	PACK_SIGNAL_CAP,
	PACK_TEXT_CAP,
	PATTERN_DEGREE_CAP,
	PATTERN_STEP_BUDGET,
	PATTERN_WAYS_CAP,
	QUADRATIC_SIGNAL_CAP,
	QUADRATIC_TEXT_CAP,
} from "../../Variable/Pack/Defaults";
import { ReadBounded } from "../File/ReadBounded";
import { StoreHome } from "../File/StoreHome";
import { WriteAtomic } from "../File/WriteAtomic";
import { PackError } from "./PackError";
import { ParsePack } from "./ParsePack";

/** What a layer's text came to: the validated layer, or why it was refused (the file is named by the caller). */
type Outcome = { layer: PackLayer } | { field: string; detail: string };

// the caps are part of the key: a change to any of them judges every pack again
const KEY = [
	PACK_CACHE_KEY,
	PACK_TEXT_CAP,
	PACK_NESTING_CAP,
	PACK_SIGNAL_CAP,
	QUADRATIC_SIGNAL_CAP,
	QUADRATIC_TEXT_CAP,
	PATTERN_DEGREE_CAP,
	PATTERN_STEP_BUDGET,
	PATTERN_WAYS_CAP,
].join("/");

const Folder = (): string => join(StoreHome(), PACK_CACHE_DIR);

const Read = (path: string): Outcome | undefined => {
	const read = ReadBounded(path, { cap: 4 * PACK_TEXT_CAP });
	if (read.kind !== "text") return undefined;
	try {
		const value = JSON.parse(read.text) as Partial<{ layer: PackLayer; field: string; detail: string }>;
		if (value.layer && typeof value.layer === "object") return { layer: value.layer };
		if (typeof value.field === "string" && typeof value.detail === "string")
			return { field: value.field, detail: value.detail };
	} catch {
		// a damaged entry is judged again
	}
	return undefined;
};

/** Keeps the newest entries only; never throws. */
const Prune = (folder: string): void => {
	try {
		const entries = readdirSync(folder)
			.filter((name) => name.endsWith(".json"))
			.map((name) => ({ path: join(folder, name), at: lstatSync(join(folder, name)).mtimeMs }));
		if (entries.length <= PACK_CACHE_FILES) return;
		entries.sort((a, b) => a.at - b.at);
		for (const entry of entries.slice(0, entries.length - PACK_CACHE_FILES)) unlinkSync(entry.path);
	} catch {
		// a cache that cannot be pruned only grows by what one more pack weighs
	}
};

/**
 * `ParsePack` once per distinct text: the outcome is kept on disk by content hash (`PACK_CACHE_DIR`), so later
 * processes skip the YAML parse and the pattern checks. A refusal is kept too, except one whose pattern check could
 * not finish (`unchecked`: the machine's load, judged again next time). Throws the PackError naming `file`.
 */
export const ParseCachedPack = (text: string, file: string): PackLayer => {
	const path = join(Folder(), `${Sha256Hex(KEY, text).slice(0, 40)}.json`);
	let outcome = Read(path);
	if (!outcome) {
		try {
			outcome = { layer: ParsePack(text, file) };
		} catch (error) {
			if (!(error instanceof PackError)) throw error;
			outcome = { field: error.field, detail: error.detail };
		}
		if (!("detail" in outcome && outcome.detail.includes("unchecked"))) {
			try {
				WriteAtomic(path, `${JSON.stringify(outcome)}\n`);
				Prune(Folder());
			} catch {
				// a read-only home only costs the next process the same parse
			}
		}
	}
	if ("detail" in outcome) throw new PackError(file, outcome.field, outcome.detail);
	return outcome.layer;
};

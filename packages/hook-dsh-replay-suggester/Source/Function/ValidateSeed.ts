import type { SeedRecord } from "../Interface/History";
import { IsRepoRelative } from "./ValidateEntry";

/** The seeded store's text read: its records, or where it is corrupt (`json` when it does not parse). */
export type SeedRead = { records: SeedRecord[] } | { corrupt: string };

/** Parses the seeded store (schema 1); the first field that is wrong names the corruption. */
export const ValidateSeed = (text: string): SeedRead => {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return { corrupt: "json" };
	}
	if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { corrupt: "$" };
	const store = raw as Record<string, unknown>;
	if (store.schema !== 1) return { corrupt: "$.schema" };
	if (!Array.isArray(store.records)) return { corrupt: "$.records" };
	const records: SeedRecord[] = [];
	for (const [index, item] of store.records.entries()) {
		const where = `$.records[${index}]`;
		if (item === null || typeof item !== "object" || Array.isArray(item)) return { corrupt: where };
		const record = item as Record<string, unknown>;
		if (typeof record.intent !== "string") return { corrupt: `${where}.intent` };
		if (typeof record.probe !== "string") return { corrupt: `${where}.probe` };
		if (!Array.isArray(record.files)) return { corrupt: `${where}.files` };
		const bad = record.files.findIndex((file) => !IsRepoRelative(file));
		if (bad >= 0) return { corrupt: `${where}.files[${bad}]` };
		if (record.verify !== undefined && typeof record.verify !== "string") return { corrupt: `${where}.verify` };
		if (record.at !== undefined && (typeof record.at !== "number" || !Number.isFinite(record.at)))
			return { corrupt: `${where}.at` };
		records.push({
			intent: record.intent,
			probe: record.probe,
			files: record.files as string[],
			...(record.verify === undefined ? {} : { verify: record.verify }),
			...(record.at === undefined ? {} : { at: record.at }),
		});
	}
	return { records };
};

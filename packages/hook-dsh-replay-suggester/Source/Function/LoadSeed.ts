import { readFileSync } from "node:fs";
import type { SeedRecord } from "../Interface/History";
import { ValidateSeed } from "./ValidateSeed";

/** Reads the seeded store once; a missing or corrupt store degrades to no records and says which in its line. */
export const LoadSeed = (path: string): { records: SeedRecord[]; line: string } => {
	let text: string;
	try {
		text = readFileSync(path, "utf8");
	} catch (error) {
		if ((error as NodeJS.ErrnoException)?.code === "ENOENT") return { records: [], line: "history missing (starting empty)" };
		return { records: [], line: "history corrupt (starting empty)" };
	}
	const read = ValidateSeed(text);
	if ("corrupt" in read) {
		return { records: [], line: read.corrupt === "json" ? "history corrupt (starting empty)" : `history corrupt ${read.corrupt} (starting empty)` };
	}
	return { records: read.records, line: `history loaded ${read.records.length} records` };
};

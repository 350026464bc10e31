import { ReadBounded } from "@playform/lib-dsh-core";
import type { SeedRecord } from "../Interface/History";
import { SEED_READ_CAP } from "../Variable/Limits";
import { ValidateSeed } from "./ValidateSeed";

/** Reads the seeded store once; a missing or corrupt store degrades to no records and says which in its line. */
export const LoadSeed = (path: string): { records: SeedRecord[]; line: string } => {
	// a user's file, read only: a link is followed, but never into a FIFO, a device or past the cap
	const file = ReadBounded(path, { cap: SEED_READ_CAP, follow: true });
	if (file.kind === "absent") return { records: [], line: "history missing (starting empty)" };
	if (file.kind !== "text") return { records: [], line: "history corrupt (starting empty)" };
	const read = ValidateSeed(file.text);
	if ("corrupt" in read) {
		return {
			records: [],
			line:
				read.corrupt === "json"
					? "history corrupt (starting empty)"
					: `history corrupt ${read.corrupt} (starting empty)`,
		};
	}
	return { records: read.records, line: `history loaded ${read.records.length} records` };
};

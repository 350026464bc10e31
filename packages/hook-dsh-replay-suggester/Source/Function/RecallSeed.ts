import type { SeedRecord } from "../Interface/History";
import type { Recall } from "../Interface/Recall";

/** The seeded store's answer: the most recent record whose probe literal the call's probe contains (file order breaks ties). */
export const RecallSeed = (records: readonly SeedRecord[], probe: string): Recall | undefined => {
	const text = probe.toLowerCase();
	let best: SeedRecord | undefined;
	for (const record of records) {
		if (record.probe === "" || !text.includes(record.probe.toLowerCase())) continue;
		if (best === undefined || (record.at ?? 0) > (best.at ?? 0)) best = record;
	}
	if (best === undefined) return undefined;
	return { source: "seed", files: [...new Set(best.files)], verify: best.verify, episodes: 1 };
};

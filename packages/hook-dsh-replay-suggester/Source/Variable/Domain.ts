import type { DomainSpec } from "@deepseek-ai/dsh-storage-domain";

/** The KV domain's name: also the unit file `<root>/replay_history.json` and the recovery line's tier. */
export const DOMAIN_NAME = "replay_history";

/** The meta table's key holding the last write's epoch milliseconds. */
export const SAVED_AT = "__savedAt";

/**
 * The `replay_history` domain (version 1, one record per entry keyed by `String(seq)`). Records are
 * accepted as stored and validated one by one at recovery, so a corrupt record is backed up and
 * skipped instead of failing the whole open (the facility rejects the domain on any record its
 * schema refuses). `domainTable(schema)` is `{ valueSchema: schema }`, built here without importing
 * the optional domain package at run time.
 */
export const ReplayDomain = async () => {
	// zod loads only when a storage domain is there to open (the hook's in-memory one included), and only its one schema
	const { RecordSchema } = await import("./RecordSchema");
	return {
		name: DOMAIN_NAME,
		version: 1,
		tables: {
			history: { valueSchema: RecordSchema() },
			meta: { valueSchema: RecordSchema() },
			backup: { valueSchema: RecordSchema() },
		},
	} satisfies DomainSpec;
};

/** The JSON fallback's document version (`{version: 1, savedAt, entries}`). */
export const FILE_VERSION = 1;

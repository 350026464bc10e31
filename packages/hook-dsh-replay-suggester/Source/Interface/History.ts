/** One record of the SEEDED history store (read-only fixtures, schema 1). */
export interface SeedRecord {
	intent: string;
	/** A literal the call's probe must contain. */
	probe: string;
	/** Repo-relative paths. */
	files: string[];
	/** The command that checks the change; the note's caveat line. */
	verify?: string;
	/** Epoch seconds; the most recent matching record wins. */
	at?: number;
}

export interface SeedStore {
	schema: 1;
	records: SeedRecord[];
}

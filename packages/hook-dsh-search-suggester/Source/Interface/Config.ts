/** The config as the plugin reads it (every field plain; the live view reads the volatile cells). */
export interface SearchSuggesterConfig {
	log: boolean;
	logFile: string;
	enabled: boolean;
	threshold: number;
	maxCandidates: number;
	maxNoteChars: number;
	cooldownCalls: number;
	maxNotesPerTurn: number;
	intents: string[];
	emitOn: string[];
	scopeRoots: string[];
	exclude: string[];
	learn: boolean;
	learnWindow: number;
	persistPath: string;
	/** Retired by the graph projection: validated, never read. */
	indexPath: string;
	refreshOnBoot: boolean;
	dismissTtl: number;
	seed: boolean;
	sectionMode: "off" | "sticky";
	sectionTtl: number;
}

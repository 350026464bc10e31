/** The settings both suggesters share: the ledger, the gate, the note's bounds, and what they judge. */
export interface SuggesterSettings {
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
	exclude: string[];
}

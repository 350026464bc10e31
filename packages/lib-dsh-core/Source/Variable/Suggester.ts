import type { SuggesterSettings } from "../Interface/Suggester";

/** The shared settings' field names, the start of each suggester's live field list. */
export const SUGGESTER_FIELDS = [
	"log",
	"logFile",
	"enabled",
	"threshold",
	"maxCandidates",
	"maxNoteChars",
	"cooldownCalls",
	"maxNotesPerTurn",
	"intents",
	"emitOn",
	"exclude",
] as const satisfies readonly (keyof SuggesterSettings)[];

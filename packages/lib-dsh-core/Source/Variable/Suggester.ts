import Schema from "@deepseek-ai/schemastery";
import type { SuggesterSettings } from "../Interface/Suggester";
import { LogConfig } from "./Log";

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

/** The bounds of the shared fields (SCHEME.md "Suggester settings" gives the reason for each). */
export const SUGGESTER_LIMITS = {
	maxCandidates: [1, 24],
	maxNoteChars: [200, 20_000],
} as const;

/** What differs between the suggesters: the ledger file, and the defaults of the three lists. */
export interface SuggesterDefaults {
	/** The package name without scope: the ledger file's name. */
	package: string;
	intents: readonly string[];
	emitOn: readonly string[];
	exclude: readonly string[];
}

/**
 * The shared settings as Schemastery fields, every one a volatile cell: the single source of their rules.
 * Each suggester spreads them into its own `Schema.object`, and `ValidateSettings` runs that same schema at apply.
 */
export const SuggesterConfig = (defaults: SuggesterDefaults) => ({
	...LogConfig(defaults.package),
	enabled: Schema.boolean()
		.default(true)
		.description("The master switch; `false` passes every listener through (the shipped patch row turns it off).")
		.volatile(),
	threshold: Schema.number()
		.min(0)
		.max(1)
		.default(0.75)
		.description("The default confidence gate in [0, 1]; an intent's own threshold may raise it, never lower it.")
		.volatile(),
	maxCandidates: Schema.natural()
		.min(SUGGESTER_LIMITS.maxCandidates[0])
		.max(SUGGESTER_LIMITS.maxCandidates[1])
		.default(7)
		.description("Maximum candidates in one note.")
		.volatile(),
	maxNoteChars: Schema.natural()
		.min(SUGGESTER_LIMITS.maxNoteChars[0])
		.max(SUGGESTER_LIMITS.maxNoteChars[1])
		.default(1200)
		.description("Hard character cap on the note text (room for the heading and one candidate at the least).")
		.volatile(),
	cooldownCalls: Schema.natural()
		.default(6)
		.description("No second note for the same intent within this many judged calls, per agent.")
		.volatile(),
	maxNotesPerTurn: Schema.natural()
		.default(3)
		.description("Maximum notes per user turn, per agent; 0 keeps the ledger and sends no note (a dry run).")
		.volatile(),
	intents: Schema.array(Schema.string().min(1))
		.default([...defaults.intents])
		.description(
			"The enabled intents, by kind (`Version`) or id (`search/Version`); empty enables every pack intent; an unknown one refuses the config.",
		)
		.volatile(),
	emitOn: Schema.array(Schema.string().min(1))
		.default([...defaults.emitOn])
		.description("The judged tool names.")
		.volatile(),
	exclude: Schema.array(Schema.string().min(1))
		.default([...defaults.exclude])
		.description(
			"Never suggested: a bare name (`dist`) matches a whole path segment, an entry with a `/` (`packages/legacy/`) a part of the relative path.",
		)
		.volatile(),
});

import type { MaybeCell } from "@playform/lib-dsh-core";

export type RecallMode = "episode" | "cochange";

/** The config as the plugin reads it (every cell resolved). */
export interface Settings {
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
	historyPath: string;
	learnWindow: number;
	recordPath: string;
	historyDepth: number;
	recall: RecallMode;
}

/** The config as `apply` receives it: volatile fields arrive as cells, tests may pass plain values. */
export type RawConfig = { [K in keyof Settings]: MaybeCell<Settings[K]> };

import type { MaybeCell, SuggesterSettings } from "@playform/lib-dsh-core";

export type RecallMode = "episode" | "cochange" | "blend";

/** The less-sure tier: unsure recalls and the folder's recall, unsure recalls only, or none. */
export type FallbackMode = "folder" | "file" | "off";

/** The config as the plugin reads it (every cell resolved): the shared suggester settings, then its own. */
export interface Settings extends SuggesterSettings {
	historyPath: string;
	learnWindow: number;
	recordPath: string;
	historyDepth: number;
	recall: RecallMode;
	fallback: FallbackMode;
}

/** The config as `apply` receives it: volatile fields arrive as cells, tests may pass plain values. */
export type RawConfig = { [K in keyof Settings]: MaybeCell<Settings[K]> };

import type { SuggesterSettings } from "@playform/lib-dsh-core";

/** The config as the plugin reads it (every field plain; the live view reads the volatile cells). */
export interface SearchSuggesterConfig extends SuggesterSettings {
	scopeRoots: string[];
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

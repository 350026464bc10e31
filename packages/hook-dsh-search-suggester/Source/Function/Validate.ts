import { KnownIntents, SettingsError, ValidateSettings } from "@playform/lib-dsh-core";
import type { SearchSuggesterConfig } from "../Interface/Config";
import { Config, MODULE } from "../Variable/Config";

/** A config that cannot run (the core's error: module, field path, rule, value). */
export const SearchSuggesterConfigError = SettingsError;

/** Fail-loud at apply: the schema's rules (the core's shared settings and this plugin's own), and known intents only. */
export const Validate = (raw: Record<string, unknown>, cwd?: string): SearchSuggesterConfig =>
	ValidateSettings<SearchSuggesterConfig>(MODULE, Config, raw, { intents: KnownIntents("search", cwd) });

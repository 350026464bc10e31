import { KnownIntents, ValidateSettings } from "@playform/lib-dsh-core";
import type { Settings } from "../Interface/Config";
import { Config } from "../Variable/Config";
import { FAMILY, MODULE } from "../Variable/Identity";

/** Checks the resolved config at apply against the schema (the core's shared rules and this plugin's), throwing naming the first bad field. */
export const ValidateConfig = (config: Record<string, unknown>, cwd?: string): Settings =>
	ValidateSettings<Settings>(MODULE, Config, config, { intents: KnownIntents(FAMILY, cwd) });

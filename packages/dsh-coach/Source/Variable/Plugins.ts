/** The core service every hook injects (`pluginFactory`); mounted first. */
export const CORE_PACKAGE = "@playform/lib-dsh-core";

/** The three plugins, by package name, in the order a profile mounts them. */
export const TOOL_COACH = "@playform/hook-dsh-tool-coach";
export const SEARCH_SUGGESTER = "@playform/hook-dsh-search-suggester";
export const REPLAY_SUGGESTER = "@playform/hook-dsh-replay-suggester";
export const PLUGIN_PACKAGES = [TOOL_COACH, SEARCH_SUGGESTER, REPLAY_SUGGESTER] as const;
export type PluginPackage = (typeof PLUGIN_PACKAGES)[number];

/** Short names for tables and reports. */
export const SHORT_NAME: Readonly<Record<PluginPackage, string>> = {
	[TOOL_COACH]: "tool-coach",
	[SEARCH_SUGGESTER]: "search-suggester",
	[REPLAY_SUGGESTER]: "replay-suggester",
};

/** The suggesters ship switched off (`enabled: false` in their patch rows); the demo and replay switch them on. */
export const SUGGESTERS: readonly PluginPackage[] = [SEARCH_SUGGESTER, REPLAY_SUGGESTER];

/** The config fields that name files the plugins write; hosts that must not touch `~/.dsh` redirect them. */
export const PATH_FIELDS = ["logFile", "persistPath", "indexPath", "historyPath", "recordPath"] as const;

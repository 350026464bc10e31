import type { CoachConfig } from "../Interface/Config";
import type { ToolLine } from "../Interface/ToolLine";
import { STATIC_TOOL_LINES } from "../Variable/StaticTools";
import { ToolLines } from "./ToolLines";

/** The registry view as tool lines (`schemas` is `() => ctx.tools.schemas(agent)`); throws on an empty registry. */
const LiveLines = (schemas: () => unknown): readonly ToolLine[] => {
	const lines = ToolLines(schemas());
	if (lines.length === 0) throw new Error("empty registry");
	return lines;
};

/**
 * The tool lines a note names: the agent's view of the live registry, or the static table when `fetchLive` is off.
 * A throw, a non-array or an empty registry falls back to the static table, with one ledger line.
 */
export const FetchLines = (
	current: CoachConfig,
	schemas: () => unknown,
	append: (line: string) => void,
): readonly ToolLine[] => {
	if (!current.fetchLive) return STATIC_TOOL_LINES;
	try {
		return LiveLines(schemas);
	} catch {
		append("schema fetch failed -> static fallback");
		return STATIC_TOOL_LINES;
	}
};

/** The agent's own tools for the availability rule (`WithoutTool`); undefined (assume all) when not live or unreadable. */
export const AvailableLines = (current: CoachConfig, schemas: () => unknown): readonly ToolLine[] | undefined => {
	if (!current.fetchLive) return undefined;
	try {
		return LiveLines(schemas);
	} catch {
		return undefined;
	}
};

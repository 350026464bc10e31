import type { CoachConfig } from "../Interface/Config";
import type { AgentMemory } from "../Interface/Memory";
import type { ToolLine } from "../Interface/ToolLine";
import { PersistentText, SectionAction } from "./NoteTexts";

/**
 * Tier 2's text for this assembly: the cached one, or rebuilt into the memory's cache (first build, a config
 * version, `tools/change`, the ttl) with the ledger line that says why, if any. `lines` is fetched only on a rebuild.
 */
export const SectionFor = (
	memory: AgentMemory,
	current: CoachConfig,
	toolsGeneration: number,
	configVersion: number,
	lines: () => readonly ToolLine[],
): { text: string; line: string | undefined } => {
	const action = SectionAction(memory, current, toolsGeneration, configVersion);
	if (action === "keep") return { text: memory.sectionText as string, line: undefined };
	memory.sectionText = PersistentText(current, memory, lines());
	memory.sectionBuiltAt = memory.calls;
	memory.sectionTools = toolsGeneration;
	memory.sectionConfig = configVersion;
	const line =
		action === "ttl"
			? `section rebuilt (ttl ${current.sectionTtl})`
			: action === "tools"
				? "section rebuilt (tools/change)"
				: undefined;
	return { text: memory.sectionText, line };
};

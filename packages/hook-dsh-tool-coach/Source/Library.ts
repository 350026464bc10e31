import type { Context } from "@deepseek-ai/cordis";
import { Apply } from "./Function/Apply";
import { Config } from "./Variable/Config";
import { MODULE } from "./Variable/Identity";

export const name = MODULE;
export const inject = ["pluginFactory", "tools"];
export { Config };

/** Mounts the coach; returns nothing (the state is `ctx.__hookDshToolCoachState`). */
export function apply(ctx: Context, config: Record<string, unknown>): void {
	Apply(ctx, config);
}

// The pure core, shared with the Effect-TS twin.
export { Detect } from "./Function/Detect";
export { Judge, Enforce, NewTurn, Deniable } from "./Function/Ladder";
export type { JudgeResult, EnforceResult, NoteRequest, LadderConfig } from "./Function/Ladder";
export { NewMemory } from "./Function/NewMemory";
export { ExportMemory, ImportMemory } from "./Function/MemoryJson";
export { AgentMemories } from "./Function/AgentMemories";
export type { AgentMemories as AgentMemoryStore } from "./Function/AgentMemories";
export { Compose, Escape, HasUnfilled, UnknownPlaceholders, PLACEHOLDERS } from "./Function/Compose";
export { FirstSentence } from "./Function/FirstSentence";
export { ToolLines, LineFor } from "./Function/ToolLines";
export { WithoutTool } from "./Function/WithoutTool";
export { SectionTable } from "./Function/SectionTable";
export {
	FirstNoteText,
	DeniedText,
	PersistentText,
	NoteSummary,
	SectionAction,
	CommandOf,
	ShownCommand,
} from "./Function/NoteTexts";
export { Validate, CoachConfigError } from "./Function/Validate";
export { Activation } from "./Function/Activation";
// The framework-free wiring both twins call (the Effect twin runs these inside its services).
export { SelectCall, DetectionCache } from "./Function/Calls";
export { RowsInForce, ExemptsInForce } from "./Function/InForce";
export { AvailableLines, FetchLines } from "./Function/FetchLines";
export { StartWatch, Recheck, EnabledLine } from "./Function/Watch";
export { SectionFor } from "./Function/Section";
export type { JudgedCall, ConfigWatch } from "./Interface/Call";
export { FIELDS } from "./Variable/Config";
export { MODULE, BUNDLE, NOTICE_KIND, SECTION_NAME } from "./Variable/Identity";
export { NOTE_FIRST, NOTE_PERSISTENT, NOTE_DENIED } from "./Variable/Notes";
export { STATIC_TOOL_LINES, MAPPED_TOOL_ORDER } from "./Variable/StaticTools";
export { DEFAULT_PATTERNS } from "./Variable/Patterns";
export { RULES } from "./Variable/Rules";
export { DEFAULT_EXEMPTS } from "./Variable/Exempts";
export { CLASS_TOOL, CLASS_PRIORITY } from "./Variable/Classes";
export type { CoachConfig, Enforce as EnforceScope, Notes } from "./Interface/Config";
export type { AgentMemory } from "./Interface/Memory";
export type { ToolLine } from "./Interface/ToolLine";
export type { CoachHandle } from "./Function/Apply";
export type { CommandClass, Detection, PatternRow, Segment } from "./Interface/Detection";
export type { Rule, Gate } from "./Interface/Rule";

const plugin: { name: string; inject: string[]; Config: typeof Config; apply: typeof apply } = {
	name,
	inject,
	Config,
	apply,
};
export default plugin;

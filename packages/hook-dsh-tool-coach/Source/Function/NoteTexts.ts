import type { CoachConfig } from "../Interface/Config";
import type { AgentMemory } from "../Interface/Memory";
import type { ToolLine } from "../Interface/ToolLine";
import { COMMAND_SHOWN } from "../Variable/Identity";
import { STATIC_TOOL_LINES } from "../Variable/StaticTools";
import type { NoteRequest } from "./Ladder";
import { Compose } from "./Compose";
import { SectionTable } from "./SectionTable";
import { LineFor } from "./ToolLines";

/** The command as a note shows it: one line, cut to a readable length. */
export const ShownCommand = (command: string): string => {
	const flat = command.replace(/\s*\n\s*/g, " ⏎ ").trim();
	return flat.length <= COMMAND_SHOWN ? flat : `${flat.slice(0, COMMAND_SHOWN - 1)}…`;
};

const filled = (
	template: string,
	request: NoteRequest,
	terminal: string,
	command: string,
	lines: readonly ToolLine[],
): string => {
	const line = LineFor(lines, STATIC_TOOL_LINES, request.tool);
	return Compose(template, {
		command: ShownCommand(command),
		class: request.class,
		count: String(request.count),
		traceability: `tool-coach: ${terminal} ${request.class} × ${request.count}`,
		"tool.name": line.name,
		"tool.description": line.description,
		"tool.param": line.param,
	});
};

/** Tier 1's notice text. */
export const FirstNoteText = (
	config: CoachConfig,
	request: NoteRequest,
	terminal: string,
	command: string,
	lines: readonly ToolLine[],
): string => filled(config.notes.first, request, terminal, command, lines);

/** Tier 3's deny reason. */
export const DeniedText = (
	config: CoachConfig,
	request: NoteRequest,
	terminal: string,
	command: string,
	lines: readonly ToolLine[],
): string => filled(config.notes.denied, request, terminal, command, lines);

/** Tier 2's section text. */
export const PersistentText = (config: CoachConfig, memory: AgentMemory, lines: readonly ToolLine[]): string =>
	Compose(config.notes.persistent, {
		table: SectionTable(lines, config.maxSectionTools, config.judgeTools),
		traceability: `tool-coach: ${memory.offensesSinceNote} offenses since the last note`,
		count: String(memory.offensesSinceNote),
	});

/** The notice's one-line summary: `<tool> <class> × <n>`. */
export const NoteSummary = (terminal: string, request: NoteRequest): string =>
	`${terminal} ${request.class} × ${request.count}`;

/** What the assemble listener must do with the cached section: keep it, build it, or rebuild it and say why. */
export const SectionAction = (
	memory: AgentMemory,
	config: CoachConfig,
	toolsGeneration: number,
	configVersion: number,
): "keep" | "build" | "tools" | "ttl" => {
	if (memory.sectionText === undefined || memory.sectionConfig !== configVersion) return "build";
	if (memory.sectionTools !== toolsGeneration) return "tools";
	if (memory.calls - memory.sectionBuiltAt >= config.sectionTtl) return "ttl";
	return "keep";
};

/** The command a terminal call carries, or undefined for anything else. */
export const CommandOf = (exec: unknown): string | undefined => {
	const args = (exec as { arguments?: unknown })?.arguments;
	const command = args && typeof args === "object" ? (args as { command?: unknown }).command : undefined;
	return typeof command === "string" ? command : undefined;
};

import type { ToolLine } from "../Interface/ToolLine";
import { MAPPED_TOOL_ORDER, TOOL_CLASS } from "../Variable/StaticTools";

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/**
 * The tier-2 table: the tools the classes map to first (mapped-class priority), then the other live tools
 * alphabetically, never the judged terminals, at most `max` rows.
 */
export const SectionTable = (lines: readonly ToolLine[], max: number, judged: readonly string[]): string => {
	const byName = new Map(lines.map((line) => [line.name, line] as const));
	const mapped = MAPPED_TOOL_ORDER.filter((name) => byName.has(name)).map((name) => byName.get(name) as ToolLine);
	const rest = lines
		.filter((line) => !MAPPED_TOOL_ORDER.includes(line.name) && !judged.includes(line.name))
		.sort((a, b) => a.name.localeCompare(b.name));
	const rows = [...mapped, ...rest].slice(0, Math.max(0, max));
	const body = rows.map(
		(line) =>
			`| ${TOOL_CLASS[line.name] ?? "—"} | \`${line.name}\` | \`${cell(line.param) || "—"}\` | ${cell(line.description) || "—"} |`,
	);
	return [
		"| instead of a terminal… | use | key parameter | what it does |",
		"| --- | --- | --- | --- |",
		...body,
	].join("\n");
};

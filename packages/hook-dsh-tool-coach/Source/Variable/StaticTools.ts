import type { ToolLine } from "../Interface/ToolLine";

/** The fallback when `ctx.tools.schemas()` fails or `fetchLive` is off: the dsh tools as they ship. */
export const STATIC_TOOL_LINES: readonly ToolLine[] = Object.freeze([
	{ name: "edit", description: "Replace an exact string in a file you have read.", param: "file_path" },
	{ name: "write", description: "Create a file or overwrite one you have read.", param: "file_path" },
	{ name: "read", description: "Read a file with line numbers, optionally a window of lines.", param: "file_path" },
	{ name: "grep", description: "Search file contents with a regular expression (ripgrep).", param: "pattern" },
	{ name: "glob", description: "Find files by name pattern.", param: "pattern" },
	{ name: "job_output", description: "Read the output of a background job.", param: "job_id" },
	{ name: "job_list", description: "List the background jobs.", param: "status" },
	{ name: "job_kill", description: "Stop a background job.", param: "job_id" },
]);

/** The section's mapped-class priority: the tools a class maps to come first, in this order. */
export const MAPPED_TOOL_ORDER: readonly string[] = [
	"edit",
	"write",
	"read",
	"grep",
	"glob",
	"job_output",
	"job_list",
	"job_kill",
];

/** The class each mapped tool answers, for the section's table. */
export const TOOL_CLASS: Readonly<Record<string, string>> = {
	edit: "write",
	write: "write",
	read: "read",
	grep: "search",
	glob: "discovery",
	job_output: "control",
	job_list: "control",
	job_kill: "control",
};

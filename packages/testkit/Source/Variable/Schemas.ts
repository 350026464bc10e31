import type { FakeSchema } from "../Interface/FakeContext";

/** Tool schemas shaped like the dsh registry's (name, description, JSON-schema parameters). */
export const SCHEMAS: readonly FakeSchema[] = [
	{
		name: "bash",
		description: "Run a shell command in the workspace. Output is captured.",
		parameters: { properties: { command: {}, description: {} } },
	},
	{ name: "pwsh", description: "Run a PowerShell command.", parameters: { properties: { command: {} } } },
	{
		name: "read",
		description:
			"Read a text file with line numbers (cat -n style, e.g. for src/a.ts). Use offset and limit for large files.",
		parameters: { properties: { file_path: {}, offset: {}, limit: {} } },
	},
	{
		name: "write",
		description: "Write a whole file. Overwrites.",
		parameters: { properties: { file_path: {}, content: {} } },
	},
	{
		name: "edit",
		description: "Replace an exact string in a file that was read first. Fails on ambiguity.",
		parameters: { properties: { file_path: {}, old_string: {}, new_string: {} } },
	},
	{
		name: "grep",
		description: "Search file contents with ripgrep regular expressions. Returns matches.",
		parameters: { properties: { pattern: {}, path: {} } },
	},
	{
		name: "glob",
		description: "Find files by glob pattern. Sorted by time.",
		parameters: { properties: { pattern: {}, path: {} } },
	},
	{ name: "job_output", description: "Read a background job's output.", parameters: { properties: { job_id: {} } } },
	{ name: "job_list", description: "List background jobs.", parameters: { properties: {} } },
	{ name: "job_kill", description: "Kill a background job.", parameters: { properties: { job_id: {} } } },
	{ name: "web_fetch", description: "Fetch a URL.", parameters: { properties: { url: {} } } },
	{ name: "ask_user", description: "Ask the user a question.", parameters: { properties: { question: {} } } },
];

import type { ToolSchema } from "../Interface/ToolSchema";

/**
 * The registry of a dsh runtime with the real tools mounted (`ctx.tools.schemas()` of the test bed, dsh
 * 0.1.0-rc.8), parameters reduced to their keys: what the coach's notes read when replaying outside dsh.
 * `smokes/Test/Profile.test.ts` checks it against the live registry.
 */
export const DSH_TOOLS: readonly ToolSchema[] = [
	{
		name: "bash",
		description:
			"Execute a bash command (`bash -c`) and return its stdout/stderr. Each call runs in a fresh shell: no state (cwd, variables, functions) persists between calls — pass `workdir` instead of using `cd`. Non-zero exits are reported as `[exit code: N]`. Current harness environment facts are exposed through managed `$DSH_*` variables; inspect them when needed. Commands may run under a file sandbox; a blocked file operation is reported as `[sandbox: file access denied under <mode> mode]` — a policy denial, not a bug in the command; do not retry another way. Long output is truncated to its tail; the full output is saved to a file whose path is reported when available. Background execution is not available; long-running commands must finish within the timeout.",
		parameters: {
			properties: {
				command: {},
				description: {},
				timeoutMs: {},
				workdir: {},
			},
		},
	},
	{
		name: "read",
		description: "Read a UTF-8 text file and return line-numbered content.",
		parameters: {
			properties: {
				file_path: {},
				offset: {},
				limit: {},
			},
		},
	},
	{
		name: "write",
		description: "Create or fully replace a UTF-8 text file.",
		parameters: {
			properties: {
				file_path: {},
				content: {},
			},
		},
	},
	{
		name: "edit",
		description: "Edit an existing UTF-8 text file by replacing literal text.",
		parameters: {
			properties: {
				file_path: {},
				old_string: {},
				new_string: {},
				replace_all: {},
			},
		},
	},
	{
		name: "glob",
		description:
			"Find files whose paths match a glob pattern. Returns matching file paths — never directories — including hidden and ignored files (VCS metadata directories are excluded). Up to 100 paths come back in modification-time order; a larger result returns the first 100 paths in modification-time order, says so, and reports where the complete sorted list was saved. This tool does not enumerate directory entries.",
		parameters: {
			properties: {
				pattern: {},
				path: {},
			},
		},
	},
	{
		name: "grep",
		description:
			"Search file contents with a ripgrep regular expression. Returns matching lines with line numbers, grouped by file. Returns the first 250 matches inline; a capped result reports where the complete match list was saved. Use read on a matched file for surrounding context.",
		parameters: {
			properties: {
				pattern: {},
				path: {},
				include: {},
			},
		},
	},
];

import { SessionFormatError } from "../Interface/Session";

/** A recorded or hooked tool call under dsh's tool names, so the plugins judge it as they would in dsh. */
export interface MappedCall {
	readonly tool: string;
	readonly arguments: Readonly<Record<string, unknown>>;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Claude Code's tools (`Bash`, `PowerShell` on Windows, `Read`, `Write`, `Edit`, `MultiEdit`, `Grep`, `Glob`) onto dsh's. */
export function ClaudeCall(name: string, input: Readonly<Record<string, unknown>>): MappedCall {
	switch (name) {
		case "Bash":
			return {
				tool: "bash",
				arguments: { command: text(input.command) ?? "", description: text(input.description) ?? "" },
			};
		case "PowerShell":
			return {
				tool: "pwsh",
				arguments: { command: text(input.command) ?? "", description: text(input.description) ?? "" },
			};
		case "Read":
			return {
				tool: "read",
				arguments: Defined({ file_path: input.file_path, offset: input.offset, limit: input.limit }),
			};
		case "Write":
			return { tool: "write", arguments: Defined({ file_path: input.file_path, content: input.content }) };
		case "Edit":
		case "MultiEdit":
			return {
				tool: "edit",
				arguments: Defined({
					file_path: input.file_path,
					old_string: input.old_string,
					new_string: input.new_string,
				}),
			};
		case "Grep":
			return {
				tool: "grep",
				arguments: Defined({ pattern: input.pattern, path: input.path, include: input.glob }),
			};
		case "Glob":
			return { tool: "glob", arguments: Defined({ pattern: input.pattern, path: input.path }) };
		default:
			return { tool: name, arguments: input };
	}
}

/**
 * Gemini CLI's tools: `run_shell_command`, `read_file` (`file_path`, or the older `absolute_path`; a window as
 * `start_line`/`end_line`, or the older `offset`/`limit`), `write_file`, `replace`, `grep_search` (the older name
 * `search_file_content` is still accepted; `dir_path`, `include_pattern`, older `path`, `include`) and `glob`.
 */
export function GeminiCall(name: string, input: Readonly<Record<string, unknown>>): MappedCall {
	switch (name) {
		case "run_shell_command":
			return {
				tool: "bash",
				arguments: { command: text(input.command) ?? "", description: text(input.description) ?? "" },
			};
		case "read_file": {
			const start = typeof input.start_line === "number" ? input.start_line : undefined;
			const end = typeof input.end_line === "number" ? input.end_line : undefined;
			const window =
				start === undefined
					? { offset: input.offset, limit: input.limit }
					: { offset: start, limit: end === undefined ? undefined : Math.max(1, end - start + 1) };
			return {
				tool: "read",
				arguments: Defined({ file_path: input.file_path ?? input.absolute_path ?? input.path, ...window }),
			};
		}
		case "read_many_files":
			return {
				tool: "read",
				arguments: Defined({ file_path: Array.isArray(input.paths) ? input.paths[0] : input.file_path }),
			};
		case "write_file":
			return {
				tool: "write",
				arguments: Defined({ file_path: input.file_path ?? input.absolute_path, content: input.content }),
			};
		case "replace":
			return {
				tool: "edit",
				arguments: Defined({
					file_path: input.file_path ?? input.absolute_path,
					old_string: input.old_string,
					new_string: input.new_string,
				}),
			};
		case "grep_search":
		case "search_file_content":
			return {
				tool: "grep",
				arguments: Defined({
					pattern: input.pattern,
					path: input.dir_path ?? input.path,
					include: input.include_pattern ?? input.include,
				}),
			};
		case "glob":
			return { tool: "glob", arguments: Defined({ pattern: input.pattern, path: input.dir_path ?? input.path }) };
		default:
			return { tool: name, arguments: input };
	}
}

/** The terminal-running function names Codex has written: argv `shell`, `container.exec`, string `shell_command`, `exec_command`. */
export const CODEX_SHELL_FUNCTIONS: readonly string[] = ["shell", "container.exec", "shell_command", "exec_command"];

/**
 * A Codex `response_item` payload: `function_call` (`shell`, `container.exec`, `shell_command`, `exec_command`,
 * `write_stdin`), `local_shell_call`, or `apply_patch` (the custom tool, the function, or argv/heredoc through the
 * shell, which Codex itself runs as apply_patch). Anything else is not a call (undefined).
 */
export function CodexCall(
	payload: Readonly<Record<string, unknown>>,
	file: string,
	line: number,
): MappedCall | undefined {
	if (payload.type === "local_shell_call") {
		const action = payload.action as { command?: unknown } | undefined;
		return ShellCall(action?.command);
	}
	if (payload.type === "custom_tool_call" && payload.name === "apply_patch")
		return PatchCall(text(payload.input) ?? "");
	if (payload.type !== "function_call" || typeof payload.name !== "string") return undefined;
	let args: Record<string, unknown> = {};
	if (typeof payload.arguments === "string") {
		try {
			args = JSON.parse(payload.arguments) as Record<string, unknown>;
		} catch {
			throw new SessionFormatError(file, line, `function_call "${payload.name}" has arguments that are not JSON`);
		}
	} else if (payload.arguments && typeof payload.arguments === "object") {
		args = payload.arguments as Record<string, unknown>;
	}
	if (CODEX_SHELL_FUNCTIONS.includes(payload.name)) return ShellCall(args.command ?? args.cmd);
	if (payload.name === "apply_patch") return PatchCall(text(args.input) ?? text(args.patch) ?? "");
	// Input to a process exec_command left running: the reader decides whether it is a command (an interactive shell).
	if (payload.name === "write_stdin")
		return { tool: "write_stdin", arguments: Defined({ session_id: args.session_id, chars: args.chars }) };
	return { tool: payload.name, arguments: args };
}

/** A shell call, unless it is apply_patch run through the shell (argv or a heredoc), which Codex applies as a patch. */
function ShellCall(command: unknown): MappedCall {
	if (
		Array.isArray(command) &&
		(command[0] === "apply_patch" || command[0] === "applypatch") &&
		typeof command[1] === "string"
	)
		return PatchCall(command[1]);
	const script = ShellText(command);
	const heredoc = /^\s*(?:cd\s+\S+\s*&&\s*)?apply_?patch\s*<<\s*['"]?(\w+)['"]?\s*\n([\s\S]*?)\n\1\s*$/.exec(script);
	if (heredoc !== null) return PatchCall(heredoc[2]);
	return { tool: "bash", arguments: { command: script } };
}

/** A Codex hook's tool: `Bash` (a command string) and `apply_patch` (the patch in `command`). */
export function CodexHookCall(name: string, input: Readonly<Record<string, unknown>>): MappedCall {
	if (name === "Bash" || CODEX_SHELL_FUNCTIONS.includes(name)) return ShellCall(input.command ?? input.cmd);
	if (name === "apply_patch") return PatchCall(text(input.command) ?? text(input.input) ?? "");
	return { tool: name, arguments: input };
}

/** A dsh `tool/call` event: the name is already dsh's; the arguments are the model's raw JSON string. */
export function DshCall(data: Readonly<Record<string, unknown>>, file: string, line: number): MappedCall {
	if (typeof data.name !== "string") throw new SessionFormatError(file, line, "tool/call event without a tool name");
	let args: Record<string, unknown> = {};
	if (typeof data.arguments === "string" && data.arguments !== "") {
		try {
			const parsed = JSON.parse(data.arguments) as unknown;
			if (parsed && typeof parsed === "object") args = parsed as Record<string, unknown>;
		} catch {
			// the model's arguments may be malformed; dsh records them verbatim, so judge the call without them
		}
	}
	return { tool: data.name, arguments: args };
}

/** A command given as argv (`["bash", "-lc", "…"]`) is the script it runs; other argv is joined, quoted where needed. */
export function ShellText(command: unknown): string {
	if (typeof command === "string") return command;
	if (!Array.isArray(command) || !command.every((word) => typeof word === "string")) return "";
	const words = command as string[];
	if (words.length >= 3 && /(^|\/)(ba|z)?sh$/.test(words[0]) && /^-l?c$|^-lc$|^-c$/.test(words[1]))
		return words.slice(2).join(" ");
	return words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(" ");
}

/** An apply_patch edit as dsh's `edit` on the first file the patch touches. */
function PatchCall(patch: string): MappedCall {
	const file = /^\*\*\* (?:Update|Add|Delete) File: (.+)$/m.exec(patch)?.[1]?.trim();
	return { tool: "edit", arguments: Defined({ file_path: file, patch }) };
}

function Defined(values: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) out[key] = value;
	return out;
}

import { ClaudeCall, CodexHookCall, GeminiCall } from "../Function/MapCalls";
import type { MappedCall } from "../Function/MapCalls";
import type { ToolSchema } from "../Interface/ToolSchema";

/** The three moments the plugins listen to, as another agent's hook events reach them. */
export type HookMoment = "pre" | "post" | "prompt";

/** One of the host's own tools: its name there, the dsh tool it stands for, and how the notes describe it. */
export interface HostTool {
	readonly host: string;
	readonly dsh: string;
	readonly description: string;
	readonly param: string;
}

/** One agent's hook protocol: which event is which, its tools, and its answer shapes. */
export interface AgentAdapter {
	readonly name: "claude-code" | "codex" | "gemini";
	/** The events it handles, by `hook_event_name`. */
	readonly events: Readonly<Record<string, HookMoment>>;
	call(input: HookInput): MappedCall | undefined;
	/** The tool's result text, for post-execute (`tool_response`, or a failure event's `error`). */
	output(input: HookInput): { text: string; isError: boolean };
	/** Stdout for a pre-execute deny; the notices of the denied call's post-execute ride along in the reason. */
	deny(reason: string): object;
	/** Stdout that adds context after a tool call or to a prompt, answering the event that asked. */
	context(event: string, text: string): object;
	/** The host's tools a note may name, under the dsh tool each stands for. */
	readonly tools: readonly HostTool[];
	/** The host tools a session has unless it shows or declares otherwise. */
	readonly defaults: readonly string[];
}

export type HookInput = Readonly<Record<string, unknown>>;

/** The moment a hook input stands for, or undefined for an event the hook does not handle. */
export function MomentOf(agent: AgentAdapter, input: HookInput): HookMoment | undefined {
	const event = input.hook_event_name;
	return typeof event === "string" && Object.hasOwn(agent.events, event) ? agent.events[event] : undefined;
}

/** The registry the coach reads for a session: the host tools it has, under the dsh names they stand for. */
export function HostSchemas(agent: AgentAdapter, available: ReadonlySet<string>): ToolSchema[] {
	const seen = new Set<string>();
	const schemas: ToolSchema[] = [];
	for (const tool of agent.tools) {
		if (!available.has(tool.host) || seen.has(tool.dsh)) continue;
		seen.add(tool.dsh);
		schemas.push({
			name: tool.dsh,
			description: tool.description,
			parameters: { properties: { [tool.param]: {} } },
		});
	}
	return schemas;
}

/** A note's dsh tool names (`read` in backticks) as the host calls them (`Read`), so the agent reads its own tools. */
export function HostNames(agent: AgentAdapter, available: ReadonlySet<string>, text: string): string {
	const names = new Map<string, string>();
	for (const tool of agent.tools)
		if (available.has(tool.host) && !names.has(tool.dsh)) names.set(tool.dsh, tool.host);
	return text.replace(/`([a-z_]+)`/g, (whole, name: string) => (names.has(name) ? `\`${names.get(name)}\`` : whole));
}

const ResponseText = (response: unknown): { text: string; isError: boolean } => {
	if (typeof response === "string") return { text: response, isError: false };
	if (response === null || typeof response !== "object") return { text: "", isError: false };
	const value = response as Record<string, unknown>;
	// Claude Code's Bash answers {stdout, stderr, interrupted}; Gemini's tools {llmContent, returnDisplay, error}.
	const parts = [value.stdout, value.stderr, value.llmContent, value.output, value.content].filter(
		(part): part is string => typeof part === "string" && part !== "",
	);
	const isError = value.error !== undefined && value.error !== null && value.error !== false;
	return { text: parts.length > 0 ? parts.join("\n") : JSON.stringify(value).slice(0, 65_536), isError };
};

const Tool = (host: string, dsh: string, description: string, param: string): HostTool => ({
	host,
	dsh,
	description,
	param,
});

/**
 * Claude Code (https://code.claude.com/docs/en/hooks): PreToolUse / PostToolUse / PostToolUseFailure (a failed
 * call, `error` instead of `tool_response`) / UserPromptSubmit; `hookSpecificOutput` answers naming their event.
 */
const ClaudeCode: AgentAdapter = {
	name: "claude-code",
	events: { PreToolUse: "pre", PostToolUse: "post", PostToolUseFailure: "post", UserPromptSubmit: "prompt" },
	call: (input) =>
		typeof input.tool_name === "string"
			? ClaudeCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>)
			: undefined,
	output: (input) =>
		input.hook_event_name === "PostToolUseFailure"
			? { text: typeof input.error === "string" ? input.error : "", isError: true }
			: ResponseText(input.tool_response),
	deny: (reason) => ({
		hookSpecificOutput: {
			hookEventName: "PreToolUse",
			permissionDecision: "deny",
			permissionDecisionReason: reason,
		},
	}),
	context: (event, text) => ({ hookSpecificOutput: { hookEventName: event, additionalContext: text } }),
	tools: [
		Tool(
			"Bash",
			"bash",
			"Claude Code's Bash tool: runs a shell command for builds, tests, git and package managers.",
			"command",
		),
		Tool("PowerShell", "pwsh", "Claude Code's PowerShell tool: runs a PowerShell command.", "command"),
		Tool(
			"Read",
			"read",
			"Claude Code's Read tool: reads a file with line numbers, and offset and limit read a slice.",
			"file_path",
		),
		Tool(
			"Edit",
			"edit",
			"Claude Code's Edit tool: replaces an exact string in a file that was read first.",
			"file_path",
		),
		Tool(
			"MultiEdit",
			"edit",
			"Claude Code's MultiEdit tool: several exact-string replacements in one file.",
			"file_path",
		),
		Tool("Write", "write", "Claude Code's Write tool: creates or replaces a whole file.", "file_path"),
		Tool(
			"Grep",
			"grep",
			"Claude Code's Grep tool: searches file contents with ripgrep regular expressions.",
			"pattern",
		),
		Tool("Glob", "glob", "Claude Code's Glob tool: finds files by a glob pattern such as src/**/*.ts.", "pattern"),
		Tool(
			"BashOutput",
			"job_output",
			"Claude Code's BashOutput tool: reads the output of a shell started with run_in_background.",
			"bash_id",
		),
		Tool(
			"TaskOutput",
			"job_output",
			"Claude Code's TaskOutput tool: reads the output of a background task.",
			"task_id",
		),
		Tool("KillShell", "job_kill", "Claude Code's KillShell tool: stops a background shell.", "shell_id"),
	],
	// The background-job readers have been renamed between releases: a note names one only once the session used it.
	defaults: ["Bash", "Read", "Edit", "Write", "Grep", "Glob"],
};

/**
 * Codex (https://developers.openai.com/codex/hooks): the Claude Code wire format; its shell tools (`shell`,
 * `shell_command`, `exec_command`) reach hooks as `Bash`, its edits as `apply_patch` (the patch in
 * `tool_input.command`). It has no reader, search or file-finding tool: reading and searching through the shell
 * is how Codex works, so those classes are no offense there and no note names a tool for them.
 */
const Codex: AgentAdapter = {
	...ClaudeCode,
	name: "codex",
	events: { PreToolUse: "pre", PostToolUse: "post", UserPromptSubmit: "prompt" },
	call: (input) =>
		typeof input.tool_name === "string"
			? CodexHookCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>)
			: undefined,
	tools: [
		Tool(
			"Bash",
			"bash",
			"Codex's shell tool: runs a command for builds, tests, git and package managers.",
			"command",
		),
		Tool(
			"apply_patch",
			"edit",
			"Codex's apply_patch tool: edits, adds or deletes files with a reviewable patch (*** Update File / *** Add File).",
			"input",
		),
	],
	defaults: ["Bash", "apply_patch"],
};

/**
 * Gemini CLI (https://geminicli.com/docs/hooks/reference): BeforeTool / AfterTool / BeforeAgent; a deny is
 * `{decision, reason}`. Tools (https://geminicli.com/docs/tools/file-system): `grep_search` (the older name
 * `search_file_content` is still accepted by the CLI, but hook matchers see the name the model used).
 */
const Gemini: AgentAdapter = {
	name: "gemini",
	events: { BeforeTool: "pre", AfterTool: "post", BeforeAgent: "prompt" },
	call: (input) =>
		typeof input.tool_name === "string"
			? GeminiCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>)
			: undefined,
	output: (input) => ResponseText(input.tool_response),
	deny: (reason) => ({ decision: "deny", reason }),
	context: (event, text) => ({ hookSpecificOutput: { hookEventName: event, additionalContext: text } }),
	tools: [
		Tool(
			"run_shell_command",
			"bash",
			"Gemini CLI's run_shell_command tool: runs a command for builds, tests, git and package managers.",
			"command",
		),
		Tool(
			"read_file",
			"read",
			"Gemini CLI's read_file tool: reads a file, and start_line and end_line read a slice.",
			"file_path",
		),
		Tool("replace", "edit", "Gemini CLI's replace tool: replaces an exact string in a file.", "file_path"),
		Tool("write_file", "write", "Gemini CLI's write_file tool: creates or replaces a whole file.", "file_path"),
		Tool(
			"grep_search",
			"grep",
			"Gemini CLI's grep_search tool: searches file contents with a regular expression (include_pattern narrows the files).",
			"pattern",
		),
		Tool(
			"search_file_content",
			"grep",
			"Gemini CLI's search_file_content tool: searches file contents with a regular expression (include narrows the files).",
			"pattern",
		),
		Tool("glob", "glob", "Gemini CLI's glob tool: finds files by a glob pattern such as src/**/*.ts.", "pattern"),
	],
	defaults: ["run_shell_command", "read_file", "replace", "write_file", "grep_search", "glob"],
};

export const AGENTS: Readonly<Record<string, AgentAdapter>> = {
	"claude-code": ClaudeCode,
	codex: Codex,
	gemini: Gemini,
};

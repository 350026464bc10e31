import { ClaudeCall, CodexHookCall, GeminiCall } from "../Function/MapCalls";
import type { MappedCall } from "../Function/MapCalls";
import type { ToolSchema } from "../Interface/ToolSchema";

/** The three moments the plugins listen to, as another agent's hook events reach them. */
export type HookMoment = "pre" | "post" | "prompt";

/** One agent's hook protocol: which event is which, its tools under dsh names, and its answer shapes. */
export interface AgentAdapter {
	readonly name: "claude-code" | "codex" | "gemini";
	moment(input: HookInput): HookMoment | undefined;
	call(input: HookInput): MappedCall | undefined;
	/** The tool's result text, for post-execute (`tool_response`). */
	output(input: HookInput): { text: string; isError: boolean };
	/** Stdout for a pre-execute deny; the notices of the denied call's post-execute ride along in the reason. */
	deny(reason: string): object;
	/** Stdout that adds context after a tool call or to a prompt; undefined when there is nothing to add. */
	context(moment: "post" | "prompt", text: string): object;
	/** The agent's own tools under dsh names, so the coach's notes name what this agent can call. */
	readonly schemas: readonly ToolSchema[];
}

export type HookInput = Readonly<Record<string, unknown>>;

const Schema = (name: string, description: string, key: string): ToolSchema => ({ name, description, parameters: { properties: { [key]: {} } } });

const Moment = (events: Readonly<Record<string, HookMoment>>, input: HookInput): HookMoment | undefined => {
	const event = input.hook_event_name;
	return typeof event === "string" && Object.hasOwn(events, event) ? events[event] : undefined;
};

const ResponseText = (response: unknown): { text: string; isError: boolean } => {
	if (typeof response === "string") return { text: response, isError: false };
	if (response === null || typeof response !== "object") return { text: "", isError: false };
	const value = response as Record<string, unknown>;
	// Claude Code's Bash answers {stdout, stderr, interrupted}; Gemini's tools {llmContent, returnDisplay, error}.
	const parts = [value.stdout, value.stderr, value.llmContent, value.output, value.content].filter((part): part is string => typeof part === "string" && part !== "");
	const isError = value.error !== undefined && value.error !== null && value.error !== false;
	return { text: parts.length > 0 ? parts.join("\n") : JSON.stringify(value).slice(0, 65_536), isError };
};

/** Claude Code: PreToolUse / PostToolUse / UserPromptSubmit, `hookSpecificOutput` answers. */
const ClaudeCode: AgentAdapter = {
	name: "claude-code",
	moment: (input) => Moment({ PreToolUse: "pre", PostToolUse: "post", UserPromptSubmit: "prompt" }, input),
	call: (input) => (typeof input.tool_name === "string" ? ClaudeCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>) : undefined),
	output: (input) => ResponseText(input.tool_response),
	deny: (reason) => ({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: reason } }),
	context: (moment, text) => ({ hookSpecificOutput: { hookEventName: moment === "post" ? "PostToolUse" : "UserPromptSubmit", additionalContext: text } }),
	schemas: [
		Schema("bash", "Claude Code's Bash tool: runs a shell command for builds, tests, git and package managers.", "command"),
		Schema("read", "Claude Code's Read tool: reads a file with line numbers, and offset and limit read a slice.", "file_path"),
		Schema("edit", "Claude Code's Edit tool: replaces an exact string in a file that was read first.", "file_path"),
		Schema("write", "Claude Code's Write tool: creates or replaces a whole file.", "file_path"),
		Schema("grep", "Claude Code's Grep tool: searches file contents with ripgrep regular expressions.", "pattern"),
		Schema("glob", "Claude Code's Glob tool: finds files by a glob pattern such as src/**/*.ts.", "pattern"),
		Schema("job_output", "Claude Code's BashOutput tool: reads the output of a shell started with run_in_background.", "bash_id"),
		Schema("job_kill", "Claude Code's KillShell tool: stops a background shell.", "shell_id"),
	],
};

/** Codex: the same hook shapes as Claude Code; its Bash tool and apply_patch are what the hooks see. */
const Codex: AgentAdapter = {
	...ClaudeCode,
	name: "codex",
	call: (input) => (typeof input.tool_name === "string" ? CodexHookCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>) : undefined),
	schemas: [
		Schema("bash", "Codex's shell tool: runs a command for builds, tests, git and package managers.", "command"),
		Schema("edit", "Codex's apply_patch tool: edits files with a reviewable patch instead of a shell rewrite.", "input"),
		Schema("write", "Codex's apply_patch tool: adds a whole file with an Add File patch.", "input"),
	],
};

/** Gemini CLI: BeforeTool / AfterTool / BeforeAgent; a deny is `{decision, reason}`. */
const Gemini: AgentAdapter = {
	name: "gemini",
	moment: (input) => Moment({ BeforeTool: "pre", AfterTool: "post", BeforeAgent: "prompt" }, input),
	call: (input) => (typeof input.tool_name === "string" ? GeminiCall(input.tool_name, (input.tool_input ?? {}) as Record<string, unknown>) : undefined),
	output: (input) => ResponseText(input.tool_response),
	deny: (reason) => ({ decision: "deny", reason }),
	context: (moment, text) => ({ hookSpecificOutput: { hookEventName: moment === "post" ? "AfterTool" : "BeforeAgent", additionalContext: text } }),
	schemas: [
		Schema("bash", "Gemini CLI's run_shell_command tool: runs a command for builds, tests, git and package managers.", "command"),
		Schema("read", "Gemini CLI's read_file tool: reads a file, and offset and limit read a slice.", "absolute_path"),
		Schema("edit", "Gemini CLI's replace tool: replaces an exact string in a file.", "file_path"),
		Schema("write", "Gemini CLI's write_file tool: creates or replaces a whole file.", "file_path"),
		Schema("grep", "Gemini CLI's search_file_content tool: searches file contents with a regular expression.", "pattern"),
		Schema("glob", "Gemini CLI's glob tool: finds files by a glob pattern such as src/**/*.ts.", "pattern"),
	],
};

export const AGENTS: Readonly<Record<string, AgentAdapter>> = { "claude-code": ClaudeCode, codex: Codex, gemini: Gemini };

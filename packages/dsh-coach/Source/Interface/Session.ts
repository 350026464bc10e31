/** The recorded-session formats `dsh-coach replay` reads. */
export type SessionFormat = "agent-sessions" | "claude-code" | "codex" | "gemini" | "dsh";

/** One thing that happened in a recorded session, in order: a user prompt or a tool call. */
export type SessionEvent =
	| { readonly kind: "user"; readonly text: string; readonly line: number }
	| {
			readonly kind: "call";
			/** The dsh tool name the call maps to (`bash`, `read`, `edit`, `grep`, `glob`, `write`), else the agent's own name. */
			readonly tool: string;
			readonly arguments: Readonly<Record<string, unknown>>;
			/** The tool's output as text, when the recording kept it. */
			readonly output?: string;
			readonly line: number;
	  };

/** One recorded session, normalised: its events in order, plus what the recording says about it. */
export interface RecordedSession {
	readonly file: string;
	readonly format: SessionFormat;
	readonly id: string;
	readonly model?: string;
	/** The working directory the agent ran in, when recorded. */
	readonly cwd?: string;
	/**
	 * For a subagent (a Claude Code Task agent, in sidechain lines or its own `subagents/agent-*.jsonl` file; a Gemini
	 * CLI subagent's chat in `chats/<session id>/`): the id of the session that started it. Each subagent is replayed
	 * as its own agent and reported under its parent.
	 */
	readonly parent?: string;
	readonly events: readonly SessionEvent[];
}

/** A replay input that is not one of the formats: names the file and the 1-based line. */
export class SessionFormatError extends Error {
	constructor(
		readonly file: string,
		readonly line: number,
		reason: string,
	) {
		super(`${file}:${line}: ${reason}`);
		this.name = "SessionFormatError";
	}
}

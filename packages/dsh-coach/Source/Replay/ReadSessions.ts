import { readFileSync } from "node:fs";
import { basename } from "node:path";
import * as zlib from "node:zlib";

import type { RecordedSession, SessionEvent, SessionFormat } from "../Interface/Session";
import { SessionFormatError } from "../Interface/Session";
import { ClaudeCall, CodexCall, DshCall } from "../Function/MapCalls";

interface Line {
	readonly number: number;
	readonly value: Record<string, unknown>;
}

const Expected =
	"expected an agent-sessions line {session, model, commands}, a Claude Code transcript line, a Codex rollout line {type, payload} or a dsh session header {type: 'session', version, id, createdAt}";

/** Read one replay input: detect its format from its first record and normalise every session in it. */
export function ReadSessions(file: string): RecordedSession[] {
	const lines = JsonLines(file, ReadText(file));
	if (lines.length === 0) throw new SessionFormatError(file, 1, `empty file: ${Expected}`);
	const format = DetectFormat(lines);
	if (format === undefined) throw new SessionFormatError(file, lines[0].number, `unrecognised session format: ${Expected}`);
	switch (format) {
		case "agent-sessions":
			return lines.map((line) => AgentSessionsLine(file, line));
		case "claude-code":
			return [ClaudeTranscript(file, lines)];
		case "codex":
			return [CodexRollout(file, lines)];
		case "dsh":
			return [DshSession(file, lines)];
	}
}

function ReadText(file: string): string {
	const bytes = readFileSync(file);
	if (!file.endsWith(".zstd") && !file.endsWith(".zst")) return bytes.toString("utf8");
	// dsh writes `session.jsonl.zstd` by default; Node reads zstd from 22.15 on.
	const decompress = (zlib as unknown as { zstdDecompressSync?: (input: Buffer) => Buffer }).zstdDecompressSync;
	if (typeof decompress !== "function") {
		throw new SessionFormatError(file, 1, `zstd-compressed session log: this Node (${process.version}) cannot read zstd; run \`zstd -d ${basename(file)}\` and replay the .jsonl`);
	}
	return decompress(bytes).toString("utf8");
}

/** Every non-blank line parsed as a JSON object; the first line that is not one names itself. */
function JsonLines(file: string, text: string): Line[] {
	const lines: Line[] = [];
	const raw = text.split("\n");
	for (let index = 0; index < raw.length; index++) {
		const source = raw[index].trim();
		if (source === "") continue;
		let value: unknown;
		try {
			value = JSON.parse(source);
		} catch (error) {
			throw new SessionFormatError(file, index + 1, `not a JSON line (${error instanceof Error ? error.message : String(error)})`);
		}
		if (value === null || typeof value !== "object" || Array.isArray(value)) {
			throw new SessionFormatError(file, index + 1, `a JSON line must be an object: ${Expected}`);
		}
		lines.push({ number: index + 1, value: value as Record<string, unknown> });
	}
	return lines;
}

const CodexTypes = new Set(["session_meta", "response_item", "turn_context", "event_msg", "compacted"]);
const ClaudeTypes = new Set(["user", "assistant", "summary", "system", "file-history-snapshot", "attachment", "progress"]);

/** The format, judged from the first line (a Claude Code transcript may open with a few summary records). */
export function DetectFormat(lines: readonly Line[]): SessionFormat | undefined {
	const first = lines[0].value;
	if (typeof first.session === "string" && Array.isArray(first.commands)) return "agent-sessions";
	if (first.type === "session" && typeof first.version === "number" && typeof first.id === "string" && typeof first.createdAt === "number") return "dsh";
	if (typeof first.type === "string" && CodexTypes.has(first.type) && typeof first.payload === "object") return "codex";
	const claude = lines.slice(0, 20).some(({ value }) => typeof value.type === "string" && ClaudeTypes.has(value.type) && ("sessionId" in value || "message" in value || "leafUuid" in value));
	return claude ? "claude-code" : undefined;
}

function AgentSessionsLine(file: string, { number, value }: Line): RecordedSession {
	if (typeof value.session !== "string" || !Array.isArray(value.commands)) {
		throw new SessionFormatError(file, number, "an agent-sessions line needs \"session\" (string) and \"commands\" (array of strings)");
	}
	const events: SessionEvent[] = [];
	for (const [index, command] of value.commands.entries()) {
		if (typeof command !== "string") throw new SessionFormatError(file, number, `commands[${index}] is not a string`);
		events.push({ kind: "call", tool: "bash", arguments: { command }, line: number });
	}
	return { file, format: "agent-sessions", id: value.session, model: typeof value.model === "string" ? value.model : undefined, events };
}

function ClaudeTranscript(file: string, lines: readonly Line[]): RecordedSession {
	const events: SessionEvent[] = [];
	const outputs = new Map<string, string>();
	let id: string | undefined;
	let cwd: string | undefined;
	let model: string | undefined;
	// Tool results arrive in later user lines; collect them first so each call carries its output.
	for (const { value } of lines) {
		for (const block of Blocks(value)) {
			if (block.type === "tool_result" && typeof block.tool_use_id === "string") outputs.set(block.tool_use_id, TextOfResult(block.content));
		}
	}
	for (const { number, value } of lines) {
		id ??= typeof value.sessionId === "string" ? value.sessionId : undefined;
		cwd ??= typeof value.cwd === "string" ? value.cwd : undefined;
		if (value.isSidechain === true || value.isMeta === true) continue;
		const message = value.message as { role?: unknown; model?: unknown; content?: unknown } | undefined;
		if (value.type === "user" && message?.role === "user") {
			const text = typeof message.content === "string" ? message.content : Blocks(value).filter((block) => block.type === "text").map((block) => String(block.text ?? "")).join("\n");
			// A user line that only carries tool results is the tool's answer, not a new prompt.
			if (text !== "" && !Blocks(value).some((block) => block.type === "tool_result")) events.push({ kind: "user", text, line: number });
		}
		if (value.type === "assistant") {
			model ??= typeof message?.model === "string" ? message.model : undefined;
			for (const block of Blocks(value)) {
				if (block.type !== "tool_use" || typeof block.name !== "string") continue;
				const call = ClaudeCall(block.name, (block.input ?? {}) as Record<string, unknown>);
				events.push({ kind: "call", ...call, output: typeof block.id === "string" ? outputs.get(block.id) : undefined, line: number });
			}
		}
	}
	return { file, format: "claude-code", id: id ?? basename(file, ".jsonl"), model, cwd, events };
}

function CodexRollout(file: string, lines: readonly Line[]): RecordedSession {
	const events: SessionEvent[] = [];
	const outputs = new Map<string, string>();
	let id: string | undefined;
	let cwd: string | undefined;
	let model: string | undefined;
	for (const { value } of lines) {
		const payload = value.payload as Record<string, unknown> | undefined;
		if (value.type === "response_item" && (payload?.type === "function_call_output" || payload?.type === "custom_tool_call_output") && typeof payload.call_id === "string") {
			outputs.set(payload.call_id, CodexOutput(payload.output));
		}
	}
	for (const { number, value } of lines) {
		const payload = (value.payload ?? {}) as Record<string, unknown>;
		if (value.type === "session_meta") {
			id ??= typeof payload.id === "string" ? payload.id : undefined;
			cwd ??= typeof payload.cwd === "string" ? payload.cwd : undefined;
		} else if (value.type === "turn_context") {
			model ??= typeof payload.model === "string" ? payload.model : undefined;
			cwd ??= typeof payload.cwd === "string" ? payload.cwd : undefined;
		} else if (value.type === "response_item") {
			if (payload.type === "message" && payload.role === "user") {
				const text = CodexUserText(payload.content);
				if (text !== "") events.push({ kind: "user", text, line: number });
				continue;
			}
			const call = CodexCall(payload, file, number);
			if (call === undefined) continue;
			const callId = typeof payload.call_id === "string" ? payload.call_id : undefined;
			events.push({ kind: "call", ...call, output: callId === undefined ? undefined : outputs.get(callId), line: number });
		}
	}
	return { file, format: "codex", id: id ?? basename(file, ".jsonl"), model, cwd, events };
}

function DshSession(file: string, lines: readonly Line[]): RecordedSession {
	const [header, ...records] = lines;
	const events: SessionEvent[] = [];
	const outputs = new Map<string, string>();
	let model: string | undefined;
	for (const { value } of records) {
		const data = value.data as Record<string, unknown> | undefined;
		if (value.type === "tool/result") {
			const message = data?.message as { content?: unknown; callId?: unknown } | undefined;
			const callId = (message as { callId?: unknown } | undefined)?.callId ?? FirstToolResultId(message?.content);
			if (typeof callId === "string") outputs.set(callId, TextOfResult(message?.content));
		}
	}
	for (const { number, value } of records) {
		const data = (value.data ?? {}) as Record<string, unknown>;
		if (value.type === "user/message") {
			const source = data.source as { kind?: unknown } | undefined;
			if (source?.kind === "user") events.push({ kind: "user", text: TextOfResult(data.content), line: number });
		} else if (value.type === "tool/call") {
			const call = DshCall(data, file, number);
			events.push({ kind: "call", ...call, output: typeof data.callId === "string" ? outputs.get(data.callId) : undefined, line: number });
		} else if (value.type === "request/header") {
			const config = (data.header as { config?: { model?: unknown } } | undefined)?.config;
			model ??= typeof config?.model === "string" ? config.model : undefined;
		}
	}
	const meta = header.value;
	return { file, format: "dsh", id: String(meta.id), model, cwd: typeof meta.cwd === "string" ? meta.cwd : undefined, events };
}

type Block = Record<string, unknown> & { type?: unknown };

function Blocks(value: Record<string, unknown>): Block[] {
	const content = (value.message as { content?: unknown } | undefined)?.content;
	return Array.isArray(content) ? content.filter((block): block is Block => block !== null && typeof block === "object") : [];
}

/** Text of a result's content: a string, or text blocks (nested tool-result blocks included). */
export function TextOfResult(content: unknown): string {
	if (typeof content === "string") return content;
	if (!Array.isArray(content)) return "";
	const parts: string[] = [];
	for (const block of content) {
		if (block?.type === "text" && typeof block.text === "string") parts.push(block.text);
		else if ((block?.type === "tool-result" || block?.type === "tool_result") && block.content !== undefined) parts.push(TextOfResult(block.content));
	}
	return parts.join("\n");
}

function FirstToolResultId(content: unknown): string | undefined {
	if (!Array.isArray(content)) return undefined;
	const block = content.find((entry) => entry?.type === "tool-result");
	return typeof block?.callId === "string" ? block.callId : typeof block?.toolCallId === "string" ? block.toolCallId : undefined;
}

function CodexOutput(output: unknown): string {
	if (typeof output !== "string") return TextOfResult(output);
	// Older rollouts wrap shell output as {"output": "...", "metadata": {...}}.
	try {
		const parsed = JSON.parse(output) as { output?: unknown };
		if (typeof parsed?.output === "string") return parsed.output;
	} catch {
		// plain text output
	}
	return output;
}

/** The user's own words: Codex also records its injected context (environment, AGENTS.md) as user messages. */
function CodexUserText(content: unknown): string {
	if (!Array.isArray(content)) return typeof content === "string" ? content : "";
	return content
		.filter((block) => block?.type === "input_text" && typeof block.text === "string")
		.map((block) => block.text as string)
		.filter((text) => !/^\s*<(environment_context|user_instructions|permissions instructions)>/.test(text) && !text.startsWith("# AGENTS.md instructions"))
		.join("\n");
}

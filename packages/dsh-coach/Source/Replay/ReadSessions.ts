import { DshCall } from "../Function/MapCalls";
import type { RecordedSession, SessionEvent, SessionFormat } from "../Interface/Session";
import { SessionFormatError } from "../Interface/Session";
import type { Line } from "./Lines";
import { JsonLines, ReadText, TextOfResult } from "./Lines";
import { ClaudeTranscript } from "./ReadClaude";
import { CodexDocumentLines, CodexRollout, IsCodexDocument, IsLegacyCodexHeader } from "./ReadCodex";
import { GeminiChat, IsGeminiChat } from "./ReadGemini";

export { TextOfResult } from "./Lines";

const Expected =
	"expected an agent-sessions line {session, model, commands}, a Claude Code transcript line, a Codex rollout line ({type, payload}, or the older {id, timestamp, instructions} header, or the {session, items} document), a Gemini CLI chat ({sessionId, projectHash, messages}) or a dsh session header {type: 'session', version, id, createdAt}";

/**
 * Read one replay input: detect its format from its first records and normalise every session in it. A Claude Code
 * transcript gives its main agent and each subagent (sidechain lines, and the files in `<session>/subagents/`).
 */
export function ReadSessions(file: string): RecordedSession[] {
	const text = ReadText(file);
	// A Gemini CLI `session-*.json` is one (pretty-printed) JSON document, not lines.
	if (/^\s*\{/.test(text) && !/^\s*\{[^\n]*\}\s*(\n|$)/.test(text)) {
		const document = ParseDocument(file, text);
		if (IsGeminiChat(document) && Array.isArray(document.messages)) {
			const messages = (document.messages as unknown[]).filter(
				(message): message is Record<string, unknown> => message !== null && typeof message === "object",
			);
			return [
				GeminiChat(
					file,
					document,
					messages.map((value) => ({ number: 1, value })),
					text,
				),
			];
		}
		if (IsCodexDocument(document)) return [CodexRollout(file, CodexDocumentLines(document, 1))];
		throw new SessionFormatError(file, 1, `unrecognised session format: ${Expected}`);
	}
	const lines = JsonLines(file, text, Expected);
	if (lines.length === 0) throw new SessionFormatError(file, 1, `empty file: ${Expected}`);
	if (lines.length === 1 && IsCodexDocument(lines[0].value))
		return [CodexRollout(file, CodexDocumentLines(lines[0].value, lines[0].number))];
	const format = DetectFormat(lines);
	if (format === undefined)
		throw new SessionFormatError(file, lines[0].number, `unrecognised session format: ${Expected}`);
	switch (format) {
		case "agent-sessions":
			return lines.map((line) => AgentSessionsLine(file, line));
		case "claude-code":
			return ClaudeTranscript(file, lines, ReadSessions);
		case "codex":
			return [CodexRollout(file, lines)];
		case "gemini":
			if (Array.isArray(lines[0].value.messages))
				return [
					GeminiChat(
						file,
						lines[0].value,
						(lines[0].value.messages as Record<string, unknown>[]).map((value) => ({
							number: lines[0].number,
							value,
						})),
						text,
					),
				];
			return [GeminiChat(file, lines[0].value, lines.slice(1), text)];
		case "dsh":
			return [DshSession(file, lines)];
	}
}

function ParseDocument(file: string, text: string): Record<string, unknown> {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		// JSON.parse names a character position; the line is what a person can open.
		const at = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
		throw new SessionFormatError(
			file,
			text.slice(0, at).split("\n").length,
			`not a JSON document (${error instanceof Error ? error.message : String(error)})`,
		);
	}
	if (value === null || typeof value !== "object" || Array.isArray(value))
		throw new SessionFormatError(file, 1, `a session document must be an object: ${Expected}`);
	return value as Record<string, unknown>;
}

const CodexTypes = new Set(["session_meta", "response_item", "turn_context", "event_msg", "compacted"]);
const ClaudeTypes = new Set([
	"user",
	"assistant",
	"summary",
	"system",
	"file-history-snapshot",
	"attachment",
	"progress",
	"queue-operation",
]);

/** The format, judged from the first line (a Claude Code transcript may open with a few summary records). */
export function DetectFormat(lines: readonly Line[]): SessionFormat | undefined {
	const first = lines[0].value;
	if (typeof first.session === "string" && Array.isArray(first.commands)) return "agent-sessions";
	if (
		first.type === "session" &&
		typeof first.version === "number" &&
		typeof first.id === "string" &&
		typeof first.createdAt === "number"
	)
		return "dsh";
	if (typeof first.type === "string" && CodexTypes.has(first.type) && typeof first.payload === "object")
		return "codex";
	if (IsGeminiChat(first)) return "gemini";
	if (IsLegacyCodexHeader(first)) return "codex";
	const claude = lines
		.slice(0, 20)
		.some(
			({ value }) =>
				typeof value.type === "string" &&
				ClaudeTypes.has(value.type) &&
				("sessionId" in value || "message" in value || "leafUuid" in value),
		);
	return claude ? "claude-code" : undefined;
}

function AgentSessionsLine(file: string, { number, value }: Line): RecordedSession {
	if (typeof value.session !== "string" || !Array.isArray(value.commands)) {
		throw new SessionFormatError(
			file,
			number,
			'an agent-sessions line needs "session" (string) and "commands" (array of strings)',
		);
	}
	const events: SessionEvent[] = [];
	for (const [index, command] of value.commands.entries()) {
		if (typeof command !== "string")
			throw new SessionFormatError(file, number, `commands[${index}] is not a string`);
		events.push({ kind: "call", tool: "bash", arguments: { command }, line: number });
	}
	return {
		file,
		format: "agent-sessions",
		id: value.session,
		model: typeof value.model === "string" ? value.model : undefined,
		events,
	};
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
			events.push({
				kind: "call",
				...call,
				output: typeof data.callId === "string" ? outputs.get(data.callId) : undefined,
				line: number,
			});
		} else if (value.type === "request/header") {
			const config = (data.header as { config?: { model?: unknown } } | undefined)?.config;
			model ??= typeof config?.model === "string" ? config.model : undefined;
		}
	}
	const meta = header.value;
	return {
		file,
		format: "dsh",
		id: String(meta.id),
		model,
		cwd: typeof meta.cwd === "string" ? meta.cwd : undefined,
		events,
	};
}

function FirstToolResultId(content: unknown): string | undefined {
	if (!Array.isArray(content)) return undefined;
	const block = content.find((entry) => entry?.type === "tool-result");
	return typeof block?.callId === "string"
		? block.callId
		: typeof block?.toolCallId === "string"
			? block.toolCallId
			: undefined;
}

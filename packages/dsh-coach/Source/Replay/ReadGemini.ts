import { basename, dirname } from "node:path";

import { GeminiCall } from "../Function/MapCalls";
import type { RecordedSession, SessionEvent } from "../Interface/Session";
import { SessionFormatError } from "../Interface/Session";
import type { Line } from "./Lines";

/** True for a Gemini CLI chat: the JSON document, or the header line of the JSONL layout (`sessionId` + `projectHash`). */
export function IsGeminiChat(value: Record<string, unknown>): boolean {
	return typeof value.sessionId === "string" && "projectHash" in value && value.type === undefined;
}

interface Message {
	readonly id: string;
	readonly value: Record<string, unknown>;
	readonly line: number;
}

/**
 * A Gemini CLI chat (`~/.gemini/tmp/<project hash>/chats/session-*.json(l)`): one JSON document with `messages`, or,
 * in 2026 releases, a header line, message lines and `{"$set": …}` updates, where a message is written again under
 * the same id when its tool calls arrive (the last write wins, in the place of the first). Tool calls count once per id.
 * A subagent (`kind: "subagent"`, in `chats/<parent session id>/`) names its parent, so it is reported under it.
 */
export function GeminiChat(
	file: string,
	header: Record<string, unknown>,
	messageLines: readonly Line[],
	text: string,
): RecordedSession {
	const messages = new Map<string, Message>();
	const meta: Record<string, unknown> = { ...header };
	const upsert = (value: Record<string, unknown>, line: number, index: number) => {
		const id = typeof value.id === "string" ? value.id : `#${index}`;
		const previous = messages.get(id);
		messages.set(id, {
			id,
			value: previous === undefined ? value : { ...previous.value, ...value },
			line: previous?.line ?? line,
		});
	};
	for (const [index, { number, value }] of messageLines.entries()) {
		const set = value.$set;
		if (set !== null && typeof set === "object" && !Array.isArray(set)) {
			const fields = set as Record<string, unknown>;
			if (Array.isArray(fields.messages))
				for (const [offset, message] of fields.messages.entries())
					if (message && typeof message === "object")
						upsert(message as Record<string, unknown>, number, index * 10_000 + offset);
			Object.assign(meta, { ...fields, messages: undefined });
			continue;
		}
		// `{"$rewindTo": id}` (a /rewind) drops later messages from the model's history; their calls still ran, so they stay.
		if (typeof value.$rewindTo === "string") continue;
		if (typeof value.id !== "string" && typeof value.type !== "string")
			throw new SessionFormatError(
				file,
				number,
				'a Gemini CLI chat line must be a message {id, type, content}, a {"$set": …} update, a {"$rewindTo": id} or the header',
			);
		upsert(value, number, index);
	}
	const events: SessionEvent[] = [];
	const seen = new Set<string>();
	let model: string | undefined;
	for (const { value, line } of messages.values()) {
		if (value.type === "user") {
			const words = PartsText(value.content);
			if (!NotAPrompt(words.trim())) events.push({ kind: "user", text: words, line });
			continue;
		}
		if (value.type !== "gemini" && value.type !== "model") continue;
		model ??= typeof value.model === "string" ? value.model : undefined;
		for (const call of Array.isArray(value.toolCalls) ? value.toolCalls : []) {
			if (call === null || typeof call !== "object" || typeof call.name !== "string") continue;
			const id = typeof call.id === "string" ? call.id : undefined;
			if (id !== undefined && seen.has(id)) continue;
			if (id !== undefined) seen.add(id);
			const mapped = GeminiCall(call.name, (call.args ?? {}) as Record<string, unknown>);
			events.push({ kind: "call", ...mapped, output: ResultText(call), line: LineOf(text, id) ?? line });
		}
	}
	const id = typeof meta.sessionId === "string" ? meta.sessionId : basename(file).replace(/\.jsonl?$/, "");
	// A subagent's chat is `chats/<parent session id>/<its id>.jsonl`, its header `kind: "subagent"`.
	const folder = basename(dirname(file));
	const parent = meta.kind === "subagent" && folder !== "chats" && folder !== id ? folder : undefined;
	return { file, format: "gemini", id, model, ...(parent === undefined ? {} : { parent }), events };
}

/** What Gemini CLI itself does not count as a prompt: slash commands, `?` help, the context it injects. */
function NotAPrompt(text: string): boolean {
	return (
		text === "" ||
		text.startsWith("/") ||
		text.startsWith("?") ||
		text.startsWith("<session_context>") ||
		text.startsWith("<hook_context>")
	);
}

/** The 1-based line a tool call's id first appears on (a pretty-printed document spans many lines). */
function LineOf(text: string, id: string | undefined): number | undefined {
	if (id === undefined) return undefined;
	const at = text.indexOf(JSON.stringify(id));
	if (at < 0) return undefined;
	let line = 1;
	for (let index = text.indexOf("\n"); index >= 0 && index < at; index = text.indexOf("\n", index + 1)) line += 1;
	return line;
}

function PartsText(content: unknown): string {
	if (typeof content === "string") return content;
	if (!Array.isArray(content)) return "";
	return content
		.map((part) => (part && typeof part.text === "string" ? part.text : ""))
		.filter((part) => part !== "")
		.join("\n");
}

function ResultText(call: Record<string, unknown>): string | undefined {
	const parts: string[] = [];
	for (const entry of Array.isArray(call.result) ? call.result : []) {
		const response = entry?.functionResponse?.response;
		if (typeof response?.output === "string") parts.push(response.output);
		else if (typeof response?.error === "string") parts.push(response.error);
	}
	if (parts.length > 0) return parts.join("\n");
	return typeof call.resultDisplay === "string" ? call.resultDisplay : undefined;
}

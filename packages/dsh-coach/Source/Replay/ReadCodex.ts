import { basename } from "node:path";

import { CodexCall } from "../Function/MapCalls";
import type { RecordedSession, SessionEvent } from "../Interface/Session";
import type { Line } from "./Lines";
import { TextOfResult } from "./Lines";

/** The response items Codex wrote bare (without the `{type: "response_item", payload}` envelope) before `session_meta`. */
const BareItems = new Set([
	"message",
	"function_call",
	"function_call_output",
	"local_shell_call",
	"custom_tool_call",
	"custom_tool_call_output",
	"reasoning",
	"web_search_call",
]);

/** True for the first line of a 2025 rollout written before `session_meta`: `{id, timestamp, instructions?, git?}`. */
export function IsLegacyCodexHeader(value: Record<string, unknown>): boolean {
	return (
		typeof value.id === "string" &&
		typeof value.timestamp === "string" &&
		value.type === undefined &&
		value.payload === undefined &&
		value.sessionId === undefined
	);
}

/** True for a rollout of the TypeScript Codex CLI (spring 2025): one JSON document `{session: {id, timestamp, …}, items}`. */
export function IsCodexDocument(value: Record<string, unknown>): boolean {
	const session = value.session as Record<string, unknown> | null | undefined;
	return (
		session !== null &&
		typeof session === "object" &&
		!Array.isArray(session) &&
		IsLegacyCodexHeader(session) &&
		Array.isArray(value.items)
	);
}

/** That document as the 2025 JSONL layout: the header line, then each item bare (all on line `number`). */
export function CodexDocumentLines(value: Record<string, unknown>, number: number): Line[] {
	const items = (value.items as unknown[]).filter(
		(item): item is Record<string, unknown> => item !== null && typeof item === "object" && !Array.isArray(item),
	);
	return [value.session as Record<string, unknown>, ...items].map((item) => ({ number, value: item }));
}

/**
 * The older layout in the current one's terms: the header becomes `session_meta`, a bare item a `response_item`,
 * and the `{"record_type": "state"}` bookkeeping lines go.
 */
function Enveloped(lines: readonly Line[]): Line[] {
	const out: Line[] = [];
	for (const line of lines) {
		const { value } = line;
		if (value.record_type !== undefined && value.type === undefined) continue;
		if (line === lines[0] && IsLegacyCodexHeader(value))
			out.push({ number: line.number, value: { type: "session_meta", payload: value } });
		else if (typeof value.type === "string" && BareItems.has(value.type) && value.payload === undefined)
			out.push({ number: line.number, value: { type: "response_item", payload: value } });
		else out.push(line);
	}
	return out;
}

/**
 * A spawned subagent's or a fork's rollout opens with its own `session_meta`, then repeats the parent's records (its
 * `session_meta`, turns and calls) before the child's first own turn: those calls were the parent's. The child's turn
 * is the first `turn_context` whose UUIDv7 `turn_id` is not older than the child's own id (or has no such id).
 */
function OwnRecords(lines: readonly Line[]): { lines: readonly Line[]; parent?: string } {
	const meta = (lines[0]?.value.type === "session_meta" ? lines[0].value.payload : undefined) as
		| {
				id?: unknown;
				forked_from_id?: unknown;
				source?: { subagent?: { thread_spawn?: { parent_thread_id?: unknown } } };
		  }
		| undefined;
	const spawn = typeof meta?.source === "object" ? meta.source?.subagent : undefined;
	if (spawn === undefined && typeof meta?.forked_from_id !== "string") return { lines };
	const born = UuidV7Time(meta?.id);
	const own = lines.findIndex(({ value }) => {
		if (value.type !== "turn_context") return false;
		const turn = UuidV7Time((value.payload as { turn_id?: unknown } | undefined)?.turn_id);
		return born === undefined || turn === undefined || turn >= born;
	});
	const parent = spawn?.thread_spawn?.parent_thread_id;
	return {
		lines: own < 0 ? lines.slice(0, 1) : [lines[0], ...lines.slice(own)],
		parent: typeof parent === "string" ? parent : undefined,
	};
}

/** The millisecond a UUIDv7 was minted (its first 48 bits), else undefined. */
function UuidV7Time(id: unknown): number | undefined {
	if (typeof id !== "string" || !/^[0-9a-f]{8}-[0-9a-f]{4}-7/i.test(id)) return undefined;
	return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/**
 * A Codex rollout, either layout: every shell-call shape it has written is one `bash` call; apply_patch is an edit. A
 * subagent spawned by `spawn_agent` (its `session_meta.source.subagent.thread_spawn`) names its parent session.
 */
export function CodexRollout(file: string, raw: readonly Line[]): RecordedSession {
	const { lines, parent } = OwnRecords(Enveloped(raw));
	const events: SessionEvent[] = [];
	const outputs = new Map<string, string>();
	let id: string | undefined;
	let cwd: string | undefined;
	let model: string | undefined;
	for (const { value } of lines) {
		const payload = value.payload as Record<string, unknown> | undefined;
		if (
			value.type === "response_item" &&
			(payload?.type === "function_call_output" || payload?.type === "custom_tool_call_output") &&
			typeof payload.call_id === "string"
		) {
			outputs.set(payload.call_id, CodexOutput(payload.output));
		}
	}
	// exec_command may leave a process running; write_stdin feeds it. Into an interactive shell, that input is a command.
	const shells = new Set<string>();
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
				cwd ??= /<cwd>([^<]+)<\/cwd>/.exec(JSON.stringify(payload.content ?? ""))?.[1];
				const text = CodexUserText(payload.content);
				if (text !== "") events.push({ kind: "user", text, line: number });
				continue;
			}
			let call = CodexCall(payload, file, number);
			if (call === undefined) continue;
			const callId = typeof payload.call_id === "string" ? payload.call_id : undefined;
			const output = callId === undefined ? undefined : outputs.get(callId);
			if (
				payload.name === "exec_command" &&
				/^\s*(?:\/\S*\/)?(?:ba|z|da|k)?sh(?:\s+-i)?\s*$/.test(String(call.arguments.command ?? ""))
			) {
				const session = /session ID (\d+)/i.exec(output ?? "")?.[1];
				if (session !== undefined) shells.add(session);
			}
			if (call.tool === "write_stdin") {
				const chars = typeof call.arguments.chars === "string" ? call.arguments.chars.trim() : "";
				if (chars !== "" && shells.has(String(call.arguments.session_id)))
					call = { tool: "bash", arguments: { command: chars } };
			}
			events.push({ kind: "call", ...call, output, line: number });
		}
	}
	return {
		file,
		format: "codex",
		id: id ?? basename(file, ".jsonl"),
		model,
		cwd,
		...(parent === undefined ? {} : { parent }),
		events,
	};
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
		.filter(
			(text) =>
				!/^\s*<(environment_context|user_instructions|permissions instructions|turn_aborted)>/.test(text) &&
				!text.startsWith("# AGENTS.md instructions"),
		)
		.join("\n");
}

import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";

import { ClaudeCall } from "../Function/MapCalls";
import type { RecordedSession, SessionEvent } from "../Interface/Session";
import type { Line } from "./Lines";
import { Blocks, TextOfResult } from "./Lines";

/**
 * A Claude Code transcript: the main agent's lines, and each Task subagent as its own session. Subagents arrive as
 * sidechain lines (`isSidechain: true`, grouped by `agentId`, else by their `parentUuid` chain) in the same file, or,
 * from 2.x, as `<session>/subagents/agent-*.jsonl` beside `<session>.jsonl` (read with it when `readChild` is given);
 * a 2.1 session whose folder is missing gives them from the copies in its `progress` records.
 */
export function ClaudeTranscript(
	file: string,
	lines: readonly Line[],
	readChild?: (file: string) => RecordedSession[],
): RecordedSession[] {
	const outputs = new Map<string, string>();
	const mirrored = MirroredSubagents(lines);
	// Tool results arrive in later user lines; collect them first so each call carries its output.
	for (const { value } of [...lines, ...[...mirrored.values()].flat()]) {
		for (const block of Blocks(value)) {
			if (block.type === "tool_result" && typeof block.tool_use_id === "string")
				outputs.set(block.tool_use_id, TextOfResult(block.content));
		}
	}
	let sessionId: string | undefined;
	let cwd: string | undefined;
	const main: Line[] = [];
	const groups = new Map<string, Line[]>();
	const groupOf = new Map<string, string>();
	for (const line of lines) {
		const { value } = line;
		sessionId ??= typeof value.sessionId === "string" ? value.sessionId : undefined;
		cwd ??= typeof value.cwd === "string" ? value.cwd : undefined;
		if (value.isSidechain !== true) {
			main.push(line);
			continue;
		}
		const uuid = typeof value.uuid === "string" ? value.uuid : undefined;
		const parent = typeof value.parentUuid === "string" ? groupOf.get(value.parentUuid) : undefined;
		const key =
			typeof value.agentId === "string"
				? `agent-${value.agentId}`
				: (parent ?? `sidechain-${uuid ?? line.number}`);
		if (uuid !== undefined) groupOf.set(uuid, key);
		groups.set(key, [...(groups.get(key) ?? []), line]);
	}
	const id = sessionId ?? basename(file, ".jsonl");
	const sessions: RecordedSession[] = [];
	const mainEvents = Events(main, outputs);
	// A file of sidechain lines only (a 2.x `subagents/agent-*.jsonl`, a 2.0 `agent-*.jsonl`) has no main agent.
	if (main.some(({ value }) => value.type === "user" || value.type === "assistant") || groups.size === 0) {
		sessions.push({ file, format: "claude-code", id, model: ModelOf(main), cwd, events: mainEvents });
	}
	for (const [key, group] of groups) {
		sessions.push({
			file,
			format: "claude-code",
			id: `${id}/${key}`,
			model: ModelOf(group),
			cwd,
			parent: id,
			events: Events(group, outputs),
		});
	}
	const withFile = new Set<string>();
	if (readChild !== undefined) {
		const folder = join(dirname(file), basename(file, ".jsonl"), "subagents");
		if (existsSync(folder)) {
			for (const name of readdirSync(folder)
				.filter((entry) => /^agent-.*\.jsonl$/.test(entry))
				.sort()) {
				withFile.add(name.slice("agent-".length, -".jsonl".length));
				sessions.push(...readChild(join(folder, name)));
			}
		}
	}
	// A session copied without its subagents folder still holds their lines, mirrored in its `progress` records.
	for (const [agent, group] of mirrored) {
		if (withFile.has(agent) || groups.has(`agent-${agent}`)) continue;
		if (existsSync(join(dirname(file), `agent-${agent}.jsonl`))) continue;
		sessions.push({
			file,
			format: "claude-code",
			id: `${id}/agent-${agent}`,
			model: ModelOf(group),
			cwd,
			parent: id,
			events: Events(group, outputs),
		});
	}
	return sessions;
}

/**
 * The subagents' lines a 2.1 session mirrors in its own `progress` records (`data.type: "agent_progress"`, the line in
 * `data.message`), by agent id, each line once: the same lines its `subagents/agent-<id>.jsonl` holds.
 */
function MirroredSubagents(lines: readonly Line[]): Map<string, Line[]> {
	const byAgent = new Map<string, Line[]>();
	const seen = new Set<string>();
	for (const { number, value } of lines) {
		if (value.type !== "progress") continue;
		const data = value.data as { type?: unknown; agentId?: unknown; message?: unknown } | undefined;
		if (data?.type !== "agent_progress" || typeof data.agentId !== "string") continue;
		const message = data.message as Record<string, unknown> | null | undefined;
		if (message === null || typeof message !== "object" || Array.isArray(message)) continue;
		const key = typeof message.uuid === "string" ? message.uuid : `${data.agentId}:${number}`;
		if (seen.has(key)) continue;
		seen.add(key);
		const line = { number, value: { ...message, isSidechain: true, agentId: data.agentId } };
		const group = byAgent.get(data.agentId) ?? [];
		group.push(line);
		byAgent.set(data.agentId, group);
	}
	return byAgent;
}

function Events(lines: readonly Line[], outputs: ReadonlyMap<string, string>): SessionEvent[] {
	const events: SessionEvent[] = [];
	for (const { number, value } of lines) {
		if (value.isMeta === true) continue;
		const message = value.message as { role?: unknown; content?: unknown } | undefined;
		if (value.type === "user" && message?.role === "user") {
			const text =
				typeof message.content === "string"
					? message.content
					: Blocks(value)
							.filter((block) => block.type === "text")
							.map((block) => String(block.text ?? ""))
							.join("\n");
			// A user line that only carries tool results is the tool's answer, not a new prompt.
			if (text !== "" && !Blocks(value).some((block) => block.type === "tool_result"))
				events.push({ kind: "user", text, line: number });
		}
		if (value.type === "assistant") {
			for (const block of Blocks(value)) {
				if (block.type !== "tool_use" || typeof block.name !== "string") continue;
				const call = ClaudeCall(block.name, (block.input ?? {}) as Record<string, unknown>);
				events.push({
					kind: "call",
					...call,
					output: typeof block.id === "string" ? outputs.get(block.id) : undefined,
					line: number,
				});
			}
		}
	}
	return events;
}

function ModelOf(lines: readonly Line[]): string | undefined {
	for (const { value } of lines) {
		const model = (value.message as { model?: unknown } | undefined)?.model;
		if (value.type === "assistant" && typeof model === "string" && model !== "<synthetic>") return model;
	}
	return undefined;
}

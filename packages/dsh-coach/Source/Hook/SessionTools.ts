import { homedir } from "node:os";
import { join } from "node:path";
import { ReadBounded } from "@playform/lib-dsh-core";

import type { AgentAdapter, HookInput } from "./Agents";

/** The most of a transcript or agent definition read to learn the session's tools (its tail: the latest lines). */
const TranscriptBytes = 4 * 1024 * 1024;
const DefinitionBytes = 64 * 1024;

/**
 * The host tools this session's agent can call, most certain source first: the `--host-tools` flag; a Claude
 * Code subagent's own definition (`tools:` in `.claude/agents/<agent_type>.md`); the host's defaults, minus what
 * the host version lacks unless the transcript at `transcript_path` shows the session calling it (Claude Code's
 * native builds have no Grep/Glob from 2.1.117 on; npm and Windows builds, or `--tools Grep,Glob`, still do).
 */
export function SessionTools(
	agent: AgentAdapter,
	input: HookInput,
	declared: readonly string[] | undefined,
): ReadonlySet<string> {
	if (declared !== undefined && declared.length > 0) return new Set(declared);
	if (agent.name === "claude-code") {
		const definition =
			typeof input.agent_type === "string"
				? SubagentTools(input.agent_type, typeof input.cwd === "string" ? input.cwd : undefined)
				: undefined;
		if (definition !== undefined) return definition;
		const transcript =
			typeof input.transcript_path === "string"
				? TranscriptFacts(input.transcript_path)
				: { called: new Set<string>(), version: undefined };
		const tools = new Set(agent.defaults);
		for (const name of transcript.called) tools.add(name);
		if (transcript.version !== undefined && AtLeast(transcript.version, [2, 1, 117])) {
			for (const name of ["Grep", "Glob"]) if (!transcript.called.has(name)) tools.delete(name);
		}
		return tools;
	}
	if (agent.name === "gemini" && typeof input.transcript_path === "string") {
		// A release that still names its grep tool `search_file_content` shows it in the chat; the notes follow.
		const called = GeminiCalled(input.transcript_path);
		if (called.has("search_file_content") && !called.has("grep_search"))
			return new Set([...agent.defaults.filter((name) => name !== "grep_search"), "search_file_content"]);
	}
	return new Set(agent.defaults);
}

/** The tool names a Gemini CLI chat (`session-*.json` or `.jsonl`) shows the session calling. */
function GeminiCalled(path: string): Set<string> {
	const called = new Set<string>();
	for (const match of Bounded(path, TranscriptBytes, "tail").matchAll(
		/"name":\s*"(grep_search|search_file_content)"/g,
	))
		called.add(match[1]);
	return called;
}

/** `--host-tools Read,Grep, Bash` as a list; empty entries dropped. */
export function ParseToolList(value: string): string[] {
	return value
		.split(",")
		.map((name) => name.trim())
		.filter((name) => name !== "");
}

/**
 * The tool names a transcript shows the session calling, and the last host version it records. Scanned, not
 * parsed: this runs on every hook call, and a regular expression over a few MiB costs a fraction of JSON.parse.
 */
export function TranscriptFacts(path: string): { called: Set<string>; version: string | undefined } {
	const text = Bounded(path, TranscriptBytes, "tail");
	const called = new Set<string>();
	for (const match of text.matchAll(/"type":"tool_use","id":"[^"]*","name":"([^"\\]{1,80})"/g)) called.add(match[1]);
	let version: string | undefined;
	for (const match of text.matchAll(/"version":"(\d+\.\d+\.\d+)[^"]*"/g)) version = match[1];
	return { called, version };
}

/** A subagent definition's `tools:` list (project first, then the user's), or undefined when it declares none. */
function SubagentTools(type: string, cwd: string | undefined): Set<string> | undefined {
	if (!/^[\w.-]+$/.test(type)) return undefined;
	for (const folder of [
		cwd === undefined ? undefined : join(cwd, ".claude", "agents"),
		join(process.env.HOME ?? homedir(), ".claude", "agents"),
	]) {
		if (folder === undefined) continue;
		const text = Bounded(join(folder, `${type}.md`), DefinitionBytes, "head");
		const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
		const tools = front === undefined ? undefined : /^tools:\s*(.+)$/m.exec(front)?.[1];
		if (tools !== undefined) return new Set(ParseToolList(tools.replace(/^\[|\]$/g, "").replace(/["']/g, "")));
		if (front !== undefined) return undefined; // a definition without `tools:` inherits every tool
	}
	return undefined;
}

/**
 * At most `max` bytes of a regular file, its head or its tail ('' for a FIFO, a device, a missing path), through
 * the core's bounded read (links followed: a user's definitions may be linked in); never blocks.
 */
function Bounded(path: string, max: number, end: "head" | "tail"): string {
	const read = ReadBounded(path, { cap: max, follow: true, end });
	if (read.kind !== "text") return "";
	// A cut first line of a tail is not a record.
	return end === "tail" && read.partial ? read.text.slice(read.text.indexOf("\n") + 1) : read.text;
}

function AtLeast(version: string, floor: readonly number[]): boolean {
	const parts = version.split(".").map((part) => Number.parseInt(part, 10));
	for (let index = 0; index < floor.length; index++) {
		const part = parts[index] ?? 0;
		if (Number.isNaN(part)) return false;
		if (part !== floor[index]) return part > floor[index];
	}
	return true;
}

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { SessionFormatError } from "../Source/Interface/Session";
import { ShellText } from "../Source/Function/MapCalls";
import { ReadSessions } from "../Source/Replay/ReadSessions";
import { Data } from "./Cli";

const folder = mkdtempSync(join(tmpdir(), "dsh-coach-sessions-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const Calls = (events: readonly { kind: string }[]) =>
	events.filter((event) => event.kind === "call") as unknown as {
		tool: string;
		arguments: Record<string, unknown>;
		output?: string;
		line: number;
	}[];

describe("replay inputs: each format detected and normalised", () => {
	it("agent-sessions JSONL: one session per line, every command a bash call", () => {
		const sessions = ReadSessions(Data("agent-sessions.jsonl"));
		expect(sessions.map((session) => [session.id, session.format, session.model, session.events.length])).toEqual([
			["demo/a", "agent-sessions", "deepseek_chat_dev", 5],
			["demo/b", "agent-sessions", "deepseek_chat_dev", 2],
		]);
		expect(sessions[1].events[1]).toEqual({
			kind: "call",
			tool: "bash",
			arguments: { command: "sed -i 's/a/b/' x.py" },
			line: 2,
		});
	});

	it("Claude Code transcript: prompts, tool_use blocks mapped to dsh tools, results attached", () => {
		const [session] = ReadSessions(Data("claude-code.jsonl"));
		expect(session).toMatchObject({
			format: "claude-code",
			id: "7f3c2a10-1b2c-4d5e-8f90-aa11bb22cc33",
			model: "claude-sonnet-4-5",
			cwd: "/home/dev/shop",
		});
		expect(
			session.events.filter((event) => event.kind === "user").map((event) => (event as { text: string }).text),
		).toEqual(["The cart total is off by one cent; fix it.", "Now bump the version."]);
		const calls = Calls(session.events);
		expect(calls.map((call) => call.tool)).toEqual([
			"bash",
			"bash",
			"bash",
			"read",
			"grep",
			"edit",
			"TodoWrite",
			"bash",
			"bash",
		]);
		expect(calls[0]).toMatchObject({ arguments: { command: "cat src/cart.ts" }, output: "output 0" });
		expect(calls[4].arguments).toEqual({ pattern: "Math.round", path: "src", include: "*.ts" });
		expect(calls[8].output).toBeUndefined();
	});

	it("Codex rollout: shell argv unwrapped, apply_patch as edit, injected context is not a prompt", () => {
		const [session] = ReadSessions(Data("codex-rollout.jsonl"));
		expect(session).toMatchObject({
			format: "codex",
			id: "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
			model: "gpt-5-codex",
			cwd: "/home/dev/api",
		});
		expect(session.events.filter((event) => event.kind === "user")).toHaveLength(1);
		const calls = Calls(session.events);
		expect(calls.map((call) => [call.tool, call.arguments.command ?? call.arguments.file_path])).toEqual([
			["bash", "cat src/users.py"],
			["bash", "grep -rn 'def get_users' src"],
			["bash", "sed -n '1,40p' src/db.py"],
			["bash", "cat src/db.py"],
			["edit", "src/db.py"],
			["bash", "pytest -q"],
		]);
		expect(calls[0].output).toBe("out 0\n");
	});

	it("dsh session log: the header, tool/call events with their JSON arguments, user prompts", () => {
		const [session] = ReadSessions(Data("dsh-session.jsonl"));
		expect(session).toMatchObject({
			format: "dsh",
			id: "dsh-session-1",
			model: "deepseek-chat",
			cwd: "/home/dev/paginate",
		});
		expect(session.events[0]).toMatchObject({ kind: "user", text: "List the sources and read paginate." });
		const calls = Calls(session.events);
		expect(calls.map((call) => call.tool)).toEqual(["bash", "bash", "read", "bash", "bash"]);
		expect(calls[1]).toMatchObject({
			arguments: { command: "cat src/paginate.js", description: "read" },
			output: "result 1",
		});
	});

	it("argv commands read as the script they run", () => {
		expect(ShellText(["bash", "-lc", "ls -la"])).toBe("ls -la");
		expect(ShellText(["git", "commit", "-m", "it's done"])).toBe("git commit -m 'it'\\''s done'");
		expect(ShellText(undefined)).toBe("");
	});
});

describe("replay inputs: anything else names the file and the line", () => {
	it("a line that is not JSON", () => {
		expect(() => ReadSessions(Data("broken.jsonl"))).toThrow(SessionFormatError);
		expect(() => ReadSessions(Data("broken.jsonl"))).toThrow(/broken\.jsonl:3: not a JSON line/);
	});

	it("an unknown format, an empty file, a JSON value that is not an object, a bad agent-sessions line", () => {
		expect(() => ReadSessions(Data("unknown.jsonl"))).toThrow(/unknown\.jsonl:1: unrecognised session format/);
		const empty = join(folder, "empty.jsonl");
		writeFileSync(empty, "\n\n");
		expect(() => ReadSessions(empty)).toThrow(/:1: empty file/);
		const array = join(folder, "array.jsonl");
		writeFileSync(array, '{"session":"a","commands":["ls"]}\n[1,2]\n');
		expect(() => ReadSessions(array)).toThrow(/:2: a JSON line must be an object/);
		const bad = join(folder, "bad.jsonl");
		writeFileSync(bad, '{"session":"a","commands":["ls"]}\n{"session":"b","commands":[1]}\n');
		expect(() => ReadSessions(bad)).toThrow(/:2: commands\[0\] is not a string/);
	});
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { ReplaySessions } from "../Source/Command/Replay";
import { ReadSessions } from "../Source/Replay/ReadSessions";
import { WalkInputs } from "../Source/Replay/WalkInputs";
import { Cli, Data } from "./Cli";
import { Files, TerminalCalls } from "./TerminalCalls";

const Foreign = Data("Foreign");
const folder = mkdtempSync(join(tmpdir(), "dsh-coach-foreign-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("foreign recordings: every terminal call an independent count finds is judged", () => {
	it("per file, Claude Code (sidechains, 2.x subagent files), both Codex layouts, both Gemini CLI layouts", async () => {
		const files = Files(Foreign);
		expect(files.length).toBe(10);
		for (const file of WalkInputs([Foreign]).files) {
			const sessions = ReadSessions(file);
			const run = await ReplaySessions(sessions, { suggesters: false });
			// A 2.x session file reads its subagents folder with it: count that folder's files too.
			const subagents = file.endsWith(".jsonl") ? file.replace(/\.jsonl$/, "/subagents/") : undefined;
			const counted = [file, ...files.filter((other) => subagents !== undefined && other.startsWith(subagents))];
			const expected = counted.reduce((sum, path) => sum + TerminalCalls(path), 0);
			expect({ file, judged: run.totals.judged }).toEqual({ file, judged: expected });
			expect(expected).toBeGreaterThan(0);
		}
	});

	it("reads subagents as agents of their own, under their parent, with their own ladder", async () => {
		const sessions = ReadSessions(join(Foreign, "claude-sidechain.jsonl"));
		expect(
			sessions.map((session) => [
				session.id.replace(/^[\w-]{36}/, "S"),
				session.parent === undefined ? "-" : "S",
			]),
		).toEqual([
			["S", "-"],
			["S/sidechain-s1", "S"],
			["S/agent-b7c8d9", "S"],
		]);
		const subagent = Files(Foreign).find((path) => path.includes("/subagents/")) as string;
		const [alone] = ReadSessions(subagent);
		expect(alone.parent).toBe("5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f");
		expect(alone.events.filter((event) => event.kind === "call")).toHaveLength(3);
		// Three reads in the subagent and none in the parent: only the subagent's own ladder reaches the note.
		const run = await ReplaySessions(
			ReadSessions(join(Foreign, "claude-projects/-home-dev-shop/5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f.jsonl")),
			{ suggesters: false },
		);
		expect(run.summaries.map((summary) => [summary.parent === undefined, summary.judged])).toEqual([
			[true, 1],
			[false, 3],
		]);
	});

	it("maps every Codex shell shape and apply_patch, and Gemini's current and older tool names", () => {
		const codex = WalkInputs([join(Foreign, "codex-sessions")]).files.flatMap(ReadSessions);
		const tools = codex.map((session) =>
			session.events.flatMap((event) => (event.kind === "call" ? [event.tool] : [])),
		);
		expect(tools[0]).toEqual(["bash", "bash", "edit", "bash"]);
		expect(tools[1]).toEqual([
			"bash",
			"bash",
			"bash",
			"bash",
			"bash",
			"write_stdin",
			"bash",
			"edit",
			"edit",
			"update_plan",
		]);
		expect(codex[0].cwd).toBe("/home/dev/api");
		// The first Codex CLI's `rollout-*.json` document: argv `shell` calls, apply_patch through it an edit.
		const document = codex.find((session) => session.file.endsWith(".json")) as (typeof codex)[number];
		expect(document.events.flatMap((event) => (event.kind === "call" ? [event.tool] : []))).toEqual([
			"bash",
			"bash",
			"edit",
		]);
		const gemini = WalkInputs([join(Foreign, "gemini-tmp")]).files.flatMap(ReadSessions);
		const chat = (file: string) => gemini.find((session) => session.file.endsWith(file)) as (typeof gemini)[number];
		const calls = chat("-2b3c4d5e.jsonl").events.flatMap((event) => (event.kind === "call" ? [event] : []));
		expect(calls.map((call) => call.tool)).toEqual(["bash", "grep", "bash", "read"]);
		// The injected `<session_context>` turn and a slash command are not prompts, as Gemini CLI itself counts them.
		expect(chat("-2b3c4d5e.jsonl").events.flatMap((event) => (event.kind === "user" ? [event.text] : []))).toEqual([
			"Clean up the TODOs in src",
			"Ask the investigator where the TODOs came from",
		]);
		expect(calls[0].output).toBe("app");
		expect(calls[1].arguments).toEqual({ pattern: "TODO", path: "src", include: "*.ts" });
		expect(calls[3].arguments).toEqual({ file_path: "/home/dev/web/src/app.ts", offset: 1, limit: 40 });
		expect(
			chat("-8c1d2e3f.json").events.flatMap((event) => (event.kind === "call" ? [event.line] : []))[0],
		).toBeGreaterThan(1);
	});

	it("walks a folder; a file it cannot read is reported with file:line and skipped, the run goes on and exits 3", () => {
		const copy = join(folder, "sessions");
		cpSync(Foreign, copy, { recursive: true });
		writeFileSync(
			join(copy, "codex-sessions", "2026", "03", "02", "rollout-torn.jsonl"),
			'{"timestamp":"2026-03-02T09:00:00.000Z","type":"session_meta","payload":{"id":"x"}}\n{"type":"response_item","pay',
		);
		const json = Cli(["replay", "--json", "--no-suggesters", copy]);
		expect(json.stderr).toMatch(/rollout-torn\.jsonl:2: not a JSON line .*, skipped/);
		expect(json.status).toBe(3);
		const document = JSON.parse(json.stdout);
		expect(document.skipped).toBe(1);
		expect(document.totals.sessions).toBe(12);
		const parent = document.sessions.find(
			(session: { id: string }) => session.id === "5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f",
		);
		expect(
			parent.subagents.map((child: { id: string; parent: string; calls: unknown[] }) => [
				child.parent,
				child.calls.length,
			]),
		).toEqual([[parent.id, 3]]);
		// A Codex subagent's rollout (`source.subagent.thread_spawn`) sits under its session, without the parent's
		// records it repeats before its own first turn.
		const codex = document.sessions.find(
			(session: { id: string }) => session.id === "019cb3d4-e5f6-7a8b-9c0d-1e2f3a4b5c6d",
		);
		expect(
			codex.subagents.map((child: { id: string; calls: { tool: string }[] }) => [
				child.id,
				child.calls.map((call) => call.tool),
			]),
		).toEqual([["019cb3d5-0a00-7c11-8d22-3e4f5a6b7c8d", ["bash", "bash"]]]);
		// A Gemini CLI subagent's chat (`chats/<parent session id>/<id>.jsonl`, `kind: "subagent"`) sits under its session.
		const gemini = document.sessions.find(
			(session: { id: string }) => session.id === "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
		);
		expect(
			gemini.subagents.map((child: { id: string; calls: unknown[] }) => [child.id, child.calls.length]),
		).toEqual([["7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", 2]]);
		expect(document.sessions.filter((session: { parent?: string }) => session.parent !== undefined)).toEqual([]);
		const html = join(folder, "foreign.html");
		const text = Cli(["replay", "--no-suggesters", "--html", html, copy]);
		expect(text.stdout).toMatch(
			/^■ 5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f · claude-code[^\n]*\n(?:  [^\n]*\n)+\n    └ subagent 5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f\/agent-a1f2e3d · claude-code · claude-haiku-4-5 · 3 calls, 3 judged/m,
		);
		expect(readFileSync(html, "utf8")).toMatch(
			/<div class="subagents"><section class="session" data-session="5d1e2f30-0a1b-4c2d-9e3f-4a5b6c7d8e9f\/agent-a1f2e3d">/,
		);
	});
});

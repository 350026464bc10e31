import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { ReplaySessions } from "../Source/Command/Replay";
import { ReadSessions } from "../Source/Replay/ReadSessions";
import { Cli, Data, Root } from "./Cli";

const Corpus = join(Root, "..", "shared", "corpora", "agent-sessions.jsonl");
const folder = mkdtempSync(join(tmpdir(), "dsh-coach-replay-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("replay through the real plugin code", () => {
	it("notes the third read, attributes each notice to its call, and reports the classes", async () => {
		const run = await ReplaySessions(ReadSessions(Data("agent-sessions.jsonl")));
		const [first, second] = run.reports;
		expect(first.calls.map((call) => call.class)).toEqual(["discovery", "read", "read", "read", "clean"]);
		expect(first.calls.map((call) => call.tier)).toEqual([0, 0, 0, 1, -1]);
		expect(first.calls[3].notices).toEqual([
			expect.objectContaining({ kind: "tool-coach", summary: "bash read × 3" }),
		]);
		expect(first.calls[3].notices[0].text).toContain("Use `read` instead");
		expect(first.calls[3].lines).toContainEqual({
			module: "hook-dsh-tool-coach",
			message: "strike 3/3 bash read -> note read",
		});
		expect(run.summaries[0]).toMatchObject({ calls: 5, judged: 5, offenses: 4, tiers: { notes: 1, denies: 0 } });
		expect(second.calls.map((call) => call.class)).toEqual(["search", "write"]);
		expect(run.totals).toMatchObject({ sessions: 2, calls: 7, judged: 7, offenses: 6, notes: 1 });
		expect(run.plugins).toEqual(["tool-coach", "search-suggester", "replay-suggester"]);
	});

	it("starts every session fresh: the same session replayed twice reads the same", async () => {
		const [session] = ReadSessions(Data("agent-sessions.jsonl"));
		const run = await ReplaySessions([session, session]);
		expect(run.summaries[1]).toEqual(run.summaries[0]);
	});

	it("--enforce write turns the fourth write strike into a deny, and the denied call is still counted", async () => {
		const commands = Array.from({ length: 8 }, (_, index) => `sed -i s/a/b/ f${index}.txt`);
		const session = {
			file: "inline",
			format: "agent-sessions" as const,
			id: "writes",
			events: commands.map((command, index) => ({
				kind: "call" as const,
				tool: "bash",
				arguments: { command },
				line: index + 1,
			})),
		};
		const off = await ReplaySessions([session]);
		expect(off.summaries[0].tiers.denies).toBe(0);
		const write = await ReplaySessions([session], { enforce: "write" });
		const denied = write.reports[0].calls.filter((call) => call.denied !== undefined).map((call) => call.index);
		expect(denied).toEqual([7]);
		expect(write.reports[0].calls[6].denied).toContain("Denied by tool-coach");
		expect(write.reports[0].calls[6].tier).toBe(3);
	});

	it("Claude Code, Codex and dsh recordings replay too", async () => {
		const run = await ReplaySessions([
			...ReadSessions(Data("claude-code.jsonl")),
			...ReadSessions(Data("codex-rollout.jsonl")),
			...ReadSessions(Data("dsh-session.jsonl")),
		]);
		expect(run.summaries.map((summary) => [summary.format, summary.judged, summary.tiers.notes])).toEqual([
			["claude-code", 5, 1],
			["codex", 5, 1],
			["dsh", 4, 1],
		]);
		// Dedicated tools are never judged: the Claude Code Read/Grep/Edit calls carry no class.
		expect(run.reports[0].calls.filter((call) => call.class === undefined).map((call) => call.tool)).toEqual([
			"read",
			"grep",
			"edit",
			"TodoWrite",
		]);
	});
});

describe("dsh-coach replay: the command", () => {
	it("prints per session and the totals; --json is one document; --html writes the report", () => {
		const html = join(folder, "report.html");
		const text = Cli(["replay", "--html", html, Data("agent-sessions.jsonl"), Data("claude-code.jsonl")]);
		expect(text.status).toBe(0);
		expect(text.stdout).toContain("■ demo/a · agent-sessions · deepseek_chat_dev · 5 calls, 5 judged, 0 prompts");
		expect(text.stdout).toContain("tool-coach          1 notice   #4 bash read × 3");
		expect(text.stdout).toMatch(/Replayed 3 sessions, 16 calls \(12 judged\) in \d+\.\d\d s/);
		expect(text.stdout).toContain(`HTML report: ${html}`);
		const page = readFileSync(html, "utf8");
		expect(page.match(/<svg /g)).toHaveLength(3);
		expect(page.match(/<circle class="call"/g)).toHaveLength(16);
		expect(page).not.toMatch(/<script|<link |src="http|href="http/);
		const json = JSON.parse(Cli(["replay", "--json", Data("agent-sessions.jsonl")]).stdout);
		expect(json.totals).toMatchObject({ sessions: 2, calls: 7 });
		expect(json.sessions[0].calls[3]).toMatchObject({ index: 4, class: "read", tier: 1 });
	});

	it("names the file and line of a bad input, skips it, replays the rest and exits 3; nothing readable exits 1", () => {
		const run = Cli(["replay", Data("agent-sessions.jsonl"), Data("broken.jsonl")]);
		expect(run.status).toBe(3);
		expect(run.stdout).toMatch(/Replayed 2 sessions, 7 calls/);
		expect(run.stderr).toMatch(/^dsh-coach replay: .*broken\.jsonl:3: not a JSON line .*, skipped$/m);
		expect(run.stderr).toMatch(/1 input skipped/);
		const missing = Cli(["replay", join(folder, "missing.jsonl")]);
		expect(missing.stderr).toMatch(/missing\.jsonl: no such file/);
		expect(missing.status).toBe(1);
		expect(missing.stdout).toBe("");
		expect(Cli(["replay"]).status).toBe(2);
	});

	it("refuses a device, a FIFO and a link to /dev/zero at once, naming each, and replays the rest", () => {
		const fifo = join(folder, "fifo.jsonl");
		execFileSync("mkfifo", [fifo]);
		const zero = join(folder, "zero.jsonl");
		symlinkSync("/dev/zero", zero);
		// none of them is waited on or read without bound: the run ends, the good file replayed
		const run = Cli(["replay", "/dev/zero", fifo, zero, Data("agent-sessions.jsonl")]);
		expect(run.status).toBe(3);
		expect(run.stdout).toMatch(/Replayed 2 sessions, 7 calls/);
		for (const name of ["/dev/zero", fifo, zero])
			expect(run.stderr).toContain(`dsh-coach replay: ${name}:1: not read: not a regular file, skipped`);
		expect(run.stderr).toMatch(/3 inputs skipped/);
	});

	it("draws a progress bar on stderr when asked, and clears it", () => {
		const run = Cli([
			"replay",
			"--progress",
			"--summary",
			Data("agent-sessions.jsonl"),
			Data("codex-rollout.jsonl"),
		]);
		expect(run.stderr).toMatch(/█+░*\s+\d+% \d\/3 sessions/);
		expect(run.stderr.endsWith("\r\x1b[2K")).toBe(true);
	});

	it.skipIf(!existsSync(Corpus))("replays all 178 sessions of the shared corpus", () => {
		const run = Cli(["replay", "--json", Corpus]);
		expect(run.status).toBe(0);
		const json = JSON.parse(run.stdout);
		expect(json.totals).toMatchObject({ sessions: 178, calls: 14250, judged: 14250 });
		expect(json.totals.notes).toBeGreaterThan(0);
	});
});

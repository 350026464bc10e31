import { spawn } from "node:child_process";
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	utimesSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { ReadState, SessionFileName, UNNAMED, WithLock } from "../Source/Hook/StateFile";
import { Bin, ClaudeBash, Cli } from "./Cli";

const home = mkdtempSync(join(tmpdir(), "dsh-coach-hook-test-"));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const env = { HOME: home, DSH_HOME: join(home, ".dsh") };
const stateDir = join(home, ".dsh", "playform", "hook-state");

const Hook = (agent: string, input: object | string, flags: string[] = []) => {
	const run = Cli(["hook", agent, ...flags], {
		input: typeof input === "string" ? input : JSON.stringify(input),
		env,
	});
	return { ...run, json: run.stdout === "" ? undefined : JSON.parse(run.stdout) };
};
const StateIn = (agent: string, file: string) => JSON.parse(readFileSync(join(stateDir, agent, file), "utf8"));
const State = (agent: string, session: string) => StateIn(agent, SessionFileName(session));

const claudePre = (session: string, command: string) => ClaudeBash("PreToolUse", session, command, home);
const claudePost = (session: string, command: string) => ClaudeBash("PostToolUse", session, command, home);

describe("dsh-coach hook claude-code", () => {
	it("PostToolUse: the third read in the window answers with the tier-1 note as additionalContext", () => {
		expect(Hook("claude-code", claudePost("c-read", "cat a.ts")).stdout).toBe("");
		expect(Hook("claude-code", claudePost("c-read", "cat b.ts")).stdout).toBe("");
		const third = Hook("claude-code", claudePost("c-read", "cat c.ts"));
		expect(third.status).toBe(0);
		expect(third.json.hookSpecificOutput.hookEventName).toBe("PostToolUse");
		expect(third.json.hookSpecificOutput.additionalContext).toMatch(
			/^Tool discipline \(tool-coach: bash read × 3\): .*`cat c\.ts`/,
		);
		// The note names Claude Code's own tool.
		expect(third.json.hookSpecificOutput.additionalContext).toContain("Claude Code's Read tool");
		expect(State("claude-code", "c-read")).toMatchObject({
			version: 1,
			calls: 3,
			plugins: { "@playform/hook-dsh-tool-coach": { calls: 3, lastNoteAt: 3 } },
		});
	});

	it("PreToolUse with --enforce write: the fourth write strike is denied with the coach's reason", () => {
		const answers = [];
		for (let index = 1; index <= 7; index++) {
			answers.push(
				Hook("claude-code", claudePre("c-deny", `sed -i s/a/b/ f${index}`), ["--enforce", "write"]).json,
			);
			Hook("claude-code", claudePost("c-deny", `sed -i s/a/b/ f${index}`), ["--enforce", "write"]);
		}
		expect(answers.slice(0, 6)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
		expect(answers[6]).toEqual({
			hookSpecificOutput: {
				hookEventName: "PreToolUse",
				permissionDecision: "deny",
				permissionDecisionReason: expect.stringMatching(
					/^Denied by tool-coach \(tool-coach: bash write × 4\): `sed -i s\/a\/b\/ f7` is a write/,
				),
			},
		});
		// Reads are never denied under `write`, and clean commands pass.
		expect(Hook("claude-code", claudePre("c-deny", "git status"), ["--enforce", "write"]).stdout).toBe("");
	});

	it("UserPromptSubmit carries the tier-2 section once it is on, and opens a new turn", () => {
		for (const command of ["cat a", "grep -rn x src", "ls", "sed -i s/a/b/ f", "head -5 b", "tail c", "cat d"])
			Hook("claude-code", claudePost("c-section", command));
		const prompt = Hook("claude-code", {
			session_id: "c-section",
			hook_event_name: "UserPromptSubmit",
			prompt: "go on",
			cwd: home,
		});
		expect(prompt.json.hookSpecificOutput.hookEventName).toBe("UserPromptSubmit");
		expect(prompt.json.hookSpecificOutput.additionalContext).toMatch(/^## Tool discipline\n/);
		// The section names Claude Code's own tools, under their own names.
		expect(prompt.json.hookSpecificOutput.additionalContext).toContain("| read | `Read` | `file_path` |");
		expect(prompt.json.hookSpecificOutput.additionalContext).not.toMatch(/`read`|`grep`/);
		expect(State("claude-code", "c-section").turn).toBe(1);
	});

	it("writes the ledger once per session: the activation line, then each call's lines", () => {
		const ledger = readFileSync(join(home, ".dsh", "playform", "hook-dsh-tool-coach.log"), "utf8")
			.trim()
			.split("\n");
		expect(ledger.filter((line) => line.includes("activated (")).length).toBe(3);
		expect(
			ledger.some((line) =>
				/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] hook-dsh-tool-coach: strike 3\/3 bash read -> note read$/.test(line),
			),
		).toBe(true);
	});

	it("ignores tools and events it has nothing to say about", () => {
		expect(
			Hook("claude-code", { ...claudePost("c-other", "x"), tool_name: "TodoWrite", tool_input: { todos: [] } })
				.stdout,
		).toBe("");
		expect(Hook("claude-code", { session_id: "c-other", hook_event_name: "Stop" }).stdout).toBe("");
	});
});

describe("dsh-coach hook codex and gemini", () => {
	it("codex: the same shapes for its Bash tool; reading through the shell is Codex's way, so only writes are noted", () => {
		const post = (command: string) => ({
			session_id: "x-1",
			turn_id: "t",
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command },
			tool_response: "ok",
			model: "gpt-5",
			cwd: home,
			permission_mode: "default",
			tool_use_id: "u",
			transcript_path: null,
		});
		// Codex has no reader tool: three cats are no offense there, and nothing names a `read` it cannot call.
		expect([
			Hook("codex", post("cat a")).stdout,
			Hook("codex", post("cat b")).stdout,
			Hook("codex", post("cat c")).stdout,
		]).toEqual(["", "", ""]);
		for (const file of ["a", "b"]) Hook("codex", post(`sed -i s/x/y/ ${file}`));
		const third = Hook("codex", post("sed -i s/x/y/ c"));
		expect(third.json.hookSpecificOutput).toMatchObject({
			hookEventName: "PostToolUse",
			additionalContext: expect.stringContaining("bash write × 3"),
		});
		expect(third.json.hookSpecificOutput.additionalContext).toContain(
			"Use `apply_patch` instead: Codex's apply_patch tool",
		);
		const pre = (command: string) => ({
			session_id: "x-2",
			hook_event_name: "PreToolUse",
			tool_name: "Bash",
			tool_input: { command },
			cwd: home,
		});
		let last;
		// Strikes count after the call ran (PostToolUse); the third write notes, the fourth strike after it denies.
		for (let index = 0; index < 7; index++) {
			last = Hook("codex", pre(`perl -pi -e s/a/b/ f${index}`), ["--enforce", "write"]).json;
			Hook(
				"codex",
				{ ...pre(`perl -pi -e s/a/b/ f${index}`), hook_event_name: "PostToolUse", tool_response: "" },
				["--enforce", "write"],
			);
		}
		expect(last.hookSpecificOutput).toMatchObject({ hookEventName: "PreToolUse", permissionDecision: "deny" });
		expect(last.hookSpecificOutput.permissionDecisionReason).toContain("Codex's apply_patch tool");
	});

	it("gemini: BeforeTool denies with {decision, reason}; AfterTool and BeforeAgent add context", () => {
		const before = (command: string) => ({
			session_id: "g-1",
			hook_event_name: "BeforeTool",
			tool_name: "run_shell_command",
			tool_input: { command },
			cwd: home,
			timestamp: "2026-01-01T00:00:00Z",
		});
		let last;
		for (let index = 0; index < 7; index++) {
			last = Hook("gemini", before(`sed -i s/a/b/ f${index}`), ["--enforce", "write"]).json;
			Hook(
				"gemini",
				{
					...before(`sed -i s/a/b/ f${index}`),
					hook_event_name: "AfterTool",
					tool_response: { llmContent: "" },
				},
				["--enforce", "write"],
			);
		}
		expect(last).toEqual({ decision: "deny", reason: expect.stringContaining("Gemini CLI's replace tool") });
		const after = (command: string) => ({
			session_id: "g-2",
			hook_event_name: "AfterTool",
			tool_name: "run_shell_command",
			tool_input: { command },
			tool_response: { llmContent: "x", returnDisplay: "x" },
		});
		Hook("gemini", after("cat a"));
		Hook("gemini", after("cat b"));
		expect(Hook("gemini", after("cat c")).json.hookSpecificOutput).toMatchObject({
			hookEventName: "AfterTool",
			additionalContext: expect.stringContaining("Gemini CLI's read_file tool"),
		});
		// read_file is a dedicated tool: never judged.
		expect(
			Hook("gemini", { ...after("x"), tool_name: "read_file", tool_input: { absolute_path: "/a" } }).stdout,
		).toBe("");
		expect(Hook("gemini", { session_id: "g-2", hook_event_name: "BeforeAgent", prompt: "hi" }).stdout).toBe("");
	});
});

describe("dsh-coach hook --suggesters", () => {
	it("a version search after a release prompt gets the search suggestion, and the suggester's ring outlives the process", () => {
		const workspace = join(home, "shop");
		mkdirSync(join(workspace, ".git"), { recursive: true });
		writeFileSync(join(workspace, "package.json"), '{ "name": "shop", "version": "1.4.2" }\n');
		writeFileSync(join(workspace, "CHANGELOG.md"), "# Changelog\n\n## 1.4.2\n");
		Hook(
			"claude-code",
			{
				session_id: "c-suggest",
				hook_event_name: "UserPromptSubmit",
				prompt: "bump the version for a 1.5.0 release",
				cwd: workspace,
			},
			["--suggesters"],
		);
		const grep = {
			session_id: "c-suggest",
			hook_event_name: "PostToolUse",
			tool_name: "Grep",
			tool_input: { pattern: '"version": "1\\.4\\.2"', path: workspace },
			tool_response: { content: "" },
			cwd: workspace,
		};
		const answer = Hook("claude-code", grep, ["--suggesters"]);
		expect(answer.json.hookSpecificOutput.additionalContext).toMatch(
			/^Search suggestion \(Version, k 0\.\d\d\): .*\n- package\.json\n- CHANGELOG\.md\n/,
		);
		// Claude Code cannot call the suggester's own dismiss tool, so the note does not offer it.
		expect(answer.json.hookSpecificOutput.additionalContext).not.toContain("suggestion_dismiss");
		const ring = State("claude-code", "c-suggest").plugins["@playform/hook-dsh-search-suggester"];
		// the state file keeps a sketch of the prompt (the words the pack reads), never the prompt
		expect(ring).toMatchObject({ user: "bump version release", lastNote: { Version: 1 }, notes: 1 });
		// The same search again is a repeat the suggester dedupes: it remembered the note across processes.
		expect(Hook("claude-code", grep, ["--suggesters"]).stdout).toBe("");
	});
});

describe("dsh-coach hook --suggesters: what the host's search found", () => {
	it("a literal Grep whose output lists the bundler config, after a build prompt, names that config first", () => {
		const workspace = join(home, "bundle");
		mkdirSync(join(workspace, ".git"), { recursive: true });
		mkdirSync(join(workspace, "lib"), { recursive: true });
		writeFileSync(join(workspace, "package.json"), '{ "name": "lib", "version": "1.0.0" }\n');
		writeFileSync(join(workspace, "rollup.config.js"), 'export default { output: { name: "ajv2019" } };\n');
		writeFileSync(join(workspace, "lib", "2019.ts"), "export const ajv2019 = 1;\n");
		const prompt = {
			session_id: "c-hits",
			hook_event_name: "UserPromptSubmit",
			prompt: "there's no browser bundle for draft 2020-12, add one",
			cwd: workspace,
		};
		Hook("claude-code", prompt, ["--suggesters"]);
		const grep = (content: string) => ({
			session_id: "c-hits",
			hook_event_name: "PostToolUse",
			tool_name: "Grep",
			tool_input: { pattern: "ajv2019", path: workspace },
			tool_response: { mode: "content", content },
			cwd: workspace,
		});
		const found = `${join(workspace, "rollup.config.js")}:1:export default { output: { name: "ajv2019" } };\n${join(workspace, "lib", "2019.ts")}:1:export const ajv2019 = 1;`;
		const answer = Hook("claude-code", grep(found), ["--suggesters"]);
		expect(answer.json.hookSpecificOutput.additionalContext).toMatch(
			/^Search suggestion \(Build, k 0\.\d\d\): .*\n- rollup\.config\.js\n/,
		);
		// the same search finding nothing of the kind stays silent
		Hook("claude-code", { ...prompt, session_id: "c-hits-2" }, ["--suggesters"]);
		expect(Hook("claude-code", { ...grep(""), session_id: "c-hits-2" }, ["--suggesters"]).stdout).toBe("");
	});
});

describe("dsh-coach hook --suggesters: the replay suggester", () => {
	it("recalls the area's earlier files once, then keeps its cooldown across processes; the history lives in the state file", () => {
		const workspace = join(home, "area");
		mkdirSync(join(workspace, ".git"), { recursive: true });
		mkdirSync(join(workspace, "src"), { recursive: true });
		const read = (file: string) => ({
			session_id: "c-replay",
			hook_event_name: "PostToolUse",
			tool_name: "Read",
			tool_input: { file_path: join(workspace, "src", file) },
			tool_response: {},
			tool_use_id: `toolu_${file}`,
			cwd: workspace,
		});
		for (const file of ["a.ts", "b.ts", "c.ts", "d.ts"]) writeFileSync(join(workspace, "src", file), "x\n");
		// one process per call: a and b are new; a again recalls b (the blended recall); the later repeats fall in the cooldown
		const answers = ["a.ts", "b.ts", "a.ts", "b.ts", "a.ts"].map(
			(file) => Hook("claude-code", read(file), ["--suggesters"]).json?.hookSpecificOutput?.additionalContext,
		);
		expect(answers.slice(0, 2)).toEqual([undefined, undefined]);
		expect(answers[2]).toMatch(
			/^Replay memory: the last similar call \(src\/a\.ts\) came with these files:\n- src\/b\.ts\n/,
		);
		expect(answers.slice(3)).toEqual([undefined, undefined]);
		const state = State("claude-code", "c-replay");
		expect(state.plugins["@playform/hook-dsh-replay-suggester"]).toMatchObject({
			Judged: 5,
			LastNote: { Repeat: 3 },
		});
		expect(Object.keys(state.storage.replay_history.tables.history)).toHaveLength(5);
		const ledger = readFileSync(join(home, ".dsh", "playform", "hook-dsh-replay-suggester.log"), "utf8");
		expect(ledger).toContain("replay-suggester: suggest Repeat 1 candidates 0.77 call toolu_a.ts");
		expect(ledger.match(/suppressed cooldown Repeat/g)).toHaveLength(2);
	});
});

describe("dsh-coach hook: fail-open", () => {
	it("exits 0 with no output on bad JSON, an unknown agent, no agent, and an unwritable state folder", () => {
		writeFileSync(join(home, "a-file"), "not a folder");
		for (const run of [
			Hook("claude-code", "{not json"),
			Hook("nosuch", claudePost("f", "cat a")),
			Cli(["hook"], { input: "{}", env }),
			Hook("claude-code", claudePost("f", "cat a"), ["--state-dir", join(home, "a-file", "state")]),
		]) {
			expect(run.status).toBe(0);
			expect(run.stdout).toBe("");
			expect(run.stderr).toBe("");
		}
	});

	it("a corrupt state file starts the session afresh instead of wedging it", () => {
		mkdirSync(join(stateDir, "claude-code"), { recursive: true });
		writeFileSync(join(stateDir, "claude-code", SessionFileName("c-corrupt")), "{half");
		expect(Hook("claude-code", claudePost("c-corrupt", "cat a")).status).toBe(0);
		expect(State("claude-code", "c-corrupt").calls).toBe(1);
	});
});

describe("dsh-coach hook: the per-session state file", () => {
	it("N parallel hook processes of one session lose no count", async () => {
		const processes = 12;
		await Promise.all(
			Array.from(
				{ length: processes },
				(_, index) =>
					new Promise<void>((resolve, reject) => {
						const child = spawn(process.execPath, [Bin, "hook", "claude-code"], {
							env: { ...process.env, ...env },
						});
						child.on("error", reject);
						child.on("exit", () => resolve());
						child.stdin.end(JSON.stringify(claudePost("c-parallel", `cat f${index}`)));
					}),
			),
		);
		const state = State("claude-code", "c-parallel");
		expect(state.calls).toBe(processes);
		expect(state.plugins["@playform/hook-dsh-tool-coach"].calls).toBe(processes);
		const folder = join(stateDir, "claude-code");
		expect(readdirSync(folder).filter((name) => name.includes("c-parallel"))).toEqual([
			SessionFileName("c-parallel"),
		]);
		expect(statSync(join(folder, SessionFileName("c-parallel"))).mode & 0o777).toBe(0o600);
		expect(statSync(folder).mode & 0o777).toBe(0o700);
	});

	it('an event without a usable session id keeps its own state, apart from a session named "default"', () => {
		const { session_id: _, ...idless } = claudePost("", "cat a.ts");
		// absent, empty and not a string: one id-less agent, whose third read earns the tier-1 note
		expect(Hook("claude-code", idless).stdout).toBe("");
		expect(Hook("claude-code", { ...idless, session_id: "", tool_input: { command: "cat b.ts" } }).stdout).toBe("");
		const third = Hook("claude-code", { ...idless, session_id: 42, tool_input: { command: "cat c.ts" } });
		expect(third.json.hookSpecificOutput.additionalContext).toMatch(
			/^Tool discipline \(tool-coach: bash read × 3\)/,
		);
		// a session that is really named "default" starts its own ladder and leaves the id-less one where it was
		expect(Hook("claude-code", claudePost("default", "cat d.ts")).stdout).toBe("");
		expect(State("claude-code", "default").plugins["@playform/hook-dsh-tool-coach"].calls).toBe(1);
		const idlessState = StateIn("claude-code", SessionFileName(UNNAMED));
		expect(idlessState.plugins["@playform/hook-dsh-tool-coach"]).toMatchObject({ calls: 3, lastNoteAt: 3 });
		expect(SessionFileName(UNNAMED)).toBe("~none.json");
		expect(SessionFileName("default")).toBe("default.json");
	});

	it("a subagent whose agent_id is empty is a subagent of its own; an absent or null agent_id is the session", () => {
		Hook("claude-code", claudePost("c-sub", "cat a.ts"));
		Hook("claude-code", { ...claudePost("c-sub", "cat b.ts"), agent_id: null });
		Hook("claude-code", { ...claudePost("c-sub", "cat c.ts"), agent_id: "" });
		Hook("claude-code", { ...claudePost("c-sub", "cat d.ts"), agent_id: "a1" });
		expect(State("claude-code", "c-sub").calls).toBe(2);
		expect(StateIn("claude-code", SessionFileName("c-sub", UNNAMED)).calls).toBe(1);
		// a real subagent's file is the one it always had, `<session>/agent-<id>` escaped
		expect(SessionFileName("c-sub", "a1")).toBe(SessionFileName("c-sub/agent-a1"));
		expect(State("claude-code", "c-sub/agent-a1").calls).toBe(1);
	});

	it("breaks a lock left by a dead process, and times out on a live one", async () => {
		const path = join(home, "locks", "s.json");
		mkdirSync(join(home, "locks"), { recursive: true });
		writeFileSync(`${path}.lock`, "999999\n");
		const old = new Date(Date.now() - 60_000);
		utimesSync(`${path}.lock`, old, old);
		expect(await WithLock(path, async () => "ran")).toBe("ran");
		// A folder that cannot exist fails at once (Node's recursive mkdir would spin on /proc).
		await expect(WithLock("/proc/dsh-coach-no/such/state.json", async () => "ran")).rejects.toThrow();
		expect(existsSync(`${path}.lock`)).toBe(false);
		writeFileSync(`${path}.lock`, "1\n");
		await expect(WithLock(path, async () => "ran", 50)).rejects.toThrow(/held for more than 50 ms/);
	});

	it("names a session file safely, whatever the id", () => {
		expect(SessionFileName("abc-123_X.y")).toBe("abc-123_X.y.json");
		expect(SessionFileName("../../etc/passwd")).not.toContain("/");
		expect(SessionFileName("../x").startsWith(".")).toBe(false);
		const long = SessionFileName("a".repeat(500));
		expect(long.length).toBeLessThan(120);
		expect(long).not.toBe(SessionFileName(`${"a".repeat(499)}b`));
		// an unnamed id's file is none a real id takes, long or short, wherever it stands
		const x = "x".repeat(300);
		const unnamed = [
			SessionFileName(UNNAMED),
			SessionFileName(UNNAMED, UNNAMED),
			SessionFileName(UNNAMED, "a1"),
			SessionFileName(UNNAMED, x),
			SessionFileName("s", UNNAMED),
			SessionFileName(x, UNNAMED),
		];
		const real = [
			"",
			"~none/agent-a1",
			`/agent-${x}`,
			"s/agent-",
			`${x}/agent-`,
			...unnamed.map((name) => name.slice(0, -".json".length)),
		].map((id) => SessionFileName(id));
		expect(new Set([...unnamed, ...real]).size).toBe(unnamed.length + real.length);
		expect(ReadState(join(home, "absent.json"))).toEqual({
			state: { version: 1, turn: 0, calls: 0, plugins: {}, storage: {} },
			fresh: true,
		});
	});
});

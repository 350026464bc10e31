import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { Answer } from "../Source/Command/Hook";
import { AGENTS } from "../Source/Hook/Agents";
import { SessionTools } from "../Source/Hook/SessionTools";
import { Root } from "./Cli";

const home = mkdtempSync(join(tmpdir(), "dsh-coach-host-tools-"));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const stateRoot = join(home, "state");

type Output =
	| {
			hookSpecificOutput?: {
				hookEventName?: string;
				additionalContext?: string;
				permissionDecision?: string;
				permissionDecisionReason?: string;
			};
			decision?: string;
			reason?: string;
	  }
	| undefined;
const Call = async (
	agent: string,
	input: Record<string, unknown>,
	flags: { enforce?: "off" | "write" | "all"; hostTools?: string[] } = {},
): Promise<Output> =>
	(await Answer(AGENTS[agent]!, input, { suggesters: false, stateRoot, ...flags })).output as Output;

/** A Claude Code transcript as the native build writes it: version field, the session's tool calls. */
const Transcript = (name: string, version: string, tools: readonly string[]): string => {
	const path = join(home, `${name}.jsonl`);
	const lines = [
		{
			parentUuid: null,
			isSidechain: false,
			userType: "external",
			cwd: home,
			sessionId: name,
			version,
			gitBranch: "main",
			type: "user",
			message: { role: "user", content: "look around" },
			uuid: "u1",
			timestamp: "2026-05-01T10:00:00.000Z",
		},
		...tools.map((tool, index) => ({
			parentUuid: "u1",
			isSidechain: false,
			cwd: home,
			sessionId: name,
			version,
			type: "assistant",
			message: {
				role: "assistant",
				model: "claude-sonnet-4-6",
				content: [{ type: "tool_use", id: `toolu_${index}`, name: tool, input: {} }],
			},
			uuid: `a${index}`,
			timestamp: "2026-05-01T10:00:01.000Z",
		})),
	];
	writeFileSync(path, `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`);
	return path;
};
const claude = (session: string, event: string, command: string, extra: Record<string, unknown> = {}) => ({
	session_id: session,
	hook_event_name: event,
	tool_name: "Bash",
	tool_input: { command, description: "x" },
	tool_response: { stdout: "", stderr: "", interrupted: false },
	cwd: home,
	...extra,
});

describe("only tools the session has: Claude Code", () => {
	it("a native build (2.1.117+) with no Grep/Glob in its transcript: greps and finds are no offenses, never denied, never pointed at Grep", async () => {
		const transcript_path = Transcript("native", "2.1.120", ["Bash", "Read", "Edit"]);
		expect([...SessionTools(AGENTS["claude-code"]!, { transcript_path }, undefined)].sort()).toEqual([
			"Bash",
			"Edit",
			"Read",
			"Write",
		]);
		const answers: Output[] = [];
		for (const command of [
			"grep -rn total src",
			"grep -rn cart src",
			"find . -name '*.ts'",
			"grep -rn tax src",
			"grep -rn fee src",
		]) {
			answers.push(
				await Call("claude-code", claude("native", "PreToolUse", command, { transcript_path }), {
					enforce: "all",
				}),
			);
			answers.push(
				await Call("claude-code", claude("native", "PostToolUse", command, { transcript_path }), {
					enforce: "all",
				}),
			);
		}
		expect(answers.every((answer) => answer === undefined)).toBe(true);
		// Reads still are offenses, and the note names the session's own Read tool.
		for (const file of ["a", "b"])
			await Call("claude-code", claude("native", "PostToolUse", `cat ${file}.ts`, { transcript_path }));
		const note =
			(await Call("claude-code", claude("native", "PostToolUse", "cat c.ts", { transcript_path })))
				?.hookSpecificOutput?.additionalContext ?? "";
		expect(note).toContain("Use `Read` instead: Claude Code's Read tool");
		expect(note).not.toMatch(/`read`|Grep|Glob/);
		const ledger = readFileSync(
			join(process.env.HOME ?? "", ".dsh", "playform", "hook-dsh-tool-coach.log"),
			"utf8",
		);
		expect(ledger).toContain("hook-dsh-tool-coach: exempt bash no-tool:grep\n");
	});

	it("the same build once it has called Grep (npm, Windows, --tools Grep): greps are offenses again, noted with `Grep`", async () => {
		const transcript_path = Transcript("npm", "2.1.120", ["Bash", "Grep"]);
		for (const term of ["a", "b"])
			await Call("claude-code", claude("npm", "PostToolUse", `grep -rn ${term} src`, { transcript_path }));
		const note =
			(await Call("claude-code", claude("npm", "PostToolUse", "grep -rn c src", { transcript_path })))
				?.hookSpecificOutput?.additionalContext ?? "";
		expect(note).toContain("Use `Grep` instead: Claude Code's Grep tool");
		// Before 2.1.117 every build had them.
		expect(
			SessionTools(
				AGENTS["claude-code"]!,
				{ transcript_path: Transcript("old", "2.0.67", ["Bash"]) },
				undefined,
			).has("Grep"),
		).toBe(true);
	});

	it("a transcript over 4 MiB is read by its tail only (the core's bounded read): the cut first line is no record", () => {
		const recent = readFileSync(Transcript("long-tail", "2.1.120", ["Bash", "Read"]), "utf8");
		const transcript_path = join(home, "long.jsonl");
		// an early Grep call far before the window, then a 5 MiB line cut by the window whose end looks like a Glob call
		const early = JSON.stringify({
			type: "assistant",
			message: { content: [{ type: "tool_use", id: "t0", name: "Grep" }] },
		});
		const cut = `{"pad":"${"x".repeat(5 * 1024 * 1024)}","type":"tool_use","id":"t9","name":"Glob"}`;
		writeFileSync(transcript_path, `${early}\n${cut}\n${recent}`);
		expect([...SessionTools(AGENTS["claude-code"]!, { transcript_path }, undefined)].sort()).toEqual([
			"Bash",
			"Edit",
			"Read",
			"Write",
		]);
	});

	it("a subagent without Read (its definition's tools): cat is its way to read, so no note and no deny; its greps are noted", async () => {
		const project = join(home, "project");
		mkdirSync(join(project, ".claude", "agents"), { recursive: true });
		writeFileSync(
			join(project, ".claude", "agents", "scout.md"),
			"---\nname: scout\ndescription: finds things\ntools: Bash, Grep, Glob\n---\nYou find things.\n",
		);
		const sub = (command: string, event: string) => ({
			...claude("sub", event, command),
			cwd: project,
			agent_id: "a1f2e3d",
			agent_type: "scout",
		});
		const answers: Output[] = [];
		for (const file of ["a", "b", "c", "d", "e"]) {
			answers.push(await Call("claude-code", sub(`cat ${file}.ts`, "PreToolUse"), { enforce: "all" }));
			answers.push(await Call("claude-code", sub(`cat ${file}.ts`, "PostToolUse"), { enforce: "all" }));
		}
		expect(answers.every((answer) => answer === undefined)).toBe(true);
		for (const term of ["a", "b"]) await Call("claude-code", sub(`grep -rn ${term} .`, "PostToolUse"));
		const note =
			(await Call("claude-code", sub("grep -rn c .", "PostToolUse")))?.hookSpecificOutput?.additionalContext ??
			"";
		expect(note).toContain("Use `Grep` instead");
		expect(note).not.toMatch(/Read/);
		// Its ladder is its own: the parent session's state never saw these calls.
		const parent = await Answer(
			AGENTS["claude-code"]!,
			{ ...claude("sub", "PostToolUse", "git status"), cwd: project },
			{ suggesters: false, stateRoot },
		);
		expect(parent.state?.calls).toBe(1);
	});

	it("--host-tools declares the set: Bash and Read only, a grep is no offense and the section lists only Read", async () => {
		const flags = { hostTools: ["Bash", "Read"] };
		// Three reads note; six more inside the cooldown turn the section on.
		const commands = [
			"grep -rn a .",
			"grep -rn b .",
			"grep -rn c .",
			...["a", "b", "c", "d", "e", "f", "g", "h", "i"].map((file) => `cat ${file}`),
		];
		for (const command of commands) await Call("claude-code", claude("declared", "PostToolUse", command), flags);
		const section =
			(
				await Call(
					"claude-code",
					{ session_id: "declared", hook_event_name: "UserPromptSubmit", prompt: "go on", cwd: home },
					flags,
				)
			)?.hookSpecificOutput?.additionalContext ?? "";
		expect(section).toMatch(/^## Tool discipline/);
		expect(section).toContain("| read | `Read` |");
		expect(section).not.toMatch(/Grep|Glob|Edit|Write/);
	});

	it("PostToolUseFailure counts like PostToolUse, and is answered under its own event name", async () => {
		const failed = (command: string) => ({
			...claude("failure", "PostToolUseFailure", command),
			tool_response: undefined,
			error: "Exit code 1",
			is_interrupt: false,
		});
		expect(await Call("claude-code", failed("cat missing-a"))).toBeUndefined();
		expect(await Call("claude-code", failed("cat missing-b"))).toBeUndefined();
		const third = await Call("claude-code", failed("cat missing-c"));
		expect(third?.hookSpecificOutput).toMatchObject({
			hookEventName: "PostToolUseFailure",
			additionalContext: expect.stringContaining("bash read × 3"),
		});
	});
});

describe("only tools the session has: Gemini CLI", () => {
	it("notes name grep_search (not search_file_content) and read_file; both grep names are read as grep", async () => {
		const after = (command: string) => ({
			session_id: "g-names",
			hook_event_name: "AfterTool",
			tool_name: "run_shell_command",
			tool_input: { command },
			tool_response: { llmContent: "" },
			cwd: home,
		});
		for (const term of ["a", "b"]) await Call("gemini", after(`grep -rn ${term} src`));
		const note = (await Call("gemini", after("grep -rn c src")))?.hookSpecificOutput?.additionalContext ?? "";
		expect(note).toContain("Use `grep_search` instead: Gemini CLI's grep_search tool");
		expect(note).not.toContain("search_file_content");
	});

	it("a release whose chat shows the older search_file_content: the notes name that tool instead", async () => {
		const transcript_path = join(home, "session-older.json");
		writeFileSync(
			transcript_path,
			JSON.stringify(
				{
					sessionId: "g-old",
					projectHash: "p",
					messages: [
						{
							id: "m",
							type: "gemini",
							content: "",
							toolCalls: [
								{ id: "search_file_content-1", name: "search_file_content", args: { pattern: "x" } },
							],
						},
					],
				},
				null,
				2,
			),
		);
		const after = (command: string) => ({
			session_id: "g-old",
			hook_event_name: "AfterTool",
			tool_name: "run_shell_command",
			tool_input: { command },
			tool_response: { llmContent: "" },
			cwd: home,
			transcript_path,
		});
		for (const term of ["a", "b"]) await Call("gemini", after(`grep -rn ${term} src`));
		const note = (await Call("gemini", after("grep -rn c src")))?.hookSpecificOutput?.additionalContext ?? "";
		expect(note).toContain("Use `search_file_content` instead: Gemini CLI's search_file_content tool");
		expect(note).not.toContain("grep_search");
	});
});

/** Each host's matching rule for a tool matcher (see Documentation/Integrations.md for the references). */
const Matches: Record<string, (matcher: string, tool: string) => boolean> = {
	// Claude Code: letters, digits, `_` and `|` are exact names; anything else is a regular expression.
	"claude-code": (matcher, tool) =>
		matcher === "" || matcher === "*"
			? true
			: /^[\w|]+$/.test(matcher)
				? matcher.split("|").includes(tool)
				: new RegExp(matcher).test(tool),
	codex: (matcher, tool) => new RegExp(matcher).test(tool),
	gemini: (matcher, tool) => new RegExp(matcher).test(tool),
};

/** Per host: the tool names it sends, which of them a judging matcher must catch, and which a widened one must. */
const Hosts = {
	"claude-code": {
		heading: "## Claude Code",
		sends: [
			"Bash",
			"PowerShell",
			"Read",
			"Edit",
			"MultiEdit",
			"Write",
			"Grep",
			"Glob",
			"Task",
			"TodoWrite",
			"WebFetch",
			"mcp__shell__Bash",
		],
		judged: ["Bash"],
		learned: ["Bash", "PowerShell", "Read", "Grep", "Glob", "Edit", "Write"],
	},
	codex: {
		heading: "## Codex",
		sends: ["Bash", "apply_patch", "mcp__shell__Bash", "mcp__files__read"],
		judged: ["Bash"],
		learned: ["Bash"],
	},
	gemini: {
		heading: "## Gemini CLI",
		sends: [
			"run_shell_command",
			"read_file",
			"read_many_files",
			"grep_search",
			"search_file_content",
			"glob",
			"replace",
			"write_file",
			"list_directory",
			"web_fetch",
			"mcp__shell__run_shell_command",
		],
		judged: ["run_shell_command"],
		learned: [
			"run_shell_command",
			"read_file",
			"grep_search",
			"search_file_content",
			"glob",
			"replace",
			"write_file",
		],
	},
} as const;

describe("the matchers Documentation/Integrations.md recommends, under each host's matching rule", () => {
	const page = readFileSync(join(Root, "Documentation", "Integrations.md"), "utf8");
	for (const [host, facts] of Object.entries(Hosts)) {
		it(`${host}: the settings fire for the judged tool and nothing else; the widened matcher for every file tool`, () => {
			const start = page.indexOf(facts.heading);
			const section = page.slice(start, page.indexOf("\n## ", start + 1));
			const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(
				(match) => JSON.parse(match[1]) as { hooks: Record<string, { matcher?: string }[]> },
			);
			expect(blocks.length).toBe(1);
			const toolMatchers = Object.entries(blocks[0].hooks).flatMap(([event, groups]) =>
				groups
					.filter((group) => group.matcher !== undefined)
					.map((group) => ({ event, matcher: group.matcher as string })),
			);
			expect(toolMatchers.length).toBeGreaterThanOrEqual(2);
			for (const { matcher } of toolMatchers) {
				expect(facts.sends.filter((tool) => Matches[host](matcher, tool))).toEqual(facts.judged);
			}
			const widened = /widen the \w+ matcher to\s+`"([^"]+)"`/.exec(section)?.[1];
			if (host !== "codex") {
				expect(widened).toBeDefined();
				expect(facts.sends.filter((tool) => Matches[host](widened as string, tool)).sort()).toEqual(
					[...facts.learned].sort(),
				);
			}
		});
	}
});

// Hostile hook JSON from another agent: the adapters, the in-process answer and the built command line never
// throw, never leave the state folder, and always leave a readable 0600 state file (or none).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { Answer } from "../Source/Command/Hook";
import { AGENTS, MomentOf } from "../Source/Hook/Agents";
import { ReadState } from "../Source/Hook/StateFile";
import { Cli } from "./Cli";

const home = mkdtempSync(join(tmpdir(), "dsh-coach-fuzz-"));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const units = fc
	.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 })
	.map((codes) => String.fromCharCode(...codes));
const COMMANDS = [
	"cat a.ts",
	"sed -i s/a/b/ f",
	"grep -rn x .",
	"echo hi > f",
	"$(cat f)",
	"cat <<EOF\nbody\n",
	"'",
	"\0",
	"\uD800",
	"ls | sh",
];
const command = fc.oneof(fc.constantFrom(...COMMANDS), units, fc.string());
const EVENTS = [
	"PreToolUse",
	"PostToolUse",
	"UserPromptSubmit",
	"BeforeTool",
	"AfterTool",
	"BeforeAgent",
	"Stop",
	"__proto__",
	"constructor",
];
const TOOLS = [
	"Bash",
	"Read",
	"Edit",
	"Write",
	"Grep",
	"Glob",
	"shell",
	"apply_patch",
	"run_shell_command",
	"read_file",
	"replace",
	"write_file",
	"toString",
	"__proto__",
];
const hookInput = fc.record(
	{
		session_id: fc.oneof(
			fc.constantFrom("s1", "../../escape", "/abs", ".", "..", "", "a".repeat(300), "con\0nul"),
			fc.string(),
			fc.anything(),
		),
		hook_event_name: fc.oneof(fc.constantFrom(...EVENTS), fc.anything()),
		tool_name: fc.oneof(fc.constantFrom(...TOOLS), fc.anything()),
		tool_input: fc.oneof(
			fc.record(
				{
					command,
					file_path: fc.anything(),
					pattern: fc.anything(),
					input: fc.anything(),
					description: fc.string(),
				},
				{ requiredKeys: [] },
			),
			fc.anything(),
		),
		tool_response: fc.oneof(
			fc.record({ stdout: fc.string(), stderr: fc.string(), error: fc.anything() }, { requiredKeys: [] }),
			fc.anything(),
		),
		prompt: fc.oneof(fc.string(), fc.anything()),
		cwd: fc.oneof(fc.constant(home), fc.constant("/nonexistent/folder"), fc.anything()),
	},
	{ requiredKeys: [] },
);

/** Every state file under the root: inside it, JSON version 1, mode 0600. */
const stateFiles = (root: string): string[] => {
	const out: string[] = [];
	const walk = (folder: string): void => {
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const path = join(folder, entry.name);
			if (entry.isDirectory()) walk(path);
			else out.push(path);
		}
	};
	// A run whose random inputs never reached a session (no known event, no tool) leaves no folder at all.
	if (existsSync(root)) walk(root);
	return out;
};

describe("the agent adapters, any input", () => {
	it("moment, call and output never throw", () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...Object.keys(AGENTS)),
				fc.oneof(hookInput, fc.dictionary(fc.string(), fc.anything())),
				(name, input) => {
					const agent = AGENTS[name]!;
					MomentOf(agent, input as never);
					agent.call(input as never);
					const output = agent.output(input as never);
					expect(typeof output.text).toBe("string");
				},
			),
			{ numRuns: 400 },
		);
	});
});

describe("the hook answer, any input", () => {
	it("answers or stays silent, and leaves only readable 0600 state files inside the state folder", async () => {
		const stateRoot = join(home, "state");
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...Object.keys(AGENTS)),
				hookInput,
				fc.boolean(),
				async (name, input, suggesters) => {
					const answer = await Answer(AGENTS[name]!, input as never, { suggesters, stateRoot });
					expect(
						answer.output === undefined || (typeof answer.output === "object" && answer.output !== null),
					).toBe(true);
					if (answer.output !== undefined) expect(() => JSON.stringify(answer.output)).not.toThrow();
				},
			),
			{ numRuns: 30 },
		);
		for (const file of stateFiles(stateRoot)) {
			expect(relative(stateRoot, file).startsWith("..")).toBe(false);
			if (file.endsWith(".json")) {
				expect(statSync(file).mode & 0o777).toBe(0o600);
				expect(JSON.parse(readFileSync(file, "utf8")).version).toBe(1);
			}
		}
	});

	it("reads any state file content as a state (a fresh one when it is not one)", () => {
		const path = join(home, "read.json");
		fc.assert(
			fc.property(
				fc.oneof(
					units,
					fc.jsonValue().map((value) => JSON.stringify(value)),
					fc
						.record({
							version: fc.constant(1),
							turn: fc.anything(),
							calls: fc.anything(),
							plugins: fc.anything(),
							storage: fc.anything(),
						})
						.map((value) => JSON.stringify(value) ?? ""),
				),
				(text) => {
					writeFileSync(path, text);
					const { state } = ReadState(path);
					expect(state.version).toBe(1);
					expect(typeof state.turn === "number" && typeof state.calls === "number").toBe(true);
				},
			),
			{ numRuns: 200 },
		);
	});
});

describe("the built hook command, any stdin", () => {
	// A few spawns only: each is a whole process; the in-process property above carries the volume.
	it.each([
		[
			"random bytes",
			Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)).toString("latin1"),
		],
		[
			"truncated JSON",
			'{"session_id":"t","hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"cat a',
		],
		["a JSON array", "[1,2,3]"],
		[
			"a 1 MiB command",
			JSON.stringify({
				session_id: "big",
				hook_event_name: "PostToolUse",
				tool_name: "Bash",
				tool_input: { command: `cat ${"a".repeat(1 << 20)}` },
				tool_response: { stdout: "" },
			}),
		],
		["nothing", ""],
	])("exits 0 with no output or one JSON line on %s", (_label, input) => {
		const run = Cli(["hook", "claude-code", "--state-dir", join(home, "cli-state")], {
			input,
			env: { HOME: home, DSH_HOME: join(home, ".dsh") },
		});
		expect(run.status).toBe(0);
		if (run.stdout !== "") expect(() => JSON.parse(run.stdout)).not.toThrow();
	});
});

import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { AnswerLine, Classify, VerdictLine } from "../Source/Command/Classify";
import { ParseClassifyLine } from "../Source/Function/ParseClassifyLine";
import { Cli, Root } from "./Cli";

describe("classify: the measurement stream", () => {
	it("answers every input line with one JSON line, in order, errors included", () => {
		const input = [
			JSON.stringify({ tool: "bash", command: "cat README.md" }),
			"{not json",
			JSON.stringify({ tool: "pwsh", command: "Set-Content -Path a.txt -Value 1" }),
			JSON.stringify({ tool: "zsh", command: "ls" }),
			"",
			JSON.stringify({ command: "git diff > change.patch" }),
			JSON.stringify({ tool: "bash", command: 42 }),
		].join("\n");
		const run = Cli(["classify"], { input: `${input}\n` });
		expect(run.status).toBe(0);
		const lines = run.stdout
			.trimEnd()
			.split("\n")
			.map((line) => JSON.parse(line));
		expect(lines).toHaveLength(7);
		expect(lines[0]).toMatchObject({ class: "read", tool: "read" });
		expect(Object.keys(lines[0])).toEqual(["class", "pattern", "tool", "segments"]);
		expect(lines[1].error).toMatch(/^not JSON/);
		expect(lines[2]).toMatchObject({ class: "write" });
		expect(lines[3]).toEqual({ error: '"tool" must be "bash" or "pwsh", not "zsh"' });
		expect(lines[4]).toEqual({ error: "empty line" });
		expect(lines[5]).toMatchObject({ class: "clean" });
		expect(lines[6]).toEqual({ error: '"command" must be a string' });
	});

	it("runs through the root script: pnpm --silent dsh-coach classify", () => {
		const run = spawnSync("pnpm", ["--silent", "dsh-coach", "classify"], {
			cwd: Root,
			input: '{"tool":"bash","command":"sed -i s/a/b/ f"}\n',
			encoding: "utf8",
		});
		expect(run.status).toBe(0);
		expect(JSON.parse(run.stdout)).toMatchObject({ class: "write", tool: "edit" });
	});

	it("streams a large input in order", () => {
		const commands = Array.from({ length: 3000 }, (_, index) =>
			index % 3 === 0 ? `cat f${index}` : index % 3 === 1 ? `grep -rn x${index} src/` : `npm test -- ${index}`,
		);
		const run = Cli(["classify"], {
			input: commands.map((command) => JSON.stringify({ tool: "bash", command })).join("\n"),
		});
		const classes = run.stdout
			.trimEnd()
			.split("\n")
			.map((line) => JSON.parse(line).class);
		expect(classes).toHaveLength(3000);
		expect(classes.slice(0, 6)).toEqual(["read", "search", "clean", "read", "search", "clean"]);
	});
});

describe("classify: one command for a person", () => {
	it("names the class, the tool to use and each segment", () => {
		const run = Cli(["classify", "sed -i s/a/b/ f"]);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^write: use `edit` instead of bash\n/);
		expect(run.stdout).toContain("  command   sed -i s/a/b/ f\n");
		expect(run.stdout).toMatch(/segments\n {4}write {2}sed -i s\/a\/b\/ f/);
	});

	it("shows an exempt head dominating its pipe, and --json gives the machine line", () => {
		expect(Cli(["classify", "git diff > x.patch"]).stdout).toMatch(/^clean: a command the terminal is for/);
		const json = JSON.parse(Cli(["classify", "--json", "--tool", "pwsh", "Get-Content a.txt"]).stdout);
		expect(json).toMatchObject({ class: "read", tool: "read" });
	});

	it("refuses an unknown terminal", () => {
		const run = Cli(["classify", "--tool", "fish", "ls"]);
		expect(run.status).toBe(2);
		expect(run.stderr).toContain("--tool must be bash or pwsh");
	});
});

describe("classify: the pieces", () => {
	it("reads a line or names its fault", () => {
		expect(ParseClassifyLine('{"tool":"pwsh","command":"gc a"}')).toEqual({ tool: "pwsh", command: "gc a" });
		expect(ParseClassifyLine("[1]")).toEqual({ error: "expected a JSON object" });
		expect(ParseClassifyLine("null")).toEqual({ error: "expected a JSON object" });
	});

	it("classifies with the coach's shipped rows", () => {
		expect(Classify("cat a | head -5", "bash").class).toBe("read");
		expect(Classify("echo hi | head -5", "bash").class).toBe("clean");
		expect(JSON.parse(VerdictLine(Classify("find . -name '*.ts'", "bash"))).class).toBe("discovery");
		expect(JSON.parse(AnswerLine('{"command":"kill %1"}')).class).toBe("control");
	});
});

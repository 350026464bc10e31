import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CallPaths, CallProbe, CommandPaths, Relativize } from "../Target/Library.js";
import { Mount, Remove } from "./Mount";
import type { Mounted } from "./Mount";

const W = "/work/repo";
const Rel = (command: string, cwd = W) => Relativize(CommandPaths(command, cwd), W);

describe("the paths a shell command names", () => {
	it("reads the file words and skips a search's pattern and a sed script", () => {
		expect(Rel("cat src/a.py")).toEqual(["src/a.py"]);
		expect(Rel('grep -n "collections.Mapping" src/m/marshalling.py src/m/utils.py')).toEqual([
			"src/m/marshalling.py",
			"src/m/utils.py",
		]);
		expect(Rel("grep -rn self.assertEqual tests/")).toEqual(["tests"]);
		expect(Rel("grep -e pattern.py src/x.py")).toEqual(["src/x.py"]);
		expect(Rel("sed -n '250,260p' src/m/marshalling.py")).toEqual(["src/m/marshalling.py"]);
		expect(Rel("rg foo.bar lib/")).toEqual(["lib"]);
	});

	it("follows cd, redirections and pipelines, and drops descriptors and /dev", () => {
		expect(Rel(`cd ${W}/src && cat a.py | head -5 > out.txt 2>&1`)).toEqual(["src/a.py", "src/out.txt"]);
		expect(Rel("python reproduce.py 2>/dev/null; echo done > /dev/null")).toEqual(["reproduce.py"]);
		expect(Rel("python -m pytest tests/test_a.py::TestA::test_b -x")).toEqual(["tests/test_a.py"]);
		expect(Rel("vim src/a.py:120:4")).toEqual(["src/a.py"]);
	});

	it("reads a heredoc's target but never its body, and treats echo and -c code as text", () => {
		const command = "cat > fix.py << 'EOF'\nimport os\nopen('secret/inside.py')\nEOF\npython fix.py";
		expect(Rel(command)).toEqual(["fix.py"]);
		expect(Rel("python -c \"import a.b; print(open('x/y.py'))\"")).toEqual([]);
		expect(Rel('echo "see src/a.py"')).toEqual([]);
		expect(Rel("find src -name '*.py' | xargs wc -l")).toEqual([]);
		expect(Rel("pip install -e . && git diff")).toEqual([]);
	});

	it("keeps workspace paths only (repo-relative), dropping what lies outside", () => {
		expect(Rel("cat /etc/passwd ../outside.ts ~/notes.md src/in.ts")).toEqual(["src/in.ts"]);
		expect(Relativize(["/work/repo/a/b.ts", "/work/other/c.ts", "/work/repo"], W)).toEqual(["a/b.ts"]);
		// a name that merely starts with two dots is inside (the core's `Within`); a climb out is not
		expect(Relativize(["/work/repo/..notes.md", "/work/repo/../repo-x/a.ts", "/work/repo/.."], W)).toEqual([
			"..notes.md",
		]);
		expect(Rel("cat ..notes.md ../up.md")).toEqual(["..notes.md"]);
	});

	it("reads the file tools' file_path and the search tools' path", () => {
		expect(CallPaths("read", { file_path: "src/a.ts" }, W)).toEqual([`${W}/src/a.ts`]);
		expect(CallPaths("grep", { pattern: "x", path: "/work/repo/lib" }, W)).toEqual([`${W}/lib`]);
		expect(CallPaths("glob", { pattern: "**/*.ts" }, W)).toEqual([]);
		expect(CallPaths("write", null, W)).toEqual([]);
		expect(CallPaths("bash", { command: 42 }, W)).toEqual([]);
	});
});

describe("the probe (the similarity key)", () => {
	it("is the tool and its content-free arguments", () => {
		expect(CallProbe("read", { file_path: `${W}/src/Core.ts`, offset: 3 }, "src/Core.ts", W)).toBe(
			'read {"file_path":"src/Core.ts"}',
		);
		const edit = CallProbe(
			"edit",
			{ file_path: "src/a.ts", old_string: "SECRET-OLD", new_string: "SECRET-NEW" },
			"src/a.ts",
			W,
		);
		expect(edit).toBe('edit {"file_path":"src/a.ts"}');
		expect(CallProbe("write", { file_path: "a.md", content: "SECRET" }, "a.md", W)).not.toContain("SECRET");
		expect(CallProbe("grep", { pattern: "TODO", path: `${W}/src` }, "src", W)).toBe(
			'grep {"pattern":"TODO","path":"src"}',
		);
	});

	it("keeps PowerShell's written text out: -Value, Write-Output, strings and here-strings piped into a writer", () => {
		const written = [
			"Set-Content -Path a.txt -Value 'SECRET-1'",
			"Add-Content a.txt -Value SECRET-2",
			"Set-Content -Value:'SECRET-3' a.txt",
			"'SECRET-4' | Out-File a.txt",
			"Write-Output 'SECRET-5' > a.txt",
			"@'\nSECRET-6 line\n'@ | Set-Content a.txt",
		];
		for (const command of written) expect(CallProbe("pwsh", { command }, "a.txt", W)).not.toContain("SECRET");
		expect(CallProbe("pwsh", { command: "Set-Content -Path a.txt -Value 'x'" }, "a.txt", W)).toBe(
			'pwsh {"command":"Set-Content -Path a.txt -Value …"}',
		);
		expect(CallProbe("pwsh", { command: "Get-Content a.txt" }, "a.txt", W)).toBe(
			'pwsh {"command":"Get-Content a.txt"}',
		);
	});

	it("drops heredoc bodies, makes workspace paths relative and cuts foreign ones to their name", () => {
		const probe = CallProbe(
			"bash",
			{ command: `cd ${W} && cat > /home/alice/x.py << EOF\nSECRET BODY\nEOF\ncat ${W}/src/a.py` },
			"src/a.py",
			W,
		);
		expect(probe).toBe('bash {"command":"cd . && cat > …/x.py << EOF\\ncat src/a.py"}');
		expect(probe).not.toMatch(/SECRET|alice/);
	});

	it("is capped, so a hostile megabyte costs what a short command does", () => {
		const probe = CallProbe("bash", { command: `cat src/a.py ${"x".repeat(1_000_000)}` }, "src/a.py", W);
		expect(probe.length).toBeLessThan(500);
	});
});

describe("the privacy posture of the store", () => {
	let mount: Mounted | undefined;
	afterEach(async () => {
		if (mount) {
			await mount.dispose();
			Remove(mount.workspace, mount.home);
		}
	});

	it("writes repo-relative paths, no file contents and no user text", async () => {
		mount = await Mount();
		await mount.userTurn(mount.agent, [
			{ role: "user", source: { kind: "user" }, content: [{ type: "text", text: "USER-WORDS" }] },
		]);
		await mount.call("write", { file_path: join(mount.workspace, "src/a.ts"), content: "FILE-CONTENT" });
		await mount.call("edit", { file_path: "src/a.ts", old_string: "OLD-CONTENT", new_string: "NEW-CONTENT" });
		await mount.call("bash", {
			command: `cat > ${mount.workspace}/src/b.py << 'EOF'\nHEREDOC-CONTENT\nEOF`,
			description: "USER-ASK",
		});
		await mount.state.Flush();
		const stored = readFileSync(join(mount.home, "replay_history.json"), "utf8");
		expect(stored).not.toMatch(/CONTENT|USER|description/);
		expect(stored).not.toContain(mount.workspace);
		const entries = JSON.parse(stored).entries as { path: string }[];
		expect(entries.map((entry) => entry.path)).toEqual(["src/b.py", "src/a.ts", "src/a.ts"]);
	});
});

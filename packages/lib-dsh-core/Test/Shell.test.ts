import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	CommandPaths,
	FileOperands,
	FindStartPoints,
	NormalizeShell,
	OPTION_SPECS,
	InterpreterProgram,
	ParseOperands,
	PAYLOAD_WRAPPERS,
	ProgramReads,
	StripHeredocs,
	Unwrap,
} from "../Source/Function/Shell/Library";

describe("the shell front end (@playform/lib-dsh-core/Shell)", () => {
	it("unwraps every wrapper of the one list, head normalized, git globals dropped", () => {
		expect(
			Unwrap(["sudo", "-u", "bob", "timeout", "-s", "KILL", "5", "nice", "-n", "3", "/usr/bin/GREP", "x"]),
		).toEqual({ words: ["grep", "x"], wrappers: ["sudo", "timeout", "nice"], external: false });
		expect(Unwrap(["xargs", "-0", "-n", "1", "sed", "-n", "1p"])).toEqual({
			words: ["sed", "-n", "1p"],
			wrappers: ["xargs"],
			external: true,
		});
		expect(Unwrap(["env", "A=1", "git", "-C", "repo", "grep", "x"]).words).toEqual(["git", "grep", "x"]);
		expect(Unwrap(["command", "-v", "sed"]).wrappers).toEqual([]);
		expect([...PAYLOAD_WRAPPERS]).toEqual(expect.arrayContaining(["bash", "eval", "su", "watch", "source"]));
	});

	it("reads operands GNU style: option values, the program operand, every value in order", () => {
		const grep = ParseOperands(
			["grep", "-rn", "--include=*.py", "-e", "a", "-e", "b", "src", "-A", "3", "tests"],
			OPTION_SPECS.grep,
		);
		expect(grep.operands).toEqual(["src", "tests"]);
		expect(grep.program).toBeUndefined();
		expect(grep.given).toEqual([
			["--include", "*.py"],
			["e", "a"],
			["e", "b"],
			["A", "3"],
		]);
		expect(ParseOperands(["sed", "-n", "1,5p", "a.py"], OPTION_SPECS.sed)).toMatchObject({
			program: "1,5p",
			operands: ["a.py"],
		});
		expect(FileOperands(["awk", "-F", ",", "{print}", "n=1", "data.csv"])).toEqual(["data.csv"]);
		expect(FileOperands(["wc", "-l", "a", "-"])).toEqual(["a"]);
	});

	it("yields segments with heads, redirects, heredoc flags and nested pipelines", () => {
		const pipelines = NormalizeShell("cd src && sudo cat a.py | head -5 > out.txt 2>&1; echo $(ls lib) <<< x");
		expect(pipelines.map((p) => [p.origin, p.commands.map((c) => c.words[0])])).toEqual([
			["command", ["cd"]],
			["command", ["cat", "head"]],
			["command", ["echo"]],
			["substitution", ["ls"]],
		]);
		const head = pipelines[1].commands[1];
		expect(head.redirects.map((r) => [r.operator, r.target, r.kind])).toEqual([
			[">", "out.txt", "file"],
			[">&", "1", "dup"],
		]);
		expect(pipelines[1].commands[0].wrappers).toEqual(["sudo"]);
		expect(pipelines[2].commands[0].heredoc).toBe(true);
	});

	it("finds the paths a command touches, following cd, never a heredoc body or echo text", () => {
		expect(CommandPaths("cd /r/src && grep -rn -e x.py a.py | tee log.txt > /dev/null", "/r")).toEqual([
			"/r/src/a.py",
			"/r/src/log.txt",
		]);
		expect(
			CommandPaths("cat > fix.py << 'EOF'\nopen('secret/in.py')\nEOF\npython fix.py && echo see b.py", "/r"),
		).toEqual(["/r/fix.py"]);
		expect(CommandPaths("sh -c 'sed -n 1p c.ts' < in.md", "/r")).toEqual(["/r/in.md", "/r/c.ts"]);
		// find touches its start points; what its expression names is looked for or skipped
		expect(CommandPaths("find src/app -path src/app/gen -prune -o -name package.json -print", "/r")).toEqual([
			"/r/src/app",
		]);
		expect(CommandPaths("find -L lib/a ! -name x.py", "/r")).toEqual(["/r/lib/a"]);
		expect(FindStartPoints(["-L", "a/", "b/", "(", "-name", "x"])).toEqual({ points: ["a/", "b/"], expression: 3 });
		expect(StripHeredocs("cat <<EOF\nbody\nEOF\nls", true)).toBe("cat <<EOF\nEOF\nls");
		expect(StripHeredocs("cat <<EOF\nbody\nEOF\nls")).toBe("cat <<EOF\nls");
	});

	it("caps a megabyte command before parsing", () => {
		const paths = CommandPaths(`cat a.ts ${"b.ts ".repeat(400_000)}`, "/r");
		expect(paths).toEqual(["/r/a.ts", "/r/b.ts"]);
	});

	it("reads what a read-only one-liner opens and the keys it prints, and nothing from one that acts", () => {
		const reads = (...words: string[]) => {
			const program = InterpreterProgram(words, undefined);
			return program && ProgramReads(program);
		};
		expect(reads("node", "-p", "require('./package.json').version")).toEqual({
			paths: ["package.json"],
			keys: [".version"],
		});
		expect(reads("node", "-e", "console.log(Object.keys(require('./packages/a/package.json').exports))")).toEqual({
			paths: ["packages/a/package.json"],
			keys: [".exports"],
		});
		expect(
			reads("node", "-e", "const p = require('./package.json'); console.log(p.scripts, p['lint-staged'])"),
		).toEqual({
			paths: ["package.json"],
			keys: [".scripts", ".lint-staged"],
		});
		expect(
			reads(
				"node",
				"-e",
				"console.log(JSON.parse(require('fs').readFileSync('tsconfig.json','utf8')).compilerOptions.paths)",
			),
		).toEqual({
			paths: ["tsconfig.json"],
			keys: [".compilerOptions.paths"],
		});
		expect(
			reads(
				"python3",
				"-c",
				"import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies'])",
			),
		).toEqual({ paths: ["pyproject.toml"], keys: [".project.dependencies"] });
		expect(
			reads("python", "-c", "import json; d = json.load(open('package.json')); print(d.get('exports'))"),
		).toEqual({
			paths: ["package.json"],
			keys: [".exports"],
		});
		expect(reads("node", "-p", "require('./package.json')")).toEqual({ paths: ["package.json"], keys: [] });
		expect(
			reads(
				"python",
				"-c",
				"import json; print(json.dumps(json.load(open('package.json'))['scripts'], indent=2))",
			),
		).toEqual({ paths: ["package.json"], keys: [".scripts"] });
		// a module (it runs code), a write, a subprocess, a fetch, a file written: no look at a file
		for (const acting of [
			["node", "-e", "require('./build.js')"],
			["node", "-e", "require('fs').writeFileSync('a.json', JSON.stringify(require('./package.json')))"],
			["node", "-e", "require('child_process').execSync('ls'); require('./package.json')"],
			["python", "-c", "open('out.txt', 'w').write(open('a.txt').read())"],
			["python", "-c", "import os; print(open('a.txt').read())"],
			["python", "-c", "print(1)"],
			["node", "-e", `require('./package.json').${"x".repeat(5000)}`],
		])
			expect(reads(...acting), acting.join(" ")).toBeUndefined();
	});

	it("reads hostile one-liners without throwing, naming only files the code spells", () => {
		const pieces = [
			"require('./package.json')",
			"JSON.parse(require('fs').readFileSync('tsconfig.json'))",
			"json.load(open('pyproject.toml'))",
			".exports",
			"['project']",
			"((((",
			"))))",
			"const p = ",
			"p.scripts",
		];
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 40 })), { maxLength: 40 }),
				fc.constantFrom("node" as const, "python" as const),
				(parts, language) => {
					const code = parts.join("");
					const read = ProgramReads({ language, code, files: [], loop: undefined });
					for (const path of read?.paths ?? []) expect(code).toContain(path);
					for (const key of read?.keys ?? []) expect(key.startsWith(".") || key.startsWith("[")).toBe(true);
				},
			),
			{ numRuns: 300 },
		);
		// unbalanced calls and a long chain stay bounded (the call's end is looked for within 512 characters)
		const deep = `require('./a.json')${"(".repeat(3000)}.x`;
		expect(ProgramReads({ language: "node", code: deep, files: [], loop: undefined })).toEqual({
			paths: ["a.json"],
			keys: [],
		});
		const chain = `require('./a.json')${".k".repeat(1500)}`;
		expect(
			ProgramReads({ language: "node", code: chain, files: [], loop: undefined })?.keys[0]?.length,
		).toBeLessThanOrEqual(512);
	});
});

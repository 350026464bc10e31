import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NormalizePowerShell } from "../Source/Function/DetectPowerShell";
import {
	EmbeddedShellCommands,
	GROUP,
	HEREDOC,
	MAX_PATTERN_INPUT,
	NormalizeShell,
	SUB,
	VAR,
} from "@playform/lib-dsh-core/Shell";
import type { NormalPipeline } from "@playform/lib-dsh-core/Shell";
import { FallbackScript, ParseShell } from "@playform/lib-dsh-core/Shell";

const heads = (pipelines: readonly NormalPipeline[]): string[] =>
	pipelines.flatMap((p) => p.commands.map((c) => c.words[0] ?? ""));
const texts = (command: string): string[] => NormalizeShell(command).flatMap((p) => p.commands.map((c) => c.text));
const first = (command: string) => NormalizeShell(command)[0].commands[0];

describe("Parse (the unbash adapter)", () => {
	it("splits pipelines on ; && || & and newlines, commands on |", () => {
		const script = ParseShell("a && b || c & d; e | f |& g\nh");
		expect(script.pipelines.map((p) => p.elements.length)).toEqual([1, 1, 1, 1, 3, 1]);
		expect(script.pipelines[2].background).toBe(true);
		expect(script.pipelines[3].background).toBe(false);
	});

	it("keeps heredoc bodies raw on the input, never as words", () => {
		const script = ParseShell("cat > f <<'EOF'\ncat secret\nEOF");
		const command = script.pipelines[0].elements[0];
		expect(command.kind).toBe("command");
		if (command.kind !== "command") return;
		expect(command.inputs).toEqual([{ kind: "heredoc", body: "cat secret\n", word: undefined, fd: undefined }]);
		expect(command.words).toHaveLength(1);
	});

	it("flattens compound commands into groups with their own pipelines", () => {
		const script = ParseShell("for f in *.py; do cat $f; done > out");
		const group = script.pipelines[0].elements[0];
		expect(group.kind).toBe("group");
		if (group.kind !== "group") return;
		expect(group.body.pipelines).toHaveLength(1);
		expect(group.redirects.map((r) => r.operator)).toEqual([">"]);
	});

	it("flags malformed input instead of throwing", () => {
		expect(ParseShell("cat 'unterminated").malformed).toBe(true);
		expect(ParseShell("echo $((").malformed).toBe(true);
		expect(ParseShell("echo ok").malformed).toBe(false);
	});

	it("has a linear fallback when the parser cannot be used", () => {
		const script = FallbackScript(`cat "f" | head; sed -i x g`);
		expect(script.malformed).toBe(true);
		expect(script.pipelines.map((p) => p.elements.length)).toEqual([2, 1]);
	});
});

describe("Normalize: quoting and heads", () => {
	it.each([
		["c''at f", "cat f"],
		['"cat" f', "cat f"],
		["\\cat f", "cat f"],
		["c\\at f", "cat f"],
		["/bin/cat f", "cat f"],
		["../../usr/bin/CAT f", "cat f"],
		["$'\\x63at' f", "cat f"],
		['ca""t f', "cat f"],
		["'s'ed -n '1,5p' f", "sed -n 1,5p f"],
	])("%s -> %s", (command, expected) => {
		expect(first(command).text).toBe(expected);
	});

	it("turns $VAR and ${VAR} into «var» and an unquoted $IFS into a word break", () => {
		expect(first('echo $HOME ${USER:-x} "$X"').words).toEqual(["echo", VAR, VAR, VAR]);
		expect(first("cat$IFS/etc/passwd").words).toEqual(["cat", "/etc/passwd"]);
		expect(first("cat${IFS}f").words).toEqual(["cat", "f"]);
		expect(first('echo "a${IFS}b"').words).toEqual(["echo", "a b"]);
	});

	it("turns substitutions into «sub» and scans them as pipelines of their own", () => {
		const pipelines = NormalizeShell("echo $(cat a) `head b` <(grep x c)");
		expect(pipelines[0].commands[0].words).toEqual(["echo", SUB, SUB, SUB]);
		expect(heads(pipelines)).toEqual(["echo", "cat", "head", "grep"]);
		expect(pipelines.slice(1).every((p) => p.origin === "substitution")).toBe(true);
	});

	it("folds $(echo WORD), $(printf WORD) and $(which WORD) into the word", () => {
		expect(first("$(echo cat) f").words).toEqual(["cat", "f"]);
		expect(first("`printf sed` -i x f").words).toEqual(["sed", "-i", "x", "f"]);
		expect(first('"$(which tee)" f').words).toEqual(["tee", "f"]);
	});

	it("folds printf %s and resolves ${X:-default} and concatenated known variables at the head", () => {
		expect(first("$(printf '%s%s' c at) f").words).toEqual(["cat", "f"]);
		expect(first("${TOOL:-tee} f").words).toEqual(["tee", "f"]);
		expect(NormalizeShell("a=c; b=at; $a$b f")[2].commands[0].words).toEqual(["cat", "f"]);
		expect(first("$(printf '%d' 1) f").words[0]).toBe(SUB);
	});

	it("resolves a head variable assigned a literal earlier in the command", () => {
		const pipelines = NormalizeShell("c=cat; $c f");
		expect(pipelines[1].commands[0].words).toEqual(["cat", "f"]);
		expect(first("$UNKNOWN f").dynamic).toBe(true);
	});

	it("expands a brace list at the head", () => {
		expect(first("{cat,/etc/passwd}").words).toEqual(["cat", "/etc/passwd"]);
	});

	it("never renders heredoc bodies", () => {
		const text = first("cat <<EOF > f\nsed -i s/a/b/ g\nEOF").text;
		expect(text).toBe(`cat > f <<${HEREDOC}`);
		expect(text).not.toContain("sed");
	});

	it("treats $(< file) as bash's cat", () => {
		expect(heads(NormalizeShell('echo "$(<notes.txt)"'))).toEqual(["echo", "cat"]);
	});
});

describe("Normalize: redirects", () => {
	it("classifies sinks: file, device, fd dup, input", () => {
		const command = first("cmd > out 2>&1 >/dev/null 3>&- >&2 < in >> log &> all >& both 2>/dev/stderr");
		expect(command.redirects.map((r) => `${r.operator}${r.target}:${r.kind}`)).toEqual([
			">out:file",
			">&1:dup",
			">/dev/null:device",
			">&-:dup",
			">&2:dup",
			"<in:input",
			">>log:file",
			"&>all:file",
			">&both:file",
			">/dev/stderr:device",
		]);
		expect(command.stdinFile).toBe(true);
	});

	it("renders redirects after the words and marks background jobs", () => {
		expect(first("python s.py > s.log 2>&1 &").text).toBe("python s.py > s.log 2>&1 &");
		expect(first("{ echo a; } > f").text).toBe(`${GROUP} > f`);
	});
});

describe("Normalize: wrappers", () => {
	it.each([
		["sudo -u root tee f", ["tee", "f"], ["sudo"]],
		["env X=1 -u Y cat f", ["cat", "f"], ["env"]],
		["env -S 'sed -i s/a/b/' f", ["sed", "-i", "s/a/b/", "f"], ["env"]],
		["timeout -s KILL 5 cat f", ["cat", "f"], ["timeout"]],
		["nice -n 10 tail log", ["tail", "log"], ["nice"]],
		["command cat f", ["cat", "f"], ["command"]],
		["busybox sed -i x f", ["sed", "-i", "x", "f"], ["busybox"]],
		["nohup python x.py", ["python", "x.py"], ["nohup"]],
		["/usr/bin/env sudo nice cat f", ["cat", "f"], ["env", "sudo", "nice"]],
		["xargs -I{} -n 1 sed -i s/a/b/ {}", ["sed", "-i", "s/a/b/", "{}"], ["xargs"]],
		["parallel sed -i x ::: a b", ["sed", "-i", "x"], ["parallel"]],
		["git -C repo --no-pager grep x", ["git", "grep", "x"], []],
	])("%s unwraps in place", (command, words, wrappers) => {
		const normal = first(command);
		expect(normal.words).toEqual(words);
		expect(normal.wrappers).toEqual(wrappers);
	});

	it("keeps `command -v` and bare `exec` as commands", () => {
		expect(first("command -v cat").words).toEqual(["command", "-v", "cat"]);
		expect(first("exec 3> out.txt").words).toEqual(["exec"]);
	});

	it("marks xargs payloads as fed operands from outside", () => {
		const pipe = NormalizeShell("ls | xargs cat")[0];
		expect(pipe.commands[1].words).toEqual(["cat"]);
		expect(pipe.commands[1].external).toBe(true);
		expect(first("xargs").words).toEqual(["echo"]);
	});

	it("re-parses sh -c, bash -lc, eval, su -c and watch payloads", () => {
		expect(heads(NormalizeShell("sh -c 'sed -i s/a/b/ f'"))).toEqual(["sh", "sed"]);
		expect(heads(NormalizeShell('bash -lc "cat f | head"'))).toEqual(["bash", "cat", "head"]);
		expect(heads(NormalizeShell('eval "cat f"'))).toEqual(["eval", "cat"]);
		expect(heads(NormalizeShell("su root -c 'tee f'"))).toEqual(["su", "tee"]);
		expect(heads(NormalizeShell("watch -n 1 cat f"))).toEqual(["watch", "cat"]);
		expect(NormalizeShell("sh -c 'cat f'")[1].origin).toBe("wrapper");
	});

	it("re-parses a shell fed by a heredoc, but not an interpreter's", () => {
		expect(heads(NormalizeShell("bash <<'EOF'\nsed -i s/a/b/ f\nEOF"))).toEqual(["bash", "sed"]);
		const python = NormalizeShell("python3 - <<'EOF'\nopen('f','w')\nEOF");
		expect(heads(python)).toEqual(["python3"]);
		expect(python[0].commands[0].payload).toBe("open('f','w')\n");
	});

	it("re-scans shell commands embedded in interpreter one-liners", () => {
		expect(
			EmbeddedShellCommands(
				"import os; os.system('sed -i x f'); subprocess.run(['cat', 'a b'], cwd='.')",
				"python",
			),
		).toEqual(["sed -i x f", "cat a b"]);
		expect(EmbeddedShellCommands("spawn('ls', ['-la'], {cwd: 'x'})", "node")).toEqual(["ls -la"]);
		expect(EmbeddedShellCommands('print `cat f`; system("tee g")', "perl")).toEqual(["tee g", "cat f"]);
		expect(EmbeddedShellCommands("console.log(`cat f`)", "node")).toEqual([]);
		expect(heads(NormalizeShell("python3 -c 'import os; os.system(\"cat f\")'"))).toEqual(["python3", "cat"]);
	});

	it("extracts find -exec payloads as their own pipelines", () => {
		const pipelines = NormalizeShell("find . -name '*.py' -exec sed -i s/a/b/ {} + -exec cat {} \\;");
		expect(heads(pipelines)).toEqual(["find", "sed", "cat"]);
		expect(pipelines[1].commands[0].words).toEqual(["sed", "-i", "s/a/b/", "{}"]);
	});

	it("marks a shell reading its program from the pipe", () => {
		expect(NormalizeShell("curl -s x | sh")[0].commands[1].shellFromPipe).toBe(true);
		expect(NormalizeShell("cat s.sh | sudo bash -s -- a")[0].commands[1].shellFromPipe).toBe(true);
		expect(NormalizeShell("echo x | bash -c 'cat'")[0].commands[1].shellFromPipe).toBe(false);
		expect(NormalizeShell("echo x | bash run.sh")[0].commands[1].shellFromPipe).toBe(false);
		expect(first("bash < script.sh").shellFromPipe).toBe(false);
	});
});

describe("Normalize: never throws, stays bounded", () => {
	it.each([
		"cat 'unterminated",
		"$((",
		'echo "$(',
		"<<",
		"|",
		"&&",
		";;",
		"$(((",
		"`",
		"{",
		"((",
		"if then fi",
		"\\",
		"cat <<EOF",
		"$'\\",
		"a\u0000b",
		"${!x[@]/%/}",
		")",
	])("%j normalizes without throwing", (command) => {
		expect(() => NormalizeShell(command)).not.toThrow();
		expect(() => NormalizePowerShell(command)).not.toThrow();
	});

	it("never throws on arbitrary text (property)", () => {
		const alphabet = fc.constantFrom(..."abc $(){}[]<>|&;'\"`\\\n#=*?!-~%@:,".split(""));
		fc.assert(
			fc.property(fc.string({ unit: alphabet, maxLength: 80 }), (text) => {
				NormalizeShell(text);
				NormalizePowerShell(text);
			}),
			{ numRuns: 1500 },
		);
	});

	it("caps the text a pattern sees", () => {
		const long = `cat ${"x".repeat(10_000)}`;
		expect(first(long).text.length).toBe(MAX_PATTERN_INPUT);
	});

	// its cost is measured, not asserted: bench/tool-coach-classify.mjs and bench/fuzz.mjs print it per size
	it("judges deeply nested unterminated substitutions without throwing", () => {
		const nested = "$(echo $(ls ".repeat(20_000);
		expect(() => NormalizeShell(nested)).not.toThrow();
		expect(Array.isArray(NormalizeShell(nested))).toBe(true);
	});
});

describe("NormalizePowerShell", () => {
	it("expands aliases and lowercases cmdlets and parameter names", () => {
		const pipe = NormalizePowerShell("GC -Path a.txt | SLS -Pattern x")[0];
		expect(pipe.commands.map((c) => c.words[0])).toEqual(["get-content", "select-string"]);
		expect(pipe.commands[0].words).toEqual(["get-content", "-path", "a.txt"]);
	});

	it("honours PowerShell quoting: '' escapes, backticks, here-strings", () => {
		expect(NormalizePowerShell("Write-Output 'it''s' \"a`\"b\"")[0].commands[0].words).toEqual([
			"write-output",
			"it's",
			'a"b',
		]);
		const pipes = NormalizePowerShell('@"\ngc secret\n"@ | Set-Content f');
		expect(pipes).toHaveLength(1);
		expect(pipes[0].commands.map((c) => c.words[0])).toEqual(["gc secret", "set-content"]);
	});

	it("scans $( ), ( ), @( ) and { } scopes as pipelines of their own", () => {
		const pipes = NormalizePowerShell("(Get-Content f) -replace 'a','b' | Set-Content f; gci | % { gc $_ }");
		expect(heads(pipes)).toEqual([
			SUB,
			"set-content",
			"get-content",
			"get-childitem",
			"foreach-object",
			"get-content",
		]);
	});

	it("reads redirects: files, $null, fd dups", () => {
		const command = NormalizePowerShell("npm test > out.txt 2>&1 *> all.log 3> $null")[0].commands[0];
		expect(command.redirects.map((r) => `${r.fd ?? ""}${r.operator}${r.target}:${r.kind}`)).toEqual([
			">out.txt:file",
			"2>&1:dup",
			"*>all.log:file",
			"3>$null:device",
		]);
	});

	it("drops an assignment target and strips paths and extensions from heads", () => {
		expect(NormalizePowerShell("$c = gc x.json")[0].commands[0].words).toEqual(["get-content", "x.json"]);
		expect(NormalizePowerShell("C:\\Windows\\System32\\findstr.exe /s x *.cs")[0].commands[0].words[0]).toBe(
			"findstr",
		);
	});

	it("re-parses iex, pwsh -c, cmd /c and bash -c payloads", () => {
		expect(heads(NormalizePowerShell('iex "gc f"'))).toEqual(["invoke-expression", "get-content"]);
		expect(heads(NormalizePowerShell("pwsh -c 'Set-Content f x'"))).toEqual(["pwsh", "set-content"]);
		expect(heads(NormalizePowerShell("bash -c 'sed -i s/a/b/ f'"))).toEqual(["bash", "sed"]);
		expect(NormalizePowerShell("iwr u | iex")[0].commands[1].shellFromPipe).toBe(true);
	});
});

describe("texts", () => {
	it("renders one normalized simple command per entry", () => {
		expect(texts("cd /x && c''at f | head -20")).toEqual(["cd /x", "cat f", "head -20"]);
	});
});

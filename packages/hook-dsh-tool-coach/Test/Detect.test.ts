import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CompileExempts, CompileRows, Detect, GATED_PATTERNS } from "../Source/Function/Detect";
import type { CommandClass, PatternRow } from "../Source/Interface/Detection";
import { CATCH_ALL, CLASS_PRIORITY } from "../Source/Variable/Classes";
import { DEFAULT_EXEMPTS } from "../Source/Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Source/Variable/Patterns";

const bash = (command: string) => Detect(command, "bash", DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
const pwsh = (command: string) => Detect(command, "pwsh", DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
const row = (note: string): string => DEFAULT_PATTERNS.find((r) => r.note === note)?.pattern ?? "";

describe("the built-in table", () => {
	it("has unique rows, each compiling, with a class and a dedicated tool", () => {
		expect(new Set(DEFAULT_PATTERNS.map((r) => r.pattern)).size).toBe(DEFAULT_PATTERNS.length);
		for (const r of DEFAULT_PATTERNS) {
			expect(() => new RegExp(r.pattern)).not.toThrow();
			expect(["write", "read", "search", "discovery", "control"]).toContain(r.class);
			expect(["edit", "write", "read", "grep", "glob", "job_output", "job_list", "job_kill"]).toContain(r.tool);
		}
		for (const cls of ["write", "read", "search", "discovery", "control"] as const)
			expect(DEFAULT_PATTERNS.some((r) => r.class === cls)).toBe(true);
	});

	it("wires every structural gate to a row of the table", () => {
		expect(GATED_PATTERNS.size).toBeGreaterThan(0);
		for (const pattern of GATED_PATTERNS) expect(DEFAULT_PATTERNS.some((r) => r.pattern === pattern)).toBe(true);
	});

	it("names the dedicated tool of each class and lets the higher class win a mixed command", () => {
		expect(bash("sed -i s/a/b/ f").tool).toBe("edit");
		expect(bash("cat f").tool).toBe("read");
		expect(bash("grep -rn x .").tool).toBe("grep");
		expect(bash("find . -name '*.ts'").tool).toBe("glob");
		expect(bash("git status").class).toBe("clean");
		expect(bash("cat f | grep x").class).toBe("read");
		expect(bash("grep -rn x . && sed -i s/a/b/ f").class).toBe("write");
		expect(bash("find . -name x && grep -rn y .").class).toBe("search");
		expect(CLASS_PRIORITY.write).toBeGreaterThan(CLASS_PRIORITY.clean);
	});

	it("anchors every default exempt and compiles it", () => {
		for (const exempt of DEFAULT_EXEMPTS) {
			expect(exempt.startsWith("^")).toBe(true);
			expect(() => new RegExp(exempt)).not.toThrow();
		}
	});
});

describe("adversarial evasions are caught", () => {
	it.each<[string, CommandClass]>([
		["c''at f", "read"],
		['"cat" f', "read"],
		["\\cat f", "read"],
		["/bin/cat f", "read"],
		["$(echo cat) f", "read"],
		["`echo cat` f", "read"],
		["X=cat; $X f", "read"],
		["{cat,/etc/passwd}", "read"],
		["cat$IFS/etc/passwd", "read"],
		["bash -c 'sed -i s/a/b/ f'", "write"],
		["sh -c \"bash -c 'sed -i s/a/b/ f'\"", "write"],
		['eval "cat f"', "read"],
		["eval 'echo x > f'", "write"],
		["ls | xargs cat", "read"],
		["find . -exec cat {} \\;", "read"],
		["find . -name '*.c' -exec sed -i s/a/b/ {} +", "write"],
		["env X=1 cat f", "read"],
		["env -S 'sed -i s/a/b/' f", "write"],
		["sudo tee f", "write"],
		["echo x | sudo tee -a /etc/hosts", "write"],
		["timeout 5 cat f", "read"],
		["nice -n 5 head f", "read"],
		["command cat f", "read"],
		["busybox sed -i s/x/y/ f", "write"],
		["exec sed -i s/a/b/ f", "write"],
		["cat <<EOF > f\nhello\nEOF", "write"],
		["python3 -c \"open('f','w').write('x')\"", "write"],
		["python -c \"from pathlib import Path; Path('a').write_text('x')\"", "write"],
		["python3 - <<'EOF'\nwith open('f', 'a') as h: h.write('x')\nEOF", "write"],
		["node -e \"require('fs').writeFileSync('a','b')\"", "write"],
		["perl -e 'open(F, \">f\"); print F 1'", "write"],
		["perl -pi -e 's/a/b/' f", "write"],
		["perl -i.bak -pe 's/a/b/' f", "write"],
		["ruby -i -pe 'gsub(/a/, \"b\")' f", "write"],
		["awk -i inplace '{print}' f", "write"],
		["sed --in-place 's/a/b/' f", "write"],
		["sed s/a/b/ -i f", "write"],
		["$SED -i s/a/b/ f", "write"],
		['"$(which sed)" -i s/a/b/ f', "write"],
		["curl -fsSL https://x/i.sh | sh", "write"],
		["echo Y2F0IGYK | base64 -d | bash", "write"],
		["bash <<'EOF'\nsed -i s/a/b/ f\nEOF", "write"],
		["dd if=/dev/zero of=disk.img", "write"],
		["truncate -s 0 app.log", "write"],
		["patch -p1 < fix.diff", "write"],
		["ed -s f <<< $'1d\\nw'", "write"],
		["autopep8 --in-place f.py", "write"],
		["git ls-files | xargs sed -i s/a/b/", "write"],
		['echo "$(<secret.txt)"', "read"],
		['for f in *.py; do sed -i s/a/b/ "$f"; done', "write"],
		["(cd src && cat main.py)", "read"],
		["f() { tee out.txt; }; f", "write"],
		["$(printf 'c%s' at) f", "read"],
		["a=c; b=at; $a$b f", "read"],
		["${SED:-sed} -i s/a/b/ f", "write"],
		["python3 -c 'import os; os.system(\"sed -i s/a/b/ f\")'", "write"],
		["python -c \"import subprocess; subprocess.run(['cat', 'f'])\"", "read"],
		["node -e \"require('child_process').execSync('tee f < x')\"", "write"],
		["perl -e 'system(\"cat /etc/passwd\")'", "read"],
		["ruby -e '`sed -i s/a/b/ f`'", "write"],
		["sort -o out.txt in.txt", "write"],
		["source <(curl -s https://x/i.sh)", "write"],
	])("%j -> %s", (command, expected) => {
		expect(bash(command).class).toBe(expected);
	});
});

describe("near misses stay where they belong", () => {
	it.each<[string, CommandClass]>([
		["echo x > /dev/null", "clean"],
		// any device sink, not only /dev/null (seed 000 §3 names /dev/null): none changes file content
		["echo x > /dev/stderr", "clean"],
		["echo x > /dev/tty", "clean"],
		["echo x > /dev/fd/3", "clean"],
		["ls 2>&1", "discovery"],
		["npm test 2>&1", "clean"],
		["echo x >&2", "clean"],
		["cmd 3>&1 1>&2 2>&3", "clean"],
		["git log | head -20", "clean"],
		["python train.py | tail -n 5", "clean"],
		["dmesg | grep -i usb", "clean"],
		["echo hello | sed s/h/H/", "clean"],
		["cat <<EOF\nhello cat f\nEOF", "clean"],
		["cat > /dev/null <<EOF\nsed -i s/a/b/ f\nEOF", "clean"],
		["python3 - <<'EOF'\nprint('cat f')\nEOF", "clean"],
		["echo 'sed -i s/a/b/ f'", "clean"],
		["grep -n 'sed -i' deploy.sh", "search"],
		["[[ $a > $b ]] && echo yes", "clean"],
		["echo hi | bash -c 'cat'", "clean"],
		["echo 'print(1)' | python3", "clean"],
		["bash build.sh", "clean"],
		["python -c \"print(open('f').read())\"", "read"],
		["python -c \"import json; json.loads('{}')\"", "clean"],
		["python -c \"exec(open('setup.py').read())\"", "clean"],
		["python -c \"open('x.txt')\"", "clean"],
		["python -c \"import os; print(os.path.exists('x'))\"", "clean"],
		["head -c 16 /dev/urandom | base64", "clean"],
		["cat f | wc -l", "clean"],
		["tee", "clean"],
		["echo x | tee /dev/null", "clean"],
		["patch --dry-run -p1 < fix.diff", "clean"],
		["find . -name '*.pyc' -delete", "clean"],
		["find . -type f -exec rm {} +", "clean"],
		["mkdir -p a && cp x a/ && mv a b && rm -rf b && touch t && chmod +x t", "clean"],
		["vim --version", "clean"],
	])("%j -> %s", (command, expected) => {
		expect(bash(command).class).toBe(expected);
	});
});

describe("reads, searches, discovery and control", () => {
	it.each<[string, CommandClass]>([
		["cat README.md", "read"],
		["cat -n f | sed -n '1,5p'", "read"],
		["head -n 20 < data.csv", "read"],
		["tail -f /var/log/syslog", "read"],
		["sed -n '10,20p' f.py", "read"],
		["sed 's/a/b/' f.py", "read"],
		["awk 'NR<10' f", "read"],
		["awk 'BEGIN{print 1}'", "clean"],
		["nl -ba f | head", "read"],
		["xxd firmware.bin | head", "read"],
		["jq .version package.json", "read"],
		["perl -ne 'print if /x/' f", "read"],
		["cat package.json | jq .name", "read"],
		["cmd | head -20", "clean"],
		["grep -rn foo .", "search"],
		["grep -r foo", "search"],
		["grep foo", "clean"],
		["grep -e a -e b f", "search"],
		["grep x -- -f", "search"],
		["git grep -n TODO", "search"],
		["git -C repo grep x", "search"],
		["rg foo", "search"],
		["echo x | rg foo", "clean"],
		["rg -tpy foo src/", "search"],
		["find . -name '*.py' | xargs grep -l foo", "search"],
		["ps aux | grep python", "control"],
		["ls -la", "discovery"],
		["tree -L 2", "discovery"],
		["find . -name '*.py'", "discovery"],
		["fd -e py", "discovery"],
		["rg --files | grep test", "discovery"],
		["sleep 5", "control"],
		["sleep 5 && tail -n 20 server.log", "read"],
		["kill -9 1234", "control"],
		["jobs -l", "control"],
		["wait", "control"],
		["nohup python server.py > server.log 2>&1 &", "control"],
		["python -m http.server 8000 &", "control"],
		["echo x > f &", "write"],
		["npm run dev > dev.log 2>&1 &", "control"],
		["while ! curl -s localhost >/dev/null; do sleep 1; done", "control"],
		["cd /testbed && pwd", "clean"],
		["pip install -e . && python -m pytest -q", "clean"],
	])("%j -> %s", (command, expected) => {
		expect(bash(command).class).toBe(expected);
	});
});

describe("exempt heads", () => {
	it("dominate their pipe and report the exempt pattern", () => {
		const diff = bash("git diff > x.patch");
		expect(diff.class).toBe("clean");
		expect(diff.exempt).toBe(DEFAULT_EXEMPTS[0]);
		expect(diff.segments[0].exempt).toBe(DEFAULT_EXEMPTS[0]);
		const tee = bash("npm test 2>&1 | tee log");
		expect(tee.class).toBe("clean");
		expect(tee.exempt).toMatch(/npm/);
		expect(bash("timeout 300 npm test | tee log").class).toBe("clean");
		expect(bash("make > build.log 2>&1").class).toBe("clean");
		expect(bash("python -m pytest tests/ > out.txt 2>&1").class).toBe("clean");
	});

	it("mark each dominated command's segment; segments are split on pipes too", () => {
		const tee = bash("cd /x && npm test 2>&1 | tee log");
		expect(tee.segments).toEqual([
			{ text: "cd /x", class: "clean", pattern: "", tool: "" },
			{ text: "npm test 2>&1", class: "clean", pattern: "", tool: "" },
			{ text: "tee log", class: "clean", pattern: "", tool: "", exempt: DEFAULT_EXEMPTS[1] },
		]);
		expect(bash("cat f | grep x | head -5").segments.map((s) => s.class)).toEqual(["read", "clean", "clean"]);
		expect(pwsh("gc f | Set-Content g").segments.map((s) => [s.text, s.class])).toEqual([
			["gc f", "read"],
			["Set-Content g", "write"],
		]);
	});

	it("do not cover a bare write, other segments, substitutions, wrapper payloads or a pipe into a shell", () => {
		expect(bash("echo x > f").class).toBe("write");
		expect(bash("git diff > x.patch; echo x > f").class).toBe("write");
		expect(bash('git commit -m "$(cat msg.txt)"').class).toBe("read");
		expect(bash("git ls-files | xargs sed -i s/a/b/").class).toBe("write");
		expect(bash("git show HEAD:install.sh | sh").class).toBe("write");
		expect(bash("sh -c 'git diff > x.patch'").class).toBe("clean");
	});

	it("are never granted to a wrapper head", () => {
		const exempts = ["^bash\\b", "^eval\\b"];
		expect(Detect("bash -c 'sed -i s/a/b/ f'", "bash", DEFAULT_PATTERNS, exempts).class).toBe("write");
		expect(Detect("eval 'cat f'", "bash", DEFAULT_PATTERNS, exempts).class).toBe("read");
	});

	it("leave no exempt when nothing was overridden", () => {
		expect(bash("git status").exempt).toBeUndefined();
		expect(bash("git diff").exempt).toBeUndefined();
	});

	it("see the whole pipe, so `cat … | jq` carve-outs work, and are anchored when written bare", () => {
		const carveOut = [...DEFAULT_EXEMPTS, "^cat\\s+\\S+\\s+\\|\\s+jq(?!\\S)"];
		const detection = Detect("cat package.json | jq .name", "bash", DEFAULT_PATTERNS, carveOut);
		expect(detection.class).toBe("clean");
		expect(detection.exempt).toBe(carveOut[carveOut.length - 1]);
		expect(Detect("cat package.json", "bash", DEFAULT_PATTERNS, carveOut).class).toBe("read");
		expect(CompileExempts(["make"])[0].regex?.test("cmake")).toBe(false);
	});
});

describe("reported pattern and tool", () => {
	it("reports the row pattern and tool, or <catch-all> for a marker-only write", () => {
		expect(bash("sed -i s/a/b/ f")).toMatchObject({
			class: "write",
			pattern: row("sed -i / --in-place"),
			tool: "edit",
		});
		expect(bash("cat f")).toMatchObject({
			class: "read",
			pattern: row("pager/dumper with a FILE operand"),
			tool: "read",
		});
		expect(bash("grep -rn x .")).toMatchObject({ class: "search", tool: "grep" });
		expect(bash("ls")).toMatchObject({ class: "discovery", tool: "glob" });
		expect(bash("kill 1")).toMatchObject({ class: "control", tool: "job_kill" });
		expect(bash("echo x > f")).toMatchObject({ class: "write", pattern: CATCH_ALL, tool: "write" });
		expect(bash("echo x >> f")).toMatchObject({ class: "write", pattern: CATCH_ALL, tool: "edit" });
		expect(bash("cat a > b")).toMatchObject({ class: "write", pattern: CATCH_ALL });
		expect(bash("echo ok")).toEqual({
			class: "clean",
			pattern: "",
			tool: "",
			segments: [{ text: "echo ok", class: "clean", pattern: "", tool: "" }],
		});
	});

	it("resolves segments by priority: write > read > search > discovery > control", () => {
		const detection = bash("ls; sleep 1; grep x f; cat a; sed -i s/a/b/ g");
		expect(detection.class).toBe("write");
		expect(detection.segments.map((s) => s.class)).toEqual(["discovery", "control", "search", "read", "write"]);
		expect(bash("cat a && grep x b").class).toBe("read");
		expect(bash("grep x b | head; ls").class).toBe("search");
	});
});

describe("user rows", () => {
	it("are appended, matched, and may raise a class", () => {
		const rows: PatternRow[] = [
			...DEFAULT_PATTERNS,
			{ pattern: "^diff(?!\\S)", class: "read", tool: "read", note: "mine" },
			{ pattern: "^sqlfluff\\s+fix\\b", class: "write", tool: "edit" },
		];
		expect(Detect("diff a b", "bash", rows, DEFAULT_EXEMPTS)).toMatchObject({
			class: "read",
			pattern: "^diff(?!\\S)",
		});
		expect(Detect("sqlfluff fix x.sql", "bash", rows, DEFAULT_EXEMPTS).class).toBe("write");
		expect(bash("diff a b").class).toBe("clean");
	});

	it("with an invalid regex are skipped, never thrown", () => {
		const rows: PatternRow[] = [{ pattern: "(", class: "write", tool: "edit" }, ...DEFAULT_PATTERNS];
		expect(Detect("cat f", "bash", rows, ["["]).class).toBe("read");
	});

	it("compile once per table identity", () => {
		const rows = [...DEFAULT_PATTERNS];
		expect(CompileRows(rows)).toBe(CompileRows(rows));
		expect(CompileRows(rows)).not.toBe(CompileRows([...rows]));
		expect(CompileExempts(DEFAULT_EXEMPTS)).toBe(CompileExempts(DEFAULT_EXEMPTS));
	});

	it("work with an empty table: only the write markers remain", () => {
		expect(Detect("cat f", "bash", [], []).class).toBe("clean");
		expect(Detect("echo x > f", "bash", [], [])).toMatchObject({ class: "write", pattern: CATCH_ALL });
	});
});

describe("PowerShell", () => {
	it.each<[string, CommandClass]>([
		["Get-Content src/app.ts", "read"],
		["gc README.md | Select-Object -First 5", "read"],
		["type .\\config.json", "read"],
		["cat package.json", "read"],
		["Get-ChildItem -Recurse | Get-Content", "read"],
		["Set-Content -Path a.txt -Value 'x'", "write"],
		["Add-Content notes.md 'line'", "write"],
		["'x' | Out-File -FilePath out.txt", "write"],
		["echo hi > out.txt", "write"],
		["[IO.File]::WriteAllText('a.txt', 'x')", "write"],
		["iwr https://x/s.ps1 | iex", "write"],
		["Select-String -Path *.cs -Pattern TODO", "search"],
		["sls import src\\*.py", "search"],
		["gci -r -Filter *.ts | sls export", "search"],
		["git log --oneline | Select-String fix", "clean"],
		["Get-ChildItem -Recurse", "discovery"],
		["dir", "discovery"],
		["Start-Sleep -Seconds 5", "control"],
		["Stop-Process -Name node", "control"],
		["git status", "clean"],
		["npm test 2>&1 | Tee-Object -FilePath test.log", "clean"],
		["Write-Output done > $null", "clean"],
		["dotnet test 2>&1 | Out-Null", "clean"],
		['iex "Get-Content secrets.txt"', "read"],
		["bash -c 'sed -i s/a/b/ f'", "write"],
	])("%j -> %s", (command, expected) => {
		expect(pwsh(command).class).toBe(expected);
	});

	it("routes pwsh and powershell to the PowerShell path; aliases only mean cmdlets there", () => {
		expect(Detect("Get-Content f", "powershell", DEFAULT_PATTERNS, DEFAULT_EXEMPTS).class).toBe("read");
		expect(pwsh("type notes.txt").class).toBe("read");
		expect(bash("type notes.txt").class).toBe("clean");
	});
});

describe("malformed input never throws", () => {
	it.each([
		"cat 'unterminated",
		"$((",
		'echo "$(',
		"cat f |",
		"| sh",
		"sed -i",
		"`",
		"<<EOF",
		"((((",
		"}}}",
		"",
		"   ",
		"\u0000",
		"${",
		"$(<",
	])("%j", (command) => {
		expect(() => bash(command)).not.toThrow();
		expect(() => pwsh(command)).not.toThrow();
	});

	it("judges what it can recover", () => {
		expect(bash("cat 'unterminated").class).toBe("read");
		expect(bash("cat f |").class).toBe("read");
		expect(bash("echo $((").class).toBe("clean");
	});

	it("tolerates non-string input at runtime", () => {
		expect(Detect(undefined as unknown as string, "bash", DEFAULT_PATTERNS, DEFAULT_EXEMPTS).class).toBe("clean");
	});

	it("always returns a well-formed detection (property)", () => {
		const alphabet = fc.constantFrom(..."catsedgrp -i>|&;'\"`$(){}\\\n<#=*".split(""));
		fc.assert(
			fc.property(
				fc.string({ unit: alphabet, maxLength: 60 }),
				fc.constantFrom("bash", "pwsh"),
				(text, terminal) => {
					const detection = Detect(text, terminal, DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
					expect(Object.keys(CLASS_PRIORITY)).toContain(detection.class);
					if (detection.class === "clean") expect([detection.pattern, detection.tool]).toEqual(["", ""]);
					else expect(detection.pattern.length * detection.tool.length).toBeGreaterThan(0);
					for (const segment of detection.segments)
						expect(CLASS_PRIORITY[segment.class]).toBeLessThanOrEqual(CLASS_PRIORITY[detection.class]);
				},
			),
			{ numRuns: 1500 },
		);
	});

	it("classifies 1 MiB commands without blowing up", () => {
		const heredoc = `cat > big.txt <<'EOF'\n${"cat f; sed -i x\n".repeat(65_536)}EOF`;
		expect(bash(heredoc).class).toBe("write");
		const oneLiner = `python3 -c "${"x = 1\n".repeat(170_000)}open('f', 'w').write('y')"`;
		expect(bash(oneLiner).class).toBe("write");
		const dense = "cat a | grep x; ".repeat(65_536);
		expect(bash(dense).class).toBe("read");
	});
});

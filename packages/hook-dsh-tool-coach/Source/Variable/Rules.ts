import type { PatternRow } from "../Interface/Detection";
import type { Rule } from "../Interface/Rule";
import {
	DdWritesFile,
	FindLists,
	OneLinerPrints,
	OneLinerWrites,
	PatchApplies,
	PerlInPlace,
	PsWritesFile,
	ReadsFile,
	SearchesFiles,
	SedInPlace,
	WritesRealFile,
} from "../Function/Gates";

/**
 * The built-in classifier rules, one record each: the regex (matched against ONE normalized simple command: head
 * lowercased and unwrapped, quotes removed, `$VAR` -> «var», redirects rendered after the words; `(?!\S)` ends a
 * head so `sed.sh` or `tee-object` never match `sed`/`tee`), its class and tool, the gate that refines it, the
 * heads whose operands the gate reads, the wrappers it is about, and the examples its tests are generated from.
 * Order matters: on a tie in class the earlier rule wins. A user row appended to the table is its regex alone.
 */

/** Backgrounding wrappers: their redirects capture a job's output, and an exempt head never hides them. */
const BACKGROUND: Rule = {
	pattern: "^(?:nohup|setsid|screen|tmux|start-process)(?!\\S)|\\s&$",
	class: "control",
	tool: "job_output",
	note: "nohup / background job",
	wrappers: ["nohup", "setsid"],
	examples: {
		hits: ["nohup python server.py > server.log 2>&1 &", "setsid ./server", "npm run dev > dev.log 2>&1 &"],
	},
};
export const JOB_WRAPPERS: readonly string[] = BACKGROUND.wrappers ?? [];

export const RULES: readonly Rule[] = Object.freeze([
	{
		pattern: "^sed(?!\\S).*\\s(?:-[a-zA-Z]*i|--in-place)",
		class: "write",
		tool: "edit",
		note: "sed -i / --in-place",
		gate: SedInPlace,
		examples: {
			hits: ["sed -i 's/a/b/' f", "busybox sed -i s/x/y/ f", "find . -name '*.c' -exec sed -i s/a/b/ {} +"],
			misses: ["sed -e 's/ -i//' f"],
		},
	},
	{
		pattern: "^(?:perl|ruby)(?!\\S).*\\s-[a-zA-Z]*i",
		class: "write",
		tool: "edit",
		note: "perl -i / -pi",
		gate: PerlInPlace,
		examples: {
			hits: ["perl -pi -e 's/a/b/' f", "ruby -i -pe 'gsub(/a/, \"b\")' f", "perl -0777 -pi -e 's/a/b/' f"],
			misses: ["perl script.pl -input x"],
		},
	},
	{
		pattern: "^[gmn]?awk(?!\\S).*\\s-i\\s*inplace\\b",
		class: "write",
		tool: "edit",
		note: "awk -i inplace",
		examples: { hits: ["awk -i inplace '{print}' f", "gawk -i inplace '{gsub(/a/,\"b\")}1' f"] },
	},
	{
		pattern: "^tee(?!\\S)",
		class: "write",
		tool: "write",
		note: "tee FILE",
		gate: WritesRealFile,
		operands: ["tee"],
		examples: {
			hits: ["echo x | sudo tee -a /etc/hosts", "sudo -u root tee -a /etc/profile < snippet.sh"],
			misses: ["echo x | tee /dev/null"],
		},
	},
	{
		pattern: "^dd(?!\\S).*\\sof=",
		class: "write",
		tool: "write",
		note: "dd of=FILE",
		gate: DdWritesFile,
		examples: { hits: ["dd if=/dev/zero of=disk.img bs=1M count=1"], misses: ["dd if=a.img of=/dev/null"] },
	},
	{
		pattern: "^(?:truncate|sponge|shred|ed|ex|vi|vim|nvim|nano|emacs)(?!\\S)",
		class: "write",
		tool: "edit",
		note: "truncate, sponge, terminal editors",
		gate: WritesRealFile,
		operands: ["truncate", "sponge", "shred", "ed", "ex", "vi", "vim", "nvim", "nano", "emacs"],
		examples: {
			hits: ["truncate -s 0 app.log", "cat f | sponge f", "ex -sc '%s/a/b/g|x' file.txt"],
			misses: ["vim"],
		},
	},
	{
		pattern: "^patch(?!\\S)",
		class: "write",
		tool: "edit",
		note: "patch applies a diff in place",
		gate: PatchApplies,
		examples: { hits: ["patch -p1 < fix.diff"], misses: ["patch --dry-run -p1 < fix.diff"] },
	},
	{
		pattern: "^(?:python[0-9.]*|pypy[0-9.]*|node|perl|ruby|php)(?!\\S).*(?:\\s-[a-zA-Z]*[cepEr]|\\s--eval|<<)",
		class: "write",
		tool: "edit",
		note: "one-liner that opens a file for writing",
		gate: OneLinerWrites,
		examples: {
			hits: [
				"python3 -c \"open('f','w').write('x')\"",
				"node -e \"require('fs').writeFileSync('a','b')\"",
				"python3 - <<'EOF'\nwith open('f', 'a') as h: h.write('x')\nEOF",
			],
			misses: ["python -c 'print(1)'"],
		},
	},
	{
		pattern:
			"^(?:set-content|add-content|clear-content|out-file|tee-object|export-csv|export-clixml|\\[(?:system\\.)?io\\.file\\]::(?:write|append)\\w*)(?!\\S)",
		class: "write",
		tool: "write",
		note: "PowerShell writes",
		gate: PsWritesFile,
		examples: {
			hits: ["pwsh: Set-Content -Path a.txt -Value 'x'", "pwsh: Add-Content notes.md 'line'"],
			misses: ["pwsh: 'x' | Out-File /dev/null"],
		},
	},
	{
		pattern:
			"^(?:cat|tac|nl|less|more|bat|batcat|xxd|od|hexdump|strings|zcat|get-content|\\[(?:system\\.)?io\\.file\\]::read\\w*)(?!\\S)",
		class: "read",
		tool: "read",
		note: "pager/dumper with a FILE operand",
		gate: ReadsFile,
		operands: ["cat", "tac", "nl", "less", "more", "bat", "batcat", "xxd", "od", "hexdump", "strings", "zcat"],
		examples: {
			hits: ["cat f", "c''at f", "$(echo cat) f", "pwsh: gc notes.txt"],
			misses: ["cat f | wc -l", "echo x | cat"],
		},
	},
	{
		pattern: "^(?:head|tail)(?!\\S)",
		class: "read",
		tool: "read",
		note: "head/tail with a FILE operand",
		gate: ReadsFile,
		operands: ["head", "tail"],
		examples: { hits: ["head -n 20 < data.csv", "nice -n 10 tail -n 50 app.log"], misses: ["ls | head -5"] },
	},
	{
		pattern: "^sed(?!\\S)",
		class: "read",
		tool: "read",
		note: "sed -n ...p FILE",
		gate: ReadsFile,
		operands: ["sed"],
		examples: {
			hits: ["sed -n '10,20p' f.py", "cd /testbed && sed -n '261,272p' astroid/modutils.py"],
			misses: ["echo x | sed s/a/b/"],
		},
	},
	{
		pattern: "^[gmn]?awk(?!\\S)",
		class: "read",
		tool: "read",
		note: "awk ... FILE",
		gate: ReadsFile,
		operands: ["awk", "gawk", "mawk", "nawk"],
		examples: { hits: ["awk '{print $1}' access.log"], misses: ["echo 1 2 | awk '{print $2}'"] },
	},
	{
		pattern:
			"^(?:python[0-9.]*|pypy[0-9.]*|node|perl|ruby|php)(?!\\S).*(?:\\s-[a-zA-Z]*[cenpEr]|\\s--(?:eval|print)|<<)",
		class: "read",
		tool: "read",
		note: "one-liner that prints a file",
		gate: OneLinerPrints,
		examples: {
			hits: ["python -c \"print(open('f').read())\"", "perl -ne 'print if /x/' f"],
			misses: ["python -c 'print(1)'"],
		},
	},
	{
		pattern: "^(?:jq|yq|cut|sort|uniq|column|paste|fold|rev|base64)(?!\\S)",
		class: "read",
		tool: "read",
		note: "filters given a FILE operand",
		gate: ReadsFile,
		operands: ["jq", "yq", "cut", "sort", "uniq", "column", "paste", "fold", "rev", "base64"],
		examples: { hits: ["jq .version package.json", "cut -d, -f1 data.csv"], misses: ["echo '{}' | jq .x"] },
	},
	{
		pattern: "^(?:grep|egrep|fgrep|zgrep|rg|ag|ack|ack-grep|pt|ugrep|select-string|findstr)(?!\\S)",
		class: "search",
		tool: "grep",
		note: "search over files or directories",
		gate: SearchesFiles,
		operands: ["grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "ack-grep", "pt", "ugrep"],
		examples: {
			hits: ["grep -rn foo .", "rg foo", "grep -e a -e b f", "pwsh: sls import src\\\\*.py"],
			misses: ["echo x | grep x"],
		},
	},
	{
		pattern: "^git\\s+grep(?!\\S)",
		class: "search",
		tool: "grep",
		note: "git grep",
		examples: { hits: ["git grep -n TODO", "git -C repo grep x"] },
	},
	{
		pattern: "^(?:ls|ll|dir|vdir|tree|exa|eza|lsd|get-childitem)(?!\\S)",
		class: "discovery",
		tool: "glob",
		note: "listing",
		examples: { hits: ["ls -la", "tree -L 2", "pwsh: Get-ChildItem -Recurse"] },
	},
	{
		pattern: "^find(?!\\S)",
		class: "discovery",
		tool: "glob",
		note: "find without -exec/-delete",
		gate: FindLists,
		examples: { hits: ["find . -name '*.py'"], misses: ["find . -name '*.pyc' -delete"] },
	},
	{
		pattern:
			"^(?:fd|fdfind|locate|plocate|mlocate)(?!\\S)|^rg(?!\\S).*\\s--files(?!\\S)|^ag(?!\\S).*\\s-g\\s|^ack(?!\\S).*\\s-f(?!\\S)",
		class: "discovery",
		tool: "glob",
		note: "fd/locate, rg --files",
		examples: { hits: ["fd -e py", "rg --files | grep test", "locate settings.py"] },
	},
	{
		pattern: "^(?:sleep|start-sleep|watch|wait|wait-job|wait-process|receive-job)(?!\\S)",
		class: "control",
		tool: "job_output",
		note: "sleep-polling and waiting on jobs",
		examples: {
			hits: ["sleep 5", "while ! curl -s localhost >/dev/null; do sleep 1; done", "pwsh: Start-Sleep -Seconds 5"],
		},
	},
	{
		pattern: "^(?:kill|pkill|killall|stop-process|stop-job|remove-job)(?!\\S)",
		class: "control",
		tool: "job_kill",
		note: "killing processes and jobs",
		examples: { hits: ["kill -9 1234", "pkill -f uvicorn", "pwsh: Stop-Process -Name node"] },
	},
	{
		pattern: "^(?:jobs|fg|bg|disown|ps|pgrep|pidof|top|htop|get-process|get-job|start-job)(?!\\S)",
		class: "control",
		tool: "job_list",
		note: "listing processes and jobs",
		examples: { hits: ["ps aux | grep python", "jobs -l"] },
	},
	BACKGROUND,
]);

/** The built-in rows, always in force (the config's `patternTable` rows are appended): each rule's pattern, class, tool and note. */
export const DEFAULT_PATTERNS: readonly PatternRow[] = Object.freeze(
	RULES.map(({ pattern, class: kind, tool, note }): PatternRow => ({ pattern, class: kind, tool, note })),
);

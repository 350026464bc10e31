// The long scripted session the coach twins are driven through in lockstep (a fake ctx, and the real harness).
// Deterministic: fixed phases plus a seeded mix, so both twins and both beds see the same steps.

export type CoachStep =
	| { readonly do: "call"; readonly tool: string; readonly command: string }
	/** A call whose arguments reference themselves (fail-open on a cyclic payload). */
	| { readonly do: "cyclic"; readonly command: string }
	/** A volatile-only config update (`ctx.loader.update` in the harness). */
	| { readonly do: "update"; readonly config: Readonly<Record<string, unknown>> }
	/** Assemble the system prompt for the agent and keep the coach's section. */
	| { readonly do: "assemble" }
	/** A new user turn (agent/pre-step) carrying one clean call. */
	| { readonly do: "turn" }
	| { readonly do: "schemas"; readonly throwing: boolean; readonly without?: readonly string[] }
	/** The registry changes (a `pwsh` tool is registered in the harness). */
	| { readonly do: "tools-change" };

/** The workspace the harness bed gets; every command below is safe and quick there. */
export const COACH_FILES: Readonly<Record<string, string>> = {
	"a.txt": "alpha\n",
	"b.txt": "beta\n",
	"c.txt": "gamma\n",
	"notes.md": "# notes\n",
	"data.json": '{"name":"coach"}\n',
	"src/app.ts": "export const version = '1.0.0';\n",
};

const POOLS: Readonly<Record<string, readonly string[]>> = {
	read: [
		"cat a.txt",
		"head -n 1 b.txt",
		"tail -n 1 c.txt",
		"nl a.txt",
		"sed -n 1p b.txt",
		"awk '{print $1}' c.txt",
		"cat data.json | jq .name",
		"sort a.txt",
		"cut -c1-3 b.txt",
	],
	write: [
		"sed -i s/alpha/alpha/ a.txt",
		"echo note >> notes.md",
		"printf 'x\\n' > out.txt",
		"tee copy.txt < a.txt",
		"perl -pi -e 's/beta/beta/' b.txt",
		"cat a.txt > copy2.txt",
		"dd if=a.txt of=dd.txt status=none",
		"echo hi | sh",
		"python3 -c \"open('p.txt','w').write('z')\"",
	],
	search: ["grep -n alpha a.txt", "grep -rn gamma src", "egrep beta b.txt", "git grep version", "rg alpha"],
	discovery: ["ls -la", "find . -name '*.txt'", "ls src", "find src -type f"],
	control: ["sleep 0", "ps -o pid= -p $$", "jobs", "pgrep -x no-such-process", "kill -0 $$"],
	exempt: [
		"git status",
		"git diff > x.patch",
		"mkdir -p out && touch out/a",
		"cp a.txt out/a.txt",
		"rm -f out/a.txt",
		"make --version > /dev/null",
	],
	wrapper: [
		"sh -c 'cat a.txt'",
		'bash -c "head -n 1 b.txt"',
		"find . -name 'a.txt' -exec cat {} \\;",
		"echo a.txt | xargs cat",
		"env cat b.txt",
		"timeout 5 cat c.txt",
		"nice -n 5 grep alpha a.txt",
	],
	clean: ["echo hello", "pwd", "true", "node --version", "date +%Y > /dev/null", "expr 1 + 1", "which node"],
};

const PWSH: readonly string[] = [
	"Get-Content ./a.txt",
	"gc b.txt",
	"Set-Content -Path out.txt -Value x",
	"Add-Content notes.md y",
	"Select-String -Pattern alpha a.txt",
	"sls beta b.txt",
	"Get-ChildItem",
	"gci src",
	"Start-Sleep 1",
	"Get-Process",
	"Write-Output hi",
	"git status",
	"echo x > f.txt",
];

/** A small LCG, so the mixed stretches are the same on every run. */
const Seeded = (seed: number) => () => {
	seed = (seed * 1103515245 + 12345) % 2147483648;
	return seed / 2147483648;
};

const bash = (command: string): CoachStep => ({ do: "call", tool: "bash", command });
const times = (count: number, make: (index: number) => CoachStep): CoachStep[] =>
	Array.from({ length: count }, (_, index) => make(index));

const Mix = (count: number, seed: number, weights: Readonly<Record<string, number>>): CoachStep[] => {
	const random = Seeded(seed);
	const names = Object.keys(weights);
	const total = names.reduce((sum, name) => sum + weights[name], 0);
	const steps: CoachStep[] = [];
	for (let index = 0; index < count; index++) {
		let pick = random() * total;
		const pool = names.find((name) => (pick -= weights[name]) < 0) ?? names[0];
		const commands = POOLS[pool];
		steps.push(bash(commands[Math.floor(random() * commands.length)]));
		if (index % 7 === 6) steps.push({ do: "assemble" });
	}
	return steps;
};

const EVEN = { read: 3, write: 2, search: 2, discovery: 2, control: 1, exempt: 2, wrapper: 2, clean: 3 };

/** The whole session, in order. */
export const COACH_SESSION: readonly CoachStep[] = [
	// clean passthrough, then a read streak: the note at 3, the cooldown, escalation at 6, then the clean window
	...times(10, (index) => bash(POOLS.clean[index % POOLS.clean.length])),
	...times(14, (index) => bash(POOLS.read[index % 4])),
	{ do: "assemble" },
	...times(12, (index) => bash(POOLS.clean[index % POOLS.clean.length])),
	{ do: "assemble" },
	...Mix(60, 7, EVEN),
	// tier 3 under write, then all; discovery and control never denied; then off again
	{ do: "update", config: { enforce: "write" } },
	...times(9, (index) => bash(POOLS.write[index % POOLS.write.length])),
	...times(3, (index) => bash(POOLS.read[index])),
	{ do: "update", config: { enforce: "all", enforceThreshold: 2 } },
	...times(6, (index) => bash(POOLS.read[(index + 3) % POOLS.read.length])),
	...times(4, (index) => bash(POOLS.search[index])),
	...times(5, (index) => bash(POOLS.discovery[index % POOLS.discovery.length])),
	...times(4, (index) => bash(POOLS.control[index])),
	{ do: "update", config: { enforce: "off" } },
	// the registry throws: notes and the section fall back to the static table
	{ do: "schemas", throwing: true },
	...times(5, (index) => bash(POOLS.read[index % 2])),
	{ do: "assemble" },
	{ do: "schemas", throwing: false },
	{ do: "tools-change" },
	{ do: "assemble" },
	{ do: "assemble" },
	// an agent without read and grep: its reads and searches are no offenses (not even denied), its section lacks both
	{ do: "schemas", throwing: false, without: ["read", "grep"] },
	...times(5, (index) => bash(POOLS.read[index % 4])),
	...times(4, (index) => bash(POOLS.search[index])),
	{ do: "update", config: { enforce: "all", enforceThreshold: 2 } },
	...times(3, (index) => bash(POOLS.read[index])),
	...times(3, (index) => bash(POOLS.write[index])),
	{ do: "update", config: { enforce: "off" } },
	{ do: "assemble" },
	{ do: "schemas", throwing: false },
	// pwsh through its own path
	...PWSH.map((command): CoachStep => ({ do: "call", tool: "pwsh", command })),
	...times(6, (index): CoachStep => ({ do: "call", tool: "pwsh", command: PWSH[index % 2] })),
	// new user turns empty the strike window
	bash("cat a.txt"),
	bash("cat b.txt"),
	{ do: "turn" },
	bash("cat c.txt"),
	bash("head -n 1 a.txt"),
	{ do: "turn" },
	...times(4, (index) => bash(POOLS.write[index])),
	// hot config: ttl and table size, an invalid update (passthrough), recovery, the coach off and on
	{ do: "update", config: { sectionTtl: 3, maxSectionTools: 3, cooldown: 4 } },
	...Mix(40, 11, { ...EVEN, read: 5, write: 4 }),
	{ do: "update", config: { threshold: 0 } },
	...times(3, (index) => bash(POOLS.read[index])),
	{ do: "assemble" },
	{ do: "update", config: { threshold: 2 } },
	...times(4, (index) => bash(POOLS.search[index])),
	{ do: "update", config: { enabled: false } },
	...times(3, (index) => bash(POOLS.write[index])),
	{ do: "update", config: { enabled: true } },
	{ do: "cyclic", command: "cat a.txt" },
	{ do: "update", config: { enforce: "write", enforceThreshold: 1 } },
	...Mix(40, 23, { ...EVEN, write: 6, clean: 4 }),
	{ do: "turn" },
	...times(14, (index) => bash(POOLS.clean[index % POOLS.clean.length])),
	{ do: "assemble" },
	{ do: "cyclic", command: "sed -i s/a/b/ a.txt" },
];

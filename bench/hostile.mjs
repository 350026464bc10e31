#!/usr/bin/env node
// The hook's time and peak memory for hostile inputs of growing size (issue 11), beside a normal call, each a child
// process of the built CLI: bounded inputs cost what a normal call costs, oversized ones are refused before parsing.
// Peak memory is the child's own maxRSS (a preload writes `process.resourceUsage().maxRSS` to fd 3 at exit).
// Prints figures; asserts nothing.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const bin = join(root, "packages/dsh-coach/Target/Bin.js");
const runs = Number(process.env.RUNS ?? 3);
const scratch = mkdtempSync(join(tmpdir(), "dsh-coach-bench-hostile-"));
const preload = join(scratch, "rss.mjs");
writeFileSync(
	preload,
	'import { writeSync } from "node:fs";\nprocess.on("exit", () => { try { writeSync(3, String(process.resourceUsage().maxRSS)); } catch {} });\n',
);

let homes = 0;
/** A fresh home and workspace; `pack` makes `.dsh/pack.yml` in it, `files` more files at the workspace's root. */
const Home = (pack, files = {}) => {
	const home = join(scratch, `home-${homes++}`);
	const workspace = join(home, "ws");
	mkdirSync(join(workspace, ".git"), { recursive: true });
	mkdirSync(join(workspace, "src"), { recursive: true });
	writeFileSync(join(workspace, "package.json"), '{ "name": "ws", "version": "1.2.3" }\n');
	writeFileSync(join(workspace, "src", "a.ts"), "export const a = 1;\n");
	if (pack) {
		mkdirSync(join(workspace, ".dsh"));
		pack(join(workspace, ".dsh", "pack.yml"));
	}
	for (const [name, text] of Object.entries(files)) writeFileSync(join(workspace, name), text);
	return {
		home,
		workspace,
		env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, DSH_HOME: join(home, ".dsh") },
	};
};

const Post = (cwd, command, extra = {}) => ({
	session_id: "bench",
	hook_event_name: "PostToolUse",
	tool_name: "Bash",
	tool_input: { command },
	tool_response: { stdout: "" },
	cwd,
	...extra,
});
const Grep = (cwd, pattern) => ({
	session_id: "bench",
	hook_event_name: "PostToolUse",
	tool_name: "Grep",
	tool_input: { pattern, path: cwd },
	tool_response: { content: "" },
	cwd,
});

/** One hook call: wall milliseconds and the child's peak resident memory in MB (the median wall of `runs`). */
const Measure = (home, input) => {
	const text = typeof input === "string" ? input : JSON.stringify(input);
	const walls = [];
	let peak = 0;
	for (let run = 0; run < runs; run++) {
		const started = process.hrtime.bigint();
		const child = spawnSync(process.execPath, ["--import", preload, bin, "hook", "claude-code", "--suggesters"], {
			input: text,
			env: home.env,
			stdio: ["pipe", "pipe", "pipe", "pipe"],
			maxBuffer: 1 << 26,
			timeout: 120_000,
		});
		walls.push(Number(process.hrtime.bigint() - started) / 1e6);
		if (child.status !== 0)
			throw new Error(`hook exited ${child.status} ${child.signal ?? ""}: ${String(child.stderr).slice(0, 300)}`);
		peak = Math.max(peak, Number(String(child.output[3] ?? "0")) / 1024);
	}
	walls.sort((a, b) => a - b);
	return { ms: walls[Math.floor(walls.length / 2)], mb: peak };
};

const QuadraticPack = (count) => (path) =>
	writeFileSync(
		path,
		`intents:\n search/Many:\n  targets: [a.md]\n  signals:\n${Array.from({ length: count }, (_, index) => `  - {id: s${index}, on: query, pattern: '\\s*x${index}\\s*y', weight: 0.1}\n`).join("")}`,
	);

const KB = 1024;
const MB = 1024 * KB;
const series = [
	["normal call (cat src/a.ts)", [["-", () => [Home(), (home) => Post(home.workspace, "cat src/a.ts")]]]],
	[
		"pipeline command length",
		[16 * KB, 64 * KB, MB, 8 * MB].map((size) => [
			`${size / KB} KB`,
			() => [
				Home(),
				(home) => Post(home.workspace, `cat src/a.ts | ${"grep x | ".repeat(Math.floor(size / 9))}cat`),
			],
		]),
	],
	[
		"Read path length",
		[KB, 4 * KB, 32 * KB, 100 * KB].map((size) => [
			`${size / KB} KB`,
			() => [
				Home(),
				(home) => ({
					...Post(home.workspace, ""),
					tool_name: "Read",
					tool_input: {
						file_path: `${home.workspace}/${"a/".repeat(Math.floor((size - home.workspace.length) / 2))}x.ts`,
					},
				}),
			],
		]),
	],
	[
		"cwd length",
		[KB, 4 * KB, 32 * KB, 100 * KB].map((size) => [
			`${size / KB} KB`,
			() => [Home(), () => Post(`/${"d/".repeat(Math.floor(size / 2) - 1)}`, "cat src/a.ts")],
		]),
	],
	[
		"stdin (tool output) size",
		[MB, 8 * MB, 50 * MB].map((size) => [
			`${size / MB} MB`,
			() => [
				Home(),
				(home) => Post(home.workspace, "cat src/a.ts", { tool_response: { stdout: "x".repeat(size - 300) } }),
			],
		]),
	],
	[
		"session id length",
		[KB, 64 * KB, MB].map((size) => [
			`${size / KB} KB`,
			() => [Home(), (home) => ({ ...Post(home.workspace, "cat src/a.ts"), session_id: ".".repeat(size) })],
		]),
	],
	[
		"workspace pack (grep of 3.9 KB)",
		[
			[
				"link to /dev/zero",
				() => [
					Home((path) => symlinkSync("/dev/zero", path)),
					(home) => Grep(home.workspace, `${"\t".repeat(3900)}!`),
				],
			],
			[
				"FIFO",
				() => [
					Home((path) => spawnSync("mkfifo", [path])),
					(home) => Grep(home.workspace, `${"\t".repeat(3900)}!`),
				],
			],
			[
				"300 MB sparse",
				() => [
					Home((path) => (writeFileSync(path, ""), truncateSync(path, 300 * MB))),
					(home) => Grep(home.workspace, `${"\t".repeat(3900)}!`),
				],
			],
			[
				"8 quadratic signals (allowed)",
				() => [Home(QuadraticPack(8)), (home) => Grep(home.workspace, `${"\t".repeat(3900)}!`)],
			],
			[
				"128 quadratic signals (refused)",
				() => [Home(QuadraticPack(128)), (home) => Grep(home.workspace, `${"\t".repeat(3900)}!`)],
			],
			[
				"972 quadratic signals (refused)",
				() => [Home(QuadraticPack(972)), (home) => Grep(home.workspace, `${"\t".repeat(3900)}!`)],
			],
		],
	],
	[
		// a line reader's pattern must cost a line's length, not its square (a `versionName` followed by spaces)
		"root build.gradle of padded lines (grep of 3.9 KB)",
		[8, 128].map((lines) => [
			`${lines} lines of 2000 characters`,
			() => [
				Home(undefined, { "build.gradle": `versionName${" ".repeat(1989)}\n`.repeat(lines) }),
				(home) => Grep(home.workspace, `${"\t".repeat(3900)}!`),
			],
		]),
	],
	[
		// the Erlang and PowerShell readers walk terms and lines: each must cost the file's length (256 KB, the read cap)
		"Erlang and PowerShell package files of 256 KB (grep of 3.9 KB)",
		[
			["rebar.config of unclosed brackets", { "rebar.config": "{deps,[".repeat((256 * KB) / 7) }],
			["app file of unclosed strings", { "src/x.app.src": '"\\"'.repeat((256 * KB) / 3) }],
			["module manifest of blank lines", { "x.psd1": `@{ GUID = 'x'\n${"   \n".repeat((256 * KB) / 4)}` }],
			[
				"module manifest of open lists",
				{ "x.psd1": `@{ GUID = 'x'\nRequiredModules = @(\n${"((('a'\n".repeat((256 * KB) / 8)}` },
			],
		].map(([label, files]) => [
			label,
			() => [Home(undefined, files), (home) => Grep(home.workspace, `${"\t".repeat(3900)}!`)],
		]),
	],
	[
		// the Perl, Nim and Crystal readers read lines and hashes: each must cost the file's length (256 KB, the read cap)
		"Perl, Nim and Crystal package files of 256 KB (grep of 3.9 KB)",
		[
			[
				"Makefile.PL of open prerequisite hashes",
				{ "Makefile.PL": `PREREQ_PM => { ${"'A::B' => ".repeat(180)}\n`.repeat((256 * KB) / 2000) },
			],
			[
				"cpanfile of padded requirements",
				{ cpanfile: `requires 'A'${" ".repeat(1980)}\n`.repeat((256 * KB) / 2000) },
			],
			["dist.ini of blank lines", { "dist.ini": `name = A\n${"   \n".repeat((256 * KB) / 4)}` }],
			[
				".nimble of open requirement lists",
				{ "x.nimble": `requires(\n${'"a >= 1 & ",\n'.repeat((256 * KB) / 12)}` },
			],
			[
				"shard.yml of deep targets",
				{ "shard.yml": `name: x\ntargets:\n${"    main: a\n".repeat((256 * KB) / 12)}` },
			],
		].map(([label, files]) => [
			label,
			() => [Home(undefined, files), (home) => Grep(home.workspace, `${"\t".repeat(3900)}!`)],
		]),
	],
];

try {
	console.log(
		`dsh-coach hook --suggesters under hostile inputs, median of ${runs} runs, peak RSS (node ${process.version})`,
	);
	let normal;
	for (const [label, points] of series) {
		console.log(`  ${label}`);
		for (const [size, make] of points) {
			const [home, input] = make();
			Measure(home, input(home)); // warm-up: the first call of a home pays its folders, verdict cache and ledgers
			const { ms, mb } = Measure(home, input(home));
			normal ??= ms;
			console.log(
				`    ${String(size).padEnd(34)} ${ms.toFixed(0).padStart(6)} ms ${(ms / normal).toFixed(2).padStart(6)}x   ${mb.toFixed(0).padStart(5)} MB`,
			);
		}
	}
} finally {
	rmSync(scratch, { recursive: true, force: true });
}

// The stores the plugins keep on disk: the search suggester's knowledge file, the replay suggester's recall history
// (JSON fallback file and storage domain), the hook's per-session state file, and every ledger. Two processes never
// corrupt one or lose an update, a writer killed mid-write leaves the previous version readable, a corrupt file
// degrades to its documented line and is backed up rather than overwritten, every file is 0600, and none holds a
// file's contents or the user's words (checked over what the demo and the load bench write).
import { spawn, spawnSync } from "node:child_process";
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

import { Boot } from "@playform/dsh-coach/Harness";

const Root = fileURLToPath(new URL("../../", import.meta.url));
const Target = (relative: string) => pathToFileURL(join(Root, relative)).href;
const CORE = Target("packages/lib-dsh-core/Target/Library.js");
const SEARCH = Target("packages/hook-dsh-search-suggester/Target/Library.js");
const REPLAY = Target("packages/hook-dsh-replay-suggester/Target/Library.js");
const BIN = join(Root, "packages/dsh-coach/Target/Bin.js");

const scratch = mkdtempSync(join(tmpdir(), "stores-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const Folder = (label: string): string => {
	const folder = join(scratch, `${label}-${++folders}`);
	mkdirSync(folder, { recursive: true, mode: 0o700 });
	return folder;
};

/** Runs an ES module text in a fresh node process (a second writer, a process to kill); resolves its exit. */
const Child = (
	code: string,
	args: readonly string[] = [],
	options: { input?: string; env?: Record<string, string> } = {},
) => Node(["--input-type=module", "-e", code, "--", ...args], options);

/** The built command line, as another agent spawns it per hook call. */
const Hook = (args: readonly string[], options: { input?: string; env?: Record<string, string> } = {}) =>
	Node([BIN, ...args], options);

const Node = (argv: readonly string[], options: { input?: string; env?: Record<string, string> } = {}) => {
	const child = spawn(process.execPath, argv, {
		stdio: ["pipe", "pipe", "pipe"],
		env: { ...process.env, ...options.env },
	});
	let stderr = "";
	let stdout = "";
	child.stdout.on("data", (chunk) => (stdout += chunk));
	child.stderr.on("data", (chunk) => (stderr += chunk));
	child.stdin.end(options.input ?? "");
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
		(resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })),
	);
	return { child, exited };
};

/** A plugin mounted with a minimal host: the real core factory, listeners and registered tools collected. */
const MOUNT = `
const Core = await import(${JSON.stringify(CORE)});
export const Mount = (plugin, config) => {
	const listeners = {};
	const tools = {};
	const ctx = {
		on: (event, listener) => ((listeners[event] ??= []).push(listener), () => {}),
		emit: () => {},
		// as cordis answers ctx.get: the services this host has (the optional ones, storage and the graph, it has not)
		get: (name) => (name === "tools" || name === "pluginFactory" ? ctx[name] : undefined),
		effect: () => {},
		pluginFactory: { State: Core.State, Append: Core.Append, Activate: Core.Activate, Notice: Core.Notice },
		tools: { register: (definition) => ((tools[definition.name] = definition), () => {}), schemas: () => [] },
	};
	plugin.apply(ctx, { ...plugin.Config({}), ...config });
	return { ctx, listeners, tools };
};
`;

/** The knowledge writer: one process dismissing its own paths, one save per dismissal, as the dismiss tool does. */
const KNOWLEDGE_WRITER = `
${MOUNT}
const Search = await import(${JSON.stringify(SEARCH)});
const [persistPath, workspace, who, count] = process.argv.slice(-4);
const { tools } = Mount(Search.default, { enabled: true, log: false, seed: false, persistPath });
const agent = { session: { header: { cwd: workspace } } };
for (let index = 0; index < Number(count); index++) await tools.suggestion_dismiss.execute({ intent: "Version", path: \`\${who}-\${index}.md\` }, { agent });
`;

const Git = (folder: string) => {
	mkdirSync(join(folder, ".git"), { recursive: true });
	return folder;
};

/** Every file under a folder. */
const Files = (folder: string): string[] =>
	existsSync(folder)
		? readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
				entry.isDirectory() ? Files(join(folder, entry.name)) : [join(folder, entry.name)],
			)
		: [];
const Mode = (path: string) => statSync(path).mode & 0o777;

describe("two processes writing one store", () => {
	it("the knowledge file: both processes' dismissals survive, and the file stays JSON", async () => {
		const home = Folder("knowledge");
		const workspace = Git(Folder("ws"));
		const persistPath = join(home, "knowledge.json");
		const COUNT = 12;
		const runs = await Promise.all(
			["one", "two"].map((who) => Child(KNOWLEDGE_WRITER, [persistPath, workspace, who, String(COUNT)]).exited),
		);
		for (const run of runs) expect(run.stderr).toBe("");
		const knowledge = JSON.parse(readFileSync(persistPath, "utf8"));
		const paths = Object.values(knowledge.roots as Record<string, { dismissed: { path?: string }[] }>).flatMap(
			(root) => root.dismissed.map((dismissal) => dismissal.path),
		);
		const expected = ["one", "two"].flatMap((who) =>
			Array.from({ length: COUNT }, (_, index) => `${who}-${index}.md`),
		);
		expect(paths.sort()).toEqual(expected.sort());
		expect(Mode(persistPath)).toBe(0o600);
	});

	it("the hook state file: every call of two concurrent hook streams is counted", async () => {
		const stateDir = Folder("hook-state");
		const CALLS = 8;
		const input = (index: number) =>
			JSON.stringify({
				session_id: "shared",
				hook_event_name: "PostToolUse",
				tool_name: "Bash",
				tool_input: { command: `cat f${index}.ts`, description: "x" },
				tool_response: { stdout: "" },
				cwd: scratch,
			});
		const stream = async (who: number) => {
			for (let index = 0; index < CALLS; index++) {
				const run = await Hook(["hook", "claude-code", "--state-dir", stateDir], {
					input: input(who * 100 + index),
					env: { HOME: scratch, DSH_HOME: join(scratch, ".dsh") },
				}).exited;
				expect(run.code).toBe(0);
			}
		};
		await Promise.all([stream(1), stream(2)]);
		const [file] = Files(stateDir).filter((path) => path.endsWith(".json"));
		const state = JSON.parse(readFileSync(file!, "utf8"));
		expect(state.calls).toBe(2 * CALLS);
		expect(state.plugins["@playform/hook-dsh-tool-coach"].calls).toBe(2 * CALLS);
		for (const path of Files(stateDir)) expect(Mode(path)).toBe(0o600);
	});
});

/** A writer that replaces one file with ever larger versions as fast as it can, until it is killed. */
const Writer = (module: string, write: string) => `
const store = await import(${JSON.stringify(module)});
const [path] = process.argv.slice(-1);
for (let version = 1; ; version++) {
	const payload = { version: 1, marker: version, padding: "x".repeat(200_000 + (version % 7) * 50_000) };
	${write}
	if (version === 1) process.stdout.write("first\\n");
}
`;

/** Kills the writer a few times at arbitrary moments; after each kill the file must read as one whole version. */
const KillWhileWriting = async (code: string, path: string, read: (text: string) => unknown) => {
	for (let attempt = 0; attempt < 4; attempt++) {
		const { child, exited } = Child(code, [path]);
		await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
		await new Promise((resolve) => setTimeout(resolve, 5 + attempt * 17));
		child.kill("SIGKILL");
		const run = await exited;
		expect(run.signal).toBe("SIGKILL");
		const text = readFileSync(path, "utf8");
		expect(() => read(text)).not.toThrow();
		expect(Mode(path)).toBe(0o600);
	}
};

describe("a writer killed mid-write", () => {
	it("leaves the knowledge file readable (SaveKnowledge)", async () => {
		const path = join(Folder("kill-knowledge"), "knowledge.json");
		const code = Writer(
			SEARCH,
			"store.SaveKnowledge(path, { version: 1, roots: { [payload.padding]: { intents: {}, dismissed: [], seed: {} } }, marker: payload.marker });",
		);
		await KillWhileWriting(code, path, (text) => {
			const value = JSON.parse(text);
			if (typeof value.marker !== "number") throw new Error("not a whole version");
		});
	});

	it("leaves the replay history file readable (WriteAtomic)", async () => {
		const path = join(Folder("kill-replay"), "replay_history.json");
		const code = Writer(REPLAY, "await store.WriteAtomic(path, JSON.stringify(payload));");
		await KillWhileWriting(code, path, (text) => {
			if (typeof JSON.parse(text).marker !== "number") throw new Error("not a whole version");
		});
	});

	it("leaves the hook state file readable (the hook killed at arbitrary moments)", async () => {
		const stateDir = Folder("kill-hook");
		const input = JSON.stringify({
			session_id: "killed",
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command: "cat a.ts", description: "x" },
			tool_response: { stdout: "" },
			cwd: scratch,
		});
		let completed = 0;
		for (let attempt = 0; attempt < 8; attempt++) {
			const { child, exited } = Hook(["hook", "claude-code", "--state-dir", stateDir], {
				input,
				env: { HOME: scratch, DSH_HOME: join(scratch, ".dsh") },
			});
			const timer = setTimeout(() => child.kill("SIGKILL"), 20 + attempt * 25);
			const run = await exited;
			clearTimeout(timer);
			if (run.code === 0) completed++;
			for (const file of Files(stateDir).filter((path) => path.endsWith(".json")))
				expect(JSON.parse(readFileSync(file, "utf8")).version).toBe(1);
		}
		// a process killed after its write still counted; one killed before it did not, and nothing else was lost
		const [file] = Files(stateDir).filter((path) => path.endsWith(".json"));
		if (file) {
			const calls = JSON.parse(readFileSync(file, "utf8")).calls;
			expect(calls).toBeGreaterThanOrEqual(completed);
			expect(calls).toBeLessThanOrEqual(8);
		}
		// whatever temp file a killed writer left, the session's next call sweeps it
		// the core's one temp name: `.<name>.<pid>.<random>.tmp`, here of a writer long gone
		const stale = join(
			dirname(file ?? join(stateDir, "killed.json")),
			`.${basename(file ?? "killed.json")}.${2 ** 22 + 7}.left.tmp`,
		);
		if (file) {
			writeFileSync(stale, "partial");
			const { exited } = Hook(["hook", "claude-code", "--state-dir", stateDir], {
				input,
				env: { HOME: scratch, DSH_HOME: join(scratch, ".dsh") },
			});
			expect((await exited).code).toBe(0);
			expect(Files(stateDir).filter((path) => path.endsWith(".tmp"))).toEqual([]);
		}
	});
});

const GARBAGE = '{"version": 1, "entries": [ {"seq": 1, "pa';

describe("a corrupt store degrades to its documented line and is backed up, not overwritten", () => {
	it("the replay history file: `store open failed: …`, a .corrupt copy, and a 0600 backup", async () => {
		const home = Folder("corrupt-replay");
		const workspace = Git(Folder("ws"));
		const recordPath = join(home, "replay_history.json");
		writeFileSync(recordPath, GARBAGE, { mode: 0o644 });
		const { Mount } = await import(`data:text/javascript,${encodeURIComponent(MOUNT)}`);
		const Replay = await import(REPLAY);
		let state: any;
		const mounted = Mount(
			{
				...Replay.default,
				apply: (ctx: any, config: any) =>
					Replay.default.apply({ ...ctx, emit: (_event: string, value: unknown) => (state = value) }, config),
			},
			{
				enabled: true,
				log: false,
				historyPath: join(home, "history.json"),
				recordPath,
			},
		);
		expect(mounted).toBeDefined();
		await state.Opened;
		expect(state.Lines.some((line: string) => /^store open failed: .*JSON/.test(line))).toBe(true);
		const backups = readdirSync(home).filter((name) => name.endsWith(".corrupt"));
		expect(backups).toHaveLength(1);
		expect(readFileSync(join(home, backups[0]!), "utf8")).toBe(GARBAGE);
		expect(Mode(join(home, backups[0]!))).toBe(0o600);
		expect(workspace).toBeTruthy();
	});

	it("the replay storage domain: a file that is not JSON is left as it is and the file tier takes over", async () => {
		const bed = await Boot({ files: { "src/a.ts": "a\n" }, storage: true });
		try {
			const domainFile = join(bed.storageRoot!, "replay_history.json");
			writeFileSync(domainFile, GARBAGE, { mode: 0o600 });
			let state: any;
			bed.ctx.on("replay-suggester/state" as never, ((value: unknown) => void (state = value)) as never);
			await bed.load("@playform/lib-dsh-core");
			await bed.load("@playform/hook-dsh-replay-suggester", {
				enabled: true,
				log: false,
				historyPath: join(bed.dshHome, "history.json"),
				recordPath: join(bed.dshHome, "replay_history.json"),
			});
			await state.Opened;
			expect(state.Tier).toBe("file");
			expect(state.Lines.some((line: string) => /^store open failed: malformed-medium: /.test(line))).toBe(true);
			await bed.execute("read", { file_path: "src/a.ts" });
			await state.Flush();
			expect(readFileSync(domainFile, "utf8")).toBe(GARBAGE);
		} finally {
			await bed.dispose();
		}
	});

	it("the knowledge file: the documented line, a .corrupt copy, and the learning starts fresh", async () => {
		const home = Folder("corrupt-knowledge");
		const workspace = Git(Folder("ws"));
		const persistPath = join(home, "knowledge.json");
		writeFileSync(persistPath, GARBAGE, { mode: 0o600 });
		const { Mount } = await import(`data:text/javascript,${encodeURIComponent(MOUNT)}`);
		const Search = await import(SEARCH);
		let state: any;
		const { tools } = Mount(
			{
				...Search.default,
				apply: (ctx: any, config: any) =>
					Search.default.apply({ ...ctx, emit: (_event: string, value: unknown) => (state = value) }, config),
			},
			{ enabled: true, log: false, seed: false, persistPath },
		);
		await tools.suggestion_dismiss.execute(
			{ intent: "Version" },
			{ agent: { session: { header: { cwd: workspace } } } },
		);
		expect(
			state.state.Lines.some((line: string) => /^knowledge corrupt -> backed up, starting fresh \(/.test(line)),
		).toBe(true);
		const backups = readdirSync(home).filter((name) => name.endsWith(".corrupt"));
		expect(backups).toHaveLength(1);
		expect(readFileSync(join(home, backups[0]!), "utf8")).toBe(GARBAGE);
		expect(Mode(join(home, backups[0]!))).toBe(0o600);
	});

	it("the hook state file: the documented line, a .corrupt copy, and a fresh session", async () => {
		const stateDir = Folder("corrupt-hook");
		const home = Folder("corrupt-hook-home");
		const session = "torn";
		const file = join(stateDir, "claude-code", `${session}.json`);
		mkdirSync(join(stateDir, "claude-code"), { recursive: true, mode: 0o700 });
		writeFileSync(file, GARBAGE, { mode: 0o600 });
		const input = JSON.stringify({
			session_id: session,
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command: "cat a.ts", description: "x" },
			tool_response: { stdout: "" },
			cwd: scratch,
		});
		const run = spawnSync(process.execPath, [BIN, "hook", "claude-code", "--state-dir", stateDir], {
			input,
			encoding: "utf8",
			env: { ...process.env, HOME: home, DSH_HOME: join(home, ".dsh") },
		});
		expect(run.status).toBe(0);
		expect(JSON.parse(readFileSync(file, "utf8")).calls).toBe(1);
		const backups = readdirSync(join(stateDir, "claude-code")).filter((name) => name.endsWith(".corrupt"));
		expect(backups).toHaveLength(1);
		expect(readFileSync(join(stateDir, "claude-code", backups[0]!), "utf8")).toBe(GARBAGE);
		const ledger = Files(home).find((path) => path.endsWith("hook-dsh-tool-coach.log"));
		expect(ledger && readFileSync(ledger, "utf8")).toMatch(
			/\] dsh-coach hook: state corrupt -> backed up, fresh session \(/,
		);
	});
});

/** The distinctive lines of some files: what "a file's contents" means for the scans below. */
const ContentLines = (files: readonly string[]): string[] =>
	files.flatMap((file) =>
		readFileSync(file, "utf8")
			.split("\n")
			.map((line) => line.trim())
			.filter((line) => line.length >= 16),
	);

/** Every (file, needle) pair where a store or ledger holds a needle. */
const Holding = (files: readonly string[], needles: readonly string[]): string[] =>
	files.flatMap((file) => {
		const text = readFileSync(file, "utf8");
		return needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
	});

describe("no store holds a file's contents or the user's words, and every store file is 0600", () => {
	it("over the stores and ledgers the load bench writes", () => {
		const home = Folder("bench-load");
		const run = spawnSync(
			process.execPath,
			[join(Root, "bench/load.mjs"), "--calls", "3000", "--agents", "10", "--home", home],
			{ encoding: "utf8" },
		);
		expect(run.status, run.stderr).toBe(0);
		expect(run.stdout).toMatch(/^leakage: none$/m);
		const stores = Files(join(home, "stores"));
		expect(stores.length).toBeGreaterThanOrEqual(4);
		const workspaces = Files(join(home, "workspaces")).filter((path) => path.endsWith(".ts"));
		// the bench's files and prompts carry markers no store may hold
		expect(Holding(stores, ["-do-not-store", "private-words-of-user-", ...ContentLines(workspaces)])).toEqual([]);
		for (const path of stores) expect(Mode(path), path).toBe(0o600);
	});

	it("over the stores and ledgers the demo writes (the real harness, all three plugins)", () => {
		const temp = Folder("demo-tmp");
		const home = Folder("demo-home");
		// the demo removes its temporary folders on exit; this preload keeps them so their stores can be read
		const keep = join(temp, "keep.mjs");
		writeFileSync(
			keep,
			'import fs from "node:fs/promises"; import { syncBuiltinESMExports } from "node:module"; const rm = fs.rm; fs.rm = async (path, options) => (String(path).includes("dsh-coach-") ? undefined : rm(path, options)); syncBuiltinESMExports();\n',
		);
		const run = spawnSync(process.execPath, ["--import", pathToFileURL(keep).href, BIN, "demo"], {
			encoding: "utf8",
			env: { ...process.env, HOME: home, TMPDIR: temp, DSH_HOME: join(home, ".dsh") },
		});
		expect(run.status, run.stderr).toBe(0);
		const left = [...Files(temp), ...Files(home)].filter((path) => path !== keep);
		const workspace = left.filter((path) => path.includes("dsh-coach-workspace-"));
		const stores = left.filter((path) => !path.includes("dsh-coach-workspace-"));
		expect(stores.some((path) => path.endsWith("replay_history.json"))).toBe(true);
		expect(stores.filter((path) => path.endsWith(".log"))).toHaveLength(3);
		const script = JSON.parse(readFileSync(join(Root, "packages/dsh-coach/Demo/Session.json"), "utf8"));
		const words = (script.events as { user?: string }[]).flatMap((event) =>
			event.user ? [event.user, event.user.slice(0, 40)] : [],
		);
		const fixture = Files(join(Root, "packages/dsh-coach/Demo/Workspace"));
		expect(
			Holding(stores, [
				...words,
				...ContentLines([...fixture, ...workspace.filter((path) => !path.includes(`${"/.git/"}`))]),
			]),
		).toEqual([]);
		for (const path of stores) expect(Mode(path), path).toBe(0o600);
	});

	it("every store, backup, lock and ledger the tests above left is 0600", () => {
		const left = Files(scratch).filter(
			(path) =>
				/\.(?:json|log|corrupt|lock|tmp)$/.test(path) &&
				!/\/(?:ws|demo-tmp|demo-home)-\d+\//.test(path) &&
				!path.includes("/workspaces/") &&
				!path.includes("dsh-coach-workspace-"),
		);
		expect(left.length).toBeGreaterThan(10);
		// the hand-made corrupt inputs (one is 0644 on purpose) are the tests' own, not the plugins'
		expect(left.filter((path) => Mode(path) !== 0o600 && readFileSync(path, "utf8") !== GARBAGE)).toEqual([]);
	});
});

describe("the hook state file and the user's prompt", () => {
	// The search suggester's ring goes into the hook's state file with a sketch of the prompt (UserSketch: the
	// words the pack's user signals read), never the prompt itself.
	it("the hook state file holds no user text (with --suggesters)", () => {
		const stateDir = Folder("hook-user-text");
		const home = Folder("hook-user-home");
		const env = { ...process.env, HOME: home, DSH_HOME: join(home, ".dsh") };
		const marker = "private-words-of-the-user-in-a-hook";
		const prompt = JSON.stringify({
			session_id: "words",
			hook_event_name: "UserPromptSubmit",
			prompt: `bump the version, ${marker}`,
			cwd: scratch,
		});
		const post = JSON.stringify({
			session_id: "words",
			hook_event_name: "PostToolUse",
			tool_name: "Bash",
			tool_input: { command: "cat package.json", description: "x" },
			tool_response: { stdout: "" },
			cwd: scratch,
		});
		for (const input of [prompt, post])
			expect(
				spawnSync(process.execPath, [BIN, "hook", "claude-code", "--suggesters", "--state-dir", stateDir], {
					input,
					encoding: "utf8",
					env,
				}).status,
			).toBe(0);
		expect(Holding(Files(stateDir), [marker])).toEqual([]);
	});
});

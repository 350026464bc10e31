// The hostile-environment cases of issue 11, on real files, through the built command line (`dsh-coach hook` and
// `dsh-coach replay`, each a child process with a 192 MB heap, so a read without bound fails the case instead of
// growing). Each case returns one deterministic row for Documentation/Reliability.md and throws when it does not hold.
import { spawn, spawnSync } from "node:child_process";
import {
	chmodSync,
	chownSync,
	existsSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	readlinkSync,
	rmSync,
	statSync,
	symlinkSync,
	truncateSync,
	utimesSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { SessionFileName } from "@playform/dsh-coach";

const Root = fileURLToPath(new URL("../../", import.meta.url));
export const BIN = join(Root, "packages/dsh-coach/Target/Bin.js");
const HEAP = "--max-old-space-size=192";
const IS_ROOT = process.getuid?.() === 0;

export interface HostileRow {
	readonly case: string;
	/** What the process did: its exit, its output, and that it finished its work (or passed through). */
	readonly run: string;
	/** What the files say afterwards. */
	readonly files: string;
	/** The ledger line it wrote (paths normalised), or why none is due. */
	readonly ledger: string;
	/** Why the case could not run here (a documented skip). */
	readonly skipped?: string;
}

export interface HostileCase {
	readonly id: string;
	readonly title: string;
	run(): Promise<HostileRow> | HostileRow;
}

interface Home {
	readonly home: string;
	readonly dsh: string;
	readonly states: string;
	readonly workspace: string;
	readonly env: Record<string, string>;
}

const Fail = (message: string): never => {
	throw new Error(message);
};
const Check = (condition: unknown, message: string): void => {
	if (!condition) Fail(message);
};

/** A fresh home with a workspace (`.git`, `package.json`, `src/a.ts`). */
const NewHome = (): Home => {
	const home = mkdtempSync(join(tmpdir(), "dsh-hostile-"));
	const workspace = join(home, "ws");
	mkdirSync(join(workspace, ".git"), { recursive: true });
	mkdirSync(join(workspace, "src"), { recursive: true });
	writeFileSync(join(workspace, "package.json"), '{ "name": "ws", "version": "1.2.3" }\n');
	writeFileSync(join(workspace, "src", "a.ts"), "export const a = 1;\n");
	const dsh = join(home, ".dsh");
	return {
		home,
		dsh,
		workspace,
		states: join(dsh, "playform", "hook-state", "claude-code"),
		env: { HOME: home, DSH_HOME: dsh },
	};
};

const Remove = (home: Home): void => {
	spawnSync("chattr", ["-R", "-i", home.home], { stdio: "ignore" });
	rmSync(home.home, { recursive: true, force: true });
};

interface Ran {
	readonly status: number | null;
	readonly signal: NodeJS.Signals | null;
	readonly stdout: string;
	readonly stderr: string;
}

/** One hook call (DSH_COACH_DEBUG on, so a give-up names its reason on stderr). */
const Hook = (
	home: Home,
	input: object | string | Buffer,
	flags: string[] = [],
	extra: { uid?: number; gid?: number } = {},
): Ran => {
	const run = spawnSync(process.execPath, [HEAP, BIN, "hook", "claude-code", ...flags], {
		input: typeof input === "string" || Buffer.isBuffer(input) ? input : JSON.stringify(input),
		encoding: "utf8",
		env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...home.env, DSH_COACH_DEBUG: "1" },
		timeout: 120_000,
		maxBuffer: 64 * 1024 * 1024,
		...extra,
	});
	return { status: run.status, signal: run.signal, stdout: run.stdout, stderr: run.stderr };
};

/** Exit 0, not killed, stdout empty or one JSON object: the agent carries on either way. */
const Exited = (ran: Ran, label: string): string => {
	Check(ran.signal === null, `${label}: killed by ${ran.signal}`);
	Check(ran.status === 0, `${label}: exit ${ran.status} (${ran.stderr.slice(0, 300)})`);
	if (ran.stdout !== "") JSON.parse(ran.stdout);
	return ran.stdout === "" ? "exit 0, no output" : "exit 0, JSON answer";
};

const Post = (session: string, cwd: string, command: string) => ({
	session_id: session,
	hook_event_name: "PostToolUse",
	tool_name: "Bash",
	tool_input: { command, description: "x" },
	tool_response: { stdout: "" },
	cwd,
});
const Grep = (session: string, cwd: string, pattern: string) => ({
	session_id: session,
	hook_event_name: "PostToolUse",
	tool_name: "Grep",
	tool_input: { pattern, path: cwd },
	tool_response: { content: "" },
	cwd,
});

const StateOf = (home: Home, session: string): { calls: number } | undefined => {
	const path = join(home.states, SessionFileName(session));
	return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
};

const LedgerLines = (home: Home, file: string): string[] => {
	const path = join(home.dsh, "playform", file);
	return existsSync(path)
		? readFileSync(path, "utf8")
				.trim()
				.split("\n")
				.map((line) => line.replace(/^\[[^\]]+\] /, ""))
		: [];
};

/** The one ledger line matching, with the home's paths normalised. */
const LineOf = (home: Home, file: string, pattern: RegExp): string => {
	const line =
		LedgerLines(home, file).find((entry) => pattern.test(entry)) ??
		Fail(`${file}: no line matching ${pattern} in ${LedgerLines(home, file).join(" | ").slice(0, 600)}`);
	return line.split(home.workspace).join("<ws>").split(home.dsh).join("<dsh>");
};

/** Every file under a folder holds none of the texts. */
const NothingHolds = (folder: string, texts: readonly string[]): number => {
	let files = 0;
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (entry.isFile()) {
				files++;
				const text = readFileSync(path, "latin1");
				for (const secret of texts) Check(!text.includes(secret), `${path} holds ${secret}`);
			}
		}
	};
	if (existsSync(folder)) walk(folder);
	return files;
};

const Mode = (path: string): string => `0${(statSync(path).mode & 0o777).toString(8)}`;

const Fifo = (path: string): boolean => spawnSync("mkfifo", [path]).status === 0;

/** `nobody` through setpriv, where the machine has both and we are root. */
const Nobody = (): { uid: number; gid: number } | undefined => {
	if (!IS_ROOT) return undefined;
	const id = spawnSync("id", ["-u", "nobody"], { encoding: "utf8" });
	const gid = spawnSync("id", ["-g", "nobody"], { encoding: "utf8" });
	if (id.status !== 0 || gid.status !== 0) return undefined;
	return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
};

/** A workspace pack the case makes, then one `--suggesters` grep call in that workspace. */
const PackCase = (
	id: string,
	title: string,
	make: (path: string) => boolean,
	pattern: RegExp,
	query = '"version": "1\\.2\\.3"',
): HostileCase => ({
	id,
	title,
	run() {
		const home = NewHome();
		try {
			mkdirSync(join(home.workspace, ".dsh"));
			if (!make(join(home.workspace, ".dsh", "pack.yml"))) return Skip(title, "mkfifo is not available");
			const ran = Hook(home, Grep("s", home.workspace, query), ["--suggesters"]);
			const run = Exited(ran, title);
			const state = StateOf(home, "s");
			Check(state?.calls === 1, `${title}: the call did not finish its work`);
			return {
				case: title,
				run,
				files: "state written (1 call)",
				ledger: `\`${LineOf(home, "hook-dsh-search-suggester.log", pattern)}\``,
			};
		} finally {
			Remove(home);
		}
	},
});

const Skip = (title: string, why: string): HostileRow => ({
	case: title,
	run: "skipped",
	files: "—",
	ledger: "—",
	skipped: why,
});

const QUADRATIC_PACK = `intents:\n search/Many:\n  targets: [a.md]\n  signals:\n${Array.from({ length: 972 }, (_, index) => `  - {id: s${index}, on: query, pattern: '\\s*x${index}\\s*y', weight: 1}\n`).join("")}`;

/** A lock the case makes beside the session's state file, then one hook call that must give up at once. */
const LockCase = (
	id: string,
	title: string,
	make: (lock: string, home: Home) => (() => void) | undefined,
	reason: RegExp,
	as?: () => { uid: number; gid: number } | undefined,
): HostileCase => ({
	id,
	title,
	run() {
		const home = NewHome();
		try {
			const user = as?.();
			if (as && !user) return Skip(title, "needs root and a `nobody` user (setpriv-style uid switch)");
			mkdirSync(home.states, { recursive: true, mode: 0o700 });
			const lock = join(home.states, `${SessionFileName("s")}.lock`);
			const undo = make(lock, home);
			if (undo === undefined)
				return Skip(title, "no immutable attribute on this file system (root ignores modes)");
			if (user) {
				// the home is the second user's; the shared state folder and the old lock in it stay root's
				spawnSync("chown", ["-R", `${user.uid}:${user.gid}`, home.home]);
				chownSync(home.states, 0, 0);
				chownSync(lock, 0, 0);
			}
			try {
				const ran = Hook(home, Post("s", home.workspace, "cat src/a.ts"), [], user ?? {});
				const run = Exited(ran, title);
				Check(ran.stdout === "", `${title}: answered although the lock was not taken`);
				const why =
					/LockUnavailable: (.*)/.exec(ran.stderr)?.[1] ??
					Fail(`${title}: no give-up on stderr: ${ran.stderr.slice(0, 300)}`);
				Check(reason.test(why), `${title}: gave up for ${why}`);
				Check(StateOf(home, "s") === undefined, `${title}: wrote the state without the lock`);
				return {
					case: title,
					run: `${run}; gave up at once (\`${why.split(home.states).join("<state>")}\`)`,
					files: "state untouched",
					ledger: "— (the call never started)",
				};
			} finally {
				undo();
			}
		} finally {
			Remove(home);
		}
	},
});

const Old = (path: string): void => {
	const old = new Date(Date.now() - 120_000);
	utimesSync(path, old, old);
};

export const HOSTILE_CASES: readonly HostileCase[] = [
	PackCase(
		"pack-zero",
		"workspace `.dsh/pack.yml` is a link to `/dev/zero` (`--suggesters`)",
		(path) => (symlinkSync("/dev/zero", path), true),
		/^search-suggester: pack refused -> builtin \(.*: a link out of the workspace\)$/,
	),
	PackCase(
		"pack-fifo",
		"workspace `.dsh/pack.yml` is a FIFO",
		Fifo,
		/^search-suggester: pack refused -> builtin \(.*: not a regular file\)$/,
	),
	PackCase(
		"pack-huge",
		"workspace `.dsh/pack.yml` is 300 MB",
		(path) => {
			writeFileSync(path, "");
			truncateSync(path, 300 * 1024 * 1024);
			return true;
		},
		/^search-suggester: pack refused -> builtin \(.*: larger than 65536 bytes\)$/,
	),
	PackCase(
		"pack-quadratic",
		"pack of 972 quadratic signals, then a 3.9 KB grep",
		(path) => (writeFileSync(path, QUADRATIC_PACK), true),
		/^search-suggester: pack refused -> builtin \(.*: \$\.intents: 972 signals, more than 128\)$/,
		`${"\t".repeat(3900)}!`,
	),
	PackCase(
		"pack-bounded-repeat",
		"pack signal `(.*a){24}` (recheck: quadratic; 48 s on 223 characters), then that grep",
		(path) => (
			writeFileSync(
				path,
				"intents:\n  search/Version:\n    signals: [{id: evil, on: query, pattern: '(.*a){24}', weight: 0.1}]\n",
			),
			true
		),
		/^search-suggester: pack refused -> builtin \(.*: \$\.intents\.search\/Version\.signals\[0\]\.pattern: can backtrack catastrophically \(polynomial \(degree 24\)\)\)$/,
		`${"a".repeat(23)}${"b".repeat(200)}`,
	),
	{
		id: "replay-zero",
		title: "`replay` of a transcript whose recorded `cwd` holds a `/dev/zero` pack",
		run() {
			const home = NewHome();
			try {
				mkdirSync(join(home.workspace, ".dsh"));
				symlinkSync("/dev/zero", join(home.workspace, ".dsh", "pack.yml"));
				const line = (type: string, message: object) =>
					JSON.stringify({ type, sessionId: "zero", cwd: home.workspace, message });
				const transcript = join(home.home, "zero.jsonl");
				writeFileSync(
					transcript,
					[
						line("user", { role: "user", content: "where is the version?" }),
						line("assistant", {
							role: "assistant",
							model: "m",
							content: [
								{
									type: "tool_use",
									id: "t1",
									name: "Grep",
									input: { pattern: "version", path: home.workspace },
								},
							],
						}),
						line("user", {
							role: "user",
							content: [{ type: "tool_result", tool_use_id: "t1", content: "" }],
						}),
						"",
					].join("\n"),
				);
				const ran = spawnSync(process.execPath, [HEAP, BIN, "replay", transcript], {
					encoding: "utf8",
					env: { PATH: process.env.PATH ?? "", ...home.env },
					timeout: 120_000,
				});
				Check(
					ran.signal === null && ran.status === 0,
					`replay: exit ${ran.status} ${ran.signal} ${ran.stderr.slice(0, 300)}`,
				);
				Check(/Replayed 1 session, 1 call/.test(ran.stdout), `replay: ${ran.stdout.slice(0, 300)}`);
				return {
					case: this.title,
					run: "exit 0, the session replayed (1 call)",
					files: "—",
					ledger: "the suggesters answer from the built-in pack",
				};
			} finally {
				Remove(home);
			}
		},
	},
	LockCase(
		"lock-dangling",
		"the session's lock is a dangling link",
		(lock) => (symlinkSync(join(lock, "..", "nowhere"), lock), () => undefined),
		/is not a regular file$/,
	),
	LockCase(
		"lock-folder",
		"the session's lock is a folder",
		(lock) => (mkdirSync(lock), Old(lock), () => undefined),
		/is not a regular file$/,
	),
	LockCase(
		"lock-read-only",
		"an old lock in a read-only state folder",
		(lock, home) => {
			writeFileSync(lock, "");
			Old(lock);
			if (!IS_ROOT) {
				chmodSync(home.states, 0o555);
				return () => chmodSync(home.states, 0o700);
			}
			if (spawnSync("chattr", ["+i", home.states]).status !== 0) return undefined;
			return () => void spawnSync("chattr", ["-i", home.states]);
		},
		/cannot be removed \((?:EPERM|EACCES)\)$/,
	),
	LockCase(
		"lock-foreign",
		"another user's old lock in a shared sticky folder (run as `nobody`)",
		(lock, home) => {
			chmodSync(home.states, 0o1777);
			writeFileSync(lock, "");
			Old(lock);
			return () => undefined;
		},
		/cannot be removed \(EPERM\)$/,
		Nobody,
	),
	{
		id: "lock-killed",
		title: "a lock left by a killed holder (SIGKILL mid-call)",
		async run() {
			const home = NewHome();
			try {
				// a holder that takes the lock and is killed while holding it
				mkdirSync(home.states, { recursive: true, mode: 0o700 });
				const lock = join(home.states, `${SessionFileName("s")}.lock`);
				const core = join(Root, "packages/lib-dsh-core/Target/Library.js");
				const holder = spawn(
					process.execPath,
					[
						"--input-type=module",
						"-e",
						`import { WithLock } from ${JSON.stringify(core)}; await WithLock(${JSON.stringify(join(home.states, SessionFileName("s")))}, () => { console.log("held"); return new Promise(() => setInterval(() => {}, 1000)); });`,
					],
					{ stdio: ["ignore", "pipe", "inherit"] },
				);
				await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
				holder.kill("SIGKILL");
				await new Promise((resolve) => holder.once("exit", resolve));
				Check(existsSync(lock), "the killed holder's lock is gone already");
				const run = Exited(Hook(home, Post("s", home.workspace, "cat src/a.ts")), this.title);
				Check(StateOf(home, "s")?.calls === 1, "the next call did not take the dead holder's lock");
				return {
					case: this.title,
					run,
					files: "lock taken at once (its holder's pid is dead), state written (1 call)",
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "state-link",
		title: "the session's state file is a link to another file (0644)",
		run() {
			const home = NewHome();
			try {
				mkdirSync(home.states, { recursive: true, mode: 0o700 });
				const victim = join(home.home, "victim.txt");
				writeFileSync(victim, "SECRET-CONTENT of a file the hook must not touch\n");
				chmodSync(victim, 0o644);
				symlinkSync(victim, join(home.states, SessionFileName("s")));
				const run = Exited(Hook(home, Post("s", home.workspace, "cat src/a.ts")), this.title);
				Check(
					Mode(victim) === "0644" && readFileSync(victim, "utf8").startsWith("SECRET-CONTENT"),
					"the link's target was changed",
				);
				const aside =
					readdirSync(home.states).find((name) => name.endsWith(".corrupt")) ?? Fail("nothing moved aside");
				Check(readlinkSync(join(home.states, aside)) === victim, "the link was not moved aside as a link");
				Check(
					StateOf(home, "s")?.calls === 1 && lstatSync(join(home.states, SessionFileName("s"))).isFile(),
					"no fresh state file",
				);
				NothingHolds(join(home.dsh, "playform"), ["SECRET-CONTENT"]);
				return {
					case: this.title,
					run,
					files: "link moved aside as a link; target's mode and content untouched; fresh 0600 state",
					ledger: `\`${LineOf(home, "hook-dsh-tool-coach.log", /state corrupt/)}\``,
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "secrets",
		title: "a prompt, commands and a grep pattern carrying secrets (`--suggesters`)",
		run() {
			const home = NewHome();
			try {
				const secrets = [
					"abcdSECRET123",
					"hunter2",
					"ghp_abcdefghijklmnopqrstuvwxyz0123456789",
					"sk-abcdefghijklmnopqrstuvwxyz123456",
					"s3cretpw",
					"supersecretpw",
					"sshpassword77",
					"redispass321",
					"encpass42",
					"htpass5566",
				];
				const commands = [
					"export AWS_SECRET_ACCESS_KEY=abcdSECRET123 && cat src/a.ts",
					"curl -u bob:hunter2 https://api.example.com -o src/a.ts",
					"grep -rn ghp_abcdefghijklmnopqrstuvwxyz0123456789 src/a.ts",
					"TOKEN=sk-abcdefghijklmnopqrstuvwxyz123456 cat src/a.ts",
					"git clone https://bob:s3cretpw@example.com/r.git src/a.ts",
					"mysql -uroot -psupersecretpw shop < src/a.ts",
					"sshpass -p sshpassword77 scp src/a.ts host:/tmp",
					"redis-cli -a redispass321 set k src/a.ts",
					"openssl enc -aes-256-cbc -k encpass42 -in src/a.ts",
					"htpasswd -b src/a.ts alice htpass5566",
				];
				Exited(
					Hook(
						home,
						{
							session_id: "s",
							hook_event_name: "UserPromptSubmit",
							prompt: "bump the version; my token is ghp_abcdefghijklmnopqrstuvwxyz0123456789",
							cwd: home.workspace,
						},
						["--suggesters"],
					),
					"prompt",
				);
				for (const command of commands)
					Exited(Hook(home, Post("s", home.workspace, command), ["--suggesters"]), command);
				Exited(
					Hook(home, Grep("s", home.workspace, "sk-abcdefghijklmnopqrstuvwxyz123456"), ["--suggesters"]),
					"grep",
				);
				NothingHolds(home.dsh, secrets);
				const state = JSON.parse(readFileSync(join(home.states, SessionFileName("s")), "utf8"));
				const probes = Object.values(state.storage?.replay_history?.tables?.history ?? {}).map((entry) =>
					String((entry as { probe?: unknown }).probe),
				);
				const redacted = probes.filter((probe) => probe.includes("…"));
				// the recall history did record the calls (so "no secret" was tested on stored probes, not on nothing)
				Check(redacted.length >= 3, `only ${redacted.length} redacted probes stored: ${probes.join(" | ")}`);
				return {
					case: this.title,
					run: "exit 0 ×12",
					files: "no secret in any stored file (state, ledgers); the recorded probes are redacted (`NAME=…`, `-u bob:…`, `-p…`, `-a …`, `…`)",
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "stdin-cap",
		title: "9 MB, 50 MB of stdin; an 8 MB command",
		run() {
			const home = NewHome();
			try {
				const big = (bytes: number) =>
					JSON.stringify({
						...Post("s", home.workspace, "cat src/a.ts"),
						tool_response: { stdout: "x".repeat(bytes) },
					});
				const runs = [
					Hook(home, big(9 * 1024 * 1024)),
					Hook(home, big(50 * 1024 * 1024)),
					Hook(home, Post("s", home.workspace, `cat src/a.ts | ${"grep x | ".repeat(900_000)}cat`)),
				];
				runs.forEach((ran, index) => Check(Exited(ran, `stdin ${index}`) === "exit 0, no output", "answered"));
				Check(
					!existsSync(home.states) || readdirSync(home.states).length === 0,
					"left a state or a lock behind",
				);
				return {
					case: this.title,
					run: "exit 0, no output ×3 (over `HOOK_INPUT_CAP` / `COMMAND_CAP`: passed through unread/unparsed)",
					files: "no state, no lock left",
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "long-path",
		title: "a 32 KB path and a 100 KB `cwd` (`--suggesters`)",
		run() {
			const home = NewHome();
			try {
				const read = {
					session_id: "s",
					hook_event_name: "PostToolUse",
					tool_name: "Read",
					tool_input: { file_path: `${home.workspace}/${"a/".repeat(16_384)}x.ts` },
					tool_response: {},
					cwd: home.workspace,
				};
				Check(Exited(Hook(home, read, ["--suggesters"]), "32 KB path") === "exit 0, no output", "answered");
				Check(
					Exited(
						Hook(home, Post("s", `/${"d/".repeat(50_000)}`, "cat src/a.ts"), ["--suggesters"]),
						"100 KB cwd",
					) === "exit 0, no output",
					"answered",
				);
				// a path within the cap still runs the whole call
				const near = { ...read, tool_input: { file_path: `${home.workspace}/${"a/".repeat(1900)}x.ts` } };
				Exited(Hook(home, near, ["--suggesters"]), "4 KB path");
				Check(StateOf(home, "s")?.calls === 1, "a path within PATH_CAP did not run");
				return {
					case: this.title,
					run: "exit 0, no output (over `PATH_CAP`: passed through before the root walk); a 3.8 KB path runs whole",
					files: "state: 1 call (the 3.8 KB one)",
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "session-ids",
		title: "session ids `.`, `..`, `...`, `.hidden`, `..hidden`, a long id, the 97-character id equal to its old short name, and its new short name",
		run() {
			const home = NewHome();
			try {
				const long = "x".repeat(300);
				// the 97-character id the old scheme shortened the long id to, and the new short name as an id
				const short = SessionFileName(long).slice(0, -".json".length);
				const ids = [".", "..", "...", ".hidden", "..hidden", long, short.replace("~~", "-"), short];
				for (const id of ids)
					Exited(Hook(home, Post(id, home.workspace, "cat src/a.ts")), `session ${id.slice(0, 12)}`);
				const names = new Set(ids.map((id) => SessionFileName(id)));
				Check(names.size === ids.length, "two ids share a file name");
				for (const id of ids)
					Check(StateOf(home, id)?.calls === 1, `session ${id.slice(0, 12)} is not its own`);
				Check(
					readdirSync(home.states).filter((name) => name.endsWith(".json")).length === ids.length,
					"a state file too many or too few",
				);
				return {
					case: this.title,
					run: `exit 0 ×${ids.length}`,
					files: `${ids.length} state files, 1 call each`,
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "parallel-first",
		title: "50 parallel first calls of one session on a fresh home",
		async run() {
			const home = NewHome();
			try {
				const runs = await Promise.all(
					Array.from(
						{ length: 50 },
						(_, index) =>
							new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
								const child = spawn(process.execPath, [BIN, "hook", "claude-code"], {
									env: { PATH: process.env.PATH ?? "", ...home.env, DSH_COACH_DEBUG: "1" },
									stdio: ["pipe", "ignore", "pipe"],
								});
								let stderr = "";
								child.stderr.on("data", (chunk) => (stderr += chunk));
								child.on("error", reject);
								child.on("close", (code) => resolve({ code, stderr }));
								child.stdin.end(JSON.stringify(Post("p", home.workspace, `cat f${index}`)));
							}),
					),
				);
				Check(
					runs.every((run) => run.code === 0),
					"a call did not exit 0",
				);
				// A call that cannot take the lock in time queues itself for the next holder (said on stderr under
				// DSH_COACH_DEBUG); the only other thing a call may say is the hook's own 9 s give-up on a machine too
				// loaded to start 50 processes in time. A racing mkdir (EEXIST) or anything else fails the case.
				const said = runs.map((run) => run.stderr).filter((stderr) => stderr !== "");
				const gaveUp = said.filter((stderr) => /^dsh-coach hook: gave up after 9000 ms/.test(stderr));
				for (const fault of said)
					Check(
						/^dsh-coach hook: (?:queued for the session's next holder \(.* held for more than \d+ ms\)|gave up after 9000 ms)/.test(
							fault,
						),
						`a call failed: ${fault.slice(0, 300)}`,
					);
				const counted = StateOf(home, "p")?.calls ?? 0;
				// every call is counted, by itself or by the holder that took in its queued file
				Check(
					counted <= 50 && counted + gaveUp.length >= 50,
					`counted ${counted}, ${gaveUp.length} gave up: ${50 - counted - gaveUp.length} lost`,
				);
				const queued = said.length - gaveUp.length;
				if (queued > 0 || gaveUp.length > 0)
					console.log(
						`50 parallel first calls: ${counted} counted, ${queued} of them queued, ${gaveUp.length} gave up`,
					);
				return {
					case: this.title,
					run: "exit 0 ×50; a call that cannot wait for the lock queues itself (never EEXIST, never lost)",
					files: "all 50 counted (a queued call by the next holder); only a 9 s give-up, said, may miss",
					ledger: "—",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "folders",
		title: "an existing state folder at 0755; a state folder that is a link; a ledger file that is a link",
		run() {
			const home = NewHome();
			try {
				mkdirSync(home.states, { recursive: true, mode: 0o755 });
				chmodSync(home.states, 0o755);
				Exited(Hook(home, Post("s", home.workspace, "cat src/a.ts")), "0755 folder");
				// every folder of ours below the home, not only the last: playform, hook-state, claude-code
				for (const folder of [
					join(home.dsh, "playform"),
					join(home.dsh, "playform", "hook-state"),
					home.states,
				])
					Check(Mode(folder) === "0700", `${folder} left at ${Mode(folder)}`);
				const victim = join(home.home, "victim.log");
				writeFileSync(victim, "precious\n");
				chmodSync(victim, 0o644);
				const ledger = join(home.dsh, "playform", "hook-dsh-tool-coach.log");
				rmSync(ledger, { force: true });
				symlinkSync(victim, ledger);
				const elsewhere = join(home.home, "elsewhere");
				mkdirSync(elsewhere);
				const gemini = join(home.dsh, "playform", "hook-state", "gemini");
				symlinkSync(elsewhere, gemini);
				Exited(Hook(home, Post("s", home.workspace, "cat src/b.ts")), "linked ledger");
				const geminiRun = spawnSync(process.execPath, [BIN, "hook", "gemini"], {
					input: JSON.stringify({
						session_id: "g",
						hook_event_name: "AfterTool",
						tool_name: "run_shell_command",
						tool_input: { command: "cat a" },
						tool_response: { llmContent: "" },
					}),
					encoding: "utf8",
					env: { PATH: process.env.PATH ?? "", ...home.env },
				});
				Exited(
					{
						status: geminiRun.status,
						signal: geminiRun.signal,
						stdout: geminiRun.stdout,
						stderr: geminiRun.stderr,
					},
					"linked state folder",
				);
				Check(
					readFileSync(victim, "utf8") === "precious\n" && Mode(victim) === "0644",
					"wrote through the linked ledger",
				);
				Check(readdirSync(elsewhere).length === 0, "wrote through the linked state folder");
				return {
					case: this.title,
					run: "exit 0 ×3",
					files: "folders tightened to 0700 (`playform`, `hook-state`, `claude-code`); nothing written through either link",
					ledger: "the linked ledger is not written (`ledger file unwritable (ELOOP) -> logger only` goes to the logger)",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "store-parent-link",
		title: "`~/.dsh/playform` is a link to another folder (`--suggesters`)",
		run() {
			const home = NewHome();
			try {
				const elsewhere = join(home.home, "elsewhere");
				mkdirSync(elsewhere);
				mkdirSync(home.dsh);
				symlinkSync(elsewhere, join(home.dsh, "playform"));
				const ran = Hook(home, Post("s", home.workspace, "cat src/a.ts"), ["--suggesters"]);
				const run = Exited(ran, this.title);
				// O_DIRECTORY|O_NOFOLLOW on a link: Linux says ENOTDIR (ELOOP elsewhere)
				const why =
					/dsh-coach hook: Error: (ELOOP|ENOTDIR): [^,]*, open '([^']*)'/.exec(ran.stderr) ??
					Fail(`${this.title}: no refusal on stderr: ${ran.stderr.slice(0, 300)}`);
				Check(why[2] === join(home.dsh, "playform"), `${this.title}: refused ${why[2]}`);
				Check(
					readdirSync(elsewhere).length === 0,
					`wrote through the linked playform: ${readdirSync(elsewhere)}`,
				);
				return {
					case: this.title,
					run: `${run}; gave up at once (\`${why[1]}\` opening \`<dsh>/playform\` without following it)`,
					files: "nothing made or written in the link's target (no state, no lock, no ledger, no cache)",
					ledger: "— (the call never started)",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "code-cache",
		title: "the hook's V8 code cache is garbage, then a link to another file, then a FIFO",
		run() {
			const home = NewHome();
			try {
				const folder = join(home.dsh, "playform", "hook-cache");
				const calls = ["cat src/a.ts", "cat src/b.ts", "cat src/c.ts"];
				const answers = (session: string): string[] =>
					calls.map((command) => {
						const ran = Hook(home, Post(session, home.workspace, command));
						Exited(ran, this.title);
						return ran.stdout;
					});
				const clean = answers("s0");
				Check(clean[2].includes("tool-coach: bash read × 3"), `${this.title}: no note on the third read`);
				const [name] = readdirSync(folder);
				Check(name?.startsWith("main.coach."), `${this.title}: no cache written (${readdirSync(folder)})`);
				const cache = join(folder, name);
				writeFileSync(cache, Buffer.alloc(600_000, 7));
				Check(answers("s1").join() === clean.join(), `${this.title}: garbage changed the answers`);
				Check(readFileSync(cache)[0] !== 7, `${this.title}: the garbage cache was kept`);
				const outside = join(home.home, "outside.v8");
				writeFileSync(outside, "not ours");
				rmSync(cache);
				symlinkSync(outside, cache);
				Check(answers("s2").join() === clean.join(), `${this.title}: a linked cache changed the answers`);
				Check(readFileSync(outside, "utf8") === "not ours", `${this.title}: wrote through the link`);
				Check(lstatSync(cache).isFile(), `${this.title}: the link was kept`);
				rmSync(cache);
				spawnSync("mkfifo", [cache]);
				Check(answers("s3").join() === clean.join(), `${this.title}: a FIFO changed the answers`);
				Check(lstatSync(cache).isFile(), `${this.title}: the FIFO was kept`);
				return {
					case: this.title,
					run: "exit 0 each time, the same answers (the third read's note included) as with a sound cache: V8 rejects the garbage; the link and the FIFO are refused unread",
					files: "each replaced by a fresh cache (0600, atomic); the link's target untouched",
					ledger: "— (a cache only saves time; nothing to report)",
				};
			} finally {
				Remove(home);
			}
		},
	},
	{
		id: "replay-escapes",
		title: "`replay` of a transcript whose session id and model carry terminal escapes",
		run() {
			const home = NewHome();
			try {
				const transcript = join(home.home, "esc.jsonl");
				const line = (type: string, message: object) =>
					JSON.stringify({ type, sessionId: "s\u001b]0;pwned\u0007\u001b[2J", cwd: home.workspace, message });
				writeFileSync(
					transcript,
					`${[line("user", { role: "user", content: "hi" }), line("assistant", { role: "assistant", model: "m\u001b[31mred\u202e", content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "cat src/a.ts" } }] })].join("\n")}\n`,
				);
				const ran = spawnSync(process.execPath, [BIN, "replay", transcript], {
					encoding: "utf8",
					env: { PATH: process.env.PATH ?? "", ...home.env },
					timeout: 120_000,
				});
				Check(ran.status === 0, `replay: ${ran.stderr.slice(0, 300)}`);
				Check(
					!/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/.test(ran.stdout),
					"a control character reached the terminal",
				);
				Check(
					ran.stdout.includes("\\x1b]0;pwned\\x07") && ran.stdout.includes("\\u202e"),
					"the escapes are not shown",
				);
				return {
					case: this.title,
					run: "exit 0",
					files: "—",
					ledger: "stdout holds no control character: `\\x1b]0;pwned\\x07`, `\\u202e` shown escaped",
				};
			} finally {
				Remove(home);
			}
		},
	},
];

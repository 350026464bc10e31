// The core file layer on real files: links, FIFOs, /dev/zero, sparse giants, read-only and shared folders, and a
// second user (`nobody`, through setpriv) where the machine has one; root ignores modes, so the folder cases that
// need a refusal use the immutable attribute (chattr) or the second user, and are skipped where neither is there.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
	appendFileSync,
	chmodSync,
	existsSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	readlinkSync,
	realpathSync,
	statSync,
	symlinkSync,
	truncateSync,
	utimesSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
	AppendLine,
	BuildGraph,
	ForgetPacks,
	LoadPack,
	LockUnavailable,
	MakeFolders,
	MatchSignals,
	CompileIntent,
	MoveAside,
	CopyAside,
	ReadBoundedBytes,
	PackError,
	ReadBounded,
	RealInside,
	RedactSecrets,
	ResolveRoot,
	StoreHome,
	StructuralDegree,
	MatchWays,
	CheckPattern,
	SweepTemps,
	TextCapFor,
	WithLock,
	WithLockSync,
	WriteAtomic,
} from "../Source/Library";

const temp = () => mkdtempSync(join(tmpdir(), "core-file-"));
const IS_ROOT = process.getuid?.() === 0;
const Fifo = (path: string): boolean => spawnSync("mkfifo", [path]).status === 0;
const Chattr = (flag: "+i" | "-i", path: string): boolean => spawnSync("chattr", [flag, path]).status === 0;
const modeOf = (path: string) => statSync(path).mode & 0o7777;

/** The built core, run as `nobody` (root only, setpriv present); undefined when the machine cannot. */
const CORE = fileURLToPath(new URL("../Target/Library.js", import.meta.url));
const AsNobody = (
	script: string,
	env: Record<string, string> = {},
): { status: number | null; stdout: string; stderr: string } | undefined => {
	if (
		!IS_ROOT ||
		spawnSync("id", ["nobody"]).status !== 0 ||
		spawnSync("setpriv", ["--version"]).status !== 0 ||
		!existsSync(CORE)
	)
		return undefined;
	const run = spawnSync(
		"setpriv",
		[
			"--reuid=nobody",
			"--regid=nogroup",
			"--clear-groups",
			process.execPath,
			"--input-type=module",
			"-e",
			`import * as core from ${JSON.stringify(CORE)};\n${script}`,
		],
		{
			encoding: "utf8",
			timeout: 30_000,
			env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: "/nonexistent", ...env },
		},
	);
	return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

describe("ReadBounded", () => {
	it("reads a regular file, and refuses a link, a FIFO, a device, a folder and a file over the cap", () => {
		const dir = temp();
		writeFileSync(join(dir, "a.json"), "{}");
		symlinkSync(join(dir, "a.json"), join(dir, "link.json"));
		symlinkSync("/dev/zero", join(dir, "zero.yml"));
		mkdirSync(join(dir, "folder"));
		expect(ReadBounded(join(dir, "a.json"), { cap: 10 })).toEqual({ kind: "text", text: "{}" });
		expect(ReadBounded(join(dir, "missing"), { cap: 10 })).toEqual({ kind: "absent" });
		expect(ReadBounded(join(dir, "a.json", "below"), { cap: 10 })).toEqual({ kind: "absent" });
		// our own stores never follow a final link; a repository's file may, and is still checked
		expect(ReadBounded(join(dir, "link.json"), { cap: 10 })).toEqual({
			kind: "refused",
			reason: "a symbolic link",
		});
		expect(ReadBounded(join(dir, "link.json"), { cap: 10, follow: true })).toEqual({ kind: "text", text: "{}" });
		expect(ReadBounded(join(dir, "zero.yml"), { cap: 10, follow: true })).toEqual({
			kind: "refused",
			reason: "not a regular file",
		});
		expect(ReadBounded("/dev/zero", { cap: 10, follow: true })).toEqual({
			kind: "refused",
			reason: "not a regular file",
		});
		expect(ReadBounded(join(dir, "folder"), { cap: 10 })).toEqual({
			kind: "refused",
			reason: "not a regular file",
		});
		// a FIFO with no writer: answered at once (O_NONBLOCK), never waited on
		if (Fifo(join(dir, "pipe")))
			expect(ReadBounded(join(dir, "pipe"), { cap: 10 })).toEqual({
				kind: "refused",
				reason: "not a regular file",
			});
		// a 300 MB (sparse) file is refused by its size, unread
		writeFileSync(join(dir, "huge.yml"), "");
		truncateSync(join(dir, "huge.yml"), 300 * 1024 * 1024);
		expect(ReadBounded(join(dir, "huge.yml"), { cap: 65536 })).toEqual({
			kind: "refused",
			reason: "larger than 65536 bytes",
		});
		writeFileSync(join(dir, "eleven"), "12345678901");
		expect(ReadBounded(join(dir, "eleven"), { cap: 10 })).toEqual({
			kind: "refused",
			reason: "larger than 10 bytes",
		});
		expect(ReadBounded(join(dir, "eleven"), { cap: 11 })).toEqual({ kind: "text", text: "12345678901" });
	});

	it("with `end`, gives the first or last `cap` bytes of a larger file, marked partial, and still refuses a FIFO", () => {
		const dir = temp();
		writeFileSync(join(dir, "eleven"), "12345678901");
		expect(ReadBounded(join(dir, "eleven"), { cap: 4, end: "tail" })).toEqual({
			kind: "text",
			text: "8901",
			partial: true,
		});
		expect(ReadBounded(join(dir, "eleven"), { cap: 4, end: "head" })).toEqual({
			kind: "text",
			text: "1234",
			partial: true,
		});
		// a file within the cap is whole, not partial
		expect(ReadBounded(join(dir, "eleven"), { cap: 11, end: "tail" })).toEqual({
			kind: "text",
			text: "12345678901",
		});
		// a 300 MB (sparse) transcript: only its last bytes are read
		writeFileSync(join(dir, "huge.jsonl"), "");
		truncateSync(join(dir, "huge.jsonl"), 300 * 1024 * 1024);
		appendFileSync(join(dir, "huge.jsonl"), '\n{"last":1}\n');
		expect(ReadBounded(join(dir, "huge.jsonl"), { cap: 12, end: "tail" })).toEqual({
			kind: "text",
			text: '\n{"last":1}\n',
			partial: true,
		});
		expect(ReadBounded("/dev/zero", { cap: 10, follow: true, end: "tail" })).toEqual({
			kind: "refused",
			reason: "not a regular file",
		});
		if (Fifo(join(dir, "pipe")))
			expect(ReadBounded(join(dir, "pipe"), { cap: 10, end: "head" })).toEqual({
				kind: "refused",
				reason: "not a regular file",
			});
	});
});

describe("WriteAtomic and MakeFolders", () => {
	it("writes 0600 in a 0700 folder, replaces a linked target instead of writing through it, leaves no temp file", () => {
		const dir = temp();
		const folder = join(dir, "a", "b");
		WriteAtomic(join(folder, "s.json"), "one");
		expect(readFileSync(join(folder, "s.json"), "utf8")).toBe("one");
		expect(modeOf(join(folder, "s.json"))).toBe(0o600);
		expect(modeOf(folder)).toBe(0o700);
		const victim = join(dir, "victim.txt");
		writeFileSync(victim, "precious");
		chmodSync(victim, 0o644);
		symlinkSync(victim, join(folder, "t.json"));
		WriteAtomic(join(folder, "t.json"), "two");
		expect(lstatSync(join(folder, "t.json")).isFile()).toBe(true);
		expect(readFileSync(victim, "utf8")).toBe("precious");
		expect(modeOf(victim)).toBe(0o644);
		expect(readdirSync(folder).sort()).toEqual(["s.json", "t.json"]);
	});

	it("never writes through a linked folder", () => {
		const dir = temp();
		mkdirSync(join(dir, "elsewhere"));
		symlinkSync(join(dir, "elsewhere"), join(dir, "state"));
		expect(() => WriteAtomic(join(dir, "state", "s.json"), "x")).toThrow(/ELOOP|ENOTDIR/);
		expect(readdirSync(join(dir, "elsewhere"))).toEqual([]);
	});

	it("tightens a store folder under the store home to 0700, but never a shared or foreign one", () => {
		const ours = join(StoreHome(), "playform", `tighten-${process.pid}`);
		mkdirSync(ours, { recursive: true, mode: 0o755 });
		chmodSync(ours, 0o755);
		WriteAtomic(join(ours, "k.json"), "{}");
		expect(modeOf(ours)).toBe(0o700);
		// a folder outside the home keeps its mode unless the caller owns it outright (`private`)
		const shared = temp();
		chmodSync(shared, 0o1777);
		WriteAtomic(join(shared, "k.json"), "{}");
		expect(modeOf(shared)).toBe(0o1777);
		const plain = temp();
		chmodSync(plain, 0o755);
		WriteAtomic(join(plain, "k.json"), "{}");
		expect(modeOf(plain)).toBe(0o755);
		MakeFolders(plain, { private: true });
		expect(modeOf(plain)).toBe(0o700);
		// owner bits are never added: a read-only folder stays read-only
		chmodSync(plain, 0o555);
		MakeFolders(plain, { private: true });
		expect(modeOf(plain)).toBe(0o500);
	});

	it("below the store home, a store in a linked folder is never read, moved or copied aside (a pack may be followed)", () => {
		const elsewhere = temp();
		writeFileSync(join(elsewhere, "s.json"), "{}");
		const linked = join(StoreHome(), `playform-read-link-${process.pid}`);
		symlinkSync(elsewhere, linked);
		mkdirSync(join(StoreHome(), `playform-read-mid-${process.pid}`));
		const middle = join(StoreHome(), `playform-read-mid-${process.pid}`, "hook-state");
		symlinkSync(elsewhere, middle);
		for (const folder of [linked, middle]) {
			expect(ReadBounded(join(folder, "s.json"), { cap: 10 })).toEqual({
				kind: "refused",
				reason: "a linked folder",
			});
			expect(ReadBoundedBytes(join(folder, "s.json"), { cap: 10 }).kind).toBe("refused");
			expect(MoveAside(join(folder, "s.json"))).toBeUndefined();
			expect(CopyAside(join(folder, "s.json"), "{}")).toBeUndefined();
			// a repository's file (a pack) may be reached through links, and is still bounded
			expect(ReadBounded(join(folder, "s.json"), { cap: 10, follow: true })).toEqual({
				kind: "text",
				text: "{}",
			});
		}
		expect(readdirSync(elsewhere)).toEqual(["s.json"]);
		// outside the home, and a missing folder, are not links
		expect(ReadBounded(join(elsewhere, "s.json"), { cap: 10 })).toEqual({ kind: "text", text: "{}" });
		expect(ReadBounded(join(StoreHome(), `absent-${process.pid}`, "x", "s.json"), { cap: 10 })).toEqual({
			kind: "absent",
		});
	});

	it("below the store home, a linked folder at any depth is never written through (the home itself may be a link)", () => {
		const elsewhere = temp();
		// `~/.dsh/<x>` a link: nothing is made or written in its target, by a write, an append or a lock
		const linkedTop = join(StoreHome(), `playform-link-${process.pid}`);
		symlinkSync(elsewhere, linkedTop);
		expect(() => WriteAtomic(join(linkedTop, "hook-state", "claude-code", "s.json"), "x")).toThrow(/ELOOP|ENOTDIR/);
		expect(() => AppendLine(join(linkedTop, "hook-dsh-tool-coach.log"), "x\n")).toThrow(/ELOOP|ENOTDIR/);
		expect(() => WithLockSync(join(linkedTop, "hook-state", "s.json.lock"), () => "held")).toThrow(/ELOOP|ENOTDIR/);
		// `~/.dsh/<x>/hook-state` a link, under a real folder: the same
		const middle = join(StoreHome(), `playform-mid-${process.pid}`);
		mkdirSync(middle);
		symlinkSync(elsewhere, join(middle, "hook-state"));
		expect(() => WriteAtomic(join(middle, "hook-state", "claude-code", "s.json"), "x")).toThrow(/ELOOP|ENOTDIR/);
		// a link to a file there, and a file where a folder is due
		writeFileSync(join(elsewhere, "a-file"), "precious");
		symlinkSync(join(elsewhere, "a-file"), join(middle, "to-file"));
		expect(() => WriteAtomic(join(middle, "to-file", "s.json"), "x")).toThrow(/ELOOP|ENOTDIR/);
		writeFileSync(join(middle, "plain-file"), "");
		expect(() => WriteAtomic(join(middle, "plain-file", "s.json"), "x")).toThrow(/ENOTDIR/);
		expect(readdirSync(elsewhere)).toEqual(["a-file"]);
		expect(readFileSync(join(elsewhere, "a-file"), "utf8")).toBe("precious");
		// a home that is itself a link is the user's choice: stores are written in its target
		const realHome = temp();
		const linkedHome = join(temp(), "dsh-home-link");
		symlinkSync(realHome, linkedHome);
		const saved = process.env.DSH_HOME;
		process.env.DSH_HOME = linkedHome;
		try {
			WriteAtomic(join(linkedHome, "playform", "hook-state", "s.json"), "ok");
		} finally {
			process.env.DSH_HOME = saved;
		}
		expect(readFileSync(join(realHome, "playform", "hook-state", "s.json"), "utf8")).toBe("ok");
	});

	it("tightens every folder of ours below the store home, not only the last (an old 0755 hook-state)", () => {
		const top = join(StoreHome(), `playform-modes-${process.pid}`);
		const folders = [top, join(top, "hook-state"), join(top, "hook-state", "claude-code")];
		mkdirSync(folders[2], { recursive: true, mode: 0o755 });
		for (const folder of folders) chmodSync(folder, 0o755);
		WriteAtomic(join(folders[2], "s.json"), "{}");
		expect(folders.map(modeOf)).toEqual([0o700, 0o700, 0o700]);
		// owner bits are never added, and a sticky shared folder keeps its mode, at any depth
		chmodSync(folders[1], 0o1777);
		chmodSync(top, 0o555);
		AppendLine(join(folders[2], "x.log"), "x\n");
		expect(folders.map(modeOf)).toEqual([0o500, 0o1777, 0o700]);
		chmodSync(top, 0o700);
	});

	it("a folder that cannot exist fails at once (Node's recursive mkdir would spin on /proc)", () => {
		expect(() => MakeFolders("/proc/dsh-coach-no/such")).toThrow();
	});
});

describe("AppendLine", () => {
	it("appends 0600, tightens an old 0644 ledger through its descriptor, and refuses a link and a FIFO", () => {
		const dir = temp();
		const ledger = join(dir, "x.log");
		writeFileSync(ledger, "old\n");
		chmodSync(ledger, 0o644);
		AppendLine(ledger, "new\n");
		expect(readFileSync(ledger, "utf8")).toBe("old\nnew\n");
		expect(modeOf(ledger)).toBe(0o600);
		const victim = join(dir, "victim");
		writeFileSync(victim, "precious");
		chmodSync(victim, 0o644);
		symlinkSync(victim, join(dir, "linked.log"));
		expect(() => AppendLine(join(dir, "linked.log"), "x\n")).toThrow(/ELOOP|ENOTDIR/);
		expect(readFileSync(victim, "utf8")).toBe("precious");
		expect(modeOf(victim)).toBe(0o644);
		if (Fifo(join(dir, "fifo.log"))) expect(() => AppendLine(join(dir, "fifo.log"), "x\n")).toThrow(/ENXIO|EFTYPE/);
	});
});

describe("MoveAside", () => {
	it("moves a linked store file aside as the link: its target keeps its mode and content", () => {
		const dir = temp();
		const victim = join(dir, "victim");
		writeFileSync(victim, "secret text");
		chmodSync(victim, 0o644);
		symlinkSync(victim, join(dir, "s.json"));
		const aside = MoveAside(join(dir, "s.json"), 1);
		expect(aside).toBe(join(dir, "s.json.1.corrupt"));
		expect(readlinkSync(aside!)).toBe(victim);
		expect(modeOf(victim)).toBe(0o644);
		writeFileSync(join(dir, "r.json"), "{half");
		chmodSync(join(dir, "r.json"), 0o644);
		expect(modeOf(MoveAside(join(dir, "r.json"), 2)!)).toBe(0o600);
	});
});

describe("WithLock", () => {
	const Old = (path: string) => {
		const old = new Date(Date.now() - 60_000);
		utimesSync(path, old, old);
	};

	it("takes a lock whose holder died at once, breaks an old one, and times out on a live one", async () => {
		const dir = temp();
		const path = join(dir, "s.json");
		writeFileSync(`${path}.lock`, `999999999@${(await import("node:os")).hostname()}\n`);
		expect(await WithLock(path, async () => "dead holder")).toBe("dead holder");
		expect(existsSync(`${path}.lock`)).toBe(false);
		writeFileSync(`${path}.lock`, "");
		Old(`${path}.lock`);
		expect(WithLockSync(path, () => "old lock")).toBe("old lock");
		writeFileSync(`${path}.lock`, `${process.pid}@elsewhere\n`);
		await expect(WithLock(path, async () => "ran", { timeoutMs: 50 })).rejects.toThrow(/held for more than 50 ms/);
		expect(() => WithLockSync(path, () => "ran", { timeoutMs: 50 })).toThrow(LockUnavailable);
	});

	it("gives up at once on a lock that is a dangling link or a folder (never spins)", async () => {
		const dir = temp();
		symlinkSync(join(dir, "nowhere"), join(dir, "a.json.lock"));
		await expect(WithLock(join(dir, "a.json"), async () => "ran", { timeoutMs: 60_000 })).rejects.toThrow(
			/is not a regular file/,
		);
		mkdirSync(join(dir, "b.json.lock"));
		Old(join(dir, "b.json.lock"));
		expect(() => WithLockSync(join(dir, "b.json"), () => "ran", { timeoutMs: 60_000 })).toThrow(
			/is not a regular file/,
		);
	});

	it("gives up at once on an old lock it cannot remove (immutable folder as root; mode 0555 otherwise)", async () => {
		const dir = temp();
		const folder = join(dir, "ro");
		mkdirSync(folder);
		writeFileSync(join(folder, "s.json.lock"), "");
		Old(join(folder, "s.json.lock"));
		if (IS_ROOT && !Chattr("+i", folder)) return; // no immutable attribute here (tmpfs): nothing a root test can refuse
		if (!IS_ROOT) chmodSync(folder, 0o555);
		try {
			await expect(WithLock(join(folder, "s.json"), async () => "ran", { timeoutMs: 60_000 })).rejects.toThrow(
				/cannot be removed \((?:EPERM|EACCES)\)/,
			);
		} finally {
			if (IS_ROOT) Chattr("-i", folder);
			chmodSync(folder, 0o755);
		}
	});

	it("as a second user: another user's old lock in a sticky shared folder, and an old lock in a read-only folder, give up at once", (context) => {
		const dir = temp();
		chmodSync(dir, 0o755);
		const shared = join(dir, "shared");
		mkdirSync(shared);
		chmodSync(shared, 0o1777);
		writeFileSync(join(shared, "s.json.lock"), "");
		Old(join(shared, "s.json.lock"));
		const readOnly = join(dir, "ro");
		mkdirSync(readOnly);
		writeFileSync(join(readOnly, "s.json.lock"), "");
		Old(join(readOnly, "s.json.lock"));
		chmodSync(readOnly, 0o555);
		const script = (folder: string) =>
			`try { await core.WithLock(${JSON.stringify(join(folder, "s.json"))}, async () => "ran", { timeoutMs: 60000 }); console.log("ran"); } catch (e) { console.log(e.name, e.message); }`;
		const sticky = AsNobody(script(shared));
		if (sticky === undefined) return context.skip(); // not root, or no `nobody`/setpriv: documented skip
		expect(sticky.stdout).toMatch(/^LockUnavailable stale .*s\.json\.lock cannot be removed \(EPERM\)\n$/);
		expect(AsNobody(script(readOnly))!.stdout).toMatch(
			/^LockUnavailable stale .*s\.json\.lock cannot be removed \(EACCES\)\n$/,
		);
	});
});

describe("SweepTemps on real files", () => {
	it("removes only regular temp files of dead writers, never a link or a folder of that name", () => {
		const dir = temp();
		const target = join(dir, "s.json");
		const dead = 2 ** 22 + 777;
		writeFileSync(join(dir, `.s.json.${dead}.a.tmp`), "partial");
		symlinkSync("/etc/hostname", join(dir, `.s.json.${dead}.b.tmp`));
		mkdirSync(join(dir, `.s.json.${dead}.c.tmp`));
		expect(SweepTemps(target)).toBe(1);
		expect(readdirSync(dir).sort()).toEqual([`.s.json.${dead}.b.tmp`, `.s.json.${dead}.c.tmp`]);
	});
});

describe("RedactSecrets", () => {
	it.each([
		["export AWS_SECRET_ACCESS_KEY=abcdSECRET123 && cat x", "export AWS_SECRET_ACCESS_KEY=… && cat x"],
		["TOKEN=sk-abcdefghijklmnopqrstuvwxyz123456 cat x", "TOKEN=… cat x"],
		["FOO=\"a b c\" BAR='x' node run.js", "FOO=… BAR=… node run.js"],
		["curl -u bob:pw https://bob:hunter2@example.com/x", "curl -u bob:… https://…@example.com/x"],
		["psql postgres://admin:s3cret@db:5432/app", "psql postgres://…@db:5432/app"],
		['curl -H "Authorization: Bearer abc.def" https://api.x', 'curl -H "Authorization: …" https://api.x'],
		["mysql --password=hunter2 -h db", "mysql --password=… -h db"],
		["gh auth login --with-token abcdef", "gh auth login --with-token …"],
		["grep -rn ghp_abcdefghijklmnopqrstuvwxyz0123456789 x", "grep -rn … x"],
		["aws configure set aws_access_key_id AKIAABCDEFGHIJKLMNOP", "aws configure set aws_access_key_id …"],
		// passwords as short flags of the commands that take them: the flag stays, glued or apart as it was
		["mysql -uroot -psupersecretpw -h db shop", "mysql -uroot -p… -h db shop"],
		["mysqldump -uroot -p'my secret' shop > d.sql && echo ok", "mysqldump -uroot -p… shop > d.sql && echo ok"],
		["mariadb -u app -pS3cr3t; mysqladmin -pZ9 status", "mariadb -u app -p…; mysqladmin -p… status"],
		["/usr/bin/mysql -pabc shop | tee x", "/usr/bin/mysql -p… shop | tee x"],
		['ssh h "mysql -pinner shop"', 'ssh h "mysql -p… shop"'],
		["sshpass -p sshpassword77 scp a h:/tmp", "sshpass -p … scp a h:/tmp"],
		["sshpass -psshpw ssh -p 2222 h 'mysql -psecret2'", "sshpass -p… ssh -p 2222 h 'mysql -p…'"],
		["redis-cli -h cache -a redispass321 get k", "redis-cli -h cache -a … get k"],
		["openssl enc -aes-256-cbc -k encpass42 -in a", "openssl enc -aes-256-cbc -k … -in a"],
		["openssl enc -aes-256-cbc -K 00ff11aa -iv 00 -in a", "openssl enc -aes-256-cbc -K … -iv 00 -in a"],
		["openssl enc -pass pass:encpass42 -in a", "openssl enc -pass … -in a"],
		["htpasswd -b .htpasswd alice htpass5566", "htpasswd -b .htpasswd alice …"],
		["htpasswd -nbB alice htpass5566", "htpasswd -nbB alice …"],
		["htpasswd -bC 10 .htpasswd alice htpass5566", "htpasswd -bC 10 .htpasswd alice …"],
		["PGPASSWORD=pgpw psql -h db", "PGPASSWORD=… psql -h db"],
		// the same flags where they carry no password stay as they were
		["mysql -p shop", "mysql -p shop"],
		["mysql -P 3306 -h db", "mysql -P 3306 -h db"],
		["sshpass -f pwfile ssh -p 2222 h", "sshpass -f pwfile ssh -p 2222 h"],
		["htpasswd .htpasswd alice", "htpasswd .htpasswd alice"],
		["mkdir -p src/a && cp -a x y", "mkdir -p src/a && cp -a x y"],
		// what is not a secret stays as it was
		[
			"cat packages/lib-dsh-core/Source/Function/File/ReadBounded.ts",
			"cat packages/lib-dsh-core/Source/Function/File/ReadBounded.ts",
		],
		["git commit --author=x -m 'fix auth'", "git commit --author=x -m 'fix auth'"],
		["npm test -- --passWithNoTests", "npm test -- --passWithNoTests"],
	])("%s", (command, redacted) => {
		expect(RedactSecrets(command)).toBe(redacted);
		expect(RedactSecrets(redacted)).toBe(redacted);
	});

	// linear by construction (one character class per segment, each word read once); 64 KiB of the shapes that
	// would cost a backtracking scanner the most finish within the test's timeout, and come out redacted
	it.each([
		["repeated commands", "mysql -pX ".repeat(6554), /^(?:mysql -p… )+$/],
		["one long segment of flags", `sshpass ${"-f f ".repeat(13107)}-p pw`, /-p …$/],
		// an odd count: the pairs are empty strings glued to the password, the last quote is left (it may close an outer one)
		["quotes", `mysql -p${"'".repeat(65535)}`, /^mysql -p…'$/],
		["escapes in a quote", `redis-cli -a "${'\\"'.repeat(21845)}" get`, /^redis-cli -a … get$/],
		["htpasswd flags", `htpasswd ${"-b ".repeat(21845)}f u pw`, /f u …$/],
	])("64 KiB of %s", (_name, text, shape) => {
		const redacted = RedactSecrets(text);
		expect(redacted).toMatch(shape);
		expect(RedactSecrets(redacted)).toBe(redacted);
	});
});

describe("hostile packs (issue 11 cases 1 and 3)", () => {
	const Workspace = (pack: (path: string) => void): string => {
		const root = temp();
		mkdirSync(join(root, ".dsh"));
		pack(join(root, ".dsh", "pack.yml"));
		ForgetPacks();
		return root;
	};
	const Refusal = (root: string): string => {
		try {
			LoadPack(root, { userDir: join(root, "none") });
		} catch (error) {
			expect(error).toBeInstanceOf(PackError);
			return (error as Error).message;
		}
		return "loaded";
	};

	it("a pack that is a link to /dev/zero, a FIFO, or 300 MB is refused unread", () => {
		expect(Refusal(Workspace((path) => symlinkSync("/dev/zero", path)))).toMatch(
			/pack\.yml: a link out of the workspace$/,
		);
		const fifo = Workspace((path) => Fifo(path));
		if (lstatSync(join(fifo, ".dsh", "pack.yml"), { throwIfNoEntry: false }))
			expect(Refusal(fifo)).toMatch(/not a regular file$/);
		expect(
			Refusal(
				Workspace((path) => {
					writeFileSync(path, "");
					truncateSync(path, 300 * 1024 * 1024);
				}),
			),
		).toMatch(/pack\.yml: larger than 65536 bytes$/);
	});

	// a valid pack, so a refusal is by where the link leads, not by what the file says
	const SECRET = "IdentityFile-of-someone-else";
	const Valid = (name: string, note = "linked") =>
		`intents:\n  search/${name}:\n    targets: [a.md]\n    note: ${note}\n    signals: [{id: s, on: query, pattern: 'linked', weight: 1}]\n`;
	const Names = (root: string, userDir = join(root, "none")) =>
		LoadPack(root, { userDir }).intents.map((intent) => intent.id);

	it("a pack linked within the workspace is followed: the file, the .dsh folder, a root reached through a link", () => {
		const file = Workspace((path) => {
			mkdirSync(join(path, "..", "..", "config"));
			writeFileSync(join(path, "..", "..", "config", "pack.yml"), Valid("File"));
			symlinkSync(join("..", "config", "pack.yml"), path);
		});
		expect(Names(file)).toContain("search/File");
		const folder = temp();
		mkdirSync(join(folder, "config"));
		writeFileSync(join(folder, "config", "pack.yml"), Valid("Folder"));
		symlinkSync(join(folder, "config"), join(folder, ".dsh"));
		expect(Names(folder)).toContain("search/Folder");
		const through = join(temp(), "ws");
		symlinkSync(file, through);
		expect(Names(through)).toContain("search/File");
		// the root itself and a name that starts with two dots are inside; a sibling folder is not
		expect(RealInside(file, file)).toEqual({ kind: "inside", real: realpathSync(file) });
		writeFileSync(join(file, "..x"), "");
		expect(RealInside(join(file, "..x"), file).kind).toBe("inside");
		expect(RealInside(join(file, "..", basename(temp())), file).kind).toBe("outside");
	});

	it("a pack linked out of the workspace is refused unread, its content never in the message, and remembered", () => {
		const outside = temp();
		writeFileSync(join(outside, "config"), Valid("Outside", SECRET));
		const root = Workspace((path) => symlinkSync(join(outside, "config"), path));
		const refusal = Refusal(root);
		expect(refusal).toBe(`${join(root, ".dsh", "pack.yml")}: a link out of the workspace`);
		expect(refusal).not.toContain(SECRET);
		// a relative link that climbs out, and a link to a system file, the same
		const climbing = Workspace((path) => symlinkSync(join("..", "..", basename(outside), "config"), path));
		expect(Refusal(climbing)).toMatch(/pack\.yml: a link out of the workspace$/);
		expect(Refusal(Workspace((path) => symlinkSync("/etc/passwd", path)))).toMatch(
			/pack\.yml: a link out of the workspace$/,
		);
		// the refusal is cached per stamp like any other: the one error, until the file changes
		const Thrown = () => {
			try {
				LoadPack(root, { userDir: join(root, "none") });
			} catch (error) {
				return error;
			}
		};
		const again = Thrown();
		expect(again).toBeInstanceOf(PackError);
		expect(Thrown()).toBe(again);
	});

	it("a .dsh folder linked out of the workspace is refused; the user layer, the user's own, may link anywhere", () => {
		const outside = temp();
		writeFileSync(join(outside, "pack.yml"), Valid("Outside", SECRET));
		const root = temp();
		symlinkSync(outside, join(root, ".dsh"));
		ForgetPacks();
		const refusal = Refusal(root);
		expect(refusal).toBe(`${join(root, ".dsh", "pack.yml")}: a link out of the workspace`);
		expect(refusal).not.toContain(SECRET);
		const plain = temp();
		const userDir = temp();
		symlinkSync(join(outside, "pack.yml"), join(userDir, `${basename(plain)}.yml`));
		expect(Names(plain, userDir)).toContain("search/Outside");
	});

	it("972 quadratic signals are refused by count before any is judged; a ninth quadratic pattern by cost", () => {
		const Signals = (count: number, pattern: (index: number) => string) =>
			`intents:\n search/Many:\n  targets: [a.md]\n  signals:\n${Array.from({ length: count }, (_, index) => `  - {id: s${index}, on: query, pattern: '${pattern(index)}', weight: 1}\n`).join("")}`;
		expect(
			Refusal(
				Workspace((path) =>
					writeFileSync(
						path,
						Signals(972, (index) => `\\s*x${index}\\s*y`),
					),
				),
			),
		).toMatch(/\$\.intents: 972 signals, more than 128$/);
		expect(
			Refusal(
				Workspace((path) =>
					writeFileSync(
						path,
						Signals(9, (index) => `\\s*q${index}\\s*y`),
					),
				),
			),
		).toMatch(/signals\[8\]\.pattern: more than 8 quadratic patterns in one pack$/);
		const root = Workspace((path) =>
			writeFileSync(
				path,
				Signals(8, (index) => `\\s*q${index}\\s*y`),
			),
		);
		const intent = LoadPack(root, { userDir: join(root, "none") }).intents.find(
			(entry) => entry.id === "search/Many",
		)!;
		expect(intent.signals.map((signal) => signal.textCap)).toEqual(Array(8).fill(512));
		// the verdicts are kept on disk by content hash, so the next process judges none of them again
		const cache = JSON.parse(readFileSync(join(StoreHome(), "playform", "cache", "pattern-verdicts.json"), "utf8"));
		expect(
			Object.values(cache).filter((verdict: any) => verdict.complexity === "polynomial (degree 2)").length,
		).toBeGreaterThanOrEqual(9);
	});
});

describe("hostile packs: a bounded repeat of an unbounded body (recheck calls `(.*a){24}` quadratic; it took 48 s)", () => {
	const Workspace = (pattern: string): string => {
		const root = temp();
		mkdirSync(join(root, ".dsh"));
		writeFileSync(
			join(root, ".dsh", "pack.yml"),
			`intents:\n  search/Version:\n    signals: [{id: evil, on: query, pattern: '${pattern}', weight: 0.1}]\n`,
		);
		ForgetPacks();
		return root;
	};
	const Load = (root: string) => LoadPack(root, { userDir: join(root, "none") });

	it.each([
		["(.*a){24}", "polynomial (degree 24)"],
		["(?:.*a){2,5}", "polynomial (degree 5)"],
		["x(\\s*a\\s*b){2}", "polynomial (degree 4)"],
		["((ab)*c)*", "nested unbounded quantifiers"],
		["(?:x{2,}y)+", "nested unbounded quantifiers"],
		// a bounded repeat of a body that matches in two ways: both judges said safe, and each hangs
		["(?:a|a){24}x", "exponential (bounded repeats: more than 4096 ways to match)"],
		["(a?){30}a{30}", "exponential (bounded repeats: more than 4096 ways to match)"],
	])("%s is refused by its structure: %s", (pattern, complexity) => {
		const root = Workspace(pattern);
		expect(() => Load(root)).toThrow(
			`${join(root, ".dsh", "pack.yml")}: $.intents.search/Version.signals[0].pattern: can backtrack catastrophically (${complexity})`,
		);
	});

	it("a verdict an older judge cached on disk (`(.*a){24}` safe, degree 2) is not reused", () => {
		const home = temp();
		const oldHash = createHash("sha256").update("i/(.*a){24}").digest("hex").slice(0, 32);
		mkdirSync(join(home, "playform", "cache"), { recursive: true });
		writeFileSync(
			join(home, "playform", "cache", "pattern-verdicts.json"),
			JSON.stringify({ [oldHash]: { safe: true, complexity: "polynomial (degree 2)" } }),
		);
		const run = spawnSync(
			process.execPath,
			[
				"--input-type=module",
				"-e",
				`const core = await import(${JSON.stringify(CORE)});\nconsole.log(JSON.stringify(core.CheckPattern("(.*a){24}", "i")));`,
			],
			{ encoding: "utf8", env: { ...process.env, DSH_HOME: home }, timeout: 60_000 },
		);
		expect(JSON.parse(run.stdout)).toEqual({ safe: false, complexity: "polynomial (degree 24)" });
	});

	it("what passes sees at most its degree's share of the step budget, and never more than QUADRATIC_TEXT_CAP", () => {
		expect([1, 2, 3, 4, 24].map(TextCapFor)).toEqual([4096, 512, 64, 22, 1]);
		// a bounded repeat of two, and a plain word: both from a workspace pack, so both see at most 512 characters
		const root = Workspace("(.*a){2}");
		writeFileSync(
			join(root, ".dsh", "pack.yml"),
			`intents:\n  search/Version:\n    signals:\n      - {id: twice, on: query, pattern: '(.*a){2}', weight: 0.1}\n      - {id: word, on: query, pattern: 'needle', weight: 0.1}\n`,
		);
		const intent = CompileIntent(Load(root).intents.find((entry) => entry.id === "search/Version")!);
		expect(intent.signals.map((signal) => [signal.id, signal.textCap])).toEqual([
			["twice", 512],
			["word", 512],
		]);
		// the repro's text: the accepted pattern answers at once; a word past the cap is not seen
		expect(MatchSignals(intent, { query: `${"a".repeat(23)}${"b".repeat(200)}` }).fired).toEqual(["twice"]);
		expect(MatchSignals(intent, { query: `${"b".repeat(600)} needle` }).fired).toEqual([]);
		expect(MatchSignals(intent, { query: "the needle" }).fired).toEqual(["word"]);
	});

	it("the structural bound adds nothing where recheck judges well, and counts the repeats it misses", () => {
		expect(
			["[a-z]+\\d*", "\\s*x\\s*y", "(a|b){3}c", "x{2,}", "(.*a){24}", "(.+?,){10}x", "(a+)+", "((a*){2})*"].map(
				(pattern) => StructuralDegree(pattern, "i"),
			),
		).toEqual([0, 0, 0, 0, 24, 10, Infinity, Infinity]);
		expect(
			[
				"\\bversion\\b",
				"(a|b){3}c",
				"(\\d{1,3}\\.){3}\\d{1,3}",
				"(?:npm|yarn)\\s+(?:run\\s+)?(?:build|test)",
				"(?:a|a){24}x",
			].map((pattern) => MatchWays(pattern, "i")),
		).toEqual([1, 8, 81, 8, 2 ** 24]);
		// what passes the ways cap passes the gate (an IP address, a version)
		expect(CheckPattern("(\\d{1,3}\\.){3}\\d{1,3}", "i").safe).toBe(true);
	});
});

describe("the workspace graph on a hostile repository", () => {
	it("skips manifests that are a link to /dev/zero or a FIFO, unread, and still scans the rest", () => {
		const root = temp();
		symlinkSync("/dev/zero", join(root, "package.json"));
		mkdirSync(join(root, "packages", "b"), { recursive: true });
		Fifo(join(root, "packages", "b", "package.json"));
		mkdirSync(join(root, "packages", "c"));
		writeFileSync(join(root, "packages", "c", "package.json"), '{ "name": "c", "version": "1.0.0" }');
		const graph = BuildGraph(root);
		expect(graph.packages.find((entry) => entry.path === "packages/c")).toMatchObject({
			name: "c",
			version: "1.0.0",
		});
		expect(graph.packages.filter((entry) => entry.name !== undefined).map((entry) => entry.path)).toEqual([
			"packages/c",
		]);
	});

	it("reads no version from a Tauri config or a JSR file that is a link to /dev/zero, a FIFO or over the cap", () => {
		const root = temp();
		mkdirSync(join(root, "src-tauri"));
		symlinkSync("/dev/zero", join(root, "src-tauri", "tauri.conf.json"));
		Fifo(join(root, "jsr.json"));
		mkdirSync(join(root, "ext"));
		writeFileSync(
			join(root, "ext", "manifest.json"),
			`{ "manifest_version": 3, "version": "1.0.0", "pad": "${"x".repeat(300_000)}" }`,
		);
		mkdirSync(join(root, "app"));
		writeFileSync(join(root, "app", "deno.json"), '{ "version": "0.2.0" }');
		const graph = BuildGraph(root, { maxFileBytes: 256 * 1024 });
		expect(graph.facts.filter((fact) => fact.field === "version").map((fact) => fact.path)).toEqual([
			"app/deno.json",
		]);
	});
});

describe("the pack layer cache", () => {
	it("keeps each layer's outcome by content hash: a refusal is rebuilt naming the file it came from this time", () => {
		const folder = join(StoreHome(), "playform", "cache", "packs");
		const text = `intents:\n search/Cached${process.pid}:\n  targets: [a.md]\n  threshold: 7\n`;
		const Load = () => {
			const root = temp();
			mkdirSync(join(root, ".dsh"));
			writeFileSync(join(root, ".dsh", "pack.yml"), text);
			ForgetPacks();
			try {
				LoadPack(root, { userDir: join(root, "none") });
				return "loaded";
			} catch (error) {
				return (error as Error).message.replace(root, "<root>");
			}
		};
		const before = existsSync(folder) ? readdirSync(folder).length : 0;
		const first = Load();
		expect(first).toMatch(/^<root>\/\.dsh\/pack\.yml: \$\.intents\.search\/Cached\d+\.threshold: /);
		expect(readdirSync(folder).length).toBe(before + 1);
		expect(Load()).toBe(first);
		expect(readdirSync(folder).length).toBe(before + 1);
		for (const name of readdirSync(folder)) expect(modeOf(join(folder, name))).toBe(0o600);
	});
});

describe("root walk (issue 11 case 7)", () => {
	it("a path or cwd longer than PATH_CAP, or deeper than PATH_DEPTH_CAP, is not walked", () => {
		const root = temp();
		mkdirSync(join(root, ".git"));
		const long = `${root}/${"a/".repeat(50_000)}x.ts`;
		expect(ResolveRoot([long], [".git"], root)).toBe(root);
		expect(ResolveRoot([], [".git"], long)).toBeUndefined();
		expect(ResolveRoot([join(root, "x.ts")], [".git"], long)).toBe(root);
		// short but 2,000 folders deep: every stat on the way would cost the depth again, so it is not walked either
		const deep = `${root}/${"d/".repeat(2000)}`;
		expect(deep.length).toBeLessThan(4096 + root.length);
		expect(ResolveRoot([], [".git"], deep)).toBeUndefined();
	});
});

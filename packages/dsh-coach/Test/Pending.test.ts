// A hook call that cannot take its session's lock in time queues itself; the next holder counts it. Real files.
import { execFileSync } from "node:child_process";
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	symlinkSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { PendingFolder, QueueCall, TakePending } from "../Source/Hook/Pending";
import { SessionFileName } from "../Source/Hook/StateFile";
import { ClaudeBash, Cli } from "./Cli";

const home = mkdtempSync(join(tmpdir(), "dsh-coach-pending-test-"));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const env = { HOME: home, DSH_HOME: join(home, ".dsh"), DSH_COACH_DEBUG: "1" };
const stateDir = join(home, ".dsh", "playform", "hook-state", "claude-code");
const StatePath = (session: string) => join(stateDir, SessionFileName(session));
const Ledger = () => readFileSync(join(home, ".dsh", "playform", "hook-dsh-tool-coach.log"), "utf8");

const Post = (session: string, command: string) =>
	JSON.stringify({ ...ClaudeBash("PostToolUse", session, command, home), tool_use_id: `toolu_${command.length}` });
const Hook = (input: string) => Cli(["hook", "claude-code"], { input, env });
const State = (session: string) => JSON.parse(readFileSync(StatePath(session), "utf8"));

describe("dsh-coach hook: a call that cannot wait for the lock", () => {
	it("is queued (redacted, 0600 in a 0700 folder), exits 0 silently, and the next call counts it", () => {
		const path = StatePath("q-held");
		mkdirSync(stateDir, { recursive: true });
		// a live holder (pid 1 never matches `<pid>@<host>`, and the lock is fresh): the call waits, then queues
		writeFileSync(`${path}.lock`, "1\n");
		const held = Hook(Post("q-held", "AWS_SECRET_ACCESS_KEY=abc123secret cat a.ts"));
		expect(held.status).toBe(0);
		expect(held.stdout).toBe("");
		expect(held.stderr).toMatch(/^dsh-coach hook: queued for the session's next holder \(.* held for more than/);
		const queued = readdirSync(PendingFolder(path));
		expect(queued).toHaveLength(1);
		expect(queued[0]).toMatch(/^\d{13}\.\d+\.[a-z0-9]+\.call$/);
		const file = join(PendingFolder(path), queued[0]!);
		expect(statSync(file).mode & 0o777).toBe(0o600);
		expect(statSync(PendingFolder(path)).mode & 0o777).toBe(0o700);
		expect(readFileSync(file, "utf8")).not.toContain("abc123secret");
		expect(existsSync(path)).toBe(false);

		rmSync(`${path}.lock`);
		expect(Hook(Post("q-held", "cat b.ts")).status).toBe(0);
		// the queued read and this one: the coach judged both
		expect(State("q-held")).toMatchObject({ calls: 2, plugins: { "@playform/hook-dsh-tool-coach": { calls: 2 } } });
		expect(existsSync(PendingFolder(path))).toBe(false);
		expect(Ledger().match(/: offense bash read /g)).toHaveLength(2);
		expect(Ledger()).not.toContain("abc123secret");
	}, 60_000);

	it("drops a queued file that is not a call (garbage, a FIFO, a link) with one ledger line, and counts the rest", () => {
		const path = StatePath("q-bad");
		QueueCall(path, { tool: "Bash", arguments: { command: "cat c.ts" }, result: { isError: false, text: "" } });
		const folder = PendingFolder(path);
		writeFileSync(join(folder, "1700000000000.1.garbage.call"), "{half");
		execFileSync("mkfifo", [join(folder, "1700000000001.1.fifo.call")]);
		symlinkSync("/dev/zero", join(folder, "1700000000002.1.link.call"));
		writeFileSync(join(folder, "not-a-call-name"), "kept: not ours to read");
		expect(TakePending(path)).toMatchObject({ calls: [{ tool: "Bash" }], unusable: 3 });
		const run = Hook(Post("q-bad", "cat d.ts"));
		expect(run.status).toBe(0);
		expect(State("q-bad").calls).toBe(2);
		expect(Ledger()).toContain("dsh-coach hook: queued call unreadable -> dropped (3)");
		expect(readdirSync(folder)).toEqual(["not-a-call-name"]);
	}, 60_000);

	it("never reads or writes a queue folder that is a link", () => {
		const path = StatePath("q-link");
		mkdirSync(stateDir, { recursive: true });
		const elsewhere = mkdtempSync(join(home, "elsewhere-"));
		QueueCall(join(elsewhere, "x.json"), {
			tool: "Bash",
			arguments: { command: "cat e.ts" },
			result: { isError: false, text: "" },
		});
		symlinkSync(join(elsewhere, "x.json.pending"), PendingFolder(path));
		expect(TakePending(path)).toEqual({ calls: [], files: [], unusable: 0 });
		expect(() =>
			QueueCall(path, { tool: "Bash", arguments: { command: "cat f" }, result: { isError: false, text: "" } }),
		).toThrow(/ELOOP|ENOTDIR/);
		expect(Hook(Post("q-link", "cat g.ts")).status).toBe(0);
		expect(State("q-link").calls).toBe(1);
		expect(readdirSync(join(elsewhere, "x.json.pending"))).toHaveLength(1);
	}, 60_000);
});

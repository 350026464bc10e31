// The hook compiles its bundle with V8's code cache of an earlier call (Source/Hook/Load.ts): the answers are the same
// with the cache, without it, with a garbage or hostile one, and a cache that cannot be kept costs nothing but time.
import { execFileSync } from "node:child_process";
import {
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	symlinkSync,
	utimesSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { ClaudeBash, Cli } from "./Cli";

const homes: string[] = [];
afterAll(() => {
	for (const home of homes) rmSync(home, { recursive: true, force: true });
});
const NewHome = (): string => {
	const home = mkdtempSync(join(tmpdir(), "dsh-coach-code-cache-test-"));
	homes.push(home);
	return home;
};
const CacheFolder = (home: string): string => join(home, ".dsh", "playform", "hook-cache");

const post = (session: string, command: string) => JSON.stringify(ClaudeBash("PostToolUse", session, command, "/tmp"));

// A new session each time, three reads: the third answers with the tier-1 note, so stdout is compared, notes included.
let sessions = 0;
const Session = (home: string, flags: string[] = [], env: Record<string, string> = {}): string[] => {
	const session = `s${++sessions}`;
	return ["cat a.ts", "cat b.ts", "cat c.ts", "grep -rn version package.json"].map((command) => {
		const run = Cli(["hook", "claude-code", ...flags], {
			input: post(session, command),
			env: { HOME: home, DSH_HOME: join(home, ".dsh"), ...env },
		});
		expect(run.status).toBe(0);
		expect(run.stderr).toBe("");
		return run.stdout;
	});
};

describe("dsh-coach hook: the code cache", () => {
	const reference = Session(NewHome(), [], { DSH_COACH_CODE_CACHE: "off" });

	it("is written once per flavour (0600 in a 0700 folder) and the answers stay the same with it", () => {
		expect(reference[2]).toContain("Tool discipline (tool-coach: bash read × 3)");
		const home = NewHome();
		expect(Session(home)).toEqual(reference);
		const folder = CacheFolder(home);
		const [coach] = readdirSync(folder);
		expect(readdirSync(folder)).toEqual([coach]);
		expect(coach).toMatch(
			new RegExp(`^main\\.coach\\.${process.version.replace(/\./g, "\\.")}\\.${process.arch}\\.`),
		);
		expect(statSync(folder).mode & 0o777).toBe(0o700);
		expect(statSync(join(folder, coach)).mode & 0o777).toBe(0o600);
		const written = statSync(join(folder, coach)).mtimeMs;
		// later calls read it and leave it as it is
		expect(Session(home)).toEqual(reference);
		expect(statSync(join(folder, coach)).mtimeMs).toBe(written);
		Session(home, ["--suggesters"]);
		expect(readdirSync(folder).sort()).toEqual([coach, coach.replace("main.coach.", "main.suggesters.")].sort());
	});

	it("DSH_COACH_CODE_CACHE=off keeps none", () => {
		const home = NewHome();
		expect(Session(home, [], { DSH_COACH_CODE_CACHE: "off" })).toEqual(reference);
		expect(() => readdirSync(CacheFolder(home))).toThrow();
	});

	it("a garbage cache is rejected by V8 and replaced; the newest eight caches are kept, older ones swept", () => {
		const home = NewHome();
		Session(home);
		const folder = CacheFolder(home);
		const [name] = readdirSync(folder);
		writeFileSync(join(folder, name), Buffer.alloc(600_000, 7));
		// nine caches of other bundles, one a day older than the next
		const others = Array.from({ length: 9 }, (_, day) => `main.coach.v1.0.${day}.x64.1.1.v8`);
		others.forEach((other, day) => {
			writeFileSync(join(folder, other), "old");
			const when = new Date(Date.now() - (day + 1) * 86_400_000);
			utimesSync(join(folder, other), when, when);
		});
		expect(Session(home)).toEqual(reference);
		expect(readdirSync(folder).sort()).toEqual([name, ...others.slice(0, 7)].sort());
		expect(readFileSync(join(folder, name)).subarray(0, 16).equals(Buffer.alloc(16, 7))).toBe(false);
	});

	it("a link, a FIFO or a huge file in the cache's place is never read through; the answers stay the same", () => {
		const home = NewHome();
		Session(home);
		const folder = CacheFolder(home);
		const [name] = readdirSync(folder);
		const target = join(home, "elsewhere.v8");
		writeFileSync(target, "not ours");
		rmSync(join(folder, name));
		symlinkSync(target, join(folder, name));
		expect(Session(home)).toEqual(reference);
		// the link is replaced by a file of ours; what it pointed at is untouched
		expect(lstatSync(join(folder, name)).isFile()).toBe(true);
		expect(readFileSync(target, "utf8")).toBe("not ours");

		rmSync(join(folder, name));
		execFileSync("mkfifo", [join(folder, name)]);
		expect(Session(home)).toEqual(reference);
		expect(lstatSync(join(folder, name)).isFile()).toBe(true);

		writeFileSync(join(folder, name), Buffer.alloc(17 * 1024 * 1024));
		expect(Session(home)).toEqual(reference);
		expect(statSync(join(folder, name)).size).toBeLessThan(17 * 1024 * 1024);
	});

	it("a linked cache folder is refused: nothing is written through it, the answers stay the same", () => {
		const home = NewHome();
		const outside = join(home, "outside");
		mkdirSync(outside);
		mkdirSync(join(home, ".dsh", "playform"), { recursive: true });
		symlinkSync(outside, CacheFolder(home));
		expect(Session(home)).toEqual(reference);
		expect(readdirSync(outside)).toEqual([]);
	});
});

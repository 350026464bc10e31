import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILTIN_PACK } from "@playform/lib-dsh-core";
import { Mount, Remove, Scratch, Workspace } from "./Mount";
import type { Mounted } from "./Mount";

const mounted: Mounted[] = [];
const Track = async (promise: Promise<Mounted>) => {
	const mount = await promise;
	mounted.push(mount);
	return mount;
};
afterEach(async () => {
	for (const mount of mounted.splice(0)) {
		await mount.dispose();
		Remove(mount.workspace, mount.home);
	}
});

const Ledger = (mount: Mounted) => mount.state.Lines;

describe("the activation and the seeded store", () => {
	it("opens with the seed line, the activation line, then the store line", async () => {
		const mount = await Track(Mount());
		expect(Ledger(mount)).toEqual([
			"history missing (starting empty)",
			"activated (bundle 0.2.1, intents 1, threshold 0.75, history 4000)",
			"store empty (starting fresh)",
		]);
		// the same lines reach the module's own ledger file, prefixed and stamped
		const file = readFileSync(join(mount.home, "replay.log"), "utf8");
		expect(file).toMatch(/^\[\d{4}-\d\d-\d\dT[^\]]+\] replay-suggester: history missing \(starting empty\)$/m);
	});

	it("reports the configured threshold and depth in the activation line", async () => {
		const mount = await Track(Mount({ threshold: 0.8, historyDepth: 5 }));
		expect(Ledger(mount)).toContain("activated (bundle 0.2.1, intents 1, threshold 0.8, history 5)");
	});

	it("logs disabled (enabled=false) and passes every call through untouched", async () => {
		const mount = await Track(Mount({ enabled: false }));
		expect(Ledger(mount)).toContain("disabled (enabled=false)");
		expect(Ledger(mount).some((line) => line.startsWith("activated"))).toBe(false);
		const decision = { kind: "accept" as const };
		const called = await mount.call("read", { file_path: "src/a.ts" }, { next: async () => decision });
		expect(called.decision).toBe(decision);
		const step = await mount.userTurn();
		expect(step).toMatchObject({ kind: "enter" });
		expect(Ledger(mount).some((line) => line.startsWith("recorded"))).toBe(false);
	});

	it("loads the seeded records", async () => {
		const home = Scratch("home");
		const seed = {
			schema: 1,
			records: [
				{
					intent: "Version",
					probe: "0.1.0",
					files: ["package.json", "CHANGELOG.md"],
					verify: "pnpm run build",
					at: 1,
				},
			],
		};
		writeFileSync(join(home, "history.json"), JSON.stringify(seed));
		const mount = await Track(Mount({}, { home }));
		expect(Ledger(mount)[0]).toBe("history loaded 1 records");
		expect(Ledger(mount)[1]).toBe("activated (bundle 0.2.1, intents 1, threshold 0.75, history 4000)");
	});

	it("degrades a seeded store that is not JSON", async () => {
		const home = Scratch("home");
		writeFileSync(join(home, "history.json"), "{not json");
		const mount = await Track(Mount({}, { home }));
		expect(Ledger(mount)[0]).toBe("history corrupt (starting empty)");
		expect(mount.state.Seed).toEqual([]);
	});

	it("degrades a seeded store with a bad field, naming the field", async () => {
		const home = Scratch("home");
		writeFileSync(
			join(home, "history.json"),
			JSON.stringify({ schema: 1, records: [{ intent: "X", probe: "y", files: ["/etc/passwd"] }] }),
		);
		const mount = await Track(Mount({}, { home }));
		expect(Ledger(mount)[0]).toBe("history corrupt $.records[0].files[0] (starting empty)");
		writeFileSync(join(home, "history.json"), JSON.stringify({ schema: 2, records: [] }));
		const again = await Track(Mount({}, { home: Scratch("home"), workspace: mount.workspace }));
		expect(Ledger(again)[0]).toBe("history missing (starting empty)");
		const other = await Track(Mount({ historyPath: join(home, "history.json") }));
		expect(Ledger(other)[0]).toBe("history corrupt $.schema (starting empty)");
	});
});

describe("the producer and the store lines", () => {
	it("counts the bounded store size at record time", async () => {
		const mount = await Track(Mount({ historyDepth: 2 }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "lib/b.ts" });
		await mount.call("read", { file_path: "docs/c.md" });
		expect(Ledger(mount).filter((line) => line.startsWith("recorded"))).toEqual([
			"recorded src/a.ts (1 in store)",
			"recorded lib/b.ts (2 in store)",
			"recorded docs/c.md (2 in store)",
		]);
	});

	it("recovers the file store on a remount", async () => {
		const first = await Track(Mount());
		await first.call("read", { file_path: "src/a.ts" });
		await first.call("read", { file_path: "src/b.ts" });
		await first.state.Flush();
		const second = await Track(Mount({}, { home: first.home, workspace: first.workspace }));
		expect(Ledger(second)).toContain("store recovered 2 entries (file)");
		expect(second.state.History.map((entry) => entry.seq)).toEqual([2, 1]);
		await second.call("read", { file_path: "src/c.ts" });
		expect(second.state.History[0].seq).toBe(3);
	});

	it("backs up a corrupt file, says why, and starts fresh", async () => {
		const home = Scratch("home");
		writeFileSync(join(home, "replay_history.json"), '{"version":1,"entr');
		const mount = await Track(Mount({}, { home }));
		const lines = Ledger(mount);
		expect(lines.find((line) => line.startsWith("store open failed: "))).toMatch(/^store open failed: .*JSON/);
		expect(lines.at(-1)).toBe("store empty (starting fresh)");
		expect(readdirSync(home).some((name) => name.endsWith(".corrupt"))).toBe(true);
	});

	it("falls back to the file when the storage domain fails to open", async () => {
		const facility = {
			open: async () => {
				throw Object.assign(new Error("unit 'replay_history': file is not valid JSON"), {
					code: "malformed-medium",
				});
			},
		};
		const mount = await Track(Mount({}, { services: { storageDomain: facility } }));
		expect(Ledger(mount).slice(-2)).toEqual([
			"store open failed: malformed-medium: unit 'replay_history': file is not valid JSON",
			"store empty (starting fresh)",
		]);
		expect(mount.state.Tier).toBe("file");
	});

	it("reports a failed write once per distinct failure", async () => {
		const home = Scratch("home");
		writeFileSync(join(home, "blocker"), "a file where a folder should be");
		const mount = await Track(Mount({ recordPath: join(home, "blocker", "replay_history.json") }, { home }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.state.Flush();
		await mount.call("read", { file_path: "src/b.ts" });
		await mount.state.Flush();
		const failures = Ledger(mount).filter((line) => line.startsWith("store write failed: "));
		expect(failures).toHaveLength(1);
		expect(failures[0]).toMatch(/^store write failed: (ENOTDIR|EEXIST)/);
	});
});

describe("the recall verdicts", () => {
	it("abstains without memory, then suggests the companion of a similar call", async () => {
		const mount = await Track(Mount());
		const first = await mount.call("read", { file_path: "src/a.ts" });
		expect(first.candidates).toEqual([]);
		expect(Ledger(mount)).toContain("abstained no-memory Repeat 0.65");
		await mount.call("read", { file_path: "lib/other.ts" });
		const again = await mount.call("bash", { command: "ls", description: "no path" });
		expect(again.candidates).toEqual([]);
		const repeat = await mount.call("read", { file_path: "src/a.ts" }, { callId: "call-x" });
		expect(repeat.candidates).toEqual(["lib/other.ts"]);
		expect(Ledger(mount).at(-1)).toBe("suggest Repeat 1 candidates 0.77 call call-x");
	});

	it("names what the folder's files came with as a less-sure hint for a path with no history of its own", async () => {
		const mount = await Track(Mount());
		await mount.userTurn();
		await mount.call("read", { file_path: "src/a.ts" });
		// in the same turn src/a.ts is in front of the agent: no hint
		const same = await mount.call("read", { file_path: "src/c.ts" });
		expect(same.candidates).toEqual([]);
		expect(Ledger(mount).at(-1)).toBe("abstained no-memory Repeat 0.65");
		await mount.userTurn();
		const hint = await mount.call("read", { file_path: "src/b.ts" }, { callId: "call-h" });
		// one transaction: its two files score alike (ties by path)
		expect(hint.candidates).toEqual(["src/a.ts", "src/c.ts"]);
		expect(hint.text.split("\n")[0]).toBe(
			"Replay memory (less sure): src/b.ts has no history of its own; earlier changes in its folder (the latest: src/c.ts) came with these files (most likely first):",
		);
		expect(hint.decision.additionalContexts[0].source.summary).toBe(
			"replay (less sure): src/a.ts (+1 more) came with src/b.ts before",
		);
		expect(Ledger(mount).at(-1)).toBe("hint Repeat 2 candidates 0.65 folder call call-h");
	});

	it("abstains no-memory for that path with fallback off", async () => {
		const mount = await Track(Mount({ fallback: "off" }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.userTurn();
		const silent = await mount.call("read", { file_path: "src/b.ts" });
		expect(silent.candidates).toEqual([]);
		expect(Ledger(mount).at(-1)).toBe("abstained no-memory Repeat 0.65");
	});

	it("names an unsure recall as a hint that starts no cooldown, so a sure note can follow it", async () => {
		const mount = await Track(Mount());
		for (const companion of ["lib/o.ts", "lib/p.ts", "lib/q.ts", "lib/r.ts"]) {
			await mount.userTurn();
			await mount.call("read", { file_path: "src/a.ts" });
			await mount.call("read", { file_path: companion });
		}
		for (let turn = 0; turn < 2; turn++) {
			await mount.userTurn();
			await mount.call("read", { file_path: "lib/s.ts" });
			await mount.call("read", { file_path: "lib/t.ts" });
		}
		await mount.userTurn();
		// a came with a different file each time, two turns ago at best: r weighs 1 of 3.44 plus the prior 2, a top of
		// 0.18 (0.28 with the recency and activity priors) under the 0.3 gate; s came with t twice: 1.9 / 3.9, sure
		const hint = await mount.call("read", { file_path: "src/a.ts" }, { callId: "call-u" });
		expect(hint.candidates).toEqual(["lib/r.ts", "lib/q.ts", "lib/p.ts", "lib/o.ts"]);
		expect(Ledger(mount).at(-1)).toMatch(/^hint Repeat 4 candidates 0\.\d\d file call call-u$/);
		const sure = await mount.call("read", { file_path: "lib/s.ts" }, { callId: "call-s" });
		expect(sure.candidates).toEqual(["lib/t.ts"]);
		expect(Ledger(mount).at(-1)).toBe("suggest Repeat 1 candidates 0.77 call call-s");
	});

	it("abstains ambiguous when the memory does not clear a raised threshold", async () => {
		const mount = await Track(Mount({ threshold: 0.8 }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "src/a.ts" });
		expect(Ledger(mount).at(-1)).toBe("abstained ambiguous Repeat 0.77");
	});

	it("abstains no-companions when the record names nothing else", async () => {
		const home = Scratch("home");
		writeFileSync(
			join(home, "history.json"),
			JSON.stringify({ schema: 1, records: [{ intent: "Repeat", probe: "src/a.ts", files: [] }] }),
		);
		const mount = await Track(Mount({}, { home }));
		await mount.call("read", { file_path: "src/a.ts" });
		expect(Ledger(mount).at(-1)).toBe("abstained no-companions Repeat 0.77");
	});

	it("abstains foreign-workspace outside any signed workspace, after recording", async () => {
		const outside = Scratch("outside");
		mkdirSync(join(outside, "src"));
		const mount = await Track(Mount({}, { workspace: outside }));
		await mount.call("read", { file_path: "src/a.ts" });
		expect(Ledger(mount).slice(-2)).toEqual(["recorded src/a.ts (1 in store)", "abstained foreign-workspace 0.00"]);
	});

	it("suppresses a second note inside the cooldown, and over the turn's cap until the next user turn", async () => {
		// the episode recall names src/a.ts for src/b.ts at once (same folder): the gate is what is under test
		const mount = await Track(Mount({ cooldownCalls: 2, recall: "episode" }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "src/b.ts" });
		expect(Ledger(mount).at(-1)).toMatch(/^suggest Repeat 1 candidates/);
		await mount.call("read", { file_path: "src/c.ts" });
		expect(Ledger(mount).at(-1)).toBe("suppressed cooldown Repeat");

		const capped = await Track(Mount({ cooldownCalls: 0, maxNotesPerTurn: 1, recall: "episode" }));
		await capped.call("read", { file_path: "src/a.ts" });
		await capped.call("read", { file_path: "src/b.ts" });
		await capped.call("read", { file_path: "src/c.ts" });
		expect(Ledger(capped).at(-1)).toBe("suppressed cap Repeat");
		await capped.userTurn();
		const after = await capped.call("read", { file_path: "src/d.ts" });
		expect(after.candidates.length).toBeGreaterThan(0);
	});

	it("clears the cooldown at a user turn: the first file a new request touches is a fresh query", async () => {
		const mount = await Track(Mount({ cooldownCalls: 6 }));
		await mount.userTurn();
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "src/b.ts" });
		await mount.userTurn();
		expect((await mount.call("read", { file_path: "src/a.ts" })).candidates).toEqual(["src/b.ts"]);
		// inside the turn the cooldown holds
		await mount.call("read", { file_path: "src/b.ts" });
		expect(Ledger(mount).at(-1)).toBe("suppressed cooldown Repeat");
		await mount.userTurn();
		expect((await mount.call("read", { file_path: "src/b.ts" })).candidates).toEqual(["src/a.ts"]);
	});

	it("does not open a turn on a step that ends with a tool result or a notice", async () => {
		const mount = await Track(Mount({ cooldownCalls: 0, maxNotesPerTurn: 1, recall: "episode" }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "src/b.ts" });
		await mount.userTurn(mount.agent, [
			{ role: "user", source: { kind: "plugin", plugin: "x", form: "notice", summary: "s" }, content: [] },
		]);
		await mount.userTurn(mount.agent, [{ role: "user", source: { kind: "tool", callId: "c" }, content: [] }]);
		await mount.call("read", { file_path: "src/c.ts" });
		expect(Ledger(mount).at(-1)).toBe("suppressed cap Repeat");
	});
});

/**
 * A repo pack overriding the built-in `replay/Repeat`, written in full (a partial layer overrides only the fields it
 * names: lib-dsh-core's Test/Core.test.ts "overrides only the fields a layer names").
 */
const RepoPack = (workspace: string, fields: Record<string, unknown>): void => {
	mkdirSync(join(workspace, ".dsh"), { recursive: true });
	const intent = { ...BUILTIN_PACK.intents?.["replay/Repeat"], ...fields };
	writeFileSync(
		join(workspace, ".dsh", "pack.yml"),
		JSON.stringify({ signature: [".git"], intents: { "replay/Repeat": intent } }),
	);
};

describe("the workspace pack", () => {
	it("drives the intent: a repo pack's targets are checked under the bases, its placeholders never", async () => {
		const workspace = Workspace();
		writeFileSync(join(workspace, "src", "exists.ts"), "");
		RepoPack(workspace, { targets: ["src/exists.ts", "src/missing.ts", "<package>/x.ts"], note: "Repo caveat." });
		const mount = await Track(Mount({ recall: "episode" }, { workspace }));
		await mount.call("read", { file_path: "src/a.ts" });
		const note = await mount.call("read", { file_path: "src/b.ts" });
		// the recalled record (src/a.ts) is a history record: kept although no such file exists
		expect(note.candidates).toEqual(["src/a.ts", "src/exists.ts"]);
		expect(note.text.endsWith("Repo caveat.")).toBe(true);
	});

	it("lets a repo pack raise the threshold without a restart", async () => {
		const mount = await Track(Mount());
		await mount.call("read", { file_path: "src/a.ts" });
		RepoPack(mount.workspace, { threshold: 0.9 });
		await mount.call("read", { file_path: "src/a.ts" });
		expect(Ledger(mount).at(-1)).toBe("abstained ambiguous Repeat 0.77");
	});
});

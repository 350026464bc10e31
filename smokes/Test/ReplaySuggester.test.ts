// The replay suggester in the REAL harness (its tools, AgentLoop and storage domain over dsh-storage-json),
// loaded BY NAME through the real Loader after the core's pluginFactory service.
import { spawn } from "node:child_process";
import { copyFileSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

import type { Message } from "@deepseek-ai/dsh-llm";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { BootOptions, TestBed } from "@playform/dsh-coach/Harness";
import type { ReplayState } from "@playform/hook-dsh-replay-suggester";

const Plugin = "@playform/hook-dsh-replay-suggester";

const Files = {
	"src/a.ts": "export const a = 1;\n",
	"src/b.ts": "export const b = 2;\n",
	"lib/c.ts": "export const c = 3;\n",
};

let beds: TestBed[] = [];
afterEach(async () => {
	for (const bed of beds.splice(0)) await bed.dispose();
});

interface Mounted {
	bed: TestBed;
	id: string;
	/** The latest applied state (a remount announces a new one). */
	state(): ReplayState;
	/** Remount: unload and load again, as a profile change or a restart would. */
	remount(): Promise<void>;
}

/** A bed with storage, the core, then the plugin by name; its ledger file and stores live in the bed's home. */
async function Mount(
	options: BootOptions = {},
	config: Record<string, unknown> = {},
	before?: (bed: TestBed) => void,
): Promise<Mounted> {
	const bed = await Boot({ files: Files, storage: true, ...options });
	beds.push(bed);
	before?.(bed);
	let state: ReplayState | undefined;
	// the event is declared in the plugin's Source; its bundled d.ts does not carry the augmentation
	(bed.ctx.on as (event: string, listener: (applied: ReplayState) => void) => void)(
		"replay-suggester/state",
		(applied) => {
			state = applied;
		},
	);
	await bed.load("@playform/lib-dsh-core");
	const full = {
		enabled: true,
		logFile: join(bed.dshHome, "replay.log"),
		historyPath: join(bed.dshHome, "history.json"),
		recordPath: join(bed.dshHome, "replay_history.json"),
		...config,
	};
	const mounted: Mounted = {
		bed,
		id: await bed.load(Plugin, full),
		state() {
			if (!state) throw new Error("the plugin did not announce its state");
			return state;
		},
		async remount() {
			await bed.unload(mounted.id);
			state = undefined;
			mounted.id = await bed.load(Plugin, full);
			await mounted.state().Opened;
		},
	};
	await mounted.state().Opened;
	return mounted;
}

/** The replay notices a model request carried. */
const Notices = (messages: readonly Message[]) =>
	messages.filter(
		(message) =>
			(message.source as { kind?: string; form?: string }).kind === "replay-suggester" &&
			(message.source as { form?: string }).form === "notice",
	);

const StoreFile = (bed: TestBed) => JSON.parse(readFileSync(join(bed.storageRoot!, "replay_history.json"), "utf8"));

describe("the replay suggester in the real harness", () => {
	it("names src/b.ts in the next step when src/a.ts is read again after a remount", async () => {
		const mount = await Mount();
		const first = mount.state();
		expect(first.Tier).toBe("replay_history");
		expect(first.Lines).toEqual([
			"history missing (starting empty)",
			"activated (bundle 0.2.1, intents 1, threshold 0.75, history 4000)",
			"store empty (starting fresh)",
		]);

		const opening = await mount.bed.turn("read a, then b", [
			[{ name: "read", arguments: { file_path: "src/a.ts" } }],
			[{ name: "read", arguments: { file_path: "src/b.ts" } }],
			"read both",
		]);
		expect(opening.toolResults.map((result) => result.isError)).toEqual([false, false]);
		await first.Flush();
		expect(first.Lines).toContain("recorded src/a.ts (1 in store)");
		expect(first.Lines).toContain("recorded src/b.ts (2 in store)");
		expect(Object.keys(StoreFile(mount.bed).tables.history).sort()).toEqual(["1", "2"]);

		await mount.remount();
		const second = mount.state();
		expect(second).not.toBe(first);
		expect(second.Lines).toContain("store recovered 2 entries (replay_history)");

		const again = await mount.bed.turn("look at a again", [
			[{ name: "read", arguments: { file_path: "src/a.ts" } }],
			"done",
		]);
		// the step after the read carries exactly one new replay note, naming src/b.ts
		const before = Notices(again.messages[0]);
		const notes = Notices(again.messages[1]);
		expect(notes).toHaveLength(before.length + 1);
		const note = notes.at(-1)!;
		expect(TextOf(note).split("\n")).toContain("- src/b.ts");
		expect((note.source as { summary?: string }).summary).toBe("replay: src/b.ts came with src/a.ts before");
		expect(second.Lines.at(-1)).toMatch(/^suggest Repeat 1 candidates 0\.77 call /);
		await second.Flush();
		expect(Object.keys(StoreFile(mount.bed).tables.history).sort()).toEqual(["1", "2", "3"]);
	});

	it("recalls what came with a file in an earlier turn, and opens each user turn as a fresh query despite the cooldown", async () => {
		const mount = await Mount();
		const read = (file_path: string) => ({ name: "read", arguments: { file_path } });
		await mount.bed.turn("change a and c", [[read("src/a.ts")], [read("lib/c.ts")], "done"]);
		const second = await mount.bed.turn("a again", [[read("src/a.ts")], [read("lib/c.ts")], "done"]);
		// the blended recall: lib/c.ts came with src/a.ts in the earlier turn (the note reaches the next step)
		const named = Notices(second.messages[1]).filter((note) => !Notices(second.messages[0]).includes(note));
		expect(
			named.map((note) =>
				TextOf(note)
					.split("\n")
					.filter((line) => line.startsWith("- ")),
			),
		).toEqual([["- lib/c.ts"]]);
		expect(mount.state().Lines.at(-1)).toBe("suppressed cooldown Repeat");
		// a new user turn clears the cooldown: its first file is a fresh query
		const third = await mount.bed.turn("c now", [[read("lib/c.ts")], "done"]);
		const fresh = Notices(third.messages[1]).filter((note) => !Notices(third.messages[0]).includes(note));
		expect(fresh.map((note) => (note.source as { summary?: string }).summary)).toEqual([
			"replay: src/a.ts came with lib/c.ts before",
		]);
	});

	it("keeps the domain file private and stamps meta.__savedAt", async () => {
		const mount = await Mount();
		await mount.bed.execute("read", { file_path: "src/a.ts" });
		await mount.state().Flush();
		const path = join(mount.bed.storageRoot!, "replay_history.json");
		expect(statSync(path).mode & 0o777).toBe(0o600);
		const file = StoreFile(mount.bed);
		expect(file.unit).toEqual({ name: "replay_history", version: 1 });
		expect(file.tables.history["1"]).toMatchObject({
			seq: 1,
			path: "src/a.ts",
			probe: 'read {"file_path":"src/a.ts"}',
		});
		expect(typeof file.tables.meta.__savedAt).toBe("number");
	});

	it("Flush awaits every scheduled write (no sleeps)", async () => {
		const mount = await Mount({}, { historyDepth: 100 });
		const files = Array.from({ length: 12 }, (_, index) => `src/f${index}.ts`);
		for (const file of files) writeFileSync(join(mount.bed.workspace, file), "");
		await Promise.all(files.map((file) => mount.bed.execute("read", { file_path: file })));
		await mount.state().Flush();
		expect(Object.keys(StoreFile(mount.bed).tables.history)).toHaveLength(12);
	});

	it("backs up a corrupt record and skips it on the next open", async () => {
		const mount = await Mount();
		await mount.bed.execute("read", { file_path: "src/a.ts" });
		await mount.bed.execute("read", { file_path: "src/b.ts" });
		await mount.state().Flush();
		await mount.bed.unload(mount.id);
		const path = join(mount.bed.storageRoot!, "replay_history.json");
		const file = StoreFile(mount.bed);
		// invalid (its seq is not its key): set aside, and what is set aside holds no secret
		file.tables.history["1"] = {
			seq: "one",
			path: "/etc/passwd",
			probe: "export GH_TOKEN=hunter2hunter2 && cat x",
		};
		writeFileSync(path, JSON.stringify(file));
		mount.id = await mount.bed.load(Plugin, {
			enabled: true,
			logFile: join(mount.bed.dshHome, "replay.log"),
			historyPath: join(mount.bed.dshHome, "none.json"),
		});
		await mount.state().Opened;
		expect(mount.state().Lines).toContain("store recovered 1 entries (replay_history)");
		expect(mount.state().History.map((entry) => entry.path)).toEqual(["src/b.ts"]);
		await mount.state().Flush();
		const after = StoreFile(mount.bed);
		expect(Object.keys(after.tables.history)).toEqual(["2"]);
		const backups = Object.values(after.tables.backup) as { table: string; key: string; value: unknown }[];
		expect(backups).toEqual([
			{
				table: "history",
				key: "1",
				value: { seq: "one", path: "/etc/passwd", probe: "export GH_TOKEN=… && cat x" },
			},
		]);
		expect(JSON.stringify(after)).not.toContain("hunter2");
	});

	it("leaves a readable store when its writer is killed mid-write", async () => {
		const smokes = fileURLToPath(new URL("..", import.meta.url));
		// the child boots its own real harness with storage and records reads without end
		const script = `
			import { writeFileSync } from "node:fs";
			import { join } from "node:path";
			import { Boot } from "@playform/dsh-coach/Harness";
			const bed = await Boot({ storage: true });
			process.stdout.write(JSON.stringify({ root: bed.storageRoot, folders: [bed.workspace, bed.dshHome, bed.storageRoot] }) + "\\n");
			await bed.load("@playform/lib-dsh-core");
			await bed.load("${Plugin}", { enabled: true, log: false, historyDepth: 400, historyPath: join(bed.dshHome, "none.json"), recordPath: join(bed.dshHome, "r.json") });
			for (let n = 1; ; n++) {
				writeFileSync(join(bed.workspace, "f" + n + ".ts"), "");
				await bed.execute("read", { file_path: "f" + n + ".ts" });
				if (n % 10 === 0) process.stdout.write("calls " + n + "\\n");
			}`;
		const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
			cwd: smokes,
			stdio: ["ignore", "pipe", "inherit"],
		});
		const exited = new Promise<NodeJS.Signals | null>((resolve) =>
			child.on("exit", (_code, signal) => resolve(signal)),
		);
		let folders: string[] = [];
		let root = "";
		await new Promise<void>((resolve, reject) => {
			let buffer = "";
			child.stdout.setEncoding("utf8");
			child.stdout.on("data", (chunk: string) => {
				buffer += chunk;
				const lines = buffer.split("\n");
				buffer = lines.pop() ?? "";
				for (const line of lines) {
					if (line.startsWith("{")) ({ root, folders } = JSON.parse(line));
					if (Number(/^calls (\d+)$/.exec(line)?.[1] ?? 0) >= 60) {
						child.kill("SIGKILL");
						resolve();
					}
				}
			});
			child.on("exit", (code) => reject(new Error(`the writer exited (${code}) before it was killed`)));
		});
		expect(await exited).toBe("SIGKILL");
		try {
			const killed = JSON.parse(readFileSync(join(root, "replay_history.json"), "utf8"));
			const written = Object.keys(killed.tables.history).length;
			expect(written).toBeGreaterThan(0);
			// a fresh harness opens the killed writer's store through the real domain
			const mount = await Mount({}, { historyDepth: 400 }, (bed) =>
				copyFileSync(join(root, "replay_history.json"), join(bed.storageRoot!, "replay_history.json")),
			);
			expect(mount.state().Lines).toContain(`store recovered ${written} entries (replay_history)`);
			expect(mount.state().Lines.some((line) => line.startsWith("store open failed"))).toBe(false);
		} finally {
			for (const folder of folders) rmSync(folder, { recursive: true, force: true });
		}
	});
});

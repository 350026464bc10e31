import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DOMAIN_NAME, ReplayDomain } from "../Target/Library.js";
import { Mount, Remove, Scratch, Workspace } from "./Mount";
import type { Mounted } from "./Mount";

const mounted: Mounted[] = [];
afterEach(async () => {
	for (const mount of mounted.splice(0)) {
		await mount.dispose();
		Remove(mount.workspace, mount.home);
	}
});
const Track = async (promise: Promise<Mounted>) => {
	const mount = await promise;
	mounted.push(mount);
	return mount;
};

/** An in-memory facility with the domain API's shape whose writes take a few event-loop turns (no timers). */
const SlowFacility = (stored: Record<string, Record<string, unknown>> = {}) => {
	const turns = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
	const tables = new Map<string, Map<string, unknown>>();
	let opened = 0;
	let closed = 0;
	return {
		tables,
		counts: () => ({ opened, closed }),
		async open(spec: { name: string; tables: Record<string, unknown> }) {
			opened++;
			for (const table of Object.keys(spec.tables))
				tables.set(table, new Map(Object.entries(stored[table] ?? {})));
			const table = (name: string) => {
				const records = tables.get(name)!;
				return {
					get: (key: string) => records.get(key),
					entries: () => [...records.entries()][Symbol.iterator](),
					get size() {
						return records.size;
					},
					put: async (key: string, value: unknown) => {
						await turns();
						records.set(key, value);
					},
					delete: async (key: string) => {
						await turns();
						return records.delete(key);
					},
				};
			};
			return { name: spec.name, table, close: async () => void closed++ };
		},
	};
};

describe("the JSON fallback file", () => {
	it("is replaced atomically with mode 0600 and holds {version, savedAt, entries}", async () => {
		const mount = await Track(Mount());
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.state.Flush();
		const path = join(mount.home, "replay_history.json");
		expect(statSync(path).mode & 0o777).toBe(0o600);
		const document = JSON.parse(readFileSync(path, "utf8"));
		expect(Object.keys(document)).toEqual(["version", "savedAt", "entries"]);
		expect(document.version).toBe(1);
		expect(document.entries).toEqual([
			{
				seq: 1,
				path: "src/a.ts",
				intent: "Repeat",
				outcome: "accept",
				at: document.entries[0].at,
				probe: 'read {"file_path":"src/a.ts"}',
				turn: 1,
				workspace: expect.stringMatching(/^[0-9a-f]{12}$/),
			},
		]);
		expect(readdirSync(mount.home).filter((name) => name.endsWith(".tmp"))).toEqual([]);
	});

	it("Flush awaits every scheduled write", async () => {
		const mount = await Track(Mount({ historyDepth: 100 }));
		await Promise.all(
			Array.from({ length: 25 }, (_, index) => mount.call("read", { file_path: `src/f${index}.ts` })),
		);
		await mount.state.Flush();
		const document = JSON.parse(readFileSync(join(mount.home, "replay_history.json"), "utf8"));
		expect(document.entries).toHaveLength(25);
		expect(new Set(document.entries.map((entry: { seq: number }) => entry.seq)).size).toBe(25);
	});

	it("skips corrupt entries and keeps a copy of the file aside", async () => {
		const home = Scratch("home");
		const good = {
			seq: 4,
			path: "src/a.ts",
			intent: "Repeat",
			outcome: "accept",
			at: 1,
			probe: 'read {"file_path":"src/a.ts"}',
		};
		const entries = [
			good,
			{ seq: "x" },
			{ ...good, seq: 3, path: "/etc/passwd" },
			{ ...good, seq: 2, path: "../up.ts" },
			null,
		];
		writeFileSync(join(home, "replay_history.json"), JSON.stringify({ version: 1, savedAt: 1, entries }));
		const mount = await Track(Mount({}, { home }));
		expect(mount.state.Lines).toContain("store recovered 1 entries (file)");
		expect(mount.state.Seq).toBe(5);
		expect(readdirSync(home).filter((name) => name.endsWith(".corrupt"))).toHaveLength(1);
	});

	it("survives a writer killed mid-write: the file still parses and a remount recovers it", async () => {
		const home = Scratch("home");
		const workspace = Workspace();
		const writer = fileURLToPath(new URL("./Data/Writer.mjs", import.meta.url));
		const child = spawn(process.execPath, [writer, home, workspace], { stdio: ["ignore", "pipe", "inherit"] });
		const exited = new Promise<NodeJS.Signals | null>((resolve) =>
			child.on("exit", (_code, signal) => resolve(signal)),
		);
		await new Promise<void>((resolve, reject) => {
			child.stdout.setEncoding("utf8");
			child.stdout.on("data", (chunk: string) => {
				const last = Number(/calls (\d+)\s*$/.exec(chunk)?.[1] ?? 0);
				if (last >= 300) {
					child.kill("SIGKILL");
					resolve();
				}
			});
			child.on("exit", () => reject(new Error("the writer stopped before it was killed")));
		});
		expect(await exited).toBe("SIGKILL");
		const document = JSON.parse(readFileSync(join(home, "replay_history.json"), "utf8"));
		expect(document.version).toBe(1);
		expect(document.entries.length).toBeGreaterThan(0);
		const mount = await Track(Mount({ historyDepth: 5000 }, { home, workspace }));
		expect(mount.state.Lines).toContain(`store recovered ${document.entries.length} entries (file)`);
		expect(mount.state.Lines.some((line) => line.startsWith("store open failed"))).toBe(false);
	});
});

describe("the storage-domain tier (a facility with the domain API's shape; the real one is proven in smokes/Test)", () => {
	it("declares replay_history version 1 with the history, meta and backup tables", async () => {
		expect(DOMAIN_NAME).toBe("replay_history");
		const REPLAY_DOMAIN = await ReplayDomain();
		expect(REPLAY_DOMAIN.name).toBe("replay_history");
		expect(REPLAY_DOMAIN.version).toBe(1);
		expect(Object.keys(REPLAY_DOMAIN.tables)).toEqual(["history", "meta", "backup"]);
	});

	it("prefers ctx.storage.domain, writes one record per entry keyed String(seq), and Flush awaits the puts", async () => {
		const facility = SlowFacility();
		const mount = await Track(Mount({ historyDepth: 3 }, { services: { storage: { domain: facility } } }));
		expect(mount.state.Tier).toBe("replay_history");
		expect(mount.state.Lines.at(-1)).toBe("store empty (starting fresh)");
		for (const file of ["a", "b", "c", "d"]) await mount.call("read", { file_path: `src/${file}.ts` });
		await mount.state.Flush();
		expect([...facility.tables.get("history")!.keys()].sort()).toEqual(["2", "3", "4"]);
		expect(facility.tables.get("history")!.get("4")).toMatchObject({ seq: 4, path: "src/d.ts", intent: "Repeat" });
		expect(typeof facility.tables.get("meta")!.get("__savedAt")).toBe("number");
		await mount.dispose();
		expect(facility.counts()).toEqual({ opened: 1, closed: 1 });
		mounted.splice(mounted.indexOf(mount), 1);
		Remove(mount.workspace, mount.home);
	});

	it("backs up and skips a corrupt record, and recovers the rest", async () => {
		const good = (seq: number) => ({
			seq,
			path: `src/${seq}.ts`,
			intent: "Repeat",
			outcome: "accept",
			at: seq,
			probe: `read {"file_path":"src/${seq}.ts"}`,
		});
		const facility = SlowFacility({
			history: { "1": good(1), "2": { seq: 2, path: 7 }, "3": good(3), "9": good(4) },
		});
		const mount = await Track(Mount({}, { services: { storageDomain: facility } }));
		expect(mount.state.Lines.at(-1)).toBe("store recovered 2 entries (replay_history)");
		expect([...facility.tables.get("history")!.keys()].sort()).toEqual(["1", "3"]);
		const backups = [...facility.tables.get("backup")!.values()] as { key: string }[];
		expect(backups.map((backup) => backup.key).sort()).toEqual(["2", "9"]);
		await mount.call("read", { file_path: "src/next.ts" });
		expect(mount.state.History[0].seq).toBe(4);
	});

	it("reports a failed domain write and keeps serving", async () => {
		const facility = SlowFacility();
		const open = facility.open.bind(facility);
		facility.open = async (spec) => {
			const domain = await open(spec);
			const table = domain.table;
			return {
				...domain,
				table: (name: string) => ({ ...table(name), put: async () => Promise.reject(new Error("disk full")) }),
			};
		};
		const mount = await Track(Mount({}, { services: { storageDomain: facility } }));
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.call("read", { file_path: "src/b.ts" });
		const note = await mount.call("read", { file_path: "src/a.ts" });
		await mount.state.Flush();
		expect(note.candidates).toEqual(["src/b.ts"]);
		expect(mount.state.Lines.filter((line) => line.startsWith("store write failed"))).toEqual([
			"store write failed: disk full",
		]);
	});
});

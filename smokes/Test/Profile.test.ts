// How a user adds the plugins to a dsh profile, checked against the real Loader: every package's shipped patch
// row (`dsh.bundle.patch` in its package.json -> cordis.patch.yml, `- insert: [{id, name, config}]`) is mounted
// BY NAME in the real-harness test bed, and its config goes through the plugin's own schema.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { Boot, DSH_TOOLS, PatchFileOf, ReadPatchRows } from "@playform/dsh-coach";
import { ExpandHome } from "@playform/lib-dsh-core";
import type { PatchEntry, TestBed } from "@playform/dsh-coach";

const Packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "packages");

/** Every package that ships a dsh patch row, with the rows it ships. */
const Shipped = readdirSync(Packages)
	.map((folder) => join(Packages, folder, "package.json"))
	.filter(existsSync)
	.map((manifest) => ({ manifest, json: JSON.parse(readFileSync(manifest, "utf8")), file: PatchFileOf(manifest) }))
	.filter((entry): entry is typeof entry & { file: string } => entry.file !== undefined)
	.map((entry) => ({ ...entry, rows: ReadPatchRows(entry.file) }));

const Core = Shipped.find((entry) => entry.json.name === "@playform/lib-dsh-core");

// The rows write their ledgers under the harness home (~/.dsh, or $DSH_HOME): point both at a throwaway folder.
const home = mkdtempSync(join(tmpdir(), "dsh-coach-profile-"));
const realHome = process.env.HOME;
const realDshHome = process.env.DSH_HOME;
beforeAll(() => {
	process.env.HOME = home;
	process.env.DSH_HOME = join(home, ".dsh");
});
afterAll(() => {
	process.env.HOME = realHome;
	if (realDshHome === undefined) delete process.env.DSH_HOME;
	else process.env.DSH_HOME = realDshHome;
	rmSync(home, { recursive: true, force: true });
});

let bed: TestBed | undefined;
afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

/** Mount patch rows in order, the way a profile applies them; returns the Loader ids. */
async function Mount(target: TestBed, rows: readonly PatchEntry[]): Promise<string[]> {
	const ids: string[] = [];
	for (const row of rows) ids.push(await target.load(row.name, row.config));
	return ids;
}

const Errors = (target: TestBed) => target.logs.filter((line) => line.type === "error").map((line) => line.text);

describe("the packages' patch rows", () => {
	it("every plugin package and the core ship one, declared by dsh.bundle.patch and packed in `files`", () => {
		const names = Shipped.map((entry) => entry.json.name).sort();
		expect(names).toEqual(
			expect.arrayContaining([
				"@playform/hook-dsh-replay-suggester",
				"@playform/hook-dsh-search-suggester",
				"@playform/hook-dsh-tool-coach",
				"@playform/lib-dsh-core",
			]),
		);
		for (const entry of Shipped) {
			const declared = entry.json.dsh?.bundle?.patch;
			expect(typeof declared, `${entry.json.name} declares dsh.bundle.patch`).toBe("string");
			expect(join(dirname(entry.manifest), declared)).toBe(entry.file);
			expect(entry.json.files, `${entry.json.name} packs its patch row`).toContain(
				relative(dirname(entry.manifest), entry.file),
			);
			expect(entry.rows.length).toBeGreaterThan(0);
			expect(entry.rows.map((row) => row.name)).toContain(entry.json.name);
		}
	});

	it("the core's row inserts the pluginFactory service first: the hooks inject it", async () => {
		expect(Core?.rows).toEqual([expect.objectContaining({ id: "lib-dsh-core", name: "@playform/lib-dsh-core" })]);
		bed = await Boot();
		await Mount(bed, Core!.rows);
		expect(bed.ctx.get("pluginFactory")).toBeDefined();
	});

	for (const entry of Shipped.filter((candidate) => candidate !== Core)) {
		it(`${entry.json.name}: its rows load by name through the real Loader and their configs validate`, async () => {
			bed = await Boot();
			await Mount(bed, Core!.rows);
			const ids = await Mount(bed, entry.rows);
			for (const id of ids) {
				const fiber = bed.ctx.loader.resolve(id).fiber;
				expect(fiber, `entry ${id} has a running fiber`).toBeDefined();
				// FiberState: 0 pending, 1 loading, 2 active.
				expect(fiber!.state).toBe(2);
			}
			expect(Errors(bed)).toEqual([]);
			// The shipped values reached the plugin through its schema: its ledger's activation line says so.
			const row = entry.rows[0];
			const logFile = row.config.logFile === undefined ? "" : ExpandHome(String(row.config.logFile));
			if (logFile !== "" && row.config.log !== false) {
				const ledger = readFileSync(logFile, "utf8");
				expect(ledger).toMatch(
					row.config.enabled === false ? /: disabled \(enabled=false\)/ : /: activated \(bundle 0\.2\.1, /,
				);
			}
		});
	}
});

describe("a profile with the core and the three plugins", () => {
	it("mounts in the order of the rows and coaches a real bash call", async () => {
		const order = [
			"@playform/lib-dsh-core",
			"@playform/hook-dsh-tool-coach",
			"@playform/hook-dsh-search-suggester",
			"@playform/hook-dsh-replay-suggester",
		];
		const rows = order.flatMap((name) =>
			Shipped.find((entry) => entry.json.name === name)!.rows.filter((row) => row.name === name),
		);
		bed = await Boot({ files: { "src/a.ts": "export const a = 1;\n", "src/b.ts": "export const b = 2;\n" } });
		await Mount(bed, rows);
		expect(Errors(bed)).toEqual([]);
		const run = await bed.turn("read the sources", [
			[{ name: "bash", arguments: { command: "cat src/a.ts", description: "read" } }],
			[{ name: "bash", arguments: { command: "cat src/b.ts", description: "read" } }],
			[{ name: "bash", arguments: { command: "cat src/a.ts src/b.ts", description: "read" } }],
			"done",
		]);
		const notices = run.messages[3]!.filter((message) => (message.source as { form?: string }).form === "notice");
		expect(notices.map((message) => (message.source as { kind?: string; summary?: string }).summary)).toEqual([
			"bash read × 3",
		]);
	});

	it("refuses a row whose config breaks the plugin's schema, naming the field", async () => {
		const coach = Shipped.find((entry) => entry.json.name === "@playform/hook-dsh-tool-coach")!.rows[0];
		bed = await Boot();
		await Mount(bed, Core!.rows);
		await expect(bed.load(coach.name, { ...coach.config, threshold: 0 })).rejects.toThrow(/threshold/);
	});
});

describe("the dsh registry snapshot the replays use", () => {
	it("matches the live registry of the real tools: names, descriptions and parameter keys", async () => {
		bed = await Boot();
		const live = bed.ctx.tools.schemas().map((schema) => ({
			name: schema.name,
			description: schema.description,
			keys: Object.keys((schema.parameters as { properties?: object }).properties ?? {}),
		}));
		expect(
			DSH_TOOLS.map((schema) => ({
				name: schema.name,
				description: schema.description,
				keys: Object.keys(schema.parameters.properties ?? {}),
			})),
		).toEqual(live);
	});
});

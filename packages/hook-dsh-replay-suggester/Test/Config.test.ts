import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FakeContext } from "@playform/testkit";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import Plugin, { BUNDLE, Config, MODULE, PACKAGE, ValidateConfig, apply, inject, name } from "../Target/Library.js";
import { CellOf, Mount, Remove } from "./Mount";
import type { Mounted } from "./Mount";

const Package = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const Defaults = () => {
	const config = Config({}) as Record<string, unknown>;
	return Object.fromEntries(
		Object.entries(config).map(([key, value]) => [
			key,
			(value as { get?: () => unknown })?.get ? (value as { get: () => unknown }).get() : value,
		]),
	);
};

describe("the identity (four agreeing places)", () => {
	it("agrees: package name, name export, State module, ledger file", async () => {
		expect(Package.name).toBe("@playform/hook-dsh-replay-suggester");
		expect(PACKAGE).toBe(Package.name);
		expect(Defaults().logFile).toBe("~/.dsh/playform/hook-dsh-replay-suggester.log");
		const mount = await Mount();
		// the name the Loader shows and the module every ledger line starts with are the same word
		expect(mount.state.Module).toBe(name);
		expect(mount.state.Module).toBe(MODULE);
		expect(Package.name.endsWith(`hook-dsh-${name}`)).toBe(true);
		await mount.dispose();
		Remove(mount.workspace, mount.home);
	});

	it("reports the package version as the bundle, and exports the whole plugin as default", () => {
		expect(BUNDLE).toBe(Package.version);
		expect(Plugin).toEqual({ name, inject, Config, apply });
		expect(inject).toEqual(["pluginFactory", "tools"]);
	});
});

describe("the config", () => {
	it("has every field of the scheme, with its default", () => {
		expect(Defaults()).toEqual({
			log: true,
			logFile: "~/.dsh/playform/hook-dsh-replay-suggester.log",
			enabled: true,
			threshold: 0.75,
			maxCandidates: 7,
			maxNoteChars: 1200,
			cooldownCalls: 6,
			maxNotesPerTurn: 3,
			intents: [],
			emitOn: ["bash", "edit", "glob", "grep", "read", "write"],
			exclude: ["node_modules", "Target", ".git", "dist"],
			historyPath: "~/.dsh/replay-suggester/history.json",
			learnWindow: 2,
			recordPath: "~/.dsh/replay-suggester/replay_history.json",
			historyDepth: 4000,
			recall: "blend",
			fallback: "folder",
		});
	});

	it("makes every field volatile but the two store paths", () => {
		const config = Config({}) as Record<string, unknown>;
		const plain = Object.keys(config).filter(
			(key) => typeof (config[key] as { get?: unknown })?.get !== "function",
		);
		expect(plain.sort()).toEqual(["historyPath", "recordPath"]);
	});

	it("ships the patch row switched off, with every field", () => {
		expect(Package.dsh).toEqual({ bundle: { patch: "./cordis.patch.yml" } });
		const rows = parse(readFileSync(new URL("../cordis.patch.yml", import.meta.url), "utf8"));
		const row = rows[0].insert[0];
		expect(row.name).toBe(Package.name);
		expect(row.config.enabled).toBe(false);
		expect({ ...row.config, enabled: true }).toEqual(Defaults());
	});

	it("is validated fail-loud at apply, naming the field", () => {
		const base = Defaults();
		// the messages are the schema's own (the core's shared rules and this plugin's), prefixed with the module
		const cases: [string, unknown, RegExp][] = [
			["threshold", 2, /\$\.threshold expected number <= 1 but got 2/],
			["threshold", Number.NaN, /\$\.threshold expected a finite number/],
			["maxCandidates", 0, /\$\.maxCandidates expected number >= 1 but got 0/],
			["maxNoteChars", 1.5, /\$\.maxNoteChars/],
			["maxNoteChars", 199, /\$\.maxNoteChars expected number >= 200 but got 199/],
			["cooldownCalls", -1, /\$\.cooldownCalls/],
			["maxNotesPerTurn", "3", /\$\.maxNotesPerTurn/],
			["intents", "Repeat", /\$\.intents expected array but got Repeat/],
			["intents", ["Repeat", "Nope"], /\$\.intents names no pack intent: "Nope" \(known: Repeat\)/],
			["emitOn", [1], /\$\.emitOn/],
			["exclude", null, /\$\.exclude expected a value but got null/],
			["historyPath", "", /\$\.historyPath expect string to match/],
			["learnWindow", -2, /\$\.learnWindow/],
			["recordPath", " ", /\$\.recordPath/],
			["historyDepth", 0, /\$\.historyDepth expected number >= 1 but got 0/],
			["historyDepth", 100001, /\$\.historyDepth expected number <= 100000 but got 100001/],
			["recall", "rose", /\$\.recall expected "episode" \| "cochange" \| "blend" but got "rose"/],
			["fallback", true, /\$\.fallback/],
			["enabled", "yes", /\$\.enabled expected boolean/],
		];
		for (const [field, value, message] of cases) {
			expect(() => ValidateConfig({ ...base, [field]: value })).toThrow(message);
		}
		const { ctx } = FakeContext({ tools: false });
		expect(() => apply(ctx as never, { ...base, threshold: CellOf(7) } as never)).toThrow(
			/^replay-suggester: \$\.threshold/,
		);
	});

	it("rejects an out-of-range value in the schema too (the loader's first line)", () => {
		expect(() => Config({ historyDepth: 0 })).toThrow(/historyDepth/);
		expect(() => Config({ recall: "rose" as never })).toThrow(/recall/);
	});
});

describe("volatile updates", () => {
	let mount: Mounted | undefined;
	afterEach(async () => {
		if (mount) {
			await mount.dispose();
			Remove(mount.workspace, mount.home);
		}
	});

	it("land on the next call without a remount", async () => {
		const enabled = CellOf(true);
		const threshold = CellOf(0.75);
		const intents = CellOf<string[]>([]);
		mount = await Mount({ enabled, threshold, intents, cooldownCalls: 0, recall: "episode" });
		await mount.call("read", { file_path: "src/a.ts" });
		threshold.set(0.9);
		mount.volatile([["threshold"]]);
		await mount.call("read", { file_path: "src/b.ts" });
		expect(mount.state.Lines.at(-1)).toBe("abstained ambiguous Repeat 0.77");
		threshold.set(0.75);
		intents.set(["Unknown"]);
		const before = mount.state.Lines.length;
		await mount.call("read", { file_path: "src/c.ts" });
		// no enabled intent: recorded, then silent
		expect(mount.state.Lines.slice(before)).toEqual(["recorded src/c.ts (3 in store)"]);
		intents.set(["replay/Repeat"]);
		expect((await mount.call("read", { file_path: "src/d.ts" })).candidates.length).toBeGreaterThan(0);
		enabled.set(false);
		mount.volatile([["enabled"]]);
		expect(mount.state.Lines.at(-1)).toBe("disabled (enabled=false)");
		const decision = { kind: "accept" as const };
		expect((await mount.call("read", { file_path: "src/e.ts" }, { next: async () => decision })).decision).toBe(
			decision,
		);
		enabled.set(true);
		mount.volatile([["enabled"]]);
		expect(mount.state.Lines.at(-1)).toBe("activated (bundle 0.2.1, intents 1, threshold 0.75, history 4000)");
	});

	it("shrinks the mirror and the store when historyDepth drops", async () => {
		const depth = CellOf(32);
		mount = await Mount({ historyDepth: depth });
		for (const file of ["a", "b", "c", "d"]) await mount.call("read", { file_path: `docs/${file}.md` });
		depth.set(2);
		mount.volatile([["historyDepth"]]);
		await mount.state.Flush();
		expect(mount.state.History.map((entry) => entry.path)).toEqual(["docs/d.md", "docs/c.md"]);
		const stored = JSON.parse(readFileSync(join(mount.home, "replay_history.json"), "utf8"));
		expect(stored.entries.map((entry: { seq: number }) => entry.seq)).toEqual([4, 3]);
	});
});

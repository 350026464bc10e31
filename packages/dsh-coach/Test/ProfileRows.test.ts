import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { HMR_ROW, ProfileRows, RowsById, WithOverrides } from "../Source/Function/ProfileRows";

const rows = [
	{
		id: "hook-dsh-tool-coach",
		name: "@playform/hook-dsh-tool-coach",
		config: { enabled: true, threshold: 3, judgeTools: ["bash", "pwsh"], enforce: "off" },
	},
	{
		id: "hook-dsh-search-suggester",
		name: "@playform/hook-dsh-search-suggester",
		config: { enabled: false, threshold: 0.75 },
	},
];
const TEMPLATE = "# Your patch layer for this dsh profile\n[]\n";

describe("dsh-coach profile add: the profile's patch layer", () => {
	it("turns dsh's empty template into one id-targeted row per plugin, the hmr overlay first", () => {
		const text = ProfileRows(TEMPLATE, {
			rows,
			bundled: [],
			enable: ["hook-dsh-search-suggester"],
			hmrWorkaround: true,
		});
		expect(text.startsWith("# Your patch layer for this dsh profile\n")).toBe(true);
		expect(text).toContain("judgeTools: [ bash, pwsh ]");
		expect(parse(text)).toEqual([
			HMR_ROW,
			{ id: "hook-dsh-tool-coach", config: rows[0].config },
			{ id: "hook-dsh-search-suggester", config: { enabled: true, threshold: 0.75 } },
		]);
	});

	it("is idempotent: a second run changes nothing", () => {
		const once = ProfileRows(TEMPLATE, {
			rows,
			bundled: [],
			enable: ["hook-dsh-search-suggester"],
			hmrWorkaround: true,
		});
		expect(
			ProfileRows(once, { rows, bundled: [], enable: ["hook-dsh-search-suggester"], hmrWorkaround: true }),
		).toBe(once);
	});

	it("keeps the user's own rows and edits, forcing only enabled where asked", () => {
		const mine = [
			"# my settings",
			"- id: hook-dsh-tool-coach",
			"  config: { threshold: 5, enforce: write } # stricter",
			"- id: hook-dsh-search-suggester",
			"  config:",
			"    threshold: 0.9",
			"- id: some-other-row",
			"  disabled: true",
			"",
		].join("\n");
		const text = ProfileRows(mine, {
			rows,
			bundled: [],
			enable: ["hook-dsh-search-suggester"],
			hmrWorkaround: false,
		});
		expect(text).toContain("# my settings");
		expect(text).toContain("# stricter");
		expect(parse(text)).toEqual([
			{ id: "hook-dsh-tool-coach", config: { threshold: 5, enforce: "write" } },
			{ id: "hook-dsh-search-suggester", config: { threshold: 0.9, enabled: true } },
			{ id: "some-other-row", disabled: true },
		]);
	});

	it("turns the old README's inserts of our ids into rows (the bundles insert them now), keeping their config and other inserts", () => {
		const old = [
			"- insert:",
			"    - id: lib-dsh-core",
			"      name: '@playform/lib-dsh-core'",
			"    - id: hook-dsh-tool-coach",
			"      name: '@playform/hook-dsh-tool-coach'",
			"      config: { enforce: 'all' }",
			"    - id: my-plugin",
			"      name: my-plugin",
			"",
		].join("\n");
		const text = ProfileRows(old, {
			rows,
			bundled: ["lib-dsh-core", "lib-dsh-core-workspace-graph"],
			enable: [],
			hmrWorkaround: false,
		});
		const parsed = parse(text);
		expect(parsed[0]).toEqual({ insert: [{ id: "my-plugin", name: "my-plugin" }] });
		expect(parsed).toContainEqual({ id: "hook-dsh-tool-coach", config: { ...rows[0].config, enforce: "all" } });
		expect(parsed.filter((row: { insert?: unknown }) => row.insert !== undefined)).toHaveLength(1);
		expect(text).not.toContain("lib-dsh-core");
	});

	it("leaves a user's own hmr row alone and refuses a file that is not a list", () => {
		const text = ProfileRows("- id: hmr\n  config: { root: [src] }\n", {
			rows: [],
			bundled: [],
			enable: [],
			hmrWorkaround: true,
		});
		expect(parse(text)).toEqual([{ id: "hmr", config: { root: ["src"] } }]);
		expect(() => ProfileRows("a: 1\n", { rows, bundled: [], enable: [], hmrWorkaround: false })).toThrow(
			/YAML list/,
		);
		expect(() => ProfileRows("- [\n", { rows, bundled: [], enable: [], hmrWorkaround: false })).toThrow(
			/not valid YAML/,
		);
	});
});

describe("dsh-coach profile add: the workspace overrides and the dump", () => {
	it("adds an override and keeps dsh's settings", () => {
		const text = WithOverrides("packages:\n  - .\n\nnodeLinker: hoisted\nautoInstallPeers: false\n", {
			"@playform/lib-dsh-core": "file:./tarballs/core.tgz",
		});
		expect(parse(text)).toEqual({
			packages: ["."],
			nodeLinker: "hoisted",
			autoInstallPeers: false,
			overrides: { "@playform/lib-dsh-core": "file:./tarballs/core.tgz" },
		});
		expect(parse(WithOverrides(text, { "@playform/lib-dsh-core": "file:./tarballs/new.tgz" })).overrides).toEqual({
			"@playform/lib-dsh-core": "file:./tarballs/new.tgz",
		});
	});

	it("counts the rows of a composed tree by id, through dsh's !!js values and groups", () => {
		const dump = [
			"# == @deepseek-ai/dsh-base",
			"- id: session-persistence-jsonl",
			"  name: '@deepseek-ai/dsh-session-persistence-jsonl'",
			"  config:",
			"    root: !!js dshHomePath('sessions')",
			"- id: group",
			"  name: group",
			"  config:",
			"    - id: hook-dsh-tool-coach",
			"      name: '@playform/hook-dsh-tool-coach'",
			"- id: hook-dsh-tool-coach",
			"  name: '@playform/hook-dsh-tool-coach'",
		].join("\n");
		const found = RowsById(dump, ["hook-dsh-tool-coach", "lib-dsh-core"]);
		expect(found.get("hook-dsh-tool-coach")).toHaveLength(2);
		expect(found.get("lib-dsh-core")).toHaveLength(0);
	});
});

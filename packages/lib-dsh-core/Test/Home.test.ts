import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveDshHome } from "@deepseek-ai/dsh-home-paths";

import { Append, DshHome, ExpandHome, LogConfig, PackFiles, State } from "../Source/Library";
import Schema from "@deepseek-ai/schemastery";

const temp = () => mkdtempSync(join(tmpdir(), "core-home-"));
const saved = process.env.DSH_HOME;
afterEach(() => {
	if (saved === undefined) delete process.env.DSH_HOME;
	else process.env.DSH_HOME = saved;
});

describe("the harness home", () => {
	it("is resolved by dsh's own rule for every kind of $DSH_HOME", () => {
		const cases: (string | undefined)[] = [
			undefined,
			"",
			"   ",
			"/srv/dsh-home",
			"~",
			"~/elsewhere/.dsh",
			"relative/home",
			"/srv/x/../y",
		];
		for (const value of cases) {
			const env = value === undefined ? {} : { DSH_HOME: value };
			expect(DshHome(env), JSON.stringify(value)).toBe(resolveDshHome(undefined, env));
		}
	});

	it("places ~/.dsh and $DSH_HOME paths in it and leaves other paths alone", () => {
		const home = temp();
		const env = { DSH_HOME: "/srv/dsh" };
		expect(ExpandHome("~/.dsh/playform/x.log", home, env)).toBe("/srv/dsh/playform/x.log");
		expect(ExpandHome("~/.dsh", home, env)).toBe("/srv/dsh");
		expect(ExpandHome("$DSH_HOME/a/b.json", home, env)).toBe("/srv/dsh/a/b.json");
		expect(ExpandHome("${DSH_HOME}/a", home, env)).toBe("/srv/dsh/a");
		expect(ExpandHome("~/.dshrc", home, env)).toBe(join(home, ".dshrc"));
		expect(ExpandHome("~/notes/x.log", home, env)).toBe(join(home, "notes/x.log"));
		expect(ExpandHome("/abs/x.log", home, env)).toBe("/abs/x.log");
		expect(ExpandHome("~/.dsh/playform/x.log", home, {})).toBe(join(home, ".dsh/playform/x.log"));
		expect(ExpandHome("~/.dsh/playform/x.log", home, { DSH_HOME: " " })).toBe(join(home, ".dsh/playform/x.log"));
	});

	it("moves a default ledger and the user pack layer with $DSH_HOME", () => {
		const dshHome = temp();
		process.env.DSH_HOME = dshHome;
		const config = Schema.object(LogConfig("home-probe"))({}) as any;
		const state = State({ on: () => undefined, get: () => undefined } as any, config, {
			module: "home-probe",
			fields: ["log", "logFile"],
		});
		Append(state, "probe");
		const file = join(dshHome, "playform", "home-probe.log");
		expect(readFileSync(file, "utf8")).toMatch(/home-probe: probe\n$/);
		expect(existsSync(join(homedir(), ".dsh", "playform", "home-probe.log"))).toBe(
			resolve(homedir(), ".dsh") === resolve(dshHome),
		);
		expect(PackFiles("/work/repo").at(-1)).toBe(join(dshHome, "playform", "workspaces", "repo.yml"));
	});
});

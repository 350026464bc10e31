import { describe, expect, it } from "vitest";

import { CoachSession } from "../Source/Host/CoachSession";
import { Host } from "../Source/Host/Host";
import { MemoryDomainFacility } from "../Source/Host/MemoryDomain";
import { FileName, HostConfig, LoadPlugins, PluginConfigs } from "../Source/Host/Plugins";
import { ShippedConfigs } from "../Source/Host/Shipped";
import { DSH_TOOLS } from "../Source/Variable/DshTools";
import { PLUGIN_PACKAGES, TOOL_COACH } from "../Source/Variable/Plugins";

const Coach = async (overrides: Record<string, unknown> = {}) => {
	const { loaded } = await LoadPlugins([TOOL_COACH]);
	const [setup] = PluginConfigs(loaded, {
		shipped: ShippedConfigs([TOOL_COACH]),
		suggesters: false,
		log: false,
		overrides: { [TOOL_COACH]: overrides },
	});
	return new CoachSession({ plugins: [setup], schemas: DSH_TOOLS, cwd: "/nowhere", id: "unit" });
};

describe("the in-process host", () => {
	it("runs the real coach's five listeners over a plain bus, with the core's factory", async () => {
		const session = await Coach();
		for (const event of [
			"tools/pre-execute",
			"tools/post-execute",
			"agent/pre-step",
			"system-prompt/assemble",
			"tools/change",
		])
			expect(session.host.count(event)).toBe(1);
		expect(session.ledger()[0]).toEqual({
			module: "hook-dsh-tool-coach",
			message: expect.stringMatching(/^activated \(bundle 0\.2\.1, threshold=3\/8/),
		});
		const outcomes = [];
		for (const file of ["a", "b", "c"]) outcomes.push(await session.call("bash", { command: `cat ${file}.ts` }));
		expect(outcomes.map((outcome) => outcome.notices.length)).toEqual([0, 0, 1]);
		expect(outcomes[2].notices[0]).toMatchObject({ kind: "tool-coach", summary: "bash read × 3" });
		// The note names dsh's own tool, from the registry snapshot.
		expect(outcomes[2].notices[0].text).toContain(
			"Use `read` instead: Read a UTF-8 text file and return line-numbered content.",
		);
		expect(outcomes[2].lines.map((line) => line.message)).toEqual([
			expect.stringMatching(/^offense bash read /),
			"strike 3/3 bash read -> note read",
		]);
	});

	it("before(): a deny also runs post-execute, so the denied call is counted as in dsh", async () => {
		const session = await Coach({ enforce: "write" });
		let denied;
		for (let index = 0; index < 7; index++) {
			denied = await session.before("bash", { command: `sed -i s/a/b/ f${index}` });
			if (denied.denied === undefined)
				await session.after(
					"bash",
					{ command: `sed -i s/a/b/ f${index}` },
					{ isError: false, content: [{ type: "text", text: "" }] },
				);
		}
		expect(denied!.denied).toMatch(/^Denied by tool-coach/);
		expect(denied!.lines.map((line) => line.message)).toEqual([
			expect.stringMatching(/^denied bash write /),
			expect.stringMatching(/^offense bash write /),
		]);
		const handle = session.plugins[0].mounted.handle as { Export(agent: object): { calls: number } };
		expect(handle.Export(session.agent).calls).toBe(7);
	});

	it("a hook host offers no tool registration; a replay host does", () => {
		expect(
			typeof (new Host({ schemas: [], registerTools: false }).ctx.tools as { register?: unknown }).register,
		).toBe("undefined");
		expect(typeof (new Host({ schemas: [] }).ctx.tools as { register?: unknown }).register).toBe("function");
	});

	it("adjusts a shipped config for a host: suggesters switched, files redirected, overrides last", () => {
		const shipped = ShippedConfigs(PLUGIN_PACKAGES);
		expect(shipped["@playform/hook-dsh-search-suggester"].enabled).toBe(false);
		const config = HostConfig(
			"@playform/hook-dsh-replay-suggester",
			{
				shipped,
				suggesters: true,
				folder: "/x",
				log: false,
				overrides: { "@playform/hook-dsh-replay-suggester": { threshold: 0.9 } },
			},
			new Set(["logFile", "recordPath"]),
		);
		expect(config).toMatchObject({
			enabled: true,
			log: false,
			logFile: "/x/hook-dsh-replay-suggester.log",
			recordPath: "/x/hook-dsh-replay-suggester.recordPath.json",
			threshold: 0.9,
		});
		expect(config.historyPath).toBe(shipped["@playform/hook-dsh-replay-suggester"].historyPath);
		expect(FileName("@playform/hook-dsh-tool-coach", "logFile")).toBe("hook-dsh-tool-coach.log");
	});
});

describe("the in-memory storage domain", () => {
	it("keeps JSON copies, and a snapshot restores it", async () => {
		const facility = new MemoryDomainFacility();
		const domain = await facility.open({ name: "replay_history", global: { initial: { n: 0 } } });
		const value = { seq: 1, path: "a" };
		await domain.table("history").put("1", value);
		value.path = "changed";
		expect(domain.table("history").get("1")).toEqual({ seq: 1, path: "a" });
		await domain.global.set({ n: 2 });
		await domain.table("history").put("2", { seq: 2 });
		await domain.table("history").delete("2");
		const restored = new MemoryDomainFacility(JSON.parse(JSON.stringify(facility.snapshot())));
		const again = await restored.open({ name: "replay_history" });
		expect([...again.table("history").entries()]).toEqual([["1", { seq: 1, path: "a" }]]);
		expect(again.global.get()).toEqual({ n: 2 });
	});
});

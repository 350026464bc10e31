// The rows of SCHEME.md "Departures" that no other unit covers: what an entry carries beyond seed 004's fields, and
// the per-agent ring's own bound beside the mirror's `historyDepth`.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FakeContext } from "@playform/testkit";
import Plugin, { Config } from "../Target/Library.js";
import type { ReplayHandle } from "../Target/Library.js";
import { Mount, Remove, Scratch, Workspace } from "./Mount";
import type { Mounted } from "./Mount";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("seed 004 departures", () => {
	it("an entry carries the user turn it ran in and a tag of its workspace (12 hex, never the path)", async () => {
		const mount: Mounted = await Mount({});
		cleanups.push(
			() => Remove(mount.workspace, mount.home),
			() => mount.dispose(),
		);
		await mount.userTurn();
		await mount.call("read", { file_path: "src/a.ts" });
		await mount.userTurn();
		await mount.call("read", { file_path: "src/b.ts" });
		const [second, first] = mount.state.History;
		expect([first!.path, second!.path]).toEqual(["src/a.ts", "src/b.ts"]);
		expect(second!.turn).toBe(first!.turn! + 1);
		expect(first!.workspace).toMatch(/^[0-9a-f]{12}$/);
		expect(second!.workspace).toBe(first!.workspace);
		expect(JSON.stringify(mount.state.History)).not.toContain(mount.workspace);
		// the outcome is the post-execute decision's kind (the seed's example shows pre-execute's `allow`)
		expect(first!.outcome).toBe("accept");
		await mount.call("read", { file_path: "src/c.ts" }, { next: async () => ({ kind: "block", feedback: "no" }) });
		expect(mount.state.History[0]!.outcome).toBe("block");
	});

	it("the per-agent ring keeps at most 32 entries while the mirror keeps historyDepth", async () => {
		const workspace = Workspace();
		const home = Scratch("home");
		cleanups.push(() => Remove(workspace, home));
		const fake = FakeContext({ tools: false });
		cleanups.push(() => fake.dispose());
		Plugin.apply(
			fake.ctx as never,
			{
				...Config({}),
				enabled: true,
				logFile: join(home, "replay.log"),
				historyPath: join(home, "history.json"),
				recordPath: join(home, "replay_history.json"),
			} as never,
		);
		const handle = (fake.ctx as { __hookDshReplaySuggesterState?: ReplayHandle }).__hookDshReplaySuggesterState!;
		await handle.State.Opened;
		const agent = { session: { header: { cwd: workspace } } };
		for (let index = 0; index < 40; index++)
			await fake.post({ name: "read", arguments: { file_path: `src/f${index}.ts` }, agent, callId: `c${index}` });
		expect(handle.State.History).toHaveLength(40);
		const ring = (handle.Export(agent) as { History: { path: string }[] }).History;
		expect(ring).toHaveLength(32);
		expect(ring[0]!.path).toBe("src/f39.ts");
	});
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { Mount, Remove } from "./Mount";
import type { Mounted } from "./Mount";

let mount: Mounted | undefined;
afterEach(async () => {
	if (mount) {
		await mount.dispose();
		Remove(mount.workspace, mount.home);
		mount = undefined;
	}
});

describe("hostile payloads never throw out of a listener", () => {
	it("returns the downstream decision itself for anything it cannot use", async () => {
		mount = await Mount();
		const hostile: [string, unknown][] = [
			["read", null],
			["read", 42],
			["read", { file_path: 42 }],
			["read", { file_path: "" }],
			["read", { file_path: "\u0000/\u0000" }],
			["bash", { command: ["cat", "x.ts"] }],
			["bash", { command: "\\" }],
			["bash", { command: "'unterminated \"quote" }],
			["bash", { command: `cat ${"a/".repeat(20000)}b.ts` }],
			["bash", { command: "<<".repeat(5000) }],
			["grep", { pattern: { $gt: 1 }, path: ["x"] }],
			["glob", Object.create(null)],
			["unknown-tool", { file_path: "src/a.ts" }],
		];
		for (const [name, args] of hostile) {
			const decision = { kind: "accept" as const, content: [{ type: "text", text: "kept" }] };
			const called = await mount.call(name, args, { next: async () => decision });
			expect(called.decision === decision || called.decision.content === decision.content).toBe(true);
		}
		const step = { kind: "enter", messages: [] };
		for (const payload of [undefined, null, { messages: "x" }, { agent: 5, messages: [null] }]) {
			expect(await (mount as any).userTurn(payload?.agent, payload?.messages)).toMatchObject({ kind: "enter" });
		}
		expect(step.kind).toBe("enter");
	});

	it("passes a call through, unrecorded, when the storage never answers the open", async () => {
		vi.useFakeTimers();
		try {
			const silent = { open: () => new Promise(() => undefined) };
			// never disposed: its close would wait for the open forever
			const stuck = await Mount({}, { services: { storageDomain: silent }, open: false });
			const decision = { kind: "accept" as const };
			const pending = stuck.call("read", { file_path: "src/a.ts" }, { next: async () => decision });
			await vi.advanceTimersByTimeAsync(2000);
			expect((await pending).decision).toBe(decision);
			expect(stuck.state.Lines.some((line) => line.startsWith("recorded"))).toBe(false);
			Remove(stuck.workspace, stuck.home);
		} finally {
			vi.useRealTimers();
		}
	});

	it("returns the decision untouched when its own state breaks", async () => {
		mount = await Mount();
		await mount.call("read", { file_path: "src/a.ts" });
		(mount.state as any).Seed = null;
		const decision = { kind: "accept" as const };
		const called = await mount.call("read", { file_path: "src/b.ts" }, { next: async () => decision });
		expect(called.decision).toBe(decision);
	});

	it("prepends its one notice and keeps the downstream decision's content and contexts", async () => {
		mount = await Mount();
		await mount.call("read", { file_path: "src/b.ts" });
		await mount.call("read", { file_path: "src/a.ts" });
		const theirs = { role: "user", content: [{ type: "text", text: "theirs" }] };
		const blocked = {
			kind: "block" as const,
			feedback: [{ type: "text", text: "no" }],
			additionalContexts: [theirs],
		};
		const called = await mount.call("read", { file_path: "src/b.ts" }, { next: async () => blocked });
		// src/b.ts came with src/a.ts in this turn before: the blended recall names it
		expect(called.decision.kind).toBe("block");
		expect(called.decision.feedback).toBe(blocked.feedback);
		expect(called.decision.additionalContexts).toHaveLength(2);
		expect(called.decision.additionalContexts[1]).toBe(theirs);
		const notice = called.decision.additionalContexts[0];
		expect(notice.role).toBe("user");
		expect(notice.source).toEqual({
			kind: "replay-suggester",
			form: "notice",
			summary: "replay: src/a.ts came with src/b.ts before",
		});
		expect(called.candidates).toEqual(["src/a.ts"]);
	});

	it("bounds the note by maxNoteChars and the candidates by maxCandidates", async () => {
		// 200 is the smallest cap the shared settings accept; long names overflow it
		mount = await Mount({
			maxNoteChars: 200,
			maxCandidates: 2,
			learnWindow: 5,
			cooldownCalls: 0,
			maxNotesPerTurn: 10,
		});
		for (const file of ["a", "b", "c", "d"]) await mount.call("read", { file_path: `src/${file.repeat(60)}.ts` });
		const called = await mount.call("read", { file_path: `src/${"a".repeat(60)}.ts` });
		expect(called.text.length).toBeLessThanOrEqual(200);
		expect(called.text, called.text).toMatch(/…$/);
		expect(mount.state.Lines.at(-1)).toMatch(/^suggest Repeat 2 candidates 0\.77 call /);
	});

	it("never suggests an excluded path", async () => {
		mount = await Mount();
		await mount.call("read", { file_path: "src/node_modules/x.ts" });
		await mount.call("read", { file_path: "src/node_modules/y.ts" });
		await mount.call("read", { file_path: "src/node_modules/x.ts" });
		expect(mount.state.Lines.at(-1)).toBe("abstained no-companions Repeat 0.77");
	});
});

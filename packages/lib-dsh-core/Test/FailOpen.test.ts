import { describe, expect, it } from "vitest";
import { FailOpen, FailOpenEvent, State } from "../Source/Library";

// Test events, typed the way the harness and the plugins declare theirs.
declare module "@deepseek-ai/cordis" {
	interface Events {
		"test/waterfall"(
			name: string,
			next: () => Promise<{ kind: string; n?: number }>,
		): Promise<{ kind: string; n?: number }>;
		"test/other"(
			name: string,
			next: () => Promise<{ kind: string; n?: number }>,
		): Promise<{ kind: string; n?: number }>;
		"test/plain"(n?: number): void;
	}
}

const Bare = () => State(undefined, { log: false }, { module: "test" });

describe("FailOpen", () => {
	it("runs next() first and answers with what the work returns", async () => {
		const order: string[] = [];
		const listener = FailOpen(Bare(), "test/waterfall", (decision, name) => {
			order.push(`work ${name} ${decision.kind}`);
			return { ...decision, n: 1 };
		});
		const answer = await listener("bash", async () => {
			order.push("next");
			return { kind: "accept" };
		});
		expect(answer).toEqual({ kind: "accept", n: 1 });
		expect(order).toEqual(["next", "work bash accept"]);
	});

	it("keeps the downstream decision when the work returns nothing", async () => {
		const decision = { kind: "enter" };
		const listener = FailOpen(Bare(), "test/waterfall", () => undefined);
		expect(await listener("bash", async () => decision)).toBe(decision);
	});

	it("hands the decision back untouched on a throw or a rejection, with one fault line per distinct reason", async () => {
		const state = Bare();
		const decision = { kind: "allow" };
		const thrower = FailOpen(state, "test/waterfall", () => {
			throw new Error("boom");
		});
		const rejecter = FailOpen(state, "test/other", async () => {
			throw Object.assign(new Error("gone"), { code: "ENOENT" });
		});
		expect(await thrower("bash", async () => decision)).toBe(decision);
		expect(await thrower("bash", async () => decision)).toBe(decision);
		expect(await rejecter("bash", async () => decision)).toBe(decision);
		expect(state.Lines).toEqual([
			"fault test/waterfall -> passthrough (boom)",
			"fault test/other -> passthrough (ENOENT: gone)",
		]);
	});

	it("lets a fault of next() itself through (the chain's own failure is not ours to hide)", async () => {
		const listener = FailOpen(Bare(), "test/waterfall", (decision) => decision);
		await expect(listener("bash", async () => Promise.reject(new Error("downstream")))).rejects.toThrow(
			"downstream",
		);
	});
});

describe("FailOpenEvent", () => {
	it("runs a plain listener and turns its throw into the fault line", () => {
		const state = Bare();
		const seen: number[] = [];
		FailOpenEvent(state, "test/plain", (n) => void seen.push(n ?? 0))(4);
		FailOpenEvent(state, "test/plain", () => {
			throw new Error("stale");
		})();
		expect(seen).toEqual([4]);
		expect(state.Lines).toEqual(["fault test/plain -> passthrough (stale)"]);
	});
});

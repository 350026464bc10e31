import { describe, expect, it } from "vitest";
import { AgentStore, ImportCount, ImportNumbers, ImportStrings, OpensUserTurn, TurnBoundary } from "../Source/Library";

interface Memory {
	calls: number;
	seen: string[];
}

const Store = () =>
	AgentStore<Memory>({
		New: () => ({ calls: 0, seen: [] }),
		Export: (memory) => ({ calls: memory.calls, seen: [...memory.seen] }),
		Import: (data) => {
			const raw = (data ?? {}) as Record<string, unknown>;
			return { calls: ImportCount(raw.calls), seen: ImportStrings(raw.seen, 2) };
		},
	});

describe("AgentStore", () => {
	it("keeps one memory per agent object and one shared by the calls outside the loop", () => {
		const store = Store();
		const agent = {};
		store.Of(agent).calls = 3;
		store.Of(undefined).calls = 5;
		expect(store.Of(agent).calls).toBe(3);
		expect(store.Of("not an agent").calls).toBe(5);
		expect(store.Peek(agent)?.calls).toBe(3);
		expect(store.Peek()?.calls).toBe(5);
		expect(store.Peek({})).toBeUndefined();
	});

	it("answers an assembly with its scope's memory, or the last used one when it has no scope", () => {
		const store = Store();
		const first = {};
		const second = {};
		store.Of(first).calls = 1;
		store.Of(second).calls = 2;
		expect(store.ForScope(first)?.calls).toBe(1);
		expect(store.ForScope(undefined)?.calls).toBe(2);
		expect(store.ForScope({})).toBeUndefined();
		expect(store.ForScope(null)).toBeUndefined();
	});

	it("exports JSON and imports it back for another agent object, bounded by the plugin's reader", () => {
		const store = Store();
		const agent = {};
		expect(store.Export(agent)).toBeUndefined();
		Object.assign(store.Of(agent), { calls: 4, seen: ["a", "b"] });
		const json = JSON.parse(JSON.stringify(store.Export(agent)));
		const next = Store();
		const later = {};
		next.Import(later, { ...json, seen: ["a", 7, "b", "c"] });
		expect(next.Of(later)).toEqual({ calls: 4, seen: ["a", "b"] });
		next.Import(undefined, "garbage");
		expect(next.Peek()).toEqual({ calls: 0, seen: [] });
	});
});

describe("import readers", () => {
	it("take only finite, non-negative counts, strings, and finite numbers", () => {
		expect([
			ImportCount(3),
			ImportCount(-1),
			ImportCount(Number.NaN),
			ImportCount("3"),
			ImportCount(Infinity),
		]).toEqual([3, 0, 0, 0, 0]);
		expect(ImportStrings(["a", 1, "b", null, "c"], 2)).toEqual(["a", "b"]);
		expect(ImportStrings("a", 2)).toEqual([]);
		expect(ImportNumbers({ a: 1, b: "2", c: Number.NaN, d: -4 })).toEqual([
			["a", 1],
			["d", -4],
		]);
		expect(ImportNumbers([1, 2])).toEqual([]);
		expect(ImportNumbers(null)).toEqual([]);
	});
});

describe("turn boundary", () => {
	it("tells the first turn, a new turn, and the same turn apart", () => {
		expect(TurnBoundary(undefined, 1)).toBe("first");
		expect(TurnBoundary(1, 2)).toBe("new");
		expect(TurnBoundary(2, 2)).toBeUndefined();
		expect(TurnBoundary(2, undefined)).toBeUndefined();
		expect(TurnBoundary(2, "3")).toBeUndefined();
	});

	it("opens a user turn only when the last message entering the step is the user's", () => {
		const user = { role: "user", source: { kind: "user" } };
		const notice = { role: "user", source: { kind: "notice" } };
		expect(OpensUserTurn([notice, user])).toBe(true);
		expect(OpensUserTurn([user, notice])).toBe(false);
		expect(OpensUserTurn([user, { role: "tool" }])).toBe(false);
		expect(OpensUserTurn([])).toBe(false);
		expect(OpensUserTurn(undefined)).toBe(false);
	});
});

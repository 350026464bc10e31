import { describe, expect, it } from "vitest";
import { ListenerBus } from "../Source/Library";

describe("ListenerBus (the in-process hosts' one listener bus)", () => {
	it("runs a waterfall in order, each listener's next running the rest, last answering past the end", async () => {
		const bus = ListenerBus();
		const seen: string[] = [];
		bus.on("w", async (value: number, next: () => Promise<number>) => {
			seen.push(`a${value}`);
			return (await next()) + 1;
		});
		bus.on("w", (value: number, next: () => Promise<number>) => {
			seen.push(`b${value}`);
			return next().then((rest) => rest * 10);
		});
		expect(await bus.waterfall("w", [7], () => 2)).toBe(21);
		expect(seen).toEqual(["a7", "b7"]);
		expect(await bus.waterfall("none", [], () => "last")).toBe("last");
	});

	it("removes a listener by its disposer, keeps the event's key, and counts what is left", async () => {
		const bus = ListenerBus();
		const calls: number[] = [];
		const off = bus.on("e", (n: number) => void calls.push(n));
		bus.on("e", (n: number) => void calls.push(n * 100));
		expect(bus.count("e")).toBe(2);
		off();
		bus.emit("e", [3], false);
		expect(calls).toEqual([300]);
		expect(bus.count("e")).toBe(1);
		expect([...bus.listeners.keys()]).toEqual(["e"]);
		expect(bus.count("never")).toBe(0);
	});

	it("contains an emit listener's fault only when asked, and a listener added during an emit waits for the next", () => {
		const bus = ListenerBus();
		const calls: string[] = [];
		bus.on("e", () => {
			calls.push("first");
			bus.on("e", () => void calls.push("late"));
			throw new Error("boom");
		});
		bus.on("e", () => void calls.push("second"));
		bus.emit("e", [], true);
		expect(calls).toEqual(["first", "second"]);
		expect(() => bus.emit("e", [], false)).toThrow("boom");
	});

	it("turns a listener that throws in a waterfall into a rejection", async () => {
		const bus = ListenerBus();
		bus.on("w", () => {
			throw new Error("fault");
		});
		await expect(bus.waterfall("w", [], () => 1)).rejects.toThrow("fault");
	});
});

// The dynamic fetch's fallbacks (seed 000 §4: "any failure gives STATIC_TOOL_LINES + the fetch-failure line";
// `fetchLive: false` is static only, no line). Ours also treats an empty registry as a failure, and the availability
// rule (`AvailableLines`) assumes every tool, silently, when the registry cannot be read.
import { describe, expect, it } from "vitest";
import { AvailableLines, FetchLines } from "../Source/Function/FetchLines";
import type { CoachConfig } from "../Source/Interface/Config";
import { STATIC_TOOL_LINES } from "../Source/Variable/StaticTools";

const live = { fetchLive: true } as CoachConfig;
const Read = [{ name: "read", description: "Read a file. More.", parameters: { properties: { file_path: {} } } }];
const Fetch = (config: CoachConfig, schemas: () => unknown) => {
	const lines: string[] = [];
	return { tools: FetchLines(config, schemas, (line) => lines.push(line)), lines };
};

describe("FetchLines", () => {
	it("reads the registry when it answers", () => {
		expect(Fetch(live, () => Read)).toEqual({
			tools: [{ name: "read", description: "Read a file.", param: "file_path" }],
			lines: [],
		});
	});

	it.each<[string, () => unknown]>([
		[
			"a throw",
			() => {
				throw new Error("down");
			},
		],
		["a non-array", () => ({ read: {} })],
		["an empty registry", () => []],
	])("falls back to the static table on %s, with one ledger line", (_, schemas) => {
		expect(Fetch(live, schemas)).toEqual({
			tools: STATIC_TOOL_LINES,
			lines: ["schema fetch failed -> static fallback"],
		});
	});

	it("with fetchLive false never asks the registry and logs nothing", () => {
		const asked: number[] = [];
		const result = Fetch({ fetchLive: false } as CoachConfig, () => asked.push(1));
		expect(result).toEqual({ tools: STATIC_TOOL_LINES, lines: [] });
		expect(asked).toEqual([]);
	});
});

describe("AvailableLines (the only-existing-tools rule's input)", () => {
	it("is the agent's tools, or undefined (assume all) when not live or unreadable, never a ledger line", () => {
		expect(AvailableLines(live, () => Read)?.map((line) => line.name)).toEqual(["read"]);
		expect(AvailableLines(live, () => [])).toBeUndefined();
		expect(AvailableLines({ fetchLive: false } as CoachConfig, () => Read)).toBeUndefined();
	});
});

// Twin parity with a fake ctx: the Classic and the Effect-TS coach, each mounted on its own fake ctx with the REAL
// core factory, driven in lockstep through the same long session; every step's ledger lines, notes, deny reason
// and sections must be identical, and so must the ledger files (timestamps aside) and the final memories.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as Classic from "@playform/hook-dsh-tool-coach";
import { COACH_SESSION as SESSION, Cells, FakeContext, Plain, SCHEMAS } from "@playform/testkit";
import type { CoachStep as Step } from "@playform/testkit";
import * as Ets from "../Source/Library";

const scratch = mkdtempSync(join(tmpdir(), "ets-parity-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Plugin = { Config: (value: object) => Record<string, unknown>; apply: (ctx: unknown, config: unknown) => void };

/** One twin on its own fake ctx; `Run` turns a step into what the model and the ledger saw. */
const Mount = (plugin: Plugin, label: string) => {
	const fake = FakeContext();
	const values = Plain(plugin.Config as (raw: object) => Record<string, unknown>);
	const logFile = join(scratch, label, "coach.log");
	const cells = Cells({ ...values, logFile });
	plugin.apply(fake.ctx, cells.config);
	const handle = fake.ctx.__hookDshToolCoachState as Classic.CoachHandle;
	let mark = 0;
	let turn = 0;
	const fresh = (): string[] => {
		const lines = handle.State.Lines.slice(mark);
		mark = handle.State.Lines.length;
		return lines;
	};
	const notesOf = (post: { additionalContexts?: { content: { text: string }[]; source: unknown }[] }) =>
		(post.additionalContexts ?? []).map((message) => ({
			text: message.content.map((block) => block.text).join(""),
			source: message.source,
		}));
	const call = async (tool: string, args: Record<string, unknown>) => {
		const { pre, post } = await fake.call(tool, args);
		return { pre: pre.kind, reason: pre.reason, notes: notesOf(post), post: post.kind };
	};
	const Run = async (step: Step): Promise<Record<string, unknown>> => {
		let seen: Record<string, unknown> = {};
		if (step.do === "call") seen = await call(step.tool, { command: step.command, description: "parity" });
		if (step.do === "cyclic") {
			const args: Record<string, unknown> = { command: step.command };
			args.self = args;
			seen = await call("bash", args);
		}
		if (step.do === "update") {
			for (const [key, value] of Object.entries(step.config)) cells.set(key, value);
			fake.emit(
				"loader/volatile-update",
				Object.keys(step.config).map((key) => [key]),
			);
			seen = { suspended: handle.Suspended };
		}
		if (step.do === "assemble") {
			const out = await fake.assemble({ sections: [{ name: "persona", text: "p" }] }, { scope: fake.agent });
			seen = { sections: out.sections };
		}
		if (step.do === "turn") {
			await fake.preStep({ agent: fake.agent, turn: ++turn, messages: [] });
			seen = await call("bash", { command: "pwd", description: "parity" });
		}
		if (step.do === "schemas") {
			const without = step.without ?? [];
			fake.setSchemas(
				step.throwing
					? () => {
							throw new Error("registry down");
						}
					: SCHEMAS.filter((schema: { name: string }) => !without.includes(schema.name)),
			);
		}
		if (step.do === "tools-change") fake.emit("tools/change");
		return { ...seen, lines: fresh() };
	};
	const Ledger = () => readFileSync(logFile, "utf8").replace(/^\[[^\]\n]+\] /gm, "[T] ");
	return { Run, Ledger, handle, agent: fake.agent };
};

describe("twin parity, fake ctx", () => {
	it("the same session gives the same ledger, notes, deny reasons and sections, call by call", async () => {
		const classic = Mount(Classic as unknown as Plugin, "classic");
		const ets = Mount(Ets as unknown as Plugin, "ets");
		const records: Record<string, unknown>[] = [];
		for (const [index, step] of SESSION.entries()) {
			const expected = await classic.Run(step);
			const actual = await ets.Run(step);
			expect({ index, step, ...actual }).toEqual({ index, step, ...expected });
			records.push(expected);
		}
		// judged calls = the ladder's own count (the disabled and suspended stretches are not judged)
		const judged = classic.handle.Memory(classic.agent)?.calls ?? 0;
		expect(ets.handle.Memory(ets.agent)?.calls).toBe(judged);
		expect(judged).toBeGreaterThanOrEqual(200);
		expect(ets.Ledger()).toBe(classic.Ledger());
		expect(ets.handle.Export(ets.agent)).toEqual(classic.handle.Export(classic.agent));

		// The session did reach every tier and path it claims to.
		const lines = records.flatMap((record) => record.lines as string[]);
		for (const kind of [
			"offense bash write",
			"offense bash read",
			"offense bash search",
			"offense bash discovery",
			"offense bash control",
			"offense pwsh ",
			"exempt bash ",
			"exempt bash no-tool:read",
			"exempt bash no-tool:grep",
			"strike ",
			"cooldown suppressed",
			"escalated persistent section",
			"persistent section cleared",
			"section rebuilt (ttl",
			"section rebuilt (tools/change)",
			"denied bash write",
			"denied bash read",
			"schema fetch failed -> static fallback",
			"config rejected -> passthrough",
			"disabled (enabled=false)",
			"activated (",
		]) {
			expect(
				lines.some((line) => line.startsWith(kind)),
				kind,
			).toBe(true);
		}
		expect(records.some((record) => (record.notes as unknown[] | undefined)?.length)).toBe(true);
		expect(records.some((record) => (record.sections as unknown[] | undefined)?.length === 2)).toBe(true);
		console.log(
			`fake-ctx parity: ${SESSION.length} steps, ${judged} judged calls, ${lines.length} ledger lines compared`,
		);
	});
});

// Twin parity in the real harness: the Classic and the Effect-TS coach, each loaded BY NAME (after the core) in its
// own bed, driven through the same long session with the real bash tool, the real Loader's volatile updates, the
// real AgentLoop turns and the real system-prompt assembly. Every step's ledger lines (timestamps aside), notes,
// deny reasons and sections must be identical.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defineContentToolFixture } from "@deepseek-ai/dsh-tools";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";
import { COACH_FILES as FILES, COACH_SESSION as SESSION } from "@playform/testkit";
import type { CoachStep as Step } from "@playform/testkit";

const scratch = mkdtempSync(join(tmpdir(), "ets-parity-harness-"));
const beds: TestBed[] = [];
afterAll(async () => {
	await Promise.all(beds.map((bed) => bed.dispose()));
	rmSync(scratch, { recursive: true, force: true });
});

const SectionName = "hook-dsh-tool-coach";
const IsCoachNotice = (message: { source?: unknown }) =>
	(message.source as { kind?: string } | undefined)?.kind === "tool-coach";
const NotesOf = (contexts: readonly { source?: unknown }[] | undefined) =>
	(contexts ?? [])
		.filter(IsCoachNotice)
		.map((message) => ({ text: TextOf(message as never), source: message.source }));

/** A `pwsh` stand-in, registered mid-session: it fires `tools/change` and gives the pwsh path a tool to judge. */
const PwshTool = () =>
	defineContentToolFixture({
		name: "pwsh",
		description: "Run a PowerShell command (a parity stand-in that echoes it).",
		parameters: { command: { type: "string", required: true }, description: { type: "string" } },
		async execute(args) {
			return [{ type: "text", text: `ran ${args.command}` }];
		},
	});

/** One twin in its own bed, with the core loaded first, as a dsh profile mounts it. */
const Start = async (name: string, label: string) => {
	const bed = await Boot({ files: FILES });
	beds.push(bed);
	await bed.load("@playform/lib-dsh-core");
	const logFile = join(scratch, label, "coach.log");
	let config: Record<string, unknown> = { logFile };
	const id = await bed.load(name, config);
	const tools = bed.ctx.tools as unknown as { schemas(scope?: object): unknown };
	const liveSchemas = tools.schemas;
	let mark = 0;
	const ledger = () => readFileSync(logFile, "utf8").replace(/^\[[^\]\n]+\] /gm, "[T] ");
	const fresh = () => {
		const text = ledger();
		const lines = text.slice(mark).split("\n").filter(Boolean);
		mark = text.length;
		return lines;
	};
	fresh();
	const execute = async (tool: string, args: Record<string, unknown>) => {
		try {
			const result = await bed.execute(tool, args);
			return { result, threw: false };
		} catch {
			return { result: undefined, threw: true };
		}
	};
	let lastResult: unknown;
	const Run = async (step: Step): Promise<Record<string, unknown>> => {
		let seen: Record<string, unknown> = {};
		if (step.do === "call" || step.do === "cyclic") {
			const args: Record<string, unknown> = { command: step.command, description: "parity" };
			if (step.do === "cyclic") args.self = args;
			const { result, threw } = await execute(step.do === "call" ? step.tool : "bash", args);
			lastResult = result;
			seen = { threw, isError: result?.isError, notes: NotesOf(result?.additionalContexts) };
		}
		if (step.do === "update") {
			config = { ...config, ...step.config };
			await bed.update(id, config);
		}
		if (step.do === "assemble") {
			try {
				const assembly = await bed.ctx.systemPrompt.assemble({ scope: bed.agent as never });
				seen = { sections: assembly.sections.filter((section) => section.name === SectionName) };
			} catch {
				seen = { assembleThrew: true };
			}
		}
		if (step.do === "turn") {
			const run = await bed.turn("next", [
				[{ name: "bash", arguments: { command: "pwd", description: "parity" } }],
				"ok",
			]);
			seen = {
				notes: run.toolResults.flatMap((result) => NotesOf(result.result.additionalContexts)),
				sectionInPrompt: run.requests.map((request) => String(request.system).includes("## Tool discipline")),
			};
		}
		if (step.do === "schemas") {
			const without = step.without ?? [];
			(tools as { schemas: unknown }).schemas = step.throwing
				? () => {
						throw new Error("registry down");
					}
				: without.length === 0
					? liveSchemas
					: (scope?: object) =>
							(liveSchemas.call(tools, scope) as { name: string }[]).filter(
								(schema) => !without.includes(schema.name),
							);
		}
		if (step.do === "tools-change") bed.ctx.tools.register(PwshTool());
		const lines = fresh();
		// A deny's reason is the error text the model gets; other errors carry command output, which differs per bed.
		if (lines.some((line) => line.includes(": denied ")) && lastResult) seen.reason = TextOf(lastResult as never);
		lastResult = undefined;
		return { ...seen, lines };
	};
	// The handle lives on the plugin's own context: reach it through the Loader's entry.
	const handle = () =>
		(
			bed.ctx.loader.resolve(id).fiber as unknown as {
				ctx: { __hookDshToolCoachState?: { Memory(agent?: object): { calls: number } | undefined } };
			}
		).ctx.__hookDshToolCoachState;
	return { bed, Run, ledger, handle };
};

describe("twin parity in the real harness", () => {
	it("both twins, loaded by name, answer the same session identically, call by call", async () => {
		const classic = await Start("@playform/hook-dsh-tool-coach", "classic");
		const ets = await Start("@playform/ets-hook-dsh-tool-coach", "ets");
		const records: Record<string, unknown>[] = [];
		for (const [index, step] of SESSION.entries()) {
			const expected = await classic.Run(step);
			const actual = await ets.Run(step);
			expect({ index, step, ...actual }).toEqual({ index, step, ...expected });
			records.push(expected);
		}
		expect(ets.ledger()).toBe(classic.ledger());
		const lines = records.flatMap((record) => record.lines as string[]);
		for (const kind of [
			"offense bash write",
			"offense bash read",
			"offense pwsh ",
			"exempt bash ",
			"strike ",
			"cooldown suppressed",
			"escalated persistent section",
			"persistent section cleared",
			"section rebuilt (ttl",
			"section rebuilt (tools/change)",
			"denied bash write",
			"schema fetch failed -> static fallback",
			"config rejected -> passthrough",
			"disabled (enabled=false)",
		]) {
			expect(
				lines.some((line) => line.includes(kind)),
				kind,
			).toBe(true);
		}
		expect(
			records.filter(
				(record) => typeof record.reason === "string" && record.reason.includes("Denied by tool-coach"),
			).length,
		).toBeGreaterThan(0);
		const judged = classic.handle()?.Memory(classic.bed.agent)?.calls ?? 0;
		expect(ets.handle()?.Memory(ets.bed.agent)?.calls).toBe(judged);
		expect(judged).toBeGreaterThanOrEqual(200);
		console.log(
			`harness parity: ${SESSION.length} steps, ${judged} judged calls, ${lines.length} ledger lines compared`,
		);
	}, 600_000);
});

import type { Context } from "@deepseek-ai/cordis";
// The harness packages augment cordis' Events with the listeners below.
import type {} from "@deepseek-ai/dsh-agent";
import type {} from "@deepseek-ai/dsh-system-prompt";
import type {} from "@deepseek-ai/dsh-tools";
import type { FactoryState } from "@playform/lib-dsh-core";
import { FailOpen, Notice, Snapshot } from "@playform/lib-dsh-core";
import type { CoachConfig } from "../Interface/Config";
import type { Detection } from "../Interface/Detection";
import type { AgentMemory } from "../Interface/Memory";
import type { ToolLine } from "../Interface/ToolLine";
import { FIELDS } from "../Variable/Config";
import { MODULE, NOTICE_KIND, SECTION_NAME } from "../Variable/Identity";
import { STATIC_TOOL_LINES } from "../Variable/StaticTools";
import { Activation } from "./Activation";
import { Detect } from "./Detect";
import { Enforce, Judge, NewTurn } from "./Ladder";
import { AgentMemories } from "./AgentMemories";
import { CommandOf, DeniedText, FirstNoteText, NoteSummary, PersistentText, SectionAction } from "./NoteTexts";
import { ToolLines } from "./ToolLines";
import { WithoutTool } from "./WithoutTool";
import { Validate } from "./Validate";

/** What `ctx.__hookDshToolCoachState` exposes (both twins expose the same shape). */
export interface CoachHandle {
	State: FactoryState<any>;
	/** The agent's ladder memory (no agent: the calls made outside the AgentLoop). */
	Memory(agent?: object): AgentMemory | undefined;
	/** The config as the next judged call will read it. */
	Current(): CoachConfig;
	/** True while a volatile update left the config invalid (listeners pass through). */
	readonly Suspended: boolean;
	/** The agent's memory as JSON (hook hosts carry it between processes). */
	Export(agent?: object): Record<string, unknown> | undefined;
	/** Puts a memory exported earlier back for the agent. */
	Import(agent: object | undefined, data: unknown): void;
}

/** The wiring: the state, the activation line, and the five fail-open listeners over the pure ladder. */
export const Apply = (ctx: Context, config: Record<string, unknown>): void => {
	const factory = ctx.pluginFactory;
	const state = factory.State(ctx, config, { module: MODULE, fields: FIELDS });
	const append = (message: string): void => factory.Append(state, message);
	const Current = (): CoachConfig => Snapshot(config, FIELDS) as unknown as CoachConfig;

	Validate(Current());
	let suspended = false;
	let enabledLogged = Current().enabled;
	append(enabledLogged ? Activation(Current()) : "disabled (enabled=false)");

	const memories = AgentMemories();
	const MemoryOf = memories.Of;
	// pre-execute's detection is reused by post-execute for the same call object
	const detected = new WeakMap<object, { command: string; rows: unknown; detection: Detection }>();
	const DetectFor = (exec: object, command: string, terminal: string, current: CoachConfig): Detection => {
		const hit = detected.get(exec);
		if (hit && hit.command === command && hit.rows === current.patternTable) return hit.detection;
		const detection = Detect(command, terminal, current.patternTable, current.exemptPatterns);
		detected.set(exec, { command, rows: current.patternTable, detection });
		return detection;
	};
	let toolsGeneration = 0;
	// The tools the calling agent sees: dsh scopes the registry per agent (scoped registrations shadow or add, a
	// restriction removes), so the view is asked for with the agent as its scope; no agent is the global view.
	const LiveLines = (scope: object | undefined): readonly ToolLine[] => {
		const lines = ToolLines(ctx.tools.schemas(scope as Parameters<typeof ctx.tools.schemas>[0]));
		if (lines.length === 0) throw new Error("empty registry");
		return lines;
	};
	const FetchLines = (current: CoachConfig, scope: object | undefined): readonly ToolLine[] => {
		if (!current.fetchLive) return STATIC_TOOL_LINES;
		try {
			return LiveLines(scope);
		} catch {
			append("schema fetch failed -> static fallback");
			return STATIC_TOOL_LINES;
		}
	};
	/** The agent's own tools for the availability rule; undefined (assume all) when not live or unreadable. */
	const AvailableLines = (current: CoachConfig, scope: object | undefined): readonly ToolLine[] | undefined => {
		if (!current.fetchLive) return undefined;
		try {
			return LiveLines(scope);
		} catch {
			return undefined;
		}
	};
	const Judged = (exec: unknown, current: CoachConfig): { terminal: string; command: string } | undefined => {
		if (!current.enabled || suspended) return undefined;
		const terminal = (exec as { name?: unknown })?.name;
		if (typeof terminal !== "string" || !current.judgeTools.includes(terminal)) return undefined;
		const command = CommandOf(exec);
		return command === undefined ? undefined : { terminal, command };
	};

	state.OnVolatile((paths) => {
		try {
			Validate(Current());
			suspended = false;
		} catch (error) {
			suspended = true;
			append(`config rejected -> passthrough (${(error as Error).message})`);
			return;
		}
		const enabled = Current().enabled;
		if (enabled !== enabledLogged && paths.some((path) => path[0] === "enabled")) {
			enabledLogged = enabled;
			append(enabled ? Activation(Current()) : "disabled (enabled=false)");
		}
	});

	ctx.on(
		"tools/post-execute",
		FailOpen(state, "tools/post-execute", (decision, exec) => {
			const current = Current();
			const judged = Judged(exec, current);
			if (!judged) return decision;
			const detection = WithoutTool(DetectFor(exec, judged.command, judged.terminal, current), AvailableLines(current, exec.agent));
			const { lines, note } = Judge(MemoryOf(exec.agent), detection, judged.terminal, current);
			for (const line of lines) append(line);
			if (!note) return decision;
			const text = FirstNoteText(current, note, judged.terminal, judged.command, FetchLines(current, exec.agent));
			const message = Notice({ kind: NOTICE_KIND, summary: NoteSummary(judged.terminal, note), text });
			return { ...decision, additionalContexts: [message, ...(decision.additionalContexts ?? [])] } as typeof decision;
		}),
	);

	ctx.on(
		"tools/pre-execute",
		FailOpen(state, "tools/pre-execute", (decision, exec) => {
			if (decision?.kind !== "allow") return decision;
			const current = Current();
			if (current.enforce === "off") return decision;
			const judged = Judged(exec, current);
			if (!judged) return decision;
			const detection = WithoutTool(DetectFor(exec, judged.command, judged.terminal, current), AvailableLines(current, exec.agent));
			const { lines, deny } = Enforce(MemoryOf(exec.agent), detection, judged.terminal, current);
			for (const line of lines) append(line);
			if (!deny) return decision;
			return { kind: "deny" as const, reason: DeniedText(current, deny, judged.terminal, judged.command, FetchLines(current, exec.agent)) };
		}),
	);

	// the reset is advisory; the step goes on
	ctx.on(
		"agent/pre-step",
		FailOpen(state, "agent/pre-step", (_decision, payload) => {
			if (payload?.agent) NewTurn(MemoryOf(payload.agent), payload.turn);
		}),
	);

	ctx.on(
		"system-prompt/assemble",
		FailOpen(state, "system-prompt/assemble", (assembled, _assembly, context) => {
			const current = Current();
			if (!current.enabled || suspended) return assembled;
			const scope = (context as { scope?: unknown } | undefined)?.scope;
			const memory = memories.ForScope(scope);
			if (!memory?.section) return assembled;
			const action = SectionAction(memory, current, toolsGeneration, state.Version);
			if (action !== "keep") {
				memory.sectionText = PersistentText(current, memory, FetchLines(current, scope as object | undefined));
				memory.sectionBuiltAt = memory.calls;
				memory.sectionTools = toolsGeneration;
				memory.sectionConfig = state.Version;
				if (action === "ttl") append(`section rebuilt (ttl ${current.sectionTtl})`);
				if (action === "tools") append("section rebuilt (tools/change)");
			}
			const sections = [...(assembled?.sections ?? []), { name: SECTION_NAME, text: memory.sectionText as string }];
			return { ...assembled, sections };
		}),
	);

	ctx.on("tools/change", () => {
		toolsGeneration++;
	});

	const handle: CoachHandle = {
		State: state,
		Memory: memories.Peek,
		Current,
		get Suspended() {
			return suspended;
		},
		Export: memories.Export,
		Import: memories.Import,
	};
	ctx.__hookDshToolCoachState = handle;
};

declare module "@deepseek-ai/cordis" {
	interface Context {
		/** The coach's handle, for hosts and tests (set by both twins at apply). */
		__hookDshToolCoachState?: CoachHandle;
	}
}

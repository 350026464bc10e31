import type { Context as CordisContext } from "@deepseek-ai/cordis";
// The harness packages augment cordis' Events with the listeners below.
import type {} from "@deepseek-ai/dsh-agent";
import type {} from "@deepseek-ai/dsh-system-prompt";
import type {} from "@deepseek-ai/dsh-tools";
import * as Cause from "effect/Cause";
import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import { FIELDS, MODULE } from "@playform/hook-dsh-tool-coach";
import { Fault } from "@playform/lib-dsh-core";
import type { CoachHandle } from "@playform/hook-dsh-tool-coach";
import type { Factory } from "../Interface/Host";
import { Ladder } from "../Service/Ladder";
import { Settings } from "../Service/Settings";
import { TracingRequested } from "../Service/Tracing";
import { MakePrograms } from "./Programs";
import { BuildRuntime } from "./Runtime";

/** The wiring: the runtime, the activation line, and the five fail-open listeners over the service programs. */
export const Apply = (ctx: CordisContext, config: Record<string, unknown>): void => {
	const factory = (ctx as unknown as { pluginFactory: Factory }).pluginFactory;
	const state = factory.State(ctx, config, { module: MODULE, fields: FIELDS });
	const { context, RunExit } = BuildRuntime({ ctx, factory, state, config }, TracingRequested());

	const started = RunExit(Settings.use((settings) => settings.Start));
	// Fail-loud: the Classic CoachConfigError itself, so both twins throw the same message.
	if (Exit.isFailure(started)) throw Cause.squash(Cause.map(started.cause, (rejected) => rejected.error));

	const programs = Effect.runSync(Effect.provideContext(MakePrograms, context));
	// The listener boundary: any failure (typed or defect) hands back what the harness gave us, and the ledger says
	// why with the Classic's line (a typed error's own cause is what the Classic would have caught).
	const FailOpen = <A>(where: string, program: () => Effect.Effect<A, unknown, never>, fallback: A): A => {
		try {
			const exit = RunExit(program());
			if (Exit.isSuccess(exit)) return exit.value;
			const error = Cause.squash(exit.cause) as { cause?: unknown } | undefined;
			Fault(state, where, error && typeof error === "object" && error.cause !== undefined ? error.cause : error);
			return fallback;
		} catch (error) {
			Fault(state, where, error);
			return fallback;
		}
	};

	state.OnVolatile((paths) => FailOpen("loader/volatile-update", () => programs.VolatileUpdate(paths), undefined));

	ctx.on("tools/post-execute", async (exec, result, next) => {
		const decision = await next();
		return FailOpen("tools/post-execute", () => programs.PostExecute(exec, decision as never), decision as never) as typeof decision;
	});

	ctx.on("tools/pre-execute", async (exec, next) => {
		const decision = await next();
		return FailOpen("tools/pre-execute", () => programs.PreExecute(exec, decision as never), decision as never) as typeof decision;
	});

	ctx.on("agent/pre-step", async (payload, next) => {
		const decision = await next();
		FailOpen("agent/pre-step", () => programs.PreStep(payload), undefined);
		return decision;
	});

	ctx.on("system-prompt/assemble", async (assembly, assembleContext, next) => {
		const assembled = await next();
		return FailOpen("system-prompt/assemble", () => programs.Assemble(assembled as never, assembleContext), assembled as never) as unknown as typeof assembled;
	});

	ctx.on("tools/change", () => {
		FailOpen("tools/change", () => programs.ToolsChange, undefined);
	});

	const settings = Context.get(context, Settings);
	const ladder = Context.get(context, Ladder);
	const handle: CoachHandle = {
		State: state,
		Memory: (agent) => ladder.Peek(agent),
		Current: settings.CurrentNow,
		get Suspended() {
			return settings.Suspended();
		},
		Export: (agent) => ladder.Export(agent),
		Import: (agent, data) => ladder.Import(agent, data),
	};
	(ctx as unknown as { __hookDshToolCoachState: CoachHandle }).__hookDshToolCoachState = handle;
};

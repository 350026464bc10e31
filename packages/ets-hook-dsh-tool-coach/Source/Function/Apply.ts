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
import type { CoachHandle } from "@playform/hook-dsh-tool-coach";
import { FailOpen, FailOpenEvent, Fault } from "@playform/lib-dsh-core";
import { Ladder } from "../Service/Ladder";
import { Settings } from "../Service/Settings";
import { TracingRequested } from "../Service/Tracing";
import type { CoachServices } from "./Runtime";
import { MakePrograms } from "./Programs";
import { BuildRuntime } from "./Runtime";

/** The wiring: the runtime, the activation line, and the five listeners over the service programs, fail-open by the core's boundary. */
export const Apply = (ctx: CordisContext, config: Record<string, unknown>): void => {
	const factory = ctx.pluginFactory;
	const state = factory.State(ctx, config, { module: MODULE, fields: FIELDS });
	const runtime = BuildRuntime({ ctx, factory, state, config }, TracingRequested());
	// The scope closes with the mount (hosts without cordis' effect never unload).
	if (typeof (ctx as { effect?: unknown }).effect === "function") ctx.effect(() => () => runtime.Close());

	const started = runtime.RunExit(Settings.use((settings) => settings.Start));
	// Fail-loud: the Classic CoachConfigError itself, so both twins throw the same message.
	if (Exit.isFailure(started)) throw Cause.squash(Cause.map(started.cause, (rejected) => rejected.error));

	const programs = Effect.runSync(Effect.provideContext(MakePrograms, runtime.context));
	// A failed program throws what the Classic would have caught (a typed error's own cause), so the core's
	// FailOpen hands back the downstream decision with the Classic's fault line.
	const Run = <A>(program: Effect.Effect<A, unknown, CoachServices>): A => {
		const exit = runtime.RunExit(program);
		if (Exit.isSuccess(exit)) return exit.value;
		const error = Cause.squash(exit.cause) as { cause?: unknown } | undefined;
		throw error && typeof error === "object" && error.cause !== undefined ? error.cause : error;
	};

	state.OnVolatile((paths) => {
		try {
			Run(programs.VolatileUpdate(paths));
		} catch (error) {
			Fault(state, "loader/volatile-update", error);
		}
	});
	ctx.on(
		"tools/post-execute",
		FailOpen(
			state,
			"tools/post-execute",
			(decision, exec) => Run(programs.PostExecute(exec, decision as never)) as typeof decision,
		),
	);
	ctx.on(
		"tools/pre-execute",
		FailOpen(
			state,
			"tools/pre-execute",
			(decision, exec) => Run(programs.PreExecute(exec, decision as never)) as typeof decision,
		),
	);
	ctx.on(
		"agent/pre-step",
		FailOpen(state, "agent/pre-step", (_decision, payload) => Run(programs.PreStep(payload))),
	);
	ctx.on(
		"system-prompt/assemble",
		FailOpen(
			state,
			"system-prompt/assemble",
			(assembled, _assembly, context) =>
				Run(programs.Assemble(assembled as never, context)) as unknown as typeof assembled,
		),
	);
	ctx.on(
		"tools/change",
		FailOpenEvent(state, "tools/change", () => Run(programs.ToolsChange)),
	);

	const settings = Context.get(runtime.context, Settings);
	const ladder = Context.get(runtime.context, Ladder);
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
	ctx.__hookDshToolCoachState = handle;
};

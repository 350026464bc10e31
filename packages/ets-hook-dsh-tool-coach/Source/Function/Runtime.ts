import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Layer from "effect/Layer";
import * as Scope from "effect/Scope";
import type { HostShape } from "../Interface/Host";
import { Composer, ComposerLayer } from "../Service/Composer";
import { Detector, DetectorLayer } from "../Service/Detector";
import { HostLayer } from "../Service/Host";
import { Ladder, LadderLayer } from "../Service/Ladder";
import { Ledger, LedgerLayer } from "../Service/Ledger";
import { Settings, SettingsLayer } from "../Service/Settings";
import { Tracing, TracingLayer } from "../Service/Tracing";

export type CoachServices = Settings | Detector | Ladder | Composer | Ledger | Tracing;

/** Every coach service over one mount's host; tracing adds the counting tracer. */
export const CoachLayer = (host: HostShape, tracing: boolean): Layer.Layer<CoachServices> => {
	const base = Layer.merge(HostLayer(host), TracingLayer(tracing));
	const ledger = Layer.provideMerge(LedgerLayer, base);
	const settings = Layer.provideMerge(SettingsLayer, ledger);
	return Layer.mergeAll(
		Layer.provideMerge(DetectorLayer, settings),
		Layer.provide(LadderLayer, base),
		Layer.provide(ComposerLayer, ledger),
	);
};

export interface CoachRuntime {
	readonly context: Context.Context<CoachServices>;
	/** Runs a program to its Exit, synchronously: every coach service is synchronous. */
	readonly RunExit: <A, E>(program: Effect.Effect<A, E, CoachServices>) => Exit.Exit<A, E>;
	/** Closes the scope the layer was built in (the mount's dispose). */
	readonly Close: () => void;
}

/** Builds the layer once at apply (synchronously: no service acquires anything) into a reusable context. */
export const BuildRuntime = (host: HostShape, tracing: boolean): CoachRuntime => {
	const scope = Scope.makeUnsafe();
	const context = Effect.runSync(Layer.buildWithScope(CoachLayer(host, tracing), scope));
	return {
		context,
		RunExit: Effect.runSyncExitWith(context),
		Close: () => Effect.runSync(Scope.close(scope, Exit.void)),
	};
};

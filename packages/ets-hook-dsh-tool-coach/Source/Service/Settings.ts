import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Ref from "effect/Ref";
import { FIELDS, Recheck, StartWatch } from "@playform/hook-dsh-tool-coach";
import type { CoachConfig, ConfigWatch } from "@playform/hook-dsh-tool-coach";
import { Snapshot } from "@playform/lib-dsh-core";
import { ConfigRejected } from "../Variable/Errors";
import { Host } from "./Host";
import { Ledger } from "./Ledger";
import { Tracing } from "./Tracing";

export interface SettingsShape {
	/** The config as this call reads it: one snapshot of the live cells. */
	readonly Current: Effect.Effect<CoachConfig>;
	/** The same snapshot, outside any program (the handle's `Current()`). */
	readonly CurrentNow: () => CoachConfig;
	/** True while a volatile update left the config invalid. */
	readonly Suspended: () => boolean;
	/** Apply time: validate fail-loud, then the activation (or disabled) line (the Classic's `StartWatch`). */
	readonly Start: Effect.Effect<void, ConfigRejected>;
	/** `loader/volatile-update`: the Classic's `Recheck` (reject -> passthrough, an `enabled` flip logged). */
	readonly Refresh: (paths: readonly (readonly string[])[]) => Effect.Effect<void>;
}

export class Settings extends Context.Service<Settings, SettingsShape>()("ets-hook-dsh-tool-coach/Settings", {
	make: Effect.gen(function* () {
		const { config } = yield* Host;
		const ledger = yield* Ledger;
		const { Fn, Span } = yield* Tracing;
		const CurrentNow = (): CoachConfig => Snapshot(config, FIELDS) as unknown as CoachConfig;
		const watch = yield* Ref.make<ConfigWatch>({ suspended: false, enabledLogged: true });
		return {
			Current: Effect.sync(CurrentNow),
			CurrentNow,
			Suspended: () => Ref.getUnsafe(watch).suspended,
			Start: Span("Settings.Start")(
				Effect.gen(function* () {
					const started = yield* Effect.try({
						try: () => StartWatch(CurrentNow()),
						catch: (error) => new ConfigRejected({ error: error as Error }),
					});
					yield* Ref.set(watch, started.watch);
					yield* ledger.Append(started.line);
				}),
			),
			Refresh: Fn("Settings.Refresh")(function* (paths: readonly (readonly string[])[]) {
				const { watch: next, lines } = Recheck(yield* Ref.get(watch), CurrentNow(), paths);
				yield* Ref.set(watch, next);
				yield* ledger.AppendAll(lines);
			}),
		};
	}),
}) {}

export const SettingsLayer: Layer.Layer<Settings, never, Host | Ledger | Tracing> = Layer.effect(
	Settings,
	Settings.make,
);

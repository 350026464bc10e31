import * as Effect from "effect/Effect";
import * as Context from "effect/Context";
import * as Layer from "effect/Layer";
import { Activation, FIELDS, Validate } from "@playform/hook-dsh-tool-coach";
import type { CoachConfig } from "@playform/hook-dsh-tool-coach";
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
	/** Apply time: validate fail-loud, then the activation (or disabled) line. */
	readonly Start: Effect.Effect<void, ConfigRejected>;
	/** `loader/volatile-update`: re-validate (reject -> passthrough) and log an `enabled` flip. */
	readonly Refresh: (paths: readonly (readonly string[])[]) => Effect.Effect<void>;
}

export class Settings extends Context.Service<Settings, SettingsShape>()("ets-hook-dsh-tool-coach/Settings") {}

export const SettingsLayer: Layer.Layer<Settings, never, Host | Ledger | Tracing> = Layer.effect(
	Settings,
	Effect.gen(function* () {
		const { config } = yield* Host;
		const ledger = yield* Ledger;
		const { Span } = yield* Tracing;
		const CurrentNow = (): CoachConfig => Snapshot(config, FIELDS) as unknown as CoachConfig;
		let suspended = false;
		let enabledLogged = true;
		const Validated = Effect.try({ try: () => Validate(CurrentNow()), catch: (error) => new ConfigRejected({ error: error as Error }) });
		const Line = (enabled: boolean) => ledger.Append(enabled ? Activation(CurrentNow()) : "disabled (enabled=false)");
		return Settings.of({
			Current: Effect.sync(CurrentNow),
			CurrentNow,
			Suspended: () => suspended,
			Start: Span("Settings.Start")(
				Effect.flatMap(Validated, (current) => {
					enabledLogged = current.enabled;
					return Line(enabledLogged);
				}),
			),
			Refresh: (paths) =>
				Span("Settings.Refresh")(
					Validated.pipe(
						Effect.flatMap(() => {
							suspended = false;
							const enabled = CurrentNow().enabled;
							if (enabled === enabledLogged || !paths.some((path) => path[0] === "enabled")) return Effect.void;
							enabledLogged = enabled;
							return Line(enabled);
						}),
						Effect.catchTag("ConfigRejected", (rejected) => {
							suspended = true;
							return ledger.Append(`config rejected -> passthrough (${rejected.error.message})`);
						}),
					),
				),
		});
	}),
);

import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { CommandOf, Detect } from "@playform/hook-dsh-tool-coach";
import type { CoachConfig, Detection } from "@playform/hook-dsh-tool-coach";
import type { JudgedCall } from "../Interface/Host";
import { PayloadError } from "../Variable/Errors";
import { Settings } from "./Settings";
import { Tracing } from "./Tracing";

export interface DetectorShape {
	/** The call when it is judged (coach on, config valid, a `judgeTools` terminal with a command), else undefined. */
	readonly Select: (exec: unknown, current: CoachConfig) => Effect.Effect<JudgedCall | undefined, PayloadError>;
	/** The Classic `Detect`; pre-execute's verdict is reused by post-execute for the same call object. */
	readonly Detect: (exec: object, call: JudgedCall, current: CoachConfig) => Effect.Effect<Detection>;
}

export class Detector extends Context.Service<Detector, DetectorShape>()("ets-hook-dsh-tool-coach/Detector") {}

export const DetectorLayer: Layer.Layer<Detector, never, Settings | Tracing> = Layer.effect(
	Detector,
	Effect.gen(function* () {
		const settings = yield* Settings;
		const { Span } = yield* Tracing;
		const detected = new WeakMap<object, { command: string; rows: unknown; detection: Detection }>();
		const Read = (exec: unknown, current: CoachConfig): JudgedCall | undefined => {
			if (!current.enabled || settings.Suspended()) return undefined;
			const terminal = (exec as { name?: unknown })?.name;
			if (typeof terminal !== "string" || !current.judgeTools.includes(terminal)) return undefined;
			const command = CommandOf(exec);
			return command === undefined ? undefined : { terminal, command };
		};
		return Detector.of({
			Select: (exec, current) => Span("Detector.Select")(Effect.try({ try: () => Read(exec, current), catch: (cause) => new PayloadError({ cause }) })),
			Detect: (exec, call, current) =>
				Span("Detector.Detect")(
					Effect.sync(() => {
						const hit = detected.get(exec);
						if (hit && hit.command === call.command && hit.rows === current.patternTable) return hit.detection;
						const detection = Detect(call.command, call.terminal, current.patternTable, current.exemptPatterns);
						detected.set(exec, { command: call.command, rows: current.patternTable, detection });
						return detection;
					}),
				),
		});
	}),
);

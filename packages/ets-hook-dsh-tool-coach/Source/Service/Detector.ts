import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { DetectionCache, SelectCall } from "@playform/hook-dsh-tool-coach";
import type { CoachConfig, Detection, JudgedCall } from "@playform/hook-dsh-tool-coach";
import { PayloadError } from "../Variable/Errors";
import { Settings } from "./Settings";
import { Tracing } from "./Tracing";

export interface DetectorShape {
	/** The Classic's `SelectCall`: the call when it is judged, else undefined; a hostile payload is a PayloadError. */
	readonly Select: (exec: unknown, current: CoachConfig) => Effect.Effect<JudgedCall | undefined, PayloadError>;
	/** The Classic's `DetectionCache`: pre-execute's verdict is reused by post-execute for the same call object. */
	readonly Detect: (exec: object, call: JudgedCall, current: CoachConfig) => Effect.Effect<Detection>;
}

export class Detector extends Context.Service<Detector, DetectorShape>()("ets-hook-dsh-tool-coach/Detector", {
	make: Effect.gen(function* () {
		const settings = yield* Settings;
		const { Fn } = yield* Tracing;
		const detect = DetectionCache();
		return {
			Select: Fn("Detector.Select")(function* (exec: unknown, current: CoachConfig) {
				return yield* Effect.try({
					try: () => SelectCall(exec, current, settings.Suspended()),
					catch: (cause) => new PayloadError({ cause }),
				});
			}),
			Detect: Fn("Detector.Detect")(function* (exec: object, call: JudgedCall, current: CoachConfig) {
				return detect(exec, call, current);
			}),
		};
	}),
}) {}

export const DetectorLayer: Layer.Layer<Detector, never, Settings | Tracing> = Layer.effect(Detector, Detector.make);

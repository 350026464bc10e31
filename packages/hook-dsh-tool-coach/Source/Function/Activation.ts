import { Activate } from "@playform/lib-dsh-core";
import type { CoachConfig } from "../Interface/Config";
import { BUNDLE } from "../Variable/Identity";

/** `activated (bundle 0.2.1, threshold=3/8, cooldown=10, escalate=6, clean=12, enforce=off@4, judge=bash,pwsh, fetch=live)` */
export const Activation = (config: CoachConfig): string =>
	Activate([
		["", `bundle ${BUNDLE}`],
		["threshold", `${config.threshold}/${config.window}`],
		["cooldown", config.cooldown],
		["escalate", config.escalateThreshold],
		["clean", config.cleanWindow],
		["enforce", `${config.enforce}@${config.enforceThreshold}`],
		["judge", config.judgeTools.join(",")],
		["fetch", config.fetchLive ? "live" : "static"],
	]);

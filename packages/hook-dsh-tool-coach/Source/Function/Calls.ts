import type { JudgedCall } from "../Interface/Call";
import type { CoachConfig } from "../Interface/Config";
import type { Detection } from "../Interface/Detection";
import { Detect } from "./Detect";
import { ExemptsInForce, RowsInForce } from "./InForce";
import { CommandOf } from "./NoteTexts";

/**
 * The call when it is judged (coach on, config valid, a `judgeTools` terminal carrying a command), else
 * undefined. Reading the payload may throw (a hostile getter): the caller's fail-open boundary catches it.
 */
export const SelectCall = (exec: unknown, current: CoachConfig, suspended: boolean): JudgedCall | undefined => {
	if (!current.enabled || suspended) return undefined;
	const terminal = (exec as { name?: unknown })?.name;
	if (typeof terminal !== "string" || !current.judgeTools.includes(terminal)) return undefined;
	const command = CommandOf(exec);
	return command === undefined ? undefined : { terminal, command };
};

/**
 * `Detect` over the rows and exempts in force (the built-ins, then the config's own), with pre-execute's verdict
 * reused by post-execute for the same call object, command, rows and exempts.
 */
export const DetectionCache = (): ((exec: object, call: JudgedCall, current: CoachConfig) => Detection) => {
	const detected = new WeakMap<object, { command: string; rows: unknown; exempts: unknown; detection: Detection }>();
	return (exec, call, current) => {
		const rows = RowsInForce(current.patternTable);
		const exempts = ExemptsInForce(current.exemptPatterns);
		const hit = detected.get(exec);
		if (hit && hit.command === call.command && hit.rows === rows && hit.exempts === exempts) return hit.detection;
		const detection = Detect(call.command, call.terminal, rows, exempts);
		detected.set(exec, { command: call.command, rows, exempts, detection });
		return detection;
	};
};

import type { ConfigWatch } from "../Interface/Call";
import type { CoachConfig } from "../Interface/Config";
import { Activation } from "./Activation";
import { Validate } from "./Validate";

/** The activation line, or the disabled one. */
export const EnabledLine = (current: CoachConfig): string =>
	current.enabled ? Activation(current) : "disabled (enabled=false)";

/** Apply time: validate fail-loud (throws the `CoachConfigError`), then the watch and its activation line. */
export const StartWatch = (current: CoachConfig): { watch: ConfigWatch; line: string } => {
	Validate(current);
	return { watch: { suspended: false, enabledLogged: current.enabled }, line: EnabledLine(current) };
};

/**
 * A volatile update: an invalid config suspends the coach (it passes through and says why); a valid one resumes
 * it, and an `enabled` flip among the changed `paths` logs the activation or disabled line.
 */
export const Recheck = (
	watch: ConfigWatch,
	current: CoachConfig,
	paths: readonly (readonly string[])[],
): { watch: ConfigWatch; lines: string[] } => {
	try {
		Validate(current);
	} catch (error) {
		return {
			watch: { ...watch, suspended: true },
			lines: [`config rejected -> passthrough (${(error as Error).message})`],
		};
	}
	if (current.enabled === watch.enabledLogged || !paths.some((path) => path[0] === "enabled"))
		return { watch: { ...watch, suspended: false }, lines: [] };
	return { watch: { suspended: false, enabledLogged: current.enabled }, lines: [EnabledLine(current)] };
};

import { homedir } from "node:os";
import { join, resolve } from "node:path";

/** A configured path that names the harness home: `~/.dsh`, `$DSH_HOME` or `${DSH_HOME}`, alone or followed by a separator. */
const HARNESS_HOME = /^(?:~[/\\]\.dsh|\$DSH_HOME|\$\{DSH_HOME\})(?=$|[/\\])/;

/** `~`, `~/…` and `~\…` against `home`, as dsh's `expandHomePath` does; anything else unchanged. */
const Tilde = (path: string, home: string): string => {
	if (path === "~") return home;
	if (path.startsWith("~/") || path.startsWith("~\\")) return join(home, path.slice(2));
	return path;
};

/**
 * The harness home by dsh's own rule (`@deepseek-ai/dsh-home-paths` `resolveDshHome`): `$DSH_HOME` unless unset, empty
 * or blank (its `~` expanded), else `~/.dsh`; always absolute.
 */
export const DshHome = (env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string => {
	const configured = env.DSH_HOME;
	return resolve(
		Tilde(configured !== undefined && configured.trim().length > 0 ? configured : join(home, ".dsh"), home),
	);
};

/**
 * Every configured or default path of the plugins goes through here. `~/.dsh/…` (the spelling of every default) and
 * `$DSH_HOME/…` live in the harness home, so the ledgers and stores follow `$DSH_HOME` like dsh's own files; any
 * other `~/…` is the OS home; everything else is returned unchanged.
 */
export const ExpandHome = (path: string, home: string = homedir(), env: NodeJS.ProcessEnv = process.env): string => {
	const harness = HARNESS_HOME.exec(path);
	if (harness !== null) {
		const rest = path.slice(harness[0].length).replace(/^[/\\]+/, "");
		return rest === "" ? DshHome(env, home) : join(DshHome(env, home), rest);
	}
	return Tilde(path, home);
};

import { isAbsolute } from "node:path";

/**
 * The session's working folder, `agent.session.header.cwd`, the folder dsh's tools resolve paths against: a
 * non-empty absolute path, else undefined (a relative or foreign value would resolve against the wrong folder).
 */
export const SessionCwd = (agent: unknown): string | undefined => {
	try {
		const cwd = (agent as { session?: { header?: { cwd?: unknown } } } | undefined)?.session?.header?.cwd;
		return typeof cwd === "string" && cwd !== "" && isAbsolute(cwd) ? cwd : undefined;
	} catch {
		// a hostile agent object (a throwing getter) has no usable cwd
		return undefined;
	}
};

import { isAbsolute, resolve } from "node:path";
import { RootRelative, SessionCwd, Within } from "@playform/lib-dsh-core";
import { GLOB } from "./Path";

/** The session's working folder (the core's `SessionCwd`), else the process's. */
export const Cwd = (agent: unknown): string => SessionCwd(agent) ?? process.cwd();

/** A path operand that names a place (not a glob pattern), resolved against the call's cwd. */
export const Concrete = (paths: readonly string[], cwd: string): string[] =>
	paths
		.filter((path) => path !== "" && !GLOB.test(path))
		.map((path) => (isAbsolute(path) ? path : resolve(cwd, path)));

/** Root-relative spellings; a glob keeps its pattern, a path outside the root keeps its absolute form. */
export const Relative = (paths: readonly string[], cwd: string, root: string): string[] =>
	paths.map((path) => {
		if (GLOB.test(path) && !isAbsolute(path)) return path.replace(/^\.\//, "");
		const absolute = isAbsolute(path) ? path : resolve(cwd, path);
		const rel = RootRelative(root, absolute);
		return rel === undefined ? absolute : rel === "" ? "." : rel;
	});

/** The root-relative paths a call names as places to remember (no patterns, nothing outside the root). */
export const Touchable = (rel: readonly string[]): string[] =>
	rel.filter((path) => !GLOB.test(path) && !isAbsolute(path));

/** Whether every concrete place of the call (else its cwd) lies inside one of the `scopeRoots` folders of the root. */
export const Scoped = (
	root: string,
	concrete: readonly string[],
	cwd: string,
	scopeRoots: readonly string[],
): boolean =>
	scopeRoots.some((scopeRoot) => {
		const base = resolve(root, scopeRoot);
		return (concrete.length > 0 ? concrete : [cwd]).every((path) => Within(base, path));
	});

/** Abstention 5: a subagent whose visible tools cannot write or edit (`schemas` is the host's tool listing). */
export const ReadOnlyAgent = (
	agent: unknown,
	schemas: (scope: unknown) => readonly { name: string }[] | undefined,
): boolean => {
	const header = (agent as { session?: { header?: { origin?: unknown; delegationDepth?: unknown } } } | undefined)
		?.session?.header;
	if (
		!header ||
		(header.origin !== "subagent" && !(typeof header.delegationDepth === "number" && header.delegationDepth > 0))
	)
		return false;
	try {
		const names = schemas(agent)?.map((schema) => schema.name);
		return Array.isArray(names) && !names.some((name) => name === "write" || name === "edit");
	} catch {
		return false;
	}
};

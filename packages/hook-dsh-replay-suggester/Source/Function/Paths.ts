import { resolve } from "node:path";
import { RootRelative } from "@playform/lib-dsh-core";
import { CommandPaths } from "@playform/lib-dsh-core/Shell";

/** The paths a shell command names: the core's shell front end (`@playform/lib-dsh-core/Shell`). */
export { CommandPaths, LooksLikePath, StripHeredocs } from "@playform/lib-dsh-core/Shell";

/** A tool argument that is a non-empty string, else undefined (arguments are untrusted JSON). */
export const TextArgument = (args: unknown, key: string): string | undefined => {
	const value = args && typeof args === "object" ? (args as Record<string, unknown>)[key] : undefined;
	return typeof value === "string" && value !== "" ? value : undefined;
};

/** The paths a tool call names, absolute: the file tools' `file_path`, the search tools' `path`, a shell command's words. */
export const CallPaths = (tool: string, args: unknown, cwd: string): string[] => {
	if (tool === "bash" || tool === "pwsh") {
		const command = TextArgument(args, "command");
		return command ? CommandPaths(command, cwd) : [];
	}
	const named = [
		TextArgument(args, "file_path"),
		TextArgument(args, "path"),
		TextArgument(args, "notebook_path"),
	].filter((value): value is string => value !== undefined);
	return [...new Set(named.map((path) => resolve(cwd, path)))];
};

/** Repo-relative, `/`-separated spellings of the paths inside `base`; paths outside it are dropped (privacy). */
export const Relativize = (paths: readonly string[], base: string): string[] => {
	const out = new Set<string>();
	for (const path of paths) {
		const rel = RootRelative(base, path);
		if (rel) out.add(rel);
	}
	return [...out];
};

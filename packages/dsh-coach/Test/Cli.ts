// Runs the built command line (Target/Bin.js), as a user or another agent would.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const Bin = fileURLToPath(new URL("../Target/Bin.js", import.meta.url));
export const Root = fileURLToPath(new URL("../../../", import.meta.url));
export const Data = (name: string): string => fileURLToPath(new URL(`./Data/${name}`, import.meta.url));

export interface CliRun {
	readonly status: number | null;
	readonly stdout: string;
	readonly stderr: string;
}

export function Cli(
	args: readonly string[],
	options: { input?: string; env?: Record<string, string>; cwd?: string } = {},
): CliRun {
	const run = spawnSync(process.execPath, [Bin, ...args], {
		input: options.input ?? "",
		encoding: "utf8",
		cwd: options.cwd ?? Root,
		env: { ...process.env, ...options.env },
		maxBuffer: 256 * 1024 * 1024,
	});
	return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A Claude Code hook event for its Bash tool; a `PostToolUse` carries an empty tool response. */
export const ClaudeBash = (event: "PreToolUse" | "PostToolUse", session: string, command: string, cwd: string) => ({
	session_id: session,
	hook_event_name: event,
	tool_name: "Bash",
	tool_input: { command, description: "x" },
	...(event === "PostToolUse" ? { tool_response: { stdout: "", stderr: "", interrupted: false } } : {}),
	cwd,
});

import { existsSync, lstatSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** What a walk found: the session files in order, and the paths it could not enter. */
export interface WalkResult {
	readonly files: string[];
	readonly unreadable: { path: string; reason: string }[];
}

/** Session files by name: JSONL of any agent, dsh's compressed logs, Gemini CLI's `session-*.json` chats, the first Codex CLI's `rollout-*.json`. */
const SessionFile = (name: string): boolean =>
	/\.jsonl(\.zstd?)?$/.test(name) || /^(session|rollout)-.*\.json$/.test(name);

/**
 * Expand the command line's paths: a file is taken as it is, a folder is walked (`~/.claude/projects`,
 * `~/.codex/sessions`, `~/.gemini/tmp`) for session files, in name order. Symbolic links to folders are not
 * followed (no cycles); a Claude Code `<session>/subagents/agent-*.jsonl` is left to its `<session>.jsonl`, which
 * reads it as its subagent, unless that file is absent.
 */
export function WalkInputs(paths: readonly string[]): WalkResult {
	const files: string[] = [];
	const unreadable: { path: string; reason: string }[] = [];
	const walk = (folder: string) => {
		let names: string[];
		try {
			names = readdirSync(folder).sort();
		} catch (error) {
			unreadable.push({
				path: folder,
				reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message,
			});
			return;
		}
		for (const name of names) {
			const path = join(folder, name);
			let stat;
			try {
				stat = lstatSync(path);
			} catch {
				continue;
			}
			if (stat.isDirectory()) walk(path);
			else if (stat.isFile() && SessionFile(name) && !ReadByParent(path)) files.push(path);
		}
	};
	for (const path of paths) {
		let directory = false;
		try {
			directory = lstatSync(path).isDirectory();
		} catch {
			// a missing path is reported by the reader, with the others
		}
		if (directory) walk(path);
		else files.push(path);
	}
	return { files, unreadable };
}

/** A 2.x subagent file whose session file sits beside its folder: reading the session reads it. */
function ReadByParent(path: string): boolean {
	const folder = dirname(path);
	if (basename(folder) !== "subagents" || !/^agent-.*\.jsonl$/.test(basename(path))) return false;
	const session = dirname(folder);
	return existsSync(`${session}.jsonl`);
}

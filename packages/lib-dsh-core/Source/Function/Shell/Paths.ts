import { resolve } from "node:path";
import { CD_PATH_CAP, COMMAND_SCAN_CAP, PATH_EXTENSIONS, TEXT_ONLY_HEADS } from "../../Variable/Shell/Paths";
import { IsDevicePath, NormalizeShellEach, SUB, VAR } from "./Normalize";
import { FileOperands } from "./Operands";

const HEREDOC = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1/g;

/**
 * Removes heredoc bodies (file contents), keeping the command lines; `keepDelimiters` keeps each closing
 * line so the result still parses as the same commands. Line-linear, never parses.
 */
export function StripHeredocs(command: string, keepDelimiters = false): string {
	const out: string[] = [];
	let pending: { tag: string; dash: boolean }[] = [];
	for (const line of command.split("\n")) {
		if (pending.length > 0) {
			const head = pending[0];
			if ((head.dash ? line.replace(/^\t+/, "") : line).trim() === head.tag) {
				pending = pending.slice(1);
				if (keepDelimiters) out.push(line);
			}
			continue;
		}
		out.push(line);
		for (const match of line.matchAll(HEREDOC)) pending.push({ tag: match[2], dash: match[0].startsWith("<<-") });
	}
	return out.join("\n");
}

/** A word that names a file or folder: no spaces, no glob characters, a `/` or a known extension. */
export function LooksLikePath(word: string): boolean {
	if (word === "" || word.length > 300 || word.startsWith("-") || word.startsWith("~") || word.includes("://"))
		return false;
	if (!/^[\w.@~+\-/]+$/.test(word)) return false;
	if (/^[./]+$/.test(word)) return false;
	if (word.includes("/")) return /[\w]/.test(word);
	const dot = word.lastIndexOf(".");
	if (dot <= 0 && !word.startsWith(".")) return false;
	return PATH_EXTENSIONS.has(word.slice(dot + 1).toLowerCase());
}

/** Drops a pytest node id (`::test`) or a `:line[:col]` suffix from a path word. */
const Trim = (word: string): string => word.replace(/::.*$/, "").replace(/(?::\d+)+$/, "");

/**
 * The paths a shell command touches, absolute (resolved against `cwd`, following `cd`), in order, distinct:
 * the file operands of every simple command (nested ones included, wrappers unwrapped, a search's pattern
 * and a sed script skipped) and its redirect targets. Heredoc bodies and echo/printf text never count.
 */
export function CommandPaths(command: string, cwd: string): string[] {
	const found: string[] = [];
	let here = cwd;
	NormalizeShellEach(StripHeredocs(command, true).slice(0, COMMAND_SCAN_CAP), (pipelines) => {
		for (const pipeline of pipelines) {
			for (const normal of pipeline.commands) {
				const words = normal.words;
				if (words[0] === "cd") {
					const target = words.slice(1).find((word) => !word.startsWith("-"));
					const next =
						target &&
						target !== "-" &&
						!/[$`*~]/.test(target) &&
						!target.includes(VAR) &&
						!target.includes(SUB)
							? resolve(here, target)
							: undefined;
					if (next !== undefined && next.length <= CD_PATH_CAP) here = next;
					continue;
				}
				if (words.length > 0 && !TEXT_ONLY_HEADS.has(words[0])) {
					for (const operand of FileOperands(words)) {
						const path = Trim(operand);
						if (LooksLikePath(path)) found.push(resolve(here, path));
					}
				}
				for (const redirect of normal.redirects) {
					if (redirect.kind !== "file" && redirect.kind !== "input") continue;
					const path = Trim(redirect.target);
					if (
						/^[\w.@~+\-/]+$/.test(path) &&
						!/^\d+$/.test(path) &&
						!IsDevicePath(path) &&
						!path.startsWith("/dev/")
					)
						found.push(resolve(here, path));
				}
			}
		}
	});
	return [...new Set(found)];
}

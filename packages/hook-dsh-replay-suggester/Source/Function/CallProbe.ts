import { RedactSecrets } from "@playform/lib-dsh-core";
import { PROBE_ARGUMENT_CAP } from "../Variable/Limits";
import { StripHeredocs, TextArgument as text } from "./Paths";

const ABSOLUTE = /(^|[\s"'=(:<>|;&,])(\/[^\s"'`;|&()<>,]*)/g;

/** echo/printf arguments up to a redirect or the command's end (quotes kept whole): text a command writes verbatim. */
const INLINE_TEXT = /(^|[;&|(\n]\s*)(echo|printf)\b((?:[^;&|'"\n\\<>]|\\.|'[^']*'|"(?:[^"\\]|\\.)*")*)/g;
const HERE_STRING = /<<<\s*(?:'[^']*'|"(?:[^"\\]|\\.)*"|\S+)/g;

/** PowerShell's writers: the value after `-Value`/`-InputObject`, text a Write-Output/Write-Host prints, and a string piped into a writer. */
const PS_VALUE = /(-(?:value|inputobject)[:\s]\s*)('[^']*'|"(?:[^"`]|`.)*"|[^\s;|]+)/gi;
const PS_WRITE = /(^|[;|(\n]\s*)(write-output|write-host|write)\b((?:[^;|'"\n<>]|'[^']*'|"(?:[^"`]|`.)*")*)/gi;
const PS_PIPED_TEXT =
	/(@'[\s\S]*?'@|@"[\s\S]*?"@|'[^']*'|"(?:[^"`]|`.)*")(\s*\|\s*(?:set-content|add-content|out-file|tee-object|sc|ac|tee)\b)/gi;

/** A quoted argument this long is text (a sed or perl script, inline code, a sentence), not a key. */
const LONG_QUOTED = /'[^']{25,}'|"(?:[^"\\]|\\.){25,}"/g;

/**
 * File contents written through the terminal never enter a probe: echo/printf arguments, here-strings, PowerShell's
 * `-Value` arguments, Write-Output text and strings piped into a writer, and any quoted argument longer than 24
 * characters (the scripts of `sed -i 's/old line/new line/'`, `python -c "…"`).
 */
export const StripInlineText = (command: string): string =>
	command
		.replace(INLINE_TEXT, (_match, lead: string, verb: string) => `${lead}${verb} … `)
		.replace(HERE_STRING, "<<< …")
		.replace(PS_PIPED_TEXT, (_match, _text: string, pipe: string) => `…${pipe}`)
		.replace(PS_VALUE, (_match, flag: string) => `${flag}…`)
		.replace(PS_WRITE, (_match, lead: string, verb: string) => `${lead}${verb} … `)
		.replace(LONG_QUOTED, (quoted) => `${quoted[0]}…${quoted[0]}`);

/** Absolute paths become workspace-relative inside `base`, and `…/<name>` outside it (no home folders, no user names). */
export const ScrubPaths = (value: string, base: string): string => {
	const root = base.replace(/\/+$/, "");
	return value.replace(ABSOLUTE, (_match, lead: string, path: string) => {
		const clean = path.replace(/\/+$/, "");
		if (clean === root) return `${lead}.`;
		if (root !== "" && clean.startsWith(`${root}/`)) return `${lead}${path.slice(root.length + 1)}`;
		const name = clean.slice(clean.lastIndexOf("/") + 1);
		return `${lead}…/${name}`;
	});
};

/**
 * The similarity key of a call: the tool name, a space, and the JSON of its content-free arguments
 * (`read {"file_path":"src/Core.ts"}`). File contents (`content`, `old_string`, heredoc bodies, echo/printf text) never
 * enter it, absolute paths are made workspace-relative (or cut to their name outside the workspace), and secrets are
 * redacted (the core's `RedactSecrets`: `NAME=…`, `--token …`, `https://…@host`, key-shaped tokens).
 */
export const CallProbe = (tool: string, args: unknown, path: string, base: string): string => {
	// contents go first (heredocs), then paths are scrubbed, then secrets (before the cap, so none is cut in half),
	// then the cap applies to what is left
	const scrub = (value: string | undefined) =>
		value === undefined ? undefined : RedactSecrets(ScrubPaths(value, base)).slice(0, PROBE_ARGUMENT_CAP);
	let kept: Record<string, string | undefined>;
	if (tool === "bash" || tool === "pwsh") {
		const command = text(args, "command");
		kept = { command: command === undefined ? undefined : scrub(StripInlineText(StripHeredocs(command)).trim()) };
	} else if (tool === "grep" || tool === "glob") {
		kept = {
			pattern: scrub(text(args, "pattern")),
			path: text(args, "path") === undefined ? undefined : path,
			glob: scrub(text(args, "glob")),
		};
	} else {
		kept = { file_path: path };
	}
	return `${tool} ${JSON.stringify(kept)}`;
};

/** The tool name a probe starts with. */
export const ProbeTool = (probe: string): string => {
	const space = probe.indexOf(" ");
	return space < 0 ? probe : probe.slice(0, space);
};

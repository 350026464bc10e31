/** Tier 1: the notice prepended to the call's additionalContexts. */
export const NOTE_FIRST = [
	"Tool discipline (${traceability}): that terminal call was a ${class} of file content: `${command}`.",
	"The terminal runs COMMANDS (builds, tests, git, package managers); the tools handle CONTENT.",
	"Use `${tool.name}` instead: ${tool.description} (key parameter: `${tool.param}`).",
].join("\n");

/** Tier 2: the persistent system-prompt section. */
export const NOTE_PERSISTENT = [
	"## Tool discipline",
	"The terminal (bash, pwsh) runs COMMANDS: builds, tests, git, package managers, scripts. File CONTENT goes through the tools:",
	"reading, searching, listing and editing files in the terminal bypasses the harness's file observation and costs the",
	"conversation the whole output. Use these instead:",
	"",
	"${table}",
].join("\n");

/** Tier 3: the deny reason the model reads as the tool's error. */
export const NOTE_DENIED = [
	"Denied by tool-coach (${traceability}): `${command}` is a ${class} of file content through the terminal.",
	"Use `${tool.name}` instead: ${tool.description} (key parameter: `${tool.param}`). The terminal stays open for commands.",
].join("\n");

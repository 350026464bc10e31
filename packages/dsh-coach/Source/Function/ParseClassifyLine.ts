/** One classify input line, read: the terminal tool and its command, or why it could not be read. */
export type ClassifyInput = { readonly tool: "bash" | "pwsh"; readonly command: string } | { readonly error: string };

/** `{"tool":"bash"|"pwsh","command":"..."}`; `tool` may be left out (bash). Anything else names its fault. */
export function ParseClassifyLine(line: string): ClassifyInput {
	if (line.trim() === "") return { error: "empty line" };
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch (error) {
		return { error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
	}
	if (value === null || typeof value !== "object" || Array.isArray(value)) return { error: "expected a JSON object" };
	const { tool = "bash", command } = value as { tool?: unknown; command?: unknown };
	if (tool !== "bash" && tool !== "pwsh")
		return { error: `"tool" must be "bash" or "pwsh", not ${JSON.stringify(tool)}` };
	if (typeof command !== "string") return { error: `"command" must be a string` };
	return { tool, command };
}

import { createInterface } from "node:readline";

import { DEFAULT_EXEMPTS, DEFAULT_PATTERNS, Detect } from "@playform/hook-dsh-tool-coach";
import type { Detection } from "@playform/hook-dsh-tool-coach";

import { ParseClassifyLine } from "../Function/ParseClassifyLine";
import { FormatDetection } from "../Function/FormatDetection";

const Usage = `Usage: dsh-coach classify [--tool bash|pwsh] [--json] [COMMAND]

With COMMAND: classify it and print the verdict for a person (or one JSON line with --json).
Without: read JSON lines {"tool":"bash"|"pwsh","command":"..."} on stdin and write one JSON line
{"class","pattern","tool","segments"} per input line, in order; a line that cannot be read gets
{"error":"..."} and the run goes on.
`;

/** The coach's own classifier with its shipped rows and exemptions: the same verdicts the plugin judges with. */
export function Classify(command: string, terminal: string): Detection {
	return Detect(command, terminal, DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
}

/** The measurement line: exactly the four fields, so a scorer can compare it with a labeled set. */
export function VerdictLine(detection: Detection): string {
	return JSON.stringify({
		class: detection.class,
		pattern: detection.pattern,
		tool: detection.tool,
		segments: detection.segments,
	});
}

export async function Run(argv: readonly string[]): Promise<number> {
	let terminal = "bash";
	let json = false;
	const words: string[] = [];
	for (let index = 0; index < argv.length; index++) {
		const argument = argv[index];
		if (argument === "-h" || argument === "--help") {
			process.stdout.write(Usage);
			return 0;
		}
		if (argument === "--json") json = true;
		else if (argument === "--tool") terminal = argv[++index] ?? "";
		else if (argument.startsWith("--tool=")) terminal = argument.slice("--tool=".length);
		else if (argument === "--") (words.push(...argv.slice(index + 1)), (index = argv.length));
		else words.push(argument);
	}
	if (terminal !== "bash" && terminal !== "pwsh") {
		process.stderr.write(`dsh-coach classify: --tool must be bash or pwsh, not "${terminal}"\n`);
		return 2;
	}
	if (words.length > 0) {
		const detection = Classify(words.join(" "), terminal);
		process.stdout.write(
			json ? `${VerdictLine(detection)}\n` : FormatDetection(words.join(" "), terminal, detection),
		);
		return 0;
	}
	if (process.stdin.isTTY) {
		process.stderr.write(Usage);
		return 2;
	}
	await ClassifyStream(process.stdin, process.stdout);
	return 0;
}

/** The answer to one input line: the verdict, or `{"error"}` naming what was wrong with it. */
export function AnswerLine(line: string): string {
	const parsed = ParseClassifyLine(line);
	if ("error" in parsed) return JSON.stringify({ error: parsed.error });
	try {
		return VerdictLine(Classify(parsed.command, parsed.tool));
	} catch (error) {
		// The classifier promises not to throw; if it ever does, this line says so and the run goes on.
		return JSON.stringify({
			error: `classifier failed: ${error instanceof Error ? error.message : String(error)}`,
		});
	}
}

/** One output line per input line, in order; a bad line answers `{"error"}` and the stream goes on. */
export async function ClassifyStream(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
	const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
	let buffer = "";
	for await (const line of lines) {
		buffer += `${AnswerLine(line)}\n`;
		// Flush in chunks, honouring back-pressure, so a 14,000-line corpus streams without holding it all.
		if (buffer.length >= 64 * 1024) {
			if (!output.write(buffer)) await new Promise((resolve) => output.once("drain", resolve));
			buffer = "";
		}
	}
	if (buffer !== "") output.write(buffer);
}

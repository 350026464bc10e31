import type { Detection } from "@playform/hook-dsh-tool-coach";

/** A verdict for a person: the class and the tool to use first, then the pattern and each segment's verdict. */
export function FormatDetection(command: string, terminal: string, detection: Detection): string {
	const lines: string[] = [];
	lines.push(
		detection.class === "clean"
			? "clean: a command the terminal is for"
			: `${detection.class}: use \`${detection.tool}\` instead of ${terminal}`,
	);
	lines.push(`  command   ${OneLine(command)}`);
	if (detection.pattern !== "") lines.push(`  pattern   ${detection.pattern}`);
	if (detection.exempt !== undefined)
		lines.push(`  exempt    ${detection.exempt} (an exempt head dominates its pipe)`);
	if (detection.segments.length > 0) {
		lines.push("  segments");
		const width = Math.max(...detection.segments.map((segment) => segment.class.length));
		for (const segment of detection.segments) {
			const why = segment.exempt !== undefined ? `exempt ${segment.exempt}` : segment.pattern;
			lines.push(
				`    ${segment.class.padEnd(width)}  ${OneLine(segment.text)}${why === "" ? "" : `   (${why})`}`,
			);
		}
	}
	return `${lines.join("\n")}\n`;
}

function OneLine(text: string): string {
	const flat = text.replace(/\s*\n\s*/g, " ⏎ ").trim();
	return flat.length <= 100 ? flat : `${flat.slice(0, 99)}…`;
}

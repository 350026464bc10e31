/** C0 and C1 controls, DEL, and the bidirectional overrides a terminal would obey instead of showing. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from a transcript made safe for a terminal: every control character becomes a visible escape (`\x1b`,
 * `\u202e`), so a session id or a model name cannot move the cursor, recolour or retitle the terminal. One line in,
 * one line out (a newline inside is escaped too).
 */
export const EscapeControl = (text: string): string =>
	text.replace(CONTROL, (char) => {
		const code = char.charCodeAt(0);
		return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
	});

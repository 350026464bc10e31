/** The first sentence of a description, parenthesis-aware (a `.` inside `(…)` does not end it), at most `cap` chars. */
export const FirstSentence = (text: string, cap = 120): string => {
	const flat = String(text ?? "")
		.replace(/\s+/g, " ")
		.trim();
	let depth = 0;
	let end = flat.length;
	for (let index = 0; index < flat.length; index++) {
		const char = flat[index];
		if (char === "(" || char === "[") depth++;
		else if ((char === ")" || char === "]") && depth > 0) depth--;
		else if (
			depth === 0 &&
			(char === "." || char === "!" || char === "?") &&
			(index + 1 === flat.length || flat[index + 1] === " ")
		) {
			end = index + 1;
			break;
		}
	}
	const sentence = flat.slice(0, end);
	return sentence.length <= cap ? sentence : `${sentence.slice(0, cap - 1)}…`;
};

import { Families, PATTERN_TEXT_CAP, SignalRegex } from "@playform/lib-dsh-core";
import type { Pack } from "@playform/lib-dsh-core";
import { AsksCause, AsksToFindCode, IsExploratory } from "./Detect";

const QUESTION_WORD = /^\s*(how|why|what|where|which|who|when|explain|describe)\b/;
const MAX_WORDS = 32;
const MAX_WORD = 40;

/**
 * What of the user's words a store may keep: only the words the pack's user signals read, and the question shape
 * the exploratory gate reads. A hook state file carries this sketch, never the prompt itself.
 */
export const UserSketch = (text: string, pack: Pack): string => {
	const clean = text.slice(0, PATTERN_TEXT_CAP).toLowerCase();
	if (clean.trim() === "") return "";
	const words = new Set<string>();
	for (const intent of Families(pack, "search")) {
		for (const signal of intent.signals) {
			if (signal.on !== "user" || words.size >= MAX_WORDS) continue;
			let regex: RegExp;
			try {
				regex = SignalRegex(signal, "g");
			} catch {
				continue;
			}
			// a workspace pattern sees no more text here than when it is matched (its `textCap`), in the case it was written
			const source = signal.caseSensitive ? text.slice(0, PATTERN_TEXT_CAP) : clean;
			const seen = signal.textCap === undefined ? source : source.slice(0, signal.textCap);
			for (const match of seen.matchAll(regex)) {
				const word = match[0].trim();
				if (word !== "" && word.length <= MAX_WORD) words.add(word);
				if (words.size >= MAX_WORDS) break;
			}
		}
	}
	const body = [...words].join(" ");
	// a hunt for code keeps its opening words (R11 reads them from the sketch after a reload; a hunt asked as a question
	// abstains by them alone)
	if (AsksToFindCode(clean)) return `find where ${body}`.trim();
	if (!IsExploratory(clean)) return body;
	// a question asking why the code does something keeps that shape (R11 reads it from the sketch after a reload)
	const opening = AsksCause(clean) ? "why does" : (QUESTION_WORD.exec(clean)?.[1] ?? "what");
	return `${opening} ${body}?`.replace(/\s+/g, " ").trim();
};

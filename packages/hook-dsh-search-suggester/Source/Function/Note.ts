import { Bound } from "@playform/lib-dsh-core";
import { DISMISS_TOOL } from "../Variable/Config";

export interface NoteInput {
	kind: string;
	k: number;
	candidates: readonly string[];
	/** Per candidate, what it states that the query named (`version 1.4.2`). */
	facts?: Readonly<Record<string, string>>;
	/** The pack intent's caveat line. */
	caveat?: string;
	/** Mention the dismiss tool only when it is registered. */
	dismissTool: boolean;
	/** Hard character cap. */
	cap: number;
}

const line = (path: string, facts: Readonly<Record<string, string>> | undefined): string =>
	facts?.[path] ? `- ${path} (${facts[path]})` : `- ${path}`;

/**
 * The model-facing note: the intent, the candidates one per line (`- <path>`), the pack's caveat and the dismiss
 * hint. Over the cap, trailing candidates go first (at least one stays), then the text is bounded.
 */
export const NoteText = (input: NoteInput): string => {
	const head = `Search suggestion (${input.kind}, k ${input.k.toFixed(2)}): what this search looks for usually lives in this workspace at:`;
	const tail: string[] = [];
	if (input.caveat) tail.push(input.caveat);
	tail.push(
		input.dismissTool
			? `Check these before searching further. A wrong guess? Call ${DISMISS_TOOL} with {"intent": "${input.kind}"}.`
			: "Check these before searching further.",
	);
	const lines = input.candidates.map((path) => line(path, input.facts));
	for (let count = lines.length; count >= 1; count--) {
		const text = [head, ...lines.slice(0, count), ...tail].join("\n");
		if (text.length <= input.cap || count === 1) return Bound(text, input.cap);
	}
	return Bound([head, ...tail].join("\n"), input.cap);
};

/** The transcript's one-line account (bounded to 120 by the core's Notice). */
export const NoteSummary = (kind: string, candidates: readonly string[]): string =>
	`search-suggester: ${kind} → ${candidates.join(", ")}`;

/** The candidates a note names, read back from its text (the benchmark scores what the model saw). */
export const NoteCandidates = (text: string): string[] =>
	text
		.split("\n")
		.map((row) => /^- (\S+)/.exec(row)?.[1])
		.filter((path): path is string => path !== undefined);

/** The intent a note is about, read back from its text. */
export const NoteIntent = (text: string): string | undefined => /^Search suggestion \(([^,]+),/.exec(text)?.[1];

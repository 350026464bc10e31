import type { Recall } from "../Interface/Recall";

export interface NoteInput {
	recall: Recall;
	candidates: readonly string[];
	/** The call's own first path. */
	path: string;
	/** The pack intent's caveat, used when the record has no `verify` command. */
	caveat: string | undefined;
	/** A less-sure hint (the `fallback` tier): the head and the summary say so. */
	unsure?: boolean;
}

/** The note's one-line summary and text: the recalled companions, one per `- ` line, then the caveat. */
export const ComposeNote = ({
	recall,
	candidates,
	path,
	caveat,
	unsure = false,
}: NoteInput): { summary: string; text: string } => {
	const label = unsure ? "Replay memory (less sure)" : "Replay memory";
	const head =
		recall.source === "seed"
			? `${label}: a recorded change matching this call touched these files:`
			: recall.basis === "folder"
				? `${label}: ${path} has no history of its own; earlier changes in its folder (the latest: ${recall.anchor?.path ?? path}) came with these files (most likely first):`
				: recall.episodes > 1
					? `${label}: in ${recall.episodes} earlier episodes with ${path}, these files came along (most likely first):`
					: `${label}: the last similar call (${recall.anchor?.path ?? path}) came with these files:`;
	const lines = [head, ...candidates.map((candidate) => `- ${candidate}`)];
	const tail = recall.verify ? `Verify with: ${recall.verify}` : caveat;
	if (tail) lines.push(tail);
	const more = candidates.length - 1;
	const summary = `replay${unsure ? " (less sure)" : ""}: ${candidates[0]}${more > 0 ? ` (+${more} more)` : ""} came with ${path} before`;
	return { summary, text: lines.join("\n") };
};

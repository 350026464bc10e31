import type { Recall } from "../Interface/Recall";

export interface NoteInput {
	recall: Recall;
	candidates: readonly string[];
	/** The call's own first path. */
	path: string;
	/** The pack intent's caveat, used when the record has no `verify` command. */
	caveat: string | undefined;
}

/** The note's one-line summary and text: the recalled companions, one per `- ` line, then the caveat. */
export const ComposeNote = ({ recall, candidates, path, caveat }: NoteInput): { summary: string; text: string } => {
	const head =
		recall.source === "seed"
			? `Replay memory: a recorded change matching this call touched these files:`
			: recall.episodes > 1
				? `Replay memory: in ${recall.episodes} earlier episodes with ${path}, these files came along (most frequent first):`
				: `Replay memory: the last similar call (${recall.anchor?.path ?? path}) came with these files:`;
	const lines = [head, ...candidates.map((candidate) => `- ${candidate}`)];
	const tail = recall.verify ? `Verify with: ${recall.verify}` : caveat;
	if (tail) lines.push(tail);
	const more = candidates.length - 1;
	const summary = `replay: ${candidates[0]}${more > 0 ? ` (+${more} more)` : ""} came with ${path} before`;
	return { summary, text: lines.join("\n") };
};

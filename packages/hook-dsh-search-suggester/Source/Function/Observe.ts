import type { Wiring } from "../Interface/Wiring";
import { Watch } from "./Learner";
import { RecordFollow, RecordIgnore } from "./Persist";
import type { Ring } from "./Ring";

/** The learner's bookkeeping: records what `Watch` concluded about the open notes, logs it, then saves. */
export const Observe = (
	{ C, Learn, save, log }: Wiring,
	ring: Ring,
	paths: readonly string[],
	judged: boolean,
): void => {
	if (!C.learn || ring.pending.length === 0) return;
	const { pending, events } = Watch(ring.pending, paths, judged);
	ring.pending = pending;
	for (const event of events) {
		if (event.kind === "followed") {
			Learn((knowledge) => RecordFollow(knowledge, event.root, event.intent, event.path, event.nearMiss));
			log(
				event.nearMiss
					? `followed ${event.intent} ${event.path} (near-miss)`
					: `followed ${event.intent} ${event.path}`,
			);
		} else {
			const history = Learn((knowledge) => RecordIgnore(knowledge, event.root, event.intent));
			log(`ignored ${event.intent} (history ${history.toFixed(2)})`);
		}
	}
	if (events.length > 0) save();
};

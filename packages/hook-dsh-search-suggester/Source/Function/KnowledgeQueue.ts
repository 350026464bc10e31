import type { Knowledge } from "../Interface/Execution";
import { SaveKnowledgeChanges } from "./Persist";
import type { KnowledgeChange } from "./Persist";

/** The knowledge the plugin holds, as the queue reads and replaces it. */
export interface KnowledgeHolder {
	knowledge: Knowledge;
	persistPath: string;
}

export interface KnowledgeQueue {
	/** Applies a change to the held knowledge now and keeps it for the next save. */
	Learn<T>(change: (knowledge: Knowledge) => T): T;
	/** Replays the kept changes onto the file's latest version and adopts the merged result. */
	Save(): void;
}

/**
 * Every change is applied at once and kept until a save replays it onto the file's latest version, so two
 * processes learning at once lose none of each other's updates. `corrupt` and `failed` report the degrades.
 */
export const KnowledgeQueue = (
	holder: KnowledgeHolder,
	corrupt: (reason: string) => void,
	failed: (reason: string) => void,
): KnowledgeQueue => {
	let unsaved: KnowledgeChange[] = [];
	let saveFailure: string | undefined;
	return {
		Learn(change) {
			unsaved.push((knowledge) => void change(knowledge));
			// bounded: a file that stays unwritable must not grow the queue without end
			if (unsaved.length > 1000) unsaved.splice(0, unsaved.length - 1000);
			return change(holder.knowledge);
		},
		Save() {
			if (unsaved.length === 0) return;
			try {
				const saved = SaveKnowledgeChanges(holder.persistPath, unsaved);
				unsaved = [];
				saveFailure = undefined;
				// adopt the merged file: it also holds what other processes learned
				holder.knowledge = saved.knowledge;
				if (saved.corrupt !== undefined) corrupt(saved.corrupt);
			} catch (error) {
				// an unwritable or busy knowledge file keeps the learning in memory until a later save
				const reason = String((error as { code?: unknown })?.code ?? (error as Error)?.message ?? error);
				if (reason !== saveFailure) failed((saveFailure = reason));
			}
		},
	};
};

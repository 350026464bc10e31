import { AGENT_RING_DEPTH } from "../Variable/Limits";
import type { AgentMemory } from "../Interface/State";

/** A fresh agent's share: no calls, no notes, no turn yet. */
export const NewMemory = (): AgentMemory => ({
	History: [],
	Judged: 0,
	NotesThisTurn: 0,
	LastNote: new Map(),
	Turn: undefined,
});

/**
 * The per-agent ring's bound: the episode recall's horizon stays the seed's 32 calls, while the mirror holds the
 * long memory (`historyDepth`), so an exported agent memory (a hook host's state file) stays small.
 */
export const RingDepth = (historyDepth: number): number => Math.min(historyDepth, AGENT_RING_DEPTH);

/** Adds an entry at the front of a newest-first list and cuts it to `depth`; returns what fell off. */
export const PushBounded = <T>(list: T[], item: T, depth: number): T[] => {
	list.unshift(item);
	return list.length > depth ? list.splice(depth) : [];
};

import type { AgentMemory } from "../Interface/State";

/** A fresh agent's share: no calls, no notes, no turn yet. */
export const NewMemory = (): AgentMemory => ({ History: [], Judged: 0, NotesThisTurn: 0, LastNote: new Map(), Turn: undefined });

/** Adds an entry at the front of a newest-first list and cuts it to `depth`; returns what fell off. */
export const PushBounded = <T>(list: T[], item: T, depth: number): T[] => {
	list.unshift(item);
	return list.length > depth ? list.splice(depth) : [];
};

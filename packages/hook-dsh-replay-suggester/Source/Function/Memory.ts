import type { AgentMemory } from "../Interface/State";

/** A fresh agent's share: no calls, no notes, no turn yet. */
export const NewMemory = (): AgentMemory => ({ History: [], Judged: 0, NotesThisTurn: 0, LastNote: new Map(), Turn: undefined });

/** Adds an entry at the front of a newest-first list and cuts it to `depth`; returns what fell off. */
export const PushBounded = <T>(list: T[], item: T, depth: number): T[] => {
	list.unshift(item);
	return list.length > depth ? list.splice(depth) : [];
};

/** A step opens a user turn when the last message entering it is the user's (tool results and notices are not). */
export const OpensUserTurn = (messages: unknown): boolean => {
	if (!Array.isArray(messages) || messages.length === 0) return false;
	const last = messages[messages.length - 1] as { role?: unknown; source?: { kind?: unknown } } | undefined;
	return last?.role === "user" && last.source?.kind === "user";
};

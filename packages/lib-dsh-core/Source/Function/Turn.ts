/**
 * The turn boundary of an `agent/pre-step`: `"first"` when the agent had no turn yet, `"new"` when the step's turn
 * differs from the one its memory was last in, undefined for the same turn or a step without a turn number.
 */
export const TurnBoundary = (seen: number | undefined, turn: unknown): "first" | "new" | undefined =>
	typeof turn !== "number" || turn === seen ? undefined : seen === undefined ? "first" : "new";

/** A step opens a user turn when the last message entering it is the user's (tool results and notices are not). */
export const OpensUserTurn = (messages: unknown): boolean => {
	if (!Array.isArray(messages) || messages.length === 0) return false;
	const last = messages[messages.length - 1] as { role?: unknown; source?: { kind?: unknown } } | undefined;
	return last?.role === "user" && last.source?.kind === "user";
};

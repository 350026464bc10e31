import type { FactoryState } from "../Interface/State";
import { Append } from "./Append";

/** The faults each state has already reported, bounded so a listener that keeps failing cannot grow it. */
const reported = new WeakMap<object, Set<string>>();
const MAX_REPORTED = 64;
const REASON_CAP = 160;

/** One line for an error: its code (when it has one) and its message, cut to the cap; never throws. */
export const FaultReason = (error: unknown): string => {
	let text: string;
	try {
		const code = (error as { code?: unknown })?.code;
		const message = String((error as { message?: unknown })?.message ?? error)
			.replace(/\s+/g, " ")
			.trim();
		text = typeof code === "string" && !message.startsWith(code) ? `${code}: ${message}` : message;
	} catch {
		text = "unreadable error";
	}
	return text.length > REASON_CAP ? `${text.slice(0, REASON_CAP - 1)}…` : text;
};

/**
 * A listener's catch-all: logs `fault <where> -> passthrough (<reason>)` once per distinct place and reason, so a
 * listener that returned the downstream decision untouched says why, without a line per call. Never throws.
 */
export const Fault = (state: FactoryState<any>, where: string, error: unknown): void => {
	try {
		const reason = FaultReason(error);
		const key = `${where}\0${reason}`;
		let seen = reported.get(state);
		if (!seen) reported.set(state, (seen = new Set()));
		if (seen.has(key) || seen.size >= MAX_REPORTED) return;
		seen.add(key);
		Append(state, `fault ${where} -> passthrough (${reason})`);
	} catch {
		// the ledger is best-effort here: the listener has already chosen to pass through
	}
};

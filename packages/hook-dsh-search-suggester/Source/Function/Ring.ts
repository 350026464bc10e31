import type { RingCall } from "../Interface/Execution";
import { RING_SIZE } from "../Variable/Config";

/** A note the learner is watching: the next `remaining` judged calls decide followed, near-miss or ignored. */
export interface PendingNote {
	intent: string;
	root: string;
	candidates: string[];
	remaining: number;
}

/** The per-agent state of one turn (reset on a new turn by the pre-step listener). */
export interface Ring {
	turn: number | undefined;
	/** Judged calls this turn. */
	judged: number;
	/** The last RING_SIZE judged calls. */
	calls: RingCall[];
	/** Intent kind → the judged index of its last note this turn. */
	lastNote: Map<string, number>;
	notes: number;
	/** Candidate sets already noted this turn (dedupe). */
	noted: Set<string>;
	/** Root-relative paths the agent touched this turn. */
	touched: Set<string>;
	pending: PendingNote[];
	/** The turn's user text (R12). */
	user: string;
	/** The intent of the last note, the dismiss tool's default. */
	lastIntent: string | undefined;
	/** The agent is a read-only subagent (abstention 5), decided once per agent. */
	readOnly: boolean | undefined;
}

export const NewRing = (): Ring => ({
	turn: undefined,
	judged: 0,
	calls: [],
	lastNote: new Map(),
	notes: 0,
	noted: new Set(),
	touched: new Set(),
	pending: [],
	user: "",
	lastIntent: undefined,
	readOnly: undefined,
});

/** The per-turn reset: the ring, the cooldowns, the dedupe set, the counters and the open learner windows. */
export const ResetTurn = (ring: Ring, turn: number): void => {
	ring.turn = turn;
	ring.judged = 0;
	ring.calls = [];
	ring.lastNote.clear();
	ring.notes = 0;
	ring.noted.clear();
	ring.touched.clear();
	ring.pending = [];
	ring.user = "";
};

export const PushCall = (ring: Ring, call: RingCall): void => {
	ring.calls.push(call);
	if (ring.calls.length > RING_SIZE) ring.calls.splice(0, ring.calls.length - RING_SIZE);
};

export const Touch = (ring: Ring, paths: readonly string[]): void => {
	for (const path of paths) {
		if (ring.touched.size >= 256) return;
		ring.touched.add(path.replace(/\/+$/, ""));
	}
};

/** The dedupe key of a candidate set. */
export const SetKey = (candidates: readonly string[]): string => [...candidates].sort().join("\n");

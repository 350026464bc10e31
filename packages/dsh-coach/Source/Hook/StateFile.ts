import {
	MoveAside,
	ReadBounded,
	STATE_READ_CAP,
	StoreHome,
	SweepTemps,
	WithLock as CoreWithLock,
	WriteAtomic,
} from "@playform/lib-dsh-core";
import { join } from "node:path";

import type { DomainSnapshot } from "../Host/MemoryDomain";
import { LOCK_WAIT_MS } from "./Caps";

/** What one agent session keeps between hook calls. */
export interface HookState {
	readonly version: 1;
	/** Turns opened so far (UserPromptSubmit / BeforeAgent). */
	turn: number;
	/** Tool calls seen so far (pre and post hooks). */
	calls: number;
	/** Each plugin's per-agent memory, as its handle's `Export(agent)` gave it. */
	plugins: Record<string, unknown>;
	/** The storage domain the plugins opened (the replay suggester's recall history). */
	storage: Record<string, DomainSnapshot>;
}

export const NewState = (): HookState => ({ version: 1, turn: 0, calls: 0, plugins: {}, storage: {} });

/** `<harness home>/playform/hook-state`: `$DSH_HOME` when set and not blank, else `~/.dsh` (the core's DshHome). */
export function StateRoot(): string {
	return join(StoreHome(), "playform", "hook-state");
}

/** A shortened name carries `~~`, which an escaped id never holds (`~` is always followed by hex, `u` or `n`). */
const SAFE_LENGTH = 120;

/** An id the event did not give usably (absent, empty, not a string); its place in a file name is `~none`. */
export const UNNAMED: unique symbol = Symbol("unnamed");

/** `~` then `n` is no escape, so no real id's file name holds it: an id-less event never shares a real id's file. */
export const UNNAMED_MARK = "~none";

/**
 * A session id (and a subagent's id, named `<session>/agent-<id>` as in a replay) as one file name, injectively:
 * every character outside `[A-Za-z0-9_-]` and every leading dot is escaped (`~2e`, `~7e` for `~` itself, `~uXXXX`
 * past 0xff; fixed widths, so no two ids meet), an `UNNAMED` id is `~none`, and a name whose escaped form is longer
 * than 120 characters is shortened to its first 80 and `~~` and a 64-bit hash (then `~none` when an id was unnamed).
 */
export function SessionFileName(session: string | typeof UNNAMED, subagent?: string | typeof UNNAMED): string {
	const escape = (char: string) => {
		const code = char.charCodeAt(0);
		return code > 0xff ? `~u${code.toString(16).padStart(4, "0")}` : `~${code.toString(16).padStart(2, "0")}`;
	};
	const parts: readonly (string | typeof UNNAMED)[] =
		subagent === undefined ? [session] : [session, "/agent-", subagent];
	const safe = parts
		.map((part) => (part === UNNAMED ? UNNAMED_MARK : part.replace(/[^A-Za-z0-9._-]/g, escape)))
		.join("")
		.replace(/^\.+/, (dots) => "~2e".repeat(dots.length));
	if (safe.length > 0 && safe.length <= SAFE_LENGTH) return `${safe}.json`;
	const hash = Fingerprint(parts.map((part) => (part === UNNAMED ? "" : part)).join(""));
	return `${safe.slice(0, 80)}~~${hash}${parts.includes(UNNAMED) ? UNNAMED_MARK : ""}.json`;
}

/** Two FNV-1a passes (64 bits) over a long id: enough to keep names apart, without loading node:crypto per call. */
function Fingerprint(text: string): string {
	let low = 0x811c9dc5;
	let high = 0x01000193;
	for (let index = 0; index < text.length; index++) {
		const code = text.charCodeAt(index);
		low = Math.imul(low ^ code, 0x01000193) >>> 0;
		high = Math.imul(high ^ code ^ (index & 0xff), 0x01000193) >>> 0;
	}
	return `${high.toString(16).padStart(8, "0")}${low.toString(16).padStart(8, "0")}`;
}

/**
 * The state, or a fresh one when the file is absent or unreadable (a corrupt file must not wedge the session). A file
 * that exists but is not a version-1 state (not JSON, a link, a FIFO, a device, a folder, over `STATE_READ_CAP`) is
 * moved to `<path>.<ms>.corrupt` (a regular file made 0600, a link moved as the link); `corrupt` says why, without
 * quoting the content.
 */
export function ReadState(path: string): { state: HookState; fresh: boolean; corrupt?: string } {
	// a hook killed mid-write leaves its temp file beside the state file: swept by the next call of the session
	SweepTemps(path);
	const read = ReadBounded(path, { cap: STATE_READ_CAP });
	if (read.kind === "absent" || read.kind === "unreadable") return { state: NewState(), fresh: true };
	let corrupt: string;
	if (read.kind === "refused") corrupt = read.reason;
	else {
		let value: Partial<HookState> | undefined;
		try {
			value = JSON.parse(read.text) as Partial<HookState>;
		} catch {
			value = undefined;
		}
		if (value?.version === 1) {
			return {
				state: {
					version: 1,
					turn: typeof value.turn === "number" ? value.turn : 0,
					calls: typeof value.calls === "number" ? value.calls : 0,
					plugins: value.plugins && typeof value.plugins === "object" ? value.plugins : {},
					storage: value.storage && typeof value.storage === "object" ? value.storage : {},
				},
				fresh: false,
			};
		}
		corrupt = value === undefined ? "not JSON" : "not a version 1 state";
	}
	// the session restarts either way; the line still says the file was unusable
	MoveAside(path);
	return { state: NewState(), fresh: true, corrupt };
}

/** Replaces the file atomically through the core's one writer (temp, fsync, rename; 0600 in a 0700 folder). */
export function WriteState(path: string, state: HookState): void {
	WriteAtomic(path, `${JSON.stringify(state)}\n`, { private: true });
}

/**
 * Runs `work` holding the session's lock (the core's `WithLock`: 5 s at most, then `LockUnavailable`; a lock that is
 * not a regular file or cannot be removed gives up at once). Parallel hook calls of one session queue here.
 */
export function WithLock<T>(
	path: string,
	work: () => Promise<T>,
	timeoutMs: number = LOCK_WAIT_MS,
	staleMs = 15_000,
): Promise<T> {
	return CoreWithLock(path, work, { timeoutMs, staleMs, private: true });
}

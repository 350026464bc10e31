import { DshHome, SweepTemps } from "@playform/lib-dsh-core";
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";

import type { DomainSnapshot } from "../Host/MemoryDomain";

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
	return join(DshHome(), "playform", "hook-state");
}

/** A session id as one safe file name: unsafe characters escaped, and a long id shortened with its hash. */
export function SessionFileName(session: string): string {
	const safe = session.replace(/[^A-Za-z0-9._-]/g, (char) => `~${char.charCodeAt(0).toString(16).padStart(2, "0")}`).replace(/^\.+/, "~2e");
	if (safe.length > 0 && safe.length <= 120) return `${safe}.json`;
	return `${safe.slice(0, 80)}-${Fingerprint(session)}.json`;
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
 * that exists but is not a version-1 state is moved to `<path>.<ms>.corrupt` (0600), so the next write never lands
 * on it; `corrupt` then says why.
 */
export function ReadState(path: string): { state: HookState; fresh: boolean; corrupt?: string } {
	// a hook killed mid-write leaves its temp file beside the state file: swept by the next call of the session
	SweepTemps(path);
	let text: string;
	try {
		text = readFileSync(path, "utf8");
	} catch {
		return { state: NewState(), fresh: true };
	}
	try {
		const value = JSON.parse(text) as Partial<HookState>;
		if (value?.version !== 1) throw new Error("not a version 1 state");
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
	} catch (error) {
		const backup = `${path}.${Date.now()}.corrupt`;
		try {
			renameSync(path, backup);
			chmodSync(backup, 0o600);
		} catch {
			// the session restarts either way; the line still says the file was unusable
		}
		return { state: NewState(), fresh: true, corrupt: String((error as Error)?.message ?? error).replace(/\s+/g, " ").slice(0, 120) };
	}
}

/**
 * Replace the file atomically: a private temp file beside it (0600), renamed over it, so a reader sees the old
 * state or the new one, never half of one. No fsync: it cost more than the rest of a hook call, and a power cut
 * that loses the last counts is harmless (a torn file reads as a fresh state).
 */
export function WriteState(path: string, state: HookState): void {
	MakeFolders(dirname(path));
	const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
	const descriptor = openSync(temp, "wx", 0o600);
	try {
		writeSync(descriptor, `${JSON.stringify(state)}\n`);
	} finally {
		closeSync(descriptor);
	}
	try {
		renameSync(temp, path);
	} catch (error) {
		rmSync(temp, { force: true });
		throw error;
	}
}

export class LockTimeout extends Error {}

/**
 * Run `work` while holding `<path>.lock` (created with O_EXCL, so one process at a time). Parallel hook calls of
 * one session queue here, so none of them reads the state another is about to replace. A lock older than
 * `staleMs` belongs to a process that died holding it and is broken.
 */
export async function WithLock<T>(path: string, work: () => Promise<T>, timeoutMs = 5000, staleMs = 15_000): Promise<T> {
	const lock = `${path}.lock`;
	MakeFolders(dirname(lock));
	const deadline = Date.now() + timeoutMs;
	let descriptor: number | undefined;
	for (let attempt = 0; descriptor === undefined; attempt++) {
		try {
			descriptor = openSync(lock, "wx", 0o600);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
			if (Stale(lock, staleMs)) continue;
			if (Date.now() > deadline) throw new LockTimeout(`${lock} held for more than ${timeoutMs} ms`);
			await new Promise((resolve) => setTimeout(resolve, Math.min(25, 2 + attempt) + Math.random() * 3));
		}
	}
	try {
		writeSync(descriptor, `${process.pid}\n`);
		return await work();
	} finally {
		closeSync(descriptor);
		try {
			unlinkSync(lock);
		} catch {
			// already broken as stale by another process: nothing left to release
		}
	}
}

function Stale(lock: string, staleMs: number): boolean {
	try {
		if (Date.now() - statSync(lock).mtimeMs <= staleMs) return false;
		unlinkSync(lock);
		return true;
	} catch {
		// vanished between our open and stat: try again at once
		return true;
	}
}

/**
 * `mkdir -p` with mode 0700, one level at a time. Node's own recursive mkdir never returns on some paths (under
 * /proc it loops on ENOENT), and a hook must fail fast instead.
 */
export function MakeFolders(path: string): void {
	try {
		mkdirSync(path, { mode: 0o700 });
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === "EEXIST") return;
		const parent = dirname(path);
		if (code !== "ENOENT" || parent === path) throw error;
		MakeFolders(parent);
		mkdirSync(path, { mode: 0o700 });
	}
}

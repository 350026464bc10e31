import { lstatSync, readdirSync, rmdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";

import { ReadBounded, RedactSecrets, RedactValue, WriteAtomic } from "@playform/lib-dsh-core";

/** A tool call that could not take its session's lock in time, queued for the session's next lock holder. */
export interface PendingCall {
	readonly tool: string;
	readonly arguments: Readonly<Record<string, unknown>>;
	readonly result: { readonly isError: boolean; readonly text: string };
	readonly callId?: string;
}

/** A queued call's output is kept up to this many characters (the coach judges the command, not the output). */
const RESULT_CAP = 16 * 1024;

/** One queued call is read up to this many bytes (a command is at most 64 KiB, its output 16 KiB, both escaped). */
const PENDING_READ_CAP = 512 * 1024;

/** The most queued calls one holder takes in; the rest wait for the next one (the hook's time is bounded). */
export const PENDING_BATCH = 200;

const NAME = /^\d{13}\.\d{1,10}\.[a-z0-9]{1,12}\.call$/;

/** `<state file>.pending/`: one file per queued call, so a writer never touches what a reader holds. */
export const PendingFolder = (statePath: string): string => `${statePath}.pending`;

/**
 * Queues a call as its own file (atomic: temp, fsync, rename, 0600 in a 0700 folder), named so that the queue
 * reads in arrival order. A holder that empties the folder removes it; a write that loses that race retries.
 */
export function QueueCall(statePath: string, call: PendingCall): void {
	const record = {
		version: 1,
		tool: call.tool,
		// redacted like every stored command: nothing secret waits at rest
		arguments: RedactValue(call.arguments),
		result: { isError: call.result.isError, text: RedactSecrets(call.result.text.slice(0, RESULT_CAP)) },
		...(call.callId === undefined ? {} : { callId: call.callId }),
	};
	const name = `${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.call`;
	for (let attempt = 0; ; attempt++) {
		try {
			WriteAtomic(join(PendingFolder(statePath), name), `${JSON.stringify(record)}\n`, { private: true });
			return;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt >= 3) throw error;
		}
	}
}

/** Whether calls wait in the queue (a queue folder that is a link, or not a folder, holds none of ours). */
export function HasPending(statePath: string): boolean {
	return PendingNames(statePath).length > 0;
}

function PendingNames(statePath: string): string[] {
	const folder = PendingFolder(statePath);
	try {
		if (!lstatSync(folder).isDirectory()) return [];
		return readdirSync(folder)
			.filter((name) => NAME.test(name))
			.sort();
	} catch {
		return [];
	}
}

/** The queued calls, oldest first (at most `PENDING_BATCH`), each with the file to remove once it is counted. */
export function TakePending(statePath: string): { calls: PendingCall[]; files: string[]; unusable: number } {
	const folder = PendingFolder(statePath);
	const calls: PendingCall[] = [];
	const files: string[] = [];
	let unusable = 0;
	for (const name of PendingNames(statePath).slice(0, PENDING_BATCH)) {
		const file = join(folder, name);
		files.push(file);
		const read = ReadBounded(file, { cap: PENDING_READ_CAP });
		const call = read.kind === "text" ? ParsePending(read.text) : undefined;
		if (call === undefined) unusable += 1;
		else calls.push(call);
	}
	return { calls, files, unusable };
}

function ParsePending(text: string): PendingCall | undefined {
	let value: Record<string, unknown>;
	try {
		value = JSON.parse(text) as Record<string, unknown>;
	} catch {
		return undefined;
	}
	if (value === null || typeof value !== "object" || value.version !== 1 || typeof value.tool !== "string")
		return undefined;
	const args = value.arguments;
	const result = value.result as { isError?: unknown; text?: unknown } | null | undefined;
	if (args === null || typeof args !== "object" || Array.isArray(args)) return undefined;
	if (result === null || typeof result !== "object" || typeof result.text !== "string") return undefined;
	return {
		tool: value.tool,
		arguments: args as Record<string, unknown>,
		result: { isError: result.isError === true, text: result.text },
		...(typeof value.callId === "string" ? { callId: value.callId } : {}),
	};
}

/** Removes the counted calls' files, and the folder once it is empty (a queued file arriving meanwhile keeps it). */
export function DropPending(statePath: string, files: readonly string[]): void {
	for (const file of files) {
		try {
			unlinkSync(file);
		} catch {
			// already gone
		}
	}
	try {
		rmdirSync(PendingFolder(statePath));
	} catch {
		// not empty (a new call queued) or absent
	}
}

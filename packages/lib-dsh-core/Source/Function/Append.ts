import { closeSync, openSync } from "node:fs";
import type { FactoryState } from "../Interface/State";
import { ExpandHome } from "./ExpandHome";
import { AppendLine } from "./File/AppendLine";
import { READ_OWN } from "./File/Flags";
import { TightenFile } from "./File/Tighten";

interface LogFields {
	log?: boolean;
	logFile?: string;
}

/**
 * Writes `<module>: <message>` to the logger and, when `log` is on, `[<ISO>] <module>: <message>` to the
 * durable ledger (`AppendLine`: folders 0700, file 0600, never through a link or into a FIFO). Never throws: a broken file degrades to one logger line.
 */
export const Append = (state: FactoryState<any>, message: string): void => {
	const internal = state.Internal;
	const prefixed = `${state.Module}: ${message}`;
	let line = prefixed;
	try {
		line = `[${internal.now().toISOString()}] ${prefixed}`;
		state.Lines.push(message);
		// trimmed in chunks, so a full buffer does not shift the whole array on every line
		if (state.Lines.length > internal.keepLines + (internal.keepLines >> 1))
			state.Lines.splice(0, state.Lines.length - internal.keepLines);
		internal.logger?.info("%s", prefixed);
	} catch {
		// a logger fault must not stop the durable ledger
	}
	let fields: LogFields = {};
	try {
		fields = state.Config as LogFields;
		if (fields.log !== false && typeof fields.logFile === "string" && fields.logFile !== "") {
			const path = ExpandHome(fields.logFile);
			AppendLine(path, `${line}\n`);
			if (internal.fileFailure !== undefined) internal.fileFailure = undefined;
		}
	} catch (error) {
		const code = (error as NodeJS.ErrnoException)?.code ?? "error";
		if (internal.fileFailure !== code) {
			internal.fileFailure = code;
			const degraded = `ledger file unwritable (${code}) -> logger only`;
			state.Lines.push(degraded);
			try {
				internal.logger?.info("%s", `${state.Module}: ${degraded}`);
			} catch {
				// nothing left to tell
			}
		}
	}
	for (const sink of internal.sinks) {
		try {
			sink(line, message);
		} catch {
			// an observer fault never reaches the waterfall
		}
	}
};

/**
 * Makes sure an existing ledger file of ours is 0600 even when it predates us, through a descriptor opened without
 * following a link (a linked ledger is left alone: it is never written either).
 */
export const TightenLedger = (logFile: string | undefined): void => {
	if (!logFile) return;
	try {
		const fd = openSync(ExpandHome(logFile), READ_OWN);
		try {
			TightenFile(fd);
		} finally {
			closeSync(fd);
		}
	} catch {
		// absent until the first line
	}
};

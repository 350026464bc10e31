import type { Live } from "./Cell";

/** Where a state line goes besides the logger; `Lines` keeps the recent ones for tests and replays. */
export interface LedgerSink {
	/** Called with the file line (`[ISO] prefix: message`) after every append, for in-process observers. */
	(line: string, message: string): void;
}

export interface StateOptions<C> {
	/** The ledger prefix and logger name: `hook-dsh-tool-coach`, `search-suggester`, `replay-suggester`. */
	module: string;
	/** The config fields the state reads live; others are left to the caller. */
	fields?: readonly (keyof C & string)[];
	/** How many recent ledger lines `Lines` keeps (default 2000). */
	keepLines?: number;
	/** A clock for the ledger's ISO stamp; tests pin it. */
	now?: () => Date;
}

/** The per-apply state the factory builds: the live config, the ledger, the volatile-update hook. */
export interface FactoryState<C = Record<string, unknown>> {
	readonly Module: string;
	/** The live view: `State.Config.threshold` reads the cell now. */
	readonly Config: Live<C>;
	/** The recent ledger messages (without stamp and prefix), oldest first, bounded (between keepLines and 1.5×). */
	readonly Lines: string[];
	/** Bumped on every `loader/volatile-update`, so derived caches can key on it. */
	readonly Version: number;
	/** Observers of `loader/volatile-update` (paths as key arrays). */
	OnVolatile(listener: (paths: readonly (readonly string[])[]) => void): void;
	/** Observers of each ledger append (the demo and the hook CLI print them). */
	OnLine(sink: LedgerSink): void;
	/** Private plumbing shared by Append; not for plugins. */
	readonly Internal: StateInternal;
}

export interface StateInternal {
	logger: { info(format: unknown, ...args: unknown[]): void } | undefined;
	now: () => Date;
	keepLines: number;
	sinks: LedgerSink[];
	volatile: ((paths: readonly (readonly string[])[]) => void)[];
	/** The last ledger-file failure code, so a broken file degrades with one line, not one per call. */
	fileFailure: string | undefined;
	version: number;
}

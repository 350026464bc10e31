import type { Context } from "@deepseek-ai/cordis";
import type { FactoryState, StateInternal, StateOptions } from "../Interface/State";
import { Live } from "./Live";

/** Reads an optional service without tripping cordis' "cannot get property without inject". */
export const Probe = <T = unknown>(ctx: Context | undefined, name: string): T | undefined => {
	try {
		return typeof ctx?.get === "function" ? (ctx.get(name) as T | undefined) : undefined;
	} catch {
		return undefined;
	}
};

/**
 * Builds the per-apply state: the live config view, the bounded ledger lines, and the
 * `loader/volatile-update` refresh (P10) so derived caches learn of a volatile-only update.
 */
export const State = <C extends object>(
	ctx: Context | undefined,
	config: C,
	options: StateOptions<C>,
): FactoryState<C> => {
	const logger = Probe<{ info(f: unknown, ...a: unknown[]): void }>(ctx, "logger");
	const internal: StateInternal = {
		logger: logger && typeof logger.info === "function" ? logger : undefined,
		now: options.now ?? (() => new Date()),
		keepLines: options.keepLines ?? 2000,
		sinks: [],
		volatile: [],
		fileFailure: undefined,
		version: 0,
	};
	const state: FactoryState<C> = {
		Module: options.module,
		Config: Live(config, options.fields as readonly string[] | undefined),
		Lines: [],
		get Version() {
			return internal.version;
		},
		OnVolatile(listener) {
			internal.volatile.push(listener);
		},
		OnLine(sink) {
			internal.sinks.push(sink);
		},
		Internal: internal,
	};
	// a bare host (the hook's mirror states) has no event bus
	if (typeof ctx?.on === "function") {
		ctx.on("loader/volatile-update", (paths) => {
			internal.version++;
			for (const listener of internal.volatile) {
				try {
					listener(paths ?? []);
				} catch {
					// a refresh fault leaves the old cache; the next update retries
				}
			}
		});
	}
	return state;
};

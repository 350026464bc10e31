// any: a bus carries listeners of every shape (a plugin listener types its own arguments)
export type BusListener = (...args: any[]) => unknown;

/** The listeners of an in-process host, by event, with the harness's two ways of calling them. */
export interface ListenerBus<L extends BusListener = BusListener> {
	/** The registered listeners by event (an event keeps its key once a listener was added). */
	readonly listeners: Map<string, L[]>;
	/** Adds a listener; the returned function removes it. */
	on(event: string, listener: L): () => void;
	count(event: string): number;
	/** Calls every listener of `event` in order; `contain` keeps each listener's fault with it, as the cordis bus does. */
	emit(event: string, args: readonly unknown[], contain: boolean): void;
	/** The ToolRuntime's waterfall: each listener gets a `next` that runs the rest, `last` answers past the end. */
	waterfall<T>(event: string, args: readonly unknown[], last: () => T | Promise<T>): Promise<T>;
}

/**
 * One listener bus for every in-process host (the coach's `Host`, the tests' `FakeContext`): a list per event,
 * replaced on each change, so a listener added or removed during a call does not change that call's list.
 */
export const ListenerBus = <L extends BusListener = BusListener>(): ListenerBus<L> => {
	const listeners = new Map<string, L[]>();
	return {
		listeners,
		on(event, listener) {
			listeners.set(event, [...(listeners.get(event) ?? []), listener]);
			return () =>
				listeners.set(
					event,
					(listeners.get(event) ?? []).filter((entry) => entry !== listener),
				);
		},
		count: (event) => (listeners.get(event) ?? []).length,
		emit(event, args, contain) {
			for (const listener of listeners.get(event) ?? []) {
				if (!contain) {
					listener(...args);
					continue;
				}
				try {
					listener(...args);
				} catch {
					// an emit listener's fault stays with it
				}
			}
		},
		waterfall<T>(event: string, args: readonly unknown[], last: () => T | Promise<T>): Promise<T> {
			const chain = listeners.get(event) ?? [];
			const run = async (index: number): Promise<T> =>
				index < chain.length ? ((await chain[index]!(...args, () => run(index + 1))) as T) : last();
			return run(0);
		},
	};
};

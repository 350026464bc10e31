import type { AgentStore as Store, AgentStoreOptions } from "../Interface/AgentStore";

/**
 * The per-agent memories of one mount: a WeakMap keyed on the Agent object (so a memory dies with its agent), one
 * shared key for calls made outside the AgentLoop, and the JSON round trip hook hosts use between processes.
 */
export const AgentStore = <M>(options: AgentStoreOptions<M>): Store<M> => {
	const memories = new WeakMap<object, M>();
	const detached = {};
	let last: M | undefined;
	const Key = (agent: unknown): object =>
		agent !== null && (typeof agent === "object" || typeof agent === "function") ? (agent as object) : detached;
	return {
		Of(agent) {
			const key = Key(agent);
			let memory = memories.get(key);
			if (memory === undefined) memories.set(key, (memory = options.New()));
			last = memory;
			return memory;
		},
		Peek: (agent) => memories.get(Key(agent)),
		ForScope: (scope) =>
			(scope !== null && typeof scope === "object" ? memories.get(scope) : undefined) ??
			(scope === undefined ? last : undefined),
		Export(agent) {
			const memory = memories.get(Key(agent));
			return memory === undefined ? undefined : options.Export(memory);
		},
		Import(agent, data) {
			memories.set(Key(agent), options.Import(data));
		},
	};
};

/** A count read back from an export: a finite number at or above zero, else 0. */
export const ImportCount = (value: unknown): number =>
	typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;

/** The strings of an exported list, at most `cap` of them (a hostile state file cannot grow a memory). */
export const ImportStrings = (value: unknown, cap: number): string[] =>
	Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, cap) : [];

/** An exported `{key: number}` record back as its entries, keeping only finite numbers. */
export const ImportNumbers = (value: unknown): [string, number][] =>
	value !== null && typeof value === "object" && !Array.isArray(value)
		? Object.entries(value as Record<string, unknown>).filter(
				(entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
			)
		: [];

/** What a plugin gets from `facility.open(spec)`: tables of JSON values and one global value, all in memory. */
export interface MemoryDomain {
	table(name: string): MemoryTable;
	readonly global: { get(): unknown; set(value: unknown): Promise<void> };
	close(): Promise<void>;
}

export interface MemoryTable {
	get(key: string): unknown;
	put(key: string, value: unknown): Promise<void>;
	delete(key: string): Promise<void>;
	entries(): IterableIterator<[string, unknown]>;
	keys(): IterableIterator<string>;
}

/** A domain's contents as JSON: the hook keeps it in the session's state file between processes. */
export interface DomainSnapshot {
	readonly tables: Record<string, Record<string, unknown>>;
	readonly global?: unknown;
}

const Copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/**
 * The storage-domain facility (`ctx.storageDomain`) kept in memory: the plugins that probe for storage use it
 * exactly as they use dsh's JSON backend, without a replay or a hook call writing under `$DSH_HOME/storages`.
 * Values are JSON copies, as the real backend stores them.
 */
export class MemoryDomainFacility {
	private readonly domains = new Map<string, { tables: Map<string, Map<string, unknown>>; global: unknown }>();

	constructor(snapshot: Readonly<Record<string, DomainSnapshot>> = {}) {
		for (const [name, domain] of Object.entries(snapshot)) {
			const tables = new Map<string, Map<string, unknown>>();
			for (const [table, rows] of Object.entries(domain?.tables ?? {}))
				tables.set(table, new Map(Object.entries(rows ?? {})));
			this.domains.set(name, { tables, global: domain?.global });
		}
	}

	async open(spec: { name: string; global?: { initial?: unknown } }): Promise<MemoryDomain> {
		let domain = this.domains.get(spec.name);
		if (domain === undefined) {
			domain = { tables: new Map(), global: Copy(spec.global?.initial) };
			this.domains.set(spec.name, domain);
		}
		const { tables } = domain;
		const owner = domain;
		const Table = (name: string): MemoryTable => {
			let rows = tables.get(name);
			if (rows === undefined) tables.set(name, (rows = new Map()));
			const store = rows;
			return {
				get: (key) => Copy(store.get(key)),
				put: async (key, value) => void store.set(key, Copy(value)),
				delete: async (key) => void store.delete(key),
				entries: () =>
					[...store.entries()]
						.map(([key, value]) => [key, Copy(value)] as [string, unknown])
						[Symbol.iterator](),
				keys: () => store.keys(),
			};
		};
		return {
			table: Table,
			global: { get: () => Copy(owner.global), set: async (value) => void (owner.global = Copy(value)) },
			close: async () => undefined,
		};
	}

	snapshot(): Record<string, DomainSnapshot> {
		const out: Record<string, DomainSnapshot> = {};
		for (const [name, domain] of this.domains) {
			const tables: Record<string, Record<string, unknown>> = {};
			for (const [table, rows] of domain.tables) tables[table] = Object.fromEntries(rows);
			out[name] = { tables, global: domain.global };
		}
		return out;
	}
}

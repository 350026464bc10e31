import type { FactoryState } from "@playform/lib-dsh-core";
import type { RawConfig } from "./Config";
import type { Entry } from "./Entry";
import type { SeedRecord } from "./History";

/** Where the recall history is persisted: the storage domain, or the JSON fallback file. */
export type StoreTier = "replay_history" | "file";

/** One agent's share of the state (keyed on the Agent object, so it dies with the agent). */
export interface AgentMemory {
	/** The agent's own recorded calls, newest first, bounded by `historyDepth`. */
	History: Entry[];
	/** Judged calls so far; the cooldown counts in these. */
	Judged: number;
	NotesThisTurn: number;
	/** The judged-call index of the last note per intent kind. */
	LastNote: Map<string, number>;
	/** The turn id this agent's calls are recorded under; assigned at the first user step or call. */
	Turn: number | undefined;
}

/** The per-apply state: the factory's (live config, ledger) plus the recall history and its store. */
export interface ReplayState extends FactoryState<RawConfig> {
	/** The durable mirror: every agent's entries, newest first, bounded by `historyDepth`. */
	History: Entry[];
	/** The seeded store's records (read once at apply). */
	Seed: SeedRecord[];
	/** The next entry's seq. */
	Seq: number;
	/** The next turn id. */
	Turn: number;
	/** The tier the store opened on. */
	readonly Tier: StoreTier;
	/** Settles when the store is open and recovered; the listener records only after it. */
	Opened: Promise<void>;
	/** Resolves once every write scheduled so far (and any it scheduled) has landed. */
	Flush(): Promise<void>;
}

/** `ctx.__hookDshReplaySuggesterState`: the state, and each agent's memory as JSON for hosts that run per process. */
export interface ReplayHandle {
	readonly State: ReplayState;
	/** The agent's memory as JSON; undefined before its first judged call. */
	Export(agent?: object): Record<string, unknown> | undefined;
	/** Puts a memory exported earlier back for the agent. */
	Import(agent: object | undefined, data: unknown): void;
}

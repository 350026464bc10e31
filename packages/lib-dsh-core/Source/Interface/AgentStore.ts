/** How a plugin's per-agent memory is made, written out as JSON and read back. */
export interface AgentStoreOptions<M> {
	/** A fresh memory, for an agent seen for the first time. */
	New(): M;
	/** A JSON-safe copy (hook hosts outside dsh keep it between processes). */
	Export(memory: M): Record<string, unknown>;
	/** Rebuilds a memory from an export field by field: anything malformed falls back to a fresh value; never throws. */
	Import(data: unknown): M;
}

/** The per-agent memories of one mount (`AgentStore(options)`); no agent means the calls made outside the AgentLoop. */
export interface AgentStore<M> {
	/** The agent's memory, made on first use; it becomes the last used one (see `ForScope`). */
	Of(agent: unknown): M;
	/** The agent's memory if it has one; nothing is made. */
	Peek(agent?: unknown): M | undefined;
	/** The memory a prompt assembly belongs to: its scope's, or the last used one when the assembly has no scope. */
	ForScope(scope: unknown): M | undefined;
	/** The agent's memory as JSON; undefined before its first use. */
	Export(agent?: object): Record<string, unknown> | undefined;
	/** Puts a memory exported earlier back for the agent. */
	Import(agent: object | undefined, data: unknown): void;
}

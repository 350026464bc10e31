import type { AgentMemory } from "../Interface/Memory";
import { ExportMemory, ImportMemory } from "./MemoryJson";
import { NewMemory } from "./NewMemory";

/** The per-agent ladder memories: a WeakMap keyed on the Agent object, one key for calls outside the AgentLoop. */
export interface AgentMemories {
	/** The agent's memory, made on first use; it becomes the last judged agent's. */
	Of(agent: unknown): AgentMemory;
	/** The memory an assembly belongs to: its scope's, or the last judged agent's when it has no scope. */
	ForScope(scope: unknown): AgentMemory | undefined;
	Peek(agent?: object): AgentMemory | undefined;
	Export(agent?: object): Record<string, unknown> | undefined;
	Import(agent: object | undefined, data: unknown): void;
}

export const AgentMemories = (): AgentMemories => {
	const memories = new WeakMap<object, AgentMemory>();
	const outsideLoop = {};
	let last: AgentMemory | undefined;
	return {
		Of(agent) {
			const key = agent && typeof agent === "object" ? agent : outsideLoop;
			let memory = memories.get(key);
			if (!memory) {
				memory = NewMemory();
				memories.set(key, memory);
			}
			last = memory;
			return memory;
		},
		ForScope: (scope) => (scope && typeof scope === "object" ? memories.get(scope) : undefined) ?? (scope === undefined ? last : undefined),
		Peek: (agent) => memories.get(agent ?? outsideLoop),
		Export(agent) {
			const memory = memories.get(agent ?? outsideLoop);
			return memory ? ExportMemory(memory) : undefined;
		},
		Import(agent, data) {
			memories.set(agent ?? outsideLoop, ImportMemory(data));
		},
	};
};

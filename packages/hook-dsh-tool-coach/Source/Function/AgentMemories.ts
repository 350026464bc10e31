import { AgentStore } from "@playform/lib-dsh-core";
import type { AgentStoreApi } from "@playform/lib-dsh-core";
import type { AgentMemory } from "../Interface/Memory";
import { ExportMemory, ImportMemory } from "./MemoryJson";
import { NewMemory } from "./NewMemory";

/** The per-agent ladder memories: the core's per-agent store over the ladder's memory (both twins use it). */
export type AgentMemories = AgentStoreApi<AgentMemory>;

export const AgentMemories = (): AgentMemories =>
	AgentStore({ New: NewMemory, Export: ExportMemory, Import: ImportMemory });

import type { AgentStoreApi, FactoryState } from "@playform/lib-dsh-core";
import type { SearchSuggesterConfig } from "./Config";
import type { Knowledge } from "./Execution";
import type { Projection } from "./Projection";
import type { FactoryView } from "./Factory";
import type { Ring } from "../Function/Ring";

/** The per-apply state: the factory state, the rings, the knowledge, and the derived caches. */
export interface SuggesterState {
	factory: FactoryView;
	state: FactoryState<Record<keyof SearchSuggesterConfig, unknown>>;
	/** Per-agent rings (the core's per-agent store), keyed on the agent object. */
	rings: AgentStoreApi<Ring>;
	knowledge: Knowledge;
	/** Read once at apply: persistPath is not volatile (an edit remounts). */
	persistPath: string;
	refreshOnBoot: boolean;
	projections: Map<string, Projection>;
	section: { text: string; builtAt: number; root: string } | undefined;
	/** Judged calls across agents, for the section TTL. */
	judged: number;
	/** The dismiss tool was registered (the note mentions it only then). */
	dismissTool: boolean;
	now: () => number;
	/** The agent's ring as JSON (hook hosts carry it between processes); undefined before its first call. */
	Export(agent?: object): Record<string, unknown> | undefined;
	/** Puts a ring exported earlier back for the agent. */
	Import(agent: object | undefined, data: unknown): void;
}

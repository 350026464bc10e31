import type { Context } from "@deepseek-ai/cordis";
import type { Pack } from "@playform/lib-dsh-core";
import type { KnowledgeQueue } from "../Function/KnowledgeQueue";
import type { SearchSuggesterConfig } from "./Config";
import type { SuggesterState } from "./State";

/** The config's live view: every read sees the latest volatile value. */
export type LiveConfig = { readonly [K in keyof SearchSuggesterConfig]: SearchSuggesterConfig[K] };

/** What the listener modules share, built once per apply by `Apply`. */
export interface Wiring {
	ctx: Context;
	s: SuggesterState;
	C: LiveConfig;
	/** One ledger line, through the factory. */
	log(message: string): void;
	/** The resolved pack of a root (a refused layer logs once and falls back to the built-in pack). */
	packOf(root: string): Pack;
	/** The knowledge queue: change now, save later. */
	Learn: KnowledgeQueue["Learn"];
	save(): void;
}

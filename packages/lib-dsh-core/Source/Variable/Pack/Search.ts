import type { PackLayer } from "../../Interface/Pack";

/** The built-in `search/` intents (filled by the search-suggester work). */
export const SEARCH_INTENTS: NonNullable<PackLayer["intents"]> = {};

import type { PackLayer } from "../../Interface/Pack";

/** The built-in `replay/` intent (filled by the replay-suggester work). */
export const REPLAY_INTENTS: NonNullable<PackLayer["intents"]> = {};

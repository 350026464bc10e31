import type { PackLayer } from "../../Interface/Pack";
import { REPLAY_INTENTS } from "./Replay";
import { SEARCH_INTENTS } from "./Search";

/** Root markers of real repositories, plus the archive-style marker of the seeds. */
export const BUILTIN_SIGNATURE = [".git", ".dsh/pack.yml", "pnpm-workspace.yaml", "Documentation/ARCHIVE-STYLE.md"];

export const BUILTIN_PACK: PackLayer = {
	signature: BUILTIN_SIGNATURE,
	intents: { ...SEARCH_INTENTS, ...REPLAY_INTENTS },
};

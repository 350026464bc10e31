import type { Pack, PackIntent } from "../../Interface/Pack";

/** The intents of one family (`search`, `replay`), in priority order. */
export const Families = (pack: Pack, family: string): PackIntent[] =>
	pack.intents.filter((intent) => intent.family === family);

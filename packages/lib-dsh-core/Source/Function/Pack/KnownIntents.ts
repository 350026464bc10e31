import type { PackIntent } from "../../Interface/Pack";
import { Families } from "./Families";
import { LoadPack } from "./LoadPack";
import { ResolveRoot } from "./ResolveRoot";

/**
 * The intents of one family a config may name at mount: the built-in pack's, and those of the pack of the
 * workspace around `cwd` (a pack that fails to load adds none: the suggesters fall back to the built-in one).
 */
export const KnownIntents = (family: string, cwd: string = process.cwd()): PackIntent[] => {
	const builtin = LoadPack(undefined);
	const known = new Map(Families(builtin, family).map((intent) => [intent.id, intent]));
	try {
		const root = ResolveRoot([], builtin.signature, cwd);
		if (root) for (const intent of Families(LoadPack(root), family)) known.set(intent.id, intent);
	} catch {
		// a refused workspace pack names no extra intent
	}
	return [...known.values()];
};

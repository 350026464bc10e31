import { CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import type { CompiledIntent, Pack } from "@playform/lib-dsh-core";

let builtin: Pack | undefined;
/** The built-in pack (its signature finds roots); merged once, it never changes at run time. */
export const Builtin = (): Pack => (builtin ??= LoadPack(undefined));

/** The resolved pack of a root; a broken workspace or user layer falls back to the built-in one (fail-open). */
export const PackOf = (root: string, refused?: (error: unknown) => void): Pack => {
	try {
		return LoadPack(root);
	} catch (error) {
		refused?.(error);
		return Builtin();
	}
};

/** The pack's `search/` intents the config enables, compiled. */
export const SearchIntents = (pack: Pack, enabled: readonly string[]): CompiledIntent[] =>
	Families(pack, "search")
		.filter((intent) => enabled.includes(intent.kind))
		.map(CompileIntent);

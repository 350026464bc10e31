import { CompileIntent, EnabledIntents, Families, LoadPack } from "@playform/lib-dsh-core";
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

/** The pack's `search/` intents the config enables (by kind or id; `[]` enables all), compiled. */
export const SearchIntents = (pack: Pack, enabled: readonly string[]): CompiledIntent[] =>
	EnabledIntents(Families(pack, "search"), enabled).map(CompileIntent);

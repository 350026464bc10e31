import type { Pack, PackIntent, PackLayer } from "../../Interface/Pack";
import { DEFAULT_SIGNATURE } from "../../Variable/Pack/Defaults";

const complete = (id: string, partial: Partial<PackIntent>, base: PackIntent | undefined): PackIntent => {
	const slash = id.indexOf("/");
	return {
		id,
		family: id.slice(0, slash),
		kind: id.slice(slash + 1),
		priority: partial.priority ?? base?.priority ?? 99,
		threshold: partial.threshold ?? base?.threshold ?? 0.75,
		destructive: partial.destructive ?? base?.destructive ?? false,
		signals: partial.signals ?? base?.signals ?? [],
		targets: partial.targets ?? base?.targets ?? [],
		scope: partial.scope ?? base?.scope ?? [],
		kinds: partial.kinds ?? base?.kinds ?? [],
		note: partial.note ?? base?.note,
		enabled: partial.enabled ?? base?.enabled ?? true,
	};
};

/**
 * Layers packs in order (built-in, workspace, user): a later intent with the same id overrides the fields it
 * names, `enabled: false` drops it, and a later `signature` replaces the earlier one.
 */
export const MergeLayers = (layers: readonly { name: string; layer: PackLayer }[]): Pack => {
	const intents = new Map<string, PackIntent>();
	let signature: string[] | undefined;
	for (const { layer } of layers) {
		if (layer.signature) signature = [...layer.signature];
		for (const [id, partial] of Object.entries(layer.intents ?? {}))
			intents.set(id, complete(id, partial, intents.get(id)));
	}
	const active = [...intents.values()].filter((intent) => intent.enabled);
	// Families of lowercase letters order the same by code unit; `localeCompare` (whose first call loads ICU's collator,
	// tens of milliseconds in a hook process) is left to a tie inside one family, which only a user's pack can make.
	active.sort(
		(a, b) =>
			a.priority - b.priority ||
			(a.family === b.family ? a.id.localeCompare(b.id) : a.family < b.family ? -1 : 1),
	);
	return {
		signature: signature && signature.length > 0 ? signature : [...DEFAULT_SIGNATURE],
		intents: active,
		layers: layers.map((l) => l.name),
	};
};

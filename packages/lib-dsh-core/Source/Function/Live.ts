import type { Live as LiveView } from "../Interface/Cell";
import { Read } from "./Read";

/**
 * A view whose getters read each cell when touched, so a volatile-only `ctx.loader.update`
 * lands on the very next use without a remount.
 */
export const Live = <C extends object>(config: C, fields?: readonly string[]): LiveView<C> => {
	const view: Record<string, unknown> = {};
	const keys = fields ?? Object.keys(config);
	for (const key of keys) {
		Object.defineProperty(view, key, {
			enumerable: true,
			get: () => Read((config as Record<string, unknown>)[key]),
		});
	}
	return Object.freeze(view) as LiveView<C>;
};

/** A plain snapshot of a live view, for validation and the activation line. */
export const Snapshot = <C extends object>(config: C, fields?: readonly string[]): { [K in keyof C]: unknown } => {
	const out: Record<string, unknown> = {};
	for (const key of fields ?? Object.keys(config)) out[key] = Read((config as Record<string, unknown>)[key]);
	return out as { [K in keyof C]: unknown };
};

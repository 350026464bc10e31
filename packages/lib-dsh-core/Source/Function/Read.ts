import type { MaybeCell, Plain } from "../Interface/Cell";

/** Reads a config field now: a volatile cell through `.get()`, a plain value as it is. */
export const Read = <T>(value: MaybeCell<T>): Plain<T> => {
	if (value !== null && typeof value === "object" && typeof (value as { get?: unknown }).get === "function") {
		return (value as { get(): unknown }).get() as Plain<T>;
	}
	return value as Plain<T>;
};

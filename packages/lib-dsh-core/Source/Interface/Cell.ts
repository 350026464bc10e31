/** A `.volatile()` config field arrives as a frozen cell read with `.get()`; tests may pass plain values. */
export interface Cell<T> {
	get(): T;
}

export type MaybeCell<T> = T | Cell<T>;

/** The plain value type behind a config field, cell or not. */
export type Plain<T> = T extends Cell<infer V> ? V : T;

/** A config object whose every field reads its cell at the moment it is touched. */
export type Live<C> = { readonly [K in keyof C]: Plain<C[K]> };

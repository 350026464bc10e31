/** A volatile cell a test can change, like the loader's frozen cell after `ctx.loader.update`. */
export interface Cell<T> {
	get(): T;
	set(value: T): void;
}

export const CellOf = <T>(value: T): Cell<T> => {
	let current = value;
	return { get: () => current, set: (next) => void (current = next) };
};

/** A whole config of frozen cells a test can flip, the way the loader commits a volatile update. */
export const Cells = (values: Record<string, unknown>) => {
	const current: Record<string, unknown> = { ...values };
	const config: Record<string, { get(): unknown }> = {};
	for (const key of Object.keys(current)) config[key] = Object.freeze({ get: () => current[key] });
	return { config, set: (key: string, value: unknown) => void (current[key] = value), current };
};

/** A plugin's default config as plain values (each cell read once), to spread overrides over. */
export const Plain = (
	Config: (raw: object) => Record<string, unknown>,
	overrides: Record<string, unknown> = {},
): Record<string, unknown> => {
	const base = Config({});
	const values: Record<string, unknown> = {};
	for (const key of Object.keys(base))
		values[key] =
			typeof (base[key] as { get?: unknown })?.get === "function"
				? (base[key] as { get(): unknown }).get()
				: base[key];
	return { ...values, ...overrides };
};

import { posix } from "node:path";

/**
 * The ranked candidates with at most `lead` files of one name first, the rest of each name after every other name,
 * each group in rank order: in a monorepo twenty `package.json` files declare a `build` script, and a note of seven
 * of them says less than the root one, one more, and the `tsconfig.json` and `turbo.json` ranked behind them.
 */
export const NameSpread = (ranked: readonly string[], lead: number): string[] => {
	const seen = new Map<string, number>();
	const first: string[] = [];
	const rest: string[] = [];
	for (const path of ranked) {
		const name = posix.basename(path);
		const count = (seen.get(name) ?? 0) + 1;
		seen.set(name, count);
		(count <= lead ? first : rest).push(path);
	}
	return [...first, ...rest];
};

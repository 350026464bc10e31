import { IsTestPath } from "@playform/lib-dsh-core";

/** A path's name without its folder, extension, `.test`/`.spec` mark, `test_` prefix or `_test` suffix, lower-cased. */
const Stem = (path: string): string =>
	(path.split("/").pop() ?? "")
		.toLowerCase()
		.replace(/\.[^.]+$/, "")
		.replace(/\.(test|spec)$/, "")
		.replace(/^test_|_test$/, "");

/**
 * Whether one path is the other's test by name (`flask/app.py` and `tests/test_app.py`, `args.go` and
 * `args_test.go`, `src/x.ts` and `test/x.test.ts`): the same stem, exactly one of them a test file.
 */
export const TestPair = (path: string, other: string): boolean => {
	const stem = Stem(path);
	return stem !== "" && stem === Stem(other) && IsTestPath(path) !== IsTestPath(other);
};

/** The smokes' reporter: one `PASS`/`FAIL` line per check and the closing `N passed, N failed` the test runner reads. */
export const Reporter = () => {
	let passed = 0;
	let failed = 0;
	const check = (label: string, condition: boolean, detail?: unknown): boolean => {
		if (condition) {
			passed++;
			console.log(`PASS ${label}`);
		} else {
			failed++;
			console.log(`FAIL ${label}${detail === undefined ? "" : ` :: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`);
		}
		return condition;
	};
	const equal = (label: string, actual: unknown, expected: unknown): boolean => check(label, JSON.stringify(actual) === JSON.stringify(expected), { actual, expected });
	const done = (): void => {
		console.log(`${passed} passed, ${failed} failed`);
		process.exitCode = failed === 0 ? 0 : 1;
	};
	return { check, equal, done };
};

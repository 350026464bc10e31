/**
 * The smokes' reporter: one `PASS`/`FAIL`/`SKIP` line per check and the closing `N passed, N failed` (with
 * `, N skipped` when a check could not run) that the test runner reads.
 */
export const Reporter = () => {
	let passed = 0;
	let failed = 0;
	let skipped = 0;
	const check = (label: string, condition: boolean, detail?: unknown): boolean => {
		if (condition) {
			passed++;
			console.log(`PASS ${label}`);
		} else {
			failed++;
			console.log(
				`FAIL ${label}${detail === undefined ? "" : ` :: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`,
			);
		}
		return condition;
	};
	const equal = (label: string, actual: unknown, expected: unknown): boolean =>
		check(label, JSON.stringify(actual) === JSON.stringify(expected), { actual, expected });
	/** A check that cannot run here: counted and printed with its reason, never a silent pass. */
	const skip = (label: string, reason: string): void => {
		skipped++;
		console.log(`SKIP ${label} (${reason})`);
	};
	const done = (): void => {
		console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
		process.exitCode = failed === 0 ? 0 : 1;
	};
	return { check, equal, skip, done };
};

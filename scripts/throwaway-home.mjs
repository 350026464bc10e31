// One scratch folder per test file or smoke: its throwaway HOME and TMPDIR, removed when it ends, so a test run leaves
// nothing in the system temp folder (the harness's own temp files included).
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Makes the folder; `env` points a process at it, `remove` deletes it. The real dsh app's download stays cached. */
export const ThrowawayHome = (label) => {
	const root = mkdtempSync(join(tmpdir(), `${label}-`));
	const home = join(root, "home");
	const temp = join(root, "tmp");
	mkdirSync(home);
	mkdirSync(temp);
	// open like the system temp folder, so a test running a step as another user can still reach its files
	chmodSync(root, 0o755);
	chmodSync(temp, 0o1777);
	const env = {
		HOME: home,
		DSH_HOME: join(home, ".dsh"),
		TMPDIR: temp,
		TMP: temp,
		TEMP: temp,
		DSH_COACH_E2E_CACHE: process.env.DSH_COACH_E2E_CACHE || join(tmpdir(), "dsh-coach-e2e-cache"),
	};
	return { root, env, remove: () => rmSync(root, { recursive: true, force: true, maxRetries: 3 }) };
};

// The AgentLoop calls Promise.withResolvers (Node 22+); polyfilled for the tests only.
if (typeof (Promise as any).withResolvers !== "function") {
	(Promise as any).withResolvers = function withResolvers<T>() {
		let resolve!: (value: T | PromiseLike<T>) => void;
		let reject!: (reason?: unknown) => void;
		const promise = new Promise<T>((res, rej) => {
			resolve = res;
			reject = rej;
		});
		return { promise, resolve, reject };
	};
}

// Tests never write into the real home (the plugins' default ledgers and stores live under ~/.dsh):
// every test file runs with a throwaway HOME.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const home = mkdtempSync(join(tmpdir(), "dsh-coach-test-home-"));
process.env.HOME = home;
process.env.DSH_HOME = join(home, ".dsh");

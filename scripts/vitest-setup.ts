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

// Tests never write into the real home nor leave folders in the system temp folder: every test file runs with its own
// HOME and TMPDIR under one scratch folder, removed when the file ends.
import { afterAll } from "vitest";
import { ThrowawayHome } from "./throwaway-home.mjs";

const scratch = ThrowawayHome("dsh-coach-test");
Object.assign(process.env, scratch.env);
afterAll(scratch.remove);

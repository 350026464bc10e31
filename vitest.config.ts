import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		include: ["packages/*/Test/**/*.test.ts", "smokes/Test/**/*.test.ts"],
		setupFiles: ["./scripts/vitest-setup.ts"],
		// Sized for a loaded machine (CI beside other builds): a test may be slow, never failed for it.
		testTimeout: 300_000,
		hookTimeout: 300_000,
		pool: "forks",
	},
});

import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		include: ["packages/*/Test/**/*.test.ts", "smokes/Test/**/*.test.ts"],
		setupFiles: ["./scripts/vitest-setup.ts"],
		testTimeout: 60_000,
		hookTimeout: 60_000,
		pool: "forks",
	},
});

import { defineConfig } from "tsup";
import type { Options } from "tsup";

/** The one build every package shares: ESM plus declarations into Target/, for Node 20. */
export const PackageBuild = (entry: Options["entry"] = ["Source/Library.ts"], extra: Options = {}) =>
	defineConfig({
		entry,
		outDir: "Target",
		format: ["esm"],
		dts: true,
		clean: true,
		target: "node20",
		platform: "node",
		splitting: false,
		...extra,
	});

import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const Manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

export default defineConfig({
	// An entry map keeps the folder layout, so the "./Harness" export lands at Target/Harness/Library.js.
	entry: {
		Library: "Source/Library.ts",
		Bin: "Source/Bin.ts",
		"Harness/Library": "Source/Harness/Library.ts",
	},
	outDir: "Target",
	format: ["esm"],
	dts: true,
	target: "node20",
	platform: "node",
	clean: true,
	// The harness must stay one shared instance with whatever the host process imports.
	external: Object.keys(Manifest.dependencies ?? {}),
});

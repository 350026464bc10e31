import { defineConfig } from "tsup";

export default defineConfig({
	entry: ["Source/Library.ts"],
	outDir: "Target",
	format: ["esm"],
	dts: true,
	clean: true,
	target: "node20",
	platform: "node",
	splitting: false,
});

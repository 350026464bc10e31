import { defineConfig } from "tsup";

export default defineConfig({
	// An entry map: the optional workspaceGraph service is its own subpath (`@playform/lib-dsh-core/WorkspaceGraph`).
	entry: {
		Library: "Source/Library.ts",
		WorkspaceGraph: "Source/Function/WorkspaceGraph/Library.ts",
	},
	outDir: "Target",
	format: ["esm"],
	dts: true,
	clean: true,
	target: "node20",
	platform: "node",
	splitting: false,
});

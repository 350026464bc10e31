import { FIXTURE_FOLDERS } from "@playform/lib-dsh-core";
import type { GraphKind } from "@playform/lib-dsh-core";

/**
 * The graph node kinds each intent's targets are expected to be; a pack intent that names no `kinds`
 * (a user layer's new intent, say) falls back to this table.
 */
export const INTENT_GRAPH_KINDS: Readonly<Record<string, readonly GraphKind[]>> = {
	Version: ["manifest", "changelog", "changeset", "version-file"],
	Dependency: ["manifest", "requirements", "lockfile", "workspace"],
	Config: ["config"],
	Test: ["test-config", "test-dir", "coverage-config"],
	CI: ["workflow", "ci-script"],
	Docs: ["doc"],
	Build: ["build-config", "manifest"],
	Entry: ["entry", "manifest"],
	License: ["license", "manifest"],
	Lint: ["lint-config"],
};

/** Which fact field speaks for which intent (R8, the literal-fact rule). */
export const FACT_INTENT: Readonly<Record<string, string>> = {
	version: "Version",
	dependency: "Dependency",
	script: "Build",
	main: "Entry",
	module: "Entry",
	bin: "Entry",
	exports: "Entry",
	subpath: "Entry",
	license: "License",
	runtime: "Config",
};

/** A folder of sample projects (`examples/`, `samples/`, `templates/`, `playgrounds/`) or fixtures (the core's: Go's `testdata/`,
 * `fixtures/`): their configs are theirs, not the workspace's. */
export const SAMPLE_FOLDER = new RegExp(
	String.raw`(^|/)(examples?|samples?|templates?|playgrounds?|demos?|sandbox(es)?|starters?|${FIXTURE_FOLDERS.join("|")})/`,
	"i",
);

import { ClassifyFile, IsTestPath } from "@playform/lib-dsh-core";
import { GLOB, INDEX_MODULE, SOURCE_FILE } from "./Path";
import type { WorkspaceView } from "./WorkspaceView";

/** A program's main module (`main.ts`, `main.go`, a crate's `lib.rs`): an entry, as an index module is, filed or not. */
const MAIN_MODULE = /(^|\/)(main\.([cm]?[jt]sx?|go|rs|py)|lib\.rs)$/;

/**
 * The call looks only in source files the workspace files under no kind (`grep -n crlf src/pkg/_cli.py`, a module
 * that is no entry, version file, config or test): it reads code, whatever chore's word its query holds.
 */
export const InCode = (relative: readonly string[], view: WorkspaceView): boolean =>
	relative.length > 0 &&
	relative.every((path) => {
		const clean = path.replace(/^\.\//, "");
		return (
			SOURCE_FILE.test(clean) &&
			!GLOB.test(clean) &&
			!IsTestPath(clean) &&
			!INDEX_MODULE.test(clean) &&
			!MAIN_MODULE.test(clean) &&
			ClassifyFile(clean, clean.split("/").length - 1).length === 0 &&
			(view.files.get(clean)?.length ?? 0) === 0
		);
	});

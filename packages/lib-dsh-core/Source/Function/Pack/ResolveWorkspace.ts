import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Pack } from "../../Interface/Pack";
import { BUILTIN_SIGNATURE } from "../../Variable/Pack/Builtin";
import { SIGNATURE_CAP } from "../../Variable/Pack/Defaults";
import { ResolveRoot } from "./ResolveRoot";
import type { Exists } from "./ResolveRoot";

/** A workspace both suggesters answer for: its root and the pack resolved there. */
export interface Workspace {
	root: string;
	pack: Pack;
}

/**
 * The workspace a call belongs to (seeds 003/004): the nearest ancestor of the call path (else the session cwd)
 * carrying a root marker of the built-in signature (`.git`, `.dsh/pack.yml`, … : where a workspace pack can live),
 * kept only when the resolved pack's own `signature` matches at that root. The built-in pack's signature is those
 * markers, so any repository is a workspace; a pack layer naming `signature: [Documentation/ARCHIVE-STYLE.md]`
 * restores the seeds' default for its repository (without the file, the call is foreign). Only the first
 * `SIGNATURE_CAP` entries are checked.
 */
export const ResolveWorkspace = (
	candidates: readonly (string | undefined)[],
	cwd: string,
	packOf: (root: string) => Pack,
	exists: Exists = existsSync,
): Workspace | undefined => {
	const root = ResolveRoot(candidates, BUILTIN_SIGNATURE, cwd, exists);
	if (root === undefined) return undefined;
	const pack = packOf(root);
	const signature = pack.signature.slice(0, SIGNATURE_CAP);
	return signature.some((entry) => exists(resolve(root, entry))) ? { root, pack } : undefined;
};

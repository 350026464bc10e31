import { statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { BoundedRead } from "../../Interface/File";
import type { Pack, PackLayer } from "../../Interface/Pack";
import { BUILTIN_PACK } from "../../Variable/Pack/Builtin";
import { PACK_TEXT_CAP, USER_PACK_DIR, WORKSPACE_PACK } from "../../Variable/Pack/Defaults";
import { ReadBounded } from "../File/ReadBounded";
import { RealInside } from "../File/RealInside";
import { ExpandHome } from "../Home";
import { MergeLayers } from "./MergeLayers";
import { PackError } from "./PackError";
import { ParseCachedPack } from "./LayerCache";

export interface LoadPackOptions {
	/** The built-in layer (tests swap it); defaults to the core's. */
	builtin?: PackLayer;
	/** The user-layer folder; defaults to `~/.dsh/playform/workspaces`. */
	userDir?: string;
}

interface Cached {
	stamp: string;
	pack?: Pack;
	/** A refused layer is remembered too, so a broken file is parsed once per change, not once per call. */
	error?: PackError;
}

const cache = new Map<string, Cached>();

const mtime = (path: string): string => {
	try {
		const stat = statSync(path);
		return `${stat.mtimeMs}:${stat.size}`;
	} catch {
		return "-";
	}
};

/** The layer files that apply to a root: the workspace pack, then the user layer named after the root. */
export const PackFiles = (root: string, userDir: string = USER_PACK_DIR): string[] => [
	resolve(root, WORKSPACE_PACK),
	join(ExpandHome(userDir), `${basename(root)}.yml`),
];

/**
 * The resolved pack for a workspace root: built-in, then `<root>/.dsh/pack.yml`, then the user layer.
 * Compiled once per root and cached until one of its files changes; a bad file throws a PackError naming it.
 */
export const LoadPack = (root: string | undefined, options: LoadPackOptions = {}): Pack => {
	// The built-in layer is a constant: its own validation is a test (Test/Core.test.ts), not a cost of every process.
	const builtin = options.builtin ?? BUILTIN_PACK;
	if (!root) return MergeLayers([{ name: "builtin", layer: builtin }]);
	const files = PackFiles(root, options.userDir);
	const stamp = files.map(mtime).join("|");
	const key = `${root}\0${options.userDir ?? ""}\0${builtin === BUILTIN_PACK ? "b" : "x"}`;
	const hit = cache.get(key);
	if (hit && hit.stamp === stamp && builtin === BUILTIN_PACK) {
		if (hit.error) throw hit.error;
		if (hit.pack) return hit.pack;
	}
	const layers = [{ name: "builtin", layer: builtin }];
	for (const [index, file] of files.entries()) {
		try {
			// the workspace's pack came with a repository; the user layer is the user's own, a link there theirs
			const read =
				index === 0 ? ReadWorkspacePack(file, root) : ReadBounded(file, { cap: PACK_TEXT_CAP, follow: true });
			if (read.kind === "refused") throw new PackError(file, "", read.reason);
			if (read.kind !== "text") continue;
			layers.push({ name: file, layer: ParseCachedPack(read.text, file) });
		} catch (error) {
			if (error instanceof PackError) cache.set(key, { stamp, error });
			throw error;
		}
	}
	const pack = MergeLayers(layers);
	cache.set(key, { stamp, pack });
	return pack;
};

/**
 * The workspace's own pack: a repository's pack may be a link (git keeps them), followed only while it stays inside
 * the root (its `.dsh` folder as much as the file), so a link to `~/.ssh/config` is refused unread, by where it leads.
 * The resolved path is then opened without following, so a final link swapped in since is refused too; a FIFO or
 * a huge file inside is refused unread, as every bounded read refuses it.
 */
const ReadWorkspacePack = (file: string, root: string): BoundedRead => {
	const place = RealInside(file, root);
	if (place.kind === "outside") return { kind: "refused", reason: "a link out of the workspace" };
	if (place.kind !== "inside") return place;
	return ReadBounded(place.real, { cap: PACK_TEXT_CAP });
};

export const ForgetPacks = (): void => cache.clear();

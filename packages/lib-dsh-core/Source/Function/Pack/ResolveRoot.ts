import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { PATH_CAP, PATH_DEPTH_CAP } from "../../Variable/Pack/Defaults";

export type Exists = (path: string) => boolean;

const cache = new Map<string, string | null>();
/** Folders remembered at most: every call can name a new folder, so the oldest answers are forgotten first. */
const CACHE_CAP = 4096;

const remember = (key: string, root: string | null): void => {
	cache.set(key, root);
	if (cache.size > CACHE_CAP) cache.delete(cache.keys().next().value as string);
};

/**
 * Markers a nested folder may hold inside a repository (a docs site's or an example's own `pnpm-workspace.yaml`): such a
 * folder is the root only when no ancestor holds another marker (`.git`); of several, the outermost.
 */
const NESTABLE = new Set(["pnpm-workspace.yaml"]);

/** The nearest ancestor of `start` (a file or folder) holding a firm signature entry, else the outermost holding any. */
const nearest = (start: string, signature: readonly string[], exists: Exists): string | undefined => {
	const prefix = `${signature.join("\0")}\u0001`;
	const firm = signature.filter((entry) => !NESTABLE.has(entry));
	const nestable = signature.filter((entry) => NESTABLE.has(entry));
	const seen: string[] = [];
	// the outermost folder so far holding only a nestable marker, and the index in `seen` of that folder
	let nested: { root: string; at: number } | undefined;
	// every folder walked on the way gets the same answer; without a firm root, those above the nested one have none
	const settle = (root: string | null): string | undefined => {
		seen.forEach((path, index) =>
			remember(`${prefix}${path}`, root ?? (nested !== undefined && index <= nested.at ? nested.root : null)),
		);
		return root ?? nested?.root;
	};
	for (let dir = start; ; dir = dirname(dir)) {
		const cached = cache.get(`${prefix}${dir}`);
		if (cached !== undefined) return settle(cached);
		seen.push(dir);
		if (firm.some((entry) => exists(resolve(dir, entry)))) return settle(dir);
		if (nestable.some((entry) => exists(resolve(dir, entry)))) nested = { root: dir, at: seen.length - 1 };
		if (dirname(dir) === dir) return settle(null);
	}
};

/** A path short and shallow enough to walk: `PATH_CAP` characters, `PATH_DEPTH_CAP` components (each `stat` on the way costs the depth again). */
const Walkable = (path: string): boolean => {
	if (path.length > PATH_CAP) return false;
	let depth = 0;
	for (let index = path.indexOf("/"); index !== -1; index = path.indexOf("/", index + 1))
		if (++depth > PATH_DEPTH_CAP) return false;
	return true;
};

/**
 * The workspace root: the nearest ancestor of the call path, else of the session cwd, whose files match the
 * signature; a path longer than `PATH_CAP` or deeper than `PATH_DEPTH_CAP` is not walked. Answers are cached per folder, the 4096 most recent (call `ForgetRoots` after creating a root in a test).
 */
export const ResolveRoot = (
	candidates: readonly (string | undefined)[],
	signature: readonly string[],
	cwd: string,
	exists: Exists = existsSync,
): string | undefined => {
	for (const candidate of candidates) {
		if (!candidate || typeof candidate !== "string" || !Walkable(candidate)) continue;
		const absolute = isAbsolute(candidate) ? candidate : resolve(cwd, candidate);
		if (!Walkable(absolute)) continue;
		const start = exists(absolute) ? absolute : dirname(absolute);
		const root = nearest(start, signature, exists);
		if (root) return root;
	}
	return typeof cwd === "string" && Walkable(cwd) ? nearest(cwd, signature, exists) : undefined;
};

export const ForgetRoots = (): void => cache.clear();

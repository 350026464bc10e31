import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import type { Bases } from "../../Interface/Pack";
import type { Exists } from "./ResolveRoot";
import { Within } from "../Within";

const isDirectory = (path: string): boolean => {
	try {
		return statSync(path).isDirectory();
	} catch {
		return false;
	}
};

/** The three bases a pack path may be relative to: the repo root, the package root, the package parent. */
export const ResolveBases = (root: string, callPath: string | undefined, exists: Exists = existsSync): Bases => {
	const absolute = callPath ? (isAbsolute(callPath) ? callPath : resolve(root, callPath)) : root;
	let dir = Within(root, absolute) ? (isDirectory(absolute) ? absolute : dirname(absolute)) : root;
	let pkg = root;
	while (Within(root, dir)) {
		if (exists(resolve(dir, "package.json"))) {
			pkg = dir;
			break;
		}
		if (dir === root) break;
		dir = dirname(dir);
	}
	const parent = pkg === root ? root : dirname(pkg);
	return { root, package: pkg, parent: Within(root, parent) ? parent : root };
};

/** Keeps a target when it exists under any base; returns the repo-relative spelling of the first hit. */
export const FindUnderBases = (target: string, bases: Bases, exists: Exists = existsSync): string | undefined => {
	const clean = target.replace(/\/+$/, "");
	for (const base of [bases.root, bases.package, bases.parent]) {
		const absolute = resolve(base, clean);
		if (Within(bases.root, absolute) && exists(absolute)) {
			const rel = relative(bases.root, absolute) || ".";
			return target.endsWith("/") ? `${rel}/` : rel;
		}
	}
	return undefined;
};

import { posix } from "node:path";
import { PATTERN_TEXT_CAP } from "@playform/lib-dsh-core";
import type { PackageRef } from "../Interface/Projection";

/** How many of the prompt's paths are read (of its first `PATTERN_TEXT_CAP` characters, as every extracted text). */
const MAX_PATHS = 32;
/** The parts of a prompt's path tried as a package folder's tail. */
const MAX_TAIL_PARTS = 8;
/** A bare word shorter than this names no package (`ui`, `io`). */
const MIN_HINT_WORD = 3;
/** How many of the prompt's words are read for a package's bare name. */
const MAX_HINT_WORDS = 256;
/** Commit types: `docs: …` or `fix: …` names the kind of work, not a package called `docs`. */
const COMMIT_TYPES = new Set([
	"build",
	"chore",
	"ci",
	"deps",
	"docs",
	"feat",
	"fix",
	"perf",
	"refactor",
	"release",
	"revert",
	"style",
	"test",
	"tests",
]);

/** A package as the lowercased prompt is compared with it: its folder, the folder's last part, its declared name. */
interface Keyed {
	path: string;
	folder: string;
	base: string;
	name?: string;
}

/**
 * Whether `word` stands whole in `text` at its first place (no name character on either side; `before` holds the
 * characters that may not precede it).
 */
const WholeIn = (text: string, word: string, before = /[\w@/.-]/): boolean => {
	const at = text.indexOf(word);
	return at >= 0 && (at === 0 || !before.test(text[at - 1]!)) && !/[\w/-]/.test(text[at + word.length] ?? "");
};

const Unquote = (text: string): string => text.replace(/[`'"]/g, "").trim();

/** The workspace packages below the root, keyed as a lowercased prompt is compared with them. */
const KeyedOf = (packages: readonly PackageRef[]): Keyed[] =>
	packages
		.filter((pkg) => pkg.path !== "")
		.map((pkg) => ({
			path: pkg.path,
			folder: pkg.path.toLowerCase(),
			base: posix.basename(pkg.path).toLowerCase(),
			name: pkg.name?.toLowerCase(),
		}));

/** The deepest package holding a lowercased `path`, if any: `packages/nuxt/readme.md` → `packages/nuxt`. */
const Owner = (path: string, packages: readonly Keyed[]): Keyed | undefined => {
	let best: Keyed | undefined;
	for (const pkg of packages)
		if (
			(path === pkg.folder || path.startsWith(`${pkg.folder}/`)) &&
			(!best || pkg.folder.length > best.folder.length)
		)
			best = pkg;
	return best;
};

/**
 * The one package whose folder ends with `path` or one of its parent folders, when it has two parts or more
 * (`labs/motion` and `labs/motion/README.md` → `packages/labs/motion`): the tail a monorepo's own subjects use.
 */
const ByTail = (path: string, packages: readonly Keyed[]): Keyed | undefined => {
	// a prompt's path may be long and hostile; a package folder's tail is a few parts
	const parts = path.split("/", MAX_TAIL_PARTS).filter(Boolean);
	for (let end = parts.length; end >= 2; end--) {
		const tail = `/${parts.slice(0, end).join("/")}`;
		const found = packages.filter((pkg) => pkg.folder.endsWith(tail));
		if (found.length > 0) return found.length === 1 ? found[0] : undefined;
	}
	return undefined;
};

/**
 * The workspace packages a user prompt names, as folders ending in `/`: a path under a package
 * (`fix grammar in /packages/nuxt/README.md`) or the tail of one package's folder (`the README of labs/motion`,
 * `[labs/motion] …`), a commit scope that is a package's declared name or folder name
 * (`docs(nuxt): …`, `chore(@xstate/react): …`, `@xstate/react: bump …`, `[lexical-history] …`, the first part of
 * `docs(svelte-query/quick-start)`), or, matching no package exactly, the one package's name without its npm scope
 * or its folder name without a hyphenated prefix or suffix (`fix(cli)` → `packages/hoppscotch-cli`), a package's
 * folder or name just before one of its files (`update nuxt readme`), or a scoped package name written anywhere
 * (`highlight @xstate/store`). Unscoped names alone (`vite`) are everyday words.
 */
export const PromptPackages = (user: string, packages: readonly PackageRef[]): string[] => {
	const local = KeyedOf(packages);
	if (local.length === 0 || typeof user !== "string") return [];
	const text = user.slice(0, PATTERN_TEXT_CAP).toLowerCase();
	const named = new Set<string>();
	let paths = 0;
	for (const match of text.matchAll(/(?:^|[\s(`'"])\.?\/?((?:[\w@.-]+\/)+[\w@.-]*)/g)) {
		const path = match[1]!.replace(/\/+$/, "");
		const owner = Owner(path, local) ?? ByTail(path, local);
		if (owner) named.add(owner.path);
		if (++paths >= MAX_PATHS) break;
	}
	const scope =
		text.match(/^\s*[a-z]+\(([^)]{1,120})\)!?:/)?.[1] ??
		text.match(/^\s*\[([^\]]{1,120})\]/)?.[1] ??
		(() => {
			const bare = text.match(/^\s*([@\w][\w@/.-]{0,80}):\s/)?.[1];
			return bare && !COMMIT_TYPES.has(bare) ? bare : undefined;
		})();
	for (const part of scope
		?.split(/[,\s]+/)
		.map(Unquote)
		.filter(Boolean) ?? []) {
		const first = part.startsWith("@") ? part : part.split("/")[0]!;
		let exact = false;
		for (const pkg of local)
			if (part === pkg.name || part === pkg.base || first === pkg.base) {
				named.add(pkg.path);
				exact = true;
			}
		// `fix(cli): …` for `packages/hoppscotch-cli` (`@hoppscotch/cli`): the scope is the one package's name without its
		// npm scope, or its folder name without a hyphenated prefix or suffix the others share
		if (!exact && part.length >= MIN_HINT_WORD && !part.includes("/")) {
			const short = local.filter((pkg) => pkg.name?.startsWith("@") && pkg.name.endsWith(`/${part}`));
			const affixed = local.filter((pkg) => pkg.base.endsWith(`-${part}`) || pkg.base.startsWith(`${part}-`));
			const one = short.length === 1 ? short : short.length === 0 && affixed.length === 1 ? affixed : [];
			for (const pkg of one) named.add(pkg.path);
		}
		const tail = part.startsWith("@") ? undefined : ByTail(part, local);
		if (tail) named.add(tail.path);
	}
	// a package's folder or name just before one of its files (`update nuxt readme`, `the core tsconfig`)
	let mentions = 0;
	for (const match of text.matchAll(
		/(?:^|[\s(`'"])([\w@][\w@/.-]*)[`'"]?\s+(?:readme|changelog|tsconfig|package\.json)\b/g,
	)) {
		const word = match[1]!;
		for (const pkg of local) if (word === pkg.name || word === pkg.base) named.add(pkg.path);
		if (++mentions >= MAX_PATHS) break;
	}
	// a hyphenated package name or folder written whole (`openapi-react-query`) is no everyday word
	for (const pkg of local)
		for (const word of new Set([pkg.name, pkg.base]))
			if (word && !word.includes("/") && /^[a-z\d]+(-[a-z\d]+)+$/.test(word) && WholeIn(text, word))
				named.add(pkg.path);
	for (const pkg of local) {
		const name = pkg.name;
		if (name && name.includes("/") && WholeIn(text, name, /[\w@/-]/)) named.add(pkg.path);
	}
	return [...named].map((path) => `${path}/`);
};

/**
 * The workspace packages a bare prompt word hints, as folders ending in `/`: a whole word that is the last part of
 * exactly one package's folder (`Clarify keyframeOptions in motion` → `packages/labs/motion/`), or two words in a row
 * that are two segments in a row of exactly one hyphenated folder name (`update sse chat readme` →
 * `examples/next-sse-chat/`; one segment alone, `link` in `extension-link`, is an everyday word), `named` left out.
 * Weaker than `PromptPackages` (a package's name is often an everyday word), so it only orders the candidates.
 */
export const PromptHinted = (
	user: string,
	packages: readonly PackageRef[],
	named: readonly string[] = [],
): string[] => {
	if (typeof user !== "string") return [];
	const byWord = new Map<string, Set<string>>();
	// two segments in a row of a hyphenated folder name, as two prompt words would spell them (`sse chat`)
	const byPair = new Map<string, Set<string>>();
	const Add = (map: Map<string, Set<string>>, key: string, path: string): void => {
		let folders = map.get(key);
		if (!folders) map.set(key, (folders = new Set()));
		folders.add(path);
	};
	for (const pkg of KeyedOf(packages)) {
		if (pkg.base.length < MIN_HINT_WORD) continue;
		Add(byWord, pkg.base, pkg.path);
		const segments = pkg.base.split("-");
		for (let at = 1; at < segments.length; at++) Add(byPair, `${segments[at - 1]} ${segments[at]}`, pkg.path);
	}
	const hinted = new Set<string>();
	const Hint = (found: ReadonlySet<string> | undefined): void => {
		if (found?.size !== 1) return;
		const folder = `${[...found][0]}/`;
		if (!named.includes(folder)) hinted.add(folder);
	};
	const text = user.slice(0, PATTERN_TEXT_CAP).toLowerCase();
	let words = 0;
	let previous: string | undefined;
	// a whole token only: `react` in `@xstate/react` is part of a name PromptPackages reads
	for (const token of text.split(/\s+/)) {
		// (a possessive names its package too: `the worker's tsconfig`)
		const word = token.replace(/^[`'"(\[@]+|[`'"()\],.:;!?]+$/g, "").replace(/['\u2019]s$/, "");
		const plain = word !== "" && !/[^\w.-]/.test(word) && !COMMIT_TYPES.has(word);
		if (plain) Hint(byWord.get(word));
		// two words in a row spelling part of one folder's hyphenated name (`sse chat` → `examples/next-sse-chat`)
		if (plain && previous !== undefined) Hint(byPair.get(`${previous} ${word}`));
		// a comma or a stop between two words breaks the phrase
		previous = plain && /^[a-z\d]+$/.test(token) ? word : undefined;
		if (++words >= MAX_HINT_WORDS) break;
	}
	return [...hinted];
};

/** Whether `path` lies under one of the named package folders. */
export const InPackages = (path: string, folders: readonly string[]): boolean =>
	folders.some((folder) => path.startsWith(folder));

/** `paths` with the ones under a named package first; each group keeps its order. */
export const PackagesFirst = (paths: readonly string[], folders: readonly string[]): string[] => {
	if (folders.length === 0) return [...paths];
	const inside = paths.filter((path) => InPackages(path, folders));
	return [...inside, ...paths.filter((path) => !InPackages(path, folders))];
};

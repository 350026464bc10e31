import { posix } from "node:path";
import { PATTERN_TEXT_CAP } from "@playform/lib-dsh-core";

/** How many of the prompt's words are kept (of its first `PATTERN_TEXT_CAP` characters, as every extracted text). */
const MAX_WORDS = 32;
/** A name part and a prompt word name the same thing when they agree on this many first letters (or all of one). */
const STEM = 5;
/** Commit-subject words that name no file. */
const PLAIN = new Set([
	"chore",
	"with",
	"from",
	"that",
	"this",
	"into",
	"when",
	"then",
	"than",
	"also",
	"should",
	"using",
]);

/** The prompt's words that may name a file: lowercase letter runs of at least 4, the first 32 distinct. */
export const PromptWords = (user: string): string[] => {
	const words = new Set<string>();
	for (const match of user
		.slice(0, PATTERN_TEXT_CAP)
		.toLowerCase()
		.matchAll(/[a-z]{4,}/g)) {
		if (!PLAIN.has(match[0])) words.add(match[0]);
		if (words.size >= MAX_WORDS) break;
	}
	return [...words];
};

/** Whether a part of `path`'s file name and a prompt word share a stem (`contributing` and `contribution`). */
export const NamedBy = (path: string, words: readonly string[]): boolean => {
	if (words.length === 0) return false;
	const parts = posix
		.basename(path.replace(/\/+$/, ""))
		.toLowerCase()
		.split(/[^a-z]+/)
		.filter((part) => part.length >= 4);
	return parts.some((part) =>
		words.some((word) => {
			const need = Math.min(STEM, part.length, word.length);
			return part.slice(0, need) === word.slice(0, need);
		}),
	);
};

/**
 * `paths` with the ones the prompt names first; each group keeps its order. Only an order, by name parts: a config
 * file or workflow the prompt names by its whole name (`NameKey`) already leads the note through `WorkspaceEvidence`
 * (Known.ts), a config file as evidence too; this adds names matched by a part or a stem (`autofix` →
 * `autofix-lint.yml`) and files of the other kinds (`contribution` → `CONTRIBUTING.md`).
 */
export const PromptFirst = (paths: readonly string[], words: readonly string[]): string[] => {
	const named = new Set(paths.filter((path) => NamedBy(path, words)));
	return named.size === 0 ? [...paths] : [...named, ...paths.filter((path) => !named.has(path))];
};

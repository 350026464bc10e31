import {
	ExpandHome,
	KNOWLEDGE_READ_CAP,
	MoveAside,
	ReadBounded,
	WithLockSync,
	WriteAtomic,
} from "@playform/lib-dsh-core";
import type { Dismissal, IntentKnowledge, Knowledge, RootKnowledge } from "../Interface/Execution";
import { HISTORY_FOLLOW, HISTORY_IGNORE, HISTORY_MAX, HISTORY_MIN, LEARNED_CAP } from "../Variable/Config";

export const EmptyKnowledge = (): Knowledge => ({ version: 1, roots: {} });

const finite = (value: unknown, fallback = 0): number =>
	typeof value === "number" && Number.isFinite(value) ? value : fallback;
const strings = (value: unknown, cap: number): string[] =>
	Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, cap) : [];

/** Keeps only well-formed entries: a hand-edited or truncated file degrades to what is still readable. */
export const SanitizeKnowledge = (raw: unknown): Knowledge => {
	const knowledge = EmptyKnowledge();
	const roots = (raw as { roots?: unknown })?.roots;
	if (!roots || typeof roots !== "object") return knowledge;
	for (const [root, value] of Object.entries(roots as Record<string, unknown>).slice(0, 256)) {
		if (!value || typeof value !== "object") continue;
		const entry = value as Record<string, unknown>;
		const intents: Record<string, IntentKnowledge> = {};
		for (const [kind, stats] of Object.entries((entry.intents as Record<string, unknown>) ?? {}).slice(0, 64)) {
			const s = (stats ?? {}) as Record<string, unknown>;
			intents[kind] = {
				history: Math.min(HISTORY_MAX, Math.max(HISTORY_MIN, finite(s.history))),
				followed: finite(s.followed),
				ignored: finite(s.ignored),
				nearMiss: finite(s.nearMiss),
				learned: strings(s.learned, LEARNED_CAP),
			};
		}
		const dismissed: Dismissal[] = (Array.isArray(entry.dismissed) ? entry.dismissed : [])
			.slice(0, 256)
			.filter(
				(d: unknown): d is Record<string, unknown> =>
					!!d && typeof d === "object" && typeof (d as { intent?: unknown }).intent === "string",
			)
			.map((d: Record<string, unknown>) => ({
				intent: d.intent as string,
				...(typeof d.path === "string" ? { path: d.path } : {}),
				until: finite(d.until),
			}));
		const seed: Record<string, string[]> = {};
		for (const [kind, paths] of Object.entries((entry.seed as Record<string, unknown>) ?? {}).slice(0, 64))
			seed[kind] = strings(paths, 32);
		knowledge.roots[root] = {
			intents,
			dismissed,
			...(Object.keys(seed).length > 0 ? { seed } : {}),
			...(typeof entry.seededAt === "string" ? { seededAt: entry.seededAt } : {}),
		};
	}
	return knowledge;
};

/** Reads the knowledge file; a missing or unreadable file is an empty knowledge (never throws). */
export const LoadKnowledge = (path: string): Knowledge => {
	const read = ReadBounded(ExpandHome(path), { cap: KNOWLEDGE_READ_CAP });
	try {
		return read.kind === "text" ? SanitizeKnowledge(JSON.parse(read.text)) : EmptyKnowledge();
	} catch {
		return EmptyKnowledge();
	}
};

/** A change to the knowledge: applied in memory at once, and replayed onto the file's latest version at the next save. */
export type KnowledgeChange = (knowledge: Knowledge) => void;

/** What a read of the file found; `corrupt` says why a file that exists could not be used (it was moved aside). */
export interface KnowledgeRead {
	knowledge: Knowledge;
	corrupt?: string;
}

/**
 * Reads the knowledge file (the core's bounded read: never through a link, never a FIFO or a device, at most
 * `KNOWLEDGE_READ_CAP` bytes). Missing or unreadable: empty. Anything else that is not a JSON object: moved to
 * `<path>.<ms>.corrupt` (the core's `MoveAside`), so nothing ever writes over it, then empty. Never throws.
 */
export const ReadKnowledge = (path: string, now: number = Date.now()): KnowledgeRead => {
	const target = ExpandHome(path);
	const read = ReadBounded(target, { cap: KNOWLEDGE_READ_CAP });
	if (read.kind === "absent" || read.kind === "unreadable") return { knowledge: EmptyKnowledge() };
	let corrupt: string;
	if (read.kind === "refused") corrupt = read.reason;
	else {
		let raw: unknown;
		try {
			raw = JSON.parse(read.text) as unknown;
		} catch {
			raw = undefined;
		}
		if (raw !== null && typeof raw === "object" && !Array.isArray(raw))
			return { knowledge: SanitizeKnowledge(raw) };
		corrupt = raw === undefined ? "not JSON" : "not a JSON object";
	}
	// the learning restarts either way; the line still says the file was unusable
	MoveAside(target, now);
	return { knowledge: EmptyKnowledge(), corrupt };
};

const LOCK_WAIT_MS = 1000;
const LOCK_STALE_MS = 10_000;

/**
 * Saves by replaying this process's unsaved `changes` onto the file's latest version under the core's lock, so two
 * processes learning at once lose none of each other's updates; returns what was written (the caller adopts it).
 */
export const SaveKnowledgeChanges = (path: string, changes: readonly KnowledgeChange[]): KnowledgeRead => {
	const target = ExpandHome(path);
	return WithLockSync(
		target,
		() => {
			const latest = ReadKnowledge(target);
			for (const change of changes) change(latest.knowledge);
			SaveKnowledge(target, latest.knowledge);
			return latest;
		},
		{ timeoutMs: LOCK_WAIT_MS, staleMs: LOCK_STALE_MS },
	);
};

/** Writes atomically through the core's one writer: a temp file (0600) in the same folder (0700), fsync, rename. */
export const SaveKnowledge = (path: string, knowledge: Knowledge): void => {
	WriteAtomic(ExpandHome(path), `${JSON.stringify(knowledge, null, 2)}\n`);
};

export const RootOf = (knowledge: Knowledge, root: string): RootKnowledge => {
	let entry = knowledge.roots[root];
	if (!entry) {
		entry = { intents: {}, dismissed: [] };
		knowledge.roots[root] = entry;
	}
	return entry;
};

const statsOf = (entry: RootKnowledge, intent: string): IntentKnowledge => {
	let stats = entry.intents[intent];
	if (!stats) {
		stats = { history: 0, followed: 0, ignored: 0, nearMiss: 0, learned: [] };
		entry.intents[intent] = stats;
	}
	return stats;
};

/** The learned history of every intent of a root (R7). */
export const HistoryOf = (knowledge: Knowledge, root: string): Record<string, number> => {
	const out: Record<string, number> = {};
	for (const [kind, stats] of Object.entries(knowledge.roots[root]?.intents ?? {})) out[kind] = stats.history;
	return out;
};

export const LearnedOf = (knowledge: Knowledge, root: string, intent: string): string[] =>
	knowledge.roots[root]?.intents[intent]?.learned ?? [];

/** A note was followed: history rises; a near miss also teaches the path it found instead. */
export const RecordFollow = (
	knowledge: Knowledge,
	root: string,
	intent: string,
	path: string,
	nearMiss: boolean,
): number => {
	const stats = statsOf(RootOf(knowledge, root), intent);
	stats.history = Math.min(HISTORY_MAX, stats.history + HISTORY_FOLLOW);
	if (nearMiss) {
		stats.nearMiss++;
		if (!stats.learned.includes(path)) {
			stats.learned.push(path);
			if (stats.learned.length > LEARNED_CAP) stats.learned.splice(0, stats.learned.length - LEARNED_CAP);
		}
	} else stats.followed++;
	return stats.history;
};

/** A note's window closed untouched: `history −= 0.2` (bounded). */
export const RecordIgnore = (knowledge: Knowledge, root: string, intent: string): number => {
	const stats = statsOf(RootOf(knowledge, root), intent);
	stats.history = Math.max(HISTORY_MIN, Math.round((stats.history - HISTORY_IGNORE) * 100) / 100);
	stats.ignored++;
	return stats.history;
};

/** Records a dismissal (`*` = the whole family), replacing an older one for the same target, dropping expired ones. */
export const RecordDismissal = (knowledge: Knowledge, root: string, dismissal: Dismissal, now: number): void => {
	const entry = RootOf(knowledge, root);
	entry.dismissed = entry.dismissed.filter(
		(d) => d.until > now && !(d.intent === dismissal.intent && d.path === dismissal.path),
	);
	entry.dismissed.push(dismissal);
};

export const ActiveDismissals = (knowledge: Knowledge, root: string, now: number): Dismissal[] =>
	(knowledge.roots[root]?.dismissed ?? []).filter((d) => d.until > now);

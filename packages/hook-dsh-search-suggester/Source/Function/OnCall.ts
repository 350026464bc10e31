import { existsSync, readdirSync, statSync } from "node:fs";
import type { Dirent, Stats } from "node:fs";
import { isAbsolute, posix, resolve } from "node:path";
import type { UserMessage } from "@deepseek-ai/dsh-llm";
import {
	PATTERN_TEXT_CAP,
	RealInside,
	ResolveBases,
	ResolveWorkspace,
	ResultCut,
	ResultLines,
	ResultPaths,
	ResultPrinted,
	RootRelative,
} from "@playform/lib-dsh-core";
import type { Verdict } from "../Interface/Verdict";
import type { Wiring } from "../Interface/Wiring";
import { MAX_NAMED_MATCHES, NOTICE_KIND, READ_ONLY_BUMP } from "../Variable/Config";
import { ResolveCandidates } from "./Candidates";
import { InCode } from "./InCode";
import { PromptWords } from "./PromptNamed";
import { PromptHinted, PromptPackages } from "./PromptPackages";
import { Decide } from "./Decide";
import { Classify, Extract, IsExploratory, Judged } from "./Detect";
import { SearchIntents } from "./Intents";
import { StatesVersion, WorkspaceEvidence } from "./Known";
import { NoteSummary, NoteText } from "./Note";
import { Noted } from "./Noted";
import { Observe } from "./Observe";
import { ActiveDismissals, HistoryOf, LearnedOf } from "./Persist";
import { KindsOf } from "./Projection";
import { PushCall, Touch } from "./Ring";
import { Concrete, Cwd, ReadOnlyAgent, Relative, Scoped, Touchable } from "./Scope";
import { Silence } from "./Silence";
import { GLOB, NamePattern, ShallowFirst } from "./Path";
import type { Workspaces } from "./Workspaces";

/** A regular file inside the root, by its absolute path, as a one-path list (none for a folder, a glob or outside). */
const NamedFile = (root: string, absolute: string): string[] => {
	const path = RootRelative(root, absolute);
	if (path === undefined || path === "") return [];
	try {
		return statSync(absolute).isFile() ? [path] : [];
	} catch {
		return [];
	}
};

export interface Call {
	name?: unknown;
	arguments?: unknown;
	agent?: unknown;
}

/** What a path is, or nothing for a missing path or a broken link; stat never opens it (a FIFO does not block). */
const StatOf = (path: string): Stats | undefined => {
	try {
		return statSync(path);
	} catch {
		return undefined;
	}
};

/** A regular file (a FIFO, a device, a folder or a broken link is not one). */
const RegularFile = (path: string): boolean => StatOf(path)?.isFile() ?? false;

/** A find as a candidate names it: a folder with its trailing slash (`ls -R .github` prints `.github/ISSUE_TEMPLATE:`),
 * a regular file as it is, anything else (a FIFO, a broken link) not at all. */
const FindOf = (root: string, path: string): string | undefined => {
	const stat = StatOf(resolve(root, path));
	if (stat?.isDirectory()) return `${path.replace(/\/+$/, "")}/`;
	return stat?.isFile() ? path : undefined;
};

/** How many of a folder's entries are read for the files a name pattern in it matches. */
const FOLDER_LISTING_CAP = 128;
/** How many files a pattern may match and still be what the call looks for. */
const FOLDER_MATCHES_CAP = 3;

/**
 * The first entries of a folder that really lies inside the workspace (a link out of it lists nothing), or none.
 * Bounded: one listing of at most `FOLDER_LISTING_CAP` entries.
 */
const ListingInside = (root: string, folder: string): Dirent[] => {
	// a folder (or a link to one) outside the workspace is no place of its own to name
	const place = RealInside(resolve(root, folder), root);
	if (place.kind !== "inside") return [];
	try {
		return readdirSync(place.real, { withFileTypes: true }).slice(0, FOLDER_LISTING_CAP);
	} catch {
		return [];
	}
};

/**
 * The folders in `parent` (inside the workspace) whose name matches `pattern` and is a word of the prompt (`vue` and
 * `test` in "the vue test setup"), at most three. Bounded: one listing.
 */
const NamedFolders = (root: string, parent: string, pattern: string, user: string): string[] => {
	const test = NamePattern(pattern);
	if (!test || parent === "" || isAbsolute(parent)) return [];
	const words = new Set(
		user
			.slice(0, PATTERN_TEXT_CAP)
			.toLowerCase()
			.match(/[a-z0-9][\w.-]*[a-z0-9]/g) ?? [],
	);
	const named = ListingInside(root, parent).filter(
		(entry) => entry.isDirectory() && test.test(entry.name) && words.has(entry.name.toLowerCase()),
	);
	return named.length <= FOLDER_MATCHES_CAP ? named.map((entry) => entry.name) : [];
};

/**
 * The few regular files a name pattern in a folder below the root matches (`.vscode/*.json`, `find .vscode -name
 * '*.json'` → `.vscode/settings.json`): what a call that lists them looks at. A folder the graph files (`docs/`) is a
 * candidate of its own, its listing no pick. A pattern with wildcards in its folders is read in the folders there the
 * prompt names by a word (`packages/*\/test/setup.ts` for "the vue test setup" → `packages/vue/test/setup.ts`).
 * Bounded: one listing per folder.
 */
const FolderMatches = (
	root: string,
	rel: readonly string[],
	paths: readonly string[],
	filed: (folder: string) => boolean,
	user: string,
): string[] => {
	const pairs: [string, string][] = [];
	const out: string[] = [];
	// a name looked for in each folder the call looks in (not the root's: `--include=package.json .` reads every manifest)
	const inEachFolder = (name: string) => {
		for (const folder of rel) if (folder !== "." && !GLOB.test(folder)) pairs.push([folder, name]);
	};
	for (const path of paths.slice(0, 8)) {
		if (!GLOB.test(path)) {
			// a file name the search is kept to, no operand of its own (`--include=CMakeLists.txt` in a folder)
			if (!path.includes("/") && !rel.includes(path)) inEachFolder(path);
			continue;
		}
		const segments = path.replace(/^\.\//, "").split("/");
		// wildcards in the folders (`packages/*/test/setup.ts`): the folders there the prompt names by a word (`vue`)
		const at = segments.findIndex((segment) => GLOB.test(segment));
		if (at < segments.length - 1) {
			const rest = segments.slice(at + 1);
			if (rest.slice(0, -1).some((segment) => GLOB.test(segment))) continue;
			for (const named of NamedFolders(root, segments.slice(0, at).join("/"), segments[at]!, user)) {
				const file = [...segments.slice(0, at), named, ...rest].join("/");
				if (GLOB.test(rest.at(-1)!)) pairs.push([posix.dirname(file), rest.at(-1)!]);
				else {
					const place = RealInside(resolve(root, file), root);
					if (place.kind === "inside" && RegularFile(place.real)) out.push(file);
				}
			}
			continue;
		}
		const slash = path.lastIndexOf("/");
		if (slash > 0 && !GLOB.test(path.slice(0, slash))) pairs.push([path.slice(0, slash), path.slice(slash + 1)]);
		else if (slash === -1) inEachFolder(path);
	}
	for (const [folder, name] of pairs) {
		const clean = folder.replace(/^\.\//, "").replace(/\/+$/, "");
		const test = NamePattern(name);
		if (clean === "" || clean === "." || isAbsolute(clean) || !test || filed(`${clean}/`)) continue;
		const hits = ListingInside(root, clean)
			.filter((entry) => entry.isFile() && test.test(entry.name))
			.map((entry) => `${clean}/${entry.name}`);
		if (hits.length > 0 && hits.length <= FOLDER_MATCHES_CAP) out.push(...hits);
	}
	return out;
};

/**
 * One post-execute call, judged: the learner sees where the model went; a judged search call is scoped to its
 * workspace, classified, given candidates and decided (the pure `Decide`); a note is composed and booked, or the
 * silence logged. Returns the note, or undefined.
 */
export const OnCall =
	(
		w: Wiring,
		workspaces: Workspaces,
		toolNames: (scope: unknown) => readonly { name: string }[] | undefined,
	): ((exec: Call, result?: unknown) => UserMessage | undefined) =>
	(exec, result) => {
		const { s, C, log } = w;
		if (!C.enabled) return undefined;
		const tool = exec.name;
		const agent = exec.agent;
		const ring = s.rings.Of(agent);
		const cwd = Cwd(agent);
		if (!Judged(tool, C.emitOn)) {
			// Edits and writes still tell the learner where the model went.
			const path = (exec.arguments as { file_path?: unknown } | undefined)?.file_path;
			if (typeof path === "string" && ring.pending.length > 0) {
				const root = ring.pending[0]!.root;
				Observe(w, ring, Relative([path], cwd, root), false);
			}
			return undefined;
		}
		const shape = Extract(tool as string, exec.arguments, ring.user);
		if (!shape) return undefined;
		ring.judged++;
		s.judged++;
		const concrete = Concrete(shape.places, cwd);
		const found = ResolveWorkspace(concrete, cwd, w.packOf);
		if (!found || !Scoped(found.root, concrete, cwd, C.scopeRoots)) {
			PushCall(ring, { index: ring.judged, leaning: [], paths: [] });
			log(Silence({ kind: "abstain", reason: "foreign-workspace", k: 0 }));
			return undefined;
		}
		const root = found.root;
		const intents = SearchIntents(found.pack, C.intents);
		const rel = Relative(shape.places, cwd, root);
		Observe(w, ring, rel, true);
		Touch(ring, Touchable(rel));
		if (C.seed) workspaces.seedRoot(root, intents);
		const projection = workspaces.projectionOf(root, intents);
		if (ring.readOnly === undefined) ring.readOnly = ReadOnlyAgent(agent, toolNames);
		const view = workspaces.viewOf(root, projection);
		// the printed paths inside the workspace, root-relative and distinct (a read's own file is no hit: nothing is read)
		const Inside = (printed: () => readonly string[]): string[] =>
			shape.reading
				? []
				: [
						...new Set(
							printed()
								.map((path) => RootRelative(root, resolve(cwd, path)))
								.filter((path): path is string => path !== undefined && path !== ""),
						),
					];
		// the files the search found (shallowest first: a searcher's threads list the same files in any order, the note
		// must not change)
		const listed = Inside(() => ResultPaths(result, shape.listed)).sort(ShallowFirst);
		// (a search of one named file prints its lines without the file's name, `grep -n x Steepfile`: that file it found)
		const hits =
			listed.length === 0 && !shape.reading && shape.places.length === 1 && ResultPrinted(result)
				? NamedFile(root, resolve(cwd, shape.places[0]!))
				: listed;
		// (the files whose printed line states a version: `app.go:38:const Version = "3.5.0"`)
		const stating = Inside(() =>
			ResultLines(result)
				.filter((line) => StatesVersion(line.text))
				.map((line) => line.path),
		);
		const detection = Classify({
			shape,
			relative: rel,
			intents,
			floor: C.threshold,
			bump: ring.readOnly ? READ_ONLY_BUMP : 0,
			history: HistoryOf(s.knowledge, root),
			ring: ring.calls,
			facts: view.facts,
			exploratory: IsExploratory(ring.user),
			known: WorkspaceEvidence(shape, view, intents, hits, !shape.reading && ResultCut(result), stating),
			inCode: InCode(rel, view),
		});
		PushCall(ring, {
			index: ring.judged,
			leaning: detection.scores.filter((score) => score.sum >= 1).map((score) => score.kind),
			paths: rel,
		});
		const winner = detection.winner;
		const kinds = winner ? KindsOf(winner.intent) : [];
		const words = PromptWords(ring.user);
		const passed = detection.verdict === "pass" && winner !== undefined;
		// only a call past the gate reads the packages its prompt names (candidates and the ambiguous-file check)
		const packages = passed ? PromptPackages(ring.user, projection.packages) : [];
		const hinted = passed ? PromptHinted(ring.user, projection.packages, packages) : [];
		const candidates =
			passed && winner
				? ResolveCandidates({
						intent: winner.intent,
						kinds,
						bases: ResolveBases(root, concrete[0]),
						exists: existsSync,
						projection,
						seed: s.knowledge.roots[root]?.seed?.[winner.kind] ?? [],
						learned: LearnedOf(s.knowledge, root, winner.kind),
						factPaths: winner.factPaths,
						exclude: C.exclude,
						words,
						packages,
						hinted,
						places: rel,
					})
				: [];
		// (a line of a file the same command line prints, `ls .husky && cat .husky/pre-commit` → `#!/bin/sh`, is no find)
		const finds =
			passed && !shape.reading && shape.naming && hits.length <= MAX_NAMED_MATCHES
				? hits.map((path) => FindOf(root, path)).filter((path): path is string => path !== undefined)
				: [];
		const verdict = Decide({
			detection,
			shape,
			relative: rel,
			candidates,
			// a read is no search: the file it opens is no target of its own
			searched:
				passed && !shape.reading
					? [
							...new Set([
								...Touchable(rel).filter((path) => RegularFile(resolve(root, path))),
								// a name search's few finds are what it looked for (`find . -name '*entrypoint*'`)
								...finds,
								...FolderMatches(
									root,
									rel,
									shape.paths,
									(folder) => projection.kindsAt.has(folder),
									ring.user,
								),
							]),
						]
					: [],
			finds,
			kinds,
			projection,
			// the note shows a stated fact only when the graph states it (without the graph it names the files alone)
			facts: projection.facts,
			dismissals: ActiveDismissals(s.knowledge, root, Math.floor(s.now() / 1000)),
			turn: ring,
			cooldownCalls: C.cooldownCalls,
			maxNotesPerTurn: C.maxNotesPerTurn,
			maxCandidates: C.maxCandidates,
			words,
			packages,
			hinted,
		});
		if (verdict.kind !== "suggest" || !winner) {
			log(Silence(verdict as Exclude<Verdict, { kind: "suggest" }>));
			return undefined;
		}
		const { intent: kind, candidates: final } = verdict;
		const text = NoteText({
			kind,
			k: verdict.k,
			candidates: final,
			facts: verdict.facts,
			caveat: winner.intent.note,
			dismissTool: s.dismissTool,
			cap: C.maxNoteChars,
		});
		const note = s.factory.Notice({
			kind: NOTICE_KIND,
			summary: NoteSummary(kind, final),
			text,
			cap: C.maxNoteChars,
		});
		Noted(ring, { kind, root, candidates: final }, C);
		log(`suggest ${kind} ${verdict.k.toFixed(2)} ${final.length} candidates`);
		return note;
	};

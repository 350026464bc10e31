import { posix } from "node:path";
import {
	CI_SCRIPT_FOLDER_TEXT,
	EcosystemOf,
	EscapeRegex,
	GITHUB_COMMUNITY_PATH,
	PATTERN_TEXT_CAP,
} from "@playform/lib-dsh-core";
import type { GraphFact, GraphKind } from "@playform/lib-dsh-core";
import type { CallShape, Detection, Dismissal } from "../Interface/Execution";
import type { Projection } from "../Interface/Projection";
import type { Verdict } from "../Interface/Verdict";
import { Companions, DeGlob, NamesFact } from "./Detect";
import { PER_PACKAGE_INTENTS, SAME_NAME_AMBIGUOUS, SAME_NAME_LEAD } from "../Variable/Config";
import { KindSpread } from "./KindSpread";
import { NameKey } from "./Known";
import { Measure } from "./Measure";
import { NameSpread } from "./NameSpread";
import { FilesNamed, FilesUnder } from "./Projection";
import { InPackages } from "./PromptPackages";
import { Covers, WorkspaceOwn } from "./Path";
import { FilterDismissed, Rank } from "./Score";
import { SetKey } from "./Ring";

/** The files the graph knows of `name`'s family (`tsconfig.json`, `tsconfig.build.json`: one TypeScript config each). */
const FamilySize = (projection: Projection, name: string): number => {
	const key = NameKey(name);
	let count = 0;
	for (const [other, n] of projection.names) if (NameKey(other) === key) count += n;
	return count;
};

/**
 * The files of the root file `lead`'s family outside the tests and the sample projects (a fixture's `pyproject.toml`, an
 * example app's `tsconfig.json` is no alternative).
 */
const RootFamilySize = (projection: Projection, lead: string): number =>
	FamilyWhere(projection, lead, (path) => !path.endsWith("/") && WorkspaceOwn(path));

/** The files the graph knows of `lead`'s family that `where` keeps. */
const FamilyWhere = (projection: Projection, lead: string, where: (path: string) => boolean): number => {
	const key = NameKey(lead);
	let count = 0;
	for (const path of projection.kindsAt.keys()) if (where(path) && NameKey(posix.basename(path)) === key) count++;
	return count;
};

/** The file operands that lead a note: a call naming more files than this is no pointer at one of them. */
const MAX_OPERANDS_LEAD = 3;
/** The user names one of GitHub's community files (an issue template, the funding or sponsors file, the code owners). */
const COMMUNITY_NAMED =
	/\b(templates?|issue forms?|funding|fund\.yml|sponsors?|code ?owners?|code of conduct|contributing|security( policy|\.md)|support\.md)\b/i;

/**
 * The lead's own folder named by the user (`the shared rollup config` for `shared/rollup.config.mjs`), where no other file
 * of its family lives in a folder so named (no sample project's: `examples/node/` is no `minimum node`).
 */
const UserNamedFolder = (projection: Projection, lead: string, user: string): boolean => {
	const folder = posix.basename(posix.dirname(lead));
	if (
		folder.length < 5 ||
		!WorkspaceOwn(lead) ||
		!new RegExp(`(^|[^\\w/.-])${EscapeRegex(folder)}([^\\w/.-]|$)`, "i").test(user)
	)
		return false;
	return FamilyWhere(projection, lead, (path) => posix.basename(posix.dirname(path)) === folder) === 1;
};

/**
 * A user asking for every file of the lead's name (`the packages' tsconfigs`, `all the eslint configs`, `every vitest
 * config`) while the call searches those files by their name (`--include=tsconfig*.json`): each is a target, so naming
 * the first few is no guess. The name's word is its config word (`NameKey`: `tsconfig`, `eslint` of `.eslintrc.json`).
 */
const EveryOfName = (lead: string, shape: CallShape): boolean => {
	const word = NameKey(lead);
	if (word.length < 4) return false;
	const patterns = shape.paths.filter((path) => !shape.places.includes(path));
	if (!patterns.some((pattern) => NameKey(DeGlob(pattern)) === word)) return false;
	const name = EscapeRegex(word);
	const every = `\\b(all|every|each)\\s+(of\\s+)?(the\\s+|our\\s+)?([\\w'-]+\\s+){0,2}${name}`;
	// `packages` is any monorepo's word: only `all the published packages` asks for every manifest
	const plural = word === "package" ? "" : `\\b${name}(\\.\\w+)*(s|\\s+(configs|config files|files))\\b|`;
	return new RegExp(`${plural}${every}`, "i").test(shape.texts.user);
};

/** A user asking for the one config every package shares (`the base tsconfig`, `repo-wide`, `for all packages`, `the
 * whole monorepo`). */
const SHARED_ASK =
	/\b(shared|base|root|global|top[- ]level|repo[- ]wide|workspace[- ]wide|monorepo[- ]wide|(every|all( the)?|each) packages?|whole (monorepo|repo(sitory)?|workspace|project))\b/i;

/** What one agent's turn has already done, as Decide reads it (the ring, reduced to data). */
export interface TurnView {
	/** This call's judged index in the turn. */
	judged: number;
	/** The judged index of each intent's last note this turn. */
	lastNote: ReadonlyMap<string, number>;
	notes: number;
	/** Candidate sets already noted this turn. */
	noted: ReadonlySet<string>;
	/** Root-relative paths the agent touched this turn. */
	touched: ReadonlySet<string>;
}

export interface DecideInput {
	detection: Detection;
	shape: CallShape;
	/** The regular files the call searches (root-relative): the work may be in them, as R13's own targets. */
	searched?: readonly string[];
	/** The few files a name search found (`find -name '*entrypoint*'`), among `searched`: ranked, where the call's own lead. */
	finds?: readonly string[];
	/** Root-relative spellings of the call's places. */
	relative: readonly string[];
	/** Every place the winning intent may live (ResolveCandidates); read only when the detection passes. */
	candidates: readonly string[];
	kinds: readonly GraphKind[];
	projection: Projection;
	/** The facts the workspace states (the graph's, else the root manifests'): the note shows the named ones. */
	facts: readonly GraphFact[];
	/** The dismissals active at this root now. */
	dismissals: readonly Dismissal[];
	turn: TurnView;
	cooldownCalls: number;
	maxNotesPerTurn: number;
	maxCandidates: number;
	/** The user prompt's words that may name a file (`PromptWords`): a file they name ranks higher. */
	words?: readonly string[];
	/** The package folders the prompt names (`PromptPackages`): their files rank first and are no guess. */
	packages?: readonly string[];
	/** The package folders a bare prompt word names (`PromptHinted`): their files rank right after. */
	hinted?: readonly string[];
}

/**
 * A dependency the query names in one package manager's files (`package.json`) is that manager's work: the other
 * managers' manifests and lockfiles (a Tauri crate's `Cargo.lock`, a Go backend's `go.sum`) are left out of its note.
 */
const OneEcosystem = (intent: string, stated: readonly string[], ranked: readonly string[]): string[] => {
	if (intent !== "Dependency" || stated.length === 0) return [...ranked];
	const worlds = new Set(stated.map(EcosystemOf));
	if (worlds.has(undefined)) return [...ranked];
	return ranked.filter((path) => {
		const world = EcosystemOf(path);
		return world === undefined || worlds.has(world);
	});
};

/** Codecov's settings answer a coverage question; for other test work (`add a case to the mutex tests`) they are noise. */
const COVERAGE_WORD = /\b(cover(age|ed)?|codecov|coveralls)\b/i;
const CoverageAsked = (intent: string, shape: CallShape): boolean =>
	intent !== "Test" || COVERAGE_WORD.test(`${shape.texts.user.slice(0, PATTERN_TEXT_CAP)} ${shape.texts.query}`);
/** A root `ci/` folder's scripts answer a call that looks there or finds them; beside the workflows otherwise, noise. */
const CI_SCRIPT_PLACE = new RegExp(`^(\\./)?${CI_SCRIPT_FOLDER_TEXT}(/|$)`);
/** The candidates but those the graph files under `kind` alone, and `kept` (what the call found or names). */
const WithoutKind = (
	candidates: readonly string[],
	projection: Projection,
	kind: GraphKind,
	kept: readonly string[] = [],
): string[] =>
	candidates.filter((path) => {
		const kinds = [...(projection.kindsAt.get(path) ?? [])];
		return kept.includes(path) || kinds.length === 0 || kinds.some((other) => other !== kind);
	});

/**
 * The gate after the classifier, in order: the detection's own abstentions, companions (R13), the dismissal
 * filter, the cooldown, the per-turn cap, dedupe; a call that clears them all gets its ranked candidates and
 * the facts the query named. Pure: the caller resolves candidates and applies the verdict.
 */
export const Decide = (input: DecideInput): Verdict => {
	const { detection, turn } = input;
	const winner = detection.winner;
	if (detection.verdict === "no-signal" || !winner) return { kind: "abstain", reason: "no-signal", k: 0 };
	const intent = winner.kind;
	const k = detection.k;
	if (detection.verdict !== "pass") return { kind: "abstain", reason: detection.verdict, intent, k };
	const tested = CoverageAsked(intent, input.shape)
		? input.candidates
		: WithoutKind(input.candidates, input.projection, "coverage-config");
	const shown = input.relative.some((path) => CI_SCRIPT_PLACE.test(path))
		? tested
		: WithoutKind(tested, input.projection, "ci-script", [
				...winner.found,
				...winner.factPaths,
				...(input.searched ?? []),
			]);
	const companions = Companions(
		shown,
		input.relative,
		// a folder the graph files as a whole (`docs/`, `.changeset/`) holds more than the few files it also classifies
		(folder) =>
			input.projection.kindsAt.has(folder) ? Number.POSITIVE_INFINITY : FilesUnder(input.projection, folder),
		input.searched,
		// (a glob of `.github/**` finds the funding file and the issue templates: GitHub's, none of them runs CI, unless
		// the user names one: `update the bug report template`, `add github sponsors`)
	).filter(
		(path) => intent !== "CI" || !GITHUB_COMMUNITY_PATH.test(path) || COMMUNITY_NAMED.test(input.shape.texts.user),
	);
	if (companions.length === 0) return { kind: "abstain", reason: "no-companions", intent, k };
	// a query stated by more files than a note can name (sixty configs mention `eslint`) tells none of them apart
	const stated = winner.factPaths.length <= input.maxCandidates ? winner.factPaths : [];
	const packages = input.packages ?? [];
	// a file the call searches that the graph does not file (`docs/usage.rst`, `.vscode/settings.json`) keeps its lead
	const unfiled = companions.filter((path) => input.searched?.includes(path) && !input.projection.kindsAt.has(path));
	const finds = unfiled.filter((path) => input.finds?.includes(path));
	const measured = (paths: readonly string[]) =>
		Rank(
			paths.map((path) =>
				Measure(path, input.kinds, input.projection, stated, input.words, packages, input.hinted),
			),
		);
	// …then the files the call names as its operands (`jq '.files' package.json`: the root's, not a fixture's), the few
	// the search itself found and the workspace's evidence credited (`pnpm-workspace.yaml`'s setting)
	// (not a root file every package has one of, the root's `package.json`: where any search of the manifests starts)
	const operands = (input.searched ?? []).filter(
		(path) =>
			input.relative.includes(path) &&
			(path.includes("/") || FamilySize(input.projection, path) <= SAME_NAME_AMBIGUOUS),
	);
	const leading =
		operands.length <= MAX_OPERANDS_LEAD
			? companions.filter((path) => !unfiled.includes(path) && operands.includes(path))
			: [];
	const found = companions.filter(
		(path) => !unfiled.includes(path) && !leading.includes(path) && winner.found.includes(path),
	);
	const ranked = OneEcosystem(intent, stated, [
		...unfiled.filter((path) => !finds.includes(path)),
		...measured(leading),
		...measured(finds),
		...measured(found),
		...measured(
			companions.filter((path) => !unfiled.includes(path) && !found.includes(path) && !leading.includes(path)),
		),
	]);
	const { kept, blockedBy } = FilterDismissed(intent, ranked, input.dismissals);
	if (blockedBy !== undefined) return { kind: "suppress", reason: "dismissed", intent, by: blockedBy };
	const last = turn.lastNote.get(intent);
	if (last !== undefined && turn.judged - last <= input.cooldownCalls)
		return { kind: "suppress", reason: "cooldown", intent };
	if (turn.notes >= input.maxNotesPerTurn) return { kind: "suppress", reason: "cap", intent };
	const fresh = kept.filter(
		(candidate) =>
			input.relative.some((path) => Covers(candidate, path)) ||
			![...turn.touched].some((path) => Covers(candidate, path) && !candidate.endsWith("/")),
	);
	const final = KindSpread(NameSpread(fresh, SAME_NAME_LEAD), input.kinds, input.projection, input.maxCandidates);
	if (final.length === 0 || turn.noted.has(SetKey(final))) return { kind: "suppress", reason: "dedupe", intent };
	// one of thirty `eslint.config.js` files, singled out neither by a fact the query names, nor by the call, nor as the
	// one of its name in the package the prompt names, is a guess in a monorepo
	const lead = final[0]!;
	if (
		PER_PACKAGE_INTENTS.includes(intent) &&
		FamilySize(input.projection, posix.basename(lead)) > SAME_NAME_AMBIGUOUS &&
		!(
			!lead.includes("/") &&
			(RootFamilySize(input.projection, lead) <= SAME_NAME_AMBIGUOUS || SHARED_ASK.test(input.shape.texts.user))
		) &&
		!stated.includes(lead) &&
		!winner.found.includes(lead) &&
		// (the call itself names that package's file: `grep '"build"' packages/cli/package.json`, `cat
		// packages/cli/vitest.config.mts`; the root's `package.json` is where any search of the manifests starts)
		!(
			lead.includes("/") &&
			(input.searched?.includes(lead) ||
				(input.relative.includes(lead) && input.relative.length <= MAX_OPERANDS_LEAD))
		) &&
		!UserNamedFolder(input.projection, lead, input.shape.texts.user) &&
		!EveryOfName(lead, input.shape) &&
		!(InPackages(lead, packages) && FilesNamed(input.projection, packages, posix.basename(lead)) === 1)
	)
		return { kind: "abstain", reason: "ambiguous-file", intent, k };
	const facts: Record<string, string> = {};
	for (const fact of input.facts) {
		if (
			final.includes(fact.path) &&
			winner.factPaths.includes(fact.path) &&
			NamesFact(fact, input.shape.literal, input.shape.texts.query)
		)
			facts[fact.path] = `${fact.field} ${fact.value}`;
	}
	return { kind: "suggest", intent, k, candidates: final, facts };
};

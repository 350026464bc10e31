import { describe, expect, it } from "vitest";
import { CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import type { GraphKind } from "@playform/lib-dsh-core";
import { Decide } from "../Source/Function/Decide";
import { KindSpread } from "../Source/Function/KindSpread";
import { NameSpread } from "../Source/Function/NameSpread";
import type { DecideInput } from "../Source/Function/Decide";
import { Classify, Extract } from "../Source/Function/Detect";
import { Watch } from "../Source/Function/Learner";
import { BuildProjection, FilesUnder, NeutralProjection } from "../Source/Function/Projection";
import { SetKey } from "../Source/Function/Ring";

const intents = Families(LoadPack(undefined), "search").map(CompileIntent);
const projection = NeutralProjection();

const input = (pattern: string, over: Partial<DecideInput> = {}, user = "bump the version"): DecideInput => {
	const shape = Extract("grep", { pattern }, user)!;
	const detection = Classify({
		shape,
		relative: [],
		intents,
		floor: 0.75,
		bump: 0,
		history: {},
		ring: [],
		facts: projection.facts,
		exploratory: false,
	});
	return {
		detection,
		shape,
		relative: [],
		candidates: ["package.json", "CHANGELOG.md", ".changeset/"],
		kinds: ["manifest", "changelog"],
		projection,
		facts: [],
		dismissals: [],
		turn: { judged: 1, lastNote: new Map(), notes: 0, noted: new Set(), touched: new Set() },
		cooldownCalls: 6,
		maxNotesPerTurn: 3,
		maxCandidates: 7,
		...over,
	};
};

/** `base` with its detection past the gate at k 1 (as `kind` when given), stating no fact, then `over`. */
const Passed = (base: DecideInput, over: Partial<DecideInput>, kind?: string): DecideInput => ({
	...base,
	detection: {
		...base.detection,
		verdict: "pass",
		k: 1,
		winner: { ...base.detection.winner!, ...(kind ? { kind } : {}), factPaths: [], found: [] },
	},
	...over,
});

describe("Decide: the verdict of one judged call", () => {
	it("suggests the candidates in the pack's order when nothing holds the note", () => {
		const verdict = Decide(input('"version": "1.4.2"'));
		expect(verdict.kind).toBe("suggest");
		expect(verdict.kind === "suggest" && [verdict.intent, verdict.candidates]).toEqual([
			"Version",
			["package.json", "CHANGELOG.md", ".changeset/"],
		]);
	});

	it("carries the classifier's abstentions through, with no intent for no-signal", () => {
		expect(Decide(input("parseFlags"))).toEqual({ kind: "abstain", reason: "no-signal", k: 0 });
		const low = Decide(input("version", {}, ""));
		expect(low.kind === "abstain" && [low.reason, low.intent]).toEqual(["low-confidence", "Version"]);
	});

	it("abstains no-companions when the call reads inside a candidate folder (it has arrived)", () => {
		const verdict = Decide(
			input('"version": "1.4.2"', {
				shape: Extract("read", { file_path: ".changeset/config.json" }, "bump the version")!,
				relative: [".changeset/config.json"],
			}),
		);
		expect(verdict.kind === "abstain" && verdict.reason).toBe("no-companions");
	});

	it("names the candidate the call searches first, though the agent touched it this turn", () => {
		const verdict = Decide(
			input('"version": "1.4.2"', {
				relative: ["CHANGELOG.md"],
				turn: {
					judged: 1,
					lastNote: new Map(),
					notes: 0,
					noted: new Set(),
					touched: new Set(["CHANGELOG.md"]),
				},
			}),
		);
		expect(verdict.kind === "suggest" && verdict.candidates[0]).toBe("CHANGELOG.md");
	});

	it("applies dismissal, cooldown, cap and dedupe in that order", () => {
		const dismissed = Decide(
			input('"version": "1.4.2"', {
				dismissals: [{ intent: "*", until: 9e9 }],
				turn: {
					judged: 2,
					lastNote: new Map([["Version", 1]]),
					notes: 9,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(dismissed).toEqual({ kind: "suppress", reason: "dismissed", intent: "Version", by: "*" });
		const cooled = Decide(
			input('"version": "1.4.2"', {
				turn: {
					judged: 7,
					lastNote: new Map([["Version", 1]]),
					notes: 9,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(cooled.kind === "suppress" && cooled.reason).toBe("cooldown");
		const capped = Decide(
			input('"version": "1.4.2"', {
				turn: {
					judged: 8,
					lastNote: new Map([["Version", 1]]),
					notes: 3,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(capped.kind === "suppress" && capped.reason).toBe("cap");
		const noted = new Set([SetKey(["package.json", "CHANGELOG.md", ".changeset/"])]);
		const deduped = Decide(
			input('"version": "1.4.2"', {
				turn: { judged: 8, lastNote: new Map(), notes: 1, noted, touched: new Set() },
			}),
		);
		expect(deduped.kind === "suppress" && deduped.reason).toBe("dedupe");
	});

	it("drops touched files, keeps folders, and caps the list", () => {
		const verdict = Decide(
			input('"version": "1.4.2"', {
				maxCandidates: 1,
				turn: {
					judged: 1,
					lastNote: new Map(),
					notes: 0,
					noted: new Set(),
					touched: new Set(["package.json"]),
				},
			}),
		);
		expect(verdict.kind === "suggest" && verdict.candidates).toEqual(["CHANGELOG.md"]);
	});

	it("ranks a file the prompt names above files that only state what the query names", () => {
		// eight configs mention eslint (stated facts); the prompt asks about prettier's ignore file
		const configs = Array.from({ length: 8 }, (_, index) => `packages/p${index}/eslint.config.js`);
		const lint = new Set<GraphKind>(["lint-config"]);
		const kindsAt = new Map([...configs, ".prettierignore"].map((path) => [path, lint]));
		const base = input("eslint", {}, "ci(prettier): ignore changesets");
		const winner = base.detection.winner!;
		const ranked = (words: readonly string[]) =>
			Decide({
				...base,
				detection: { ...base.detection, winner: { ...winner, factPaths: configs } },
				candidates: [...configs, ".prettierignore"],
				kinds: ["lint-config"],
				projection: {
					available: true,
					byIntent: new Map(),
					kindsAt,
					names: new Map(),
					facts: [],
					packages: [],
				},
				words,
			});
		const named = ranked(["prettier", "ignore", "changesets"]);
		expect(named.kind === "suggest" && named.candidates[0]).toBe(".prettierignore");
		// unnamed, two configs of that name lead and the other name follows them (NameSpread)
		const unnamed = ranked([]);
		expect(unnamed.kind === "suggest" && unnamed.candidates).toEqual([
			...configs.slice(0, 2),
			".prettierignore",
			...configs.slice(2, 6),
		]);
	});

	it("keeps a file that alone states the query ahead of one the prompt names, with or without the graph", () => {
		const base = input('"version": "1.4.2"', {}, "bump the version and note it in the changelog");
		const winner = base.detection.winner!;
		const kindsAt = new Map<string, Set<GraphKind>>([
			["package.json", new Set(["manifest"])],
			["CHANGELOG.md", new Set(["changelog"])],
		]);
		for (const graph of [
			projection,
			{ available: true, byIntent: new Map(), kindsAt, names: new Map(), facts: [], packages: [] },
		]) {
			const verdict = Decide({
				...base,
				detection: { ...base.detection, winner: { ...winner, factPaths: ["package.json"] } },
				candidates: ["CHANGELOG.md", "package.json"],
				projection: graph,
				words: ["bump", "version", "note", "changelog"],
			});
			expect(verdict.kind === "suggest" && verdict.candidates).toEqual(["package.json", "CHANGELOG.md"]);
		}
	});
});

describe("Decide: a folder the graph files as a whole", () => {
	it("keeps docs/ beside the two of its files the graph classifies: it holds more (docs/MIGRATION.md)", () => {
		const nodes = [
			{ path: "docs/", kind: "doc" },
			{ path: "docs/CONTRIBUTING.md", kind: "doc" },
			{ path: "docs/CODE_OF_CONDUCT.md", kind: "doc" },
			{ path: "README.md", kind: "doc" },
		];
		const graph = BuildProjection({ root: "/w", nodes, facts: [] } as never, intents, []);
		const candidates = ["docs/", "README.md", "docs/CODE_OF_CONDUCT.md", "docs/CONTRIBUTING.md"];
		const base = input("MIGRATION", {}, "docs(MIGRATION): fix the headers reference");
		const docs = (projection: typeof graph) =>
			Decide(Passed(base, { candidates, kinds: ["doc"], projection }, "Docs"));
		const kept = docs(graph);
		expect(kept.kind === "suggest" && kept.candidates).toContain("docs/");
		// a folder the graph only knows through its files gives way to them when all are listed
		const unfiled = BuildProjection({ root: "/w", nodes: nodes.slice(1), facts: [] } as never, intents, []);
		const dropped = docs(unfiled);
		expect(dropped.kind === "suggest" && dropped.candidates).not.toContain("docs/");
	});
});

describe("Decide: a per-package config the workspace holds many of", () => {
	// eleven packages, each with its own eslint.config.js, beside the root one
	const configs = [
		"eslint.config.js",
		...Array.from({ length: 11 }, (_, index) => `packages/p${index}/eslint.config.js`),
	];
	const kindsAt = new Map(configs.map((path) => [path, new Set<GraphKind>(["lint-config"])]));
	const many = BuildProjection(
		{ root: "/w", nodes: configs.map((path) => ({ path, kind: "lint-config" })), facts: [] } as never,
		intents,
		[],
	);
	const lint = (factPaths: string[], projected = many, found: readonly string[] = []) => {
		const base = input("eslint", {}, "chore: add the require-await rule");
		return Decide({
			...base,
			// as the workspace's evidence (a config named by the query) makes it: past the gate
			detection: {
				...base.detection,
				verdict: "pass",
				k: 1,
				winner: { ...base.detection.winner!, factPaths, found },
			},
			candidates: configs,
			kinds: ["lint-config"],
			projection: projected,
		});
	};

	it("counts the graph's files by name", () => {
		expect(many.names.get("eslint.config.js")).toBe(12);
		expect(FilesUnder(many, "packages/")).toBe(11);
		expect(FilesUnder(NeutralProjection(), "packages/")).toBe(0);
		expect(many.kindsAt.size).toBe(kindsAt.size);
	});

	it("abstains ambiguous-file when nothing the query names singles the leading one out", () => {
		const verdict = lint(configs);
		expect(verdict.kind === "abstain" && [verdict.reason, verdict.intent]).toEqual(["ambiguous-file", "Lint"]);
	});

	it("notes when the search itself found the leading one among its few hits of the intent's kinds", () => {
		expect(lint(configs, many, ["eslint.config.js"]).kind).toBe("suggest");
		// the one it found leads the note
		const p3 = lint(configs, many, ["packages/p3/eslint.config.js"]);
		expect(p3.kind === "suggest" && p3.candidates[0]).toBe("packages/p3/eslint.config.js");
	});

	it("notes when the call itself names the leading one", () => {
		const base = input("eslint", {}, "chore: add the require-await rule");
		const named = Decide({
			...base,
			detection: {
				...base.detection,
				verdict: "pass",
				k: 1,
				winner: { ...base.detection.winner!, factPaths: configs },
			},
			candidates: configs,
			kinds: ["lint-config"],
			projection: many,
			searched: ["packages/p3/eslint.config.js"],
		});
		expect(named.kind === "suggest" && named.candidates).toContain("packages/p3/eslint.config.js");
	});

	it("notes when the call reads the leading one (`cat packages/cli/vitest.config.mts`), one of many of its name", () => {
		const tests = Array.from({ length: 12 }, (_, index) => `packages/p${index}/vitest.config.mts`);
		const projection = BuildProjection(
			{ root: "/w", nodes: tests.map((path) => ({ path, kind: "test-config" })), facts: [] } as never,
			intents,
			[],
		);
		const base = input("vitest", {}, "need a setup file that mocks the fs for the cli vitest project");
		const read = Decide(
			Passed(
				base,
				{
					candidates: tests,
					kinds: ["test-config"],
					projection,
					relative: ["packages/p3/vitest.config.mts"],
				},
				"Test",
			),
		);
		expect(read.kind === "suggest" && read.candidates[0]).toBe("packages/p3/vitest.config.mts");
		const unread = Decide(Passed(base, { candidates: tests, kinds: ["test-config"], projection }, "Test"));
		expect(unread.kind === "abstain" && unread.reason).toBe("ambiguous-file");
	});

	it("never names GitHub's community files (funding, templates) for CI work, though a glob of `.github/` finds them", () => {
		const base = input("x", {}, "add a github actions workflow that runs lint on PRs");
		const funding = Decide(
			Passed(
				base,
				{
					candidates: [".github/FUNDING.yml", ".github/ISSUE_TEMPLATE/bug.yml"],
					kinds: ["workflow"],
					searched: [".github/FUNDING.yml"],
				},
				"CI",
			),
		);
		expect(funding.kind === "abstain" && funding.reason).toBe("no-companions");
		const workflow = Decide(
			Passed(
				base,
				{ candidates: [".github/FUNDING.yml", ".github/workflows/ci.yml"], kinds: ["workflow"] },
				"CI",
			),
		);
		expect(workflow.kind === "suggest" && workflow.candidates).toEqual([".github/workflows/ci.yml"]);
		// (unless the user names it)
		const named = Decide(
			Passed(
				input("x", {}, "update SECURITY.md with the new disclosure address"),
				{ candidates: [".github/SECURITY.md"], kinds: ["workflow"] },
				"CI",
			),
		);
		expect(named.kind === "suggest" && named.candidates).toEqual([".github/SECURITY.md"]);
	});

	it("notes when a fact the query names is stated by few enough files, or ten or fewer bear the name", () => {
		expect(lint(["eslint.config.js"]).kind).toBe("suggest");
		const ten = { ...many, names: new Map([["eslint.config.js", 10]]) };
		expect(lint(configs, ten).kind).toBe("suggest");
	});

	it("counts a name's family: six tsconfig.json and five tsconfig.build.json make the root build config one of eleven", () => {
		const tsconfigs = [
			"tsconfig.build.json",
			...Array.from({ length: 4 }, (_, index) => `packages/p${index}/tsconfig.build.json`),
			...Array.from({ length: 6 }, (_, index) => `packages/p${index}/tsconfig.json`),
		];
		const graph = BuildProjection(
			{ root: "/w", nodes: tsconfigs.map((path) => ({ path, kind: "build-config" })), facts: [] } as never,
			intents,
			[],
		);
		const build = (projection: typeof graph) => {
			const base = input('"build"\\s*:', {}, "node 14 build target");
			return Decide(
				Passed(base, { candidates: tsconfigs, kinds: ["build-config", "manifest"], projection }, "Build"),
			);
		};
		expect(graph.names.get("tsconfig.build.json")).toBe(5);
		const verdict = build(graph);
		expect(verdict.kind === "abstain" && [verdict.reason, verdict.intent]).toEqual(["ambiguous-file", "Build"]);
		// ten of the family are still few enough to name
		const ten = BuildProjection(
			{
				root: "/w",
				nodes: tsconfigs.slice(0, 10).map((path) => ({ path, kind: "build-config" })),
				facts: [],
			} as never,
			intents,
			[],
		);
		expect(build(ten).kind).toBe("suggest");
	});

	it("a root file whose other copies are test fixtures is the workspace's own, not one of many", () => {
		const fixtures = Array.from({ length: 12 }, (_, index) => `tests/fixtures/p${index}/eslint.config.js`);
		const root = ["eslint.config.js", ...fixtures];
		const projection = BuildProjection(
			{ root: "/w", nodes: root.map((path) => ({ path, kind: "lint-config" })), facts: [] } as never,
			intents,
			[],
		);
		const base = input("eslint", {}, "chore: add the require-await rule");
		const verdict = Decide(Passed(base, { candidates: root, kinds: ["lint-config"], projection }, "Lint"));
		expect(verdict.kind === "suggest" && verdict.candidates[0]).toBe("eslint.config.js");
		// one package's copy among the fixtures is still one of many
		const nested = ["packages/a/eslint.config.js", ...fixtures];
		const other = BuildProjection(
			{ root: "/w", nodes: nested.map((path) => ({ path, kind: "lint-config" })), facts: [] } as never,
			intents,
			[],
		);
		const guess = Decide(Passed(base, { candidates: nested, kinds: ["lint-config"], projection: other }, "Lint"));
		expect(guess.kind === "abstain" && guess.reason).toBe("ambiguous-file");
	});

	it("a root Dockerfile whose other copies sit in Go's testdata folders is the workspace's own", () => {
		const fixtures = Array.from({ length: 12 }, (_, index) => `internal/pipe/p${index}/testdata/Dockerfile`);
		const root = ["Dockerfile", ...fixtures];
		const projection = BuildProjection(
			{ root: "/w", nodes: root.map((path) => ({ path, kind: "build-config" })), facts: [] } as never,
			intents,
			[],
		);
		const base = input("apk add", {}, "gpg can't connect to the agent inside the docker image");
		const verdict = Decide(Passed(base, { candidates: root, kinds: ["build-config"], projection }, "Build"));
		expect(verdict.kind === "suggest" && verdict.candidates[0]).toBe("Dockerfile");
	});

	it("a root config among sample projects' copies, or one the user calls shared, is the workspace's own", () => {
		const samples = Array.from({ length: 12 }, (_, index) => `examples/app${index}/tsconfig.json`);
		const root = ["tsconfig.json", ...samples];
		const projection = BuildProjection(
			{ root: "/w", nodes: root.map((path) => ({ path, kind: "config" })), facts: [] } as never,
			intents,
			[],
		);
		const judge = (user: string, candidates: string[], projected: typeof projection) =>
			Decide(
				Passed(
					input("isolatedDeclarations", {}, user),
					{ candidates, kinds: ["config"], projection: projected },
					"Config",
				),
			);
		const own = judge("turn on isolatedDeclarations", root, projection);
		expect(own.kind === "suggest" && own.candidates[0]).toBe("tsconfig.json");
		// twelve packages' own tsconfigs make the root one a guess, unless the user asks the shared one
		const packages = ["tsconfig.base.json", ...samples.map((path) => path.replace("examples/app", "packages/p"))];
		const monorepo = BuildProjection(
			{ root: "/w", nodes: packages.map((path) => ({ path, kind: "config" })), facts: [] } as never,
			intents,
			[],
		);
		const guess = judge("turn on exactOptionalPropertyTypes", packages, monorepo);
		expect(guess.kind === "abstain" && guess.reason).toBe("ambiguous-file");
		const shared = judge("turn on exactOptionalPropertyTypes in the shared tsconfig", packages, monorepo);
		expect(shared.kind === "suggest" && shared.candidates[0]).toBe("tsconfig.base.json");
		const whole = judge("turn on full strict for the whole monorepo ts config", packages, monorepo);
		expect(whole.kind === "suggest" && whole.candidates[0]).toBe("tsconfig.base.json");
	});

	it("every file of the lead's name, asked for as such while the call searches them by name, is no guess", () => {
		const tsconfigs = Array.from({ length: 12 }, (_, index) => `packages/p${index}/tsconfig.json`);
		const projection = BuildProjection(
			{ root: "/w", nodes: tsconfigs.map((path) => ({ path, kind: "config" })), facts: [] } as never,
			intents,
			[],
		);
		const judge = (user: string, include?: string) => {
			const base = input("baseUrl", {}, user);
			const shape = Extract("grep", { pattern: "baseUrl", ...(include ? { include } : {}) }, user)!;
			return Decide(
				Passed({ ...base, shape }, { candidates: tsconfigs, kinds: ["config"], projection }, "Config"),
			);
		};
		for (const user of [
			"baseUrl is deprecated, remove it from the packages' tsconfigs",
			"drop baseUrl from all the tsconfig files",
			"drop baseUrl from every package's tsconfig",
		]) {
			expect(judge(user, "tsconfig*.json").kind, user).toBe("suggest");
			// the same ask with a search over every file is still one guess among many
			const unconfined = judge(user);
			expect(unconfined.kind === "abstain" && unconfined.reason, user).toBe("ambiguous-file");
		}
		for (const user of ["drop baseUrl from the tsconfig", "baseUrl breaks the p3 build"]) {
			const guess = judge(user, "tsconfig*.json");
			expect(guess.kind === "abstain" && guess.reason, user).toBe("ambiguous-file");
		}
		// the manifests: `packages` is any monorepo's word, only `all the published packages` asks for every one
		const manifests = Array.from({ length: 12 }, (_, index) => `packages/p${index}/package.json`);
		const graph = BuildProjection(
			{ root: "/w", nodes: manifests.map((path) => ({ path, kind: "config" })), facts: [] } as never,
			intents,
			[],
		);
		const engines = (user: string) =>
			Decide(
				Passed(
					{
						...input("engines", {}, user),
						shape: Extract("grep", { pattern: '"engines"', include: "package.json" }, user)!,
					},
					{ candidates: manifests, kinds: ["config"], projection: graph },
					"Config",
				),
			);
		expect(engines("raise the minimum node to 22 for all the published packages").kind).toBe("suggest");
		const one = engines("the packages need node 22");
		expect(one.kind === "abstain" && one.reason).toBe("ambiguous-file");
	});

	it("the one of many in a folder the user names is no guess, a sample project's never", () => {
		const configs = [
			"shared/rollup.config.mjs",
			...Array.from({ length: 12 }, (_, index) => `packages/p${index}/rollup.config.mjs`),
		];
		const judge = (user: string, candidates: string[]) =>
			Decide(
				Passed(
					input("rollup.config.mjs", {}, user),
					{
						candidates,
						kinds: ["build-config"],
						projection: BuildProjection(
							{
								root: "/w",
								nodes: candidates.map((path) => ({ path, kind: "build-config" })),
								facts: [],
							} as never,
							intents,
							[],
						),
					},
					"Build",
				),
			);
		const shared = judge("the shared rollup config should stop emitting sourcemaps", configs);
		expect(shared.kind === "suggest" && shared.candidates[0]).toBe("shared/rollup.config.mjs");
		const unnamed = judge("stop emitting sourcemaps for the cjs output", configs);
		expect(unnamed.kind === "abstain" && unnamed.reason).toBe("ambiguous-file");
		const sample = judge("the shared rollup config should stop emitting sourcemaps", [
			"examples/shared/rollup.config.mjs",
			...configs.slice(1),
		]);
		expect(sample.kind === "abstain" && sample.reason).toBe("ambiguous-file");
	});

	it("notes the one config of the package the prompt names, not one of many in a named folder", () => {
		const base = input("eslint", {}, "chore(p3): add the require-await rule");
		const withPackage = (packages: string[], projected = many) =>
			Decide(Passed(base, { candidates: configs, kinds: ["lint-config"], projection: projected, packages }));
		const one = withPackage(["packages/p3/"]);
		expect(one.kind === "suggest" && one.candidates.slice(0, 2)).toEqual([
			"packages/p3/eslint.config.js",
			"eslint.config.js",
		]);
		// `packages/` holds eleven of them: naming it singles none out
		const folder = withPackage(["packages/"]);
		expect(folder.kind === "abstain" && folder.reason).toBe("ambiguous-file");
	});

	it("leaves a release's root manifest alone however many manifests the workspace holds", () => {
		const manifests = [
			"package.json",
			...Array.from({ length: 20 }, (_, index) => `packages/p${index}/package.json`),
		];
		const graph = BuildProjection(
			{ root: "/w", nodes: manifests.map((path) => ({ path, kind: "manifest" })), facts: [] } as never,
			intents,
			[],
		);
		const verdict = Decide(input('"version": "1.4.2"', { projection: graph, candidates: manifests }));
		expect(verdict.kind === "suggest" && [verdict.intent, verdict.candidates[0]]).toEqual([
			"Version",
			"package.json",
		]);
	});
});

describe("NameSpread: no one file name fills the note", () => {
	it("lets two files of one name lead and puts the rest of that name after every other name, in rank order", () => {
		const ranked = [
			"package.json",
			"a/package.json",
			"b/package.json",
			"c/package.json",
			"tsconfig.json",
			"turbo.json",
		];
		expect(NameSpread(ranked, 2)).toEqual([
			"package.json",
			"a/package.json",
			"tsconfig.json",
			"turbo.json",
			"b/package.json",
			"c/package.json",
		]);
		expect(NameSpread(["docs/", "a/docs/", "b/docs/", "README.md"], 1)).toEqual([
			"docs/",
			"README.md",
			"a/docs/",
			"b/docs/",
		]);
		expect(NameSpread([], 2)).toEqual([]);
	});
});

describe("KindSpread: every kind the intent expects keeps a place", () => {
	const kindsAt = new Map<string, Set<GraphKind>>([
		...Array.from(
			{ length: 9 },
			(_, index) => [`examples/e${index}/package.json`, new Set<GraphKind>(["manifest"])] as const,
		),
		["pnpm-lock.yaml", new Set<GraphKind>(["lockfile"])],
		["pnpm-workspace.yaml", new Set<GraphKind>(["workspace"])],
	]);
	const projection = { available: true, byIntent: new Map(), kindsAt, names: new Map(), facts: [], packages: [] };
	const manifests = [...kindsAt.keys()].slice(0, 9);

	it("swaps the best of each crowded-out kind in for the last places, in the intent's kind order", () => {
		const ranked = [...manifests, "pnpm-lock.yaml", "pnpm-workspace.yaml"];
		expect(KindSpread(ranked, ["manifest", "lockfile", "workspace"], projection, 7)).toEqual([
			...manifests.slice(0, 5),
			"pnpm-lock.yaml",
			"pnpm-workspace.yaml",
		]);
	});

	it("leaves a list alone when every kind is already in it, or nothing of a missing kind exists", () => {
		const ranked = ["pnpm-lock.yaml", ...manifests];
		expect(KindSpread(ranked, ["manifest", "lockfile"], projection, 7)).toEqual(ranked.slice(0, 7));
		expect(KindSpread(manifests, ["manifest", "changelog"], projection, 7)).toEqual(manifests.slice(0, 7));
		expect(KindSpread(manifests.slice(0, 3), ["manifest", "lockfile"], projection, 7)).toEqual(
			manifests.slice(0, 3),
		);
	});

	it("keeps the best candidate first even with one place", () => {
		const ranked = [...manifests, "pnpm-lock.yaml"];
		expect(KindSpread(ranked, ["manifest", "lockfile"], projection, 1)).toEqual([manifests[0]]);
		expect(KindSpread(ranked, ["manifest", "lockfile"], projection, 2)).toEqual([manifests[0], "pnpm-lock.yaml"]);
	});
});

describe("Watch: the learner's step", () => {
	const note = (remaining: number) => ({
		intent: "Version",
		root: "/r",
		candidates: ["CHANGELOG.md", ".changeset/"],
		remaining,
	});

	it("closes a note as followed, near-miss or ignored and spends windows only on judged calls", () => {
		expect(Watch([note(2)], [".changeset/a.md"], true).events).toEqual([
			{ kind: "followed", intent: "Version", root: "/r", path: ".changeset/a.md", nearMiss: false },
		]);
		expect(Watch([note(2)], ["packages/a/CHANGELOG.md"], false).events[0]).toMatchObject({
			kind: "followed",
			nearMiss: true,
		});
		const unjudged = Watch([note(1)], ["src/x.ts"], false);
		expect([unjudged.events, unjudged.pending[0]?.remaining]).toEqual([[], 1]);
		const spent = Watch([note(2)], ["src/x.ts"], true);
		expect([spent.events, spent.pending[0]?.remaining]).toEqual([[], 1]);
		expect(Watch([note(1)], ["src/x.ts"], true)).toEqual({
			pending: [],
			events: [{ kind: "ignored", intent: "Version", root: "/r" }],
		});
	});
});

describe("Decide: one package manager's note", () => {
	const files = ["frontend/package.json", "frontend/pnpm-lock.yaml", "go.mod", "go.sum", "src-tauri/Cargo.lock"];
	const dependency = () => {
		const base = input('"marked"', {}, "upgrade marked to v18 in the frontend");
		return Passed(base, { candidates: files, kinds: ["manifest", "lockfile"] }, "Dependency");
	};
	const stating = (base: DecideInput, factPaths: string[]): DecideInput => ({
		...base,
		detection: { ...base.detection, winner: { ...base.detection.winner!, factPaths } },
	});

	it("leaves the other managers' files out of a dependency the query names in package.json", () => {
		const verdict = Decide(stating(dependency(), ["frontend/package.json"]));
		expect(verdict.kind === "suggest" && verdict.candidates).toEqual([
			"frontend/package.json",
			"frontend/pnpm-lock.yaml",
		]);
	});

	it("keeps every manager's files when no stated file says which, or the stated ones are of two", () => {
		const none = Decide(dependency());
		expect(none.kind === "suggest" && [...none.candidates].sort()).toEqual([...files].sort());
		const both = Decide(stating(dependency(), ["frontend/package.json", "go.mod"]));
		expect(both.kind === "suggest" && [...both.candidates].sort()).toEqual(files.slice(0, 4).sort());
	});
});

describe("Decide: Codecov's settings in a test note", () => {
	it("names them for a coverage question only; a note they alone would make is no note", () => {
		const nodes = [
			{ path: ".github/codecov.yml", kind: "coverage-config" },
			{ path: "vitest.config.ts", kind: "test-config" },
		];
		const graph = BuildProjection({ root: "/w", nodes, facts: [] } as never, intents, []);
		const test = (user: string, candidates: string[]) =>
			Decide(
				Passed(
					input("MutuallyExclusiveFlags", {}, user),
					{ candidates, kinds: ["test-config", "test-dir", "coverage-config"], projection: graph },
					"Test",
				),
			);
		const both = [".github/codecov.yml", "vitest.config.ts"];
		const cases = test("add another flag to the mutex tests", both);
		expect(cases.kind === "suggest" && cases.candidates).toEqual(["vitest.config.ts"]);
		const coverage = test("coverage dropped under the target, relax it", both);
		expect(coverage.kind === "suggest" && coverage.candidates).toEqual(both);
		const alone = test("add another flag to the mutex tests", [".github/codecov.yml"]);
		expect(alone.kind === "abstain" && alone.reason).toBe("no-companions");
	});
});

describe("Decide: a root ci/ folder's scripts in a CI note", () => {
	it("names them where the call looks in ci/ or found them; beside the workflows otherwise, not", () => {
		const nodes = [
			{ path: ".github/workflows/ci.yml", kind: "workflow" },
			{ path: "ci/test.sh", kind: "ci-script" },
			{ path: "ci/miri.sh", kind: "ci-script" },
		];
		const graph = BuildProjection({ root: "/w", nodes, facts: [] } as never, intents, []);
		const all = [".github/workflows/ci.yml", "ci/test.sh", "ci/miri.sh"];
		const ci = (over: Partial<DecideInput>, found: string[] = []) => {
			const base = Passed(
				input("runs-on", {}, "add riscv64 to the ci matrix"),
				{ candidates: all, kinds: ["workflow", "ci-script"], projection: graph, ...over },
				"CI",
			);
			return Decide({ ...base, detection: { ...base.detection, winner: { ...base.detection.winner!, found } } });
		};
		const plain = ci({});
		expect(plain.kind === "suggest" && plain.candidates).toEqual([".github/workflows/ci.yml"]);
		const looked = ci({ relative: ["ci/"] });
		expect(looked.kind === "suggest" && [...looked.candidates].sort()).toEqual([...all].sort());
		const found = ci({}, ["ci/miri.sh"]);
		expect(found.kind === "suggest" && found.candidates).toEqual(["ci/miri.sh", ".github/workflows/ci.yml"]);
	});
});

describe("Decide: the call's own file operand leads", () => {
	it("puts the one file a call reads its query from before a fixture of the same name the prompt's words name", () => {
		const nodes = [
			{ path: "package.json", kind: "manifest" },
			{ path: "test/globs/fixtures/files/package.json", kind: "manifest" },
		];
		const graph = BuildProjection({ root: "/w", nodes, facts: [] } as never, intents, []);
		const shape = Extract("bash", { command: "jq '.files' package.json" }, "add the readme to files")!;
		const base = Passed(
			input('"files"', {}, "add the readme to files"),
			{
				shape,
				relative: ["package.json"],
				searched: ["package.json"],
				candidates: ["test/globs/fixtures/files/package.json", "package.json"],
				kinds: ["manifest"],
				projection: graph,
				words: ["files"],
			},
			"Build",
		);
		const verdict = Decide(base);
		expect(verdict.kind === "suggest" && verdict.candidates[0]).toBe("package.json");
		// a search of the manifests by name (no operand) leaves the prompt's words to rank them
		const unnamed = Decide({ ...base, relative: [], searched: [] });
		expect(unnamed.kind === "suggest" && unnamed.candidates[0]).toBe("test/globs/fixtures/files/package.json");
	});
});

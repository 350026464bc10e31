import { describe, expect, it } from "vitest";
import { Families, LoadPack } from "@playform/lib-dsh-core";
import type { PackIntent } from "@playform/lib-dsh-core";
import { ResolveCandidates } from "../Source/Function/Candidates";
import type { CandidateInput } from "../Source/Function/Candidates";
import { KindsOf, BuildProjection } from "../Source/Function/Projection";

const intents = Families(LoadPack(undefined), "search");
const intentOf = (kind: string): PackIntent => intents.find((intent) => intent.kind === kind)!;

const Resolve = (kind: string, nodes: object[], over: Partial<CandidateInput> = {}, files?: readonly string[]) => {
	const intent = intentOf(kind);
	const projection = BuildProjection({ root: "/w", nodes, facts: [] } as never, [intent], []);
	const present = new Set(files ?? nodes.map((node) => (node as { path: string }).path.replace(/\/$/, "")));
	return ResolveCandidates({
		intent,
		kinds: KindsOf(intent),
		bases: { root: "/w", package: "/w", parent: "/w" },
		exists: (absolute) => present.has(absolute.replace(/^\/w\/?/, "").replace(/\/$/, "")),
		projection,
		seed: [],
		learned: [],
		factPaths: [],
		exclude: [],
		...over,
	});
};

describe("ResolveCandidates: where a search's intent may live", () => {
	it("takes the workspace's own files of a kind before a sample project's at their depth", () => {
		const nodes = [
			"samples/Chaos/Chaos.csproj",
			"bench/B/B.csproj",
			"src/Polly/Polly.csproj",
			"examples/a/b.csproj",
		].map((path) => ({ path, kind: "manifest", package: "", depth: 2 }));
		expect(Resolve("Version", nodes)).toEqual([
			"bench/B/B.csproj",
			"src/Polly/Polly.csproj",
			"examples/a/b.csproj",
			"samples/Chaos/Chaos.csproj",
		]);
	});

	it("takes a test search's runner configs before its test folders (the main package's vitest.config.ts)", () => {
		const nodes = [
			{ path: "vitest.config.ts", kind: "test-config", package: "", depth: 0 },
			...["__tests__/", "src/tests/", "e2e/specs/", "src/deep/tests/", "src/other/tests/"].map((folder) => ({
				path: `packages/router/${folder}`,
				kind: "test-dir",
				package: "packages/router",
				depth: 3,
			})),
			{ path: "packages/router/vitest.config.ts", kind: "test-config", package: "packages/router", depth: 2 },
		];
		const candidates = Resolve("Test", nodes);
		expect(candidates.slice(0, 2)).toEqual(["vitest.config.ts", "packages/router/vitest.config.ts"]);
		expect(candidates).toContain("packages/router/__tests__/");
	});

	it("ends a lint or test search's list with the manifest that runs the linter or the runner", () => {
		const lint = Resolve(
			"Lint",
			[
				{ path: "eslint.config.js", kind: "lint-config", package: "", depth: 0 },
				{ path: "package.json", kind: "manifest", package: "", depth: 0 },
			],
			{},
		);
		expect(lint).toEqual(["eslint.config.js", "package.json"]);
		const python = Resolve("Test", [
			{ path: "tests/", kind: "test-dir", package: "", depth: 0 },
			{ path: "pyproject.toml", kind: "manifest", package: "", depth: 0 },
		]);
		expect(python.at(-1)).toBe("pyproject.toml");
	});

	it("keeps the graph's folder the call works inside (a docs site searched below its root)", () => {
		const nodes = [
			{ path: "README.md", kind: "doc", package: "", depth: 0 },
			{ path: "CONTRIBUTING.md", kind: "doc", package: "", depth: 0 },
			{ path: "CODE_OF_CONDUCT.md", kind: "doc", package: "", depth: 0 },
			{ path: "SECURITY.md", kind: "doc", package: "", depth: 0 },
			{ path: "library/README.md", kind: "doc", package: "library", depth: 1 },
			{ path: "website/README.md", kind: "doc", package: "website", depth: 1 },
			{ path: "website/", kind: "doc", package: "", depth: 0 },
		];
		// past the projected five the folder would be cut; the call working inside it keeps it
		const bases = { root: "/w", package: "/w/website", parent: "/w" };
		expect(Resolve("Docs", nodes, { bases })).not.toContain("website/");
		expect(Resolve("Docs", nodes, { bases, places: ["website/src/routes/guides"] })).toContain("website/");
		// the folder itself searched is no folder it works inside
		expect(Resolve("Docs", nodes, { bases, places: ["website"] })).not.toContain("website/");
	});

	it("takes a named package's paths first, then a hinted package's, then the rest in the graph's order", () => {
		const nodes = ["README.md", ...["a", "b", "c"].map((name) => `packages/${name}/README.md`)].map((path) => ({
			path,
			kind: "doc",
			package: path.startsWith("packages/") ? path.split("/").slice(0, 2).join("/") : "",
			depth: path.split("/").length - 1,
		}));
		const docs = (over: Partial<CandidateInput>) =>
			Resolve("Docs", nodes, over).filter((path) => path.startsWith("packages/"));
		expect(docs({})).toEqual(["packages/a/README.md", "packages/b/README.md", "packages/c/README.md"]);
		expect(docs({ hinted: ["packages/c/"] })[0]).toBe("packages/c/README.md");
		expect(docs({ packages: ["packages/b/"], hinted: ["packages/c/"] }).slice(0, 2)).toEqual([
			"packages/b/README.md",
			"packages/c/README.md",
		]);
	});

	it("names a manifest's own lockfile right after it, before the root's", () => {
		const nodes = [
			{ path: "package.json", kind: "manifest", package: "", depth: 0 },
			{ path: "package-lock.json", kind: "lockfile", package: "", depth: 0 },
			{ path: "test/schemas/package.json", kind: "manifest", package: "test/schemas", depth: 2 },
			{ path: "test/schemas/package-lock.json", kind: "lockfile", package: "test/schemas", depth: 2 },
		];
		const candidates = Resolve("Dependency", nodes, { factPaths: ["test/schemas/package.json"] });
		expect(candidates.slice(0, 3)).toEqual([
			"test/schemas/package.json",
			"test/schemas/package-lock.json",
			"package.json",
		]);
		// the root's manifest: its lockfile comes with the targets, in their order
		expect(Resolve("Dependency", nodes, { factPaths: ["package.json"] }).slice(0, 2)).toEqual([
			"package.json",
			"package-lock.json",
		]);
	});
});

describe("ResolveCandidates: the forty-seventh pass", () => {
	it("takes Renovate's settings only for a prompt or a call that names them, so no workflow loses its place", () => {
		const nodes = [
			{ path: "renovate.json", kind: "workflow", package: "", depth: 0 },
			{ path: ".github/workflows/ci.yml", kind: "workflow", package: "", depth: 2 },
		];
		expect(Resolve("CI", nodes, { words: ["bump", "checkout"] })).not.toContain("renovate.json");
		expect(Resolve("CI", nodes, { words: ["renovate", "group"] })).toContain("renovate.json");
		expect(Resolve("CI", nodes, { words: [], places: ["renovate.json"] })).toContain("renovate.json");
		expect(Resolve("CI", nodes, { words: [] })).toContain(".github/workflows/ci.yml");
	});
});

describe("ResolveCandidates: the fiftieth pass", () => {
	it("takes the agents' instructions only for a prompt that speaks of agents, or a call that names them", () => {
		const nodes = [
			{ path: "AGENTS.md", kind: "doc", package: "", depth: 0 },
			{ path: "CLAUDE.md", kind: "doc", package: "", depth: 0 },
			{ path: "README.md", kind: "doc", package: "", depth: 0 },
		];
		const docs = Resolve("Docs", nodes, { words: ["document", "option"] });
		expect(docs).toContain("README.md");
		expect(docs).not.toContain("AGENTS.md");
		expect(docs).not.toContain("CLAUDE.md");
		expect(Resolve("Docs", nodes, { words: ["note", "agent", "instructions"] })).toContain("AGENTS.md");
		expect(Resolve("Docs", nodes, { words: ["claude"] })).toContain("CLAUDE.md");
		expect(Resolve("Docs", nodes, { words: [], places: ["AGENTS.md"] })).toContain("AGENTS.md");
	});
});

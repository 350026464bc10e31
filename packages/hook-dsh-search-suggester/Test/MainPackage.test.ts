import { describe, expect, it } from "vitest";
import { Families, LoadPack } from "@playform/lib-dsh-core";
import type { GraphFact } from "@playform/lib-dsh-core";
import { ResolveCandidates } from "../Source/Function/Candidates";
import { BuildProjection, MainPackage } from "../Source/Function/Projection";

const packages = [
	{ path: "packages/router", name: "vue-router" },
	{ path: "packages/playground", name: "playground" },
	{ path: "packages/docs", name: "docs" },
	{ path: "packages/unused", name: "unused" },
];
const dependency = (path: string, value: string): GraphFact => ({ path, field: "dependency", value }) as GraphFact;

describe("MainPackage: the package the repository is about", () => {
	it("is the package most of the other manifests declare, when two or more do and none ties it", () => {
		const facts = [
			dependency("packages/playground/package.json", "vue-router"),
			dependency("packages/docs/package.json", "vue-router"),
			dependency("packages/docs/package.json", "playground"),
			dependency("packages/router/package.json", "vue"),
		];
		expect(MainPackage(packages, facts)).toBe("packages/router");
	});

	it("is none when one manifest declares it, when two tie, or when only its own manifest names it", () => {
		expect(MainPackage(packages, [dependency("packages/docs/package.json", "vue-router")])).toBeUndefined();
		const tie = [
			dependency("packages/playground/package.json", "vue-router"),
			dependency("packages/unused/package.json", "vue-router"),
			dependency("packages/router/package.json", "docs"),
			dependency("packages/playground/package.json", "docs"),
		];
		expect(MainPackage(packages, tie)).toBeUndefined();
		const own = [
			dependency("packages/router/package.json", "vue-router"),
			dependency("packages/router/sub/package.json", "vue-router"),
		];
		expect(MainPackage(packages, own)).toBeUndefined();
		expect(MainPackage([], [])).toBeUndefined();
	});

	it("puts its paths right after the root's in a call's candidates (vue router's tsconfig before a playground's)", () => {
		const build = Families(LoadPack(undefined), "search").find((intent) => intent.kind === "Build")!;
		const nodes = [
			{ path: "package.json", kind: "manifest", package: "", depth: 0 },
			...["playground", "docs", "unused", "router"].flatMap((name) => [
				{ path: `packages/${name}/package.json`, kind: "manifest", package: `packages/${name}`, depth: 2 },
				{ path: `packages/${name}/tsconfig.json`, kind: "build-config", package: `packages/${name}`, depth: 2 },
			]),
		];
		const facts = [
			dependency("packages/playground/package.json", "vue-router"),
			dependency("packages/docs/package.json", "vue-router"),
		];
		const projection = BuildProjection({ root: "/w", nodes, facts, packages } as never, [build], []);
		expect(projection.main).toBe("packages/router");
		const candidates = ResolveCandidates({
			intent: { ...build, targets: [] },
			kinds: ["build-config", "manifest"],
			bases: { root: "/w", package: "/w", parent: "/w" },
			exists: () => true,
			projection,
			seed: [],
			learned: [],
			factPaths: [],
			exclude: [],
		});
		expect(candidates.slice(0, 3)).toEqual([
			"package.json",
			"packages/router/tsconfig.json",
			"packages/router/package.json",
		]);
	});
});

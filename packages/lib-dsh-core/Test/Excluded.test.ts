import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildGraph, Excluded } from "../Source/Library";

describe("Excluded (the suggesters' one exclude rule)", () => {
	it("matches a bare name against whole path segments only", () => {
		expect(Excluded("dist/x.js", ["dist"])).toBe(true);
		expect(Excluded("a/dist/y.js", ["dist"])).toBe(true);
		expect(Excluded("a/dist", ["dist"])).toBe(true);
		expect(Excluded("src/distance.ts", ["dist"])).toBe(false);
		expect(Excluded("dist.config.js", ["dist"])).toBe(false);
		// `.git` hides the repository's folder, not `.github/` or `.gitignore`
		expect(Excluded(".git/config", [".git"])).toBe(true);
		expect(Excluded(".github/workflows/ci.yml", [".git"])).toBe(false);
		expect(Excluded(".gitignore", [".git"])).toBe(false);
	});

	it("reads a bare name written as a folder (`dist/`, `./dist`) as that name", () => {
		expect(Excluded("a/dist/y.js", ["dist/"])).toBe(true);
		expect(Excluded("a/dist/y.js", ["./dist"])).toBe(true);
		expect(Excluded("src/distance.ts", ["dist/", "./dist"])).toBe(false);
	});

	it("matches an entry with a `/` as a substring of the `/`-joined path", () => {
		expect(Excluded("packages/legacy/src/a.ts", ["packages/legacy/"])).toBe(true);
		expect(Excluded("packages/legacy", ["packages/legacy/"])).toBe(true);
		expect(Excluded("packages/legacy/", ["packages/legacy/"])).toBe(true);
		expect(Excluded("packages/current/src/a.ts", ["packages/legacy/"])).toBe(false);
		expect(Excluded("docs/Site/Target/index.html", ["Site/Target"])).toBe(true);
		expect(Excluded("Site/Target", ["Site/Target"])).toBe(true);
		expect(Excluded("Site/Source/a.ts", ["Site/Target"])).toBe(false);
	});

	it("reads a leading `./` off the path and matches nothing for an empty entry or path", () => {
		expect(Excluded("./dist/x.js", ["dist"])).toBe(true);
		expect(Excluded("./packages/legacy/a.ts", ["packages/legacy/"])).toBe(true);
		expect(Excluded("src/a.ts", ["", "./", "/", "."])).toBe(false);
		expect(Excluded("", ["dist"])).toBe(false);
		expect(Excluded("./", ["dist"])).toBe(false);
		expect(Excluded("src/a.ts", [])).toBe(false);
	});

	it("is the workspace graph's reading of its own exclude list too", () => {
		const root = mkdtempSync(join(tmpdir(), "core-excluded-"));
		for (const folder of ["dist", "lib/dist", "distance", "packages/legacy", "a/packages/legacy"]) {
			mkdirSync(join(root, folder), { recursive: true });
			writeFileSync(join(root, folder, "CHANGELOG.md"), "# Changes\n");
		}
		const paths = BuildGraph(root, { exclude: ["dist", "packages/legacy/"] }).nodes.map((node) => node.path);
		expect(paths).toContain("distance/CHANGELOG.md");
		expect(paths.filter((path) => /(^|\/)dist\/|legacy/.test(path))).toEqual([]);
	});
});

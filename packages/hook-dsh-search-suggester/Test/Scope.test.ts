import { describe, expect, it } from "vitest";
import { Relative, Scoped, Touchable } from "../Source/Function/Scope";

const ROOT = "/work/repo";

describe("the call's places, told against the root", () => {
	it("spells inside places root-relative and keeps an outside one absolute", () => {
		expect(Relative(["src/a.ts", "/work/repo", "../other/b.ts", "/etc/hosts"], ROOT, ROOT)).toEqual([
			"src/a.ts",
			".",
			"/work/other/b.ts",
			"/etc/hosts",
		]);
		expect(Relative(["./src/**/*.ts"], ROOT, ROOT)).toEqual(["src/**/*.ts"]);
	});

	it("takes a name that merely starts with two dots as inside (the core's Within), a climb out as outside", () => {
		const rel = Relative(["..notes.md", "/work/repo/..x/a.md", "/work/repo-x/a.md"], ROOT, ROOT);
		expect(rel).toEqual(["..notes.md", "..x/a.md", "/work/repo-x/a.md"]);
		expect(Touchable(rel)).toEqual(["..notes.md", "..x/a.md"]);
		expect(Scoped(ROOT, ["/work/repo/..x/a.md"], ROOT, ["."])).toBe(true);
		expect(Scoped(ROOT, ["/work/repo/src/a.ts"], ROOT, ["..x"])).toBe(false);
		expect(Scoped(ROOT, ["/work/repo-x/a.md"], ROOT, ["."])).toBe(false);
	});
});

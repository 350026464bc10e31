import { describe, expect, it } from "vitest";
import { NamedBy, PromptFirst, PromptWords } from "../Source/Function/PromptNamed";

describe("the files a prompt names", () => {
	it("keeps the prompt's words of four letters or more, lowercased, without commit-subject filler", () => {
		expect(PromptWords("chore(ci): update the Release workflow with OIDC")).toEqual([
			"update",
			"release",
			"workflow",
			"oidc",
		]);
		expect(PromptWords("")).toEqual([]);
		expect(PromptWords("word ".repeat(10_000)).length).toBe(1);
		// a hundred distinct words: only the first 32 are kept
		const letters = "abcdefghij";
		const many = Array.from(
			{ length: 100 },
			(_, index) => `word${letters[index % 10]}${letters[(index / 10) | 0]}`,
		);
		expect(PromptWords(many.join(" "))).toEqual(many.slice(0, 32));
	});

	it("matches a file name part and a word on their first five letters, or the whole of the shorter one", () => {
		expect(NamedBy(".github/workflows/release-manual.yml", ["release"])).toBe(true);
		expect(NamedBy("docs/CONTRIBUTING.md", ["contribution"])).toBe(true);
		expect(NamedBy(".prettierignore", ["prettier"])).toBe(true);
		expect(NamedBy("docs/MIGRATION.md", ["migration"])).toBe(true);
		expect(NamedBy(".github/workflows/platform-tests-all.yml", ["tests"])).toBe(true);
		expect(NamedBy(".github/workflows/ci.yml", ["cicd"])).toBe(false);
		expect(NamedBy(".github/workflows/autofix.yml", ["release"])).toBe(false);
		expect(NamedBy("docs/", ["docs"])).toBe(true);
		expect(NamedBy("README.md", [])).toBe(false);
	});

	it("puts the named files first and keeps each group's order", () => {
		const workflows = [
			".github/workflows/autofix.yml",
			".github/workflows/ci.yml",
			".github/workflows/release.yml",
		];
		expect(PromptFirst(workflows, PromptWords("fix(release): avoid the pre dist tag"))).toEqual([
			".github/workflows/release.yml",
			".github/workflows/autofix.yml",
			".github/workflows/ci.yml",
		]);
		expect(PromptFirst(workflows, PromptWords("bump codecov"))).toEqual(workflows);
	});
});

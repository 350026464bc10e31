import { describe, expect, it } from "vitest";
import { FilterDismissed, GateOf, Rank, Score } from "../Source/Function/Score";
import { NoteCandidates, NoteIntent, NoteSummary, NoteText } from "../Source/Function/Note";
import { Observe } from "../Source/Function/Learn";

describe("the score and the gates", () => {
	it("k = sigmoid(Σ − 0.6)", () => {
		expect(Score(0.6)).toBeCloseTo(0.5);
		expect(Score(0.6 + Math.log(3))).toBeCloseTo(0.75);
		expect(GateOf(0.75, 0.85, 0)).toBe(0.85);
		expect(GateOf(0.9, 0.85, 0)).toBe(0.9);
		expect(GateOf(0.75, 0.95, 0.1)).toBe(0.99);
	});

	it("ranks by measured scope + literal, stable on ties", () => {
		expect(
			Rank([
				{ path: "a", scope: 0.5, literal: 0.5 },
				{ path: "b", scope: 1, literal: 1 },
				{ path: "c", scope: 0.5, literal: 0.5 },
			]),
		).toEqual(["b", "a", "c"]);
	});

	it("breaks a tie of scope + literal in favour of the file the prompt names, never more", () => {
		expect(
			Rank([
				{ path: "stated", scope: 1, literal: 1 },
				{ path: "plain", scope: 1, literal: 0.5 },
				{ path: "named", scope: 1, literal: 0.5, named: 1 },
				{ path: "named-other-kind", scope: 0.25, literal: 0.5, named: 1 },
			]),
		).toEqual(["stated", "named", "plain", "named-other-kind"]);
	});

	it("filters dismissals: family, intent, path, and the one that empties the list", () => {
		expect(FilterDismissed("Version", ["a"], [{ intent: "*", until: 1 }])).toEqual({ kept: [], blockedBy: "*" });
		expect(FilterDismissed("Version", ["a"], [{ intent: "Version", until: 1 }])).toEqual({
			kept: [],
			blockedBy: "Version",
		});
		expect(FilterDismissed("Version", ["a", "b"], [{ intent: "Version", path: "a", until: 1 }])).toEqual({
			kept: ["b"],
		});
		expect(FilterDismissed("Version", ["docs/x.md", "b"], [{ intent: "*", path: "docs/", until: 1 }])).toEqual({
			kept: ["b"],
		});
		expect(FilterDismissed("Version", ["a"], [{ intent: "Version", path: "a", until: 1 }])).toEqual({
			kept: [],
			blockedBy: "Version",
		});
		expect(FilterDismissed("Lint", ["a"], [{ intent: "Version", until: 1 }])).toEqual({ kept: ["a"] });
	});
});

describe("the note", () => {
	it("lists candidates one per line, reads back, and respects the cap", () => {
		const text = NoteText({
			kind: "Version",
			k: 0.912,
			candidates: ["package.json", "CHANGELOG.md"],
			facts: { "package.json": "version 1.4.2" },
			caveat: "Move together.",
			dismissTool: true,
			cap: 1200,
		});
		expect(text.split("\n")).toEqual([
			"Search suggestion (Version, k 0.91): what this search looks for usually lives in this workspace at:",
			"- package.json (version 1.4.2)",
			"- CHANGELOG.md",
			"Move together.",
			'Check these before searching further. A wrong guess? Call suggestion_dismiss with {"intent": "Version"}.',
		]);
		expect(NoteCandidates(text)).toEqual(["package.json", "CHANGELOG.md"]);
		expect(NoteIntent(text)).toBe("Version");
		const many = NoteText({
			kind: "Docs",
			k: 0.8,
			candidates: Array.from({ length: 40 }, (_, i) => `docs/page-${i}.md`),
			dismissTool: false,
			cap: 300,
		});
		expect(many.length).toBeLessThanOrEqual(300);
		expect(NoteCandidates(many).length).toBeGreaterThanOrEqual(1);
		expect(NoteSummary("Docs", ["README.md"])).toBe("search-suggester: Docs → README.md");
	});
});

describe("the learner's observation", () => {
	const pending = {
		intent: "Version",
		root: "/r",
		candidates: ["package.json", ".changeset/", "tsconfig.json"],
		remaining: 2,
	};
	it("follows a candidate or a file inside a candidate folder", () => {
		expect(Observe(pending, ["package.json"])).toEqual({ status: "followed", path: "package.json" });
		expect(Observe(pending, [".changeset/x.md"])).toEqual({ status: "followed", path: ".changeset/x.md" });
	});
	it("the near-miss rule: the same name elsewhere, or a same-stem sibling", () => {
		expect(Observe(pending, ["packages/a/package.json"])).toEqual({
			status: "near-miss",
			path: "packages/a/package.json",
		});
		expect(Observe(pending, ["tsconfig.build.json"])).toEqual({ status: "near-miss", path: "tsconfig.build.json" });
		expect(Observe(pending, ["src/index.ts", "**/*.json"])).toBeUndefined();
	});
});

// The replay bench's protocol (bench/Replay/Protocol.mjs): the scores, the two baselines and the random query
// order, on small histories whose answers are worked out by hand.
import { describe, expect, it } from "vitest";
import { Baselines, BaselineResults, Commits, RandomQueries, Score, Scored } from "../../../bench/Replay/Protocol.mjs";

describe("the replay bench's protocol", () => {
	it("scores precision, recall and likelihood@3 over the answered queries and prices silence beside them", () => {
		const score = Score();
		score.Add(["a", "x", "y", "z"], new Set(["z", "b"]));
		score.Add([], new Set(["c"]));
		const result = score.Result();
		expect(result.queries).toBe(2);
		expect(result.coverage).toBe(0.5);
		expect(result.precision).toBe(0.25);
		expect(result.recall).toBe(0.5);
		// the correct file is fourth: not among the first three
		expect(result.top3).toBe(0);
		expect(result.recallAll).toBe(0.25);
		expect(result.beforeQuery).toBeUndefined();
	});

	it("counts the named files among the first three that sort before the query (never an answer in git's order)", () => {
		const score = Score();
		score.Add(
			["CHANGES.rst", "src/app.py", "docs/api.rst", "tests/test_app.py"],
			new Set(["tests/test_app.py"]),
			"src/a.py",
		);
		score.Add(["tests/x.py"], new Set(["tests/x.py"]), "src/b.py");
		// CHANGES.rst and docs/api.rst: two of four slots (the first note's first three, the second's one)
		expect(score.Result().beforeQuery).toBe(2 / 4);
	});

	it("the naive baseline answers with the last commit of the file, else of its folder; ROSE ranks by confidence", () => {
		const commits = [
			["src/a.ts", "src/b.ts"],
			["src/a.ts", "src/c.ts", "test/a.ts"],
			["src/a.ts", "src/c.ts"],
			["src/d.ts"],
		];
		const baselines = Baselines(commits, 7);
		commits.forEach((files, index) => baselines.Learn(files, index));
		expect(baselines.Naive("src/a.ts")).toEqual(["src/c.ts"]);
		// never seen: the other files of the last commit touching its folder
		expect(baselines.Naive("src/e.ts")).toEqual(["src/d.ts"]);
		expect(baselines.Rose("src/a.ts")).toEqual(["src/c.ts", "src/b.ts", "test/a.ts"]);
		expect(baselines.Naive("docs/x.md")).toEqual([]);
	});

	it("a random query order moves one file of each commit first, the same on every run", () => {
		const commits = Array.from({ length: 400 }, (_, index) => [`a${index}`, `b${index}`, `c${index}`]);
		const drawn = RandomQueries(commits);
		expect(RandomQueries(commits)).toEqual(drawn);
		expect(RandomQueries(commits, 2)).not.toEqual(drawn);
		const firsts = { a: 0, b: 0, c: 0 };
		for (const [index, files] of drawn.entries()) {
			expect([...files].sort()).toEqual(commits[index]);
			// the others keep their order
			expect(files.slice(1)).toEqual(commits[index].filter((file) => file !== files[0]));
			firsts[files[0][0] as "a" | "b" | "c"]++;
		}
		for (const count of Object.values(firsts)) expect(count).toBeGreaterThan(100);
	});

	it("replays a real history past its warm-up fifth, in time order, commits over 30 files left out", () => {
		const commits = Commits("Histories/cobra.jsonl.gz");
		expect(commits.length).toBeGreaterThan(900);
		expect(commits.every((files) => files.length <= 30 && new Set(files).size === files.length)).toBe(true);
		expect(Scored(commits, 0)).toBe(false);
		const { naive } = BaselineResults(commits, 7);
		expect(naive.queries).toBeGreaterThan(300);
		expect(naive.coverage).toBeGreaterThan(0.9);
	});
});

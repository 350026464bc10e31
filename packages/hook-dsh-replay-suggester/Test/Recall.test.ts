import { BUILTIN_PACK, CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import { describe, expect, it } from "vitest";
import {
	Candidates,
	ComposeNote,
	Detect,
	EnabledIntents,
	Judge,
	Lift,
	Proximity,
	BLEND,
	Churn,
	Lifecycle,
	RecallBlend,
	RecallCochange,
	RecallFolder,
	RecallEpisode,
	RecallSeed,
	Similar,
	TestPair,
} from "../Target/Library.js";
import type { Entry, Recall } from "../Target/Library.js";

let seq = 0;
const E = (path: string, tool = "read", turn?: number): Entry => ({
	seq: ++seq,
	path,
	intent: "replay",
	outcome: "accept",
	at: seq,
	probe:
		tool === "read"
			? `read ${JSON.stringify({ file_path: path })}`
			: `${tool} ${JSON.stringify({ command: `cat ${path}` })}`,
	...(turn === undefined ? {} : { turn }),
});
/** Newest first, as the ring and the mirror keep them. */
const History = (...entries: Entry[]) => entries.reverse();
const Query = (entry: Entry, window = 2) => ({
	tool: entry.probe.split(" ")[0],
	path: entry.path,
	probe: entry.probe,
	fence: entry.seq,
	window,
});

describe("similarity", () => {
	it("needs the same tool and either the same folder or one probe inside the other", () => {
		const a = E("src/a.ts");
		expect(Similar(E("src/b.ts"), Query(a))).toBe(true);
		expect(Similar(E("lib/a.ts"), Query(a))).toBe(false);
		expect(Similar(E("src/a.ts", "bash"), Query(a))).toBe(false);
		const repeated = { ...E("docs/x.md", "bash"), probe: 'bash {"command":"cat docs/x.md | head"}' };
		const call = { ...E("other/y.md", "bash"), probe: 'bash {"command":"cat docs/x.md' };
		expect(Similar(repeated, Query(call))).toBe(true);
	});
});

describe("the episode recall (the seed's default)", () => {
	it("answers the most recent similar entry and its episode, newest first, and never the call itself", () => {
		const a = E("src/a.ts");
		const b = E("lib/b.ts");
		const c = E("lib/c.ts");
		const x = E("docs/x.md");
		const y = E("docs/y.md");
		const z = E("docs/z.md");
		const call = E("src/a.ts");
		const history = History(a, b, c, x, y, z, call);
		const recall = RecallEpisode(history, Query(call));
		expect(recall?.anchor).toBe(a);
		expect(recall?.files).toEqual(["lib/c.ts", "lib/b.ts", "src/a.ts"]);
		expect(recall?.episodes).toBe(1);
		// the fence: with only the call itself recorded, there is nothing to recall
		expect(RecallEpisode(History(call), Query(call))).toBeUndefined();
	});

	it("takes learnWindow as the episode radius", () => {
		const before = E("lib/0.ts");
		const anchor = E("src/a.ts");
		const after1 = E("lib/1.ts");
		const after2 = E("lib/2.ts");
		const far = E("docs/far.md");
		const call = E("src/a.ts");
		const history = History(before, anchor, after1, after2, far, call);
		expect(RecallEpisode(history, Query(call, 0))?.files).toEqual(["src/a.ts"]);
		expect(RecallEpisode(history, Query(call, 1))?.files).toEqual(["lib/1.ts", "src/a.ts", "lib/0.ts"]);
	});

	it("prefers the most recent similar entry over an identical older one", () => {
		const a = E("src/a.ts");
		const b = E("src/b.ts");
		const call = E("src/a.ts");
		expect(RecallEpisode(History(a, b, call), Query(call))?.anchor).toBe(b);
	});
});

describe("the co-change recall", () => {
	it("keeps rules with support >= 2 and confidence >= 0.7, ranked by confidence", () => {
		const turns = [
			["src/a.ts", "src/b.ts", "docs/c.md"],
			["src/a.ts", "src/b.ts"],
			["src/a.ts", "src/b.ts", "docs/c.md", "docs/once.md"],
			["lib/other.ts", "docs/c.md"],
		];
		const entries = turns.flatMap((paths, turn) => paths.map((path) => E(path, "edit", turn)));
		const call = E("src/a.ts", "edit", 9);
		const recall = RecallCochange(History(...entries, call), Query(call));
		// b: 3/3; c: 2/3 (under 0.7); once: 1/3
		expect(recall?.files).toEqual(["src/b.ts"]);
		expect(recall?.episodes).toBe(3);
	});

	it("recalls nothing for a path never seen, and counts a turn's repeats once", () => {
		const entries = [E("src/a.ts", "edit", 1), E("src/b.ts", "edit", 1), E("src/a.ts", "edit", 1)];
		const call = E("src/new.ts", "edit", 2);
		expect(RecallCochange(History(...entries, call), Query(call))).toBeUndefined();
		const again = E("src/a.ts", "edit", 2);
		expect(RecallCochange(History(...entries, again), Query(again))?.episodes).toBe(1);
	});

	it("ranks by confidence, then the latest transaction's companions, then the shared folder", () => {
		// ten transactions of src/a.ts: x (same folder) in 8 but not the latest, y (other folder) in 8 and the latest
		const entries = Array.from({ length: 10 }, (_, turn) => [
			E("src/a.ts", "edit", turn),
			...(turn < 8 ? [E("src/x.ts", "edit", turn)] : []),
			...(turn >= 2 ? [E("lib/y.ts", "edit", turn)] : []),
			...(turn < 9 ? [E("src/z.ts", "edit", turn)] : []),
		]).flat();
		const call = E("src/a.ts", "edit", 10);
		// y: 0.8 + 0.3 (latest); z: 0.9 + 0.1 (folder); x: 0.8 + 0.1 (folder)
		expect(RecallCochange(History(...entries, call), Query(call))?.files).toEqual([
			"lib/y.ts",
			"src/z.ts",
			"src/x.ts",
		]);
	});
});

describe("the blended recall (the default)", () => {
	const Turns = (turns: string[][], first = 0) =>
		turns.flatMap((paths, turn) => paths.map((path) => E(path, "edit", first + turn)));

	it("recalls nothing for a path never seen, and a record without companions for a path seen alone", () => {
		const entries = Turns([["src/a.ts", "src/b.ts"], ["src/solo.ts"]]);
		const unseen = E("src/new.ts", "edit", 9);
		expect(RecallBlend(History(...entries, unseen), Query(unseen))).toBeUndefined();
		const solo = E("src/solo.ts", "edit", 9);
		expect(RecallBlend(History(...entries, solo), Query(solo))).toMatchObject({ files: [], episodes: 1 });
	});

	it("ranks the companions of every earlier transaction by recency-weighted confidence, and names those near the top", () => {
		// a with b in all four transactions, with c in the latest two, with d in the oldest only
		const entries = Turns([
			["src/a.ts", "src/b.ts", "lib/d.ts"],
			["src/a.ts", "src/b.ts"],
			["src/a.ts", "src/b.ts", "src/c.ts"],
			["src/a.ts", "src/b.ts", "src/c.ts"],
		]);
		const call = E("src/a.ts", "edit", 9);
		const recall = RecallBlend(History(...entries, call), Query(call));
		// the transactions weigh 0.9^k × companions^-0.35: 0.785, 0.706, 0.81, 0.572 (newest first; 2.873, plus the prior
		// 2: 4.873), plus the recency 0.05 e^(-age/100) and activity 0.1 e^(-touched/2) priors: b 2.873 / 4.873 + 0.15 =
		// 0.74; c 1.491 / 4.873 + 0.15 = 0.46 (at least 0.6 of b: named); d 0.572 / 4.873 + 0.049 + 0.022 = 0.19 (not named)
		expect(recall?.files).toEqual(["src/b.ts", "src/c.ts"]);
		expect(recall?.episodes).toBe(4);
		expect(recall?.confidence).toBe(1);
	});

	it("is unsure when the strongest companion is weak, and the lift then keeps the call under the default gate", () => {
		// a came with a different companion every time, long ago
		const entries = Turns([
			["src/a.ts", "lib/p.ts"],
			["src/a.ts", "lib/q.ts"],
			["src/a.ts", "lib/r.ts"],
			...Array.from({ length: 200 }, (_, n) => [`docs/${n}.md`]),
		]);
		const call = E("src/a.ts", "edit", 999);
		const recall = RecallBlend(History(...entries, call), Query(call));
		expect(recall?.confidence).toBeLessThan(1);
		expect(Lift(recall)).toBeLessThan(0.3 + 1e-9);
		expect(Lift({ source: "history", files: ["x"], episodes: 1 })).toBe(0.6);
		expect(Lift(undefined)).toBe(0);
		const intents = Families(LoadPack(undefined), "replay").map(CompileIntent);
		const detection = Detect(intents, { tool: "edit", path: "src/a.ts", query: call.probe }, Lift(recall), 0.75);
		expect(detection!.kappa).toBeLessThan(0.75);
	});

	it("is sure of one co-change in a small transaction at the shipped gate, not of one in a sweep long past", () => {
		// 40 later turns of other files age both: the recency prior is 0.05 × e^-0.4 = 0.03, the activity prior gone
		const later = Array.from({ length: 40 }, (_, turn) => [`other/f${turn}.ts`]);
		// one companion: 1 / (1 + 2) + 0.03 = 0.37 clears the 0.3 gate
		const paired = Turns([["src/a.ts", "src/b.ts"], ...later]);
		const call = E("src/a.ts", "edit", 99);
		const pair = RecallBlend(History(...paired, call), Query(call));
		expect(pair?.files).toEqual(["src/b.ts"]);
		expect(pair?.confidence).toBe(1);
		// twelve companions: 12^-0.25 / (12^-0.25 + 2) + 0.03 = 0.25, a less-sure recall (confidence 0.82)
		const sweep = Array.from({ length: 12 }, (_, index) => `lib/s${index}.ts`);
		const swept = Turns([["src/a.ts", ...sweep], ...later]);
		const again = E("src/a.ts", "edit", 99);
		const recall = RecallBlend(History(...swept, again), Query(again));
		expect(recall?.files).toHaveLength(12);
		expect(recall?.confidence).toBeGreaterThan(0.8);
		expect(recall?.confidence).toBeLessThan(1);
	});

	it("weighs the priors and the smoothing only when the weights give them", () => {
		const entries = Turns([
			["src/a.ts", "src/b.ts"],
			["src/a.ts", "lib/c.ts"],
		]);
		const call = E("src/a.ts", "edit", 9);
		const plain = RecallBlend(History(...entries, call), Query(call));
		// c is the latest (1 / 3.9 + 0.05 + 0.1 = 0.41, over the 0.3 gate), b the older (0.9 / 3.9 + 0.049 + 0.072 =
		// 0.35, at least 0.6 of c)
		expect(plain?.files).toEqual(["lib/c.ts", "src/b.ts"]);
		expect(plain?.confidence).toBe(1);
		// the folder prior lifts b, a larger smoothing prior lowers the top under the gate
		const weights = { ...BLEND, folder: 0.1, prior: 20 };
		const primed = RecallBlend(History(...entries, call), Query(call), weights);
		expect(primed?.files[0]).toBe("src/b.ts");
		expect(primed?.confidence).toBeLessThan(1);
	});

	it("weighs a big transaction less, and lifts what was touched lately and a file's test, each only when the weights give it", () => {
		const plain = { ...BLEND, decay: 1, size: 0, prior: 0, recency: 0, activity: 0, pair: 0 };
		const Named = (turns: string[][], path: string, weights: typeof BLEND) => {
			const entries = Turns(turns);
			const call = E(path, "edit", 99);
			return RecallBlend(History(...entries, call), Query(call), weights)?.files;
		};
		// a came with b alone, then in a sweep of eight: alike, the sweep's files tie b; at size 1 the sweep weighs 1/8
		const sweep = [
			["src/a.ts", "src/b.ts"],
			["src/a.ts", ...Array.from({ length: 8 }, (_, n) => `lib/x${n}.ts`)],
		];
		expect(Named(sweep, "src/a.ts", plain)).toHaveLength(9);
		expect(Named(sweep, "src/a.ts", { ...plain, size: 1 })).toEqual(["src/b.ts"]);
		// a came once with b and once with c (a tie, by name); c was touched again since, without a
		const active = [["src/a.ts", "src/b.ts"], ["src/a.ts", "src/c.ts"], ["src/c.ts"]];
		expect(Named(active, "src/a.ts", plain)).toEqual(["src/b.ts", "src/c.ts"]);
		expect(Named(active, "src/a.ts", { ...plain, activity: 0.2 })).toEqual(["src/c.ts", "src/b.ts"]);
		// a.py came once with x.py and once with its test (a tie, by name); the pair prior puts the test first
		const paired = [
			["src/a.py", "src/x.py"],
			["src/a.py", "tests/test_a.py"],
		];
		expect(Named(paired, "src/a.py", plain)).toEqual(["src/x.py", "tests/test_a.py"]);
		expect(Named(paired, "src/a.py", { ...plain, pair: 0.2 })).toEqual(["tests/test_a.py", "src/x.py"]);
	});

	it("pairs a file with its test by name, across the common conventions", () => {
		expect(TestPair("flask/app.py", "tests/test_app.py")).toBe(true);
		expect(TestPair("args.go", "args_test.go")).toBe(true);
		expect(TestPair("src/x.ts", "test/x.test.ts")).toBe(true);
		expect(TestPair("lib/x.spec.js", "lib/x.js")).toBe(true);
		expect(TestPair("src/main.rs", "tests/main.rs")).toBe(true);
		expect(TestPair("flask/app.py", "flask/apps.py")).toBe(false);
		expect(TestPair("src/x.ts", "docs/x.md")).toBe(false);
		expect(TestPair("tests/test_app.py", "tests/app.py")).toBe(false);
		expect(TestPair("test_.py", "tests/_.py")).toBe(false);
	});

	it("falls back to its folder's transactions, without the path itself, for a path with no history", () => {
		const entries = Turns([["src/x.ts", "lib/y.ts"], ["docs/z.md", "src/new.ts"], ["lib/w.ts"]]);
		const call = E("src/new.ts", "edit", 9);
		// the one earlier transaction holding another file of src/ is the first (src/new.ts's own does not count)
		expect(RecallFolder(History(...entries, call), Query(call))).toMatchObject({
			files: ["lib/y.ts", "src/x.ts"],
			episodes: 1,
			basis: "folder",
			confidence: 0,
		});
		const lonely = E("bin/run.sh", "edit", 9);
		expect(RecallFolder(History(...entries, lonely), Query(lonely))).toBeUndefined();
	});

	it("lends nothing from a folder of one-offs with no common companion, and lends from any other folder", () => {
		// ten later turns elsewhere settle what came before them
		const Later = (first: number) =>
			Turns(
				Array.from({ length: 10 }, (_, index) => [`lib/l${index}.ts`]),
				first,
			);
		// each changeset came with the change it describes: its siblings' companions are other changes'
		const changesets = Turns([
			[".changeset/red-cats.md", "packages/a/src/x.ts"],
			[".changeset/blue-dogs.md", "packages/b/src/y.ts"],
			[".changeset/red-cats.md", ".changeset/blue-dogs.md", "packages/a/CHANGELOG.md"],
			[".changeset/green-owls.md", "packages/c/src/z.ts"],
		]);
		const settled = [...changesets, ...Later(4)];
		const fresh = E(".changeset/new-name.md", "edit", 20);
		expect(Churn(History(...settled), ".changeset")).toBe(1);
		expect(RecallFolder(History(...settled, fresh), Query(fresh))).toBeUndefined();
		expect(RecallFolder(History(...settled, fresh), Query(fresh), { ...BLEND, churn: 1.01 })).toMatchObject({
			basis: "folder",
			episodes: 4,
		});
		// one-offs that all came with one file (a test folder's tests with the code they test) still lend it
		const tests = [
			...Turns([
				["tests/a.test.js", "lib/command.js"],
				["tests/b.test.js", "lib/command.js", "README.md"],
				["tests/c.test.js", "lib/command.js"],
			]),
			...Later(3),
		];
		const test = E("tests/d.test.js", "edit", 20);
		expect(Churn(History(...tests), "tests")).toBe(1);
		expect(RecallFolder(History(...tests, test), Query(test))?.files[0]).toBe("lib/command.js");
		expect(RecallFolder(History(...tests, test), Query(test), { ...BLEND, churnShare: 1.01 })).toBeUndefined();
		// the same files, touched lately: too young to call one-offs
		expect(Churn(History(...changesets), ".changeset")).toBe(0);
		expect(RecallFolder(History(...changesets, fresh), Query(fresh))?.files).toContain("packages/c/src/z.ts");
		// two settled files are too few to call the folder one-offs
		const two = [
			...Turns([
				[".changeset/red-cats.md", "a.ts"],
				[".changeset/blue-dogs.md", "b.ts"],
			]),
			...Later(2),
		];
		expect(Churn(History(...two), ".changeset")).toBe(0);
		// three src/ files, two of them back in three turns: a third are one-offs, so the folder lends
		const lasting = [
			...Turns([
				["src/a.ts", "lib/core.ts"],
				["src/b.ts", "lib/core.ts"],
				["src/a.ts", "src/b.ts", "lib/core.ts"],
				["src/a.ts", "src/b.ts", "src/c.ts"],
			]),
			...Later(4),
		];
		const added = E("src/new.ts", "edit", 20);
		expect(Churn(History(...lasting), "src")).toBeCloseTo(1 / 3);
		expect(RecallFolder(History(...lasting, added), Query(added))?.files).toContain("lib/core.ts");
		// the call's own turn is in front of the agent: it neither counts toward the share nor ages the others
		const nine = [
			...changesets,
			...Turns(
				Array.from({ length: 9 }, (_, index) => [`lib/n${index}.ts`]),
				4,
			),
		];
		const now = E(".changeset/x.md", "edit", 20);
		expect(Churn(History(...nine), ".changeset")).toBe(0);
		expect(Churn(History(...nine, now), ".changeset", 20)).toBe(0);
		expect(Churn(History(...nine, now), ".changeset")).toBe(1);
	});

	it("tells a path early in its life in a folder of one-offs by what its siblings came with at the next stage", () => {
		const Later = (first: number, count = 10) =>
			Turns(
				Array.from({ length: count }, (_, index) => [`lib/l${first + index}.ts`]),
				first,
			);
		// each changeset first comes with its change, then with the release that consumes it
		const lives = Turns([
			[".changeset/red-cats.md", "packages/a/src/x.ts"],
			[".changeset/blue-dogs.md", "packages/a/src/y.ts"],
			[".changeset/red-cats.md", ".changeset/blue-dogs.md", "packages/a/CHANGELOG.md", "packages/a/package.json"],
			[".changeset/gold-eels.md", "packages/a/src/w.ts"],
			[".changeset/gold-eels.md", "packages/a/CHANGELOG.md", "packages/a/package.json"],
			[".changeset/green-owls.md", "packages/a/src/z.ts"],
		]);
		const settled = [...lives, ...Later(6)];
		const again = E(".changeset/green-owls.md", "edit", 30);
		const history = History(...settled, again);
		expect(Churn(history, ".changeset", 30)).toBe(1);
		// stage 1: two sibling transactions at their second touch, both with the changelog and the manifest
		const stage = Lifecycle(history.slice(1), ".changeset/green-owls.md", 1, 30, BLEND);
		expect([...stage.keys()].sort()).toEqual(["packages/a/CHANGELOG.md", "packages/a/package.json"]);
		expect(stage.get("packages/a/CHANGELOG.md")).toBeCloseTo((1 + 0.8) / (1 + 0.8 + BLEND.prior));
		const recall = RecallBlend(history, Query(again));
		expect(recall?.files.slice(0, 2).sort()).toEqual(["packages/a/CHANGELOG.md", "packages/a/package.json"]);
		// off (`life: 0`) the path's own first transaction leads, as before
		expect(RecallBlend(history, Query(again), { ...BLEND, life: 0 })?.files[0]).toBe("packages/a/src/z.ts");
		// siblings that agree on nothing lend nothing
		expect(Lifecycle(history.slice(1), ".changeset/green-owls.md", 1, 30, { ...BLEND, lifeShare: 1.01 }).size).toBe(
			0,
		);
		// a stage no sibling reached, or a folder that is not one of one-offs, reads its own history alone
		expect(Lifecycle(history.slice(1), ".changeset/green-owls.md", 2, 30, BLEND).size).toBe(0);
		const young = History(...lives, again);
		expect(Churn(young, ".changeset", 30)).toBe(0);
		expect(RecallBlend(young, Query(again))?.files[0]).toBe("packages/a/src/z.ts");
	});

	it("ranks what the folder's files keep coming with over what came with them once, lately", () => {
		// src/ files came with lib/core.ts in three transactions, with docs/once.md in the latest one only
		const entries = Turns([
			["src/a.ts", "lib/core.ts"],
			["src/b.ts", "lib/core.ts"],
			["src/c.ts", "lib/core.ts", "docs/once.md"],
			["tests/other.ts"],
		]);
		const call = E("src/new.ts", "edit", 9);
		const recall = RecallFolder(History(...entries, call), Query(call), { ...BLEND, relative: 0 });
		expect(recall?.episodes).toBe(3);
		expect(recall?.anchor?.path).toBe("src/c.ts");
		expect(recall?.files[0]).toBe("lib/core.ts");
		expect(recall?.files).toContain("docs/once.md");
		expect(recall?.files).not.toContain("tests/other.ts");
		// the same turn's files are in front of the agent: a folder file of the call's own turn anchors nothing
		const sibling = E("src/d.ts", "edit", 9);
		const same = E("src/now.ts", "edit", 9);
		const turnHistory = History(...entries, sibling, same);
		expect(RecallFolder(turnHistory, { ...Query(same), turn: 9 })?.anchor?.path).toBe("src/c.ts");
		expect(RecallFolder(turnHistory, Query(same))?.anchor?.path).toBe("src/d.ts");
	});

	it("keeps to the call's workspace and never recalls the call itself", () => {
		const mine = { ...E("src/a.ts", "edit", 1), workspace: "aaaaaaaaaaaa" };
		const theirs = { ...E("src/x.ts", "edit", 1), workspace: "bbbbbbbbbbbb" };
		const call = E("src/a.ts", "edit", 2);
		expect(RecallBlend(History(mine, theirs, call), { ...Query(call), workspace: "aaaaaaaaaaaa" })?.files).toEqual(
			[],
		);
		expect(RecallBlend(History(call), Query(call))).toBeUndefined();
	});

	it("measures folder proximity as the share of the path's folders shared, the root counting as one folder", () => {
		expect(Proximity("src/a/x.ts", "src/a/y.ts")).toBe(1);
		expect(Proximity("src/a/x.ts", "src/b/y.ts")).toBe(0.5);
		expect(Proximity("README.md", "package.json")).toBe(1);
		expect(Proximity("README.md", "src/a.ts")).toBe(0);
	});
});

describe("the seeded store", () => {
	it("answers the most recent record whose probe the call contains", () => {
		const records = [
			{ intent: "Version", probe: "0.1.0", files: ["package.json"], at: 1 },
			{ intent: "Version", probe: "0.1.0", files: ["CHANGELOG.md"], verify: "pnpm build", at: 5 },
			{ intent: "Other", probe: "", files: ["x"] },
		];
		expect(RecallSeed(records, 'grep {"pattern":"0.1.0"}')).toEqual({
			source: "seed",
			files: ["CHANGELOG.md"],
			verify: "pnpm build",
			episodes: 1,
		});
		expect(RecallSeed(records, 'grep {"pattern":"0.2.0"}')).toBeUndefined();
	});
});

describe("the gate", () => {
	const intents = Families(LoadPack(undefined), "replay").map(CompileIntent);
	const texts = { tool: "read", path: "src/a.ts", query: 'read {"file_path":"src/a.ts"}' };

	it("is the built-in replay/Repeat with the three shape signals", () => {
		expect(Object.keys(BUILTIN_PACK.intents ?? {})).toContain("replay/Repeat");
		const detection = Detect(intents, texts, 0, 0.75);
		expect(detection?.fired).toEqual(["search-shape", "literal-shape", "context-shape"]);
		expect(detection?.sum).toBeCloseTo(1.2);
		expect(detection?.kappa.toFixed(2)).toBe("0.65");
		expect(Detect(intents, texts, 0.6, 0.75)?.kappa.toFixed(2)).toBe("0.77");
		expect(Detect(intents, texts, 0.6, 0.9)?.threshold).toBe(0.9);
	});

	it("filters the enabled intents by kind or id, ignoring unknown ones", () => {
		expect(EnabledIntents(intents, []).length).toBe(1);
		expect(EnabledIntents(intents, ["Repeat"]).length).toBe(1);
		expect(EnabledIntents(intents, ["replay/Repeat"]).length).toBe(1);
		expect(EnabledIntents(intents, ["Nope"]).length).toBe(0);
	});

	/** A judged call with one candidate, a fresh turn and no cooldown running. */
	const JudgeInput = (kappa: number, recall: Recall) => {
		const detection = { id: "replay/Repeat", kind: "Repeat", threshold: 0.75, fired: [], sum: 1.2, kappa };
		const input = {
			detection,
			recall,
			candidates: ["src/b.ts"],
			judged: 10,
			lastNote: undefined as number | undefined,
		};
		return { ...input, notesThisTurn: 0, cooldownCalls: 6, maxNotesPerTurn: 3 };
	};

	it("abstains without a record, then ambiguous, then no-companions, then cooldown, then cap", () => {
		const base = JudgeInput(0.77, { source: "history", files: ["src/b.ts"], episodes: 1 });
		const { detection } = base;
		expect(
			Judge({ ...base, recall: undefined }).kind === "abstain" && Judge({ ...base, recall: undefined }),
		).toMatchObject({ reason: "no-memory" });
		expect(Judge({ ...base, detection: { ...detection, kappa: 0.7 } })).toMatchObject({
			kind: "abstain",
			reason: "ambiguous",
		});
		expect(Judge({ ...base, candidates: [] })).toMatchObject({ kind: "abstain", reason: "no-companions" });
		expect(Judge({ ...base, lastNote: 4 })).toMatchObject({ kind: "suppress", reason: "cooldown" });
		expect(Judge({ ...base, lastNote: 3 })).toMatchObject({ kind: "suggest" });
		expect(Judge({ ...base, notesThisTurn: 3 })).toMatchObject({ kind: "suppress", reason: "cap" });
		expect(Judge(base)).toEqual({ kind: "suggest", intent: "Repeat", kappa: 0.77, candidates: ["src/b.ts"] });
	});

	it("names an unsure recall as a less-sure hint with fallback, only where a sure recall would clear the threshold", () => {
		const unsure = { source: "history" as const, files: ["src/b.ts"], episodes: 3, confidence: 0.6 };
		const base = { ...JudgeInput(0.7, unsure), fallback: true, sureKappa: 0.77 };
		const { detection } = base;
		expect(Judge(base)).toEqual({
			kind: "hint",
			intent: "Repeat",
			kappa: 0.7,
			candidates: ["src/b.ts"],
			basis: "file",
		});
		expect(Judge({ ...base, recall: { ...unsure, basis: "folder" as const } })).toMatchObject({ basis: "folder" });
		expect(Judge({ ...base, fallback: false })).toMatchObject({ kind: "abstain", reason: "ambiguous" });
		// a raised threshold that even a sure recall misses abstains for every recall
		expect(Judge({ ...base, sureKappa: 0.77, detection: { ...detection, threshold: 0.8 } })).toMatchObject({
			reason: "ambiguous",
		});
		// a sure record under the threshold is not a hint
		expect(Judge({ ...base, recall: { ...unsure, confidence: undefined } })).toMatchObject({ reason: "ambiguous" });
		expect(Judge({ ...base, candidates: [] })).toMatchObject({ reason: "no-companions" });
		expect(Judge({ ...base, notesThisTurn: 3 })).toMatchObject({ kind: "suppress", reason: "cap" });
	});

	it("names recalled files without checking they exist, minus the call's own and the excluded, capped", () => {
		const recall = {
			source: "history" as const,
			files: ["src/a.ts", "node_modules/x/i.js", "src/ghost.ts", "src/c.ts", "src/d.ts"],
			episodes: 1,
		};
		expect(Candidates(recall, ["src/a.ts"], ["node_modules"], 2)).toEqual(["src/ghost.ts", "src/c.ts"]);
		expect(Candidates(recall, [], [], 10, ["src/t.ts", "src/c.ts"])).toEqual([...recall.files, "src/t.ts"]);
		// a bare name is a whole segment (the core's Excluded): `dist` keeps `src/distance.ts`, `.git` keeps `.github/`
		const named = {
			source: "history" as const,
			files: ["dist/a.js", "src/distance.ts", ".github/ci.yml"],
			episodes: 1,
		};
		expect(Candidates(named, [], ["dist", ".git"], 10)).toEqual(["src/distance.ts", ".github/ci.yml"]);
	});

	it("composes one line per candidate and the caveat (the record's verify first)", () => {
		const note = ComposeNote({
			recall: {
				source: "history",
				files: [],
				anchor: { seq: 1, path: "src/b.ts", intent: "Repeat", outcome: "accept", at: 1, probe: "read {}" },
				episodes: 1,
			},
			candidates: ["src/b.ts", "src/c.ts"],
			path: "src/a.ts",
			caveat: "Caveat.",
		});
		expect(note.text).toBe(
			"Replay memory: the last similar call (src/b.ts) came with these files:\n- src/b.ts\n- src/c.ts\nCaveat.",
		);
		expect(note.summary).toBe("replay: src/b.ts (+1 more) came with src/a.ts before");
		const seeded = ComposeNote({
			recall: { source: "seed", files: [], verify: "pnpm test", episodes: 1 },
			candidates: ["x.ts"],
			path: "y.ts",
			caveat: "Caveat.",
		});
		expect(seeded.text.split("\n").at(-1)).toBe("Verify with: pnpm test");
	});
});

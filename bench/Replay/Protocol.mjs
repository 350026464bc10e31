// ROSE's navigation protocol (Zimmermann et al., TSE 2005) over commit histories, shared by the replay bench
// (bench/replay.mjs) and the tuning bench that chose the replay defaults (bench/replay-tune.mjs): the sets, the
// replayed commits, the scores, and the two baselines computed on the same commits.
import { ReadJsonl } from "../../Data/Read.mjs";
import { HISTORY_SETS } from "./Sets.mjs";

/** The histories (bench/Replay/Sets.mjs): dev sets tuned the defaults (bench/replay-tune.mjs); test sets are only reported. */
export const SETS = HISTORY_SETS;
export const MAX_FILES = 30;
export const WARMUP_SHARE = 1 / 5;

/** The replayed commits of a history: time order, distinct files, at most 30 files. */
export const Commits = (file) =>
	ReadJsonl(file)
		.map((commit, order) => ({ ...commit, order }))
		.sort((a, b) => a.time - b.time || a.order - b.order)
		.map((commit) => [...new Set(commit.files)])
		.filter((files) => files.length <= MAX_FILES);

/**
 * The same commits with each one's query drawn at random (seeded, so every run draws the same): the drawn file is
 * moved first, the others keep git's order. git lists a commit's paths in path order, so the protocol
 * always asks with the path that sorts first (a changelog such as `CHANGES.rst` whenever the commit touches it);
 * this order asks with any file, as an agent opens them, and the files that sort before the query become answers.
 */
export const RandomQueries = (commits, seed = 1) => {
	let state = seed >>> 0;
	// mulberry32: a tiny seeded generator, so the draw is the same on every machine and Node version
	const Next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let value = Math.imul(state ^ (state >>> 15), 1 | state);
		value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
		return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
	};
	return commits.map((files) => {
		const drawn = Math.floor(Next() * files.length);
		return [files[drawn], ...files.filter((_, index) => index !== drawn)];
	});
};

/** Whether commit `index` of `commits` is scored: past the warm-up fifth, with a companion to expect. */
export const Scored = (commits, index) =>
	index >= Math.floor(commits.length * WARMUP_SHARE) && commits[index].length >= 2;

/**
 * Scores the answers of one protocol run: precision, recall and likelihood@3 over the ANSWERED queries, the
 * coverage, and recall and likelihood@3 over ALL queries (a silent query counts as a miss), so silence is priced.
 * Given the query, it also counts how many of the first three named files sort before it (`beforeQuery`): git
 * lists a commit's paths in path order, so under the protocol such a file is never an answer.
 */
export const Score = () => {
	const tally = { queries: 0, answered: 0, precision: 0, recall: 0, top3: 0, slots: 0, before: 0 };
	return {
		Add(suggested, expected, query) {
			tally.queries++;
			if (suggested.length === 0) return;
			const correct = suggested.filter((path) => expected.has(path)).length;
			tally.answered++;
			tally.precision += correct / suggested.length;
			tally.recall += correct / expected.size;
			if (suggested.slice(0, 3).some((path) => expected.has(path))) tally.top3++;
			if (query === undefined) return;
			for (const path of suggested.slice(0, 3)) {
				tally.slots++;
				if (path < query) tally.before++;
			}
		},
		Result() {
			const { queries, answered } = tally;
			const share = (value) => (answered ? value / answered : 0);
			return {
				queries,
				precision: share(tally.precision),
				recall: share(tally.recall),
				top3: share(tally.top3),
				coverage: queries ? answered / queries : 0,
				recallAll: queries ? tally.recall / queries : 0,
				top3All: queries ? tally.top3 / queries : 0,
				...(tally.slots > 0 ? { beforeQuery: tally.before / tally.slots } : {}),
			};
		},
	};
};

/** The five numbers the plugin must beat the naive baseline on (coverage is reported beside them). */
export const NUMBERS = ["precision", "recall", "top3", "recallAll", "top3All"];

export const Folder = (path) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** The baselines learn from the same commits; both name at most `cap` files. */
export const Baselines = (commits, cap) => {
	const byFile = new Map();
	const byFolder = new Map();
	const Learn = (files, index) => {
		for (const file of files) (byFile.get(file) ?? byFile.set(file, []).get(file)).push(index);
		for (const folder of new Set(files.map(Folder)))
			(byFolder.get(folder) ?? byFolder.set(folder, []).get(folder)).push(index);
	};
	/** Naive: the other files of the last earlier commit touching the file (with a companion), else its folder. */
	const Naive = (query) => {
		for (const index of [...(byFile.get(query) ?? [])].reverse())
			if (commits[index].length > 1) return commits[index].filter((path) => path !== query).slice(0, cap);
		for (const index of [...(byFolder.get(Folder(query)) ?? [])].reverse()) {
			const others = commits[index].filter((path) => path !== query);
			if (others.length > 0) return others.slice(0, cap);
		}
		return [];
	};
	/** ROSE: rules query -> companion over every earlier commit, support >= 1, confidence >= 0.1, by confidence. */
	const Rose = (query) => {
		const support = new Map();
		const seen = byFile.get(query) ?? [];
		for (const index of seen)
			for (const path of commits[index]) if (path !== query) support.set(path, (support.get(path) ?? 0) + 1);
		return [...support]
			.filter(([, count]) => count / seen.length >= 0.1)
			.sort((a, b) => b[1] - a[1])
			.slice(0, cap)
			.map(([path]) => path);
	};
	return { Learn, Naive, Rose };
};

/**
 * Both baselines over every scored commit: `{naive, rose}` results. `pathOrder`: the queries are git's first paths,
 * so the files sorting before them are counted (`Score`); false for a drawn order, where that count means nothing.
 */
export const BaselineResults = (commits, cap, pathOrder = true) => {
	const baselines = Baselines(commits, cap);
	const answers = { naive: Score(), rose: Score() };
	for (const [index, files] of commits.entries()) {
		if (Scored(commits, index)) {
			const query = pathOrder ? files[0] : undefined;
			answers.naive.Add(baselines.Naive(files[0]), new Set(files.slice(1)), query);
			answers.rose.Add(baselines.Rose(files[0]), new Set(files.slice(1)), query);
		}
		baselines.Learn(files, index);
	}
	return { naive: answers.naive.Result(), rose: answers.rose.Result() };
};

export const F = (value) => value.toFixed(2);

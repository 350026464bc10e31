#!/usr/bin/env node
// The workspace signature decision (issue 14 item 4), in figures: how many notes, and how many answerable cases
// answered, each signature choice gives both suggesters on the bundled real data. Seeds 003/004 make a workspace
// of a folder carrying `Documentation/ARCHIVE-STYLE.md` (the pack's default `signature`); the built-in pack makes
// one of any folder carrying a root marker (`.git`, `.dsh/pack.yml`, `pnpm-workspace.yaml` or that file). The seed's
// choice is measured the way a user restores it: a `.dsh/pack.yml` naming `signature: [Documentation/ARCHIVE-STYLE.md]`.
//   node bench/signature.mjs [--only repos|sessions|histories]      (build first: `pnpm build`)
// - repos: Data/SearchRepos through the real harness (bench/search-repos.mjs RunSet: Boot, the plugin by name,
//   shipped config), per split. Every part adds a third row: the seed's pack with the file itself present.
// - sessions: the search-shaped calls of Data/Corpora/agent-sessions.jsonl.gz (bench/Search/Replay.mjs, fake host).
// - histories: the replay suggester over the commit histories (one turn per commit reading its files), fake host.
import "./Scratch.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ReadJsonl } from "../Data/Read.mjs";
import { NoticeText } from "../packages/lib-dsh-core/Target/Library.js";
import { Boot, TextOf } from "../packages/dsh-coach/Target/Harness/Library.js";
import { MemoryDomainFacility } from "../packages/dsh-coach/Target/Library.js";
import { NoteCandidates } from "../packages/hook-dsh-search-suggester/Target/Library.js";
import Replay from "../packages/hook-dsh-replay-suggester/Target/Library.js";
import { FakeContext, Plain, WriteWorkspace } from "../packages/testkit/Target/Library.js";
import { HISTORY_SETS } from "./Replay/Sets.mjs";
import * as SearchReplay from "./Search/Replay.mjs";
import { Figures, FormatFigures, LoadSets, RunSet } from "./search-repos.mjs";

const SEED_FILE = "Documentation/ARCHIVE-STYLE.md";
/** The way back to the seeds' behaviour, as a user writes it. */
const SEED_PACK = { ".dsh/pack.yml": `signature: [${SEED_FILE}]\n` };
const CHOICES = [
	{ name: "markers (built-in default)", files: {} },
	{ name: `seed (signature: [${SEED_FILE}])`, files: SEED_PACK },
	// the world the seed's default assumed: every repository carries the file
	{ name: "seed, with the file added", files: { ...SEED_PACK, [SEED_FILE]: "" } },
];
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const Part = (name) => only === undefined || only === name;
const Ratio = (part, whole) => `${part}/${whole}`;

if (Part("repos")) {
	const sets = LoadSets();
	const carrying = sets.filter((set) => SEED_FILE in set.files).length;
	console.log(`# search, Data/SearchRepos: ${Ratio(carrying, sets.length)} repositories carry ${SEED_FILE}`);
	for (const split of ["dev", "test"]) {
		for (const choice of CHOICES) {
			const outcomes = [];
			for (const set of sets.filter((s) => s.cases[0]?.split === split))
				outcomes.push(
					...(await RunSet(
						{ ...set, files: { ...set.files, ...choice.files } },
						{ Boot, TextOf, NoteCandidates },
					)),
				);
			console.log(`search repos ${split} ${choice.name}: ${FormatFigures(Figures(outcomes))}`);
		}
	}
}

if (Part("sessions")) {
	const sessions = ReadJsonl("Corpora/agent-sessions.jsonl.gz");
	const mentions = sessions.filter((s) => s.commands.some((c) => c.includes("ARCHIVE-STYLE"))).length;
	const git = sessions.filter((s) => s.commands.some((c) => /(^|[\s;&|(])git\s/.test(c))).length;
	console.log(
		`# search, agent sessions: ${Ratio(git, sessions.length)} run git in their checkout, ${Ratio(mentions, sessions.length)} name ARCHIVE-STYLE`,
	);
	for (const choice of CHOICES) {
		const scores = [];
		for (const session of sessions) {
			const root = mkdtempSync(join(tmpdir(), "signature-session-"));
			try {
				const { calls, files } = SearchReplay.SessionCalls(session.commands, root);
				if (calls.length === 0) continue;
				WriteWorkspace({ ...Object.fromEntries(files.map((path) => [path, ""])), ...choice.files }, root);
				scores.push(await SearchReplay.Replay({ workspace: root, calls }));
			} finally {
				rmSync(root, { recursive: true, force: true });
			}
		}
		const s = SearchReplay.CombineScores(scores);
		console.log(
			`search sessions ${choice.name}: calls=${s.calls} notes=${s.notes} precision=${s.precision.toFixed(2)} lanes=${s.lanes} lanes-met=${s.lanesMet}`,
		);
	}
}

/**
 * One history through the replay suggester with its shipped config on the testkit's fake host: one user turn per
 * commit (at most 30 files) reading its files in order. A query is a commit of two files or more after the first
 * fifth; it is answered when the note on its first read names one of the commit's other files.
 */
const History = async (commits, files) => {
	const folder = mkdtempSync(join(tmpdir(), "signature-history-"));
	try {
		const workspace = WriteWorkspace(files, join(folder, "ws"));
		// the recall store in memory (the storage domain the plugin probes): a file write per read would be the cost
		const fake = FakeContext({ tools: false, services: { storageDomain: new MemoryDomainFacility() } });
		Replay.apply(fake.ctx, {
			...Plain(Replay.Config),
			enabled: true,
			logFile: join(folder, "replay.log"),
			historyPath: join(folder, "no-seed.json"),
			recordPath: join(folder, "replay_history.json"),
		});
		const agent = { session: { header: { cwd: workspace } } };
		const tally = { queries: 0, notes: 0, answered: 0 };
		const warmup = Math.floor(commits.length / 5);
		for (const [index, paths] of commits.entries()) {
			await fake.preStep({ agent, messages: [{ role: "user", source: { kind: "user" }, content: [] }], turn: 0 });
			let first = [];
			for (const [position, path] of paths.entries()) {
				const decision = await fake.post(
					{ name: "read", arguments: { file_path: path }, agent, callId: `h${index}-${position}` },
					{ isError: false, content: [] },
				);
				const note = decision.additionalContexts?.[0];
				if (position === 0 && note)
					first = NoticeText(note)
						.split("\n")
						.filter((l) => l.startsWith("- "));
			}
			if (index < warmup || paths.length < 2) continue;
			tally.queries++;
			if (first.length === 0) continue;
			tally.notes++;
			if (first.some((line) => paths.slice(1).includes(line.slice(2)))) tally.answered++;
		}
		fake.dispose();
		return tally;
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
};

if (Part("histories")) {
	// the last 600 commits of each history: enough queries to compare the choices, a few seconds a set
	const LAST = 600;
	const loaded = HISTORY_SETS.map((set) => {
		const all = ReadJsonl(set.file);
		const commits = all
			.map((commit) => [...new Set(commit.files)])
			.filter((paths) => paths.length <= 30)
			.slice(-LAST);
		return { ...set, commits, carries: all.some((commit) => commit.files.includes(SEED_FILE)) };
	});
	console.log(
		`# replay, histories: ${Ratio(loaded.filter((s) => s.carries).length, loaded.length)} repositories ever touched ${SEED_FILE}`,
	);
	for (const split of ["dev", "test"])
		for (const choice of CHOICES) {
			const sum = { queries: 0, notes: 0, answered: 0 };
			for (const set of loaded.filter((s) => s.split === split)) {
				const tally = await History(set.commits, choice.files);
				for (const key of Object.keys(sum)) sum[key] += tally[key];
			}
			console.log(
				`replay histories ${split} ${choice.name}: queries=${sum.queries} notes=${sum.notes} answered=${sum.answered} (${((100 * sum.answered) / Math.max(1, sum.queries)).toFixed(1)}%)`,
			);
		}
}

#!/usr/bin/env node
// Replays recorded work through the REAL replay-suggester (its built Target, mounted with a fake ctx) and
// prints one line per replay and recall strategy. Build first: the plugin and lib-dsh-core `Target/`.
//   node bench/replay.mjs [--history FILE] [--sessions FILE] [--recall episode|cochange]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { gunzipSync } from "node:zlib";
import { ReadText, DataPath } from "../Data/Read.mjs";
const Here = fileURLToPath(new URL(".", import.meta.url));
const Core = await import(join(Here, "../packages/lib-dsh-core/Target/Library.js"));
const Plugin = await import(join(Here, "../packages/hook-dsh-replay-suggester/Target/Library.js"));

const Argument = (flag, fallback) => {
	const index = process.argv.indexOf(flag);
	return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const HistoryFile = Argument("--history", DataPath("Corpora/dsh-history.jsonl.gz"));
const SessionsFile = Argument("--sessions", DataPath("Corpora/agent-sessions.jsonl.gz"));
const Recalls = process.argv.includes("--recall") ? [Argument("--recall", "episode")] : ["episode", "cochange"];
const OnlyHistory = process.argv.includes("--history") && !process.argv.includes("--sessions");

const Lines = (file) =>
	(file.endsWith(".gz") ? gunzipSync(readFileSync(file)).toString("utf8") : readFileSync(file, "utf8"))
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => JSON.parse(line));

const Scratch = mkdtempSync(join(tmpdir(), "bench-replay-"));
process.on("exit", () => rmSync(Scratch, { recursive: true, force: true }));

/** A workspace the plugin's gate accepts (a `.git` marker) and a fake ctx with the real factory. */
const Mount = (overrides) => {
	const workspace = mkdtempSync(join(Scratch, "ws-"));
	mkdirSync(join(workspace, ".git"));
	const listeners = {};
	const disposers = [];
	const ctx = {
		on: (event, listener) => ((listeners[event] ??= []).push(listener), () => {}),
		emit: () => {},
		get: () => undefined,
		effect: (body) => disposers.push(body()),
		pluginFactory: { State: Core.State, Append: Core.Append },
	};
	const config = {
		...Plugin.Config({}),
		enabled: true,
		log: false,
		historyPath: join(workspace, "no-seed.json"),
		recordPath: join(workspace, "replay_history.json"),
		...overrides,
	};
	Plugin.default.apply(ctx, config);
	const agent = { session: { header: { cwd: workspace } } };
	let calls = 0;
	return {
		workspace,
		/** One tool call through the post-execute waterfall; returns the note's candidates (empty without a note). */
		async Call(name, args) {
			const exec = { name, arguments: args, agent, callId: `call-${++calls}` };
			const decision = await listeners["tools/post-execute"][0](exec, { isError: false, content: [] }, async () => ({ kind: "accept" }));
			const text = Core.NoticeText(decision.additionalContexts?.[0]);
			return text
				.split("\n")
				.filter((line) => line.startsWith("- "))
				.map((line) => line.slice(2));
		},
		async UserTurn() {
			const message = { role: "user", source: { kind: "user" }, content: [] };
			await listeners["agent/pre-step"][0]({ agent, messages: [message], turn: 0, step: 0 }, async () => ({ kind: "enter" }));
		},
		async Dispose() {
			for (const dispose of disposers.reverse()) await dispose();
		},
	};
};

const Mean = (values) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
const F = (value) => value.toFixed(2);

/** The co-change recall learns from many transactions, so its session replay keeps a deeper history than the default 32. */
const SessionOverrides = (recall) => (recall === "cochange" ? { historyDepth: 1000 } : {});

/** Replay 1: each session's commands as the bash calls it made; a note is judged against the next ten calls. */
const SessionReplay = async (recall) => {
	const sessions = Lines(SessionsFile);
	const precision = [];
	const recallOf = [];
	let calls = 0;
	let hits = 0;
	for (const session of sessions) {
		// one mount per session: each task ran in its own checkout of a different repository
		const mount = Mount({ recall, ...SessionOverrides(recall) });
		await mount.UserTurn();
		const touched = [];
		const notes = [];
		for (const [index, raw] of session.commands.entries()) {
			const command = raw.split("/testbed").join(mount.workspace);
			touched.push(Plugin.Relativize(Plugin.CallPaths("bash", { command }, mount.workspace), mount.workspace));
			const suggested = await mount.Call("bash", { command, description: "replay" });
			if (suggested.length > 0) notes.push({ index, suggested });
			calls++;
		}
		for (const { index, suggested } of notes) {
			const next = new Set(touched.slice(index + 1, index + 11).flat());
			const correct = suggested.filter((path) => next.has(path)).length;
			precision.push(correct / suggested.length);
			if (next.size > 0) recallOf.push(correct / next.size);
			if (correct > 0) hits++;
		}
		await mount.Dispose();
	}
	console.log(
		`session-replay recall=${recall} (shipped config${recall === "cochange" ? ", historyDepth=1000" : ""}) sessions=${sessions.length} calls=${calls} notes=${precision.length} ` +
			`precision=${F(Mean(precision))} recall=${F(Mean(recallOf))} notes-with-a-hit=${F(precision.length ? hits / precision.length : 0)}`,
	);
};

/**
 * Replay 2, the ROSE protocol (Zimmermann et al., ICSE 2004 / TSE 2005): commits in time order, each one a user
 * turn whose files are edit calls; commits over 30 files are skipped; the query is the commit's first file and
 * the expected outcome the rest. Only earlier commits are in the history when a query runs.
 */
const CochangeReplay = async (recall) => {
	const commits = Lines(HistoryFile)
		.map((commit, order) => ({ ...commit, order }))
		.sort((a, b) => a.time - b.time || a.order - b.order);
	const mount = Mount({ recall, historyDepth: Plugin.MAX_HISTORY_DEPTH, cooldownCalls: 0, maxNotesPerTurn: 1_000_000 });
	const precision = [];
	const recallAnswered = [];
	let queries = 0;
	let top3 = 0;
	let replayed = 0;
	for (const commit of commits) {
		const files = [...new Set(commit.files)];
		if (files.length > 30) continue;
		replayed++;
		await mount.UserTurn();
		let suggested = [];
		for (const [index, file] of files.entries()) {
			const answer = await mount.Call("edit", { file_path: file, old_string: "a", new_string: "b" });
			if (index === 0) suggested = answer;
		}
		if (files.length < 2) continue;
		queries++;
		if (suggested.length === 0) continue;
		const expected = new Set(files.slice(1));
		const correct = suggested.filter((path) => expected.has(path)).length;
		precision.push(correct / suggested.length);
		recallAnswered.push(correct / expected.size);
		if (suggested.slice(0, 3).some((path) => expected.has(path))) top3++;
	}
	await mount.Dispose();
	const answered = precision.length;
	console.log(
		`cochange-replay recall=${recall} history=${HistoryFile.split("/").pop()} (historyDepth=${Plugin.MAX_HISTORY_DEPTH} cooldownCalls=0 maxNotesPerTurn=unbounded) commits=${replayed} queries=${queries} ` +
			`precision=${F(Mean(precision))} recall=${F(Mean(recallAnswered))} top3=${F(answered ? top3 / answered : 0)} ` +
			`coverage=${F(queries ? answered / queries : 0)} recall-all-queries=${F(queries ? recallAnswered.reduce((a, b) => a + b, 0) / queries : 0)} ` +
			`(ROSE navigation: precision 0.30, recall 0.34, top3 >0.70)`,
	);
};

for (const recall of Recalls) {
	if (!OnlyHistory) await SessionReplay(recall);
	await CochangeReplay(recall);
}

// The search suggester's replay bench: the fixed corpus and recorded sessions run through the REAL plugin on the
// testkit's fake host, scored against the files each call's turn went on to touch. Used by bench/search.mjs, the
// search smoke and the search tests; never part of the plugin's bundle.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NoticeText } from "../../packages/lib-dsh-core/Target/Library.js";
import {
	Apply,
	BashShapeOf,
	Config,
	Head,
	NOTICE_KIND,
	NoteCandidates,
	NoteIntent,
	SearchShaped,
	Segments,
} from "../../packages/hook-dsh-search-suggester/Target/Library.js";
import { FakeContext, UserMessage } from "../../packages/testkit/Target/Library.js";

const Matches = (candidate, expected) => {
	const c = candidate.replace(/^\.\//, "");
	const e = expected.replace(/^\.\//, "");
	if (c === e || c.replace(/\/+$/, "") === e.replace(/\/+$/, "")) return true;
	if (c.endsWith("/") && e.startsWith(c)) return true;
	return e.endsWith("/") && c.startsWith(e);
};

/**
 * Scores replayed notes: a note is correct when its call expects files and it names one of them (a folder
 * covers its files); precision = correct / notes; recall = lanes (runs of calls sharing one non-empty
 * `expect`) a correct note reached / lanes; first-note = the 1-based call of the first note.
 */
export const ScoreReplay = (calls, notes) => {
	const detail = notes.map((note) => {
		const expect = calls[note.call - 1]?.expect ?? [];
		return {
			...note,
			correct:
				expect.length > 0 &&
				note.candidates.some((candidate) => expect.some((expected) => Matches(candidate, expected))),
		};
	});
	const lanes = [];
	let previous = "";
	calls.forEach((call, index) => {
		const key = [...call.expect].sort().join("\n");
		if (key === "") previous = "";
		else if (key === previous) lanes[lanes.length - 1].to = index + 1;
		else {
			lanes.push({ from: index + 1, to: index + 1 });
			previous = key;
		}
	});
	const met = lanes.filter((lane) =>
		detail.some((note) => note.correct && note.call >= lane.from && note.call <= lane.to),
	).length;
	const correct = detail.filter((note) => note.correct).length;
	return {
		calls: calls.length,
		notes: detail.length,
		precision: detail.length === 0 ? 1 : correct / detail.length,
		recall: lanes.length === 0 ? 1 : met / lanes.length,
		firstNote: detail[0]?.call ?? 0,
		lanes: lanes.length,
		lanesMet: met,
		detail,
	};
};

/** The seed's line: `calls=N notes=N precision=P recall=R first-note=K`. */
export const FormatScore = (score) =>
	`calls=${score.calls} notes=${score.notes} precision=${score.precision.toFixed(2)} recall=${score.recall.toFixed(2)} first-note=${score.firstNote}`;

/**
 * Replays calls through the real plugin (Apply, the post-execute and pre-step listeners) on the fake host:
 * a new `user` text opens a new turn; each call's decision is read for the note the model would see.
 * Options: `workspace`, `calls`, `config` (overrides; the replay turns the plugin on and keeps its knowledge in a
 * temp file), `graph` (mount the workspace graph, default true), `onLine` (each ledger message, for tracing).
 */
export const Replay = async (options) => {
	const home = mkdtempSync(join(tmpdir(), "search-suggester-bench-"));
	try {
		const fake = FakeContext({ graph: options.graph !== false, schemas: "registered" });
		const config = Config({
			enabled: true,
			log: false,
			logFile: "",
			persistPath: join(home, "knowledge.json"),
			...options.config,
		});
		const state = Apply(fake.ctx, config);
		if (options.onLine) state.state.OnLine((_line, message) => options.onLine(message));
		const agent = { session: { header: { cwd: options.workspace } } };
		const notes = [];
		let turn = 0;
		let user;
		for (const [index, call] of options.calls.entries()) {
			if (index === 0 || (call.user !== undefined && call.user !== user)) {
				turn++;
				user = call.user ?? user;
				const messages = call.user ? [UserMessage(call.user)] : [];
				await fake.waterfall(
					"agent/pre-step",
					[{ agent, messages, turn, step: 1, signal: new AbortController().signal }],
					() => ({ kind: "enter", messages }),
				);
			}
			const exec = { callId: `replay-${index + 1}`, name: call.tool, arguments: call.arguments, agent };
			const decision = await fake.waterfall(
				"tools/post-execute",
				[exec, { isError: false, content: [] }],
				() => ({ kind: "accept" }),
			);
			const note = decision.additionalContexts?.find((message) => message?.source?.kind === NOTICE_KIND);
			if (note) {
				const text = NoticeText(note);
				notes.push({ call: index + 1, intent: NoteIntent(text) ?? "?", candidates: NoteCandidates(text) });
			}
		}
		return { ...ScoreReplay(options.calls, notes), state };
	} finally {
		rmSync(home, { recursive: true, force: true });
	}
};

const EXTENSIONS = new Set(
	"py pyi pyx pxd c h cc cpp hpp rs go java kt rb php js mjs cjs ts tsx jsx json yml yaml toml cfg ini txt md rst sql sh bash zsh html css scss xml csv lock in patch diff bak backup orig fixed tmp log conf env dat".split(
		" ",
	),
);
const NAMED =
	/^(Makefile|LICENSE|COPYING|NOTICE|AUTHORS|Dockerfile|Jenkinsfile|ChangeLog|CHANGELOG|CHANGES|HISTORY|README)$/;
const OPENS = /\bopen\(\s*['"]([^'"]+)['"]/g;
const HEREDOC_TARGET = /(?:^|[;&|]\s*|\n)\s*cat\s*>>?\s*(\S+)\s*<</g;
const REDIRECT_TARGET = />>?\s*([^\s;&|<>]+)/g;
const EDITORS = new Set(["vim", "vi", "nano", "cp", "mv", "touch", "patch", "diff"]);

const FileLike = (path) => {
	if (path.startsWith("-") || path.includes("..") || /[*?$`(){}\[\]|<>,;:=@"' ]/.test(path)) return false;
	const name = path.slice(path.lastIndexOf("/") + 1);
	const ext = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
	return NAMED.test(name) || (ext !== "" && name.length > ext.length + 1 && EXTENSIONS.has(ext));
};

/**
 * The files one session command reads or edits, as written (the bench's `expect` and workspace source):
 * path operands of the searching commands, operands of editors, `sed -i` targets, heredoc and redirect
 * targets, and `open('…')` in inline scripts.
 */
export const CommandFiles = (command) => {
	const out = new Set();
	const add = (path) => {
		if (path && FileLike(path)) out.add(path.replace(/^\.\//, ""));
	};
	for (const match of command.matchAll(HEREDOC_TARGET)) add(match[1]);
	for (const match of command.matchAll(OPENS)) add(match[1]);
	const body = command.includes("<<") ? command.slice(0, command.indexOf("<<")) : command;
	for (const match of body.matchAll(REDIRECT_TARGET)) if (!match[1].startsWith("&")) add(match[1]);
	if (SearchShaped(body)) for (const path of BashShapeOf(body).paths) add(path);
	for (const segment of Segments(body) ?? []) {
		const words = Head(segment.words);
		const head = words[0];
		if (!head) continue;
		const operands = words.slice(1).filter((word) => !word.startsWith("-"));
		if (head === "sed" && words.some((word) => /^-[a-zA-Z]*i/.test(word) || word.startsWith("--in-place")))
			operands.slice(words.includes("-e") ? 0 : 1).forEach(add);
		else if (EDITORS.has(head)) operands.forEach(add);
		else if (head === "git" && (words[1] === "diff" || words[1] === "checkout" || words[1] === "show"))
			operands.slice(1).forEach(add);
	}
	return [...out];
};

/** A session path spelled against `/testbed` (or relative to it), as a path relative to the replay root. */
const Rebase = (path, origin) => {
	const rel = path.startsWith(`${origin}/`)
		? path.slice(origin.length + 1)
		: path.startsWith("/")
			? undefined
			: path.replace(/^\.\//, "");
	return rel === undefined || rel === "" || rel === ".." || rel.startsWith("../") ? undefined : rel;
};

/**
 * One recorded session as a replay: its search-shaped commands as `bash` calls (paths under `origin` moved to
 * `root`), each expecting the files the session read or edited in its next ten commands; `files` are the
 * root-relative files the session mentions anywhere (the replay workspace is made of these).
 */
export const SessionCalls = (commands, root, origin = "/testbed") => {
	const filesAt = commands.map((command) =>
		CommandFiles(command)
			.map((path) => Rebase(path, origin))
			.filter((path) => path !== undefined),
	);
	const calls = [];
	commands.forEach((command, index) => {
		if (!SearchShaped(command)) return;
		const expect = [...new Set(filesAt.slice(index + 1, index + 11).flat())];
		calls.push({
			tool: "bash",
			arguments: { command: command.split(origin).join(root), description: "replayed" },
			expect,
		});
	});
	return { calls, files: [...new Set(filesAt.flat())] };
};

/** Sums per-session scores into one line's figures (first-note counts calls across the sessions in order). */
export const CombineScores = (scores) => {
	let offset = 0;
	let firstNote = 0;
	const detail = [];
	for (const score of scores) {
		if (firstNote === 0 && score.firstNote > 0) firstNote = offset + score.firstNote;
		detail.push(...score.detail.map((note) => ({ ...note, call: note.call + offset })));
		offset += score.calls;
	}
	const notes = detail.length;
	const correct = detail.filter((note) => note.correct).length;
	const lanes = scores.reduce((sum, score) => sum + score.lanes, 0);
	const met = scores.reduce((sum, score) => sum + score.lanesMet, 0);
	return {
		calls: offset,
		notes,
		precision: notes === 0 ? 1 : correct / notes,
		recall: lanes === 0 ? 1 : met / lanes,
		firstNote,
		lanes,
		lanesMet: met,
		detail,
	};
};

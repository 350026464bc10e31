import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

import { Nest } from "../Function/Nest";
import type { Nested } from "../Function/Nest";
import { ProgressBar } from "../Function/Progress";
import { LoadPlugins, PluginConfigs } from "../Host/Plugins";
import { ShippedConfigs } from "../Host/Shipped";
import type { LoadedPlugin } from "../Host/Plugins";
import type { RecordedSession } from "../Interface/Session";
import { SessionFormatError } from "../Interface/Session";
import { HtmlReport } from "../Replay/Html";
import { ReadSessions } from "../Replay/ReadSessions";
import { ReplaySession } from "../Replay/ReplaySession";
import { WalkInputs } from "../Replay/WalkInputs";
import type { DetectFunction, SessionReport } from "../Replay/ReplaySession";
import { Summarize, Total } from "../Replay/Summarize";
import type { SessionSummary, Totals } from "../Replay/Summarize";
import { Plural, SessionText, TotalsText } from "../Replay/Text";
import { DSH_TOOLS } from "../Variable/DshTools";
import { SHORT_NAME, TOOL_COACH } from "../Variable/Plugins";
import { EscapeControl } from "../Function/EscapeControl";

const Usage = `Usage: dsh-coach replay [options] FILE|FOLDER...

Runs the tool coach and the two suggesters over recorded agent sessions, call by call, and reports per
session the judged calls by class, the tiers reached and what each plugin would have said.

Formats (detected per file): agent-sessions JSONL ({session, model, commands}), Claude Code transcripts
(~/.claude/projects/*/*.jsonl, their subagents as agents of their own), Codex rollouts
(~/.codex/sessions/**/rollout-*.jsonl, every layout, and the first CLI's rollout-*.json), Gemini CLI chats
(~/.gemini/tmp/*/chats/session-*.json and .jsonl), dsh session logs ($DSH_HOME/sessions/**/session.jsonl). A folder
is walked for session files.

Exit status: 0 every input replayed; 3 some inputs could not be read (each reported as FILE:LINE: reason on
stderr) and the rest replayed; 1 nothing could be replayed; 2 a usage error.

Options:
  --json               One JSON document on stdout (sessions, per-call records, totals)
  --html FILE          Also write a self-contained HTML report with a timeline per session
  --enforce MODE       The coach's tier 3 for this replay: off (the shipped default), write or all
  --workspace DIR      Resolve the suggesters' workspace here instead of the recorded cwd
  --no-suggesters      Leave the suggesters off, as their patch rows ship
  --summary            Print only the totals (no per-session block)
  --progress           Draw the progress bar even when stderr is not a terminal
`;

export interface ReplayRun {
	readonly reports: SessionReport[];
	readonly summaries: SessionSummary[];
	readonly totals: Totals;
	readonly plugins: string[];
	readonly missing: { package: string; reason: string }[];
	readonly seconds: number;
}

export interface ReplayRunOptions {
	readonly enforce?: "off" | "write" | "all";
	readonly workspace?: string;
	readonly suggesters?: boolean;
	/** Called after each session (the progress bar). */
	readonly onSession?: (session: RecordedSession) => void;
}

/** Replay sessions through the real plugin code in the in-process host; every session starts with fresh plugin state. */
export async function ReplaySessions(
	sessions: readonly RecordedSession[],
	options: ReplayRunOptions = {},
): Promise<ReplayRun> {
	const started = performance.now();
	const { loaded, missing } = await LoadPlugins();
	const coach = loaded.find((plugin) => plugin.package === TOOL_COACH);
	if (coach === undefined)
		throw new Error(
			`cannot replay without ${TOOL_COACH}: ${missing.find((entry) => entry.package === TOOL_COACH)?.reason ?? "not installed"}`,
		);
	// Nothing the replay does may touch ~/.dsh: the ledgers are read in memory, stores go to a throwaway folder.
	const folder = mkdtempSync(join(tmpdir(), "dsh-coach-replay-"));
	try {
		const overrides = options.enforce === undefined ? {} : { [TOOL_COACH]: { enforce: options.enforce } };
		const shipped = ShippedConfigs(loaded.map((plugin) => plugin.package));
		const setups = PluginConfigs(loaded, {
			shipped,
			suggesters: options.suggesters ?? true,
			folder,
			log: false,
			overrides,
		});
		const judge = CoachJudge(coach, setups.find((setup) => setup.package === TOOL_COACH)?.config ?? {});
		const names = loaded.map((plugin) => SHORT_NAME[plugin.package]);
		const reports: SessionReport[] = [];
		const summaries: SessionSummary[] = [];
		for (const session of sessions) {
			const report = await ReplaySession(session, {
				plugins: setups,
				schemas: DSH_TOOLS,
				workspace: options.workspace,
				...judge,
			});
			reports.push(report);
			summaries.push(Summarize(report, names));
			options.onSession?.(session);
		}
		return {
			reports,
			summaries,
			totals: Total(summaries, names),
			plugins: names,
			missing,
			seconds: (performance.now() - started) / 1000,
		};
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

/** The config's rows or exempts merged with the built-ins by the coach's own function (`RowsInForce`, …). */
const InForce = (merge: unknown, value: unknown): unknown =>
	typeof merge === "function" ? (merge as (value: unknown) => unknown)(value) : value;

/** The coach's classifier with the rows, exemptions and judged tools of its validated config. */
function CoachJudge(
	coach: LoadedPlugin,
	raw: Record<string, unknown>,
): { detect: DetectFunction; rows: unknown; exempts: unknown; judged: readonly string[] } {
	const config = (coach.module.Config?.(raw) ?? raw) as Record<string, unknown>;
	const read = (key: string): unknown => {
		const value = config[key];
		return value !== null && typeof value === "object" && typeof (value as { get?: unknown }).get === "function"
			? (value as { get(): unknown }).get()
			: value;
	};
	const judged = read("judgeTools");
	return {
		detect: coach.exports.Detect as DetectFunction,
		// the rows and exempts in force: the built-ins, then the config's own (seed 000 §3)
		rows: InForce(coach.exports.RowsInForce, read("patternTable")),
		exempts: InForce(coach.exports.ExemptsInForce, read("exemptPatterns")),
		judged: Array.isArray(judged) ? (judged as string[]) : ["bash", "pwsh"],
	};
}

export async function Run(argv: readonly string[]): Promise<number> {
	const files: string[] = [];
	let json = false;
	let html: string | undefined;
	let enforce: "off" | "write" | "all" | undefined;
	let workspace: string | undefined;
	let suggesters = true;
	let summaryOnly = false;
	let forceProgress = false;
	for (let index = 0; index < argv.length; index++) {
		const argument = argv[index];
		const value = (): string => {
			const next = argv[++index];
			if (next === undefined) throw new UsageError(`${argument} needs a value`);
			return next;
		};
		try {
			if (argument === "-h" || argument === "--help") {
				process.stdout.write(Usage);
				return 0;
			} else if (argument === "--json") json = true;
			else if (argument === "--html") html = value();
			else if (argument === "--enforce") {
				const mode = value();
				if (mode !== "off" && mode !== "write" && mode !== "all")
					throw new UsageError(`--enforce must be off, write or all, not "${mode}"`);
				enforce = mode;
			} else if (argument === "--workspace") workspace = value();
			else if (argument === "--no-suggesters") suggesters = false;
			else if (argument === "--summary") summaryOnly = true;
			else if (argument === "--progress") forceProgress = true;
			else if (argument.startsWith("--")) throw new UsageError(`unknown option ${argument}`);
			else files.push(argument);
		} catch (error) {
			process.stderr.write(`dsh-coach replay: ${(error as Error).message}\n\n${Usage}`);
			return 2;
		}
	}
	if (files.length === 0) {
		process.stderr.write(`dsh-coach replay: name at least one session file\n\n${Usage}`);
		return 2;
	}
	// A folder is walked; an input that cannot be read is reported and skipped, and the run goes on.
	const walked = WalkInputs(files);
	let skipped = 0;
	for (const entry of walked.unreadable) {
		skipped += 1;
		process.stderr.write(`dsh-coach replay: ${entry.path}: cannot read the folder (${entry.reason}), skipped\n`);
	}
	const showProgress = process.stderr.isTTY || forceProgress;
	const reading =
		showProgress && walked.files.length > 10
			? new ProgressBar(process.stderr, walked.files.length, "files")
			: undefined;
	const sessions: RecordedSession[] = [];
	for (const file of walked.files) {
		try {
			sessions.push(...ReadSessions(file));
		} catch (error) {
			skipped += 1;
			const message =
				error instanceof SessionFormatError
					? error.message
					: `${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`;
			process.stderr.write(`dsh-coach replay: ${EscapeControl(message)}, skipped\n`);
		}
		reading?.tick(basename(file));
	}
	reading?.finish();
	if (sessions.length === 0) {
		process.stderr.write(
			`dsh-coach replay: no session to replay${walked.files.length === 0 ? " (no session file found)" : ""}\n`,
		);
		return 1;
	}
	if (skipped > 0)
		process.stderr.write(
			`dsh-coach replay: ${skipped} input${skipped === 1 ? "" : "s"} skipped; replaying the ${Plural(sessions.length, "session")} read from the rest\n`,
		);
	// A bar only helps when there is something to wait for, and only on a terminal unless asked for.
	const bar =
		showProgress && (walked.files.length > 1 || sessions.length > 10)
			? new ProgressBar(process.stderr, sessions.length, "sessions")
			: undefined;
	const run = await ReplaySessions(sessions, {
		enforce,
		workspace,
		suggesters,
		onSession: (session) => bar?.tick(EscapeControl(basename(session.id))),
	});
	bar?.finish();
	for (const entry of run.missing)
		process.stderr.write(
			`dsh-coach replay: ${entry.package} is not installed; its column stays empty (${entry.reason})\n`,
		);
	const mode = enforce ?? "off";
	// Subagents are shown under the session that started them.
	const tree = Nest(run.summaries);
	if (json) {
		const Entry = (node: Nested<SessionSummary>): object => ({
			...node.item,
			calls: run.reports[node.index].calls,
			...(node.children.length === 0 ? {} : { subagents: node.children.map(Entry) }),
		});
		process.stdout.write(
			`${JSON.stringify({ enforce: mode, plugins: run.plugins, totals: run.totals, skipped, sessions: tree.map(Entry) })}\n`,
		);
	} else {
		const Write = (node: Nested<SessionSummary>, depth: number): void => {
			const text = SessionText(node.item, mode);
			process.stdout.write(
				`${depth === 0 ? text : text.replace(/^(?=.)/gm, "    ".repeat(depth)).replace(/^(\s*)■/, "$1└ subagent")}\n`,
			);
			for (const child of node.children) Write(child, depth + 1);
		};
		if (!summaryOnly) for (const node of tree) Write(node, 0);
		process.stdout.write(TotalsText(run.totals, run.seconds));
	}
	if (html !== undefined) {
		const title =
			walked.files.length === 1
				? `dsh-coach replay · ${basename(walked.files[0])}`
				: `dsh-coach replay · ${walked.files.length} files`;
		writeFileSync(html, HtmlReport(run.reports, run.summaries, run.totals, title));
		if (!json) process.stdout.write(`\nHTML report: ${html}\n`);
	}
	return skipped > 0 ? 3 : 0;
}

class UsageError extends Error {}

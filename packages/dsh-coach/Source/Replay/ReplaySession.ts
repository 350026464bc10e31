import { CoachSession } from "../Host/CoachSession";
import type { LedgerLine, PluginSetup, SessionNotice } from "../Host/CoachSession";
import { MemoryDomainFacility } from "../Host/MemoryDomain";
import type { RecordedSession, SessionFormat } from "../Interface/Session";
import type { ToolSchema } from "../Interface/ToolSchema";

/** The classes of the coach's classifier; `other` is a call no terminal judge looks at (a dedicated tool). */
export const CLASSES = ["write", "read", "search", "discovery", "control", "clean"] as const;
export type CallClass = (typeof CLASSES)[number];

/** The coach's pure classifier, as its package exports it. */
export type DetectFunction = (
	command: string,
	terminal: string,
	rows: unknown,
	exempts: unknown,
) => { class: CallClass; pattern: string; tool: string };

/** One call of a replayed session and what the plugins did with it. */
export interface CallRecord {
	/** 1-based position among the session's calls. */
	readonly index: number;
	/** The line of the recording it came from. */
	readonly line: number;
	readonly tool: string;
	/** The command, or the call's main argument, for display. */
	readonly text: string;
	/** The coach's class for a judged terminal call; undefined for calls it does not judge. */
	readonly class: CallClass | undefined;
	readonly pattern: string | undefined;
	/** The highest tier the call reached: 0 offense, 1 note, 2 section on, 3 denied; -1 clean or not judged. */
	readonly tier: number;
	readonly sectionOn: boolean;
	readonly denied: string | undefined;
	readonly notices: readonly SessionNotice[];
	readonly lines: readonly LedgerLine[];
}

export interface SessionReport {
	readonly file: string;
	readonly format: SessionFormat;
	readonly id: string;
	/** The session that started this one (a subagent's parent), when it is one. */
	readonly parent?: string;
	readonly model: string | undefined;
	readonly prompts: number;
	readonly calls: readonly CallRecord[];
	/** Ledger lines written at mount (activation, store recovery), per module. */
	readonly startup: readonly LedgerLine[];
}

export interface ReplayOptions {
	readonly plugins: readonly PluginSetup[];
	readonly schemas: readonly ToolSchema[];
	readonly detect: DetectFunction;
	/** The folder the suggesters resolve the workspace from when the recording names none. */
	readonly workspace: string | undefined;
	/** The tools the coach judges (its `judgeTools`). */
	readonly judged: readonly string[];
	/** The coach's rows and exemptions, as it will judge with them. */
	readonly rows: unknown;
	readonly exempts: unknown;
}

/** The section the coach's tier 2 adds to the system prompt. */
const COACH_SECTION = "hook-dsh-tool-coach";
const COACH_NOTICE = "tool-coach";

/** Replay one recorded session through freshly mounted plugins, in order, with an in-memory storage domain. */
export async function ReplaySession(session: RecordedSession, options: ReplayOptions): Promise<SessionReport> {
	const coach = new CoachSession({
		plugins: options.plugins,
		schemas: options.schemas,
		cwd: options.workspace ?? session.cwd ?? "/testbed",
		id: session.id,
		storage: new MemoryDomainFacility(),
	});
	const startup = coach.ledger();
	const calls: CallRecord[] = [];
	let prompts = 0;
	for (const event of session.events) {
		if (event.kind === "user") {
			prompts += 1;
			await coach.prompt(event.text);
			continue;
		}
		const outcome = await coach.call(event.tool, event.arguments, event.output ?? "");
		// The next model step assembles the system prompt: that is where tier 2 shows.
		const sectionOn = (await coach.sections()).some((section) => section.name === COACH_SECTION);
		const command = typeof event.arguments.command === "string" ? event.arguments.command : undefined;
		const judged = command !== undefined && options.judged.includes(event.tool);
		const detection = judged ? options.detect(command, event.tool, options.rows, options.exempts) : undefined;
		const offense = detection !== undefined && detection.class !== "clean";
		const noted = outcome.notices.some((notice) => notice.kind === COACH_NOTICE);
		// The highest rung of the ladder this call stood on; the notices say which rungs fired on it.
		const tier = outcome.denied !== undefined ? 3 : !offense ? -1 : sectionOn ? 2 : noted ? 1 : 0;
		calls.push({
			index: calls.length + 1,
			line: event.line,
			tool: event.tool,
			text: command ?? MainArgument(event.arguments),
			class: detection?.class,
			pattern: offense ? detection.pattern : undefined,
			tier,
			sectionOn,
			denied: outcome.denied,
			notices: outcome.notices,
			lines: outcome.lines,
		});
	}
	return {
		file: session.file,
		format: session.format,
		id: session.id,
		...(session.parent === undefined ? {} : { parent: session.parent }),
		model: session.model,
		prompts,
		calls,
		startup,
	};
}

function MainArgument(args: Readonly<Record<string, unknown>>): string {
	for (const key of ["file_path", "pattern", "path", "query", "url"])
		if (typeof args[key] === "string") return args[key] as string;
	const json = JSON.stringify(args);
	return json.length <= 120 ? json : `${json.slice(0, 119)}…`;
}

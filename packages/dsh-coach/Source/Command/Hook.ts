import { join } from "node:path";

import { Append, LockUnavailable, State } from "@playform/lib-dsh-core";

import { AGENTS, HostNames, HostSchemas, MomentOf } from "../Hook/Agents";
import { HOOK_TIMEOUT_MS, LOCK_WAIT_MS, QUEUE_MARGIN_MS, ReadInput, WithinCaps, WriteOutput } from "../Hook/Caps";
import { DropPending, HasPending, QueueCall, TakePending } from "../Hook/Pending";
import type { AgentAdapter, HookInput, HookMoment } from "../Hook/Agents";
import { ParseToolList, SessionTools } from "../Hook/SessionTools";
import { ReadState, SessionFileName, StateRoot, UNNAMED, UNNAMED_MARK, WithLock, WriteState } from "../Hook/StateFile";
import type { HookState } from "../Hook/StateFile";
import { CoachSession } from "../Host/CoachSession";
import type { CallOutcome, LedgerLine } from "../Host/CoachSession";
import { MemoryDomainFacility } from "../Host/MemoryDomain";
import { LoadPlugins, PluginConfigs } from "../Host/Plugins";
import type { ToolSchema } from "../Interface/ToolSchema";
import { PLUGIN_PACKAGES, TOOL_COACH } from "../Variable/Plugins";

/** The options a hook command line may carry (they live in the agent's settings file). */
export interface HookOptions {
	readonly enforce?: "off" | "write" | "all";
	readonly suggesters: boolean;
	readonly stateRoot: string;
	/** `--host-tools Read,Edit,Bash`: the host tools the session has, declared (else learned per call). */
	readonly hostTools?: readonly string[];
	/** When the lock wait must end (epoch ms), so a call queues itself before the hook gives up; else 5 s. */
	readonly deadline?: number;
}

/** What one hook call answered: the JSON for stdout (or nothing) and the state it left. */
export interface HookAnswer {
	readonly output: object | undefined;
	readonly state: HookState | undefined;
}

/**
 * `dsh-coach hook <agent>`: one hook call of another agent. Fail-open everywhere: a fault of ours exits 0 with no
 * output, so the agent carries on as if the hook were not there.
 */
export async function Run(argv: readonly string[]): Promise<number> {
	// A hook that waits too long is worse than no hook: give up silently (the lock wait alone is bounded at 5 s).
	setTimeout(() => {
		if (process.env.DSH_COACH_DEBUG) process.stderr.write(`dsh-coach hook: gave up after ${HOOK_TIMEOUT_MS} ms\n`);
		process.exit(0);
	}, HOOK_TIMEOUT_MS).unref();
	try {
		const [agentName, ...flags] = argv;
		const agent = agentName === undefined ? undefined : AGENTS[agentName];
		if (agent === undefined || !Object.hasOwn(AGENTS, agentName)) return 0;
		const options = ParseFlags(flags);
		// caps before any parsing: an oversized payload, command or path passes through unjudged
		const text = ReadInput();
		if (text === undefined) return 0;
		const input = JSON.parse(text) as HookInput;
		if (input === null || typeof input !== "object" || !WithinCaps(input)) return 0;
		// the lock wait ends early enough to queue the call before the give-up above (start-up counts against it)
		const deadline = Date.now() - process.uptime() * 1000 + HOOK_TIMEOUT_MS - QUEUE_MARGIN_MS;
		const answer = await Answer(agent, input, { ...options, deadline });
		if (answer.output !== undefined) WriteOutput(`${JSON.stringify(answer.output)}\n`);
	} catch (error) {
		// fail-open: nothing on stdout, exit 0; DSH_COACH_DEBUG=1 shows why on stderr
		if (process.env.DSH_COACH_DEBUG)
			process.stderr.write(
				`dsh-coach hook: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
			);
	}
	return 0;
}

function ParseFlags(flags: readonly string[]): HookOptions {
	let enforce: HookOptions["enforce"];
	let suggesters = false;
	let stateRoot = StateRoot();
	let hostTools: string[] | undefined;
	for (let index = 0; index < flags.length; index++) {
		const flag = flags[index];
		if (flag === "--enforce") {
			const mode = flags[++index];
			if (mode === "off" || mode === "write" || mode === "all") enforce = mode;
		} else if (flag === "--suggesters") suggesters = true;
		else if (flag === "--state-dir" && flags[index + 1] !== undefined) stateRoot = flags[++index];
		else if (flag === "--host-tools" && flags[index + 1] !== undefined) hostTools = ParseToolList(flags[++index]);
	}
	return { enforce, suggesters, stateRoot, hostTools };
}

/** Map the agent's event onto the plugins' listeners, under the session's lock, and compose the agent's answer. */
export async function Answer(agent: AgentAdapter, input: HookInput, options: HookOptions): Promise<HookAnswer> {
	const moment = MomentOf(agent, input);
	if (moment === undefined) return { output: undefined, state: undefined };
	const call = moment === "prompt" ? undefined : agent.call(input);
	if (moment !== "prompt" && call === undefined) return { output: undefined, state: undefined };
	const { session, path } = SessionOf(agent, input, options);
	// Only tools the session's agent can call: a note never names another, and a class without its tool is no offense.
	const tools = SessionTools(agent, input, options.hostTools);
	const host = { schemas: HostSchemas(agent, tools), rename: (text: string) => HostNames(agent, tools, text) };
	// the plugins' code is loaded before the lock (Mount's load is then a cache hit), so parallel calls of a session
	// queue only for the state's read, run and write
	await LoadPlugins(options.suggesters ? PLUGIN_PACKAGES : [TOOL_COACH]);
	const locked = (own: Own | undefined) =>
		WithLock(path, () => Locked(path, host.schemas, input, options, session, own), LockWait(options));
	let answer: HookAnswer = { output: undefined, state: undefined };
	try {
		answer = await locked(async (coach, state) => {
			if (moment === "prompt") {
				await coach.prompt(typeof input.prompt === "string" ? input.prompt : "");
				state.turn = coach.currentTurn;
				return PromptAnswer(agent, coach, input, host.rename);
			}
			state.calls += 1;
			return CallAnswer(agent, moment, coach, call!.tool, call!.arguments, input, host.rename);
		});
	} catch (error) {
		// A finished call that cannot wait its turn is queued, never lost: the session's next holder counts it. A
		// broken lock (not a file, cannot be removed) has no next holder: the call passes, as every fault does.
		if (!(error instanceof LockUnavailable) || error.reason !== "held" || moment !== "post" || call === undefined)
			throw error;
		const result = agent.output(input);
		const callId = CallId(input);
		QueueCall(path, { tool: call.tool, arguments: call.arguments, result, ...(callId ? { callId } : {}) });
		if (process.env.DSH_COACH_DEBUG)
			process.stderr.write(`dsh-coach hook: queued for the session's next holder (${error.message})\n`);
	}
	// A holder lists the queue before it releases the lock; a call queued after that finds the lock free (or a
	// newer holder that lists again), so one more pass here leaves no queued call behind.
	for (let pass = 0; pass < 8 && HasPending(path); pass++) {
		try {
			await WithLock(path, () => Locked(path, host.schemas, input, options, session, undefined), 0);
		} catch (error) {
			if (error instanceof LockUnavailable) break; // its holder drains the queue before it lets go
			throw error;
		}
	}
	return answer;
}

/**
 * The session's name and state file. A subagent (Claude Code sends its `agent_id`) is an agent of its own: its own
 * ladder and suggester state. An id that is absent, empty or not a string is `UNNAMED`, whose file no real id takes
 * (an id-less event and a session named "default" are two agents); an `agent_id` given unusably is still a subagent.
 */
function SessionOf(agent: AgentAdapter, input: HookInput, options: HookOptions): { session: string; path: string } {
	const Usable = (id: unknown) => (typeof id === "string" && id !== "" ? id : UNNAMED);
	const parent = Usable(input.session_id);
	const subagent = input.agent_id === undefined || input.agent_id === null ? undefined : Usable(input.agent_id);
	const Label = (id: string | typeof UNNAMED) => (id === UNNAMED ? UNNAMED_MARK : id);
	return {
		session: subagent === undefined ? Label(parent) : `${Label(parent)}/agent-${Label(subagent)}`,
		path: join(options.stateRoot, agent.name, SessionFileName(parent, subagent)),
	};
}

/** What a call does with the session once it holds the lock: its answer for the agent. */
type Own = (coach: CoachSession, state: HookState) => Promise<object | undefined>;

/** The lock's wait, shortened so that a call queues its work before the hook's own 9 s give-up. */
function LockWait(options: HookOptions): number {
	if (options.deadline === undefined) return LOCK_WAIT_MS;
	return Math.max(0, Math.min(LOCK_WAIT_MS, Math.floor(options.deadline - Date.now())));
}

/**
 * Under the session's lock: read the state, mount, count the calls queued by callers that could not wait, run this
 * call's own work, write the state, then drop the queued files it counted (a crash before that counts them twice,
 * never loses them). Queued calls leave ledger lines; their notices reach the agent on a later call by the ladder.
 */
async function Locked(
	path: string,
	schemas: readonly ToolSchema[],
	input: HookInput,
	options: HookOptions,
	session: string,
	own: Own | undefined,
): Promise<HookAnswer> {
	const { state, fresh, corrupt } = ReadState(path);
	const { coach, ledgers } = await Mount(schemas, input, options, session, state);
	if (corrupt !== undefined) HookLine(ledgers, `state corrupt -> backed up, fresh session (${corrupt})`);
	// Let what the plugins start at mount settle (the replay suggester opens its store asynchronously), so its
	// lines count as mount-time lines, written once per session.
	await new Promise((resolve) => setImmediate(resolve));
	const mounted = coach.marks();
	const pending = TakePending(path);
	for (const queued of pending.calls) {
		state.calls += 1;
		await coach.after(
			queued.tool,
			queued.arguments,
			{ isError: queued.result.isError, content: [{ type: "text", text: queued.result.text }] },
			queued.callId,
		);
	}
	if (pending.unusable > 0) HookLine(ledgers, `queued call unreadable -> dropped (${pending.unusable})`);
	const output = own === undefined ? undefined : await own(coach, state);
	Save(coach, state);
	WriteState(path, state);
	DropPending(path, pending.files);
	// Mount-time lines (the activation) reach the ledger once per session, not once per hook process.
	MirrorLedger(coach, ledgers, fresh ? coach.ledger() : coach.since(mounted));
	return { output, state };
}

/** The patch rows, inlined into the hook bundle at build time (no YAML parser at start-up); absent when unbundled. */
declare const __DSH_COACH_SHIPPED__: Readonly<Record<string, Record<string, unknown>>> | undefined;

async function Shipped(names: readonly string[]): Promise<Readonly<Record<string, Record<string, unknown>>>> {
	if (typeof __DSH_COACH_SHIPPED__ === "object") return __DSH_COACH_SHIPPED__;
	return (await import("../Host/Shipped")).ShippedConfigs(names);
}

/** Where each module's ledger goes, as its shipped config says (`log`, `logFile`). */
type Ledgers = ReadonlyMap<string, string>;

async function Mount(
	schemas: readonly ToolSchema[],
	input: HookInput,
	options: HookOptions,
	session: string,
	state: HookState,
): Promise<{ coach: CoachSession; ledgers: Ledgers }> {
	// The suggesters ship switched off; unless asked for, they are not even imported (start-up is the budget).
	const { loaded } = await LoadPlugins(options.suggesters ? PLUGIN_PACKAGES : [TOOL_COACH]);
	const overrides = options.enforce === undefined ? {} : { [TOOL_COACH]: { enforce: options.enforce } };
	const setups = PluginConfigs(loaded, {
		shipped: await Shipped(loaded.map((plugin) => plugin.package)),
		suggesters: options.suggesters,
		overrides,
	});
	const ledgers = new Map<string, string>();
	for (const setup of setups)
		if (setup.config.log !== false && typeof setup.config.logFile === "string")
			ledgers.set(setup.package, setup.config.logFile);
	// The plugins' own ledger writes are off: this process mirrors their new lines itself (MirrorLedger).
	const coach = new CoachSession({
		plugins: setups.map((setup) => ({ ...setup, config: { ...setup.config, log: false } })),
		schemas,
		cwd: typeof input.cwd === "string" && input.cwd !== "" ? input.cwd : process.cwd(),
		id: session,
		storage: new MemoryDomainFacility(state.storage),
		registerTools: false,
	});
	coach.currentTurn = state.turn;
	for (const plugin of coach.plugins) {
		const memory = state.plugins[plugin.package];
		const handle = plugin.mounted.handle as { Import?: (agent: object, data: unknown) => void } | undefined;
		if (memory !== undefined && typeof handle?.Import === "function") handle.Import(coach.agent, memory);
	}
	return { coach, ledgers };
}

function Save(coach: CoachSession, state: HookState): void {
	for (const plugin of coach.plugins) {
		const handle = plugin.mounted.handle as { Export?: (agent: object) => unknown } | undefined;
		if (typeof handle?.Export !== "function") continue;
		const memory = handle.Export(coach.agent);
		if (memory !== undefined) state.plugins[plugin.package] = memory;
	}
	state.storage = (coach.host.ctx.storageDomain as MemoryDomainFacility).snapshot();
}

/** The agent's own call id (Claude Code and Codex send tool_use_id), so ledger lines match its transcript. */
function CallId(input: HookInput): string | undefined {
	return typeof input.tool_use_id === "string" && input.tool_use_id !== "" ? input.tool_use_id : undefined;
}

async function CallAnswer(
	agent: AgentAdapter,
	moment: Exclude<HookMoment, "prompt">,
	coach: CoachSession,
	tool: string,
	args: Readonly<Record<string, unknown>>,
	input: HookInput,
	rename: (text: string) => string,
): Promise<object | undefined> {
	const callId = CallId(input);
	if (moment === "pre") {
		const outcome = await coach.before(tool, args, callId);
		if (outcome.denied === undefined) return undefined;
		// The agent shows only the reason; the notices the denied call earned go with it.
		return agent.deny(rename([outcome.denied, ...NoticeTexts(outcome)].join("\n\n")));
	}
	// A failed call (Claude Code's PostToolUseFailure) is counted like a successful one, with its error as output.
	const result = agent.output(input);
	const outcome = await coach.after(
		tool,
		args,
		{ isError: result.isError, content: [{ type: "text", text: result.text }] },
		callId,
	);
	const texts = NoticeTexts(outcome);
	return texts.length === 0 ? undefined : agent.context(String(input.hook_event_name), rename(texts.join("\n\n")));
}

/** A prompt opens a turn; the sections the plugins keep in dsh's system prompt (tier 2) travel as its context. */
async function PromptAnswer(
	agent: AgentAdapter,
	coach: CoachSession,
	input: HookInput,
	rename: (text: string) => string,
): Promise<object | undefined> {
	const sections = await coach.sections();
	return sections.length === 0
		? undefined
		: agent.context(String(input.hook_event_name), rename(sections.map((section) => section.text).join("\n\n")));
}

function NoticeTexts(outcome: CallOutcome): string[] {
	return outcome.notices.map((notice) => notice.text).filter((text) => text !== "");
}

/** A line of the hook itself (module `dsh-coach hook`), written to the coach's ledger, which every hook mounts. */
function HookLine(ledgers: Ledgers, message: string): void {
	const logFile = ledgers.get(TOOL_COACH);
	if (logFile !== undefined) Append(State(undefined, { log: true, logFile }, { module: "dsh-coach hook" }), message);
}

/** Write the new ledger lines through the core's own Append, to each plugin's configured ledger file. */
function MirrorLedger(coach: CoachSession, ledgers: Ledgers, lines: readonly LedgerLine[]): void {
	if (lines.length === 0) return;
	for (const plugin of coach.plugins) {
		const logFile = ledgers.get(plugin.package);
		if (logFile === undefined) continue;
		for (const state of plugin.states) {
			const mirror = State(undefined, { log: true, logFile }, { module: state.Module });
			for (const line of lines) if (line.module === state.Module) Append(mirror, line.message);
		}
	}
}

import type { Context } from "@deepseek-ai/cordis";
import type { PostToolDecision, ToolExecution } from "@deepseek-ai/dsh-tools";
import {
	Activate,
	AgentStore,
	Append,
	CompileIntent,
	EnabledIntents,
	ExpandHome,
	FailOpen,
	Families,
	FindUnderBases,
	Kappa,
	LoadPack,
	Notice,
	OpensUserTurn,
	ResolveBases,
	ResolveWorkspace,
	SUGGESTER_FIELDS,
	SessionCwd,
	Snapshot,
	WithNotice,
} from "@playform/lib-dsh-core";
import type { CompiledIntent, Pack } from "@playform/lib-dsh-core";
import type { RawConfig } from "../Interface/Config";
import type { Entry } from "../Interface/Entry";
import type { AgentMemory, ReplayHandle, ReplayState } from "../Interface/State";
import { BUNDLE, FAMILY, MODULE, NOTICE_KIND } from "../Variable/Identity";
import { HISTORY_LIFT, OPEN_WAIT_MS } from "../Variable/Limits";
import { CallProbe } from "./CallProbe";
import { Candidates } from "./Candidates";
import { Detect } from "./Detect";
import { Judge } from "./Judge";
import { Lift } from "./Lift";
import { LoadSeed } from "./LoadSeed";
import { NewMemory, PushBounded, RingDepth } from "./Memory";
import { ExportMemory, ImportMemory } from "./MemoryJson";
import { ComposeNote } from "./Note";
import { CallPaths, Relativize } from "./Paths";
import { RecallFolder } from "./RecallFolder";
import { RecallHistory } from "./RecallHistory";
import { RecallSeed } from "./RecallSeed";
import { OpenStore, Reason } from "./Store";
import { ValidateConfig } from "./ValidateConfig";
import { WorkspaceTag } from "./WorkspaceTag";

/** The config fields the state reads live (every field; the store paths are read once below). */
export const FIELDS = [
	...SUGGESTER_FIELDS,
	"historyPath",
	"learnWindow",
	"recordPath",
	"historyDepth",
	"recall",
	"fallback",
] as const satisfies readonly (keyof RawConfig)[];

/** A pack target written `<…>` is illustrative, never checked. */
const PLACEHOLDER = /<[^>]*>/;

/** The built-in pack: the activation count before any workspace is known, and the fallback of a broken repo pack. */
const BuiltinPack = (): Pack => LoadPack(undefined);

/** Whether `promise` settles within `ms` (a storage that never answers must not hold the tool pipeline). */
const SettlesWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> => {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<boolean>((resolve) => {
		timer = setTimeout(() => resolve(false), ms);
		timer.unref?.();
	});
	return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
};

/** The session's working folder (the core's `SessionCwd`: absolute or nothing), else the process's. */
const CwdOf = (exec: ToolExecution): string => SessionCwd(exec.agent) ?? process.cwd();

/**
 * The wiring: validate, build the state, read the seeded store, open the recall store, and register the two
 * listeners. Every listener is fail-open: a fault returns the downstream decision untouched.
 */
export const Apply = (ctx: Context, config: RawConfig): void => {
	const settings = ValidateConfig(Snapshot(config, FIELDS) as Record<string, unknown>);
	const state = ctx.pluginFactory.State(ctx, config, { module: MODULE, fields: FIELDS }) as ReplayState;
	state.History = [];
	state.Seq = 1;
	state.Turn = 1;

	const seed = LoadSeed(ExpandHome(settings.historyPath));
	state.Seed = seed.records;
	Append(state, seed.line);

	const Announce = () => {
		const live = state.Config;
		if (!live.enabled) return Append(state, "disabled (enabled=false)");
		const intents = EnabledIntents(Families(BuiltinPack(), FAMILY), live.intents).length;
		Append(
			state,
			Activate([
				["", `bundle ${BUNDLE}`],
				["", `intents ${intents}`],
				["", `threshold ${live.threshold}`],
				["", `history ${live.historyDepth}`],
			]),
		);
	};
	Announce();

	const store = OpenStore(ctx, state, ExpandHome(settings.recordPath));
	state.Opened = store.Opened;
	let ready = false;
	void store.Opened.then(() => (ready = true));
	state.Flush = store.Flush;
	Object.defineProperty(state, "Tier", { enumerable: true, get: store.Tier });
	if (typeof (ctx as { effect?: unknown }).effect === "function") ctx.effect(() => () => store.Close());

	/** A workspace pack that fails to load must not silence the hook: the built-in intents answer, and the ledger says why once. */
	const refusedPacks = new Set<string>();
	const PackOf = (root: string): Pack => {
		try {
			return LoadPack(root);
		} catch (error) {
			const reason = Reason(error);
			if (!refusedPacks.has(reason) && refusedPacks.size < 64) {
				refusedPacks.add(reason);
				Append(state, `pack refused -> builtin (${reason})`);
			}
			return BuiltinPack();
		}
	};

	// calls made outside an agent (a direct `ctx.tools.execute`) share one memory
	const memories = AgentStore<AgentMemory>({
		New: NewMemory,
		Export: ExportMemory,
		Import: (data) => ImportMemory(data, RingDepth(state.Config.historyDepth)),
	});
	const MemoryOf = memories.Of;

	state.OnVolatile((paths) => {
		const changed = new Set(paths.map((path) => path[0]));
		if (changed.has("enabled")) Announce();
		if (changed.has("historyDepth")) store.Prune(state.History.splice(state.Config.historyDepth));
	});

	/** The producer: the call enters the agent's ring and the durable mirror BEFORE its recall runs. */
	const Record = (memory: AgentMemory, path: string, probe: string, outcome: string, workspace: string): Entry => {
		memory.Turn ??= state.Turn++;
		const entry: Entry = {
			seq: state.Seq++,
			path,
			intent: FAMILY,
			outcome,
			at: Date.now(),
			probe,
			turn: memory.Turn,
			workspace,
		};
		const depth = state.Config.historyDepth;
		PushBounded(memory.History, entry, RingDepth(depth));
		const evicted = PushBounded(state.History, entry, depth);
		Append(state, `recorded ${entry.path} (${state.History.length} in store)`);
		store.Persist(entry, evicted);
		return entry;
	};

	/** Static pack targets that exist under one of the call's three bases; recalled files are never checked. */
	const Targets = (intent: CompiledIntent | undefined, root: string, callPath: string): string[] => {
		if (!intent || intent.targets.length === 0) return [];
		const bases = ResolveBases(root, callPath);
		return intent.targets
			.filter((target) => !PLACEHOLDER.test(target))
			.flatMap((target) => FindUnderBases(target, bases) ?? []);
	};

	const Judged = async (exec: ToolExecution, decision: PostToolDecision): Promise<PostToolDecision> => {
		const live = state.Config;
		if (!live.enabled || !live.emitOn.includes(exec.name)) return decision;
		if (!ready && !(await SettlesWithin(state.Opened, OPEN_WAIT_MS))) return decision;
		const memory = MemoryOf(exec.agent);
		memory.Judged++;
		const cwd = CwdOf(exec);
		const absolute = CallPaths(exec.name, exec.arguments, cwd);
		if (absolute.length === 0) return decision;
		const workspace = ResolveWorkspace(absolute, cwd, PackOf);
		const base = workspace?.root ?? cwd;
		const paths = Relativize(absolute, base);
		// a call that names nothing inside the workspace touched nothing to recall
		if (paths.length === 0) return decision;
		const probe = CallProbe(exec.name, exec.arguments, paths[0], base);
		const tag = WorkspaceTag(base);
		const entry = Record(memory, paths[0], probe, decision.kind, tag);

		if (workspace === undefined) {
			Append(state, "abstained foreign-workspace 0.00");
			return decision;
		}
		const intents = EnabledIntents(Families(workspace.pack, FAMILY), live.intents).map(CompileIntent);
		if (intents.length === 0) return decision;

		const query = {
			tool: exec.name,
			path: paths[0],
			probe,
			fence: entry.seq,
			window: live.learnWindow,
			workspace: tag,
			turn: entry.turn,
		};
		const own =
			RecallSeed(state.Seed, probe) ??
			(live.recall === "episode" ? RecallHistory(memory.History, query, live.recall) : undefined) ??
			RecallHistory(state.History, query, live.recall);
		// the fallback tier: a path with nothing of its own to recall borrows what its folder's files came with
		const recall =
			live.fallback === "folder" && (own === undefined || own.files.length === 0)
				? (RecallFolder(state.History, query) ?? own)
				: own;
		const command = (exec.arguments as { command?: unknown } | undefined)?.command;
		const detection = Detect(
			intents,
			{
				tool: exec.name,
				path: paths[0],
				query: probe,
				command: typeof command === "string" ? command : undefined,
			},
			Lift(recall),
			live.threshold,
		);
		if (detection === undefined) return decision;
		if (detection.fired.length > 0) entry.intent = detection.kind;
		const intent = intents.find((candidate) => candidate.id === detection.id);
		const candidates = recall
			? Candidates(recall, paths, live.exclude, live.maxCandidates, Targets(intent, workspace.root, absolute[0]))
			: [];
		const verdict = Judge({
			detection,
			recall,
			candidates,
			judged: memory.Judged,
			lastNote: memory.LastNote.get(detection.kind),
			notesThisTurn: memory.NotesThisTurn,
			cooldownCalls: live.cooldownCalls,
			maxNotesPerTurn: live.maxNotesPerTurn,
			fallback: live.fallback !== "off",
			sureKappa: Kappa(detection.sum + HISTORY_LIFT),
		});
		const kappa = verdict.kappa.toFixed(2);
		if (verdict.kind === "abstain") {
			Append(state, `abstained ${verdict.reason} ${verdict.intent} ${kappa}`);
			return decision;
		}
		if (verdict.kind === "suppress") {
			Append(state, `suppressed ${verdict.reason} ${verdict.intent}`);
			return decision;
		}
		// a less-sure hint counts toward the turn's cap but starts no cooldown: it never silences a sure note after it
		if (verdict.kind === "suggest") memory.LastNote.set(verdict.intent, memory.Judged);
		memory.NotesThisTurn++;
		const note = ComposeNote({
			recall: recall!,
			candidates: verdict.candidates,
			path: paths[0],
			caveat: detection.note,
			unsure: verdict.kind === "hint",
		});
		const callId = String(exec.callId ?? "-");
		if (verdict.kind === "hint")
			Append(
				state,
				`hint ${verdict.intent} ${verdict.candidates.length} candidates ${kappa} ${verdict.basis} call ${callId}`,
			);
		else Append(state, `suggest ${verdict.intent} ${verdict.candidates.length} candidates ${kappa} call ${callId}`);
		const notice = Notice({ kind: NOTICE_KIND, summary: note.summary, text: note.text, cap: live.maxNoteChars });
		return WithNotice(decision, notice);
	};

	ctx.on(
		"tools/post-execute",
		FailOpen(state, "tools/post-execute", (decision, exec) => Judged(exec, decision)),
	);

	// an observer: the step's decision passes through whatever happens here
	ctx.on(
		"agent/pre-step",
		FailOpen(state, "agent/pre-step", (_decision, payload) => {
			if (state.Config.enabled && OpensUserTurn(payload?.messages)) {
				const memory = MemoryOf(payload.agent);
				memory.NotesThisTurn = 0;
				// a user turn is a new request: the first file it touches is a fresh query, not a repeat of the last note
				memory.LastNote.clear();
				memory.Turn = state.Turn++;
			}
		}),
	);

	try {
		ctx.emit("replay-suggester/state", state);
	} catch {
		// nobody listening is fine
	}

	// A hook host outside dsh mounts the plugin once per process and carries each agent's memory between them.
	const handle: ReplayHandle = {
		State: state,
		Export: memories.Export,
		Import: memories.Import,
	};
	try {
		ctx.__hookDshReplaySuggesterState = handle;
	} catch {
		// a context that refuses the property still runs the plugin
	}
};

declare module "@deepseek-ai/cordis" {
	interface Events {
		/** Emitted once per apply with the plugin's state, so a test bed can `Flush()` and read the ledger. */
		"replay-suggester/state"(state: ReplayState): void;
	}
	interface Context {
		/** The suggester's handle: hosts that run a process per call carry each agent's memory through it. */
		__hookDshReplaySuggesterState?: ReplayHandle;
	}
}

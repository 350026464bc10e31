import { existsSync } from "node:fs";
import type { Context } from "@deepseek-ai/cordis";
import type { UserMessage } from "@deepseek-ai/dsh-llm";
import {
	AgentStore,
	ExpandHome,
	FailOpen,
	FailOpenEvent,
	Probe,
	ResolveBases,
	ResolveWorkspace,
	Snapshot,
	SweepTemps,
	TightenLedger,
	TurnBoundary,
} from "@playform/lib-dsh-core";
import type { CompiledIntent } from "@playform/lib-dsh-core";
import type { SearchSuggesterConfig } from "../Interface/Config";
import type { Projection } from "../Interface/Projection";
import type { SuggesterState } from "../Interface/State";
import type { Verdict } from "../Interface/Verdict";
import {
	BUNDLE,
	DISMISS_TOOL,
	FIELDS,
	MODULE,
	NOTICE_KIND,
	PROJECTED_PER_INTENT,
	READ_ONLY_BUMP,
	SECTION_NAME,
} from "../Variable/Config";
import { ResolveCandidates } from "./Candidates";
import { Decide } from "./Decide";
import { Classify, Extract, IsExploratory, Judged, UserText } from "./Detect";
import { DismissTool } from "./Dismiss";
import type { DismissArgs, DismissOutcome } from "./Dismiss";
import { Builtin, PackOf, SearchIntents } from "./Intents";
import { KnowledgeQueue } from "./KnowledgeQueue";
import { WorkspaceEvidence } from "./Known";
import { Watch } from "./Learner";
import { NoteSummary, NoteText } from "./Note";
import {
	ActiveDismissals,
	HistoryOf,
	LearnedOf,
	ReadKnowledge,
	RecordDismissal,
	RecordFollow,
	RecordIgnore,
	RootOf,
} from "./Persist";
import { ProjectedIndex, SectionText } from "./Projected";
import { KindsOf, ProjectGraph, RefreshGraph } from "./Projection";
import { NewRing, PushCall, ResetTurn, SetKey, Touch } from "./Ring";
import { ExportRing, ImportRing } from "./RingJson";
import type { Ring } from "./Ring";
import { Concrete, Cwd, ReadOnlyAgent, Relative, Scoped, Touchable } from "./Scope";
import { SeedCandidates } from "./Seed";
import { Validate } from "./Validate";
import { ShallowView, ViewOfProjection } from "./WorkspaceView";
import type { WorkspaceView } from "./WorkspaceView";

type Live = { readonly [K in keyof SearchSuggesterConfig]: SearchSuggesterConfig[K] };

/** Emitted once per apply with the state: `ctx.on("search-suggester/state", (state) => …)`. */
export const STATE_EVENT = "search-suggester/state";

/** The ledger line of a call that gets no note; every string is written here, where it is produced. */
const Silence = (verdict: Exclude<Verdict, { kind: "suggest" }>): string => {
	if (verdict.kind === "suppress") {
		switch (verdict.reason) {
			case "dismissed":
				return `suppressed dismissed ${verdict.by ?? verdict.intent}`;
			case "cooldown":
				return `suppressed cooldown ${verdict.intent}`;
			case "cap":
				return `suppressed cap ${verdict.intent}`;
			case "dedupe":
				return `suppressed dedupe ${verdict.intent}`;
		}
	}
	const k = verdict.k.toFixed(2);
	switch (verdict.reason) {
		case "foreign-workspace":
			return "abstained foreign-workspace 0.00";
		case "no-signal":
			return "abstained no-signal 0.00";
		case "low-confidence":
			return `abstained low-confidence ${verdict.intent} ${k}`;
		case "ambiguous-target":
			return `abstained ambiguous-target ${verdict.intent} ${k}`;
		case "exploratory-question":
			return `abstained exploratory-question ${verdict.intent} ${k}`;
		case "no-companions":
			return `abstained no-companions ${verdict.intent} ${k}`;
	}
};

/**
 * Wires the plugin: validates the config, builds the state, seeds the knowledge, writes the activation line,
 * registers the four listeners and the dismiss tool. Returns the state (the entry's `apply` returns nothing).
 */
export const Apply = (ctx: Context, config: Record<string, unknown>): SuggesterState => {
	Validate(Snapshot(config, FIELDS) as Record<string, unknown>);
	const factory = ctx.pluginFactory;
	const state = factory.State(ctx, config as Record<keyof SearchSuggesterConfig, unknown>, {
		module: MODULE,
		fields: FIELDS,
	});
	const C = state.Config as unknown as Live;
	TightenLedger(C.logFile);
	// a writer killed mid-save leaves its temp file beside the knowledge file: swept once per mount
	SweepTemps(ExpandHome(C.persistPath));
	const opened = ReadKnowledge(C.persistPath);
	const s: SuggesterState = {
		factory,
		state,
		// the agent's ring; calls made without an agent (a direct `ctx.tools.execute`) share one
		rings: AgentStore<Ring>({ New: NewRing, Export: (ring) => ExportRing(ring, Builtin()), Import: ImportRing }),
		knowledge: opened.knowledge,
		persistPath: C.persistPath,
		refreshOnBoot: C.refreshOnBoot,
		projections: new Map(),
		section: undefined,
		judged: 0,
		dismissTool: false,
		now: () => Date.now(),
		Export: (agent) => s.rings.Export(agent),
		Import: (agent, data) => s.rings.Import(agent, data),
	};
	try {
		ctx.__hookDshSearchSuggesterState = s;
	} catch {
		// a context that refuses the property still runs the plugin
	}
	const log = (message: string) => factory.Append(state, message);
	const corrupt = (reason: string) => log(`knowledge corrupt -> backed up, starting fresh (${reason})`);
	// a refused pack layer (bad YAML, a catastrophic signal) says so once per distinct reason
	const refusals = new Set<string>();
	const Refused = (error: unknown) => {
		const reason = String((error as Error)?.message ?? error)
			.replace(/\s+/g, " ")
			.slice(0, 240);
		if (refusals.has(reason) || refusals.size >= 64) return;
		refusals.add(reason);
		log(`pack refused -> builtin (${reason})`);
	};
	if (opened.corrupt !== undefined) corrupt(opened.corrupt);
	const packOf = (root: string) => PackOf(root, Refused);

	const queue = KnowledgeQueue(s, corrupt, (reason) => log(`knowledge save failed -> kept in memory (${reason})`));
	const Learn = queue.Learn;
	const save = queue.Save;

	const projectionOf = (root: string, intents: readonly CompiledIntent[]): Projection => {
		const hit = s.projections.get(root);
		if (hit && (hit.available || !s.refreshOnBoot)) return hit;
		const projection = ProjectGraph(ctx, root, intents, C.exclude);
		s.projections.set(root, projection);
		return projection;
	};

	// R14's view: the graph's when it answers, else the root manifests', rebuilt at most every 30 s per root
	const views = new WeakMap<Projection, WorkspaceView>();
	const shallow = new Map<string, { view: WorkspaceView; at: number }>();
	const viewOf = (root: string, projection: Projection): WorkspaceView => {
		if (projection.available) {
			let view = views.get(projection);
			if (!view) views.set(projection, (view = ViewOfProjection(projection)));
			return view;
		}
		const hit = shallow.get(root);
		if (hit && s.now() - hit.at < 30_000) return hit.view;
		if (shallow.size >= 64) shallow.clear();
		const view = ShallowView(root, C.exclude);
		shallow.set(root, { view, at: s.now() });
		return view;
	};

	const seedRoot = (root: string, intents: readonly CompiledIntent[]) => {
		if (s.knowledge.roots[root]?.seededAt !== undefined) return;
		const seed = SeedCandidates(
			intents,
			root,
			existsSync,
			projectionOf(root, intents),
			C.exclude,
			PROJECTED_PER_INTENT,
		);
		const seededAt = new Date(s.now()).toISOString();
		Learn((knowledge) => {
			const entry = RootOf(knowledge, root);
			if (entry.seededAt !== undefined) return;
			entry.seed = seed;
			entry.seededAt = seededAt;
		});
	};

	const activation = () => {
		const count = SearchIntents(Builtin(), C.intents).length;
		return factory.Activate([
			["", `bundle ${BUNDLE}`],
			["", `intents ${count}`],
			["", `threshold ${C.threshold}`],
		]);
	};

	let enabled = C.enabled;
	if (!enabled) log("disabled (enabled=false)");
	else {
		if (C.seed) {
			try {
				const found = ResolveWorkspace([], process.cwd(), packOf);
				if (found) seedRoot(found.root, SearchIntents(found.pack, C.intents));
			} catch {
				// the seed is an optimisation; a failure leaves it to the first call
			}
		}
		log(activation());
	}
	state.OnVolatile(() => {
		s.section = undefined;
		if (C.enabled !== enabled) {
			enabled = C.enabled;
			log(enabled ? activation() : "disabled (enabled=false)");
		}
	});

	/** The tool runtime, probed at run time: it is not injected, so a bare mount (no `tools`) still applies. */
	const Tools = () => Probe<Context["tools"]>(ctx, "tools");

	/** The tools an agent sees (the host's listing), for abstention 5. */
	const toolNames = (scope: unknown) => Tools()?.schemas?.(scope as never);

	/** The learner: records what Watch concluded about the open notes, then saves. */
	const observe = (ring: Ring, paths: readonly string[], judged: boolean) => {
		if (!C.learn || ring.pending.length === 0) return;
		const { pending, events } = Watch(ring.pending, paths, judged);
		ring.pending = pending;
		for (const event of events) {
			if (event.kind === "followed") {
				Learn((knowledge) => RecordFollow(knowledge, event.root, event.intent, event.path, event.nearMiss));
				log(
					event.nearMiss
						? `followed ${event.intent} ${event.path} (near-miss)`
						: `followed ${event.intent} ${event.path}`,
				);
			} else {
				const history = Learn((knowledge) => RecordIgnore(knowledge, event.root, event.intent));
				log(`ignored ${event.intent} (history ${history.toFixed(2)})`);
			}
		}
		if (events.length > 0) save();
	};

	const onCall = (exec: { name?: unknown; arguments?: unknown; agent?: unknown }): UserMessage | undefined => {
		if (!C.enabled) return undefined;
		const tool = exec.name;
		const agent = exec.agent;
		const ring = s.rings.Of(agent);
		const cwd = Cwd(agent);
		if (!Judged(tool, C.emitOn)) {
			// Edits and writes still tell the learner where the model went.
			const path = (exec.arguments as { file_path?: unknown } | undefined)?.file_path;
			if (typeof path === "string" && ring.pending.length > 0) {
				const root = ring.pending[0]!.root;
				observe(ring, Relative([path], cwd, root), false);
			}
			return undefined;
		}
		const shape = Extract(tool as string, exec.arguments, ring.user);
		if (!shape) return undefined;
		ring.judged++;
		s.judged++;
		const concrete = Concrete(shape.places, cwd);
		const found = ResolveWorkspace(concrete, cwd, packOf);
		if (!found || !Scoped(found.root, concrete, cwd, C.scopeRoots)) {
			PushCall(ring, { index: ring.judged, leaning: [], paths: [] });
			log(Silence({ kind: "abstain", reason: "foreign-workspace", k: 0 }));
			return undefined;
		}
		const root = found.root;
		const intents = SearchIntents(found.pack, C.intents);
		const rel = Relative(shape.places, cwd, root);
		observe(ring, rel, true);
		Touch(ring, Touchable(rel));
		if (C.seed) seedRoot(root, intents);
		const projection = projectionOf(root, intents);
		if (ring.readOnly === undefined) ring.readOnly = ReadOnlyAgent(agent, toolNames);
		const view = viewOf(root, projection);
		const detection = Classify({
			shape,
			relative: rel,
			intents,
			floor: C.threshold,
			bump: ring.readOnly ? READ_ONLY_BUMP : 0,
			history: HistoryOf(s.knowledge, root),
			ring: ring.calls,
			facts: view.facts,
			exploratory: IsExploratory(ring.user),
			known: WorkspaceEvidence(shape, view, intents),
		});
		PushCall(ring, {
			index: ring.judged,
			leaning: detection.scores.filter((score) => score.sum >= 1).map((score) => score.kind),
			paths: rel,
		});
		const winner = detection.winner;
		const kinds = winner ? KindsOf(winner.intent) : [];
		const candidates =
			detection.verdict === "pass" && winner
				? ResolveCandidates({
						intent: winner.intent,
						kinds,
						bases: ResolveBases(root, concrete[0]),
						exists: existsSync,
						projection,
						seed: s.knowledge.roots[root]?.seed?.[winner.kind] ?? [],
						learned: LearnedOf(s.knowledge, root, winner.kind),
						factPaths: winner.factPaths,
						exclude: C.exclude,
					})
				: [];
		const verdict = Decide({
			detection,
			shape,
			relative: rel,
			candidates,
			kinds,
			projection,
			// the note shows a stated fact only when the graph states it (without the graph it names the files alone)
			facts: projection.facts,
			dismissals: ActiveDismissals(s.knowledge, root, Math.floor(s.now() / 1000)),
			turn: ring,
			cooldownCalls: C.cooldownCalls,
			maxNotesPerTurn: C.maxNotesPerTurn,
			maxCandidates: C.maxCandidates,
		});
		if (verdict.kind !== "suggest" || !winner) {
			log(Silence(verdict as Exclude<Verdict, { kind: "suggest" }>));
			return undefined;
		}
		const { intent: kind, candidates: final } = verdict;
		const text = NoteText({
			kind,
			k: verdict.k,
			candidates: final,
			facts: verdict.facts,
			caveat: winner.intent.note,
			dismissTool: s.dismissTool,
			cap: C.maxNoteChars,
		});
		const note = factory.Notice({
			kind: NOTICE_KIND,
			summary: NoteSummary(kind, final),
			text,
			cap: C.maxNoteChars,
		});
		ring.lastNote.set(kind, ring.judged);
		ring.notes++;
		ring.noted.add(SetKey(final));
		ring.lastIntent = kind;
		if (C.learn) ring.pending.push({ intent: kind, root, candidates: final, remaining: C.learnWindow });
		log(`suggest ${kind} ${verdict.k.toFixed(2)} ${final.length} candidates`);
		return note;
	};

	// a hostile payload never reaches the waterfall
	ctx.on(
		"tools/post-execute",
		FailOpen(state, "tools/post-execute", (decision, exec) => {
			const note = onCall(exec);
			if (note && decision && typeof decision === "object") {
				return {
					...decision,
					additionalContexts: [note, ...(decision.additionalContexts ?? [])],
				} as typeof decision;
			}
		}),
	);

	// the reset is best-effort; the step proceeds
	ctx.on(
		"agent/pre-step",
		FailOpen(state, "agent/pre-step", (_decision, payload) => {
			if (!C.enabled) return;
			const ring = s.rings.Of(payload?.agent);
			const turn = typeof payload?.turn === "number" ? payload.turn : 0;
			if (TurnBoundary(ring.turn, turn) !== undefined) ResetTurn(ring, turn);
			const text = UserText(payload?.messages);
			if (text !== undefined) ring.user = text;
		}),
	);

	ctx.on(
		"system-prompt/assemble",
		FailOpen(state, "system-prompt/assemble", (out, _assembly, context) => {
			if (!C.enabled || C.sectionMode !== "sticky" || !out || !Array.isArray(out.sections)) return out;
			const found = ResolveWorkspace([], Cwd(context?.scope), packOf);
			if (!found) return out;
			const root = found.root;
			if (!s.section || s.section.root !== root || s.judged - s.section.builtAt >= C.sectionTtl) {
				const intents = SearchIntents(found.pack, C.intents);
				if (C.seed) seedRoot(root, intents);
				const entries = ProjectedIndex(
					projectionOf(root, intents),
					intents,
					PROJECTED_PER_INTENT,
					s.knowledge.roots[root]?.seed ?? {},
				);
				s.section = { text: SectionText(entries), builtAt: s.judged, root };
				log(`section rebuilt (ttl ${C.sectionTtl})`);
			}
			if (s.section.text === "") return out;
			return { ...out, sections: [...out.sections, { name: SECTION_NAME, text: s.section.text }] };
		}),
	);

	// a fault keeps the old caches until the next change
	ctx.on(
		"tools/change",
		FailOpenEvent(state, "tools/change", () => {
			if (s.refreshOnBoot) {
				s.projections.clear();
				RefreshGraph(ctx);
			}
			if (s.section) {
				s.section = undefined;
				log("section invalidated (tools/change)");
			}
		}),
	);

	const dismiss = (args: DismissArgs, exec: { agent?: unknown }): DismissOutcome => {
		const ring = s.rings.Of(exec?.agent);
		const asked = typeof args?.intent === "string" && args.intent.trim() !== "" ? args.intent.trim() : undefined;
		const intent = asked ?? ring.lastIntent ?? "*";
		const cwd = Cwd(exec?.agent);
		const root = ResolveWorkspace([], cwd, packOf)?.root ?? cwd;
		const path =
			typeof args?.path === "string" && args.path.trim() !== ""
				? Relative([args.path.trim()], cwd, root)[0]
				: undefined;
		const nowSeconds = Math.floor(s.now() / 1000);
		const until = nowSeconds + C.dismissTtl;
		Learn((knowledge) =>
			RecordDismissal(knowledge, root, { intent, ...(path ? { path } : {}), until }, nowSeconds),
		);
		save();
		log(path ? `dismissed ${intent} ${path}` : `dismissed ${intent}`);
		return { dismissed: intent, ...(path ? { path } : {}), until: new Date(until * 1000).toISOString() };
	};
	// the dismiss tool needs the tool runtime; a bare mount without it still suggests, and says so once
	const Register = (): boolean => {
		const tools = Tools();
		if (!tools || typeof tools.register !== "function") return false;
		try {
			tools.register(DismissTool((args, exec) => dismiss(args, exec)));
			s.dismissTool = true;
		} catch {
			// a runtime that refuses the tool leaves the notes without the dismiss hint
		}
		return true;
	};
	if (!Register())
		// a hook host lists the other agent's tools but cannot add one that agent could call
		log(
			Tools()
				? "dismiss tool skipped (tools service cannot register)"
				: "dismiss tool skipped (no tools service)",
		);
	// a tool runtime provided after the mount (or again after it left) gets the tool then
	ctx.on("internal/service", (service: string) => {
		if (service !== "tools") return;
		try {
			if (!Tools()) s.dismissTool = false;
			else if (!s.dismissTool && Register() && s.dismissTool)
				log("dismiss tool registered (tools service arrived)");
		} catch {
			// the provider's mount never fails for the suggester
		}
	});
	try {
		// Announce the state, so a host (the smokes, the demo) can observe it from the root context.
		ctx.emit?.(STATE_EVENT, s);
	} catch {
		// nobody listening is fine
	}
	return s;
};

export { DISMISS_TOOL };

declare module "@deepseek-ai/cordis" {
	interface Events {
		/** Emitted once per apply with the plugin's state, so a host (the smokes, the demo) can observe it. */
		"search-suggester/state"(state: SuggesterState): void;
	}
	interface Context {
		/** The suggester's state, for hosts and tests; hosts that run a process per call carry the rings through `Export`/`Import`. */
		__hookDshSearchSuggesterState?: SuggesterState;
	}
}

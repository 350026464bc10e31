import type { Context } from "@deepseek-ai/cordis";
import {
	AgentStore,
	ExpandHome,
	FailOpen,
	FailOpenEvent,
	ResolveWorkspace,
	Snapshot,
	SweepTemps,
	TightenLedger,
	TurnBoundary,
	WithNotice,
} from "@playform/lib-dsh-core";
import type { SearchSuggesterConfig } from "../Interface/Config";
import type { SuggesterState } from "../Interface/State";
import type { LiveConfig, Wiring } from "../Interface/Wiring";
import { BUNDLE, DISMISS_TOOL, FIELDS, MODULE, SECTION_NAME } from "../Variable/Config";
import { UserText } from "./Detect";
import { Builtin, PackOf, SearchIntents } from "./Intents";
import { KnowledgeQueue } from "./KnowledgeQueue";
import { MountDismiss, ToolsOf } from "./MountDismiss";
import { OnCall } from "./OnCall";
import { ReadKnowledge } from "./Persist";
import { RefreshGraph } from "./Projection";
import { NewRing, ResetTurn } from "./Ring";
import { ExportRing, ImportRing } from "./RingJson";
import type { Ring } from "./Ring";
import { SectionFor } from "./Section";
import { Validate } from "./Validate";
import { Workspaces } from "./Workspaces";

/** Emitted once per apply with the state: `ctx.on("search-suggester/state", (state) => …)`. */
export const STATE_EVENT = "search-suggester/state";

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
	const C = state.Config as unknown as LiveConfig;
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
	const w: Wiring = { ctx, s, C, log, packOf, Learn: queue.Learn, save: queue.Save };
	const workspaces = Workspaces(w);

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
				if (found) workspaces.seedRoot(found.root, SearchIntents(found.pack, C.intents));
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

	const Tools = ToolsOf(ctx);
	// the tools an agent sees (the host's listing), for abstention 5
	const onCall = OnCall(w, workspaces, (scope) => Tools()?.schemas?.(scope as never));

	// a hostile payload never reaches the waterfall
	ctx.on(
		"tools/post-execute",
		FailOpen(state, "tools/post-execute", (decision, exec, result) => {
			const note = onCall(exec, result);
			if (note && decision && typeof decision === "object") return WithNotice(decision, note);
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
			const text = SectionFor(w, workspaces, context?.scope);
			if (text === undefined || text === "") return out;
			return { ...out, sections: [...out.sections, { name: SECTION_NAME, text }] };
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

	MountDismiss(w, Tools);
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

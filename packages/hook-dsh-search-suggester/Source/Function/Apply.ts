import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import type { Context } from "@deepseek-ai/cordis";
import type { UserMessage } from "@deepseek-ai/dsh-llm";
import { CompileIntent, ExpandHome, Families, Fault, LoadPack, ResolveBases, ResolveRoot, Snapshot, SweepTemps, TightenLedger } from "@playform/lib-dsh-core";
import type { CompiledIntent, Pack } from "@playform/lib-dsh-core";
import type { SearchSuggesterConfig } from "../Interface/Config";
import type { FactoryView } from "../Interface/Factory";
import type { Projection } from "../Interface/Projection";
import type { SuggesterState } from "../Interface/State";
import { BUNDLE, DISMISS_TOOL, FIELDS, MODULE, NOTICE_KIND, PROJECTED_PER_INTENT, READ_ONLY_BUMP, SECTION_NAME } from "../Variable/Config";
import { ResolveCandidates } from "./Candidates";
import { Classify, Companions, Extract, IsExploratory, Judged, NamesFact, UserText } from "./Detect";
import { DismissTool } from "./Dismiss";
import type { DismissArgs, DismissOutcome } from "./Dismiss";
import { Observe } from "./Learn";
import { Measure } from "./Measure";
import { NoteSummary, NoteText } from "./Note";
import { Covers } from "./Path";
import { ActiveDismissals, HistoryOf, LearnedOf, ReadKnowledge, RecordDismissal, RecordFollow, RecordIgnore, RootOf, SaveKnowledgeChanges } from "./Persist";
import type { KnowledgeChange } from "./Persist";
import { ProjectedIndex, SectionText } from "./Projected";
import { KindsOf, ProjectGraph, RefreshGraph } from "./Projection";
import { DETACHED_AGENT, PushCall, ResetTurn, RingFor, SetKey, Touch } from "./Ring";
import { ExportRing, ImportRing } from "./RingJson";
import type { Ring } from "./Ring";
import { FilterDismissed, Rank } from "./Score";
import { SeedCandidates } from "./Seed";
import { Validate } from "./Validate";

type Live = { readonly [K in keyof SearchSuggesterConfig]: SearchSuggesterConfig[K] };

const STATE_KEY = "__hookDshSearchSuggesterState";
/** Emitted once per apply with the state: `ctx.on("search-suggester/state", (state) => …)`. */
export const STATE_EVENT = "search-suggester/state";

const Cwd = (agent: unknown): string => {
	const cwd = (agent as { session?: { header?: { cwd?: unknown } } } | undefined)?.session?.header?.cwd;
	return typeof cwd === "string" && isAbsolute(cwd) ? cwd : process.cwd();
};

/** A path operand that names a place (not a glob pattern), resolved against the call's cwd. */
const Concrete = (paths: readonly string[], cwd: string): string[] =>
	paths.filter((path) => path !== "" && !/[*?[\]{}]/.test(path)).map((path) => (isAbsolute(path) ? path : resolve(cwd, path)));

/** Root-relative spellings; a glob keeps its pattern, a path outside the root keeps its absolute form. */
const Relative = (paths: readonly string[], cwd: string, root: string): string[] =>
	paths.map((path) => {
		if (/[*?[\]{}]/.test(path) && !isAbsolute(path)) return path.replace(/^\.\//, "");
		const absolute = isAbsolute(path) ? path : resolve(cwd, path);
		const rel = relative(root, absolute);
		return rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? absolute : rel;
	});

let builtin: Pack | undefined;
/** The built-in pack (its signature finds roots); merged once, it never changes at run time. */
const Builtin = (): Pack => (builtin ??= LoadPack(undefined));

/** The resolved pack of a root; a broken workspace or user layer falls back to the built-in one (fail-open). */
const PackOf = (root: string, refused?: (error: unknown) => void): Pack => {
	try {
		return LoadPack(root);
	} catch (error) {
		refused?.(error);
		return Builtin();
	}
};

const SearchIntents = (pack: Pack, enabled: readonly string[]): CompiledIntent[] =>
	Families(pack, "search")
		.filter((intent) => enabled.includes(intent.kind))
		.map(CompileIntent);

/** Abstention 5: a subagent whose visible tools cannot write or edit. */
const ReadOnly = (ctx: Context, agent: unknown): boolean => {
	const header = (agent as { session?: { header?: { origin?: unknown; delegationDepth?: unknown } } } | undefined)?.session?.header;
	if (!header || (header.origin !== "subagent" && !(typeof header.delegationDepth === "number" && header.delegationDepth > 0))) return false;
	try {
		const tools = (ctx as unknown as { tools?: { schemas?: (scope?: unknown) => { name: string }[] } }).tools;
		const names = tools?.schemas?.(agent)?.map((schema) => schema.name);
		return Array.isArray(names) && !names.some((name) => name === "write" || name === "edit");
	} catch {
		return false;
	}
};

/**
 * Wires the plugin: validates the config, builds the state, seeds the knowledge, writes the activation line,
 * registers the four listeners and the dismiss tool. Returns the state (the entry's `apply` returns nothing).
 */
export const Apply = (ctx: Context, config: Record<string, unknown>): SuggesterState => {
	Validate(Snapshot(config, FIELDS) as Record<string, unknown>);
	const factory = (ctx as unknown as { pluginFactory: FactoryView }).pluginFactory;
	const state = factory.State(ctx, config as Record<keyof SearchSuggesterConfig, unknown>, { module: MODULE, fields: FIELDS });
	const C = state.Config as unknown as Live;
	TightenLedger(C.logFile);
	// a writer killed mid-save leaves its temp file beside the knowledge file: swept once per mount
	SweepTemps(ExpandHome(C.persistPath));
	const opened = ReadKnowledge(C.persistPath);
	const s: SuggesterState = {
		factory,
		state,
		rings: new WeakMap(),
		knowledge: opened.knowledge,
		persistPath: C.persistPath,
		refreshOnBoot: C.refreshOnBoot,
		projections: new Map(),
		section: undefined,
		judged: 0,
		dismissTool: false,
		now: () => Date.now(),
		Export: (agent) => {
			const ring = s.rings.get((agent ?? DETACHED_AGENT) as object);
			return ring ? ExportRing(ring, Builtin()) : undefined;
		},
		Import: (agent, data) => {
			s.rings.set((agent ?? DETACHED_AGENT) as object, ImportRing(data));
		},
	};
	try {
		(ctx as unknown as Record<string, unknown>)[STATE_KEY] = s;
	} catch {
		// a context that refuses the property still runs the plugin
	}
	const log = (message: string) => factory.Append(state, message);
	const corrupt = (reason: string) => log(`knowledge corrupt -> backed up, starting fresh (${reason})`);
	// a refused pack layer (bad YAML, a catastrophic signal) says so once per distinct reason
	const refusals = new Set<string>();
	const Refused = (error: unknown) => {
		const reason = String((error as Error)?.message ?? error).replace(/\s+/g, " ").slice(0, 240);
		if (refusals.has(reason) || refusals.size >= 64) return;
		refusals.add(reason);
		log(`pack refused -> builtin (${reason})`);
	};
	if (opened.corrupt !== undefined) corrupt(opened.corrupt);

	// Every change is applied here at once and kept until a save replays it onto the file's latest version.
	let unsaved: KnowledgeChange[] = [];
	const Learn = <T>(change: (knowledge: SuggesterState["knowledge"]) => T): T => {
		unsaved.push((knowledge) => void change(knowledge));
		// bounded: a file that stays unwritable must not grow the queue without end
		if (unsaved.length > 1000) unsaved.splice(0, unsaved.length - 1000);
		return change(s.knowledge);
	};
	let saveFailure: string | undefined;
	const save = () => {
		if (unsaved.length === 0) return;
		try {
			const saved = SaveKnowledgeChanges(s.persistPath, unsaved);
			unsaved = [];
			saveFailure = undefined;
			// adopt the merged file: it also holds what other processes learned
			s.knowledge = saved.knowledge;
			if (saved.corrupt !== undefined) corrupt(saved.corrupt);
		} catch (error) {
			// an unwritable or busy knowledge file keeps the learning in memory until a later save
			const reason = String((error as { code?: unknown })?.code ?? (error as Error)?.message ?? error);
			if (reason !== saveFailure) log(`knowledge save failed -> kept in memory (${(saveFailure = reason)})`);
		}
	};

	const projectionOf = (root: string, intents: readonly CompiledIntent[]): Projection => {
		const hit = s.projections.get(root);
		if (hit && (hit.available || !s.refreshOnBoot)) return hit;
		const projection = ProjectGraph(ctx, root, intents, C.exclude);
		s.projections.set(root, projection);
		return projection;
	};

	const seedRoot = (root: string, intents: readonly CompiledIntent[]) => {
		if (s.knowledge.roots[root]?.seededAt !== undefined) return;
		const seed = SeedCandidates(intents, root, existsSync, projectionOf(root, intents), C.exclude, PROJECTED_PER_INTENT);
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
				const pack = Builtin();
				const root = ResolveRoot([], pack.signature, process.cwd());
				if (root) seedRoot(root, SearchIntents(PackOf(root, Refused), C.intents));
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

	/** The learner: a touched path closes a pending note as followed or near-miss; a judged call spends its window. */
	const observe = (ring: Ring, paths: readonly string[], judged: boolean) => {
		if (!C.learn || ring.pending.length === 0) return;
		let dirty = false;
		ring.pending = ring.pending.filter((pending) => {
			const seen = Observe(pending, paths);
			if (seen) {
				Learn((knowledge) => RecordFollow(knowledge, pending.root, pending.intent, seen.path, seen.status === "near-miss"));
				log(seen.status === "near-miss" ? `followed ${pending.intent} ${seen.path} (near-miss)` : `followed ${pending.intent} ${seen.path}`);
				dirty = true;
				return false;
			}
			if (!judged) return true;
			pending.remaining--;
			if (pending.remaining > 0) return true;
			const history = Learn((knowledge) => RecordIgnore(knowledge, pending.root, pending.intent));
			log(`ignored ${pending.intent} (history ${history.toFixed(2)})`);
			dirty = true;
			return false;
		});
		if (dirty) save();
	};

	const onCall = (exec: { name?: unknown; arguments?: unknown; agent?: unknown }): UserMessage | undefined => {
		if (!C.enabled) return undefined;
		const tool = exec.name;
		const agent = exec.agent;
		const ring = RingFor(s.rings, agent);
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
		const known = Builtin();
		const root = ResolveRoot(concrete, known.signature, cwd);
		const scoped =
			root !== undefined &&
			C.scopeRoots.some((scopeRoot) => {
				const base = resolve(root, scopeRoot);
				return [...(concrete.length > 0 ? concrete : [cwd])].every((path) => {
					const rel = relative(base, path);
					return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
				});
			});
		if (!root || !scoped) {
			PushCall(ring, { index: ring.judged, leaning: [], paths: [] });
			log("abstained foreign-workspace 0.00");
			return undefined;
		}
		const intents = SearchIntents(PackOf(root, Refused), C.intents);
		const rel = Relative(shape.places, cwd, root);
		observe(ring, rel, true);
		Touch(ring, rel.filter((path) => !/[*?[\]{}]/.test(path) && !isAbsolute(path)));
		if (C.seed) seedRoot(root, intents);
		const projection = projectionOf(root, intents);
		if (ring.readOnly === undefined) ring.readOnly = ReadOnly(ctx, agent);
		const detection = Classify({
			shape,
			relative: rel,
			intents,
			floor: C.threshold,
			bump: ring.readOnly ? READ_ONLY_BUMP : 0,
			history: HistoryOf(s.knowledge, root),
			ring: ring.calls,
			facts: projection.facts,
			exploratory: IsExploratory(ring.user),
		});
		PushCall(ring, { index: ring.judged, leaning: detection.scores.filter((score) => score.sum >= 1).map((score) => score.kind), paths: rel });
		const winner = detection.winner;
		if (detection.verdict === "no-signal" || !winner) {
			log("abstained no-signal 0.00");
			return undefined;
		}
		const kind = winner.kind;
		const k = detection.k.toFixed(2);
		if (detection.verdict !== "pass") {
			log(`abstained ${detection.verdict} ${kind} ${k}`);
			return undefined;
		}
		const bases = ResolveBases(root, concrete[0]);
		const kinds = KindsOf(winner.intent);
		const resolved = ResolveCandidates({
			intent: winner.intent,
			kinds,
			bases,
			exists: existsSync,
			projection,
			seed: s.knowledge.roots[root]?.seed?.[kind] ?? [],
			learned: LearnedOf(s.knowledge, root, kind),
			factPaths: winner.factPaths,
			exclude: C.exclude,
		});
		const companions = Companions(resolved, rel, shape.reading);
		if (companions.length === 0) {
			log(`abstained no-companions ${kind} ${k}`);
			return undefined;
		}
		const ranked = Rank(companions.map((path) => Measure(path, kinds, projection, winner.factPaths)));
		const { kept, blockedBy } = FilterDismissed(kind, ranked, ActiveDismissals(s.knowledge, root, Math.floor(s.now() / 1000)));
		if (blockedBy !== undefined) {
			log(`suppressed dismissed ${blockedBy}`);
			return undefined;
		}
		const last = ring.lastNote.get(kind);
		if (last !== undefined && ring.judged - last <= C.cooldownCalls) {
			log(`suppressed cooldown ${kind}`);
			return undefined;
		}
		if (ring.notes >= C.maxNotesPerTurn) {
			log(`suppressed cap ${kind}`);
			return undefined;
		}
		const fresh = kept.filter((candidate) => ![...ring.touched].some((path) => Covers(candidate, path) && !candidate.endsWith("/")));
		const final = fresh.slice(0, C.maxCandidates);
		if (final.length === 0 || ring.noted.has(SetKey(final))) {
			log(`suppressed dedupe ${kind}`);
			return undefined;
		}
		const facts: Record<string, string> = {};
		for (const fact of projection.facts) {
			if (final.includes(fact.path) && winner.factPaths.includes(fact.path) && NamesFact(fact, shape.literal, shape.texts.query)) facts[fact.path] = `${fact.field} ${fact.value}`;
		}
		const text = NoteText({ kind, k: detection.k, candidates: final, facts, caveat: winner.intent.note, dismissTool: s.dismissTool, cap: C.maxNoteChars });
		const note = factory.Notice({ kind: NOTICE_KIND, summary: NoteSummary(kind, final), text, cap: C.maxNoteChars });
		ring.lastNote.set(kind, ring.judged);
		ring.notes++;
		ring.noted.add(SetKey(final));
		ring.lastIntent = kind;
		if (C.learn) ring.pending.push({ intent: kind, root, candidates: final, remaining: C.learnWindow });
		log(`suggest ${kind} ${k} ${final.length} candidates`);
		return note;
	};

	ctx.on("tools/post-execute", async (exec, result, next) => {
		const decision = await next();
		try {
			const note = onCall(exec as never);
			if (note && decision && typeof decision === "object") {
				return { ...decision, additionalContexts: [note, ...(decision.additionalContexts ?? [])] } as typeof decision;
			}
		} catch (error) {
			// a hostile payload never reaches the waterfall
			Fault(state, "tools/post-execute", error);
		}
		return decision;
	});

	ctx.on("agent/pre-step", async (payload, next) => {
		const decision = await next();
		try {
			if (C.enabled) {
				const ring = RingFor(s.rings, payload?.agent);
				const turn = typeof payload?.turn === "number" ? payload.turn : 0;
				if (ring.turn !== turn) ResetTurn(ring, turn);
				const text = UserText(payload?.messages);
				if (text !== undefined) ring.user = text;
			}
		} catch (error) {
			// the reset is best-effort; the step proceeds
			Fault(state, "agent/pre-step", error);
		}
		return decision;
	});

	ctx.on("system-prompt/assemble", async (assembly, context, next) => {
		const out = await next();
		try {
			if (!C.enabled || C.sectionMode !== "sticky" || !out || !Array.isArray(out.sections)) return out;
			const cwd = Cwd(context?.scope);
			const root = ResolveRoot([], Builtin().signature, cwd);
			if (!root) return out;
			if (!s.section || s.section.root !== root || s.judged - s.section.builtAt >= C.sectionTtl) {
				const intents = SearchIntents(PackOf(root, Refused), C.intents);
				if (C.seed) seedRoot(root, intents);
				const entries = ProjectedIndex(projectionOf(root, intents), intents, PROJECTED_PER_INTENT, s.knowledge.roots[root]?.seed ?? {});
				s.section = { text: SectionText(entries), builtAt: s.judged, root };
				log(`section rebuilt (ttl ${C.sectionTtl})`);
			}
			if (s.section.text === "") return out;
			return { ...out, sections: [...out.sections, { name: SECTION_NAME, text: s.section.text }] };
		} catch (error) {
			Fault(state, "system-prompt/assemble", error);
			return out;
		}
	});

	ctx.on("tools/change", () => {
		try {
			if (s.refreshOnBoot) {
				s.projections.clear();
				RefreshGraph(ctx);
			}
			if (s.section) {
				s.section = undefined;
				log("section invalidated (tools/change)");
			}
		} catch (error) {
			// the old caches stay until the next change
			Fault(state, "tools/change", error);
		}
	});

	const dismiss = (args: DismissArgs, exec: { agent?: unknown }): DismissOutcome => {
		const ring = RingFor(s.rings, exec?.agent);
		const asked = typeof args?.intent === "string" && args.intent.trim() !== "" ? args.intent.trim() : undefined;
		const intent = asked ?? ring.lastIntent ?? "*";
		const cwd = Cwd(exec?.agent);
		const root = ResolveRoot([], Builtin().signature, cwd) ?? cwd;
		const path = typeof args?.path === "string" && args.path.trim() !== "" ? Relative([args.path.trim()], cwd, root)[0] : undefined;
		const nowSeconds = Math.floor(s.now() / 1000);
		const until = nowSeconds + C.dismissTtl;
		Learn((knowledge) => RecordDismissal(knowledge, root, { intent, ...(path ? { path } : {}), until }, nowSeconds));
		save();
		log(path ? `dismissed ${intent} ${path}` : `dismissed ${intent}`);
		return { dismissed: intent, ...(path ? { path } : {}), until: new Date(until * 1000).toISOString() };
	};
	try {
		const tools = (ctx as unknown as { tools?: { register?: (definition: unknown) => unknown } }).tools;
		if (tools && typeof tools.register === "function") {
			tools.register(DismissTool((args, exec) => dismiss(args, exec)));
			s.dismissTool = true;
		}
	} catch {
		// a bare mount without the tool runtime still suggests
	}
	try {
		// Announce the state, so a host (the smokes, the demo) can observe it from the root context.
		(ctx as unknown as { emit?: (event: string, ...args: unknown[]) => void }).emit?.(STATE_EVENT, s);
	} catch {
		// nobody listening is fine
	}
	return s;
};

export { DISMISS_TOOL };

import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { UserMessage } from "@deepseek-ai/dsh-llm";
import { ResolveBases, ResolveWorkspace } from "@playform/lib-dsh-core";
import type { Verdict } from "../Interface/Verdict";
import type { Wiring } from "../Interface/Wiring";
import { NOTICE_KIND, READ_ONLY_BUMP } from "../Variable/Config";
import { ResolveCandidates } from "./Candidates";
import { PromptWords } from "./PromptNamed";
import { PromptHinted, PromptPackages } from "./PromptPackages";
import { Decide } from "./Decide";
import { Classify, Extract, IsExploratory, Judged } from "./Detect";
import { SearchIntents } from "./Intents";
import { WorkspaceEvidence } from "./Known";
import { NoteSummary, NoteText } from "./Note";
import { Noted } from "./Noted";
import { Observe } from "./Observe";
import { ActiveDismissals, HistoryOf, LearnedOf } from "./Persist";
import { KindsOf } from "./Projection";
import { PushCall, Touch } from "./Ring";
import { Concrete, Cwd, ReadOnlyAgent, Relative, Scoped, Touchable } from "./Scope";
import { Silence } from "./Silence";
import type { Workspaces } from "./Workspaces";

export interface Call {
	name?: unknown;
	arguments?: unknown;
	agent?: unknown;
}

/** A regular file (a FIFO, a device, a folder or a broken link is not one); stat never opens it. */
const RegularFile = (path: string): boolean => {
	try {
		return statSync(path).isFile();
	} catch {
		return false;
	}
};

/**
 * One post-execute call, judged: the learner sees where the model went; a judged search call is scoped to its
 * workspace, classified, given candidates and decided (the pure `Decide`); a note is composed and booked, or the
 * silence logged. Returns the note, or undefined.
 */
export const OnCall =
	(
		w: Wiring,
		workspaces: Workspaces,
		toolNames: (scope: unknown) => readonly { name: string }[] | undefined,
	): ((exec: Call) => UserMessage | undefined) =>
	(exec) => {
		const { s, C, log } = w;
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
				Observe(w, ring, Relative([path], cwd, root), false);
			}
			return undefined;
		}
		const shape = Extract(tool as string, exec.arguments, ring.user);
		if (!shape) return undefined;
		ring.judged++;
		s.judged++;
		const concrete = Concrete(shape.places, cwd);
		const found = ResolveWorkspace(concrete, cwd, w.packOf);
		if (!found || !Scoped(found.root, concrete, cwd, C.scopeRoots)) {
			PushCall(ring, { index: ring.judged, leaning: [], paths: [] });
			log(Silence({ kind: "abstain", reason: "foreign-workspace", k: 0 }));
			return undefined;
		}
		const root = found.root;
		const intents = SearchIntents(found.pack, C.intents);
		const rel = Relative(shape.places, cwd, root);
		Observe(w, ring, rel, true);
		Touch(ring, Touchable(rel));
		if (C.seed) workspaces.seedRoot(root, intents);
		const projection = workspaces.projectionOf(root, intents);
		if (ring.readOnly === undefined) ring.readOnly = ReadOnlyAgent(agent, toolNames);
		const view = workspaces.viewOf(root, projection);
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
		const words = PromptWords(ring.user);
		const passed = detection.verdict === "pass" && winner !== undefined;
		// only a call past the gate reads the packages its prompt names (candidates and the ambiguous-file check)
		const packages = passed ? PromptPackages(ring.user, projection.packages) : [];
		const hinted = passed ? PromptHinted(ring.user, projection.packages, packages) : [];
		const candidates =
			passed && winner
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
						words,
						packages,
						hinted,
					})
				: [];
		const verdict = Decide({
			detection,
			shape,
			relative: rel,
			candidates,
			// a read is no search: the file it opens is no target of its own
			searched: passed && !shape.reading ? Touchable(rel).filter((path) => RegularFile(resolve(root, path))) : [],
			kinds,
			projection,
			// the note shows a stated fact only when the graph states it (without the graph it names the files alone)
			facts: projection.facts,
			dismissals: ActiveDismissals(s.knowledge, root, Math.floor(s.now() / 1000)),
			turn: ring,
			cooldownCalls: C.cooldownCalls,
			maxNotesPerTurn: C.maxNotesPerTurn,
			maxCandidates: C.maxCandidates,
			words,
			packages,
			hinted,
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
		const note = s.factory.Notice({
			kind: NOTICE_KIND,
			summary: NoteSummary(kind, final),
			text,
			cap: C.maxNoteChars,
		});
		Noted(ring, { kind, root, candidates: final }, C);
		log(`suggest ${kind} ${verdict.k.toFixed(2)} ${final.length} candidates`);
		return note;
	};

import { existsSync } from "node:fs";
import type { CompiledIntent } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";
import type { Wiring } from "../Interface/Wiring";
import { PROJECTED_PER_INTENT } from "../Variable/Config";
import { RootOf } from "./Persist";
import { ProjectGraph } from "./Projection";
import { SeedCandidates } from "./Seed";
import { ShallowView, ViewOfProjection } from "./WorkspaceView";
import type { WorkspaceView } from "./WorkspaceView";

/** The per-root caches the listeners read: the graph projection, the workspace view and the seed. */
export interface Workspaces {
	projectionOf(root: string, intents: readonly CompiledIntent[]): Projection;
	viewOf(root: string, projection: Projection): WorkspaceView;
	/** Seeds a root's knowledge once (P3), kept with the knowledge's next real write. */
	seedRoot(root: string, intents: readonly CompiledIntent[]): void;
}

export const Workspaces = ({ ctx, s, C, Learn }: Wiring): Workspaces => {
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

	return { projectionOf, viewOf, seedRoot };
};

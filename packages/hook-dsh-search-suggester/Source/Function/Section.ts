import { ResolveWorkspace } from "@playform/lib-dsh-core";
import type { Wiring } from "../Interface/Wiring";
import { PROJECTED_PER_INTENT } from "../Variable/Config";
import { SearchIntents } from "./Intents";
import { ProjectedIndex, SectionText } from "./Projected";
import { Cwd } from "./Scope";
import type { Workspaces } from "./Workspaces";

/**
 * The sticky section's text for an assembly scoped to `scope` (its agent): the projected index of the scope's
 * workspace, rebuilt when the root changes or `sectionTtl` judged calls have passed; undefined outside a workspace.
 */
export const SectionFor = (w: Wiring, workspaces: Workspaces, scope: unknown): string | undefined => {
	const { s, C, log } = w;
	const found = ResolveWorkspace([], Cwd(scope), w.packOf);
	if (!found) return undefined;
	const root = found.root;
	if (!s.section || s.section.root !== root || s.judged - s.section.builtAt >= C.sectionTtl) {
		const intents = SearchIntents(found.pack, C.intents);
		if (C.seed) workspaces.seedRoot(root, intents);
		const entries = ProjectedIndex(
			workspaces.projectionOf(root, intents),
			intents,
			PROJECTED_PER_INTENT,
			s.knowledge.roots[root]?.seed ?? {},
		);
		s.section = { text: SectionText(entries), builtAt: s.judged, root };
		log(`section rebuilt (ttl ${C.sectionTtl})`);
	}
	return s.section.text;
};

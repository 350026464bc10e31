import type { PackIntent } from "@playform/lib-dsh-core";
import type { Projection } from "../Interface/Projection";

export interface ProjectedEntry {
	kind: string;
	paths: string[];
}

/** The projected index: per intent, its top graph paths (shallow first), else what the seed holds. */
export const ProjectedIndex = (
	projection: Projection,
	intents: readonly PackIntent[],
	per: number,
	seed: Readonly<Record<string, string[]>> = {},
): ProjectedEntry[] => {
	const out: ProjectedEntry[] = [];
	for (const intent of intents) {
		const graph = (projection.byIntent.get(intent.kind) ?? []).map((node) => node.path);
		const paths = [...new Set([...graph, ...(seed[intent.kind] ?? [])])].slice(0, per);
		if (paths.length > 0) out.push({ kind: intent.kind, paths });
	}
	return out;
};

/** The sticky section's text: one line per intent with the places it lives in this workspace. */
export const SectionText = (entries: readonly ProjectedEntry[]): string => {
	if (entries.length === 0) return "";
	const lines = entries.map((entry) => `- ${entry.kind}: ${entry.paths.join(", ")}`);
	return [
		"## Where things live in this workspace (search-suggester)",
		"Check these standard locations before a broad search:",
		...lines,
	].join("\n");
};

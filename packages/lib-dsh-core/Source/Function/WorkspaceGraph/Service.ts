import { Service } from "@deepseek-ai/cordis";
import type { Context } from "@deepseek-ai/cordis";
import Schema from "@deepseek-ai/schemastery";
import type { GraphSnapshot, WorkspaceGraphApi } from "../../Interface/Graph";
import { DEFAULT_GRAPH_EXCLUDE } from "./Classify";
import { BuildGraph } from "./Scan";

export interface WorkspaceGraphConfig {
	exclude?: string[];
	maxEntries?: number;
	maxDepth?: number;
	/** A cached graph older than this is rebuilt on the next Snapshot (ms; 0 keeps it until Refresh). */
	maxAgeMs?: number;
}

/**
 * The optional `workspaceGraph` service: dsh has none, so this one builds the graph from the workspace's files.
 * Plugins probe it; without it they keep their neutral fallback.
 */
export class WorkspaceGraph extends Service implements WorkspaceGraphApi {
	static readonly provide = "workspaceGraph";

	static readonly Config: Schema<WorkspaceGraphConfig> = Schema.object({
		exclude: Schema.array(Schema.string())
			.default([...DEFAULT_GRAPH_EXCLUDE])
			.description("Folder names (or root-relative paths) the scan skips."),
		maxEntries: Schema.natural()
			.min(1)
			.default(20000)
			.description("Files and folders visited before the scan stops."),
		maxDepth: Schema.natural().min(0).default(6).description("How deep below the root the scan descends."),
		maxAgeMs: Schema.natural()
			.default(30000)
			.description("Rebuild a cached graph older than this (0 = only on Refresh)."),
	});

	private readonly options: Required<WorkspaceGraphConfig>;
	private readonly cache = new Map<string, GraphSnapshot>();

	constructor(ctx: Context, config: WorkspaceGraphConfig = {}) {
		super(ctx, "workspaceGraph");
		this.options = {
			exclude: config.exclude ?? [...DEFAULT_GRAPH_EXCLUDE],
			maxEntries: config.maxEntries ?? 20000,
			maxDepth: config.maxDepth ?? 6,
			maxAgeMs: config.maxAgeMs ?? 30000,
		};
	}

	Snapshot(root: string): GraphSnapshot | undefined {
		try {
			const hit = this.cache.get(root);
			if (hit && (this.options.maxAgeMs === 0 || Date.now() - hit.builtAt < this.options.maxAgeMs)) return hit;
			const snapshot = BuildGraph(root, this.options);
			this.cache.set(root, snapshot);
			return snapshot;
		} catch {
			return undefined;
		}
	}

	Refresh(root?: string): void {
		if (root === undefined) this.cache.clear();
		else this.cache.delete(root);
	}
}

declare module "@deepseek-ai/cordis" {
	interface Context {
		workspaceGraph: WorkspaceGraph;
	}
}

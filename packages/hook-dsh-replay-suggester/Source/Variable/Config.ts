import Schema from "@deepseek-ai/schemastery";
import { SuggesterConfig } from "@playform/lib-dsh-core";

/** The recall strategies: the seed's single most recent episode, support/confidence over all episodes, or their blend. */
export const RECALLS = ["episode", "cochange", "blend"] as const;

/** The less-sure tier (`fallback`): chosen on the dev histories by `bench/replay-tune.mjs`. */
export const FALLBACKS = ["folder", "file", "off"] as const;

/**
 * The default history bound, in recorded calls: chosen on the dev histories (SCHEME.md section 9), where 4,000
 * calls keep what an unbounded history recalls and the seed's 32 forgets all but the last few commits.
 */
export const HISTORY_DEPTH = 4000;

/** The judged tools by default: the search and edit families. */
export const EMIT_ON = ["bash", "edit", "glob", "grep", "read", "write"];

export const EXCLUDE = ["node_modules", "Target", ".git", "dist"];

/** The largest `historyDepth` accepted: the file tier rewrites the whole mirror, so the bound stays finite. */
export const MAX_HISTORY_DEPTH = 100_000;

/**
 * The Schemastery schema: the core's shared suggester settings, then this plugin's own. Every field but the two
 * store paths is a volatile cell, so a volatile-only `ctx.loader.update` lands on the next call; the store paths remount.
 */
export const Config = Schema.object({
	...SuggesterConfig({ package: "hook-dsh-replay-suggester", intents: [], emitOn: EMIT_ON, exclude: EXCLUDE }),
	historyPath: Schema.string()
		.pattern(/\S/)
		.default("~/.dsh/replay-suggester/history.json")
		.description("The seeded, read-only history store; read once at apply."),
	learnWindow: Schema.natural().default(2).description("The recall's episode radius, in recorded calls.").volatile(),
	recordPath: Schema.string()
		.pattern(/\S/)
		.default("~/.dsh/replay-suggester/replay_history.json")
		.description("The producer's JSON fallback store, used when the harness has no storage domain."),
	historyDepth: Schema.natural()
		.min(1)
		.max(MAX_HISTORY_DEPTH)
		.default(HISTORY_DEPTH)
		.description("The bound of the per-agent ring, the durable mirror and the KV table.")
		.volatile(),
	recall: Schema.union(RECALLS)
		.default("blend")
		.description(
			"`blend`: rules over every earlier episode blended with the last episode, folder and recency, gated; `episode`: the most recent similar call's neighbours; `cochange`: support and confidence over every earlier episode.",
		)
		.volatile(),
	fallback: Schema.union(FALLBACKS)
		.default("folder")
		.description(
			"The less-sure tier: `folder` names an unsure recall, or what the folder's files came with for a path with no history, as a less-sure hint instead of abstaining; `file` only the unsure recall; `off` abstains.",
		)
		.volatile(),
});

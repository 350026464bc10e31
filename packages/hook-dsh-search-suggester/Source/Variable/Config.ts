import Schema from "@deepseek-ai/schemastery";
import { LogConfig, SUGGESTER_FIELDS } from "@playform/lib-dsh-core";

/** The ledger prefix and State module. */
export const MODULE = "search-suggester";
/** The package name without scope: the ledger file's name. */
export const PACKAGE = "hook-dsh-search-suggester";
export const BUNDLE = "0.2.1";
export const NOTICE_KIND = "search-suggester";
export const SECTION_NAME = "search-suggester";
export const DISMISS_TOOL = "suggestion_dismiss";

/** The ten kinds of the built-in pack, in priority order. */
export const INTENT_KINDS = ["Version", "Dependency", "Config", "Test", "CI", "Docs", "Build", "Entry", "License", "Lint"];
export const JUDGED_TOOLS = ["grep", "glob", "read", "bash"];
export const DEFAULT_EXCLUDE = ["node_modules", "Target", ".git", "Site/Target", "dist"];

/** The plugin config: every field is a volatile cell except the three whose edit must remount. */
export const Config = Schema.object({
	...LogConfig(PACKAGE),
	enabled: Schema.boolean().default(true).description("The master switch (the shipped patch row turns it off).").volatile(),
	threshold: Schema.number().default(0.75).description("The default confidence gate; the pack raises it per intent (destructive 0.85).").volatile(),
	maxCandidates: Schema.number().default(7).description("Maximum candidates in one note.").volatile(),
	maxNoteChars: Schema.number().default(1200).description("Hard character cap on the note text.").volatile(),
	cooldownCalls: Schema.number().default(6).description("No second note for an intent within this many judged calls.").volatile(),
	maxNotesPerTurn: Schema.number().default(3).description("Maximum notes per turn, per agent.").volatile(),
	intents: Schema.array(Schema.string()).default([...INTENT_KINDS]).description("The enabled intent kinds.").volatile(),
	emitOn: Schema.array(Schema.string()).default([...JUDGED_TOOLS]).description("The judged tools.").volatile(),
	scopeRoots: Schema.array(Schema.string()).default(["."]).description("Root-relative folders whose calls are judged.").volatile(),
	exclude: Schema.array(Schema.string()).default([...DEFAULT_EXCLUDE]).description("Folders never suggested (and skipped by the graph projection).").volatile(),
	learn: Schema.boolean().default(true).description("The online learner (followed / ignored / near-miss).").volatile(),
	learnWindow: Schema.number().default(2).description("Judged calls after a note the learner watches.").volatile(),
	persistPath: Schema.string().default("~/.dsh/search-suggester/knowledge.json").description("The learned knowledge file (an edit remounts)."),
	indexPath: Schema.string().default("~/.dsh/search-suggester/index.json").description("RETIRED: the graph projection supersedes the generated index; never read."),
	refreshOnBoot: Schema.boolean().default(true).description("Rebuild the projection on tools/change (false freezes it)."),
	dismissTtl: Schema.number().default(86400).description("Seconds a dismissal holds.").volatile(),
	seed: Schema.boolean().default(true).description("Seed the knowledge at load from the built-in pack and the projection.").volatile(),
	sectionMode: Schema.union(["off", "sticky"]).default("off").description("The second surface: off, or a sticky system-prompt section.").volatile(),
	sectionTtl: Schema.number().default(20).description("Judged calls the sticky section is cached for.").volatile(),
});

/** The fields the state reads live. */
export const FIELDS = [
	...SUGGESTER_FIELDS,
	"scopeRoots",
	"learn",
	"learnWindow",
	"persistPath",
	"indexPath",
	"refreshOnBoot",
	"dismissTtl",
	"seed",
	"sectionMode",
	"sectionTtl",
] as const;

/** The per-agent ring keeps this many judged calls. */
export const RING_SIZE = 8;
/** Weights the rules add to an intent's signal sum. */
export const SCOPE_WEIGHT = 0.4;
export const RING_WEIGHT = 0.3;
export const FACT_WEIGHT = 0.8;
/** R14, what the workspace knows (Function/Known): weights added to an intent's sum. */
export const KNOWN_WEIGHTS = {
	/** The query names a declared dependency and looks in the manifests (or asks the package tool). */
	dependencyScoped: 1.0,
	/** The user moves a package the query names (`bump X from 1 to 2`): the query is about that dependency. */
	dependencyMoved: 2.4,
	/** …or the user only names it. */
	dependencyAsked: 0.4,
	/** The query names the workspace's current version (on top of R8's fact weight). */
	versionCurrent: 0.6,
	/** The user asks for another version than the current one. */
	versionMoved: 0.6,
	/** The query names a config file the workspace has (`tox`, `eslint`, `pre-commit`). */
	fileQuery: 0.9,
	/** The user names it. */
	fileAsked: 0.5,
	/** The search is confined to documentation files and the workspace has docs. */
	docsConfined: 0.6,
	/** The query names a declared script whose name says the work (`"lint":` → Lint, `run test` → Test). */
	script: 1.0,
} as const;
/** Runner-up within this much Σ of the winner (and past its own gate) makes the target ambiguous. */
export const AMBIGUITY_MARGIN = 0.3;
/** The gate rises by this much for a read-only subagent (abstention 5). */
export const READ_ONLY_BUMP = 0.1;
/** History bounds and steps: a follow adds, an ignored note takes 0.2 away. */
export const HISTORY_FOLLOW = 0.1;
export const HISTORY_IGNORE = 0.2;
export const HISTORY_MIN = -1;
export const HISTORY_MAX = 0.5;
export const LEARNED_CAP = 8;
/** Paths of the graph projection added to one intent's candidates. */
export const PROJECTED_PER_INTENT = 3;

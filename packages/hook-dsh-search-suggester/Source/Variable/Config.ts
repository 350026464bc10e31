import Schema from "@deepseek-ai/schemastery";
import { SUGGESTER_FIELDS, SuggesterConfig } from "@playform/lib-dsh-core";

/** The ledger prefix and State module. */
export const MODULE = "search-suggester";
/** The package name without scope: the ledger file's name. */
export const PACKAGE = "hook-dsh-search-suggester";
export const BUNDLE = "0.2.1";
export const NOTICE_KIND = "search-suggester";
export const SECTION_NAME = "search-suggester";
export const DISMISS_TOOL = "suggestion_dismiss";

/** The ten kinds of the built-in pack, in priority order. */
export const INTENT_KINDS = [
	"Version",
	"Dependency",
	"Config",
	"Test",
	"CI",
	"Docs",
	"Build",
	"Entry",
	"License",
	"Lint",
];
export const JUDGED_TOOLS = ["grep", "glob", "read", "bash"];
export const DEFAULT_EXCLUDE = ["node_modules", "Target", ".git", "Site/Target", "dist"];

/** A scope root stays inside the workspace: relative, and no `..` segment. */
const ROOT_RELATIVE = /^(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))/;

/** The plugin config: the core's shared suggester settings, then its own; every field is a volatile cell except the three whose edit must remount. */
export const Config = Schema.object({
	...SuggesterConfig({ package: PACKAGE, intents: INTENT_KINDS, emitOn: JUDGED_TOOLS, exclude: DEFAULT_EXCLUDE }),
	scopeRoots: Schema.array(Schema.string().min(1).pattern(ROOT_RELATIVE))
		.default(["."])
		.description("Root-relative folders whose calls are judged.")
		.volatile(),
	learn: Schema.boolean()
		.default(true)
		.description("The online learner (followed / ignored / near-miss).")
		.volatile(),
	learnWindow: Schema.natural()
		.min(1)
		.default(2)
		.description("Judged calls after a note the learner watches.")
		.volatile(),
	persistPath: Schema.string()
		.pattern(/\S/)
		.default("~/.dsh/search-suggester/knowledge.json")
		.description("The learned knowledge file (an edit remounts)."),
	indexPath: Schema.string()
		.default("~/.dsh/search-suggester/index.json")
		.description("RETIRED: the graph projection supersedes the generated index; never read."),
	refreshOnBoot: Schema.boolean()
		.default(true)
		.description("Rebuild the projection on tools/change (false freezes it)."),
	dismissTtl: Schema.natural().min(1).default(86400).description("Seconds a dismissal holds.").volatile(),
	seed: Schema.boolean()
		.default(true)
		.description("Seed the knowledge at load from the built-in pack and the projection.")
		.volatile(),
	sectionMode: Schema.union(["off", "sticky"])
		.default("off")
		.description("The second surface: off, or a sticky system-prompt section.")
		.volatile(),
	sectionTtl: Schema.natural()
		.min(1)
		.default(20)
		.description("Judged calls the sticky section is cached for.")
		.volatile(),
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
/** A query of code identifiers (`emitWarning|UnboundedCacheWarning`) that nothing of an intent reads: the pack's code weight. */
export const IDENTIFIER_WEIGHT = -0.8;
/** R14, what the workspace knows (Function/Known): weights added to an intent's sum. */
export const KNOWN_WEIGHTS = {
	/** The query names a declared dependency and looks in the manifests (or asks the package tool). */
	dependencyScoped: 1.0,
	/** The user moves a package the query names (`bump X from 1 to 2`): the query is about that dependency. */
	dependencyMoved: 2.4,
	/** …or the user only names it. */
	dependencyAsked: 0.4,
	/** The query and the user name a package the manifests do not declare, and the user adds or drops it. */
	dependencyUndeclared: 1.8,
	/** The query names the workspace's current version (on top of R8's fact weight). */
	versionCurrent: 0.6,
	/** The user asks for another version than the current one. */
	versionMoved: 0.6,
	/** The query is the version key and the search is confined to the manifests (`grep -n version package.json`). */
	versionKey: 0.6,
	/** The search printed a module's own statement of the version (`app.go:38:const Version = "3.5.0"`) for a user asking release work. */
	versionStated: 1.2,
	/** `__version__` searched for a user speaking of the package's attribute, no release asked (`expose __version__`). */
	versionAttribute: 1.1,
	/** The query names a config file the workspace has (`tox`, `eslint`, `pre-commit`). */
	fileQuery: 0.9,
	/** The user names it. */
	fileAsked: 0.5,
	/** A name pattern of the call (`find -name '*codecov*'`) matches it, one of three files or fewer. */
	fileNamed: 0.9,
	/** The search is confined to documentation files and the workspace has docs. */
	docsConfined: 0.6,
	/** The search is confined to config files of one kind (`--include=tsconfig*.json`) and the workspace has one. */
	kindConfined: 0.6,
	/** …and the user asks the work of an intent expecting that kind. */
	kindConfinedAsked: 0.5,
	/** The query is a GitHub Actions key or expression and the workspace has a workflow. */
	workflowKey: 0.6,
	/** A bundler's option written as one or searched in the config files, for a user asking build work. */
	bundlerOption: 1.2,
	/** The query is a container's image (`FROM golang`, `image: postgres`) and the workspace has a Dockerfile or compose file. */
	containerImage: 1.0,
	/** The query names a linter or formatter, or a lint rule, and the workspace has a lint config. */
	lintTool: 0.6,
	/** The query is a rule-shaped name (`html-indent`) and the user speaks of a lint rule: with the pack's lint ask, 1.8. */
	lintRuleAsked: 1.1,
	/** A Rust crate's or a Go module's own key searched in its manifest (`edition`, `[profile`, `[[bin]]`, `go`): its work's, the gate's worth. */
	projectKey: 1.7,
	/** The engines key written as `"node":` searched in the manifests for a user asking Node version support (`engines` is the pack's config key). */
	enginesKey: 1.2,
	/** The query names a Biome rule (`noUnusedImports`) and the workspace has a Biome config: the pack's lint word and the above. */
	biomeRule: 2.1,
	/** The query names a RuboCop cop (`FrozenStringLiteral`, `Style/StringLiterals`) for a user speaking of a cop, where a `.rubocop.yml` exists. */
	copRule: 2.1,
	/** An entry field searched in the manifests of a folder's packages (`jq .exports packages/{a,b}/package.json`). */
	packageManifests: 0.6,
	/** The search found one to three files of an intent's own kinds and the user asks that intent's work. */
	hitsAsked: 1.2,
	/** …and found nothing else. */
	hitsOnly: 0.4,
	/** Git's ignore file read for a user asking to ignore something in other words than the config ask's: that ask's weight. */
	ignoreAsked: 0.7,
	/** The query is an environment variable's name the search found set in dotenv files: the config gate's worth. */
	envSet: 1.7,
	/** The query reads the environment (`process.env`) and the workspace has `.env` files. */
	envFiles: 0.6,
	/** The query is an entry field searched in the manifests and the workspace has an entry module. */
	entryField: 0.6,
	/** …written as a bare key (`grep -n bin package.json`): the pack's entry-field weight (1.6) and the 0.6 above. */
	entryKey: 2.2,
	/** The call works only in package index modules and the user asks exports work. */
	indexModule: 1.0,
	/** The user imports from the workspace's own package, says a name is missing, and the call looks for it. */
	entryImported: 1.8,
	/** The query is a licence's everyday name (`apache`) and the user asks licence work. */
	licenseNamed: 1.5,
	/** The query is an environment variable's name and the user asks environment work. */
	envNamed: 1.0,
	/** …or names the tool that sets or passes it (`turbo`, `tox`, `netlify`): the pack's config ask weight. */
	envHolder: 0.7,
	/** The query names a Python version the manifests support and the user asks version-support work. */
	runtimeAsked: 0.4,
	/** The query names a declared script whose name says the work (`"lint":` → Lint, `run test` → Test). */
	script: 1.1,
	/** …and the user runs it by name (`npm run format`; a task, `make test`). */
	scriptRun: 0.6,
	/** A Go package's doc comment searched (`^// Package zap`): the entry key's worth, its doc file leading. */
	goPackageDoc: 2.2,
	/** A task runner's file the search looks in, for a user speaking of, naming or running its tasks: the hits' weight. */
	taskSearched: 1.2,
} as const;
/** Runner-up within this much Σ of the winner (and past its own gate) makes the target ambiguous. */
export const AMBIGUITY_MARGIN = 0.3;
/**
 * How many files a name pattern may match and still name them (`*.yml` names none): a name search (`find -name`, a
 * glob) finding this many or fewer found what it looked for, and they lead its note.
 */
export const MAX_NAMED_MATCHES = 3;
/** The packages' manifests an entry field searched under a folder names (`jq .exports packages/{a,b}/package.json`). */
export const MAX_PACKAGE_MANIFESTS = 7;
/** The gate rises by this much for a read-only subagent (abstention 5). */
export const READ_ONLY_BUMP = 0.1;
/** History bounds and steps: a follow adds, an ignored note takes 0.2 away. */
export const HISTORY_FOLLOW = 0.1;
export const HISTORY_IGNORE = 0.2;
export const HISTORY_MIN = -1;
export const HISTORY_MAX = 0.5;
export const LEARNED_CAP = 8;
/** Paths of the graph projection per intent in the offline seed and the sticky section. */
export const PROJECTED_PER_INTENT = 3;
/** Paths of the graph projection a call's candidates take (3, 4, 5, 6, 7 swept on the dev repositories). */
export const PROJECTED_PER_CALL = 5;
/** Manifests of the workspace that must declare a package for it to be the main one (`MainPackage`). */
export const MAIN_MIN_DEPENDENTS = 2;
/** Files of one name that lead a note before the other names (`NameSpread`; 2 and 3 swept on the dev repositories). */
export const SAME_NAME_LEAD = 2;
/**
 * A note of these intents led by a file whose name more than `SAME_NAME_AMBIGUOUS` files of the workspace bear, none
 * singled out by a fact the query names, abstains `ambiguous-file` (3, 6, 10, 20, 40 swept on the dev repositories).
 * Their files are each package's own configs; a release, a bump, a licence or the docs have the root's.
 */
export const SAME_NAME_AMBIGUOUS = 10;
export const PER_PACKAGE_INTENTS: readonly string[] = ["Build", "Lint", "Test", "Config"];

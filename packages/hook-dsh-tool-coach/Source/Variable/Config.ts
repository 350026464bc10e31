import Schema from "@deepseek-ai/schemastery";
import { LogConfig } from "@playform/lib-dsh-core";
import { MODULE } from "./Identity";
import { NOTE_DENIED, NOTE_FIRST, NOTE_PERSISTENT } from "./Notes";

const Row = Schema.object({
	pattern: Schema.string().required(),
	class: Schema.union(["write", "read", "search", "discovery", "control"]).required(),
	tool: Schema.string().required(),
	note: Schema.string(),
});

/** Every cell is volatile: a profile edit lands on the next judged call without a remount. */
export const Config: Schema<any, any> = Schema.object({
	...LogConfig(MODULE),
	enabled: Schema.boolean().default(true).description("The coach switch (distinct from `log`).").volatile(),
	judgeTools: Schema.array(Schema.string())
		.default(["bash", "pwsh"])
		.description("The terminal tools that are judged.")
		.volatile(),
	threshold: Schema.number()
		.default(3)
		.description("Tier 1: strikes of one class within the window that note.")
		.volatile(),
	window: Schema.number().default(8).description("The sliding window, in judged calls.").volatile(),
	cooldown: Schema.number().default(10).description("Judged calls between tier-1 notes.").volatile(),
	escalateThreshold: Schema.number()
		.default(6)
		.description("Tier 2: offenses since the last note that turn the section on.")
		.volatile(),
	cleanWindow: Schema.number()
		.default(12)
		.description("Consecutive clean calls that turn the section off.")
		.volatile(),
	enforce: Schema.union(["off", "write", "all"])
		.default("off")
		.description("Tier 3 scope: off, write, or all (write, read, search).")
		.volatile(),
	enforceThreshold: Schema.number()
		.default(4)
		.description("Tier 3: strikes of a class since the last note that deny.")
		.volatile(),
	exemptPatterns: Schema.array(Schema.string())
		.default([])
		.description("Exempt command heads added to DEFAULT_EXEMPTS (regex sources, anchored at the head).")
		.volatile(),
	patternTable: Schema.array(Row)
		.default([])
		.description("Detection rows {pattern, class, tool, note?} appended to DEFAULT_PATTERNS (none may repeat one).")
		.volatile(),
	notes: Schema.object({
		first: Schema.string().default(NOTE_FIRST),
		persistent: Schema.string().default(NOTE_PERSISTENT),
		denied: Schema.string().default(NOTE_DENIED),
	})
		.default({ first: NOTE_FIRST, persistent: NOTE_PERSISTENT, denied: NOTE_DENIED })
		.description("The three model-facing texts: tier-1 notice, tier-2 section, tier-3 deny reason.")
		.volatile(),
	fetchLive: Schema.boolean()
		.default(true)
		.description("Name tools with live registry data (false: the static table).")
		.volatile(),
	maxSectionTools: Schema.number().default(5).description("Rows in the tier-2 table (1–24).").volatile(),
	sectionTtl: Schema.number().default(20).description("Judged calls the section text is cached for.").volatile(),
});

/** The fields the state reads live, in the order the SCHEME lists them. */
export const FIELDS = [
	"log",
	"logFile",
	"enabled",
	"judgeTools",
	"threshold",
	"window",
	"cooldown",
	"escalateThreshold",
	"cleanWindow",
	"enforce",
	"enforceThreshold",
	"exemptPatterns",
	"patternTable",
	"notes",
	"fetchLive",
	"maxSectionTools",
	"sectionTtl",
] as const;

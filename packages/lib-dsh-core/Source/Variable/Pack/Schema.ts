import Schema from "@deepseek-ai/schemastery";

const Signal = Schema.object({
	id: Schema.string().required(),
	on: Schema.union(["query", "path", "user", "command", "tool", "any"]).default("any"),
	pattern: Schema.string().required(),
	weight: Schema.number().min(-5).max(5).required(),
	caseSensitive: Schema.boolean(),
});

const Intent = Schema.object({
	priority: Schema.natural(),
	threshold: Schema.number().min(0).max(1),
	destructive: Schema.boolean(),
	signals: Schema.array(Signal),
	targets: Schema.array(Schema.string()),
	scope: Schema.array(Schema.string()),
	kinds: Schema.array(Schema.string()),
	note: Schema.string(),
	enabled: Schema.boolean(),
});

/** One pack layer; validation errors name the path (`$.intents.search/Version.threshold …`). */
export const PackLayerSchema: Schema<any, any> = Schema.object({
	signature: Schema.array(Schema.string()),
	intents: Schema.dict(Intent),
});

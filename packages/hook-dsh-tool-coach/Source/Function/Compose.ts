/** The placeholders a note template may use. */
export const PLACEHOLDERS = [
	"command",
	"class",
	"count",
	"traceability",
	"tool.name",
	"tool.description",
	"tool.param",
	"table",
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\$\{([A-Za-z.]+)\}/g;

/** User data never brings a placeholder in: `${` becomes `$${`, which no later pass reads as one. */
export const Escape = (value: string): string => value.replaceAll("${", () => "$${");

/** Single-pass fill: each `${name}` is replaced once with its escaped value; inserted text is never re-scanned. */
export const Compose = (template: string, values: Partial<Record<Placeholder, string>>): string =>
	template.replace(PLACEHOLDER, (whole, key: string) => {
		const value = (values as Record<string, string | undefined>)[key];
		return value === undefined ? whole : Escape(value);
	});

/** The placeholders a template names that the grammar does not know (validation rejects them). */
export const UnknownPlaceholders = (template: string): string[] =>
	[...template.matchAll(PLACEHOLDER)]
		.map((match) => match[1])
		.filter((key) => !(PLACEHOLDERS as readonly string[]).includes(key));

/** True when the text still holds an unescaped placeholder (the D1 check). */
export const HasUnfilled = (text: string): boolean => /(^|[^$])\$\{/.test(text);

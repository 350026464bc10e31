/** One entry of `ctx.tools.schemas()`: what the coach's notes read (name, description, key parameter). */
export interface ToolSchema {
	readonly name: string;
	readonly description: string;
	readonly parameters: { readonly properties?: Readonly<Record<string, unknown>> };
}

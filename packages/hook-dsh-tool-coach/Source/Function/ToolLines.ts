import type { ToolLine } from "../Interface/ToolLine";
import { FirstSentence } from "./FirstSentence";

/** The live registry (`ctx.tools.schemas()`) as note lines; throws on a shape it cannot read, so the caller falls back. */
export const ToolLines = (schemas: unknown): ToolLine[] => {
	if (!Array.isArray(schemas)) throw new TypeError("schemas() did not return an array");
	const lines: ToolLine[] = [];
	for (const schema of schemas) {
		if (!schema || typeof schema !== "object") continue;
		const { name, description, parameters } = schema as {
			name?: unknown;
			description?: unknown;
			parameters?: { properties?: unknown };
		};
		if (typeof name !== "string" || name === "") continue;
		const properties =
			parameters && typeof parameters.properties === "object" && parameters.properties
				? Object.keys(parameters.properties)
				: [];
		lines.push({
			name,
			description: FirstSentence(typeof description === "string" ? description : ""),
			param: properties[0] ?? "",
		});
	}
	return lines;
};

/** The line for a tool, live when present, else the static one, else a bare name. */
export const LineFor = (lines: readonly ToolLine[], fallback: readonly ToolLine[], name: string): ToolLine =>
	lines.find((line) => line.name === name) ??
	fallback.find((line) => line.name === name) ?? { name, description: "", param: "" };

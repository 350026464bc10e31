import { defineTool } from "@deepseek-ai/dsh-tools";
import type { ToolDefinition, ToolRunContext } from "@deepseek-ai/dsh-tools";
import { DISMISS_TOOL } from "../Variable/Config";

export interface DismissArgs {
	intent?: string;
	path?: string;
	reason?: string;
}

export interface DismissOutcome {
	/** The dismissed intent kind, or `*` for every search suggestion. */
	dismissed: string;
	path?: string;
	/** ISO time the dismissal expires. */
	until: string;
}

/**
 * P4: the `suggestion_dismiss` tool. The body is the plugin's (it records the dismissal and writes the ledger);
 * this file only declares what the model sees.
 */
export const DismissTool = (run: (args: DismissArgs, exec: ToolRunContext) => DismissOutcome): ToolDefinition =>
	defineTool({
		name: DISMISS_TOOL,
		description:
			'Dismiss a search suggestion that named the wrong files, so it stops appearing. Pass the intent from the note (e.g. "Version"), "*" for every search suggestion, and optionally one path to drop only that file.',
		parameters: {
			intent: {
				type: "string",
				description:
					'The intent named in the note (Version, Dependency, …), or "*" for all. Defaults to the last note\'s intent.',
			},
			path: { type: "string", description: "One candidate path to drop instead of the whole suggestion." },
			reason: { type: "string", description: "Why the suggestion was wrong (kept out of the ledger)." },
		},
		output: {
			schema: {
				type: "object",
				additionalProperties: false,
				properties: {
					dismissed: { type: "string", required: true },
					path: { type: "string" },
					until: { type: "string", required: true },
				},
			},
			render: (_args, value) => [
				{
					type: "text",
					text: `Dismissed ${value.dismissed === "*" ? "every search suggestion" : `the ${value.dismissed} suggestion`}${value.path ? ` for ${value.path}` : ""} until ${value.until}.`,
				},
			],
		},
		isConcurrencySafe: () => false,
		execute: async (args, exec) => run(args as DismissArgs, exec) as never,
	});

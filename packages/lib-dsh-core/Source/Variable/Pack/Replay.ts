import type { PackLayer } from "../../Interface/Pack";

/**
 * The built-in `replay/` intent. The three shape signals fire on any judged call that names a path (sum 1.2,
 * k = sigmoid(1.2 - 0.6) = 0.65 < 0.75), so only the replay-suggester's history lift (+0.6, k = 0.77) passes
 * the gate: the replay answer requires the memory, never a guess.
 */
export const REPLAY_INTENTS: NonNullable<PackLayer["intents"]> = {
	"replay/Repeat": {
		priority: 1,
		threshold: 0.75,
		destructive: false,
		signals: [
			// a navigation call: the file tools, the search tools, or a shell command
			{ id: "search-shape", on: "tool", pattern: "^(?:read|write|edit|grep|glob|bash|pwsh)$", weight: 0.5 },
			// the call names a concrete workspace path (a file or a folder)
			{ id: "literal-shape", on: "path", pattern: "[\\w.-]", weight: 0.4 },
			// the call's arguments carry a structured target the history can key on
			{ id: "context-shape", on: "query", pattern: '"(?:file_path|path|pattern|command)":', weight: 0.3 },
		],
		targets: [],
		scope: [],
		kinds: ["file"],
		note: "Recalled from this workspace's own call history, not from the tree: open a file before relying on it.",
		enabled: true,
	},
};

import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { DeniedText, FirstNoteText, NOTICE_KIND, NoteSummary, PersistentText, STATIC_TOOL_LINES, SectionAction, ToolLines, WithoutTool } from "@playform/hook-dsh-tool-coach";
import type { AgentMemory, CoachConfig, Detection, NoteRequest, ToolLine } from "@playform/hook-dsh-tool-coach";
import { Notice } from "@playform/lib-dsh-core";
import { SchemaFetchError } from "../Variable/Errors";
import { Host } from "./Host";
import { Ledger } from "./Ledger";
import { Tracing } from "./Tracing";

export interface ComposerShape {
	/** The registry as the agent (`scope`) sees it, as note lines; any failure falls back to the static table with one ledger line. */
	readonly Lines: (current: CoachConfig, scope?: object) => Effect.Effect<readonly ToolLine[]>;
	/** The detection, clean when the agent has no tool for its class (the Classic's `WithoutTool`, silent on a registry failure). */
	readonly Available: (current: CoachConfig, scope: object | undefined, detection: Detection) => Effect.Effect<Detection>;
	/** Tier 1: the notice message for `additionalContexts`. */
	readonly Note: (current: CoachConfig, note: NoteRequest, terminal: string, command: string, scope?: object) => Effect.Effect<ReturnType<typeof Notice>>;
	/** Tier 3: the deny reason. */
	readonly Denial: (current: CoachConfig, deny: NoteRequest, terminal: string, command: string, scope?: object) => Effect.Effect<string>;
	/** Tier 2: the section text, cached per `sectionTtl`, `tools/change` and config version. */
	readonly Section: (memory: AgentMemory, current: CoachConfig, scope?: object) => Effect.Effect<string>;
	/** `tools/change`: the cached sections rebuild at their next assembly. */
	readonly ToolsChanged: Effect.Effect<void>;
}

export class Composer extends Context.Service<Composer, ComposerShape>()("ets-hook-dsh-tool-coach/Composer") {}

export const ComposerLayer: Layer.Layer<Composer, never, Host | Ledger | Tracing> = Layer.effect(
	Composer,
	Effect.gen(function* () {
		const { ctx, state } = yield* Host;
		const ledger = yield* Ledger;
		const { Span } = yield* Tracing;
		let toolsGeneration = 0;
		// dsh scopes the registry per agent, so the view is asked for with the agent as its scope.
		const Live = (scope: object | undefined) =>
			Effect.try({
				try: () => {
					const lines = ToolLines((ctx as unknown as { tools: { schemas(scope?: object): unknown } }).tools.schemas(scope));
					if (lines.length === 0) throw new Error("empty registry");
					return lines as readonly ToolLine[];
				},
				catch: (cause) => new SchemaFetchError({ cause }),
			});
		const Lines = (current: CoachConfig, scope?: object): Effect.Effect<readonly ToolLine[]> =>
			Span("Composer.Lines")(
				current.fetchLive
					? Live(scope).pipe(Effect.catchTag("SchemaFetchError", () => Effect.as(ledger.Append("schema fetch failed -> static fallback"), STATIC_TOOL_LINES)))
					: Effect.succeed(STATIC_TOOL_LINES),
			);
		return Composer.of({
			Lines,
			Available: (current, scope, detection) =>
				!current.fetchLive
					? Effect.succeed(detection)
					: Live(scope).pipe(
							Effect.map((lines) => WithoutTool(detection, lines)),
							Effect.catchTag("SchemaFetchError", () => Effect.succeed(detection)),
						),
			Note: (current, note, terminal, command, scope) =>
				Span("Composer.Note")(
					Effect.map(Lines(current, scope), (lines) =>
						Notice({ kind: NOTICE_KIND, summary: NoteSummary(terminal, note), text: FirstNoteText(current, note, terminal, command, lines) }),
					),
				),
			Denial: (current, deny, terminal, command, scope) =>
				Span("Composer.Denial")(Effect.map(Lines(current, scope), (lines) => DeniedText(current, deny, terminal, command, lines))),
			Section: (memory, current, scope) =>
				Span("Composer.Section")(
					Effect.suspend(() => {
						const action = SectionAction(memory, current, toolsGeneration, state.Version);
						if (action === "keep") return Effect.succeed(memory.sectionText as string);
						return Effect.flatMap(Lines(current, scope), (lines) => {
							memory.sectionText = PersistentText(current, memory, lines);
							memory.sectionBuiltAt = memory.calls;
							memory.sectionTools = toolsGeneration;
							memory.sectionConfig = state.Version;
							const line =
								action === "ttl" ? `section rebuilt (ttl ${current.sectionTtl})` : action === "tools" ? "section rebuilt (tools/change)" : undefined;
							return Effect.as(line === undefined ? Effect.void : ledger.Append(line), memory.sectionText);
						});
					}),
				),
			ToolsChanged: Span("Composer.ToolsChanged")(
				Effect.sync(() => {
					toolsGeneration++;
				}),
			),
		});
	}),
);

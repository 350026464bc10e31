import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Ref from "effect/Ref";
import {
	AvailableLines,
	DeniedText,
	FetchLines,
	FirstNoteText,
	NOTICE_KIND,
	NoteSummary,
	SectionFor,
	WithoutTool,
} from "@playform/hook-dsh-tool-coach";
import type { AgentMemory, CoachConfig, Detection, NoteRequest, ToolLine } from "@playform/hook-dsh-tool-coach";
import { Notice } from "@playform/lib-dsh-core";
import { Host } from "./Host";
import { Ledger } from "./Ledger";
import { Tracing } from "./Tracing";

export interface ComposerShape {
	/** The Classic's `FetchLines`: the agent's (`scope`) view of the registry as note lines, or the static table with one ledger line. */
	readonly Lines: (current: CoachConfig, scope?: object) => Effect.Effect<readonly ToolLine[]>;
	/** The Classic's `WithoutTool` over `AvailableLines`: the detection, clean when the agent has no tool for its class. */
	readonly Available: (
		current: CoachConfig,
		scope: object | undefined,
		detection: Detection,
	) => Effect.Effect<Detection>;
	/** Tier 1: the notice message for `additionalContexts`. */
	readonly Note: (
		current: CoachConfig,
		note: NoteRequest,
		terminal: string,
		command: string,
		scope?: object,
	) => Effect.Effect<ReturnType<typeof Notice>>;
	/** Tier 3: the deny reason. */
	readonly Denial: (
		current: CoachConfig,
		deny: NoteRequest,
		terminal: string,
		command: string,
		scope?: object,
	) => Effect.Effect<string>;
	/** Tier 2: the Classic's `SectionFor` (cached per `sectionTtl`, `tools/change` and config version). */
	readonly Section: (memory: AgentMemory, current: CoachConfig, scope?: object) => Effect.Effect<string>;
	/** `tools/change`: the cached sections rebuild at their next assembly. */
	readonly ToolsChanged: Effect.Effect<void>;
}

export class Composer extends Context.Service<Composer, ComposerShape>()("ets-hook-dsh-tool-coach/Composer", {
	make: Effect.gen(function* () {
		const { ctx, state } = yield* Host;
		const ledger = yield* Ledger;
		const { Fn, Span } = yield* Tracing;
		const toolsGeneration = yield* Ref.make(0);
		// dsh scopes the registry per agent, so the view is asked for with the agent as its scope.
		const Schemas = (scope: object | undefined) => (): unknown =>
			ctx.tools.schemas(scope as Parameters<typeof ctx.tools.schemas>[0]);
		/** The Classic's fetch with its fallback line collected, then written through the ledger in order. */
		const Fetch = (current: CoachConfig, scope: object | undefined, said: string[]): readonly ToolLine[] =>
			FetchLines(current, Schemas(scope), (line) => said.push(line));
		const Lines = Fn("Composer.Lines")(function* (current: CoachConfig, scope?: object) {
			const said: string[] = [];
			const lines = Fetch(current, scope, said);
			yield* ledger.AppendAll(said);
			return lines;
		});
		return {
			Lines,
			Available: Fn("Composer.Available")(function* (
				current: CoachConfig,
				scope: object | undefined,
				detection: Detection,
			) {
				return WithoutTool(detection, AvailableLines(current, Schemas(scope)));
			}),
			Note: Fn("Composer.Note")(function* (
				current: CoachConfig,
				note: NoteRequest,
				terminal: string,
				command: string,
				scope?: object,
			) {
				const lines = yield* Lines(current, scope);
				return Notice({
					kind: NOTICE_KIND,
					summary: NoteSummary(terminal, note),
					text: FirstNoteText(current, note, terminal, command, lines),
				});
			}),
			Denial: Fn("Composer.Denial")(function* (
				current: CoachConfig,
				deny: NoteRequest,
				terminal: string,
				command: string,
				scope?: object,
			) {
				return DeniedText(current, deny, terminal, command, yield* Lines(current, scope));
			}),
			Section: Fn("Composer.Section")(function* (memory: AgentMemory, current: CoachConfig, scope?: object) {
				const said: string[] = [];
				const { text, line } = SectionFor(memory, current, yield* Ref.get(toolsGeneration), state.Version, () =>
					Fetch(current, scope, said),
				);
				yield* ledger.AppendAll(line === undefined ? said : [...said, line]);
				return text;
			}),
			ToolsChanged: Span("Composer.ToolsChanged")(Ref.update(toolsGeneration, (generation) => generation + 1)),
		};
	}),
}) {}

export const ComposerLayer: Layer.Layer<Composer, never, Host | Ledger | Tracing> = Layer.effect(
	Composer,
	Composer.make,
);

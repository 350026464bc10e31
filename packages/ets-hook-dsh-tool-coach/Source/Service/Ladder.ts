import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { AgentMemories, Enforce, Judge, NewTurn } from "@playform/hook-dsh-tool-coach";
import type { AgentMemory, Detection, EnforceResult, JudgeResult, LadderConfig } from "@playform/hook-dsh-tool-coach";
import { Tracing } from "./Tracing";

export interface LadderShape {
	/** Tiers 0–2 for one judged call of the agent (post-execute). */
	readonly Judge: (
		agent: unknown,
		detection: Detection,
		terminal: string,
		config: LadderConfig,
	) => Effect.Effect<JudgeResult>;
	/** Tier 3 for one judged call of the agent (pre-execute). */
	readonly Enforce: (
		agent: unknown,
		detection: Detection,
		terminal: string,
		config: LadderConfig,
	) => Effect.Effect<EnforceResult>;
	/** A new user turn starts a new strike chain. */
	readonly NewTurn: (agent: unknown, turn: number | undefined) => Effect.Effect<void>;
	/** The memory an assembly belongs to: its scope's, or the last judged agent's when it has no scope. */
	readonly ForScope: (scope: unknown) => Effect.Effect<AgentMemory | undefined>;
	/** The handle's reads and writes (no agent: the calls made outside the AgentLoop). */
	readonly Peek: (agent?: object) => AgentMemory | undefined;
	readonly Export: (agent?: object) => Record<string, unknown> | undefined;
	readonly Import: (agent: object | undefined, data: unknown) => void;
}

/** The per-agent ladder state: the Classic's store (a WeakMap keyed on the Agent object) driven by its pure steps. */
export class Ladder extends Context.Service<Ladder, LadderShape>()("ets-hook-dsh-tool-coach/Ladder", {
	make: Effect.gen(function* () {
		const { Fn } = yield* Tracing;
		const memories = AgentMemories();
		return {
			Judge: Fn("Ladder.Judge")(function* (
				agent: unknown,
				detection: Detection,
				terminal: string,
				config: LadderConfig,
			) {
				return Judge(memories.Of(agent), detection, terminal, config);
			}),
			Enforce: Fn("Ladder.Enforce")(function* (
				agent: unknown,
				detection: Detection,
				terminal: string,
				config: LadderConfig,
			) {
				return Enforce(memories.Of(agent), detection, terminal, config);
			}),
			NewTurn: Fn("Ladder.NewTurn")(function* (agent: unknown, turn: number | undefined) {
				NewTurn(memories.Of(agent), turn);
			}),
			ForScope: Fn("Ladder.ForScope")(function* (scope: unknown) {
				return memories.ForScope(scope);
			}),
			Peek: memories.Peek,
			Export: memories.Export,
			Import: memories.Import,
		};
	}),
}) {}

export const LadderLayer: Layer.Layer<Ladder, never, Tracing> = Layer.effect(Ladder, Ladder.make);

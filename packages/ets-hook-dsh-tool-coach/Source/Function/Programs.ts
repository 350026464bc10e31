import * as Effect from "effect/Effect";
import { SECTION_NAME } from "@playform/hook-dsh-tool-coach";
import type { PayloadError } from "../Variable/Errors";
import { Composer } from "../Service/Composer";
import { Detector } from "../Service/Detector";
import { Ladder } from "../Service/Ladder";
import { Ledger } from "../Service/Ledger";
import { Settings } from "../Service/Settings";

type PostDecision = { additionalContexts?: unknown[] } & Record<string, unknown>;
type PreDecision = { kind?: unknown } & Record<string, unknown>;
type Assembly = { sections?: unknown[] } & Record<string, unknown>;

/** One program per listener, over the services resolved once at apply (the hot path looks nothing up). */
export interface Programs {
	/** Tiers 0–2 and the tier-1 notice; fails only with the payload error, which the boundary turns into `decision`. */
	PostExecute(exec: any, decision: PostDecision): Effect.Effect<PostDecision, PayloadError>;
	/** Tier 3: `{kind: 'deny', reason}` or the downstream decision. */
	PreExecute(exec: any, decision: PreDecision): Effect.Effect<PreDecision, PayloadError>;
	/** A new user turn starts a new strike chain. */
	PreStep(payload: any): Effect.Effect<void>;
	/** Tier 2: the assembly with the section appended, or as it came. */
	Assemble(assembled: Assembly, context: unknown): Effect.Effect<Assembly>;
	ToolsChange: Effect.Effect<void>;
	VolatileUpdate(paths: readonly (readonly string[])[]): Effect.Effect<void>;
}

export const MakePrograms: Effect.Effect<Programs, never, Settings | Detector | Ladder | Composer | Ledger> = Effect.gen(function* () {
	const settings = yield* Settings;
	const detector = yield* Detector;
	const ladder = yield* Ladder;
	const composer = yield* Composer;
	const ledger = yield* Ledger;
	return {
		// flatMap chains rather than Effect.gen: the same steps at about a third of the cost per judged call
		PostExecute: (exec, decision) =>
			Effect.flatMap(settings.Current, (current) =>
				Effect.flatMap(detector.Select(exec, current), (call) =>
					!call
						? Effect.succeed(decision)
						: Effect.flatMap(
								Effect.flatMap(detector.Detect(exec, call, current), (detected) => composer.Available(current, exec.agent, detected)),
								(detection) =>
								Effect.flatMap(ladder.Judge(exec.agent, detection, call.terminal, current), ({ lines, note }) =>
									Effect.flatMap(ledger.AppendAll(lines), () =>
										!note
											? Effect.succeed(decision)
											: Effect.map(composer.Note(current, note, call.terminal, call.command, exec.agent), (message) => ({
													...decision,
													additionalContexts: [message, ...(decision.additionalContexts ?? [])],
												})),
									),
								),
							),
				),
			),
		PreExecute: (exec, decision) =>
			decision?.kind !== "allow"
				? Effect.succeed(decision)
				: Effect.flatMap(settings.Current, (current) =>
						current.enforce === "off"
							? Effect.succeed(decision)
							: Effect.flatMap(detector.Select(exec, current), (call) =>
									!call
										? Effect.succeed(decision)
										: Effect.flatMap(
												Effect.flatMap(detector.Detect(exec, call, current), (detected) => composer.Available(current, exec.agent, detected)),
												(detection) =>
												Effect.flatMap(ladder.Enforce(exec.agent, detection, call.terminal, current), ({ lines, deny }) =>
													Effect.flatMap(ledger.AppendAll(lines), () =>
														!deny
															? Effect.succeed(decision)
															: Effect.map(composer.Denial(current, deny, call.terminal, call.command, exec.agent), (reason): PreDecision => ({ kind: "deny", reason })),
													),
												),
											),
								),
					),
		PreStep: (payload) => Effect.suspend(() => (payload?.agent ? ladder.NewTurn(payload.agent, payload.turn) : Effect.void)),
		Assemble: (assembled, context) =>
			Effect.gen(function* () {
				const current = yield* settings.Current;
				if (!current.enabled || settings.Suspended()) return assembled;
				const scope = (context as { scope?: unknown } | undefined)?.scope;
				const memory = yield* ladder.ForScope(scope);
				if (!memory?.section) return assembled;
				const text = yield* composer.Section(memory, current, scope as object | undefined);
				return { ...assembled, sections: [...(assembled?.sections ?? []), { name: SECTION_NAME, text }] };
			}),
		ToolsChange: composer.ToolsChanged,
		VolatileUpdate: (paths) => settings.Refresh(paths),
	};
});

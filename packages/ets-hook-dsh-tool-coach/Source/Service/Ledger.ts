import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { Host } from "./Host";
import { Tracing } from "./Tracing";

export interface LedgerShape {
	/** One ledger message through the core's `Append` (`ctx.pluginFactory`), which never throws. */
	readonly Append: (message: string) => Effect.Effect<void>;
	/** Lines in order (the ladder's, a rebuild's). */
	readonly AppendAll: (messages: readonly string[]) => Effect.Effect<void>;
}

export class Ledger extends Context.Service<Ledger, LedgerShape>()("ets-hook-dsh-tool-coach/Ledger", {
	make: Effect.gen(function* () {
		const { factory, state } = yield* Host;
		const { Fn } = yield* Tracing;
		return {
			Append: Fn("Ledger.Append")(function* (message: string) {
				factory.Append(state, message);
			}),
			AppendAll: Fn("Ledger.AppendAll")(function* (messages: readonly string[]) {
				for (const message of messages) factory.Append(state, message);
			}),
		};
	}),
}) {}

export const LedgerLayer: Layer.Layer<Ledger, never, Host | Tracing> = Layer.effect(Ledger, Ledger.make);

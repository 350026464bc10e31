import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { Host } from "./Host";
import { Tracing } from "./Tracing";

export interface LedgerShape {
	/** One ledger message through the core's `Append` (`ctx.pluginFactory`), which never throws. */
	readonly Append: (message: string) => Effect.Effect<void>;
	/** The ladder's lines, in order. */
	readonly AppendAll: (messages: readonly string[]) => Effect.Effect<void>;
}

export class Ledger extends Context.Service<Ledger, LedgerShape>()("ets-hook-dsh-tool-coach/Ledger") {}

export const LedgerLayer: Layer.Layer<Ledger, never, Host | Tracing> = Layer.effect(
	Ledger,
	Effect.gen(function* () {
		const { factory, state } = yield* Host;
		const { Span } = yield* Tracing;
		const Append = (message: string) => Span("Ledger.Append")(Effect.sync(() => factory.Append(state, message)));
		return Ledger.of({
			Append,
			AppendAll: (messages) =>
				Span("Ledger.AppendAll")(
					Effect.sync(() => {
						for (const message of messages) factory.Append(state, message);
					}),
				),
		});
	}),
);

import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Tracer from "effect/Tracer";

export interface TracingShape {
	readonly enabled: boolean;
	/**
	 * `Effect.fn(name)` when tracing is on, `Effect.fnUntraced` otherwise: a traced function captures a stack and opens a
	 * span on every call (about 30 µs here, `node bench/tool-coach-twins.mjs`), which the hot path must not pay.
	 */
	readonly Fn: (name: string) => Effect.fn.Untraced;
	/** Wraps an effect VALUE in a span when tracing is on (service functions are `Effect.fn`); the identity otherwise. */
	readonly Span: (name: string) => <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}

/** Whether the service calls are traced functions with counted spans (`FACTORY_SMOKE_TRACING=1`). */
export class Tracing extends Context.Service<Tracing, TracingShape>()("ets-hook-dsh-tool-coach/Tracing") {}

const Untraced = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => self;

/** Finished spans by name, across every mount of this process (the tracing smoke reads it). */
const Finished = new Map<string, number>();

/** A copy of the finished-span counts; empty unless some mount ran with tracing on. */
export const SpanCounts = (): Record<string, number> => Object.fromEntries(Finished);

/** The native tracer, with every ended span counted by name. */
const CountingTracer: Tracer.Tracer = Tracer.make({
	span(options) {
		const span = Tracer.nativeTracer.span(options);
		const end = span.end.bind(span);
		return Object.assign(span, {
			end(endTime: bigint, exit: Parameters<Tracer.Span["end"]>[1]) {
				Finished.set(options.name, (Finished.get(options.name) ?? 0) + 1);
				end(endTime, exit);
			},
		});
	},
});

/** Tracing on: traced functions, `Span` wrapping and the counting tracer; off: untraced functions and the identity. */
export const TracingLayer = (enabled: boolean): Layer.Layer<Tracing> =>
	enabled
		? Layer.mergeAll(
				Layer.succeed(
					Tracing,
					Tracing.of({
						enabled,
						Fn: (name) => Effect.fn(name),
						Span: (name) => (self) => Effect.withSpan(self, name),
					}),
				),
				Layer.succeed(Tracer.Tracer, CountingTracer),
			)
		: Layer.succeed(Tracing, Tracing.of({ enabled, Fn: () => Effect.fnUntraced, Span: () => Untraced }));

/** The switch the smoke flips: `FACTORY_SMOKE_TRACING=1`, read at each apply. */
export const TracingRequested = (): boolean => process.env.FACTORY_SMOKE_TRACING === "1";

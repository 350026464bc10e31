import type { Events } from "@deepseek-ai/cordis";
import type { FactoryState } from "../Interface/State";
import { Fault } from "./Fault";

type Arguments<F> = F extends (...args: infer P) => unknown ? P : never;
/** A waterfall's arguments without its trailing `next`. */
type Payload<F> = Arguments<F> extends [...infer Head, unknown] ? Head : never;
/** What a waterfall's `next()` resolves to, which is also what the listener answers. */
type Decision<F> = F extends (...args: any[]) => infer R ? Awaited<R> : never;

/**
 * A waterfall listener that never breaks the chain: `next()` runs first, then `work` sees the downstream decision
 * and the event's arguments. What `work` returns is the answer (nothing keeps the decision); a fault, thrown or
 * rejected, hands the decision back untouched and writes the core's `fault <event> -> passthrough (…)` line.
 * `ctx.on("tools/post-execute", FailOpen(state, "tools/post-execute", (decision, exec) => …))`.
 */
export const FailOpen = <K extends keyof Events>(
	state: FactoryState<any>,
	event: K,
	work: (
		decision: Decision<Events[K]>,
		...args: Payload<Events[K]>
	) => Decision<Events[K]> | void | Promise<Decision<Events[K]> | void>,
): Events[K] => {
	const listener = async (...args: unknown[]): Promise<unknown> => {
		const next = args[args.length - 1] as () => Promise<Decision<Events[K]>>;
		const decision = await next();
		try {
			const answer = await work(decision, ...(args.slice(0, -1) as Payload<Events[K]>));
			return answer === undefined ? decision : answer;
		} catch (error) {
			Fault(state, event, error);
			return decision;
		}
	};
	return listener as Events[K];
};

/** The same boundary for a plain event (no `next`, nothing answered): `ctx.on("tools/change", FailOpenEvent(state, "tools/change", () => …))`. */
export const FailOpenEvent = <K extends keyof Events>(
	state: FactoryState<any>,
	event: K,
	work: (...args: Arguments<Events[K]>) => void,
): Events[K] => {
	const listener = (...args: unknown[]): void => {
		try {
			work(...(args as Arguments<Events[K]>));
		} catch (error) {
			Fault(state, event, error);
		}
	};
	return listener as Events[K];
};

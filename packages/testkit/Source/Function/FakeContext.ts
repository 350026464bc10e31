import { Activate, Append, BuildGraph, ListenerBus, Notice, State } from "@playform/lib-dsh-core";
import type { GraphSnapshot, WorkspaceGraphApi } from "@playform/lib-dsh-core";
import type {
	FakeCall,
	FakeContext as Host,
	FakeContextOptions,
	FakeSchema,
	FakeTool,
	Listener,
} from "../Interface/FakeContext";
import { SCHEMAS } from "../Variable/Schemas";

/** The real graph builder behind the `workspaceGraph` name, cached per root like the service. */
const Graph = (): WorkspaceGraphApi => {
	const graphs = new Map<string, GraphSnapshot | undefined>();
	return {
		Snapshot(root) {
			if (!graphs.has(root)) graphs.set(root, BuildGraph(root));
			return graphs.get(root);
		},
		Refresh(root) {
			if (root === undefined) graphs.clear();
			else graphs.delete(root);
		},
	};
};

/**
 * The one fake host of the tests, smokes and benches: plain `ctx.on` listeners with the harness's waterfall semantics
 * (each listener gets a `next` that runs the rest), the REAL core factory, a tool registry, optional services. The
 * real harness (`@playform/dsh-coach/Harness`) is the proof where behaviour is involved; this is for fast units.
 */
export const FakeContext = (options: FakeContextOptions = {}): Host => {
	const bus = ListenerBus<Listener>();
	const listeners = bus.listeners;
	const registered: FakeTool[] = [];
	const disposers: (() => unknown)[] = [];
	let schemas = options.schemas ?? SCHEMAS;
	// a test sees a listener's fault (the coach's Host contains it, as cordis does)
	const emit = (event: string, ...args: unknown[]): void => bus.emit(event, args, false);
	const services: Record<string, unknown> = {
		pluginFactory: { State, Append, Activate, Notice },
		...(options.graph ? { workspaceGraph: Graph() } : {}),
		...options.services,
	};
	if (options.tools !== false) {
		services.tools = {
			register(definition: FakeTool) {
				registered.push(definition);
				if (schemas === "registered") emit("tools/change");
				return () => undefined;
			},
			schemas: (scope?: unknown): readonly FakeSchema[] =>
				schemas === "registered"
					? registered.map((definition) => ({ name: definition.name }))
					: typeof schemas === "function"
						? schemas(scope)
						: schemas,
		};
	}
	const ctx: Record<string, any> = {
		...services,
		get: (name: string) => services[name],
		on: (event: string, listener: Listener) => bus.on(event, listener),
		emit,
		effect(body: () => () => unknown) {
			disposers.push(body());
		},
	};
	const waterfall = <T>(event: string, args: readonly unknown[], fallback: () => T | Promise<T>): Promise<T> =>
		bus.waterfall(event, args, fallback);
	const agent = options.agent ?? { id: "agent-1" };
	let callId = 0;
	const post = (exec: unknown, result: unknown = { content: [] }) =>
		waterfall("tools/post-execute", [exec, result], () => ({ kind: "accept" }));
	const pre = (exec: unknown) =>
		waterfall<{ kind: string; reason?: string }>("tools/pre-execute", [exec], () => ({ kind: "allow" }));
	return {
		ctx: ctx as Host["ctx"],
		agent,
		listeners,
		tools: registered,
		count: (event) => bus.count(event),
		setSchemas: (next) => void (schemas = next ?? SCHEMAS),
		emit,
		waterfall,
		async call(name, args, { agent: who = agent, content = "ok" } = {}): Promise<FakeCall> {
			const exec = {
				callId: `call-${++callId}`,
				name,
				arguments: args,
				agent: who,
				signal: new AbortController().signal,
			};
			const decided = await pre(exec);
			const result: FakeCall["result"] =
				decided.kind === "deny"
					? {
							isError: true,
							error: { message: String(decided.reason) },
							content: [{ type: "text" as const, text: `Error: ${decided.reason}` }],
						}
					: { isError: false, content: [{ type: "text" as const, text: content }] };
			return { pre: decided, post: await post(exec, result), result, exec };
		},
		post,
		pre,
		assemble: (assembly, context = {}) => waterfall("system-prompt/assemble", [assembly, context], () => assembly),
		preStep: (payload) =>
			waterfall("agent/pre-step", [payload], () => ({ kind: "enter", messages: payload.messages ?? [] })),
		async dispose() {
			for (const dispose of disposers.splice(0).reverse()) await dispose();
		},
	};
};

import { Activate, Append, ListenerBus, Notice, State } from "@playform/lib-dsh-core";

import type { ToolSchema } from "../Interface/ToolSchema";
import type { MemoryDomainFacility } from "./MemoryDomain";

/** A plugin module as the Loader sees it: `exports.default ?? exports`. */
export interface PluginModule {
	readonly name: string;
	readonly inject?: readonly string[] | Record<string, unknown>;
	readonly Config?: (raw: unknown) => unknown;
	apply(ctx: unknown, config: unknown): unknown;
}

export type Listener = (...args: any[]) => unknown;

/** The decision shapes of the tool waterfalls, as loose as the plugins return them. */
export interface PreDecision {
	readonly kind: string;
	readonly reason?: string;
}
export interface PostDecision {
	readonly kind: string;
	readonly additionalContexts?: readonly unknown[];
	readonly [key: string]: unknown;
}

/** One tool call as the ToolRuntime hands it to the listeners. */
export interface HostExecution {
	readonly callId: string;
	readonly rootCallId: string;
	readonly name: string;
	readonly arguments: Readonly<Record<string, unknown>>;
	readonly agent: object;
	readonly signal: AbortSignal;
}

/** The tool result a post-execute listener sees. */
export interface HostResult {
	readonly isError: boolean;
	readonly content: readonly { type: "text"; text: string }[];
	readonly error?: { message: string };
}

export interface HostOptions {
	/** What `ctx.tools.schemas()` answers (the dsh registry, or an agent's tools under dsh names). */
	readonly schemas: readonly ToolSchema[];
	/** `ctx.storageDomain` for the plugins that probe for storage; absent, they use their file fallback. */
	readonly storage?: MemoryDomainFacility;
	/**
	 * Offer `ctx.tools.register` (default true). A hook host answers no: the other agent cannot call a tool a plugin
	 * registers (the search suggester's `suggestion_dismiss`), so its notes must not offer one.
	 */
	readonly registerTools?: boolean;
}

/** A mounted plugin: its module, the handle it published on ctx (if any), and its validated config. */
export interface Mounted {
	readonly module: PluginModule;
	readonly handle: Record<string, unknown> | undefined;
	readonly config: unknown;
}

/**
 * A lightweight in-process host for the real plugin code: plain `ctx.on` listeners with the ToolRuntime's
 * waterfall semantics (each listener gets a `next` that runs the rest), the REAL core factory, and a static
 * tool registry. Replays and hook calls use it instead of booting the harness once per session.
 */
export class Host {
	readonly ctx: Record<string, unknown>;
	private readonly bus = ListenerBus<Listener>();
	private callCount = 0;

	constructor(options: HostOptions) {
		const bus = this.bus;
		const registered: ToolSchema[] = [];
		const ctx: Record<string, unknown> = {
			on: (event: string, listener: Listener) => bus.on(event, listener),
			emit: (event: string, ...args: unknown[]) => this.emit(event, ...args),
			// Optional services (logger, storage, workspaceGraph) are absent: plugins probe and fall back.
			get(name: string) {
				return name === "logger" ? undefined : ctx[name];
			},
			// The `pluginFactory` service's surface, from the core's own functions.
			pluginFactory: { State, Append, Activate, Notice },
			...(options.storage === undefined ? {} : { storageDomain: options.storage }),
			tools: {
				schemas: () => [...options.schemas, ...registered],
				...(options.registerTools === false
					? {}
					: {
							register: (tool: { name?: unknown; description?: unknown }) => {
								if (typeof tool?.name === "string")
									registered.push({
										name: tool.name,
										description: String(tool.description ?? ""),
										parameters: {},
									});
								return () => undefined;
							},
						}),
			},
		};
		this.ctx = ctx;
	}

	/**
	 * Mount a plugin the way the Loader does: validate the raw config with the plugin's own schema (volatile
	 * fields become cells), then `apply`. Returns the handle the plugin published on ctx.
	 */
	mount(module: PluginModule, raw: Record<string, unknown>): Mounted {
		const config = typeof module.Config === "function" ? module.Config(raw) : raw;
		const before = new Set(Object.keys(this.ctx));
		module.apply(this.ctx, config);
		const published = Object.keys(this.ctx).find((key) => !before.has(key) && key.startsWith("__"));
		return {
			module,
			config,
			handle: published === undefined ? undefined : (this.ctx[published] as Record<string, unknown>),
		};
	}

	count(event: string): number {
		return this.bus.count(event);
	}

	/** A fresh execution for `name(args)` on behalf of `agent`; `id` keeps the agent's own call id (a hook's `tool_use_id`). */
	execution(name: string, args: Readonly<Record<string, unknown>>, agent: object, id?: string): HostExecution {
		this.callCount += 1;
		const callId = id ?? `host-call-${this.callCount}`;
		return { callId, rootCallId: callId, name, arguments: args, agent, signal: new AbortController().signal };
	}

	pre(exec: HostExecution): Promise<PreDecision> {
		return this.waterfall("tools/pre-execute", [exec], () => ({ kind: "allow" })) as Promise<PreDecision>;
	}

	post(exec: HostExecution, result: HostResult): Promise<PostDecision> {
		return this.waterfall("tools/post-execute", [exec, result], () => ({
			kind: "accept",
		})) as Promise<PostDecision>;
	}

	/** One call through both waterfalls, the way the ToolRuntime runs it: a denied call still reaches post-execute. */
	async call(
		exec: HostExecution,
		output = "",
	): Promise<{ pre: PreDecision; post: PostDecision; result: HostResult }> {
		const pre = await this.pre(exec);
		const result = DeniedOrOutput(pre, output);
		const post = await this.post(exec, result);
		return { pre, post, result };
	}

	/** `agent/pre-step` for a step that starts with the user's message (turn numbers start at 1). */
	preStep(agent: object, turn: number, userText: string): Promise<unknown> {
		const messages = [{ role: "user", content: [{ type: "text", text: userText }], source: { kind: "user" } }];
		return this.waterfall(
			"agent/pre-step",
			[{ agent, messages, turn, step: 1, signal: new AbortController().signal }],
			() => ({ kind: "enter", messages }),
		);
	}

	/** The sections the plugins append to an assembly scoped to `agent`. */
	async sections(agent: object): Promise<{ name: string; text: string }[]> {
		const assembly = { sections: [] as { name: string; text: string }[], contexts: [], tools: [], variables: {} };
		const assembled = (await this.waterfall(
			"system-prompt/assemble",
			[assembly, { scope: agent }],
			() => assembly,
		)) as typeof assembly;
		return Array.isArray(assembled?.sections) ? assembled.sections : [];
	}

	/** An emit listener's fault stays with it, as on the cordis bus. */
	emit(event: string, ...args: unknown[]): void {
		this.bus.emit(event, args, true);
	}

	private waterfall(event: string, args: readonly unknown[], last: () => unknown): Promise<unknown> {
		return this.bus.waterfall(event, args, last);
	}
}

/** The result the ToolRuntime gives a denied call (`Error: <reason>`), else the tool's output as text. */
export function DeniedOrOutput(pre: PreDecision, output: string): HostResult {
	if (pre.kind === "deny" || pre.kind === "ask") {
		const reason = pre.reason ?? "denied";
		return { isError: true, error: { message: reason }, content: [{ type: "text", text: `Error: ${reason}` }] };
	}
	return { isError: false, content: [{ type: "text", text: output }] };
}

/** The text of a notice message (its text blocks joined). */
export function NoticeTextOf(message: unknown): string {
	const content = (message as { content?: unknown })?.content;
	if (!Array.isArray(content)) return "";
	return content
		.filter(
			(block): block is { type: "text"; text: string } =>
				block?.type === "text" && typeof block.text === "string",
		)
		.map((block) => block.text)
		.join("\n");
}

/** The notice's kind and summary, as the plugins label it in `source`. */
export function NoticeLabel(message: unknown): { kind: string; summary: string } {
	const source = (message as { source?: { kind?: unknown; summary?: unknown } })?.source ?? {};
	return {
		kind: typeof source.kind === "string" ? source.kind : "notice",
		summary: typeof source.summary === "string" ? source.summary : "",
	};
}

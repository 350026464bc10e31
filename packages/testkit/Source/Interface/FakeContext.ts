import type { Context } from "@deepseek-ai/cordis";

export type Listener = (...args: any[]) => any;

/** A tool schema as the dsh registry lists it (`ctx.tools.schemas()`). */
export interface FakeSchema {
	name: string;
	description?: string;
	parameters?: unknown;
}

/** A tool definition as a plugin hands it to `ctx.tools.register`. */
export interface FakeTool {
	name: string;
	execute: (args: unknown, exec: unknown) => Promise<unknown> | unknown;
	[key: string]: unknown;
}

export interface FakeContextOptions {
	/**
	 * What `ctx.tools.schemas()` answers: a list, a function (read on every call), or `"registered"` for the tools the
	 * plugins registered through `ctx.tools.register` (each registration then emits `tools/change`). Default `SCHEMAS`.
	 */
	schemas?: readonly FakeSchema[] | ((scope?: unknown) => readonly FakeSchema[]) | "registered";
	/** Offer `ctx.tools` at all (default true). */
	tools?: boolean;
	/** Offer the core's real workspace graph as `workspaceGraph` (default false). */
	graph?: boolean;
	/** More services, answered by `ctx.get(name)` and as properties (a storage facility, a logger). */
	services?: Record<string, unknown>;
	/** The agent object `call` uses by default. */
	agent?: object;
}

/** One judged call as `call` ran it: both decisions, the tool result between them, and the execution. */
export interface FakeCall {
	pre: { kind: string; reason?: string };
	post: { kind: string; additionalContexts?: any[]; [key: string]: unknown };
	result: { isError: boolean; content: { type: "text"; text: string }[]; error?: { message: string } };
	exec: { callId: string; name: string; arguments: unknown; agent: object; signal: AbortSignal };
}

/** The fake host: a ctx with plain `ctx.on`, the ToolRuntime's waterfall semantics and the REAL core factory. */
export interface FakeContext {
	ctx: Context & Record<string, any>;
	agent: object;
	listeners: Map<string, Listener[]>;
	/** The tools registered through `ctx.tools.register`, in order. */
	tools: FakeTool[];
	/** How many listeners an event has. */
	count(event: string): number;
	setSchemas(next: FakeContextOptions["schemas"]): void;
	/** A plain event: every listener, in order, return values ignored. */
	emit(event: string, ...args: unknown[]): void;
	/** A waterfall: each listener gets a `next` that runs the rest, the last `next` answers `fallback()`. */
	waterfall<T = any>(event: string, args: readonly unknown[], fallback: () => T | Promise<T>): Promise<T>;
	/** One call through both tool waterfalls, the way ToolRuntime runs it; a denied call still reaches post-execute. */
	call(name: string, args: unknown, options?: { agent?: object; content?: string }): Promise<FakeCall>;
	post(exec: unknown, result?: unknown): Promise<any>;
	pre(exec: unknown): Promise<any>;
	assemble(assembly: any, context?: unknown): Promise<any>;
	preStep(payload: { agent?: unknown; messages?: unknown[]; turn?: number; step?: number }): Promise<any>;
	/** Runs the disposers the plugins registered with `ctx.effect`, newest first. */
	dispose(): Promise<void>;
}

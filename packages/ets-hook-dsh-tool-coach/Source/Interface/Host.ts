import type { Context as CordisContext } from "@deepseek-ai/cordis";
import type { FactoryState, PluginFactory } from "@playform/lib-dsh-core";

/** The slice of `ctx.pluginFactory` the twin uses: the same State and Append the Classic calls. */
export type Factory = Pick<PluginFactory, "State" | "Append">;

/** What a judged call carries once the payload was read (the Classic's type). */
export type { JudgedCall } from "@playform/hook-dsh-tool-coach";

/** The cordis side of one mount: the plugin's context, the factory, its state and the raw config cells. */
export interface HostShape {
	readonly ctx: CordisContext;
	readonly factory: Factory;
	readonly state: FactoryState<any>;
	readonly config: Record<string, unknown>;
}

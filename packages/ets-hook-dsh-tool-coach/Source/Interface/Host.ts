import type { Context as CordisContext } from "@deepseek-ai/cordis";
import type { Append, FactoryState, State } from "@playform/lib-dsh-core";

/** The slice of `ctx.pluginFactory` the twin uses: the same State and Append the Classic calls. */
export interface Factory {
	State: typeof State;
	Append: typeof Append;
}

/** What a judged call carries once the payload was read: the terminal tool and its command. */
export interface JudgedCall {
	readonly terminal: string;
	readonly command: string;
}

/** The cordis side of one mount: the plugin's context, the factory, its state and the raw config cells. */
export interface HostShape {
	readonly ctx: CordisContext;
	readonly factory: Factory;
	readonly state: FactoryState<any>;
	readonly config: Record<string, unknown>;
}

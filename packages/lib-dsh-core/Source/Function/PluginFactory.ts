import { Service } from "@deepseek-ai/cordis";
import type { Context } from "@deepseek-ai/cordis";
import type { FactoryState, StateOptions } from "../Interface/State";
import { Activate } from "./Activate";
import { Append } from "./Append";
import { Notice } from "./Notice";
import { State } from "./State";

/**
 * The `pluginFactory` service: the small surface every hook injects (`inject: ["pluginFactory", …]`),
 * so every module builds its state and writes its ledger the same way.
 */
export class PluginFactory extends Service {
	static readonly provide = "pluginFactory";

	constructor(ctx: Context) {
		super(ctx, "pluginFactory");
	}

	State<C extends object>(ctx: Context, config: C, options: StateOptions<C>): FactoryState<C> {
		return State(ctx, config, options);
	}

	Append(state: FactoryState<any>, message: string): void {
		Append(state, message);
	}

	readonly Activate = Activate;

	readonly Notice = Notice;
}

// The service on cordis' Context, so a plugin reads `ctx.pluginFactory` typed; and the Loader's volatile-update
// event (declared alike by @deepseek-ai/cordis-plugin-loader, which the core does not import), so `State` listens typed.
declare module "@deepseek-ai/cordis" {
	interface Context {
		pluginFactory: PluginFactory;
	}
	interface Events {
		"loader/volatile-update"(paths: readonly (readonly string[])[]): void;
	}
}

import type { FactoryState } from "@playform/lib-dsh-core";
import { State } from "@playform/lib-dsh-core";

import type { ToolSchema } from "../Interface/ToolSchema";
import { DeniedOrOutput, Host, NoticeLabel, NoticeTextOf } from "./Host";
import type { HostExecution, HostResult, Mounted, PluginModule, PostDecision, PreDecision } from "./Host";
import type { MemoryDomainFacility } from "./MemoryDomain";

/** One plugin to mount: its package name, its module (`exports.default ?? exports`) and its raw config. */
export interface PluginSetup {
	readonly package: string;
	readonly module: PluginModule;
	readonly config: Record<string, unknown>;
}

/** A mounted plugin with the ledger state(s) it built through the factory. */
export interface SessionPlugin {
	readonly package: string;
	readonly mounted: Mounted;
	readonly states: readonly FactoryState<any>[];
}

/** What one plugin wrote to its ledger during a call. */
export interface LedgerLine {
	readonly module: string;
	readonly message: string;
}

/** A notice a plugin prepended to the call's additionalContexts. */
export interface SessionNotice {
	readonly kind: string;
	readonly summary: string;
	readonly text: string;
}

/** What the plugins did with one call. */
export interface CallOutcome {
	readonly exec: HostExecution;
	readonly pre: PreDecision;
	/** The deny reason when tools/pre-execute denied the call (tier 3). */
	readonly denied: string | undefined;
	readonly post: PostDecision;
	readonly notices: readonly SessionNotice[];
	readonly lines: readonly LedgerLine[];
}

export interface SessionOptions {
	readonly plugins: readonly PluginSetup[];
	readonly schemas: readonly ToolSchema[];
	/** The agent's working folder (the suggesters resolve the workspace from it). */
	readonly cwd: string;
	readonly id: string;
	readonly storage?: MemoryDomainFacility;
	/** See `HostOptions.registerTools`. */
	readonly registerTools?: boolean;
}

/**
 * One agent session over the in-process host: the plugins mounted once, one agent object, and the calls and
 * prompts of the session run through the real listeners in order.
 */
export class CoachSession {
	readonly host: Host;
	readonly agent: {
		readonly id: string;
		readonly session: { readonly id: string; readonly header: { readonly cwd: string } };
	};
	readonly plugins: readonly SessionPlugin[];
	private turn = 0;

	constructor(options: SessionOptions) {
		this.host = new Host({
			schemas: options.schemas,
			storage: options.storage,
			registerTools: options.registerTools,
		});
		this.agent = { id: options.id, session: { id: options.id, header: { cwd: options.cwd } } };
		// Collect each plugin's factory states, so its ledger lines can be read whatever handle it publishes.
		const factory = this.host.ctx.pluginFactory as { State: typeof State };
		const plugins: SessionPlugin[] = [];
		for (const setup of options.plugins) {
			const states: FactoryState<any>[] = [];
			factory.State = (ctx, config, stateOptions) => {
				const state = State(ctx, config, stateOptions);
				states.push(state);
				return state;
			};
			plugins.push({ package: setup.package, mounted: this.host.mount(setup.module, setup.config), states });
		}
		factory.State = State;
		this.plugins = plugins;
	}

	/** The turn the next prompt opens. */
	get currentTurn(): number {
		return this.turn;
	}

	/** Set the turn counter (a hook host restores it from the session's state file). */
	set currentTurn(turn: number) {
		this.turn = turn;
	}

	/** Every ledger line so far, per module (activation lines included). */
	ledger(): LedgerLine[] {
		return this.plugins.flatMap((plugin) =>
			plugin.states.flatMap((state) => state.Lines.map((message) => ({ module: state.Module, message }))),
		);
	}

	/** A user prompt: `agent/pre-step` with the user's message, opening the next turn. */
	async prompt(text: string): Promise<readonly LedgerLine[]> {
		const mark = this.marks();
		this.turn += 1;
		await this.host.preStep(this.agent, this.turn, text);
		return this.since(mark);
	}

	/** One call through pre-execute and post-execute, as the ToolRuntime runs it (a denied call still reaches post). */
	async call(tool: string, args: Readonly<Record<string, unknown>>, output = ""): Promise<CallOutcome> {
		const mark = this.marks();
		const exec = this.host.execution(tool, args, this.agent);
		const { pre, post } = await this.host.call(exec, output);
		return this.outcome(exec, pre, post, mark);
	}

	/** Only tools/pre-execute (a hook's PreToolUse); a deny also runs post-execute, since the agent will not call back. */
	async before(tool: string, args: Readonly<Record<string, unknown>>, callId?: string): Promise<CallOutcome> {
		const mark = this.marks();
		const exec = this.host.execution(tool, args, this.agent, callId);
		const pre = await this.host.pre(exec);
		if (pre.kind !== "deny" && pre.kind !== "ask") return this.outcome(exec, pre, { kind: "accept" }, mark);
		const post = await this.host.post(exec, DeniedOrOutput(pre, ""));
		return this.outcome(exec, pre, post, mark);
	}

	/** Only tools/post-execute (a hook's PostToolUse), with the tool's recorded result. */
	async after(
		tool: string,
		args: Readonly<Record<string, unknown>>,
		result: HostResult,
		callId?: string,
	): Promise<CallOutcome> {
		const mark = this.marks();
		const exec = this.host.execution(tool, args, this.agent, callId);
		const post = await this.host.post(exec, result);
		return this.outcome(exec, { kind: "allow" }, post, mark);
	}

	/** The system-prompt sections the plugins add for this agent now (tier 2, sticky suggester sections). */
	sections(): Promise<{ name: string; text: string }[]> {
		return this.host.sections(this.agent);
	}

	private outcome(exec: HostExecution, pre: PreDecision, post: PostDecision, mark: readonly number[]): CallOutcome {
		const notices = (post.additionalContexts ?? []).map((message) => ({
			...NoticeLabel(message),
			text: NoticeTextOf(message),
		}));
		return {
			exec,
			pre,
			denied: pre.kind === "deny" || pre.kind === "ask" ? (pre.reason ?? "denied") : undefined,
			post,
			notices,
			lines: this.since(mark),
		};
	}

	/** A position in every plugin's ledger; `since(mark)` gives the lines written after it. */
	marks(): number[] {
		return this.plugins.flatMap((plugin) => plugin.states.map((state) => state.Lines.length));
	}

	since(mark: readonly number[]): LedgerLine[] {
		const lines: LedgerLine[] = [];
		let index = 0;
		for (const plugin of this.plugins) {
			for (const state of plugin.states) {
				// Lines is bounded: when it was trimmed, everything now in it is new enough to report.
				const start = Math.min(mark[index++] ?? 0, state.Lines.length);
				for (const message of state.Lines.slice(start)) lines.push({ module: state.Module, message });
			}
		}
		return lines;
	}
}

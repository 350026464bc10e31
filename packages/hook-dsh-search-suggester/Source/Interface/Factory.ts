import type { Context } from "@deepseek-ai/cordis";
import type { FactoryState, NoticeInput, StateOptions } from "@playform/lib-dsh-core";
import type { UserMessage } from "@deepseek-ai/dsh-llm";

/** The part of the `pluginFactory` service this plugin uses, structurally (a fake ctx may supply it). */
export interface FactoryView {
	State<C extends object>(ctx: Context, config: C, options: StateOptions<C>): FactoryState<C>;
	Append(state: FactoryState<any>, message: string): void;
	Activate(pairs: readonly (readonly [string, unknown])[]): string;
	Notice(input: NoticeInput): UserMessage;
}

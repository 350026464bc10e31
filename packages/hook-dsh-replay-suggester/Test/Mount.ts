// The BUILT plugin (Target/) mounted on the testkit's fake host with the real core factory, for the units. The real
// harness proof lives in smokes/Test/ReplaySuggester.test.ts.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { NoticeText } from "@playform/lib-dsh-core";
import { FakeContext, Scratch as ScratchOf } from "@playform/testkit";
import Plugin, { Config } from "../Target/Library.js";
import type { ReplayState } from "../Target/Library.js";

export { CellOf, Remove } from "@playform/testkit";
export type { Cell } from "@playform/testkit";

export interface Called {
	decision: any;
	/** The note's candidate lines (`- path`), empty without a note. */
	candidates: string[];
	text: string;
}

export interface Mounted {
	state: ReplayState;
	workspace: string;
	home: string;
	agent: object;
	config: Record<string, unknown>;
	call(
		name: string,
		args: unknown,
		options?: { agent?: object; callId?: string; next?: () => Promise<any> },
	): Promise<Called>;
	userTurn(agent?: object, messages?: unknown[]): Promise<unknown>;
	volatile(paths: string[][]): void;
	dispose(): Promise<void>;
}

export const Scratch = (label: string): string => ScratchOf(`replay-${label}`);

export const Workspace = (): string => {
	const root = Scratch("ws");
	mkdirSync(join(root, ".git"));
	mkdirSync(join(root, "src"));
	return root;
};

/** Mounts the plugin's `apply` on a fake ctx; `get` answers the optional services the test provides. */
export const Mount = async (
	overrides: Record<string, unknown> = {},
	options: { workspace?: string; home?: string; services?: Record<string, unknown>; open?: boolean } = {},
): Promise<Mounted> => {
	const workspace = options.workspace ?? Workspace();
	const home = options.home ?? Scratch("home");
	// no tool registry: the suggester registers no tool and must mount without one
	const fake = FakeContext({ tools: false, services: options.services });
	let state: ReplayState | undefined;
	fake.ctx.on("replay-suggester/state", (value: ReplayState) => void (state = value));
	const config = {
		...Config({}),
		logFile: join(home, "replay.log"),
		historyPath: join(home, "history.json"),
		recordPath: join(home, "replay_history.json"),
		...overrides,
	};
	Plugin.apply(fake.ctx as never, config as never);
	if (!state) throw new Error("the plugin did not announce its state");
	const mounted = state;
	if (options.open !== false) await mounted.Opened;
	const agent = { session: { header: { cwd: workspace } } };
	let count = 0;
	return {
		state: mounted,
		workspace,
		home,
		agent,
		config,
		async call(name, args, call = {}) {
			const exec = {
				name,
				arguments: args,
				agent: call.agent ?? agent,
				callId: call.callId ?? `call-${++count}`,
			};
			const decision = await fake.waterfall(
				"tools/post-execute",
				[exec, { isError: false, content: [] }],
				call.next ?? (async () => ({ kind: "accept" })),
			);
			const text = NoticeText(decision?.additionalContexts?.[0]);
			return {
				decision,
				text,
				candidates: text
					.split("\n")
					.filter((line) => line.startsWith("- "))
					.map((line) => line.slice(2)),
			};
		},
		async userTurn(who = agent, messages = [{ role: "user", source: { kind: "user" }, content: [] }]) {
			return fake.waterfall("agent/pre-step", [{ agent: who, messages, turn: 1, step: 1 }], async () => ({
				kind: "enter",
				messages,
			}));
		},
		volatile(paths) {
			fake.emit("loader/volatile-update", paths);
		},
		async dispose() {
			await fake.dispose();
		},
	};
};

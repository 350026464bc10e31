// A fake ctx around the BUILT plugin (Target/) and the real core factory, for the units. The real harness
// proof lives in smokes/Test/ReplaySuggester.test.ts.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Append, NoticeText, State } from "@playform/lib-dsh-core";
import Plugin, { Config } from "../Target/Library.js";
import type { ReplayState } from "../Target/Library.js";

type Listener = (...args: any[]) => any;

export interface Cell<T> {
	get(): T;
	set(value: T): void;
}

/** A volatile cell the test can change, like the loader's frozen cell after `ctx.loader.update`. */
export const CellOf = <T>(value: T): Cell<T> => {
	let current = value;
	return { get: () => current, set: (next) => void (current = next) };
};

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
	call(name: string, args: unknown, options?: { agent?: object; callId?: string; next?: () => Promise<any> }): Promise<Called>;
	userTurn(agent?: object, messages?: unknown[]): Promise<unknown>;
	volatile(paths: string[][]): void;
	dispose(): Promise<void>;
}

export const Scratch = (label: string): string => mkdtempSync(join(tmpdir(), `replay-${label}-`));

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
	const listeners: Record<string, Listener[]> = {};
	const disposers: (() => unknown)[] = [];
	let state: ReplayState | undefined;
	const ctx = {
		on(event: string, listener: Listener) {
			(listeners[event] ??= []).push(listener);
			return () => undefined;
		},
		emit(event: string, value: unknown) {
			if (event === "replay-suggester/state") state = value as ReplayState;
		},
		get: (name: string) => options.services?.[name],
		effect(body: () => () => unknown) {
			disposers.push(body());
		},
		pluginFactory: { State, Append },
	};
	const config = {
		...Config({}),
		logFile: join(home, "replay.log"),
		historyPath: join(home, "history.json"),
		recordPath: join(home, "replay_history.json"),
		...overrides,
	};
	Plugin.apply(ctx as never, config as never);
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
			const exec = { name, arguments: args, agent: call.agent ?? agent, callId: call.callId ?? `call-${++count}` };
			const decision = await listeners["tools/post-execute"][0](exec, { isError: false, content: [] }, call.next ?? (async () => ({ kind: "accept" })));
			const text = NoticeText(decision?.additionalContexts?.[0]);
			return { decision, text, candidates: text.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.slice(2)) };
		},
		async userTurn(who = agent, messages = [{ role: "user", source: { kind: "user" }, content: [] }]) {
			return listeners["agent/pre-step"][0]({ agent: who, messages, turn: 1, step: 1 }, async () => ({ kind: "enter", messages }));
		},
		volatile(paths) {
			for (const listener of listeners["loader/volatile-update"] ?? []) listener(paths);
		},
		async dispose() {
			for (const dispose of disposers.reverse()) await dispose();
		},
	};
};

export const Remove = (...folders: string[]): void => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
};

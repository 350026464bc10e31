import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { Context, Logger } from "@deepseek-ai/cordis";
import type { Exporter, Fiber, LoggerType, Plugin } from "@deepseek-ai/cordis";
import Loader from "@deepseek-ai/cordis-plugin-loader";
import AgentRegistry from "@deepseek-ai/dsh-agent";
import type { Agent } from "@deepseek-ai/dsh-agent";
import AgentLoop from "@deepseek-ai/dsh-agent-loop";
import BashLocal from "@deepseek-ai/dsh-bash-local";
import FsLocal from "@deepseek-ai/dsh-fs-local";
import * as FsObservationPolicy from "@deepseek-ai/dsh-fs-observation-policy";
import LlmRuntime, { CallId, createUserMessage } from "@deepseek-ai/dsh-llm";
import type { GenerateOptions, Message } from "@deepseek-ai/dsh-llm";
import SessionStore, { SessionId } from "@deepseek-ai/dsh-session";
import * as ShellEnv from "@deepseek-ai/dsh-shell-env";
import Storage from "@deepseek-ai/dsh-storage";
import * as StorageDomain from "@deepseek-ai/dsh-storage-domain";
import type { DomainFacility } from "@deepseek-ai/dsh-storage-domain";
import * as StorageJson from "@deepseek-ai/dsh-storage-json";
import SubprocessLocal from "@deepseek-ai/dsh-subprocess-local";
import SystemPrompt from "@deepseek-ai/dsh-system-prompt";
import * as ToolBash from "@deepseek-ai/dsh-tool-bash";
import * as ToolFs from "@deepseek-ai/dsh-tool-fs";
import * as ToolFsSearch from "@deepseek-ai/dsh-tool-fs-search";
import ToolRuntime from "@deepseek-ai/dsh-tools";
import type { ToolExecutionResult } from "@deepseek-ai/dsh-tools";

import { EnsureNodeCompat } from "./Compat";
import { TextOf } from "./Message";
import { ScriptedModel } from "./ScriptedModel";
import type { ScriptStep } from "./ScriptedModel";
import { MakeTemporaryFolder, MakeWorkspace, RemoveFolder, WriteFiles } from "./Workspace";
import type { WorkspaceFiles } from "./Workspace";

export interface BootOptions {
	/** Files to put in the workspace (relative path → text). */
	readonly files?: WorkspaceFiles;
	/** Use this existing folder as the workspace instead of a temporary one; it is never removed. */
	readonly workspace?: string;
	/** Mount dsh-storage, dsh-storage-json (over a temporary root) and dsh-storage-domain. */
	readonly storage?: boolean;
	/** `$DSH_HOME` for dsh-shell-env; defaults to a temporary folder. */
	readonly dshHome?: string;
	/**
	 * Where the Loader resolves plugin names from (a file URL). Defaults to the monorepo's
	 * `smokes/package.json`, whose node_modules link the workspace plugins, else this package.
	 */
	readonly baseUrl?: string;
}

/** One line the harness or a plugin logged through `ctx.logger` (nothing is printed by default). */
export interface LogLine {
	readonly type: LoggerType;
	/** The logger's name, usually the plugin's. */
	readonly name: string;
	readonly text: string;
}

/** One tool call made during a turn, as the ToolRuntime committed it (`tools/result`). */
export interface TurnToolResult {
	readonly callId: string;
	readonly name: string;
	readonly arguments: unknown;
	readonly isError: boolean;
	/** The model-facing text of the result. */
	readonly text: string;
	readonly result: ToolExecutionResult;
}

/** What one AgentLoop turn did. */
export interface TurnRun {
	/** Every model request of the turn, in step order (system prompt, tools, messages). */
	readonly requests: readonly GenerateOptions[];
	/** `requests[i].messages`: the whole conversation the model saw at step i. */
	readonly messages: readonly (readonly Message[])[];
	/** Tool calls in commit order. */
	readonly toolResults: readonly TurnToolResult[];
	/** Text of the turn's last assistant message ("" when the turn did not end in text). */
	readonly finalText: string;
	/** Script steps the turn did not consume (they are discarded, so the next turn starts clean). */
	readonly unusedSteps: number;
}

/**
 * The services the bed mounts on its root context. Naming them here also carries each package's
 * `Context` augmentation into the published declarations, so `bed.ctx.loader` and friends type-check.
 */
export interface HarnessServices {
	readonly loader: Loader;
	readonly llm: LlmRuntime;
	readonly sessions: SessionStore;
	readonly systemPrompt: SystemPrompt;
	readonly tools: ToolRuntime;
	readonly agents: AgentRegistry;
	readonly agentLoop: AgentLoop;
	/** `storage` and `storageDomain` are mounted only when booted with `storage: true`. */
	readonly storage: Storage;
	readonly storageDomain: DomainFacility;
}

export interface LoadOptions {
	/** Accept a plugin that stays pending because a service it injects is missing. */
	readonly allowPending?: boolean;
}

export interface TestBed {
	/** Root cordis context with the whole harness mounted. */
	readonly ctx: Context & HarnessServices;
	/** Absolute path of the workspace (the agent's and the tools' cwd). */
	readonly workspace: string;
	/** `$DSH_HOME` given to dsh-shell-env. */
	readonly dshHome: string;
	/** Root of the JSON storage backend, when booted with `storage: true`. */
	readonly storageRoot: string | undefined;
	/** The Loader's base URL for plugin names. */
	readonly baseUrl: string;
	/** The scripted model behind provider `ScriptedModel.Provider`; it records every request. */
	readonly model: ScriptedModel;
	/** Every `ctx.logger` line since boot, all levels; the Loader reports import and config failures here. */
	readonly logs: readonly LogLine[];
	/** The bed's agent (cwd = workspace), created on first use so plugins loaded before see its creation. */
	readonly agent: Agent;
	/**
	 * Load a plugin BY NAME through the real Loader and wait until it settles; returns the entry id.
	 * Rejects when it cannot be imported, fails to start, or waits for a service nobody provides
	 * (unless `allowPending`), so a forgotten dependency fails here and not in a later assertion.
	 */
	load(name: string, config?: object, options?: LoadOptions): Promise<string>;
	/** Replace an entry's config (a volatile-only change does not remount). */
	update(id: string, config: object): Promise<void>;
	/** Remove an entry and wait for its plugin to be disposed. */
	unload(id: string): Promise<void>;
	/** Run one tool through the whole ToolRuntime pipeline on behalf of the bed's agent. */
	execute(
		name: string,
		args: Readonly<Record<string, unknown>>,
		options?: { readonly signal?: AbortSignal },
	): Promise<ToolExecutionResult>;
	/** Run one whole AgentLoop turn: `userText` from the user, then `script` as the model's steps. */
	turn(userText: string, script: readonly ScriptStep[]): Promise<TurnRun>;
	/** Dispose the harness and remove every folder the bed made. */
	dispose(): Promise<void>;
}

/** Mount the real harness (core, tools, optional storage) in temporary folders, ready for plugins. */
export async function Boot(options: BootOptions = {}): Promise<TestBed> {
	EnsureNodeCompat();
	const owned: string[] = [];
	const ctx = new Context();
	const logs = CaptureLogs(ctx);
	try {
		let workspace: string;
		if (options.workspace === undefined) {
			workspace = await MakeWorkspace(options.files);
			owned.push(workspace);
		} else {
			workspace = options.workspace;
			if (options.files) await WriteFiles(workspace, options.files);
		}
		const dshHome = options.dshHome ?? (await Own(owned, MakeTemporaryFolder("home")));
		const storageRoot = options.storage ? await Own(owned, MakeTemporaryFolder("storage")) : undefined;
		const baseUrl = options.baseUrl ?? DefaultBaseUrl();

		await Mount(ctx, Loader, { baseUrl });
		// Core, in the order dsh mounts it: ToolRuntime waits for SystemPrompt.
		await Mount(ctx, LlmRuntime);
		await Mount(ctx, SessionStore);
		await Mount(ctx, SystemPrompt, {});
		await Mount(ctx, ToolRuntime);
		await Mount(ctx, AgentRegistry);
		await Mount(ctx, AgentLoop, { agents: [] });
		// The real tools; run-in-background needs the job plugins, which the bed does not mount.
		await Mount(ctx, SubprocessLocal);
		await Mount(ctx, ShellEnv, { dshHome });
		await Mount(ctx, BashLocal, { cwd: workspace });
		await Mount(ctx, ToolBash, { enableRunInBackground: false });
		await Mount(ctx, FsLocal, { cwd: workspace });
		await Mount(ctx, FsObservationPolicy);
		await Mount(ctx, ToolFs);
		await Mount(ctx, ToolFsSearch, { sampleOverCapGlobResults: false });
		if (storageRoot !== undefined) {
			await Mount(ctx, Storage);
			await Mount(ctx, StorageJson, { root: storageRoot });
			await Mount(ctx, StorageDomain, { backend: "json" });
		}

		const model = new ScriptedModel();
		ctx.llm.registerAdapter([ScriptedModel.Provider], model);
		return new Bed(ctx, workspace, dshHome, storageRoot, baseUrl, model, logs, owned);
	} catch (error) {
		await ctx.fiber.dispose().catch(() => undefined);
		await Promise.all(owned.map(RemoveFolder));
		throw error;
	}
}

class Bed implements TestBed {
	private createdAgent: Agent | undefined;
	private callCount = 0;
	private disposed = false;

	constructor(
		readonly ctx: Context & HarnessServices,
		readonly workspace: string,
		readonly dshHome: string,
		readonly storageRoot: string | undefined,
		readonly baseUrl: string,
		readonly model: ScriptedModel,
		readonly logs: readonly LogLine[],
		private readonly owned: readonly string[],
	) {}

	get agent(): Agent {
		this.createdAgent ??= this.ctx.agentLoop.create(
			SessionId("test-bed"),
			{ provider: ScriptedModel.Provider, model: "scripted" },
			{ cwd: this.workspace },
		);
		return this.createdAgent;
	}

	async load(name: string, config: object = {}, options: LoadOptions = {}): Promise<string> {
		const loader = this.ctx.loader;
		const id = await loader.create({ name, config });
		await loader.await();
		const fiber = loader.resolve(id).fiber;
		if (fiber === undefined) {
			// The Loader logs and swallows import failures; import again to surface the reason.
			const cause = await Promise.resolve(loader.import(name)).then(
				() => undefined,
				(error: unknown) => error,
			);
			loader.remove(id);
			throw new Error(`plugin "${name}" could not be imported (baseUrl ${this.baseUrl}): ${String(cause)}`, {
				cause,
			});
		}
		const failure = await fiber.await().then(
			() => undefined,
			(error: unknown) => ({ error }),
		);
		if (failure) {
			loader.remove(id);
			throw new Error(`plugin "${name}" failed to start: ${String(failure.error)}`, { cause: failure.error });
		}
		if (fiber.state === FiberPending && !options.allowPending) {
			const missing = Object.keys(fiber.inject).filter((service) => this.ctx.get(service) === undefined);
			loader.remove(id);
			await fiber.dispose();
			throw new Error(
				`plugin "${name}" is waiting for services nobody provides: ${missing.join(", ") || "unknown"}; load them first`,
			);
		}
		return id;
	}

	async update(id: string, config: object): Promise<void> {
		await this.ctx.loader.update(id, { config });
		await this.ctx.loader.await();
	}

	async unload(id: string): Promise<void> {
		const fiber = this.ctx.loader.resolve(id).fiber;
		this.ctx.loader.remove(id);
		await fiber?.dispose();
		await this.ctx.loader.await();
	}

	async execute(
		name: string,
		args: Readonly<Record<string, unknown>>,
		options: { readonly signal?: AbortSignal } = {},
	): Promise<ToolExecutionResult> {
		this.callCount += 1;
		return this.ctx.tools.execute({
			callId: CallId(`bed-call-${this.callCount}`),
			name,
			arguments: args,
			agent: this.agent,
			signal: options.signal ?? new AbortController().signal,
		});
	}

	async turn(userText: string, script: readonly ScriptStep[]): Promise<TurnRun> {
		const agent = this.agent;
		const firstRequest = this.model.requests.length;
		const toolResults: TurnToolResult[] = [];
		let failure: { error: unknown } | undefined;
		const disposers: (() => unknown)[] = [];
		try {
			const idle = new Promise<void>((resolve) => {
				disposers.push(
					this.ctx.on("agent/status", (payload) => {
						if (payload.agent === agent && payload.status === "idle") resolve();
					}),
				);
			});
			disposers.push(
				this.ctx.on("agent/error", (payload) => {
					if (payload.agent === agent) failure ??= { error: payload.error };
				}),
				this.ctx.on("tools/result", (exec, result) => {
					if (exec.agent !== agent) return;
					toolResults.push({
						callId: exec.callId,
						name: exec.name,
						arguments: exec.arguments,
						isError: result.isError,
						text: TextOf(result.content),
						result,
					});
				}),
			);
			this.model.enqueue(...script);
			agent.followup(
				createUserMessage({ content: [{ type: "text", text: userText }], source: { kind: "user" } }),
			);
			await idle;
		} finally {
			for (const dispose of disposers) dispose();
		}
		const unusedSteps = this.model.discardRemaining();
		if (failure) throw new Error(`the turn failed: ${String(failure.error)}`, { cause: failure.error });
		const requests = this.model.requests.slice(firstRequest);
		const last = agent.session.deriveMessages().at(-1);
		return {
			requests,
			messages: requests.map((request) => request.messages),
			toolResults,
			finalText: last?.role === "assistant" ? TextOf(last) : "",
			unusedSteps,
		};
	}

	async dispose(): Promise<void> {
		if (this.disposed) return;
		this.disposed = true;
		try {
			await this.ctx.fiber.dispose();
		} finally {
			await Promise.all(this.owned.map(RemoveFolder));
		}
	}
}

/** `FiberState.PENDING` (waiting for injected services); cordis declares the enum `const`, so it cannot be imported. */
const FiberPending = 0;

/** Keep every log line in memory: cordis prints nothing without an exporter, so failures would vanish. */
function CaptureLogs(ctx: Context): LogLine[] {
	const logs: LogLine[] = [];
	const exporter: Exporter = {
		colors: false,
		// Cordis's levels run ERROR 0, INFO 1, WARN 2, DEBUG 3; take them all.
		levels: { default: 3 },
		export: (message) =>
			logs.push({ type: message.type, name: message.name, text: Logger.format(exporter, message) }),
	};
	ctx.logger.exporter(exporter);
	return logs;
}

/** Mount a plugin and wait until it is active (plugins are typed loosely: several are module namespaces). */
async function Mount(ctx: Context, plugin: unknown, config?: unknown): Promise<Fiber> {
	const register = ctx.plugin as (plugin: Plugin, config?: unknown) => Fiber & PromiseLike<Fiber>;
	return await register.call(ctx, plugin as Plugin, config);
}

async function Own(owned: string[], folder: Promise<string>): Promise<string> {
	const path = await folder;
	owned.push(path);
	return path;
}

/** `smokes/package.json` of the enclosing pnpm workspace when there is one, else this package's manifest. */
function DefaultBaseUrl(): string {
	const here = dirname(fileURLToPath(import.meta.url));
	const workspaceRoot = FindUp(here, "pnpm-workspace.yaml");
	const smokes = workspaceRoot === undefined ? undefined : join(workspaceRoot, "smokes", "package.json");
	if (smokes !== undefined && existsSync(smokes)) return pathToFileURL(smokes).href;
	const packageRoot = FindUp(here, "package.json") ?? process.cwd();
	return pathToFileURL(join(packageRoot, "package.json")).href;
}

function FindUp(start: string, file: string): string | undefined {
	for (let folder = start; ; folder = dirname(folder)) {
		if (existsSync(join(folder, file))) return folder;
		if (dirname(folder) === folder) return undefined;
	}
}

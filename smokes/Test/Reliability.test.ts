// Fault injection in the REAL harness: every plugin, loaded by name, under each fault; the waterfalls complete, the
// downstream decisions come back untouched, and the ledger says what degraded. The run writes the table to
// Documentation/Reliability.md (deterministic: no times, paths or ids). A second part runs the fast leakage
// profile: many agents at once, nothing of one reaches another.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

import { CallId, createUserMessage } from "@deepseek-ai/dsh-llm";
import { SessionId } from "@deepseek-ai/dsh-session";
import Storage, { storageBackendServiceKey } from "@deepseek-ai/dsh-storage";
import * as StorageDomain from "@deepseek-ai/dsh-storage-domain";
import { JsonStorageBackend } from "@deepseek-ai/dsh-storage-json";
import { defineContentToolFixture } from "@deepseek-ai/dsh-tools";
import { Boot, MakeTemporaryFolder, MakeWorkspace, RemoveFolder, ScriptedModel } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";

import { HOSTILE_CASES } from "./HostileCases";
import type { HostileRow } from "./HostileCases";

const REPORT = fileURLToPath(new URL("../../Documentation/Reliability.md", import.meta.url));
const EMPTY_TOOL = "fixture_empty";
const FILES = {
	"package.json": '{ "name": "ws", "version": "1.2.3" }\n',
	"CHANGELOG.md": "# 1.2.3\n",
	"src/a.ts": "export const a = 1;\n",
	"src/b.ts": "export const b = 2;\n",
};

type Any = any; // the harness payloads are poked at on purpose; their types would only get in the way here

interface Folders {
	/** The plugins' stores (knowledge, history, records). */
	readonly home: string;
	/** The folder every ledger file lives in (the read-only case makes it unwritable). */
	readonly ledger: string;
}

interface PluginUnderTest {
	readonly label: string;
	readonly name: string;
	config(folders: Folders): Record<string, unknown>;
	/** The plugin's in-memory ledger (its factory state's recent lines). */
	lines(bed: TestBed, id: string, announced: Map<string, Any>): readonly string[];
}

const CoachLines = (bed: TestBed, id: string): readonly string[] =>
	((bed.ctx.loader.resolve(id).fiber as Any).ctx.__hookDshToolCoachState?.State.Lines as string[] | undefined) ?? [];

// Thresholds of 1 make the first offense note and escalate, so the schema fetch and the section run at once.
const CoachConfig = (folders: Folders) => ({
	logFile: join(folders.ledger, "coach.log"),
	threshold: 1,
	window: 1,
	cooldown: 1,
	escalateThreshold: 1,
	judgeTools: ["bash", "pwsh", EMPTY_TOOL],
});

const PLUGINS: readonly PluginUnderTest[] = [
	{ label: "tool-coach", name: "@playform/hook-dsh-tool-coach", config: CoachConfig, lines: CoachLines },
	{
		label: "tool-coach (Effect twin)",
		name: "@playform/ets-hook-dsh-tool-coach",
		config: CoachConfig,
		lines: CoachLines,
	},
	{
		label: "replay-suggester",
		name: "@playform/hook-dsh-replay-suggester",
		config: (folders) => ({
			enabled: true,
			logFile: join(folders.ledger, "replay.log"),
			historyPath: join(folders.home, "history.json"),
			recordPath: join(folders.home, "replay_history.json"),
			emitOn: ["bash", "edit", "glob", "grep", "read", "write", EMPTY_TOOL],
		}),
		lines: (_bed, _id, announced) => announced.get("replay-suggester/state")?.Lines ?? [],
	},
	{
		label: "search-suggester",
		name: "@playform/hook-dsh-search-suggester",
		config: (folders) => ({
			enabled: true,
			logFile: join(folders.ledger, "search.log"),
			persistPath: join(folders.home, "knowledge.json"),
			sectionMode: "sticky",
			emitOn: ["grep", "glob", "read", "bash", EMPTY_TOOL],
		}),
		lines: (_bed, _id, announced) => announced.get("search-suggester/state")?.state?.Lines ?? [],
	},
];

/** What the observer right upstream of the plugin saw for one waterfall dispatch. */
interface Seen {
	readonly event: string;
	/** The downstream fixture ran, so the plugin called `next()`. */
	readonly reached: boolean;
	readonly untouched: boolean;
	/** The call's or step's signal was aborted when the plugin got it. */
	readonly aborted: boolean;
}

interface Poison {
	exec?(exec: Any): () => void;
	step?(payload: Any): () => void;
	context?(context: Any): () => void;
}

interface FaultCase {
	readonly id: string;
	/** The fault as the table names it. */
	readonly fault: string;
	/** Prepared before the plugin mounts; returns the cleanup. */
	prepare?(folders: Folders): () => void;
	/** Mount the storage hub over a backend that rejects every write, before the plugin. */
	readonly rejectingStorage?: boolean;
	/** Applied once the plugin is mounted; returns the restore. */
	inject?(bed: TestBed): () => void;
	/** How the observer upstream of the plugin spoils each payload before passing it on. */
	readonly poison?: Poison;
	/** Drive the listeners through a whole AgentLoop turn (false: only direct dispatches). */
	readonly turn: boolean;
	/** The signal given to the direct calls, and whether it aborts while the call is in the pipeline. */
	readonly abort?: boolean;
	/** Add calls of a registered tool whose result has no content at all (results are frozen: this is the way). */
	readonly empty?: boolean;
	/** The degrade line each plugin must write (undefined: nothing degrades, so no line is due). */
	expected(plugin: PluginUnderTest): RegExp[];
}

const IMMUTABLE_AS_ROOT = process.getuid?.() === 0;
/** The ledger folder made read-only: mode 0500, and for root (which ignores modes) the immutable attribute. */
const ReadOnlyFolder = (folder: string): (() => void) => {
	chmodSync(folder, 0o500);
	if (IMMUTABLE_AS_ROOT) spawnSync("chattr", ["+i", folder]);
	return () => {
		if (IMMUTABLE_AS_ROOT) spawnSync("chattr", ["-i", folder]);
		chmodSync(folder, 0o700);
	};
};

/** How many payloads the observer managed to spoil in the current case (a case that spoiled none proves nothing). */
let spoiled = 0;

/** A property that throws when read, standing in for a hostile payload; returns the restore. */
const Trap = (target: Any, key: string): (() => void) => {
	const before = Object.getOwnPropertyDescriptor(target, key);
	try {
		Object.defineProperty(target, key, {
			configurable: true,
			enumerable: true,
			get: () => {
				throw new Error(`poisoned payload: ${key}`);
			},
		});
	} catch {
		return () => undefined;
	}
	spoiled++;
	return () => {
		if (before) Object.defineProperty(target, key, before);
		else delete target[key];
	};
};

const Cyclic = (base: Record<string, unknown>): Record<string, unknown> => {
	const value: Any = { ...base, nested: { list: [] as unknown[] } };
	value.self = value;
	value.nested.up = value;
	value.nested.list.push(value, value.nested);
	Object.freeze(value.nested.list);
	Object.freeze(value.nested);
	return Object.freeze(value);
};

const Swap = (target: Any, key: string, value: unknown): (() => void) => {
	const before = target[key];
	try {
		target[key] = value;
	} catch {
		return () => undefined;
	}
	if (target[key] === value) spoiled++;
	return () => {
		try {
			target[key] = before;
		} catch {
			// frozen by someone else meanwhile: nothing to restore
		}
	};
};

const UNWRITABLE = /^ledger file unwritable \((?:EACCES|EPERM|EROFS)\) -> logger only$/;
const NOTHING: RegExp[] = [];
const IsCoach = (plugin: PluginUnderTest) => plugin.label.startsWith("tool-coach");

const CASES: readonly FaultCase[] = [
	{
		id: "schemas",
		fault: "`ctx.tools.schemas()` throws",
		inject: (bed) =>
			Swap(bed.ctx.tools, "schemas", () => {
				throw new Error("schemas() unavailable (fault injection)");
			}),
		turn: true,
		expected: (plugin) => (IsCoach(plugin) ? [/^schema fetch failed -> static fallback$/] : NOTHING),
	},
	{
		id: "ledger",
		fault: "ledger file unwritable (read-only folder)",
		prepare: (folders) => ReadOnlyFolder(folders.ledger),
		turn: true,
		expected: () => [UNWRITABLE],
	},
	{
		id: "storage",
		fault: "storage domain rejects writes",
		rejectingStorage: true,
		turn: true,
		expected: (plugin) =>
			plugin.label === "replay-suggester"
				? [/^store write failed: EROFS: storage rejects writes \(fault injection\)$/]
				: NOTHING,
	},
	{
		id: "cyclic",
		fault: "cyclic, frozen payloads (arguments, messages, downstream decisions)",
		poison: {
			exec: (exec) => Swap(exec, "arguments", Cyclic(exec.arguments ?? {})),
			step: (payload) =>
				Swap(
					payload,
					"messages",
					Object.freeze([...(payload.messages ?? []), Cyclic({ role: "user", content: [] })]),
				),
		},
		turn: true,
		expected: () => NOTHING,
	},
	{
		id: "abort",
		fault: "signal aborted while the call is in the pipeline",
		turn: false,
		abort: true,
		expected: () => NOTHING,
	},
	{
		id: "empty",
		fault: "tool result with no content",
		empty: true,
		turn: true,
		expected: () => NOTHING,
	},
	{
		id: "hostile",
		fault: "hostile payload (a property that throws when read)",
		poison: {
			exec: (exec) =>
				Swap(
					exec,
					"arguments",
					new Proxy(exec.arguments ?? {}, {
						get: (_target, key) => {
							throw new Error(`poisoned payload: ${String(key)}`);
						},
					}),
				),
			step: (payload) => Trap(payload, "agent"),
			context: (context) => Trap(context, "scope"),
		},
		turn: true,
		expected: (plugin) =>
			IsCoach(plugin)
				? [
						/^fault tools\/post-execute -> passthrough \(poisoned payload: command\)$/,
						/^fault agent\/pre-step -> passthrough \(poisoned payload: agent\)$/,
						/^fault system-prompt\/assemble -> passthrough \(poisoned payload: scope\)$/,
					]
				: plugin.label === "replay-suggester"
					? [
							/^fault tools\/post-execute -> passthrough \(poisoned payload: /,
							/^fault agent\/pre-step -> passthrough \(poisoned payload: agent\)$/,
						]
					: [
							/^fault tools\/post-execute -> passthrough \(poisoned payload: /,
							/^fault agent\/pre-step -> passthrough \(poisoned payload: agent\)$/,
							/^fault system-prompt\/assemble -> passthrough \(poisoned payload: scope\)$/,
						],
	},
];

/** A backend over the real JSON backend whose every write rejects, registered as `json` before the domain layer. */
const RejectingStorage = (root: string) => ({
	name: "storage-rejecting-json",
	inject: ["storage"],
	apply(ctx: Any) {
		const real = new JsonStorageBackend(root);
		// what a full or read-only disk makes the real backend's atomic write throw
		const reject = async () => {
			throw Object.assign(new Error("storage rejects writes (fault injection)"), { code: "EROFS" });
		};
		const backend = {
			kv: {
				open: async (descriptor: Any) => {
					const unit = await real.kv.open(descriptor);
					return {
						loadAll: () => unit.loadAll(),
						putRecord: reject,
						deleteRecord: reject,
						setGlobal: reject,
						close: () => unit.close(),
					};
				},
			},
			close: () => real.close(),
		};
		ctx.effect(() => {
			const unregister = ctx.storage.backend.register("json", backend);
			return async () => {
				unregister();
				await real.close();
			};
		});
		ctx.provide(storageBackendServiceKey("json"), backend);
	},
});

/** Mount a plain plugin object (a fixture, or a harness package the bed did not mount) on the bed's root. */
const Mount = (bed: TestBed, plugin: unknown, config: unknown = {}): Promise<unknown> =>
	(bed.ctx as Any).plugin(plugin, config);

const Marker = () =>
	createUserMessage({
		content: [{ type: "text", text: "downstream context" }],
		source: { kind: "fixture" } as never,
	});

/**
 * The fixtures around the plugin: an observer mounted BEFORE it (so it sits right upstream and can spoil the
 * payload) and a downstream fixture mounted AFTER it that returns frozen decisions; the observer checks that
 * what comes back up is what the downstream fixture returned, plus only the plugin's own additions.
 */
const Observer = (
	fault: FaultCase,
	seen: Seen[],
	downstream: WeakMap<object, Any>,
	abortOnPre: { controller?: AbortController },
) => ({
	name: "fault-observer",
	apply(ctx: Any) {
		const record = (
			event: string,
			key: object,
			out: Any,
			untouched: (inner: Any) => boolean,
			signal: AbortSignal | undefined,
		) => {
			const inner = downstream.get(key);
			seen.push({
				event,
				reached: inner !== undefined,
				untouched: inner !== undefined && untouched(inner),
				aborted: signal?.aborted === true,
			});
		};
		ctx.on("tools/pre-execute", async (exec: Any, next: () => Promise<Any>) => {
			const restore = fault.poison?.exec?.(exec);
			abortOnPre.controller?.abort(new Error("aborted mid-pipeline (fault injection)"));
			try {
				const out = await next();
				record("tools/pre-execute", exec, out, (inner) => out === inner, exec.signal);
				return out;
			} finally {
				restore?.();
			}
		});
		ctx.on("tools/post-execute", async (exec: Any, result: Any, next: () => Promise<Any>) => {
			const restore = [fault.poison?.exec?.(exec)];
			if (Array.isArray(result?.content) && result.content.length === 0) spoiled++;
			try {
				const out = await next();
				record(
					"tools/post-execute",
					exec,
					out,
					(inner) => {
						const mine = out.additionalContexts ?? [];
						const theirs = inner.additionalContexts ?? [];
						const tail = mine.slice(mine.length - theirs.length);
						return (
							out.kind === inner.kind &&
							theirs.every((context: unknown, index: number) => tail[index] === context) &&
							out.content === inner.content &&
							out.value === inner.value
						);
					},
					exec.signal,
				);
				return out;
			} finally {
				for (const undo of restore) undo?.();
			}
		});
		ctx.on("agent/pre-step", async (payload: Any, next: () => Promise<Any>) => {
			const restore = fault.poison?.step?.(payload);
			try {
				const out = await next();
				record("agent/pre-step", payload, out, (inner) => out === inner, payload.signal);
				return out;
			} finally {
				restore?.();
			}
		});
		ctx.on("system-prompt/assemble", async (assembly: Any, context: Any, next: () => Promise<Any>) => {
			const restore = fault.poison?.context?.(context);
			try {
				const out = await next();
				record(
					"system-prompt/assemble",
					assembly,
					out,
					(inner) =>
						inner.sections.every((section: unknown, index: number) => out.sections[index] === section) &&
						out.contexts === inner.contexts &&
						out.tools === inner.tools &&
						out.variables === inner.variables,
					context?.signal,
				);
				return out;
			} finally {
				restore?.();
			}
		});
	},
});

const Downstream = (downstream: WeakMap<object, Any>) => ({
	name: "fault-downstream",
	apply(ctx: Any) {
		ctx.on("tools/pre-execute", async (exec: Any, next: () => Promise<Any>) => {
			const out = Object.freeze({ ...(await next()) });
			downstream.set(exec, out);
			return out;
		});
		ctx.on("tools/post-execute", async (exec: Any, _result: Any, next: () => Promise<Any>) => {
			const decision = await next();
			const out = Object.freeze({
				...decision,
				additionalContexts: Object.freeze([...(decision.additionalContexts ?? []), Marker()]),
			});
			downstream.set(exec, out);
			return out;
		});
		ctx.on("agent/pre-step", async (payload: Any, next: () => Promise<Any>) => {
			const out = Object.freeze({ ...(await next()) });
			downstream.set(payload, out);
			return out;
		});
		ctx.on("system-prompt/assemble", async (assembly: Any, _context: Any, next: () => Promise<Any>) => {
			const assembled = await next();
			const loop: Any = { note: "a cycle in the variables" };
			loop.self = loop;
			const out = Object.freeze({
				...assembled,
				sections: Object.freeze([...assembled.sections]),
				variables: Object.freeze({ ...assembled.variables, loop: Object.freeze(loop) }),
			});
			downstream.set(assembly, out);
			return out;
		});
	},
});

const EmptyTool = () =>
	defineContentToolFixture({
		name: EMPTY_TOOL,
		description: "Answer with no content at all (a fault fixture).",
		parameters: { command: { type: "string" }, file_path: { type: "string" } },
		async execute() {
			return [];
		},
	});

interface Outcome {
	readonly fault: FaultCase;
	readonly plugin: PluginUnderTest;
	readonly listeners: readonly string[];
	readonly reached: readonly string[];
	readonly completed: boolean;
	readonly failure?: string;
	readonly untouched: boolean;
	readonly dispatches: number;
	readonly degraded: readonly string[];
	readonly lines: readonly string[];
	/** Payloads spoiled, dispatches that carried an aborted signal, and the replay store's tier. */
	readonly spoiled: number;
	readonly aborted: number;
	readonly tier?: string;
}

/** The ledger lines that report a degrade (the plugins' documented degrade vocabulary). */
const DEGRADE = /unwritable|failed|fallback|rejected|refused|passthrough|corrupt/;

const Run = async (fault: FaultCase, plugin: PluginUnderTest): Promise<Outcome> => {
	const home = await MakeTemporaryFolder("reliability-home");
	const ledger = join(home, "ledger");
	mkdirSync(ledger, { recursive: true });
	const folders = { home, ledger };
	const cleanup = fault.prepare?.(folders);
	const bed = await Boot({ files: FILES });
	const seen: Seen[] = [];
	const downstream = new WeakMap<object, Any>();
	const abortOnPre: { controller?: AbortController } = {};
	const announced = new Map<string, Any>();
	let completed = true;
	let failure: string | undefined;
	let listeners: string[] = [];
	let lines: readonly string[] = [];
	let tier: string | undefined;
	spoiled = 0;
	try {
		for (const event of ["replay-suggester/state", "search-suggester/state"])
			bed.ctx.on(event as never, ((state: Any) => void announced.set(event, state)) as never);
		if (fault.rejectingStorage) {
			await Mount(bed, Storage);
			await Mount(bed, RejectingStorage(join(home, "storage")));
			await Mount(bed, StorageDomain, { backend: "json" });
		}
		await bed.load("@playform/lib-dsh-core");
		await Mount(bed, Observer(fault, seen, downstream, abortOnPre));
		const id = await bed.load(plugin.name, plugin.config(folders));
		await Mount(bed, Downstream(downstream));
		await announced.get("replay-suggester/state")?.Opened;
		const fiber = bed.ctx.loader.resolve(id).fiber;
		listeners = Object.entries((bed.ctx as Any).events._hooks as Record<string, { ctx: Any }[]>)
			.filter(
				([event, hooks]) =>
					!event.startsWith("internal/") &&
					!event.startsWith("loader/") &&
					hooks.some((hook) => hook.ctx.fiber === fiber),
			)
			.map(([event]) => event)
			.sort();
		const restore = fault.inject?.(bed);
		try {
			await Drive(bed, fault, abortOnPre);
		} catch (error) {
			completed = false;
			failure = String((error as Error)?.message ?? error);
		} finally {
			restore?.();
		}
		await announced.get("replay-suggester/state")?.Flush();
		lines = [...plugin.lines(bed, id, announced)];
		tier = announced.get("replay-suggester/state")?.Tier;
	} finally {
		await bed.dispose();
		cleanup?.();
		await RemoveFolder(home);
	}
	// the observer and the downstream fixture bracket the plugin: the fixture ran, so the plugin's listener did too
	const reached = [...new Set(seen.filter((entry) => entry.reached).map((entry) => entry.event))].filter((event) =>
		listeners.includes(event),
	);
	if (listeners.includes("tools/change")) reached.push("tools/change");
	return {
		fault,
		plugin,
		listeners,
		reached: reached.sort(),
		completed,
		failure,
		untouched: seen.every((entry) => entry.untouched),
		dispatches: seen.length,
		degraded: lines.filter((line) => DEGRADE.test(line)),
		lines,
		spoiled,
		aborted: seen.filter((entry) => entry.aborted).length,
		tier,
	};
};

/** Every listener, through the real pipeline: a tool registration, a whole AgentLoop turn, then direct dispatches. */
const Drive = async (bed: TestBed, fault: FaultCase, abortOnPre: { controller?: AbortController }): Promise<void> => {
	const unregister = bed.ctx.tools.register(EmptyTool());
	try {
		if (fault.turn) {
			await bed.turn("Where is the version declared? Read src/a.ts first.", [
				[
					{ name: "bash", arguments: { command: "cat src/a.ts", description: "Show a" } },
					{ name: "read", arguments: { file_path: "src/a.ts" } },
					{ name: "grep", arguments: { pattern: "version", path: "." } },
				],
				...(fault.empty
					? [[{ name: EMPTY_TOOL, arguments: { command: "cat src/b.ts", file_path: "src/b.ts" } }]]
					: []),
				"done",
			]);
		}
		const signal = () => {
			if (!fault.abort) return new AbortController().signal;
			abortOnPre.controller = new AbortController();
			return abortOnPre.controller.signal;
		};
		await bed.execute("bash", { command: "cat src/b.ts", description: "Show b" }, { signal: signal() });
		await bed.execute("read", { file_path: "src/b.ts" }, { signal: signal() });
		if (fault.empty)
			await bed.execute(EMPTY_TOOL, { command: "cat src/a.ts", file_path: "src/a.ts" }, { signal: signal() });
		abortOnPre.controller = undefined;
		const aborted = AbortSignal.abort(new Error("aborted (fault injection)"));
		const stepSignal = fault.abort ? aborted : new AbortController().signal;
		const messages = [
			createUserMessage({ content: [{ type: "text", text: "next turn" }], source: { kind: "user" } }),
		];
		await (bed.ctx as Any).waterfall(
			"agent/pre-step",
			{ agent: bed.agent, messages, turn: 9, step: 1, signal: stepSignal },
			() => Promise.resolve({ kind: "enter", messages }),
		);
		await bed.ctx.systemPrompt.assemble({ scope: bed.agent, signal: stepSignal } as never);
	} finally {
		unregister();
	}
};

const outcomes: Outcome[] = [];

describe("fault injection in the real harness", () => {
	for (const fault of CASES) {
		for (const plugin of PLUGINS) {
			it(`${plugin.label}: ${fault.fault}`, async () => {
				const outcome = await Run(fault, plugin);
				outcomes.push(outcome);
				expect(outcome.failure).toBeUndefined();
				expect(outcome.completed).toBe(true);
				// every waterfall listener the plugin registers ran (it called next()) at least once
				expect(outcome.reached).toEqual(outcome.listeners);
				expect(outcome.dispatches).toBeGreaterThan(0);
				expect(outcome.untouched).toBe(true);
				// the fault really happened
				if (fault.poison || fault.empty) expect(outcome.spoiled).toBeGreaterThan(0);
				if (fault.abort)
					expect(outcome.aborted).toBeGreaterThanOrEqual(
						outcome.listeners.filter((event) => event !== "tools/change").length,
					);
				if (fault.rejectingStorage && plugin.label === "replay-suggester")
					expect(outcome.tier).toBe("replay_history");
				// each degraded path says so (once per distinct reason, or once per degraded composition)...
				const expected = fault.expected(plugin);
				for (const pattern of expected)
					expect(
						outcome.degraded.some((line) => pattern.test(line)),
						String(pattern),
					).toBe(true);
				// ...and nothing says so that did not degrade
				expect(outcome.degraded.filter((line) => !expected.some((pattern) => pattern.test(line)))).toEqual([]);
			});
		}
	}

	it("a call whose signal is aborted before it starts never reaches a listener", async () => {
		const bed = await Boot({ files: FILES });
		try {
			await bed.load("@playform/lib-dsh-core");
			const seen: Seen[] = [];
			const downstream = new WeakMap<object, Any>();
			await Mount(bed, Observer(CASES[0]!, seen, downstream, {}));
			await bed.load(PLUGINS[0]!.name, { log: false });
			const result = await bed.execute(
				"bash",
				{ command: "cat src/a.ts", description: "Show a" },
				{ signal: AbortSignal.abort() },
			);
			expect(result.isError).toBe(true);
			expect(result.error?.message).toBe("tool call aborted before dispatch");
			expect(seen).toEqual([]);
		} finally {
			await bed.dispose();
		}
	});
});

describe("user patterns at every entry point, in the real harness", () => {
	const EVIL = "(a+)+$";
	const rows = [
		{ pattern: "^mytool(?!\\S)", class: "read", tool: "read" },
		{ pattern: EVIL, class: "read", tool: "read" },
	];

	it.each(["@playform/hook-dsh-tool-coach", "@playform/ets-hook-dsh-tool-coach"])(
		"%s refuses a catastrophic patternTable row or exempt at load, naming it",
		async (name) => {
			const bed = await Boot({ files: FILES });
			try {
				await bed.load("@playform/lib-dsh-core");
				await expect(bed.load(name, { log: false, patternTable: rows })).rejects.toThrow(
					/failed to start: .*\$\.patternTable\[1\]\.pattern can backtrack catastrophically \(exponential\): \(a\+\)\+\$/,
				);
				await expect(bed.load(name, { log: false, exemptPatterns: ["^git(?!\\S)", EVIL] })).rejects.toThrow(
					/\$\.exemptPatterns\[1\] can backtrack catastrophically/,
				);
				// a volatile update cannot smuggle one in either: it is refused and the coach passes through
				const id = await bed.load(name, { log: false });
				await bed.update(id, { log: false, patternTable: rows });
				const handle = (bed.ctx.loader.resolve(id).fiber as Any).ctx.__hookDshToolCoachState;
				expect(handle.Suspended).toBe(true);
				expect(handle.State.Lines.at(-1)).toMatch(
					/^config rejected -> passthrough \(.*\$\.patternTable\[1\]\.pattern can backtrack catastrophically/,
				);
				expect((await bed.execute("bash", { command: "cat src/a.ts", description: "Show a" })).isError).toBe(
					false,
				);
			} finally {
				await bed.dispose();
			}
		},
	);

	it("both suggesters refuse a workspace .dsh/pack.yml with a catastrophic signal, say so once, and answer from the built-in pack", async () => {
		const pack = `intents:\n  search/Evil:\n    targets: [CHANGELOG.md]\n    signals:\n      - {id: evil, on: query, pattern: '${EVIL}', weight: 1}\n`;
		const bed = await Boot({ files: { ...FILES, ".dsh/pack.yml": pack } });
		try {
			const announced = new Map<string, Any>();
			for (const event of ["replay-suggester/state", "search-suggester/state"])
				bed.ctx.on(event as never, ((state: Any) => void announced.set(event, state)) as never);
			await bed.load("@playform/lib-dsh-core");
			await bed.load("@playform/hook-dsh-replay-suggester", {
				enabled: true,
				log: false,
				historyPath: join(bed.dshHome, "history.json"),
				recordPath: join(bed.dshHome, "replay.json"),
			});
			await bed.load("@playform/hook-dsh-search-suggester", {
				enabled: true,
				log: false,
				seed: false,
				persistPath: join(bed.dshHome, "knowledge.json"),
			});
			await announced.get("replay-suggester/state").Opened;
			for (let call = 0; call < 3; call++) {
				expect((await bed.execute("read", { file_path: "src/a.ts" })).isError).toBe(false);
				expect((await bed.execute("grep", { pattern: "version", path: "package.json" })).isError).toBe(false);
			}
			const refusal = `pack refused -> builtin (${join(bed.workspace, ".dsh", "pack.yml")}: $.intents.search/Evil.signals[0].pattern: can backtrack catastrophically (exponential))`;
			for (const lines of [
				announced.get("replay-suggester/state").Lines,
				announced.get("search-suggester/state").state.Lines,
			] as string[][]) {
				expect(lines.filter((line) => line.startsWith("pack refused"))).toEqual([refusal]);
			}
			// the built-in intents still judge the calls
			expect(
				announced
					.get("replay-suggester/state")
					.Lines.some((line: string) => line.startsWith("recorded src/a.ts")),
			).toBe(true);
			expect(
				announced
					.get("search-suggester/state")
					.state.Lines.some((line: string) => /^(?:suggest|abstained|suppressed) /.test(line)),
			).toBe(true);
		} finally {
			await bed.dispose();
		}
	});
});

const hostileRows = new Map<string, HostileRow>();

describe("hostile environment (issue 11): the hook and replay on real files, each a child process with a 192 MB heap", () => {
	for (const hostile of HOSTILE_CASES) {
		it(
			hostile.title,
			async (context) => {
				const row = await hostile.run();
				hostileRows.set(hostile.id, row);
				if (row.skipped) context.skip(`${hostile.id}: ${row.skipped}`);
			},
			300_000,
		);
	}
});

/** The agent index a path names (`src/a17.ts` → 17), or undefined for a shared name (`package.json`). */
const OwnerOf = (path: string): number | undefined => {
	const match = /\b[abc](\d+)\.ts\b/.exec(path);
	return match ? Number(match[1]) : undefined;
};

describe("no leakage across concurrent agents (the fast profile of bench/load.mjs)", () => {
	it("50 agents in 50 workspaces at once: each agent's counts, notes and suggestions are its own", async () => {
		const AGENTS = 50;
		const ROUNDS = 8;
		const SHELL = "sh_fixture";
		// offenses of agent i: i % 5 reads through the terminal, so agents 3, 4, 8, 9, … reach the coach's threshold of 3
		const offenses = (index: number) => index % 5;
		const bed = await Boot({ storage: true });
		const workspaces: string[] = [];
		try {
			const announced = new Map<string, Any>();
			for (const event of ["replay-suggester/state", "search-suggester/state"])
				bed.ctx.on(event as never, ((state: Any) => void announced.set(event, state)) as never);
			await bed.load("@playform/lib-dsh-core");
			const coachId = await bed.load("@playform/hook-dsh-tool-coach", {
				logFile: join(bed.dshHome, "coach.log"),
				judgeTools: [SHELL],
			});
			const replayId = await bed.load("@playform/hook-dsh-replay-suggester", {
				enabled: true,
				logFile: join(bed.dshHome, "replay.log"),
				historyPath: join(bed.dshHome, "history.json"),
				recordPath: join(bed.dshHome, "replay_history.json"),
				emitOn: ["read"],
				historyDepth: 4096,
			});
			await bed.load("@playform/hook-dsh-search-suggester", {
				enabled: true,
				logFile: join(bed.dshHome, "search.log"),
				persistPath: join(bed.dshHome, "knowledge.json"),
				emitOn: ["read"],
			});
			await announced.get("replay-suggester/state")?.Opened;
			bed.ctx.tools.register(
				defineContentToolFixture({
					name: SHELL,
					description: "Run a shell command (a fixture that only echoes it).",
					parameters: { command: { type: "string", required: true } },
					async execute(args) {
						return [{ type: "text", text: `ran ${args.command}` }];
					},
				}),
			);
			const agents: Any[] = [];
			for (let index = 0; index < AGENTS; index++) {
				const workspace = await MakeWorkspace({
					"package.json": `{ "name": "ws${index}", "version": "1.0.${index}" }\n`,
					[`src/a${index}.ts`]: `export const a${index} = ${index};\n`,
					[`src/b${index}.ts`]: `export const b${index} = ${index};\n`,
					[`lib/c${index}.ts`]: `export const c${index} = ${index};\n`,
				});
				workspaces.push(workspace);
				agents.push(
					bed.ctx.agentLoop.create(
						SessionId(`load-${index}`),
						{ provider: ScriptedModel.Provider, model: "scripted" },
						{ cwd: workspace },
					),
				);
			}
			const notices = agents.map(() => [] as { kind: string; text: string }[]);
			let call = 0;
			const Run = async (index: number, name: string, args: Record<string, unknown>) => {
				const result = await bed.ctx.tools.execute({
					callId: CallId(`load-${++call}`),
					name,
					arguments: args,
					agent: agents[index],
					signal: new AbortController().signal,
				});
				for (const message of (result.additionalContexts ?? []) as Any[]) {
					notices[index]!.push({
						kind: message.source?.kind,
						text: (message.content ?? []).map((block: Any) => block.text ?? "").join(""),
					});
				}
			};
			for (let round = 0; round < ROUNDS; round++) {
				// every agent's calls of a round run at once, interleaved in the one process
				await Promise.all(
					agents.map(async (_agent, index) => {
						await Run(index, SHELL, {
							command: round < offenses(index) ? `cat src/a${index}.ts` : "git status",
						});
						await Run(index, "read", {
							file_path: [`src/a${index}.ts`, `src/b${index}.ts`, `lib/c${index}.ts`, `src/a${index}.ts`][
								round % 4
							],
						});
					}),
				);
			}
			const coach = (bed.ctx.loader.resolve(coachId).fiber as Any).ctx.__hookDshToolCoachState;
			const replay = (bed.ctx.loader.resolve(replayId).fiber as Any).ctx.__hookDshReplaySuggesterState;
			const search = announced.get("search-suggester/state");
			agents.forEach((agent, index) => {
				// counts: each agent's ladder saw exactly its own calls and offenses
				const memory = coach.Memory(agent);
				expect(memory.calls).toBe(ROUNDS);
				const noted = offenses(index) >= 3;
				expect(memory.lastNoteAt > 0).toBe(noted);
				if (!noted) expect(memory.strikes.read ?? 0).toBe(offenses(index));
				expect(search.rings.Peek(agent).judged).toBe(ROUNDS);
				if (replay) expect(replay.Export(agent).Judged).toBe(ROUNDS);
				// notes: only its own offenses earn a coach note, naming its own command
				const coachNotes = notices[index]!.filter((notice) => notice.kind === "tool-coach");
				expect(coachNotes).toHaveLength(noted ? 1 : 0);
				for (const note of coachNotes) expect(note.text).toContain(`cat src/a${index}.ts`);
				// suggestions: every file any notice names is one of its own workspace's
				for (const notice of notices[index]!) {
					const owners = (notice.text.match(/\b[abc]\d+\.ts\b/g) ?? []).map(OwnerOf);
					expect(
						owners.filter((owner) => owner !== index),
						`${notice.kind} for agent ${index}: ${notice.text}`,
					).toEqual([]);
				}
			});
			// the replay suggester did recall (so the isolation above was tested, not vacuous)
			expect(notices.flat().filter((notice) => notice.kind === "replay-suggester").length).toBeGreaterThan(
				AGENTS / 2,
			);
		} finally {
			await bed.dispose();
			await Promise.all(workspaces.map(RemoveFolder));
		}
	});
});

/** Distinct lines, with how often each was written. */
const Counted = (lines: readonly string[]): [string, number][] => {
	const counts = new Map<string, number>();
	for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
	// sorted: calls of one step run concurrently, so first-seen order is not stable
	return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/** The generated table: one row per fault and plugin, deterministic (no times, paths, ids or error codes). */
const Render = (rows: readonly Outcome[]): string => {
	const cell = (text: string) => text.replace(/\|/g, "\\|");
	const normal = (line: string) => line.replace(/\((?:EACCES|EPERM|EROFS)\)/, "(<code>)");
	const byCase = CASES.map((fault) => rows.filter((row) => row.fault === fault)).filter((group) => group.length > 0);
	const table = byCase.flatMap((group) =>
		PLUGINS.map((plugin) => group.find((row) => row.plugin === plugin))
			.filter((row): row is Outcome => row !== undefined)
			.map((row) =>
				[
					cell(row.fault.fault),
					cell(row.plugin.label),
					row.reached.map((event) => `\`${event}\``).join(", "),
					row.completed ? "yes" : `NO (${cell(row.failure ?? "")})`,
					row.untouched ? "untouched" : "CHANGED",
					row.degraded.length === 0
						? "— (nothing degraded)"
						: Counted(row.degraded.map(normal))
								.map(([line, count]) => `\`${cell(line)}\`${count > 1 ? ` × ${count}` : ""}`)
								.join("<br>"),
				].join(" | "),
			),
	);
	return [
		"# Reliability",
		"",
		"GENERATED by `smokes/Test/Reliability.test.ts` (`pnpm test`); do not edit by hand.",
		"",
		"Each plugin is loaded BY NAME through the real Loader into the real dsh harness (`Boot` of",
		"`@playform/dsh-coach/Harness`), after the core, between two fixtures: an observer mounted before it (right",
		"upstream: it spoils the payload for the payload faults) and a downstream fixture mounted after it that returns",
		"frozen decisions. Each case runs a tool registration (`tools/change`), a whole AgentLoop turn with a scripted",
		"model (`agent/pre-step`, `system-prompt/assemble`, `tools/pre-execute`, `tools/post-execute` over the real",
		"`bash`, `read` and `grep` and a fixture tool), then direct dispatches of each waterfall.",
		"",
		"- **Listeners reached**: the plugin's listeners that ran and called `next()` during the case (every one it registers).",
		"- **Waterfalls complete**: every tool call, turn and dispatch resolved; no fault reached the harness.",
		"- **Downstream decisions**: what came back up equals what the downstream fixture returned (same kind, same",
		"  contexts, content and value; the plugin may only prepend its own notice or append its own section).",
		"- **Degrade line**: the ledger lines that say what degraded; a case where nothing degraded must write none.",
		"",
		"| Fault | Plugin | Listeners reached | Waterfalls complete | Downstream decisions | Degrade line |",
		"|---|---|---|---|---|---|",
		...table.map((row) => `| ${row} |`),
		"",
		"`<code>` is `EACCES` for a user (the folder is mode 0500) and `EPERM` for root, which ignores modes (the test",
		"also sets the folder immutable). A call whose signal is aborted before it starts never reaches a listener: the",
		"runtime answers `tool call aborted before dispatch` itself.",
		"",
		...HostileTable(),
	].join("\n");
};

/** The hostile-environment table: one row per case of issue 11, in the cases' order (`HostileCases.ts`). */
const HostileTable = (): string[] => {
	const cell = (text: string) => text.replace(/\|/g, "\\|");
	const rows = HOSTILE_CASES.map((hostile) => hostileRows.get(hostile.id)!).map((row) =>
		row.skipped
			? `| ${cell(row.case)} | skipped: ${cell(row.skipped)} | — | — |`
			: `| ${cell(row.case)} | ${cell(row.run)} | ${cell(row.files)} | ${cell(row.ledger)} |`,
	);
	return [
		"## Hostile environment",
		"",
		"Issue 11's cases, each on real files (links, FIFOs, `/dev/zero`, sparse giants, read-only and shared folders, a",
		"second user) through the built command line: `dsh-coach hook claude-code` (or `replay`) as a child process with a",
		'192 MB heap, so a read without bound would fail the case instead of growing. "State written" shows the call',
		"finished its work (the 9 s self-exit writes nothing); a give-up names its reason on stderr (`DSH_COACH_DEBUG=1`).",
		"Root ignores modes, so the read-only case sets the folder immutable (`chattr +i`) as root; the second-user case",
		"runs as `nobody` and is skipped where the machine has no such user or the run is not root. The time and peak",
		"memory of each hostile input at growing sizes are printed by `bench/hostile.mjs`.",
		"",
		"Figures of `node bench/hostile.mjs` (2026-12-01, one run on a 2-core machine at load 10–12 with four other jobs,",
		"medians of 3, the ratio to a normal call in the same run; the normal call took 386 ms and 55 MB): every hostile",
		"input ends in 0.4–4.9x a normal call (the slowest, 1.9 s, a 1 MB tool output, is 0.54 s when run alone) with a",
		"peak RSS of 45–86 MB, except 50 MB of stdin (236 MB in the bench's pipe; 55 MB when run alone, since only",
		"8 MiB is read); past each cap the cost drops to the cap's, so it stays flat as the input grows (8 MB command",
		"176 ms, 100 KB path 167 ms, 1 MB session id 473 ms, a 300 MB pack 450 ms, 972 quadratic signals 360 ms).",
		"A root `build.gradle` of padded lines (`versionName` and 1,989 spaces, the line readers' 2,000-character cap) was added",
		"to the bench on 2026-12-07: 8 lines 215 ms (1.10x) and 128 lines 198 ms (1.02x) a call, peak 57 MB, one run (`RUNS=1`)",
		"on the same loaded machine; the line pattern it replaced (`versionName\\s*=?\\s*[\"']`) took 267 ms for those 128 lines",
		"alone, the one it ships (`versionName\\s*(?:=\\s*)?[\"']`) 0.5 ms.",
		"Erlang's and PowerShell's package files of 256 KB (the scan's read cap) were added to the bench on 2026-12-07, one run",
		"(`RUNS=1`) beside a search dump on the same 2-core machine, the normal call 282 ms: a root `rebar.config` of unclosed",
		"brackets 361 ms (1.28x), an app file of unclosed strings 355 ms (1.26x), a module manifest of blank lines 280 ms",
		"(1.00x) and one of unclosed lists 353 ms (1.25x), peak 59–63 MB.",
		"Perl's, Nim's and Crystal's package files of 256 KB were added on 2026-12-07 (the sixty-second pass), medians of 3 in",
		"one run beside a search bench on the same 2-core machine, the normal call 375 ms: a `Makefile.PL` of open prerequisite",
		"hashes 328 ms (0.88x), a `cpanfile` of padded requirements 305 ms (0.81x), a `dist.ini` of blank lines 309 ms (0.82x),",
		"a `.nimble` of open requirement lists 280 ms (0.75x) and a `shard.yml` of deep targets 318 ms (0.85x), peak 136 MB",
		"(the run's, reached earlier by the stdin series).",
		"",
		"| Case | Run | Files afterwards | Ledger |",
		"|---|---|---|---|",
		...rows,
		"",
	];
};

afterAll(() => {
	// Only a complete run writes the table, so a filtered run never truncates it.
	if (outcomes.length !== CASES.length * PLUGINS.length || hostileRows.size !== HOSTILE_CASES.length) return;
	const text = Render(outcomes);
	if (!existsSync(REPORT) || readFileSync(REPORT, "utf8") !== text) writeFileSync(REPORT, text);
});

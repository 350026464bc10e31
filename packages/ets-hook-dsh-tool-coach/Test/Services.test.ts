// The services one by one, over a host made of the REAL core factory and plain config values.
import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import * as Classic from "@playform/hook-dsh-tool-coach";
import { Append, State } from "@playform/lib-dsh-core";
import { Plain } from "@playform/testkit";
import {
	BuildRuntime,
	Composer,
	ConfigRejected,
	Detector,
	Ladder,
	SpanCounts,
	Settings,
	Tracing,
	TracingLayer,
} from "../Source/Library";
import type { CoachServices, HostShape } from "../Source/Library";

const Defaults = (): Record<string, unknown> =>
	Plain(Classic.Config as (raw: object) => Record<string, unknown>, { log: false, logFile: "" });

/** A host whose ctx records listeners and serves `tools.schemas()` from the given function. */
const MakeHost = (
	overrides: Record<string, unknown> = {},
	schemas: () => unknown = () => [
		{ name: "read", description: "Read a file. More.", parameters: { properties: { file_path: {} } } },
	],
): HostShape => {
	const ctx = { on: () => () => {}, get: () => undefined, tools: { schemas } } as never;
	const config = { ...Defaults(), ...overrides };
	const state = State(ctx, config, { module: Classic.MODULE, fields: Classic.FIELDS });
	return { ctx, factory: { State, Append }, state, config };
};

const Run = <A, E>(host: HostShape, program: Effect.Effect<A, E, CoachServices>, tracing = false) =>
	BuildRuntime(host, tracing).RunExit(program);

describe("Settings", () => {
	it("Start fails with a typed ConfigRejected carrying the Classic CoachConfigError, and logs nothing", () => {
		const host = MakeHost({ threshold: 0 });
		const exit = Run(
			host,
			Settings.use((settings) => settings.Start),
		);
		expect(Exit.isFailure(exit)).toBe(true);
		const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined;
		expect(error && "error" in error ? error.error : undefined).toBeInstanceOf(ConfigRejected);
		expect(host.state.Lines).toEqual([]);
	});

	it("Start logs the Classic activation line; Refresh suspends on an invalid config and resumes", () => {
		const host = MakeHost();
		const runtime = BuildRuntime(host, false);
		runtime.RunExit(Settings.use((settings) => settings.Start));
		expect(host.state.Lines).toEqual([Classic.Activation(Classic.Validate({ ...Defaults() } as never))]);
		host.config.threshold = 0;
		runtime.RunExit(Settings.use((settings) => settings.Refresh([["threshold"]])));
		const settings = runtime.RunExit(Effect.service(Settings));
		expect(Exit.isSuccess(settings) && settings.value.Suspended()).toBe(true);
		expect(host.state.Lines.at(-1)).toMatch(
			/^config rejected -> passthrough \(hook-dsh-tool-coach: invalid config: \$\.threshold /,
		);
		host.config.threshold = 3;
		runtime.RunExit(Settings.use((settings) => settings.Refresh([["threshold"]])));
		expect(Exit.isSuccess(settings) && settings.value.Suspended()).toBe(false);
	});
});

describe("Detector", () => {
	it("selects judged terminal calls only, and a hostile payload is a typed PayloadError", () => {
		const host = MakeHost();
		const current = Classic.Validate({ ...Defaults() } as never);
		const select = (exec: unknown) =>
			Run(
				host,
				Detector.use((detector) => detector.Select(exec, current)),
			);
		expect(select({ name: "bash", arguments: { command: "cat a" } })).toEqual(
			Exit.succeed({ terminal: "bash", command: "cat a" }),
		);
		expect(select({ name: "read", arguments: { command: "cat a" } })).toEqual(Exit.succeed(undefined));
		const hostile = {
			name: "bash",
			arguments: Object.defineProperty({}, "command", {
				get: () => {
					throw new Error("boom");
				},
			}),
		};
		const exit = select(hostile);
		expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("PayloadError");
	});

	it("reuses the verdict for the same call object and pattern table", () => {
		const host = MakeHost();
		const current = Classic.Validate({ ...Defaults() } as never);
		const exec = { name: "bash", arguments: { command: "sed -i s/a/b/ f" } };
		const call = { terminal: "bash", command: "sed -i s/a/b/ f" };
		const twice = Run(
			host,
			Detector.use((detector) =>
				Effect.all([detector.Detect(exec, call, current), detector.Detect(exec, call, current)]),
			),
		);
		expect(Exit.isSuccess(twice) && twice.value[0] === twice.value[1]).toBe(true);
		expect(Exit.isSuccess(twice) && twice.value[0].class).toBe("write");
	});
});

describe("Detector over the rows and exempts in force (seed 000 §3)", () => {
	const detect = (overrides: Record<string, unknown>, command: string) => {
		const current = Classic.Validate({ ...Defaults(), ...overrides } as never);
		const exit = Run(
			MakeHost(overrides),
			Detector.use((detector) => detector.Detect({}, { terminal: "bash", command }, current)),
		);
		return Exit.isSuccess(exit) ? exit.value : undefined;
	};

	it("a user row is appended: the built-in rows still judge", () => {
		const patternTable = [{ pattern: "^frob(?!\\S)", class: "read", tool: "read" }];
		expect(detect({ patternTable }, "cat a.txt")?.class).toBe("read");
		expect(detect({ patternTable }, "frob a.txt")?.pattern).toBe("^frob(?!\\S)");
	});

	it("a user exempt is added to the defaults: git diff > patch.txt stays exempt", () => {
		const exemptPatterns = ["^frob(?!\\S)"];
		expect(detect({ exemptPatterns }, "git diff > patch.txt")).toMatchObject({
			class: "clean",
			exempt: Classic.DEFAULT_EXEMPTS[0],
		});
		expect(detect({ exemptPatterns }, "frob x > out.txt")?.exempt).toBe("^frob(?!\\S)");
	});

	it("a user row repeating a built-in is the Classic's CoachConfigError", () => {
		const patternTable = [{ ...Classic.DEFAULT_PATTERNS[0] }];
		expect(() => Classic.Validate({ ...Defaults(), patternTable } as never)).toThrow(
			"$.patternTable[0].pattern duplicates built-in row 0",
		);
		const exit = Run(
			MakeHost({ patternTable }),
			Settings.use((settings) => settings.Start),
		);
		expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("ConfigRejected");
	});
});

describe("Composer", () => {
	it("a throwing registry falls back to the static table with one ledger line", () => {
		const host = MakeHost({}, () => {
			throw new Error("down");
		});
		const current = Classic.Validate({ ...Defaults() } as never);
		const exit = Run(
			host,
			Composer.use((composer) => composer.Lines(current)),
		);
		expect(exit).toEqual(Exit.succeed(Classic.STATIC_TOOL_LINES));
		expect(host.state.Lines).toEqual(["schema fetch failed -> static fallback"]);
	});

	it("fetchLive false never touches the registry", () => {
		const host = MakeHost({ fetchLive: false }, () => {
			throw new Error("never called");
		});
		const current = Classic.Validate({ ...Defaults(), fetchLive: false } as never);
		expect(
			Run(
				host,
				Composer.use((composer) => composer.Lines(current)),
			),
		).toEqual(Exit.succeed(Classic.STATIC_TOOL_LINES));
		expect(host.state.Lines).toEqual([]);
	});
});

describe("Ladder", () => {
	it("keeps one memory per agent and answers a scope-less assembly with the last judged agent", () => {
		const host = MakeHost();
		const runtime = BuildRuntime(host, false);
		const limits = Classic.Validate({ ...Defaults() } as never);
		const read = Classic.Detect(
			"cat a.txt",
			"bash",
			Classic.DEFAULT_PATTERNS as never,
			Classic.DEFAULT_EXEMPTS as never,
		);
		const [first, second] = [{ id: 1 }, { id: 2 }];
		runtime.RunExit(
			Ladder.use((ladder) =>
				Effect.all([
					ladder.Judge(first, read, "bash", limits),
					ladder.Judge(first, read, "bash", limits),
					ladder.Judge(second, read, "bash", limits),
				]),
			),
		);
		const ladder = Context.get(runtime.context, Ladder);
		expect(ladder.Peek(first)?.calls).toBe(2);
		expect(ladder.Peek(second)?.calls).toBe(1);
		expect(runtime.RunExit(ladder.ForScope(undefined))).toEqual(Exit.succeed(ladder.Peek(second)));
		expect(runtime.RunExit(ladder.ForScope("not-an-agent"))).toEqual(Exit.succeed(undefined));
		ladder.Import(first, ladder.Export(second));
		expect(ladder.Peek(first)?.calls).toBe(1);
	});
});

describe("Tracing", () => {
	it("off: the span wrapper is the identity; on: spans end in the installed tracer", () => {
		const off = Effect.runSync(Effect.provide(Effect.service(Tracing), TracingLayer(false)));
		const effect = Effect.succeed(1);
		expect(off.Span("x")(effect)).toBe(effect);
		const before = SpanCounts()["Composer.Lines"] ?? 0;
		const host = MakeHost();
		const current = Classic.Validate({ ...Defaults() } as never);
		Run(
			host,
			Composer.use((composer) => composer.Lines(current)),
			true,
		);
		expect(SpanCounts()["Composer.Lines"]).toBe(before + 1);
	});

	it("the tracing layer provides the tracer reference alongside the switch", () => {
		const layer = TracingLayer(true);
		expect(Layer.isLayer(layer)).toBe(true);
	});
});

describe("the plugin surface", () => {
	it("is a drop-in for the Classic: same name, inject and Config object", async () => {
		const Ets = await import("../Source/Library");
		expect(Ets.name).toBe(Classic.name);
		expect(Ets.inject).toEqual(Classic.inject);
		expect(Ets.Config).toBe(Classic.Config);
		expect(Ets.default.Config).toBe(Classic.Config);
	});
});

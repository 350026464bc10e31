import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NoticeText } from "@playform/lib-dsh-core";
import { Apply } from "../Source/Function/Apply";
import { FakeContext, WriteWorkspace } from "@playform/testkit";
import { Replay, ScoreReplay, SessionCalls } from "../../../bench/Search/Replay.mjs";
import { SEQUENCE, SEQUENCE_WORKSPACE } from "../../../bench/Search/Sequence.mjs";
import { SearchSuggesterConfigError } from "../Source/Function/Validate";
import { Config } from "../Source/Variable/Config";

const workspace = WriteWorkspace(SEQUENCE_WORKSPACE);
const home = mkdtempSync(join(tmpdir(), "search-apply-"));
afterAll(() => undefined);

const mount = (config: Record<string, unknown> = {}, options: { graph?: boolean; tools?: boolean } = {}) => {
	// the search suggester's own registry: ctx.tools lists what the plugin registered; the graph is on by default
	const fake = FakeContext({ schemas: "registered", graph: options.graph !== false, tools: options.tools });
	const full = (Config as unknown as (v: object) => Record<string, unknown>)({
		enabled: true,
		logFile: join(home, `${Math.random()}.log`),
		persistPath: join(home, `${Math.random()}.json`),
		...config,
	});
	const state = Apply(fake.ctx, full);
	const agent = { session: { header: { cwd: workspace } } };
	let turn = 0;
	return {
		fake,
		state,
		lines: () => state.state.Lines,
		async user(text: string) {
			turn++;
			const messages = [{ role: "user", content: [{ type: "text", text }], source: { kind: "user" } }];
			await fake.waterfall("agent/pre-step", [{ agent, messages, turn, step: 1 }], () => ({
				kind: "enter",
				messages,
			}));
		},
		async call(name: string, args: Record<string, unknown>) {
			const decision = await fake.waterfall<{
				kind: string;
				additionalContexts?: { source: { kind: string } }[];
			}>(
				"tools/post-execute",
				[
					{ name, arguments: args, agent },
					{ isError: false, content: [] },
				],
				() => ({ kind: "accept" }),
			);
			const note = decision.additionalContexts?.find((message) => message.source.kind === "search-suggester");
			return note ? NoticeText(note as never) : undefined;
		},
	};
};

describe("Apply on a fake host", () => {
	it("activates with the seed's line and registers the dismiss tool", () => {
		const m = mount();
		expect(m.lines()).toEqual(["activated (bundle 0.2.1, intents 10, threshold 0.75)"]);
		expect(m.fake.tools.map((tool) => tool.name)).toEqual(["suggestion_dismiss"]);
		expect(m.state.dismissTool).toBe(true);
	});

	it("notes a version search, then learns from the follow (no graph: the pack's order; the root manifest still states the version, R14)", async () => {
		const m = mount({}, { graph: false });
		await m.user("Bump the version to 1.5.0.");
		const text = await m.call("grep", { pattern: '"version": "1.4.2"' });
		expect(text).toContain("- package.json\n- CHANGELOG.md\n- .changeset/");
		await m.call("read", { file_path: "CHANGELOG.md" });
		expect(m.lines().slice(1)).toEqual([
			"suggest Version 0.98 3 candidates",
			"followed Version CHANGELOG.md",
			// reading a noted file is the note followed; the intent's cooldown keeps a second note back
			"suppressed cooldown Version",
		]);
		expect(JSON.parse(readFileSync(m.state.persistPath, "utf8")).roots[workspace].intents.Version.followed).toBe(1);
	});

	it("fails loud naming the field", () => {
		expect(() => mount({ sectionTtl: 0 })).toThrow(/\$\.sectionTtl expected number >= 1 but got 0/);
		expect(() => mount({ emitOn: ["grep", ""] })).toThrow(/\$\.emitOn\[1\]/);
		// past the schema, apply refuses an intent no pack answers to, naming it
		expect(() => mount({ intents: ["Version", "Nope"] })).toThrow(SearchSuggesterConfigError);
		expect(() => mount({ intents: ["Version", "Nope"] })).toThrow(
			'search-suggester: $.intents names no pack intent: "Nope" (known: Version, Dependency',
		);
	});

	it("a file name the search is kept to in a folder is the file it searched (no guess among the build files)", async () => {
		const native = WriteWorkspace({
			"Cargo.toml": '[workspace]\nmembers = ["a", "b", "c", "d", "e"]\n',
			"native/CMakeLists.txt": "project(plugin)\n",
			"native/README.md": "",
			// (five crates' build scripts: one of them would be a guess)
			...Object.fromEntries(["a", "b", "c", "d", "e"].map((crate) => [`${crate}/build.rs`, ""])),
		});
		const m = mount();
		const agent = { session: { header: { cwd: native } } };
		const messages = [
			{
				role: "user",
				content: [{ type: "text", text: "cmake build of the native plugin: binary name is wrong" }],
			},
		];
		await m.fake.waterfall("agent/pre-step", [{ agent, messages, turn: 1, step: 1 }], () => ({
			kind: "enter",
			messages,
		}));
		const decision = await m.fake.waterfall<{ kind: string; additionalContexts?: unknown[] }>(
			"tools/post-execute",
			[
				{ name: "grep", arguments: { pattern: "protoc", path: "native", include: "CMakeLists.txt" }, agent },
				{ isError: false, content: [] },
			],
			() => ({ kind: "accept" }),
		);
		expect(m.lines().at(-1)).toMatch(/^suggest Build /);
		expect(NoticeText(decision.additionalContexts![0] as never)).toContain("- native/CMakeLists.txt");
	});

	it("a folder a listing found is named as a folder, with its trailing slash", async () => {
		const site = WriteWorkspace({
			"package.json": '{ "name": "forms" }\n',
			".github/FUNDING.yml": "github: me\n",
			".github/ISSUE_TEMPLATE/config.yml": "blank_issues_enabled: false\n",
		});
		const m = mount();
		const agent = { session: { header: { cwd: site } } };
		const text = "add issue templates back: one for bugs and one for commercial support requests";
		const messages = [{ role: "user", content: [{ type: "text", text }] }];
		await m.fake.waterfall("agent/pre-step", [{ agent, messages, turn: 1, step: 1 }], () => ({
			kind: "enter",
			messages,
		}));
		const listing = ".github:\nFUNDING.yml\nISSUE_TEMPLATE\n\n.github/ISSUE_TEMPLATE:\nconfig.yml\n";
		const decision = await m.fake.waterfall<{ kind: string; additionalContexts?: unknown[] }>(
			"tools/post-execute",
			[
				{ name: "bash", arguments: { command: "ls -R .github" }, agent },
				{ isError: false, content: [{ type: "text", text: listing }] },
			],
			() => ({ kind: "accept" }),
		);
		expect(m.lines().at(-1)).toMatch(/^suggest /);
		const notice = NoticeText(decision.additionalContexts![0] as never);
		expect(notice).toContain("- .github/ISSUE_TEMPLATE/");
		expect(notice).not.toMatch(/- \.github\/ISSUE_TEMPLATE$/m);
	});

	it("the dismiss tool records and suppresses", async () => {
		const m = mount();
		await m.fake.tools[0]!.execute({ intent: "Version" }, { agent: { session: { header: { cwd: workspace } } } });
		await m.user("Bump the version to 1.5.0.");
		expect(await m.call("grep", { pattern: '"version": "1.4.2"' })).toBeUndefined();
		expect(m.lines().slice(-2)).toEqual(["dismissed Version", "suppressed dismissed Version"]);
	});
});

describe("the benchmark", () => {
	it("the fixed corpus keeps precision 1.00 and recall ≥ 0.90", async () => {
		const score = await Replay({ workspace, calls: SEQUENCE });
		expect(score.calls).toBe(50);
		expect(score.precision).toBe(1);
		expect(score.recall).toBeGreaterThanOrEqual(0.9);
		expect(score.firstNote).toBe(1);
	});

	it("without the graph (the neutral fallback) it still beats the seed's baseline recall", async () => {
		const score = await Replay({ workspace, calls: SEQUENCE, graph: false });
		// Root-level targets only: the per-package test folders and bin entries need the graph.
		expect(score.precision).toBeGreaterThanOrEqual(0.8);
		expect(score.recall).toBeGreaterThan(0.7);
	});

	it("scores lanes and turns sessions into replays", () => {
		const score = ScoreReplay(
			[{ tool: "grep", arguments: {}, expect: [] }],
			[{ call: 1, intent: "X", candidates: ["a"] }],
		);
		expect([score.precision, score.recall, score.lanes]).toEqual([0, 1, 0]);
		const session = SessionCalls(["grep -n x /testbed/a.py", "sed -i 's/a/b/' /testbed/a.py"], "/w");
		expect(session.calls).toEqual([
			{ tool: "bash", arguments: { command: "grep -n x /w/a.py", description: "replayed" }, expect: ["a.py"] },
		]);
		expect(session.files).toEqual(["a.py"]);
	});
});

// The suggesters against their seeds (issue 14 items 3 and 4), through the REAL Loader: the search suggester mounts
// without a tools service (seed 003: "a bare mount without ctx.tools still applies"), and the workspace signature
// (seeds 003/004) is the built-in root markers by default while a pack's `signature` restores the seed's file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { Context } from "@deepseek-ai/cordis";
import Loader from "@deepseek-ai/cordis-plugin-loader";
import { createUserMessage } from "@deepseek-ai/dsh-llm";
import type { Message } from "@deepseek-ai/dsh-llm";
import SystemPrompt from "@deepseek-ai/dsh-system-prompt";
import ToolRuntime from "@deepseek-ai/dsh-tools";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";

const Search = "@playform/hook-dsh-search-suggester";
const Replay = "@playform/hook-dsh-replay-suggester";
const Here = dirname(fileURLToPath(import.meta.url));
const BaseUrl = pathToFileURL(join(Here, "..", "package.json")).href;

const Manifest = `${JSON.stringify({ name: "demo", version: "0.3.1" }, null, 2)}\n`;
const Files: Record<string, string> = {
	"package.json": Manifest,
	"CHANGELOG.md": "# demo\n\n## 0.3.1\n",
	"src/a.ts": "export const a = 1;\n",
	"src/b.ts": "export const b = 2;\n",
};
/** The way back to the seeds' behaviour: a workspace pack naming the seeds' default signature. */
const SeedSignature = { ".dsh/pack.yml": "signature: [Documentation/ARCHIVE-STYLE.md]\n" };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const Scratch = (label: string): string => {
	const dir = mkdtempSync(join(tmpdir(), `suggester-seeds-${label}-`));
	cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
};

const Ledger = (file: string): string => {
	try {
		return readFileSync(file, "utf8");
	} catch {
		return "";
	}
};

interface SearchState {
	dismissTool: boolean;
	state: { Lines: string[] };
}

describe("the search suggester without a tools service (seed 003: a bare mount applies)", () => {
	/** A plain cordis Context with the real Loader and the core's pluginFactory, and nothing else. */
	const Bare = async () => {
		const root = new Context();
		cleanups.push(() => root.fiber.dispose());
		await root.plugin(Loader, { baseUrl: BaseUrl });
		const states: SearchState[] = [];
		root.on("search-suggester/state" as never, ((state: SearchState) => void states.push(state)) as never);
		await root.loader.create({ name: "@playform/lib-dsh-core" });
		await root.loader.await();
		const home = Scratch("bare");
		const workspace = join(home, "ws");
		for (const [path, text] of Object.entries(Files)) {
			mkdirSync(dirname(join(workspace, path)), { recursive: true });
			writeFileSync(join(workspace, path), text);
		}
		mkdirSync(join(workspace, ".git"));
		const logFile = join(home, "search.log");
		const id = await root.loader.create({
			name: Search,
			config: { enabled: true, seed: false, logFile, persistPath: join(home, "knowledge.json") },
		});
		await root.loader.await();
		await root.loader.resolve(id).fiber!.await();
		return { root, id, states, logFile, workspace };
	};

	const Grep = async (root: Context, workspace: string) => {
		const agent = { session: { header: { cwd: workspace } } };
		const user = createUserMessage({
			content: [{ type: "text", text: "Bump the version to 0.4.0." }],
			source: { kind: "user" },
		});
		await (root as any).waterfall(
			"agent/pre-step",
			{ agent, messages: [user], turn: 1, step: 1, signal: new AbortController().signal },
			async () => ({ kind: "enter", messages: [user] }),
		);
		const decision = await (root as any).waterfall(
			"tools/post-execute",
			{ callId: "c1", name: "grep", arguments: { pattern: '"version": "0.3.1"' }, agent },
			{ isError: false, content: [] },
			async () => ({ kind: "accept" }),
		);
		return ((decision?.additionalContexts ?? []) as Message[]).filter(
			(message) => (message.source as { kind?: string }).kind === "search-suggester",
		);
	};

	it("mounts with only the factory, notes without the dismiss hint, and the ledger says the tool was skipped", async () => {
		const { root, id, states, logFile, workspace } = await Bare();
		expect(root.loader.resolve(id).fiber!.state).toBe(2); // FiberState.ACTIVE: not pending on `tools`
		expect(states).toHaveLength(1);
		expect(states[0]!.dismissTool).toBe(false);
		expect(states[0]!.state.Lines).toEqual([
			"activated (bundle 0.2.1, intents 10, threshold 0.75)",
			"dismiss tool skipped (no tools service)",
		]);
		expect(Ledger(logFile)).toContain("search-suggester: dismiss tool skipped (no tools service)\n");
		const notes = await Grep(root, workspace);
		expect(notes).toHaveLength(1);
		expect(TextOf(notes[0] as never)).toMatch(/^- package\.json$/m);
		expect(TextOf(notes[0] as never)).not.toContain("suggestion_dismiss");
	});

	it("a tool runtime provided after the mount gets the dismiss tool then, and it leaves with the plugin", async () => {
		const { root, id, states, logFile, workspace } = await Bare();
		await root.plugin(SystemPrompt, {});
		await root.plugin(ToolRuntime);
		const tools = (root as any).tools as { schemas(): { name: string }[] };
		expect(tools.schemas().map((schema) => schema.name)).toContain("suggestion_dismiss");
		expect(states[0]!.dismissTool).toBe(true);
		expect(states[0]!.state.Lines.slice(-1)).toEqual(["dismiss tool registered (tools service arrived)"]);
		expect(Ledger(logFile)).toContain("search-suggester: dismiss tool registered (tools service arrived)\n");
		const notes = await Grep(root, workspace);
		expect(TextOf(notes[0] as never)).toContain("suggestion_dismiss");
		const fiber = root.loader.resolve(id).fiber!;
		root.loader.remove(id);
		await fiber.dispose();
		expect(tools.schemas().map((schema) => schema.name)).not.toContain("suggestion_dismiss");
	});

	it("in the full harness the dismiss tool is registered at mount and no skip line is written", async () => {
		const bed = await Boot({ files: Files });
		cleanups.push(() => bed.dispose());
		await bed.load("@playform/lib-dsh-core");
		const logFile = join(bed.dshHome, "search.log");
		const id = await bed.load(Search, {
			enabled: true,
			seed: false,
			logFile,
			persistPath: join(bed.dshHome, "k.json"),
		});
		expect(bed.ctx.tools.schemas().map((schema) => schema.name)).toContain("suggestion_dismiss");
		expect(Ledger(logFile)).toContain("search-suggester: activated (");
		expect(Ledger(logFile)).not.toContain("dismiss tool");
		await bed.unload(id);
		expect(bed.ctx.tools.schemas().map((schema) => schema.name)).not.toContain("suggestion_dismiss");
	});
});

describe("the workspace signature (seeds 003/004): the built-in root markers by default, a pack's signature restores the seed's", () => {
	const Version = [[{ name: "grep", arguments: { pattern: '"version": "0.3.1"' } }], "done"];
	const Reads = [
		[{ name: "read", arguments: { file_path: "src/a.ts" } }],
		[{ name: "read", arguments: { file_path: "src/b.ts" } }],
		[{ name: "read", arguments: { file_path: "src/a.ts" } }],
		"done",
	];
	const Kind = (message: Message) => (message.source as { kind?: string }).kind;

	/** Both suggesters in the real harness (a workspace with `.git`), one version grep, then a read, a read, a re-read. */
	const Run = async (files: Record<string, string>) => {
		const bed: TestBed = await Boot({ files: { ...Files, ...files } });
		cleanups.push(() => bed.dispose());
		await bed.load("@playform/lib-dsh-core");
		const search = join(bed.dshHome, "search.log");
		const replay = join(bed.dshHome, "replay.log");
		await bed.load(Search, {
			enabled: true,
			seed: false,
			logFile: search,
			persistPath: join(bed.dshHome, "k.json"),
		});
		await bed.load(Replay, {
			enabled: true,
			cooldownCalls: 0,
			logFile: replay,
			historyPath: join(bed.dshHome, "h.json"),
			recordPath: join(bed.dshHome, "r.json"),
		});
		const grep = await bed.turn("Bump the version to 0.4.0.", Version as never);
		const reads = await bed.turn("read a, b, then a again", Reads as never);
		return {
			searchNotes: grep.messages[1]!.filter((message) => Kind(message) === "search-suggester").length,
			replayNotes: reads.messages.at(-1)!.filter((message) => Kind(message) === "replay-suggester").length,
			search: Ledger(search),
			replay: Ledger(replay),
		};
	};

	it("a git repository without Documentation/ARCHIVE-STYLE.md is a workspace by default: both suggesters note", async () => {
		const run = await Run({});
		expect(run.searchNotes).toBe(1);
		expect(run.replayNotes).toBe(1);
		expect(run.search).not.toContain("abstained foreign-workspace");
		expect(run.replay).not.toContain("abstained foreign-workspace");
	});

	it("a pack naming the seeds' signature makes that repository foreign to both, until the file exists", async () => {
		const run = await Run(SeedSignature);
		expect(run.searchNotes).toBe(0);
		expect(run.replayNotes).toBe(0);
		expect(run.search).toContain("search-suggester: abstained foreign-workspace 0.00\n");
		expect(run.replay).toContain("replay-suggester: abstained foreign-workspace 0.00\n");
		const marked = await Run({ ...SeedSignature, "Documentation/ARCHIVE-STYLE.md": "# Archive style\n" });
		expect(marked.searchNotes).toBe(1);
		expect(marked.replayNotes).toBe(1);
		expect(marked.search).not.toContain("abstained foreign-workspace");
		expect(marked.replay).not.toContain("abstained foreign-workspace");
	});
});

// Proves the real-harness test bed with the probe plugin (smokes/probe), loaded BY NAME through the
// real Loader: every hook a coach plugin relies on must reach the real tools and the real AgentLoop.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { defineContentToolFixture } from "@deepseek-ai/dsh-tools";
import { defineDomain, domainTable } from "@deepseek-ai/dsh-storage-domain";
import { Boot, IsNotice, TextOf } from "@playform/dsh-coach/Harness";
import type { BootOptions, TestBed } from "@playform/dsh-coach/Harness";

/** What the probe reports on the root bus (see smokes/probe/Index.js). */
interface Observation {
	readonly event: string;
	readonly label: string;
	readonly [detail: string]: unknown;
}

declare module "@deepseek-ai/cordis" {
	interface Events {
		"probe/observed"(observation: Observation): void;
	}
}

const Probe = "@playform/probe-plugin";

let bed: TestBed | undefined;

/** Boot a bed that the suite disposes after the test, with the probe's reports collected. */
async function BootObserved(options: BootOptions = {}): Promise<{ bed: TestBed; seen: Observation[] }> {
	bed = await Boot(options);
	const seen: Observation[] = [];
	bed.ctx.on("probe/observed", (observation) => {
		seen.push(observation);
	});
	return { bed, seen };
}

function Events(seen: readonly Observation[], event: string): Observation[] {
	return seen.filter((observation) => observation.event === event);
}

afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

describe("the test bed", () => {
	it("boots the real tools in a temporary workspace and removes its folders on dispose", async () => {
		const { bed } = await BootObserved({ files: { "src/a.ts": "export const a = 1;\n" }, storage: true });
		expect(
			bed.ctx.tools
				.schemas()
				.map((schema) => schema.name)
				.sort(),
		).toEqual(["bash", "edit", "glob", "grep", "read", "write"]);
		expect(existsSync(join(bed.workspace, ".git"))).toBe(true);
		expect(readFileSync(join(bed.workspace, "src/a.ts"), "utf8")).toBe("export const a = 1;\n");
		const folders = [bed.workspace, bed.dshHome, bed.storageRoot!];
		await bed.dispose();
		for (const folder of folders) expect(existsSync(folder)).toBe(false);
	});

	it("rejects a plugin name the Loader cannot import, naming it", async () => {
		const { bed } = await BootObserved();
		await expect(bed.load("@playform/no-such-plugin", {})).rejects.toThrow(
			/"@playform\/no-such-plugin" could not be imported .*Cannot find package/,
		);
		expect(Object.keys(bed.ctx.loader.store)).toEqual([]);
		// The Loader swallowed the failure into its log; the bed keeps every log line.
		expect(bed.logs).toContainEqual(
			expect.objectContaining({
				type: "error",
				name: "loader",
				text: expect.stringContaining("Cannot find package '@playform/no-such-plugin'"),
			}),
		);
	});

	it("rejects a plugin that would wait for a service nobody provides, naming the service", async () => {
		const { bed } = await BootObserved();
		// A module the Loader can import by its specifier, like any package name.
		const waiting = `data:text/javascript,${encodeURIComponent('export default { name: "waiting", inject: ["tools", "pluginFactory"], apply() {} }')}`;
		await expect(bed.load(waiting)).rejects.toThrow(/waiting for services nobody provides: pluginFactory;/);
		expect(Object.keys(bed.ctx.loader.store)).toEqual([]);
		const id = await bed.load(waiting, {}, { allowPending: true });
		expect(bed.ctx.loader.resolve(id).fiber?.state).toBe(0);
	});

	it("fails a turn whose script runs out, instead of hanging", async () => {
		const { bed } = await BootObserved();
		await expect(
			bed.turn("go", [[{ name: "bash", arguments: { command: "true", description: "Do nothing" } }]]),
		).rejects.toThrow(/no scripted step left for request #2/);
	});
});

describe("the probe plugin, loaded by name", () => {
	it("(a) turns a tools/pre-execute deny into the real bash tool's error result", async () => {
		const { bed, seen } = await BootObserved({ files: { "victim.txt": "keep me\n" } });
		await bed.load(Probe, { deny: "rm -rf" });

		const denied = await bed.execute("bash", {
			command: "rm -rf victim.txt",
			description: "Delete the victim file",
		});

		expect(denied.isError).toBe(true);
		expect(denied.error).toEqual({ message: 'probe denies commands containing "rm -rf"' });
		expect(denied.content).toEqual([{ type: "text", text: 'Error: probe denies commands containing "rm -rf"' }]);
		expect(existsSync(join(bed.workspace, "victim.txt"))).toBe(true);
		// The denied call still passes through post-execute, carrying the error result.
		expect(Events(seen, "post-execute")).toMatchObject([{ name: "bash", isError: true }]);
		expect(Events(seen, "pre-execute")).toMatchObject([
			{ name: "bash", hasAgent: true, arguments: { command: "rm -rf victim.txt" } },
		]);

		const allowed = await bed.execute("bash", { command: "cat victim.txt", description: "Show the victim file" });
		expect(allowed.isError).toBe(false);
		expect(TextOf(allowed)).toBe("keep me\n");
	});

	it("(b) delivers tools/post-execute additionalContexts to the model in the next step", async () => {
		const { bed, seen } = await BootObserved();
		await bed.load(Probe, { notice: "PROBE NOTICE: prefer the read tool" });

		const run = await bed.turn("say hi", [
			[{ name: "bash", arguments: { command: "echo hi", description: "Say hi" } }],
			"done",
		]);

		expect(run.requests).toHaveLength(2);
		expect(run.finalText).toBe("done");
		expect(run.unusedSteps).toBe(0);
		expect(run.toolResults).toMatchObject([{ callId: "call-1-1", name: "bash", isError: false, text: "hi\n" }]);
		expect(run.toolResults[0]!.result.additionalContexts).toHaveLength(1);

		const [first, second] = run.messages;
		expect(first!.some((message) => IsNotice(message))).toBe(false);
		// Step 2 sees: the user's text, the assistant's tool call, the tool result, then the notice.
		expect(second!.map((message) => message.role)).toEqual(["user", "assistant", "user", "user"]);
		expect(second![2]!.source).toEqual({ kind: "tool", callId: "call-1-1" });
		expect(TextOf(second![2]!)).toBe("hi\n");
		const notice = second![3]!;
		expect(IsNotice(notice, "probe")).toBe(true);
		expect(notice.source).toEqual({
			kind: "plugin",
			plugin: "probe",
			form: "notice",
			summary: "PROBE NOTICE: prefer the read tool",
		});
		expect(notice.content).toEqual([{ type: "text", text: "PROBE NOTICE: prefer the read tool" }]);
		// The notice travels through the inbox: step 2 enters with it, so agent/pre-step sees it too.
		expect(Events(seen, "pre-step").map(({ messages }) => messages)).toEqual([["user"], ["plugin:notice"]]);
	});

	it("(c) lets system-prompt/assemble append a section that reaches the request's system prompt", async () => {
		const { bed, seen } = await BootObserved();
		await bed.load(Probe, { section: "PROBE SECTION: always read before you edit." });

		const assembly = await bed.ctx.systemPrompt.assemble();
		expect(assembly.sections.at(-1)).toEqual({
			name: "probe",
			text: "PROBE SECTION: always read before you edit.",
		});
		// The listener saw the harness's own sections before adding its own.
		expect(Events(seen, "assemble")[0]!.sections).toEqual(
			expect.arrayContaining(["harness:identity", "tool:bash", "tool:read"]),
		);

		const run = await bed.turn("hello", ["hi there"]);
		expect(run.requests[0]!.system).toMatch(/\n\nPROBE SECTION: always read before you edit\.$/);
		// During a turn the assembly is scoped to the agent.
		expect(Events(seen, "assemble").at(-1)).toMatchObject({ scoped: true });
	});

	it("(d) fires agent/pre-step once per step, numbering turns and steps", async () => {
		const { bed, seen } = await BootObserved({ files: { "a.txt": "alpha\n" } });
		await bed.load(Probe, {});

		await bed.turn("look around", [
			[{ name: "read", arguments: { file_path: "a.txt" } }],
			[{ name: "bash", arguments: { command: "ls", description: "List files" } }],
			"seen it",
		]);
		await bed.turn("again", ["still here"]);

		expect(Events(seen, "pre-step").map(({ turn, step }) => ({ turn, step }))).toEqual([
			{ turn: 1, step: 1 },
			{ turn: 1, step: 2 },
			{ turn: 1, step: 3 },
			{ turn: 2, step: 1 },
		]);
		// Each step enters with what the inbox holds: the user's message opens a turn, nothing after that here.
		expect(Events(seen, "pre-step").map(({ messages }) => messages)).toEqual([["user"], [], [], ["user"]]);
	});

	it("(e) hears tools/change when a tool is registered and unregistered", async () => {
		const { bed, seen } = await BootObserved();
		await bed.load(Probe, {});
		expect(Events(seen, "tools-change")).toHaveLength(0);

		const unregister = bed.ctx.tools.register(
			defineContentToolFixture({
				name: "probe_echo",
				description: "Echo the text back.",
				parameters: { text: { type: "string", required: true } },
				async execute(args) {
					return [{ type: "text", text: args.text }];
				},
			}),
		);
		expect(Events(seen, "tools-change")).toHaveLength(1);
		expect(TextOf(await bed.execute("probe_echo", { text: "echoed" }))).toBe("echoed");

		unregister();
		expect(Events(seen, "tools-change")).toHaveLength(2);
		expect(bed.ctx.tools.schemas().map((schema) => schema.name)).not.toContain("probe_echo");
	});

	it("(f) commits a volatile-only update without a remount, and remounts on an ordinary change", async () => {
		const { bed, seen } = await BootObserved({ files: { "victim.txt": "keep me\n" } });
		const id = await bed.load(Probe, { label: "first", deny: "sudo" });
		expect(Events(seen, "apply")).toEqual([{ event: "apply", label: "first" }]);

		await bed.update(id, { label: "first", deny: "rm " });
		expect(Events(seen, "volatile-update")).toEqual([
			{ event: "volatile-update", label: "first", paths: [["deny"]], deny: "rm " },
		]);
		expect(Events(seen, "apply")).toHaveLength(1);
		// The running plugin reads the new value through its volatile cell.
		const denied = await bed.execute("bash", { command: "rm victim.txt", description: "Delete the victim file" });
		expect(denied.isError).toBe(true);
		expect(existsSync(join(bed.workspace, "victim.txt"))).toBe(true);

		// An invalid volatile value is logged and ignored: the running value stays.
		await bed.update(id, { label: "first", deny: 12 });
		expect(Events(seen, "volatile-update")).toHaveLength(1);
		expect(bed.logs).toContainEqual(
			expect.objectContaining({
				type: "warn",
				text: expect.stringContaining("$.deny expected string but got 12"),
			}),
		);
		expect(
			(await bed.execute("bash", { command: "rm victim.txt", description: "Delete the victim file" })).isError,
		).toBe(true);

		await bed.update(id, { label: "second", deny: "rm " });
		expect(Events(seen, "apply").map(({ label }) => label)).toEqual(["first", "second"]);
		expect(Events(seen, "volatile-update")).toHaveLength(1);

		await bed.unload(id);
		const before = seen.length;
		const allowed = await bed.execute("bash", { command: "rm victim.txt", description: "Delete the victim file" });
		expect(allowed.isError).toBe(false);
		expect(existsSync(join(bed.workspace, "victim.txt"))).toBe(false);
		expect(seen).toHaveLength(before);
	});
});

describe("the real tools", () => {
	it("(g) run bash, read, edit, grep and glob in the workspace", async () => {
		const { bed } = await BootObserved({
			files: { "src/alpha.ts": "export const alpha = 1;\n", "docs/notes.md": "nothing here\n" },
		});

		const echo = await bed.execute("bash", { command: "echo hi", description: "Say hi" });
		expect(echo.isError).toBe(false);
		expect(TextOf(echo)).toBe("hi\n");
		// A failing command is not a tool error: the exit code is marked in the text.
		expect(TextOf(await bed.execute("bash", { command: "exit 3", description: "Fail on purpose" }))).toContain(
			"[exit code: 3]",
		);

		const editBeforeRead = await bed.execute("edit", {
			file_path: "src/alpha.ts",
			old_string: "alpha = 1",
			new_string: "alpha = 2",
		});
		expect(editBeforeRead.isError).toBe(true);

		const read = await bed.execute("read", { file_path: "src/alpha.ts" });
		expect(read.isError).toBe(false);
		expect(TextOf(read)).toContain("1: export const alpha = 1;");

		const edit = await bed.execute("edit", {
			file_path: "src/alpha.ts",
			old_string: "alpha = 1",
			new_string: "alpha = 2",
		});
		expect(edit.isError).toBe(false);
		expect(readFileSync(join(bed.workspace, "src/alpha.ts"), "utf8")).toBe("export const alpha = 2;\n");

		const grep = await bed.execute("grep", { pattern: "alpha = \\d" });
		expect(grep.isError).toBe(false);
		expect(TextOf(grep)).toContain("src/alpha.ts");
		expect(TextOf(grep)).not.toContain("notes.md");

		const glob = await bed.execute("glob", { pattern: "**/*.md" });
		expect(glob.isError).toBe(false);
		expect(TextOf(glob).split("\n")).toEqual(["docs/notes.md"]);
	});

	it("(h) open a storage domain whose records land under the storage root with mode 0600", async () => {
		const { bed } = await BootObserved({ storage: true });
		const spec = defineDomain({
			name: "probe_counts",
			version: 1,
			tables: { counts: domainTable<string, { hits: number }>(z.object({ hits: z.number() })) },
		});

		const domain = await bed.ctx.storageDomain.open(spec);
		await domain.table("counts").put("bash", { hits: 3 });
		expect(domain.table("counts").get("bash")).toEqual({ hits: 3 });
		await domain.close();

		const file = join(bed.storageRoot!, "probe_counts.json");
		expect(statSync(file).mode & 0o777).toBe(0o600);
		expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
			unit: { name: "probe_counts", version: 1 },
			tables: { counts: { bash: { hits: 3 } } },
		});

		// A second open reads the record back from the file.
		const reopened = await bed.ctx.storageDomain.open(spec);
		expect(reopened.table("counts").get("bash")).toEqual({ hits: 3 });
		await reopened.close();
	});
});

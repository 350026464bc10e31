// Seed conformance of the tool coach and its Effect twin (issue 14), in the real harness: each twin loaded BY NAME
// through the real Loader after the core, the calls run by the real bash tool through the real ToolRuntime.
// Seed 000 §3: the config's `patternTable` rows are APPENDED to the built-ins and may not repeat one (fail-loud);
// the config's `exemptPatterns` are added to DEFAULT_EXEMPTS. Seed 001: the "Live-container grammar" override of
// `notes.persistent`, shipped as a profile patch example and applied as a volatile update.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PatchFileOf, ReadPatchRows } from "@playform/dsh-coach";
import { Boot } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";
import {
	DEFAULT_EXEMPTS,
	DEFAULT_PATTERNS,
	NOTE_DENIED,
	NOTE_FIRST,
	NOTE_PERSISTENT,
} from "@playform/hook-dsh-tool-coach";
import type { AgentMemory, CoachHandle } from "@playform/hook-dsh-tool-coach";

const Twins = ["@playform/hook-dsh-tool-coach", "@playform/ets-hook-dsh-tool-coach"];
const Files = { "a.txt": "alpha\n", "b.txt": "beta\n" };
const CatRow = DEFAULT_PATTERNS.findIndex((row) => row.note === "pager/dumper with a FILE operand");

let bed: TestBed | undefined;
afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

/** A bed with the core loaded and the twin loaded by name; its ledger file in the bed's throwaway home. */
const Start = async (coach: string, config: Record<string, unknown>) => {
	bed = await Boot({ files: Files });
	await bed.load("@playform/lib-dsh-core");
	const logFile = join(bed.dshHome, "coach.log");
	const full = { logFile, ...config };
	const id = await bed.load(coach, full);
	return { bed, id, logFile, full };
};
/** The ledger's messages, without the `[ISO] hook-dsh-tool-coach: ` prefix. */
const Messages = (logFile: string) =>
	readFileSync(logFile, "utf8")
		.split("\n")
		.filter(Boolean)
		.map((line) => line.replace(/^\[[^\]]+\] hook-dsh-tool-coach: /, ""));
const Bash = (target: TestBed, command: string) => target.execute("bash", { command, description: "run" });

describe.each(Twins)("%s: the user's rows and exempts extend the built-ins (seed 000 §3)", (coach) => {
	it("a user patternTable row is appended: cat is still a read offense, and the user's row judges too", async () => {
		const { bed, logFile } = await Start(coach, {
			patternTable: [{ pattern: "^wc(?!\\S)", class: "read", tool: "read", note: "wc over a file" }],
		});
		expect((await Bash(bed, "cat a.txt")).isError).toBe(false);
		expect((await Bash(bed, "wc -l b.txt")).isError).toBe(false);
		expect(Messages(logFile).filter((line) => line.startsWith("offense"))).toEqual([
			`offense bash read ${DEFAULT_PATTERNS[CatRow]!.pattern}`,
			"offense bash read ^wc(?!\\S)",
		]);
	});

	it("a user row that repeats a built-in pattern refuses the config at load, naming the row", async () => {
		bed = await Boot({ files: Files });
		await bed.load("@playform/lib-dsh-core");
		const repeat = { ...DEFAULT_PATTERNS[CatRow]!, class: "write", tool: "edit" };
		await expect(
			bed.load(coach, {
				log: false,
				patternTable: [{ pattern: "^wc(?!\\S)", class: "read", tool: "read" }, repeat],
			}),
		).rejects.toThrow(`$.patternTable[1].pattern duplicates built-in row ${CatRow} (${repeat.pattern})`);
	});

	it("a volatile update that repeats a built-in is refused: the coach passes through until a valid update", async () => {
		const { bed, id, full, logFile } = await Start(coach, {});
		await bed.update(id, { ...full, patternTable: [{ ...DEFAULT_PATTERNS[CatRow]! }] });
		expect(Messages(logFile).at(-1)).toMatch(
			new RegExp(
				`^config rejected -> passthrough \\(.*\\$\\.patternTable\\[0\\]\\.pattern duplicates built-in row ${CatRow} `,
			),
		);
		await Bash(bed, "cat a.txt");
		expect(Messages(logFile).filter((line) => line.startsWith("offense"))).toEqual([]);
		await bed.update(id, { ...full, patternTable: [] });
		await Bash(bed, "cat b.txt");
		expect(Messages(logFile).filter((line) => line.startsWith("offense"))).toEqual([
			`offense bash read ${DEFAULT_PATTERNS[CatRow]!.pattern}`,
		]);
	});

	it("user exempts are added to DEFAULT_EXEMPTS: git diff > patch.txt stays exempt beside ^frob(?!\\S)", async () => {
		const { bed, logFile } = await Start(coach, { exemptPatterns: ["^frob(?!\\S)"] });
		await Bash(bed, "git diff > patch.txt");
		await Bash(bed, "frob x > out.txt");
		await Bash(bed, "echo x > tracked.md");
		const messages = Messages(logFile);
		expect(messages).toContain(`exempt bash ${DEFAULT_EXEMPTS[0]}`);
		expect(messages).toContain("exempt bash ^frob(?!\\S)");
		// the only offense is the bare write: neither exempt head counted
		expect(messages.filter((line) => line.startsWith("offense"))).toEqual(["offense bash write <catch-all>"]);
	});
});

describe.each(Twins)("%s: agent/pre-step follows seed 000 (a new user turn empties the strike window)", (coach) => {
	it("two cats, a new turn, then the third cat does not note; the third of the new turn does", async () => {
		const { bed, logFile } = await Start(coach, {});
		const cat = (file: string) => [{ name: "bash", arguments: { command: `cat ${file}`, description: "run" } }];
		await bed.turn("look", [cat("a.txt"), cat("b.txt"), "ok"]);
		const second = await bed.turn("look again", [cat("a.txt"), cat("b.txt"), cat("a.txt"), "ok"]);
		const strikeLines = Messages(logFile).filter((line) => line.startsWith("strike"));
		// seed 001's reading (no reset) would have noted at the first cat of the second turn, with strike 3/3
		expect(strikeLines).toEqual(["strike 3/3 bash read -> note read"]);
		expect(
			second.messages[1]!.filter((message) => (message.source as { kind?: string }).kind === "tool-coach"),
		).toEqual([]);
		expect(
			second.messages[3]!.filter((message) => (message.source as { kind?: string }).kind === "tool-coach"),
		).toHaveLength(1);
		expect(Messages(logFile).filter((line) => line.startsWith("offense"))).toHaveLength(5);
	});
});

const CoachPackage = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "packages", "hook-dsh-tool-coach");
const ExampleFile = join(CoachPackage, "Examples", "live-container-grammar.patch.yml");
const Block = "\n\n### Live-container grammar\n";

describe("the Live-container grammar example (seed 001)", () => {
	const manifest = JSON.parse(readFileSync(join(CoachPackage, "package.json"), "utf8"));
	const shipped = ReadPatchRows(PatchFileOf(join(CoachPackage, "package.json"))!).find(
		(row) => row.id === "hook-dsh-tool-coach",
	)!;
	const rows = parse(readFileSync(ExampleFile, "utf8")) as { id: string; config: Record<string, unknown> }[];
	const example = rows.find((row) => row.id === "hook-dsh-tool-coach")!;

	it("ships in the package (packed by `files`, named in the README) as one id-targeted row", () => {
		expect(manifest.files).toContain("Examples");
		expect(readFileSync(join(CoachPackage, "README.md"), "utf8")).toContain(
			"Examples/live-container-grammar.patch.yml",
		);
		expect(rows).toHaveLength(1);
		expect(Object.keys(example)).toEqual(["id", "config"]);
	});

	it("is the shipped row's config unchanged plus notes.persistent: the built-in section, then the block", () => {
		const { notes, ...rest } = example.config as { notes: Record<string, string> };
		// an id-targeted row replaces the config as a whole: it must restate the shipped row exactly
		expect(rest).toEqual(shipped.config);
		expect(Object.keys(notes)).toEqual(["persistent"]);
		expect(notes.persistent.startsWith(`${NOTE_PERSISTENT}${Block}`)).toBe(true);
	});

	// The shipped row logs under the harness home: point it at a throwaway folder, as a profile's dsh would.
	const home = mkdtempSync(join(tmpdir(), "coach-example-home-"));
	const saved = { HOME: process.env.HOME, DSH_HOME: process.env.DSH_HOME };
	beforeAll(() => {
		process.env.HOME = home;
		process.env.DSH_HOME = join(home, ".dsh");
	});
	afterAll(() => {
		for (const [key, value] of Object.entries(saved))
			if (value === undefined) delete process.env[key];
			else process.env[key] = value;
		rmSync(home, { recursive: true, force: true });
	});

	it.each(Twins)(
		"%s: applied as a volatile update, the next section carries the block; no remount, the ladder carries on",
		async (coach) => {
			bed = await Boot({ files: Files });
			await bed.load("@playform/lib-dsh-core");
			const id = await bed.load(coach, shipped.config);
			const handle = () =>
				(bed!.ctx.loader.resolve(id).fiber as unknown as { ctx: { __hookDshToolCoachState: CoachHandle } }).ctx
					.__hookDshToolCoachState;
			const before = handle();
			const heads = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [
				{ name: "bash", arguments: { command: `head -n 1 ${n % 2 ? "a" : "b"}.txt`, description: "run" } },
			]);
			const first = await bed.turn("inspect", [...heads, "ok"]);
			const section = String(first.requests.at(-1)!.system);
			expect(section).toContain("## Tool discipline");
			expect(section).not.toContain("### Live-container grammar");
			const memory = before.Memory(bed.agent) as AgentMemory;
			expect(memory.section).toBe(true);
			const calls = memory.calls;

			await bed.update(id, example.config);

			const second = await bed.turn("inspect again", [
				[{ name: "bash", arguments: { command: "head -n 1 a.txt", description: "run" } }],
				"ok",
			]);
			const patched = String(second.requests.at(-1)!.system);
			expect(patched).toContain(`## Tool discipline`);
			expect(patched).toContain("### Live-container grammar");
			expect(patched).toContain("- Stop: `job_kill` with that job id (not `kill`, `pkill` or `killall`).");
			// the table placeholder is still filled with the live tools
			expect(patched).not.toContain("${table}");
			expect(patched).toMatch(/\| `read` \|/);
			// no remount: the same handle and memory, one activation line, the other notes at their built-in texts
			expect(handle()).toBe(before);
			expect(before.Memory(bed.agent)).toBe(memory);
			expect(memory.section).toBe(true);
			expect(memory.calls).toBe(calls + 1);
			expect(before.Current().notes).toEqual({
				first: NOTE_FIRST,
				persistent: (example.config.notes as { persistent: string }).persistent,
				denied: NOTE_DENIED,
			});
			const ledger = readFileSync(join(home, ".dsh", "playform", "hook-dsh-tool-coach.log"), "utf8");
			expect(ledger.match(/hook-dsh-tool-coach: activated \(/g)).toHaveLength(1);
			expect(ledger).not.toContain("config rejected");
			// a volatile update rebuilds the cached section silently (only the ttl and tools/change rebuilds log)
			expect(ledger).not.toContain("section rebuilt");
			rmSync(join(home, ".dsh", "playform"), { recursive: true, force: true });
		},
	);
});

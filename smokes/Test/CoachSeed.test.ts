// Seed conformance of the tool coach and its Effect twin (issue 14), in the real harness: each twin loaded BY NAME
// through the real Loader after the core, the calls run by the real bash tool through the real ToolRuntime.
// Seed 000 §3: the config's `patternTable` rows are APPENDED to the built-ins and may not repeat one (fail-loud);
// the config's `exemptPatterns` are added to DEFAULT_EXEMPTS.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Boot } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";
import { DEFAULT_EXEMPTS, DEFAULT_PATTERNS } from "@playform/hook-dsh-tool-coach";

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

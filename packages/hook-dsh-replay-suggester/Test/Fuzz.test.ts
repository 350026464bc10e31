// Hostile history stores and hostile call arguments: the seeded store, the recovered entries and the JSON
// fallback file degrade to a documented line, and a probe never carries a heredoc body or more than its cap.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { State } from "@playform/lib-dsh-core";
import { CallProbe } from "../Source/Function/CallProbe";
import { LoadSeed } from "../Source/Function/LoadSeed";
import { CallPaths, Relativize } from "../Source/Function/Paths";
import { OpenStore } from "../Source/Function/Store";
import { ValidateEntry } from "../Source/Function/ValidateEntry";
import { ValidateSeed } from "../Source/Function/ValidateSeed";
import type { ReplayState } from "../Source/Interface/State";
import { PROBE_ARGUMENT_CAP } from "../Source/Variable/Limits";

const folders: string[] = [];
const temp = (): string => {
	const folder = mkdtempSync(join(tmpdir(), "replay-fuzz-"));
	folders.push(folder);
	return folder;
};
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const units = fc
	.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
	.map((codes) => String.fromCharCode(...codes));
const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value));
const entryLike = fc.record(
	{
		seq: fc.oneof(fc.integer({ min: -3, max: 1e6 }), fc.double(), fc.string()),
		path: fc.oneof(fc.constantFrom("src/a.ts", "/etc/passwd", "../up.ts", "a/../../b", "", "C:\\x"), fc.string()),
		intent: fc.oneof(fc.constant("replay"), fc.string(), fc.integer()),
		outcome: fc.oneof(fc.constant("accept"), fc.string()),
		at: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN)),
		probe: fc.oneof(fc.constant("read {}"), fc.string()),
		turn: fc.oneof(fc.integer(), fc.double(), fc.string()),
	},
	{ requiredKeys: [] },
);
const seedLike = fc
	.record(
		{
			schema: fc.oneof(fc.constant(1), fc.anything()),
			records: fc.oneof(
				fc.array(
					fc.record(
						{
							intent: fc.anything(),
							probe: fc.anything(),
							files: fc.anything(),
							verify: fc.anything(),
							at: fc.anything(),
						},
						{ requiredKeys: [] },
					),
					{ maxLength: 4 },
				),
				fc.anything(),
			),
		},
		{ requiredKeys: [] },
	)
	.map((value) => JSON.stringify(value) ?? "null");
const storeText = fc.oneof(
	units,
	json,
	seedLike,
	fc.array(entryLike, { maxLength: 6 }).map((entries) => JSON.stringify({ version: 1, savedAt: 1, entries })),
);

const SEED_LINES =
	/^(?:history loaded \d+ records|history missing \(starting empty\)|history corrupt (?:\S+ )?\(starting empty\))$/;

describe("the seeded history store, any text", () => {
	it("ValidateSeed names a corrupt field or returns repo-relative records, never throws", () => {
		fc.assert(
			fc.property(fc.oneof(storeText, seedLike), (text) => {
				const read = ValidateSeed(text);
				if ("records" in read)
					for (const record of read.records)
						for (const file of record.files)
							expect(file.startsWith("/") || file.split("/").includes("..")).toBe(false);
				else expect(read.corrupt === "json" || read.corrupt.startsWith("$")).toBe(true);
			}),
			{ numRuns: 300 },
		);
	});

	it("LoadSeed answers one of the documented lines for any file", () => {
		const home = temp();
		fc.assert(
			fc.property(storeText, (text) => {
				const path = join(home, "history.json");
				writeFileSync(path, text);
				expect(LoadSeed(path).line).toMatch(SEED_LINES);
			}),
			{ numRuns: 200 },
		);
		expect(LoadSeed(join(home, "absent.json")).line).toBe("history missing (starting empty)");
		expect(LoadSeed(home).line).toBe("history corrupt (starting empty)");
	});
});

describe("stored entries, any value", () => {
	it("ValidateEntry keeps only well-formed, repo-relative entries", () => {
		fc.assert(
			fc.property(fc.oneof(entryLike, fc.anything()), (raw) => {
				const entry = ValidateEntry(raw);
				if (entry === undefined) return;
				expect(Number.isSafeInteger(entry.seq) && entry.seq >= 1).toBe(true);
				expect(entry.path.startsWith("/") || entry.path.split("/").includes("..")).toBe(false);
			}),
			{ numRuns: 400 },
		);
	});
});

/** The factory state the store writes its lines to, without a harness (no storage: the file tier). */
const StoreState = (recordPath: string): ReplayState => {
	const state = State(
		undefined,
		{ log: false, logFile: "", historyDepth: 32 },
		{ module: "replay-suggester" },
	) as unknown as ReplayState;
	state.History = [];
	state.Seq = 1;
	state.Turn = 1;
	return state;
};

describe("the JSON fallback file, any content", () => {
	it("opens on anything, adopts only valid entries, and backs a corrupt file up instead of overwriting it", async () => {
		await fc.assert(
			fc.asyncProperty(storeText, async (text) => {
				const home = temp();
				const recordPath = join(home, "replay_history.json");
				const written = Buffer.from(text, "utf8");
				writeFileSync(recordPath, written, { mode: 0o600 });
				const state = StoreState(recordPath);
				const store = OpenStore({}, state, recordPath);
				await store.Opened;
				expect(state.History.every((entry) => ValidateEntry(entry) !== undefined)).toBe(true);
				const opened = state.Lines.filter((line) => line.startsWith("store "));
				expect(opened.at(-1)).toMatch(/^store (?:empty \(starting fresh\)|recovered \d+ entries \(file\))$/);
				const backups = readdirSync(home).filter((name) => name.endsWith(".corrupt"));
				if (opened.some((line) => line.startsWith("store open failed: "))) expect(backups).toHaveLength(1);
				for (const backup of backups) expect(readFileSync(join(home, backup)).equals(written)).toBe(true);
				// the original stays as it was until the next write replaces it whole
				expect(readFileSync(recordPath).equals(written)).toBe(true);
				await store.Close();
			}),
			{ numRuns: 60 },
		);
	});

	it("a store write leaves a 0600 file that reopens with what was written", async () => {
		const home = temp();
		const recordPath = join(home, "replay_history.json");
		const state = StoreState(recordPath);
		const store = OpenStore({}, state, recordPath);
		await store.Opened;
		const entry = {
			seq: 1,
			path: "src/a.ts",
			intent: "replay",
			outcome: "accept",
			at: 1,
			probe: 'read {"file_path":"src/a.ts"}',
			turn: 1,
		};
		state.History.unshift(entry);
		store.Persist(entry, []);
		await store.Flush();
		expect(statSync(recordPath).mode & 0o777).toBe(0o600);
		const again = StoreState(recordPath);
		await OpenStore({}, again, recordPath).Opened;
		expect(again.History).toEqual([entry]);
	});
});

const VOCABULARY = [
	"cat",
	"sed -n 1p",
	"grep -e x",
	"cd",
	"src/a.ts",
	"/abs/b.py",
	"../c.md",
	"$(",
	")",
	"'",
	'"',
	"`",
	"|",
	";",
	"&&",
	"\n",
	" ",
	"> out.txt",
	"<<EOF\n",
	"<<-'X'\n",
	"EOF\n",
	"\0",
	"\uD800",
	"~",
	"*",
];
const command = fc.oneof(
	fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 50 }).map((parts) => parts.join("")),
	units,
);

describe("call arguments, any shape", () => {
	it("CallPaths and CallProbe never throw on hostile arguments", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("bash", "pwsh", "read", "grep", "glob", "edit", "x"),
				fc.oneof(
					fc.anything(),
					fc.record(
						{ command, file_path: fc.anything(), path: fc.anything(), pattern: fc.anything() },
						{ requiredKeys: [] },
					),
				),
				(tool, args) => {
					const paths = Relativize(CallPaths(tool, args, "/ws"), "/ws");
					const probe = CallProbe(tool, args, paths[0] ?? "", "/ws");
					expect(probe.startsWith(`${tool} `)).toBe(true);
				},
			),
			{ numRuns: 400 },
		);
	});

	it("a probe never holds a heredoc body or echoed text, and each argument is cut to the cap", () => {
		fc.assert(
			fc.property(command, fc.constantFrom("EOF", "X", "PY"), (before, tag) => {
				const body = "SECRET-BODY-LINE\nmore SECRET-BODY-LINE";
				const text = `${before}\ncat > src/out.ts <<${tag}\n${body}\n${tag}\necho done`;
				const probe = CallProbe("bash", { command: text }, "src/out.ts", "/ws");
				expect(probe).not.toContain("SECRET-BODY-LINE");
			}),
			{ numRuns: 200 },
		);
		// text a command writes verbatim is content too: echo/printf arguments and here-strings
		fc.assert(
			fc.property(
				command,
				fc.constantFrom("echo", "printf", "echo -n", "cat <<<"),
				fc.constantFrom("'", '"', ""),
				(before, writer, quote) => {
					const probe = CallProbe(
						"bash",
						{ command: `${before}\n${writer} ${quote}SECRET-INLINE-TEXT${quote} > src/out.ts; ls` },
						"src/out.ts",
						"/ws",
					);
					expect(probe).not.toContain("SECRET-INLINE-TEXT");
				},
			),
			{ numRuns: 200 },
		);
		const long = CallProbe("bash", { command: `ls ${"x".repeat(1 << 20)}` }, "x", "/ws");
		expect(long.length).toBeLessThanOrEqual(`bash ${JSON.stringify({ command: "" })}`.length + PROBE_ARGUMENT_CAP);
	});

	it("a 1 MiB command with 1 MiB of operators is read without throwing", () => {
		for (const text of [
			"a".repeat(1 << 20),
			"cd x; ".repeat(1 << 17),
			"<<EOF\n".repeat(1 << 17),
			"'".repeat(1 << 20),
			"\0".repeat(1 << 20),
		]) {
			expect(Array.isArray(CallPaths("bash", { command: text }, "/ws"))).toBe(true);
		}
		expect(existsSync("/ws")).toBe(false);
	});
});

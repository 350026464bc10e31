// The one suggester settings schema (lib-dsh-core SuggesterConfig + ValidateSettings) in the REAL harness: both
// suggesters loaded by name through the real Loader, so the schema's rules are the Loader's first check and apply's
// validator the second. One test per rule that changes behaviour (SCHEME.md "Departures" of both suggesters).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "@deepseek-ai/dsh-llm";
import { Boot } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";

const Search = "@playform/hook-dsh-search-suggester";
const Replay = "@playform/hook-dsh-replay-suggester";

const Files = {
	"package.json": `${JSON.stringify({ name: "demo", version: "0.3.1" }, null, 2)}\n`,
	"CHANGELOG.md": "# demo\n\n## 0.3.1\n",
	"src/a.ts": "export const a = 1;\n",
	"src/b.ts": "export const b = 2;\n",
};

let bed: TestBed | undefined;
afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

const Start = async () => {
	bed = await Boot({ files: Files });
	await bed.load("@playform/lib-dsh-core");
	return bed;
};

const SearchConfig = (b: TestBed, config: Record<string, unknown> = {}) => ({
	enabled: true,
	logFile: join(b.dshHome, "search.log"),
	persistPath: join(b.dshHome, "knowledge.json"),
	seed: false,
	...config,
});
const ReplayConfig = (b: TestBed, config: Record<string, unknown> = {}) => ({
	enabled: true,
	logFile: join(b.dshHome, "replay.log"),
	historyPath: join(b.dshHome, "history.json"),
	recordPath: join(b.dshHome, "replay_history.json"),
	...config,
});

const Notices = (messages: readonly Message[], kind: string) =>
	messages.filter((message) => (message.source as { kind?: string }).kind === kind);
const Ledger = (b: TestBed, file: string) => readFileSync(join(b.dshHome, file), "utf8");
const VersionGrep = [[{ name: "grep", arguments: { pattern: '"version": "0.3.1"' } }], "done"] as const;
const ReadAgain = [
	[{ name: "read", arguments: { file_path: "src/a.ts" } }],
	[{ name: "read", arguments: { file_path: "src/b.ts" } }],
	[{ name: "read", arguments: { file_path: "src/a.ts" } }],
	"done",
] as const;

describe("one settings schema for both suggesters, in the real Loader", () => {
	it("an unknown intent id refuses the config at load, naming it (search: a typo among good ids; replay: only unknown ids)", async () => {
		const b = await Start();
		await expect(b.load(Search, SearchConfig(b, { intents: ["Version", "Versoin"] }))).rejects.toThrow(
			/search-suggester: \$\.intents names no pack intent: "Versoin" \(known: Version, Dependency,/,
		);
		await expect(b.load(Replay, ReplayConfig(b, { intents: ["Repaet", "replay/Nope"] }))).rejects.toThrow(
			/replay-suggester: \$\.intents names no pack intent: "Repaet", "replay\/Nope" \(known: Repeat\)/,
		);
	});

	it("the schema's bounds are the Loader's first check: maxNoteChars 199 and threshold 1.5 are refused, 200 and 1 load", async () => {
		const b = await Start();
		await expect(b.load(Search, SearchConfig(b, { maxNoteChars: 199 }))).rejects.toThrow(
			/\$\.maxNoteChars expected number >= 200 but got 199/,
		);
		await expect(b.load(Replay, ReplayConfig(b, { threshold: 1.5 }))).rejects.toThrow(
			/\$\.threshold expected number <= 1 but got 1.5/,
		);
		await b.load(Search, SearchConfig(b, { maxNoteChars: 200, threshold: 1 }));
		await b.load(Replay, ReplayConfig(b, { maxNoteChars: 200, threshold: 0 }));
		// threshold 1 is the closed end: the search suggester judges, and never notes
		const run = await b.turn("Bump the version to 0.4.0.", VersionGrep as never);
		expect(Notices(run.messages[1]!, "search-suggester")).toHaveLength(0);
		expect(Ledger(b, "search.log")).toMatch(
			/search-suggester: activated \(bundle 0\.2\.1, intents 10, threshold 1\)\n[^]*search-suggester: abstained low-confidence Version 0\.\d\d\n/,
		);
		expect(Ledger(b, "replay.log")).toContain(
			"replay-suggester: activated (bundle 0.2.1, intents 1, threshold 0, history 4000)\n",
		);
	});

	it("maxNotesPerTurn 0 is a dry run in both suggesters: the ledger says what would be noted, the model sees no note", async () => {
		const b = await Start();
		await b.load(Search, SearchConfig(b, { maxNotesPerTurn: 0 }));
		await b.load(Replay, ReplayConfig(b, { maxNotesPerTurn: 0, cooldownCalls: 0 }));
		const search = await b.turn("Bump the version to 0.4.0.", VersionGrep as never);
		expect(Notices(search.messages[1]!, "search-suggester")).toHaveLength(0);
		expect(Ledger(b, "search.log")).toContain("search-suggester: suppressed cap Version\n");
		const replay = await b.turn("read a, b, then a again", ReadAgain as never);
		expect(replay.messages.flatMap((messages) => Notices(messages, "replay-suggester"))).toHaveLength(0);
		expect(Ledger(b, "replay.log")).toMatch(/replay-suggester: suppressed cap Repeat/);
	});

	it("an empty intent list enables every pack intent in the search suggester too (as in the replay suggester)", async () => {
		const b = await Start();
		await b.load(Search, SearchConfig(b, { intents: [] }));
		const run = await b.turn("Bump the version to 0.4.0.", VersionGrep as never);
		expect(Notices(run.messages[1]!, "search-suggester")).toHaveLength(1);
		expect(Ledger(b, "search.log")).toContain(
			"search-suggester: activated (bundle 0.2.1, intents 10, threshold 0.75)\n",
		);
	});
});

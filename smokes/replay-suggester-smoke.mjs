// node smokes/replay-suggester-smoke.mjs — the replay suggester's ledger, degrade paths and recall against the
// BUILT Target/ (plugin and core), on a fake ctx with the real factory. One PASS/FAIL line per check.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Append, NoticeText, State } from "../packages/lib-dsh-core/Target/Library.js";
import Plugin, * as Replay from "../packages/hook-dsh-replay-suggester/Target/Library.js";

let passed = 0;
let failed = 0;
const Check = (label, ok, detail = "") => {
	if (ok) passed++;
	else failed++;
	console.log(`${ok ? "PASS" : "FAIL"} ${label}${ok || detail === "" ? "" : ` (${detail})`}`);
};
const folders = [];
const Folder = (label) => {
	const folder = mkdtempSync(join(tmpdir(), `replay-smoke-${label}-`));
	folders.push(folder);
	return folder;
};
const Workspace = () => {
	const root = Folder("ws");
	mkdirSync(join(root, ".git"));
	return root;
};

const Mount = async (overrides = {}, { workspace = Workspace(), home = Folder("home"), services = {} } = {}) => {
	const listeners = {};
	const disposers = [];
	let state;
	const ctx = {
		on: (event, listener) => ((listeners[event] ??= []).push(listener), () => undefined),
		emit: (event, value) => event === "replay-suggester/state" && (state = value),
		get: (name) => services[name],
		effect: (body) => disposers.push(body()),
		pluginFactory: { State, Append },
	};
	Plugin.apply(ctx, {
		...Replay.Config({}),
		logFile: join(home, "replay.log"),
		historyPath: join(home, "history.json"),
		recordPath: join(home, "replay_history.json"),
		...overrides,
	});
	await state.Opened;
	const agent = { session: { header: { cwd: workspace } } };
	let count = 0;
	return {
		state,
		home,
		workspace,
		lines: () => state.Lines,
		last: () => state.Lines.at(-1),
		async call(name, args, next = async () => ({ kind: "accept" })) {
			const decision = await listeners["tools/post-execute"][0](
				{ name, arguments: args, agent, callId: `call-${++count}` },
				{},
				next,
			);
			const text = NoticeText(decision?.additionalContexts?.[0]);
			return {
				decision,
				text,
				candidates: text
					.split("\n")
					.filter((line) => line.startsWith("- "))
					.map((line) => line.slice(2)),
			};
		},
		turn: () =>
			listeners["agent/pre-step"][0](
				{ agent, messages: [{ role: "user", source: { kind: "user" }, content: [] }] },
				async () => ({ kind: "enter" }),
			),
		dispose: async () => {
			for (const dispose of disposers.reverse()) await dispose();
		},
	};
};

try {
	// identity
	const Package = JSON.parse(
		readFileSync(new URL("../packages/hook-dsh-replay-suggester/package.json", import.meta.url), "utf8"),
	);
	Check("identity: package name", Package.name === "@playform/hook-dsh-replay-suggester");
	Check("identity: name export", Replay.name === "replay-suggester" && Plugin.name === "replay-suggester");
	Check("identity: inject", JSON.stringify(Plugin.inject) === '["pluginFactory","tools"]');
	Check(
		"identity: ledger file default",
		Replay.Config({}).logFile.get() === "~/.dsh/playform/hook-dsh-replay-suggester.log",
	);

	// activation and the seeded store
	let mount = await Mount();
	Check(
		"ledger: history missing (starting empty)",
		mount.lines()[0] === "history missing (starting empty)",
		mount.lines()[0],
	);
	Check(
		"ledger: activated",
		mount.lines()[1] === "activated (bundle 0.2.1, intents 1, threshold 0.75, history 4000)",
		mount.lines()[1],
	);
	Check("identity: State module", mount.state.Module === "replay-suggester");
	Check(
		"ledger: store empty (starting fresh)",
		mount.lines()[2] === "store empty (starting fresh)",
		mount.lines()[2],
	);
	await mount.call("read", { file_path: "src/a.ts" });
	Check("ledger: recorded (1 in store)", mount.lines().includes("recorded src/a.ts (1 in store)"));
	Check("ledger: abstained no-memory", mount.last() === "abstained no-memory Repeat 0.65", mount.last());
	await mount.call("read", { file_path: "src/b.ts" });
	// src/a.ts again: the blended recall names what came with it
	const note = await mount.call("read", { file_path: "src/a.ts" });
	Check("ledger: suggest", mount.last() === "suggest Repeat 1 candidates 0.77 call call-3", mount.last());
	Check("note: names the companion", JSON.stringify(note.candidates) === '["src/b.ts"]', note.text);
	Check(
		"note: labeled notice source",
		note.decision.additionalContexts[0].source.kind === "replay-suggester" &&
			note.decision.additionalContexts[0].source.form === "notice",
	);
	await mount.call("read", { file_path: "src/b.ts" });
	Check("ledger: suppressed cooldown", mount.last() === "suppressed cooldown Repeat", mount.last());
	await mount.state.Flush();
	const file = join(mount.home, "replay_history.json");
	Check("store: file mode 0600", (statSync(file).mode & 0o777) === 0o600);
	Check("store: file holds the entries", JSON.parse(readFileSync(file, "utf8")).entries.length === 4);
	await mount.dispose();
	const again = await Mount({}, { home: mount.home, workspace: mount.workspace });
	Check("ledger: store recovered (file)", again.lines().includes("store recovered 4 entries (file)"));
	await again.dispose();

	const seeded = Folder("home");
	writeFileSync(
		join(seeded, "history.json"),
		JSON.stringify({
			schema: 1,
			records: [
				{
					intent: "Version",
					probe: "0.1.0",
					files: ["package.json", "CHANGELOG.md"],
					verify: "pnpm run build",
					at: 9,
				},
				{ intent: "Repeat", probe: "empty.md", files: [] },
			],
		}),
	);
	mount = await Mount({}, { home: seeded });
	Check("ledger: history loaded", mount.lines()[0] === "history loaded 2 records", mount.lines()[0]);
	const version = await mount.call("grep", { pattern: "0.1.0", path: "src" });
	Check(
		"seed: precedence and verify caveat",
		version.candidates.join() === "package.json,CHANGELOG.md" &&
			version.text.endsWith("Verify with: pnpm run build"),
		version.text,
	);
	await mount.call("read", { file_path: "docs/empty.md" });
	Check("ledger: abstained no-companions", mount.last() === "abstained no-companions Repeat 0.77", mount.last());
	await mount.dispose();

	const corrupt = Folder("home");
	writeFileSync(join(corrupt, "history.json"), "{nope");
	writeFileSync(join(corrupt, "replay_history.json"), "{nope");
	mount = await Mount({}, { home: corrupt });
	Check(
		"ledger: history corrupt (starting empty)",
		mount.lines()[0] === "history corrupt (starting empty)",
		mount.lines()[0],
	);
	Check(
		"ledger: store open failed",
		mount.lines().some((line) => line.startsWith("store open failed: ")),
	);
	Check(
		"store: corrupt file kept aside",
		readdirSync(corrupt).some((name) => name.endsWith(".corrupt")),
	);
	await mount.dispose();
	const shaped = Folder("home");
	writeFileSync(
		join(shaped, "history.json"),
		JSON.stringify({ schema: 1, records: [{ intent: "X", probe: "y", files: "z" }] }),
	);
	mount = await Mount({}, { home: shaped });
	Check(
		"ledger: history corrupt <field>",
		mount.lines()[0] === "history corrupt $.records[0].files (starting empty)",
		mount.lines()[0],
	);
	await mount.dispose();

	mount = await Mount({ enabled: false });
	const untouched = { kind: "accept" };
	Check("ledger: disabled (enabled=false)", mount.lines().includes("disabled (enabled=false)"));
	Check(
		"disabled: passes through",
		(await mount.call("read", { file_path: "src/a.ts" }, async () => untouched)).decision === untouched,
	);
	await mount.dispose();

	mount = await Mount({ historyDepth: 2 });
	for (const path of ["a/1.ts", "b/2.ts", "c/3.ts"]) await mount.call("read", { file_path: path });
	const counts = mount
		.lines()
		.filter((line) => line.startsWith("recorded"))
		.map((line) => /\((\d+) in store\)/.exec(line)[1]);
	Check("ledger: recorded counts the bounded store", counts.join() === "1,2,2", counts.join());
	await mount.dispose();

	mount = await Mount({ threshold: 0.8 });
	await mount.call("read", { file_path: "src/a.ts" });
	await mount.call("read", { file_path: "src/a.ts" });
	Check("ledger: abstained ambiguous", mount.last() === "abstained ambiguous Repeat 0.77", mount.last());
	await mount.dispose();

	mount = await Mount({ cooldownCalls: 0, maxNotesPerTurn: 1 });
	// a, b, then a and b again: both repeats recall the other, the second over the turn's cap
	for (const path of ["src/a.ts", "src/b.ts", "src/a.ts", "src/b.ts"]) await mount.call("read", { file_path: path });
	Check("ledger: suppressed cap", mount.last() === "suppressed cap Repeat", mount.last());
	await mount.turn();
	Check(
		"pre-step: a user turn resets the cap",
		(await mount.call("read", { file_path: "src/a.ts" })).candidates.length > 0,
	);
	await mount.dispose();

	const outside = Folder("outside");
	mount = await Mount({}, { workspace: outside });
	await mount.call("read", { file_path: "src/a.ts" });
	Check("ledger: abstained foreign-workspace", mount.last() === "abstained foreign-workspace 0.00", mount.last());
	await mount.dispose();

	const blocked = Folder("home");
	writeFileSync(join(blocked, "file"), "");
	mount = await Mount({ recordPath: join(blocked, "file", "r.json") }, { home: blocked });
	await mount.call("read", { file_path: "src/a.ts" });
	await mount.state.Flush();
	Check(
		"ledger: store write failed",
		mount.lines().some((line) => line.startsWith("store write failed: ")),
	);
	await mount.dispose();

	const failing = {
		open: async () => Promise.reject(Object.assign(new Error("boom"), { code: "version-mismatch" })),
	};
	mount = await Mount({}, { services: { storageDomain: failing } });
	Check(
		"degrade: domain open failure falls back to the file",
		mount.lines().includes("store open failed: version-mismatch: boom") && mount.state.Tier === "file",
	);
	await mount.dispose();

	// fail-open and privacy
	mount = await Mount();
	let threw = false;
	const hostile = { kind: "accept" };
	for (const args of [null, 7, { file_path: 1 }, { command: ["x"] }, { command: "'".repeat(100000) }]) {
		try {
			const called = await mount.call(args && args.command ? "bash" : "read", args, async () => hostile);
			if (called.decision !== hostile) threw = true;
		} catch {
			threw = true;
		}
	}
	Check("fail-open: hostile payloads return the decision untouched", !threw);
	await mount.call("write", { file_path: "src/s.ts", content: "SECRET-CONTENT" });
	await mount.call("bash", { command: "cat > src/h.py << 'EOF'\nSECRET-BODY\nEOF", description: "SECRET-ASK" });
	await mount.state.Flush();
	const stored = readFileSync(join(mount.home, "replay_history.json"), "utf8");
	Check(
		"privacy: no contents, no user text, no absolute paths",
		!/SECRET/.test(stored) && !stored.includes(mount.workspace),
	);
	await mount.dispose();

	// config fail-loud
	let message = "";
	try {
		Plugin.apply(
			{ on: () => undefined, emit: () => undefined, get: () => undefined, pluginFactory: { State, Append } },
			{ ...Replay.Config({}), historyDepth: 0 },
		);
	} catch (error) {
		message = error.message;
	}
	Check("config: fail-loud naming the field", /\$\.historyDepth/.test(message), message);
} catch (error) {
	Check("the battery ran to the end", false, error?.stack ?? String(error));
} finally {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

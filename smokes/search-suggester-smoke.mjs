// node smokes/search-suggester-smoke.mjs — the seed's suites against the BUILT Target/ of the search suggester,
// mounted on a real cordis Context through the core's real PluginFactory service (and, where a suite needs it,
// the core's real WorkspaceGraph service); a stub `tools` service stands in for the ToolRuntime.
import { spawnSync } from "node:child_process";
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { ReadText } from "../Data/Read.mjs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Context, Service } from "@deepseek-ai/cordis";
import { createUserMessage } from "@deepseek-ai/dsh-llm";
import PluginFactory, {
	BuildGraph,
	CompileIntent,
	Families,
	ForgetRoots,
	LoadPack,
	NoticeText,
} from "../packages/lib-dsh-core/Target/Library.js";
import WorkspaceGraph from "../packages/lib-dsh-core/Target/WorkspaceGraph.js";
import * as plugin from "../packages/hook-dsh-search-suggester/Target/Library.js";
import { WriteWorkspace } from "../packages/testkit/Target/Library.js";
import * as Bench from "../bench/Search/Replay.mjs";
import { SEQUENCE, SEQUENCE_WORKSPACE } from "../bench/Search/Sequence.mjs";

const here = dirname(fileURLToPath(import.meta.url));
let passed = 0;
let failed = 0;
const check = (suite, name, ok, detail = "") => {
	if (ok) passed++;
	else failed++;
	process.stdout.write(`${ok ? "PASS" : "FAIL"} ${suite} ${name}${ok || !detail ? "" : ` — ${detail}`}\n`);
};
const attempt = async (suite, name, body) => {
	try {
		const result = await body();
		check(suite, name, result === true || result === undefined, typeof result === "string" ? result : "");
	} catch (error) {
		check(
			suite,
			name,
			false,
			String(error?.stack ?? error)
				.split("\n")
				.slice(0, 3)
				.join(" | "),
		);
	}
};
const same = (actual, expected) =>
	JSON.stringify(actual) === JSON.stringify(expected) ||
	`got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`;

const scratch = mkdtempSync(join(tmpdir(), "search-smoke-"));
const workspace = WriteWorkspace(SEQUENCE_WORKSPACE, join(scratch, "ws"));
const foreign = join(scratch, "foreign");
mkdirSync(join(foreign, "src"), { recursive: true });
writeFileSync(join(foreign, "src/x.ts"), "export const x = 1;\n");

/** The ToolRuntime's surface the plugin uses: register (a real defineTool definition), schemas, tools/change. */
class Tools extends Service {
	constructor(ctx) {
		super(ctx, "tools");
		this.definitions = [];
		this.scoped = new Map();
	}
	register(definition) {
		this.definitions.push(definition);
		this.ctx.emit("tools/change");
		return () => undefined;
	}
	schemas(scope) {
		return (
			this.scoped.get(scope) ?? [
				...["bash", "read", "write", "edit", "grep", "glob"].map((name) => ({ name })),
				...this.definitions.map((d) => ({ name: d.name })),
			]
		);
	}
}

let mountCount = 0;
/** A real Context with the core's PluginFactory, the tools stub, optionally the WorkspaceGraph, then the plugin. */
const Mount = async (config = {}, options = {}) => {
	const dir = join(scratch, `mount-${++mountCount}`);
	mkdirSync(dir, { recursive: true });
	const ctx = new Context();
	await ctx.plugin(PluginFactory);
	if (options.tools !== false) await ctx.plugin(Tools);
	if (options.graph) await ctx.plugin(WorkspaceGraph, { maxAgeMs: 0 });
	let state;
	ctx.on(plugin.STATE_EVENT, (applied) => (state = applied));
	const full = {
		enabled: true,
		logFile: join(dir, "search.log"),
		persistPath: join(dir, "state", "knowledge.json"),
		...config,
	};
	await ctx.plugin(plugin.default, full);
	const agent = options.agent ?? { session: { header: { cwd: options.cwd ?? workspace } } };
	let turn = 0;
	const m = {
		ctx,
		dir,
		full,
		agent,
		get state() {
			return state;
		},
		lines: () => state.state.Lines,
		last: () => state.state.Lines.at(-1),
		ledger: () => (existsSync(full.logFile) ? readFileSync(full.logFile, "utf8") : ""),
		async turnStart(user, who = agent) {
			turn++;
			const messages =
				user === undefined
					? []
					: [createUserMessage({ content: [{ type: "text", text: user }], source: { kind: "user" } })];
			return ctx.waterfall(
				"agent/pre-step",
				{ agent: who, messages, turn, step: 1, signal: new AbortController().signal },
				async () => ({ kind: "enter", messages }),
			);
		},
		async call(name, args, extra = {}) {
			const decision = await ctx.waterfall(
				"tools/post-execute",
				{ callId: `c${Math.random()}`, name, arguments: args, agent: extra.agent ?? agent },
				{ isError: false, content: [] },
				async () => extra.downstream ?? { kind: "accept" },
			);
			const note = decision?.additionalContexts?.find((message) => message?.source?.kind === "search-suggester");
			return {
				decision,
				note,
				text: note ? NoticeText(note) : "",
				candidates: note ? plugin.NoteCandidates(NoticeText(note)) : [],
			};
		},
		async assemble(scope = agent) {
			return ctx.waterfall(
				"system-prompt/assemble",
				{ sections: [{ name: "base", text: "base" }], contexts: [], tools: [], variables: {} },
				{ scope },
				async (assembly) =>
					assembly ?? { sections: [{ name: "base", text: "base" }], contexts: [], tools: [], variables: {} },
			);
		},
		tool() {
			return ctx.get("tools")?.definitions.find((definition) => definition.name === plugin.DISMISS_TOOL);
		},
		async dispose() {
			await ctx.fiber.dispose();
		},
	};
	return m;
};

const builtinIntents = () => Families(LoadPack(undefined), "search").map(CompileIntent);
const shapeOf = (tool, args, user = "") => plugin.Extract(tool, args, user);
const classify = (tool, args, extra = {}) =>
	plugin.Classify({
		shape: shapeOf(tool, args, extra.user ?? ""),
		relative: extra.relative ?? [],
		intents: builtinIntents(),
		floor: 0.75,
		bump: extra.bump ?? 0,
		history: extra.history ?? {},
		ring: extra.ring ?? [],
		facts: extra.facts ?? [],
		exploratory: extra.exploratory ?? false,
	});
const version = (user = "Bump the version to 1.5.0.") => [user, "grep", { pattern: '"version": "1.4.2"' }];

// ---------------------------------------------------------------- Classification (R1–R13)
{
	const S = "Classification";
	check(
		S,
		"R1 judged tools: grep/glob/read/bash yes, edit and the dismiss tool no",
		plugin.Judged("grep", plugin.JUDGED_TOOLS) &&
			plugin.Judged("bash", plugin.JUDGED_TOOLS) &&
			!plugin.Judged("edit", plugin.JUDGED_TOOLS) &&
			!plugin.Judged("suggestion_dismiss", ["suggestion_dismiss"]),
	);
	const shaped = [
		['grep -rn "version" .', true],
		['cd /testbed && grep -n "x" setup.py', true],
		["find . -name '*.toml' | head -5", true],
		["cat package.json | jq .version", true],
		["sed -n '1,20p' src/a.py", true],
		["npm ls zod", true],
		["cat > fix.py << 'EOF'\nprint(1)\nEOF", false],
		["sed -i 's/a/b/' x.py", false],
		["grep -rn x . > out.txt", false],
		["grep -rn x . 2>/dev/null", true],
		["python reproduce.py | grep Error", false],
		["npm test", false],
		["git grep -n version", true],
		["git commit -m x", false],
	];
	const wrong = shaped.filter(([command, want]) => plugin.SearchShaped(command) !== want).map(([command]) => command);
	check(
		S,
		"R2 search-shaped bash: searches and reads judged, writes/heredocs/runners not",
		wrong.length === 0,
		wrong.join(" ; "),
	);
	await attempt(S, "R3 extraction: grep pattern+include, glob pattern+folder, read path, bash operands", () => {
		const g = shapeOf("grep", { pattern: "1\\.4\\.2", path: "packages", include: "*.json" });
		const gl = shapeOf("glob", { pattern: ".github/workflows/*.yml" });
		const r = shapeOf("read", { file_path: "CHANGELOG.md" });
		const b = shapeOf("bash", { command: 'grep -rn --include=*.py "__version__" src tests | head' });
		return same(
			[
				g.literal,
				g.places,
				g.paths,
				gl.places,
				r.places,
				r.reading,
				b.texts.query,
				b.places,
				b.paths.includes("*.py"),
				b.reading,
			],
			[
				"1.4.2",
				["packages"],
				["packages", "*.json"],
				[".github/workflows"],
				["CHANGELOG.md"],
				true,
				"__version__",
				["src", "tests"],
				true,
				false,
			],
		);
	});
	await attempt(S, "R4 signal sum: a version key + a semver literal + the ask clear the destructive gate", () => {
		const d = classify("grep", { pattern: '"version": "1.4.2"' }, { user: "bump the version" });
		return d.verdict === "pass" && d.winner.kind === "Version" && Math.abs(d.winner.sum - 3.2) < 1e-9 && d.k > 0.85
			? true
			: JSON.stringify([d.verdict, d.winner?.kind, d.winner?.sum]);
	});
	await attempt(S, "R5 scope override: a version grep in the lockfile is Dependency, not Version", () => {
		const d = classify(
			"grep",
			{ pattern: "1\\.4\\.2", path: "pnpm-lock.yaml" },
			{ relative: ["pnpm-lock.yaml"], user: "why is this version installed" },
		);
		return d.winner?.kind === "Dependency" && !d.scores.some((s) => s.kind === "Version")
			? true
			: JSON.stringify(d.scores.map((s) => [s.kind, s.sum]));
	});
	await attempt(S, "R6 ring: an intent the model circled earlier in the turn gains 0.3", () => {
		const a = classify("grep", { pattern: "changelog" }).winner.sum;
		const b = classify("grep", { pattern: "changelog" }, { ring: [{ index: 1, leaning: ["Version"], paths: [] }] })
			.winner.sum;
		return Math.abs(b - a - plugin.RING_WEIGHT) < 1e-9;
	});
	await attempt(S, "R7 history: learned history shifts the sum (bounded)", () => {
		const base = classify("grep", { pattern: "eslint" }).winner.sum;
		const up = classify("grep", { pattern: "eslint" }, { history: { Lint: 0.3 } }).winner.sum;
		const capped = classify("grep", { pattern: "eslint" }, { history: { Lint: 9 } }).winner.sum;
		return Math.abs(up - base - 0.3) < 1e-9 && Math.abs(capped - base - 0.5) < 1e-9;
	});
	await attempt(S, "R8 literal facts: a bare version the workspace states gains 0.8 and names its file", () => {
		const facts = [
			{ path: "package.json", field: "version", value: "1.4.2" },
			{ path: "packages/core/package.json", field: "dependency", value: "zod" },
		];
		const d = classify("grep", { pattern: "1\\.4\\.2" }, { facts, user: "bump it" });
		return (
			d.winner?.kind === "Version" &&
			same(d.winner.factPaths, ["package.json"]) === true &&
			plugin.NamesFact(facts[1], "zod", "zod") &&
			!plugin.NamesFact(facts[1], "zodiac", "zodiac")
		);
	});
	await attempt(S, "R9 winner and ambiguity: two intents within 0.3 that both clear their gates abstain", () => {
		const d = classify("grep", { pattern: "eslint workflow" }, { user: "the lint workflow in ci" });
		return d.verdict === "ambiguous-target"
			? true
			: JSON.stringify([d.verdict, d.scores.map((s) => [s.kind, s.sum])]);
	});
	await attempt(S, "R10 confidence gate: k = sigmoid(Σ − 0.6) against max(threshold, intent threshold)", () => {
		const d = classify("grep", { pattern: "Copyright" });
		return (
			d.verdict === "low-confidence" && d.gate === 0.85 && Math.abs(d.k - 1 / (1 + Math.exp(-(1.8 - 0.6)))) < 1e-9
		);
	});
	await attempt(S, "R11 exploratory questions and the read-only bump", () => {
		const q =
			plugin.IsExploratory("Why does parse() drop whitespace?") &&
			plugin.IsExploratory("how is the cli wired") &&
			!plugin.IsExploratory("Fix the failing test?") &&
			!plugin.IsExploratory("Bump the version");
		const ex = classify("grep", { pattern: '"version": "1.4.2"' }, { exploratory: true });
		const asked = classify(
			"grep",
			{ pattern: '"version": "1.4.2"' },
			{ exploratory: true, user: "what version are we on?" },
		);
		const bumped = classify(
			"grep",
			{ pattern: "eslint", include: ".eslintrc.json" },
			{ bump: plugin.READ_ONLY_BUMP },
		);
		return q && ex.verdict === "exploratory-question" && asked.verdict === "pass" && bumped.gate === 0.85
			? true
			: JSON.stringify([q, ex.verdict, asked.verdict, bumped.gate]);
	});
	await attempt(S, "R12 user-text capture: user text kept, notices and plugin contexts dropped", () => {
		const messages = [
			createUserMessage({ content: [{ type: "text", text: "bump it" }], source: { kind: "user" } }),
			createUserMessage({
				content: [{ type: "text", text: "NOTE" }],
				source: { kind: "search-suggester", form: "notice", summary: "x" },
			}),
			createUserMessage({ content: [{ type: "text", text: "CTX" }], source: { kind: "plugin", plugin: "x" } }),
		];
		return same(plugin.UserText(messages), "bump it");
	});
	await attempt(
		S,
		"R13 companions: the call's own target leads, a page it searches in a candidate folder leads, a call on one test abstains",
		() =>
			same(
				[
					plugin.Companions(["package.json", "CHANGELOG.md", ".changeset/"], ["package.json"]),
					plugin.Companions(["tests/", "tox.ini"], ["tests/test_a.py"], () => 1, ["tests/test_a.py"]),
					plugin.Companions(["docs/", "README.md"], ["docs/usage.rst"], () => 9, ["docs/usage.rst"]),
					plugin.Companions(["package.json", "CHANGELOG.md"], ["CHANGELOG.md"]),
					plugin.Companions([".github/workflows/", ".github/workflows/ci.yml"], [".github"]),
				],
				[
					["package.json", "CHANGELOG.md", ".changeset/"],
					[],
					["docs/usage.rst", "docs/", "README.md"],
					["CHANGELOG.md", "package.json"],
					[".github/workflows/ci.yml"],
				],
			),
	);
}

// ---------------------------------------------------------------- Threshold-And-Cooldown
{
	const S = "Threshold-And-Cooldown";
	const m = await Mount({ cooldownCalls: 2 });
	await m.turnStart("Bump the version to 1.5.0.");
	const first = await m.call("grep", { pattern: '"version": "1.4.2"' });
	const second = await m.call("grep", { pattern: '"version": "1.4.2"', path: "packages" });
	check(
		S,
		"a note, then the same intent within cooldownCalls is suppressed",
		first.note && !second.note && m.last() === "suppressed cooldown Version",
		m.last(),
	);
	await m.call("grep", { pattern: "nothing-here" });
	const third = await m.call("grep", { pattern: '"version": "1.4.2"', path: "packages/core" });
	check(S, "after cooldownCalls judged calls the intent may note again", !!third.note, m.last());
	await m.turnStart("Bump the version to 1.5.0.");
	const fresh = await m.call("grep", { pattern: '"version": "1.4.2"' });
	check(S, "a new turn resets the cooldown (the pre-step reset)", !!fresh.note, m.last());
	// the version search scores 0.98 (R14: the manifest states 1.4.2, the user asks for 1.5.0): only the 0.99 cap is above it
	const high = await Mount({ threshold: 0.99 });
	await high.turnStart("Bump the version to 1.5.0.");
	await high.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"the module threshold is a floor above the intent's own gate",
		/^abstained low-confidence Version 0\.9\d$/.test(high.last()),
		high.last(),
	);
	const low = await Mount({ threshold: 0.5 });
	await low.turnStart("update the year");
	await low.call("grep", { pattern: "Copyright" });
	check(
		S,
		"a destructive intent keeps its 0.85 gate under a lower module threshold",
		low.last() === "abstained low-confidence License 0.77",
		low.last(),
	);
	const cap = await Mount({ maxNotesPerTurn: 1 });
	await cap.turnStart("bump the version and fix the lint config");
	await cap.call("grep", { pattern: '"version": "1.4.2"' });
	await cap.call("grep", { pattern: "eslint", path: "package.json" });
	check(S, "maxNotesPerTurn caps the notes of one turn", cap.last() === "suppressed cap Lint", cap.last());
	const cells = await Mount();
	await cells.turnStart("Bump the version to 1.5.0.");
	cells.ctx.emit("loader/volatile-update", [["threshold"]]);
	check(S, "a volatile-update dispatch reaches the state (Version bumps)", cells.state.state.Version === 1);
	for (const mount of [m, high, low, cap, cells]) await mount.dispose();
}

// ---------------------------------------------------------------- Delivery-And-Label
{
	const S = "Delivery-And-Label";
	const m = await Mount();
	await m.turnStart("Bump the version to 1.5.0.");
	const earlier = { id: "x", role: "user", content: [{ type: "text", text: "earlier" }], source: { kind: "other" } };
	const r = await m.call(
		"grep",
		{ pattern: '"version": "1.4.2"' },
		{ downstream: { kind: "accept", additionalContexts: [earlier] } },
	);
	check(
		S,
		"the note is prepended to the downstream additionalContexts, which are kept",
		r.decision.additionalContexts.length === 2 &&
			r.decision.additionalContexts[0] === r.note &&
			r.decision.additionalContexts[1] === earlier,
	);
	check(S, "the decision kind is untouched", r.decision.kind === "accept");
	check(
		S,
		"the label: {kind: search-suggester, form: notice, summary} with the summary ≤ 120",
		r.note.source.form === "notice" &&
			r.note.source.kind === "search-suggester" &&
			r.note.source.summary.startsWith("search-suggester: Version → ") &&
			r.note.source.summary.length <= 120,
		JSON.stringify(r.note.source),
	);
	check(S, "the note is a frozen user message", r.note.role === "user" && Object.isFrozen(r.note));
	check(
		S,
		"the text names the candidates one per line, the caveat and the dismiss tool",
		/^- package\.json$/m.test(r.text) &&
			/^- CHANGELOG\.md$/m.test(r.text) &&
			r.text.includes("release tooling owns the bump") &&
			r.text.includes('suggestion_dismiss with {"intent": "Version"}'),
		r.text,
	);
	await m.turnStart("fix the lint config");
	const b = await m.call(
		"grep",
		{ pattern: "eslint", path: "package.json" },
		{ downstream: { kind: "block", feedback: [{ type: "text", text: "no" }] } },
	);
	check(
		S,
		"a block decision stays a block and still carries the note",
		b.decision.kind === "block" && !!b.note && b.decision.feedback[0].text === "no",
	);
	const small = await Mount({ maxCandidates: 2, maxNoteChars: 200 });
	await small.turnStart("Bump the version to 1.5.0.");
	const s = await small.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"maxCandidates and maxNoteChars bound the note",
		s.candidates.length <= 2 && s.text.length <= 200,
		`${s.candidates.length} ${s.text.length}`,
	);
	const sticky = await Mount({ sectionMode: "sticky", sectionTtl: 2 });
	const a1 = await sticky.assemble();
	const section = a1.sections.find((x) => x.name === "search-suggester");
	check(
		S,
		"sticky: one section appended after next(), the rest untouched",
		a1.sections.length === 2 &&
			a1.sections[0].name === "base" &&
			section?.text.includes("- Version: ") &&
			section.text.includes("- CI: "),
		JSON.stringify(a1.sections).slice(0, 200),
	);
	const off = await m.assemble();
	check(S, "sectionMode off adds no section", off.sections.length === 1);
	for (const mount of [m, small, sticky]) await mount.dispose();
}

// ---------------------------------------------------------------- Abstention
{
	const S = "Abstention";
	const m = await Mount();
	await m.turnStart("Rename the format helper.");
	await m.call("grep", { pattern: "format\\(" });
	check(S, "no-signal: a code search logs the 0.00 kappa", m.last() === "abstained no-signal 0.00", m.last());
	await m.call("grep", { pattern: "changelog" });
	check(
		S,
		"low-confidence: one weak signal stays below the gate",
		/^abstained low-confidence Version 0\.\d\d$/.test(m.last()),
		m.last(),
	);
	await m.turnStart("the lint workflow in ci");
	// stylelint: a linter with no config file in this workspace (eslint's config would settle it, R14)
	// a lint marker, not a linter's name: a linter named in a workspace with a lint config is Lint evidence (R14)
	await m.call("grep", { pattern: "noqa workflow" });
	check(
		S,
		"ambiguous-target: two near intents abstain",
		/^abstained ambiguous-target (CI|Lint) 0\.\d\d$/.test(m.last()),
		m.last(),
	);
	const f = await Mount({}, { cwd: foreign });
	ForgetRoots();
	await f.turnStart("Bump the version to 1.5.0.");
	await f.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"foreign-workspace: no signature above the path, no intent segment, kappa 0.00",
		f.last() === "abstained foreign-workspace 0.00",
		f.last(),
	);
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"', path: "/etc" });
	check(
		S,
		"a call outside the workspace (scopeRoots) is foreign too",
		m.last() === "abstained foreign-workspace 0.00",
		m.last(),
	);
	const bare = WriteWorkspace({ "src/a.ts": "x\n" }, join(scratch, "bare"));
	const b = await Mount({}, { cwd: bare });
	await b.turnStart("Bump the version to 1.5.0.");
	await b.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"no-companions: the intent wins but none of its targets exists",
		/^abstained no-companions Version 0\.\d\d$/.test(b.last()),
		b.last(),
	);
	await m.turnStart("Why do we pin this?");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"abstention 4: an exploratory question the intent does not answer",
		/^abstained exploratory-question Version 0\.\d\d$/.test(m.last()),
		m.last(),
	);
	const sub = { session: { header: { cwd: workspace, origin: "subagent", delegationDepth: 1 } } };
	m.ctx.get("tools").scoped.set(sub, [{ name: "read" }, { name: "grep" }]);
	await m.turnStart("fix the lint config", sub);
	await m.call("grep", { pattern: "noqa", path: "package.json" }, { agent: sub });
	const readOnly = m.last();
	const writer = { session: { header: { cwd: workspace, origin: "subagent", delegationDepth: 1 } } };
	await m.turnStart("fix the lint config", writer);
	await m.call("grep", { pattern: "noqa", path: "package.json" }, { agent: writer });
	check(
		S,
		"abstention 5: a read-only subagent's gate rises by 0.10",
		readOnly === "abstained low-confidence Lint 0.83" && m.last().startsWith("suggest Lint 0.83"),
		`${readOnly} / ${m.last()}`,
	);
	for (const mount of [m, f, b]) await mount.dispose();
}

// ---------------------------------------------------------------- Learning-Update
{
	const S = "Learning-Update";
	const m = await Mount({ learnWindow: 2 });
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	await m.call("read", { file_path: "CHANGELOG.md" });
	check(
		S,
		"followed: the next judged call touches a candidate",
		m.lines().includes("followed Version CHANGELOG.md"),
		m.lines().slice(-3).join(" | "),
	);
	check(
		S,
		"a follow raises history by 0.1",
		Math.abs(m.state.knowledge.roots[workspace].intents.Version.history - 0.1) < 1e-9,
	);
	await m.turnStart("fix the lint config");
	await m.call("grep", { pattern: "eslint", path: "package.json" });
	await m.call("grep", { pattern: "unrelated" });
	await m.call("grep", { pattern: "still unrelated" });
	check(
		S,
		"ignored: the window closes untouched, history −= 0.2",
		m.lines().includes("ignored Lint (history -0.20)"),
		m.lines().slice(-4).join(" | "),
	);
	check(
		S,
		"the ignored penalty lowers the next sum",
		Math.abs(plugin.HistoryOf(m.state.knowledge, workspace).Lint + 0.2) < 1e-9,
	);
	await m.turnStart("the tests of the cli");
	await m.call("grep", { pattern: "describe\\(", path: "." });
	const before = m.lines().at(-1);
	await m.call("edit", { file_path: "packages/cli/vitest.config.ts", old_string: "a", new_string: "b" });
	check(
		S,
		"near-miss: a sibling with a candidate's name is learned (edit tools observed too)",
		before.startsWith("suggest Test") &&
			m.lines().at(-1) === "followed Test packages/cli/vitest.config.ts (near-miss)" &&
			m.state.knowledge.roots[workspace].intents.Test.learned.includes("packages/cli/vitest.config.ts"),
		`${before} / ${m.lines().at(-1)}`,
	);
	const off = await Mount({ learn: false });
	await off.turnStart("Bump the version to 1.5.0.");
	await off.call("grep", { pattern: '"version": "1.4.2"' });
	await off.call("read", { file_path: "CHANGELOG.md" });
	await off.call("grep", { pattern: "x" });
	await off.call("grep", { pattern: "y" });
	check(S, "learn=false: no followed or ignored line", !off.lines().some((line) => /^(followed|ignored)/.test(line)));
	await m.dispose();
	await off.dispose();
}

// ---------------------------------------------------------------- Persistence
{
	const S = "Persistence";
	const m = await Mount();
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	await m.call("read", { file_path: "package.json" });
	const file = m.full.persistPath;
	check(
		S,
		"a real write lands in the knowledge file",
		existsSync(file) && JSON.parse(readFileSync(file, "utf8")).roots[workspace].intents.Version.followed === 1,
	);
	check(
		S,
		"the file is 0600 and its folder 0700",
		(statSync(file).mode & 0o777) === 0o600 && (statSync(dirname(file)).mode & 0o777) === 0o700,
		(statSync(file).mode & 0o777).toString(8),
	);
	check(
		S,
		"the write is temp + rename: no temp file is left",
		readdirSync(dirname(file)).every((name) => !name.endsWith(".tmp")),
	);
	const again = await Mount({ persistPath: file, logFile: join(m.dir, "second.log") });
	check(S, "a remount loads what was learned", again.state.knowledge.roots[workspace].intents.Version.history > 0);
	writeFileSync(join(m.dir, "broken.json"), "{ not json");
	const broken = await Mount({ persistPath: join(m.dir, "broken.json") });
	check(
		S,
		"a corrupt file loads as empty knowledge (never throws)",
		Object.keys(broken.state.knowledge.roots).length <= 1,
	);
	const sane = plugin.SanitizeKnowledge({
		roots: {
			"/r": {
				intents: { Version: { history: 99, learned: [1, "a"] } },
				dismissed: [{ intent: "*", until: 5 }, { bad: 1 }],
			},
		},
	});
	check(
		S,
		"sanitize bounds history and drops malformed entries",
		sane.roots["/r"].intents.Version.history === 0.5 &&
			same(sane.roots["/r"].intents.Version.learned, ["a"]) === true &&
			sane.roots["/r"].dismissed.length === 1,
	);
	for (const mount of [m, again, broken]) await mount.dispose();
}

// ---------------------------------------------------------------- Index-Refresh
{
	const S = "Index-Refresh";
	const m = await Mount({ sectionMode: "sticky" }, { graph: true });
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"the projection is cached per root after the first call",
		m.state.projections.get(workspace)?.available === true,
	);
	await m.assemble();
	m.ctx.emit("tools/change");
	check(
		S,
		"tools/change drops the projection (refreshOnBoot) and invalidates the section",
		m.state.projections.size === 0 && m.last() === "section invalidated (tools/change)",
		m.last(),
	);
	await m.assemble();
	check(S, "the section rebuilds on the next assembly", m.last() === "section rebuilt (ttl 20)", m.last());
	const frozen = await Mount({ refreshOnBoot: false }, { graph: true });
	await frozen.turnStart("Bump the version to 1.5.0.");
	await frozen.call("grep", { pattern: '"version": "1.4.2"' });
	const held = frozen.state.projections.get(workspace);
	frozen.ctx.emit("tools/change");
	check(S, "refreshOnBoot=false freezes the projection", !!held && frozen.state.projections.get(workspace) === held);
	const retired = await Mount({ indexPath: join(scratch, "no-such-folder", "index.json") });
	check(
		S,
		"indexPath is retired: validated, never read or created",
		!existsSync(join(scratch, "no-such-folder")) && retired.state !== undefined,
	);
	const ttl = await Mount({ sectionMode: "sticky", sectionTtl: 2 });
	await ttl.assemble();
	const rebuilt = () => ttl.lines().filter((line) => line.startsWith("section rebuilt")).length;
	await ttl.assemble();
	await ttl.turnStart("x");
	await ttl.call("grep", { pattern: "a" });
	await ttl.call("grep", { pattern: "b" });
	await ttl.assemble();
	check(S, "the sticky section is cached for sectionTtl judged calls", rebuilt() === 2, String(rebuilt()));
	for (const mount of [m, frozen, retired, ttl]) await mount.dispose();
}

// ---------------------------------------------------------------- Noise
{
	const S = "Noise";
	const m = await Mount();
	const cyclic = { pattern: "x" };
	cyclic.self = cyclic;
	const throwing = {};
	Object.defineProperty(throwing, "pattern", {
		get: () => {
			throw new Error("boom");
		},
		enumerable: true,
	});
	const hostile = [
		["grep", cyclic],
		["grep", throwing],
		["grep", { pattern: "version ".repeat(200_000) }],
		["bash", { command: `grep ${"'".repeat(50_000)}` }],
		["bash", { command: 42 }],
		["read", null],
		["glob", "not an object"],
		[undefined, undefined],
	];
	let threw = 0;
	let untouched = 0;
	for (const [name, args] of hostile) {
		try {
			const downstream = { kind: "accept", content: [{ type: "text", text: "kept" }] };
			const r = await m.call(name, args, { downstream });
			if (r.decision === downstream || r.decision.content?.[0]?.text === "kept") untouched++;
		} catch {
			threw++;
		}
	}
	check(S, "hostile payloads never throw out of the listener", threw === 0, String(threw));
	check(S, "hostile payloads return the downstream decision", untouched === hostile.length, String(untouched));
	try {
		await m.ctx.waterfall("tools/post-execute", undefined, undefined, async () => ({ kind: "accept" }));
		await m.ctx.waterfall("agent/pre-step", undefined, async () => ({ kind: "enter", messages: [] }));
		await m.ctx.waterfall("system-prompt/assemble", null, null, async () => null);
		check(S, "undefined events fail open", true);
	} catch (error) {
		check(S, "undefined events fail open", false, String(error));
	}
	await m.turnStart("Speed up the parser.");
	for (const pattern of ["for \\(const", "function parse", "TODO", "import \\{", "class Parser", "return null"])
		await m.call("grep", { pattern });
	check(
		S,
		"code searches stay silent",
		m
			.lines()
			.slice(-6)
			.every((line) => line === "abstained no-signal 0.00"),
		m.lines().slice(-6).join(" | "),
	);
	// The first recorded sessions, each in a workspace made of the files it mentions: where a note fires, it
	// names a file the session read or edited within its next ten commands, or the file the call itself searches
	// (R13: a search's own target leads its note).
	const sessions = ReadText("Corpora/agent-sessions.jsonl.gz").split("\n").filter(Boolean).slice(0, 40);
	const scores = [];
	const strays = [];
	for (const [index, line] of sessions.entries()) {
		const root = join(scratch, `session-${index}`);
		mkdirSync(root, { recursive: true });
		const { calls, files } = Bench.SessionCalls(JSON.parse(line).commands, root);
		WriteWorkspace(Object.fromEntries(files.map((path) => [path, ""])), root);
		const score = await Bench.Replay({ workspace: root, calls });
		scores.push(score);
		for (const note of score.detail)
			if (!note.correct && !note.candidates.some((path) => calls[note.call - 1].arguments.command.includes(path)))
				strays.push(note.candidates.join(" "));
	}
	const combined = Bench.CombineScores(scores);
	check(
		S,
		`recorded sessions (${combined.calls} search calls): each note right or the call's own file (${combined.notes} notes)`,
		strays.length === 0 && combined.notes <= combined.calls / 100,
		`${Bench.FormatScore(combined)} ${strays.join(" | ")}`,
	);
	const disabled = await Mount({ enabled: false });
	await disabled.turnStart("Bump the version to 1.5.0.");
	const d = await disabled.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"enabled=false: silent, only the disabled line",
		!d.note && same(disabled.lines(), ["disabled (enabled=false)"]) === true,
	);
	await m.dispose();
	await disabled.dispose();
}

// ---------------------------------------------------------------- Ledger
{
	const S = "Ledger";
	const m = await Mount({ cooldownCalls: 1, maxNotesPerTurn: 2, sectionMode: "sticky" });
	const seen = new Set();
	m.state.state.OnLine((_line, message) => seen.add(message));
	// no version named: a version asked for would lift the `changelog` search in src over the gate (R14)
	await m.turnStart("Bump the version.");
	await m.call("grep", { pattern: "format\\(" });
	await m.call("grep", { pattern: "changelog", path: "src" });
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	await m.call("grep", { pattern: '"version": "1.4.2"', path: "packages" });
	await m.call("read", { file_path: "package.json" });
	await m.turnStart("fix the lint config and the tsconfig");
	await m.call("grep", { pattern: "eslint", path: "package.json" });
	await m.call("grep", { pattern: "x1" });
	await m.call("grep", { pattern: "x2" });
	await m.call("grep", { pattern: '"paths"', include: "tsconfig*.json" });
	await m.call("grep", { pattern: "changelog bump" });
	await m.call("grep", { pattern: "x3" });
	await m.call("grep", { pattern: "eslint", path: "package.json" });
	await m.assemble();
	m.ctx.emit("tools/change");
	const tool = m.tool();
	await tool.execute({ intent: "*" }, { agent: m.agent });
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	const want = [
		"activated (bundle 0.2.1, intents 10, threshold 0.75)",
		"abstained no-signal 0.00",
		"suppressed cooldown Version",
		"followed Version package.json",
		"ignored Lint (history -0.20)",
		"suppressed cap Lint",
		"section rebuilt (ttl 20)",
		"section invalidated (tools/change)",
		"dismissed *",
		"suppressed dismissed *",
	];
	const all = [...m.lines()];
	const missing = want.filter((line) => !all.includes(line));
	check(S, "the byte-exact strings appear as composed", missing.length === 0, missing.join(" ; "));
	check(
		S,
		"suggest <intent> <k> <n> candidates",
		all.some((line) => /^suggest Version 0\.\d\d \d candidates$/.test(line)),
	);
	check(
		S,
		"abstained low-confidence <intent> <k>",
		all.some((line) => /^abstained low-confidence Version 0\.\d\d$/.test(line)),
	);
	const file = m.ledger();
	check(
		S,
		"the durable ledger carries `[ISO] search-suggester: <message>`",
		/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] search-suggester: activated \(bundle 0\.2\.1, intents 10, threshold 0\.75\)$/m.test(
			file,
		),
	);
	check(
		S,
		"every in-memory line reached the file",
		all.every((line) => file.includes(`search-suggester: ${line}\n`)),
	);
	check(S, "the ledger file is 0600", (statSync(m.full.logFile).mode & 0o777) === 0o600);
	check(
		S,
		"every ledger message matches the documented grammar",
		all.every((line) =>
			/^(activated \(bundle \S+, intents \d+, threshold [\d.]+\)|disabled \(enabled=false\)|suggest \S+ \d\.\d\d \d+ candidates|abstained (low-confidence|ambiguous-target|no-companions|exploratory-question) \S+ \d\.\d\d|abstained (no-signal|foreign-workspace) \d\.\d\d|suppressed (cooldown|dedupe|cap|dismissed) \S+|followed \S+ \S+( \(near-miss\))?|ignored \S+ \(history -?\d\.\d\d\)|dismissed \S+( \S+)?|section rebuilt \(ttl \d+\)|section invalidated \(tools\/change\))$/.test(
				line,
			),
		),
		all.join(" | "),
	);
	const log = await Mount({ log: false });
	check(
		S,
		"log=false keeps the lines in memory, writes no file",
		log.lines().length === 1 && !existsSync(log.full.logFile),
	);
	await m.dispose();
	await log.dispose();
}

// ---------------------------------------------------------------- Projection
{
	const S = "Projection";
	const intents = Families(LoadPack(undefined), "search");
	const projection = plugin.BuildProjection(BuildGraph(workspace), intents, plugin.DEFAULT_EXCLUDE);
	check(
		S,
		"the graph projects each intent onto its kinds",
		projection.available &&
			projection.byIntent
				.get("CI")
				.map((n) => n.path)
				.join(",") === ".github/workflows/ci.yml,.github/workflows/release.yml",
	);
	check(
		S,
		"Entry projects the source file a bin field is built from",
		projection.byIntent.get("Entry").some((n) => n.path === "packages/cli/src/cli.ts"),
	);
	check(
		S,
		"the measure: expected kind 1, other kind 0.25, unknown 0.5; fact 1; named by the prompt 1",
		same(
			[
				plugin.Measure("package.json", ["manifest"], projection, ["package.json"]),
				plugin.Measure("README.md", ["manifest"], projection, ["package.json"], ["readme"]),
				plugin.Measure("nope.txt", ["manifest"], projection, []),
			],
			[
				{ path: "package.json", scope: 1, literal: 1, named: 0, inPackage: 0 },
				{ path: "README.md", scope: 0.25, literal: 0.5, named: 1, inPackage: 0 },
				{ path: "nope.txt", scope: 0.5, literal: 0.5, named: 0, inPackage: 0 },
			],
		) === true,
	);
	check(
		S,
		"the projection keeps the graph's packages; a file in a package the prompt names measures inPackage 1",
		projection.packages.some((pkg) => pkg.path === "packages/cli") &&
			plugin.Measure("packages/cli/package.json", ["manifest"], projection, [], [], ["packages/cli/"])
				.inPackage === 1 &&
			plugin.Measure("package.json", ["manifest"], projection, [], [], ["packages/cli/"]).inPackage === 0,
	);
	const neutral = plugin.BuildProjection(undefined, intents, []);
	check(
		S,
		"no graph: the neutral scope 0.5, a path stating the query still literal 1 (the root manifests, R14)",
		!neutral.available &&
			same(
				[
					plugin.Measure("package.json", ["manifest"], neutral, ["package.json"]),
					plugin.Measure("README.md", ["manifest"], neutral, ["package.json"]),
				],
				[
					{ path: "package.json", scope: 0.5, literal: 1, named: 0 },
					{ path: "README.md", scope: 0.5, literal: 0.5, named: 0 },
				],
			) === true,
	);
	check(
		S,
		"an empty graph is the neutral fallback too",
		!plugin.BuildProjection({ root: "/x", nodes: [], facts: [], packages: [] }, intents, []).available,
	);
	check(
		S,
		"excluded folders never reach the projection",
		!plugin
			.BuildProjection(BuildGraph(workspace, { exclude: [] }), intents, ["packages"])
			.byIntent.get("Version")
			.some((n) => n.path.startsWith("packages/")),
	);
	const g = await Mount({}, { graph: true });
	await g.turnStart("Bump the version to 1.5.0.");
	const withGraph = await g.call("grep", { pattern: "1\\.4\\.2" });
	check(
		S,
		"with the graph, the fact's files lead the note in measured order",
		withGraph.candidates[0] === "package.json" &&
			withGraph.text.includes("- package.json (version 1.4.2)") &&
			withGraph.candidates.includes("packages/core/package.json"),
		withGraph.text,
	);
	const n = await Mount({}, { graph: false });
	await n.turnStart("Bump the version to 1.5.0.");
	const without = await n.call("grep", { pattern: "1\\.4\\.2" });
	// issue 13: the root manifest states the version without the graph (R14), so the bare literal clears the gate
	check(
		S,
		"without it the root manifest still states the version: the bare literal notes (R14)",
		!!without.note && without.candidates[0] === "package.json" && /^suggest Version 0\.\d\d/.test(n.last()),
		n.last(),
	);
	await n.turnStart("Bump the version to 1.5.0.");
	const w = await n.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"without it a strong call still notes, in the pack's order",
		same(w.candidates, ["package.json", "CHANGELOG.md", ".changeset/"]) === true,
		JSON.stringify(w.candidates),
	);
	const sticky = await Mount({ sectionMode: "sticky" }, { graph: true });
	const sec = (await sticky.assemble()).sections.find((x) => x.name === "search-suggester").text;
	check(
		S,
		"the sticky section renders the projected index",
		sec.includes("- CI: .github/workflows/ci.yml, .github/workflows/release.yml") && sec.includes("- Entry: "),
		sec,
	);
	for (const mount of [g, n, sticky]) await mount.dispose();
}

// ---------------------------------------------------------------- Dismiss
{
	const S = "Dismiss";
	const m = await Mount();
	const tool = m.tool();
	check(
		S,
		"suggestion_dismiss is registered through ctx.tools.register (defineTool shape)",
		!!tool &&
			typeof tool.execute === "function" &&
			tool.output?.schema?.type === "object" &&
			JSON.stringify(tool.parameters ?? {}).includes("intent"),
	);
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	const out = await tool.execute({}, { agent: m.agent });
	check(
		S,
		"without an intent it dismisses the last note's intent",
		out.dismissed === "Version" && m.last() === "dismissed Version",
		JSON.stringify(out),
	);
	check(
		S,
		"the output renders for the model",
		tool.output.render({}, out)[0].text.startsWith("Dismissed the Version suggestion until "),
	);
	await m.turnStart("Bump the version to 1.5.0.");
	await m.call("grep", { pattern: '"version": "1.4.2"' });
	check(S, "a dismissed intent holds its note back", m.last() === "suppressed dismissed Version", m.last());
	await tool.execute({ intent: "Lint", path: "eslint.config.js" }, { agent: m.agent });
	await m.turnStart("fix the lint config");
	const partial = await m.call("grep", { pattern: "eslint", path: "package.json" });
	check(
		S,
		"a path dismissal drops that candidate only",
		m.lines().includes("dismissed Lint eslint.config.js") &&
			!!partial.note &&
			!partial.candidates.includes("eslint.config.js"),
		JSON.stringify(partial.candidates),
	);
	// the manifest the call searches is a Lint candidate too (R13: the call's own target)
	for (const path of [".prettierrc", ".editorconfig", "package.json"])
		await tool.execute({ intent: "Lint", path }, { agent: m.agent });
	await m.turnStart("fix the lint config");
	await m.call("grep", { pattern: "eslint", path: "package.json" });
	check(
		S,
		"the dismissal that empties the list holds the note back",
		m.last() === "suppressed dismissed Lint",
		m.last(),
	);
	await tool.execute({ intent: "*" }, { agent: m.agent });
	await m.turnStart("update the license year");
	await m.call("grep", { pattern: "Copyright \\(c\\)" });
	check(
		S,
		"the family dismissal `*` holds every intent",
		m.lines().includes("dismissed *") && m.last() === "suppressed dismissed *",
		m.last(),
	);
	const ttl = await Mount({ dismissTtl: 60 });
	let now = Date.now();
	ttl.state.now = () => now;
	await ttl.tool().execute({ intent: "Version" }, { agent: ttl.agent });
	await ttl.turnStart("Bump the version to 1.5.0.");
	await ttl.call("grep", { pattern: '"version": "1.4.2"' });
	const held = ttl.last();
	now += 61_000;
	await ttl.turnStart("Bump the version to 1.5.0.");
	const back = await ttl.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"a dismissal expires after dismissTtl seconds",
		held === "suppressed dismissed Version" && !!back.note,
		`${held} / ${ttl.last()}`,
	);
	check(
		S,
		"the dismissal is durable (knowledge file)",
		JSON.parse(readFileSync(m.full.persistPath, "utf8")).roots[workspace].dismissed.some((d) => d.intent === "*"),
	);
	const bare = await Mount({}, { tools: false });
	await bare.turnStart("Bump the version to 1.5.0.");
	const stillNotes = await bare.call("grep", { pattern: '"version": "1.4.2"' });
	check(
		S,
		"a bare mount without ctx.tools still applies and notes (no dismiss hint)",
		bare.state.dismissTool === false && !!stillNotes.note && !stillNotes.text.includes("suggestion_dismiss"),
	);
	check(
		S,
		"the bare mount says once that the dismiss tool was skipped",
		bare.lines().filter((line) => line === "dismiss tool skipped (no tools service)").length === 1 &&
			!m.lines().some((line) => line.startsWith("dismiss tool skipped")),
		bare.lines().slice(0, 3).join(" | "),
	);
	for (const mount of [m, ttl, bare]) await mount.dispose();
}

// ---------------------------------------------------------------- Seed
{
	const S = "Seed";
	const cwd = process.cwd();
	process.chdir(workspace);
	let seeded;
	let unseeded;
	try {
		seeded = await Mount({}, { graph: true });
		unseeded = await Mount({ seed: false }, { graph: true });
	} finally {
		process.chdir(cwd);
	}
	const seed = seeded.state.knowledge.roots[workspace]?.seed;
	check(
		S,
		"the seed runs at load for the process's workspace",
		!!seed && typeof seeded.state.knowledge.roots[workspace].seededAt === "string",
	);
	check(
		S,
		"it holds the pack's canonical candidates that exist",
		same(seed.Version.slice(0, 3), ["package.json", "CHANGELOG.md", ".changeset/"]) === true,
		JSON.stringify(seed.Version),
	);
	check(
		S,
		"and the projection's paths",
		seed.CI.includes(".github/workflows/ci.yml") && seed.Entry.includes("packages/cli/src/cli.ts"),
	);
	check(S, "the seed is not written at load", !existsSync(seeded.full.persistPath));
	await seeded.turnStart("Bump the version to 1.5.0.");
	await seeded.call("grep", { pattern: '"version": "1.4.2"' });
	await seeded.call("read", { file_path: "CHANGELOG.md" });
	check(
		S,
		"it is persisted with the next real write",
		!!JSON.parse(readFileSync(seeded.full.persistPath, "utf8")).roots[workspace].seed?.Version,
	);
	check(S, "seed=false leaves the knowledge unseeded at load", !unseeded.state.knowledge.roots[workspace]?.seededAt);
	// mounted from another folder: the workspace is first met at a judged call, and seeded then
	const later = await Mount({}, { graph: true });
	const unseen = later.state.knowledge.roots[workspace]?.seededAt === undefined;
	await later.turnStart("Bump the version to 1.5.0.");
	await later.call("grep", { pattern: '"version": "1.4.2"' });
	const met = later.state.knowledge.roots[workspace];
	check(
		S,
		"a workspace first met at a judged call is seeded then",
		unseen && typeof met?.seededAt === "string" && met.seed?.Version?.includes("package.json") === true,
		JSON.stringify(met?.seed?.Version),
	);
	await seeded.dispose();
	await unseeded.dispose();
	await later.dispose();
}

// ---------------------------------------------------------------- Benchmark
{
	const S = "Benchmark";
	const score = await Bench.Replay({ workspace, calls: SEQUENCE });
	check(
		S,
		`the fixed corpus: ${Bench.FormatScore(score)}`,
		score.calls === 50 && score.precision === 1 && score.recall >= 0.9,
		Bench.FormatScore(score),
	);
	check(S, "it beats the seed's baseline (precision 1.00, recall 0.70)", score.precision >= 1 && score.recall > 0.7);
	const tiny = Bench.ScoreReplay(
		[
			{ tool: "grep", arguments: {}, expect: ["a.json"] },
			{ tool: "grep", arguments: {}, expect: ["a.json"] },
			{ tool: "grep", arguments: {}, expect: [] },
			{ tool: "grep", arguments: {}, expect: ["docs/x.md"] },
		],
		[
			{ call: 2, intent: "X", candidates: ["a.json"] },
			{ call: 3, intent: "X", candidates: ["a.json"] },
			{ call: 4, intent: "Y", candidates: ["docs/"] },
		],
	);
	check(
		S,
		"scoring: lanes, a folder covering its files, a note where silence was expected",
		tiny.lanes === 2 && tiny.lanesMet === 2 && Math.abs(tiny.precision - 2 / 3) < 1e-9 && tiny.firstNote === 2,
		JSON.stringify(tiny),
	);
	const session = Bench.SessionCalls(
		[
			"cat setup.py",
			'grep -n "version" /testbed/setup.py',
			"sed -i 's/1/2/' /testbed/setup.py",
			"python run.py",
			"cat > /testbed/notes.txt << 'EOF'\nx\nEOF",
		],
		"/ws",
	);
	check(
		S,
		"sessions: search-shaped calls expect the files of the next ten commands",
		session.calls.length === 2 &&
			same(session.calls[1].expect, ["setup.py", "notes.txt"]) === true &&
			session.calls[1].arguments.command === 'grep -n "version" /ws/setup.py',
		JSON.stringify(session.calls),
	);
	const file = join(scratch, "corpus.jsonl");
	writeFileSync(
		file,
		[
			JSON.stringify({
				tool: "grep",
				arguments: { pattern: '"version": "1.4.2"' },
				user: "bump the version",
				expect: ["package.json"],
			}),
			JSON.stringify({ tool: "grep", arguments: { pattern: "format\\(" }, expect: [] }),
		].join("\n"),
	);
	const bench = spawnSync(
		process.execPath,
		[join(here, "..", "bench", "search.mjs"), "--sequence", file, "--workspace", workspace],
		{ encoding: "utf8" },
	);
	check(
		S,
		"bench:search --sequence FILE --workspace DIR prints the seed's line",
		bench.status === 0 && bench.stdout.trim() === "calls=2 notes=1 precision=1.00 recall=1.00 first-note=1",
		bench.stdout + bench.stderr,
	);
}

// ---------------------------------------------------------------- Wiring
{
	const S = "Wiring";
	check(
		S,
		"identity: name, inject, default export",
		plugin.name === "search-suggester" &&
			same(plugin.inject, ["pluginFactory"]) === true &&
			plugin.default.apply === plugin.apply &&
			plugin.default.Config === plugin.Config,
	);
	const defaults = plugin.Config({});
	const read = (key) => (typeof defaults[key]?.get === "function" ? defaults[key].get() : defaults[key]);
	check(
		S,
		"defaults: every documented field",
		same(
			plugin.FIELDS.map((key) => [key, read(key)]),
			[
				["log", true],
				["logFile", "~/.dsh/playform/hook-dsh-search-suggester.log"],
				["enabled", true],
				["threshold", 0.75],
				["maxCandidates", 7],
				["maxNoteChars", 1200],
				["cooldownCalls", 6],
				["maxNotesPerTurn", 3],
				["intents", plugin.INTENT_KINDS],
				["emitOn", ["grep", "glob", "read", "bash"]],
				["exclude", ["node_modules", "Target", ".git", "Site/Target", "dist"]],
				["scopeRoots", ["."]],
				["learn", true],
				["learnWindow", 2],
				["persistPath", "~/.dsh/search-suggester/knowledge.json"],
				["indexPath", "~/.dsh/search-suggester/index.json"],
				["refreshOnBoot", true],
				["dismissTtl", 86400],
				["seed", true],
				["sectionMode", "off"],
				["sectionTtl", 20],
			],
		) === true,
	);
	check(
		S,
		"volatile cells everywhere but persistPath, indexPath, refreshOnBoot",
		plugin.FIELDS.every(
			(key) =>
				(typeof defaults[key]?.get === "function") ===
				!["persistPath", "indexPath", "refreshOnBoot"].includes(key),
		),
	);
	const loud = [
		[{ threshold: 1.5 }, "$.threshold"],
		[{ maxCandidates: 0 }, "$.maxCandidates"],
		[{ intents: ["Version", "Versoin"] }, '$.intents names no pack intent: "Versoin"'],
		[{ scopeRoots: ["../x"] }, "$.scopeRoots[0]"],
		[{ learnWindow: 0 }, "$.learnWindow"],
		[{ persistPath: "" }, "$.persistPath"],
	];
	const quiet = loud.filter(([bad, field]) => {
		try {
			plugin.Apply({ pluginFactory: {}, on() {} }, plugin.Config({ ...bad }));
			return true;
		} catch (error) {
			return !String(error.message).includes(field);
		}
	});
	check(S, "fail-loud validation names the field", quiet.length === 0, JSON.stringify(quiet));
	const patch = readFileSync(join(here, "..", "packages", "hook-dsh-search-suggester", "cordis.patch.yml"), "utf8");
	check(
		S,
		"the shipped patch row inserts the plugin turned off",
		patch.includes("name: '@playform/hook-dsh-search-suggester'") && /\n\s+enabled: false\n/.test(patch),
	);
	const manifest = JSON.parse(
		readFileSync(join(here, "..", "packages", "hook-dsh-search-suggester", "package.json"), "utf8"),
	);
	check(S, "package.json references the patch row", manifest.dsh?.bundle?.patch === "./cordis.patch.yml");
	const m = await Mount();
	check(
		S,
		"apply returns nothing",
		plugin.apply(
			{
				pluginFactory: { State: () => m.state.state, Append() {}, Activate: () => "", Notice() {} },
				on() {},
				emit() {},
			},
			plugin.Config({ persistPath: join(m.dir, "k2.json") }),
		) === undefined,
	);
	await m.dispose();
}

rmSync(scratch, { recursive: true, force: true });
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);

// The tool-coach smoke battery (R1–R6, D1–D5, wiring, fail-open, fail-loud), run against a built Target/.
// Both twins run it: the Classic one and the Effect-TS one must produce the same bytes.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NoticeText } from "../packages/lib-dsh-core/Target/Library.js";
import { Cells, FakeContext, SCHEMAS } from "../packages/testkit/Target/Library.js";

/** Every mount's ledger folder, in mount order (the Effect twin's smoke compares the two twins' ledgers), until removed. */
export const LEDGER_FOLDERS = [];
const LedgerFolder = () => {
	const folder = mkdtempSync(join(tmpdir(), "coach-smoke-"));
	LEDGER_FOLDERS.push(folder);
	return folder;
};
/** Removes the ledger folders from the `from`-th on. */
export const RemoveLedgers = (from = 0) => {
	for (const folder of LEDGER_FOLDERS.splice(from)) rmSync(folder, { recursive: true, force: true });
};

const DEFAULTS = (plugin, overrides = {}) => {
	const base = plugin.Config({});
	const values = {};
	for (const key of Object.keys(base))
		values[key] = base[key] && typeof base[key].get === "function" ? base[key].get() : base[key];
	return {
		...values,
		logFile: join(LedgerFolder(), "ledger", "coach.log"),
		...overrides,
	};
};

const mount = (plugin, overrides = {}, options = {}) => {
	const fake = FakeContext(options);
	const cells = Cells(DEFAULTS(plugin, overrides));
	const returned = plugin.apply(fake.ctx, cells.config);
	const handle = fake.ctx.__hookDshToolCoachState;
	const lines = handle.State.Lines;
	let mark = 0;
	const since = () => {
		const fresh = lines.slice(mark);
		mark = lines.length;
		return fresh;
	};
	const flip = (key, value) => {
		cells.set(key, value);
		fake.emit("loader/volatile-update", [[key]]);
	};
	return { ...fake, cells, returned, handle, lines, since, flip };
};

const bash = (command) => ({ command, description: "smoke" });

export const RunBattery = async (plugin, { check, equal }, label = "classic") => {
	const { Detect, DEFAULT_PATTERNS, DEFAULT_EXEMPTS, NOTE_FIRST, NOTE_DENIED } = plugin;
	const detect = (command, terminal = "bash") => Detect(command, terminal, DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
	const catPattern = detect("cat a.txt").pattern;
	const sedPattern = detect("sed -i s/a/b/ f.txt").pattern;

	// Wiring
	{
		const m = mount(plugin);
		check("W exports name", plugin.name === "hook-dsh-tool-coach" && plugin.default?.name === plugin.name);
		equal("W inject", plugin.inject, ["pluginFactory", "tools"]);
		check(
			"W default carries Config and apply",
			plugin.default?.Config === plugin.Config && plugin.default?.apply === plugin.apply,
		);
		check("W apply returns nothing", m.returned === undefined);
		for (const event of [
			"tools/post-execute",
			"tools/pre-execute",
			"agent/pre-step",
			"system-prompt/assemble",
			"tools/change",
			"loader/volatile-update",
		]) {
			equal(`W registration ${event}`, m.count(event), 1);
		}
		equal("W activation line", m.since(), [
			"activated (bundle 0.2.1, threshold=3/8, cooldown=10, escalate=6, clean=12, enforce=off@4, judge=bash,pwsh, fetch=live)",
		]);
		const file = readFileSync(m.current?.logFile ?? m.cells.current.logFile, "utf8")
			.trim()
			.split("\n");
		check(
			"W durable line format",
			/^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] hook-dsh-tool-coach: activated \(bundle 0\.2\.1, /.test(
				file[0],
			),
			file[0],
		);
		equal("W ledger file mode 0600", statSync(m.cells.current.logFile).mode & 0o777, 0o600);
		check("W state exposed", typeof m.handle.Memory === "function" && typeof m.handle.Current === "function");
	}

	// R1 legitimate passthrough
	{
		const m = mount(plugin);
		m.since();
		const legit = [
			"npm test",
			"git status",
			"pnpm build",
			"cd src && pwd",
			"mkdir -p out",
			"echo hello",
			"node script.js",
			"python -m pytest -q",
			"cargo build",
			"make -j2",
		];
		let touched = 0;
		for (const command of legit) {
			const { pre, post } = await m.call("bash", bash(command));
			if (pre.kind !== "allow" || post.additionalContexts) touched++;
		}
		equal("R1 ten legitimate calls log nothing", m.since(), []);
		equal("R1 ten legitimate calls pass through untouched", touched, 0);
	}

	// R2 detect + strike + the byte-exact note
	{
		const m = mount(plugin);
		m.since();
		await m.call("bash", bash("cat a.txt"));
		await m.call("bash", bash("cat b.txt"));
		equal("R2 two offenses below threshold", m.since(), [
			`offense bash read ${catPattern}`,
			`offense bash read ${catPattern}`,
		]);
		const { post } = await m.call("bash", bash("cat c.txt"));
		equal("R2 third same-class offense notes", m.since(), [
			`offense bash read ${catPattern}`,
			"strike 3/3 bash read -> note read",
		]);
		const note = post.additionalContexts?.[0];
		const expected = NOTE_FIRST.replace("${traceability}", "tool-coach: bash read × 3")
			.replace("${class}", "read")
			.replace("${command}", "cat c.txt")
			.replace("${tool.name}", "read")
			.replace("${tool.description}", "Read a text file with line numbers (cat -n style, e.g. for src/a.ts).")
			.replace("${tool.param}", "file_path");
		equal("R2 note text byte-exact (live fetch)", NoticeText(note), expected);
		equal(
			"R2 source label",
			{ kind: note?.source?.kind, form: note?.source?.form, summary: note?.source?.summary },
			{ kind: "tool-coach", form: "notice", summary: "bash read × 3" },
		);
		check("R2 note is a frozen user message", note?.role === "user" && Object.isFrozen(note));
	}

	// R3 cooldown, escalation on the way, the second note exactly at the cooldown, window capped
	{
		const m = mount(plugin);
		m.since();
		const notedAt = [];
		const all = [];
		for (let call = 1; call <= 24; call++) {
			const { post } = await m.call("bash", bash(`cat f${call}.txt`));
			if (post.additionalContexts) notedAt.push(call);
			all.push(...m.since());
		}
		equal("R3 notes at 3, then exactly at the cooldown (13, 23)", notedAt, [3, 13, 23]);
		check(
			"R3 suppressed lines while the cooldown holds",
			all.includes("cooldown suppressed 3 bash read") && all.includes("cooldown suppressed 4 bash read"),
		);
		check("R3 escalation on the way", all.includes("escalated persistent section (6 strikes)"));
		const counts = all.filter((l) => l.startsWith("cooldown suppressed")).map((l) => Number(l.split(" ")[2]));
		check("R3 window capped at 8", Math.max(...counts) <= 8, counts);
		equal("R3 escalation line logged once", all.filter((l) => l.startsWith("escalated")).length, 1);
	}

	// R4 tier 2: one appended section, everything else deep-equal, the table, clean-window clearing
	{
		const m = mount(plugin);
		for (let call = 1; call <= 9; call++) await m.call("bash", bash(`head -5 f${call}.py`));
		m.since();
		const assembly = {
			sections: [{ name: "persona", text: "You are helpful." }],
			contexts: [{ a: 1 }],
			tools: ["ptc"],
			variables: { structured: true },
		};
		const out = await m.assemble(assembly, { scope: m.agent });
		equal("R4 exactly one appended section", out.sections.length, 2);
		equal(
			"R4 everything else deep-equal",
			{ s0: out.sections[0], contexts: out.contexts, tools: out.tools, variables: out.variables },
			{
				s0: assembly.sections[0],
				contexts: assembly.contexts,
				tools: assembly.tools,
				variables: assembly.variables,
			},
		);
		equal("R4 section name", out.sections[1].name, "hook-dsh-tool-coach");
		const rows = out.sections[1].text
			.split("\n")
			.filter((l) => l.startsWith("| ") && !l.startsWith("| instead") && !l.startsWith("| ---"));
		equal(
			"R4 table rows, mapped-class priority",
			rows.map((r) => r.split("|")[2].trim()),
			["`edit`", "`write`", "`read`", "`grep`", "`glob`"],
		);
		check(
			"R4 live description in the table",
			out.sections[1].text.includes("Read a text file with line numbers (cat -n style, e.g. for src/a.ts)."),
		);
		check(
			"R4 assembly without scope uses the last agent",
			(await m.assemble({ sections: [] })).sections.length === 1,
		);
		equal("R4 no ledger line for the first build", m.since(), []);
		for (let call = 1; call <= 11; call++) await m.call("bash", bash("npm test"));
		equal("R4 not cleared before the clean window", m.since(), []);
		await m.call("bash", bash("npm test"));
		equal("R4 cleared after 12 clean calls", m.since(), ["persistent section cleared (12 clean calls)"]);
		equal("R4 section gone", (await m.assemble({ sections: [] }, { scope: m.agent })).sections.length, 0);
	}

	// R5 enforce
	{
		const m = mount(plugin);
		m.flip("enforce", "write");
		const results = [];
		for (let call = 1; call <= 7; call++) results.push(await m.call("bash", bash(`sed -i s/a/b/ f${call}.txt`)));
		const lines = m.since();
		equal(
			"R5 no deny before the threshold",
			results.slice(0, 6).map((r) => r.pre.kind),
			["allow", "allow", "allow", "allow", "allow", "allow"],
		);
		equal("R5 deny at enforceThreshold strikes since the note", results[6].pre.kind, "deny");
		const reason = NOTE_DENIED.replace("${traceability}", "tool-coach: bash write × 4")
			.replace("${command}", "sed -i s/a/b/ f7.txt")
			.replace("${class}", "write")
			.replace("${tool.name}", "edit")
			.replace("${tool.description}", "Replace an exact string in a file that was read first.")
			.replace("${tool.param}", "file_path");
		equal("R5 deny reason byte-exact", results[6].pre.reason, reason);
		check("R5 denied line", lines.includes(`denied bash write ${sedPattern} -> use edit`), lines);
		check(
			"R5 denied call still counted in post-execute",
			lines[lines.length - 1] === `offense bash write ${sedPattern}` && results[6].result.isError === true,
			lines.slice(-2),
		);
		for (let call = 1; call <= 8; call++) await m.call("bash", bash(`cat r${call}.txt`));
		check("R5 read never denied under write", !m.since().some((l) => l.startsWith("denied")));
		m.flip("enforce", "all");
		const kinds = [];
		for (let call = 1; call <= 6; call++) kinds.push((await m.call("bash", bash(`cat s${call}.txt`))).pre.kind);
		check("R5 read denied under all", kinds.includes("deny"), kinds);
		const discovery = [];
		for (let call = 1; call <= 8; call++) discovery.push((await m.call("bash", bash(`ls -la d${call}`))).pre.kind);
		check(
			"R5 discovery never denied, even under all",
			discovery.every((k) => k === "allow"),
		);
		m.flip("enforce", "off");
		const off = [];
		for (let call = 1; call <= 8; call++)
			off.push((await m.call("bash", bash(`sed -i s/x/y/ g${call}.txt`))).pre.kind);
		check(
			"R5 never denied under off",
			off.every((k) => k === "allow"),
		);
	}

	// R6 exempt + enabled=false + N=0
	{
		const m = mount(plugin);
		m.since();
		await m.call("bash", bash("git diff > x.patch"));
		await m.call("bash", bash("git diff > y.patch"));
		const exemptLines = m.since();
		check(
			"R6 exempt head dominates its pipe, logged once",
			exemptLines.length <= 1 && exemptLines.every((l) => l.startsWith("exempt bash ")),
			exemptLines,
		);
		await m.call("bash", bash("npm test 2>&1 | tee log.txt"));
		check(
			"R6 npm test | tee log is exempt",
			m.since().every((l) => l.startsWith("exempt bash ")),
		);
		await m.call("bash", bash("echo x > tracked.md"));
		check(
			"R6 bare echo > file still fires",
			m.since().some((l) => l.startsWith("offense bash write ")),
		);
		await m.call("bash", bash("cat data.json | jq .name"));
		equal("R6 cat | jq counts once", m.since().filter((l) => l.startsWith("offense")).length, 1);
		m.flip("enabled", false);
		equal("R6 disabled line", m.since(), ["disabled (enabled=false)"]);
		for (let call = 1; call <= 5; call++) await m.call("bash", bash(`cat z${call}.txt`));
		equal("R6 disabled passes through silently", m.since(), []);
		// N=0 is an empty USER table: seed 000 §3 appends user rows to the built-ins, so the built-ins stay in force
		const empty = mount(plugin, { patternTable: [] });
		empty.since();
		await empty.call("bash", bash("cat a.txt"));
		equal("R6 N=0: no user rows, the built-in rows still judge", empty.since(), [
			`offense bash read ${catPattern}`,
		]);
		await empty.call("bash", bash("echo x > notes.md"));
		equal("R6 N=0: the catch-all still lands writes", empty.since(), ["offense bash write <catch-all>"]);
		const added = mount(plugin, {
			patternTable: [{ pattern: "^frob(?!\\S)", class: "read", tool: "read" }],
			exemptPatterns: ["^mybuild(?!\\S)"],
		});
		added.since();
		for (const command of ["cat a.txt", "frob a.txt", "git diff > patch.txt", "mybuild > out.txt"])
			await added.call("bash", bash(command));
		equal("R6 user rows appended, user exempts added to the defaults", added.since(), [
			`offense bash read ${catPattern}`,
			"offense bash read ^frob(?!\\S)",
			`exempt bash ${DEFAULT_EXEMPTS[0]}`,
			"exempt bash ^mybuild(?!\\S)",
		]);
	}

	// D1 no unescaped placeholder; the live description and key parameter present
	{
		const m = mount(plugin);
		let note;
		for (const command of ["cat ${HOME}/a", "cat '${x}' b", "cat c ${table}"])
			note = (await m.call("bash", bash(command))).post.additionalContexts?.[0];
		const text = NoticeText(note);
		check("D1 no unescaped ${ in the note", !/(^|[^$])\$\{/.test(text), text);
		check(
			"D1 live description and key parameter present",
			text.includes("Read a text file with line numbers") && text.includes("`file_path`"),
		);
	}

	// D2 throwing schemas() -> static fallback + line, waterfall continues
	{
		const m = mount(
			plugin,
			{},
			{
				schemas: () => {
					throw new Error("registry down");
				},
			},
		);
		m.since();
		let post;
		for (let call = 1; call <= 3; call++) post = (await m.call("bash", bash(`cat q${call}.txt`))).post;
		const lines = m.since();
		check("D2 fetch failure line", lines.includes("schema fetch failed -> static fallback"), lines);
		check(
			"D2 note still delivered from the static table",
			NoticeText(post.additionalContexts?.[0]).includes(
				"Read a file with line numbers, optionally a window of lines.",
			),
		);
		equal("D2 downstream decision kept", post.kind, "accept");
	}

	// D3 maxSectionTools
	{
		for (const [max, expected] of [
			[3, ["`edit`", "`write`", "`read`"]],
			[
				24,
				[
					"`edit`",
					"`write`",
					"`read`",
					"`grep`",
					"`glob`",
					"`job_output`",
					"`job_list`",
					"`job_kill`",
					"`ask_user`",
					"`web_fetch`",
				],
			],
		]) {
			const m = mount(plugin, { maxSectionTools: max });
			for (let call = 1; call <= 9; call++) await m.call("bash", bash(`tail -n 3 t${call}.log`));
			const out = await m.assemble({ sections: [] }, { scope: m.agent });
			const rows = out.sections[0].text
				.split("\n")
				.filter((l) => l.startsWith("| ") && !l.startsWith("| instead") && !l.startsWith("| ---"));
			equal(
				`D3 maxSectionTools ${max}`,
				rows.map((r) => r.split("|")[2].trim()),
				expected,
			);
		}
	}

	// D4 rebuild at sectionTtl and on tools/change
	{
		const m = mount(plugin, { sectionTtl: 4 });
		for (let call = 1; call <= 9; call++) await m.call("bash", bash(`nl u${call}.txt`));
		await m.assemble({ sections: [] }, { scope: m.agent });
		m.since();
		for (let call = 1; call <= 3; call++) await m.call("bash", bash("git status"));
		await m.assemble({ sections: [] }, { scope: m.agent });
		equal("D4 no rebuild before the ttl", m.since(), []);
		await m.call("bash", bash("git status"));
		await m.assemble({ sections: [] }, { scope: m.agent });
		equal("D4 rebuild at the ttl", m.since(), ["section rebuilt (ttl 4)"]);
		m.emit("tools/change");
		await m.assemble({ sections: [] }, { scope: m.agent });
		await m.assemble({ sections: [] }, { scope: m.agent });
		equal("D4 rebuild on tools/change, once", m.since(), ["section rebuilt (tools/change)"]);
	}

	// D5 fetchLive false; volatile flips land on the next judged call
	{
		const m = mount(
			plugin,
			{ fetchLive: false },
			{
				schemas: () => {
					throw new Error("never called");
				},
			},
		);
		m.since();
		let post;
		for (let call = 1; call <= 3; call++) post = (await m.call("bash", bash(`cat v${call}.txt`))).post;
		check(
			"D5 static only, no failure line",
			!m.since().includes("schema fetch failed -> static fallback") &&
				NoticeText(post.additionalContexts?.[0]).includes("Read a file with line numbers"),
		);
		const f = mount(plugin);
		f.flip("threshold", 1);
		const { post: first } = await f.call("bash", bash("cat w.txt"));
		check("D5 threshold flip lands on the next judged call", first.additionalContexts !== undefined);
		equal("D5 the strike line reads the new threshold", f.since().slice(-1), ["strike 1/1 bash read -> note read"]);
		f.flip("judgeTools", ["pwsh"]);
		await f.call("bash", bash("cat w2.txt"));
		equal("D5 judgeTools flip: bash no longer judged", f.since(), []);
		f.flip("threshold", 0);
		check(
			"D5 invalid flip rejected, passthrough",
			f.handle.Suspended === true && f.since()[0]?.startsWith("config rejected -> passthrough ("),
		);
		f.flip("threshold", 3);
		check("D5 valid flip resumes", f.handle.Suspended === false);
	}

	// pwsh is judged too
	{
		const m = mount(plugin);
		m.since();
		await m.call("pwsh", { command: "Get-Content .\\README.md" });
		check(
			"P pwsh Get-Content is a read offense",
			m.since().some((l) => l.startsWith("offense pwsh read ")),
		);
	}

	// Dedicated tools are never judged
	{
		const m = mount(plugin);
		m.since();
		for (const name of ["read", "grep", "glob", "edit", "write"])
			await m.call(name, { command: "cat secret.txt", file_path: "a", pattern: "x" });
		equal("N dedicated tools never judged", m.since(), []);
	}

	// Fail-open
	{
		const m = mount(plugin);
		m.since();
		const cyclic = { command: "cat a" };
		cyclic.self = cyclic;
		const a = await m.call("bash", cyclic);
		check("F cyclic payload: waterfall completes", a.post.kind === "accept" && a.pre.kind === "allow");
		const hostile = {};
		Object.defineProperty(hostile, "command", {
			get() {
				throw new Error("boom");
			},
		});
		const b = await m.call("bash", hostile);
		check(
			"F throwing payload getter: downstream decision untouched",
			b.post.kind === "accept" && b.pre.kind === "allow",
		);
		const c = await m.post(null, null);
		check("F null exec: accepted", c.kind === "accept");
		const d = await m.assemble(null, undefined);
		check("F null assembly: returned as is", d === null);
	}

	// Fail-loud validation
	{
		const cases = [
			[{ threshold: 0 }, "$.threshold must be an integer >= 1"],
			[{ window: 2 }, "$.window must be >= threshold"],
			[{ cooldown: 0 }, "$.cooldown must be an integer >= 1"],
			[{ escalateThreshold: 2 }, "$.escalateThreshold must be >= threshold"],
			[{ cleanWindow: 0 }, "$.cleanWindow must be an integer >= 1"],
			[{ enforceThreshold: 0 }, "$.enforceThreshold must be an integer >= 1"],
			[{ maxSectionTools: 25 }, "$.maxSectionTools must be an integer in 1..24"],
			[{ sectionTtl: 0 }, "$.sectionTtl must be an integer >= 1"],
			[{ enforce: "some" }, "$.enforce must be off, write or all"],
			[
				{ patternTable: [{ pattern: "(", class: "read", tool: "read" }] },
				"$.patternTable[0].pattern does not compile",
			],
			[
				{ patternTable: [{ pattern: "^x", class: "read", tool: "" }] },
				"$.patternTable[0].tool must name the dedicated tool",
			],
			[
				{ patternTable: [{ pattern: "^x", class: "read", tool: "read" }, { ...DEFAULT_PATTERNS[0] }] },
				`$.patternTable[1].pattern duplicates built-in row 0 (${DEFAULT_PATTERNS[0].pattern})`,
			],
			[
				{
					patternTable: [
						{ pattern: "^x", class: "read", tool: "read" },
						{ pattern: "^x", class: "write", tool: "edit" },
					],
				},
				"$.patternTable[1].pattern duplicates row 0 (^x)",
			],
			[{ notes: { first: "", persistent: "p", denied: "d" } }, "$.notes.first must be a non-empty template"],
			[
				{
					patternTable: [
						{ pattern: "^x", class: "read", tool: "read" },
						{ pattern: "^(a+)+$", class: "read", tool: "read" },
					],
				},
				"$.patternTable[1].pattern can backtrack catastrophically (exponential)",
			],
			[{ exemptPatterns: ["^(x|x)*y"] }, "$.exemptPatterns[0] can backtrack catastrophically"],
			[
				{ notes: { first: "${nope}", persistent: "p", denied: "d" } },
				"$.notes.first names unknown placeholder ${nope}",
			],
		];
		for (const [override, message] of cases) {
			let error;
			try {
				mount(plugin, override);
			} catch (caught) {
				error = caught;
			}
			check(
				`V ${Object.keys(override)[0]} fails loud`,
				error !== undefined && String(error.message).includes(message),
				error?.message,
			);
		}
	}
	return label;
};

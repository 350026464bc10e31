// node smokes/dsh-app-smoke.mjs — the plugins in the real dsh app, installed the way the README says.
// Node 22 and dsh 0.1.0-rc.8 come from the npm registry (cached, smokes/DshApp/Obtain.mjs); `dsh-coach profile add
// --suggesters` installs the packed packages into a headless profile under a $DSH_HOME apart from HOME; one headless
// session runs in a git workspace against our fake DeepSeek server (smokes/DshApp/FakeModel.mjs), and mid-session the
// smoke edits the profile's cordis.patch.yml twice: volatile fields only, then a non-volatile one. Last, the four
// plugin batteries and `dsh-coach demo` run again on that Node 22. Without Node 22 or dsh it says SKIP and why.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { Reporter } from "../packages/testkit/Target/Library.js";
import { NewText, StartFakeModel, SystemText } from "./DshApp/FakeModel.mjs";
import { CacheFolder, NODE_VERSION, ObtainDsh, ObtainNode, PnpmEnv } from "./DshApp/Obtain.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reporter = Reporter();
const { check } = reporter;
// The whole smoke is bounded: whatever hangs, the process ends with its summary.
const deadline = setTimeout(() => {
	check("the smoke finished within 12 minutes", false);
	reporter.done();
	process.exit(1);
}, 12 * 60_000);
deadline.unref();

const SESSION_CHECKS = [
	"dsh-coach profile add installs the tarballs and verifies the profile",
	"every plugin activates in the dsh app",
	"the coach's notice is in the model request after the third terminal read",
	"the tier-2 section enters the system prompt after escalation",
	"the search suggester notes in the git workspace",
	"the replay suggester notes in the git workspace",
	"a volatile edit of cordis.patch.yml lands on the next judged call, no remount",
	"a non-volatile edit of cordis.patch.yml remounts",
	"ledgers and stores follow $DSH_HOME",
	"the plugin batteries and dsh-coach demo pass on Node 22",
];
const SkipAll = (reason) => {
	for (const label of SESSION_CHECKS) reporter.skip(label, reason);
	reporter.done();
	process.exit(0);
};

const cache = CacheFolder();
const started = performance.now();
const nodeResult = ObtainNode(cache);
if (!nodeResult.ok) SkipAll(`Node ${NODE_VERSION} not available: ${nodeResult.reason}`);
check(`Node ${NODE_VERSION} from the registry runs here (${nodeResult.node})`, true);
const dshResult = ObtainDsh(join(root, "Documentation", "DshInstall"), nodeResult.bin, cache);
if (!dshResult.ok) SkipAll(`dsh 0.1.0-rc.8 not available: ${dshResult.reason}`);
const hmr = JSON.parse(
	readFileSync(
		join(
			dshResult.folder,
			"node_modules",
			".pnpm",
			"node_modules",
			"@deepseek-ai",
			"cordis-plugin-hmr",
			"package.json",
		),
		"utf8",
	),
).version;
check(`dsh 0.1.0-rc.8 from the registry runs on Node ${NODE_VERSION}, cordis-plugin-hmr ${hmr}`, hmr === "1.0.17", hmr);
console.log(`# Node 22 and dsh ready in ${((performance.now() - started) / 1000).toFixed(1)} s (cache ${cache})`);

// A run of its own: HOME and $DSH_HOME apart, so a file under HOME/.dsh means a path that ignored $DSH_HOME.
const scratch = mkdtempSync(join(tmpdir(), "dsh-app-smoke-"));
const home = join(scratch, "home");
const dshHome = join(scratch, "dsh-home");
const workspace = join(scratch, "workspace");
mkdirSync(home);
const env = {
	...PnpmEnv(cache, nodeResult.bin, { ...process.env, HOME: home, DSH_HOME: dshHome }),
	PATH: `${nodeResult.bin}:${dshResult.bin}:${process.env.PATH ?? ""}`,
	DSH_TELEMETRY_DISABLED: "1",
};
delete env.DEEPSEEK_BASE_URL;

try {
	await Session();
	Batteries();
} finally {
	if (process.env.DSH_APP_SMOKE_KEEP === undefined) rmSync(scratch, { recursive: true, force: true });
	else console.log(`# kept ${scratch}`);
}
console.log(`# ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
reporter.done();
clearTimeout(deadline);

async function Session() {
	// 1. The install, as the README tells users: the command, on the Node that runs this smoke (20 or 22).
	const add = spawnSync(
		process.execPath,
		[join(root, "packages/dsh-coach/Target/Bin.js"), "profile", "add", "--suggesters"],
		{ env, encoding: "utf8", timeout: 5 * 60_000 },
	);
	const profile = join(dshHome, "profiles", "headless");
	const installed = add.status === 0 && /verified with dsh --profile headless --dump-config/.test(add.stdout);
	check(SESSION_CHECKS[0], installed, `${add.stdout}${add.stderr}`.slice(-1500));
	if (!installed) return;
	const manifest = JSON.parse(readFileSync(join(profile, "package.json"), "utf8"));
	const bundles = manifest.dsh.profile.bundles;
	check(
		"the profile's bundles list the core before the plugins, and no @playform/dsh-coach",
		bundles.indexOf("@playform/lib-dsh-core") < bundles.indexOf("@playform/hook-dsh-replay-suggester") &&
			manifest.dependencies["@playform/dsh-coach"] === undefined,
		bundles,
	);
	const dump = spawnSync("dsh", ["--profile", "headless", "--dump-config"], { env, encoding: "utf8" });
	const ids = [
		"lib-dsh-core",
		"hook-dsh-tool-coach",
		"hook-dsh-search-suggester",
		"hook-dsh-replay-suggester",
		"lib-dsh-core-workspace-graph",
	];
	const counts = ids.map((id) => (dump.stdout.match(new RegExp(`^- id: ${id}$`, "gm")) ?? []).length);
	check(
		"dsh --dump-config has every row of ours exactly once",
		counts.every((count) => count === 1),
		Object.fromEntries(ids.map((id, index) => [id, counts[index]])),
	);

	// 2. A git workspace: the bundled demo repository.
	cpSync(join(root, "packages/dsh-coach/Demo/Workspace"), workspace, { recursive: true });
	const git = spawnSync("git", ["init", "-q", "."], { cwd: workspace, env, encoding: "utf8" });
	if (git.status !== 0) {
		reporter.skip("the session in a git workspace", `git init failed: ${git.error?.message ?? git.stderr}`);
		return;
	}

	// 3. The session script: one call per model request.
	const bash = (command) => ({ call: { name: "bash", arguments: { command, description: command.split(" ")[0] } } });
	const ledgerFile = (name) => join(dshHome, "playform", `${name}.log`);
	const ledger = (name) => (existsSync(ledgerFile(name)) ? readFileSync(ledgerFile(name), "utf8") : "");
	const patchFile = join(profile, "cordis.patch.yml");
	const volatileEdit = { done: false, landedAtRequest: -1 };
	const remountEdit = { done: false };
	const steps = [
		{ label: "search", call: { name: "grep", arguments: { pattern: '"version": "1\\.4\\.2"', path: "." } } },
		bash("cat package.json"),
		bash("cat README.md"),
		{ label: "third read", ...bash("cat CHANGELOG.md") }, // the coach notes
		bash("cat src/paginate.js"),
		bash("cat src/index.js"),
		bash("cat src/cursor.js"),
		bash("cat docs/api.md"),
		bash("cat test/paginate.test.js"),
		{ label: "escalation", ...bash("cat test/cursor.test.js") }, // 6 offenses since the note: tier 2
		bash("node --test test/"),
		bash("git status --short"),
		bash("node --version"),
		bash("git --version"), // the cooldown (10 judged calls) has passed since the note
		{
			label: "after the volatile edit",
			...bash("cat README.md"),
			// volatile only: the coach's threshold, enforce and enforceThreshold; the replay suggester's enabled is the
			// marker that tells when dsh has applied the edit (its ledger says `disabled (enabled=false)`)
			before: async () => {
				coachBefore = ledger("hook-dsh-tool-coach");
				EditRows(patchFile, {
					"hook-dsh-tool-coach": { threshold: 2, enforce: "write", enforceThreshold: 1 },
					"hook-dsh-replay-suggester": { enabled: false },
				});
				volatileEdit.done = await UntilSaved(patchFile, () =>
					ledger("hook-dsh-replay-suggester").includes("disabled (enabled=false)"),
				);
			},
		},
		{ label: "first write", ...bash("sed -i 's/1.4.2/1.4.3/' package.json") },
		{
			text: "Done: read the repository, tried a terminal edit.",
			// non-volatile: the search suggester's refreshOnBoot; a remount is its second activation line
			before: async () => {
				EditRows(patchFile, { "hook-dsh-search-suggester": { refreshOnBoot: false } });
				const remounted = () =>
					(ledger("hook-dsh-search-suggester").match(/search-suggester: activated/g) ?? []).length >= 2;
				remountEdit.done = await UntilSaved(patchFile, remounted);
			},
		},
	];
	// request i answers step i, so the model sees step i's result (and what the plugins added to it) in request i + 1
	const after = (label) => steps.findIndex((step) => step.label === label) + 1;
	let coachBefore = "";
	// One headless run is one user turn: the shipped blend recalls from earlier episodes (other turns and sessions),
	// so this single-turn session checks the in-app wiring with the episode recall, set the way a user would.
	EditRows(patchFile, { "hook-dsh-replay-suggester": { recall: "episode" } });
	const model = await StartFakeModel({ steps });
	const run = await RunDsh(["--profile", "headless", "Look around this repository."], {
		...env,
		DEEPSEEK_BASE_URL: model.url,
		DEEPSEEK_API_KEY: "e2e-fake-key",
	});
	await model.close();
	const requests = model.agent;
	const coach = ledger("hook-dsh-tool-coach");
	const search = ledger("hook-dsh-search-suggester");
	const replay = ledger("hook-dsh-replay-suggester");
	const ran = run.code === 0 && requests.length === steps.length && model.failures.length === 0;
	check("the headless session ran every scripted step and exited 0", ran, {
		code: run.code,
		signal: run.signal,
		requests: requests.length,
		failures: model.failures,
		stderr: run.stderr.slice(-1500),
		stdout: run.stdout.slice(-500),
	});
	if (!ran && requests.length < 4) return;

	const activated = ["hook-dsh-tool-coach: activated", "search-suggester: activated", "replay-suggester: activated"];
	check(
		SESSION_CHECKS[1],
		[coach, search, replay].every((text, index) => text.includes(activated[index])),
		{ coach: coach.slice(0, 300), search: search.slice(0, 300), replay: replay.slice(0, 300) },
	);

	const noticeAt = requests.findIndex((request, index) =>
		NewText(requests, index).includes("Tool discipline (tool-coach: bash read × 3)"),
	);
	check(SESSION_CHECKS[2], noticeAt === after("third read") && /strike 3\/3 bash read -> note read/.test(coach), {
		noticeAt,
	});

	const sectionAt = requests.findIndex((request) => SystemText(request).includes("## Tool discipline"));
	check(
		SESSION_CHECKS[3],
		sectionAt === after("escalation") && /escalated persistent section \(6 strikes\)/.test(coach),
		{ sectionAt, escalated: /escalated/.test(coach) },
	);

	const searchAt = requests.findIndex((request, index) =>
		NewText(requests, index).includes("Search suggestion (Version"),
	);
	check(SESSION_CHECKS[4], searchAt === after("search") && /suggest Version/.test(search), { searchAt });
	const replayAt = requests.findIndex((request, index) => NewText(requests, index).includes("Replay memory:"));
	check(SESSION_CHECKS[5], replayAt > 0 && /suggest Repeat/.test(replay), { replayAt });

	// the first judged call after the edit notes at the new threshold (`strike <n>/2`), the first write is denied
	const coachAfter = coach.slice(coachBefore.length);
	const firstAfter = coachAfter.split("\n").find((line) => / strike | cooldown suppressed /.test(line)) ?? "";
	const volatileOk =
		volatileEdit.done &&
		/ strike \d+\/2 bash read -> note read$/.test(firstAfter) &&
		NewText(requests, after("after the volatile edit")).includes("Tool discipline (tool-coach: bash read") &&
		NewText(requests, after("first write")).includes("Denied by tool-coach (tool-coach: bash write") &&
		!coachBefore.includes("denied ") &&
		(coach.match(/hook-dsh-tool-coach: activated/g) ?? []).length === 1;
	check(SESSION_CHECKS[6], volatileOk, {
		landed: volatileEdit.done,
		firstAfter,
		coachAfter: coachAfter.split("\n").slice(0, 8),
	});
	check(SESSION_CHECKS[7], remountEdit.done && (coach.match(/hook-dsh-tool-coach: activated/g) ?? []).length === 1, {
		remounted: remountEdit.done,
		search: search.split("\n").slice(-4),
	});

	const underDshHome = ["hook-dsh-tool-coach", "hook-dsh-search-suggester", "hook-dsh-replay-suggester"].every(
		(name) => existsSync(ledgerFile(name)),
	);
	check(SESSION_CHECKS[8], underDshHome && !existsSync(join(home, ".dsh")), {
		underDshHome,
		strayHomeDsh: existsSync(join(home, ".dsh")),
	});
	check(
		"the model request carries dsh's own system prompt and tools",
		SystemText(requests[0]).length > 0 && (requests[0].tools ?? []).some((tool) => tool.function?.name === "bash"),
		(requests[0].tools ?? []).map((tool) => tool.function?.name),
	);
}

/** Every smoke battery of the plugins and `dsh-coach demo`, on Node 22 (this smoke itself runs on the suite's Node). */
function Batteries() {
	const runs = [
		...[
			"tool-coach-smoke.mjs",
			"ets-tool-coach-smoke.mjs",
			"search-suggester-smoke.mjs",
			"replay-suggester-smoke.mjs",
		].map((file) => ({ label: file, args: [join(root, "smokes", file)] })),
		{ label: "dsh-coach demo", args: [join(root, "packages/dsh-coach/Target/Bin.js"), "demo"] },
	];
	const results = [];
	for (const { label, args } of runs) {
		const runHome = mkdtempSync(join(scratch, "battery-home-"));
		const run = spawnSync(nodeResult.node, args, {
			cwd: root,
			encoding: "utf8",
			env: { ...process.env, HOME: runHome, DSH_HOME: join(runHome, ".dsh") },
			timeout: 5 * 60_000,
			maxBuffer: 64 * 1024 * 1024,
		});
		const summary = /^(\d+) passed, (\d+) failed/m.exec(run.stdout ?? "");
		const ok =
			run.status === 0 &&
			(label === "dsh-coach demo" ? /Turn 3/.test(run.stdout) : summary !== null && summary[2] === "0");
		results.push(ok);
		check(
			`${label} on Node ${NODE_VERSION}${summary ? ` (${summary[0]})` : ""}`,
			ok,
			`${run.stdout ?? ""}${run.stderr ?? ""}`
				.split("\n")
				.filter((line) => line.startsWith("FAIL") || /rror/.test(line))
				.slice(0, 10),
		);
	}
	check(SESSION_CHECKS[9], results.every(Boolean));
}

/** Set fields in the id-targeted rows of the profile's patch layer, line by line, as a user would in an editor. */
function EditRows(file, changes) {
	const lines = readFileSync(file, "utf8").split("\n");
	const pending = new Set(
		Object.entries(changes).flatMap(([id, fields]) => Object.keys(fields).map((field) => `${id}.${field}`)),
	);
	let id;
	for (const [index, line] of lines.entries()) {
		const row = /^- id: (\S+)$/.exec(line);
		if (row !== null) id = row[1];
		const field = /^ {4}(\w+): /.exec(line);
		if (field === null || changes[id]?.[field[1]] === undefined) continue;
		lines[index] = `    ${field[1]}: ${JSON.stringify(changes[id][field[1]])}`;
		pending.delete(`${id}.${field[1]}`);
	}
	if (pending.size > 0) throw new Error(`${file} has no row field ${[...pending].join(", ")}`);
	writeFileSync(file, lines.join("\n"));
}

/**
 * `Until` after a save of `file`: on a loaded machine dsh's watcher has twice missed a save (the file's new text
 * never reached the loader), so the same text is saved once more before giving up, as a user would.
 */
async function UntilSaved(file, condition) {
	if (await Until(condition, 25_000)) return true;
	writeFileSync(file, readFileSync(file, "utf8"));
	return Until(condition, 30_000);
}

/** Poll until `condition` holds or 45 s pass (a loaded machine: generous; resolves false rather than throw). */
async function Until(condition, ms = 45_000) {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		if (condition()) return true;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	return condition();
}

/** The dsh command with our fake model, in the workspace; killed if it outlives 5 minutes. */
function RunDsh(args, runEnv) {
	return new Promise((resolve) => {
		const child = spawn("dsh", args, { cwd: workspace, env: runEnv, stdio: ["ignore", "pipe", "pipe"] });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk) => (stdout += chunk));
		child.stderr.on("data", (chunk) => (stderr += chunk));
		const timer = setTimeout(() => child.kill("SIGKILL"), 5 * 60_000);
		child.on("error", (error) => {
			clearTimeout(timer);
			resolve({ code: -1, signal: null, stdout, stderr: `${stderr}${error.message}` });
		});
		child.on("close", (code, signal) => {
			clearTimeout(timer);
			resolve({ code, signal, stdout, stderr });
		});
	});
}

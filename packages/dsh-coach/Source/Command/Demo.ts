import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Message } from "@deepseek-ai/dsh-llm";

import { ReadFixture, ReadScript, DemoFolder } from "../Demo/Script";
import type { DemoTurn, DemoUpdate } from "../Demo/Script";
import { Boot } from "../Harness/Boot";
import type { TestBed, TurnRun } from "../Harness/Boot";
import { TextOf } from "../Harness/Message";
import type { ScriptedToolCall } from "../Harness/ScriptedModel";
import { MakeTemporaryFolder } from "../Harness/Workspace";
import { ShippedEntry, ShippedOrDefault } from "../Host/Shipped";
import { HostConfig, FileName } from "../Host/Plugins";
import { CORE_PACKAGE, PLUGIN_PACKAGES, SHORT_NAME, SUGGESTERS } from "../Variable/Plugins";
import type { PluginPackage } from "../Variable/Plugins";

const Usage = `Usage: dsh-coach demo

Boots the real dsh runtime and tools in a temporary copy of a small JS repository, loads the core and the
three plugins by package name through the real Loader (configs from their cordis.patch.yml rows, the
suggesters switched on), and replays a bundled agent session through a scripted model. Prints what the
model saw at each step, a summary, and the paths of the plugins' ledgers. No network.
`;

/** The width ledger lines are cut to, so the regex-heavy ones stay readable (the ledger files keep them whole). */
const CUT = 118;

/** A mounted plugin of the demo: its Loader entry, its config, its ledger file and how far it was read. */
interface DemoPlugin {
	readonly package: PluginPackage;
	readonly id: string;
	config: Record<string, unknown>;
	readonly ledger: string;
	read: number;
}

/** What the summary counts as the session goes. */
interface Tally {
	calls: number;
	judged: Record<string, number>;
	notices: Record<string, number>;
	denies: { turn: number; step: number; command: string }[];
	sectionSince: string | undefined;
	noteSteps: string[];
	suggestions: string[];
}

export async function Run(argv: readonly string[]): Promise<number> {
	if (argv.includes("-h") || argv.includes("--help")) {
		process.stdout.write(Usage);
		return 0;
	}
	const started = performance.now();
	const folder = DemoFolder();
	const script = ReadScript(join(folder, "Session.json"));
	const ledgers = await MakeTemporaryFolder("ledgers");
	const bed = await Boot({
		files: ReadFixture(join(folder, "Workspace")),
		storage: true,
		baseUrl: new URL("../package.json", import.meta.url).href,
	});
	const out = new Printer([
		[bed.workspace, "<workspace>"],
		[bed.dshHome, "<dsh-home>"],
		[bed.storageRoot ?? "\0", "<storage>"],
		[ledgers, "<ledgers>"],
	]);
	try {
		out.line(`dsh-coach demo · ${script.title}`);
		out.line("");
		out.line(
			"The real dsh runtime (AgentLoop, ToolRuntime, SystemPrompt, storage) and its real bash, read, edit, grep",
		);
		out.line(
			"and glob tools, in a temporary copy of the bundled @acme/paginate repository; the model is scripted.",
		);
		out.line("Loaded by package name through the real Loader, with the configs of their cordis.patch.yml rows:");
		const plugins = await LoadAll(bed, ledgers, out);
		const tally: Tally = {
			calls: 0,
			judged: {},
			notices: {},
			denies: [],
			sectionSince: undefined,
			noteSteps: [],
			suggestions: [],
		};
		let turn = 0;
		let section = "";
		for (const event of script.events) {
			if ("update" in event) {
				await Update(bed, plugins, event, out);
				continue;
			}
			turn += 1;
			section = await Turn(bed, plugins, event, turn, section, tally, out);
		}
		Summary(plugins, tally, out);
		out.line("");
		out.line("Ledgers (each line `[ISO time] <module>: <message>`):");
		process.stdout.write(out.text());
		for (const plugin of plugins) process.stdout.write(`  ${plugin.ledger}\n`);
		process.stderr.write(`dsh-coach demo: done in ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
		return 0;
	} finally {
		await bed.dispose();
	}
}

/** The core, then each plugin, by name through the real Loader; files the plugins write go to `ledgers`. */
async function LoadAll(bed: TestBed, ledgers: string, out: Printer): Promise<DemoPlugin[]> {
	const core = ShippedEntry(CORE_PACKAGE);
	await bed.load(core.name, core.config);
	out.line(`  ${core.name.padEnd(37)} the pluginFactory service`);
	const plugins: DemoPlugin[] = [];
	for (const name of PLUGIN_PACKAGES) {
		const entry = ShippedOrDefault(name);
		// The shipped row, the suggesters on, every file the plugin writes in the ledger folder.
		const fields = new Set([...Object.keys(entry.config), "logFile"]);
		const config = HostConfig(
			name,
			{ shipped: { [name]: entry.config }, suggesters: true, folder: ledgers },
			fields,
		);
		const switched = SUGGESTERS.includes(name);
		const id = await bed.load(entry.name, config);
		const plugin: DemoPlugin = {
			package: name,
			id,
			config,
			ledger: join(ledgers, FileName(name, "logFile")),
			read: 0,
		};
		plugins.push(plugin);
		const lines = NewLedgerLines(plugin);
		const activation = lines.find((line) => line.includes("activated (")) ?? lines[0] ?? "(no ledger line)";
		const notes = [
			switched ? "enabled for the demo" : "",
			entry.shipped ? "" : "no patch row shipped: schema defaults",
		]
			.filter(Boolean)
			.join(", ");
		out.line(`  ${name.padEnd(37)} ${activation.replace(/^[\w-]+: /, "")}${notes === "" ? "" : `   [${notes}]`}`);
	}
	return plugins;
}

async function Update(bed: TestBed, plugins: DemoPlugin[], event: DemoUpdate, out: Printer): Promise<void> {
	const plugin = plugins.find((entry) => entry.package === event.update.package);
	if (plugin === undefined) throw new Error(`the demo script updates ${event.update.package}, which is not loaded`);
	plugin.config = { ...plugin.config, ...event.update.config };
	await bed.update(plugin.id, plugin.config);
	out.line("");
	out.line(`━━ ${event.why}`);
	out.line(`   ctx.loader.update("${SHORT_NAME[plugin.package]}", ${JSON.stringify(event.update.config)})`);
	for (const line of NewLedgerLines(plugin)) out.line(`     ledger  ${line}`);
}

/** One turn: run it through the AgentLoop, then walk its steps and print what the model saw after each. */
async function Turn(
	bed: TestBed,
	plugins: DemoPlugin[],
	event: DemoTurn,
	turn: number,
	section: string,
	tally: Tally,
	out: Printer,
): Promise<string> {
	out.line("");
	out.line(`━━ Turn ${turn} · user: ${event.user}`);
	// Ledger lines are read the moment each call commits, so every line sits under the call that wrote it.
	const perCall: string[][] = [];
	const stop = bed.ctx.on("tools/result", () => {
		perCall.push(plugins.flatMap((plugin) => NewLedgerLines(plugin)));
	});
	let run: TurnRun;
	try {
		run = await bed.turn(event.user, event.steps);
	} finally {
		stop();
	}
	let call = 0;
	for (const [index, step] of event.steps.entries()) {
		const label = `${turn}.${index + 1}`;
		if (typeof step === "string") {
			out.line(` ${label.padEnd(5)} model: ${step}`);
			continue;
		}
		for (const scripted of step) {
			const result = run.toolResults[call];
			tally.calls += 1;
			out.line(` ${label.padEnd(5)} → ${scripted.name.padEnd(5)} ${Shown(scripted)}`);
			if (scripted.name === "bash") tally.judged.bash = (tally.judged.bash ?? 0) + 1;
			if (result === undefined) out.line("        ← (no result)");
			else if (result.isError) {
				const denied = result.text.includes("Denied by tool-coach");
				if (denied) tally.denies.push({ turn, step: index + 1, command: Shown(scripted) });
				out.line(`        ← ${denied ? "DENIED (tier 3), the tool's error is the coach's reason:" : "error:"}`);
				out.block(result.text, "        ┃ ");
			} else {
				// A non-zero exit is not a tool error in dsh: the bash tool marks it in the output.
				const exit = /\[exit code: (\d+)\]/.exec(result.text)?.[1];
				out.line(`        ← ${exit === undefined ? "ok" : `exit code ${exit}`}, ${LineCount(result.text)}`);
			}
			for (const line of perCall[call] ?? []) out.line(`          ledger  ${line}`);
			call += 1;
		}
		// What the next request carried: the notices that arrived after this batch, and the system prompt.
		const before = new Set((run.messages[index] ?? []).map((message) => (message as { id?: string }).id));
		const arrived = (run.messages[index + 1] ?? []).filter(
			(message) => !before.has((message as { id?: string }).id) && IsNotice(message),
		);
		for (const notice of arrived) {
			const source = notice.source as { kind?: string; summary?: string };
			const kind = source.kind ?? "notice";
			tally.notices[kind] = (tally.notices[kind] ?? 0) + 1;
			if (kind === "tool-coach") tally.noteSteps.push(label);
			else tally.suggestions.push(`${label} ${kind}: ${source.summary ?? ""}`);
			out.line(`        the model sees a notice from ${kind} · ${source.summary ?? ""}`);
			out.block(TextOf(notice), "        ┃ ");
		}
		const system = run.requests[index + 1]?.system ?? "";
		const next = CoachSection(system);
		if (next !== section) {
			if (next === "") out.line("        the tier-2 section left the system prompt");
			else {
				if (section === "") tally.sectionSince ??= label;
				out.line(
					`        the system prompt now carries the tier-2 section${section === "" ? "" : " (rebuilt)"}:`,
				);
				out.block(next, "        ┃ ");
			}
			section = next;
		}
	}
	const rest = plugins.flatMap((plugin) => NewLedgerLines(plugin));
	for (const line of rest) out.line(`          ledger  ${line}`);
	return section;
}

function Summary(plugins: readonly DemoPlugin[], tally: Tally, out: Printer): void {
	out.line("");
	out.line("━━ Summary");
	out.line(`  ${tally.calls} tool calls, ${tally.judged.bash ?? 0} of them terminal calls the coach judged`);
	out.line("");
	out.line("  plugin                 notices   ledger lines");
	for (const plugin of plugins) {
		const kind = SHORT_NAME[plugin.package];
		const lines = existsSync(plugin.ledger)
			? readFileSync(plugin.ledger, "utf8").split("\n").filter(Boolean).length
			: 0;
		out.line(
			`  ${kind.padEnd(20)} ${String(tally.notices[kind] ?? 0).padStart(8)}   ${String(lines).padStart(12)}`,
		);
	}
	out.line("");
	out.line(`  tier 1  notes after steps ${tally.noteSteps.join(", ") || "(none)"}`);
	out.line(
		`  tier 2  section ${tally.sectionSince === undefined ? "never on" : `in the system prompt from the step after ${tally.sectionSince}`}`,
	);
	out.line(
		`  tier 3  ${tally.denies.length === 0 ? "no deny" : tally.denies.map((deny) => `denied ${deny.turn}.${deny.step} \`${deny.command}\``).join("; ")}`,
	);
	out.line(`  suggestions  ${tally.suggestions.length === 0 ? "(none)" : tally.suggestions.join("; ")}`);
}

/** The coach's tier-2 section inside an assembled system prompt (it opens with its own heading). */
function CoachSection(system: string): string {
	const start = system.indexOf("## Tool discipline");
	if (start < 0) return "";
	const end = system.indexOf("\n\n## ", start + 1);
	return system.slice(start, end < 0 ? undefined : end).trimEnd();
}

function IsNotice(message: Message): boolean {
	return (message.source as { form?: string } | undefined)?.form === "notice";
}

/** The ledger lines a plugin wrote since the last read, without their `[ISO]` stamp. */
function NewLedgerLines(plugin: DemoPlugin): string[] {
	if (!existsSync(plugin.ledger)) return [];
	const text = readFileSync(plugin.ledger, "utf8");
	const fresh = text.slice(plugin.read);
	plugin.read = text.length;
	return fresh
		.split("\n")
		.filter(Boolean)
		.map((line) => line.replace(/^\[[^\]]+\] /, ""));
}

function Shown(call: ScriptedToolCall): string {
	const args = call.arguments as Record<string, unknown>;
	if (typeof args.command === "string") {
		const lines = args.command.split("\n");
		return lines.length === 1 ? lines[0] : `${lines[0]} … (${lines.length} lines)`;
	}
	if (call.name === "grep") return `${JSON.stringify(args.pattern)} in ${String(args.path ?? ".")}`;
	if (call.name === "edit")
		return `${String(args.file_path)} (replace ${JSON.stringify(String(args.old_string).split("\n")[0])})`;
	return String(args.file_path ?? args.pattern ?? JSON.stringify(args));
}

function LineCount(text: string): string {
	const lines = text === "" ? 0 : text.replace(/\n$/, "").split("\n").length;
	return `${lines} line${lines === 1 ? "" : "s"} of output`;
}

/** Collects the demo's stdout with every temporary path replaced by a stable name, so two runs print the same bytes. */
class Printer {
	private readonly lines: string[] = [];

	constructor(private readonly replacements: readonly (readonly [string, string])[]) {}

	line(text: string): void {
		let normal = text;
		for (const [path, name] of this.replacements) normal = normal.split(path).join(name);
		this.lines.push(normal.length > CUT && normal.includes("ledger  ") ? `${normal.slice(0, CUT - 1)}…` : normal);
	}

	block(text: string, prefix: string): void {
		for (const line of text.replace(/\n+$/, "").split("\n")) this.line(`${prefix}${line}`);
	}

	text(): string {
		return `${this.lines.join("\n")}\n`;
	}
}

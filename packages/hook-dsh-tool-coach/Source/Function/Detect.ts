/**
 * Detection: normalize -> classify each simple command (rows, then write markers) -> the exempt
 * head dominates its pipe -> the highest class priority wins, per pipe and across pipes.
 * Pure, no I/O, never throws (an internal failure fails open to `clean`).
 */
import type { CommandClass, Detection, PatternRow, Segment } from "../Interface/Detection";
import { CATCH_ALL, CLASS_PRIORITY, CLASS_TOOL } from "../Variable/Classes";
import { JOB_WRAPPERS, RULES } from "../Variable/Rules";
import { NormalizePowerShell } from "./DetectPowerShell";
import {
	IsDevicePath,
	MAX_PATTERN_INPUT,
	NormalizeShellEach,
	OPTION_SPECS,
	ParseOperands,
	PAYLOAD_WRAPPERS,
	SUB,
	VAR,
} from "@playform/lib-dsh-core/Shell";
import type { NormalCommand, NormalPipeline } from "@playform/lib-dsh-core/Shell";

import type { Gate } from "../Interface/Rule";

export interface CompiledRow {
	readonly row: PatternRow;
	readonly regex: RegExp | undefined;
	readonly gate: Gate | undefined;
	readonly priority: number;
}

export interface CompiledExempt {
	readonly pattern: string;
	readonly regex: RegExp | undefined;
}

interface Verdict {
	readonly class: CommandClass;
	readonly pattern: string;
	readonly tool: string;
}

const CLEAN: Verdict = { class: "clean", pattern: "", tool: "" };

const rowCache = new WeakMap<readonly PatternRow[], readonly CompiledRow[]>();
const exemptCache = new WeakMap<readonly string[], readonly CompiledExempt[]>();

/** Rows compile once per table identity (Detect is on the hot path); an invalid regex is skipped. */
export function CompileRows(rows: readonly PatternRow[]): readonly CompiledRow[] {
	const cached = rowCache.get(rows);
	if (cached) return cached;
	const compiled = rows.map((row): CompiledRow => ({
		row,
		regex: safeRegExp(row.pattern),
		gate: GATES.get(row.pattern),
		priority: CLASS_PRIORITY[row.class] ?? 0,
	}));
	rowCache.set(rows, compiled);
	return compiled;
}

/** Exempt heads compile once per list identity; a source without `^` is anchored at the head. */
export function CompileExempts(exempts: readonly string[]): readonly CompiledExempt[] {
	const cached = exemptCache.get(exempts);
	if (cached) return cached;
	const compiled = exempts.map((pattern): CompiledExempt => ({
		pattern,
		regex: safeRegExp(pattern.startsWith("^") ? pattern : `^(?:${pattern})`),
	}));
	exemptCache.set(exempts, compiled);
	return compiled;
}

function safeRegExp(source: unknown): RegExp | undefined {
	if (typeof source !== "string") return undefined;
	try {
		return new RegExp(source);
	} catch {
		return undefined;
	}
}

export function Detect(
	command: string,
	terminal: string,
	rows: readonly PatternRow[],
	exempts: readonly string[],
): Detection {
	try {
		const text = typeof command === "string" ? command : "";
		if (terminal === "pwsh" || terminal === "powershell")
			return JudgePipelines(NormalizePowerShell(text), rows, exempts);
		// bash streams statement by statement, so a huge script never holds all its normalized pipes at once.
		const table = CompileRows(rows);
		const heads = CompileExempts(exempts);
		const segments: Segment[] = [];
		NormalizeShellEach(text, (pipelines) => {
			for (const pipeline of pipelines)
				for (const segment of judgePipeline(pipeline, table, heads)) segments.push(segment);
		});
		return resolve(segments);
	} catch {
		return { class: "clean", pattern: "", tool: "", segments: [] };
	}
}

/** The shared back half of both terminals: normalized pipelines -> Detection. */
export function JudgePipelines(
	pipelines: readonly NormalPipeline[],
	rows: readonly PatternRow[],
	exempts: readonly string[],
): Detection {
	const table = CompileRows(rows);
	const heads = CompileExempts(exempts);
	return resolve(pipelines.flatMap((pipeline) => judgePipeline(pipeline, table, heads)));
}

/** The highest-priority segment wins (the first on a tie); a clean result names an exempt that fired. */
function resolve(segments: Segment[]): Detection {
	let best: Segment | undefined;
	for (const segment of segments)
		if (!best || CLASS_PRIORITY[segment.class] > CLASS_PRIORITY[best.class]) best = segment;
	if (!best || best.class === "clean") {
		const exempt = segments.find((segment) => segment.exempt !== undefined)?.exempt;
		return exempt === undefined
			? { class: "clean", pattern: "", tool: "", segments }
			: { class: "clean", pattern: "", tool: "", exempt, segments };
	}
	return { class: best.class, pattern: best.pattern, tool: best.tool, segments };
}

/** Wrapper heads are never exempt: their payload is re-scanned on its own. */
const NEVER_EXEMPT = new Set([...PAYLOAD_WRAPPERS, "invoke-expression", "pwsh", "powershell", "cmd"]);

/** One Segment per simple command of the pipe; the pipe's exempt head overrides what it dominates. */
function judgePipeline(
	pipeline: NormalPipeline,
	table: readonly CompiledRow[],
	heads: readonly CompiledExempt[],
): Segment[] {
	const commands = pipeline.commands;
	const verdicts = commands.map((command, index) =>
		classifyCommand(command, table, commands[index - 1], commands[index + 1]),
	);
	const head = commands[0];
	// Exempts are anchored at the pipe's head but see the whole pipe, so `^cat .*\| jq` carve-outs work;
	// they only matter when something in the pipe matched.
	const matched = verdicts.some((verdict) => verdict.class !== "clean");
	const pipeText =
		matched && head && !head.group && head.words.length > 0 && !NEVER_EXEMPT.has(head.words[0])
			? capText(commands.map((command) => command.text).join(" | "))
			: undefined;
	const exempt = pipeText === undefined ? undefined : heads.find((e) => e.regex?.test(pipeText))?.pattern;
	return commands.map((command, index) => {
		const verdict = verdicts[index];
		const segment: Segment = {
			text: command.source,
			class: verdict.class,
			pattern: verdict.pattern,
			tool: verdict.tool,
		};
		if (exempt === undefined || verdict.class === "clean") return segment;
		const dominated = index === 0 || (command.wrappers.length === 0 && !command.shellFromPipe);
		// Backgrounding and nohup are job control of the pipe itself, not of its (exempt) head.
		const job =
			verdict.class === "control" &&
			(command.background || command.wrappers.some((wrapper) => JOB_WRAPPERS.includes(wrapper)));
		return dominated && !job ? { text: command.source, class: "clean", pattern: "", tool: "", exempt } : segment;
	});
}

function capText(text: string): string {
	return text.length > MAX_PATTERN_INPUT ? text.slice(0, MAX_PATTERN_INPUT) : text;
}

function classifyCommand(
	command: NormalCommand,
	table: readonly CompiledRow[],
	previous: NormalCommand | undefined,
	next: NormalCommand | undefined,
): Verdict {
	let best = CLEAN;
	let bestPriority = 0;
	for (const compiled of table) {
		// A later row only wins with a strictly higher class: ties keep table order.
		if (compiled.priority <= bestPriority || !compiled.regex) continue;
		const hit =
			compiled.regex.test(command.text) || (command.outer !== undefined && compiled.regex.test(command.outer));
		if (!hit || (compiled.gate && !compiled.gate(command, previous, next))) continue;
		best = {
			class: compiled.row.class,
			pattern: compiled.row.pattern,
			tool: compiled.row.tool || CLASS_TOOL[compiled.row.class],
		};
		bestPriority = compiled.priority;
	}
	if (bestPriority < CLASS_PRIORITY.write) {
		const marker = writeMarker(command);
		if (marker) return { class: "write", pattern: CATCH_ALL, tool: marker };
	}
	return best;
}

/**
 * The write markers behind the catch-all; returns the tool to suggest. A redirect of a background
 * or nohup job is its output capture, not an edit, so it is left to the control rows.
 */
function writeMarker(command: NormalCommand): string | undefined {
	if (command.shellFromPipe) return "edit";
	const capture = jobCapture(command);
	for (const redirect of command.redirects) {
		if (redirect.kind !== "file" || capture) continue;
		return redirect.operator === ">>" || redirect.operator === "&>>" || redirect.operator === "<>"
			? "edit"
			: "write";
	}
	const words = command.words;
	for (let i = 1; i < words.length; i++)
		if (words[i] === "--in-place" || words[i].startsWith("--in-place=")) return "edit";
	// `sort -o FILE` writes its output to a file like a redirect would.
	if (words[0] === "sort") {
		const output = ParseOperands(words, OPTION_SPECS.sort).values;
		const target = output.get("o") ?? output.get("--output");
		if (target !== undefined && target !== "" && !IsDevicePath(target)) return "write";
	}
	if (command.dynamic && (words[0].startsWith(VAR) || words[0].startsWith(SUB))) {
		for (let i = 1; i < words.length; i++) if (/^-[a-zA-Z]*i/.test(words[i])) return "edit";
	}
	return undefined;
}

/** A nohup/background job's redirects capture its output: nohup, or a log target, or stderr captured too. */
function jobCapture(command: NormalCommand): boolean {
	if (command.wrappers.some((wrapper) => JOB_WRAPPERS.includes(wrapper))) return true;
	if (!command.background) return false;
	return command.redirects.some(
		(r) =>
			r.operator === "&>" ||
			r.operator === "&>>" ||
			r.fd === 2 ||
			(r.kind === "file" && /\.(?:log|out)$/.test(r.target)),
	);
}

/** Structural refinements of the built-in rows, keyed by their pattern string (user rows cannot repeat one: Validate). */
const GATES: ReadonlyMap<string, Gate> = new Map(
	RULES.flatMap((rule) => (rule.gate ? [[rule.pattern, rule.gate] as const] : [])),
);

/** For tests: how many built-in rows carry a gate. */
export const GATED_PATTERNS: ReadonlySet<string> = new Set(GATES.keys());

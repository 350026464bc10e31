import type { LedgerLine } from "../Host/CoachSession";
import { CLASSES } from "./ReplaySession";
import type { CallClass, SessionReport } from "./ReplaySession";

/** What one plugin said in a session: its notices (call, summary) and its ledger lines counted by kind. */
export interface PluginSummary {
	readonly notices: number;
	readonly said: readonly { readonly call: number; readonly summary: string; readonly text: string }[];
	readonly ledger: Readonly<Record<string, number>>;
}

export interface SessionSummary {
	readonly id: string;
	/** The session that started this one (a subagent's parent), when it is one. */
	readonly parent?: string;
	readonly file: string;
	readonly format: string;
	readonly model: string | undefined;
	readonly prompts: number;
	readonly calls: number;
	readonly judged: number;
	readonly classes: Readonly<Record<CallClass, number>>;
	readonly offenses: number;
	readonly tiers: {
		/** Offenses that stayed at tier 0 (the ledger line only, nothing the model saw). */
		readonly ledgerOnly: number;
		/** Tier-1 notes the coach sent. */
		readonly notes: number;
		/** Calls made while the tier-2 section was in the system prompt, and the first of them. */
		readonly sectionCalls: number;
		readonly sectionFrom: number | undefined;
		/** Tier-3 denies. */
		readonly denies: number;
	};
	readonly plugins: Readonly<Record<string, PluginSummary>>;
}

export interface Totals {
	readonly sessions: number;
	readonly calls: number;
	readonly judged: number;
	readonly offenses: number;
	readonly classes: Readonly<Record<CallClass, number>>;
	readonly notes: number;
	readonly sessionsWithNotes: number;
	readonly sessionsWithSection: number;
	readonly denies: number;
	readonly plugins: Readonly<Record<string, { notices: number; sessions: number }>>;
}

/** Ledger messages whose first two words name what happened (`abstained foreign-workspace`, `store recovered`). */
const TwoWordKinds = new Set([
	"abstained",
	"suppressed",
	"store",
	"history",
	"section",
	"persistent",
	"escalated",
	"schema",
	"ledger",
	"config",
]);

/** A ledger message's kind, for counting: `offense bash read ^cat\b` -> `offense`. */
export function LedgerKind(message: string): string {
	const [first = "", second = ""] = message.split(" ");
	return TwoWordKinds.has(first) && /^[a-z/-]+$/.test(second) ? `${first} ${second}` : first;
}

/** The short plugin name a notice kind or ledger module belongs to. */
export function PluginOf(name: string): string {
	return name.replace(/^hook-dsh-/, "");
}

export function Summarize(report: SessionReport, plugins: readonly string[]): SessionSummary {
	const classes = Object.fromEntries(CLASSES.map((klass) => [klass, 0])) as Record<CallClass, number>;
	const byPlugin = new Map<
		string,
		{ said: { call: number; summary: string; text: string }[]; ledger: Record<string, number> }
	>();
	for (const name of plugins) byPlugin.set(name, { said: [], ledger: {} });
	const count = (line: LedgerLine) => {
		const entry = byPlugin.get(PluginOf(line.module));
		if (entry === undefined) return;
		const kind = LedgerKind(line.message);
		entry.ledger[kind] = (entry.ledger[kind] ?? 0) + 1;
	};
	for (const line of report.startup) count(line);
	let judged = 0;
	let offenses = 0;
	let tier0 = 0;
	let notes = 0;
	let denies = 0;
	let sectionCalls = 0;
	let sectionFrom: number | undefined;
	for (const call of report.calls) {
		if (call.class !== undefined) {
			judged += 1;
			classes[call.class] += 1;
			if (call.class !== "clean") offenses += 1;
		}
		if (call.tier === 0) tier0 += 1;
		if (call.denied !== undefined) denies += 1;
		if (call.sectionOn) {
			sectionCalls += 1;
			sectionFrom ??= call.index;
		}
		for (const notice of call.notices) {
			if (notice.kind === "tool-coach") notes += 1;
			byPlugin
				.get(PluginOf(notice.kind))
				?.said.push({ call: call.index, summary: notice.summary, text: notice.text });
		}
		for (const line of call.lines) count(line);
	}
	const summaries: Record<string, PluginSummary> = {};
	for (const [name, entry] of byPlugin)
		summaries[name] = { notices: entry.said.length, said: entry.said, ledger: entry.ledger };
	return {
		id: report.id,
		...(report.parent === undefined ? {} : { parent: report.parent }),
		file: report.file,
		format: report.format,
		model: report.model,
		prompts: report.prompts,
		calls: report.calls.length,
		judged,
		classes,
		offenses,
		tiers: { ledgerOnly: tier0, notes, sectionCalls, sectionFrom, denies },
		plugins: summaries,
	};
}

export function Total(summaries: readonly SessionSummary[], plugins: readonly string[]): Totals {
	const classes = Object.fromEntries(CLASSES.map((klass) => [klass, 0])) as Record<CallClass, number>;
	const perPlugin: Record<string, { notices: number; sessions: number }> = Object.fromEntries(
		plugins.map((name) => [name, { notices: 0, sessions: 0 }]),
	);
	let calls = 0;
	let judged = 0;
	let offenses = 0;
	let notes = 0;
	let denies = 0;
	let sessionsWithNotes = 0;
	let sessionsWithSection = 0;
	for (const summary of summaries) {
		calls += summary.calls;
		judged += summary.judged;
		offenses += summary.offenses;
		notes += summary.tiers.notes;
		denies += summary.tiers.denies;
		if (summary.tiers.notes > 0) sessionsWithNotes += 1;
		if (summary.tiers.sectionCalls > 0) sessionsWithSection += 1;
		for (const klass of CLASSES) classes[klass] += summary.classes[klass];
		for (const [name, plugin] of Object.entries(summary.plugins)) {
			const total = (perPlugin[name] ??= { notices: 0, sessions: 0 });
			total.notices += plugin.notices;
			if (plugin.notices > 0) total.sessions += 1;
		}
	}
	return {
		sessions: summaries.length,
		calls,
		judged,
		offenses,
		classes,
		notes,
		sessionsWithNotes,
		sessionsWithSection,
		denies,
		plugins: perPlugin,
	};
}

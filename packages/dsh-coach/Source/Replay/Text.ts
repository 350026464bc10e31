import { CLASSES } from "./ReplaySession";
import type { SessionSummary, Totals } from "./Summarize";
import { EscapeControl } from "../Function/EscapeControl";

/** Thousands separators, so the corpus totals read at a glance. */
export const Count = (value: number): string => value.toLocaleString("en-US");

/** `1 note`, `2 notes`. */
export const Plural = (count: number, word: string): string => `${Count(count)} ${word}${count === 1 ? "" : "s"}`;

const Percent = (part: number, whole: number): string => (whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`);

/** One session for a person: its classes, the tiers it reached, and what each plugin said. */
export function SessionText(summary: SessionSummary, enforce: string): string {
	const lines: string[] = [];
	const model = summary.model === undefined ? "" : ` · ${summary.model}`;
	lines.push(
		`■ ${summary.id} · ${summary.format}${model} · ${Plural(summary.calls, "call")}, ${Count(summary.judged)} judged, ${Plural(summary.prompts, "prompt")}`,
	);
	const classes = CLASSES.filter((klass) => summary.classes[klass] > 0).map(
		(klass) => `${klass} ${summary.classes[klass]}`,
	);
	lines.push(`  classes   ${classes.length === 0 ? "none judged" : classes.join(" · ")}`);
	const { tiers } = summary;
	const section =
		tiers.sectionFrom === undefined
			? "never on"
			: `on for ${tiers.sectionCalls} calls from call ${tiers.sectionFrom}`;
	lines.push(
		`  tiers     0: ${Plural(summary.offenses, "offense")} logged · 1: ${Plural(tiers.notes, "note")} · 2: section ${section} · 3: ${Plural(tiers.denies, "deny")} (enforce ${enforce})`.replace(
			"denys",
			"denies",
		),
	);
	const width = Math.max(...Object.keys(summary.plugins).map((name) => name.length));
	for (const [name, plugin] of Object.entries(summary.plugins)) {
		const said = plugin.said.slice(0, 4).map((note) => `#${note.call} ${note.summary}`);
		const more = plugin.said.length > 4 ? ` · +${plugin.said.length - 4} more` : "";
		const quiet = Object.entries(plugin.ledger)
			.filter(([kind]) => kind !== "activated" && kind !== "disabled")
			.sort((a, b) => b[1] - a[1])
			.slice(0, 3)
			.map(([kind, count]) => `${kind} ${count}`);
		const detail =
			said.length > 0
				? `${said.join(" · ")}${more}`
				: quiet.length > 0
					? `silent (ledger: ${quiet.join(", ")})`
					: "silent";
		lines.push(
			`  ${name.padEnd(width)}  ${String(plugin.notices).padStart(3)} notice${plugin.notices === 1 ? " " : "s"}  ${detail}`,
		);
	}
	return `${lines.map(EscapeControl).join("\n")}\n`;
}

/** The closing table over every replayed session. */
export function TotalsText(totals: Totals, seconds: number): string {
	const lines: string[] = [];
	lines.push(
		`Replayed ${Plural(totals.sessions, "session")}, ${Plural(totals.calls, "call")} (${Count(totals.judged)} judged) in ${seconds.toFixed(2)} s`,
	);
	lines.push("");
	lines.push("  class       calls   share");
	for (const klass of CLASSES)
		lines.push(
			`  ${klass.padEnd(10)} ${Count(totals.classes[klass]).padStart(6)}   ${Percent(totals.classes[klass], totals.judged).padStart(4)}`,
		);
	lines.push("");
	lines.push(`  tier 0  ${Count(totals.offenses)} offenses logged`);
	lines.push(`  tier 1  ${Count(totals.notes)} notes, in ${totals.sessionsWithNotes} of ${totals.sessions} sessions`);
	lines.push(`  tier 2  section on in ${totals.sessionsWithSection} of ${totals.sessions} sessions`);
	lines.push(`  tier 3  ${Count(totals.denies)} denies`);
	lines.push("");
	lines.push("  plugin              notices   sessions");
	for (const [name, plugin] of Object.entries(totals.plugins))
		lines.push(
			`  ${name.padEnd(18)} ${Count(plugin.notices).padStart(8)}   ${String(plugin.sessions).padStart(8)}`,
		);
	return `${lines.map(EscapeControl).join("\n")}\n`;
}

import { Nest } from "../Function/Nest";
import type { Nested } from "../Function/Nest";
import { CLASSES } from "./ReplaySession";
import type { CallClass, SessionReport } from "./ReplaySession";
import type { SessionSummary, Totals } from "./Summarize";
import { Count } from "./Text";

/** One colour per class; `other` is a call the coach does not judge (a dedicated tool). */
export const CLASS_COLOR: Readonly<Record<CallClass | "other", string>> = {
	write: "#d62728",
	read: "#ff7f0e",
	search: "#9467bd",
	discovery: "#1f77b4",
	control: "#8c564b",
	clean: "#2ca02c",
	other: "#9e9e9e",
};

/** Tier colours, from a logged offense (0) to a deny (3). */
export const TIER_COLOR: Readonly<Record<number, string>> = { 0: "#fdd0a2", 1: "#fd8d3c", 2: "#d94801", 3: "#7f2704" };

const Lanes: readonly (CallClass | "other")[] = [...CLASSES, "other"];

export const Escape = (text: string): string =>
	text.replace(
		/[&<>"']/g,
		(char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
	);

const Short = (text: string, cap = 160): string => {
	const flat = text.replace(/\s*\n\s*/g, " ⏎ ").trim();
	return flat.length <= cap ? flat : `${flat.slice(0, cap - 1)}…`;
};

/**
 * The timeline of one session as inline SVG: one lane per class with a dot per call, a tier strip (bar height and
 * colour by the tier the call reached), the tier-2 section as a shaded band, and plugin marks (▲ coach note,
 * ◆ suggester note, ✕ deny). Every mark carries a <title>, so hovering shows the call.
 */
export function Timeline(report: SessionReport): string {
	const calls = report.calls;
	const step = Math.max(5, Math.min(16, Math.floor(900 / Math.max(1, calls.length))));
	const left = 78;
	const lane = 15;
	const tierTop = 8;
	const tierHeight = 24;
	const marksTop = tierTop + tierHeight + 6;
	const lanesTop = marksTop + 16;
	const width = left + Math.max(1, calls.length) * step + 12;
	const height = lanesTop + Lanes.length * lane + 18;
	const x = (index: number) => left + (index - 1) * step + step / 2;
	const parts: string[] = [];
	parts.push(
		`<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="timeline of ${Escape(report.id)}">`,
	);
	// The tier-2 section's band, behind everything.
	for (const call of calls) {
		if (call.sectionOn)
			parts.push(
				`<rect class="section-band" x="${x(call.index) - step / 2}" y="${tierTop}" width="${step}" height="${height - tierTop - 14}" fill="#fff1e0"/>`,
			);
	}
	parts.push(`<text x="4" y="${tierTop + tierHeight - 4}" class="label">tier</text>`);
	parts.push(`<text x="4" y="${marksTop + 10}" class="label">plugins</text>`);
	for (const [row, name] of Lanes.entries()) {
		const y = lanesTop + row * lane + lane / 2;
		parts.push(`<text x="4" y="${y + 4}" class="label">${name}</text>`);
		parts.push(`<line x1="${left}" x2="${width - 8}" y1="${y}" y2="${y}" stroke="#eee"/>`);
	}
	for (const call of calls) {
		const cx = x(call.index);
		const name = call.class ?? "other";
		const title = Escape(
			`#${call.index} ${call.tool}: ${Short(call.text)}${call.class === undefined ? "" : ` — ${call.class}`}${call.tier >= 0 ? `, tier ${call.tier}` : ""}`,
		);
		if (call.tier >= 0) {
			const barHeight = ((call.tier + 1) / 4) * tierHeight;
			parts.push(
				`<rect class="tier" data-call="${call.index}" data-tier="${call.tier}" x="${cx - step / 2 + 1}" y="${tierTop + tierHeight - barHeight}" width="${Math.max(1, step - 2)}" height="${barHeight}" fill="${TIER_COLOR[call.tier]}"><title>${title}</title></rect>`,
			);
		}
		const row = Lanes.indexOf(name);
		parts.push(
			`<circle class="call" data-call="${call.index}" data-class="${name}" cx="${cx}" cy="${lanesTop + row * lane + lane / 2}" r="${Math.max(2, Math.min(5, step / 2 - 0.5))}" fill="${CLASS_COLOR[name]}"><title>${title}</title></circle>`,
		);
		let offset = 0;
		for (const notice of call.notices) {
			const coach = notice.kind === "tool-coach";
			const glyph = coach ? "▲" : "◆";
			parts.push(
				`<text class="mark" data-call="${call.index}" data-kind="${Escape(notice.kind)}" x="${cx}" y="${marksTop + 10 + offset}" text-anchor="middle" fill="${coach ? "#d94801" : "#3f51b5"}">${glyph}<title>${Escape(`#${call.index} ${notice.kind}: ${notice.summary}`)}</title></text>`,
			);
			offset -= 3;
		}
		if (call.denied !== undefined) {
			parts.push(
				`<text class="mark deny" data-call="${call.index}" x="${cx}" y="${marksTop + 10}" text-anchor="middle" fill="#7f2704">✕<title>${Escape(`#${call.index} denied: ${Short(call.denied)}`)}</title></text>`,
			);
		}
	}
	parts.push(`<text x="${left}" y="${height - 3}" class="axis">call 1</text>`);
	if (calls.length > 1)
		parts.push(
			`<text x="${x(calls.length)}" y="${height - 3}" class="axis" text-anchor="end">call ${calls.length}</text>`,
		);
	parts.push("</svg>");
	return parts.join("");
}

const Style = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #222; background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; }
.meta { color: #666; margin: 0 0 8px; }
table { border-collapse: collapse; margin: 8px 0 16px; }
th, td { padding: 2px 10px; text-align: right; border-bottom: 1px solid #eee; }
th:first-child, td:first-child { text-align: left; }
.session { border-top: 1px solid #ddd; padding: 14px 0; }
.subagents { margin-left: 22px; border-left: 3px solid #e0e0e0; padding-left: 12px; }
.scroll { overflow-x: auto; }
.timeline .label { font-size: 10px; fill: #555; }
.timeline .axis { font-size: 9px; fill: #999; }
.timeline .mark { font-size: 10px; }
.legend span { display: inline-block; margin-right: 14px; }
.tables { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 5px; margin-right: 4px; vertical-align: -1px; }
details { margin-top: 6px; }
pre { white-space: pre-wrap; background: #f7f7f7; padding: 6px 8px; margin: 4px 0 10px; font-size: 12px; }
`;

function Legend(): string {
	const classes = Lanes.map(
		(name) => `<span><i class="swatch" style="background:${CLASS_COLOR[name]}"></i>${name}</span>`,
	).join("");
	const tiers = [0, 1, 2, 3]
		.map(
			(tier) =>
				`<span><i class="swatch" style="background:${TIER_COLOR[tier]};border-radius:0"></i>tier ${tier}</span>`,
		)
		.join("");
	return `<p class="legend">${classes}</p><p class="legend">${tiers}<span>▲ coach note</span><span>◆ suggester note</span><span>✕ deny</span><span><i class="swatch" style="background:#fff1e0;border-radius:0;border:1px solid #f0d0b0"></i>tier-2 section on</span></p>`;
}

function TotalsTable(totals: Totals): string {
	const rows = CLASSES.map((klass) => `<tr><td>${klass}</td><td>${Count(totals.classes[klass])}</td></tr>`).join("");
	const plugins = Object.entries(totals.plugins)
		.map(
			([name, plugin]) =>
				`<tr><td>${Escape(name)}</td><td>${Count(plugin.notices)}</td><td>${plugin.sessions}</td></tr>`,
		)
		.join("");
	return `<div class="tables"><table class="totals"><tr><th>class</th><th>calls</th></tr>${rows}</table>
<table class="tiers"><tr><th>tier</th><th>count</th></tr><tr><td>0 offenses logged</td><td>${Count(totals.offenses)}</td></tr><tr><td>1 notes</td><td>${Count(totals.notes)}</td></tr><tr><td>2 sessions with the section</td><td>${totals.sessionsWithSection}</td></tr><tr><td>3 denies</td><td>${Count(totals.denies)}</td></tr></table>
<table class="plugins"><tr><th>plugin</th><th>notices</th><th>sessions</th></tr>${plugins}</table></div>`;
}

function SessionBlock(report: SessionReport, summary: SessionSummary, subagents = ""): string {
	const said = Object.entries(summary.plugins)
		.flatMap(([name, plugin]) =>
			plugin.said.map(
				(note) =>
					`<p><b>#${note.call} ${Escape(name)}</b> — ${Escape(note.summary)}</p><pre>${Escape(note.text)}</pre>`,
			),
		)
		.join("");
	const denies = report.calls
		.filter((call) => call.denied !== undefined)
		.map((call) => `<p><b>#${call.index} denied</b></p><pre>${Escape(call.denied as string)}</pre>`)
		.join("");
	const classes = CLASSES.filter((klass) => summary.classes[klass] > 0)
		.map((klass) => `${klass} ${summary.classes[klass]}`)
		.join(" · ");
	const details =
		said + denies === ""
			? ""
			: `<details><summary>What the plugins said (${Object.values(summary.plugins).reduce((sum, plugin) => sum + plugin.notices, 0)} notices, ${summary.tiers.denies} denies)</summary>${said}${denies}</details>`;
	return `<section class="session" data-session="${Escape(report.id)}">
<h2>${report.parent === undefined ? "" : "subagent · "}${Escape(report.id)}</h2>
<p class="meta">${Escape(report.format)}${report.model === undefined ? "" : ` · ${Escape(report.model)}`} · ${summary.calls} calls · ${summary.judged} judged · ${classes || "none judged"} · ${summary.tiers.notes} notes · section ${summary.tiers.sectionFrom === undefined ? "never on" : `from call ${summary.tiers.sectionFrom}`} · ${summary.tiers.denies} denies</p>
<div class="scroll">${Timeline(report)}</div>${details}${subagents === "" ? "" : `\n<div class="subagents">${subagents}</div>`}
</section>`;
}

/** The self-contained report: inline CSS and SVG, no script, no external asset. */
export function HtmlReport(
	reports: readonly SessionReport[],
	summaries: readonly SessionSummary[],
	totals: Totals,
	title: string,
): string {
	// A subagent's block sits inside its parent session's block.
	const Block = (node: Nested<SessionReport>): string =>
		SessionBlock(node.item, summaries[node.index], node.children.map(Block).join("\n"));
	const sessions = Nest(reports).map(Block).join("\n");
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${Escape(title)}</title><style>${Style}</style></head>
<body>
<h1>${Escape(title)}</h1>
<p class="meta">${Count(totals.sessions)} sessions · ${Count(totals.calls)} calls · ${Count(totals.judged)} judged by the tool coach</p>
${Legend()}
${TotalsTable(totals)}
${sessions}
</body></html>
`;
}

/**
 * The labeled dev set (Test/Data/DevSet.jsonl), hand-labeled by the class definitions:
 * - 340 "corpus:" lines sampled from Data/Corpora/agent-sessions.jsonl.gz (commands flattened
 *   in file order; indices drawn with mulberry32(0x5eed2026), `floor(rnd() * 14250)`, skipping
 *   repeated indices and repeated texts, first 340 kept);
 * - "crafted:" bash evasions and near-misses, and PowerShell commands (tool "pwsh").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Detect } from "../Source/Function/Detect";
import type { CommandClass } from "../Source/Interface/Detection";
import { DEFAULT_EXEMPTS } from "../Source/Variable/Exempts";
import { DEFAULT_PATTERNS } from "../Source/Variable/Patterns";

interface Labeled {
	tool: "bash" | "pwsh";
	command: string;
	class: CommandClass;
	why: string;
}

const CLASSES: readonly CommandClass[] = ["write", "read", "search", "discovery", "control", "clean"];
const rows = readFileSync(new URL("./Data/DevSet.jsonl", import.meta.url), "utf8")
	.split("\n")
	.filter((line) => line.trim().length > 0)
	.map((line) => JSON.parse(line) as Labeled);

const predictions = rows.map((row) => Detect(row.command, row.tool, DEFAULT_PATTERNS, DEFAULT_EXEMPTS).class);

function summary(): {
	agreement: number;
	writePrecision: number;
	writeRecall: number;
	table: string;
	misses: string[];
} {
	const confusion = new Map<string, number>();
	let agree = 0;
	let predictedWrite = 0;
	let trueWrite = 0;
	let labeledWrite = 0;
	const misses: string[] = [];
	rows.forEach((row, index) => {
		const predicted = predictions[index];
		const key = `${row.class}>${predicted}`;
		confusion.set(key, (confusion.get(key) ?? 0) + 1);
		if (predicted === row.class) agree++;
		else misses.push(`${row.tool} ${row.class} -> ${predicted}: ${JSON.stringify(row.command.slice(0, 120))}`);
		if (predicted === "write") predictedWrite++;
		if (row.class === "write") labeledWrite++;
		if (predicted === "write" && row.class === "write") trueWrite++;
	});
	const header = `label \\ predicted  ${CLASSES.map((c) => c.padStart(10)).join("")}`;
	const lines = CLASSES.map(
		(label) =>
			`${label.padEnd(18)} ${CLASSES.map((p) => String(confusion.get(`${label}>${p}`) ?? 0).padStart(10)).join("")}`,
	);
	return {
		agreement: agree / rows.length,
		writePrecision: predictedWrite === 0 ? 1 : trueWrite / predictedWrite,
		writeRecall: labeledWrite === 0 ? 1 : trueWrite / labeledWrite,
		table: [header, ...lines].join("\n"),
		misses,
	};
}

describe("the labeled dev set", () => {
	it("is large enough and well-formed", () => {
		const corpus = rows.filter((row) => row.why.startsWith("corpus:"));
		const crafted = rows.filter((row) => row.why.startsWith("crafted:") && row.tool === "bash");
		const powershell = rows.filter((row) => row.tool === "pwsh");
		expect(corpus.length).toBeGreaterThanOrEqual(300);
		expect(crafted.length).toBeGreaterThanOrEqual(80);
		expect(powershell.length).toBeGreaterThanOrEqual(30);
		for (const row of rows) {
			expect(CLASSES).toContain(row.class);
			expect(["bash", "pwsh"]).toContain(row.tool);
			expect(row.why.length).toBeGreaterThan(0);
		}
		expect(new Set(rows.map((row) => `${row.tool}\u0000${row.command}`)).size).toBe(rows.length);
	});

	it("agrees >= 0.97 overall with write precision >= 0.99", () => {
		const { agreement, writePrecision, writeRecall, table, misses } = summary();
		console.log(
			[
				`dev set: ${rows.length} commands, agreement ${agreement.toFixed(4)}, write precision ${writePrecision.toFixed(4)}, write recall ${writeRecall.toFixed(4)}`,
				table,
				...(misses.length > 0 ? ["disagreements:", ...misses] : []),
			].join("\n"),
		);
		expect(agreement).toBeGreaterThanOrEqual(0.97);
		expect(writePrecision).toBeGreaterThanOrEqual(0.99);
	});
});

// Generated from the rule records (Variable/Rules.ts): each rule's examples, operands and wrappers are checked
// against the real detector, so a rule and its proof live in one record.
import { NormalizeShell, OPTION_SPECS, PASS_THROUGH } from "@playform/lib-dsh-core/Shell";
import { describe, expect, it } from "vitest";
import { CompileRows, Detect } from "../Source/Function/Detect";
import { NormalizePowerShell } from "../Source/Function/DetectPowerShell";
import { DEFAULT_EXEMPTS } from "../Source/Variable/Exempts";
import { DEFAULT_PATTERNS, RULES } from "../Source/Variable/Rules";

const PWSH = "pwsh: ";
const terminal = (example: string): "bash" | "pwsh" => (example.startsWith(PWSH) ? "pwsh" : "bash");
const command = (example: string): string => (example.startsWith(PWSH) ? example.slice(PWSH.length) : example);
const judge = (example: string) => Detect(command(example), terminal(example), DEFAULT_PATTERNS, DEFAULT_EXEMPTS);
/** The texts the rows see for an example: every normalized command, before and after unwrapping. */
const texts = (example: string): string[] =>
	(terminal(example) === "pwsh" ? NormalizePowerShell(command(example)) : NormalizeShell(command(example))).flatMap(
		(pipeline) =>
			pipeline.commands.flatMap((normal) =>
				normal.outer === undefined ? [normal.text] : [normal.text, normal.outer],
			),
	);

describe("the rule records", () => {
	it("are the default table, in order, and a gate belongs to its rule's pattern (never to a note)", () => {
		expect(DEFAULT_PATTERNS.map((row) => row.pattern)).toEqual(RULES.map((rule) => rule.pattern));
		const compiled = CompileRows(
			RULES.map((rule) => ({
				pattern: rule.pattern,
				class: rule.class,
				tool: rule.tool,
				note: `renamed ${rule.note}`,
			})),
		);
		expect(compiled.map((row) => row.gate)).toEqual(RULES.map((rule) => rule.gate));
	});

	for (const rule of RULES) {
		describe(rule.note, () => {
			const regex = new RegExp(rule.pattern);

			it.each(rule.examples.hits)("decides %j", (example) => {
				const detection = judge(example);
				expect([detection.class, detection.pattern]).toEqual([rule.class, rule.pattern]);
			});

			if (rule.examples.misses) {
				it.each(rule.examples.misses)("lets %j through although its regex matches", (example) => {
					expect(texts(example).some((text) => regex.test(text))).toBe(true);
					expect(judge(example).pattern).not.toBe(rule.pattern);
				});
			}

			if (rule.gate) {
				it("has a near miss that shows its gate at work", () =>
					expect(rule.examples.misses?.length ?? 0).toBeGreaterThan(0));
			}

			if (rule.operands) {
				it.each(rule.operands)("reads %s's operands through the core's option table", (head) => {
					expect(OPTION_SPECS[head]).toBeDefined();
					expect(regex.test(`${head} f`)).toBe(true);
				});
			}

			if (rule.wrappers) {
				it.each(rule.wrappers)("sees through the core's %s wrapper, and an example uses it", (wrapper) => {
					expect(PASS_THROUGH[wrapper]).toBeDefined();
					expect(rule.examples.hits.some((example) => command(example).startsWith(`${wrapper} `))).toBe(true);
				});
			}
		});
	}
});

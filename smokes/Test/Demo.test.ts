// `dsh-coach demo` end to end, as a reader runs it after install: the built command, the real runtime and tools.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, describe, expect, it } from "vitest";

const Root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const Bin = join(Root, "packages", "dsh-coach", "Target", "Bin.js");
const ledgerFolders = new Set<string>();
afterAll(() => {
	for (const folder of ledgerFolders) rmSync(folder, { recursive: true, force: true });
});

function Demo(): { stdout: string; ledgers: string[] } {
	const run = spawnSync(process.execPath, [Bin, "demo"], {
		cwd: Root,
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	expect(run.stderr).toMatch(/^dsh-coach demo: done in \d+\.\d\d s\n$/);
	expect(run.status).toBe(0);
	const ledgers = run.stdout
		.split("\n")
		.filter((line) => /^ {2}\/.*\.log$/.test(line))
		.map((line) => line.trim());
	for (const ledger of ledgers) ledgerFolders.add(dirname(ledger));
	return { stdout: run.stdout, ledgers };
}

describe("dsh-coach demo", () => {
	const first = Demo();

	it("prints the same bytes on every run, but for the ledger paths", () => {
		const second = Demo();
		const stable = (text: string) =>
			text
				.split("\n")
				.filter((line) => !/^ {2}\/.*\.log$/.test(line))
				.join("\n");
		expect(stable(second.stdout)).toBe(stable(first.stdout));
		// No temporary path or timestamp outside the ledger-path lines.
		expect(stable(first.stdout)).not.toMatch(
			/\/tmp\/|dsh-coach-(workspace|home|storage|ledgers)-|\d{4}-\d\d-\d\dT\d\d:/,
		);
	});

	it("loads the core and the three plugins by name with their patch-row configs, the suggesters switched on", () => {
		expect(first.stdout).toContain("@playform/lib-dsh-core                the pluginFactory service");
		expect(first.stdout).toMatch(
			/@playform\/hook-dsh-tool-coach {9}activated \(bundle 0\.2\.1, threshold=3\/8, cooldown=10, escalate=6, clean=12, enforce=off@4/,
		);
		expect(first.stdout).toMatch(/@playform\/hook-dsh-search-suggester {3}activated \(.*\[enabled for the demo\]/);
		expect(first.stdout).toMatch(/@playform\/hook-dsh-replay-suggester {3}activated \(.*\[enabled for the demo\]/);
	});

	it("shows what the model saw: the tier-1 notice, the suggestions, the tier-2 section and the tier-3 deny", () => {
		const out = first.stdout;
		expect(out).toContain("the model sees a notice from tool-coach · bash read × 3");
		expect(out).toContain(
			"┃ Use `read` instead: Read a UTF-8 text file and return line-numbered content. (key parameter: `file_path`).",
		);
		expect(out).toMatch(
			/the model sees a notice from search-suggester · search-suggester: Version → package\.json, CHANGELOG\.md/,
		);
		expect(out).toMatch(/the model sees a notice from replay-suggester · replay: /);
		expect(out).toContain("the system prompt now carries the tier-2 section:\n        ┃ ## Tool discipline");
		expect(out).toContain('ctx.loader.update("tool-coach", {"enforce":"write"})');
		expect(out).toMatch(
			/← DENIED \(tier 3\), the tool's error is the coach's reason:\n {8}┃ Error: Denied by tool-coach/,
		);
		expect(out).toMatch(/ledger {2}hook-dsh-tool-coach: denied bash write <catch-all> -> use edit/);
		// The regression to the terminal, with the real tools answering.
		expect(out).toMatch(/→ bash {2}sed -i 's\/"version": "1\.4\.2"\/"version": "1\.5\.0"\/' package\.json/);
		expect(out).toContain('→ grep  "size - 1" in src');
	});

	it("closes with the summary table and the ledger paths, whose lines are stamped", () => {
		expect(first.stdout).toMatch(/━━ Summary\n {2}\d+ tool calls, \d+ of them terminal calls the coach judged/);
		expect(first.stdout).toMatch(/tier 3 {2}denied 3\.2 `cat >> src\/paginate\.js <<'EOF' … \(7 lines\)`/);
		expect(first.ledgers.map((path) => path.split("/").pop())).toEqual([
			"hook-dsh-tool-coach.log",
			"hook-dsh-search-suggester.log",
			"hook-dsh-replay-suggester.log",
		]);
		for (const ledger of first.ledgers) {
			expect(existsSync(ledger)).toBe(true);
			const lines = readFileSync(ledger, "utf8").trimEnd().split("\n");
			for (const line of lines) expect(line).toMatch(/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] [\w-]+: /);
			expect(lines.some((line) => line.includes(": activated ("))).toBe(true);
		}
	});
});

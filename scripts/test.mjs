#!/usr/bin/env node
// The README's test command: vitest over every package and the real-harness tests, a type check of every package,
// then every smoke script against the built Target/, ending with one summary line `N passed, N failed` over all.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { ThrowawayHome } from "./throwaway-home.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const report = join(tmpdir(), `dsh-coach-vitest-${process.pid}.json`);
const vitest = spawnSync(
	process.execPath,
	[
		join(root, "node_modules/vitest/vitest.mjs"),
		"run",
		"--reporter=default",
		"--reporter=json",
		`--outputFile.json=${report}`,
		...only,
	],
	{ cwd: root, stdio: "inherit", env: process.env },
);
try {
	const json = JSON.parse(readFileSync(report, "utf8"));
	passed += json.numPassedTests ?? 0;
	skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
	// a file that fails to load has no failed assertion of its own: count it once
	const brokenFiles = (json.testResults ?? []).filter(
		(file) => file.status === "failed" && !(file.assertionResults ?? []).some((a) => a.status === "failed"),
	).length;
	failed += (json.numFailedTests ?? 0) + brokenFiles;
	rmSync(report, { force: true });
} catch {
	failed += 1;
	console.error("vitest produced no report (exit " + vitest.status + ")");
}
if (vitest.status !== 0 && failed === 0) failed += 1;

if (only.length === 0) {
	// A type error fails the run: every package (Source and Test) and the real-harness tests are checked.
	const typescript = join(root, "node_modules/typescript/bin/tsc");
	const projects = [
		...readdirSync(join(root, "packages")).map((folder) => join("packages", folder)),
		"smokes",
	].filter((folder) => existsSync(join(root, folder, "tsconfig.json")));
	for (const project of projects) {
		const check = spawnSync(process.execPath, [typescript, "--noEmit", "-p", project], {
			cwd: root,
			encoding: "utf8",
			maxBuffer: 64 * 1024 * 1024,
		});
		if (check.status === 0) passed += 1;
		else failed += 1;
		console.log(`types ${project}: ${check.status === 0 ? "ok" : "FAIL"}`);
		if (check.status !== 0)
			console.log(
				`${check.stdout ?? ""}${check.stderr ?? ""}`
					.split("\n")
					.slice(0, 40)
					.map((line) => `  ${line}`)
					.join("\n"),
			);
	}

	// The formatter with its line limit (.prettierrc.json): an unformatted file fails the run.
	const prettier = join(root, "node_modules/prettier/bin/prettier.cjs");
	const format = spawnSync(process.execPath, [prettier, "--check", "**/*.{ts,mts,mjs,js}"], {
		cwd: root,
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	if (format.status === 0) passed += 1;
	else failed += 1;
	console.log(`format: ${format.status === 0 ? "ok" : "FAIL (run pnpm format)"}`);
	if (format.status !== 0)
		console.log(
			`${format.stdout ?? ""}${format.stderr ?? ""}`
				.split("\n")
				.filter((line) => line.startsWith("[warn]"))
				.slice(0, 40)
				.join("\n"),
		);

	const smokes = readdirSync(join(root, "smokes"))
		.filter((file) => file.endsWith("-smoke.mjs"))
		.sort();
	for (const smoke of smokes) {
		// like the vitest files, a smoke never writes into the real home nor leaves its temp folders behind
		const scratch = ThrowawayHome("dsh-coach-smoke");
		const env = { ...process.env, ...scratch.env };
		const run = spawnSync(process.execPath, [join(root, "smokes", smoke)], {
			cwd: root,
			encoding: "utf8",
			env,
			maxBuffer: 64 * 1024 * 1024,
		});
		scratch.remove();
		const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
		const failures = output.split("\n").filter((line) => line.startsWith("FAIL"));
		const summary = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/m.exec(run.stdout ?? "");
		if (summary) {
			passed += Number(summary[1]);
			failed += Number(summary[2]);
			skipped += Number(summary[3] ?? 0);
		} else {
			failed += 1;
		}
		if (run.status !== 0 && summary && Number(summary[2]) === 0) failed += 1;
		console.log(`smoke ${smoke}: ${summary ? summary[0].trim() : `no summary (exit ${run.status})`}`);
		// a skip must say why: the smoke's SKIP lines are shown with its summary
		for (const line of output.split("\n").filter((line) => line.startsWith("SKIP"))) console.log(`  ${line}`);
		for (const line of failures) console.log(`  ${line}`);
		if (!summary)
			console.log(
				output
					.split("\n")
					.slice(-15)
					.map((line) => `  ${line}`)
					.join("\n"),
			);
	}
}

console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 ? 0 : 1);

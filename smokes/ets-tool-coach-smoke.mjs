// node smokes/ets-tool-coach-smoke.mjs — the seed battery against the Effect-TS twin's built Target/, then the
// tracing-hygiene pass: the smoke spawns itself with FACTORY_SMOKE_TRACING=1 and requires byte-identical stdout
// and ledger (timestamps aside), and the Classic twin run silently must give the same stdout and ledger too.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as Ets from "../packages/ets-hook-dsh-tool-coach/Target/Library.js";
import * as Classic from "../packages/hook-dsh-tool-coach/Target/Library.js";
import { Reporter } from "../packages/testkit/Target/Library.js";
// the battery makes one ledger folder per mount, listed in mount order, so the twins' ledgers can be compared
import { LEDGER_FOLDERS as folders, RemoveLedgers, RunBattery } from "./ToolCoachBattery.mjs";

/** Runs the battery against one twin, capturing what it prints; returns the text and the ledger. */
const Battery = async (plugin, { echo }) => {
	const printed = [];
	const log = console.log;
	console.log = (...args) => {
		const line = args.join(" ");
		printed.push(line);
		// the battery's own summary stays in the captured text; only the closing tally is printed
		if (echo && !/^\d+ passed, \d+ failed$/.test(line)) log(line);
	};
	const start = folders.length;
	const reporter = Reporter();
	try {
		await RunBattery(plugin, reporter, plugin === Classic ? "classic" : "ets");
		reporter.done();
	} finally {
		console.log = log;
	}
	const ledger = folders
		.slice(start)
		.map((folder, index) => {
			let text = "";
			try {
				text = readFileSync(join(folder, "ledger", "coach.log"), "utf8");
			} catch {
				// a mount that failed validation wrote nothing
			}
			return `== mount ${index}\n${text.replace(/^\[[^\]\n]+\] /gm, "[T] ")}`;
		})
		.join("");
	RemoveLedgers(start);
	return { stdout: `${printed.join("\n")}\n`, ledger, summary: printed.at(-1) ?? "" };
};

if (process.env.ETS_SMOKE_CHILD) {
	// The tracing child: print the battery exactly, hand the ledger and the span counts back through files.
	const run = await Battery(Ets, { echo: true });
	console.log(run.summary);
	writeFileSync(process.env.ETS_SMOKE_CHILD, JSON.stringify({ ledger: run.ledger, spans: Ets.SpanCounts() }));
	process.exit(/ 0 failed$/.test(run.summary) ? 0 : 1);
}

const plain = await Battery(Ets, { echo: true });
const handoff = join(tmpdir(), `ets-smoke-${process.pid}.json`);
const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
	encoding: "utf8",
	env: { ...process.env, FACTORY_SMOKE_TRACING: "1", ETS_SMOKE_CHILD: handoff },
	maxBuffer: 64 * 1024 * 1024,
});
let traced = { ledger: "", spans: {} };
try {
	traced = JSON.parse(readFileSync(handoff, "utf8"));
	rmSync(handoff, { force: true });
} catch {
	// checked below
}
const classic = await Battery(Classic, { echo: false });

// The closing tally: the battery's own checks, then the tracing and twin checks.
let passed = plain.stdout.split("\n").filter((line) => line.startsWith("PASS ")).length;
let failed = plain.stdout.split("\n").filter((line) => line.startsWith("FAIL ")).length;
const check = (label, condition, detail) => {
	if (condition) passed++;
	else failed++;
	console.log(
		condition
			? `PASS ${label}`
			: `FAIL ${label} :: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`,
	);
};
const lines = plain.ledger.split("\n").filter((line) => line.startsWith("[T] ")).length;
check("T tracing child exits 0", child.status === 0, `${child.status} ${child.stderr?.slice(-400)}`);
check("T tracing stdout byte-identical", child.stdout === plain.stdout, {
	plain: plain.stdout.length,
	traced: child.stdout?.length,
});
check(
	`T tracing ledger byte-identical (${lines} lines, timestamps aside)`,
	traced.ledger === plain.ledger && lines > 0,
	{ plain: plain.ledger.length, traced: traced.ledger.length },
);
const spanNames = Object.keys(traced.spans);
const services = ["Settings.", "Detector.", "Ladder.", "Composer.", "Ledger."];
check(
	"T tracing mode ran spans around every service",
	services.every((service) => spanNames.some((name) => name.startsWith(service))),
	traced.spans,
);
check("T no span without tracing", Object.keys(Ets.SpanCounts()).length === 0, Ets.SpanCounts());
check("T Classic twin: same battery stdout", classic.stdout === plain.stdout, "stdout differs");
check("T Classic twin: same ledger bytes (timestamps aside)", classic.ledger === plain.ledger, "ledger differs");
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;

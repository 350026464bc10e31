// pnpm bench: every benchmark in one run, one after the other, each printing its own figures.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const benches = [
	["tool-coach-classify.mjs"],
	["tool-coach.mjs", "--expose-gc"],
	["tool-coach-twins.mjs"],
	["search.mjs"],
	["replay.mjs"],
	["signature.mjs"],
	["hook.mjs"],
	["hostile.mjs"],
	["fuzz.mjs"],
	["load.mjs", "--expose-gc"],
];
let failed = 0;
for (const [file, ...flags] of benches) {
	console.log(`\n== bench/${file}`);
	const run = spawnSync(process.execPath, [...flags, fileURLToPath(new URL(file, import.meta.url))], {
		stdio: "inherit",
	});
	if (run.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;

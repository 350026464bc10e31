#!/usr/bin/env node
// The cost of the recall store's size in the real harness: reads through the real tools with the storage domain
// mounted (dsh-storage-json rewrites the whole unit file on every record), timed per block of calls as the
// store fills, for the shipped historyDepth and the seed's 32. Prints figures; asserts nothing.
//   node bench/replay-store.mjs [--calls 1200] [--block 200]
import "./Scratch.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const Here = fileURLToPath(new URL(".", import.meta.url));
const Harness = await import(join(Here, "../packages/dsh-coach/Target/Harness/Library.js"));
const Plugin = await import(join(Here, "../packages/hook-dsh-replay-suggester/Target/Library.js"));

const Argument = (flag, fallback) => {
	const index = process.argv.indexOf(flag);
	return index > 0 && process.argv[index + 1] !== undefined ? Number(process.argv[index + 1]) : fallback;
};
const Calls = Argument("--calls", 1200);
const Block = Argument("--block", 200);

for (const historyDepth of [Plugin.HISTORY_DEPTH, 32]) {
	const bed = await Harness.Boot({ storage: true });
	try {
		await bed.load("@playform/lib-dsh-core");
		let state;
		bed.ctx.on("replay-suggester/state", (applied) => (state = applied));
		await bed.load("@playform/hook-dsh-replay-suggester", {
			enabled: true,
			log: false,
			historyDepth,
			historyPath: join(bed.dshHome, "none.json"),
			recordPath: join(bed.dshHome, "r.json"),
		});
		await state.Opened;
		const blocks = [];
		let started = process.hrtime.bigint();
		for (let call = 1; call <= Calls; call++) {
			const file = `src/m${call % 50}/f${call}.ts`;
			mkdirSync(join(bed.workspace, `src/m${call % 50}`), { recursive: true });
			writeFileSync(join(bed.workspace, file), "");
			await bed.execute("read", { file_path: file });
			if (call % Block === 0) {
				// the writes are queued on the store's chain: a block is done when they have landed
				await state.Flush();
				const now = process.hrtime.bigint();
				blocks.push(`${call - Block + 1}-${call}: ${(Number(now - started) / 1e6 / Block).toFixed(1)} ms/call`);
				started = now;
			}
		}
		console.log(
			`storage domain (dsh-storage-json), historyDepth ${historyDepth}: ${blocks.join(", ")}; ${state.History.length} entries kept`,
		);
	} finally {
		await bed.dispose();
	}
}

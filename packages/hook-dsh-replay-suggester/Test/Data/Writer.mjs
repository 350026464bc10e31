// A child process that records calls through the BUILT plugin (file tier) without end, so a test can kill it
// mid-write. argv: <home> <workspace>. Prints `calls <n>` every 20 calls.
import { join } from "node:path";
import { Append, State } from "@playform/lib-dsh-core";
import Plugin, { Config } from "../../Target/Library.js";

const [home, workspace] = process.argv.slice(2);
const listeners = {};
let state;
const ctx = {
	on: (event, listener) => ((listeners[event] ??= []).push(listener), () => undefined),
	emit: (event, value) => event === "replay-suggester/state" && (state = value),
	get: () => undefined,
	pluginFactory: { State, Append },
};
Plugin.apply(ctx, {
	...Config({}),
	log: false,
	historyDepth: 5000,
	historyPath: join(home, "none.json"),
	recordPath: join(home, "replay_history.json"),
});
await state.Opened;
const agent = { session: { header: { cwd: workspace } } };
for (let n = 1; ; n++) {
	await listeners["tools/post-execute"][0](
		{ name: "read", arguments: { file_path: `src/f${n}.ts` }, agent, callId: `c${n}` },
		{},
		async () => ({ kind: "accept" }),
	);
	// let the store's writes run between calls, as a live session would
	await new Promise((resolve) => setImmediate(resolve));
	if (n % 20 === 0) process.stdout.write(`calls ${n}\n`);
}

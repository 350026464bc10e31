// Imported first by every bench that runs the real harness: the harness's bash tool makes its spill folder
// (`dsh-subprocess-*`) under the temp folder, so the bench gets one of its own (the tests' throwaway folder, its
// TMPDIR only: the bench's home stays the user's), removed when it ends or is stopped.
import { ThrowawayHome } from "../scripts/throwaway-home.mjs";

const scratch = ThrowawayHome("dsh-coach-bench");
for (const name of ["TMPDIR", "TMP", "TEMP"]) process.env[name] = scratch.env[name];
process.on("exit", scratch.remove);
for (const signal of ["SIGINT", "SIGTERM"])
	process.once(signal, () => {
		scratch.remove();
		process.exit(128 + (signal === "SIGINT" ? 2 : 15));
	});

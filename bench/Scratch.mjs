// Imported first by every bench that runs the real harness: the harness's bash tool makes its spill folder
// (`dsh-subprocess-*`) under the temp folder, so the bench gets one of its own, removed when it ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const scratch = mkdtempSync(join(tmpdir(), "dsh-coach-bench-"));
for (const name of ["TMPDIR", "TMP", "TEMP"]) process.env[name] = scratch;
const Remove = () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
process.on("exit", Remove);
for (const signal of ["SIGINT", "SIGTERM"])
	process.once(signal, () => {
		Remove();
		process.exit(128 + (signal === "SIGINT" ? 2 : 15));
	});

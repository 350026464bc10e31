// node smokes/tool-coach-smoke.mjs — the seed battery against the Classic twin's built Target/.
import * as plugin from "../packages/hook-dsh-tool-coach/Target/Library.js";
import { Reporter } from "../packages/testkit/Target/Library.js";
import { RemoveLedgers, RunBattery } from "./ToolCoachBattery.mjs";

const reporter = Reporter();
try {
	await RunBattery(plugin, reporter, "classic");
} finally {
	RemoveLedgers();
}
reporter.done();

import type { Detection } from "../Interface/Detection";
import type { ToolLine } from "../Interface/ToolLine";

/**
 * A class whose dedicated tool the calling agent cannot call is not an offense there: the terminal is its only way
 * (an agent whose scoped tools omit `grep`, a host without a reader). Such a call counts as clean, and the ledger
 * says why once per agent: `exempt <terminal> no-tool:<tool>`. Without the agent's tool set (`available`
 * undefined: `fetchLive` off, or the registry unreadable) every dedicated tool is assumed there.
 */
export const WithoutTool = (detection: Detection, available: readonly ToolLine[] | undefined): Detection =>
	available === undefined || detection.class === "clean" || available.some((line) => line.name === detection.tool)
		? detection
		: { ...detection, class: "clean", pattern: "", tool: "", exempt: `no-tool:${detection.tool}` };

import type { Context } from "@deepseek-ai/cordis";
import { Config, MODULE } from "@playform/hook-dsh-tool-coach";
import { Apply } from "./Function/Apply";

// A drop-in for the Classic twin: the same name, inject and Config object, so a profile mounts one or the other.
export const name = MODULE;
export const inject = ["pluginFactory", "tools"];
export { Config };

/** Mounts the coach; returns nothing (the state is `ctx.__hookDshToolCoachState`). */
export function apply(ctx: Context, config: Record<string, unknown>): void {
	Apply(ctx, config);
}

// The battery and the parity test read the shared pure core through either twin.
export {
	Detect,
	RowsInForce,
	ExemptsInForce,
	DEFAULT_PATTERNS,
	DEFAULT_EXEMPTS,
	NOTE_FIRST,
	NOTE_PERSISTENT,
	NOTE_DENIED,
	FIELDS,
	MODULE,
	BUNDLE,
	NOTICE_KIND,
	SECTION_NAME,
	CoachConfigError,
} from "@playform/hook-dsh-tool-coach";
export type { CoachConfig, CoachHandle, AgentMemory, Detection } from "@playform/hook-dsh-tool-coach";

export { Host, HostLayer } from "./Service/Host";
export { Ledger, LedgerLayer } from "./Service/Ledger";
export { Settings, SettingsLayer } from "./Service/Settings";
export { Detector, DetectorLayer } from "./Service/Detector";
export { Ladder, LadderLayer } from "./Service/Ladder";
export { Composer, ComposerLayer } from "./Service/Composer";
export { Tracing, TracingLayer, TracingRequested, SpanCounts } from "./Service/Tracing";
export { CoachLayer, BuildRuntime } from "./Function/Runtime";
export type { CoachServices, CoachRuntime } from "./Function/Runtime";
export { MakePrograms } from "./Function/Programs";
export type { Programs } from "./Function/Programs";
export { ConfigRejected, PayloadError } from "./Variable/Errors";
export type { HostShape, Factory, JudgedCall } from "./Interface/Host";

const plugin: { name: string; inject: string[]; Config: typeof Config; apply: typeof apply } = {
	name,
	inject,
	Config,
	apply,
};
export default plugin;

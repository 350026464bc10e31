// dsh-coach's public surface: the test bed (also reachable on its own as "@playform/dsh-coach/Harness"), the
// in-process host that runs the plugins outside dsh, the session readers, and the replay and hook entry points.
export * from "./Harness/Library";
export { Host, DeniedOrOutput, NoticeTextOf, NoticeLabel } from "./Host/Host";
export type {
	PluginModule,
	HostExecution,
	HostResult,
	HostOptions,
	Mounted,
	PreDecision,
	PostDecision,
} from "./Host/Host";
export { CoachSession } from "./Host/CoachSession";
export { SessionFileName, StateRoot, UNNAMED } from "./Hook/StateFile";
export type {
	CallOutcome,
	LedgerLine,
	PluginSetup,
	SessionNotice,
	SessionOptions,
	SessionPlugin,
} from "./Host/CoachSession";
export { MemoryDomainFacility } from "./Host/MemoryDomain";
export { LoadPlugins, PluginConfigs } from "./Host/Plugins";
export { ShippedEntry, ShippedOrDefault, ShippedConfigs } from "./Host/Shipped";
export type { LoadedPlugin, ConfigOptions } from "./Host/Plugins";
export { PatchFileOf, ReadPatchRows } from "./Function/PatchRows";
export type { PatchEntry } from "./Function/PatchRows";
export { ReadSessions, DetectFormat } from "./Replay/ReadSessions";
export { SessionFormatError } from "./Interface/Session";
export type { RecordedSession, SessionEvent, SessionFormat } from "./Interface/Session";
export { ReplaySessions } from "./Command/Replay";
export type { ReplayRun, ReplayRunOptions } from "./Command/Replay";
export { DSH_TOOLS } from "./Variable/DshTools";
export { CORE_PACKAGE, PLUGIN_PACKAGES, TOOL_COACH, SEARCH_SUGGESTER, REPLAY_SUGGESTER } from "./Variable/Plugins";

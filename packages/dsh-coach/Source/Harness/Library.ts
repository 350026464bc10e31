// The real-harness test bed: boot dsh's own services and tools, load plugins by name, script the model.
export { Boot } from "./Boot";
export type { BootOptions, HarnessServices, LoadOptions, LogLine, TestBed, TurnRun, TurnToolResult } from "./Boot";
export { EnsureNodeCompat } from "./Compat";
export { IsNotice, TextOf } from "./Message";
export type { HasContent } from "./Message";
export { ScriptedModel } from "./ScriptedModel";
export type { ScriptedToolCall, ScriptStep } from "./ScriptedModel";
export { MakeTemporaryFolder, MakeWorkspace, RemoveFolder, WriteFiles } from "./Workspace";
export type { WorkspaceFiles } from "./Workspace";

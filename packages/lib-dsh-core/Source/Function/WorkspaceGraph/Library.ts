import { WorkspaceGraph } from "./Service";

export { WorkspaceGraph } from "./Service";
export type { WorkspaceGraphConfig } from "./Service";
export { BuildGraph } from "./Scan";
export type { ScanOptions } from "./Scan";

export const name = "workspaceGraph";

/** Loadable by name as `@playform/lib-dsh-core/WorkspaceGraph`: the Loader takes the default export. */
export default WorkspaceGraph;

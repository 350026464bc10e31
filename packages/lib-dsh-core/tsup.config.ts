import { PackageBuild } from "../../tsup.package";

// The optional workspaceGraph service is its own subpath (`@playform/lib-dsh-core/WorkspaceGraph`).
export default PackageBuild({ Library: "Source/Library.ts", WorkspaceGraph: "Source/Function/WorkspaceGraph/Library.ts" });

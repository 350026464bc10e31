import { PackageBuild } from "../../tsup.package";

// The optional workspaceGraph service and the shell front end are subpaths (`@playform/lib-dsh-core/WorkspaceGraph`, `/Shell`).
export default PackageBuild({
	Library: "Source/Library.ts",
	WorkspaceGraph: "Source/Function/WorkspaceGraph/Library.ts",
	Shell: "Source/Function/Shell/Library.ts",
});

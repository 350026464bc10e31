import { PackageBuild } from "../../tsup.package";

// Split, so the storage domain's record schema (and zod with it) stays a chunk loaded only when a domain is opened.
export default PackageBuild(undefined, { splitting: true });

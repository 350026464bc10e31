import { PackageBuild } from "../../tsup.package";

export default PackageBuild();

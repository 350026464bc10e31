// Kept as a module path for the importers of `./ExpandHome`; the rule lives in Function/Home.
export { ExpandHome } from "./Home";

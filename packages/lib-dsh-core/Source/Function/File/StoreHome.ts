import { resolve } from "node:path";
import { DshHome } from "../Home";

/** The folder every store of ours lives under by default: the harness home (`DshHome`: `$DSH_HOME`, else `~/.dsh`). */
export const StoreHome = (): string => resolve(DshHome());

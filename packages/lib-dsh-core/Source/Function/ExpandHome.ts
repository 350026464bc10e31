import { homedir } from "node:os";
import { join } from "node:path";

/** `~` and `~/x` expand to the home folder; anything else is returned unchanged. */
export const ExpandHome = (path: string, home: string = process.env.HOME || homedir()): string => {
	if (path === "~") return home;
	if (path.startsWith("~/")) return join(home, path.slice(2));
	return path;
};

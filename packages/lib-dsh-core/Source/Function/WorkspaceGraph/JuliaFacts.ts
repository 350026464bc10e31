import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, FirstLines, LINE_CAP } from "./Manifest";

/** The tables of a Julia project naming packages: those it depends on, weakly (its extensions') or in its tests. */
const JULIA_DEPENDENCY_TABLE = /^(deps|weakdeps|extras|sources)$/;

/**
 * The facts of a Julia project's `Project.toml` (its first 2000 lines): the package's name and version, the packages
 * its dependency tables list (`[deps]`, `[weakdeps]`, `[extras]`) and the Julia its `[compat]` allows (`julia = "1.10"`:
 * its floor).
 */
export const JuliaFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	let table = "";
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		const header = /^\s*\[([^\]]{1,200})\]\s*(#.*)?$/.exec(line)?.[1]?.trim();
		if (header !== undefined) {
			table = header;
			continue;
		}
		const entry = /^\s*([\w-]{1,100})\s*=\s*(.*)$/.exec(line);
		if (!entry) continue;
		const [, key, value] = entry as unknown as [string, string, string];
		const stated = /^["']([^"']{1,200})["']/.exec(value)?.[1];
		if (table === "") {
			if (key === "name") push("name", stated);
			if (key === "version" && stated && /^v?\d/.test(stated)) push("version", stated);
		} else if (JULIA_DEPENDENCY_TABLE.test(table)) push("dependency", key);
		else if (table === "compat" && key === "julia") push("runtime", /(\d+(?:\.\d+)*)/.exec(stated ?? "")?.[1]);
	}
	return facts;
};

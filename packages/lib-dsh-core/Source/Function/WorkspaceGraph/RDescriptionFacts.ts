import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, FirstLines, LINE_CAP } from "./Manifest";

/** The fields of an R package's DESCRIPTION naming the packages it needs. */
const R_DEPENDENCY_FIELD = /^(Depends|Imports|Suggests|LinkingTo|Enhances)$/;

/**
 * The facts of an R package's `DESCRIPTION` (its first 2000 lines; a field's value runs on over indented lines, a field
 * named with slashes too, `Config/Needs/website:`): the package's name, version and licence, the packages its `Depends`,
 * `Imports`, `Suggests` and `LinkingTo` list (`ggplot2 (>= 3.4.0)`: `ggplot2`) and the R it depends on (`R (>= 3.6.0)`:
 * `3.6.0`).
 */
export const RDescriptionFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const fields: [string, string][] = [];
	// (an unindented line that names no field ends the one before it)
	let open = false;
	for (const whole of FirstLines(text)) {
		const line = whole.slice(0, LINE_CAP);
		const field = /^([A-Za-z][\w.@/-]{0,100}):\s*(.*)$/.exec(line);
		if (field) fields.push([field[1]!, field[2]!]);
		else if (/^\s/.test(line) && open) fields[fields.length - 1]![1] += ` ${line.trim()}`;
		open = field !== null || (open && /^\s/.test(line));
	}
	for (const [field, value] of fields) {
		const stated = value.trim();
		if (field === "Package") push("name", /^[\w.]{1,100}$/.exec(stated)?.[0]);
		else if (field === "Version") push("version", /^\d[\w.-]{0,100}$/.exec(stated)?.[0]);
		else if (field === "License" && stated !== "") push("license", stated.slice(0, 200));
		else if (R_DEPENDENCY_FIELD.test(field))
			for (const part of stated.split(",")) {
				const name = /^\s*([A-Za-z][\w.]{0,100})\s*(?:\((.{0,100})\))?/.exec(part);
				if (!name) continue;
				if (name[1] === "R") push("runtime", /(\d+(?:\.\d+)*)/.exec(name[2] ?? "")?.[1]);
				else push("dependency", name[1]);
			}
	}
	return facts;
};

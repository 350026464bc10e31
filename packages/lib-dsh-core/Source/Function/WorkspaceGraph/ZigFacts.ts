import type { GraphFact } from "../../Interface/Graph";
import { BracedLines, DistinctFacts, UncommentedLines } from "./Manifest";

/**
 * The facts of a Zig package's `build.zig.zon`, line by line (the first 2000): its name (`.name = .capy`, an older
 * `"capy"`), version, the Zig it needs (`.minimum_zig_version`) and the packages its `.dependencies` list
 * (`.zigimg = .{`, `.@"zig-objc" = .{`), their own fields (`.url`, `.hash`) read past.
 */
export const ZigFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	BracedLines(
		UncommentedLines(text, "//"),
		/^\s*\.dependencies\s*=\s*\.\{(.*)$/,
		(listed, depth) => {
			if (depth > 1) return;
			const named = /^\s*\.(?:@"([\w.-]{1,100})"|(\w{1,100}))\s*=\s*\.\{/.exec(listed);
			push("dependency", named?.[1] ?? named?.[2]);
		},
		(line) => {
			const name = /^\s*\.name\s*=\s*(?:\.(?:@"([\w.-]{1,100})"|(\w{1,100}))|"([\w.-]{1,100})")/.exec(line);
			push("name", name?.[1] ?? name?.[2] ?? name?.[3]);
			push("version", /^\s*\.version\s*=\s*"(\d[\w.+-]{0,100})"/.exec(line)?.[1]);
			push("runtime", /^\s*\.minimum_zig_version\s*=\s*"(\d[\w.+-]{0,100})"/.exec(line)?.[1]);
		},
	);
	return facts;
};

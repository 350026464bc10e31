import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, UncommentedLines, WalkList } from "./Manifest";

/** How much of a dune project's text its `(depends …)` stanzas are read from. */
const DUNE_PROJECT_CAP = 200_000;

/** A dune project's text with its comments (`; …`) cut, a `;` inside a quoted string kept (`(synopsis "Fast; small")`). */
const DuneText = (text: string): string => UncommentedLines(text.slice(0, DUNE_PROJECT_CAP), ";").join("\n");

/** The packages a `(depends …)` list starting at `from` names (its bare words and each list's head, `(dune (>= 3.8))`;
 * never a variable, `:with-test`, nor a constraint's operator), and where the list ends. */
const DependsNames = (text: string, from: number): { names: string[]; end: number } => {
	const names: string[] = [];
	const end = WalkList(text, from, "(", ")", (at, depth) => {
		const char = text[at]!;
		if (depth > 2 || !/[A-Za-z0-9]/.test(char) || !/[\s(]/.test(text[at - 1] ?? " ")) return undefined;
		const word = /^[A-Za-z0-9][\w.+-]{0,100}/.exec(text.slice(at, at + 101))![0];
		// (a list's head at depth 2 names a package; a bare word at depth 2 is a constraint's, `(>= 3.8)` has none)
		if (depth === 1 || text[at - 1] === "(") names.push(word);
		return at + word.length;
	});
	return { names, end };
};

/**
 * The facts of an OCaml project's `dune-project`: its name, version and licence (`(license BSD-2-Clause)`, one a
 * package stanza states) and the packages every `(depends …)` names (`ocaml`, `(dune (>= 3.8))`, `(alcotest :with-test)`;
 * not a `(documentation (depends …))`, the packages its docs link to). Each list is read once, so nested or unclosed
 * lists cost one pass.
 */
export const DuneProjectFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const dune = DuneText(text);
	push("name", /^\(name\s+([\w.-]{1,100})\)/m.exec(dune)?.[1]);
	push("version", /^\(version\s+v?(\d[\w.+~-]{0,100})\)/m.exec(dune)?.[1]);
	for (const found of dune.matchAll(/\(license\s+"?([\w .+()-]{1,100}?)"?\s*\)/g)) push("license", found[1]);
	let read = 0;
	for (const found of dune.matchAll(/\(depends\b/g)) {
		if (found.index < read || /\(documentation\s*$/.test(dune.slice(Math.max(0, found.index - 40), found.index)))
			continue;
		const { names, end } = DependsNames(dune, found.index + found[0].length);
		read = end;
		for (const name of names) push("dependency", name);
	}
	return facts;
};

/**
 * The facts of an opam file (its first 2000 lines): its name, version, licence and the packages its `depends:` list
 * names (`"dune" {>= "3.8"}`: the quoted names outside a constraint's braces).
 */
export const OpamFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	// inside the depends list, and how deep inside a constraint's braces
	let listing = false;
	let braces = 0;
	for (const line of UncommentedLines(text, "#")) {
		const start = /^depends\s*:\s*\[(.*)$/.exec(line);
		if (start || listing) {
			listing = true;
			let outside = "";
			for (const char of start ? start[1]! : line) {
				if (char === "{") braces++;
				else if (char === "}") braces = Math.max(0, braces - 1);
				else if (char === "]" && braces === 0) {
					listing = false;
					break;
				} else if (braces === 0) outside += char;
			}
			for (const found of outside.matchAll(/"([\w.+-]{1,100})"/g)) push("dependency", found[1]);
			continue;
		}
		push("name", /^name\s*:\s*"([\w.+-]{1,100})"/.exec(line)?.[1]);
		push("version", /^version\s*:\s*"v?(\d[\w.+~-]{0,100})"/.exec(line)?.[1]);
		const license = /^license\s*:\s*(\[[^\]]{0,400}\]|"[^"]{0,200}")/.exec(line)?.[1] ?? "";
		for (const found of license.matchAll(/"([^"]{1,200})"/g)) push("license", found[1]);
	}
	return facts;
};

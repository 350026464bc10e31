import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, UncommentedLines, WalkList } from "./Manifest";

/** How much of a Clojure project file its dependency vectors are read from. */
const CLOJURE_TEXT_CAP = 200_000;
/** A library's coordinate as a project names it (`org.clojure/clojure`, `ring`, `http.async.client`). */
const COORDINATE = String.raw`[A-Za-z][\w.*+!?-]{0,100}(?:\/[A-Za-z][\w.*+!?-]{0,100})?`;
/** The keys whose vector lists dependency vectors (Leiningen's, shadow-cljs'). */
const DEPENDENCY_VECTOR_KEY = /:(?:dependencies|managed-dependencies|dev-dependencies|plugins)\s*\[/g;
/** One dependency vector's head (`[ring/ring-core "1.9.6"`). */
const VECTOR_HEAD = new RegExp(String.raw`^\[\s*(${COORDINATE})\s+"`);
/** A tools.deps or Babashka dependency (`babashka/process {:mvn/version "0.5.22"}`, `io.github.x/y {:git/tag …}`). */
const MAP_DEPENDENCY = new RegExp(
	String.raw`(#_\s*)?(${COORDINATE})\s+\{\s*:(?:mvn\/version|git\/(?:url|sha|tag)|local\/root|sha|tag)\b`,
	"g",
);

/** A Clojure text with its line comments (`; …`) cut, a `;` inside a quoted string or escaped (`\\;`) kept. */
const ClojureText = (text: string): string => UncommentedLines(text.slice(0, CLOJURE_TEXT_CAP), ";").join("\n");

/** The dependency vectors' heads of the vector opening at `from`, each once (one discarded with `#_` read past), and
 * where the vector ends. */
const VectorHeads = (text: string, from: number): { heads: string[]; end: number } => {
	const heads: string[] = [];
	const end = WalkList(text, from, "[", "]", (at, depth) => {
		if (text[at] !== "[" || depth !== 2 || /#_\s*$/.test(text.slice(Math.max(0, at - 8), at))) return undefined;
		const found = VECTOR_HEAD.exec(text.slice(at, at + 300))?.[1];
		if (found) heads.push(found);
		return undefined;
	});
	return { heads, end };
};

/**
 * The facts of a Clojure project's `project.clj`, `deps.edn`, `bb.edn` or `shadow-cljs.edn` (their first 2000 lines):
 * Leiningen's project name and version (`(defproject http-kit "2.9.0-beta3"`), licence (`:license {:name "…"}`) and the
 * libraries every file depends on: the vectors its `:dependencies`, `:managed-dependencies` or `:plugins` list, a
 * tools.deps map's coordinates (`babashka/process`, `http.async.client`), and the artifact alone where group and
 * artifact are one (`http-kit/http-kit`: `http-kit`). Comments and `#_`-discarded forms are read past.
 */
export const ClojureFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	const clojure = ClojureText(text);
	const depend = (coordinate: string | undefined): void => {
		if (coordinate === undefined) return;
		push("dependency", coordinate);
		const [group, artifact] = coordinate.split("/");
		if (artifact !== undefined && group === artifact) push("dependency", artifact);
	};
	const project = /^\s*\(defproject\s+([\w.*+!?-]{1,100}(?:\/[\w.*+!?-]{1,100})?)\s+"([^"]{1,100})"/m.exec(clojure);
	if (project) {
		push("name", project[1]!.split("/").pop());
		if (/^\d/.test(project[2]!)) push("version", project[2]);
	}
	// (the licence's name may be on the line below its key, while its map is open)
	const license = /:licen[cs]es?\s+[[{(]([^\]})]{0,400})/.exec(clojure)?.[1];
	push("license", license === undefined ? undefined : /:name\s+"([^"]{1,100})"/.exec(license)?.[1]);
	let read = 0;
	for (const found of clojure.matchAll(DEPENDENCY_VECTOR_KEY)) {
		if (found.index < read) continue;
		const { heads, end } = VectorHeads(clojure, found.index + found[0].length);
		read = end;
		for (const head of heads) depend(head);
	}
	for (const found of clojure.matchAll(MAP_DEPENDENCY)) if (found[1] === undefined) depend(found[2]);
	return facts;
};

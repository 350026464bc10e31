import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, UncommentedLines } from "./Manifest";

/** A `.nimble` setting to a quoted value (`version = "0.16.4"`, `srcDir = "src"`). */
const NIMBLE_SETTING = /^\s*(\w{1,40})\s*=\s*"([^"]{1,200})"/;
/** A package a `requires` names and its first bound (`"nim >= 1.6.0"`, `"jester ~= 0.6"`, `"foo >= 1.0 & < 2.0"`,
 * `"https://github.com/x/y#head"`). */
const REQUIREMENT = /^\s*([^\s<>=~^@#&]{1,300})[^<>=~^@&]*(?:(?:>=|<=|==|~=|\^=|>|<|@)\s*#?v?([\w.-]{0,40}))?/;

/**
 * The facts of a Nim package's `.nimble` file (the first 2000 lines, `#` comments cut): its name (the file's), a literal
 * `version`, `license`, the packages every `requires` names (one or several, on one line or a parenthesised list), and
 * the Nim it needs (`requires "nim >= 1.6.0"`) as the runtime.
 */
export const NimbleFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	push("name", /([^/]+)\.nimble$/.exec(path)?.[1]);
	// (a list `requires(` … `)`, or a line ending in a comma, goes on to the next)
	let requiring = false;
	let parenthesised = false;
	for (const line of UncommentedLines(text, "#")) {
		const setting = NIMBLE_SETTING.exec(line);
		if (setting?.[1] === "version" && /^\d/.test(setting[2]!)) push("version", setting[2]);
		else if (setting?.[1] === "license") push("license", setting[2]);
		// (`requires`, a task's `taskRequires "test", …`, and one after a `when …:` on its line)
		const opened = /(^|:)\s*(task)?[Rr]equires\b/.exec(line);
		if (!opened && !requiring) continue;
		const quoted = [...(opened ? line.slice(opened.index) : line).matchAll(/"([^"]{1,300})"/g)].map(
			(found) => found[1]!,
		);
		for (const requirement of opened?.[2] ? quoted.slice(1) : quoted) {
			const [, name = "", version] = REQUIREMENT.exec(requirement) ?? [];
			// (a URL's package is its last part: `https://gitlab.com/group/sub/pkg.git`)
			const package_ = (/^[a-z]+:\/\//.test(name) ? name.slice(name.lastIndexOf("/") + 1) : name).replace(
				/\.git$/,
				"",
			);
			if (package_ === "nim") push("runtime", version && /^\d/.test(version) ? version : undefined);
			else if (/^[A-Za-z][\w-]{0,100}$/.test(package_)) push("dependency", package_);
		}
		const trimmed = line.trim();
		if (opened) parenthesised = trimmed.includes("(") && !trimmed.includes(")");
		else if (trimmed.includes(")")) parenthesised = false;
		requiring = parenthesised || trimmed.endsWith(",");
	}
	return facts;
};

/**
 * The modules a `.nimble` file names: each `bin` entry (`bin = @["nimble"]`) and the package's own module (its name),
 * under its `srcDir` (`src/nimble.nim`): the package's entries. Paths relative to the file's folder.
 */
export const NimbleEntries = (path: string, text: string): string[] => {
	const lines = UncommentedLines(text, "#");
	const srcDir = lines.map((line) => /^\s*srcDir\s*=\s*"([\w./-]{1,200})"/.exec(line)?.[1]).find(Boolean) ?? "";
	// (`bin = @["nimble"]`; `namedBin["src_module"] = "name"` and `namedBin = {"src_module": "name"}.toTable()` key the
	// source module)
	const bins = lines.flatMap((line) => {
		const list = /^\s*bin\s*=\s*@\[([^\]]{0,2000})\]/.exec(line)?.[1];
		if (list) return [...list.matchAll(/"([\w./-]{1,200})"/g)].map((found) => found[1]!);
		const named = /^\s*namedBin\s*(\[\s*"[\w./-]{1,200}"\s*\]|=\s*\{[^}]{0,2000}\})/.exec(line)?.[1];
		return named ? [...named.matchAll(/"([\w./-]{1,200})"\s*[\]:]/g)].map((found) => found[1]!) : [];
	});
	const name = /([^/]+)\.nimble$/.exec(path)?.[1];
	const folder = srcDir.replace(/^\.\/|^\.$|\/$/g, "");
	return [...new Set([...bins, ...(name ? [name] : [])])].map(
		(module) => `${folder ? `${folder}/` : ""}${module.replace(/\.nim$/, "")}.nim`,
	);
};

import type { GraphFact } from "../../Interface/Graph";
import { POWERSHELL_DEPENDENCY_LIST } from "../../Variable/PackageFile";
import { DistinctFacts, LastReading, UncommentedLines } from "./Manifest";

/** A module manifest's own keys (on a line of their own or after `@{`): a `.psd1` holding none is data (a localisation
 * table, a server's settings). PowerShell's keys are read without case. */
const MODULE_MANIFEST_KEY = /^[ \t]*(@\{[ \t]*)?(ModuleVersion|RootModule|ModuleToProcess|GUID)[ \t]*=/i;
/** A key set to a quoted value on its line (`ModuleVersion = '2.12.1'`, `LicenseUri = "https://…"`). */
const QUOTED_VALUE = /^[ \t]*(?:@\{[ \t]*)?([A-Za-z]\w{0,100})[ \t]*=[ \t]*(['"])([^'"]{1,400})\2/;
/** The keys listing the modules a module needs, each a name or a hashtable (`@{ ModuleName = 'Pester'; … }`). */
const REQUIRED_MODULES = /^[ \t]*(RequiredModules|ExternalModuleDependencies)[ \t]*=(.*)$/i;
/** A line's brackets' balance, its quoted strings left out (`'Get-Foo (x)'` opens nothing). */
const Balance = (line: string): number => {
	const bare = line.replace(/'[^']*'|"[^"]*"/g, "");
	return (bare.match(/[({]/g)?.length ?? 0) - (bare.match(/[)}]/g)?.length ?? 0);
};
/** A module's name as PowerShell Gallery spells it (`Pester`, `Az.Accounts`, `PSScriptAnalyzer`). */
const MODULE_NAME = /^[A-Za-z][\w.-]{0,150}$/;

/** A hashtable key at its top level naming a module (`Pester = '5.5.0'`, `'Az.Accounts' = @{ Version = '2.0' }`). */
const LISTED_MODULE = /^\s*['"]?([A-Za-z][\w.-]{0,150})['"]?\s*=/;

/**
 * The facts of a PowerShell module manifest (`src/Pode.psd1`: its first 2000 lines, `#` comments cut), when it is one
 * (it sets `ModuleVersion`, `RootModule`, `ModuleToProcess` or `GUID`): its name (the file's), its `ModuleVersion` when
 * literal (never a build's placeholder, `'$version$'`), the modules its `RequiredModules` and
 * `ExternalModuleDependencies` name and its `LicenseUri` as its licence; of a PSDepend or Sampler list, the modules its
 * top level names (not PSDepend's own `PSDependOptions`).
 */
export const PowerShellFacts = (path: string, text: string): GraphFact[] => PowerShellManifest(path, text).facts;

/** The script module a manifest loads (`RootModule = 'Pode.psm1'`, `'.\\src\\Foo.psm1'`, the older `ModuleToProcess`),
 * as a path beside it (`src/Foo.psm1`; never one leaving its folder; a binary module's `.dll` none): the module's entry. */
export const PowerShellRootModules = (path: string, text: string): string[] => PowerShellManifest(path, text).modules;

/** One reading of a manifest for both (the last kept): its facts and the script module it loads. */
const PowerShellManifest = LastReading((path: string, text: string): { facts: GraphFact[]; modules: string[] } => {
	const { facts, push } = DistinctFacts(path);
	const modules: string[] = [];
	const lines = UncommentedLines(text, "#");
	if (POWERSHELL_DEPENDENCY_LIST.test(path.slice(path.lastIndexOf("/") + 1))) {
		// (the top level is the hashtable's own: one brace deep)
		let depth = 0;
		for (const line of lines) {
			const listed = depth === 1 ? LISTED_MODULE.exec(line)?.[1] : undefined;
			if (listed !== undefined && listed !== "PSDependOptions") push("dependency", listed);
			depth = Math.max(0, depth + Balance(line));
		}
		return { facts, modules };
	}
	if (!lines.some((line) => MODULE_MANIFEST_KEY.test(line))) return { facts, modules };
	push("name", /([^/]+)\.psd1$/.exec(path)?.[1]);
	// (a list of required modules spans its lines until its brackets close: `@(` … `)`, opened on the key's line or the
	// next; the manifest's own keys sit one brace deep, a nested module's `ModuleVersion` deeper)
	let listing = false;
	let depth = 0;
	let table = 0;
	for (const line of lines) {
		const required = REQUIRED_MODULES.exec(line);
		const balance = Balance(line);
		if (required || listing) {
			const part = required ? required[2]! : line;
			if (required) depth = 0;
			// the hashtables' `ModuleName = 'x'`, the bare names' quoted strings; a version's value names no module
			for (const found of part.matchAll(/\bModuleName\s*=\s*['"]([^'"]{1,150})['"]/gi))
				if (MODULE_NAME.test(found[1]!)) push("dependency", found[1]);
			const bare = part.replace(/\b\w+\s*=\s*['"][^'"]*['"]/g, "");
			for (const found of bare.matchAll(/['"]([^'"]{1,150})['"]/g))
				if (MODULE_NAME.test(found[1]!)) push("dependency", found[1]);
			depth = Math.max(0, depth + (required ? Balance(part) : balance));
			listing = depth > 0 || (required !== null && part.trim() === "");
		} else {
			const keyed = QUOTED_VALUE.exec(line);
			const [, key = "", , value = ""] = keyed ?? [];
			const own = table === 0 ? /^[ \t]*@\{/.test(line) : table === 1;
			if (/^ModuleVersion$/i.test(key) && own && /^\d+(\.\d+)+$/.test(value)) push("version", value);
			else if (/^LicenseUri$/i.test(key)) push("license", value.slice(0, 200));
			else if (/^(RootModule|ModuleToProcess)$/i.test(key) && modules.length === 0)
				modules.push(...ScriptModule(value));
		}
		table = Math.max(0, table + balance);
	}
	return { facts, modules };
});

/** A loaded module's path as one beside the manifest (`'.\\src\\Foo.psm1'` → `src/Foo.psm1`), or none. */
const ScriptModule = (value: string): string[] => {
	if (!/^[\w.\\/-]{1,300}\.(?:psm1|ps1)$/i.test(value)) return [];
	const path = value.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
	return path.split("/").some((part) => part === ".." || part === "") ? [] : [path];
};

import type { GraphFact } from "../../Interface/Graph";

const strings = (value: unknown, depth = 0): string[] => {
	if (typeof value === "string") return [value];
	if (depth > 3 || value === null || typeof value !== "object") return [];
	return Object.values(value as Record<string, unknown>).flatMap((inner) => strings(inner, depth + 1));
};

/** The facts a package.json states: name, version, licence, entry fields, script names, dependency names. */
export const PackageFacts = (path: string, text: string): GraphFact[] => {
	let json: Record<string, unknown>;
	try {
		const parsed = JSON.parse(text) as unknown;
		if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
		json = parsed as Record<string, unknown>;
	} catch {
		return [];
	}
	const facts: GraphFact[] = [];
	const add = (field: GraphFact["field"], value: unknown) => {
		if (typeof value === "string" && value !== "" && value.length <= 200) facts.push({ path, field, value });
	};
	add("name", json.name);
	add("version", json.version);
	add("license", json.license);
	add("main", json.main);
	add("module", json.module);
	add("types", json.types ?? json.typings);
	for (const value of strings(json.bin)) add("bin", value);
	for (const value of strings(json.exports)) add("exports", value);
	if (json.scripts && typeof json.scripts === "object") for (const key of Object.keys(json.scripts)) add("script", key);
	for (const group of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
		const deps = json[group];
		if (deps && typeof deps === "object") for (const key of Object.keys(deps)) add("dependency", key);
	}
	return facts;
};

const REQUIREMENT = /^\s*["']?([A-Za-z0-9][A-Za-z0-9._-]*)/;

/** The facts of a Python manifest (pyproject.toml, setup.py, setup.cfg), read with line patterns, not a parser. */
export const PythonFacts = (path: string, text: string): GraphFact[] => {
	const facts: GraphFact[] = [];
	const first = (pattern: RegExp): string | undefined => pattern.exec(text)?.[1];
	const name = first(/^\s*name\s*[=:]\s*["']?([\w.-]+)/m) ?? first(/\bname\s*=\s*["']([\w.-]+)["']/);
	const version = first(/^\s*version\s*[=:]\s*["']?([\w.+-]+)/m) ?? first(/\bversion\s*=\s*["']([\w.+-]+)["']/);
	if (name) facts.push({ path, field: "name", value: name });
	if (version && /\d/.test(version)) facts.push({ path, field: "version", value: version });
	const list = /(?:^\s*dependencies\s*=\s*\[|install_requires\s*=\s*\[)([\s\S]*?)\]/m.exec(text)?.[1];
	if (list) {
		for (const item of list.split(/[,\n]/)) {
			const dep = REQUIREMENT.exec(item)?.[1];
			if (dep) facts.push({ path, field: "dependency", value: dep });
		}
	}
	return facts;
};

/** A `__version__ = "x"` (or `export const version = "x"`) in a version file or a top-level `__init__.py`. */
export const VersionFileFacts = (path: string, text: string): GraphFact[] => {
	const value = /(?:__version__|\bversion)\s*(?::\s*\w+\s*)?=\s*["']([\w.+-]+)["']/.exec(text)?.[1];
	return value && /\d/.test(value) ? [{ path, field: "version", value }] : [];
};

// What a repository's root manifests state, read from its skeleton (`{path: text}`): shared by the case builder
// (bench/search-cases.mjs), which fills its searches with these values, and the respelled cases
// (bench/Search/Spellings.mjs).
import { posix } from "node:path";

/** The ecosystem (`js` with a root package.json, else `py`), the current version, the dependencies and scripts. */
export const ManifestFacts = (tree) => {
	const facts = { ecosystem: "py", version: undefined, deps: [], scripts: [] };
	const pkg = tree["package.json"];
	if (pkg) {
		facts.ecosystem = "js";
		const json = JSON.parse(pkg);
		facts.version = json.version;
		for (const group of ["dependencies", "devDependencies", "peerDependencies"])
			facts.deps.push(...Object.keys(json[group] ?? {}));
		facts.scripts = Object.keys(json.scripts ?? {});
		return facts;
	}
	for (const [path, text] of Object.entries(tree)) {
		if (text === "") continue;
		const version = /^\s*(?:__version__|version)\s*=\s*["']([\w.+-]+)["']/m.exec(text)?.[1];
		if (
			version &&
			/\d/.test(version) &&
			!facts.version &&
			(path === "pyproject.toml" ||
				posix.basename(path).includes("version") ||
				posix.basename(path) === "__init__.py")
		)
			facts.version = version;
		if (path === "pyproject.toml") {
			const block = /^dependencies\s*=\s*\[([\s\S]*?)\]/m.exec(text)?.[1] ?? "";
			for (const item of block.split(/[,\n]/)) {
				const dep = /^\s*["']([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(item)?.[1];
				if (dep) facts.deps.push(dep);
			}
		}
		if (/^requirements[\w.-]*\.txt$/.test(posix.basename(path))) {
			for (const line of text.split("\n")) {
				const dep = /^([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(line)?.[1];
				if (dep) facts.deps.push(dep);
			}
		}
	}
	facts.deps = [...new Set(facts.deps)];
	return facts;
};

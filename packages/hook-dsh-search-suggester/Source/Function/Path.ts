/** Whether a root-relative path is a folder candidate's content or the candidate itself. */
export const Covers = (candidate: string, path: string): boolean => {
	const clean = path.replace(/^\.\//, "").replace(/\/+$/, "");
	if (candidate.endsWith("/")) {
		const dir = candidate.slice(0, -1);
		return clean === dir || clean.startsWith(candidate);
	}
	return clean === candidate;
};

/** A file-name glob (`*.json`, `codecov*`, `*.{yml,yaml}`, `LICEN[CS]E`) as a test of one name, if it compiles. */
export const NamePattern = (glob: string): RegExp | undefined => {
	const source = glob
		.slice(0, 200)
		.replace(/[.+^$()|\\]/g, "\\$&")
		.replace(/\*+/g, "[^/]*")
		.replace(/\?/g, "[^/]")
		.replace(/\{([^{}]*)\}/g, (_, list: string) => `(${list.split(",").join("|")})`);
	try {
		return new RegExp(`^${source}$`);
	} catch {
		return undefined;
	}
};

// What a search call reaches, shared by the case builder (bench/search-cases.mjs) and the respelled cases
// (bench/Search/Spellings.mjs): a search that lands on the expected place by itself makes no case.

/** A text as a regular expression that matches it literally. */
export const EscapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A glob as a regular expression over root-relative paths (`**`, `*`, `?`, `{a,b}`). */
export const GlobRegex = (glob) => {
	let out = "";
	for (let i = 0; i < glob.length; i++) {
		const c = glob[i];
		if (c === "*" && glob[i + 1] === "*") {
			out += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
			i += glob[i + 2] === "/" ? 2 : 1;
		} else if (c === "*") out += "[^/]*";
		else if (c === "?") out += "[^/]";
		else if (c === "{") out += "(?:";
		else if (c === "}") out += ")";
		else if (c === "," && out.includes("(?:")) out += "|";
		else out += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
	}
	return new RegExp(`^${out}$`);
};

/**
 * Whether a search already lands on the expected place by itself (a glob that matches an expected file, a
 * listing of its folder, a search inside the file): such a search needs no suggestion, so it makes no case.
 */
export const Arrives = (call, expect) => {
	const a = call.arguments;
	if (call.tool === "glob") return expect.some((path) => GlobRegex(a.pattern).test(path));
	const operands =
		call.tool === "bash"
			? a.command
					.split(/\s+/)
					.slice(1)
					.filter((word) => !word.startsWith("-") && !/^["']/.test(word))
			: [a.path ?? "", a.file_path ?? ""];
	return operands.some((operand) => {
		const clean = operand.replace(/^\.\//, "").replace(/\/+$/, "");
		return clean !== "" && clean !== "." && expect.some((path) => path === clean || path.startsWith(`${clean}/`));
	});
};

/**
 * The kind of config work a commit's config files say (the case builder's searches and the respellings follow it): the
 * node runtime (`.nvmrc`, `.node-version`), the npm registry (`.npmrc`), path aliases (`jsconfig.json`), else the
 * environment (dotenv files).
 */
export const ConfigWork = (expect) =>
	expect.some((file) => /(^|\/)\.(nvmrc|node-version)$/.test(file))
		? "runtime"
		: expect.some((file) => /(^|\/)\.npmrc$/.test(file))
			? "npmrc"
			: expect.some((file) => /(^|\/)jsconfig\.json$/.test(file))
				? "jsconfig"
				: "env";

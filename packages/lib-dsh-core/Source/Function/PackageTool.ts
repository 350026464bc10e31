import { PACKAGE_TOOLS, PACKAGE_TOOL_VALUED } from "../Variable/PackageTool";

/**
 * How many leading words of a simple command (wrappers already unwrapped) make a package manager's look
 * (`npm ls` 2, `uv pip show` 3, `pipdeptree` 1), or 0 when the command is no such look (`npm install`).
 */
export const PackageToolWords = (words: readonly string[]): number => {
	const subs = Object.hasOwn(PACKAGE_TOOLS, words[0] ?? "") ? PACKAGE_TOOLS[words[0]!]! : undefined;
	if (subs === undefined) return 0;
	if (subs.length === 0) return 1;
	// the options before the subcommand: a switch, or one that names the workspace package or folder with its value
	const valued = PACKAGE_TOOL_VALUED[words[0]!];
	let at = 1;
	while (valued !== undefined && words[at]?.startsWith("-") && words[at] !== "--") {
		at += !words[at]!.includes("=") && valued.has(words[at]!) ? 2 : 1;
	}
	for (const sub of subs) {
		const parts = sub.split(" ");
		if (parts.every((part, i) => words[at + i] === part)) return at + parts.length;
	}
	return 0;
};

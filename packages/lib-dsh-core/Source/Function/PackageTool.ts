import { PACKAGE_TOOLS, PACKAGE_TOOL_VALUED, TASK_PATH_TOOLS } from "../Variable/PackageTool";

/**
 * How many leading words of a simple command (wrappers already unwrapped) make a package manager's look
 * (`npm ls` 2, `uv pip show` 3, `pipdeptree` 1), or 0 when the command is no such look (`npm install`).
 */
export const PackageToolWords = (words: readonly string[]): number => {
	// (a build's own wrapper is run from the checkout: `./gradlew dependencies`, `./mvnw dependency:tree`)
	const head = (words[0] ?? "").replace(/^\.\/(?=(gradlew|mvnw)$)/, "");
	const subs = Object.hasOwn(PACKAGE_TOOLS, head) ? PACKAGE_TOOLS[head]! : undefined;
	if (subs === undefined) return 0;
	if (subs.length === 0) return 1;
	// the options before the subcommand: a switch, or one that names the workspace package or folder with its value
	const valued = PACKAGE_TOOL_VALUED[head];
	let at = 1;
	while (valued !== undefined && words[at]?.startsWith("-") && words[at] !== "--") {
		at += !words[at]!.includes("=") && valued.has(words[at]!) ? 2 : 1;
	}
	// (a Gradle task led by its project's path: `:app:dependencies`)
	const Word = (i: number) =>
		i === 0 && TASK_PATH_TOOLS.has(head) ? words[at]?.replace(/^(:[\w-]+)+:/, "") : words[at + i];
	for (const sub of subs) {
		const parts = sub.split(" ");
		if (parts.every((part, i) => Word(i) === part)) return at + parts.length;
	}
	return 0;
};

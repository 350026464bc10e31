/**
 * The package managers' read-only looks at what a workspace installs (`npm ls zod`, `pip show flask`, `uv pip
 * show httpx`, `cargo tree -i clap`, `go mod why`): a search for a package. The one list: the search suggester's search
 * shape (Shell), its reading of a dependency search (Known) and the search pack's `package-tool` signal all derive from
 * it. A command with no subcommands listed (`pipdeptree`) is a look whatever follows it.
 */
export const PACKAGE_TOOLS: Readonly<Record<string, readonly string[]>> = {
	npm: ["ls", "list", "why", "view", "outdated", "explain"],
	pnpm: ["why", "ls", "list", "outdated"],
	yarn: ["why", "list", "info", "outdated"],
	pip: ["show", "list", "freeze", "index"],
	pip3: ["show", "list", "freeze", "index"],
	uv: ["pip show", "pip list", "pip freeze", "tree"],
	poetry: ["show"],
	pipdeptree: [],
	// Cargo's and Go's looks at a crate's or a module's dependency graph
	cargo: ["tree", "outdated", "search", "info"],
	go: ["list -m", "mod why", "mod graph"],
	// Bundler's
	bundle: ["list", "info", "outdated", "show"],
	// Bun's (`bun pm ls`, `bun why zod`)
	bun: ["pm ls", "why", "outdated", "info", "pm view"],
};

/**
 * The options a package manager takes before its subcommand that carry a value: the workspace package or folder the
 * look is kept to (`pnpm -F @kobalte/core ls floating-ui`, `npm -w api ls zod`, `yarn --cwd web why vite`). Any other
 * option there is a switch (`pnpm -r ls`, `npm -ws outdated`).
 */
export const PACKAGE_TOOL_VALUED: Readonly<Record<string, ReadonlySet<string>>> = {
	npm: new Set(["-w", "--workspace", "--prefix"]),
	pnpm: new Set(["-F", "--filter", "-C", "--dir"]),
	yarn: new Set(["--cwd"]),
	bun: new Set(["--cwd", "--filter"]),
};

/** The same looks as a pattern over a command's text (word-bounded, one space between words, the options before the
 * subcommand; an option's value is read one way only, so a long run of options that ends in no look fails in linear time). */
export const PACKAGE_TOOL_PATTERN = String.raw`\b(${Object.entries(PACKAGE_TOOLS)
	.map(([head, subs]) => {
		if (subs.length === 0) return head;
		const valued = [...(PACKAGE_TOOL_VALUED[head] ?? [])];
		const options =
			valued.length === 0 ? "" : String.raw`(?: (?:(?:${valued.join("|")}) [^\s-]\S*|--?[a-z][\w-]*(?:=\S+)?))*`;
		return `${head}${options} (${subs.join("|")})`;
	})
	.join("|")})\b`;

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

/** The same looks as a pattern over a command's text (word-bounded, one space between words). */
export const PACKAGE_TOOL_PATTERN = String.raw`\b(${Object.entries(PACKAGE_TOOLS)
	.map(([head, subs]) => (subs.length === 0 ? head : `${head} (${subs.join("|")})`))
	.join("|")})\b`;

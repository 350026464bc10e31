/**
 * ripgrep's built-in file types for documents and settings as the name patterns they stand for (`rg -t md`, `--type
 * toml`): a search kept to such a type is kept to those names, as `--glob '*.md'` is. A code type (`--type go`) is
 * left out: a search of the sources says no more than its query, and kept to them a search that also reads `go.mod`
 * would lose the manifest (the dev sets' `rg --type go; grep yaml go.mod`). An unknown type names nothing.
 */
export const RIPGREP_TYPE_GLOBS: Readonly<Record<string, readonly string[]>> = {
	md: ["*.md", "*.mdx"],
	markdown: ["*.md", "*.mdx"],
	rst: ["*.rst"],
	txt: ["*.txt"],
	json: ["*.json"],
	toml: ["*.toml"],
	yaml: ["*.yaml", "*.yml"],
	docker: ["Dockerfile", "*.dockerfile"],
	make: ["Makefile", "*.mk"],
};

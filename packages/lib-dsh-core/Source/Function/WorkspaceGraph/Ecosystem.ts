/** The package managers' worlds a manifest or a lockfile belongs to, by its basename. */
export type Ecosystem = "node" | "python" | "go" | "rust";

const ECOSYSTEM_FILES: readonly (readonly [RegExp, Ecosystem])[] = [
	[
		/^(package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|bun\.lockb?|\.npmrc|\.yarnrc(\.yml)?|lerna\.json)$/,
		"node",
	],
	[
		/^(pyproject\.toml|setup\.py|setup\.cfg|Pipfile(\.lock)?|poetry\.lock|pdm\.lock|uv\.lock|requirements[\w.-]*\.(txt|in))$/,
		"python",
	],
	[/^(go\.mod|go\.sum|go\.work)$/, "go"],
	[/^Cargo\.(toml|lock)$/, "rust"],
];

/** Which package manager's world a manifest or lockfile is of (`yarn.lock` → node, `uv.lock` → python), if any. */
export const EcosystemOf = (path: string): Ecosystem | undefined => {
	const name = path.slice(path.lastIndexOf("/") + 1);
	return ECOSYSTEM_FILES.find(([test]) => test.test(name))?.[1];
};

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
	// Composer's, Gradle's (through its wrapper too: `./gradlew dependencies`) and Maven's
	composer: ["show", "outdated", "why", "why-not", "depends", "prohibits"],
	gradle: ["dependencies", "dependencyInsight"],
	gradlew: ["dependencies", "dependencyInsight"],
	mvn: ["dependency:tree", "dependency:analyze"],
	mvnw: ["dependency:tree", "dependency:analyze"],
	// .NET's (`dotnet list package --outdated`, `dotnet list src/Polly.csproj package`: the project comes first) and
	// Dart's and Flutter's pub (`dart pub deps`, `flutter pub outdated`)
	dotnet: ["list", "package list", "package search", "nuget why", "outdated"],
	dart: ["pub deps", "pub outdated"],
	flutter: ["pub deps", "pub outdated"],
	// SwiftPM's and CocoaPods' (`swift package show-dependencies`, `pod outdated`), and Mix's and Hex's (`mix deps.tree`,
	// `mix hex.outdated`)
	swift: ["package show-dependencies"],
	pod: ["outdated"],
	mix: ["deps", "deps.tree", "hex.outdated", "hex.info", "hex.audit"],
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
	composer: new Set(["-d", "--working-dir"]),
	// (Gradle's and Maven's switches, `-q`, `--offline`, are skipped as any option is)
	gradle: new Set(["-p", "--project-dir"]),
	gradlew: new Set(["-p", "--project-dir"]),
	mvn: new Set(["-f", "--file", "-pl", "--projects"]),
	mvnw: new Set(["-f", "--file", "-pl", "--projects"]),
};

/** The tools whose task a project's path may lead (Gradle's `:app:dependencies`). */
export const TASK_PATH_TOOLS: ReadonlySet<string> = new Set(["gradle", "gradlew"]);

/** The same looks as a pattern over a command's text (word-bounded, one space between words, the options before the
 * subcommand; an option's value is read one way only, so a long run of options that ends in no look fails in linear time). */
export const PACKAGE_TOOL_PATTERN = String.raw`\b(${Object.entries(PACKAGE_TOOLS)
	.map(([head, subs]) => {
		if (subs.length === 0) return head;
		const valued = [...(PACKAGE_TOOL_VALUED[head] ?? [])];
		const options =
			valued.length === 0
				? ""
				: String.raw`(?: (?:(?:${valued.join("|")}) [^\s-]\S*|--?[A-Za-z][\w.-]*(?:=\S+)?))*`;
		const taskPath = TASK_PATH_TOOLS.has(head) ? String.raw`(?:(?::[\w-]+)+:)?` : "";
		// (a subcommand ends where its word does, or at a dash: `mix deps` lists, `mix deps.get` installs,
		// `mvn dependency:analyze-only` analyzes)
		return `${head}${options} ${taskPath}(${subs.map((sub) => sub.replace(/\./g, "\\.")).join("|")})(?![\\w.:])`;
	})
	.join("|")})\b`;

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import type { GraphFact } from "@playform/lib-dsh-core";
import {
	Classify,
	Companions,
	DeGlob,
	Extract,
	GlobFolder,
	InScope,
	AsksCause,
	AsksToFindCode,
	IsExploratory,
	Judged,
	Literal,
	NamesFact,
	UserText,
} from "../Source/Function/Detect";
import { InCode } from "../Source/Function/InCode";
import type { RingCall } from "../Source/Interface/Execution";
import { JUDGED_TOOLS, RING_WEIGHT, SCOPE_WEIGHT } from "../Source/Variable/Config";

const intents = Families(LoadPack(undefined), "search").map(CompileIntent);

const run = (
	tool: string,
	args: Record<string, unknown>,
	extra: {
		user?: string;
		relative?: string[];
		facts?: GraphFact[];
		ring?: RingCall[];
		history?: Record<string, number>;
		exploratory?: boolean;
		bump?: number;
		known?: Parameters<typeof Classify>[0]["known"];
		inCode?: boolean;
	} = {},
) => {
	const shape = Extract(tool, args, extra.user ?? "")!;
	return Classify({
		shape,
		relative: extra.relative ?? shape.places,
		intents,
		floor: 0.75,
		bump: extra.bump ?? 0,
		history: extra.history ?? {},
		ring: extra.ring ?? [],
		facts: extra.facts ?? [],
		exploratory: extra.exploratory ?? false,
		known: extra.known,
		inCode: extra.inCode,
	});
};

describe("the built-in search pack", () => {
	it("hears a Go module's go directive, a type checker's target Python, git hooks, Go linters, release scripts, pins and __all__", () => {
		const fired = (tool: string, args: Record<string, unknown>, user: string, kind: string) =>
			run(tool, args, { user }).scores.find((score) => score.kind === kind)?.fired ?? [];
		expect(
			fired(
				"bash",
				{ command: "find . -name go.mod | xargs grep -n '^go '" },
				"make the go versions match",
				"Config",
			),
		).toEqual(expect.arrayContaining(["config-key", "config-ask"]));
		expect(
			fired("grep", { pattern: "python_version|pythonVersion", path: "pyproject.toml" }, "", "Config"),
		).toContain("config-key");
		expect(fired("bash", { command: "cat .husky/pre-commit" }, "the pre-commit hook", "Lint")).toEqual(
			expect.arrayContaining(["lint-path", "lint-ask"]),
		);
		expect(fired("glob", { pattern: "**/staticcheck.conf" }, "enable all staticcheck checks", "Lint")).toEqual(
			expect.arrayContaining(["lint-path", "lint-ask"]),
		);
		expect(fired("grep", { pattern: "gofmt" }, "", "Lint")).toContain("lint-word");
		// RuboCop's settings and a repository's own lint and test scripts; a runtime pin named, a toolchain asked
		expect(fired("glob", { pattern: "**/.rubocop*" }, "turn that rubocop cop off", "Lint")).toEqual(
			expect.arrayContaining(["lint-ask"]),
		);
		expect(fired("grep", { pattern: "ruff", path: "scripts/lint" }, "", "Lint")).toContain("lint-path");
		expect(fired("bash", { command: "cat scripts/test" }, "", "Test")).toContain("test-config-path");
		expect(fired("bash", { command: "cat .tool-versions" }, "pin ruby in .tool-versions", "Config")).toEqual(
			expect.arrayContaining(["config-path", "config-ask"]),
		);
		expect(
			fired("bash", { command: "grep -n release package.json scripts/release-changelog.ts" }, "", "Version"),
		).toContain("version-path");
		// a release script is one under scripts/, not any file with the word
		expect(fired("grep", { pattern: "x", path: "src/release-lock.ts" }, "", "Version")).not.toContain(
			"version-path",
		);
		expect(
			fired("grep", { pattern: "testify", path: "go.mod" }, "the docs module pins testify", "Dependency"),
		).toContain("dependency-ask");
		expect(fired("grep", { pattern: "mkdocs", path: "docs-requirements.txt" }, "", "Dependency")).toContain(
			"lockfile-path",
		);
		expect(
			fired("grep", { pattern: "__all__" }, "star-imports should give only the public names", "Entry"),
		).toContain("entry-ask");
		// a wheel builder's and a Cargo build's settings, a man page
		for (const query of ["cibuildwheel", "mypyc", "rustflags", "crt-static", "tool.cibuildwheel"])
			expect(fired("grep", { pattern: query }, "", "Build"), query).toContain("build-tool");
		expect(fired("bash", { command: "grep -rn extension docs/" }, "the man page's wording", "Docs")).toContain(
			"docs-ask",
		);
	});

	it("hears any of TypeScript's compiler options, minifying as build work, and a list of entry fields as entry work", () => {
		const option = run(
			"bash",
			{ command: "rg -n suppressImplicitAnyIndexErrors" },
			{ user: "tsc is warning that suppressImplicitAnyIndexErrors is deprecated, get rid of it" },
		);
		expect(option.winner?.kind).toBe("Config");
		expect(option.winner?.fired).toEqual(expect.arrayContaining(["tsconfig-word", "config-ask"]));
		const minify = run(
			"grep",
			{ pattern: "cssnano", path: "postcss.config.js" },
			{ user: "the dist css isnt minified, where is cssnano set?" },
		);
		expect(minify.scores.find((score) => score.kind === "Build")?.fired).toContain("build-ask");
		const fields = run(
			"bash",
			{ command: "rg -n '\\./lib' package.json" },
			{
				user: "main/module/types still point at ./lib but we build into dist now",
				// the manifests searched for a user asking exports work (R14 (p)) give Entry its evidence
				known: new Map([["Entry", { weight: 0.6, call: true, asked: false, paths: ["package.json"] }]]),
			},
		);
		expect(fields.scores.find((score) => score.kind === "Entry")?.fired).toContain("entry-ask");
	});

	it("hears a mypy setting as lint settings, what a package ships as build work, a minimum Node as config work", () => {
		const mypy = run("grep", { pattern: "warn_return_any" }, { user: "turn on warn_return_any in mypy" });
		expect(mypy.scores.find((score) => score.kind === "Lint")?.fired).toContain("lint-word");
		const files = run(
			"bash",
			{ command: "cat package.json | grep -n -E 'prepack|prepublish|\"files\"' -A2" },
			{ user: "published tarball had no dist in it?? make sure we build before pack" },
		);
		expect(files.winner?.kind).toBe("Build");
		expect(files.winner?.fired).toEqual(expect.arrayContaining(["pack-contents", "build-ask"]));
		const node = run(
			"grep",
			{ pattern: '"node":', path: "package.json" },
			{
				user: "raise the minimum node for the 24 line to 24.10",
				known: new Map([["Config", { weight: 1.2, call: true, asked: false, paths: ["package.json"] }]]),
			},
		);
		expect(node.winner?.fired).toContain("config-ask");
	});

	it("has the ten intents in priority order, destructive ones gated at 0.85", () => {
		expect(intents.map((intent) => intent.kind)).toEqual([
			"Version",
			"Dependency",
			"Config",
			"Test",
			"CI",
			"Docs",
			"Build",
			"Entry",
			"License",
			"Lint",
		]);
		expect(intents.filter((intent) => intent.destructive).map((intent) => [intent.kind, intent.threshold])).toEqual(
			[
				["Version", 0.85],
				["License", 0.85],
			],
		);
		for (const intent of intents) {
			expect(intent.targets.length).toBeGreaterThan(0);
			expect(intent.kinds.length).toBeGreaterThan(0);
			expect(intent.note).toBeTruthy();
		}
	});
});

describe("R1–R3: what is judged and what it offers", () => {
	it("judges the configured tools only", () => {
		expect(JUDGED_TOOLS.every((tool) => Judged(tool, JUDGED_TOOLS))).toBe(true);
		expect(Judged("edit", JUDGED_TOOLS)).toBe(false);
		expect(Judged(undefined, JUDGED_TOOLS)).toBe(false);
	});

	it("extracts per tool and refuses non-search bash", () => {
		expect(Extract("bash", { command: "npm test" }, "")).toBeUndefined();
		expect(Extract("grep", null, "")).toBeUndefined();
		const glob = Extract("glob", { pattern: "**/*.md" }, "")!;
		expect(glob.places).toEqual([]);
		expect(glob.paths).toEqual(["**/*.md"]);
		const find = Extract("bash", { command: 'find . -name "pyproject.toml"' }, "")!;
		expect(find.places).toEqual(["."]);
		expect(find.paths).toContain("pyproject.toml");
	});

	it("reads a regex as the literal it looks for", () => {
		expect(Literal("1\\.4\\.2")).toBe("1.4.2");
		expect(Literal("^process\\.env$")).toBe("process.env");
		// a class escape and its quantifier are one space
		expect(Literal('"build"\\s*:')).toBe('"build" :');
		expect(Literal("version\\s+=\\s?1\\w{2,}")).toBe("version = 1");
		// a class of a few letters is its first; a range or an escaped bracket is left as it is
		expect(Literal("[Ll]icense")).toBe("License");
		expect(Literal("licen[cs]e")).toBe("licence");
		expect(Literal("v[0-9]+")).toBe("v[0-9]+");
		expect(Literal("\\[tool\\]")).toBe("[tool]");
		expect(GlobFolder(".github/workflows/*.yml")).toBe(".github/workflows");
		expect(GlobFolder("**/*.ts")).toBeUndefined();
		expect(DeGlob("requirements*.txt")).toBe("requirements.txt");
	});
});

describe("R4–R13: the classifier", () => {
	it("R4 sums the fired signals", () => {
		const d = run("grep", { pattern: '"version": "1.4.2"' }, { user: "bump the version" });
		expect(d.verdict).toBe("pass");
		expect(d.winner?.fired.sort()).toEqual(["release-ask", "semver-literal", "version-word"]);
		expect(d.winner?.sum).toBeCloseTo(3.2);
	});

	it("R5 leaves GitHub's community files in `.github/` (issue templates, CODEOWNERS) to no CI note", () => {
		for (const pattern of [".github/ISSUE_TEMPLATE/*", ".github/CODEOWNERS", ".github/PULL_REQUEST_TEMPLATE.md"]) {
			const d = run(
				"glob",
				{ pattern },
				{ user: "bug reports are too vague, make the form ask for more detail" },
			);
			expect(d.scores.find((score) => score.kind === "CI")).toBeUndefined();
		}
		// the workflows and the folder itself stay CI's
		for (const pattern of [".github/workflows/*.yml", ".github/dependabot.yml"])
			expect(run("glob", { pattern }, { user: "ci is red" }).winner?.kind).toBe("CI");
		expect(run("bash", { command: "rg -n frozen-lockfile .github" }).winner?.claimed).toBe(true);
	});

	it("reads a Python build backend's own table (`tool.flit`, `tool.hatch.build`) as build work", () => {
		const d = run(
			"bash",
			{ command: 'grep -n -A3 "tool.flit" pyproject.toml' },
			{ user: "the sdist lacks tests/" },
		);
		expect(d.winner?.kind).toBe("Build");
		expect(d.winner?.fired).toContain("build-tool");
		// setuptools' package-data table in its TOML spelling, and setuptools_scm's
		for (const [pattern, user] of [
			["package-data", "is py.typed actually included in the wheel?"],
			["tool.setuptools_scm", "setuptools_scm warns that write_to is deprecated"],
		]) {
			const spelled = run("bash", { command: `grep -n '${pattern}' -A2 pyproject.toml` }, { user });
			expect(spelled.winner?.fired, pattern).toEqual(expect.arrayContaining(["build-tool", "build-ask"]));
		}
	});

	it("hears a lint or format config's own key as lint settings, and reformatting as format work", () => {
		const ignores = run(
			"grep",
			{ pattern: "ignorePatterns" },
			{ user: "pnpm format keeps reformatting the snapshot files, ignore them" },
		);
		expect(ignores.winner?.kind).toBe("Lint");
		expect(ignores.winner?.fired).toEqual(expect.arrayContaining(["lint-word", "lint-ask"]));
		for (const key of ["printWidth", "globalIgnores", "indent_size", "per-file-ignores"])
			expect(
				run("grep", { pattern: key }, { user: "x" }).scores.find((s) => s.kind === "Lint")?.fired,
				key,
			).toContain("lint-word");
		// a key of no lint config's own is none
		expect(run("grep", { pattern: "ignore" }, { user: "x" }).scores.some((s) => s.kind === "Lint")).toBe(false);
	});

	it("R5: inside the docs a code-shaped query looks for a page's example, so the code penalty does not count", () => {
		const user = "docs for useFrame should say delta is in seconds";
		const docs = run("grep", { pattern: "useFrame\\(\\(state, delta", path: "docs" }, { user });
		expect(docs.verdict).toBe("pass");
		expect(docs.winner?.kind).toBe("Docs");
		expect(docs.winner?.fired).toContain("code-shaped");
		// the same query in the code is code work
		expect(run("grep", { pattern: "useFrame\\(\\(state, delta", path: "src" }, { user }).verdict).not.toBe("pass");
	});

	it("R5: in a build script asked about, a code-shaped query reads the build's own code", () => {
		const call = { command: String.raw`grep -rn 'path.join\|resolve(' scripts/build.mjs scripts/bundle.mjs` };
		const user = "pnpm build all fails on windows, path issue in the build scripts";
		const build = run("bash", call, { user });
		expect(build.winner?.kind).toBe("Build");
		expect(build.winner?.fired).toContain("code-shaped");
		expect(build.winner!.sum).toBeGreaterThanOrEqual(1.9);
		// not asked, the penalty counts: a bug hunt in the script's code
		expect(run("bash", call, { user: "why does it resolve the wrong folder" }).verdict).not.toBe("pass");
	});

	it("R5 gives a lockfile search to Dependency even when the query is a version", () => {
		const d = run("grep", { pattern: "1\\.4\\.2", path: "pnpm-lock.yaml" });
		expect(d.winner?.kind).toBe("Dependency");
		expect(d.winner?.claimed).toBe(true);
		expect(d.scores.map((score) => score.kind)).toEqual(["Dependency"]);
		expect(InScope(["node_modules/"], "node_modules/zod/package.json")).toBe(true);
		expect(InScope(["CHANGELOG.md"], "packages/a/CHANGELOG.md")).toBe(true);
		expect(d.winner!.sum).toBeCloseTo(1.5 + SCOPE_WEIGHT);
	});

	it("R6 and R7 add the ring and the bounded history", () => {
		const base = run("grep", { pattern: "eslint" }).winner!.sum;
		expect(
			run("grep", { pattern: "eslint" }, { ring: [{ index: 1, leaning: ["Lint"], paths: [] }] }).winner!.sum,
		).toBeCloseTo(base + RING_WEIGHT);
		expect(run("grep", { pattern: "eslint" }, { history: { Lint: -5 } }).winner!.sum).toBeCloseTo(base - 1);
	});

	it("R8 matches a stated fact by value, not by substring", () => {
		const version: GraphFact = { path: "package.json", field: "version", value: "1.4.2" };
		expect(NamesFact(version, "1.4.2", "1\\.4\\.2")).toBe(true);
		expect(NamesFact(version, "11.4.2", "11.4.2")).toBe(false);
		expect(NamesFact(version, "1.4.20", "1.4.20")).toBe(false);
		expect(NamesFact({ path: "package.json", field: "script", value: "build" }, "build", "build")).toBe(false);
		expect(NamesFact({ path: "package.json", field: "script", value: "build" }, "build:", '"build":')).toBe(true);
		// the regex an agent greps for the key, read as meant
		const regex = '"build"\\s*:';
		expect(NamesFact({ path: "package.json", field: "script", value: "build" }, Literal(regex), regex)).toBe(true);
		expect(NamesFact({ path: "package.json", field: "script", value: "test" }, Literal(regex), regex)).toBe(false);
		// a subpath the package exports, by its whole distinctive name; `./server` or `./package.json` never
		const subpath = (value: string): GraphFact => ({ path: "packages/mdx/package.json", field: "subpath", value });
		expect(NamesFact(subpath("./internal-extnames-to-regex"), "internal-extnames-to-regex", "x")).toBe(true);
		expect(NamesFact(subpath("./internal-extnames-to-regex"), "internal-extnames", "x")).toBe(false);
		expect(NamesFact(subpath("./server"), "server", "server")).toBe(false);
		expect(NamesFact(subpath("./package.json"), "package.json", "package.json")).toBe(false);
		// a built file an entry field points at, by its name (`grep browser\.mjs package.json`)
		const exported: GraphFact = { path: "package.json", field: "exports", value: "./dist/browser.mjs" };
		expect(NamesFact(exported, "browser.mjs", "browser\\.mjs")).toBe(true);
		expect(NamesFact(exported, "dist/browser.mjs", "dist/browser.mjs")).toBe(true);
		expect(NamesFact(exported, "mjs", "mjs")).toBe(false);
		expect(NamesFact(exported, "rowser.mjs", "rowser.mjs")).toBe(false);
		const d = run("grep", { pattern: "1\\.4\\.2" }, { facts: [version], user: "bump" });
		expect(d.verdict).toBe("pass");
		expect(d.winner?.factPaths).toEqual(["package.json"]);
	});

	it("reads a word-bounded test API name as test talk, one signal that a test-minded prompt completes", () => {
		const query = { pattern: "\\btest\\b|\\bdescribe\\b" };
		expect(run("grep", query, { user: "chore: exclude type-only files from coverage" })).toMatchObject({
			verdict: "pass",
			winner: { kind: "Test" },
		});
		expect(run("grep", query, { user: "fix the release script" }).verdict).toBe("low-confidence");
		expect(run("grep", { pattern: "description" }, { user: "add coverage" }).verdict).toBe("no-signal");
	});

	it("hears docs work in the plural and the contributing guide, which a listing of docs/ alone does not clear", () => {
		const listing = { command: "ls docs" };
		for (const user of ["update READMEs", "Fix typos in the guides", "Reword CONTRIBUTING"])
			expect(run("bash", listing, { user }), user).toMatchObject({ verdict: "pass", winner: { kind: "Docs" } });
		expect(run("bash", listing, { user: "chore: update sponsors" }).verdict).toBe("low-confidence");
	});

	it("reads a setup action's runtime version input as the workflows', not the project's version", () => {
		for (const pattern of ["node-version", "python-version:"])
			expect(run("grep", { pattern }, { user: "add node 22 to the CI matrix" }), pattern).toMatchObject({
				verdict: "pass",
				winner: { kind: "CI" },
			});
		expect(run("grep", { pattern: "version" }, { user: "add node 22 to the CI matrix" }).winner?.kind).toBe(
			"Version",
		);
	});

	it("R9 abstains between two near intents; user text alone is no signal", () => {
		expect(run("grep", { pattern: "eslint workflow" }, { user: "the lint workflow in ci" }).verdict).toBe(
			"ambiguous-target",
		);
		expect(run("grep", { pattern: "parseFlags" }, { user: "bump the version" }).verdict).toBe("no-signal");
	});

	it("R9 lets a near runner-up be when both lead with the same file: only the label is in doubt", () => {
		const leading = (config: string, test: string) =>
			run(
				"grep",
				{ pattern: "DB_PORT" },
				{
					user: "the test DB port",
					known: new Map([
						["Config", { weight: 2.9, call: true, asked: true, paths: [config] }],
						["Test", { weight: 2.2, call: true, asked: true, paths: [test] }],
					]),
				},
			).verdict;
		expect(leading("tox.ini", "tests/settings.py")).toBe("ambiguous-target");
		expect(leading("tox.ini", "tox.ini")).toBe("pass");
	});

	it("reads an advisory as dependency work and a console script as entry work", () => {
		const fired = (user: string, kind: string) =>
			run("grep", { pattern: "zzz" }, { user }).scores.find((score) => score.kind === kind)?.fired ?? [];
		for (const user of [
			"dependabot says rollup 4.21.0 has a vuln",
			"renovate wants a newer esbuild",
			"CVE-2024-4068 in braces, fix it",
			"undici is outdated",
		])
			expect(run("bash", { command: "npm ls rollup" }, { user }).scores[0]?.fired, user).toContain(
				"dependency-ask",
			);
		expect(fired("add a `precommit` alias console script next to pre-commit", "Entry")).toEqual([]);
		expect(
			run("grep", { pattern: "console_scripts" }, { user: "add a `precommit` alias console script" }).scores[0]
				?.fired,
		).toContain("entry-ask");
	});

	it("R10 holds destructive intents at 0.85", () => {
		const d = run("grep", { pattern: "Copyright" });
		expect(d.verdict).toBe("low-confidence");
		expect(d.gate).toBe(0.85);
		expect(d.k).toBeCloseTo(1 / (1 + Math.exp(-1.2)));
	});

	it("R11 gates exploratory questions and bumps read-only subagents", () => {
		expect(IsExploratory("Why does parse() drop whitespace?")).toBe(true);
		expect(IsExploratory("What does the binary run on startup")).toBe(true);
		// a complaint, then the change asked for: no exploration
		expect(IsExploratory("mypy is too strict for the scripts, can we tweak the mypy settings?")).toBe(false);
		expect(IsExploratory("tests are flaky, skip the slow ones?")).toBe(false);
		expect(IsExploratory("Please fix the tsconfig?")).toBe(false);
		// a report ending in a question mark asks for a fix; a question followed by the change wanted is no exploration
		expect(IsExploratory("tsc says cannot find name 'process' in src/index.ts, node types not picked up?")).toBe(
			false,
		);
		expect(IsExploratory("where's the console script defined? want to point it at a new main")).toBe(false);
		expect(IsExploratory("version?")).toBe(true);
		// `when` states a condition unless the text asks (`when does the release job run?`); a request after a comma asks
		expect(IsExploratory("when I push twice to a PR the old test run keeps going, cancel superseded runs")).toBe(
			false,
		);
		expect(IsExploratory("when does the release job run?")).toBe(true);
		expect(IsExploratory("why is the build slow, use esbuild instead")).toBe(false);
		// `do` before its subject or with a question mark asks; `do the X` asks for work
		expect(IsExploratory("do we pin node anywhere")).toBe(true);
		expect(IsExploratory("do the 0.20.5 release preperations pls")).toBe(false);
		expect(IsExploratory("do the docs build on windows?")).toBe(true);
		expect(IsExploratory("what do I need to know about the release?")).toBe(true);
		expect(IsExploratory("")).toBe(false);
		expect(run("grep", { pattern: '"version": "1.4.2"' }, { exploratory: true }).verdict).toBe(
			"exploratory-question",
		);
		expect(
			run("grep", { pattern: '"version": "1.4.2"' }, { exploratory: true, user: "which version is this?" })
				.verdict,
		).toBe("pass");
		expect(run("grep", { pattern: "eslint", path: "package.json" }, { user: "fix lint", bump: 0.1 }).verdict).toBe(
			"low-confidence",
		);
	});

	it("R12 keeps the user's words, not notices", () => {
		expect(
			UserText([
				{ role: "user", content: [{ type: "text", text: "a" }], source: { kind: "user" } },
				{ role: "user", content: [{ type: "text", text: "b" }], source: { kind: "x", form: "notice" } },
			]),
		).toBe("a");
		expect(UserText("nope")).toBeUndefined();
	});

	it("R13: the call's own targets lead, its companions follow; a call on one test inside a candidate folder has arrived", () => {
		// `grep -n version package.json` for a release: the manifest it searches is the target, the changelog goes with it
		expect(Companions(["CHANGELOG.md", "package.json"], ["package.json"])).toEqual([
			"package.json",
			"CHANGELOG.md",
		]);
		// a name pattern searched in a candidate folder: the files it matched there lead (not a test's)
		const folderAndFile = [".github/workflows/", ".github/dependabot.yml", ".github/workflows/CICD.yml"];
		expect(Companions(folderAndFile, [".github/workflows/*.yml"], () => 1, [".github/workflows/CICD.yml"])).toEqual(
			[".github/workflows/CICD.yml", ".github/dependabot.yml"],
		);
		expect(Companions(["tests/", "tox.ini"], ["tests/*.py"], () => 1, ["tests/test_x.py"])).toEqual([]);
		// working on one test among many is no search for the test setup, read or searched
		expect(Companions(["tests/", "tox.ini"], ["tests/test_x.py"])).toEqual([]);
		expect(Companions(["tests/", "tox.ini"], ["tests/test_x.py"], () => 1, ["tests/test_x.py"])).toEqual([]);
		// a page it searches inside the docs folder, or a workflow among many, is where the work is: it leads
		expect(Companions(["docs/", "README.md"], ["docs/usage.rst"], () => 9, ["docs/usage.rst"])).toEqual([
			"docs/usage.rst",
			"docs/",
			"README.md",
		]);
		// read, not searched, it has arrived; so has a folder inside one the graph does not file as a whole
		expect(Companions(["docs/", "README.md"], ["docs/usage.rst"])).toEqual([]);
		expect(Companions(["docs/", "README.md"], ["docs/guide"], () => 9, [])).toEqual([]);
		// a folder searched inside a folder the graph files as a whole (the docs) holds the pages: it leads; so does
		// the docs folder a name pattern searches (`grep -l typescript docs/*.md`); a test folder inside one has arrived
		const whole = () => Number.POSITIVE_INFINITY;
		expect(Companions(["docs/", "README.md"], ["docs/usage"], whole, [])).toEqual([
			"docs/usage/",
			"docs/",
			"README.md",
		]);
		expect(Companions(["docs/", "README.md"], ["docs/*.md"], whole, [])).toEqual(["docs/", "README.md"]);
		expect(Companions(["docs/", "README.md"], ["docs/tests"], whole, [])).toEqual([]);
		// a candidate file inside a candidate folder is a target (`cat .github/workflows/ci.yml`)
		const workflows = [".github/workflows/", ".github/workflows/ci.yml", ".github/workflows/lint.yml"];
		expect(Companions(workflows, [".github/workflows/ci.yml"], () => 2)).toEqual([
			".github/workflows/ci.yml",
			".github/workflows/lint.yml",
		]);
		// searching the folder itself names it, then its files
		expect(Companions(["tests/", "tox.ini"], ["tests"])).toEqual(["tests/", "tox.ini"]);
		expect(Companions(workflows, [".github/workflows"], () => 2)).toEqual(workflows);
		// from the root, a folder whose files are listed gives way to them
		expect(Companions([".github/workflows/", ".github/workflows/ci.yml"], ["."])).toEqual([
			".github/workflows/ci.yml",
		]);
		// a file the call searches that is no candidate follows the ones it works on (`__license__` in a module)
		expect(
			Companions(["LICENSE", "pyproject.toml"], ["src/pkg/__init__.py"], () => 0, ["src/pkg/__init__.py"]),
		).toEqual(["src/pkg/__init__.py", "LICENSE", "pyproject.toml"]);
	});

	it("R13 keeps a folder beside the few of its files a note lists when the workspace has more of them", () => {
		const candidates = [".github/workflows/", ".github/workflows/ci.yml", ".github/workflows/lint.yml"];
		expect(Companions(candidates, ["."], () => 12)).toEqual(candidates);
		expect(Companions(candidates, ["."], () => 2)).toEqual(candidates.slice(1));
		// without the graph nothing is known beyond the list
		expect(Companions(candidates, ["."], () => 0)).toEqual(candidates.slice(1));
	});

	it("reads a glob for LICEN* as a licence search, and a script under .github as code, not CI", () => {
		expect(run("glob", { pattern: "LICEN*" }, { user: "update the license year" }).winner?.kind).toBe("License");
		const script = run(
			"read",
			{ file_path: ".github/scripts/monitor.py" },
			{ user: "Refactor _labels in monitor" },
		);
		expect(script.scores.flatMap((score) => score.fired)).not.toContain("ci-path");
		expect(script.verdict).not.toBe("pass");
		expect(run("read", { file_path: ".github/workflows/ci.yml" }).winner?.kind).toBe("CI");
		expect(run("read", { file_path: ".github/dependabot.yml" }).winner?.kind).toBe("CI");
	});

	it("reads another CI service's pipeline file as CI, an exports key alone as entry work, a runner's key as test work", () => {
		const drone = run(
			"bash",
			{ command: "grep -n -A5 crowdin .drone.yml" },
			{ user: "the crowdin step in the drone pipeline is broken" },
		);
		expect([drone.verdict, drone.winner?.kind, drone.winner?.fired]).toEqual(["pass", "CI", ["ci-ask", "ci-path"]]);
		const subpath = run(
			"grep",
			{ pattern: '"./update"' },
			{ user: "expose the dotenv helpers as their own subpath" },
		);
		expect([subpath.verdict, subpath.winner?.kind]).toEqual(["pass", "Entry"]);
		// an import of a relative module is no exports key
		expect(run("grep", { pattern: 'from "./update"' }, { user: "expose it" }).winner?.kind).toBeUndefined();
		// a Python project's requirements files are its dependencies, however misspelt the ask
		const requirements = run(
			"bash",
			{ command: "cat requirements-dev.txt" },
			{ user: "add pytest-xdist to the dev requirements" },
		);
		expect(requirements.winner?.fired).toContain("dependency-ask");
		expect(
			run(
				"grep",
				{ pattern: "debug", path: "package.json" },
				{ user: "drop the debug dependancy" },
			).scores.flatMap((score) => score.fired),
		).toContain("dependency-ask");
		// `to latest` is a package's move, whatever the user calls the packages (`sdks`)
		const latest = run(
			"bash",
			{ command: "rg -n '\"posthog-(js|node)\"' -g 'package.json'" },
			{ user: "update posthog sdks to latest" },
		);
		expect(latest.scores.find((score) => score.kind === "Dependency")?.fired).toContain("dependency-ask");
		const snapshots = run(
			"grep",
			{ pattern: "resolveSnapshotPath" },
			{ user: "vitest snapshots next to the test" },
		);
		expect([snapshots.verdict, snapshots.winner?.kind]).toEqual(["pass", "Test"]);
	});

	it("never throws on arbitrary arguments", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("grep", "glob", "read", "bash"),
				fc.dictionary(
					fc.constantFrom("pattern", "path", "include", "file_path", "command"),
					fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
				),
				fc.string(),
				(tool, args, user) => {
					const shape = Extract(tool, args, user);
					if (shape)
						Classify({
							shape,
							relative: shape.places,
							intents,
							floor: 0.75,
							bump: 0,
							history: {},
							ring: [],
							facts: [],
							exploratory: IsExploratory(user),
						});
				},
			),
			{ numRuns: 400 },
		);
	});
});

describe("R15: a search of source files the workspace files under no kind reads code", () => {
	const crlf = { command: 'grep -n "end_of_line\\|crlf" -i src/mdformat/_cli.py' };
	const user = "--check says files are fine even with CRLF line endings";

	it("keeps a formatter's key searched in one module from reading as lint work", () => {
		const base = run("bash", crlf, { user });
		expect(base.winner?.kind).toBe("Lint");
		const inCode = run("bash", crlf, { user, inCode: true });
		expect(inCode.verdict).not.toBe("pass");
		expect(inCode.winner?.sum).toBeCloseTo(base.winner!.sum - 0.8);
	});

	it("leaves an intent that claims the place alone", () => {
		const args = { pattern: "version", path: "CHANGELOG.md" };
		const claimed = run("grep", args, { user: "bump the version", inCode: true });
		expect(claimed.winner?.sum).toBeCloseTo(run("grep", args, { user: "bump the version" }).winner!.sum);
	});
});

describe("InCode: which places are source files the workspace files under no kind", () => {
	const view = { facts: [], files: new Map([["src/pkg/__init__.py", ["version-file" as const]]]) };

	it("takes modules, never a filed module, a config, a test, a folder or a glob", () => {
		expect(InCode(["src/mdformat/_cli.py"], view)).toBe(true);
		expect(InCode(["./src/app.ts", "server/Server.js"], view)).toBe(true);
		for (const places of [
			[],
			["src/pkg/__init__.py"],
			["src/cattr/__init__.py"],
			["packages/core/src/index.ts"],
			["vite.config.ts"],
			["tests/test_cli.py"],
			["src/"],
			["src/*.py"],
			["src/app.ts", "package.json"],
		])
			expect(InCode(places, view), places.join(" ")).toBe(false);
	});
});

describe("R5: what the search found outweighs where it looked", () => {
	const args = { pattern: "## 0\\.7\\.19", path: "docs" };
	const user = "write up the changelog section for the upcoming 0.7.20 release";
	const changelog = "docs/users/changelog.md";

	it("keeps an intent whose own files the search found in a claimed folder", () => {
		expect(run("grep", args, { user }).scores.map((score) => score.kind)).toEqual(["Docs"]);
		const found = run("grep", args, {
			user,
			known: new Map([
				["Version", { weight: 1.2, call: true, asked: true, paths: [changelog], found: [changelog] }],
			]),
		});
		expect(found.winner?.kind).toBe("Version");
		expect(found.scores.map((score) => score.kind)).toContain("Docs");
	});
});

describe("R11: a question asking why or how the code does something is no chore, whatever its words", () => {
	it("hears a cause or a mechanism asked, after a dash too", () => {
		for (const text of [
			"why does the version prompt show prerelease choices for 0.x packages",
			"how are plugins discovered? do they use entry points?",
			"HMR does a full reload when a file exports a constant next to a component — how is that decided?",
			"How does getRssString work?",
			"how does tox decide it's running on CI? GITHUB_ACTIONS detection seems off for us",
			"pycln removes an import that is only referenced inside __all__ += [...], why?",
			"the banner shows twice on reload; why is that?",
			"the transpiler doesn't pick up babel config in ESM projects, why",
			"how does goreleaser figure out the previous tag when building the changelog?",
		])
			expect(AsksCause(text) && IsExploratory(text), text).toBe(true);
		for (const text of [
			"how do I bump the version?",
			"what licence is this under?",
			"bump the version, why not",
			"Why is zod 3.23.8 installed instead of 3.22?",
			"how do i get vitest working with jsdom?",
			"how do I make the ci build work?",
			"why do we pin zod?",
			"drop the old banner from the readme, why?",
			// (a wish, then a how asked mid-sentence: the chore stands)
			"i want coverage numbers from the node test runner, how is test wired up?",
			"how does figure 3 render in the docs?",
		])
			expect(AsksCause(text) && IsExploratory(text), text).toBe(false);
	});

	it("hears a hunt for code, where something is done or its every use, unless a release or a pin is asked beside it", () => {
		for (const text of [
			"find all the places that read the config file path",
			"refresh token can be reused after logout, find where it's validated",
			"--config-setting with '=' inside the value gets split wrong, find the parser",
			"find every test using t.File so I can add a file-type case",
			"rename util.Slab to something clearer, find all usages",
			"where does it read jsxFactory etc from tsconfig?",
			"where does it read `jsxFactory` from tsconfig?",
			"Where does the CLI read compilerOptions.jsxFactory from?",
		])
			expect(AsksToFindCode(text), text).toBe(true);
		for (const text of [
			"find every place that pins zod and bump it to 3.24",
			"find where we set the node version in CI and update it to 22",
			"one of our package.json files doesn't declare a license, find it and set MIT",
			"TS users can't find types with moduleResolution node16, add types condition to exports",
			"where do i bump the version? cant find a version string anywhere",
			"where does the ci read the node version from? bump it to 22",
			"the test job in tests.yml is skipped on forks, check the logic",
			"where does the package get its version from? pip show says 0.0.0",
			"where does it read the eslint config from? it ignores our eslint.config.js",
			"where does it read python_requires from? setup.cfg or pyproject",
			"where do we get the logo from in the readme? swap it",
		])
			expect(AsksToFindCode(text), text).toBe(false);
		const hunt = run(
			"glob",
			{ pattern: "bumpversion/config/*.py" },
			{ user: "find all the places that read the config file path" },
		);
		expect(hunt.verdict).toBe("exploratory-question");
		const asked = run("glob", { pattern: "bumpversion/config/*.py" }, { user: "add a config file path setting" });
		expect(asked.verdict).not.toBe("exploratory-question");
	});

	it("holds a note the question's own words would pass", () => {
		const user = "why does the version prompt show prerelease choices for 0.x packages";
		const asked = run("grep", { pattern: '"version": "1.4.2"' }, { user, exploratory: true });
		expect(asked.winner?.asked).toBe(true);
		expect(asked.verdict).toBe("exploratory-question");
		const plain = run(
			"grep",
			{ pattern: '"version": "1.4.2"' },
			{ user: "what version is this at?", exploratory: true },
		);
		expect(plain.winner?.asked).toBe(true);
		expect(plain.verdict).not.toBe("exploratory-question");
	});
});

describe("the fiftieth pass's signals", () => {
	it("a Sphinx changelog in the docs (`docs/changelog.rst`) is the release's, beside the docs' own", () => {
		const call = { command: "grep -n '^version' pyproject.toml && head -20 docs/changelog.rst" };
		const release = run("bash", call, { user: "cut the 6.12.0 release please" });
		expect(release.winner?.kind).toBe("Version");
		expect(release.winner?.claimed).toBe(true);
		expect(release.verdict).toBe("pass");
	});

	it("a dependency bumped by name to a version is dependency work; the project's version bumped is not", () => {
		const search = { pattern: "fastapi-sso", include: "pyproject.toml" };
		for (const user of ["bump fastapi-sso 0.18 -> 0.19", "bump pytest-cov to 5.x", "bumping @types/node to 20"])
			expect(run("grep", search, { user }).scores.find((s) => s.kind === "Dependency")?.fired).toContain(
				"dependency-ask",
			);
		for (const user of [
			"bump the version to 1.4.3",
			"bump version to 2",
			"bump to 2.0.0",
			"bump it to 3",
			"bump line-length to 120",
			"bump timeout to 30",
			"bump requires-python to 3.10",
		])
			expect(
				run("grep", search, { user }).scores.find((s) => s.kind === "Dependency")?.fired ?? [],
			).not.toContain("dependency-ask");
	});

	it("a Rust module declaration searched for a user hooking a module up: the crate root's work", () => {
		const entry = run(
			"grep",
			{ pattern: "^mod ", include: "*.rs" },
			{ user: "I added src/json_output.rs, hook it up as a module" },
		);
		expect(entry.winner?.kind).toBe("Entry");
		expect(entry.winner?.fired).toEqual(expect.arrayContaining(["entry-reexport", "entry-ask"]));
		// a module's own code searched is no declaration
		expect(run("grep", { pattern: "mod_path" }, { user: "hook it up as a module" }).winner?.kind).not.toBe("Entry");
	});

	it("EditorConfig and StandardRB are lint tools; indentation is lint work", () => {
		const indent = run(
			"bash",
			{ command: "ls -a | grep -i editorconfig" },
			{ user: "yaml files keep getting 4-space indents" },
		);
		expect(indent.winner?.kind).toBe("Lint");
		expect(indent.winner?.fired).toEqual(expect.arrayContaining(["lint-word", "lint-ask"]));
		expect(
			run("grep", { pattern: "ruby_version" }, { user: "set standardrb target ruby version to 3.2" }).scores.find(
				(s) => s.kind === "Lint",
			),
		).toBeUndefined();
	});

	it("a Gemfile's gem lines and Appraisal's gem sets are dependency files", () => {
		const gems = run("bash", { command: "grep -n '^gem ' Gemfile" }, { user: "update the test deps" });
		expect(gems.winner?.kind).toBe("Dependency");
		expect(gems.winner?.fired).toContain("dependency-word");
		const appraisal = run(
			"bash",
			{ command: "ls gemfiles/ && grep -n appraise Appraisals" },
			{ user: "add an appraisal for rails 8.1 beta" },
		);
		expect(appraisal.winner?.kind).toBe("Dependency");
		expect(appraisal.winner?.fired).toEqual(
			expect.arrayContaining(["dependency-word", "dependency-ask", "manifest-path"]),
		);
		expect(run("glob", { pattern: "gemfiles/rails_7_1.gemfile.lock" }).winner?.fired).toContain("lockfile-path");
	});

	it("a Rails engine's test app's settings are config, not only the tests' folder", () => {
		const d = run(
			"grep",
			{ pattern: "queue_adapter", path: "test/dummy/config" },
			{ user: "switch the dummy app's queue adapter" },
		);
		expect(d.scores.find((s) => s.kind === "Config")?.claimed).toBe(true);
	});

	it("clang-format's settings are lint's; a C extension's compile flags are the build's", () => {
		const clang = run(
			"glob",
			{ pattern: "**/.clang-format" },
			{ user: "clang-format keeps reflowing my comments" },
		);
		expect(clang.winner?.kind).toBe("Lint");
		expect(clang.winner?.fired).toEqual(expect.arrayContaining(["lint-path", "lint-ask"]));
		const flags = run(
			"bash",
			{ command: "grep -n 'CFLAGS\\|extra_compile_args' setup.py" },
			{
				user: "add -Wextra to the C extension compile flags",
			},
		);
		expect(flags.winner?.kind).toBe("Build");
		expect(flags.winner?.fired).toContain("build-tool");
	});

	it("pnpm's peer settings in everyday words and a rebuild are asks", () => {
		const npmrc = run("bash", { command: "cat .npmrc" }, { user: "turn on strict peer deps for pnpm installs" });
		expect(npmrc.winner?.fired).toContain("config-ask");
		const watch = run(
			"bash",
			{ command: "cat rollup.config.js" },
			{ user: "a watch script so i can rebuild both packages" },
		);
		expect(watch.scores.find((s) => s.kind === "Build")?.asked).toBe(true);
	});
});

describe("the fifty-first pass's signals", () => {
	it("a question where the code does something is a hunt for code, whatever chore word it holds", () => {
		for (const user of [
			"where is the [tool.fastapi] entrypoint read from pyproject in the code",
			"where does the version get parsed in the source?",
		])
			expect(AsksToFindCode(user), user).toBe(true);
		for (const user of [
			"where is the timeout set in the code? make it 30s",
			"where is the LICENSE in the source distribution?",
			"where is the entrypoint declared? add a second one",
		])
			expect(AsksToFindCode(user), user).toBe(false);
	});
});

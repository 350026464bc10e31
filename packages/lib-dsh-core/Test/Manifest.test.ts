import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildGraph } from "../Source/Function/WorkspaceGraph/Scan";
import { ClassifyFile } from "../Source/Function/WorkspaceGraph/Classify";
import { PythonFacts, RequirementsFacts } from "../Source/Function/WorkspaceGraph/Manifest";
import { SEARCH_INTENTS } from "../Source/Variable/Pack/Search";

const values = (facts: { field: string; value: string }[], field: string) =>
	facts.filter((fact) => fact.field === field).map((fact) => fact.value);

describe("the Python manifests' facts", () => {
	it("reads [project] dependencies, optional dependencies and dependency groups, brackets inside strings included", () => {
		const text = [
			"[project]",
			'name = "demo"',
			'version = "3.2.0.dev"',
			'dependencies = ["blinker>=1.9", "click>=8.1.3",',
			'  "httpx[http2]>=0.27",',
			"]",
			'classifiers = ["Programming Language :: Python"]',
			"[project.optional-dependencies]",
			'async = ["asgiref>=3.2"]',
			"[dependency-groups]",
			"dev = [",
			'  "ruff",',
			'  "tox",',
			"]",
			"[tool.ruff]",
			'target-version = "py310"',
			'extend-select = ["B"]',
		].join("\n");
		const facts = PythonFacts("pyproject.toml", text);
		expect(values(facts, "dependency")).toEqual(["blinker", "click", "httpx", "asgiref", "ruff", "tox"]);
		expect(values(facts, "version")).toEqual(["3.2.0.dev"]);
	});

	it("takes no version from `target-version` or a dynamic `{attr = …}`", () => {
		const facts = PythonFacts(
			"pyproject.toml",
			'[project]\nname = "requests"\ndynamic = ["version"]\n[tool.setuptools.dynamic]\nversion = {attr = "requests.__version__"}\n[tool.ruff]\ntarget-version = "py310"\n',
		);
		expect(values(facts, "version")).toEqual([]);
	});

	it("reads a requirements file's names, skipping options, URLs and comments", () => {
		const facts = RequirementsFacts(
			"requirements.txt",
			"# pinned\n-e .\n--index-url https://x\nchardet==5.2.0\nhttpx[http2]>=0.1\ncryptography ; python_version<'3.9'\nhttps://example.com/x.whl\nchardet\n",
		);
		expect(values(facts, "dependency")).toEqual(["chardet", "httpx", "cryptography"]);
	});
});

describe("what the graph and the pack call a changelog and a version", () => {
	it("classifies History.md and CHANGES.md as changelogs", () => {
		expect(ClassifyFile("History.md", 0)).toEqual(["changelog"]);
		expect(ClassifyFile("CHANGES.md", 0)).toEqual(["changelog"]);
	});

	it("gives the graph's lint-config kind to every file the pack's lint-path signal names (ignore files too)", () => {
		const lintPath = SEARCH_INTENTS["search/Lint"]!.signals!.find((signal) => signal.id === "lint-path")!;
		const pattern = new RegExp(lintPath.pattern);
		const names = [
			".prettierignore",
			".eslintignore",
			"eslint.config.mjs",
			".prettierrc.json",
			"ruff.toml",
			".flake8",
		];
		for (const name of names) {
			expect(pattern.test(`packages/x/${name}`)).toBe(true);
			expect(ClassifyFile(`packages/x/${name}`, 2)).toEqual(["lint-config"]);
		}
		expect(ClassifyFile("prettier-plugin.ts", 0)).toEqual([]);
		// a TypeScript config configures the compiler's build too: Build's notes may name it
		expect(ClassifyFile("packages/x/tsconfig.build.json", 2)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("tsconfig.json", 0)).toEqual(["config", "build-config"]);
		expect(ClassifyFile("jsconfig.json", 0)).toEqual(["config"]);
	});

	it("reads PEP 440 versions as version literals", () => {
		const semver = SEARCH_INTENTS["search/Version"]!.signals!.find((signal) => signal.id === "semver-literal")!;
		const pattern = new RegExp(semver.pattern);
		expect(
			["8.5.0.dev", "2.0.0rc1", "1.2.3.post1", "1.4.2", "v1.4.2-beta.1"].filter((text) => pattern.test(text)),
		).toHaveLength(5);
		expect(["1.4", "py310", "10.0.0.0"].filter((text) => pattern.test(text))).toEqual([]);
	});
});

describe("the pack's Config and Entry signals, and the entries the graph reads", () => {
	const signal = (intent: string, id: string) =>
		new RegExp(SEARCH_INTENTS[intent]!.signals!.find((one) => one.id === id)!.pattern, "i");

	it("hears an environment access written as a regex, and does not take `import.meta` for an import", () => {
		const env = signal("search/Config", "env-word");
		expect(
			["process.env", "process\\.env\\.", "import\\.meta\\.env|process\\.env", "os.environ", "getenv("].every(
				(q) => env.test(q),
			),
		).toBe(true);
		expect(env.test("env\\.[A-Z][A-Z_]+")).toBe(true);
		expect(["environment", "env.d.ts", "vite-env.d.ts"].some((q) => env.test(q))).toBe(false);
		const code = signal("search/Config", "code-shaped");
		expect(code.test("import.meta.env")).toBe(false);
		expect(code.test("import\\.meta\\.env|process\\.env")).toBe(false);
		expect(code.test("import { env } from")).toBe(true);
	});

	it("hears an entry field as a quoted key, an alternation or a jq path, and the re-export lines", () => {
		const field = signal("search/Entry", "entry-field");
		expect(
			['"main":', '"main"\\|"exports"', '"(main|module|exports)"', ".exports", "jq .bin"].every((q) =>
				field.test(q),
			),
		).toBe(true);
		expect(["module.exports", "main", "the main file"].some((q) => field.test(q))).toBe(false);
		const reexport = signal("search/Entry", "entry-reexport");
		expect(["^export (\\*|\\{)", "export * from", "export \\* from"].every((q) => reexport.test(q))).toBe(true);
		expect(reexport.test("export const")).toBe(false);
		const ask = signal("search/Entry", "entry-ask");
		expect(
			["feat: export getAdapter function", "Expose `IsUnion` type", "Add missing exports"].every((q) =>
				ask.test(q),
			),
		).toBe(true);
	});

	it("hears a key only a test runner's config holds", () => {
		const key = signal("search/Test", "test-config-key");
		expect(
			["testTimeout", "setupFiles", "coverageThreshold", "addopts", "testpaths"].every((q) => key.test(q)),
		).toBe(true);
		expect(["timeout", "test", "setup"].some((q) => key.test(q))).toBe(false);
	});

	it("takes a hand-written declaration file for the entry of a types-only package, never a built one; a root index.tsx too", () => {
		const root = mkdtempSync(join(tmpdir(), "graph-entry-"));
		const files: Record<string, string> = {
			"package.json": JSON.stringify({ name: "root", private: true, workspaces: ["packages/*"] }),
			"packages/types/package.json": JSON.stringify({
				name: "types",
				types: "./index.d.ts",
				exports: { ".": { types: "./index.d.ts" } },
			}),
			"packages/types/index.d.ts": "",
			"packages/lib/package.json": JSON.stringify({
				name: "lib",
				main: "./dist/index.js",
				types: "./dist/index.d.ts",
			}),
			"packages/lib/src/index.ts": "",
			"packages/lib/dist/index.js": "",
			"packages/lib/dist/index.d.ts": "",
			// built into dist/prod/ from an index.tsx at the package's root: the conventional entry names it
			"packages/ui/package.json": JSON.stringify({ name: "ui", main: "./dist/prod/index.js" }),
			"packages/ui/index.tsx": "",
		};
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(join(root, dirname(path)), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		const entries = BuildGraph(root)
			.nodes.filter((node) => node.kind === "entry")
			.map((node) => node.path)
			.sort();
		expect(entries).toEqual(["packages/lib/src/index.ts", "packages/types/index.d.ts", "packages/ui/index.tsx"]);
	});
});

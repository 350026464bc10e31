import { describe, expect, it } from "vitest";
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

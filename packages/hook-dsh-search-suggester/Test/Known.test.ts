import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import { WriteWorkspace } from "@playform/testkit";
import { Classify, Extract, GlobExamples, IdentifierQuery, NamesFact } from "../Source/Function/Detect";
import {
	ImportedModules,
	NameKey,
	NameTest,
	Precedes,
	Spelled,
	StatesVersion,
	WorkspaceEvidence,
} from "../Source/Function/Known";
import { NamePattern } from "../Source/Function/Path";
import { ShallowView } from "../Source/Function/WorkspaceView";
import { KNOWN_WEIGHTS } from "../Source/Variable/Config";
import type { WorkspaceView } from "../Source/Function/WorkspaceView";
import type { GraphFact, GraphKind } from "@playform/lib-dsh-core";

const intents = Families(LoadPack(undefined), "search").map(CompileIntent);

const workspace = (() => {
	const root = mkdtempSync(join(tmpdir(), "search-known-"));
	const files: Record<string, string> = {
		"package.json": JSON.stringify({
			name: "app",
			version: "1.4.2",
			dependencies: { express: "^4.19.2" },
			devDependencies: { eslint: "9.0.0", vitest: "4.0.0", jest: "29.0.0", prettier: "3.0.0" },
			scripts: { lint: "eslint .", test: "node --test", build: "tsc" },
		}),
		"requirements-dev.txt": "Sphinx==7.0\n",
		"eslint.config.js": "",
		"vitest.config.ts": "",
		"tox.ini": "",
		Makefile: "",
		"README.md": "",
		".pre-commit-config.yaml": "",
		"CHANGELOG.md": "",
		".github/workflows/publish.yml": "",
		".github/workflows/tests.yml": "",
	};
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, path, ".."), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	return root;
})();
const view: WorkspaceView = ShallowView(workspace, ["node_modules"]);

/** What the workspace `view` knows (R14) of one call, with the search's hits. */
const on = (view: WorkspaceView, tool: string, args: Record<string, unknown>, user: string, hits: string[] = []) =>
	WorkspaceEvidence(Extract(tool, args, user)!, view, intents, hits);

/** The verdict and winner of one call, with what the workspace (`on`) knows (R14) or without it, and the search's hits. */
const judge = (
	tool: string,
	args: Record<string, unknown>,
	user: string,
	known = true,
	on: WorkspaceView = view,
	hits: readonly string[] = [],
) => {
	const shape = Extract(tool, args, user)!;
	const detection = Classify({
		shape,
		relative: shape.places,
		intents,
		floor: 0.75,
		bump: 0,
		history: {},
		ring: [],
		facts: known ? on.facts : [],
		exploratory: false,
		known: known ? WorkspaceEvidence(shape, on, intents, hits) : undefined,
	});
	return {
		verdict: detection.verdict,
		kind: detection.winner?.kind,
		k: detection.k,
		lead: detection.winner?.factPaths[0],
	};
};

describe("R14: what the workspace knows", () => {
	it("reads the root manifests and classifies the root files without the graph", () => {
		expect(view.facts.filter((fact) => fact.field === "dependency").map((fact) => fact.value)).toEqual([
			"express",
			"eslint",
			"vitest",
			"jest",
			"prettier",
			"Sphinx",
		]);
		expect(view.files.get(".github/workflows/publish.yml")).toEqual(["workflow"]);
		expect(view.files.get("tox.ini")).toContain("test-config");
	});

	it("the issue's two silent searches now note: the current version, a declared dependency", () => {
		expect(judge("bash", { command: 'grep -rn "1.4.2" .' }, "bump the version to 1.4.3")).toMatchObject({
			verdict: "pass",
			kind: "Version",
			lead: "package.json",
		});
		expect(judge("bash", { command: 'grep -rn "1.4.2" .' }, "bump the version to 1.4.3", false).verdict).toBe(
			"low-confidence",
		);
		expect(judge("bash", { command: 'grep -rn "express" --include=*.json .' }, "upgrade express")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
			lead: "package.json",
		});
		expect(
			judge("bash", { command: 'grep -rn "express" --include=*.json .' }, "upgrade express", false).verdict,
		).toBe("no-signal");
	});

	it("recognises them without the prompt's help", () => {
		expect(judge("bash", { command: 'grep -rn "1.4.2" .' }, "")).toMatchObject({
			verdict: "pass",
			kind: "Version",
		});
		expect(judge("bash", { command: 'grep -rn "express" --include=*.json .' }, "")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		// a requirements name compares case- and separator-blind
		expect(judge("grep", { pattern: "^sphinx\\b", include: "*.{txt,toml}" }, "")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
			lead: "requirements-dev.txt",
		});
	});

	it("stays silent on a code search that happens to name a dependency", () => {
		expect(judge("grep", { pattern: "express" }, "How does the router mount sub-apps?").verdict).not.toBe("pass");
		expect(judge("bash", { command: 'grep -rn "express" src/' }, "Fix the bug in createApp").verdict).not.toBe(
			"pass",
		);
	});

	it("a moved package the query names is a dependency search, even when its name is a linter's", () => {
		expect(judge("grep", { pattern: "eslint" }, "Bump eslint from 9.0.0 to 9.1.0")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		// the prompt naming the test runner it bumps does not ask for the runner's config file either
		const bump = "build(deps): bump vitest to ^4.1.8 in examples";
		expect(judge("grep", { pattern: "vitest" }, bump)).toMatchObject({ verdict: "pass", kind: "Dependency" });
		const evidence = WorkspaceEvidence(Extract("grep", { pattern: "vitest" }, bump)!, view, intents);
		expect(evidence.get("Test")?.paths ?? []).not.toContain("vitest.config.ts");
		expect(
			WorkspaceEvidence(Extract("grep", { pattern: "describe" }, "tidy the vitest setup")!, view, intents).get(
				"Test",
			)?.paths,
		).toContain("vitest.config.ts");
		expect(judge("grep", { pattern: "eslint" }, "Fix the lint errors eslint reports")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
			lead: "eslint.config.js",
		});
	});

	it("the version key searched in the manifests asks for the project's version", () => {
		const release = "Bump the version to 1.4.3 and add a changelog entry.";
		for (const command of [`grep -n version package.json`, `rg -n '"version"' --glob 'package.json' .`])
			expect(judge("bash", { command }, release), command).toMatchObject({
				verdict: "pass",
				kind: "Version",
				lead: "package.json",
			});
		// Python's `__version__` names the version wherever it is searched
		expect(judge("bash", { command: 'grep -rn "__version__" --include=*.py .' }, release)).toMatchObject({
			verdict: "pass",
			kind: "Version",
			lead: "package.json",
		});
		// …so is the version key searched in a package's folder: that package's manifest
		const monorepo: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "version", value: "0.0.0" },
				{ path: "packages/core/package.json", field: "version", value: "1.2.0" },
			],
			files: new Map([["packages/core/package.json", ["manifest"]]]),
		};
		expect(
			judge("grep", { pattern: '"version"', path: "packages/core" }, "bump @x/core to 1.3.0", true, monorepo),
		).toMatchObject({ verdict: "pass", kind: "Version", lead: "packages/core/package.json" });
		expect(
			judge("grep", { pattern: '"version"', path: "packages/other" }, "bump @x/core to 1.3.0", true, monorepo)
				.lead,
		).not.toBe("packages/core/package.json");
		// …with the start of the value it holds (`"version": "1.4`)
		expect(
			judge("bash", { command: `grep -rn '"version": "1.4' --include=package.json .` }, "time to cut 1.5.0"),
		).toMatchObject({ verdict: "pass", kind: "Version", lead: "package.json" });
		// the release tags listed for a user naming the next version: the manifests stating the current one
		expect(
			judge("bash", { command: "git tag --sort=-v:refname | head -5" }, "let's ship it as 1.5.0"),
		).toMatchObject({ verdict: "pass", kind: "Version", lead: "package.json" });
		expect(
			judge("bash", { command: "git tag --sort=-v:refname | head -5" }, "what changed since the last tag?")
				.verdict,
		).not.toBe("pass");
		// the same word across the repository, or another key of the manifest, is no such search
		expect(judge("bash", { command: "grep -rn version ." }, release).lead).not.toBe("package.json");
		expect(judge("bash", { command: "grep -rn version --include=*.py ." }, release).lead).not.toBe("package.json");
		expect(judge("bash", { command: `grep -n '"name"' package.json` }, release).kind).not.toBe("Version");
	});

	it("an ESLint plugin searched by its own name, moved by the user, is that dependency", () => {
		const lint: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "dependency", value: "eslint-plugin-react-hooks" },
				{ path: "package.json", field: "dependency", value: "eslint-plugin-vue" },
			],
			files: new Map([
				["package.json", ["manifest"]],
				["eslint.config.mjs", ["lint-config"]],
			]),
		};
		const user = "bump eslint-plugin-react-hooks to the new major";
		expect(judge("grep", { pattern: "react-hooks", path: "." }, user, true, lint)).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
			lead: "package.json",
		});
		// a one-word plugin name (`vue`) is no such name
		expect(
			WorkspaceEvidence(Extract("grep", { pattern: "vue" }, "bump eslint-plugin-vue to 10")!, lint, intents).get(
				"Dependency",
			),
		).toBeUndefined();
	});

	it("a linter or test runner searched in the manifests is a dependency only when the user asks dependency work", () => {
		const command = (tool: string) => ({ command: `grep -n "${tool}" package.json` });
		expect(judge("bash", command("jest"), "Extract the Jest config into its own file")).toMatchObject({
			verdict: "pass",
			kind: "Test",
		});
		expect(judge("bash", command("prettier"), "chore: ignore the templates folder")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
		});
		// asked as dependency work (the Dependency intent's own user signals), moved, or through the package tool
		expect(judge("bash", command("jest"), "Upgrade jest and its types")).toMatchObject({ kind: "Dependency" });
		expect(judge("bash", command("prettier"), "Bump prettier from 3.0.0 to 3.1.0")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		expect(judge("bash", { command: "npm ls jest" }, "Extract the Jest config into its own file")).toMatchObject({
			kind: "Dependency",
		});
		// a dependency that is no tool keeps its weight whatever the prompt
		expect(judge("bash", command("express"), "Tidy the server setup")).toMatchObject({ kind: "Dependency" });
	});

	it("a linter's name searched in a workspace with a lint config is about that config, whatever the prompt", () => {
		expect(judge("grep", { pattern: "ruff" }, "Update pycln to v1.2.5")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
		});
		expect(judge("grep", { pattern: "ruff" }, "Update pycln to v1.2.5", false).verdict).not.toBe("pass");
		expect(judge("grep", { pattern: "parseFlags" }, "Update pycln to v1.2.5").verdict).not.toBe("pass");
	});

	it("a word moved to a number is a package only when declared; to a version, or from one, whatever is declared", () => {
		const moves = (user: string, pattern: string) =>
			WorkspaceEvidence(Extract("grep", { pattern }, user)!, view, intents).has("Dependency");
		expect(moves("e2e tests are flaky, bump retries to 3", "retries")).toBe(false);
		expect(moves("bump node to 22 everywhere", "node")).toBe(false);
		expect(moves("bump version to 2.5.4 pls", "version")).toBe(false);
		expect(moves("update pnpm to v11.15.1", "pnpm")).toBe(true);
		expect(moves("Pin Flask to <2.0 to fix the test suite", "Flask")).toBe(true);
		expect(moves("Bump braces from 3.0.2 to 3.0.3", "braces")).toBe(true);
		expect(moves("swap freezegun for time-machine", "freezegun")).toBe(true);
		// a declared one moves to anything
		expect(moves("bump express to 5", "express")).toBe(true);
		// so does a declared package's floor; the runtime's is no package
		const floor = WorkspaceEvidence(
			Extract("grep", { pattern: "express>=" }, "raise the minimum express version to 5, 4 is unsupported")!,
			view,
			intents,
		).get("Dependency");
		expect(floor?.weight).toBeGreaterThanOrEqual(2.4);
		const floorTo = WorkspaceEvidence(
			Extract(
				"grep",
				{ pattern: "express|jest", include: "*.json" },
				"bump minimum express to 5.0 and jest to 30",
			)!,
			view,
			intents,
		).get("Dependency");
		expect(floorTo?.weight).toBeGreaterThanOrEqual(2.4);
		expect(moves("raise the minimum node version to 22", "node")).toBe(false);
		// a declared package's new release the user speaks of is a move; an undeclared one's, or the runtime's, is not
		expect(moves("express v5 is out, can we move to it?", "express")).toBe(true);
		expect(moves("prettier 3.4 was released last week", "prettier")).toBe(true);
		expect(moves("node 24 is out, what breaks?", "node")).toBe(false);
		expect(moves("react 19 is out", "react")).toBe(false);
	});

	it("a package family searched by its prefix in the manifests names every declared member", () => {
		const family: WorkspaceView = {
			facts: ["postcss-rtlcss", "postcss-scss", "vite"].map((value) => ({
				path: "package.json",
				field: "dependency",
				value,
			})),
			files: new Map([["package.json", ["manifest"]]]),
		};
		const call = { pattern: "postcss-", include: "package.json" };
		expect(
			judge(
				"grep",
				call,
				"upgrade the postcss-rtlcss / postcss-scss deps to their latest versions",
				true,
				family,
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		// a family the user names by its scope (`typescript-eslint` for `@typescript-eslint/parser`) is moved by an upgrade
		const scoped: WorkspaceView = {
			facts: ["@typescript-eslint/parser", "@typescript-eslint/eslint-plugin", "eslint"].map((value) => ({
				path: "package.json",
				field: "dependency",
				value,
			})),
			files: new Map([
				["package.json", ["manifest"]],
				[".eslintrc.js", ["lint-config"]],
			]),
		};
		const scope = { pattern: "@typescript-eslint/", path: "package.json" };
		const upgrade = "upgrade the typescript-eslint parser and plugin to latest";
		expect(judge("grep", scope, upgrade, true, scoped)).toMatchObject({ verdict: "pass", kind: "Dependency" });
		expect(
			WorkspaceEvidence(Extract("grep", scope, upgrade)!, scoped, intents).get("Dependency")?.weight,
		).toBeGreaterThanOrEqual(2.4);
		// a prefix of three letters is no family, but a scope of three is one (its `@` and `/` say so): the manifests
		// searched for dependency work are all it names ((bt), none of the family's weight)
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "vit-", include: "package.json" }, "bump deps")!,
				family,
				intents,
			).get("Dependency"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.kindConfinedAsked, paths: ["package.json"] });
		const swc: WorkspaceView = {
			facts: ["@swc/core", "vite"].map((value) => ({ path: "package.json", field: "dependency", value })),
			files: new Map([["package.json", ["manifest"]]]),
		};
		expect(
			judge("grep", { pattern: '"@swc/', include: "package.json" }, "bump @swc/core to 1.16.1", true, swc),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		// …and a scope searched bare, with no slash (`@commitlint` for `@commitlint/cli`); `@types` names no family
		const commitlint: WorkspaceView = {
			facts: ["@commitlint/cli", "@commitlint/config-conventional", "@types/node"].map((value) => ({
				path: "package.json",
				field: "dependency",
				value,
			})),
			files: new Map([["package.json", ["manifest"]]]),
		};
		expect(
			judge(
				"grep",
				{ pattern: "@commitlint", include: "package.json" },
				"bump commitlint to 21",
				true,
				commitlint,
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "@types", include: "package.json" }, "bump types")!,
				commitlint,
				intents,
			).get("Dependency")?.weight ?? 0,
		).toBeLessThan(KNOWN_WEIGHTS.dependencyScoped);
	});

	it("a search confined to the entry module, for a user asking export work, is Entry work", () => {
		const graph: WorkspaceView = {
			facts: [],
			files: new Map([
				["jwt/__init__.py", ["entry"]],
				["jwt/api_jwt.py", []],
			]),
		};
		const call = { command: 'grep -n "import" jwt/__init__.py' };
		expect(judge("bash", call, "expose decode_complete too, people want it", true, graph)).toMatchObject({
			verdict: "pass",
			kind: "Entry",
		});
		// the same search for other work stays low
		expect(judge("bash", call, "why is decoding slow", true, graph).verdict).not.toBe("pass");
	});

	it("a bundler's option written as one, or searched in the configs, for a user asking build work, is Build work", () => {
		const graph: WorkspaceView = {
			facts: [],
			files: new Map([
				["tsup.config.ts", ["build-config"]],
				["tsconfig.json", ["config", "build-config"]],
				["packages/core/tsdown.config.ts", ["build-config"]],
				["packages/core/src/index.ts", ["entry"]],
			]),
		};
		expect(
			judge("grep", { pattern: "target:\\s*'node" }, "bump the target we bundle for to node20", true, graph),
		).toMatchObject({ verdict: "pass", kind: "Build", lead: "tsup.config.ts" });
		const core = Extract(
			"grep",
			{ pattern: "external", path: "packages/core", include: "*.config.ts" },
			"core's dist bundles stuff it should leave external",
		)!;
		expect(WorkspaceEvidence(core, graph, intents).get("Build")?.paths).toEqual(["packages/core/tsdown.config.ts"]);
		// the plugins list is a bundler's option too (`plugins:\s*\[` for "enable the react compiler for the admin build")
		const plugins = Extract(
			"grep",
			{ pattern: "plugins:\\s*\\[", path: "packages/core", include: "*.ts" },
			"enable the react compiler for the core build",
		)!;
		expect(WorkspaceEvidence(plugins, graph, intents).get("Build")?.paths).toEqual([
			"packages/core/tsdown.config.ts",
		]);
		// the option the user names, for a package searched in the configs
		const destr = { pattern: "destr", include: "*.config.*" };
		const bundled = "destr should be bundled into dist instead of being an external import";
		expect(judge("grep", destr, bundled, true, graph)).toMatchObject({ verdict: "pass", kind: "Build" });
		expect(judge("grep", { pattern: "destr" }, bundled, true, graph).verdict).not.toBe("pass");
		// a folder searched that holds a build script is searched for it (`rg external scripts/` → `scripts/build-js.mjs`)
		const scripts: WorkspaceView = {
			facts: [],
			files: new Map([
				["scripts/build-js.mjs", ["build-config"]],
				["scripts/release.mjs", []],
				["src/index.ts", ["entry"]],
			]),
		};
		expect(
			judge(
				"grep",
				{ pattern: "external", path: "scripts" },
				"mark more modules external in the esbuild step",
				true,
				scripts,
			),
		).toMatchObject({ verdict: "pass", kind: "Build", lead: "scripts/build-js.mjs" });
		expect(
			judge(
				"grep",
				{ pattern: "external", path: "src" },
				"mark more modules external in the esbuild step",
				true,
				scripts,
			).verdict,
		).not.toBe("pass");
		// the word alone in code, or for other work, is no bundler option
		expect(
			judge("grep", { pattern: "event.target" }, "the build page crashes on click", true, graph).kind,
		).not.toBe("Build");
		expect(
			judge("grep", { pattern: "target:" }, "why does the tooltip point at the wrong target", true, graph)
				.verdict,
		).not.toBe("pass");
	});

	it("a call working only in package index modules, for a user asking exports work, names those modules", () => {
		const bare: WorkspaceView = { facts: [], files: new Map() };
		const call = { command: "grep -rn 'NOTHING' src/attr/__init__.py src/attrs/__init__.py" };
		expect(
			judge("bash", call, "add a NothingType alias and export it from both attr and attrs", true, bare),
		).toMatchObject({
			verdict: "pass",
			kind: "Entry",
			lead: "src/attr/__init__.py",
		});
		// a module that gathers no exports, or other work, is no export search
		expect(
			judge("bash", { command: "cat src/attr/_make.py" }, "add a NothingType alias and export it", true, bare)
				.verdict,
		).not.toBe("pass");
		expect(judge("bash", call, "why is NOTHING compared by identity", true, bare).verdict).not.toBe("pass");
	});

	it("a pyproject.toml holding Ruff's and pytest's tables is their config, yet a search in it is no config-kind search", () => {
		const root = mkdtempSync(join(tmpdir(), "search-tool-tables-"));
		writeFileSync(join(root, "pyproject.toml"), '[project]\nname = "x"\n[tool.ruff]\n[tool.pytest.ini_options]\n');
		const python = ShallowView(root, []);
		expect(python.files.get("pyproject.toml")).toEqual(["manifest", "lint-config", "test-config"]);
		const call = { command: "grep -n -A3 'tool.flit' pyproject.toml" };
		const evidence = WorkspaceEvidence(Extract("bash", call, "the sdist misses tests/")!, python, intents);
		expect(evidence.get("Lint")).toBeUndefined();
		expect(evidence.get("Test")).toBeUndefined();
	});

	it("without the graph, the root's task files state their tasks and a setup.cfg with pytest's section is test config", () => {
		const root = WriteWorkspace({
			Makefile: "VERSION := 1\ntest:\n\tgo test ./...\n",
			"setup.cfg": "[metadata]\nname = x\n[tool:pytest]\naddopts = -q\n",
		});
		const shallow = ShallowView(root, []);
		expect(shallow.facts.filter((fact) => fact.field === "task")).toEqual([
			{ path: "Makefile", field: "task", value: "test" },
		]);
		expect(shallow.files.get("setup.cfg")).toContain("test-config");
	});

	it("without the graph, a Rust project's own Cargo.toml with a [lints] table is Clippy's config, as the graph reads it; a JS app's crate is not", () => {
		const cargo = '[package]\nname = "x"\nversion = "0.1.0"\n\n[lints.clippy]\npedantic = "warn"\n';
		const rust = ShallowView(WriteWorkspace({ "Cargo.toml": cargo }), []);
		expect(rust.files.get("Cargo.toml")).toContain("lint-config");
		const app = ShallowView(WriteWorkspace({ "package.json": '{ "name": "app" }', "Cargo.toml": cargo }), []);
		expect(app.files.get("Cargo.toml") ?? []).not.toContain("lint-config");
	});

	it("a linter the user names, searched in files holding its settings, is that lint config", () => {
		const python: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest", "lint-config", "test-config"]],
				["tox.ini", ["test-config"]],
			]),
		};
		const call = { pattern: "ignore = \\[", include: "*.toml" };
		expect(
			judge("grep", call, "a lot of our ruff ignores are probably not needed anymore, cull them", true, python),
		).toMatchObject({ verdict: "pass", kind: "Lint", lead: "pyproject.toml" });
		// no linter named, or a type checker's users named, is no lint work
		expect(judge("grep", call, "cull the ignores", true, python).verdict).not.toBe("pass");
		expect(judge("grep", call, "so mypy users get our hints", true, python).verdict).not.toBe("pass");
	});

	it("the engines key searched in the manifests, for a user asking Node version support, names those manifests", () => {
		const mono: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["packages/client/package.json", ["manifest"]],
				["tsconfig.json", ["config"]],
			]),
		};
		const call = { command: "grep -rn '\"node\":' --include=package.json . | grep -v node_modules" };
		const user = "raise min node version to 20.12 everywhere (engines etc)";
		expect(judge("bash", call, user, true, mono)).toMatchObject({ verdict: "pass", kind: "Config" });
		expect(WorkspaceEvidence(Extract("bash", call, user)!, mono, intents).get("Config")?.paths).toEqual([
			"package.json",
			"packages/client/package.json",
		]);
		// other work on the same key (a dependency named node) is not
		expect(judge("bash", call, "why does the build pick up the wrong types", true, mono).verdict).not.toBe("pass");
		// the `engines` key itself is the pack's config key: half the weight on top of it
		const engines = { command: "grep -n -A3 '\"engines\"' package.json" };
		const strict = "let people run this on node 18.20 too, the engines field is too strict";
		expect(judge("bash", engines, strict, true, mono)).toMatchObject({ verdict: "pass", kind: "Config" });
		expect(WorkspaceEvidence(Extract("bash", engines, strict)!, mono, intents).get("Config")?.weight).toBeCloseTo(
			0.6,
		);
	});

	it("a package's folder searched for a user asking exports work names the entry modules it holds", () => {
		const nox: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "name", value: "nox" }],
			files: new Map([
				["nox/__main__.py", ["entry"]],
				["nox/__init__.py", ["entry"]],
				["pyproject.toml", ["manifest"]],
			]),
		};
		const call = { command: "grep -rn 'def main\\|import main' nox/" };
		const user = "let people call nox.main() in a noxfile, re-export main from the package";
		expect(judge("bash", call, user, true, nox)).toMatchObject({
			verdict: "pass",
			kind: "Entry",
			lead: "nox/__init__.py",
		});
		// other work in the folder, a subpath the user imports, a folder of many entry modules: no entry search
		expect(judge("bash", call, "why does main exit with 2", true, nox).verdict).not.toBe("pass");
		const valtio: WorkspaceView = {
			facts: [{ path: "package.json", field: "name", value: "valtio" }],
			files: new Map([["src/index.ts", ["entry"]]]),
		};
		const utils = "export isProxyMap and isProxySet from valtio/utils";
		const grep = { pattern: "export \\{ proxy(Set|Map)", path: "src" };
		expect(judge("grep", grep, utils, true, valtio).verdict).not.toBe("pass");
		expect(judge("grep", grep, "export isProxyMap from the package", true, valtio).verdict).toBe("pass");
		const many: WorkspaceView = {
			facts: nox.facts,
			files: new Map(["a", "b", "c", "d"].map((name) => [`nox/${name}/__init__.py`, ["entry"]])),
		};
		expect(judge("bash", call, user, true, many).verdict).not.toBe("pass");
	});

	it("a scoped package searched by its own name is that dependency (not a types package)", () => {
		const scoped: WorkspaceView = {
			facts: ["@metamask/connect-evm", "@types/react"].map((value) => ({
				path: "packages/connectors/package.json",
				field: "dependency",
				value,
			})),
			files: new Map([["packages/connectors/package.json", ["manifest"]]]),
		};
		const known = (pattern: string, user: string) =>
			WorkspaceEvidence(Extract("grep", { pattern, include: "package.json" }, user)!, scoped, intents).get(
				"Dependency",
			);
		expect(known("connect-evm", "upgrade @metamask/connect-evm to v2 in the connectors pkg")?.paths).toEqual([
			"packages/connectors/package.json",
		]);
		expect(known("react", "why does the react build fail")).toBeUndefined();
	});

	it("the package tool asked about a package the user names is dependency work, declared or not", () => {
		expect(
			judge("bash", { command: "npm ls braces" }, "dependabot says braces 3.0.2 has a vuln (ReDoS) - fix it"),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		expect(
			judge(
				"bash",
				{ command: "npm ls @azure/identity @aws-sdk/credential-providers" },
				"tedious pulls in the whole @azure tree, can we stub it out",
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		expect(judge("bash", { command: "npm ls braces" }, "why is the build slow").verdict).not.toBe("pass");
	});

	it("a lint rule's name searched in a workspace with a lint config is about that config", () => {
		const rule = { pattern: "no-unused-vars" };
		expect(judge("grep", rule, "make no-unused-vars an error everywhere, incl. tests")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
		});
		expect(judge("grep", rule, "make no-unused-vars an error everywhere, incl. tests", false).verdict).toBe(
			"low-confidence",
		);
		// a Biome rule is camel case: only where the workspace has a Biome config
		const biome: WorkspaceView = {
			facts: [],
			files: new Map([
				["biome.json", ["lint-config"]],
				["src/index.ts", ["entry"]],
			]),
		};
		const camel = { pattern: "noNonNullAssertion" };
		const user = "stop allowing `!` non-null assertions, have the linter flag them";
		expect(judge("grep", camel, user, true, biome)).toMatchObject({ verdict: "pass", kind: "Lint" });
		expect(WorkspaceEvidence(Extract("grep", camel, user)!, biome, intents).get("Lint")?.paths).toEqual([
			"biome.json",
		]);
		expect(judge("grep", camel, user).verdict).not.toBe("pass");
		expect(judge("grep", { pattern: "nothingToDo" }, user, true, biome).verdict).not.toBe("pass");
		// any rule-shaped name, for a user speaking of a lint rule; not a kebab-case word of other work
		for (const pattern of ["html-indent", "vue/html-indent"])
			expect(judge("grep", { pattern }, "turn the vue/html-indent lint rule back on")).toMatchObject({
				verdict: "pass",
				kind: "Lint",
			});
		expect(judge("grep", { pattern: "html-indent" }, "fix the html-indent helper").verdict).not.toBe("pass");
		// one rule name among the alternatives searched (`removeRules|heading-increment`)
		expect(
			judge(
				"grep",
				{ pattern: "removeRules|heading-increment" },
				"the heading-increment lint rule fires on docs",
			),
		).toMatchObject({ verdict: "pass", kind: "Lint" });
		// the configs' `rules` key, for a user speaking of a lint rule
		expect(
			judge("grep", { pattern: '"rules"', include: "*.json" }, "enable the no-unused-vars lint rule as an error"),
		).toMatchObject({ verdict: "pass", kind: "Lint" });
		expect(judge("grep", { pattern: "html indent" }, "turn the html indent lint rule on").verdict).not.toBe("pass");
	});

	it("a config file named by the query or the user leads the note", () => {
		expect(judge("grep", { pattern: "pytest|tox" }, "Simplify tox.ini")).toMatchObject({
			verdict: "pass",
			kind: "Test",
			lead: "tox.ini",
		});
		expect(judge("grep", { pattern: "ruff|flake8" }, "Update precommit hooks.")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
			lead: ".pre-commit-config.yaml",
		});
		expect(judge("grep", { pattern: "runs-on" }, "Fix the publish workflow")).toMatchObject({
			kind: "CI",
			lead: ".github/workflows/publish.yml",
		});
	});

	it("a named script is about the work its name says", () => {
		expect(judge("grep", { pattern: '"lint":', path: "package.json" }, "")).toMatchObject({
			verdict: "pass",
			kind: "Lint",
		});
		expect(
			judge("bash", { command: "grep -n 'run test' package.json" }, "why do the tests fail on CI?"),
		).toMatchObject({ kind: "Test" });
	});

	it("a search of the manifests for a script's bare name is about that script; the same word across the repo is not", () => {
		const script = (command: string) => {
			const shape = Extract("bash", { command }, "")!;
			return WorkspaceEvidence(shape, view, intents);
		};
		expect(script(`grep -n '"test"' package.json`).get("Test")).toMatchObject({
			call: true,
			paths: ["package.json"],
		});
		expect(script("grep -rn build package.json").get("Build")).toMatchObject({
			call: true,
			paths: ["package.json"],
		});
		expect(script("grep -rn build .").get("Build")).toBeUndefined();
		expect(script("grep -rn tests package.json").get("Test")).toBeUndefined();
		// an alternation of names searches for each (`lint|format`)
		expect(script(`grep -nE 'lint|nothing' package.json`).get("Lint")).toMatchObject({ call: true });
		// the script is the evidence; the intent still needs its gate (here no test folder or config backs it)
		expect(judge("bash", { command: `grep -n '"test"' package.json` }, "chore: fix codecov").kind).toBe("Test");
	});

	it("a search confined to the docs, and a Makefile the user names, clear the gate", () => {
		expect(
			judge("grep", { pattern: "navigation", include: "*.md" }, "Don't hide navigation on mobile"),
		).toMatchObject({ verdict: "pass", kind: "Docs" });
		expect(
			judge("grep", { pattern: "navigation", include: "*.ts" }, "Don't hide navigation on mobile").verdict,
		).toBe("no-signal");
		expect(judge("grep", { pattern: "build-backend" }, "Update Makefile rules")).toMatchObject({
			verdict: "pass",
			kind: "Build",
			lead: "Makefile",
		});
	});

	it("a GitHub Actions key clears the gate in a workspace with workflows, and only there", () => {
		for (const pattern of ["uses: actions/", "runs-on", "${{ secrets.NPM_TOKEN }}"])
			expect(judge("grep", { pattern }, "fix(release): avoid the pre dist tag")).toMatchObject({
				verdict: "pass",
				kind: "CI",
			});
		// without the workflows (nothing the workspace knows), the key alone stays under the gate
		expect(
			judge("grep", { pattern: "uses: actions/" }, "fix(release): avoid the pre dist tag", false),
		).toMatchObject({
			verdict: "low-confidence",
			kind: "CI",
		});
		const bare = ShallowView(mkdtempSync(join(tmpdir(), "search-known-bare-")), ["node_modules"]);
		const shape = Extract("grep", { pattern: "runs-on" }, "")!;
		expect(WorkspaceEvidence(shape, bare, intents).get("CI")).toBeUndefined();
		expect(WorkspaceEvidence(shape, view, intents).get("CI")?.weight).toBeCloseTo(0.6);
	});

	it("names files by their config word", () => {
		expect(
			[
				".pre-commit-config.yaml",
				"eslint.config.js",
				".prettierrc.js",
				"tox.ini",
				"tsconfig.build.json",
				"pre-commit",
			].map(NameKey),
		).toEqual(["precommit", "eslint", "prettier", "tox", "tsconfig", "precommit"]);
	});

	it("gives a glob's examples for the path signals", () => {
		expect(GlobExamples("**/{CHANGELOG,HISTORY}*")).toEqual(["CHANGELOG", "CHANGELOGx", "HISTORY", "HISTORYx"]);
		expect(GlobExamples("test_*.py")).toEqual(["test_.py", "test_x.py"]);
	});

	it("an environment access names the workspace's .env files; without one it stays the pack's weak guess", () => {
		const app = (env: boolean) => {
			const root = mkdtempSync(join(tmpdir(), "search-known-env-"));
			writeFileSync(join(root, "package.json"), JSON.stringify({ name: "app", private: true }));
			writeFileSync(join(root, "tsconfig.json"), "{}");
			if (env) writeFileSync(join(root, ".env.example"), "PORT=\n");
			return ShallowView(root, ["node_modules"]);
		};
		const user = "fix: resolve the client IP behind proxies";
		const withEnv = app(true);
		expect(judge("grep", { pattern: "process\\.env\\." }, user, true, withEnv)).toMatchObject({
			verdict: "pass",
			kind: "Config",
			lead: ".env.example",
		});
		const regex = { command: 'rg -n "import\\.meta\\.env|process\\.env" -g "!node_modules"' };
		expect(judge("bash", regex, user, true, withEnv)).toMatchObject({ verdict: "pass", kind: "Config" });
		expect(judge("grep", { pattern: "process\\.env\\." }, user, true, app(false))).toMatchObject({
			verdict: "low-confidence",
			kind: "Config",
		});
	});

	it("an entry field searched in the manifests asks for the entry module the manifest points at", () => {
		// a manifest that points at no entry module: the field alone stays under the gate
		expect(judge("bash", { command: `grep -n '"main"\\|"exports"' package.json` }, "Look around.")).toMatchObject({
			verdict: "low-confidence",
			kind: "Entry",
		});
		const lib = (() => {
			const root = mkdtempSync(join(tmpdir(), "search-known-entry-"));
			writeFileSync(
				join(root, "package.json"),
				JSON.stringify({ name: "lib", main: "index.js", version: "1.0.0" }),
			);
			writeFileSync(join(root, "index.js"), "");
			return ShallowView(root, ["node_modules"]);
		})();
		for (const [tool, args] of [
			["grep", { pattern: '"(main|module|exports)"', include: "package.json" }],
			["bash", { command: `grep -n '"main"\\|"exports"' package.json` }],
			["bash", { command: "jq '.exports' package.json" }],
		] as const)
			expect(judge(tool, args, "Look around.", true, lib)).toMatchObject({ verdict: "pass", kind: "Entry" });
		// a bare field searched in the manifest stands for the quoted one; `module` is as likely `"type": "module"`
		expect(judge("bash", { command: "grep -n main package.json" }, "Look around.", true, lib)).toMatchObject({
			verdict: "pass",
			kind: "Entry",
		});
		expect(judge("bash", { command: "grep -n module package.json" }, "Look around.", true, lib).kind).not.toBe(
			"Entry",
		);
		// the same field searched across the repository is not confined to the manifests
		expect(judge("grep", { pattern: '"main"' }, "Look around.", true, lib).verdict).not.toBe("pass");
	});

	it("a bare `uses:` is a GitHub Actions key in a workspace with workflows", () => {
		expect(judge("bash", { command: 'rg -n "uses:"' }, "pin the checkout action to a sha")).toMatchObject({
			verdict: "pass",
			kind: "CI",
		});
		expect(judge("bash", { command: 'rg -n "uses:"' }, "pin the checkout action to a sha", false).verdict).toBe(
			"low-confidence",
		);
	});

	it("a dependency the user names while asking dependency work, or swaps for another, is a dependency search anywhere", () => {
		expect(
			judge(
				"grep",
				{ pattern: "express|prettier", path: "." },
				"clean up devDeps we don't use - express and prettier are dead",
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency", lead: "package.json" });
		expect(judge("bash", { command: "rg -n express" }, "swap express for fastify in the server")).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		// naming it without dependency work is code work
		expect(judge("grep", { pattern: "express" }, "the express router drops the query string").verdict).not.toBe(
			"pass",
		);
	});

	it("a search confined to one kind of config file looks in those files", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-confined-"));
		writeFileSync(join(root, "package.json"), JSON.stringify({ name: "lib", version: "1.0.0" }));
		writeFileSync(join(root, "tsconfig.json"), "{}");
		const ts = ShallowView(root, ["node_modules"]);
		const call = { pattern: '"types"', path: ".", include: "tsconfig*.json" };
		expect(judge("grep", call, "tsc says cannot find name 'process'", true, ts)).toMatchObject({
			verdict: "pass",
			kind: "Config",
		});
		expect(judge("grep", call, "tsc says cannot find name 'process'", false, ts).verdict).toBe("low-confidence");
	});

	it("a listing of the release tags and the manifest's engines are what they configure", () => {
		expect(
			judge("bash", { command: "git tag --sort=-v:refname | head -5" }, "prepare the next patch release"),
		).toMatchObject({
			verdict: "pass",
			kind: "Version",
		});
		expect(judge("bash", { command: "git tag --sort=-v:refname | head -5" }, "list what changed").verdict).not.toBe(
			"pass",
		);
		expect(
			judge(
				"bash",
				{ command: "cat package.json | jq '.engines, .packageManager'" },
				"declare which node versions we support",
			),
		).toMatchObject({
			verdict: "pass",
			kind: "Config",
		});
	});

	it("reads a glob's class and open extension as the names it matches", () => {
		expect(GlobExamples("LICEN[CS]E*")).toContain("LICENCE");
		expect(GlobExamples("eslint.config.*")).toContain("eslint.config.mjs");
		expect(
			judge("glob", { pattern: "LICEN[CS]E*" }, "include colorette's MIT notice in our license"),
		).toMatchObject({
			verdict: "pass",
			kind: "License",
		});
	});

	it("a module the workspace knows as an entry, searched or read alone, is where an export goes", () => {
		const graph: WorkspaceView = { facts: [], files: new Map([["packages/fs/index.ts", ["entry"]]]) };
		const bare: WorkspaceView = { facts: [], files: new Map() };
		const call = { command: "cat packages/fs/index.ts && ls packages/fs" };
		const user = "re-export the new fileExists helper from the fs package";
		expect(judge("bash", call, user, true, graph)).toMatchObject({ verdict: "pass", kind: "Entry" });
		expect(judge("bash", call, user, true, bare).verdict).toBe("low-confidence");
	});

	it("a dependency's types package is that dependency, not the linter it is named after", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-types-"));
		writeFileSync(
			join(root, "package.json"),
			JSON.stringify({ name: "render", devDependencies: { "@types/prettier": "3.0.0" } }),
		);
		writeFileSync(join(root, ".prettierrc"), "{}");
		const ws = ShallowView(root, ["node_modules"]);
		const call = { command: 'grep -rn "@types/prettier" --include=package.json .' };
		expect(judge("bash", call, "prettier ships its own types now, drop @types/prettier", true, ws).kind).toBe(
			"Dependency",
		);
	});

	it("a package the user wants gone, named by the query, is a dependency search; a formatter so named is not", () => {
		expect(
			judge("bash", { command: "rg -n express" }, "I think express isn't used anymore, can we drop it?"),
		).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		// prettier is the lint work's: dropping it is a lint change (its config), not a manifest guess
		expect(judge("grep", { pattern: "prettier" }, "drop prettier and use biome").kind).not.toBe("Dependency");
	});

	it("the manifests searched for a user asking exports work, an export condition the more, are the exports map's", () => {
		const call = { pattern: '"convex"|"node"', path: "package.json" };
		expect(
			judge(
				"grep",
				call,
				"in the exports map the node condition has to come before convex, node picks the edge build",
			),
		).toMatchObject({ verdict: "pass", kind: "Entry", lead: "package.json" });
		expect(judge("grep", call, "why does convex crash when saving").kind).not.toBe("Entry");
	});

	it("a licence searched by its everyday name, for a user asking licence work, is License work", () => {
		const call = { command: "grep -rni 'apache' --exclude-dir=node_modules ." };
		expect(judge("bash", call, "we're relicensing to MIT, update everything that says apache")).toMatchObject({
			verdict: "pass",
			kind: "License",
		});
		// a bare `apache` for other work is a server's
		expect(judge("bash", call, "the apache vhost example in the docs is outdated").kind).not.toBe("License");
	});

	it("the scripts block searched for a publish that should build first is the build script's work", () => {
		expect(
			judge(
				"bash",
				{ command: "jq '.scripts' package.json" },
				"someone published without dist, make sure publish always builds first",
			),
		).toMatchObject({ verdict: "pass", kind: "Build", lead: "package.json" });
	});

	it("a package the manifests do not declare, named by the query and the user who adds or drops it, is a dependency", () => {
		const bare: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["packages/cli/package.json", ["manifest"]],
			]),
		};
		const drop = { command: 'grep -rn "fs-extra" --include=*.ts --include=package.json .' };
		expect(judge("bash", drop, "we dont need fs-extra anymore, drop the dependency", true, bare)).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		// a scoped name on the dropping words alone
		expect(
			judge(
				"bash",
				{ command: "npm ls @types/prompts" },
				"we dont use @types/prompts anymore, remove it",
				true,
				bare,
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
		// the package folder the search looks in gives its manifest
		const known = WorkspaceEvidence(
			Extract(
				"bash",
				{ command: "rg -n minimist-lite packages/cli" },
				"drop minimist-lite from the cli package",
			)!,
			bare,
			intents,
		).get("Dependency");
		expect(known?.paths).toEqual(["packages/cli/package.json"]);
		// a bare word is the code's own as likely: `editable` for "deps" in a bug report names no package
		const word = { pattern: "editable", path: "src/pdm/formats/requirements.py" };
		expect(
			WorkspaceEvidence(
				Extract("grep", word, "export writes absolute paths for editable local deps")!,
				bare,
				intents,
			).has("Dependency"),
		).toBe(false);
		// nor a lint rule whose own name says `unused`
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "no-unused-vars" }, "make no-unused-vars an error everywhere")!,
				bare,
				intents,
			).has("Dependency"),
		).toBe(false);
		// nor does a name the user neither adds nor drops
		expect(
			WorkspaceEvidence(Extract("bash", drop, "where do we use fs-extra")!, bare, intents).has("Dependency"),
		).toBe(false);
	});

	it("the scripts block searched in the manifest is about the script work the user asks", () => {
		const call = { command: "cat package.json | jq .scripts" };
		expect(judge("bash", call, "add code coverage to the test run pls")).toMatchObject({
			verdict: "pass",
			kind: "Test",
			lead: "package.json",
		});
		expect(judge("bash", call, "the build script should clean dist first")).toMatchObject({
			verdict: "pass",
			kind: "Build",
		});
		expect(judge("bash", call, "what does this project do?").verdict).not.toBe("pass");
	});

	it("a name missing from the workspace's own package, imported by its name, is an export for its entry module", () => {
		const graph: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "name", value: "neverthrow" },
				{ path: "packages/editor/package.json", field: "name", value: "@mail/editor" },
				{ path: "examples/demo/package.json", field: "name", value: "demo" },
			],
			files: new Map([
				["src/index.ts", ["entry"]],
				["packages/editor/src/index.ts", ["entry"]],
				["packages/editor/src/core/index.ts", ["entry"]],
				["examples/demo/index.ts", ["entry"]],
			]),
		};
		const python: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "name", value: "PyJWT" }],
			files: new Map([["jwt/__init__.py", ["entry"]]]),
		};
		expect(ImportedModules("import { ok } from 'neverthrow' is undefined", graph)).toEqual(["src/index.ts"]);
		// a subpath names its own module; an example's entry is not the root package's
		expect(ImportedModules("EmailMark isn't exported from @mail/editor/core", graph)).toEqual([
			"packages/editor/src/core/index.ts",
		]);
		// a Python import package by its folder, its dotted submodule beside the `__init__.py`
		expect(ImportedModules("cant do `from jwt import PyJWKClient`", python)).toEqual(["jwt/__init__.py"]);
		expect(ImportedModules("from jwt.algorithms import X fails", python)).toEqual([
			"jwt/algorithms.py",
			"jwt/algorithms/__init__.py",
		]);
		expect(ImportedModules("expose printValue from the package root", graph)).toEqual(["src/index.ts"]);
		const star = { pattern: "__all__", path: "jwt/algorithms.py" };
		expect(
			judge("grep", star, "`from jwt.algorithms import *` doesn't give me RSAAlgorithm", true, python),
		).toMatchObject({ verdict: "pass", kind: "Entry", lead: "jwt/algorithms.py" });
		// the name as a word, not a module specifier, names nothing
		expect(ImportedModules("the demo is broken, export it again", graph)).toEqual([]);

		const call = { pattern: "combineWithAllErrors", include: "*.ts" };
		expect(
			judge("grep", call, "import { combineWithAllErrors } from 'neverthrow' is undefined??", true, graph),
		).toMatchObject({ verdict: "pass", kind: "Entry", lead: "src/index.ts" });
		// a name that cannot be imported from the package is as missing from its entry module
		const inIndex = { pattern: "combineWithAllErrors", path: "src/index.ts" };
		expect(
			judge("grep", inIndex, "combineWithAllErrors can't be imported from 'neverthrow'", true, graph),
		).toMatchObject({ verdict: "pass", kind: "Entry", lead: "src/index.ts" });
		// no sign that anything is missing: a bug hunt in code that imports the package
		expect(
			judge("grep", call, "import { combineWithAllErrors } from 'neverthrow' returns the wrong type", true, graph)
				.verdict,
		).toBe("no-signal");
		// letting people import it straight from the package says it is missing there
		expect(
			judge(
				"grep",
				call,
				"let people do `import { combineWithAllErrors } from 'neverthrow'` directly",
				true,
				graph,
			),
		).toMatchObject({ verdict: "pass", kind: "Entry", lead: "src/index.ts" });
		// the call looks for something else
		expect(
			judge(
				"grep",
				{ pattern: "resolveConfig" },
				"combineWithAllErrors isn't exported from neverthrow",
				true,
				graph,
			).verdict,
		).toBe("no-signal");
	});

	it("a file the call looks for by a name pattern is that file, one of the few it matches", () => {
		const glob = (pattern: string, name: string) => NamePattern(pattern)?.test(name);
		expect(glob("*.json", "settings.json")).toBe(true);
		expect(glob("*.{yml,yaml}", "ci.yaml")).toBe(true);
		expect(glob("LICEN[CS]E*", "LICENSE.md")).toBe(true);
		expect(glob("[!.]*", ".env")).toBe(false);
		expect(glob("file-[a-c].txt", "file-b.txt")).toBe(true);
		expect(glob("?odecov.yml", "codecov.yml")).toBe(true);
		expect(glob("*.json", "settings.jsonc")).toBe(false);
		// many stars against a long name that never matches: answered, no backtracking blow-up
		expect(glob("*a*a*a*a*a*a*a*a*a*a*b", "a".repeat(250))).toBe(false);
		expect(NamePattern("[unclosed")).toBeUndefined();
		expect(NamePattern("{a,b}{c,d}{e,f}{g,h}{i,j}")).toBeUndefined();
		expect(NameTest("*codecov*")?.test("codecov.yml")).toBe(true);
		expect(NameTest("**/.readthedocs*")?.test(".readthedocs.yaml")).toBe(true);
		expect(NameTest("bump*.config.{ts,js}")?.test("bump.config.ts")).toBe(true);
		// a format or a suffix names a kind of file; an exact name is NameKey's
		expect(NameTest("*.toml")).toBeUndefined();
		expect(NameTest("*.{yml,yaml}")).toBeUndefined();
		expect(NameTest("*.test.*")).toBeUndefined();
		expect(NameTest("codecov.yml")).toBeUndefined();
		const graph: WorkspaceView = {
			facts: [],
			files: new Map([
				[".readthedocs.yaml", ["doc"]],
				["codecov.yml", ["coverage-config"]],
			]),
		};
		expect(
			judge("glob", { pattern: "**/.readthedocs*" }, "read the docs builds are broken again", true, graph),
		).toMatchObject({ verdict: "pass", kind: "Docs", lead: ".readthedocs.yaml" });
		expect(
			judge("bash", { command: "find . -name 'codecov*'" }, "codecov's patch target is too strict", true, graph),
		).toMatchObject({ verdict: "pass", kind: "Test", lead: "codecov.yml" });
		expect(
			judge("glob", { pattern: "**/.readthedocs*" }, "read the docs builds are broken again", true, {
				facts: [],
				files: new Map(),
			}).verdict,
		).toBe("no-signal");
	});

	it("spells out a query's alternation groups, so a pattern over package names names each", () => {
		expect(Spelled('"@babel/(cli|core)"')).toEqual(['"@babel/cli"', '"@babel/core"']);
		expect(Spelled("(?:foo|bar)-(a|b)")).toEqual(["foo-a", "foo-b", "bar-a", "bar-b"]);
		expect(Spelled("plain")).toEqual([]);
		const root = mkdtempSync(join(tmpdir(), "search-known-spelled-"));
		writeFileSync(
			join(root, "package.json"),
			JSON.stringify({ name: "yup", devDependencies: { "@babel/cli": "7.0.0", "@babel/core": "7.0.0" } }),
		);
		const ws = ShallowView(root, ["node_modules"]);
		expect(
			judge(
				"grep",
				{ pattern: '"@babel/(cli|core)"', path: "package.json" },
				"@babel/cli and @babel/core are pinned to exact versions, make them caret ranges",
				true,
				ws,
			),
		).toMatchObject({ verdict: "pass", kind: "Dependency" });
	});

	it("coverage searched for test work is the test runner's config; searched alone it stays silent", () => {
		expect(judge("grep", { pattern: "coverage" }, "add coverage reporting to the tests")).toMatchObject({
			verdict: "pass",
			kind: "Test",
		});
		expect(judge("grep", { pattern: "coverage" }, "the login page is broken").verdict).not.toBe("pass");
	});

	it("a release word searched in the manifests is about the release settings they hold", () => {
		const user = "prereleases should go out under the 3x dist-tag on npm, not next";
		expect(judge("bash", { command: 'grep -rn "npm publish" --include=package.json .' }, user)).toMatchObject({
			verdict: "pass",
			kind: "Version",
		});
		expect(judge("bash", { command: 'grep -rn "npm publish" .' }, user).verdict).toBe("low-confidence");
	});

	it("a supported Python version the query names is version-support work for the manifest stating it", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-runtime-"));
		writeFileSync(
			join(root, "pyproject.toml"),
			'[project]\nname = "slog"\nrequires-python = ">=3.9"\nclassifiers = ["Programming Language :: Python :: 3.14"]\n',
		);
		const ws = ShallowView(root, ["node_modules"]);
		expect(judge("grep", { pattern: "3\\.14" }, "add python 3.15 to the test matrix", true, ws)).toMatchObject({
			verdict: "pass",
			kind: "Config",
			lead: "pyproject.toml",
		});
		expect(
			judge("bash", { command: 'grep -rn "py39\\|3\\.9" .' }, "python 3.9 is EOL, drop support for it", true, ws),
		).toMatchObject({ verdict: "pass", kind: "Config" });
		// a version the manifest does not support, or a bug hunt naming one
		expect(judge("grep", { pattern: "3\\.12" }, "add python 3.15 to the test matrix", true, ws).verdict).not.toBe(
			"pass",
		);
		expect(judge("grep", { pattern: "3\\.14" }, "the parser crashes on 3.14 dicts", true, ws).verdict).not.toBe(
			"pass",
		);
	});

	it("a plain-words search for a user naming one of the workspace's doc pages is about that page", () => {
		const user = "drop the zenodo DOI badge from the readme";
		expect(judge("bash", { command: "grep -rn -i zenodo ." }, user)).toMatchObject({
			verdict: "pass",
			kind: "Docs",
			lead: "README.md",
		});
		// a code-shaped or regex search, or a prompt naming no doc page, says nothing of the docs
		expect(judge("grep", { pattern: "zenodo\\(" }, user).verdict).not.toBe("pass");
		expect(judge("bash", { command: "grep -rn -i zenodo ." }, "drop the zenodo DOI badge").verdict).not.toBe(
			"pass",
		);
	});

	it("an environment variable searched by its name, for environment work, names the files that set or pass variables", () => {
		const user = "let me control whether selenium tests run under tox via an env var";
		expect(judge("grep", { pattern: "DJANGO_SELENIUM_TESTS" }, user)).toMatchObject({
			verdict: "pass",
			kind: "Config",
			lead: "tox.ini",
		});
		// a constant searched for code work, or a lower-case word, is no environment variable
		expect(judge("grep", { pattern: "MAX_RETRIES" }, "retries are too aggressive, lower them").verdict).not.toBe(
			"pass",
		);
		expect(judge("grep", { pattern: "selenium" }, user).kind).not.toBe("Config");
	});

	it("an environment variable searched by its name, for a user naming the tool that passes it, names that tool's file", () => {
		const monorepo: WorkspaceView = {
			facts: [],
			files: new Map([
				["turbo.json", ["build-config"]],
				["docker-compose.yml", ["build-config"]],
				["apps/web/.env.sample", ["config"]],
				["tsconfig.json", ["config", "build-config"]],
			]),
		};
		const user = "API_BASE_URL isnt making it through to the build when run via turbo";
		expect(judge("grep", { pattern: "API_BASE_URL" }, user, true, monorepo)).toMatchObject({
			verdict: "pass",
			kind: "Config",
			lead: "turbo.json",
		});
		// a deploy's settings the graph does not file are named by the tool (`netlify.toml`)
		expect(
			judge(
				"grep",
				{ pattern: "NODE_VERSION" },
				"netlify docs deploy is failing, it needs node 22",
				true,
				monorepo,
			),
		).toMatchObject({ verdict: "pass", kind: "Config", lead: "netlify.toml" });
		// the tool named over a lower-case search is no environment work
		expect(judge("grep", { pattern: "apiBaseUrl" }, user, true, monorepo).kind).not.toBe("Config");
	});

	it("an environment variable searched for a user naming docker names the Dockerfile; with no file to name, nothing", () => {
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["Dockerfile", ["build-config"]],
				["tsconfig.json", ["config"]],
			]),
		};
		const docker = WorkspaceEvidence(
			Extract("grep", { pattern: "NX_CLOUD_ACCESS_TOKEN" }, "docker build isn't passing NX_CLOUD_ACCESS_TOKEN")!,
			app,
			intents,
		).get("Config");
		expect(docker?.paths[0]).toBe("Dockerfile");
		// a workspace holding no file that sets or passes variables, the search finding none: no weight for a guess
		const bare: WorkspaceView = { facts: [], files: new Map([["Cargo.toml", ["requirements", "config"]]]) };
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "EZA_ICON_SPACING" }, "add an EZA_ICONS_AUTO env var for icons")!,
				bare,
				intents,
			).get("Config"),
		).toBeUndefined();
	});

	it("the search's own hits: one to three files of the asked intent's kinds lead it, for a literal search finding few files", () => {
		const library: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["pyproject.toml", ["manifest", "test-config"]],
				["rollup.config.js", ["build-config"]],
				["karma.conf.js", ["test-config"]],
				["README.md", ["doc"]],
			]),
		};
		const user = "there's no browser bundle for draft 2020-12, add one";
		const found = ["karma.conf.js", "package.json", "rollup.config.js", "lib/2019.ts"];
		const call = { command: "grep -rn 'ajv2019' --include=*.js --include=package.json ." };
		expect(judge("bash", call, user, true, library, found)).toMatchObject({
			verdict: "pass",
			kind: "Build",
			lead: "rollup.config.js",
		});
		// the same search without its result stays under the gate
		expect(judge("bash", call, user, true, library).verdict).not.toBe("pass");
		// a user asking no build work gets no Build note from what the search found
		expect(judge("bash", call, "why does ajv2019 reject this schema?", true, library, found).kind).not.toBe(
			"Build",
		);
		// a regex looks for code; nine files found say little of any one; a manifest is every search's hit
		const regex = { command: "grep -rnE 'ajv2019|ajv2020' --include=*.js ." };
		expect(judge("bash", regex, user, true, library, found).verdict).not.toBe("pass");
		const nine = [...found, ...Array.from({ length: 5 }, (_, i) => `lib/f${i}.ts`)];
		expect(judge("bash", call, user, true, library, nine).verdict).not.toBe("pass");
		// (a manifest holding no test settings, found alone, is the test work's only if (dj) it holds them)
		const plain: WorkspaceView = {
			...library,
			files: new Map([...library.files, ["pyproject.toml", ["manifest"]]]),
		};
		const random = ["grep", { pattern: "randomly" }, "run the tests in a random order", true] as const;
		expect(judge(...random, plain, ["pyproject.toml"]).lead).not.toBe("pyproject.toml");
		expect(judge(...random, library, ["pyproject.toml"]).lead).toBe("pyproject.toml");
	});

	it("a search confined to the docs looks for what they say, never in the config a query word names", () => {
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["eslint.config.js", ["lint-config"]],
				["README.md", ["doc"]],
			]),
		};
		const user = "the commands table in the readme still lists npm run lint:eslint, that script is gone";
		const docs = WorkspaceEvidence(
			Extract("bash", { command: "grep -rn 'lint:eslint' --include=*.md ." }, user)!,
			app,
			intents,
		);
		// (the user naming the config still counts; the call's word does not)
		expect(docs.get("Lint")?.call ?? false).toBe(false);
		expect(docs.get("Docs")).toMatchObject({ call: true, asked: true });
		// the same words searched everywhere are about the lint config
		const everywhere = WorkspaceEvidence(
			Extract("bash", { command: "grep -rn 'lint:eslint' ." }, user)!,
			app,
			intents,
		);
		expect(everywhere.get("Lint")).toMatchObject({ call: true, paths: ["eslint.config.js"] });
	});

	it("jq's `.version` on a manifest is the version key; a bare name in a searched folder is the file there", () => {
		const versionKey = WorkspaceEvidence(
			Extract("bash", { command: "jq -r .version package.json" }, "bump the patch version pls")!,
			view,
			intents,
		).get("Version");
		expect(versionKey).toMatchObject({ call: true, paths: ["package.json"] });
		const library: WorkspaceView = {
			facts: [],
			files: new Map([["src/jinja2/__init__.py", ["entry"]]]),
		};
		const call = { pattern: "Markup|escape", path: "src/jinja2", include: "__init__.py" };
		expect(WorkspaceEvidence(Extract("grep", call, "")!, library, intents).get("Entry")?.call).toBe(true);
		expect(WorkspaceEvidence(Extract("grep", { ...call, path: "tests" }, "")!, library, intents).has("Entry")).toBe(
			false,
		);
	});

	it("a search by file name (the glob tool, `find`) counts its few hits whatever its pattern", () => {
		const vendored: WorkspaceView = {
			facts: [],
			files: new Map([
				["LICENSE", ["license"]],
				["server/libs/nodeCron/LICENSE", ["license"]],
				["server/libs/async/LICENSE", ["license"]],
				["server/libs/archiver/LICENSE", ["license"]],
			]),
		};
		const user = "the vendored node-cron copy under server/libs needs its upstream license text updated";
		const call = { command: "find server/libs -iname 'LICENSE*' | grep -i cron" };
		expect(judge("bash", call, user, true, vendored, ["server/libs/nodeCron/LICENSE"])).toMatchObject({
			verdict: "pass",
			kind: "License",
			lead: "server/libs/nodeCron/LICENSE",
		});
		// a content search with a pattern is no literal: its hits do not lead
		const regex = { command: "grep -rln 'cron.*' server/libs" };
		expect(judge("bash", regex, user, true, vendored, ["server/libs/nodeCron/LICENSE"]).lead).not.toBe(
			"server/libs/nodeCron/LICENSE",
		);
	});

	it("a word the search found only in a lockfile is a package; a version never is", () => {
		const locked: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "vitest" }],
			files: new Map([
				["package.json", ["manifest"]],
				["package-lock.json", ["lockfile"]],
				["CHANGELOG.md", ["changelog"]],
				["rollup.config.js", ["build-config"]],
			]),
		};
		const user = "I think tslib isn't used anywhere anymore, can we drop it?";
		const call = { command: "grep -rn tslib --include=*.ts --include=*.json ." };
		const dependency = (hits: string[], u = user, c = call) =>
			WorkspaceEvidence(Extract("bash", c, u)!, locked, intents, hits).get("Dependency");
		expect(dependency(["package-lock.json", "CHANGELOG.md"])).toMatchObject({ paths: ["package.json"] });
		// found in the code as well, or not searched at all: a bare word may be the code's own
		expect(dependency(["package-lock.json", "rollup.config.js"])).toBeUndefined();
		expect(dependency([])).toBeUndefined();
		expect(
			dependency(["package-lock.json"], "python 3.9 is end of life, drop it", { command: "grep -rn 3.9 ." }),
		).toBeUndefined();
	});

	it("a docs site's own config is named by its tool's word, as a config is; a docs page is not", () => {
		const site: WorkspaceView = {
			facts: [],
			files: new Map([
				[".readthedocs.yml", ["doc"]],
				["README.md", ["doc"]],
				["docs/index.md", ["doc"]],
			]),
		};
		const user =
			"readthedocs emailed that configs without an explicit sphinx key are deprecated, fix our rtd setup";
		expect(judge("glob", { pattern: "**/.readthedocs*" }, user, true, site)).toMatchObject({
			verdict: "pass",
			kind: "Docs",
			lead: ".readthedocs.yml",
		});
		expect(
			WorkspaceEvidence(Extract("grep", { pattern: "index" }, "")!, site, intents).get("Docs")?.paths ?? [],
		).not.toContain("docs/index.md");
	});

	it("a name search's hit its pattern also names is credited once; a sample project's copy is no alternative", () => {
		const build: WorkspaceView = {
			facts: [],
			files: new Map([
				["build.config.ts", ["build-config"]],
				["src/build.ts", []],
			]),
		};
		const user = "refactor the build module so the rollup step can be reused";
		const glob = { pattern: "**/*build*" };
		const credited = WorkspaceEvidence(Extract("glob", glob, user)!, build, intents, ["build.config.ts"]);
		const named = WorkspaceEvidence(Extract("glob", glob, user)!, build, intents, []);
		// the hit's 1.2 (and 0.4, found alone) replaces the name pattern's 0.9 instead of adding to it
		expect(credited.get("Build")!.weight - named.get("Build")!.weight).toBeCloseTo(
			KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.hitsOnly - KNOWN_WEIGHTS.fileNamed,
		);
		const tsconfigs: WorkspaceView = {
			facts: [],
			files: new Map(
				[
					"tsconfig.json",
					"examples/eta/tsconfig.json",
					"examples/couch/tsconfig.json",
					"test/fixture/tsconfig.json",
				].map((path) => [path, ["config", "build-config"]]),
			),
		};
		const config = WorkspaceEvidence(
			Extract(
				"grep",
				{ pattern: "moduleResolution", include: "tsconfig*.json" },
				"move the tsconfig to nodenext",
			)!,
			tsconfigs,
			intents,
			[...tsconfigs.files.keys()],
		).get("Config");
		expect(config?.found).toEqual(["tsconfig.json"]);
	});

	it("a literal search finding only a named linter's settings is lint work, even in the manifest holding them", () => {
		const ruff: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest", "lint-config"]],
				["src/app.py", []],
			]),
		};
		const lint = (user: string, hits: string[]) =>
			WorkspaceEvidence(Extract("grep", { pattern: "max-complexity" }, user)!, ruff, intents, hits).get("Lint");
		expect(lint("ruff C901 is too strict at 10, raise max complexity to 15", ["pyproject.toml"])).toMatchObject({
			paths: ["pyproject.toml"],
		});
		// found in code too, or no linter named: nothing
		expect(lint("ruff C901 is too strict at 10", ["pyproject.toml", "src/app.py"])).toBeUndefined();
		expect(lint("raise max complexity to 15", ["pyproject.toml"])).toBeUndefined();
	});

	it("a package manager's settings found by a literal search, for a user naming that manager or a query naming one of its settings, are config", () => {
		const pnpm: WorkspaceView = {
			facts: [{ path: "pnpm-workspace.yaml", field: "dependency", value: "mrmime" }],
			files: new Map([
				["pnpm-workspace.yaml", ["workspace"]],
				[".npmrc", ["config"]],
			]),
		};
		const config = (user: string, pattern: string, hits: string[]) =>
			WorkspaceEvidence(Extract("grep", { pattern }, user)!, pnpm, intents, hits).get("Config");
		expect(
			config("relax pnpm minimumReleaseAge to one day", "minimumReleaseAge", ["pnpm-workspace.yaml"]),
		).toMatchObject({ paths: ["pnpm-workspace.yaml", ".npmrc"], found: ["pnpm-workspace.yaml"] });
		// the setting's own name names its manager, in either spelling, one or two of them at once
		expect(
			config("relax minimumReleaseAge to one day", "minimumReleaseAge", ["pnpm-workspace.yaml"]),
		).toMatchObject({ paths: ["pnpm-workspace.yaml", ".npmrc"], found: ["pnpm-workspace.yaml"] });
		expect(config("turn engine strict off", "engine-strict", [".npmrc"])).toMatchObject({ found: [".npmrc"] });
		expect(
			config("let esbuild run its postinstall", "allowBuilds|onlyBuiltDependencies", ["pnpm-workspace.yaml"]),
		).toMatchObject({ found: ["pnpm-workspace.yaml"] });
		// no manager named and no setting searched, a declared package searched, or found in code as well: nothing
		expect(config("relax the release age to one day", "releaseAge", ["pnpm-workspace.yaml"])).toBeUndefined();
		expect(config("bump mrmime in the pnpm catalog", "mrmime", ["pnpm-workspace.yaml"])).toBeUndefined();
		expect(
			config("relax pnpm minimumReleaseAge", "minimumReleaseAge", ["pnpm-workspace.yaml", "src/a.ts"]),
		).toBeUndefined();
	});

	it("a package manager's setting searched names its settings files where the search looked, found or not", () => {
		const npm: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["package-lock.json", ["lockfile"]],
				[".npmrc", ["config"]],
				["docs/install.md", ["doc"]],
			]),
		};
		const config = (args: Record<string, unknown>, hits: string[]) =>
			WorkspaceEvidence(
				Extract("grep", args, "npm install refuses to run on node 18, can we relax that")!,
				npm,
				intents,
				hits,
			).get("Config");
		// the harness's grep skips a hidden `.npmrc`: the manifest and lockfile found, the settings file still named
		expect(config({ pattern: 'engine-strict|"engines"' }, ["package.json", "package-lock.json"])).toMatchObject({
			paths: [".npmrc"],
		});
		// found in a docs page, or searched in the docs: the docs' mention, no setting to change
		// (the user's `npm` names `.npmrc` too, as any config word does: no call evidence)
		expect(config({ pattern: "engine-strict" }, ["docs/install.md"])?.call).toBe(false);
		expect(config({ pattern: "engine-strict", path: "docs" }, [])?.call).toBe(false);
		// no setting named: no call evidence
		expect(config({ pattern: "strict" }, ["package.json"])?.call).toBe(false);
	});

	it("a tool's own settings found by a literal search, for a user naming that tool, are config (tox, turbo)", () => {
		const tox: WorkspaceView = {
			facts: [],
			files: new Map([
				["tox.toml", ["test-config", "lint-config"]],
				["turbo.json", ["build-config"]],
				["src/env.py", []],
			]),
		};
		const config = (user: string, pattern: string, hits: string[]) =>
			WorkspaceEvidence(Extract("grep", { pattern, include: "*.toml" }, user)!, tox, intents, hits).get("Config");
		const user = "tox doesn't pass UV_INDEX_URL through to the test envs";
		expect(config(user, "pass_env", ["tox.toml"])).toMatchObject({ paths: ["tox.toml"], found: ["tox.toml"] });
		// the tool named must be the one whose file was found, and nothing else found
		expect(config(user, "pass_env", ["turbo.json"])).toBeUndefined();
		expect(config(user, "pass_env", ["tox.toml", "src/env.py"])).toBeUndefined();
		expect(config("pass the proxy through to the test envs", "pass_env", ["tox.toml"])).toBeUndefined();
	});

	it("an environment variable found set in a dotenv file names that file, whatever the user asks", () => {
		const site: WorkspaceView = {
			facts: [],
			files: new Map([
				[".env.production", ["config"]],
				[".env.development", ["config"]],
				["src/analytics.ts", []],
			]),
		};
		const config = (pattern: string, hits: string[]) =>
			WorkspaceEvidence(
				Extract("grep", { pattern }, "change the analytics id used in production builds")!,
				site,
				intents,
				hits,
			).get("Config");
		expect(config("GA_TRACKING_ID", [".env.production", "src/analytics.ts"])).toMatchObject({
			weight: KNOWN_WEIGHTS.envSet,
			paths: [".env.production"],
		});
		// no variable's name, or found in no dotenv file: nothing
		expect(config("trackingId", [".env.production"])).toBeUndefined();
		expect(config("GA_TRACKING_ID", ["src/analytics.ts"])).toBeUndefined();
		// with nothing else said, the note passes the config gate
		expect(
			judge("grep", { pattern: "GA_TRACKING_ID" }, "change the analytics id", true, site, [".env.production"]),
		).toMatchObject({ verdict: "pass", kind: "Config", lead: ".env.production" });
	});

	it("a search that found only files of the asked kind counts more; a user naming the found file asks its work", () => {
		const repo: WorkspaceView = {
			facts: [],
			files: new Map([
				["LICENSE", ["license"]],
				["README.md", ["doc"]],
				[".editorconfig", ["lint-config"]],
			]),
		};
		const license = (hits: string[]) =>
			WorkspaceEvidence(
				Extract("bash", { command: "grep -rni webkid ." }, "copyright holder should be xyflow GmbH now")!,
				repo,
				intents,
				hits,
			).get("License");
		expect(license(["LICENSE"])?.weight).toBeCloseTo(KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.hitsOnly);
		expect(license(["LICENSE", "README.md"])?.weight).toBeCloseTo(KNOWN_WEIGHTS.hitsAsked);
		// a cut output (`[output truncated]`) may have left the rest out: found, not found alone
		const cut = WorkspaceEvidence(
			Extract("bash", { command: "grep -rni webkid ." }, "copyright holder should be xyflow GmbH now")!,
			repo,
			intents,
			["LICENSE"],
			true,
		).get("License");
		expect(cut?.weight).toBeCloseTo(KNOWN_WEIGHTS.hitsAsked);
		// a few texts searched at once tell the asked intent's files when they found nothing else; written as code
		// (word boundaries), or found in other files too, or cut, they tell nothing
		const notice = (pattern: string, hits: string[], cut = false) =>
			WorkspaceEvidence(
				Extract("grep", { pattern }, "we bundle zeptomatch now, include its MIT notice")!,
				repo,
				intents,
				hits,
				cut,
			).get("License");
		expect(notice("Bundled|Joyent", ["LICENSE"])).toMatchObject({ found: ["LICENSE"], call: true });
		expect(notice("\\bBundled\\b|\\bJoyent\\b", ["LICENSE"])).toBeUndefined();
		expect(notice("Bundled|Joyent", ["LICENSE", "README.md"])).toBeUndefined();
		expect(notice("Bundled|Joyent", ["LICENSE"], true)).toBeUndefined();
		const lint = WorkspaceEvidence(
			Extract("bash", { command: "ls -a | grep -i editor" }, "add an editorconfig: 2 space indent, lf")!,
			repo,
			intents,
			[".editorconfig"],
		).get("Lint");
		expect(lint).toMatchObject({ found: [".editorconfig"], call: true });
	});

	it("an environment variable searched for a user asking env work names the modules the search found it in first", () => {
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["tox.ini", ["test-config", "lint-config"]],
				["loguru/_defaults.py", []],
			]),
		};
		const config = WorkspaceEvidence(
			Extract("grep", { pattern: "LOGURU_FORMAT" }, "the LOGURU_FORMAT env var default should show the offset")!,
			app,
			intents,
			["loguru/_defaults.py"],
		).get("Config");
		expect(config?.paths.slice(0, 2)).toEqual(["loguru/_defaults.py", "tox.ini"]);
	});

	it("a test module a name search found is the test work's own, kept when more than three are", () => {
		const repo: WorkspaceView = {
			facts: [],
			files: new Map([
				["src/pathstringifier.ts", []],
				["src/pathstringifier.test.ts", []],
			]),
		};
		const test = WorkspaceEvidence(
			Extract("bash", { command: "find src -name '*pathstringifier*'" }, "add a test for keys containing dots")!,
			repo,
			intents,
			["src/pathstringifier.ts", "src/pathstringifier.test.ts"],
		).get("Test");
		expect(test).toMatchObject({ found: ["src/pathstringifier.test.ts"], weight: KNOWN_WEIGHTS.hitsAsked });
	});

	it("reads a one-word Biome rule only where Biome's configs alone hold it, and a JSR file as a manifest", () => {
		const app: WorkspaceView = {
			facts: [{ path: "packages/core/package.json", field: "version", value: "0.13.4" }],
			files: new Map([
				["biome.json", ["lint-config"]],
				["src/log.ts", []],
				["packages/core/package.json", ["manifest"]],
				["packages/core/jsr.json", ["manifest"]],
			]),
		};
		const lint = (hits: string[]) =>
			WorkspaceEvidence(
				Extract("grep", { pattern: "noConsole" }, "make it an error instead of warn")!,
				app,
				intents,
				hits,
			).get("Lint");
		expect(lint(["biome.json"])).toMatchObject({ weight: KNOWN_WEIGHTS.biomeRule, paths: ["biome.json"] });
		expect(lint(["biome.json", "src/log.ts"])).toBeUndefined();
		expect(lint([])).toBeUndefined();
		const version = WorkspaceEvidence(
			Extract(
				"bash",
				{ command: "grep -rn '\"version\"' packages/*/package.json packages/*/jsr.json" },
				"cut a release",
			)!,
			app,
			intents,
		).get("Version");
		expect(version?.weight).toBeCloseTo(KNOWN_WEIGHTS.versionKey);
	});

	it("a script's variant searched in the manifests is its work; a changelog's heading searched is a literal", () => {
		const mdx: WorkspaceView = {
			facts: [
				{ path: "packages/react/package.json", field: "script", value: "test-api" },
				{ path: "packages/react/package.json", field: "script", value: "lint_fix" },
			],
			files: new Map([
				["packages/react/package.json", ["manifest"]],
				["HISTORY.md", ["changelog"]],
			]),
		};
		const evidence = (args: Record<string, string>, user: string, hits: string[] = []) =>
			WorkspaceEvidence(Extract("grep", args, user)!, mdx, intents, hits);
		const scripted = { pattern: '"test-api"', path: "packages", include: "package.json" };
		expect(evidence(scripted, "react tests should run with source maps").get("Test")?.paths).toEqual([
			"packages/react/package.json",
		]);
		expect(
			evidence({ pattern: "lint_fix", include: "package.json" }, "the lint fixer misses css").get("Lint")?.paths,
		).toEqual(["packages/react/package.json"]);
		// `## 3\.6\.0` found in the changelog alone, for a user asking a release's work
		const heading = { pattern: "## 3\\.6\\.0", include: "*.md" };
		const user = "3.6.0 is out, put the release date next to it in the history file";
		expect(evidence(heading, user, ["HISTORY.md"]).get("Version")?.paths).toContain("HISTORY.md");
	});

	it("a __version__ search names the module it found, and the version key never a fixture's manifest", () => {
		const build: WorkspaceView = {
			facts: [
				{ path: "tests/packages/legacy/setup.py", field: "version", value: "1.0.0" },
				{ path: "tests/packages/test-meta/pyproject.toml", field: "version", value: "1.0.0" },
			],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["src/build/__init__.py", ["entry"]],
				["tests/packages/legacy/setup.py", ["manifest"]],
				["tests/packages/test-meta/pyproject.toml", ["manifest"]],
			]),
		};
		const version = (hits: string[]) =>
			WorkspaceEvidence(
				Extract("grep", { pattern: "__version__ = ", path: "src" }, "bump version number to 1.2.1")!,
				build,
				intents,
				hits,
			).get("Version");
		expect(version(["src/build/__init__.py"])?.paths).toEqual(["src/build/__init__.py"]);
		// nothing found: the stated versions, fixtures only here, as before
		expect(version([])?.paths).toEqual([
			"tests/packages/legacy/setup.py",
			"tests/packages/test-meta/pyproject.toml",
		]);
	});

	it("an app's bootstrap call found in its bootstrap module is entry work, that module leading", () => {
		const app: WorkspaceView = {
			facts: [{ path: "package.json", field: "name", value: "kuma" }],
			files: new Map([
				["package.json", ["manifest"]],
				["server/server.js", ["entry"]],
			]),
		};
		const user = "add a global vue errorHandler where the frontend app gets created";
		const entry = (pattern: string, hits: string[]) =>
			WorkspaceEvidence(Extract("grep", { pattern, path: "src" }, user)!, app, intents, hits).get("Entry");
		expect(entry("createApp\\(", ["src/main.js"])).toMatchObject({
			paths: ["src/main.js"],
			found: ["src/main.js"],
		});
		// found in components only, or another call: nothing
		expect(entry("createApp\\(", ["src/components/Chart.vue"])).toBeUndefined();
		expect(entry("errorHandler", ["src/main.js"])).toBeUndefined();
	});

	it("a prerelease named by its stem is the current version, and a package searched by its first word is declared", () => {
		const beta: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "version", value: "4.0.0-beta.4" },
				{ path: "pyproject.toml", field: "dependency", value: "rpds-py" },
			],
			files: new Map([
				["package.json", ["manifest"]],
				["pyproject.toml", ["manifest"]],
			]),
		};
		const evidence = (pattern: string, user: string) =>
			WorkspaceEvidence(Extract("grep", { pattern }, user)!, beta, intents);
		expect(evidence("4\\.0\\.0-beta", "make it 4.0.0 final").get("Version")?.paths).toEqual(["package.json"]);
		// another prerelease of the same line is not the current one
		expect(evidence("4\\.0\\.0-beta\\.3", "what changed since beta 3").get("Version")).toBeUndefined();
		expect(evidence("rpds", "bump the minimum rpds-py we require").get("Dependency")?.paths).toContain(
			"pyproject.toml",
		);
		// the first word alone, the user naming no package of it: nothing declared
		expect(evidence("rpds", "bump the minimum we require").get("Dependency")).toBeUndefined();
	});

	it("a config named by the query or the user counts once, in the workspace's own files, a fixture's copy not at all", () => {
		const loader: WorkspaceView = {
			facts: [],
			files: new Map([
				[".env", ["config"]],
				["apps/web/.env", ["config"]],
				["test/fixture/.env", ["config"]],
				["test/bench/.env", ["config"]],
			]),
		};
		const config = (on: WorkspaceView) =>
			WorkspaceEvidence(
				Extract("grep", { pattern: "\\$env" }, "the env config is not applied")!,
				on,
				intents,
			).get("Config");
		// the two own `.env` files share a name: one name's worth
		expect(config(loader)?.weight).toBeCloseTo(KNOWN_WEIGHTS.fileQuery + KNOWN_WEIGHTS.fileAsked);
		// (and a fixture's copy is not named either: `test/fixture/.env` is data the tests read)
		expect(config(loader)?.paths).toEqual([".env", "apps/web/.env", "test/bench/.env"]);
		const fixturesOnly: WorkspaceView = {
			facts: [],
			files: new Map([...loader.files].filter(([path]) => path.startsWith("test/"))),
		};
		expect(config(fixturesOnly)?.weight ?? 0).toBe(0);
	});

	it("an environment variable for a user naming two tools that pass it names both tools' settings", () => {
		const monorepo: WorkspaceView = {
			facts: [],
			files: new Map([
				["turbo.json", ["build-config"]],
				["vercel.json", []],
				[".env.example", ["config"]],
			]),
		};
		const config = (user: string) =>
			WorkspaceEvidence(Extract("grep", { pattern: "APP_FORWARD_URL" }, user)!, monorepo, intents).get("Config");
		expect(
			config("APP_FORWARD_URL is undefined in the vercel build, i think turbo is filtering env")?.paths.slice(
				0,
				2,
			),
		).toEqual(["turbo.json", "vercel.json"]);
		expect(config("APP_FORWARD_URL is undefined in the vercel build")?.paths[0]).toBe("vercel.json");
		// a package manager passes no variables: no tool named
		expect(config("APP_FORWARD_URL is undefined after pnpm install")).toBeUndefined();
	});

	it("a script the user runs by name asks its work", () => {
		const lint = (user: string) =>
			WorkspaceEvidence(Extract("bash", { command: `grep -n '"lint"' package.json` }, user)!, view, intents).get(
				"Lint",
			)?.weight ?? 0;
		expect(lint("npm run lint should also check the docs folder")).toBeCloseTo(
			lint("it should also check the docs folder") + KNOWN_WEIGHTS.scriptRun,
		);
		expect(lint("pnpm lint misses the docs")).toBeCloseTo(lint("misses the docs") + KNOWN_WEIGHTS.scriptRun);
		// another script of that stem is another script
		expect(lint("npm run lint:fix misses the docs")).toBeCloseTo(lint("misses the docs"));
	});

	it("a query of code identifiers weighs against an intent nothing of which reads it, unless in its tests or docs", () => {
		expect(
			[
				"metaKey|ctrlKey",
				"resolvePackageTarget",
				"UnboundedCacheWarning",
				"emitWarning|UnboundedCacheWarning",
			].every(IdentifierQuery),
		).toBe(true);
		expect(
			["SUPPORTED_EXTENSIONS", "version", "eslint", "Makefile", "metaKey|ctrl key"].some(IdentifierQuery),
		).toBe(false);
		const user = "the unbounded cache warning fires twice in tests, figure out why";
		const k = (query: string, places: string) =>
			judge("bash", { command: `grep -rn '${query}' ${places}` }, user).k;
		// searched in the code and the tests: the code's name
		expect(k("emitWarning", "src test")).toBeLessThan(k("emit warning", "src test"));
		// searched in the tests alone: a test's subject
		expect(k("emitWarning", "test")).toBeCloseTo(k("emit warning", "test"));
	});

	it("the version key's spellings alternated (a pyproject's and a package.json's) are the version key", () => {
		const version = (pattern: string) =>
			WorkspaceEvidence(
				Extract("bash", { command: `grep -rn '${pattern}' package.json` }, "cut the 1.5.0 release")!,
				view,
				intents,
			).get("Version")?.weight ?? 0;
		expect(version(String.raw`^version\|"version"`)).toBeCloseTo(version('"version"'));
		expect(version('"version"')).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.versionKey);
		expect(version(String.raw`^version\|"name"`)).toBeCloseTo(version(`"name"`));
	});

	it("Python's formatters by name are linters, though the pack does not hear their everyday names", () => {
		const lint = (pattern: string) =>
			WorkspaceEvidence(Extract("grep", { pattern }, "we only use ruff format now")!, view, intents).get("Lint")
				?.weight ?? 0;
		expect(lint("black")).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.lintTool);
		expect(lint("blackout")).toBe(0);
	});

	it("npm's prepare script searched in the manifests is a build script for a user asking build work only", () => {
		const lifecycle: WorkspaceView = {
			facts: [{ path: "package.json", field: "script", value: "prepare" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const build = (user: string) =>
			WorkspaceEvidence(
				Extract("grep", { pattern: '"prepare"', include: "package.json" }, user)!,
				lifecycle,
				intents,
			).get("Build");
		expect(build("add an npm run build script, I always forget it's prepare")).toMatchObject({
			weight: KNOWN_WEIGHTS.script,
			paths: ["package.json"],
		});
		// `"prepare": "husky"` is as common: without a build ask it is no one's
		expect(build("the git hooks are not installed after a fresh clone")).toBeUndefined();
	});

	it("a hyphenated name the user sets is a setting's key, no undeclared package", () => {
		const setuptools: WorkspaceView = { facts: [], files: new Map([["pyproject.toml", ["manifest"]]]) };
		const dependency = (pattern: string, user: string) =>
			WorkspaceEvidence(Extract("grep", { pattern }, user)!, setuptools, intents).get("Dependency");
		expect(
			dependency("include-package-data", "drop include-package-data = false from the setuptools config"),
		).toBeUndefined();
		expect(dependency("left-pad", "drop left-pad, we dont use it")?.weight).toBeCloseTo(
			KNOWN_WEIGHTS.dependencyUndeclared,
		);
	});

	it("an entry point searched and found in the manifests alone names them, for a user asking entry work", () => {
		const plugin: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["src/xdist/__init__.py", ["entry"]],
				["src/xdist/plugin.py", []],
			]),
		};
		const entry = (user: string, hits: string[]) =>
			WorkspaceEvidence(Extract("grep", { pattern: "pytest11" }, user)!, plugin, intents, hits).get("Entry");
		const asked = entry("need to add another pytest11 entry point", ["pyproject.toml"]);
		expect(asked?.paths).toEqual(["pyproject.toml"]);
		expect(asked?.weight).toBeCloseTo(KNOWN_WEIGHTS.hitsAsked);
		// found in the code too, or not asked: nothing
		expect(
			entry("need to add another pytest11 entry point", ["pyproject.toml", "src/xdist/plugin.py"]),
		).toBeUndefined();
		// (the group's name is the entry field itself, so it asks on its own since the forty-seventh pass; a console
		// script's name does not)
		expect(entry("the pytest11 plugin fails to load", ["pyproject.toml"])?.paths).toEqual(["pyproject.toml"]);
		expect(
			WorkspaceEvidence(Extract("grep", { pattern: "looponfail" }, "it fails to load")!, plugin, intents, [
				"pyproject.toml",
			]).get("Entry"),
		).toBeUndefined();
	});
});

describe("R14 (bt): the manifests read for dependency work", () => {
	const goView = (() => {
		const root = mkdtempSync(join(tmpdir(), "search-known-go-"));
		writeFileSync(join(root, "go.mod"), "module example.com/app\n\nrequire github.com/spf13/afero v1.14.0\n");
		writeFileSync(join(root, "go.sum"), "");
		return ShallowView(root, []);
	})();

	it("names go.mod read whole for a user updating the dependencies", () => {
		const read = judge(
			"bash",
			{ command: "cat go.mod" },
			"update the go dependencies to latest minor versions",
			true,
			goView,
		);
		expect([read.verdict, read.kind, read.lead]).toEqual(["pass", "Dependency", "go.mod"]);
		expect(judge("bash", { command: "cat go.mod" }, "tidy up the module file", true, goView).verdict).not.toBe(
			"pass",
		);
	});

	it("leaves a manifest searched for another chore's key to that chore", () => {
		const markers = judge(
			"grep",
			{ pattern: "markers", path: "package.json" },
			"add a pytest marker for tests that need uv and skip them when uv isnt installed",
		);
		expect(markers.kind).not.toBe("Dependency");
		// the same ask with no other chore's key in the query: the manifest read is the dependency work's
		const ask = "add a pytest marker for tests that need uv and skip them when uv isnt installed";
		const evidence = (pattern: string) =>
			WorkspaceEvidence(Extract("grep", { pattern, path: "package.json" }, ask)!, view, intents).get(
				"Dependency",
			);
		expect(evidence("markers")).toBeUndefined();
		expect(evidence("overrides")).toMatchObject({
			weight: KNOWN_WEIGHTS.kindConfinedAsked,
			paths: ["package.json"],
		});
	});

	it("names a requirements file for a package the user adds where no other manifest is", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-req-"));
		writeFileSync(join(root, "requirements.txt"), "requests==2.32.0\n");
		const python = ShallowView(root, []);
		const added = WorkspaceEvidence(
			Extract(
				"grep",
				{ pattern: "httpx", path: ".", include: "requirements*.txt" },
				"add httpx as a dependency",
			)!,
			python,
			intents,
		).get("Dependency");
		expect(added?.paths).toEqual(["requirements.txt"]);
	});
});

/** The shallow view of a new workspace of `files`. */
const project = (files: Record<string, string>) => {
	const root = mkdtempSync(join(tmpdir(), "search-known-project-"));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, path, ".."), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	return ShallowView(root, []);
};

describe("R14 (bv)–(bz): a Go module's and a Rust crate's own manifest", () => {
	const crate = project({
		"Cargo.toml":
			'[package]\nname = "bench"\nversion = "1.20.0"\nedition = "2018"\nrust-version = "1.88.0"\nlicense = "MIT OR Apache-2.0"\n\n[dependencies]\nclap = "4"\n\n[profile.release]\nlto = true\n',
		"Cargo.lock": "",
		"build.rs": "",
		"LICENSE-MIT": "",
	});
	const module = project({
		"go.mod": "module github.com/acme/task/v3\n\ngo 1.25.9\n\nrequire github.com/puzpuzpuz/xsync/v3 v3.5.1\n",
		"go.sum": "",
	});

	it("files a Rust project's Cargo.toml as its manifest and config, and a Go project's go.mod as its config", () => {
		expect(crate.files.get("Cargo.toml")).toEqual(["requirements", "manifest", "config"]);
		expect(module.files.get("go.mod")).toEqual(["requirements", "config"]);
		// beside a package.json the crate is a part of a JS app: what the JS intents name for dependency work only
		expect(project({ "package.json": "{}", "Cargo.toml": "" }).files.get("Cargo.toml")).toEqual(["requirements"]);
		expect(crate.facts).toContainEqual({ path: "Cargo.toml", field: "runtime", value: "1.88.0" });
		expect(module.facts).toContainEqual({ path: "go.mod", field: "runtime", value: "1.25.9" });
	});

	it("reads a crate's own key searched in Cargo.toml as the work it is", () => {
		const key = (pattern: string, user: string) =>
			judge("grep", { pattern, path: "Cargo.toml" }, user, true, crate);
		expect(key("edition", "move the crate to edition 2021")).toMatchObject({ verdict: "pass", kind: "Config" });
		expect(key("\\[profile", "release binary is too big, strip symbols")).toMatchObject({
			verdict: "pass",
			kind: "Build",
		});
		expect(key("^license", "crates.io complains about the license field")).toMatchObject({
			verdict: "pass",
			kind: "License",
		});
		// a key no work owns says nothing
		expect(
			WorkspaceEvidence(Extract("grep", { pattern: "authors", path: "Cargo.toml" }, "x")!, crate, intents).size,
		).toBe(0);
	});

	it("reads a version-support ask of the Go toolchain, and rust-version as no version bump", () => {
		const raise = judge(
			"bash",
			{ command: "head -5 go.mod" },
			"raise the minimum go version to 1.25.10",
			true,
			module,
		);
		expect([raise.verdict, raise.kind]).toEqual(["pass", "Config"]);
		const msrv = judge("grep", { pattern: "rust-version", path: "." }, "raise the MSRV to 1.90", true, crate);
		expect([msrv.verdict, msrv.kind]).toEqual(["pass", "Config"]);
	});

	it("knows a Go module by its repository's path and its last word, and who migrates off it", () => {
		const migrate = judge("grep", { pattern: "puzpuzpuz/xsync" }, "migrate from xsync v3 to v4", true, module);
		expect([migrate.verdict, migrate.kind, migrate.lead]).toEqual(["pass", "Dependency", "go.mod"]);
		// the last word alone in a query is code's (`xsync.NewMap`), no module named
		expect(judge("grep", { pattern: "xsync" }, "why is the map slow", true, module).kind).not.toBe("Dependency");
	});

	it("asks the crate's graph for cargo's own look at it", () => {
		const tree = judge("bash", { command: "cargo tree -i clap --depth 1" }, "upgrade to clap 4", true, crate);
		expect([tree.verdict, tree.kind]).toEqual(["pass", "Dependency"]);
	});
});

describe("R14 (ca): a program's main function found is its entry", () => {
	it("names the Go files a `package main` search found, and not a test", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-main-"));
		writeFileSync(join(root, "go.mod"), "module example.com/tool\n\ngo 1.24\n");
		const goView = ShallowView(root, []);
		const shape = Extract(
			"bash",
			{ command: "grep -rln '^package main' --include='*.go' ." },
			"move the main package out of the root into cmd/tool",
		)!;
		const evidence = WorkspaceEvidence(shape, goView, intents, ["cmd/tool/tool.go", "cmd/tool/tool_test.go"]);
		expect(evidence.get("Entry")).toMatchObject({ weight: KNOWN_WEIGHTS.hitsAsked, paths: ["cmd/tool/tool.go"] });
	});
});

describe("R14 (b): a config file named by the user counts once per name", () => {
	it("gives one file's worth however many files share the name", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-many-"));
		for (const folder of ["", "a/", "b/", "c/", "d/"]) {
			mkdirSync(join(root, folder), { recursive: true });
			writeFileSync(join(root, `${folder}tsconfig.json`), "{}");
		}
		const many: WorkspaceView = {
			facts: [],
			files: new Map(["", "a/", "b/", "c/", "d/"].map((folder) => [`${folder}tsconfig.json`, ["config"]])),
		};
		const evidence = WorkspaceEvidence(
			Extract("grep", { pattern: "strict" }, "turn on strict in the tsconfig")!,
			many,
			intents,
		).get("Config");
		expect(evidence?.weight).toBe(KNOWN_WEIGHTS.fileAsked);
		expect(evidence?.paths).toHaveLength(5);
	});
});

describe("R14 (cc)–(cf): a script run by name, a version in the changelog, git's ignore file, the code reading the environment", () => {
	const app: WorkspaceView = {
		facts: [
			{ path: "package.json", field: "script", value: "dev" },
			{ path: "package.json", field: "script", value: "build" },
		],
		files: new Map([
			["package.json", ["manifest"]],
			["docs/CHANGELOG.md", ["changelog"]],
			["src/bin.ts", ["entry"]],
		]),
	};
	const evidence = (tool: string, args: Record<string, unknown>, user: string, hits: string[] = [], on = app) =>
		WorkspaceEvidence(Extract(tool, args, user)!, on, intents, hits);

	it("(cc) reads the scripts block for a user running a script by name as that script's work", () => {
		const run = evidence("bash", { command: "jq .scripts package.json" }, "make `pnpm dev` restart on changes");
		expect(run.get("Build")).toMatchObject({ weight: KNOWN_WEIGHTS.script, paths: ["package.json"] });
		// a script the manifests do not declare is nobody's
		expect(evidence("bash", { command: "jq .scripts package.json" }, "make `pnpm start` quiet").get("Build")).toBe(
			undefined,
		);
	});

	it("(cd) names the changelog a version was found in alone, for a user asking release work", () => {
		const dated = evidence(
			"grep",
			{ pattern: "1\\.22\\.4", path: "docs" },
			"1.22.4's release date in the changelog is wrong",
			["docs/CHANGELOG.md"],
		);
		expect(dated.get("Version")?.paths).toEqual(["docs/CHANGELOG.md"]);
		// found in a manifest too, the number is every manifest's hit
		expect(
			evidence("grep", { pattern: "1\\.22\\.4" }, "1.22.4's release date in the changelog is wrong", [
				"docs/CHANGELOG.md",
				"package.json",
			]).get("Version")?.paths ?? [],
		).not.toContain("docs/CHANGELOG.md");
	});

	it("(ce) names .gitignore read for a user asking what git ignores, and not for other work", () => {
		const ignored = evidence("bash", { command: "cat .gitignore" }, "git shows cover.out as untracked, ignore it");
		expect(ignored.get("Config")).toMatchObject({ weight: KNOWN_WEIGHTS.hitsAsked, paths: [".gitignore"] });
		expect(evidence("bash", { command: "cat .gitignore" }, "cache eslint results").get("Config")).toBe(undefined);
		// a user asking git to ignore a folder in other words: the config ask's weight on top
		expect(
			evidence("bash", { command: "cat .gitignore" }, "git status shows .ruff_cache, ignore it").get("Config"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.ignoreAsked, paths: [".gitignore"] });
	});

	it("a page the user names among the hits of a docs search is the docs work's, though the graph files it as none", () => {
		const guide = evidence(
			"grep",
			{ pattern: "ripgrep", include: "*.md" },
			"the ripgrep example in the advanced guide is wrong, fix wording",
			["README.md", "ADVANCED.md", "docs/CHANGELOG.md"],
			{ facts: [], files: new Map([...app.files, ["README.md", ["doc"]]]) },
		);
		expect(guide.get("Docs")?.paths).toContain("ADVANCED.md");
		// a licence the user names is the licence work's, never a docs page
		expect(
			evidence(
				"grep",
				{ pattern: "MIT", include: "*.md" },
				"reword the license section in the readme",
				["README.md", "LICENSE.md"],
				{ facts: [], files: new Map([...app.files, ["README.md", ["doc"]], ["LICENSE.md", ["license"]]]) },
			).get("Docs")?.paths ?? [],
		).not.toContain("LICENSE.md");
		// a page the user does not name stays unfiled
		expect(
			evidence("grep", { pattern: "ripgrep", include: "*.md" }, "the ripgrep example is wrong, fix wording", [
				"ADVANCED.md",
				"BUILD.md",
			]).get("Docs"),
		).toBe(undefined);
	});

	it("(cg) a package the user names in full is moved when the search spells its first word or first part", () => {
		const crate: WorkspaceView = {
			facts: [
				{ path: "Cargo.toml", field: "dependency", value: "jemallocator" },
				{ path: "pyproject.toml", field: "dependency", value: "myst-parser" },
			],
			files: new Map([
				["Cargo.toml", ["manifest", "requirements", "config"]],
				["pyproject.toml", ["manifest"]],
			]),
		};
		const swap = evidence(
			"grep",
			{ pattern: "jemalloc", include: "*.{toml,rs}" },
			"swap jemallocator for tikv-jemallocator",
			[],
			crate,
		);
		expect(swap.get("Dependency")?.weight).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.dependencyMoved);
		const bump = evidence("bash", { command: 'rg -n "myst"' }, "bump myst-parser to 5.1.0 for the docs", [], crate);
		expect(bump.get("Dependency")?.weight).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.dependencyMoved);
		// a part under five letters is no one package's (`jem`), nor is a part the user does not name in full
		expect(
			evidence("grep", { pattern: "jem" }, "swap jemallocator for tikv-jemallocator", [], crate).get(
				"Dependency",
			),
		).toBe(undefined);
	});

	it("(ch) names a Dockerfile as a file that sets an environment variable the user asks about", () => {
		const served: WorkspaceView = {
			facts: [],
			files: new Map([
				["go.mod", ["requirements", "config"]],
				["Dockerfile", ["build-config"]],
				[".dockerignore", ["build-config"]],
			]),
		};
		const named = evidence(
			"grep",
			{ pattern: "KEY_PATH", include: "*.go" },
			"the env var isn't picked up",
			[],
			served,
		);
		expect(named.get("Config")?.paths).toContain("Dockerfile");
		expect(named.get("Config")?.paths).not.toContain(".dockerignore");
	});

	it("(cf) names the code reading the environment where no dotenv file is, for a user asking environment work", () => {
		const user = "let people set the port with an env var";
		const read = evidence("grep", { pattern: "process\\.env", path: "src" }, user, ["src/bin.ts"]);
		expect(read.get("Config")?.paths).toEqual(["src/bin.ts"]);
		// a test reading it is no place to wire a variable, and a dotenv file is the place when there is one
		expect(
			evidence("grep", { pattern: "process\\.env" }, user, ["src/bin.ts", "test/bin.test.ts"]).get("Config")
				?.paths,
		).toBe(undefined);
		const dotenv: WorkspaceView = { facts: [], files: new Map([...app.files, [".env.example", ["config"]]]) };
		expect(
			evidence("grep", { pattern: "process\\.env", path: "src" }, user, ["src/bin.ts"], dotenv).get("Config")
				?.paths,
		).toEqual([".env.example"]);
	});
});

describe("the shallow view reads every root package file through the core's one dispatch", () => {
	it("states a pnpm workspace's catalog, as the graph does", () => {
		const root = mkdtempSync(join(tmpdir(), "search-known-catalog-"));
		writeFileSync(join(root, "package.json"), JSON.stringify({ name: "mono", private: true }));
		writeFileSync(join(root, "pnpm-workspace.yaml"), "packages:\n  - packages/*\ncatalog:\n  zod: ^3.23.8\n");
		const shallow = ShallowView(root, []);
		expect(shallow.facts.filter((fact) => fact.path === "pnpm-workspace.yaml").map((fact) => fact.value)).toContain(
			"zod",
		);
	});
});

describe("R14 (cm)–(cr): a CLI's commands, a Go module by its path, a version constant, a test runner, a release heading, docs.rs", () => {
	const goCli: WorkspaceView = {
		facts: [
			{ path: "go.mod", field: "dependency", value: "github.com/spf13/cobra" },
			{ path: "go.mod", field: "dependency", value: "github.com/charmbracelet/wish" },
			{ path: "go.mod", field: "dependency", value: "github.com/caarlos0/env/v11" },
		],
		files: new Map([
			["go.mod", ["requirements", "config"]],
			["go.sum", ["lockfile"]],
			["cmd/soft/main.go", ["entry"]],
			["Makefile", ["build-config"]],
			["CHANGELOG.md", ["changelog"]],
			["exp/CHANGELOG.md", ["changelog"]],
		]),
	};
	const evidence = (tool: string, args: Record<string, unknown>, user: string, hits: string[], on = goCli) =>
		WorkspaceEvidence(Extract(tool, args, user)!, on, intents, hits);

	it("(cm) names the code files a CLI framework's command declaration was found in, not its docs or tests", () => {
		const user = "add a `soft fmt` subcommand";
		expect(
			evidence("grep", { pattern: "AddCommand", include: "*.go" }, user, [
				"cmd/soft/main.go",
				"cmd/soft/main_test.go",
				"docs/cli.md",
			]).get("Entry"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.hitsAsked, paths: ["cmd/soft/main.go"] });
		// one named entry module searched prints no file names: the module it names is what it found
		expect(
			evidence(
				"bash",
				{ command: "grep -n 'RunE\\|rootCmd' cmd/soft/main.go" },
				"print help when run with no args",
				[],
			).get("Entry"),
		).toMatchObject({ paths: ["cmd/soft/main.go"] });
		// a word of no framework found in the same file: nothing
		expect(
			evidence("grep", { pattern: "browse", include: "*.go" }, user, ["cmd/soft/main.go"]).get("Entry"),
		).toBeUndefined();
	});

	it("(cn) moves a Go module the user names by its path or its last word, to the latest release", () => {
		for (const [user, args, hits] of [
			["update caarlos0/env to the newest major version", { pattern: "caarlos0/env" }, ["go.mod", "go.sum"]],
			["bump wish to the latest release", { pattern: "wish", path: "go.mod" }, []],
		] as const) {
			const dependency = evidence("grep", args, user, [...hits]).get("Dependency");
			expect(dependency?.asked).toBe(true);
			expect(dependency!.weight).toBeGreaterThan(KNOWN_WEIGHTS.hitsAsked);
		}
		// a path the manifests do not declare is no package
		expect(
			evidence("grep", { pattern: "acme/env" }, "update acme/env to the newest major version", []).get(
				"Dependency",
			)?.asked,
		).not.toBe(true);
	});

	it("(co) reads Ruby's `VERSION =` found in the module stating the version as the version key there", () => {
		const gem: WorkspaceView = {
			facts: [
				{ path: "lib/webmock/version.rb", field: "version", value: "3.26.1" },
				{ path: "webmock.gemspec", field: "name", value: "webmock" },
			],
			files: new Map([
				["webmock.gemspec", ["manifest", "config"]],
				["lib/webmock/version.rb", ["version-file"]],
				["CHANGELOG.md", ["changelog"]],
			]),
		};
		const user = "cut 3.26.2, changelog too";
		expect(
			evidence("grep", { pattern: "VERSION =", path: "lib" }, user, ["lib/webmock/version.rb"], gem).get(
				"Version",
			),
		).toMatchObject({ call: true, paths: ["lib/webmock/version.rb"] });
		// found only in a module stating no version: the search brings nothing (the ask's own weight stays)
		expect(
			evidence("grep", { pattern: "VERSION =", path: "lib" }, user, ["lib/webmock/api.rb"], gem).get("Version")
				?.call,
		).not.toBe(true);
	});

	it("(cp) names the Makefile or task file a test runner's command line was found in, for a user asking test work", () => {
		const user = "run the tests with -shuffle=on";
		expect(evidence("grep", { pattern: "go test", path: "." }, user, ["Makefile"]).get("Test")).toMatchObject({
			weight: KNOWN_WEIGHTS.hitsAsked,
			paths: ["Makefile"],
		});
		// found in a docs page, or not asked: nothing
		expect(evidence("grep", { pattern: "go test", path: "." }, user, ["docs/SIMD.md"]).get("Test")).toBeUndefined();
		expect(
			evidence("grep", { pattern: "go test", path: "." }, "why is this slow", ["Makefile"]).get("Test"),
		).toBeUndefined();
	});

	it("(cr) names the crate manifests a docs.rs search found, for the docs build, not the docs pages", () => {
		const crates: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["requirements", "manifest", "config"]],
				["axum-extra/Cargo.toml", ["requirements"]],
				["README.md", ["doc"]],
			]),
		};
		const user = "docs.rs for axum-extra is missing the feature gated items";
		const found = ["axum/Cargo.toml", "axum-extra/Cargo.toml"];
		expect(
			evidence("grep", { pattern: "package.metadata.docs.rs", include: "Cargo.toml" }, user, found, crates).get(
				"Docs",
			),
		).toMatchObject({ paths: found, found });
		// found in a docs page too: the pages' work, no manifest named
		expect(
			evidence("grep", { pattern: "docs\\.rs" }, user, ["README.md", "Cargo.toml"], crates).get("Docs")?.found,
		).not.toContain("Cargo.toml");
	});

	it("(cq) names the changelogs a release heading was found in, for a user asking release work", () => {
		expect(
			evidence("grep", { pattern: "^## \\[?0\\.", path: "exp" }, "release the exp module as v0.3.0", [
				"exp/CHANGELOG.md",
			]).get("Version"),
		).toMatchObject({ paths: ["exp/CHANGELOG.md"] });
		expect(
			evidence("grep", { pattern: "^## \\[?0\\.", path: "exp" }, "release the exp module as v0.3.0", [
				"exp/notes.md",
			]).get("Version"),
		).toBeUndefined();
	});
});

describe("R14 (cs): a task runner's file searched for its tasks", () => {
	const tasks: WorkspaceView = {
		facts: [
			{ path: "Taskfile.yml", field: "task", value: "install" },
			{ path: "Taskfile.yml", field: "task", value: "test:table" },
			{ path: "Makefile", field: "task", value: "test" },
			{ path: "Makefile", field: "task", value: "prerelease" },
		],
		files: new Map([
			["Taskfile.yml", ["build-config"]],
			["Makefile", ["build-config"]],
			["justfile", ["build-config"]],
			["Rakefile", ["build-config"]],
			["go.mod", ["requirements", "config"]],
			[".github/workflows/ci.yml", ["workflow"]],
		]),
	};
	const evidence = (tool: string, args: Record<string, unknown>, user: string, hits: string[] = []) =>
		WorkspaceEvidence(Extract(tool, args, user)!, tasks, intents, hits);

	it("names the task file a search looks in for a user running one of its tasks, the run's weight added", () => {
		const run = evidence(
			"bash",
			{ command: "grep -n -A8 'install:' Taskfile.yml" },
			"task install doesn't pick up a change to go.mod",
		);
		expect(run.get("Build")?.paths).toEqual(["Taskfile.yml"]);
		// the same search for a user running no task of it: the run's weight less
		const unrun = evidence("bash", { command: "grep -n -A8 'install:' Taskfile.yml" }, "the install task is slow");
		expect(run.get("Build")!.weight - unrun.get("Build")!.weight).toBeCloseTo(KNOWN_WEIGHTS.scriptRun);
		// `make test`: the Makefile's test target is test work
		expect(
			evidence(
				"bash",
				{ command: "sed -n '/^test:/,/^$/p' Makefile" },
				"make test skips the protector package",
			).get("Test")?.paths,
		).toEqual(["Makefile"]);
	});

	it("names a task file the search reads, or alone found, for a user speaking of its tasks or recipes", () => {
		expect(
			evidence("bash", { command: "cat Rakefile" }, "rubocop should be a separate task").get("Build"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.taskSearched, paths: ["Rakefile"] });
		expect(
			evidence("bash", { command: "grep -n 'cargo ' justfile" }, "use cargo-limit in our justfile recipes").get(
				"Build",
			)?.paths,
		).toEqual(["justfile"]);
		// the task called by its work (`the test task`), the search finding it beside a lockfile's hash: the test work's
		expect(
			evidence("grep", { pattern: "RACE|-race", path: "." }, "let the test task turn the race detector off", [
				"Taskfile.yml",
				"go.sum",
			]).get("Test")?.paths,
		).toEqual(["Taskfile.yml"]);
		// a task called by its work that the file declares (`the release recipe`, a `release` recipe): as run
		const recipe = (declared: string) =>
			WorkspaceEvidence(
				Extract(
					"bash",
					{ command: "grep -n 'aarch64' justfile" },
					"the release recipe should build arm binaries",
				)!,
				{
					facts: [{ path: "justfile", field: "task", value: declared }],
					files: new Map([["justfile", ["build-config"]]]),
				},
				intents,
			).get("Version")!.weight;
		expect(recipe("release") - recipe("dist")).toBeCloseTo(KNOWN_WEIGHTS.scriptRun);
		// a task named by its colon variant, found in the Taskfile alone: the test task's file
		expect(
			evidence("grep", { pattern: "test:table" }, "add one for the list package like table's", [
				"Taskfile.yml",
			]).get("Test")?.paths,
		).toEqual(["Taskfile.yml"]);
	});

	it("names the file of a task the user runs while the search looks for that task's work, elsewhere", () => {
		const user = "make test doesnt run the protector package tests";
		expect(evidence("grep", { pattern: "go test", path: "." }, user, ["docs/SIMD.md"]).get("Test")).toMatchObject({
			weight: KNOWN_WEIGHTS.taskSearched,
			paths: ["Makefile"],
		});
		// a search for other work than the task's: nothing of the Makefile
		expect(
			evidence("grep", { pattern: "protector", path: "." }, user, ["docs/SIMD.md"]).get("Test")?.paths ?? [],
		).not.toContain("Makefile");
	});

	it("names nothing for a task file searched without a word of tasks, or for hits beyond the task files", () => {
		expect(
			evidence("bash", { command: "grep -n VERSION Makefile" }, "what version do we build").get("Build")?.paths ??
				[],
		).not.toContain("Makefile");
		expect(
			evidence("grep", { pattern: "timeout" }, "the ci task times out", [
				"Makefile",
				".github/workflows/ci.yml",
			]).get("Build")?.paths ?? [],
		).not.toContain("Makefile");
		// the task named, but in a file the search does not look in
		expect(
			evidence("grep", { pattern: "install:", path: ".github" }, "task install is slow").get("Build")?.paths ??
				[],
		).not.toContain("Taskfile.yml");
	});
});

describe("R14 (ct)–(cw): a crate's packaging keys, a scope by its bare name, uv's settings, a Go package's doc comment", () => {
	it("(ct) reads a crate's packaging keys searched in its manifest as build work, that manifest leading", () => {
		const crates: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["requirements", "manifest", "config"]],
				["clap_mangen/Cargo.toml", ["requirements", "manifest", "config"]],
			]),
		};
		expect(
			on(
				crates,
				"grep",
				{ pattern: "include = \\[", include: "Cargo.toml" },
				"stop shipping benches in the crate",
			).get("Build"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.projectKey, paths: ["Cargo.toml"] });
		expect(
			on(
				crates,
				"bash",
				{ command: "grep -n -B2 -A2 'required-features' clap_mangen/Cargo.toml" },
				"the man example requires a feature that doesn't exist",
			).get("Build")?.paths,
		).toEqual(["clap_mangen/Cargo.toml"]);
	});

	it("(ct) reads a crate's key found in its manifest alone, searched anywhere, as (bv) reads it searched there", () => {
		const crate: WorkspaceView = {
			facts: [],
			files: new Map([["Cargo.toml", ["requirements", "manifest", "config"]]]),
		};
		const user = "make release builds abort on panic instead of unwinding";
		expect(
			on(crate, "grep", { pattern: "\\[profile.release\\]" }, user, ["Cargo.toml"]).get("Build"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.projectKey, paths: ["Cargo.toml"] });
		// found beside a page too: not the manifest's key alone
		expect(
			on(crate, "grep", { pattern: "\\[profile.release\\]" }, user, ["Cargo.toml", "docs/build.md"]).get("Build"),
		).toBeUndefined();
	});

	it("(cu) reads a scope searched by its bare name as its packages, for a user naming one of them in full", () => {
		const otel: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "@opentelemetry/auto-instrumentations-node" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const search = { command: "rg -n 'opentelemetry' package.json" };
		expect(
			on(otel, "bash", search, "bump @opentelemetry/auto-instrumentations-node for the advisory").get(
				"Dependency",
			)?.paths,
		).toContain("package.json");
		// the scope's name alone, the user naming none of its packages: no dependency named
		expect(on(otel, "bash", search, "why is tracing so slow").get("Dependency")?.call).not.toBe(true);
	});

	it("(cv) names pyproject.toml for uv's own setting found there, for a user naming uv", () => {
		const python: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "name", value: "mycli" }],
			files: new Map([["pyproject.toml", ["manifest"]]]),
		};
		expect(
			on(python, "grep", { pattern: "exclude-newer" }, "change uv exclude-newer cooldown to 3 days", [
				"pyproject.toml",
			]).get("Config"),
		).toMatchObject({ asked: true, paths: ["pyproject.toml"] });
		// uv named for running, not its settings: no settings file found for it
		expect(
			on(python, "grep", { pattern: "build-system" }, "uv run --frozen", ["pyproject.toml"]).get("Config")
				?.paths ?? [],
		).not.toContain("pyproject.toml");
	});

	it("(cw) names a Go package's doc file for its doc comment searched: the file found, else the module's own", () => {
		const module: WorkspaceView = {
			facts: [{ path: "go.mod", field: "name", value: "go.uber.org/zap" }],
			files: new Map([["go.mod", ["requirements", "config"]]]),
		};
		const user = "rewrite the package overview that shows on pkg.go.dev";
		expect(on(module, "grep", { pattern: "^// Package zap ", include: "*.go" }, user).get("Entry")).toMatchObject({
			weight: KNOWN_WEIGHTS.goPackageDoc,
			paths: ["doc.go", "zap.go"],
		});
		// found: the file it was found in (a test file is none), whichever package it is
		expect(
			on(module, "grep", { pattern: "^// Package zapslog" }, user, [
				"exp/zapslog/doc.go",
				"exp/zapslog/x_test.go",
			]).get("Entry")?.paths,
		).toEqual(["exp/zapslog/doc.go"]);
		// another module's package, found nowhere: nothing guessed
		expect(on(module, "grep", { pattern: "^// Package lipgloss" }, user).get("Entry")).toBeUndefined();
	});
});

describe("R14 (cx)–(da): a version module no line states, an environment variable in the source, a sibling dependency, a Go package's doc file", () => {
	it("(cx) names the version modules when no file states a version the graph reads, for a user asking release work", () => {
		const python: WorkspaceView = {
			facts: [{ path: "setup.py", field: "name", value: "gallery_dl" }],
			files: new Map([
				["setup.py", ["manifest"]],
				["gallery_dl/version.py", ["version-file"]],
				["tests/fixtures/version.py", ["version-file"]],
				[".goreleaser.yml", ["version-file"]],
			]),
		};
		const release = "release 1.32.9 - bump the version and write the changelog entry";
		expect(
			on(python, "grep", { pattern: "__version__", path: "gallery_dl" }, release).get("Version"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.versionKey, asked: true, paths: ["gallery_dl/version.py"] });
		expect(
			on(
				python,
				"bash",
				{ command: "grep -rn '1\\.32\\.9' --include='*.py' ." },
				"set the version to 1.33.0-dev",
			).get("Version")?.paths,
		).toEqual(["gallery_dl/version.py"]);
		// a code search for the same key, no release asked: nothing
		expect(
			on(python, "grep", { pattern: "__version__" }, "why does the import fail").get("Version"),
		).toBeUndefined();
		// a version the graph reads: (the rules above) name the file stating it, not this fallback
		const stated: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "version", value: "1.32.9" }],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["gallery_dl/version.py", ["version-file"]],
			]),
		};
		expect(
			on(stated, "grep", { pattern: "__version__", path: "gallery_dl" }, release).get("Version")?.paths,
		).not.toContain("gallery_dl/version.py");
	});

	it("(cy) names no file setting an environment variable for a search kept to the source folders", () => {
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["Dockerfile", ["build-config"]],
				["tox.ini", ["test-config", "lint-config"]],
				["gallery_dl/config.py", []],
			]),
		};
		const user = "let users pick the default config file format with an env var, e.g. GDL_CONFIG_TYPE=yaml";
		expect(on(app, "grep", { pattern: "XDG_CONFIG_HOME", path: "gallery_dl" }, user).get("Config")).toBeUndefined();
		// …only the module it found reading it
		expect(
			on(app, "grep", { pattern: "XDG_CONFIG_HOME", path: "gallery_dl" }, user, ["gallery_dl/config.py"]).get(
				"Config",
			)?.paths,
		).toEqual(["gallery_dl/config.py"]);
		// searched everywhere: the files that set variables, as before
		expect(on(app, "grep", { pattern: "XDG_CONFIG_HOME" }, user).get("Config")?.paths).toEqual(
			expect.arrayContaining(["Dockerfile", "tox.ini"]),
		);
	});

	it("(cz) names the manifest a declared dependency was found in, searched anywhere, for a user asking dependency work", () => {
		const python: WorkspaceView = {
			facts: [
				{ path: "setup.py", field: "dependency", value: "secretstorage" },
				{ path: "setup.py", field: "dependency", value: "truststore" },
			],
			files: new Map([["setup.py", ["manifest"]]]),
		};
		const add = "add truststore as optional dependency so people can use the system cert store";
		expect(
			on(python, "bash", { command: "rg -n secretstorage" }, add, ["setup.py", "gallery_dl/cookies.py"]).get(
				"Dependency",
			),
		).toMatchObject({ weight: KNOWN_WEIGHTS.dependencyScoped, call: true, paths: ["setup.py"] });
		// not found in its manifest, or no dependency work asked: nothing
		expect(
			on(python, "bash", { command: "rg -n secretstorage" }, add, ["gallery_dl/cookies.py"]).get("Dependency"),
		).toBeUndefined();
		expect(
			on(python, "bash", { command: "rg -n secretstorage" }, "the keyring lookup hangs on linux", [
				"setup.py",
			]).get("Dependency"),
		).toBeUndefined();
	});

	it("(da) names a Go package's doc.go searched in, for a user asking docs work", () => {
		const module: WorkspaceView = { facts: [], files: new Map([["go.mod", ["requirements", "config"]]]) };
		const user = "omitzero isnt documented in the godoc, add a section next to omitempty";
		expect(on(module, "grep", { pattern: "omitempty", include: "doc.go" }, user).get("Docs")).toMatchObject({
			weight: KNOWN_WEIGHTS.hitsAsked,
			paths: ["doc.go"],
		});
		expect(on(module, "bash", { command: "grep -n omitempty internal/doc.go" }, user).get("Docs")?.paths).toEqual([
			"internal/doc.go",
		]);
		// the same search for code work: nothing
		expect(
			on(module, "grep", { pattern: "omitempty", include: "doc.go" }, "omitempty drops zero times").get("Docs"),
		).toBeUndefined();
	});
});

describe("R14 (db)–(de): a crate's roots, docs.rs asked, a manager's settings read, a release's changelog with no version stated", () => {
	const crate: WorkspaceView = {
		facts: [{ path: "Cargo.toml", field: "name", value: "http" }],
		files: new Map([
			["Cargo.toml", ["requirements", "manifest", "config"]],
			["benches/Cargo.toml", ["requirements", "manifest", "config"]],
		]),
	};

	it("(db) names the crate roots for a crate-level lint attribute searched, or the crate docs the user speaks of", () => {
		const lint = "#![deny(warnings)] keeps breaking the build on new nightlies, loosen the crate lint attrs";
		expect(on(crate, "grep", { pattern: "#!\\[deny", path: "src" }, lint).get("Lint")).toMatchObject({
			weight: KNOWN_WEIGHTS.hitsAsked,
			paths: ["src/lib.rs", "src/main.rs"],
		});
		// found: the root it was found in
		expect(on(crate, "grep", { pattern: "#!\\[deny" }, lint, ["benches/src/main.rs"]).get("Lint")?.paths).toEqual([
			"benches/src/main.rs",
		]);
		const docs = "the crate docs still say http is early in its lifecycle, remove that sentence";
		expect(on(crate, "grep", { pattern: "lifecycle", path: "src" }, docs).get("Docs")?.paths).toEqual([
			"src/lib.rs",
			"src/main.rs",
		]);
		// the attribute searched for code work, or the crate docs searched where no crate root is: nothing
		expect(
			on(crate, "grep", { pattern: "#!\\[deny", path: "src" }, "why does this fail").get("Lint"),
		).toBeUndefined();
		expect(on(crate, "grep", { pattern: "lifecycle", path: "docs" }, docs).get("Docs")?.paths ?? []).toEqual([]);
		// a crate root read whole is the entry rules' to name
		expect(on(crate, "bash", { command: "head -20 src/lib.rs" }, docs).get("Docs")?.paths ?? []).toEqual([]);
	});

	it("(dc) names the crate manifest searched for a user naming docs.rs", () => {
		expect(
			on(
				crate,
				"bash",
				{ command: "grep -n 'package.metadata' Cargo.toml" },
				"configure docs.rs so it builds with all features",
			).get("Docs"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.hitsAsked, paths: ["Cargo.toml"] });
		expect(
			on(crate, "bash", { command: "grep -n 'package.metadata' Cargo.toml" }, "add a bench profile").get("Docs"),
		).toBeUndefined();
	});

	it("(dd) names a package manager's settings read, for a user naming the manager", () => {
		const yarn: WorkspaceView = { facts: [], files: new Map([[".yarnrc.yml", ["config"]]]) };
		expect(
			on(
				yarn,
				"bash",
				{ command: "cat .yarnrc.yml" },
				"yarn 4 keeps generating a .pnp.cjs, make it use node_modules",
			).get("Config"),
		).toMatchObject({ asked: true, paths: [".yarnrc.yml"] });
		expect(on(yarn, "bash", { command: "cat .yarnrc.yml" }, "what is in here").get("Config")?.paths ?? []).toEqual(
			[],
		);
	});

	it("(de) names the changelog a release edits when no file states a version, the call looking at it or the version key", () => {
		const scm: WorkspaceView = {
			facts: [{ path: "setup.cfg", field: "name", value: "python-dateutil" }],
			files: new Map([
				["setup.cfg", ["manifest", "config", "lint-config"]],
				["NEWS", ["changelog"]],
				["docs/changelog.rst", ["changelog"]],
			]),
		};
		expect(
			on(
				scm,
				"bash",
				{ command: "ls changelog.d/ && head -30 NEWS" },
				"get NEWS ready for the 2.9.0.post0 release",
			).get("Version"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.versionMoved, asked: true, paths: ["NEWS"] });
		expect(
			on(scm, "bash", { command: 'grep -rn "version" setup.py setup.cfg' }, "we need to cut 2.9.1").get("Version")
				?.paths,
		).toEqual(["NEWS"]);
		// the version key searched outside the manifests (`ls -a | grep -i version`): not the release's
		expect(
			on(scm, "bash", { command: "ls -a | grep -i version" }, "pin golang 1.23 in .tool-versions").get("Version"),
		).toBeUndefined();
		// no version named, or a version stated somewhere: not this rule
		expect(
			on(scm, "bash", { command: "head -30 NEWS" }, "tidy up the release notes").get("Version"),
		).toBeUndefined();
		const stated: WorkspaceView = { ...scm, facts: [{ path: "setup.cfg", field: "version", value: "2.9.0" }] };
		expect(
			on(stated, "bash", { command: "head -30 NEWS" }, "get NEWS ready for the 2.9.1 release").get("Version")
				?.paths ?? [],
		).not.toContain("NEWS");
	});
});

describe("R14 (df)–(dj): a manager's setting, a file the workspace lacks, an exported module named, licence headers, a manifest holding settings", () => {
	it("(df) takes a package manager's setting the user speaks of for its config's, not for a package", () => {
		const npm: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "cookie" }],
			files: new Map([
				["package.json", ["manifest", "requirements"]],
				[".npmrc", ["config"]],
			]),
		};
		const known = on(
			npm,
			"grep",
			{ pattern: "always-auth", path: "." },
			"npm warns always-auth is deprecated, clean up the npm config",
		);
		expect(known.get("Dependency")).toBeUndefined();
		expect(known.get("Config")?.paths).toEqual([".npmrc"]);
		// a hyphenated name the user drops, with no word of the manager's settings, is still a package
		expect(
			on(npm, "grep", { pattern: "left-pad", path: "." }, "drop left-pad, it is unused").get("Dependency")?.paths,
		).toEqual(["package.json"]);
	});

	it("(dg) reads a search of the manifests beside a look for a file the workspace lacks as a search of the manifests", () => {
		const bun: WorkspaceView = {
			facts: [{ path: "package.json", field: "script", value: "test" }],
			files: new Map([["package.json", ["manifest", "requirements"]]]),
		};
		const command = "ls bunfig.toml 2>/dev/null; jq -r '.scripts | keys[]' package.json";
		expect(on(bun, "bash", { command }, "add a coverage script for bun test").get("Test")?.paths).toEqual([
			"package.json",
		]);
		// a file of no kind may be there for all the view tells: it still confines the search
		expect(
			on(
				bun,
				"bash",
				{ command: command.replace("bunfig.toml", "notes.txt") },
				"add a coverage script for bun test",
			).get("Test")?.paths ?? [],
		).not.toEqual(["package.json"]);
		// the file there: the search is no longer the manifests' alone
		const withConfig: WorkspaceView = { ...bun, files: new Map([...bun.files, ["bunfig.toml", ["config"]]]) };
		expect(
			on(withConfig, "bash", { command }, "add a coverage script for bun test").get("Test")?.paths ?? [],
		).not.toEqual(["package.json"]);
	});

	it("(dh) takes an exported module the user names for the code they work on, unless they ask exports work", () => {
		const lib: WorkspaceView = { facts: [], files: new Map([["src/trace.ts", ["entry"]]]) };
		const call = { pattern: "src/**/trace*.ts" };
		// (the name pattern alone still finds it: under the gate)
		const debugging = on(lib, "glob", call, "onAfterHandle trace timings look off by one, check trace impl", [
			"src/trace.ts",
		]).get("Entry");
		const exporting = on(lib, "glob", call, "re-export the trace helpers from the package root", [
			"src/trace.ts",
		]).get("Entry");
		expect((debugging?.weight ?? 0) + KNOWN_WEIGHTS.hitsAsked).toBeLessThanOrEqual(exporting!.weight);
		expect(exporting?.paths).toContain("src/trace.ts");
		// the package's own root, named as the package is, is its entry
		const gem: WorkspaceView = {
			facts: [{ path: "http.gemspec", field: "name", value: "http" }],
			files: new Map([["lib/http.rb", ["entry"]]]),
		};
		expect(
			on(
				gem,
				"bash",
				{ command: "cat lib/http.rb | grep require" },
				'make require "http" load the retriable stuff',
				["lib/http.rb"],
			).get("Entry")?.paths,
		).toContain("lib/http.rb");
	});

	it("(di) names the folders searched for a user adding licence headers to their files", () => {
		const gpl: WorkspaceView = { facts: [], files: new Map([["LICENSE.md", ["license"]]]) };
		const call = { pattern: "Licensed under the GPLv3", path: "src/test" };
		expect(
			on(gpl, "grep", call, "the test files are missing the GPL license header, add it").get("License"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.licenseNamed, paths: ["src/test/"] });
		// no header asked, or the whole tree searched: not this rule
		expect(on(gpl, "grep", call, "is the GPL license text up to date").get("License")?.paths ?? []).not.toContain(
			"src/test/",
		);
		expect(
			on(gpl, "grep", { pattern: "SPDX", path: "." }, "add the SPDX license header everywhere").get("License")
				?.paths ?? [],
		).toEqual([]);
	});

	it("(dj) names a manifest alone found that holds the asked work's settings", () => {
		const extension: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest", "requirements", "config"]],
				["tsconfig.json", ["config", "build-config"]],
			]),
		};
		const call = { pattern: "gutterIconFillColor", include: "*.json" };
		const user = "gutterIconFillColor settings should show the color picker in settings UI";
		expect(on(extension, "grep", call, user, ["package.json"]).get("Config")?.paths).toEqual(["package.json"]);
		// found beside another file, or with no settings work asked: not this rule
		expect(
			on(extension, "grep", call, user, ["package.json", "package.nls.json"]).get("Config")?.paths ?? [],
		).not.toContain("package.json");
		expect(
			on(extension, "grep", call, "where is gutterIconFillColor read", ["package.json"]).get("Config")?.paths ??
				[],
		).not.toContain("package.json");
	});
});

describe("R14 (dk): a dependency named with its words apart, a manifest found for another work's word", () => {
	it("(dk) takes `hickory resolver` for the declared hickory-resolver, searched by its first word", () => {
		const crate: WorkspaceView = {
			facts: [{ path: "Cargo.toml", field: "dependency", value: "hickory-resolver" }],
			files: new Map([["Cargo.toml", ["requirements", "manifest", "config"]]]),
		};
		const call = { command: "grep -n hickory Cargo.toml" };
		expect(on(crate, "bash", call, "update hickory resolver to the latest").get("Dependency")?.paths).toContain(
			"Cargo.toml",
		);
		expect(on(crate, "bash", call, "update the resolver").get("Dependency")?.paths ?? []).not.toContain(
			"Cargo.toml",
		);
	});

	it("(dj) leaves a manifest alone found to the work whose word the query is", () => {
		const python: WorkspaceView = {
			facts: [],
			files: new Map([["pyproject.toml", ["requirements", "manifest", "test-config"]]]),
		};
		const user = "remove pytest.ini since it does not exist anymore";
		const build = on(python, "bash", { command: "grep -rn 'build-system' pyproject.toml" }, user, [
			"pyproject.toml",
		]);
		const omit = on(
			python,
			"grep",
			{ pattern: "omit", include: "*.toml" },
			"exclude tests/benchmark from coverage",
			["pyproject.toml"],
		);
		expect(omit.get("Test")?.paths).toContain("pyproject.toml");
		expect(build.get("Test")?.weight ?? 0).toBeLessThan(omit.get("Test")!.weight);
		// a private name of the code found there is the code's
		const init = on(python, "grep", { pattern: "_init" }, "add a test for _init", ["pyproject.toml"]);
		expect(init.get("Test")?.weight ?? 0).toBeLessThan(omit.get("Test")!.weight);
	});
});

describe("R14 (dn)–(dq): a container's image, a Go module by its last word, a tool run, a definition searched, packages' manifests", () => {
	const service: WorkspaceView = {
		facts: [{ path: "go.mod", field: "dependency", value: "github.com/lmittmann/tint" }],
		files: new Map([
			["go.mod", ["manifest", "requirements"]],
			["go.sum", ["lockfile"]],
			[".dockerignore", ["build-config"]],
			[".devcontainer/docker-compose.yml", ["build-config"]],
			["packaging/docker/alpine/Dockerfile", ["build-config"]],
			["Dockerfile", ["build-config"]],
		]),
	};

	it("(dn) names the Dockerfiles and compose files for an image searched, the searched folder's first", () => {
		const from = on(service, "grep", { pattern: "FROM golang" }, "update the golang builder image");
		expect(from.get("Build")?.paths).toEqual([
			"Dockerfile",
			".devcontainer/docker-compose.yml",
			"packaging/docker/alpine/Dockerfile",
		]);
		const scoped = on(service, "grep", { pattern: "alpine:", path: "packaging" }, "bump the alpine base image");
		expect(scoped.get("Build")?.paths[0]).toBe("packaging/docker/alpine/Dockerfile");
		// SQL's FROM is no image
		expect(on(service, "grep", { pattern: "FROM users" }, "why is the query slow").get("Build")).toBeUndefined();
	});

	it("(dn) reads a Makefile's own version as the graph does, without it", () => {
		const shallow = ShallowView(WriteWorkspace({ Makefile: "VERSION ?= v0.51.0\nbuild:\n\tgo build\n" }), []);
		expect(shallow.facts).toContainEqual({ path: "Makefile", field: "version", value: "v0.51.0" });
		expect(shallow.files.get("Makefile")).toContain("version-file");
		const computed = ShallowView(WriteWorkspace({ Makefile: "VERSION ?= $(shell git describe)\nbuild:\n" }), []);
		expect(computed.files.get("Makefile") ?? []).not.toContain("version-file");
	});

	it("(do) reads a Go module by its last word where the command lists modules, and `all` as no package", () => {
		const listed = on(service, "bash", { command: "go list -m all | grep -i tint" }, "can you bump it to 1.1.3");
		expect(listed.get("Dependency")?.paths).toEqual(["go.mod"]);
		// a bare word searched in the code, the user naming no module, is the code's
		expect(on(service, "grep", { pattern: "tint" }, "make the logs prettier").get("Dependency")).toBeUndefined();
	});

	it("(dp) takes a tool run through a runner for no dependency search, and a definition for code", () => {
		const node: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "tap" }],
			files: new Map([["package.json", ["manifest", "requirements"]]]),
		};
		const run = judge(
			"bash",
			{ command: 'grep -rn "npx tap" scripts/ package.json' },
			"only run them on linux",
			true,
			node,
		);
		expect(run.kind === "Dependency" && run.verdict === "pass").toBe(false);
		expect(IdentifierQuery("def coverage")).toBe(true);
		expect(IdentifierQuery("func Execute|class Factory")).toBe(true);
		expect(IdentifierQuery("coverage")).toBe(false);
	});

	it("(dq) names a folder's packages' manifests for an entry field searched in them, not the root's", () => {
		const monorepo: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest", "requirements"]],
				["packages/core/package.json", ["manifest", "requirements"]],
				["packages/utils/package.json", ["manifest", "requirements"]],
				["apps/docs/package.json", ["manifest", "requirements"]],
			]),
		};
		const user = "add a top level types condition to the exports";
		const packages = ["packages/core/package.json", "packages/utils/package.json"];
		const scoped = on(monorepo, "grep", { pattern: '"exports"', include: "package.json", path: "packages" }, user);
		const globbed = on(monorepo, "bash", { command: "jq '.exports' packages/*/package.json" }, user);
		for (const known of [scoped, globbed]) {
			expect(known.get("Entry")?.paths).toEqual(expect.arrayContaining(packages));
			expect(known.get("Entry")?.paths).not.toContain("apps/docs/package.json");
		}
		// the root's own manifest searched: not this rule
		const root = on(monorepo, "bash", { command: "jq '.exports' package.json" }, user).get("Entry")?.paths ?? [];
		expect(root).not.toContain("packages/core/package.json");
	});
});

describe("R14 (dr)–(dw): a changelog kept in the docs, a Deno config's keys, a gopkg.in module, a code search's include, a crate's features", () => {
	const python: WorkspaceView = {
		facts: [],
		files: new Map([
			["pyproject.toml", ["manifest", "requirements"]],
			["docs/changelog.rst", ["changelog"]],
			["docs/index.rst", ["doc"]],
			["docs/", ["doc"]],
		]),
	};

	it("(dr) keeps a release's call on the changelog the docs keep, found there or named", () => {
		const found = judge(
			"bash",
			{ command: "git tag --sort=-creatordate | head -5 && grep -rn '2026.3.0' docs/" },
			"cut the 2026.4.0 release, write up the notes since 2026.3.0",
			true,
			python,
			["docs/changelog.rst"],
		);
		expect([found.kind, found.verdict]).toEqual(["Version", "pass"]);
		const named = judge(
			"bash",
			{ command: "git tag --sort=-v:refname | head -5 && head -40 docs/changelog.rst" },
			"prep release 4.3.10 pls",
			true,
			python,
		);
		expect([named.kind, named.verdict]).toEqual(["Version", "pass"]);
		// the docs read for a docs ask stay the docs'
		expect(
			judge("bash", { command: "head -40 docs/index.rst" }, "fix the typo in the intro", true, python).kind,
		).toBe("Docs");
	});

	it("(ds) reads a Deno config's own key searched in it as the work the key is", () => {
		const deno: WorkspaceView = {
			facts: [],
			files: new Map([
				["deno.json", ["manifest", "lint-config", "config"]],
				["packages/plugin-vite/deno.json", ["manifest"]],
			]),
		};
		expect(
			on(deno, "bash", { command: "grep -n -A3 '\"fmt\"' deno.json" }, "exclude the old docs from fmt").get(
				"Lint",
			)?.paths,
		).toEqual(["deno.json"]);
		expect(
			on(
				deno,
				"bash",
				{ command: "cat packages/plugin-vite/deno.json | jq .publish" },
				"ship the LICENSE on jsr",
			).get("Build")?.paths,
		).toEqual(["packages/plugin-vite/deno.json"]);
		// a key of no tool's: nothing
		expect(on(deno, "bash", { command: "grep -n '\"name\"' deno.json" }, "rename it").get("Lint")).toBeUndefined();
	});

	it("(dt) reads a gopkg.in module by its path without the major, and a scoped package's everyday word as none", () => {
		const service: WorkspaceView = {
			facts: [{ path: "go.mod", field: "dependency", value: "gopkg.in/yaml.v2" }],
			files: new Map([
				["go.mod", ["manifest", "requirements"]],
				["go.sum", ["lockfile"]],
			]),
		};
		const user = "switch gopkg.in/yaml.v2 over to yaml.v3";
		expect(
			on(service, "bash", { command: "rg -n 'gopkg.in/yaml' --type go" }, user).get("Dependency")?.paths,
		).toEqual(["go.mod"]);
		const babel: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "dependency", value: "@babel/types" },
				{ path: "package.json", field: "main", value: "lib/module/index.js" },
			],
			files: new Map([["package.json", ["manifest", "requirements"]]]),
		};
		const fields = judge(
			"bash",
			{ command: "grep -nE '\"(main|types|module|source)\"' package.json" },
			"types points at the wrong file",
			true,
			babel,
		);
		expect([fields.kind, fields.verdict]).toEqual(["Entry", "pass"]);
	});

	it("(du) takes a search of every source file for code, not for a linter's settings written in code", () => {
		const checker: WorkspaceView = {
			facts: [],
			files: new Map([
				["eslint.config.js", ["lint-config"]],
				["playground/eslint-config-log-level/src/main.ts", ["lint-config"]],
			]),
		};
		const user = "refactor: the watchPath resolving is copy-pasted in eslint/biome/oxlint, pull it into a helper";
		expect(on(checker, "grep", { pattern: "watchPath", include: "*.ts" }, user).get("Lint")).toBeUndefined();
		// a settings file's own pattern still confines to it
		expect(
			on(checker, "grep", { pattern: "no-console", include: "eslint.config.*" }, "eslint flags console").get(
				"Lint",
			),
		).toBeDefined();
	});

	it("(dv) reads a crate's feature table as its build's", () => {
		const crate: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["manifest", "requirements", "config"]],
				["Cargo.lock", ["lockfile"]],
			]),
		};
		const features = on(
			crate,
			"bash",
			{ command: "rg -n '\\[features\\]' -A 12 Cargo.toml" },
			"add a feature flag for the online tests",
		);
		expect(features.get("Build")?.paths).toEqual(["Cargo.toml"]);
		// a dependency's `features = […]` is its own
		expect(
			on(crate, "bash", { command: "grep -n features Cargo.toml" }, "enable serde derive").get("Build"),
		).toBeUndefined();
	});

	it("(dw) reads the pack's new words: a version source, a gem's version constant, a cop's department, a yarn setting", () => {
		const gem: WorkspaceView = {
			facts: [],
			files: new Map([
				["doorkeeper.gemspec", ["manifest", "requirements"]],
				["lib/doorkeeper/version.rb", ["version-file"]],
				[".rubocop.yml", ["lint-config"]],
				[".rspec", ["test-config"]],
				["spec/", ["test-dir"]],
			]),
		};
		expect(judge("grep", { pattern: "TINY =", include: "*.rb" }, "release 5.9.3 pls", true, gem).kind).toBe(
			"Version",
		);
		// no file stating a version: a gem's version part searched names its version module, as `VERSION =` does
		expect(
			on(gem, "grep", { pattern: "TINY =", include: "*.rb" }, "release 5.9.3 pls").get("Version")?.paths,
		).toEqual(["lib/doorkeeper/version.rb"]);
		expect(on(gem, "grep", { pattern: "PATCH" }, "release 5.9.3 pls").get("Version")).toBeUndefined();
		expect(
			judge(
				"grep",
				{ pattern: "RSpec/", include: "*.yml" },
				"turn off the noisy RSpec cops like NestedGroups",
				true,
				gem,
			).kind,
		).toBe("Lint");
		const hatch = judge(
			"grep",
			{ pattern: "tool.hatch.version", path: "pyproject.toml" },
			"make hatch-vcs use post-release versioning",
			true,
			python,
		);
		expect([hatch.kind, hatch.verdict]).toEqual(["Version", "pass"]);
		// a script of its own name searched anywhere, not an everyday word
		const scripts: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "script", value: "generate-mappings" },
				{ path: "package.json", field: "script", value: "dev" },
			],
			files: new Map([["package.json", ["manifest", "requirements"]]]),
		};
		expect(
			on(scripts, "bash", { command: 'grep -rn "generate-mappings" .' }, "the generate-mappings step fails").get(
				"Build",
			)?.paths,
		).toEqual(["package.json"]);
		expect(on(scripts, "bash", { command: 'grep -rn "dev" .' }, "the dev step fails").get("Build")).toBeUndefined();
		// a family of tasks the user runs one of (`deno task demo:start`), its bare name searched in the manifests
		const deno: WorkspaceView = {
			facts: [
				{ path: "deno.json", field: "script", value: "demo" },
				{ path: "deno.json", field: "script", value: "demo:start" },
			],
			files: new Map([["deno.json", ["manifest"]]]),
		};
		const demo = "deno task demo:start from the root doesnt work, fix the demo tasks";
		expect(on(deno, "bash", { command: "grep -rn 'demo' deno.json" }, demo).get("Build")?.paths).toEqual([
			"deno.json",
		]);
		expect(
			on(deno, "bash", { command: "grep -rn 'demo' deno.json" }, "rename the demo").get("Build"),
		).toBeUndefined();
		// the app's own export feature is no entry work
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["import_export/__init__.py", ["entry"]],
				["pyproject.toml", ["manifest"]],
			]),
		};
		const feature = judge(
			"bash",
			{ command: "rg -n 'has_export_permission' import_export/" },
			"export button still shows for users without export permission",
			true,
			app,
		);
		expect(feature.verdict === "pass" && feature.kind === "Entry").toBe(false);
	});
});

describe("R14: the forty-fifth pass", () => {
	it("(dz) reads the version key beside the pins of the workspace's own crates", () => {
		const crates: WorkspaceView = {
			facts: [
				{ path: "insta/Cargo.toml", field: "name", value: "insta" },
				{ path: "insta/Cargo.toml", field: "version", value: "1.47.2" },
				{ path: "cargo-insta/Cargo.toml", field: "name", value: "cargo-insta" },
				{ path: "cargo-insta/Cargo.toml", field: "version", value: "1.47.2" },
				{ path: "cargo-insta/Cargo.toml", field: "dependency", value: "serde" },
			],
			files: new Map([
				["insta/Cargo.toml", ["manifest", "requirements"]],
				["cargo-insta/Cargo.toml", ["manifest", "requirements"]],
				["CHANGELOG.md", ["changelog"]],
			]),
		};
		const release = "cut the 1.48.0 release, bump both crates and write up the changelog";
		const command = "grep -n '^version\\|insta = ' insta/Cargo.toml cargo-insta/Cargo.toml";
		expect(on(crates, "bash", { command }, release).get("Version")?.paths).toEqual([
			"insta/Cargo.toml",
			"cargo-insta/Cargo.toml",
		]);
		expect(judge("bash", { command }, release, true, crates).verdict).toBe("pass");
		// a pin of another's package is no sibling's
		const other = "grep -n '^version\\|serde = ' insta/Cargo.toml cargo-insta/Cargo.toml";
		expect(on(crates, "bash", { command: other }, release).get("Version")?.paths ?? []).not.toContain(
			"insta/Cargo.toml",
		);
	});

	it("(ea) keeps the call where the manifest declaring the package the user moves is looked at beside the docs", () => {
		const app: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "dependency", value: "wtforms" }],
			files: new Map([
				["pyproject.toml", ["manifest", "requirements"]],
				["README.md", ["doc"]],
				["docs/index.md", ["doc"]],
			]),
		};
		const command = "grep -rn 'wtforms' pyproject.toml README.md docs/index.md";
		const upgrade = judge("bash", { command }, "upgrade wtforms to 3.1, the pin is blocking people", true, app);
		expect([upgrade.kind, upgrade.verdict]).toEqual(["Dependency", "pass"]);
		// beside another chore's files (dependabot's settings), that chore keeps it
		const ci: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "husky" }],
			files: new Map([
				["package.json", ["manifest", "requirements"]],
				[".github/dependabot.yml", ["workflow"]],
			]),
		};
		expect(
			judge(
				"bash",
				{ command: "grep -rn husky .github/ package.json" },
				"make dependabot ignore husky upgrades, we're pinned on 4.x",
				true,
				ci,
			).kind,
		).not.toBe("Dependency");
		// the docs asked about, the docs keep it
		expect(judge("bash", { command }, "document the wtforms integration", true, app).kind).not.toBe("Dependency");
	});

	it("(eb) reads no fixture's dotenv file as the app's settings", () => {
		const tool: WorkspaceView = {
			facts: [],
			files: new Map([
				["go.mod", ["manifest", "requirements"]],
				["testdata/repos/nogit/.env.prod", ["config"]],
			]),
		};
		const env = on(
			tool,
			"grep",
			{ pattern: 'os.Getenv\\("GITLEAKS', path: "cmd" },
			"let people set the log level with an env var (GITLEAKS_LOG_LEVEL)",
			["cmd/root.go"],
		).get("Config");
		expect(env?.paths).toEqual(["cmd/root.go"]);
	});

	it("(ec) reads the licence key searched in the manifests stating one", () => {
		const extension: WorkspaceView = {
			facts: [
				{ path: "vscode-insta/package.json", field: "license", value: "Apache-2.0" },
				{ path: "package.json", field: "license", value: "MIT" },
			],
			files: new Map([
				["vscode-insta/package.json", ["manifest", "requirements"]],
				["package.json", ["manifest", "requirements"]],
				["LICENSE", ["license"]],
			]),
		};
		const user = "vscode plugin licnese should be MIT not apache, change it";
		const args = { pattern: "license", path: "vscode-insta", include: "package.json" };
		expect(on(extension, "grep", args, user).get("License")?.paths).toEqual(["vscode-insta/package.json"]);
		expect(judge("grep", args, user, true, extension).verdict).toBe("pass");
	});

	it("(ee) names the root manifest for the package manager's pin", () => {
		const monorepo: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest", "requirements"]],
				["packages/cli/package.json", ["manifest", "requirements"]],
				["tsconfig.json", ["config", "build-config"]],
			]),
		};
		const pin = on(
			monorepo,
			"grep",
			{ pattern: "packageManager", include: "package.json" },
			"update pnpm to 11.9.0",
		);
		expect(pin.get("Config")?.paths).toEqual(["package.json"]);
		expect(pin.get("Config")?.found).toEqual(["package.json"]);
		// the lockfile read beside it: a move to another manager, the lockfile's work
		const withLock: WorkspaceView = {
			facts: [],
			files: new Map([...monorepo.files, ["pnpm-lock.yaml", ["lockfile"]]]),
		};
		expect(
			on(
				withLock,
				"bash",
				{ command: "grep -rn packageManager package.json; head -3 pnpm-lock.yaml" },
				"move to pnpm 8",
			).get("Config")?.found,
		).toBeUndefined();
		expect(
			on(monorepo, "grep", { pattern: "packageManager", include: "*.ts" }, "update pnpm").get("Config"),
		).toBeUndefined();
	});

	it("(ed) names an exports key searched as the map writes it", () => {
		const shape = Extract("grep", { pattern: '"\\./middlewares"' }, "add a ./utils subpath export")!;
		const fact: GraphFact = { path: "package.json", field: "subpath", value: "./middlewares" };
		expect(NamesFact(fact, shape.literal, shape.texts.query)).toBe(true);
		expect(NamesFact(fact, "middlewares", "middlewares")).toBe(false);
		expect(NamesFact({ ...fact, value: "./package.json" }, '"./package.json"', '"./package.json"')).toBe(false);
	});
});

describe("R14: the forty-sixth pass", () => {
	const goLibrary: WorkspaceView = {
		facts: [{ path: "go.mod", field: "name", value: "github.com/gofiber/fiber/v3" }],
		files: new Map([
			["go.mod", ["manifest", "requirements"]],
			["README.md", ["doc"]],
		]),
	};
	/** What the workspace knows of one call whose printed lines state a version in `stating`. */
	const stated = (
		view: WorkspaceView,
		args: Record<string, unknown>,
		user: string,
		hits: string[],
		stating: string[],
	) => WorkspaceEvidence(Extract("grep", args, user)!, view, intents, hits, false, stating);

	it("(ef) reads a printed line stating a module's version, in the languages' ways", () => {
		for (const line of [
			'const Version = "3.5.0"',
			"__version__ = '1.2.3'",
			'__version_info__ = Version(11, 0, 0, "final")',
			'    VERSION = "2.1.0".freeze',
			'pub const VERSION: &str = "0.4.1";',
			'export const version = "11.14.0";',
			"version_info = (1, 2, 3)",
		])
			expect(StatesVersion(line), line).toBe(true);
		for (const line of [
			'"version": "1.2.3",',
			"if version >= 3:",
			"const Version = flag.String()",
			"version = get_version()",
		])
			expect(StatesVersion(line), line).toBe(false);
	});

	it("(ef) names the modules a search printed stating the version, for a user asking release work", () => {
		const release = "cut v3.5.0 - bump the version constant";
		const known = stated(goLibrary, { pattern: "const Version", include: "*.go" }, release, ["app.go"], ["app.go"]);
		expect(known.get("Version")).toMatchObject({ weight: KNOWN_WEIGHTS.versionStated, paths: ["app.go"] });
		// no release asked, a test's or an example's statement, a cut output or no version word searched: nothing
		const user = "how does the version header get set";
		expect(
			stated(goLibrary, { pattern: "const Version" }, user, ["app.go"], ["app.go"]).get("Version"),
		).toBeUndefined();
		expect(
			stated(goLibrary, { pattern: "const Version" }, release, ["app_test.go"], ["app_test.go"]).get("Version"),
		).toBeUndefined();
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "const Version" }, release)!,
				goLibrary,
				intents,
				["app.go"],
				true,
				["app.go"],
			).get("Version"),
		).toBeUndefined();
		expect(
			stated(goLibrary, { pattern: "userAgent" }, release, ["app.go"], ["app.go"]).get("Version"),
		).toBeUndefined();
	});

	it("(eg) the view without the graph files the module a Python manifest reads its version from, as the graph does", () => {
		const root = WriteWorkspace({
			"pyproject.toml":
				'[project]\nname = "wcmatch"\ndynamic = ["version"]\n[tool.hatch.version]\npath = "wcmatch/__meta__.py"\n',
			"wcmatch/__meta__.py": "",
		});
		expect(ShallowView(root, []).files.get("wcmatch/__meta__.py")).toContain("version-file");
		const gone = WriteWorkspace({ "pyproject.toml": '[tool.hatch.version]\npath = "x/__meta__.py"\n' });
		expect(ShallowView(gone, []).files.has("x/__meta__.py")).toBe(false);
	});

	it("(ef) reads the version constant as code declares it as the version key, and __version_info__ as __version__", () => {
		const python: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "name", value: "wcmatch" }],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["wcmatch/__meta__.py", ["version-file"]],
				["wcmatch/__init__.py", ["entry"]],
			]),
		};
		const release = "cut a 11.0.1 patch release for the extglob dot fix";
		expect(
			on(python, "bash", { command: 'grep -rn "__version_info__ = " wcmatch/' }, release).get("Version"),
		).toMatchObject({ paths: ["wcmatch/__meta__.py"] });
		expect(
			on(python, "grep", { pattern: "export const version", path: "src" }, release).get("Version"),
		).toMatchObject({
			paths: ["wcmatch/__meta__.py"],
		});
		expect(on(python, "grep", { pattern: "Version", path: "src" }, release).get("Version")).toBeUndefined();
	});

	it("(eg) a declared package whose newer release the user requires is moved", () => {
		const python: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "dependency", value: "bracex" }],
			files: new Map([["pyproject.toml", ["manifest"]]]),
		};
		const call = { pattern: "bracex" };
		const required = "bracex 3.0 is actually required now, the minimum in the package metadata is wrong";
		expect(on(python, "grep", call, required).get("Dependency")?.weight).toBeGreaterThanOrEqual(
			KNOWN_WEIGHTS.dependencyMoved,
		);
		expect(
			on(python, "grep", call, "we need bracex>=3.0 for the new syntax").get("Dependency")?.weight,
		).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.dependencyMoved);
		expect(on(python, "grep", call, "where do we call bracex").get("Dependency")?.weight ?? 0).toBeLessThan(
			KNOWN_WEIGHTS.dependencyMoved,
		);
	});

	it("(eh) the engines key found in one of a monorepo's manifests singles it out", () => {
		const mono: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["docs/package.json", ["manifest"]],
				["tests/package.json", ["manifest"]],
			]),
		};
		const call = { pattern: '"node":', include: "package.json" };
		const user = "node 18 is EOL, require node 20+ for contributors";
		expect(
			WorkspaceEvidence(Extract("grep", call, user)!, mono, intents, ["package.json"]).get("Config"),
		).toMatchObject({
			found: ["package.json"],
		});
		expect(judge("grep", call, user, true, mono, ["package.json"])).toMatchObject({
			verdict: "pass",
			kind: "Config",
		});
	});

	it("(ei) the package's __version__ attribute the user speaks of is defined in its __init__.py", () => {
		const python: WorkspaceView = {
			facts: [
				{ path: "pyproject.toml", field: "name", value: "django-browser-reload" },
				{ path: "pyproject.toml", field: "version", value: "1.21.0" },
			],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["src/django_browser_reload/__init__.py", ["entry"]],
				["CHANGELOG.rst", ["changelog"]],
			]),
		};
		const expose = "expose __version__ from the package so people can check it at runtime";
		const call = { pattern: "__version__", path: "src" };
		const known = on(python, "grep", call, expose).get("Version");
		expect(known?.paths).toContain("src/django_browser_reload/__init__.py");
		expect(known?.found).toEqual(["src/django_browser_reload/__init__.py"]);
		expect(judge("grep", call, expose, true, python)).toMatchObject({ verdict: "pass", kind: "Version" });
		// a release names a version: the manifests' work, not the attribute's
		expect(on(python, "grep", call, "bump __version__ to 1.22.0").get("Version")?.paths ?? []).not.toContain(
			"src/django_browser_reload/__init__.py",
		);
		// another key searched, or no attribute spoken of: nothing
		expect(on(python, "grep", { pattern: "__all__" }, expose).get("Version")).toBeUndefined();
		expect(on(python, "grep", call, "where is the version read from").get("Version")?.found).toBeUndefined();
	});

	it("(ej) a monorepo's own package the user names for a release names its manifest and changelog", () => {
		const mono: WorkspaceView = {
			facts: [
				{ path: "packages/registry/package.json", field: "name", value: "@shadcn-svelte/registry" },
				{ path: "packages/registry/package.json", field: "version", value: "1.0.0" },
				{ path: "packages/cli/package.json", field: "name", value: "shadcn-svelte" },
				{ path: "packages/cli/package.json", field: "version", value: "1.0.8" },
			],
			files: new Map([
				["packages/registry/package.json", ["manifest"]],
				["packages/registry/CHANGELOG.md", ["changelog"]],
				["packages/cli/package.json", ["manifest"]],
				["packages/cli/CHANGELOG.md", ["changelog"]],
			]),
		};
		const user = "we need to publish a new version of @shadcn-svelte/registry, can you do the version bump";
		const command = `jq -r '.name + " " + .version' packages/*/package.json`;
		expect(on(mono, "bash", { command }, user).get("Version")?.paths.slice(0, 2)).toEqual([
			"packages/registry/package.json",
			"packages/registry/CHANGELOG.md",
		]);
		expect(judge("bash", { command }, user, true, mono)).toMatchObject({ verdict: "pass", kind: "Version" });
		// (the name must stand alone: `shadcn-svelte` inside `@shadcn-svelte/registry` is not the CLI's)
		expect(on(mono, "bash", { command }, user).get("Version")?.paths).not.toContain("packages/cli/package.json");
	});

	it("(el) a RuboCop cop's name searched for a user speaking of a cop names RuboCop's settings", () => {
		const gem: WorkspaceView = {
			facts: [],
			files: new Map([
				[".rubocop.yml", ["lint-config"]],
				[".rubocop_todo.yml", ["lint-config"]],
				["capistrano.gemspec", ["manifest"]],
			]),
		};
		const user = "turn off the frozen string literal cop";
		expect(on(gem, "grep", { pattern: "FrozenStringLiteral" }, user).get("Lint")).toMatchObject({
			weight: KNOWN_WEIGHTS.copRule,
			paths: [".rubocop.yml", ".rubocop_todo.yml"],
		});
		expect(
			on(gem, "grep", { pattern: "Style/StringLiterals" }, "relax the string literals cop").get("Lint"),
		).toBeDefined();
		// no cop spoken of, or no RuboCop settings: a class name is code
		expect(on(gem, "grep", { pattern: "FrozenStringLiteral" }, "where is this used").get("Lint")).toBeUndefined();
		const bare: WorkspaceView = { facts: [], files: new Map([["Gemfile", ["manifest"]]]) };
		expect(on(bare, "grep", { pattern: "FrozenStringLiteral" }, user).get("Lint")).toBeUndefined();
	});

	it("(em) a value a sample project states too names the workspace's own files, the samples only where none is", () => {
		const python: WorkspaceView = {
			facts: [
				{ path: "pyproject.toml", field: "runtime", value: "3.11" },
				{ path: "examples/01-quickstart/pyproject.toml", field: "runtime", value: "3.11" },
				{ path: "examples/01-quickstart/.python-version", field: "runtime", value: "3.11" },
			],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["examples/01-quickstart/pyproject.toml", ["manifest"]],
				["examples/01-quickstart/.python-version", ["config"]],
			]),
		};
		const user = "drop support for python 3.11, min should be 3.12 now";
		const call = { command: "rg -n '3\\.11|py311' --glob '!uv.lock'" };
		expect(on(python, "bash", call, user).get("Config")?.paths).toEqual(["pyproject.toml"]);
		expect(judge("bash", call, user, true, python)).toMatchObject({
			verdict: "pass",
			kind: "Config",
			lead: "pyproject.toml",
		});
		const samples: WorkspaceView = { facts: python.facts.slice(1), files: python.files };
		expect(on(samples, "bash", call, user).get("Config")?.paths).toContain("examples/01-quickstart/pyproject.toml");
	});

	it("(eh) a declared package the user wants at a major is moved", () => {
		const python: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "dependency", value: "redis" }],
			files: new Map([["pyproject.toml", ["manifest"]]]),
		};
		expect(
			on(python, "grep", { pattern: "redis\\s*>=" }, "redis extra is capped too low, ppl want redis 5").get(
				"Dependency",
			)?.weight,
		).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.dependencyMoved);
	});
});

describe("R14: the forty-seventh pass", () => {
	/** The verdict of one call whose search found `hits` and printed a version's statement in `stating`. */
	const classified = (
		on: WorkspaceView,
		tool: string,
		args: Record<string, unknown>,
		user: string,
		hits: string[],
		stating: string[] = [],
	) => {
		const shape = Extract(tool, args, user)!;
		const detection = Classify({
			shape,
			relative: shape.places.map((place) => place.replace(/^\.\//, "")),
			intents,
			floor: 0.75,
			bump: 0,
			history: {},
			ring: [],
			facts: on.facts,
			exploratory: false,
			known: WorkspaceEvidence(shape, on, intents, hits, false, stating),
		});
		return { verdict: detection.verdict, kind: detection.winner?.kind, paths: detection.winner?.factPaths ?? [] };
	};

	it("(en) Sphinx's `release` beside the version key is the version key, and a docs folder does not take the call from it", () => {
		const django: WorkspaceView = {
			facts: [{ path: "crispy_forms/__init__.py", field: "version", value: "2.5" }],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["crispy_forms/__init__.py", ["entry", "version-file"]],
				["docs/conf.py", ["doc"]],
				["CHANGELOG.md", ["changelog"]],
			]),
		};
		const command =
			'grep -rn "__version__\\|^version\\|^release" crispy_forms/__init__.py docs/conf.py pyproject.toml';
		const found = ["pyproject.toml", "crispy_forms/__init__.py", "docs/conf.py"];
		const stating = ["crispy_forms/__init__.py", "docs/conf.py"];
		expect(classified(django, "bash", { command }, "Cut the 2.5 release please", found, stating)).toMatchObject({
			verdict: "pass",
			kind: "Version",
		});
		// `release` alone is a word of the code, not the version key
		const alone = 'grep -rn "^release" docs/conf.py';
		expect(
			on(django, "bash", { command: alone }, "Cut the 2.5 release please", ["docs/conf.py"]).get("Version"),
		).toBeUndefined();
	});

	it("(eo) the lists a setup.py names and a Go module's path with its major version are declared dependencies", () => {
		const gql = ShallowView(
			WriteWorkspace({
				"setup.py": 'install_httpx_requires = [\n    "httpx>=0.27.0,<1",\n]\nsetup(name="gql")\n',
			}),
			[],
		);
		expect(
			judge(
				"bash",
				{ command: 'grep -rn "httpx>=" --include=*.py .' },
				"raise the minimum httpx to 0.27",
				true,
				gql,
				["setup.py"],
			),
		).toMatchObject({
			verdict: "pass",
			kind: "Dependency",
		});
		const go: WorkspaceView = {
			facts: [{ path: "go.mod", field: "dependency", value: "github.com/gofiber/fiber/v2" }],
			files: new Map([
				["go.mod", ["manifest"]],
				["go.sum", ["lockfile"]],
			]),
		};
		expect(
			on(go, "grep", { pattern: "gofiber/fiber/v2", path: "go.mod" }, "bump gofiber v2 to 2.52.13").get(
				"Dependency",
			)?.paths,
		).toContain("go.mod");
		// (another major is another module)
		expect(
			on(go, "grep", { pattern: "gofiber/fiber/v3", path: "go.mod" }, "bump gofiber v3").get("Dependency"),
		).toBeUndefined();
	});

	it("(ep) a Go module's own directives searched in go.mod, and a bare key in the manifests a glob keeps the search to", () => {
		const go: WorkspaceView = {
			facts: [{ path: "go.mod", field: "name", value: "charm.land/bubbletea/v2" }],
			files: new Map([
				["go.mod", ["manifest", "config"]],
				["go.sum", ["lockfile"]],
			]),
		};
		const user = "we accidentally published v2.0.0-beta1 with the wrong name, make go stop picking it up";
		const retract = on(go, "bash", { command: "grep -n 'retract\\|^module' go.mod" }, user);
		expect(retract.get("Version")?.paths).toContain("go.mod");
		expect(retract.get("Entry")).toMatchObject({ weight: KNOWN_WEIGHTS.projectKey, paths: ["go.mod"] });
		expect(
			on(go, "bash", { command: "grep -n replace go.mod" }, "point it at my fork").get("Dependency")?.paths,
		).toEqual(["go.mod"]);
		const crate: WorkspaceView = { facts: [], files: new Map([["Cargo.toml", ["manifest", "config"]]]) };
		const edition = on(
			crate,
			"grep",
			{ pattern: "edition", include: "*.toml" },
			"move the crate to rust edition 2024",
			["Cargo.toml"],
		).get("Config");
		expect(edition?.paths).toEqual(["Cargo.toml"]);
		expect(edition?.weight).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.projectKey);
		// found anywhere, a bare everyday key is as likely a doc's or a test's: the key's own weight only where a glob kept it
		const anywhere = on(crate, "grep", { pattern: "edition" }, "move the crate to rust edition 2024", [
			"Cargo.toml",
		]);
		expect(anywhere.get("Config")?.weight ?? 0).toBeLessThan(edition!.weight);
	});

	it("(eq) trove classifiers searched in the manifests for a user asking licence work, and the headers the search found", () => {
		const python: WorkspaceView = {
			facts: [],
			files: new Map([
				["setup.py", ["manifest"]],
				["LICENSE", ["license"]],
			]),
		};
		expect(
			judge(
				"grep",
				{ pattern: "classifiers", path: "setup.py" },
				"add the MIT license trove classifier",
				true,
				python,
			),
		).toMatchObject({ verdict: "pass", kind: "License", lead: "setup.py" });
		expect(
			on(python, "grep", { pattern: "classifiers", path: "setup.py" }, "add python 3.13 to the classifiers").get(
				"License",
			),
		).toBeUndefined();
		const js: WorkspaceView = { facts: [], files: new Map([["LICENSE", ["license"]]]) };
		const header = "switch the js config files to the short apache license header";
		const found = ["karma.conf.js", "webpack.config.js"];
		expect(
			on(js, "grep", { pattern: "Licensed under the Apache License", include: "*.js" }, header, found).get(
				"License",
			)?.paths,
		).toEqual(found);
		// (what the search found outside the source files, a licence text, is no header)
		expect(
			on(js, "grep", { pattern: "Licensed under the Apache License" }, header, ["LICENSE", "karma.conf.js"]).get(
				"License",
			)?.paths,
		).not.toContain("karma.conf.js");
	});

	it("(er) a Python package's submodule by its dotted name, and re-export lines found in an index module the graph does not file", () => {
		const django: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "name", value: "django-crispy-forms" }],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["crispy_forms/__init__.py", ["entry"]],
				["crispy_forms/layout.py", []],
			]),
		};
		// (the module or the package of that name: the candidates keep what exists)
		expect(ImportedModules("crispy_forms.layout should define __all__", django)).toEqual([
			"crispy_forms/layout.py",
			"crispy_forms/layout/__init__.py",
		]);
		expect(ImportedModules("crispy_forms.layout() is slow", django)).toEqual([]);
		expect(
			on(
				django,
				"grep",
				{ pattern: "__all__", path: "crispy_forms" },
				"crispy_forms.layout should define __all__ for its public classes",
			).get("Entry")?.paths,
		).toContain("crispy_forms/layout.py");
		const binding: WorkspaceView = { facts: [], files: new Map([["Cargo.toml", ["manifest"]]]) };
		const call = { command: "grep -rn '__all__\\|^from' minijinja-py/python/minijinja/" };
		const found = ["minijinja-py/python/minijinja/__init__.py", "minijinja-py/python/minijinja/__init__.pyi"];
		expect(
			on(binding, "bash", call, "expose `safe` helper from the top-level python package", found).get("Entry")
				?.paths,
		).toEqual(found);
	});

	it("(et) the package's own root is its entry when the user imports it or writes it as code, not when they speak of it", () => {
		const gem: WorkspaceView = {
			facts: [{ path: "audited.gemspec", field: "name", value: "audited" }],
			files: new Map([
				["audited.gemspec", ["manifest"]],
				["lib/audited.rb", ["entry"]],
			]),
		};
		const call = { command: "grep -rn current_user_method lib/" };
		const found = ["lib/audited.rb"];
		expect(
			on(gem, "bash", call, "how does audited figure out the current user? we use current_admin", found).get(
				"Entry",
			),
		).toBeUndefined();
		expect(
			on(gem, "bash", call, "move Audited.current_user_method into the main lib file", found).get("Entry")?.paths,
		).toEqual(found);
		expect(
			on(gem, "bash", call, 'make require "audited" set the current user method', found).get("Entry")?.paths,
		).toEqual(found);
	});

	it("(es) an entry-point group searched and found in the manifests alone, and a build script's npm hooks", () => {
		const python: WorkspaceView = { facts: [], files: new Map([["pyproject.toml", ["manifest"]]]) };
		const user = "the pytest plugin isn't being auto loaded after install";
		expect(on(python, "grep", { pattern: "pytest11" }, user, ["pyproject.toml"]).get("Entry")).toMatchObject({
			weight: KNOWN_WEIGHTS.hitsAsked,
			paths: ["pyproject.toml"],
		});
		const extension: WorkspaceView = {
			facts: [{ path: "package.json", field: "script", value: "postbuild" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		expect(
			on(
				extension,
				"grep",
				{ pattern: "postbuild", include: "package.json" },
				"postbuild uses cp -r which breaks on windows",
			).get("Build"),
		).toMatchObject({ weight: KNOWN_WEIGHTS.script, paths: ["package.json"] });
	});
});

describe("R14: the forty-eighth pass", () => {
	it("(eu) an env var read in an app's settings module and documented, not in a changelog's fragment", () => {
		const app: WorkspaceView = { facts: [], files: new Map([["package.json", ["manifest"]]]) };
		const found = ["babybuddy/settings/base.py", "docs/configuration/database.md"];
		const user = "DATABASE_URL env var doesnt seem to get picked up, docs mention a diffrent name";
		// (the files that pass variables follow; the candidates keep only what exists)
		expect(on(app, "grep", { pattern: "DATABASE_URL" }, user, found).get("Config")?.paths.slice(0, 2)).toEqual(
			found,
		);
		const fragment = ["changelog/1296.feature.rst", "CHANGES.rst"];
		expect(on(app, "grep", { pattern: "DATABASE_URL" }, user, fragment).get("Config")).toBeUndefined();
	});

	it("(ev) git's ignore file globbed for, the root's first", () => {
		const go: WorkspaceView = { facts: [], files: new Map([["go.mod", ["manifest"]]]) };
		const user = "git keeps showing the built binary from cmd/ as untracked, ignore it";
		const found = ["cmd/tool/.gitignore", ".gitignore"];
		expect(on(go, "glob", { pattern: "**/.gitignore" }, user, found).get("Config")?.paths).toEqual([".gitignore"]);
		expect(
			on(go, "glob", { pattern: "**/.gitignore" }, "cache eslint results", found).get("Config"),
		).toBeUndefined();
	});

	it("(ew) the licence key found in a release tool's packaging settings, for a user asking licence work", () => {
		const go: WorkspaceView = { facts: [], files: new Map([["go.mod", ["manifest"]]]) };
		const found = [".goreleaser.yml", "docs/install.yml"];
		const user = "the .deb package metadata has the wrong licnese string, check it";
		const call = { pattern: "license:", include: "*.yml" };
		expect(on(go, "grep", call, user, found).get("License")?.paths).toEqual([".goreleaser.yml"]);
		expect(on(go, "grep", call, "the deb package metadata is wrong", found).get("License")).toBeUndefined();
	});

	it("(ex) an image searched in a folder holding no container file, a Go workspace's hyphenated word, a package's last word", () => {
		const service: WorkspaceView = {
			facts: [],
			files: new Map([
				["go.mod", ["manifest"]],
				["Dockerfile", ["build-config"]],
			]),
		};
		const image = { pattern: "postgres:1[0-9]", path: "database" };
		expect(on(service, "grep", image, "run the driver tests against postgres 16").get("Build")).toBeUndefined();
		expect(on(service, "grep", { pattern: "postgres:1[0-9]" }, "move to postgres 16").get("Build")?.paths).toEqual([
			"Dockerfile",
		]);
		const tool = "apt-key is deprecated, fix the linux install steps for the .deb repo";
		expect(on(service, "grep", { pattern: "apt-key" }, tool).get("Dependency")).toBeUndefined();
		const python: WorkspaceView = {
			facts: [{ path: "Pipfile", field: "dependency", value: "django-imagekit" }],
			files: new Map([["Pipfile", ["manifest"]]]),
		};
		const pin = "django-imagekit pin is too strict, 6.x fixes the 500 - allow it";
		expect(on(python, "grep", { pattern: "imagekit" }, pin, ["Pipfile"]).get("Dependency")?.paths).toEqual([
			"Pipfile",
		]);
	});

	it("(ey) a few texts searched at once name the found files the user names, beside others", () => {
		const django: WorkspaceView = {
			facts: [],
			files: new Map([
				["manage.py", ["entry"]],
				["app/wsgi.py", ["entry"]],
			]),
		};
		const found = ["app/settings/base.py", "app/wsgi.py", "manage.py"];
		const call = { pattern: "load_dotenv|find_dotenv" };
		expect(
			on(django, "grep", call, "load .env in manage.py and the wsgi entrypoint too", found).get("Entry")?.paths,
		).toEqual(["app/wsgi.py", "manage.py"]);
		expect(on(django, "grep", call, "where do we load the env", found).get("Entry")).toBeUndefined();
	});

	it("(ez) cross named passes its variables, a declared package dropped with its manifest read", () => {
		const crate: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["manifest"]],
				["build.rs", ["build-config"]],
			]),
		};
		const user = "when building with cross the GEN_DIR env var doesnt get into the container, pass it through";
		const known = on(crate, "bash", { command: "rg -n GEN_DIR" }, user, ["build.rs"]).get("Config");
		expect(known?.weight).toBe(KNOWN_WEIGHTS.envNamed + KNOWN_WEIGHTS.envHolder);
		expect(known?.paths[0]).toBe("Cross.toml");
		const app: WorkspaceView = {
			facts: [{ path: "package.json", field: "dependency", value: "rimraf" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const scripts = { command: "jq .scripts package.json" };
		expect(
			on(app, "bash", scripts, "get rid of rimraf, prebuild step shouldn't need it").get("Dependency"),
		).toMatchObject({
			weight: KNOWN_WEIGHTS.kindConfinedAsked + KNOWN_WEIGHTS.dependencyScoped,
			paths: ["package.json"],
		});
		expect(on(app, "bash", scripts, "the prebuild step is slow").get("Dependency")).toBeUndefined();
	});
});

describe("R14: the forty-ninth pass", () => {
	it("(fa) (db)'s crate-level lint levels searched as a group (`#!\\[\\(deny\\|warn`), found in a crate root", () => {
		const crate: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["manifest"]],
				["src/main.rs", ["entry"]],
				["rustfmt.toml", ["lint-config"]],
			]),
		};
		const call = { command: String.raw`grep -rn '#!\[\(deny\|warn\|allow\)' src/` };
		const user = "clippy levels are all over the place, reset them to just deny enum_glob_use";
		expect(on(crate, "bash", call, user, ["src/main.rs"]).get("Lint")).toMatchObject({
			weight: KNOWN_WEIGHTS.hitsAsked,
			paths: ["src/main.rs"],
		});
		expect(on(crate, "bash", call, "why does main panic on start", ["src/main.rs"]).get("Lint")).toBeUndefined();
	});

	it("(fb) the release tags listed: the manifests on the asked version's line first", () => {
		const crates: WorkspaceView = {
			facts: [
				{ path: "grpc/Cargo.toml", field: "version", value: "0.1.0" },
				{ path: "tonic/Cargo.toml", field: "version", value: "0.14.4" },
				{ path: "tonic-web/Cargo.toml", field: "version", value: "0.14.4" },
			],
			files: new Map([
				["grpc/Cargo.toml", ["manifest"]],
				["tonic/Cargo.toml", ["manifest"]],
				["tonic-web/Cargo.toml", ["manifest"]],
			]),
		};
		const tags = { command: "git tag -l 'v0.14*' | sort -V | tail -5" };
		const paths = on(crates, "bash", tags, "prep v0.14.5 release pls").get("Version")?.paths ?? [];
		expect(paths.slice(0, 2).sort()).toEqual(["tonic-web/Cargo.toml", "tonic/Cargo.toml"]);
		expect(paths[2]).toBe("grpc/Cargo.toml");
	});

	it("(fc) the licence key searched in a package's folder: its manifest's licence", () => {
		const crates: WorkspaceView = {
			facts: [
				{ path: "tonic-web/Cargo.toml", field: "license", value: "MIT" },
				{ path: "tonic/Cargo.toml", field: "license", value: "MIT" },
			],
			files: new Map([
				["tonic-web/Cargo.toml", ["manifest"]],
				["tonic/Cargo.toml", ["manifest"]],
			]),
		};
		const user = "check tonic-web's licnese metadata is right before we publish";
		expect(on(crates, "grep", { pattern: "^license", path: "tonic-web" }, user).get("License")?.paths).toEqual([
			"tonic-web/Cargo.toml",
		]);
		// the whole workspace searched: no manifest of a package asked
		expect(on(crates, "grep", { pattern: "^license" }, user).get("License")).toBeUndefined();
	});

	it("(fd) no file states a version: the version key searched anywhere names the changelog", () => {
		const tagged: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["CHANGELOG.md", ["changelog"]],
			]),
		};
		const call = { pattern: String.raw`__version__|^version\s*=` };
		const user = "bump version to 26.1.0 pls, where is __version__ set?";
		expect(on(tagged, "grep", call, user).get("Version")?.paths).toEqual(["CHANGELOG.md"]);
		expect(on(tagged, "grep", { ...call, path: "." }, user).get("Version")?.paths).toEqual(["CHANGELOG.md"]);
		expect(on(tagged, "grep", { ...call, path: "src" }, user).get("Version")).toBeUndefined();
	});
	it("(fe) a package the workspace publishes moved to a new version is released, not upgraded", () => {
		const monorepo: WorkspaceView = {
			facts: [
				{
					path: "packages/cache-control-types/package.json",
					field: "name",
					value: "@apollo/cache-control-types",
				},
				{ path: "packages/server/package.json", field: "name", value: "@apollo/server" },
				{ path: "packages/server/package.json", field: "dependency", value: "@apollo/cache-control-types" },
				{ path: "packages/server/package.json", field: "dependency", value: "graphql" },
			],
			files: new Map([
				["packages/cache-control-types/package.json", ["manifest"]],
				["packages/server/package.json", ["manifest"]],
			]),
		};
		const tags = { command: "git tag --list '@apollo/cache-control-types@*' | sort -V | tail -5" };
		const release = "bump @apollo/cache-control-types to the next minor version and note it in the changelog";
		expect(on(monorepo, "bash", tags, release).get("Dependency")).toBeUndefined();
		// another's package bumped still is an upgrade
		const search = { pattern: "graphql", include: "package.json" };
		expect(on(monorepo, "grep", search, "bump graphql in the server to 16.9.0").get("Dependency")).toBeDefined();
	});
});

describe("R14: the fiftieth pass", () => {
	it("a Python manifest's scripts table searched for a user adding a console command: its entry points", () => {
		const library: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["src/whitenoise/__init__.py", ["entry"]],
			]),
		};
		const call = { command: "grep -n 'scripts' pyproject.toml" };
		const user = "add a `whitenoise-compress` console command pointing at the compress main()";
		const entry = on(library, "bash", call, user).get("Entry");
		expect(entry?.weight).toBeCloseTo(1.2);
		expect(entry?.paths).toEqual(["pyproject.toml"]);
		// a package.json's scripts are its tasks: the exports ask alone
		const node: WorkspaceView = { facts: [], files: new Map([["package.json", ["manifest"]]]) };
		const scripts = { command: "grep -n 'scripts' package.json" };
		expect(on(node, "bash", scripts, user).get("Entry")?.weight).toBeCloseTo(0.6);
	});

	it("a doc file the user names, one of many of its name: the ones the search found", () => {
		const docs: WorkspaceView = {
			facts: [],
			files: new Map([
				["README.md", ["doc"]],
				["docs/README.md", ["doc"]],
				["helpers/a/README.md", ["doc"]],
				["helpers/b/README.md", ["doc"]],
			]),
		};
		const user = "go report card is retired, swap the badge in the readme";
		const found = on(docs, "grep", { pattern: "goreportcard" }, user, ["README.md"]).get("Docs");
		expect(found?.paths).toEqual(["README.md"]);
		// (the file named and found: the named file's weight over what the found hit alone gives)
		expect(found?.weight).toBeCloseTo(2.5);
		// found nowhere: four files of that name tell none apart
		expect(on(docs, "grep", { pattern: "goreportcard" }, user).get("Docs")).toBeUndefined();
	});

	it("a family of scripts searched by its prefix in the manifest: their work, counted once", () => {
		const library: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "script", value: "build:cjs" },
				{ path: "package.json", field: "script", value: "build:esm" },
				{ path: "package.json", field: "script", value: "build:types" },
				{ path: "package.json", field: "script", value: "clean" },
			],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const build = on(
			library,
			"bash",
			{ command: "grep -n 'build' package.json" },
			"emit sourcemaps from the build",
		);
		expect(build.get("Build")?.weight).toBeCloseTo(1.1);
		expect(build.get("Build")?.paths).toEqual(["package.json"]);
		// the family counted once, whichever member the user runs
		for (const script of ["build:cjs", "build:types"]) {
			const run = on(library, "bash", { command: "grep -n 'build' package.json" }, `npm run ${script} is slow`);
			expect(run.get("Build")?.weight, script).toBeCloseTo(1.7);
		}
		// a prefix that is a script of its own is that script
		const own: WorkspaceView = {
			...library,
			facts: [...library.facts, { path: "package.json", field: "script", value: "build" }],
		};
		expect(on(own, "bash", { command: "grep -n 'build' package.json" }, "x").get("Build")?.weight).toBeCloseTo(1.1);
	});

	it("a crate's integration test targets searched in its manifest: test work", () => {
		const crate: WorkspaceView = {
			facts: [{ path: "Cargo.toml", field: "name", value: "hyper" }],
			files: new Map([
				["Cargo.toml", ["requirements", "manifest", "config"]],
				["src/lib.rs", ["entry"]],
			]),
		};
		const call = { command: String.raw`grep -n -A3 '\[\[test\]\]' Cargo.toml` };
		const user =
			"the new test fails on `cargo test` without features, register it like the other integration tests";
		expect(on(crate, "bash", call, user).get("Test")?.paths).toEqual(["Cargo.toml"]);
	});

	it("one script by jq's path to it, the very script the user runs: its work", () => {
		const library: WorkspaceView = {
			facts: [{ path: "package.json", field: "script", value: "clean" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const call = { command: "jq -r '.scripts.clean' package.json" };
		const build = on(library, "bash", call, "npm run clean should also wipe the .tmp-ext folder").get("Build");
		expect(build?.weight).toBeGreaterThanOrEqual(1.7);
		expect(build?.paths).toEqual(["package.json"]);
		// not run by the user, a script no name says the work of is no build
		expect(on(library, "bash", call, "what does clean remove?").get("Build")).toBeUndefined();
		// the script the user runs, its key searched (`"start"`), is how they describe the app, not the work asked
		const start: WorkspaceView = {
			facts: [{ path: "package.json", field: "script", value: "start" }],
			files: new Map([["package.json", ["manifest"]]]),
		};
		const user = "npm start runs build/main.js - I need to add a /readyz route to the production server entry";
		expect(on(start, "bash", { command: "grep -n '\"start\"' package.json" }, user).get("Build")).toBeUndefined();
	});
});

describe("R14: the fifty-first pass", () => {
	it("a linter the user moves by name, with no version written: the dependency, never its config named by the word", () => {
		const library: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "dependency", value: "oxlint" },
				{ path: "package.json", field: "dependency", value: "oxfmt" },
			],
			files: new Map([
				["package.json", ["manifest"]],
				[".oxlintrc.json", ["lint-config"]],
				[".oxfmtrc.json", ["lint-config"]],
			]),
		};
		const known = on(
			library,
			"bash",
			{ command: 'rg -n "oxlint|oxfmt" package.json' },
			"update oxlint and oxfmt to latest",
		);
		expect(known.get("Dependency")?.weight).toBeCloseTo(3.4);
		expect(known.get("Lint")?.paths ?? []).not.toContain(".oxlintrc.json");
		// asked lint work, the configs the words name stay the lint note's
		const lint = on(
			library,
			"bash",
			{ command: 'rg -n "oxlint|oxfmt" package.json' },
			"oxlint flags too much, relax it",
		);
		expect(lint.get("Lint")?.paths).toEqual(expect.arrayContaining([".oxlintrc.json", ".oxfmtrc.json"]));
	});

	it("the engines key quoted bare, searched in every JSON file, for a user moving the supported Node", () => {
		const library: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["tsconfig.json", ["config", "build-config"]],
			]),
		};
		const config = on(
			library,
			"grep",
			{ pattern: '"node"', include: "*.json" },
			"we should require node 22+ from now on",
		);
		expect(config.get("Config")?.paths?.[0]).toBe("package.json");
		// no Node version asked: a quoted word of the code
		expect(
			on(library, "grep", { pattern: '"node"', include: "*.json" }, "what targets do we build?").get("Config"),
		).toBeUndefined();
	});

	it("the version just before the release asked, searched though no file states it: the release", () => {
		const scm: WorkspaceView = { facts: [], files: new Map([["pyproject.toml", ["manifest"]]]) };
		const call = { command: String.raw`grep -rn "0\.7\.0" --include=*.py .` };
		expect(on(scm, "bash", call, "release 0.7.1 pls").get("Version")?.weight).toBeCloseTo(1.2);
		// another version than the one before says nothing, nor a package moved from it, nor no release asked
		expect(on(scm, "bash", call, "release 0.9.0 pls").get("Version")).toBeUndefined();
		expect(on(scm, "bash", call, "bump requests from 0.7.0 to 0.7.1").get("Version")).toBeUndefined();
		expect(on(scm, "bash", call, "what changed between 0.7.0 and 0.7.1?").get("Version")).toBeUndefined();
		expect(Precedes("0.7.0", "0.7.1")).toBe(true);
		expect(Precedes("2.3.4", "2.4.0")).toBe(true);
		expect(Precedes("1.9.2", "2.0")).toBe(true);
		expect(Precedes("0.7.1", "0.7.1")).toBe(false);
		expect(Precedes("1.2.0", "3.0.0")).toBe(false);
		expect(Precedes("1.2.0", "2.1.0")).toBe(false);
		expect(Precedes("0.7.0", "0.8.5")).toBe(false);
		expect(Precedes("0.7.1", "0.7.9")).toBe(false);
	});

	it("a manifest's tool run as a command in the query says nothing of the manifest", () => {
		const crate: WorkspaceView = {
			facts: [],
			files: new Map([
				["Cargo.toml", ["manifest", "config"]],
				["Makefile", ["build-config"]],
			]),
		};
		const run = on(
			crate,
			"grep",
			{ pattern: "cargo test", path: "Makefile" },
			"also run tests with --no-default-features",
		);
		expect(run.get("Config")?.paths ?? []).not.toContain("Cargo.toml");
		// the manifest named alone still is
		expect(on(crate, "grep", { pattern: "cargo" }, "fix the cargo setup").get("Config")?.paths).toContain(
			"Cargo.toml",
		);
	});

	it("the manifest of a package folder the user names, among the many a search looks at", () => {
		const app: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["example/package.json", ["manifest"]],
				["website/package.json", ["manifest"]],
			]),
		};
		const deps = on(app, "glob", { pattern: "**/package.json" }, "bump the example app dependencies");
		expect(deps.get("Dependency")?.paths).toEqual(["example/package.json"]);
		// no dependency work asked, or the folder named apart from it: nothing
		expect(
			on(app, "glob", { pattern: "**/package.json" }, "rename the example app").get("Dependency"),
		).toBeUndefined();
		expect(
			on(app, "glob", { pattern: "**/package.json" }, "update all deps and refresh the example").get("Dependency")
				?.paths ?? [],
		).not.toContain("example/package.json");
	});

	it("a manifest found alone holding what the query names in the asked work's words: that work's file", () => {
		const library: WorkspaceView = {
			facts: [],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["setup.py", ["manifest"]],
			]),
		};
		const scm = on(
			library,
			"grep",
			{ pattern: "local_scheme" },
			"dev builds should include the local git hash in the version",
			["pyproject.toml"],
		);
		// (a release note's files are the manifests stating the version: found by the word alone, it leads none)
		expect(scm.get("Version")?.weight).toBeCloseTo(KNOWN_WEIGHTS.hitsAsked + KNOWN_WEIGHTS.hitsOnly);
		expect(scm.get("Version")?.paths).toEqual([]);
		const cython = on(
			library,
			"grep",
			{ pattern: String.raw`cythonize\(`, path: "." },
			"cython warns when building the extensions",
			["setup.py"],
		);
		expect(cython.get("Build")?.paths).toEqual(["setup.py"]);
		// a lint note's lead stays the linter's config: the manifest found by the word adds its weight, names nothing
		const lintView: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["eslint.config.js", ["lint-config"]],
			]),
		};
		const lint = on(lintView, "grep", { pattern: "eslint" }, "chore: `lint` script add `concurrency` option", [
			"package.json",
		]);
		expect(lint.get("Lint")?.paths ?? []).not.toContain("package.json");
		// a user asking dependency work: the manifest is the dependency's
		const floor = on(library, "grep", { pattern: "setuptools" }, "we need setuptools >= 83 for the build now", [
			"pyproject.toml",
		]);
		expect(floor.get("Build")?.paths ?? []).not.toContain("pyproject.toml");
	});

	it("a rule-shaped name searched for a user turning a rule off: the lint configs", () => {
		const app: WorkspaceView = { facts: [], files: new Map([["eslint.config.mjs", ["lint-config"]]]) };
		const lint = on(
			app,
			"grep",
			{ pattern: "consistent-type-definitions" },
			"i want interfaces, turn off the rule forcing `type`",
		);
		expect(lint.get("Lint")?.weight).toBeCloseTo(KNOWN_WEIGHTS.lintRuleAsked);
		expect(
			on(app, "grep", { pattern: "consistent-type-definitions" }, "i want interfaces").get("Lint"),
		).toBeUndefined();
		expect(
			on(app, "grep", { pattern: "no-console" }, "disable the no-console rule in tests").get("Lint")?.weight,
		).toBeGreaterThan(0);
	});
});

describe("R14: the fifty-second pass", () => {
	it("an Invoke tasks.py the call reads, for a user running a task by `inv` or naming the runner: that file", () => {
		const invoke: WorkspaceView = {
			facts: [
				{ path: "tasks.py", field: "task", value: "build" },
				{ path: "tasks.py", field: "task", value: "test" },
			],
			files: new Map([
				["tasks.py", ["build-config"]],
				["pyproject.toml", ["manifest"]],
			]),
		};
		const call = { command: String.raw`grep -n "def build\|python -m build" tasks.py` };
		expect(on(invoke, "bash", call, "make `inv build` also run twine check on dist/").get("Build")?.paths).toEqual([
			"tasks.py",
		]);
		// the runner named as a command, no task named
		expect(
			on(invoke, "grep", { pattern: "@task", path: "tasks.py" }, "`invoke` alone should print the help").get(
				"Build",
			)?.paths,
		).toEqual(["tasks.py"]);
		// …never as a word of the code (the search confined to a build file weighs as any such search: no task named)
		expect(
			on(
				invoke,
				"grep",
				{ pattern: "@task", path: "tasks.py" },
				"why does the decorator invoke the callback twice?",
			).get("Build")?.paths ?? [],
		).toEqual([]);
		// Celery's tasks.py states no task: a task there is code
		const celery: WorkspaceView = { facts: [], files: new Map([["app/tasks.py", []]]) };
		for (const user of ["fix the email task", "fix the email sender, `invoke` it later"])
			expect(
				on(celery, "bash", { command: "grep -n send_email app/tasks.py" }, user).get("Build"),
			).toBeUndefined();
	});

	it("a task file's runner the user names (`rake`, or `make` as a command): its tasks are the work", () => {
		const gem: WorkspaceView = {
			facts: [
				{ path: "Rakefile", field: "task", value: "spec" },
				{ path: "Makefile", field: "task", value: "all" },
			],
			files: new Map([
				["Rakefile", ["build-config"]],
				["Makefile", ["build-config"]],
			]),
		};
		const rake = { command: 'grep -n "default" Rakefile' };
		expect(
			on(gem, "bash", rake, "make `rake` default only run the unit specs, not the integration ones").get("Build")
				?.paths,
		).toEqual(["Rakefile"]);
		expect(on(gem, "bash", rake, "the default should only run the unit specs").get("Build")).toBeUndefined();
		// `make` is a verb unless written as the command
		const make = { command: 'grep -n "CFLAGS" Makefile' };
		expect(on(gem, "bash", make, "make the default faster").get("Build")).toBeUndefined();
		expect(on(gem, "bash", make, "`make` alone should also build the docs").get("Build")?.paths).toEqual([
			"Makefile",
		]);
	});

	it("a linter replaced that no manifest declares is no dependency moved; a declared one still is", () => {
		const go: WorkspaceView = {
			facts: [{ path: "go.mod", field: "dependency", value: "github.com/urfave/cli" }],
			files: new Map([
				["go.mod", ["manifest"]],
				["Makefile", ["build-config"]],
			]),
		};
		const call = { command: "grep -rn 'golint' --exclude-dir=vendor ." };
		expect(on(go, "bash", call, "replace golint with staticcheck").get("Dependency")).toBeUndefined();
		expect(
			on(view, "bash", { command: "grep -rn eslint package.json" }, "replace eslint with biome").get(
				"Dependency",
			),
		).toBeDefined();
		// a linter's plugin or a package named after one is a package still, and a bump moves any package
		const plugins = { command: "grep -rn 'eslint-plugin-import\\|mypy-extensions' package.json requirements.txt" };
		for (const user of [
			"replace eslint-plugin-import with eslint-plugin-import-x",
			"swap mypy-extensions for typing-extensions",
			"bump eslint-plugin-import from 2.26 to 2.27",
		])
			expect(on(go, "bash", plugins, user).get("Dependency"), user).toBeDefined();
	});

	it("a RuboCop cop searched by its name for a user naming it with its department: the cop's settings", () => {
		const gem: WorkspaceView = {
			facts: [],
			files: new Map([
				[".rubocop.yml", ["lint-config"]],
				["draper.gemspec", ["manifest"]],
			]),
		};
		const call = { pattern: "LineLength" };
		const user = "Metrics/LineLength is deprecated, rename to Layout/LineLength and bump max to 120";
		expect(on(gem, "grep", call, user).get("Lint")?.paths).toEqual([".rubocop.yml"]);
		// a code search for the same humps names no cop
		expect(on(gem, "grep", call, "where do we compute the LineLength of a row?").get("Lint")).toBeUndefined();
	});

	it("a package manager's settings read with no query, for a user naming that manager: those files", () => {
		const pnpm: WorkspaceView = {
			facts: [],
			files: new Map([
				["package.json", ["manifest"]],
				["pnpm-workspace.yaml", ["workspace"]],
				["tsconfig.json", ["config", "build-config"]],
			]),
		};
		const read = { command: "cat .npmrc; cat pnpm-workspace.yaml" };
		const user = "pnpm complains that shamefully-hoist in .npmrc is ignored now, move it to the right place";
		expect(on(pnpm, "bash", read, user).get("Config")?.paths).toEqual(["pnpm-workspace.yaml"]);
		// the manager named but none of its settings, nor config work asked: the read is another work's
		for (const user of [
			"what packages are in the workspace?",
			"pnpm build fails in packages/web, fix the type error",
			"bump react to 19 in the pnpm catalog",
		])
			expect(on(pnpm, "bash", { command: "cat pnpm-workspace.yaml" }, user).get("Config"), user).toBeUndefined();
		// …and a read of other files beside them is no settings read
		expect(
			on(pnpm, "bash", { command: "cat pnpm-workspace.yaml packages/web/src/app.tsx" }, user).get("Config"),
		).toBeUndefined();
		// a tool whose files hold its build too (a Dockerfile) is read for that build as much
		const docker: WorkspaceView = { facts: [], files: new Map([["Dockerfile", ["build-config"]]]) };
		expect(
			on(
				docker,
				"bash",
				{ command: "cat Dockerfile" },
				"docker build uses the wrong platform on multi-arch builds",
			).get("Config"),
		).toBeUndefined();
	});

	it("the manifest's types field searched names the declarations it points at, never a built one", () => {
		const plugin: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "main", value: "index.js" },
				{ path: "package.json", field: "types", value: "typings.d.ts" },
			],
			files: new Map([
				["package.json", ["manifest"]],
				["index.js", ["entry"]],
			]),
		};
		const call = { pattern: '"types"', path: "package.json" };
		expect(on(plugin, "grep", call, "add typings for the plugin options").get("Entry")?.paths).toContain(
			"typings.d.ts",
		);
		// (the manifest written with its `./`)
		expect(
			on(
				plugin,
				"bash",
				{ command: "grep -n '\"types\"' ./package.json" },
				"add typings for the plugin options",
			).get("Entry")?.paths,
		).toContain("typings.d.ts");
		const built: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "main", value: "dist/index.js" },
				{ path: "package.json", field: "types", value: "./dist/index.d.ts" },
			],
			files: new Map([["package.json", ["manifest"]]]),
		};
		expect(on(built, "grep", call, "add typings for the plugin options").get("Entry")?.paths ?? []).not.toContain(
			"dist/index.d.ts",
		);
		// a value leaving the package, or absolute, names nothing
		for (const value of ["../../common/index.d.ts", "/usr/lib/x.d.ts"]) {
			const outside: WorkspaceView = {
				facts: [
					{ path: "packages/a/package.json", field: "main", value: "index.js" },
					{ path: "packages/a/package.json", field: "types", value },
				],
				files: new Map([["packages/a/package.json", ["manifest"]]]),
			};
			const paths =
				on(outside, "grep", { pattern: '"types"', path: "packages/a/package.json" }, "add typings").get("Entry")
					?.paths ?? [];
			expect(
				paths.filter((path) => path.endsWith(".d.ts")),
				value,
			).toEqual([]);
		}
	});
});

describe("R14: the fifty-third pass", () => {
	it("a licence key kept to the manifests of one name names those, a crate's that states no licence yet too", () => {
		const mixed: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "license", value: "MIT" },
				{ path: "packages/cli/package.json", field: "license", value: "MIT" },
				{ path: "packages/swc/Cargo.toml", field: "version", value: "0.1.0" },
			],
			files: new Map([
				["package.json", ["manifest"]],
				["packages/cli/package.json", ["manifest"]],
				["packages/swc/Cargo.toml", ["manifest"]],
				["LICENSE", ["license"]],
			]),
		};
		const user = "the rust crate for the swc plugin should have a license field matching the npm package";
		const crate = on(mixed, "grep", { pattern: "^license", include: "Cargo.toml" }, user).get("License")?.paths;
		expect(crate).toEqual(["packages/swc/Cargo.toml"]);
		// (the searched crate's own manifest, though it states none and another crate does)
		const crates: WorkspaceView = {
			facts: [
				{ path: "crates/a/Cargo.toml", field: "license", value: "MIT" },
				{ path: "crates/b/Cargo.toml", field: "version", value: "0.1.0" },
				{ path: "crates/b/Makefile", field: "task", value: "license-check" },
			],
			files: new Map([
				["crates/a/Cargo.toml", ["manifest"]],
				["crates/b/Cargo.toml", ["manifest"]],
			]),
		};
		expect(
			on(crates, "bash", { command: "grep -n license crates/b/Cargo.toml" }, user).get("License")?.paths,
		).toEqual(["crates/b/Cargo.toml"]);
		// (a task file of the confined name states no licence: no note names it)
		expect(
			on(
				crates,
				"bash",
				{ command: "grep -rn license crates/b --include=Makefile" },
				"the license-check target is slow",
			).get("License"),
		).toBeUndefined();
		// (a package's folder with a dot in its name confines to no manifest: its manifest stating a licence, as before)
		const dotted: WorkspaceView = {
			facts: [{ path: "packages/socket.io/package.json", field: "license", value: "MIT" }],
			files: new Map([["packages/socket.io/package.json", ["manifest"]]]),
		};
		expect(
			on(dotted, "bash", { command: "grep -rn ^license packages/socket.io" }, user).get("License")?.paths,
		).toEqual(["packages/socket.io/package.json"]);
		// (the npm manifests searched by their name: theirs, as before)
		expect(on(mixed, "grep", { pattern: "license", include: "package.json" }, user).get("License")?.paths).toEqual([
			"package.json",
			"packages/cli/package.json",
		]);
	});

	it("a setting found in one manifest and in the changelog's history or a docs page is found in that manifest alone", () => {
		const python = ShallowView(
			WriteWorkspace({
				"pyproject.toml":
					'[project]\nname = "frozen"\n\n[tool.cibuildwheel]\nbuild-frontend = "build[uv]"\n\n[tool.cibuildwheel.environment]\nPIP_CONSTRAINT = "requirements/cython.txt"\n',
				"CHANGES.rst": "",
				"CHANGES/783.contrib.rst": "",
				"src/frozen/__init__.py": "",
			}),
			[],
		);
		expect(python.files.get("pyproject.toml")).toContain("build-config");
		const user = "cibuildwheel under uv ignores our cython pin, make it honour the constraint file";
		const history = ["CHANGES.rst", "pyproject.toml", "CHANGES/783.contrib.rst"];
		expect(on(python, "grep", { pattern: "PIP_CONSTRAINT", path: "." }, user, history).get("Build")?.paths).toEqual(
			["pyproject.toml"],
		);
		// (found in the code too, it is no longer the manifest's alone)
		expect(
			on(python, "grep", { pattern: "PIP_CONSTRAINT", path: "." }, user, [
				...history,
				"src/frozen/__init__.py",
			]).get("Build"),
		).toBeUndefined();
	});

	it("a crate's binary table found in its manifest and in the changelog's history is the manifest's entry work", () => {
		const rust = ShallowView(
			WriteWorkspace({
				"Cargo.toml":
					'[package]\nname = "gen"\nversion = "0.1.0"\n\n[[bin]]\nname = "gen"\npath = "src/main.rs"\n',
				"src/main.rs": "",
				"CHANGELOG.md": "",
			}),
			[],
		);
		const user = "where is the binary target defined?";
		const bin = { pattern: "\\[\\[bin\\]\\]" };
		expect(on(rust, "grep", bin, user, ["Cargo.toml", "CHANGELOG.md"]).get("Entry")?.paths).toContain("Cargo.toml");
		// (found beside a docs page: the key is the docs' too, not the manifest's alone)
		expect(on(rust, "grep", bin, user, ["Cargo.toml", "guide/src/bin.md"]).get("Entry")).toBeUndefined();
	});

	it("a comparison or an assignment through a class escape is code, not a setting's literal text", () => {
		const python = ShallowView(
			WriteWorkspace({
				"pyproject.toml": '[project]\nname = "client"\n',
				"src/client.py": "",
				"tests/test_client.py": "",
			}),
			[],
		);
		const hits = ["src/client.py", "tests/test_client.py"];
		for (const pattern of ["timeout == None", "self\\.\\w+\\s*=", "err :="])
			expect(
				[...on(python, "grep", { pattern }, "the client's tests time out", hits).values()].some(
					(known) => known.call,
				),
				pattern,
			).toBe(false);
	});

	it("a key searched with its equals sign is a literal text: setuptools' packages in its own table are the build's", () => {
		const python = ShallowView(
			WriteWorkspace({
				"pyproject.toml": '[project]\nname = "guard"\n\n[tool.setuptools]\npackages = [\n  "guard",\n]\n',
			}),
			[],
		);
		expect(python.files.get("pyproject.toml")).toContain("build-config");
		// (a package's name, searched for a user asking dependency work, finds the build's table and the build system's
		// requirements alike: no build file found)
		expect(
			on(
				python,
				"bash",
				{ command: "grep -rn setuptools pyproject.toml" },
				"we need setuptools >= 83 for the build now",
				["pyproject.toml"],
			).get("Build")?.found ?? [],
		).not.toContain("pyproject.toml");
		expect(
			on(
				python,
				"grep",
				{ pattern: "packages = \\[", path: "pyproject.toml" },
				"new subpackage guard/models isn't in the wheel, fix packaging",
				["pyproject.toml"],
			).get("Build")?.paths,
		).toEqual(["pyproject.toml"]);
	});

	it("towncrier's table searched for a user naming it is release work: the manifest and towncrier's own file", () => {
		const python = ShallowView(
			WriteWorkspace({
				"pyproject.toml": '[project]\nname = "frozen"\n\n[tool.towncrier]\ndirectory = "CHANGES/"\n',
				"towncrier.toml": "",
			}),
			[],
		);
		expect(python.files.get("towncrier.toml")).toEqual(["version-file"]);
		expect(python.files.get("pyproject.toml")).toContain("version-file");
		expect(
			judge(
				"bash",
				{ command: "grep -n 'tool.towncrier' -A5 pyproject.toml" },
				"move the towncrier settings out of pyproject into their own file",
				true,
				python,
			),
		).toMatchObject({ verdict: "pass", kind: "Version" });
	});
});

describe("R14: the fifty-fourth pass", () => {
	it("a package moved beside a test key the query names: the test work still holds the manifest", () => {
		const app = ShallowView(
			WriteWorkspace({
				"package.json": JSON.stringify({
					name: "select",
					devDependencies: { "@emotion/jest": "11.0.0", jest: "29.0.0" },
					jest: { snapshotSerializers: ["@emotion/jest/serializer"] },
				}),
			}),
			[],
		);
		const user = "swap jest-emotion for @emotion/jest in the snapshot serializer setup";
		expect(
			on(app, "grep", { pattern: "jest-emotion|snapshotSerializers" }, user, ["package.json"]).get("Test")?.paths,
		).toContain("package.json");
		// (the key the user writes too stays the test work's)
		expect(
			on(
				app,
				"grep",
				{ pattern: "jest-emotion|snapshotSerializers" },
				"swap jest-emotion for @emotion/jest in snapshotSerializers",
				["package.json"],
			).get("Test")?.paths,
		).toContain("package.json");
		// (the package alone, its `jest` no test key once the package is taken out: the dependency's)
		expect(
			on(app, "grep", { pattern: "jest-emotion" }, user, ["package.json"]).get("Test")?.paths ?? [],
		).not.toContain("package.json");
	});

	it("a readme the user names is no search's target when the call is confined to other files", () => {
		const python = ShallowView(
			WriteWorkspace({ "pyproject.toml": '[project]\nname = "returns"\n', "README.md": "", "CHANGELOG.md": "" }),
			[],
		);
		const user = "add an optional extra for mypy users, mention it in the readme";
		expect(
			on(python, "bash", { command: "grep -n -A5 'extras' pyproject.toml" }, user, ["pyproject.toml"]).get("Docs")
				?.paths ?? [],
		).not.toContain("README.md");
		expect(
			on(python, "grep", { pattern: "s.files", include: "*.gemspec" }, "trim the gem, ship the readme").get(
				"Docs",
			)?.call ?? false,
		).toBe(false);
		// (a search over the workspace, or one that takes in the pages, still names it)
		expect(on(python, "grep", { pattern: "mypy" }, user, ["README.md"]).get("Docs")?.paths).toEqual(["README.md"]);
		expect(
			on(python, "grep", { pattern: "mypy", include: "*.md" }, user, ["README.md"]).get("Docs")?.paths,
		).toEqual(["README.md"]);
	});

	it("`move X to v9` moves a package; `move X to` a place moves code", () => {
		const app = ShallowView(
			WriteWorkspace({
				"package.json": JSON.stringify({
					name: "danger",
					devDependencies: { husky: "^4.0.0", eslint: "9.0.0" },
				}),
				"yarn.lock": "",
			}),
			[],
		);
		const husky = on(app, "grep", { pattern: "husky" }, "move husky to v9 please, the hooks setup changed", [
			"package.json",
		]).get("Dependency");
		expect(husky?.paths).toContain("package.json");
		expect(husky?.call).toBe(true);
		expect(husky?.weight).toBeGreaterThanOrEqual(KNOWN_WEIGHTS.dependencyMoved);
		expect(
			on(app, "grep", { pattern: "eslint" }, "move eslint to the flat config", ["package.json"]).get(
				"Dependency",
			),
		).toBeUndefined();
		// (code moved from one file to another moves no package)
		expect(
			on(app, "grep", { pattern: "husky" }, "move husky from scripts/setup.js to scripts/hooks.js", [
				"package.json",
			]).get("Dependency")?.weight ?? 0,
		).toBeLessThan(KNOWN_WEIGHTS.dependencyMoved);
	});

	it("`bump go-runewidth to 0.0.19` asks dependency work: `go` alone is the toolchain, `go-x` a package", () => {
		const dependency = intents.find((intent) => intent.kind === "Dependency")!;
		const asks = (user: string) =>
			dependency.compiled.some((signal) => signal.id === "dependency-ask" && signal.regex.test(user));
		expect(asks("bump go-runewidth to 0.0.19")).toBe(true);
		expect(asks("bump go to 1.23")).toBe(false);
		expect(asks("bump node.js to 22")).toBe(false);
	});

	it("a page at the root the user names in another spelling leads the docs' note (the graph files every root page)", () => {
		const ui = ShallowView(
			WriteWorkspace({
				"package.json": JSON.stringify({ name: "keen-ui" }),
				"README.md": "",
				"Customization.md": "",
			}),
			[],
		);
		expect(ui.files.get("Customization.md")).toEqual(["doc"]);
		const user = "update the sass customisation guide, it still talks about webpack instead of vite";
		expect(
			on(ui, "grep", { pattern: "webpack", include: "*.md" }, user, ["README.md", "Customization.md"]).get("Docs")
				?.paths?.[0],
		).toBe("Customization.md");
		// (nor one outside the folders the call searches: `migrate` names `MIGRATIONS.md`, not found in `internal/cli`)
		const cli = ShallowView(WriteWorkspace({ "go.mod": "module x\n", "MIGRATIONS.md": "", "README.md": "" }), []);
		const help = "migrate with no args just dumps flags, add a proper usage/help text for the cli";
		expect(on(cli, "grep", { pattern: "usage", path: "." }, help).get("Docs")?.paths ?? []).toContain(
			"MIGRATIONS.md",
		);
		expect(
			on(cli, "grep", { pattern: "usage", path: "internal/cli" }, help).get("Docs")?.paths ?? [],
		).not.toContain("MIGRATIONS.md");
		// (a page in a folder is the docs' only where the graph files it so)
		const nested = ShallowView(WriteWorkspace({ "src/Customization.md": "", "README.md": "" }), []);
		expect(on(nested, "grep", { pattern: "webpack" }, user).get("Docs")?.paths ?? []).not.toContain(
			"src/Customization.md",
		);
	});

	it("a member the user names for a release while the call lists the tags: its manifest and changelog", () => {
		const crates: WorkspaceView = {
			facts: [
				{ path: "actix-router/Cargo.toml", field: "name", value: "actix-router" },
				{ path: "actix-router/Cargo.toml", field: "version", value: "0.5.3" },
				{ path: "actix-web/Cargo.toml", field: "name", value: "actix-web" },
				{ path: "actix-web/Cargo.toml", field: "version", value: "4.11.0" },
			],
			files: new Map([
				["Cargo.toml", ["manifest"]],
				["actix-router/Cargo.toml", ["manifest"]],
				["actix-router/CHANGES.md", ["changelog"]],
				["actix-web/Cargo.toml", ["manifest"]],
				["actix-web/CHANGES.md", ["changelog"]],
			]),
		};
		const tags = { command: "git tag -l 'router-v*' --sort=-v:refname | head -5" };
		const release = on(crates, "bash", tags, "we need a patch release of actix-router, 0.5.4").get("Version");
		expect(release?.paths?.[0]).toBe("actix-router/Cargo.toml");
		expect(release?.paths).toContain("actix-router/CHANGES.md");
		expect(release?.paths ?? []).not.toContain("actix-web/CHANGES.md");
		// (a member only spoken of inside another name is none: `actix-router-macros`)
		expect(on(crates, "bash", tags, "release actix-router-macros 0.1.1").get("Version")?.paths ?? []).not.toContain(
			"actix-router/CHANGES.md",
		);
	});

	it("Django's settings searched in the settings modules for a user asking config work: a Config note", () => {
		const django: WorkspaceView = {
			facts: [{ path: "pyproject.toml", field: "dependency", value: "Django" }],
			files: new Map([
				["pyproject.toml", ["manifest"]],
				["example_project/settings.py", ["config"]],
				["guardian/testapp/testsettings.py", ["config"]],
				["tox.ini", ["test-config", "lint-config"]],
			]),
		};
		const hits = ["example_project/settings.py", "guardian/testapp/testsettings.py"];
		const call = { command: "grep -rn 'USE_TZ\\|TIME_ZONE' --include=settings*.py --include=testsettings.py ." };
		const user = "getting RuntimeWarning naive datetime in tests, turn on USE_TZ in the settings files";
		expect(judge("bash", call, user, true, django, hits)).toMatchObject({ verdict: "pass", kind: "Config" });
		expect(on(django, "bash", call, user, hits).get("Config")?.paths).toEqual(hits);
		// (the everyday word is no Django setting: `databases` searched for docs work)
		expect(judge("grep", { pattern: "databases" }, "document the supported databases", true, django).kind).not.toBe(
			"Config",
		);
	});
});

describe("R14: the fifty-fifth pass (Composer's packages, the PHP checkers)", () => {
	const php = () =>
		ShallowView(
			WriteWorkspace({
				"composer.json": JSON.stringify({
					name: "fakerphp/faker",
					require: { php: "^8.1", "psr/container": "^2.0" },
					"require-dev": {
						"phpunit/phpunit": "^9.5",
						"guzzlehttp/guzzle": "^7.0",
						"phpstan/phpstan": "^1.10",
					},
				}),
				"phpstan.neon.dist": "parameters:\n  level: 5\n",
			}),
			[],
		);

	it("a Composer package named by its name alone is the declared dependency it names", () => {
		const view = php();
		const named = on(view, "grep", { pattern: "guzzle", include: "composer.json" }, "bump guzzle to 7.9", [
			"composer.json",
		]).get("Dependency");
		expect(named?.weight).toBeGreaterThanOrEqual(2.4);
		expect(named?.paths).toContain("composer.json");
		// (the platform's `php` is no package of the manifest)
		expect(
			on(view, "grep", { pattern: "psr/container" }, "drop psr/container, it is unused", ["composer.json"]).get(
				"Dependency",
			)?.weight,
		).toBeGreaterThanOrEqual(2.4);
	});

	it("a PHP checker named as its Composer package is the dependency, by its name the lint config", () => {
		const view = php();
		const moved = on(
			view,
			"grep",
			{ pattern: "phpstan/phpstan", include: "composer.json" },
			"bump phpstan to 1.11",
			["composer.json"],
		);
		expect(moved.get("Dependency")?.weight).toBeGreaterThanOrEqual(2.4);
		expect(moved.get("Lint")?.weight ?? 0).toBeLessThan(moved.get("Dependency")!.weight);
		expect(on(view, "grep", { pattern: "phpstan" }, "raise the phpstan level to 6").get("Lint")?.paths).toContain(
			"phpstan.neon.dist",
		);
		// (phpunit searched in the manifest for test work is the test runner's: no package named, as it is when moved)
		const testWork = on(
			view,
			"grep",
			{ pattern: "phpunit", include: "composer.json" },
			"make the tests fail on warnings",
			["composer.json"],
		);
		const bumped = on(view, "grep", { pattern: "phpunit", include: "composer.json" }, "bump phpunit to 10", [
			"composer.json",
		]);
		expect(testWork.get("Dependency")?.weight ?? 0).toBeLessThan(bumped.get("Dependency")!.weight);
		expect(bumped.get("Dependency")!.weight).toBeGreaterThanOrEqual(2.4);
	});
});

describe("R14 (ge): an Elixir project's and a Swift package's own keys", () => {
	const mix = project({
		"mix.exs":
			'defmodule Tesla.Mixfile do\n  @version "1.21.2"\n  def project do\n    [\n      app: :tesla,\n      version: @version,\n      elixir: "~> 1.14",\n      deps: deps()\n    ]\n  end\n  defp deps do\n    [\n      {:mox, "~> 1.0", optional: true}\n    ]\n  end\nend\n',
		"mix.lock": "",
		"config/config.exs": "",
		"lib/tesla.ex": "",
	});
	const swift = project({
		"Package.swift": '// swift-tools-version:6.0\nlet package = Package(\n    name: "Alamofire",\n)\n',
		"Package@swift-5.10.swift": '// swift-tools-version:5.10\nlet package = Package(\n    name: "Alamofire",\n)\n',
		"Sources/Alamofire/Alamofire.swift": "",
	});

	it("reads a mix.exs key searched in it as the work it is", () => {
		const key = (pattern: string, user: string) => judge("grep", { pattern, path: "mix.exs" }, user, true, mix);
		expect(key('elixir: "~>', "require elixir 1.16 as the minimum")).toMatchObject({
			verdict: "pass",
			kind: "Config",
		});
		expect(key("def application", "start the supervisor from the app")).toMatchObject({
			verdict: "pass",
			kind: "Entry",
		});
		expect(key("aliases", "add a mix check alias")).toMatchObject({ verdict: "pass", kind: "Build" });
		// (the Hex package's settings hold its published files: no licence work by their name)
		expect(key("defp package", "ship the changelog in the hex package")).not.toMatchObject({ kind: "License" });
		// a declared dependency searched by its atom in the mix file
		const atom = judge("grep", { pattern: ":mox", path: "mix.exs" }, "loosen the mox requirement", true, mix);
		expect([atom.verdict, atom.kind, atom.lead]).toEqual(["pass", "Dependency", "mix.exs"]);
		// (every Elixir script, `*.exs`, is the tests' and the config's too: no search of the manifests)
		expect(
			judge("grep", { pattern: "Mox", include: "*.exs" }, "fix the flaky adapter test", true, mix).verdict,
		).not.toBe("pass");
	});

	it("reads a Package.swift key searched in every manifest variant as the work it is", () => {
		const key = judge(
			"bash",
			{ command: "rg -n 'swiftLanguageModes' --glob 'Package*.swift'" },
			"switch the package to swift 6 language mode",
			true,
			swift,
		);
		expect([key.verdict, key.kind]).toEqual(["pass", "Config"]);
		const shape = Extract("bash", { command: "rg -n 'swiftLanguageModes' --glob 'Package*.swift'" }, "x")!;
		expect(WorkspaceEvidence(shape, swift, intents).get("Config")?.paths.sort()).toEqual([
			"Package.swift",
			"Package@swift-5.10.swift",
		]);
		// the manifest states no version: a release is no work of it
		expect(swift.files.get("Package.swift")).not.toContain("manifest");
		expect(
			WorkspaceEvidence(
				Extract("grep", { pattern: "version", path: "Package.swift" }, "cut 5.12")!,
				swift,
				intents,
			).has("Version"),
		).toBe(false);
	});
});

describe("R14 (gf): a JVM, Haskell, Meson, Zig, dune or Clojure build's own keys, found in its files alone", () => {
	const gradle = project({
		"build.gradle.kts": "plugins {\n  alias(libs.plugins.dokka)\n}\nkotlin {\n  jvmToolchain(8)\n  iosArm64()\n}\n",
		"clikt/build.gradle.kts": "kotlin {\n  iosArm64()\n}\n",
		"clikt/gradle.properties": "POM_ARTIFACT_ID=clikt-core\n",
		"gradle.properties":
			"VERSION_NAME=5.1.0\nkotlin.native.enableKlibsCrossCompilation=true\nPOM_LICENSE_NAME=Apache-2.0\n",
		"settings.gradle.kts": "",
		"gradle/libs.versions.toml": '[libraries]\nkotest = "io.kotest:kotest-assertions-core:5.9.1"\n',
		"src/commonMain/kotlin/Main.kt": "",
	});
	const sbt = project({ "build.sbt": "ThisBuild / mimaBinaryIssueFilters ++= Seq()\n", ".jvmopts": "-Xmx4g\n" });

	it("reads a key found in the build files as the work it is, those files leading", () => {
		const dokka = judge(
			"bash",
			{ command: "grep -rn dokka --include=*.kts ." },
			"configure dokka so api docs are one site",
			true,
			gradle,
			["build.gradle.kts"],
		);
		expect([dokka.verdict, dokka.kind]).toEqual(["pass", "Build"]);
		const targets = on(gradle, "grep", { pattern: "iosArm64|macosArm64", include: "*.kts" }, "build for tvos too", [
			"clikt/build.gradle.kts",
			"build.gradle.kts",
		]);
		expect(targets.get("Build")?.paths).toEqual(["build.gradle.kts", "clikt/build.gradle.kts"]);
		const level = judge(
			"grep",
			{ pattern: "jvmTarget|JavaVersion", include: "*.kts" },
			"emit 1.8 bytecode",
			true,
			gradle,
			["build.gradle.kts"],
		);
		expect([level.verdict, level.kind]).toEqual(["pass", "Config"]);
		const artifact = on(gradle, "grep", { pattern: "POM_ARTIFACT_ID" }, "rename the core module's artifact", [
			"clikt/gradle.properties",
		]);
		expect(artifact.get("Entry")?.paths).toEqual(["clikt/gradle.properties"]);
		const mima = judge("grep", { pattern: "mimaBinaryIssueFilters" }, "MiMa complains, add exclusions", true, sbt, [
			"build.sbt",
		]);
		expect([mima.verdict, mima.kind]).toEqual(["pass", "Build"]);
	});

	it("reads a Zig build's, dune's and a Clojure project's keys as the work they are", () => {
		const zig = project({
			"build.zig":
				'const v = std.SemanticVersion{ .major = 0 };\nconst cov = b.addSystemCommand(&.{ "kcov" });\n',
			"build.zig.zon": '.{\n    .name = .capy,\n    .version = "0.4.1",\n}\n',
			"src/capy.zig": "",
		});
		const coverage = on(zig, "grep", { pattern: "kcov", include: "*.zig" }, "turn the kcov coverage back on", [
			"build.zig",
		]);
		expect(coverage.get("Test")?.paths).toEqual(["build.zig"]);
		const version = on(zig, "grep", { pattern: "SemanticVersion" }, "the shared lib reports 0.4.0, bump it", [
			"build.zig",
		]);
		expect(version.get("Version")?.paths).toEqual(["build.zig"]);
		const dune = project({
			"dune-project": "(lang dune 3.8)\n(name styled-ppx)\n",
			"packages/bin/dune": "(executable (public_name styled-ppx))\n",
			"packages/bin/main.ml": "",
		});
		const cli = on(dune, "grep", { pattern: "public_name styled-ppx", include: "dune" }, "rename the cli binary", [
			"packages/bin/dune",
		]);
		expect(cli.get("Entry")?.paths).toEqual(["packages/bin/dune"]);
		const clojure = project({
			"project.clj":
				'(defproject http-kit "2.9.0"\n  :test-selectors {:default identity}\n  :global-vars {*warn-on-reflection* true})\n',
			"src/org/httpkit/client.clj": "",
		});
		const selector = on(clojure, "grep", { pattern: ":test-selectors", path: "project.clj" }, "skip the ci tests", [
			"project.clj",
		]);
		expect(selector.get("Test")?.paths).toEqual(["project.clj"]);
		const reflection = on(clojure, "grep", { pattern: "warn-on-reflection" }, "warn on reflection everywhere", [
			"project.clj",
		]);
		expect(reflection.get("Lint")?.paths).toEqual(["project.clj"]);
	});

	it("files a flag found in gradle.properties alone as the build's config", () => {
		const flag = on(
			gradle,
			"bash",
			{ command: 'grep -rn "enableKlibsCrossCompilation" --include=*.properties .' },
			"turn off the klib cross compilation flag",
			["gradle.properties"],
		);
		expect(flag.get("Config")?.paths).toEqual(["gradle.properties"]);
		// (the version key is the release's, not a flag)
		expect(on(gradle, "grep", { pattern: "VERSION_NAME" }, "cut 5.1.1", ["gradle.properties"]).has("Config")).toBe(
			false,
		);
	});

	it("reads nothing when the key is found in code too, or the output was cut", () => {
		const code = on(gradle, "grep", { pattern: "iosArm64" }, "build for ios", [
			"build.gradle.kts",
			"src/commonMain/kotlin/Main.kt",
		]);
		expect(code.get("Build")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
		const cut = WorkspaceEvidence(
			Extract("grep", { pattern: "iosArm64" }, "build for ios")!,
			gradle,
			intents,
			["build.gradle.kts"],
			true,
		);
		expect(cut.get("Build")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
	});

	it("reads an Android module's keys: its SDK levels, its version (the properties stating it leading), its lint", () => {
		const android = project({
			"gradle.properties": "projectMinSdk=26\nprojectVersionCode=119\nprojectVersionName=0.6.0-alpha02\n",
			"app/build.gradle.kts":
				"android {\n  defaultConfig {\n    minSdk = projectMinSdk.toInt()\n    versionCode = projectVersionCode.toInt()\n  }\n  lint {\n    abortOnError = false\n  }\n}\n",
			"settings.gradle.kts": "",
			"app/src/main/AndroidManifest.xml": "",
		});
		const version = on(android, "grep", { pattern: "versionCode" }, "time for the next alpha, bump versionCode", [
			"app/build.gradle.kts",
		]);
		expect(version.get("Version")?.paths).toEqual(["gradle.properties", "app/build.gradle.kts"]);
		const sdk = on(android, "grep", { pattern: "minSdk", include: "*.kts" }, "drop android 8, raise the min sdk", [
			"app/build.gradle.kts",
		]);
		expect(sdk.get("Config")?.paths).toEqual(["app/build.gradle.kts"]);
		const lint = on(android, "grep", { pattern: "abortOnError" }, "lint should fail the build", [
			"app/build.gradle.kts",
		]);
		expect(lint.get("Lint")?.paths).toEqual(["app/build.gradle.kts"]);
		const signing = on(android, "grep", { pattern: "signingConfigs" }, "sign the release apk", [
			"app/build.gradle.kts",
		]);
		expect(signing.get("Build")?.paths).toEqual(["app/build.gradle.kts"]);
		// (found in the code too, a key is no build's)
		const code = on(android, "grep", { pattern: "unitTests" }, "fix the unit tests", [
			"app/build.gradle.kts",
			"app/src/test/kotlin/UnitTests.kt",
		]);
		expect(code.get("Test")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
	});

	it("leads a Flutter app's version key with its pubspec, and a library's other version never", () => {
		const flutter = project({
			"pubspec.yaml": "name: anytime\nversion: 1.4.3+1\n",
			"android/app/build.gradle": "android {\n  defaultConfig {\n    versionCode flutter.versionCode\n  }\n}\n",
			"lib/main.dart": "",
		});
		const flutterVersion = on(flutter, "grep", { pattern: "versionCode" }, "bump to 1.5.0+2", [
			"android/app/build.gradle",
		]);
		expect(flutterVersion.get("Version")?.paths).toEqual(["pubspec.yaml", "android/app/build.gradle"]);
		// (the key the properties state, `VERSION_NAME`, is the library's: no other file leads it)
		const library = project({
			"gradle.properties": "VERSION_NAME=2.3.0\n",
			"build.gradle.kts": "",
		});
		const own = on(library, "grep", { pattern: "VERSION_NAME" }, "cut 2.3.1", ["gradle.properties"]);
		expect(own.get("Version")?.paths).toEqual(["gradle.properties"]);
	});

	it("reads rebar3's and an Erlang app's keys: the compiler's options, checks, docs, version and the app's callback", () => {
		const erlang = project({
			"rebar.config":
				'{erl_opts, [{platform_define, "R14", x}]}.\n{xref_checks, [undefined_function_calls]}.\n{deps, [certifi]}.\n{ex_doc, []}.\n',
			"src/hackney.app.src": '{application, hackney, [{vsn, "4.7.4"}, {mod, {hackney_app, []}}]}.\n',
			"src/hackney.erl": "",
			"src/hackney_app.erl": "",
		});
		const key = (args: Record<string, unknown>, user: string, hits: string[]) =>
			on(erlang, "grep", args, user, hits);
		expect(
			key({ pattern: "platform_define" }, "drop the R14 defines", ["rebar.config"]).get("Config")?.paths,
		).toEqual(["rebar.config"]);
		expect(key({ pattern: "xref" }, "silence the xref warning", ["rebar.config"]).get("Lint")?.paths).toEqual([
			"rebar.config",
		]);
		expect(key({ pattern: "ex_doc" }, "rebar3 ex_doc fails", ["rebar.config"]).get("Docs")?.paths).toEqual([
			"rebar.config",
		]);
		// (the app's version key found in its resource file alone names that file)
		expect(
			key({ pattern: "vsn", path: "src" }, "cut the 4.7.5 release", ["src/hackney.app.src"]).get("Version")
				?.paths,
		).toEqual(["src/hackney.app.src"]);
		expect(
			key({ pattern: "mod", path: "src" }, "where does the app start", ["src/hackney.app.src"]).get("Entry")
				?.paths,
		).toEqual(["src/hackney.app.src"]);
		// (a key found in the code too is no setting's; a package searched is the dependency's work, not a key's)
		const code = key({ pattern: "env", path: "src" }, "read the pool size", [
			"src/hackney.app.src",
			"src/hackney.erl",
		]);
		expect(code.get("Config")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
		expect(key({ pattern: "certifi" }, "bump certifi", ["rebar.config"]).get("Lint")).toBeUndefined();
		// (a Gradle script's `env` is no Erlang key)
		const gradle = project({ "build.gradle": "def env = System.getenv()\n" });
		expect(on(gradle, "grep", { pattern: "env" }, "read the env", ["build.gradle"]).get("Config")).toBeUndefined();
	});

	it("reads a PowerShell module manifest's keys: what it exports, the modules it needs, its version", () => {
		const pode = project({
			"Pode.psd1":
				"@{\n    RootModule = 'Pode.psm1'\n    ModuleVersion = '2.12.1'\n    FunctionsToExport = @('Get-PodeCookie')\n    RequiredModules = @('PSFramework')\n}\n",
			"Pode.psm1": "",
			"Strings.psd1": "@{ Greeting = 'hi' }\n",
			"package.json": '{"name": "docs"}',
		});
		// (the root's view files the manifest as the graph does, a data file as nothing)
		expect(pode.files.get("Pode.psd1")).toEqual(["manifest", "version-file"]);
		expect(pode.files.get("Strings.psd1")).toBeUndefined();
		const exports = on(pode, "grep", { pattern: "FunctionsToExport" }, "export the new helpers", ["Pode.psd1"]);
		expect(exports.get("Entry")?.paths).toEqual(["Pode.psd1"]);
		const version = on(pode, "grep", { pattern: "ModuleVersion" }, "release 2.12.2", ["Pode.psd1"]);
		expect(version.get("Version")?.paths).toEqual(["Pode.psd1"]);
		const data = on(pode, "grep", { pattern: "RootModule" }, "where is the module loaded", ["Strings.psd1"]);
		expect(data.get("Entry")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
	});

	it("knows a system's package manager as no package of the project's", () => {
		const docker = project({ "hadolint.cabal": "name: hadolint\nversion: 2.15.1\n", "src/Rule.hs": "" });
		const apt = on(
			docker,
			"bash",
			{ command: "grep -rn 'apt-get' src/Rule.hs" },
			"false positive for apt-get install with a version wildcard",
			["src/Rule.hs"],
		);
		expect(apt.has("Dependency")).toBe(false);
	});

	it("reads an escaped or grouped key, and leaves a version, a moved package and a test's build file alone", () => {
		const escaped = on(
			gradle,
			"grep",
			{ pattern: "(jvmTarget\\s*=|JavaVersion)", include: "*.kts" },
			"emit 1.8 bytecode",
			["build.gradle.kts"],
		);
		expect(escaped.get("Config")?.paths).toEqual(["build.gradle.kts"]);
		// the version and a library's version in the properties are no flag of the build's
		for (const pattern of ["^version", "VERSION_NAME\\s*=", "kotlinVersion", "POM_NAME"]) {
			const evidence = on(gradle, "grep", { pattern, path: "gradle.properties" }, "bump it", [
				"gradle.properties",
			]);
			expect(evidence.get("Config")?.weight ?? 0, pattern).toBeLessThan(KNOWN_WEIGHTS.projectKey);
		}
		// a linter the user moves is the dependency's work, not the lint settings'
		const moved = on(
			gradle,
			"bash",
			{ command: "grep -rn detekt gradle/libs.versions.toml build.gradle.kts" },
			"bump detekt to 1.23.7",
			["gradle/libs.versions.toml", "build.gradle.kts"],
		);
		expect(moved.get("Lint")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
		// a Gradle plugin's test project is data, and a library named like a key (`mimalloc`) is no key
		const data = on(gradle, "grep", { pattern: "dokka" }, "configure dokka", [
			"src/functionalTest/resources/sample/build.gradle.kts",
		]);
		expect(data.get("Build")?.paths ?? []).not.toContain("src/functionalTest/resources/sample/build.gradle.kts");
		const meson = project({ "meson.build": "project('x', 'c')\nmimalloc_dep = dependency('mimalloc')\n" });
		expect(
			on(meson, "grep", { pattern: "mimalloc", path: "meson.build" }, "bump mimalloc", ["meson.build"]).get(
				"Build",
			)?.weight ?? 0,
		).toBeLessThan(KNOWN_WEIGHTS.projectKey);
		const jvm = on(sbt, "bash", { command: "grep -rn 'Xmx' ." }, "give sbt more memory", [".jvmopts"]);
		expect(jvm.get("Config")?.paths).toEqual([".jvmopts"]);
	});
});

describe("R14 (gf): a Perl distribution's build keys and its modules by name", () => {
	const perl = project({
		"dist.ini": "name = libwww-perl\ncopyright_holder = Gisle Aas\n[Test::PodSpelling]\nspell_cmd = aspell list\n",
		cpanfile: "requires 'HTML::HeadParser' => '3.71';\nrequires 'HTTP::Message' => '7.01';\n",
		"lib/LWP.pm": "",
	});

	it("reads a key found in the build files alone as the work it is, a spelled-out group's too", () => {
		expect(
			on(perl, "grep", { pattern: "copyright_(holder|year)" }, "update the copyright year", ["dist.ini"]).get(
				"License",
			)?.paths,
		).toEqual(["dist.ini"]);
		expect(
			on(perl, "grep", { pattern: "spell_cmd" }, "force the en_US dictionary", ["dist.ini"]).get("Lint")?.paths,
		).toEqual(["dist.ini"]);
		// (found in the code too, it is no setting's)
		const code = on(perl, "grep", { pattern: "spell_cmd" }, "force the dictionary", ["dist.ini", "lib/LWP.pm"]);
		expect(code.get("Lint")?.weight ?? 0).toBeLessThan(KNOWN_WEIGHTS.projectKey);
	});

	it("knows a declared module searched whole, by an alternation, or by its own name for a user naming it in full", () => {
		const whole = on(perl, "grep", { pattern: "HTTP::(Message|Request)", path: "cpanfile" }, "bump it", [
			"cpanfile",
		]);
		expect(whole.get("Dependency")?.paths).toContain("cpanfile");
		const part = on(
			perl,
			"bash",
			{ command: "grep -rn 'HeadParser' cpanfile dist.ini" },
			"raise the min version of HTML::HeadParser to 3.72",
			["cpanfile"],
		);
		expect(part.get("Dependency")?.paths).toContain("cpanfile");
		// (its name alone, the user naming no module, names none)
		const bare = on(perl, "grep", { pattern: "HeadParser" }, "how do we parse heads", ["cpanfile"]);
		expect(bare.get("Dependency")?.paths ?? []).not.toContain("cpanfile");
	});
});

describe("R14: an Apple project's, a Gradle build's logic and a Cargo workspace's keys; a package only a lockfile holds", () => {
	const apple = project({
		"Package.swift": "// swift-tools-version:5.7\nimport PackageDescription\n",
		"Yams.podspec": "Pod::Spec.new do |s|\n  s.ios.deployment_target = '11.0'\nend\n",
		"Yams.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 11.0;\n",
		"CHANGELOG.md": "- Raise IPHONEOS_DEPLOYMENT_TARGET to 11.0\n",
		"Pods/Target Support Files/Yams/Yams.debug.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n",
		"ruff.toml": "line-length = 100\n",
		Gemfile: "source 'https://rubygems.org'\ngem \"jazzy\"\n",
		"Gemfile.lock": "GEM\n  specs:\n    rexml (3.4.4)\n",
		".swiftlint.yml": "identifier_name:\n  excluded:\n    - id\n",
		"Sources/Yams/Parser.swift": "",
	});

	it("reads a deployment target found in the podspec and the Xcode project as their config", () => {
		const target = on(
			apple,
			"grep",
			{ pattern: "IPHONEOS_DEPLOYMENT_TARGET|ios.deployment_target" },
			"raise the minimum iOS deployment target to 12.0",
			["Yams.podspec", "Yams.xcodeproj/project.pbxproj"],
		);
		expect(target.get("Config")?.paths).toEqual(["Yams.podspec", "Yams.xcodeproj/project.pbxproj"]);
		// (found in the code too, it is no setting's)
		const code = on(apple, "grep", { pattern: "deployment_target" }, "why", [
			"Yams.podspec",
			"Sources/Yams/Parser.swift",
		]);
		expect(code.get("Config")?.paths ?? []).not.toContain("Yams.podspec");
		// (a changelog's entry beside them is history; a podspec's dotted key read by its last member)
		const history = on(apple, "grep", { pattern: "s.ios.deployment_target" }, "raise the iOS floor", [
			"CHANGELOG.md",
			"Yams.podspec",
		]);
		expect(history.get("Config")?.paths).toEqual(["Yams.podspec"]);
		// (CocoaPods' generated settings are none of the project's)
		const pods = on(apple, "grep", { pattern: "IPHONEOS_DEPLOYMENT_TARGET" }, "why", [
			"Pods/Target Support Files/Yams/Yams.debug.xcconfig",
		]);
		expect(pods.get("Config")).toBeUndefined();
	});

	it("leads with the lockfile a package the manifests do not declare was found in", () => {
		const bump = on(
			apple,
			"grep",
			{ pattern: "rexml", path: "." },
			"dependabot says rexml is vulnerable, bump it to 3.4.2",
			["Gemfile.lock"],
		);
		expect(bump.get("Dependency")?.paths[0]).toBe("Gemfile.lock");
		expect(bump.get("Dependency")?.paths).toContain("Gemfile");
		// (a package added or dropped is the manifest's first)
		const add = on(apple, "grep", { pattern: "rexml" }, "add rexml as a dependency", ["Gemfile.lock"]);
		expect(add.get("Dependency")?.paths[0]).not.toBe("Gemfile.lock");
		const drop = on(apple, "grep", { pattern: "rexml" }, "we don't need rexml anymore, drop it", ["Gemfile.lock"]);
		expect(drop.get("Dependency")?.paths[0]).not.toBe("Gemfile.lock");
	});

	it("reads a snake_case rule a linter complains of as its config's", () => {
		const rule = judge(
			"grep",
			{ pattern: "identifier_name" },
			"swiftlint complains about the identifier `id` being too short, allow it",
			true,
			apple,
		);
		expect([rule.verdict, rule.kind]).toEqual(["pass", "Lint"]);
		expect(
			on(apple, "grep", { pattern: "identifier_name" }, "swiftlint complains about `id`").get("Lint")?.paths,
		).toEqual([".swiftlint.yml"]);
		// (a variable another linter flags is code: `ruff errors on foo_bar`)
		expect(
			on(apple, "grep", { pattern: "foo_bar" }, "ruff errors on foo_bar being unused").get("Lint")?.weight ?? 0,
		).toBeLessThan(KNOWN_WEIGHTS.lintRuleAsked);
		// (a snake_case word searched with no linter's complaint is code)
		expect(
			judge("grep", { pattern: "identifier_name" }, "where is the identifier name read", true, apple).kind,
		).not.toBe("Lint");
	});

	it("reads a Gradle key found in the build's scripts and its buildSrc, a changelog's entry beside them no setting", () => {
		const gradle = project({
			"build.gradle.kts": "kotlin { compilerOptions { languageVersion.set(KotlinVersion.KOTLIN_2_1) } }\n",
			"CHANGELOG.md": "- Kotlin 2.1\n",
			"buildSrc/src/main/kotlin/coil3/projects.kt": "tasks.withType<Test> { testLogging { } }\n",
			"settings.gradle.kts": "",
		});
		const level = on(
			gradle,
			"grep",
			{ pattern: "KOTLIN_2_|languageVersion|Kotlin 2\\.1" },
			"move the kotlin languageVersion target up to 2.2",
			["CHANGELOG.md", "build.gradle.kts"],
		);
		expect(level.get("Config")?.paths).toEqual(["build.gradle.kts"]);
		const bytecode = on(gradle, "grep", { pattern: "JVM_11|VERSION_11", include: "*.kts" }, "java 11 to 17", [
			"build.gradle.kts",
		]);
		expect(bytecode.get("Config")?.paths).toEqual(["build.gradle.kts"]);
		const logging = on(
			gradle,
			"grep",
			{ pattern: "testLogging", path: "buildSrc" },
			"where's testLogging configured? want full stack traces",
			["buildSrc/src/main/kotlin/coil3/projects.kt"],
		);
		expect(logging.get("Test")?.paths).toEqual(["buildSrc/src/main/kotlin/coil3/projects.kt"]);
		// (the build logic's own tests and their projects are none of the build's)
		const fixture = on(gradle, "grep", { pattern: "testLogging", path: "buildSrc" }, "where's testLogging set", [
			"buildSrc/src/test/kotlin/ProjectsTest.kt",
		]);
		expect(fixture.get("Test")).toBeUndefined();
	});

	it("reads a Cargo workspace's own table and its shared dependencies' as their work", () => {
		const workspace = project({
			"Cargo.toml":
				'[workspace]\nresolver = "2"\nmembers = ["a"]\n\n[workspace.dependencies]\nlog = "0.4"\n\n[workspace.lints.clippy]\nall = "warn"\n',
			"a/Cargo.toml": '[package]\nname = "a"\n',
		});
		const table = on(
			workspace,
			"grep",
			{ pattern: "\\[workspace\\]", include: "*.toml" },
			"cargo warns virtual workspace defaulting to resolver = 1",
			["Cargo.toml"],
		);
		expect(table.get("Config")?.paths).toEqual(["Cargo.toml"]);
		const shared = on(workspace, "grep", { pattern: "\\[workspace.dependencies\\]", include: "*.toml" }, "x", [
			"Cargo.toml",
		]);
		expect(shared.get("Dependency")?.paths).toEqual(["Cargo.toml"]);
		const lints = on(workspace, "grep", { pattern: "\\[workspace.lints.clippy\\]", include: "*.toml" }, "x", [
			"Cargo.toml",
		]);
		expect(lints.get("Lint")?.paths).toEqual(["Cargo.toml"]);
	});
});

describe("R14: a Maven build's, a .NET build's, a Dart package's and a Melos workspace's keys; an app's setting", () => {
	const maven = project({
		"pom.xml": "<project><modules><module>gson</module></modules></project>\n",
		"gson/pom.xml":
			"<project><build><plugins><plugin><configuration><argLine>-x</argLine></configuration></plugin></plugins></build></project>\n",
		".mvn/jvm.config": "--add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED\n",
		"README.md": "",
	});

	it("reads a POM's own key found in the POMs or in .mvn/ as its work", () => {
		const enforcer = on(
			maven,
			"grep",
			{ pattern: "requireJavaVersion", path: "." },
			"the enforcer rejects JDK 22",
			["pom.xml"],
		);
		expect(enforcer.get("Config")?.paths).toEqual(["pom.xml"]);
		const argLine = on(maven, "grep", { pattern: "argLine" }, "where does surefire get its argLine", [
			"gson/pom.xml",
		]);
		expect(argLine.get("Test")?.paths).toEqual(["gson/pom.xml"]);
		// (an element as a search writes it, `<profile>`; a Maven property whole, `maven.test.skip`)
		const profile = on(maven, "grep", { pattern: "<profile>", include: "pom.xml" }, "add a maven profile", [
			"gson/pom.xml",
		]);
		expect(profile.get("Build")?.paths).toEqual(["gson/pom.xml"]);
		const skip = on(maven, "grep", { pattern: "maven.test.skip", include: "pom.xml" }, "skip the codegen too", [
			"gson/pom.xml",
		]);
		expect(skip.get("Test")?.paths).toEqual(["gson/pom.xml"]);
		const flags = on(maven, "grep", { pattern: "add-exports" }, "where do the JVM flags go", [".mvn/jvm.config"]);
		expect(flags.get("Config")?.paths).toEqual([".mvn/jvm.config"]);
		for (const pattern of ["Xplugin:ErrorProne|XDcompilePolicy", "-Xplugin:ErrorProne"]) {
			const lint = on(maven, "grep", { pattern, include: "*.xml" }, "x", ["pom.xml"]);
			expect(lint.get("Lint")?.paths, pattern).toEqual(["pom.xml"]);
		}
		// (a POM kept as a test's data or copied into the build's output sets none of the build's keys; found in the
		// README too, it is no setting's)
		const data = on(maven, "grep", { pattern: "argLine" }, "x", ["gson/src/test/resources/pom.xml"]);
		expect(data.get("Test")).toBeUndefined();
		const output = on(maven, "grep", { pattern: "argLine" }, "x", ["gson/target/classes/META-INF/maven/pom.xml"]);
		expect(output.get("Test")).toBeUndefined();
		const prose = on(maven, "grep", { pattern: "argLine" }, "x", ["gson/pom.xml", "README.md"]);
		expect(prose.get("Test")).toBeUndefined();
	});

	const dotnet = project({
		"src/Directory.Build.props":
			"<Project><PropertyGroup><LangVersion>12</LangVersion></PropertyGroup></Project>\n",
		"src/Lib/Lib.csproj":
			'<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net8.0</TargetFrameworks></PropertyGroup></Project>\n',
		"src/CommonAssemblyInfo.cs": '[assembly : AssemblyVersion("12.0.0.0")]\n',
		"src/Lib/Validator.cs": "",
		"global.json": '{ "sdk": { "version": "9.0.100", "rollForward": "latestFeature" } }\n',
	});

	it("reads an MSBuild property, a global.json key or an assembly attribute found in those files as its work", () => {
		const lang = on(dotnet, "grep", { pattern: "<LangVersion>" }, "move all projects to a newer C# LangVersion", [
			"src/Directory.Build.props",
		]);
		expect(lang.get("Config")?.paths).toEqual(["src/Directory.Build.props"]);
		const targets = on(dotnet, "grep", { pattern: "<TargetFramework", include: "*.csproj" }, "drop net5", [
			"src/Lib/Lib.csproj",
		]);
		expect(targets.get("Build")?.paths).toEqual(["src/Lib/Lib.csproj"]);
		const version = on(dotnet, "grep", { pattern: "AssemblyVersion", path: "src" }, "update it for v13", [
			"src/CommonAssemblyInfo.cs",
		]);
		expect(version.get("Version")?.paths).toEqual(["src/CommonAssemblyInfo.cs"]);
		const sdk = on(dotnet, "grep", { pattern: "sdk" }, "allow a newer SDK", ["global.json"]);
		expect(sdk.get("Config")?.paths).toEqual(["global.json"]);
		const internals = on(dotnet, "grep", { pattern: "InternalsVisibleTo", path: "src" }, "x", [
			"src/CommonAssemblyInfo.cs",
		]);
		expect(internals.get("Test")?.paths).toEqual(["src/CommonAssemblyInfo.cs"]);
		// (found in the code too, in the build's output or in a test of the attributes, it is no setting's)
		for (const found of [
			["src/CommonAssemblyInfo.cs", "src/Lib/Validator.cs"],
			["src/Lib/obj/Debug/net8.0/Lib.AssemblyInfo.cs"],
			["src/Lib.Tests/AssemblyInfoTests.cs"],
		]) {
			const code = on(dotnet, "grep", { pattern: "AssemblyVersion" }, "x", found);
			expect(code.get("Version"), found.join()).toBeUndefined();
		}
	});

	it("reads a pubspec's key searched in the pubspecs, each that states it, and a Melos workspace's", () => {
		const dart = project({
			"pubspec.yaml": "name: dio_workspace\nenvironment:\n  sdk: '>=2.18.0 <4.0.0'\n",
			"melos.yaml": "name: dio\ncommand:\n  bootstrap:\n    hooks:\n      pre: dart scripts/check.dart\n",
		});
		const sdk = on(
			dart,
			"bash",
			{ command: "grep -rn -A1 '^environment:' --include=pubspec.yaml ." },
			"raise the minimum supported sdk to Dart 2.18 across the repo",
			["pubspec.yaml", "dio/pubspec.yaml"],
		);
		expect(sdk.get("Config")?.paths).toEqual(["pubspec.yaml", "dio/pubspec.yaml"]);
		// (a Flutter dependency's `sdk: flutter` is no SDK floor; the version is the release's reading, not this one's)
		const flutter = on(dart, "grep", { pattern: "sdk: flutter", include: "pubspec.yaml" }, "x", ["pubspec.yaml"]);
		expect(flutter.get("Config")).toBeUndefined();
		const hooks = on(dart, "bash", { command: "grep -n -A6 'hooks' melos.yaml" }, "the bootstrap pre hook fails", [
			"melos.yaml",
		]);
		expect(hooks.get("Build")?.paths).toEqual(["melos.yaml"]);
		const sdkPath = on(dart, "grep", { pattern: "sdkPath", path: "melos.yaml" }, "x", ["melos.yaml"]);
		expect(sdkPath.get("Config")?.paths).toEqual(["melos.yaml"]);
	});

	it("reads a Mix project's published files list as its build", () => {
		const mix = project({
			"mix.exs": "defmodule Ash.MixProject do\n  defp package do\n    [files: ~w(lib mix.exs)]\n  end\nend\n",
		});
		const files = on(
			mix,
			"grep",
			{ pattern: "files: ~w", path: "mix.exs" },
			"the usage-rules folder isnt being shipped in the hex package",
			["mix.exs"],
		);
		expect(files.get("Build")?.paths).toEqual(["mix.exs"]);
	});

	it("reads an app setting found in its config files alone, the docs describing it aside, as where it is set", () => {
		const files = new Map<string, readonly GraphKind[]>([
			["mix.exs", ["manifest"]],
			["config/config.exs", ["config"]],
			["documentation/topics/pagination.md", ["doc"]],
			["lib/ash/page.ex", []],
		]);
		const app: WorkspaceView = { facts: [], files };
		const set = on(app, "grep", { pattern: "default_page_type" }, "where do we set the default page type", [
			"config/config.exs",
			"documentation/topics/pagination.md",
		]);
		expect(set.get("Config")?.paths).toEqual(["config/config.exs"]);
		// (found in the code too, or a plain word, it says nothing of where it is set)
		const code = on(app, "grep", { pattern: "default_page_type" }, "x", ["config/config.exs", "lib/ash/page.ex"]);
		expect(code.get("Config")).toBeUndefined();
		const word = on(app, "grep", { pattern: "keyset" }, "x", ["config/config.exs"]);
		expect(word.get("Config")).toBeUndefined();
		// (a version key is the release's; a build file among the hits, `CMakeLists.txt`, is no page to set aside; four
		// config files are too many to say where it is set)
		files.set("CMakeLists.txt", ["build-config"]);
		for (const name of ["a", "b", "c", "d"]) files.set(`config/${name}.exs`, ["config"]);
		const version = on(app, "grep", { pattern: "api_version" }, "x", ["config/config.exs"]);
		expect(version.get("Config")).toBeUndefined();
		const build = on(app, "grep", { pattern: "build_testing" }, "x", ["config/config.exs", "CMakeLists.txt"]);
		expect(build.get("Config")).toBeUndefined();
		const many = on(app, "grep", { pattern: "pool_size" }, "x", [
			"config/a.exs",
			"config/b.exs",
			"config/c.exs",
			"config/d.exs",
		]);
		expect(many.get("Config")).toBeUndefined();
		// (camelCase and SCREAMING_CASE keys are settings' too)
		for (const pattern of ["httpbunBaseUrl", "POOL_SIZE"]) {
			const key = on(app, "grep", { pattern }, "x", ["config/config.exs"]);
			expect(key.get("Config")?.paths, pattern).toEqual(["config/config.exs"]);
		}
	});
});

describe("R14: the sixty-fifth pass (Composer's keys, version variables, plugin ids, sbt's keys, XML tags)", () => {
	const php = project({
		"composer.json":
			'{\n  "name": "acme/psr7",\n  "require": {"php": "^8.1", "psr/http-message": "^2.0"},\n  "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n  "config": {"allow-plugins": {"bamarni/composer-bin-plugin": true}, "platform": {"php": "8.1"}},\n  "extra": {"branch-alias": {"dev-master": "2.x-dev"}}\n}\n',
		"phpunit.xml.dist": '<phpunit>\n  <testsuites><testsuite name="Unit"/></testsuites>\n</phpunit>\n',
		"tests/UriTest.php": "",
	});

	it("reads composer.json's own key found in it, or read in it by path, as the work the key is", () => {
		const plugins = on(php, "grep", { pattern: "allow-plugins" }, "the bin plugin is blocked, fix it", [
			"composer.json",
		]);
		expect(plugins.get("Config")?.paths).toEqual(["composer.json"]);
		// (jq prints the value, no file's name: the file it reads holds the key)
		const extra = on(php, "bash", { command: "jq '.extra' composer.json" }, "x");
		expect(extra.get("Config")?.paths).toEqual(["composer.json"]);
		const autoload = on(php, "bash", { command: `jq '.autoload, ."autoload-dev"' composer.json` }, "x");
		expect(autoload.get("Entry")?.paths).toEqual(["composer.json"]);
		// (a package link is the dependency's work; a value no key names says nothing of the work)
		const provide = on(php, "bash", { command: "jq .provide composer.json" }, "x");
		expect(provide.get("Dependency")?.paths).toEqual(["composer.json"]);
		const value = on(php, "grep", { pattern: "bamarni" }, "x", ["composer.json"]);
		expect(value.get("Config")).toBeUndefined();
		// (an installed package's composer.json is no package file of the project)
		const installed: WorkspaceView = {
			facts: [],
			files: new Map<string, readonly GraphKind[]>([["vendor/acme/dep/composer.json", ["manifest"]]]),
		};
		const vendored = on(installed, "grep", { pattern: "allow-plugins" }, "x", ["vendor/acme/dep/composer.json"]);
		expect(vendored.get("Config")).toBeUndefined();
	});

	it("reads an own-key table's key read in its files by path, never for a package the user moves", () => {
		const maven: WorkspaceView = {
			facts: [],
			files: new Map<string, readonly GraphKind[]>([["pom.xml", ["requirements", "manifest"]]]),
		};
		const read = on(maven, "bash", { command: "cat pom.xml | grep -n spotless" }, "x");
		expect(read.get("Lint")?.paths).toEqual(["pom.xml"]);
		const moved = on(maven, "bash", { command: "cat pom.xml | grep -n spotless" }, "bump spotless to 2.44.0");
		expect(moved.get("Lint")).toBeUndefined();
	});

	it("reads an XML element's tag searched as a literal text, found in the test runner's config", () => {
		const suites = on(php, "grep", { pattern: "<testsuite" }, "where do the integration tests live?", [
			"phpunit.xml.dist",
		]);
		expect(suites.get("Test")?.paths).toContain("phpunit.xml.dist");
		// (a comparison is no tag: `count>0` looks for code)
		const compared = on(php, "grep", { pattern: "count>0" }, "where do the integration tests live?", [
			"phpunit.xml.dist",
		]);
		expect(compared.get("Test")).toBeUndefined();
	});

	it("reads a package's version variable found in the file declaring it as the package's, never in the code", () => {
		const sbt: WorkspaceView = {
			facts: [
				{ path: "build.sbt", field: "dependency", value: "http4s" },
				{ path: "build.gradle.kts", field: "dependency", value: "kotlin" },
			],
			files: new Map<string, readonly GraphKind[]>([
				["build.sbt", ["requirements", "build-config", "manifest"]],
				["build.gradle.kts", ["requirements", "build-config", "manifest"]],
				["app/src/main/kotlin/About.kt", []],
			]),
		};
		const bump = on(sbt, "bash", { command: "rg -n 'http4sVersion' --glob '*.sbt'" }, "bump http4s to 0.23.29", [
			"build.sbt",
		]);
		expect(bump.get("Dependency")?.paths).toEqual(["build.sbt"]);
		const screaming = on(sbt, "grep", { pattern: "KOTLIN_VERSION" }, "bump kotlin to 2.2.0", ["build.gradle.kts"]);
		expect(screaming.get("Dependency")?.paths).toEqual(["build.gradle.kts"]);
		const shown = on(sbt, "grep", { pattern: "KOTLIN_VERSION" }, "show the kotlin version on the about screen", [
			"app/src/main/kotlin/About.kt",
		]);
		expect(shown.get("Dependency")).toBeUndefined();
	});

	it("reads a Gradle plugin moved by its id's last part as the catalog's, and names what the user calls it", () => {
		const gradle: WorkspaceView = {
			facts: [
				{ path: "gradle/libs.versions.toml", field: "dependency", value: "com.diffplug.spotless" },
				{ path: "gradle/libs.versions.toml", field: "dependency", value: "org.jetbrains.kotlin.jvm" },
			],
			files: new Map<string, readonly GraphKind[]>([
				["gradle/libs.versions.toml", ["requirements"]],
				["build.gradle.kts", ["requirements", "build-config", "manifest"]],
			]),
		};
		const bump = on(
			gradle,
			"bash",
			{ command: 'grep -rn "spotless" gradle/ build.gradle.kts' },
			"bump spotless plugin to 8.10.0",
			["gradle/libs.versions.toml", "build.gradle.kts"],
		);
		expect(bump.get("Dependency")?.paths[0]).toBe("gradle/libs.versions.toml");
		// (an id's last part named in passing is no package's name: `jvm`)
		const jvm = on(gradle, "grep", { pattern: "jvm" }, "the jvm toolchain should be 21", [
			"gradle/libs.versions.toml",
		]);
		expect(jvm.get("Dependency")).toBeUndefined();
	});

	it("hears a switch from a declared package as its move, never a tool switched off", () => {
		const node: WorkspaceView = {
			facts: [
				{ path: "package.json", field: "dependency", value: "criterion" },
				{ path: "package.json", field: "dependency", value: "eslint" },
			],
			files: new Map<string, readonly GraphKind[]>([["package.json", ["requirements", "manifest"]]]),
		};
		const weight = (pattern: string, user: string) =>
			on(node, "grep", { pattern }, user, ["package.json"]).get("Dependency")?.weight ?? 0;
		expect(weight("criterion", "switch the benchmarks from criterion to tasty-bench")).toBeGreaterThan(
			weight("criterion", "the benchmarks run criterion"),
		);
		expect(weight("eslint", "switch off eslint for the generated files")).toBe(
			weight("eslint", "eslint for the generated files"),
		);
	});

	it("reads sbt's test and load settings as their work", () => {
		const sbt = project({
			"build.sbt": 'Test / parallelExecution := false\naddCommandAlias("check", "fmtCheck")\n',
			"project/ConsoleHelper.scala": "object ConsoleHelper { def welcomeMessage = onLoadMessage }\n",
		});
		const parallel = on(sbt, "grep", { pattern: "parallelExecution" }, "x", ["build.sbt"]);
		expect(parallel.get("Test")?.paths).toEqual(["build.sbt"]);
		const alias = on(sbt, "grep", { pattern: "addCommandAlias" }, "x", ["build.sbt"]);
		expect(alias.get("Build")?.paths).toEqual(["build.sbt"]);
		const welcome = on(sbt, "grep", { pattern: "onLoadMessage" }, "x", ["project/ConsoleHelper.scala"]);
		expect(welcome.get("Build")?.paths).toEqual(["project/ConsoleHelper.scala"]);
	});
});

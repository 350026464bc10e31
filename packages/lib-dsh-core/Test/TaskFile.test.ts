import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildGraph } from "../Source/Function/WorkspaceGraph/Scan";
import { ToolTableKinds } from "../Source/Function/WorkspaceGraph/Manifest";
import { TaskFacts } from "../Source/Function/WorkspaceGraph/TaskFile";

const tasks = (path: string, text: string) =>
	TaskFacts(path, text)
		.filter((fact) => fact.field === "task")
		.map((fact) => fact.value);

describe("a task runner's tasks (the graph's task facts)", () => {
	it("reads a Makefile's targets, never its variables, pattern rules or make's own dot-targets", () => {
		const text = [
			"VERSION := 1.2.0",
			"GO ?= go",
			"CFLAGS = -O2",
			"export PATH := $(PWD)/bin:$(PATH)",
			".PHONY: test lint",
			"all: build",
			"test unit-test: deps",
			"\tgo test ./... # a: b",
			"lint::",
			"%.o: %.c",
			"prerelease:",
			"define RULE",
		].join("\n");
		expect(tasks("Makefile", text)).toEqual(["all", "test", "unit-test", "lint", "prerelease"]);
		// …and its own version, a literal one, the first
		expect(TaskFacts("Makefile", text).filter((fact) => fact.field === "version")).toEqual([
			{ path: "Makefile", field: "version", value: "1.2.0" },
		]);
		expect(TaskFacts("docs/Makefile", "html:\n").map((fact) => [fact.path, fact.field])).toEqual([
			["docs/Makefile", "task"],
		]);
	});

	it("reads Invoke's tasks (bare or with arguments, their dashed names too) only from a file that imports Invoke", () => {
		const text = [
			"from invoke import task",
			"",
			"@task",
			"def clean(c):",
			"    pass",
			"",
			"@task(pre=[clean])",
			"# a comment between",
			"def build_docs(c):",
			"    pass",
			"",
			"def helper():",
			"    pass",
		].join("\n");
		expect(tasks("tasks.py", text)).toEqual(["clean", "build_docs", "build-docs"]);
		// a decorator's arguments over several lines, Invoke imported from its module
		const spread = "from invoke.tasks import task\n\n@task(\n    help={'x': 'y'},\n)\ndef build(c):\n    pass\n";
		expect(tasks("tasks.py", spread)).toEqual(["build"]);
		// Celery's tasks are code
		expect(tasks("tasks.py", "from celery import shared_task\n\n@shared_task\ndef send(to):\n    pass\n")).toEqual(
			[],
		);
	});

	it("reads a justfile's recipes (parameters, quiet ones, aliases), never its settings or variables", () => {
		const text = [
			"set shell := ['bash', '-c']",
			"version := `git describe`",
			"alias t := test",
			"# build: a comment",
			"[private]",
			"default:",
			"  just --list",
			"test *args: build",
			"  cargo test {{args}}",
			"@fmt:",
			"build target='release':",
			"export RUST_LOG := 'info'",
		].join("\n");
		expect(tasks("justfile", text)).toEqual(["t", "default", "test", "fmt", "build"]);
	});

	it("reads a Taskfile's tasks at its first key's indentation, not their keys or other top-level blocks", () => {
		const text = [
			"version: '3'",
			"vars:",
			"  GOFLAGS: -trimpath",
			"tasks:",
			"  # the default",
			"  default:",
			"    cmds:",
			"      - task: test",
			"  test:table:",
			"    cmds: [go test ./table]",
			'  "build": {cmds: [go build]}',
			"  install:",
			"    sources:",
			"      - go.mod",
			"includes:",
			"  docs: ./docs",
		].join("\n");
		expect(tasks("Taskfile.yml", text)).toEqual(["default", "test:table", "build", "install"]);
		expect(tasks("Taskfile.yaml", "tasks:\n    lint:\n        cmds: []\n    fmt: {}\n")).toEqual(["lint", "fmt"]);
	});

	it("reads a Rakefile's tasks, inside their namespaces, and the tasks Rake's libraries define", () => {
		const text = [
			"require 'rspec/core/rake_task'",
			"RSpec::Core::RakeTask.new(:spec)",
			"RuboCop::RakeTask.new",
			"Rake::TestTask.new do |t|",
			"end",
			"task default: %i[spec rubocop]",
			"namespace :db do",
			"  desc 'migrate'",
			"  task :migrate do",
			"    puts 'task :nothing'",
			"  end",
			"end",
			'task "release:prep" => :build',
		].join("\n");
		expect(tasks("Rakefile", text)).toEqual(["spec", "rubocop", "test", "default", "db:migrate", "release:prep"]);
	});

	it("reads a noxfile's sessions by their functions or their given names", () => {
		const text = [
			"import nox",
			"@nox.session(python=['3.12', '3.13'])",
			"@nox.parametrize('django', ['4.2'])",
			"def tests(session):",
			"    pass",
			"def helper():",
			"    pass",
			'@nox.session(name="docs-live")',
			"def docs_live(session):",
			"    pass",
			"@nox.session",
			"def lint(session): ...",
		].join("\n");
		expect(tasks("noxfile.py", text)).toEqual(["tests", "docs-live", "lint"]);
	});

	it("reads a noxfile's session whose decorator runs over lines, and a name given on one of them", () => {
		const text = [
			"import nox",
			"@nox.session(",
			"    python=PYTHON_VERSIONS,",
			"    reuse_venv=True,",
			")",
			"def tests(session):",
			"    pass",
			"@nox.session(",
			'    name="docs-live",',
			")",
			"def docs_live(session):",
			"    pass",
			"@nox.session",
			"@other.wrap(",
			'    name="not-a-session",',
			")",
			"def lint(session): ...",
			"@nox.session(",
			'    # name="old",',
			'    tags=dict(name="nested"),',
			"    venv_params=dict(",
			'        name="deeper",',
			"    ),",
			")",
			"def types(session): ...",
		].join("\n");
		expect(tasks("noxfile.py", text)).toEqual(["tests", "docs-live", "lint", "types"]);
		// (Invoke's given name is dashed as its function's is)
		expect(
			tasks("tasks.py", 'from invoke import task\n@task(\n    name="build_docs",\n)\ndef docs(c):\n    pass\n'),
		).toEqual(["build_docs", "build-docs"]);
	});

	it("reads a hostile line only up to its first 512 characters", () => {
		const long = 200_000;
		expect(TaskFacts("Rakefile", `${"a::".repeat(long)}\n`)).toEqual([]);
		expect(TaskFacts("justfile", `build${" ".repeat(long)}x\nfmt:\n`).map((fact) => fact.value)).toEqual(["fmt"]);
		expect(TaskFacts("Makefile", `${"a ".repeat(long)}\n`)).toEqual([]);
		expect(TaskFacts("Taskfile.yml", `tasks:\n  ${"a:".repeat(long)}\n`).length).toBeLessThanOrEqual(1);
	});

	it("follows Rake namespaces sixteen deep at most (thousands of nested ones would join into every task's name)", () => {
		const deep = `${"namespace :a do\n".repeat(3000)}task :x\n`;
		expect(tasks("Rakefile", deep)).toEqual([`${"a:".repeat(16)}x`]);
	});

	it("reads nothing out of another file, and a bounded number of tasks from a giant", () => {
		expect(TaskFacts("Makefile.am", "all:\n")).toEqual([]);
		expect(TaskFacts("src/tasks.py", "def tests(session):\n")).toEqual([]);
		const giant = Array.from({ length: 5000 }, (_, index) => `target${index}:`).join("\n");
		expect(TaskFacts("Makefile", giant).length).toBe(200);
	});
});

describe("the graph reads task files and setup.cfg's test sections", () => {
	const workspace = (files: Record<string, string>) => {
		const root = mkdtempSync(join(tmpdir(), "dsh-tasks-"));
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(join(root, dirname(path)), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		return root;
	};

	it("states each task file's tasks, and skips a task file that links to /dev/zero", () => {
		const root = workspace({
			"package.json": '{"name":"x","scripts":{"test":"vitest"}}',
			Makefile: "test:\n\tgo test ./...\n",
			justfile: "fmt:\n  cargo fmt\n",
		});
		symlinkSync("/dev/zero", join(root, "Taskfile.yml"));
		const graph = BuildGraph(root);
		const stated = graph.facts.filter((fact) => fact.field === "task").map((fact) => `${fact.path} ${fact.value}`);
		expect(stated.sort()).toEqual(["Makefile test", "justfile fmt"]);
		// the package's own script is still its manifest's
		expect(graph.facts.some((fact) => fact.field === "script" && fact.value === "test")).toBe(true);
	});

	it("states no task of a test's or a fixture's task file", () => {
		const root = workspace({
			Makefile: "build:\n",
			"internal/testdata/Makefile": "fixture:\n",
			"tests/Taskfile.yml": "tasks:\n  inner: {}\n",
		});
		const stated = BuildGraph(root)
			.facts.filter((fact) => fact.field === "task")
			.map((fact) => `${fact.path} ${fact.value}`);
		expect(stated).toEqual(["Makefile build"]);
	});

	it("files a setup.cfg holding pytest's or coverage's section as test config too", () => {
		expect(ToolTableKinds("[metadata]\nname = x\n[tool:pytest]\naddopts = -q\n")).toEqual(["test-config"]);
		expect(ToolTableKinds("[coverage:run]\nbranch = true\n")).toEqual(["test-config"]);
		const root = workspace({ "setup.cfg": "[metadata]\nname = x\n[tool:pytest]\nfilterwarnings = error\n" });
		const kinds = BuildGraph(root)
			.nodes.filter((node) => node.path === "setup.cfg")
			.map((node) => node.kind);
		expect(kinds).toContain("test-config");
	});
});

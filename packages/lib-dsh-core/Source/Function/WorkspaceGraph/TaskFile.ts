import type { GraphFact, GraphKind } from "../../Interface/Graph";
import { VersionStatedKinds } from "./Manifest";

/** A task runner's file whose tasks are read: make's, just's, Task's, Rake's, nox's, Invoke's (Grunt's and Gulp's are
 * code; a `tasks.py` states tasks only where it imports Invoke: Celery's are code too). */
export const TASK_FILE =
	/^(GNUmakefile|[Mm]akefile|[Jj]ustfile|\.justfile|Taskfile\.ya?ml|Rakefile|noxfile\.py|tasks\.py)$/;

/** How many lines of a task file are read, and how many tasks one may state (a generated Makefile states hundreds). */
const MAX_LINES = 4000;
const MAX_TASKS = 200;
/** How deep Rake namespaces are followed: a real Rakefile nests two or three, a hostile one thousands (each task's name
 * joins them all). */
const MAX_NAMESPACE_DEPTH = 16;
/** How much of a line is read: a task is declared on a short line, and a hostile one stays linear to match. */
const MAX_LINE = 512;
/** A task file's top-level assignment of the project's version, a literal one (`VERSION ?= v0.51.0`, `version := "1.2.0"`;
 * not `GO_VERSION`, not one computed by `git describe`). */
const TASK_FILE_VERSION =
	/^(?:export[ \t]+)?(?:VERSION|version)[ \t]*[:?!]?=[ \t]*["']?(v?\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?)["']?[ \t]*(?:#.*)?$/;
/** A task's name as the runners spell it: `test`, `test:table`, `build-docs`, `lint_fix` (not a file path or `%.o`). */
const TASK_NAME = /^[A-Za-z_][\w:.-]{0,63}$/;

// make: `target other: deps` at the line's start, never a variable (`X := y`, `X ?= y`), a rule's `%` or make's own `.PHONY`
const MAKE_RULE = /^([A-Za-z_][\w.-]*(?:[ \t]+[A-Za-z_][\w.-]*)*)[ \t]*::?(?![:=])/;
// just: `name param='x' *args:` (an `@` hides the echo), `alias b := build`; never `set x := y` or a variable `x := y`
const JUST_RECIPE = /^@?([A-Za-z_][\w-]*)(?:[ \t]+(?:[^:\n]|:(?!=))*?)?:(?![=])/;
const JUST_ALIAS = /^alias[ \t]+([A-Za-z_][\w-]*)[ \t]*:=/;
// Task: the keys one level under the top-level `tasks:` (`  test:table:`, `  "build":`)
const TASKFILE_KEY = /^(\s+)["']?([\w:.-]+?)["']?[ \t]*:(?:[ \t]|$)/;
// Rake: `task :spec`, `task "spec"`, `task spec: [...]`, `namespace :db do`, `RSpec::Core::RakeTask.new(:spec)`
const RAKE_TASK = /^\s*(?:multi)?task\s*\(?\s*(?::(\w+)|["']([\w:-]+)["']|(\w+):\s)/;
const RAKE_NAMESPACE = /^\s*namespace\s*\(?\s*(?::(\w+)|["']([\w-]+)["'])/;
const RAKE_LIBRARY_TASK = /(\w+)::(?:\w+::)*(RakeTask|TestTask)\.new\s*(?:\(\s*(?::(\w+)|["']([\w:-]+)["']))?/;
/** The task a Rake library's task class defines when the call names none. */
const RAKE_DEFAULT_NAMES: Record<string, string> = { RSpec: "spec", RuboCop: "rubocop", Rake: "test", YARD: "yard" };
// nox: `@nox.session` then `def tests(session):`, or `@nox.session(name="docs-live")`
const NOX_SESSION = /^@nox\.session\b/;
// the decorator's own `name=` argument, on its line (`@nox.session(name="docs-live")`) or alone on one of its own
const DECORATOR_NAME = /[(,]\s*name\s*=\s*["']([\w:.-]+)["']/;
const DECORATOR_NAME_LINE = /^\s+name\s*=\s*["']([\w:.-]+)["']/;
const PYTHON_DEF = /^def\s+(\w+)\s*\(/;
// Invoke: `@task` or `@task(pre=[clean])` (`@invoke.task`) over `def build(c):`, in a file that imports it
const INVOKE_IMPORT = /^(from\s+invoke(\.\w+)*\s+import\b|import\s+invoke\b)/;
const INVOKE_TASK = /^@(?:invoke\.)?task\b/;

const MakeTasks = (lines: readonly string[]): string[] =>
	lines.flatMap((line) => {
		const targets = MAKE_RULE.exec(line)?.[1];
		return targets ? targets.split(/[ \t]+/).filter((name) => !name.startsWith(".")) : [];
	});

const JustTasks = (lines: readonly string[]): string[] =>
	lines.flatMap((line) => {
		const name =
			JUST_ALIAS.exec(line)?.[1] ??
			(/^(set|export|import|mod)\b/.test(line) ? undefined : JUST_RECIPE.exec(line)?.[1]);
		return name ? [name] : [];
	});

const TaskfileTasks = (lines: readonly string[]): string[] => {
	const names: string[] = [];
	let inTasks = false;
	// the tasks' indentation is the first key's under `tasks:` (two spaces mostly, four in some)
	let indent: number | undefined;
	for (const line of lines) {
		if (/^\s*(#|$)/.test(line)) continue;
		if (/^\S/.test(line)) {
			inTasks = /^tasks[ \t]*:/.test(line);
			indent = undefined;
			continue;
		}
		const key = inTasks ? TASKFILE_KEY.exec(line) : null;
		if (!key) continue;
		indent ??= key[1]!.length;
		if (key[1]!.length === indent) names.push(key[2]!);
	}
	return names;
};

const RakeTasks = (lines: readonly string[]): string[] => {
	const names: string[] = [];
	// a task inside `namespace :db do` is run as `db:migrate`; the namespace's `end` is told by its indentation
	const spaces: { name: string; indent: number }[] = [];
	for (const line of lines) {
		const indent = /^\s*/.exec(line)![0].length;
		if (spaces.length > 0 && /^\s*end\b/.test(line) && indent <= spaces.at(-1)!.indent) {
			spaces.pop();
			continue;
		}
		const prefix = spaces.map((space) => `${space.name}:`).join("");
		const namespace = RAKE_NAMESPACE.exec(line);
		if (namespace) {
			if (spaces.length < MAX_NAMESPACE_DEPTH) spaces.push({ name: (namespace[1] ?? namespace[2])!, indent });
			continue;
		}
		const task = RAKE_TASK.exec(line);
		if (task) names.push(prefix + (task[1] ?? task[2] ?? task[3])!);
		const library = RAKE_LIBRARY_TASK.exec(line);
		if (library) {
			const name = library[3] ?? library[4] ?? RAKE_DEFAULT_NAMES[library[1]!];
			if (name) names.push(prefix + name);
		}
	}
	return names;
};

// a session or task decorator without `name=` names the function it decorates; other decorators may come between, and a
// decorator's arguments may run over lines and close on one of their own (`@nox.session(\n    python=[…],\n)`)
const DecoratedTasks = (
	lines: readonly string[],
	decorator: RegExp,
	spellings: (function_: string) => string[],
): string[] => {
	const names: string[] = [];
	let pending = false;
	let inTaskDecorator = false;
	let given: string | undefined;
	// (the indent of the decorator's own arguments: a `name=` nested deeper is another call's)
	let argumentIndent: number | undefined;
	for (const line of lines) {
		if (decorator.test(line)) {
			pending = inTaskDecorator = true;
			given = DECORATOR_NAME.exec(line)?.[1];
			argumentIndent = undefined;
			continue;
		}
		if (line.startsWith("@")) inTaskDecorator = false;
		else if (inTaskDecorator && given === undefined) {
			const indent = /^(\s+)\S/.exec(line)?.[1]?.length;
			argumentIndent ??= indent;
			if (indent !== undefined && indent === argumentIndent) given = DECORATOR_NAME_LINE.exec(line)?.[1];
		}
		const def = PYTHON_DEF.exec(line)?.[1];
		if (def && pending) names.push(...spellings(given ?? def));
		if (def || (/^[^\s)\]}]/.test(line) && !line.startsWith("@") && !line.startsWith("#"))) {
			pending = inTaskDecorator = false;
			given = undefined;
		}
	}
	return names;
};

const NoxTasks = (lines: readonly string[]): string[] => DecoratedTasks(lines, NOX_SESSION, (session) => [session]);

// (Invoke runs `build_docs` as `build-docs`)
const InvokeTasks = (lines: readonly string[]): string[] =>
	lines.some((line) => INVOKE_IMPORT.test(line))
		? DecoratedTasks(lines, INVOKE_TASK, (task) => [task, task.replace(/_/g, "-")])
		: [];

/**
 * The tasks a task runner's file states (`task` facts: a Makefile's targets, a justfile's recipes and aliases, a
 * Taskfile's tasks, a Rakefile's tasks with their namespaces, a noxfile's sessions, Invoke's tasks), read line by line from its first
 * lines; none for another file. A search or a user naming one is about that file.
 */
export const TaskFacts = (path: string, text: string): GraphFact[] => {
	const base = path.slice(path.lastIndexOf("/") + 1);
	if (!TASK_FILE.test(base)) return [];
	const lines = text.split("\n", MAX_LINES).map((line) => line.slice(0, MAX_LINE).replace(/\r$/, ""));
	const read = /^(GNUmakefile|[Mm]akefile)$/.test(base)
		? MakeTasks
		: /ustfile$/.test(base)
			? JustTasks
			: base.startsWith("Taskfile")
				? TaskfileTasks
				: base === "Rakefile"
					? RakeTasks
					: base === "tasks.py"
						? InvokeTasks
						: NoxTasks;
	const names = [...new Set(read(lines))].filter((name) => TASK_NAME.test(name)).slice(0, MAX_TASKS);
	const facts: GraphFact[] = names.map((value) => ({ path, field: "task", value }));
	// a Makefile's or a justfile's own version (`VERSION ?= v0.51.0`), stamped into the build: a release bumps it there
	if (read === MakeTasks || read === JustTasks)
		for (const line of lines) {
			const value = TASK_FILE_VERSION.exec(line)?.[1];
			if (value === undefined) continue;
			facts.push({ path, field: "version", value });
			break;
		}
	return facts;
};

/** The kinds a task file's own tasks give it: a version file where it states the project's version, and Invoke's
 * `tasks.py` a build file where it states tasks (an app's is Celery's code). One rule for the graph and the shallow view. */
export const TaskFileKinds = (name: string, stated: readonly GraphFact[]): GraphKind[] => [
	...VersionStatedKinds(stated),
	...(name === "tasks.py" && stated.some((fact) => fact.field === "task") ? (["build-config"] as const) : []),
];

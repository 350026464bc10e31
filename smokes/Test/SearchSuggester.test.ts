// The search suggester in the REAL harness: the real grep tool, the real Loader (core first, then the plugin by
// name), the real AgentLoop with a scripted model, and the real `suggestion_dismiss` tool the plugin registers.
import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "@deepseek-ai/dsh-llm";
import { Boot, TextOf } from "@playform/dsh-coach/Harness";
import type { TestBed } from "@playform/dsh-coach/Harness";

const Plugin = "@playform/hook-dsh-search-suggester";

const Files = {
	"package.json": `${JSON.stringify({ name: "demo", version: "0.3.1", license: "MIT", scripts: { build: "tsup" } }, null, 2)}\n`,
	"CHANGELOG.md": "# demo\n\n## 0.3.1\n\n- First release.\n",
	".changeset/config.json": "{}\n",
	"src/index.ts": 'export const name = "demo";\n',
	"README.md": "# demo\n",
};

let bed: TestBed | undefined;
afterEach(async () => {
	await bed?.dispose();
	bed = undefined;
});

const start = async (config: Record<string, unknown> = {}, graph = false) => {
	bed = await Boot({ files: Files });
	const home = mkdtempSync(join(tmpdir(), "search-suggester-harness-"));
	const logFile = join(home, "search.log");
	const persistPath = join(home, "knowledge.json");
	await bed.load("@playform/lib-dsh-core");
	if (graph) await bed.load("@playform/lib-dsh-core/WorkspaceGraph");
	const full = { enabled: true, logFile, persistPath, ...config };
	const id = await bed.load(Plugin, full);
	return { bed, id, logFile, persistPath, full };
};

const notices = (messages: readonly Message[]) =>
	messages.filter((message) => {
		const source = message.source as { kind?: string; form?: string };
		return source.kind === "search-suggester" && source.form === "notice";
	});

/** The texts of the notices a turn's second model request carries that its first did not. */
const fresh = (run: { messages: readonly (readonly Message[])[] }) =>
	notices(run.messages[1]!)
		.slice(notices(run.messages[0]!).length)
		.map((note) => TextOf(note as never));

const grep = (pattern: string) => ({ name: "grep", arguments: { pattern } });
const bash = (command: string) => ({ name: "bash", arguments: { command, description: "search" } });

/** Boots a workspace of `files` with the core's workspace graph and the plugin (shipped config), and its ledger. */
const withGraph = async (files: Record<string, string>) => {
	const booted = (bed = await Boot({ files }));
	const home = mkdtempSync(join(tmpdir(), "search-suggester-harness-"));
	const logFile = join(home, "search.log");
	await booted.load("@playform/lib-dsh-core");
	await booted.load("@playform/lib-dsh-core/WorkspaceGraph");
	await booted.load(Plugin, { enabled: true, logFile, persistPath: join(home, "knowledge.json") });
	return { bed: booted, logFile };
};

describe("search-suggester in the real harness", () => {
	it("a version grep through the real grep tool: the next step carries the note naming package.json and CHANGELOG.md", async () => {
		const { bed, logFile } = await start();
		const run = await bed.turn("Bump the version to 0.4.0 and note it in the changelog.", [
			[grep('"version": "0.3.1"')],
			"done",
		]);
		expect(run.toolResults[0]?.name).toBe("grep");
		expect(run.toolResults[0]?.isError).toBe(false);
		expect(run.toolResults[0]?.text).toContain("package.json");
		expect(notices(run.messages[0]!)).toHaveLength(0);
		const seen = notices(run.messages[1]!);
		expect(seen).toHaveLength(1);
		const text = TextOf(seen[0] as never);
		expect(text).toContain("Search suggestion (Version");
		expect(text).toMatch(/^- package\.json$/m);
		expect(text).toMatch(/^- CHANGELOG\.md$/m);
		expect(text).toMatch(/^- \.changeset\/$/m);
		expect(text).toContain("suggestion_dismiss");
		expect((seen[0]!.source as { summary: string }).summary).toContain("Version → package.json, CHANGELOG.md");
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toContain("search-suggester: activated (bundle 0.2.1, intents 10, threshold 0.75)\n");
		expect(ledger).toMatch(/search-suggester: suggest Version 0\.\d\d 3 candidates\n/);
		expect(statSync(logFile).mode & 0o777).toBe(0o600);
	});

	it("the model calling the real suggestion_dismiss tool suppresses the next note", async () => {
		const { bed, logFile, persistPath } = await start();
		expect(bed.ctx.tools.schemas().some((schema) => schema.name === "suggestion_dismiss")).toBe(true);
		const first = await bed.turn("Bump the version to 0.4.0.", [
			[grep('"version": "0.3.1"')],
			[{ name: "suggestion_dismiss", arguments: { intent: "Version", reason: "I know where it is" } }],
			"ok",
		]);
		expect(notices(first.messages[1]!)).toHaveLength(1);
		const dismissed = first.toolResults.find((result) => result.name === "suggestion_dismiss");
		expect(dismissed?.isError).toBe(false);
		expect(dismissed?.text).toMatch(/^Dismissed the Version suggestion until \d{4}-\d\d-\d\dT/);
		const second = await bed.turn("Bump it again, to 0.5.0.", [
			[grep('"version": "0.4.0"|"version": "0.3.1"')],
			"done",
		]);
		// The conversation carries the first turn's note; the second turn adds none.
		expect(notices(second.messages[1]!)).toHaveLength(notices(second.messages[0]!).length);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toContain("search-suggester: dismissed Version\n");
		expect(ledger).toContain("search-suggester: suppressed dismissed Version\n");
		const knowledge = JSON.parse(readFileSync(persistPath, "utf8"));
		expect(
			Object.values(knowledge.roots).some((root: any) => root.dismissed.some((d: any) => d.intent === "Version")),
		).toBe(true);
		expect(statSync(persistPath).mode & 0o777).toBe(0o600);
	});

	it("with the core's workspaceGraph loaded by name, a bare version literal is named by the fact that states it", async () => {
		const { bed, logFile } = await start({}, true);
		const run = await bed.turn("Bump the version to 0.4.0.", [[grep("0\\.3\\.1")], "done"]);
		const seen = notices(run.messages[1]!);
		expect(seen).toHaveLength(1);
		const text = TextOf(seen[0] as never);
		expect(text.split("\n")[1]).toBe("- package.json (version 0.3.1)");
		expect(text).toMatch(/^- CHANGELOG\.md$/m);
		expect(readFileSync(logFile, "utf8")).toMatch(/suggest Version 0\.\d\d \d candidates/);
	});

	it("the sticky section reaches the system prompt; a code search stays silent; a volatile flip turns the note off", async () => {
		const { bed, id, full, logFile } = await start({ sectionMode: "sticky" });
		const quiet = await bed.turn("Rename name to title in src.", [[grep("export const name")], "done"]);
		expect(notices(quiet.messages[1]!)).toHaveLength(0);
		expect(String(quiet.requests[0]!.system)).toContain(
			"## Where things live in this workspace (search-suggester)",
		);
		expect(String(quiet.requests[0]!.system)).toContain("- Version: ");
		await bed.update(id, { ...full, enabled: false });
		const off = await bed.turn("Bump the version to 0.4.0.", [[grep('"version": "0.3.1"')], "done"]);
		expect(notices(off.messages[1]!)).toHaveLength(notices(off.messages[0]!).length);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toContain("search-suggester: abstained no-signal 0.00\n");
		expect(ledger).toContain("search-suggester: section rebuilt (ttl 20)\n");
		expect(ledger).toContain("search-suggester: disabled (enabled=false)\n");
		expect(ledger.match(/activated \(/g)).toHaveLength(1);
	});

	it("in a monorepo, a lint config among a dozen of its name abstains ambiguous-file; five of seven workflows keep their folder in the note", async () => {
		const packages = Array.from({ length: 12 }, (_, index) => `packages/p${index}`);
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "mono", private: true, devDependencies: { eslint: "^9.0.0" } }, null, 2)}\n`,
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"eslint.config.js": "export default [];\n",
		};
		for (const folder of packages) {
			files[`${folder}/package.json`] =
				`${JSON.stringify({ name: folder.replace("packages/", "@mono/") }, null, 2)}\n`;
			files[`${folder}/eslint.config.js`] = "export default [];\n";
			files[`${folder}/src/index.ts`] = "export {};\n";
		}
		for (const name of ["ci", "docs", "lint", "nightly", "release", "stale", "triage"])
			files[`.github/workflows/${name}.yml`] = "on: push\njobs:\n  run:\n    runs-on: ubuntu-latest\n";
		const { bed, logFile } = await withGraph(files);
		const lint = await bed.turn("chore: add the typescript-eslint require-await rule", [[grep("eslint")], "done"]);
		expect(notices(lint.messages[1]!)).toHaveLength(notices(lint.messages[0]!).length);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: abstained ambiguous-file Lint \d\.\d\d\n/);
		const ci = await bed.turn("chore(deps): update the runner image in the workflows", [[grep("runs-on")], "done"]);
		const note = notices(ci.messages[1]!).slice(notices(ci.messages[0]!).length);
		expect(note).toHaveLength(1);
		const text = TextOf(note[0] as never);
		expect(text).toMatch(/^Search suggestion \(CI, k 0\.\d\d\)/);
		expect(text).toMatch(/^- \.github\/workflows\/$/m);
		expect(text.match(/^- \.github\/workflows\/\w+\.yml$/gm)?.length).toBeGreaterThan(0);
	});

	it("in a monorepo, the package a commit scope names leads the note; a glob for *.yml among .yaml workflows has not arrived", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "mono", private: true, devDependencies: { eslint: "^9.0.0" } }, null, 2)}\n`,
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"eslint.config.js": "export default [];\n",
			"README.md": "# mono\n",
		};
		for (let index = 0; index < 12; index++) {
			const folder = `packages/p${index}`;
			files[`${folder}/package.json`] = `${JSON.stringify({ name: `@mono/p${index}` }, null, 2)}\n`;
			files[`${folder}/eslint.config.js`] = "export default [];\n";
			files[`${folder}/README.md`] = `# p${index}\n\n## Usage\n`;
		}
		for (const name of ["tests", "nightly", "publish"])
			files[`.github/workflows/${name}.yaml`] = "on: push\njobs:\n  run:\n    runs-on: ubuntu-latest\n";
		const { bed, logFile } = await withGraph(files);
		const lint = fresh(await bed.turn("chore(p3): add the require-await rule", [[grep("eslint")], "done"]));
		expect(lint).toHaveLength(1);
		expect(lint[0]!.split("\n")[1]).toBe("- packages/p3/eslint.config.js");
		const docs = fresh(
			await bed.turn("docs(@mono/p7): fix the usage section", [
				[{ name: "grep", arguments: { pattern: "Usage", include: "*.md" } }],
				"done",
			]),
		);
		expect(docs).toHaveLength(1);
		expect(docs[0]!.split("\n")[1]).toBe("- packages/p7/README.md");
		const ci = fresh(
			await bed.turn("Run the nightly workflow on main too", [
				[{ name: "glob", arguments: { pattern: ".github/workflows/*.yml" } }],
				"done",
			]),
		);
		expect(ci).toHaveLength(1);
		expect(ci[0]).toMatch(/^- \.github\/workflows\/nightly\.yaml$/m);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Lint \d\.\d\d \d candidates\n/);
		expect(ledger).toMatch(/search-suggester: suggest CI 0\.\d\d \d candidates\n/);
		expect(ledger).not.toContain("no-companions");
	});

	it("in a monorepo, a build search after a prompt naming one package's tsconfig leads with that tsconfig; one of thirteen unnamed abstains", async () => {
		const manifest = (name: string) =>
			`${JSON.stringify({ name, scripts: { build: "tsc -p tsconfig.json" } }, null, 2)}\n`;
		const files: Record<string, string> = {
			"package.json": manifest("mono"),
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"tsconfig.json": "{}\n",
		};
		for (let index = 0; index < 12; index++) {
			files[`packages/p${index}/package.json`] = manifest(`@mono/p${index}`);
			files[`packages/p${index}/tsconfig.json`] = "{}\n";
		}
		const { bed, logFile } = await withGraph(files);
		const named = fresh(
			await bed.turn("chore(p3/tsconfig): include the test setup file", [[grep('"build"\\s*:')], "done"]),
		);
		expect(named).toHaveLength(1);
		expect(named[0]!.split("\n")[1]).toBe("- packages/p3/tsconfig.json");
		const unnamed = fresh(await bed.turn("drop unneeded types in tsconfig.json", [[grep('"build"\\s*:')], "done"]));
		expect(unnamed).toHaveLength(0);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Build \d\.\d\d \d candidates\n/);
		expect(ledger).toMatch(/search-suggester: abstained ambiguous-file Build \d\.\d\d\n/);
	});

	it("in a monorepo, the package the others depend on gives its files right after the root's", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "router-root", private: true, scripts: { build: "pnpm -r build" } }, null, 2)}\n`,
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"packages/router/package.json": `${JSON.stringify({ name: "vue-router" }, null, 2)}\n`,
			"packages/router/tsconfig.json": "{}\n",
		};
		for (const name of ["docs", "play-a", "play-b", "play-c", "play-d"]) {
			files[`packages/${name}/package.json`] =
				`${JSON.stringify({ name, dependencies: { "vue-router": "workspace:*" } }, null, 2)}\n`;
			files[`packages/${name}/tsconfig.json`] = "{}\n";
		}
		const { bed } = await withGraph(files);
		const run = await bed.turn("refactor: fix type issues", [[grep('"build"\\s*:')], "done"]);
		const note = notices(run.messages[1]!).slice(notices(run.messages[0]!).length);
		expect(note).toHaveLength(1);
		const lines = TextOf(note[0] as never).split("\n");
		expect(lines[1]).toBe("- package.json (script build)");
		expect(lines.slice(2, 4)).toContain("- packages/router/tsconfig.json");
	});

	it("in a monorepo, a package one bare word names by its folder leads a docs note; lint and test notes end with the manifest", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "mono", private: true, scripts: { lint: "eslint .", test: "vitest" } }, null, 2)}\n`,
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n  - packages/labs/*\n",
			"README.md": "# mono\n",
			"CONTRIBUTING.md": "# Contributing\n",
			"eslint.config.js": "export default [];\n",
			"vitest.config.ts": "export default {};\n",
		};
		for (const name of ["core", "react", "labs/motion", "labs/task"]) {
			files[`packages/${name}/package.json`] =
				`${JSON.stringify({ name: `@mono/${name.replace("/", "-")}` }, null, 2)}\n`;
			files[`packages/${name}/README.md`] = `# ${name}\n`;
		}
		const { bed } = await withGraph(files);
		const docs = fresh(
			await bed.turn("Clarify keyframeOptions in motion", [
				[{ name: "grep", arguments: { pattern: "keyframeOptions", include: "*.md" } }],
				"done",
			]),
		);
		expect(docs).toHaveLength(1);
		expect(docs[0]!.split("\n")[1]).toBe("- packages/labs/motion/README.md");
		const lint = fresh(await bed.turn("chore: `lint` script add `concurrency` option", [[grep("eslint")], "done"]));
		expect(lint).toHaveLength(1);
		const lintPaths = lint[0]!.split("\n").filter((line) => line.startsWith("- "));
		expect(lintPaths[0]).toBe("- eslint.config.js");
		expect(lintPaths.at(-1)).toMatch(/^- package\.json\b/);
		const test = fresh(
			await bed.turn("Move the test setup to the config file", [
				[{ name: "glob", arguments: { pattern: "**/*.test.{js,ts}" } }],
				"done",
			]),
		);
		expect(test).toHaveLength(1);
		expect(test[0]).toMatch(/^- vitest\.config\.ts$/m);
		expect(test[0]).toMatch(/^- package\.json\b/m);
	});

	it("a dependency search spelled as a find that runs grep on each manifest is read as that grep", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "mono", private: true, devDependencies: { vite: "^6.0.0" } }, null, 2)}\n`,
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
			"packages/app/package.json": `${JSON.stringify({ name: "app", devDependencies: { vite: "^6.0.0" } }, null, 2)}\n`,
		};
		const { bed, logFile } = await withGraph(files);
		const command = `find . -name package.json -not -path "*/node_modules/*" -exec grep -l '"vite"' {} +`;
		const note = fresh(await bed.turn("chore(deps): bump vite from 6.0.0 to 6.1.0", [[bash(command)], "done"]));
		expect(note).toHaveLength(1);
		expect(note[0]).toMatch(/^Search suggestion \(Dependency, k 0\.\d\d\)/);
		expect(note[0]).toMatch(/^- pnpm-lock\.yaml$/m);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest Dependency 0\.\d\d \d candidates\n/);
	});

	it("a test runner searched in the manifest is test work unless the user asks dependency work", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "app", version: "1.0.0", scripts: { test: "jest" }, devDependencies: { jest: "^29.0.0" } }, null, 2)}\n`,
			"package-lock.json": "{}\n",
			"test/app.test.js": "test('x', () => {});\n",
		};
		const { bed, logFile } = await withGraph(files);
		const test = fresh(
			await bed.turn("Extract the Jest config into its own file", [
				[bash('grep -n "jest" package.json')],
				"done",
			]),
		);
		expect(test).toHaveLength(1);
		expect(test[0]).toMatch(/^Search suggestion \(Test, k 0\.\d\d\)/);
		const dependency = fresh(await bed.turn("Upgrade jest to 30", [[bash('grep -n "jest" package.json')], "done"]));
		expect(dependency).toHaveLength(1);
		expect(dependency[0]).toMatch(/^Search suggestion \(Dependency, k 0\.\d\d\)/);
		expect(dependency[0]).toMatch(/^- package-lock\.json$/m);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Test 0\.\d\d \d candidates\n/);
		expect(ledger).toMatch(/search-suggester: suggest Dependency 0\.\d\d \d candidates\n/);
	});

	it("what the real grep found leads the note: a literal search finding the bundler config, for a user asking build work", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "lib", version: "1.0.0", scripts: { build: "rollup -c" } }, null, 2)}\n`,
			"rollup.config.js": 'export default [{ input: "lib/2019.ts", output: { name: "ajv2019" } }];\n',
			"lib/2019.ts": "export const ajv2019 = 1;\n",
			"karma.conf.js": "module.exports = {};\n",
			"README.md": "# lib\n",
		};
		const { bed, logFile } = await withGraph(files);
		const user = "there's no browser bundle for draft 2020-12, add one";
		const note = fresh(await bed.turn(user, [[grep("ajv2019")], "done"]));
		expect(note).toHaveLength(1);
		expect(note[0]).toMatch(/^Search suggestion \(Build, k 0\.\d\d\)/);
		expect(note[0]!.split("\n")[1]).toBe("- rollup.config.js");
		// a search finding nothing of the kind (the file holding it is gone) brings no such evidence
		const none = fresh(await bed.turn(user, [[grep("ajv2020")], "done"]));
		expect(none).toHaveLength(0);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest Build 0\.\d\d \d candidates\n/);
	});

	it("what a name search found leads its note: a container entrypoint by `find`, a release tool's settings by a glob", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "app", version: "0.1.0", main: "server.js" }, null, 2)}\n`,
			"server.js": "require('http').createServer().listen(3000);\n",
			"scripts/container-entrypoint.sh": "#!/bin/sh\nnode server.js\n",
			".release-it.json": `${JSON.stringify({ github: { release: true } })}\n`,
			"README.md": "# app\n",
		};
		const { bed } = await withGraph(files);
		const entry = fresh(
			await bed.turn("the container doesnt stop on SIGTERM, the entrypoint should exec the server", [
				[bash("find . -name '*entrypoint*' -not -path './node_modules/*'")],
				"done",
			]),
		);
		expect(entry).toHaveLength(1);
		expect(entry[0]).toMatch(/^Search suggestion \(Entry, k 0\.\d\d\)/);
		expect(entry[0]!.split("\n")[1]).toBe("- scripts/container-entrypoint.sh");
		const release = fresh(
			await bed.turn("stop attaching files to the github releases, update the release config", [
				[{ name: "glob", arguments: { pattern: "**/.release-it*" } }],
				"done",
			]),
		);
		expect(release).toHaveLength(1);
		expect(release[0]).toMatch(/^Search suggestion \(Version, k (0\.\d\d|1\.00)\)/);
		expect(release[0]!.split("\n")[1]).toBe("- .release-it.json");
	});

	it("a release's search for the version key in the manifest names the changelog beside it", async () => {
		const { bed, logFile } = await withGraph(Files);
		const note = fresh(
			await bed.turn("Bump the version to 0.3.2 and add a changelog entry.", [
				[bash(`rg -n '"version"' --glob 'package.json' .`)],
				"done",
			]),
		);
		expect(note).toHaveLength(1);
		expect(note[0]).toMatch(/^Search suggestion \(Version, k 0\.\d\d\)/);
		expect(note[0]).toMatch(/^- CHANGELOG\.md$/m);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest Version 0\.\d\d \d candidates\n/);
	});

	it("a search inside docs/ names the folder it searches and the README the prompt asks for; two words in a row hint an example's folder", async () => {
		const files: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "mono", private: true, workspaces: ["examples/*"] }, null, 2)}\n`,
			"README.md": "# mono\n",
			"CONTRIBUTING.md": "# Contributing\n",
			"docs/guide.md": "# Guide\n",
			"docs/index.md": "# Docs\n",
			"examples/next-sse-chat/package.json": `${JSON.stringify({ name: "sse-chat", private: true }, null, 2)}\n`,
			"examples/next-sse-chat/README.md": "# SSE chat\n",
			"examples/next-prisma/package.json": `${JSON.stringify({ name: "prisma", private: true }, null, 2)}\n`,
			"examples/next-prisma/README.md": "# Prisma\n",
		};
		const { bed, logFile } = await withGraph(files);
		const readme = fresh(
			await bed.turn("Update more of the README with the new flag", [[bash("ls docs")], "done"]),
		);
		expect(readme).toHaveLength(1);
		expect(readme[0]).toMatch(/^Search suggestion \(Docs, k 0\.\d\d\)/);
		expect(readme[0]).toMatch(/^- README\.md$/m);
		// the folder the call lists is where the work may be too (R13: the call's own targets lead)
		expect(readme[0]).toMatch(/^- docs\/$/m);
		const docs = fresh(await bed.turn("docs: reword the guide intro", [[bash("ls docs")], "done"]));
		expect(docs).toHaveLength(1);
		expect(docs[0]!.split("\n").find((line) => line.startsWith("- "))).toBe("- docs/");
		const example = fresh(
			await bed.turn("chore: update sse chat readme", [
				[bash("find . -name 'README*' -not -path '*/node_modules/*'")],
				"done",
			]),
		);
		expect(example).toHaveLength(1);
		expect(example[0]!.split("\n").find((line) => line.startsWith("- "))).toBe(
			"- examples/next-sse-chat/README.md",
		);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Docs 0\.\d\d \d candidates\n/);
		expect(ledger).not.toMatch(/search-suggester: abstained no-companions Docs/);
	});

	it("a Python project: a glob in tests/ has not arrived at the tox.ini the prompt names; `__version__` is the version", async () => {
		const files: Record<string, string> = {
			"pyproject.toml":
				'[project]\nname = "demo"\nversion = "1.2.3"\ndependencies = ["httpx"]\n\n[dependency-groups]\ntests = ["pytest"]\n',
			"tox.ini": "[tox]\nenv_list = py3\n",
			"CHANGES.md": "# Changes\n\n## 1.2.3\n",
			"src/demo/__init__.py": '__version__ = "1.2.3"\n',
			"tests/conftest.py": "",
			"tests/test_demo.py": "def test_demo():\n    pass\n",
		};
		const { bed, logFile } = await withGraph(files);
		const tox = fresh(
			await bed.turn("Update tox.ini", [[{ name: "glob", arguments: { pattern: "tests/**/*.py" } }], "done"]),
		);
		expect(tox).toHaveLength(1);
		expect(tox[0]).toMatch(/^Search suggestion \(Test, k 0\.\d\d\)/);
		expect(tox[0]).toMatch(/^- tox\.ini$/m);
		const release = fresh(
			await bed.turn("We're shipping a patch: set the version to 1.2.4.", [
				[bash('grep -rn "__version__" --include=*.py .')],
				"done",
			]),
		);
		expect(release).toHaveLength(1);
		expect(release[0]).toMatch(/^Search suggestion \(Version, k (0\.\d\d|1\.00)\)/);
		expect(release[0]).toMatch(/^- CHANGES\.md$/m);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Test 0\.\d\d \d candidates\n/);
		expect(ledger).toMatch(/search-suggester: suggest Version 0\.\d\d \d candidates\n/);
	});

	it("an app: an environment search names the .env.example the workspace has; without one it stays silent", async () => {
		const app: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "app", version: "2.0.0", private: true }, null, 2)}\n`,
			"tsconfig.json": "{}\n",
			".env.example": "DATABASE_URL=\nPROXY_HEADERS_TRUSTED=false\n",
			"src/server.ts": "export const port = Number(process.env.PORT ?? 3000);\n",
		};
		const { bed, logFile } = await withGraph(app);
		const env = fresh(
			await bed.turn("fix: correctly resolve client IP behind proxies", [
				[bash('rg -n "import\\.meta\\.env|process\\.env" -g "!node_modules"')],
				"done",
			]),
		);
		expect(env).toHaveLength(1);
		expect(env[0]).toMatch(/^Search suggestion \(Config, k 0\.\d\d\)/);
		expect(env[0]).toMatch(/^- \.env\.example$/m);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest Config 0\.\d\d \d candidates\n/);
		await bed.dispose();
		const { [".env.example"]: _dropped, ...bare } = app;
		const { bed: second, logFile: secondLog } = await withGraph(bare);
		const none = fresh(
			await second.turn("fix: correctly resolve client IP behind proxies", [[grep("process\\.env\\.")], "done"]),
		);
		expect(none).toEqual([]);
		expect(readFileSync(secondLog, "utf8")).toMatch(/search-suggester: abstained low-confidence Config 0\.\d\d/);
	});

	it("a git hook read after listing its folder is named, and no line it prints; the code reading the environment is where no dotenv file is", async () => {
		const app: Record<string, string> = {
			"package.json": `${JSON.stringify({ name: "app", version: "2.0.0", scripts: { lint: "eslint ." } }, null, 2)}\n`,
			"eslint.config.js": "export default [];\n",
			".husky/pre-commit": "#!/bin/sh\nnpm run lint\n",
			"src/server.ts": "export const port = Number(process.env.PORT ?? 3000);\n",
		};
		const { bed } = await withGraph(app);
		const hook = fresh(
			await bed.turn("the pre-commit hook lints the whole repo and takes forever, only lint staged files", [
				[bash("ls .husky && cat .husky/pre-commit")],
				"done",
			]),
		);
		expect(hook).toHaveLength(1);
		expect(hook[0]).toMatch(/^Search suggestion \(Lint, k 0\.\d\d\)/);
		const named = hook[0]!.split("\n").filter((line) => line.startsWith("- "));
		expect(named).toContain("- .husky/pre-commit");
		expect(named.some((line) => line.includes("#!"))).toBe(false);
		const env = fresh(
			await bed.turn("let people set the port via an env var like APP_PORT too", [
				[{ name: "grep", arguments: { pattern: "process\\.env", path: "src" } }],
				"done",
			]),
		);
		expect(env).toHaveLength(1);
		expect(env[0]).toMatch(/^Search suggestion \(Config, k 0\.\d\d\)/);
		expect(env[0]).toMatch(/^- src\/server\.ts$/m);
	});

	it("a types-only package: an entry-field search of the manifest names the hand-written index.d.ts; a re-export search and a bare field too", async () => {
		const { bed, logFile } = await withGraph({
			"package.json": `${JSON.stringify({ name: "types-only", version: "5.8.0", types: "./index.d.ts", exports: { ".": { types: "./index.d.ts" } } }, null, 2)}\n`,
			"index.d.ts": "export type {IsUnion} from './source/is-union';\n",
			"source/is-union.d.ts": "export type IsUnion<T> = boolean;\n",
			"readme.md": "# types-only\n",
		});
		const field = fresh(
			await bed.turn("Expose `IsUnion` type", [[bash(`rg -n '"(main|module|exports)"' package.json`)], "done"]),
		);
		expect(field).toHaveLength(1);
		expect(field[0]).toMatch(/^Search suggestion \(Entry, k 0\.\d\d\)/);
		expect(field[0]).toMatch(/^- index\.d\.ts$/m);
		const reexport = fresh(await bed.turn("Add missing exports", [[grep("^export (\\*|\\{)")], "done"]));
		expect(reexport).toHaveLength(1);
		expect(reexport[0]).toMatch(/^- index\.d\.ts$/m);
		// the bare field searched in the manifest stands for the quoted one
		const bare = fresh(await bed.turn("Fix missing exports", [[bash("grep -n exports package.json")], "done"]));
		expect(bare).toHaveLength(1);
		expect(bare[0]).toMatch(/^Search suggestion \(Entry, k 0\.\d\d\)/);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest Entry 0\.\d\d \d candidates\n/);
	});

	it("without the graph, what the root manifest states is enough: the current version and a declared dependency are recognised with no prompt's help (R14)", async () => {
		bed = await Boot({
			files: {
				...Files,
				"package.json": `${JSON.stringify({ name: "demo", version: "1.4.2", dependencies: { express: "^4.19.2" } }, null, 2)}\n`,
				"package-lock.json": "{}\n",
			},
		});
		const home = mkdtempSync(join(tmpdir(), "search-suggester-harness-"));
		const logFile = join(home, "search.log");
		await bed.load("@playform/lib-dsh-core");
		await bed.load(Plugin, { enabled: true, logFile, persistPath: join(home, "knowledge.json") });
		const version = await bed.turn("Look around this repository.", [[bash('grep -rn "1.4.2" .')], "done"]);
		const versionNote = notices(version.messages[1]!).slice(notices(version.messages[0]!).length);
		expect(versionNote).toHaveLength(1);
		expect(TextOf(versionNote[0] as never)).toMatch(/^Search suggestion \(Version, k 0\.\d\d\)/);
		expect(TextOf(versionNote[0] as never)).toMatch(/^- CHANGELOG\.md$/m);
		const dependency = await bed.turn("Upgrade express.", [
			[bash('grep -rn "express" --include=*.json .')],
			"done",
		]);
		const dependencyNote = notices(dependency.messages[1]!).slice(notices(dependency.messages[0]!).length);
		expect(dependencyNote).toHaveLength(1);
		expect(TextOf(dependencyNote[0] as never)).toMatch(/^Search suggestion \(Dependency, k 0\.\d\d\)/);
		expect(TextOf(dependencyNote[0] as never)).toMatch(/^- package\.json$/m);
		const code = await bed.turn("How does the app mount its routes?", [[grep("app\\.use\\(")], "done"]);
		expect(notices(code.messages[1]!)).toHaveLength(notices(code.messages[0]!).length);
		const ledger = readFileSync(logFile, "utf8");
		expect(ledger).toMatch(/search-suggester: suggest Version 0\.\d\d \d candidates\n/);
		expect(ledger).toMatch(/search-suggester: suggest Dependency 0\.\d\d \d candidates\n/);
	});

	it("a search in the very file the work is in names it (a release's changelog, a licence string in a module); a tag listing is a release search", async () => {
		const { bed, logFile } = await withGraph({
			"pyproject.toml": '[project]\nname = "slog"\ndynamic = ["version"]\nlicense = "MIT OR Apache-2.0"\n',
			"CHANGELOG.md": "# Changelog\n\n## [Unreleased]\n\n- A fix.\n",
			"LICENSE-MIT": "MIT License\n",
			"src/slog/__init__.py": '__license__ = "MIT or Apache License, Version 2.0"\n',
			"README.md": "# slog\n",
		});
		const release = fresh(
			await bed.turn("cut the 26.1.0 release today, date the changelog section", [
				[bash("grep -n 'Unreleased' CHANGELOG.md")],
				"done",
			]),
		);
		expect(release).toHaveLength(1);
		expect(release[0]).toMatch(/^Search suggestion \(Version, k (0\.\d\d|1\.00)\)/);
		expect(release[0]!.split("\n")[1]).toBe("- CHANGELOG.md");
		const licence = fresh(
			await bed.turn("make __license__ the SPDX string like everywhere else", [
				[bash("rg -n '__license__|SPDX' src/slog/__init__.py")],
				"done",
			]),
		);
		expect(licence).toHaveLength(1);
		expect(licence[0]).toMatch(/^Search suggestion \(License, k 0\.\d\d\)/);
		expect(licence[0]).toMatch(/^- src\/slog\/__init__\.py$/m);
		const tags = fresh(
			await bed.turn("prepare the next patch release", [[bash("git tag --list | tail -5")], "done"]),
		);
		expect(tags).toHaveLength(1);
		expect(tags[0]).toMatch(/^Search suggestion \(Version, k 0\.\d\d\)/);
		expect(tags[0]).toMatch(/^- CHANGELOG\.md$/m);
		expect(readFileSync(logFile, "utf8")).toMatch(/search-suggester: suggest License 0\.\d\d \d candidates\n/);
	});

	it("a page searched in the docs, a file a folder's pattern lists, a module its own package is imported from: each leads its note", async () => {
		const { bed } = await withGraph({
			"pyproject.toml": '[project]\nname = "PyJWT"\ndynamic = ["version"]\n',
			"jwt/__init__.py": "from .api_jwt import decode\n",
			"jwt/api_jwt.py": "def decode(): ...\n",
			"docs/index.rst": "Welcome\n",
			"docs/usage.rst": "leeway = 10\n",
			".vscode/settings.json": '{ "editor.formatOnSave": true }\n',
			"tsconfig.json": "{}\n",
			".npmrc": "",
			"README.rst": "PyJWT\n",
		});
		const docs = fresh(
			await bed.turn("the leeway example in the usage docs has the wrong value, fix it", [
				[bash('grep -n "leeway" docs/usage.rst')],
				"done",
			]),
		);
		expect(docs).toHaveLength(1);
		expect(docs[0]).toMatch(/^Search suggestion \(Docs, k 0\.\d\d\)/);
		expect(docs[0]!.split("\n")[1]).toBe("- docs/usage.rst");
		const settings = fresh(
			await bed.turn("format-on-save in the repo's vscode settings keeps fighting my setup, drop it", [
				[{ name: "glob", arguments: { pattern: ".vscode/*.json" } }],
				"done",
			]),
		);
		expect(settings).toHaveLength(1);
		expect(settings[0]!.split("\n")[1]).toBe("- .vscode/settings.json");
		const entry = fresh(
			await bed.turn("cant do `from jwt import PyJWKClient`, please export it", [
				[{ name: "grep", arguments: { pattern: "PyJWKClient", path: "jwt" } }],
				"done",
			]),
		);
		expect(entry).toHaveLength(1);
		expect(entry[0]).toMatch(/^Search suggestion \(Entry, k 0\.\d\d\)/);
		expect(entry[0]!.split("\n")[1]).toBe("- jwt/__init__.py");
	});

	it("a pattern with a wildcard folder is read in the package the prompt names by a word", async () => {
		const { bed } = await withGraph({
			"package.json": '{ "name": "workspace", "private": true, "workspaces": ["packages/*"] }\n',
			"vitest.config.ts": "export default {}\n",
			"packages/react/package.json": '{ "name": "wagmi" }\n',
			"packages/react/test/setup.ts": "",
			"packages/vue/package.json": '{ "name": "@wagmi/vue" }\n',
			"packages/vue/test/setup.ts": "",
			"packages/core/package.json": '{ "name": "@wagmi/core" }\n',
			"packages/core/test/setup.ts": "",
		});
		const notes = fresh(
			await bed.turn(
				"vue composable tests leak state between files, add an afterEach cleanup to the vue test setup",
				[[{ name: "glob", arguments: { pattern: "packages/*/test/setup.ts" } }], "done"],
			),
		);
		expect(notes).toHaveLength(1);
		expect(notes[0]).toMatch(/^Search suggestion \(Test, k 0\.\d\d\)/);
		expect(notes[0]!.split("\n")[1]).toBe("- packages/vue/test/setup.ts");
	});

	it("a folder's listing names no file through a link out of the workspace", async () => {
		const outside = mkdtempSync(join(tmpdir(), "search-suggester-outside-"));
		writeFileSync(join(outside, "settings.json"), "{}\n");
		mkdirSync(join(outside, "secrets"));
		const { bed } = await withGraph({ "package.json": '{ "name": "app" }\n', "tsconfig.json": "{}\n" });
		symlinkSync(outside, join(bed.workspace, ".vscode"));
		const notes = fresh(
			await bed.turn("format-on-save in the repo's vscode settings keeps fighting my setup, drop it", [
				[{ name: "glob", arguments: { pattern: ".vscode/*.json" } }],
				"done",
			]),
		);
		for (const note of notes) expect(note).not.toMatch(/settings\.json/);
	});

	it("a search of one named file prints no file name: the file it printed from is what it found, and leads the note", async () => {
		const { bed } = await withGraph({
			"Cargo.toml": '[package]\nname = "just"\nversion = "1.40.0"\nedition = "2021"\n',
			"src/lib.rs": "pub mod run;\n",
			"tests/lib.rs": "mod attributes;\nmod choose;\nmod completions;\n",
			"tests/attributes.rs": "#[test]\nfn a() {}\n",
		});
		const user = "i added tests/timestamps.rs but cargo test doesnt run any of it??";
		const found = fresh(
			await bed.turn(user, [[{ name: "grep", arguments: { pattern: "^mod ", path: "tests/lib.rs" } }], "done"]),
		);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatch(/^Search suggestion \(Test, k 0\.\d\d\)/);
		expect(found[0]!.split("\n")[1]).toBe("- tests/lib.rs");
	});

	it("a VS Code extension's settings are in its package.json: a setting found there alone is named for the settings work", async () => {
		const { bed } = await withGraph({
			"package.json": JSON.stringify({
				name: "bookmarks",
				main: "./dist/extension.js",
				contributes: { configuration: { properties: { "bookmarks.gutterIconFillColor": { type: "string" } } } },
			}),
			"tsconfig.json": "{}\n",
			"src/extension.ts": "export function activate() {}\n",
		});
		const user = "the gutterIconFillColor setting should show the color picker in the settings UI";
		const found = fresh(
			await bed.turn(user, [
				[{ name: "grep", arguments: { pattern: "gutterIconFillColor", include: "*.json" } }],
				"done",
			]),
		);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatch(/^Search suggestion \(Config, k 0\.\d\d\)/);
		expect(found[0]!.split("\n")[1]).toBe("- package.json");
	});

	it("a Deno project pins its packages in its dependency modules: a versioned import searched names the module", async () => {
		const { bed } = await withGraph({
			"deno.json": JSON.stringify({ tasks: { test: "deno test -A" }, imports: { "lume/": "./" } }),
			"deps/vento.ts": 'export { default } from "https://cdn.jsdelivr.net/gh/ventojs/vento@2.4.0/mod.ts";\n',
			"deps/cliffy.ts": 'export * from "jsr:@cliffy/command@1.2.1";\n',
			"mod.ts": 'export { default } from "./core/site.ts";\n',
		});
		const found = fresh(
			await bed.turn("bump vento to the latest release", [
				[bash("grep -rn 'ventojs/vento@' --include=*.ts .")],
				"done",
			]),
		);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatch(/^Search suggestion \(Dependency, k 0\.\d\d\)/);
		expect(found[0]!.split("\n")[1]).toBe("- deps/vento.ts");
	});

	it("a container's image searched names its Dockerfiles and compose files; SQL's FROM stays silent", async () => {
		const { bed } = await withGraph({
			"go.mod": "module github.com/derailed/k9s\n\ngo 1.24\n",
			Makefile: "VERSION ?= v0.51.0\n\nbuild:\n\tgo build ./...\n",
			Dockerfile: "FROM golang:1.24-alpine AS build\n",
			".dockerignore": "dist\n",
			"packaging/docker/alpine/Dockerfile": "FROM alpine:3.20\n",
			"internal/store/query.go": 'const q = "SELECT id FROM users"\n',
		});
		const found = fresh(
			await bed.turn("update the golang builder image in docker to 1.26", [
				[{ name: "grep", arguments: { pattern: "FROM golang" } }],
				"done",
			]),
		);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatch(/^Search suggestion \(Build, k 0\.\d\d\)/);
		expect(found[0]!.split("\n")[1]).toBe("- Dockerfile");
		const sql = fresh(
			await bed.turn("why is the users query slow", [
				[{ name: "grep", arguments: { pattern: "FROM users" } }],
				"done",
			]),
		);
		expect(sql).toEqual([]);
	});

	it("a package manager's look kept to one workspace package names that package's manifest", async () => {
		const { bed } = await withGraph({
			"package.json": JSON.stringify({ name: "root", private: true, devDependencies: { turbo: "2.0.0" } }),
			"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
			"pnpm-lock.yaml": "lockfileVersion: '9.0'\n",
			"packages/core/package.json": JSON.stringify({
				name: "@kobalte/core",
				dependencies: { "@floating-ui/dom": "^1.6.0" },
			}),
			"packages/utils/package.json": JSON.stringify({ name: "@kobalte/utils" }),
		});
		const found = fresh(
			await bed.turn("update @floating-ui/dom to the latest 1.x in core", [
				[bash("pnpm -F @kobalte/core ls @floating-ui/dom")],
				"done",
			]),
		);
		expect(found).toHaveLength(1);
		// (sure since the fifty-first pass: `to the latest 1.x` is dependency work)
		expect(found[0]).toMatch(/^Search suggestion \(Dependency, k (0\.\d\d|1\.00)\)/);
		expect(found[0]!.split("\n")[1]).toBe("- packages/core/package.json (dependency @floating-ui/dom)");
	});

	it("a release's version searched in the docs names the changelog they keep; a Deno config's key names that config", async () => {
		const { bed } = await withGraph({
			"pyproject.toml": '[project]\nname = "fsspec"\ndynamic = ["version"]\n',
			"docs/source/changelog.rst": "Changelog\n=========\n\n2026.3.0\n--------\n\n- fixes\n",
			"docs/source/index.rst": "fsspec\n======\n",
			"deno.json": JSON.stringify({ fmt: { exclude: ["docs/old/"] }, tasks: { test: "deno test" } }),
		});
		const release = fresh(
			await bed.turn("cut the 2026.4.0 release - pls write up the notes for everything merged since 2026.3.0", [
				[bash("grep -rn '2026.3.0' docs/")],
				"done",
			]),
		);
		expect(release).toHaveLength(1);
		expect(release[0]).toMatch(/^Search suggestion \(Version, k 0\.\d\d\)/);
		expect(release[0]!.split("\n")[1]).toBe("- docs/source/changelog.rst");
		const fmt = fresh(
			await bed.turn("deno fmt keeps rewriting the old docs markdown, exclude them from fmt", [
				[bash("grep -n -A3 '\"fmt\"' deno.json")],
				"done",
			]),
		);
		expect(fmt).toHaveLength(1);
		expect(fmt[0]).toMatch(/^Search suggestion \(Lint, k 0\.\d\d\)/);
		expect(fmt[0]!.split("\n")[1]).toBe("- deno.json");
	});

	it("a release's version key beside the own crates' pins names both manifests; the pnpm pin names the root manifest", async () => {
		const packages = Object.fromEntries(
			["a", "b", "c", "d", "e"].map((name) => [
				`packages/${name}/package.json`,
				JSON.stringify({ name: `@demo/${name}`, version: "1.0.0" }),
			]),
		);
		const { bed } = await withGraph({
			"insta/Cargo.toml": '[package]\nname = "insta"\nversion = "1.47.2"\n',
			"cargo-insta/Cargo.toml":
				'[package]\nname = "cargo-insta"\nversion = "1.47.2"\n\n[dependencies]\ninsta = { version = "=1.47.2", path = "../insta" }\n',
			"CHANGELOG.md": "# Changelog\n\n## 1.47.2\n",
			"package.json": JSON.stringify({ name: "root", private: true, packageManager: "pnpm@10.0.0" }),
			"tsconfig.json": JSON.stringify({ compilerOptions: { strict: true } }),
			...packages,
		});
		const release = fresh(
			await bed.turn("cut the 1.48.0 release, bump both crates and write up the changelog", [
				[bash("grep -n '^version\\|insta = ' insta/Cargo.toml cargo-insta/Cargo.toml")],
				"done",
			]),
		);
		expect(release).toHaveLength(1);
		expect(release[0]).toMatch(/^Search suggestion \(Version, k 0\.\d\d\)/);
		const named = release[0]!.split("\n").slice(1, 3).join("\n");
		expect(named).toContain("insta/Cargo.toml");
		expect(named).toContain("cargo-insta/Cargo.toml");
		const pin = fresh(
			await bed.turn("update pnpm to 11.9.0 (the packageManager field)", [
				[bash("grep -rn packageManager --include=package.json .")],
				"done",
			]),
		);
		expect(pin).toHaveLength(1);
		expect(pin[0]).toMatch(/^Search suggestion \(Config, k 0\.\d\d\)/);
		expect(pin[0]!.split("\n")[1]).toBe("- package.json");
	});

	it("a package looked at from its own folder names its manifest, then its own lockfile before the root's", async () => {
		const { bed } = await withGraph({
			"package.json": JSON.stringify({ name: "root", private: true }),
			"package-lock.json": JSON.stringify({ name: "root", lockfileVersion: 3 }),
			"pyproject.toml": '[project]\nname = "ansible-lint"\n',
			"test/schemas/package.json": JSON.stringify({ name: "schemas", devDependencies: { minimatch: "^10.0.0" } }),
			"test/schemas/package-lock.json": JSON.stringify({ name: "schemas", lockfileVersion: 3 }),
		});
		const found = fresh(
			await bed.turn(
				"dependabot alert: minimatch in the schema tests node project is vulnerable, bump it to 10.2.4",
				[[bash("cd test/schemas && npm ls minimatch")], "done"],
			),
		);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatch(/^Search suggestion \(Dependency, k (0\.\d\d|1\.00)\)/);
		const lines = found[0]!.split("\n");
		expect(lines[1]).toBe("- test/schemas/package.json (dependency minimatch)");
		expect(lines[2]).toBe("- test/schemas/package-lock.json");
	});

	it("a hunt for the code that does something is no chore, whatever its words: it stays silent", async () => {
		const { bed } = await withGraph({
			"pyproject.toml": '[project]\nname = "bumpversion"\nversion = "1.0.0"\n',
			"bumpversion/config/__init__.py": "",
			"bumpversion/config/files.py": "def read_config_file(path): ...\n",
		});
		const silent = fresh(
			await bed.turn("find all the places that read the config file path", [
				[{ name: "glob", arguments: { pattern: "bumpversion/config/*.py" } }],
				"done",
			]),
		);
		expect(silent).toEqual([]);
		// (the same search for the config's work, no hunt for code, is noted)
		const noted = fresh(
			await bed.turn("let the user set the config file path", [
				[{ name: "glob", arguments: { pattern: "bumpversion/config/*.py" } }],
				"done",
			]),
		);
		expect(noted).toHaveLength(1);
	});
});

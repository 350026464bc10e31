// node bench/search-cases.mjs --mirror DIR [--out Data/SearchRepos] [--only owner/name,…]
// Builds the search-suggester's realistic evaluation from real public repositories (see Data/SearchRepos/README.md):
// per repository a skeleton of its tree at HEAD (every path, empty, except the manifests, version files, changelog
// heads and configs a signal reads) and cases: a user prompt, the one search an agent would make, and the files the
// repository itself changed for that kind of work (a release commit's files, a dependency bump's files…). Negative
// cases (code searches, exploration) name identifiers the repository really defines and expect no note.
// DIR holds bare clones as `<owner>+<name>/repo` (what the search tool's `fetch` makes). Deterministic: no clock,
// no randomness beyond a hash of the inputs. The rules here are the builder's own, written apart from the pack.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { Arrives, ConfigWork, EscapeRegex } from "./Search/Calls.mjs";
import { ManifestFacts } from "./Search/Manifest.mjs";

const option = (name, fallback) => {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? process.argv[index + 1] : fallback;
};
const mirror = option("mirror");
const out = resolve(option("out", "Data/SearchRepos"));
// --only rebuilds the named repositories alone: the others stay as their snapshots made them.
const only = option("only")?.split(",");
if (!mirror) {
	process.stderr.write("search-cases: --mirror DIR is required (bare clones as <owner>+<name>/repo)\n");
	process.exit(2);
}

/** The repositories, their split and their licence (read from the repository, checked by hand). */
export const REPOS = [
	{ repo: "tj/commander.js", split: "dev", licence: "MIT" },
	{ repo: "expressjs/express", split: "dev", licence: "MIT" },
	{ repo: "psf/requests", split: "dev", licence: "Apache-2.0" },
	{ repo: "pallets/click", split: "dev", licence: "BSD-3-Clause" },
	{ repo: "sindresorhus/ky", split: "test", licence: "MIT" },
	{ repo: "pinojs/pino", split: "test", licence: "MIT" },
	{ repo: "encode/httpx", split: "test", licence: "BSD-3-Clause" },
	{ repo: "pallets/flask", split: "test", licence: "BSD-3-Clause" },
	{ repo: "honojs/hono", split: "dev", licence: "MIT" },
	{ repo: "trpc/trpc", split: "dev", licence: "MIT" },
	{ repo: "TanStack/query", split: "dev", licence: "MIT" },
	{ repo: "sveltejs/kit", split: "dev", licence: "MIT" },
	{ repo: "changesets/changesets", split: "dev", licence: "MIT" },
	{ repo: "pmndrs/zustand", split: "test", licence: "MIT" },
	{ repo: "unjs/h3", split: "test", licence: "MIT" },
	{ repo: "sindresorhus/execa", split: "test", licence: "MIT" },
	{ repo: "google-gemini/gemini-cli", split: "test", licence: "Apache-2.0" },
	{ repo: "remix-run/remix", split: "test", licence: "MIT" },
	{ repo: "colinhacks/zod", split: "test", licence: "MIT" },
	{ repo: "apollographql/apollo-client", split: "test", licence: "MIT" },
	{ repo: "vuejs/core", split: "test", licence: "MIT" },
	{ repo: "vitest-dev/vitest", split: "test", licence: "MIT" },
	{ repo: "TanStack/router", split: "test", licence: "MIT" },
	{ repo: "vitejs/vite", split: "dev", licence: "MIT" },
	{ repo: "vueuse/vueuse", split: "dev", licence: "MIT" },
	{ repo: "statelyai/xstate", split: "dev", licence: "MIT" },
	{ repo: "tailwindlabs/headlessui", split: "dev", licence: "MIT" },
	{ repo: "pydantic/pydantic-ai", split: "dev", licence: "MIT" },
	{ repo: "Effect-TS/effect", split: "test", licence: "MIT" },
	{ repo: "fastapi/fastapi", split: "test", licence: "MIT" },
	{ repo: "reduxjs/redux-toolkit", split: "test", licence: "MIT" },
	{ repo: "Textualize/rich", split: "dev", licence: "MIT" },
	{ repo: "marshmallow-code/marshmallow", split: "dev", licence: "MIT" },
	{ repo: "withastro/starlight", split: "dev", licence: "MIT" },
	{ repo: "facebook/lexical", split: "dev", licence: "MIT" },
	{ repo: "mswjs/msw", split: "dev", licence: "MIT" },
	{ repo: "pmndrs/jotai", split: "test", licence: "MIT" },
	{ repo: "encode/starlette", split: "test", licence: "BSD-3-Clause" },
	{ repo: "unjs/nitro", split: "test", licence: "MIT" },
	{ repo: "vuejs/pinia", split: "test", licence: "MIT" },
	{ repo: "nuxt/nuxt", split: "dev", licence: "MIT" },
	{ repo: "withastro/astro", split: "dev", licence: "MIT" },
	{ repo: "sveltejs/svelte", split: "dev", licence: "MIT" },
	{ repo: "unocss/unocss", split: "dev", licence: "MIT" },
	{ repo: "ueberdosis/tiptap", split: "dev", licence: "MIT" },
	{ repo: "TanStack/table", split: "test", licence: "MIT" },
	{ repo: "TanStack/form", split: "test", licence: "MIT" },
	{ repo: "mobxjs/mobx", split: "test", licence: "MIT" },
	{ repo: "solidjs/solid", split: "dev", licence: "MIT" },
	{ repo: "lit/lit", split: "dev", licence: "BSD-3-Clause" },
	{ repo: "preactjs/signals", split: "dev", licence: "MIT" },
	{ repo: "vuejs/router", split: "dev", licence: "MIT" },
	{ repo: "hoppscotch/hoppscotch", split: "dev", licence: "MIT" },
	{ repo: "vercel/ai-chatbot", split: "dev", licence: "Apache-2.0" },
	{ repo: "axios/axios", split: "dev", licence: "MIT" },
	{ repo: "sindresorhus/type-fest", split: "dev", licence: "MIT OR CC0-1.0" },
	{ repo: "vercel/commerce", split: "test", licence: "MIT" },
	{ repo: "excalidraw/excalidraw", split: "test", licence: "MIT" },
	{ repo: "umami-software/umami", split: "test", licence: "MIT" },
	{ repo: "unjs/ofetch", split: "test", licence: "MIT" },
	{ repo: "yargs/yargs", split: "test", licence: "MIT" },
];

const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", maxBuffer: 256 << 20 });
const hash = (text) => parseInt(createHash("sha256").update(text).digest("hex").slice(0, 8), 16);
const pick = (list, key) => list[hash(key) % list.length];
const base = (path) => path.slice(path.lastIndexOf("/") + 1);

// What the skeleton keeps the text of: what a manifest-, version- or config-reading signal needs.
const CONTENT =
	/^(package\.json|pyproject\.toml|setup\.py|setup\.cfg|requirements[\w.-]*\.(txt|in)|_?_?version_?_?\.(py|ts|js)|tsconfig[\w.-]*\.json|tox\.ini|pytest\.ini|\.pre-commit-config\.yaml|\.editorconfig|\.flake8|\.npmrc|\.nvmrc|MANIFEST\.in|Makefile)$/;
const HEADED = /^(CHANGELOG|CHANGES|HISTORY|History|NEWS|RELEASES?)(\.(md|rst|txt))?$/;
const LICENCE = /^(LICEN[CS]E|license|COPYING|NOTICE)(\.(md|txt|rst))?$/;
const SKIP = /(^|\/)(node_modules|\.git)\//;
/** A kept file longer than this is left empty (a generated or vendored file, not a manifest). */
const CONTENT_CAP = 256 * 1024;

const Skeleton = (dir, files) => {
	const tree = {};
	for (const path of files) {
		if (SKIP.test(path)) continue;
		const name = base(path);
		let text = "";
		const keep =
			CONTENT.test(name) ||
			(/^[^/]+\/__init__\.py$|^src\/[^/]+\/__init__\.py$/.test(path) && true) ||
			HEADED.test(name) ||
			LICENCE.test(name);
		if (keep) {
			const raw = git(dir, "show", `HEAD:${path}`);
			if (HEADED.test(name)) text = raw.split("\n").slice(0, 60).join("\n");
			else if (LICENCE.test(name)) text = raw.split("\n").slice(0, 3).join("\n");
			else if (name === "__init__.py")
				text = raw
					.split("\n")
					.filter((line) => /__version__|^version/.test(line))
					.join("\n");
			// a manifest of a big package runs past 16 KB (hono's: 23 KB); emptied, it would read as no manifest at all
			else text = raw.length > CONTENT_CAP ? "" : raw;
		}
		tree[path] = text;
	}
	return tree;
};

// The builder's own reading of what kind of work a commit is (from its subject and the files it changed).
const RELEASE =
	/^(v?\d+\.\d+\.\d+(\.\w+)?|release:? (version )?v?\d[\w.]*|prepare (for )?v?\d[\w.]*( release)?|bump version to [\w.]+|version \d[\w.]*)(\s*\(#\d+\))?$/i;
const DEP_BUMP = /\b(?:bump|upgrade|update|pin)\s+(?:the\s+)?(@?[\w./-]+?)\s+(?:from|to)\s/i;
const WORKFLOW = /^\.github\/workflows\/|^\.travis\.yml$|^appveyor\.yml$|^\.gitlab-ci\.yml$/;
const LINT =
	/(^|\/)(\.?eslint[\w.-]*|\.prettierrc[\w.]*|prettier\.config\.\w+|\.pre-commit-config\.yaml|\.flake8|\.?ruff\.toml|\.editorconfig|\.pylintrc|mypy\.ini|biome\.json|\.eslintignore|\.prettierignore)$/;
const DOCS = /^(docs?|Documentation)\/|(^|\/)(README|CONTRIBUTING|Readme|readme)(\.\w+)?$/;
const TESTCFG =
	/(^|\/)(conftest\.py|pytest\.ini|tox\.ini|\.coveragerc|(vitest|jest|ava|playwright)\.config\.\w+|\.mocharc[\w.]*|\.taprc|\.c8rc[\w.]*|\.nycrc[\w.]*)$/;
const BUILD =
	/(^|\/)(tsconfig[\w.-]*\.json|Makefile|MANIFEST\.in|rollup\.config\.\w+|tsup\.config\.\w+|webpack\.config\.\w+|babel\.config\.\w+|\.babelrc)$/;
const LICENSEFILE = /(^|\/)(LICEN[CS]E|COPYING|NOTICE)(\.\w+)?$/;
// Config and Entry (added after the other kinds; the sets made before read no commit as either): a commit that changes
// an environment or runtime file beside its code, and one whose subject exports or exposes something from a package's
// entry module. Their expected files are those files alone (and, for Entry, a manifest the commit changed).
const CONFIGFILE = /(^|\/)(\.env(\.[\w-]+)?|\.npmrc|\.nvmrc|\.node-version|jsconfig\.json)$/;
const ENTRYFILE = /^((packages|apps)\/[^/]+\/)?(src\/)?(index|main|mod)\.([cm]?[jt]sx?|d\.[cm]?ts)$/;
const ENTRY_SUBJECT = /\b(exports?|exported|entry[- ]?points?|re-?exports?|expose[sd]?)\b/i;
const KindFiles = (kind, files) =>
	kind === "Config"
		? files.filter((file) => CONFIGFILE.test(file))
		: kind === "Entry"
			? files.filter((file) => ENTRYFILE.test(file) || /(^|\/)package\.json$/.test(file))
			: files;
const MANIFEST =
	/(^|\/)(package\.json|pyproject\.toml|setup\.py|setup\.cfg|requirements[\w.-]*\.(txt|in)|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|uv\.lock|poetry\.lock)$/;

const KindOf = (subject, files) => {
	if (files.length === 0 || files.length > 8) return undefined;
	if (RELEASE.test(subject.trim())) return "Version";
	const dep = DEP_BUMP.exec(subject)?.[1];
	if (dep && files.every((file) => WORKFLOW.test(file))) return "CI";
	if (
		dep &&
		files.some((file) => MANIFEST.test(file)) &&
		files.every((file) => MANIFEST.test(file) || WORKFLOW.test(file))
	)
		return "Dependency";
	if (files.every((file) => WORKFLOW.test(file))) return "CI";
	if (
		files.every((file) => LINT.test(file) || /^(package\.json|pyproject\.toml)$/.test(file)) &&
		files.some((file) => LINT.test(file))
	)
		return "Lint";
	if (
		files.every((file) => TESTCFG.test(file) || /^(package\.json|pyproject\.toml)$/.test(file)) &&
		files.some((file) => TESTCFG.test(file))
	)
		return "Test";
	if (
		files.every((file) => BUILD.test(file) || /^(package\.json|pyproject\.toml)$/.test(file)) &&
		files.some((file) => BUILD.test(file))
	)
		return "Build";
	if (
		files.some((file) => LICENSEFILE.test(file)) &&
		files.every(
			(file) => LICENSEFILE.test(file) || /^(package\.json|pyproject\.toml|setup\.py|README\.\w+)$/.test(file),
		)
	)
		return "License";
	if (files.every((file) => DOCS.test(file)) && !/\b(typo|fix link)\b/i.test(subject)) return "Docs";
	if (files.some((file) => CONFIGFILE.test(file))) return "Config";
	if (files.some((file) => ENTRYFILE.test(file)) && ENTRY_SUBJECT.test(subject)) return "Entry";
	return undefined;
};

/** The snapshots whose history was cut short, and how many commits were read. */
const cut = new Map();
// A snapshot may lack the trees of its oldest commits: the history is read up to the first one it cannot read, the
// commit being read then dropped (its file list may be cut short).
const Commits = (dir) => {
	const run = spawnSync("git", ["-C", dir, "log", "--no-merges", "--format=%x00%H%x01%s", "--name-only", "HEAD"], {
		encoding: "utf8",
		maxBuffer: 256 << 20,
	});
	const whole = run.status === 0;
	if (!whole && !/unable to read/.test(run.stderr ?? "")) throw new Error(`git log in ${dir}: ${run.stderr}`);
	const chunks = run.stdout.split("\0").filter(Boolean);
	if (!whole) {
		chunks.pop();
		if (!cut.has(dir))
			process.stderr.write(
				`search-cases: ${dir}: history read to the first unreadable tree (${chunks.length} commits)\n`,
			);
		cut.set(dir, chunks.length);
	}
	return chunks.map((chunk) => {
		const [head, ...rest] = chunk.split("\n");
		const [sha, subject] = head.split("\x01");
		return { sha, subject, files: rest.map((line) => line.trim()).filter(Boolean) };
	});
};

const nextVersion = (version) => {
	const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version ?? "");
	return match ? `${match[1]}.${match[2]}.${Number(match[3]) + 1}` : "the next patch version";
};

// The searches an agent makes for each kind of work (a few spellings per tool), filled with the repository's values.
const SEARCHES = {
	Version: (f) => [
		{ tool: "bash", arguments: { command: `grep -rn "${f.version}" .` } },
		{ tool: "grep", arguments: { pattern: EscapeRegex(f.version) } },
		{ tool: "grep", arguments: { pattern: f.ecosystem === "js" ? '"version":' : "__version__|^version =" } },
		{
			tool: "bash",
			arguments: { command: `rg -n "version" ${f.ecosystem === "js" ? "package.json" : "pyproject.toml"}` },
		},
		{ tool: "glob", arguments: { pattern: "**/{CHANGELOG,CHANGES,HISTORY,History}*" } },
		{ tool: "bash", arguments: { command: `git grep -n "${f.version}"` } },
	],
	Dependency: (f, dep) => [
		{
			tool: "bash",
			arguments: {
				command:
					f.ecosystem === "js"
						? `grep -rn "${dep}" --include=*.json .`
						: `grep -rn "${dep}" --include=*.txt --include=*.toml --include=*.cfg .`,
			},
		},
		{
			tool: "grep",
			arguments: {
				pattern: f.ecosystem === "js" ? `"${dep}"` : `^${EscapeRegex(dep)}\\b`,
				include: f.ecosystem === "js" ? "package.json" : "*.{txt,toml,lock}",
			},
		},
		{ tool: "bash", arguments: { command: f.ecosystem === "js" ? `npm ls ${dep}` : `pip show ${dep}` } },
		{ tool: "grep", arguments: { pattern: EscapeRegex(dep) } },
		{
			tool: "bash",
			arguments: {
				command: `rg -n "${dep}" ${f.ecosystem === "js" ? "package.json package-lock.json" : "pyproject.toml"}`,
			},
		},
	],
	CI: (f) => [
		{ tool: "glob", arguments: { pattern: ".github/workflows/*.yml" } },
		{ tool: "bash", arguments: { command: "ls .github/workflows" } },
		{ tool: "grep", arguments: { pattern: "runs-on", path: "." } },
		{
			tool: "bash",
			arguments: { command: `grep -rn "${f.ecosystem === "js" ? "node-version" : "python-version"}" .github` },
		},
		{ tool: "grep", arguments: { pattern: "uses: actions/" } },
	],
	Lint: (f) => [
		{
			tool: "glob",
			arguments: {
				pattern:
					f.ecosystem === "js"
						? "**/{.eslintrc*,eslint.config.*,.prettierrc*}"
						: "**/{.pre-commit-config.yaml,.flake8,ruff.toml}",
			},
		},
		{ tool: "grep", arguments: { pattern: f.ecosystem === "js" ? "eslint" : "ruff|flake8" } },
		{
			tool: "bash",
			arguments: {
				command:
					f.ecosystem === "js"
						? 'grep -rn "eslint" --include=*.json .'
						: 'grep -rn "ruff" --include=*.toml --include=*.yaml .',
			},
		},
		{
			tool: "bash",
			arguments: {
				command: "find . -name '.pre-commit-config.yaml' -o -name '.editorconfig' -o -name 'eslint.config.*'",
			},
		},
	],
	Test: (f) => [
		{ tool: "glob", arguments: { pattern: f.ecosystem === "js" ? "**/*.test.{js,ts}" : "**/conftest.py" } },
		{
			tool: "bash",
			arguments: {
				command:
					f.ecosystem === "js"
						? "find . -name '*.test.*' -not -path './node_modules/*'"
						: "find . -name 'test_*.py'",
			},
		},
		{ tool: "grep", arguments: { pattern: f.ecosystem === "js" ? "\\btest\\b|\\bdescribe\\b" : "pytest|tox" } },
		{
			tool: "bash",
			arguments: {
				command:
					f.ecosystem === "js"
						? 'grep -n "\\"test\\"" package.json'
						: 'grep -rn "pytest" --include=*.toml --include=*.ini --include=*.cfg .',
			},
		},
	],
	Build: (f) => [
		{
			tool: "glob",
			arguments: {
				pattern: f.ecosystem === "js" ? "**/tsconfig*.json" : "**/{Makefile,MANIFEST.in,pyproject.toml}",
			},
		},
		{
			tool: "grep",
			arguments: { pattern: f.ecosystem === "js" ? '"build"\\s*:' : "build-backend|\\[build-system\\]" },
		},
		{
			tool: "bash",
			arguments: {
				command:
					f.ecosystem === "js"
						? 'grep -rn "build" package.json'
						: "grep -rn 'build-system' pyproject.toml setup.cfg",
			},
		},
	],
	Config: (f, _dep, _subject, expect) => {
		const work = ConfigWork(expect);
		if (work === "runtime")
			return [
				{ tool: "bash", arguments: { command: 'grep -n "engines" -A3 package.json' } },
				{ tool: "bash", arguments: { command: "node --version" } },
				{ tool: "grep", arguments: { pattern: "node-version|nodejs_version" } },
			];
		if (work === "npmrc")
			return [
				{ tool: "bash", arguments: { command: "npm config list" } },
				{ tool: "grep", arguments: { pattern: "registry|auto-install-peers|package-lock" } },
			];
		if (work === "jsconfig")
			return [
				{ tool: "grep", arguments: { pattern: '"paths"|baseUrl', include: "*.json" } },
				{ tool: "bash", arguments: { command: 'grep -rn "@/" --include=*.js --include=*.ts src | head' } },
			];
		return f.ecosystem === "js"
			? [
					{ tool: "grep", arguments: { pattern: "process\\.env\\." } },
					{ tool: "bash", arguments: { command: 'grep -rn "process.env" --include=*.ts --include=*.js .' } },
					{
						tool: "bash",
						arguments: { command: 'rg -n "import\\.meta\\.env|process\\.env" -g "!node_modules"' },
					},
				]
			: [
					{ tool: "grep", arguments: { pattern: "os\\.environ|getenv\\(" } },
					{ tool: "bash", arguments: { command: 'grep -rn "os.environ" --include=*.py .' } },
				];
	},
	Entry: (f, _dep, subject) => {
		const named =
			/`([A-Za-z_$][\w$]{2,})`/.exec(subject)?.[1] ??
			/\b(?:exports?|expose[sd]?)\s+(?:the\s+|a\s+)?([a-z_$][\w$]*[A-Z][\w$]*|[A-Z][\w$]{3,})/.exec(subject)?.[1];
		return [
			{ tool: "bash", arguments: { command: `grep -n '"main"\\|"exports"\\|"types"' package.json` } },
			{ tool: "grep", arguments: { pattern: '"(main|module|exports)"', include: "package.json" } },
			{ tool: "grep", arguments: { pattern: "^export (\\*|\\{)" } },
			...(named
				? [
						{ tool: "grep", arguments: { pattern: named } },
						{ tool: "bash", arguments: { command: `grep -rn "${named}" --include=*.ts --include=*.js .` } },
					]
				: []),
		];
	},
	License: () => [
		{ tool: "grep", arguments: { pattern: "license", path: "." } },
		{ tool: "glob", arguments: { pattern: "LICEN*" } },
		{
			tool: "bash",
			arguments: { command: 'grep -rni "license" --include=*.json --include=*.toml --include=*.md .' },
		},
	],
	Docs: (f, _dep, subject) => {
		const word =
			(subject.match(/[A-Za-z][A-Za-z_-]{4,}/g) ?? ["usage"]).filter(
				(w) => !/^(update|docs?|fixed|change|readme|documentation|added)$/i.test(w),
			)[0] ?? "usage";
		return [
			{ tool: "glob", arguments: { pattern: "docs/**/*.{md,rst}" } },
			{ tool: "grep", arguments: { pattern: word, include: "*.md" } },
			{ tool: "bash", arguments: { command: `grep -rn "${word}" --include=*.md --include=*.rst .` } },
			{ tool: "bash", arguments: { command: "find . -name 'README*' -o -path './docs/*'" } },
		];
	},
};

// The prompts an agent gets for a release (the repository's own release subjects are versions only).
const RELEASE_PROMPTS = [
	(next) => `Bump the version to ${next} and add a changelog entry.`,
	(next) => `Prepare the ${next} release.`,
	(next) => `Release ${next}`,
	(next) => `We're shipping a patch: set the version to ${next}.`,
];

const IDENT = {
	js: [
		/^\s*(?:export\s+)?(?:async\s+)?function\s+([A-Za-z_]\w{3,})\s*\(/gm,
		/^\s*(?:export\s+)?class\s+([A-Z]\w{3,})/gm,
		/^\s*(?:export\s+)?const\s+([a-zA-Z_]\w{3,})\s*=\s*(?:async\s*)?\(/gm,
	],
	py: [/^\s*def\s+([a-z_]\w{3,})\s*\(/gm, /^\s*class\s+([A-Z]\w{3,})/gm],
};
const NEG_PROMPTS = [
	(id, file, subject) => subject,
	(id) => `Fix the bug in ${id}: it mishandles empty input.`,
	(id) => `How does ${id} work?`,
	(id, file) => `Where is ${id} defined and who calls it?`,
	(id, file) => `Refactor ${id} in ${file} to be easier to read.`,
	(id) => `Add a test for ${id}.`,
];
const NEG_SEARCHES = (id, file, f) => [
	{ tool: "grep", arguments: { pattern: id } },
	{
		tool: "bash",
		arguments: { command: `grep -rn "${id}" ${file.includes("/") ? file.slice(0, file.indexOf("/")) : "."}` },
	},
	{ tool: "grep", arguments: { pattern: f.ecosystem === "js" ? `function ${id}|${id} =` : `def ${id}|class ${id}` } },
	{ tool: "read", arguments: { file_path: file } },
	{ tool: "bash", arguments: { command: `rg -n "${id}\\(" --type ${f.ecosystem === "js" ? "js" : "py"}` } },
	{ tool: "glob", arguments: { pattern: `**/*${id.slice(0, 6)}*` } },
];

/** The bare clone of a repository under the mirror folder. */
const MirrorOf = (entry) => join(mirror, entry.repo.replace("/", "+"), "repo");

const Build = (entry) => {
	const dir = MirrorOf(entry);
	const head = git(dir, "rev-parse", "HEAD").trim();
	const files = git(dir, "ls-tree", "-r", "--name-only", "HEAD").split("\n").filter(Boolean);
	const tree = Skeleton(dir, files);
	const facts = ManifestFacts(tree);
	const exists = new Set(Object.keys(tree));
	const cases = [];
	const perKind = {};
	const add = (kase) => {
		if (kase.expect.length === 0 && kase.kind !== "none") return;
		cases.push({ id: `${entry.repo}#${cases.length + 1}`, repo: entry.repo, split: entry.split, ...kase });
	};
	// Positive cases: real commits of each kind, newest first, at most 6 commits a kind, two searches each.
	for (const commit of Commits(dir)) {
		const kind = KindOf(commit.subject, commit.files);
		if (!kind) continue;
		const expect = [...new Set(KindFiles(kind, commit.files).filter((file) => exists.has(file)))];
		if (expect.length === 0) continue;
		if ((perKind[kind] = (perKind[kind] ?? 0) + 1) > 6) continue;
		const dep = DEP_BUMP.exec(commit.subject)?.[1];
		if (kind === "Version" && !facts.version) continue;
		const searches = SEARCHES[kind](facts, dep, commit.subject, expect);
		const prompt =
			kind === "Version"
				? pick(RELEASE_PROMPTS, commit.sha)(nextVersion(facts.version))
				: commit.subject.replace(/\s*\(#\d+\)$/, "");
		const first = hash(commit.sha) % searches.length;
		const usable = [...searches.slice(first), ...searches.slice(0, first)].filter((call) => !Arrives(call, expect));
		for (const call of usable.slice(0, 2)) add({ kind, source: commit.sha, user: prompt, call, expect });
	}
	// Negative cases: code searches and exploration over identifiers the repository defines in its own source.
	const sources = files.filter(
		(file) =>
			(facts.ecosystem === "js" ? /\.(js|ts|mjs)$/.test(file) && !/\.d\.ts$/.test(file) : /\.py$/.test(file)) &&
			!/(^|\/)(test|tests|docs|examples?|benchmarks?)\//.test(file) &&
			!SKIP.test(file),
	);
	const identifiers = [];
	for (const file of sources.slice(0, 60)) {
		const text = git(dir, "show", `HEAD:${file}`);
		for (const pattern of IDENT[facts.ecosystem])
			for (const match of text.matchAll(pattern)) identifiers.push({ id: match[1], file });
	}
	const unique = [...new Map(identifiers.map((item) => [item.id, item])).values()].sort(
		(a, b) => hash(a.id + head) - hash(b.id + head),
	);
	const subjects = Commits(dir)
		.filter(
			(commit) =>
				/^(fix|add|improve|refactor|support|handle)/i.test(commit.subject) &&
				!KindOf(commit.subject, commit.files),
		)
		.map((commit) => commit.subject.replace(/\s*\(#\d+\)$/, ""));
	const positives = cases.length;
	const negatives = Math.max(12, Math.round(positives * 0.6));
	for (const [index, item] of unique.slice(0, negatives).entries()) {
		const prompt = pick(NEG_PROMPTS, `${item.id}p`)(
			item.id,
			item.file,
			subjects[index % Math.max(1, subjects.length)] ?? `Fix ${item.id}`,
		);
		const call = pick(NEG_SEARCHES(item.id, item.file, facts), `${item.id}s`);
		add({ kind: "none", source: item.file, user: prompt, call, expect: [] });
	}
	return { head, tree, facts, cases };
};

const summary = [];
for (const entry of REPOS.filter((entry) => only === undefined || only.includes(entry.repo))) {
	const { head, tree, facts, cases } = Build(entry);
	const dir = MirrorOf(entry);
	const folder = join(out, entry.repo.replace("/", "+"));
	mkdirSync(folder, { recursive: true });
	writeFileSync(
		join(folder, "skeleton.json.gz"),
		gzipSync(`${JSON.stringify({ repo: entry.repo, commit: head, files: tree })}\n`, { level: 9 }),
	);
	writeFileSync(join(folder, "cases.jsonl"), cases.map((kase) => JSON.stringify(kase)).join("\n") + "\n");
	const kinds = {};
	for (const kase of cases) kinds[kase.kind] = (kinds[kase.kind] ?? 0) + 1;
	writeFileSync(
		join(folder, "README.md"),
		[
			`# ${entry.repo}`,
			"",
			`- Source: https://github.com/${entry.repo} at commit \`${head}\`.`,
			`- Licence: ${entry.licence} (the repository's licence; its first lines are kept in the skeleton's licence file).`,
			`- Split: **${entry.split}**.`,
			`- \`skeleton.json.gz\`: the file tree at that commit (${Object.keys(tree).length} paths), every file empty except the manifests, version files, configs, changelog heads (60 lines) and licence heads (3 lines) a signal reads.`,
			`- \`cases.jsonl\`: ${cases.length} cases (${Object.entries(kinds)
				.map(([kind, count]) => `${kind} ${count}`)
				.join(
					", ",
				)}); ecosystem ${facts.ecosystem}, version ${facts.version ?? "-"}, ${facts.deps.length} declared dependencies.`,
			...(cut.has(dir)
				? [
						`- History: the snapshot lacks the trees of older commits; the newest ${cut.get(dir)} non-merge commits were read.`,
					]
				: []),
			"",
			"Made by `node bench/search-cases.mjs --mirror DIR` (see ../README.md). Paths and commit file lists only; no code.",
			"",
		].join("\n"),
	);
	summary.push(`${entry.repo} ${entry.split} ${cases.length} cases ${JSON.stringify(kinds)}`);
}
process.stdout.write(`${summary.join("\n")}\n`);

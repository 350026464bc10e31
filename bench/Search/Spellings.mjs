// The realistic cases respelled: every answerable case keeps its prompt and its answer, and its search is spelled
// the way another agent might write it (other tools, flags and shapes than the case builder's), so the figures say
// how much of the suggester's reach rests on the builder's own spellings. Written after the twelfth pass, from common
// agent habits; its dev side showed one gap, which was mended (a `find … -exec grep` reads the grep's pattern).
import { createHash } from "node:crypto";
import { Arrives, ConfigWork, EscapeRegex } from "./Calls.mjs";
import { ManifestFacts } from "./Manifest.mjs";

const bash = (command) => ({ tool: "bash", arguments: { command } });
const grep = (pattern, extra = {}) => ({ tool: "grep", arguments: { pattern, ...extra } });
const glob = (pattern) => ({ tool: "glob", arguments: { pattern } });

/** Per kind, the other spellings, filled with the repository's values (`js`, `version`, `dep`, `word`). */
export const SPELLINGS = {
	Version: (f) =>
		f.js
			? [
					bash(`cat package.json | grep '"version"'`),
					bash(`rg -n '"version"' --glob 'package.json' .`),
					glob("**/CHANGELOG.md"),
					bash(`grep -rn "${f.version}" --include=*.json --include=*.md .`),
					bash(`grep -n "^## " CHANGELOG.md`),
				]
			: [
					bash(`grep -n "^version" pyproject.toml`),
					bash(`grep -rn "__version__" --include=*.py .`),
					glob("**/CHANGES*"),
					bash(`rg -n "${f.version}" -g '*.toml' -g '*.py'`),
				],
	Dependency: (f) =>
		f.js
			? [
					bash(`grep -n "${f.dep}" package.json`),
					bash(`pnpm why ${f.dep}`),
					bash(`rg -l '"${f.dep}"' -g 'package.json'`),
					grep(EscapeRegex(f.dep), { include: "package.json" }),
					bash(`find . -name package.json -not -path "*/node_modules/*" -exec grep -l '"${f.dep}"' {} +`),
				]
			: [
					bash(`grep -n "${f.dep}" pyproject.toml`),
					bash(`pip list | grep -i ${f.dep}`),
					bash(`rg -n "${f.dep}" -g 'requirements*.txt' -g 'pyproject.toml'`),
					grep(EscapeRegex(f.dep), { include: "*.toml" }),
				],
	CI: () => [
		bash(`find .github -name '*.yml' -o -name '*.yaml'`),
		glob(".github/workflows/*"),
		bash(`rg -n "on:" .github/workflows`),
		grep("actions/checkout", { path: ".github" }),
		bash(`ls -la .github/workflows/`),
	],
	Lint: (f) =>
		f.js
			? [
					glob("**/{.eslintrc*,eslint.config.*}"),
					bash(`rg -n '"lint"' package.json`),
					bash(`find . -maxdepth 2 -name '.prettierrc*'`),
					bash(`grep -rn "prettier" package.json`),
				]
			: [
					bash(`grep -n "tool.ruff" pyproject.toml`),
					glob("**/{.flake8,ruff.toml,setup.cfg}"),
					bash(`rg -n "flake8|ruff" .pre-commit-config.yaml`),
				],
	Test: (f) =>
		f.js
			? [
					bash(`find . -name '*.spec.ts' -not -path '*/node_modules/*'`),
					glob("**/vitest.config.*"),
					bash(`rg -n '"test"' package.json`),
					grep("describe\\(", { include: "*.test.ts" }),
				]
			: [bash(`find . -name 'test_*.py'`), bash(`grep -n "pytest" pyproject.toml`), glob("tests/**/*.py")],
	Build: (f) =>
		f.js
			? [
					glob("**/{tsup,vite,rollup,webpack}.config.*"),
					bash(`rg -n '"build"' package.json`),
					bash(`grep -rn "outDir" --include=tsconfig*.json .`),
					bash(`find . -name 'tsconfig*.json' -not -path '*/node_modules/*'`),
				]
			: [
					bash(`grep -n "build-system" -A3 pyproject.toml`),
					glob("**/setup.py"),
					bash(`rg -n "hatchling|setuptools" pyproject.toml`),
				],
	License: (f) => [
		bash(`find . -iname 'LICENSE*' -not -path '*/node_modules/*'`),
		f.js ? bash(`grep -n '"license"' package.json`) : bash(`grep -n license pyproject.toml`),
		grep("MIT License|Apache License"),
		glob("**/LICENSE*"),
	],
	// Config and Entry (added with their cases): an environment access, or the runtime and registry files; an entry
	// field or the re-export lines
	Config: (f) =>
		f.env
			? f.js
				? [
						bash(`grep -rn "process\\.env\\.[A-Z_]*" --include=*.ts --include=*.tsx .`),
						bash(`git grep -n "process.env"`),
						grep("import\\.meta\\.env|process\\.env", { include: "*.{ts,tsx,js}" }),
						bash(`rg -n "env\\.[A-Z][A-Z_]+" -t ts`),
					]
				: [bash(`grep -rn "os.getenv" --include=*.py .`), bash(`rg -n "environ\\[" -t py`)]
			: [
					bash(`grep -rn '"engines"' --include=package.json .`),
					bash("npm config get registry"),
					bash("nvm current"),
				],
	Entry: () => [
		bash(`cat package.json | grep -n '"main"'`),
		bash(`jq '.exports' package.json`),
		bash(`rg -n '"(main|module|exports)"' package.json`),
		bash(`grep -rn "export \\* from" --include=*.ts --include=*.js .`),
	],
	Docs: (f) => [
		bash(`find . -name '*.md' -not -path '*/node_modules/*'`),
		glob("**/README.md"),
		bash(`rg -n "${f.word}" -g '*.md'`),
		bash(`grep -rln "${f.word}" docs`),
		bash(`ls docs`),
	],
};

/** The dependency a case's search names (`npm ls X`, `"X"`, `grep -rn "X"`), if any. */
const DependencyOf = (call) => {
	const text = JSON.stringify(call.arguments);
	return (/(?:npm ls|pip show) ([\w@/.-]+)/.exec(text) ??
		/\\"([\w@/.-]+)\\"/.exec(text) ??
		/"pattern":"\^?([\w@/.-]+?)(?:\\\\b)?"/.exec(text) ??
		/(?:grep -rn|rg -n) \\"([^\\]+)\\"/.exec(text))?.[1];
};

/** The word a docs case's search looks for in the docs (`grep X --include=*.md`), if any. */
const WordOf = (call) => {
	const text = JSON.stringify(call.arguments);
	return (/"pattern":"([^"]+)","include":"\*\.md"/.exec(text) ??
		/grep -rn \\"([^\\]+)\\" --include=\*\.md/.exec(text))?.[1];
};

/**
 * A set's cases respelled: each answerable case's search is one of its kind's other spellings (drawn by its commit,
 * the first that does not already land on the answer, as the builder drops those); a case every spelling lands on is
 * left out; the negative cases stay as they are. Ids get a `~`.
 */
export const Respell = (set) => {
	const facts = ManifestFacts(set.files);
	const js = facts.ecosystem === "js";
	const version = facts.version ?? "1.0.0";
	const groups = new Map();
	for (const kase of set.cases) {
		const key = `${kase.source}|${kase.kind}`;
		if (!groups.has(key)) groups.set(key, []);
		groups.get(key).push(kase);
	}
	const cases = [];
	for (const [key, group] of groups) {
		const spell = SPELLINGS[group[0].kind];
		if (!spell) {
			cases.push(...group);
			continue;
		}
		const values = {
			js,
			version,
			dep: group.map((kase) => DependencyOf(kase.call)).find(Boolean) ?? "typescript",
			word: group.map((kase) => WordOf(kase.call)).find(Boolean) ?? "usage",
			env: ConfigWork(group.flatMap((kase) => kase.expect)) === "env",
		};
		const spellings = spell(values);
		const first = createHash("sha1").update(key).digest()[0];
		group.forEach((kase, index) => {
			for (let step = 0; step < spellings.length; step++) {
				const call = spellings[(first + index + step) % spellings.length];
				if (!Arrives(call, kase.expect)) {
					cases.push({ ...kase, id: `${kase.id}~`, call });
					return;
				}
			}
		});
	}
	return { ...set, cases };
};

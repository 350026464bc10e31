import { describe, expect, it } from "vitest";
import { BashShapeOf, Head, SearchShaped, Segments } from "../Source/Function/Shell";

describe("the bash reader", () => {
	it("splits simple commands and strips quotes", () => {
		expect(Segments(`cd /x && grep -rn "a b" 'c d' | head -5; echo done`)?.map((s) => s.words)).toEqual([
			["cd", "/x"],
			["grep", "-rn", "a b", "c d"],
			["head", "-5"],
			["echo", "done"],
		]);
		expect(Segments("cat <<EOF\nx\nEOF")).toBeUndefined();
		expect(Segments("grep x . > out.txt")?.[0]?.writes).toBe(true);
		expect(Segments("grep x . 2>/dev/null 2>&1")?.[0]?.writes).toBe(false);
		expect(Head(["FOO=1", "sudo", "timeout", "5", "/usr/bin/grep", "x"])).toEqual(["grep", "x"]);
	});

	it("judges search-shaped lines only", () => {
		for (const yes of [
			'grep -rn "x" .',
			"rg -n version",
			"find src -name '*.py'",
			"git grep -n x",
			"git ls-files | grep test",
			"pip show numpy",
			"yarn outdated lucide-react framer-motion",
			"uv pip show httpx",
			"poetry show --tree",
			"pipdeptree -p flask",
			"sed -n '1,5p' a.py",
			"ls -la",
			// a tool's version asked, or Rake's task list, is glue beside a search
			"cat .rubocop.yml | head -30 && bundle exec rubocop --version",
			"bundle exec rake -T; cat Rakefile",
		])
			expect(SearchShaped(yes), yes).toBe(true);
		for (const no of [
			"sed -i 's/a/b/' a.py",
			"python x.py | grep y",
			"cat > a.py",
			"git commit -m x",
			"echo hi",
			"tee a.txt < b",
			"npm install zod",
			"uv pip install httpx",
			"poetry add rich",
			"bundle exec rake release",
			"rubocop --version && rubocop -a",
		])
			expect(SearchShaped(no), no).toBe(false);
	});

	it("reads a read-only one-liner like jq: the file it opens is the place, a key it prints the query", () => {
		expect(SearchShaped(`node -p "require('./package.json').exports"`)).toBe(true);
		expect(SearchShaped(`node -e "require('fs').writeFileSync('x', '1')"`)).toBe(false);
		expect(SearchShaped("node scripts/build.js")).toBe(false);
		expect(
			BashShapeOf(`node -e "console.log(JSON.stringify(require('./package.json').exports, null, 2))"`),
		).toMatchObject({
			queries: [".exports"],
			paths: ["package.json"],
			reading: false,
		});
		expect(BashShapeOf(`python3 -c "print(open('setup.cfg').read())" | grep -n flake8`)).toMatchObject({
			queries: ["flake8"],
			paths: ["setup.cfg"],
		});
		expect(BashShapeOf(`node -p "require('./package.json')"`)).toMatchObject({
			paths: ["package.json"],
			reading: true,
		});
	});

	it("reads each path a jq filter lists as a query of its own", () => {
		expect(BashShapeOf("jq '.version, .name' package.json").queries).toEqual([".version", ".name"]);
		expect(BashShapeOf("jq '{a: .x, b: .y}' package.json").queries).toEqual(["{a: .x, b: .y}"]);
		expect(BashShapeOf(`jq '.scripts | keys' package.json`).queries).toEqual([".scripts | keys"]);
	});

	it("takes a package manager's look for a search of the packages it names", () => {
		expect(BashShapeOf("uv pip show httpx anyio").queries).toEqual(["httpx", "anyio"]);
		expect(BashShapeOf("npm ls --all zod").queries).toEqual(["zod"]);
		// (`dotnet list` takes the project first: a place, and `package` the listing's noun)
		const dotnet = BashShapeOf("dotnet list src/Polly.Core/Polly.Core.csproj package --outdated");
		expect(dotnet.queries).toEqual([]);
		expect(dotnet.paths).toEqual(["src/Polly.Core/Polly.Core.csproj"]);
		expect(BashShapeOf("flutter pub deps http").queries).toEqual(["http"]);
		const folder = BashShapeOf("dotnet list src/Polly package --format json --framework net8.0");
		expect(folder.queries).toEqual([]);
		expect(folder.paths).toEqual(["src/Polly"]);
		expect(BashShapeOf("pipdeptree -r flask")).toMatchObject({ queries: ["flask"], paths: [] });
	});

	it("separates what is searched from where and what names are looked for", () => {
		expect(BashShapeOf('grep -rn --include=*.py -e "__version__" src tests')).toEqual({
			queries: ["__version__"],
			paths: ["src", "tests"],
			patterns: ["*.py"],
			reading: false,
			naming: false,
			listed: undefined,
		});
		expect(BashShapeOf("find . -name 'setup.py' -o -name 'pyproject.toml'")).toMatchObject({
			paths: ["."],
			patterns: ["setup.py", "pyproject.toml"],
		});
		expect(BashShapeOf("sed -n '1,50p' src/linter/a.py")).toMatchObject({
			queries: ["1,50p"],
			paths: ["src/linter/a.py"],
			reading: false,
		});
		expect(BashShapeOf("head -n 20 setup.py")).toMatchObject({ paths: ["setup.py"], reading: true });
		expect(BashShapeOf("cat a.json | jq .version")).toMatchObject({
			paths: ["a.json"],
			queries: [".version"],
			reading: false,
		});
	});

	it("says whether the line's first search finds files by name, whatever wraps it", () => {
		for (const line of [
			"find . -name '*.yml'",
			"time find src -iname 'LICENSE*' | grep -i cron",
			"cd packages && fd tsconfig",
			"sudo find / -name nginx.conf",
		])
			expect(BashShapeOf(line).naming, line).toBe(true);
		for (const line of [
			"grep -rn version . | find . -name x",
			"rg --files | grep tsconfig",
			"cat package.json | jq .version",
			"echo find me",
		])
			expect(BashShapeOf(line).naming, line).toBe(false);
	});

	it("reads a listing as a name search, and says which one folder it lists into a filter", () => {
		for (const line of ["ls -a | grep -i editor", "ls | head", "ls -la | grep -i spell; cat .codespellrc"]) {
			expect(BashShapeOf(line).naming, line).toBe(true);
			expect(BashShapeOf(line).listed, line).toBe(".");
		}
		// `ls src` prints names relative to `src`; a glob or two folders print paths or headings, not one folder's names
		expect(BashShapeOf("ls src/ | grep config")).toMatchObject({ naming: true, listed: "src", paths: ["src/"] });
		expect(BashShapeOf("ls src/*.ts | grep a").listed).toBeUndefined();
		expect(BashShapeOf("ls src test | grep a").listed).toBeUndefined();
		// a whole listing, unfiltered, names no one file
		expect(BashShapeOf("ls test/smoke && grep -rn fetch test/smoke")).toMatchObject({
			naming: true,
			listed: undefined,
		});
		// a listing after another search is not the line's first search
		expect(BashShapeOf("grep -rl tsconfig . ; ls")).toMatchObject({ naming: false, listed: undefined });
	});

	it("reads what a search skips as neither what it looks for nor where (no dependency talk)", () => {
		expect(BashShapeOf("find . -name '*.test.*' -not -path './node_modules/*'")).toMatchObject({
			paths: ["."],
			patterns: ["*.test.*"],
			queries: ["*.test.*"],
		});
		expect(BashShapeOf("find . ! -path '*/node_modules/*' -name 'package.json'")).toMatchObject({
			patterns: ["package.json"],
		});
		expect(BashShapeOf("find . -path ./node_modules -prune -o -name '*.md' -print")).toMatchObject({
			patterns: ["*.md"],
			queries: ["*.md"],
		});
		expect(
			BashShapeOf("grep -rn version --exclude-dir=node_modules --exclude='*.min.js' --include='*.json' ."),
		).toEqual({
			queries: ["version"],
			paths: ["."],
			patterns: ["*.json"],
			reading: false,
			naming: false,
			listed: undefined,
		});
		expect(BashShapeOf("rg -g '!node_modules' -g '*.toml' version")).toMatchObject({ patterns: ["*.toml"] });
		// an inverted grep drops lines: its pattern is no query, in any spelling of the flag
		for (const filter of ["grep -v node_modules", "grep -rnv dist", "grep --invert-match dist", "rg -v dist"])
			expect(BashShapeOf(`grep -rn '"version"' --include=package.json . | ${filter}`).queries).toEqual([
				'"version"',
			]);
		// a value-taking option's letters are its value (`-A5`), `-e v` is a pattern, and `--` ends the options
		expect(BashShapeOf("grep -A5 -e v package.json").queries).toEqual(["v"]);
		expect(BashShapeOf("grep -rn -- -v src").queries).toEqual(["-v"]);
	});

	it("judges what a find runs with the line: a grep it runs searches, a remove it runs writes", () => {
		const exec = `find . -name package.json -not -path "*/node_modules/*" -exec grep -l '"vite"' {} +`;
		expect(SearchShaped(exec)).toBe(true);
		// the grep's pattern is what the line looks for; its `{}` is each file found, no place of its own
		expect(BashShapeOf(exec)).toEqual({
			queries: ["package.json", '"vite"'],
			paths: ["."],
			patterns: ["package.json"],
			reading: false,
			naming: true,
			listed: undefined,
		});
		expect(BashShapeOf("find . -name '*.json' | xargs grep -l vite").queries).toContain("vite");
		for (const no of ["find . -name '*.tmp' -exec rm {} \\;", "find . -name '*.js' -exec sed -i 's/a/b/' {} +"])
			expect(SearchShaped(no), no).toBe(false);
	});

	it("takes git's read-only looks at the history as glue beside a search, never as one, never a write", () => {
		for (const yes of [
			"git tag --sort=-v:refname | head -5 && git log --oneline -5",
			"git status --short | grep -i tsbuildinfo; cat .gitignore",
			"git diff --stat && grep -rn version package.json",
		])
			expect(SearchShaped(yes), yes).toBe(true);
		for (const no of [
			"git log --oneline -8 -- package.json",
			"git branch -D old && grep -rn x .",
			"git commit -m x",
		])
			expect(SearchShaped(no), no).toBe(false);
	});

	it("judges a listing of the release tags as a search, never one that makes a tag", () => {
		for (const yes of [
			"git tag --list | tail -5",
			"git tag",
			"git tag -l 'v1.4*'",
			"git describe --tags",
			"git tag --sort=-v:refname | head",
		])
			expect(SearchShaped(yes), yes).toBe(true);
		for (const no of ["git tag v2.0.0", "git tag -a v2.0.0 -m release", "git tag -d v1.0.0"])
			expect(SearchShaped(no), no).toBe(false);
		expect(BashShapeOf("git tag -l 'v1.4*'").queries).toEqual(["v1.4*"]);
	});
});

describe("ripgrep's file types", () => {
	it("keep the search to the names a type stands for, as a glob does", () => {
		expect(BashShapeOf("rg -n useLazyLoadedSchema --type md").patterns).toEqual(["*.md", "*.mdx"]);
		expect(BashShapeOf("rg -ttoml -n 'edition' .").patterns).toEqual(["*.toml"]);
		// (a code type, an unknown type, and grep's own `-t`-less options, name nothing)
		expect(BashShapeOf("rg -n 'gopkg.in/yaml' --type go").patterns).toEqual([]);
		expect(BashShapeOf("rg -t protobuf Service").patterns).toEqual([]);
		expect(BashShapeOf("grep -rn x --include='*.ts' .").patterns).toEqual(["*.ts"]);
	});
});

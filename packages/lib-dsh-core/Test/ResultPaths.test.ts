import { describe, expect, it } from "vitest";
import {
	RESULT_PATHS_CAP,
	RESULT_TEXT_CAP,
	ResultCut,
	ResultLines,
	ResultPaths,
	ResultPrinted,
} from "../Source/Library";

const shell = (text: string) => ({ isError: false, content: [{ type: "text", text }], value: { stdout: { text } } });

describe("ResultPaths: the files a search tool's result lists", () => {
	it("reads the grep tool's matched files and the glob tool's paths from their structured meta", () => {
		const grep = {
			isError: false,
			meta: { shape: "matches", files: [{ path: "package.json", matches: [] }, { path: "docs/a.md" }] },
		};
		expect(ResultPaths(grep)).toEqual(["package.json", "docs/a.md"]);
		expect(ResultPaths({ meta: { shape: "paths", paths: ["a/b.yml", "c.json"] } })).toEqual(["a/b.yml", "c.json"]);
	});

	it("reads a shell's `path:line:` lines and folder paths, not `ls`'s bare names or dashed context lines", () => {
		const text = [
			'./package.json:27:    "dev": "vitest",',
			"src/a.ts:3:const x = 1",
			"README.md:the title",
			"./vite.config.mjs",
			"docs/guide.md",
			"tsconfig.json",
			"src/b.ts-4-context line",
			"-rw-r--r-- 1 u u 12 Dec 1 a.txt",
			"",
		].join("\n");
		expect(ResultPaths(shell(text))).toEqual([
			"./package.json",
			"src/a.ts",
			"README.md",
			"./vite.config.mjs",
			"docs/guide.md",
		]);
	});

	it("reads `ls`'s bare names in the one folder the call listed, never a text's", () => {
		const text = [".", "..", ".editorconfig", "package.json", "-rw-r--r-- 1 u u 12 Dec 1 a.txt", "two words"].join(
			"\n",
		);
		expect(ResultPaths(shell(text), ".")).toEqual([".editorconfig", "package.json"]);
		expect(ResultPaths(shell("accepts.test.ts\nlogger.test.ts"), "tests/modules")).toEqual([
			"tests/modules/accepts.test.ts",
			"tests/modules/logger.test.ts",
		]);
		expect(ResultPaths(shell(text))).toEqual([]);
	});

	it("reads a long listing's names (`ls -la | grep -i npmrc`) in the folder listed, a link's without its target", () => {
		const long = [
			"-rw-r--r--  1 me staff   19 Dec  4 23:00 .npmrc",
			"lrwxrwxrwx  1 me staff    9 Jan 12  2025 latest -> releases/v2",
			"drwxr-xr-x@ 5 me staff  160 Dec  4 23:00 .husky",
			"total 48",
		].join("\n");
		expect(ResultPaths(shell(long), ".")).toEqual([".npmrc", "latest", ".husky"]);
		expect(ResultPaths(shell(long), "config")).toEqual(["config/.npmrc", "config/latest", "config/.husky"]);
		// not listed by the call: a long line is no path
		expect(ResultPaths(shell(long))).toEqual([]);
	});

	it("reads no line number of a one-file `grep -n` and no key of a printed JSON line as a path; a route folder's is", () => {
		const text = [
			"53:tests = [",
			'54-    "pytest",',
			'  "name": "x",',
			"{ a: 1 }",
			"LICENSE:1:MIT",
			"app/(auth)/[slug]/page.tsx:3:export default",
			"  <https://github.com/dateutil/dateutil/pull/1>`_",
			"<https://example.com>: a changelog's link",
		].join("\n");
		expect(ResultPaths(shell(text))).toEqual(["LICENSE", "app/(auth)/[slug]/page.tsx"]);
	});

	it("reads the text alone when a host passes no structured result (the dsh-coach hook host)", () => {
		const text = "Found 2 files\n/repo/rollup.config.js\n/repo/lib/2019.ts";
		expect(ResultPaths({ isError: false, content: [{ type: "image" }, { type: "text", text }] })).toEqual([
			"/repo/rollup.config.js",
			"/repo/lib/2019.ts",
		]);
		// a shell's stdout wins over the content text that also carries its stderr
		expect(
			ResultPaths({ content: [{ type: "text", text: "[stderr]\nx/y.ts:1:z" }], value: { stdout: { text: "" } } }),
		).toEqual([]);
	});

	it("lists nothing for an error, a hostile shape or no output", () => {
		expect(ResultPaths({ isError: true, value: { stdout: { text: "a/b.ts:1:x" } } })).toEqual([]);
		for (const hostile of [
			undefined,
			null,
			42,
			"a/b.ts",
			[],
			{ meta: { shape: "matches", files: "x" } },
			{ value: null },
		])
			expect(ResultPaths(hostile)).toEqual([]);
		expect(ResultPaths({ meta: { shape: "paths", paths: [1, null, "", "ok/x.ts", { path: "y" }] } })).toEqual([
			"ok/x.ts",
		]);
	});

	it("is bounded: at most RESULT_PATHS_CAP paths, nothing past RESULT_TEXT_CAP characters", () => {
		const many = Array.from({ length: RESULT_PATHS_CAP + 50 }, (_, i) => `src/f${i}.ts:1:x`).join("\n");
		expect(ResultPaths(shell(many))).toHaveLength(RESULT_PATHS_CAP);
		expect(
			ResultPaths({ meta: { shape: "paths", paths: Array.from({ length: 1000 }, (_, i) => `p/${i}`) } }),
		).toHaveLength(RESULT_PATHS_CAP);
		const late = `${"x".repeat(RESULT_TEXT_CAP)}\nlate/file.ts:1:y`;
		expect(ResultPaths(shell(late))).toEqual([]);
		// megabytes of one line: read up to the cap, no path in it
		expect(ResultPaths(shell("a".repeat(4 * 1024 * 1024)))).toEqual([]);
	});

	it("says when a result may list fewer paths than the call found: the tool cut it, or it runs past the cap", () => {
		// the bash tool keeps the tail of a long output and marks it; the grep tool marks its bounded meta
		expect(ResultCut({ value: { stdout: { text: "CHANGELOG.md:1:v5", truncated: true } } })).toBe(true);
		expect(ResultCut({ meta: { shape: "matches", files: [], truncated: true } })).toBe(true);
		expect(ResultCut(shell(`${"x".repeat(RESULT_TEXT_CAP)}\nlate/file.ts:1:y`))).toBe(true);
		expect(ResultCut(shell("src/a.ts:1:x"))).toBe(false);
		expect(ResultCut({ value: { stdout: { text: "src/a.ts:1:x", truncated: false } } })).toBe(false);
		for (const hostile of [
			undefined,
			null,
			7,
			"text",
			{ meta: null },
			{ value: { stdout: null } },
			{ meta: { truncated: "yes" } },
		])
			expect(ResultCut(hostile)).toBe(false);
	});

	it("says whether a result printed anything: a one-file search's lines without its name count, an error never", () => {
		expect(ResultPrinted(shell('7:  library "date"\n'))).toBe(true);
		expect(ResultPrinted(shell(""))).toBe(false);
		expect(ResultPrinted(shell("  \n"))).toBe(false);
		expect(ResultPrinted({ isError: true, value: { stdout: { text: "x" } } })).toBe(false);
		expect(ResultPrinted({ meta: { shape: "matches", files: [{ path: "a.ts" }] } })).toBe(true);
		expect(ResultPrinted({ meta: { shape: "paths", paths: [] } })).toBe(false);
		for (const hostile of [undefined, null, 7, "text", { value: { stdout: { text: 7 } } }, { content: "x" }])
			expect(ResultPrinted(hostile)).toBe(false);
		// read to the cap: a megabyte of blanks then a line is no output
		expect(ResultPrinted(shell(`${" ".repeat(RESULT_TEXT_CAP)}x`))).toBe(false);
	});

	it("reads the lines a search matched with their files: the grep tool's matches, a shell's `path:N:text` lines", () => {
		const grep = {
			meta: {
				shape: "matches",
				files: [
					{ path: "app.go", matches: [{ lineNumber: 38, line: 'const Version = "3.5.0"' }] },
					{ path: "x.go" },
				],
			},
		};
		expect(ResultLines(grep)).toEqual([{ path: "app.go", text: 'const Version = "3.5.0"' }]);
		const text = ['./app.go:38:const Version = "3.5.0"', "README.md:the title", "12:no file", "-:1:stdin"].join(
			"\n",
		);
		expect(ResultLines(shell(text))).toEqual([{ path: "./app.go", text: 'const Version = "3.5.0"' }]);
		// a glob's paths and an error print no lines; a line is cut, the lines are capped
		expect(ResultLines({ meta: { shape: "paths", paths: ["a.go"] } })).toEqual([]);
		expect(ResultLines({ isError: true, value: { stdout: { text: "a.go:1:x" } } })).toEqual([]);
		expect(ResultLines(shell(`a.go:1:${"x".repeat(100_000)}`))[0]!.text.length).toBeLessThanOrEqual(512);
		expect(ResultLines(shell(Array.from({ length: 2000 }, (_, i) => `a${i}.go:1:x`).join("\n")))).toHaveLength(
			RESULT_PATHS_CAP,
		);
		for (const hostile of [
			undefined,
			null,
			7,
			"text",
			{ meta: { shape: "matches", files: "x" } },
			{ content: "x" },
		])
			expect(ResultLines(hostile)).toEqual([]);
		expect(
			ResultLines({
				meta: {
					shape: "matches",
					files: [null, { path: 7, matches: [] }, { path: "a", matches: [{ line: 3 }] }],
				},
			}),
		).toEqual([]);
	});
});

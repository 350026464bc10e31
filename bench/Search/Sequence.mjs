// The search suggester's fixed replay corpus (bench/search.mjs, the search smoke and tests score against it).
const manifest = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The fixed replay workspace: a small pnpm monorepo (two packages, changesets, CI, docs, lint, build). */
export const SEQUENCE_WORKSPACE = {
	"package.json": manifest({
		name: "acme-kit",
		version: "1.4.2",
		private: true,
		license: "MIT",
		packageManager: "pnpm@9.1.0",
		scripts: {
			build: "pnpm -r run build",
			test: "vitest run",
			lint: "eslint . && prettier --check .",
			release: "changeset publish",
		},
		devDependencies: {
			"@changesets/cli": "2.27.1",
			eslint: "9.2.0",
			prettier: "3.2.5",
			typescript: "5.4.5",
			vitest: "1.6.0",
			tsup: "8.0.2",
		},
	}),
	"pnpm-workspace.yaml": "packages:\n  - packages/*\n",
	"pnpm-lock.yaml": [
		"lockfileVersion: '9.0'",
		"importers:",
		"  packages/core:",
		"    dependencies:",
		"      zod:",
		"        specifier: ^3.23.8",
		"        version: 3.23.8",
		"  packages/cli:",
		"    dependencies:",
		"      '@acme/core':",
		"        specifier: workspace:*",
		"        version: link:../core",
		"      commander:",
		"        specifier: ^12.0.0",
		"        version: 12.0.0",
		"packages:",
		"  zod@3.23.8:",
		"    resolution: {integrity: sha512-XBx9AXhXktjUqnepgTiE5flcKIYWi/rme0Eaj+5Y0lftuGBq+jyRu/md4WnuxqgP1ubdpNCsYEYPxrzVHD8d6g==}",
		"  commander@12.0.0:",
		"    resolution: {integrity: sha512-MwVNWlYjDTtOjX5PiD7o5pK0UrFU/OYgcJfjjK4RaHZETNtjJqrZa9Y9ds88+A+f+d5lv+561eZ+yCKoS3gbAA==}",
		"",
	].join("\n"),
	"CHANGELOG.md": "# acme-kit\n\n## 1.4.2\n\n### Patch Changes\n\n- Quoted values keep their inner spaces.\n",
	".changeset/config.json": manifest({
		changelog: "@changesets/cli/changelog",
		commit: false,
		access: "public",
		baseBranch: "main",
	}),
	".changeset/README.md": "# Changesets\n\nRun `pnpm changeset` to describe a change.\n",
	"tsconfig.base.json": manifest({
		compilerOptions: {
			target: "ES2022",
			module: "ESNext",
			moduleResolution: "Bundler",
			strict: true,
			declaration: true,
		},
	}),
	"tsconfig.json": manifest({ extends: "./tsconfig.base.json", include: ["packages/*/src"] }),
	".env.example": "ACME_API_URL=https://api.example.com\n",
	".github/workflows/ci.yml":
		"name: CI\non: [push, pull_request]\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm lint\n      - run: pnpm test\n",
	".github/workflows/release.yml":
		"name: Release\non:\n  push:\n    branches: [main]\njobs:\n  release:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm release\n        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n",
	"README.md": "# acme-kit\n\nParse and format acme files.\n\n## Usage\n\n```sh\nacme run file.acme\n```\n",
	"CONTRIBUTING.md": "# Contributing\n\nRun `pnpm test` before a pull request.\n",
	"docs/getting-started.md": "# Getting started\n\nInstall with `pnpm add @acme/cli`.\n",
	"docs/cli.md": "# CLI\n\n`acme run <file>` parses and prints a file.\n",
	LICENSE:
		"MIT License\n\nCopyright (c) 2023 Acme Inc.\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software.\n",
	"eslint.config.js":
		'import js from "@eslint/js";\n\nexport default [js.configs.recommended, { rules: { "no-unused-vars": "error" } }];\n',
	".prettierrc": manifest({ useTabs: true, printWidth: 120 }),
	".editorconfig": "root = true\n\n[*]\nindent_style = tab\n",
	"vitest.config.ts":
		'import { defineConfig } from "vitest/config";\n\nexport default defineConfig({ test: { include: ["packages/*/test/**/*.test.ts"] } });\n',
	"packages/core/package.json": manifest({
		name: "@acme/core",
		version: "1.4.2",
		main: "./dist/index.js",
		types: "./dist/index.d.ts",
		scripts: { build: "tsup", test: "vitest run" },
		dependencies: { zod: "^3.23.8" },
	}),
	"packages/core/tsconfig.json": manifest({ extends: "../../tsconfig.base.json", include: ["src"] }),
	"packages/core/tsup.config.ts":
		'import { defineConfig } from "tsup";\n\nexport default defineConfig({ entry: ["src/index.ts"], format: ["esm"], dts: false });\n',
	"packages/core/src/index.ts": 'export { parse } from "./parse";\nexport { format } from "./format";\n',
	"packages/core/src/parse.ts":
		'export function parse(text: string): string[] {\n\treturn text.split(",").map((value) => value.trim());\n}\n',
	"packages/core/src/format.ts":
		'export function format(values: string[]): string {\n\treturn values.join(", ");\n}\n',
	"packages/core/src/schema.ts": 'import { z } from "zod";\n\nexport const Entry = z.object({ name: z.string() });\n',
	"packages/core/test/parse.test.ts":
		'import { describe, expect, it } from "vitest";\nimport { parse } from "../src/parse";\n\ndescribe("parse", () => {\n\tit("splits", () => expect(parse("a, b")).toEqual(["a", "b"]));\n});\n',
	"packages/core/test/format.test.ts":
		'import { expect, it } from "vitest";\nimport { format } from "../src/format";\n\nit("joins", () => expect(format(["a", "b"])).toBe("a, b"));\n',
	"packages/core/README.md": "# @acme/core\n\nThe parser and formatter.\n",
	"packages/core/CHANGELOG.md": "# @acme/core\n\n## 1.4.2\n\n- Quoted values keep their inner spaces.\n",
	"packages/cli/package.json": manifest({
		name: "@acme/cli",
		version: "1.4.2",
		bin: { acme: "./dist/cli.js" },
		scripts: { build: "tsup", test: "vitest run" },
		dependencies: { "@acme/core": "workspace:*", commander: "^12.0.0" },
	}),
	"packages/cli/tsconfig.json": manifest({ extends: "../../tsconfig.base.json", include: ["src"] }),
	"packages/cli/tsup.config.ts":
		'import { defineConfig } from "tsup";\n\nexport default defineConfig({ entry: ["src/cli.ts"], format: ["esm"] });\n',
	"packages/cli/src/cli.ts":
		'import { Command } from "commander";\nimport { run } from "./commands/run";\nimport { init } from "./commands/init";\n\nconst program = new Command("acme");\nprogram.command("run <file>").option("--json").action(run);\nprogram.command("init").action(init);\nprogram.parse();\n',
	"packages/cli/src/commands/run.ts":
		'import { readFileSync } from "node:fs";\nimport { parse } from "@acme/core";\n\nexport function run(file: string, options: { json?: boolean }): void {\n\tconst values = parse(readFileSync(file, "utf8"));\n\tconsole.log(options.json ? JSON.stringify(values) : values.join("\\n"));\n}\n',
	"packages/cli/src/commands/init.ts":
		'import { writeFileSync } from "node:fs";\n\nexport function init(): void {\n\twriteFileSync("acme.config.json", "{}\\n");\n}\n',
	"packages/cli/test/cli.test.ts":
		'import { expect, it } from "vitest";\nimport { run } from "../src/commands/run";\n\nit("runs", () => expect(typeof run).toBe("function"));\n',
	"packages/cli/README.md": "# @acme/cli\n\n`acme run <file>` prints the parsed values.\n",
	"packages/cli/CHANGELOG.md": "# @acme/cli\n\n## 1.4.2\n\n- Uses @acme/core 1.4.2.\n",
};

const VERSION_FILES = [
	"package.json",
	"CHANGELOG.md",
	".changeset/",
	"packages/core/package.json",
	"packages/cli/package.json",
	"packages/core/CHANGELOG.md",
	"packages/cli/CHANGELOG.md",
];

/** One turn: the user text opens it, every call expects the same files. */
const turn = (user, expect, calls) =>
	calls.map(([tool, args], index) => ({ tool, arguments: args, ...(index === 0 ? { user } : {}), expect }));

/**
 * The fixed fifty-call corpus: fifteen turns of an agent working in SEQUENCE_WORKSPACE. Twelve turns need a
 * standard location (a lane each); three (an exploratory question, a rename, a perf pass) must stay silent.
 */
export const SEQUENCE = [
	...turn("Bump the version to 1.5.0 and add a changelog entry.", VERSION_FILES, [
		["grep", { pattern: "1\\.4\\.2" }],
		["read", { file_path: "package.json" }],
		["read", { file_path: "CHANGELOG.md" }],
		["glob", { pattern: ".changeset/*.md" }],
		["grep", { pattern: '"version": "1.4.2"', path: "packages" }],
	]),
	...turn(
		"Why does parse() drop trailing whitespace in quoted values?",
		[],
		[
			["grep", { pattern: "export function parse" }],
			["read", { file_path: "packages/core/src/parse.ts" }],
			["grep", { pattern: "trim\\(", path: "packages/core/src" }],
			["read", { file_path: "packages/core/test/parse.test.ts" }],
			["grep", { pattern: "whitespace", path: "docs" }],
		],
	),
	...turn(
		"Add zod as a dependency of the cli package and use it to validate the flags.",
		["packages/cli/package.json", "packages/core/package.json", "pnpm-lock.yaml"],
		[
			["grep", { pattern: "zod" }],
			["grep", { pattern: '"dependencies"', path: "packages/cli/package.json" }],
			["read", { file_path: "packages/core/package.json" }],
		],
	),
	...turn(
		"CI is failing on the lint step — fix whatever eslint is complaining about.",
		[".github/workflows/ci.yml", "eslint.config.js", "package.json", ".prettierrc"],
		[
			["glob", { pattern: ".github/workflows/*.yml" }],
			["read", { file_path: ".github/workflows/ci.yml" }],
			["grep", { pattern: "eslint", path: "package.json" }],
			["read", { file_path: "eslint.config.js" }],
			["bash", { command: "cat .prettierrc", description: "Show the prettier config" }],
		],
	),
	...turn(
		"Where are the tests for the init command?",
		["packages/cli/test/cli.test.ts", "packages/cli/src/commands/init.ts"],
		[
			["glob", { pattern: "**/*.test.ts" }],
			["read", { file_path: "packages/cli/test/cli.test.ts" }],
			["bash", { command: 'grep -rn "init" packages/cli/test', description: "Find init in the cli tests" }],
		],
	),
	...turn(
		"Rename the format helper to render across the core package.",
		[],
		[
			["grep", { pattern: "format\\(", path: "packages/core/src" }],
			["grep", { pattern: "import \\{ format \\}" }],
			["read", { file_path: "packages/core/src/format.ts" }],
			["read", { file_path: "packages/core/src/index.ts" }],
			["bash", { command: 'grep -rln "format" packages --include=*.ts', description: "Files using format" }],
		],
	),
	...turn(
		"Update the copyright year in the license to 2025.",
		["LICENSE"],
		[
			["grep", { pattern: "Copyright \\(c\\)" }],
			["read", { file_path: "LICENSE" }],
		],
	),
	...turn(
		"The build output is missing type declarations for @acme/core.",
		["packages/core/tsup.config.ts", "packages/core/package.json", "packages/core/tsconfig.json"],
		[
			["grep", { pattern: "dts", path: "packages/core" }],
			["read", { file_path: "packages/core/tsup.config.ts" }],
			["read", { file_path: "packages/core/tsconfig.json" }],
		],
	),
	...turn(
		"Document the new --json flag in the CLI README.",
		["packages/cli/README.md", "README.md", "docs/cli.md"],
		[
			["grep", { pattern: "--json", path: "packages/cli/src" }],
			["glob", { pattern: "**/*.md" }],
			["read", { file_path: "packages/cli/README.md" }],
			["read", { file_path: "docs/cli.md" }],
		],
	),
	...turn(
		"Why is zod 3.23.8 installed instead of 3.22?",
		["packages/core/package.json", "package.json"],
		[
			["bash", { command: 'grep -n "3.23.8" pnpm-lock.yaml', description: "Find zod in the lockfile" }],
			["read", { file_path: "packages/core/package.json" }],
		],
	),
	...turn(
		"Fix the tsconfig so @acme/core resolves from the cli package without building first.",
		["tsconfig.base.json", "tsconfig.json", "packages/cli/tsconfig.json"],
		[
			["grep", { pattern: '"paths"', include: "tsconfig*.json" }],
			["read", { file_path: "tsconfig.base.json" }],
			["read", { file_path: "packages/cli/tsconfig.json" }],
		],
	),
	...turn(
		"What does the acme binary run on startup?",
		["packages/cli/package.json", "packages/cli/src/cli.ts"],
		[
			["grep", { pattern: '"bin"' }],
			["read", { file_path: "packages/cli/src/cli.ts" }],
			["read", { file_path: "packages/cli/src/commands/run.ts" }],
		],
	),
	...turn(
		"Add a .env.example entry for ACME_TOKEN.",
		[".env.example"],
		[
			["bash", { command: 'grep -rn "ACME_" packages --include=*.ts', description: "Find ACME_ variables" }],
			["grep", { pattern: "process\\.env" }],
			["read", { file_path: ".env.example" }],
		],
	),
	...turn(
		"Release: check which workflow publishes to npm.",
		[".github/workflows/release.yml", "package.json"],
		[
			["grep", { pattern: "npm publish|changeset publish", path: ".github" }],
			["read", { file_path: ".github/workflows/release.yml" }],
		],
	),
	...turn(
		"Speed up the parser's hot loop.",
		[],
		[
			["bash", { command: 'grep -rn "for (const" packages/core/src | head -20', description: "Find loops" }],
			["bash", { command: "wc -l packages/core/src/*.ts", description: "Count lines" }],
		],
	),
];

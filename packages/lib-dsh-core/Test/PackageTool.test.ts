// The one list of package managers' looks: the word reader and the pattern (the search pack's `package-tool`
// signal, the search suggester's dependency reading) agree on every look and on what is no look.
import { describe, expect, it } from "vitest";
import { BUILTIN_PACK, PACKAGE_TOOL_PATTERN, PackageToolWords } from "../Target/Library.js";

const LOOKS: readonly [string, number][] = [
	["npm ls zod", 2],
	["npm explain braces", 2],
	["pnpm why vite", 2],
	["yarn outdated", 2],
	["pip show flask", 2],
	["pip3 freeze", 2],
	["pip index versions httpx", 2],
	["uv pip show httpx", 3],
	["uv tree", 2],
	["poetry show --tree", 2],
	["pipdeptree -p flask", 1],
	["bun pm ls", 3],
	["bun why typescript", 2],
];
const NOT_LOOKS = [
	"npm install zod",
	"pnpm add -D vitest",
	"yarn",
	"pip install flask",
	"uv pip install x",
	"uv run pytest",
	"poetry add rich",
	"bun add -d typescript",
	"bun pm cache rm",
	"grep npm ls",
];

describe("the package managers' looks", () => {
	it("reads how many words make the look, and none for a command that installs or runs", () => {
		for (const [command, words] of LOOKS) expect(PackageToolWords(command.split(" ")), command).toBe(words);
		for (const command of NOT_LOOKS) expect(PackageToolWords(command.split(" ")), command).toBe(0);
	});

	it("is the pattern the search pack's package-tool signal matches", () => {
		const pattern = new RegExp(PACKAGE_TOOL_PATTERN);
		for (const [command] of LOOKS) expect(pattern.test(command), command).toBe(true);
		for (const command of NOT_LOOKS.slice(0, -1)) expect(pattern.test(command), command).toBe(false);
		const signal = Object.values(BUILTIN_PACK.intents ?? {})
			.flatMap((intent) => intent.signals ?? [])
			.find((s) => s.id === "package-tool");
		expect(signal?.pattern).toBe(PACKAGE_TOOL_PATTERN);
	});
});

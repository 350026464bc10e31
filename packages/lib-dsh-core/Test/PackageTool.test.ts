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
	// the options before the subcommand: the workspace package or folder the look is kept to, a switch
	["pnpm -F @kobalte/core ls @floating-ui/dom", 4],
	["pnpm --filter=web why vite", 3],
	["pnpm -r ls zod", 3],
	["npm -w api ls zod", 4],
	["npm --workspace packages/a outdated", 4],
	["yarn --cwd web why vite", 4],
	// Composer's, Gradle's (its wrapper's too) and Maven's
	["composer show psr/log", 2],
	["composer why-not php 8.4", 2],
	["./gradlew -q dependencies", 3],
	["gradle -p lib dependencyInsight --dependency guava", 4],
	["./mvnw -q dependency:tree", 3],
	["mvn -pl core dependency:analyze", 4],
	["mvn -B -U dependency:tree", 4],
	["./gradlew -Pfoo dependencies", 3],
	["./gradlew :app:dependencies", 2],
	["composer -d lib show psr/log", 4],
	["mvn -Dmaven.repo.local=/x dependency:tree", 3],
	// .NET's (the project after the subcommand) and Dart's and Flutter's pub
	["dotnet list package --outdated", 2],
	["dotnet list src/Polly.csproj package", 2],
	["dotnet package list", 3],
	["dart pub deps", 3],
	["flutter pub outdated", 3],
	// SwiftPM's, CocoaPods' and Mix's
	["swift package show-dependencies", 3],
	["pod outdated", 2],
	["mix deps.tree", 2],
	["mix hex.outdated", 2],
];
const NOT_LOOKS = [
	"npm install zod",
	"composer install",
	"./gradlew build",
	"./gradlew :app:build",
	"mvn -q package",
	"pnpm add -D vitest",
	"yarn",
	"pip install flask",
	"uv pip install x",
	"uv run pytest",
	"poetry add rich",
	"bun add -d typescript",
	"bun pm cache rm",
	"pnpm -F web add zod",
	"npm -w api install zod",
	"dotnet build",
	"dotnet add package Polly",
	"dart pub get",
	"flutter pub upgrade",
	"swift build",
	"pod install",
	"mix deps.get",
	// (last: a look's words inside another command, which the pattern hears and the word reader does not)
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

	// each option is read one way only, so a long run that ends in no look fails within the test's timeout (a pattern
	// reading `--filter=a` two ways would take 2^9000 steps here)
	it("fails on a long run of options that ends in no look", () => {
		const pattern = new RegExp(PACKAGE_TOOL_PATTERN, "i");
		expect(pattern.test(`pnpm${" --filter=a --filter a -r".repeat(3000)} install`)).toBe(false);
		expect(pattern.test(`pnpm${" --filter=a --filter a -r".repeat(3000)} why zod`)).toBe(true);
	});
});

// The one notion of a test path: the function, the search pack's `test-path` signal and the graph's `test-dir`
// folders agree on the same paths.
import { describe, expect, it } from "vitest";
import { BUILTIN_PACK, ClassifyFolder, IsTestPath, TEST_PATH_PATTERN } from "../Target/Library.js";

const TESTS = [
	"tests/test_app.py",
	"test/x.test.ts",
	"src/__tests__/button.tsx",
	"spec/models/user_spec.rb",
	"packages/a/specs/run.ts",
	"Test/Unit.cs",
	"args_test.go",
	"lib/x.spec.js",
	"src/x.test.mjs",
	"test_utils.py",
	"crates/core/tests/main.rs",
	"features/source_command.feature",
	"t/10-attrs.t",
	"xt/author/pod.t",
];
const SOURCES = [
	"src/app.py",
	"flask/testing.py",
	"src/contest.ts",
	"docs/testing.md",
	"src/latest_version.ts",
	"lib/spectrum.js",
	"attest/x.go",
	"contest_results.py",
	"src/features/auth/login.ts",
	"src/t/x.pm",
	"t/proj/settings.py",
	"art/logo.svg",
];

describe("a test path", () => {
	it("is a file under a test folder or named as a test, by the common conventions of each ecosystem", () => {
		for (const path of TESTS) expect(IsTestPath(path), path).toBe(true);
		for (const path of SOURCES) expect(IsTestPath(path), path).toBe(false);
	});

	it("is the search pack's test-path signal, and the graph's test folders", () => {
		const signal = Object.values(BUILTIN_PACK.intents ?? {})
			.flatMap((intent) => intent.signals ?? [])
			.find((candidate) => candidate.id === "test-path");
		expect(signal?.pattern).toBe(TEST_PATH_PATTERN);
		const regex = new RegExp(signal!.pattern, "i");
		for (const path of [...TESTS, ...SOURCES]) expect(regex.test(path), path).toBe(IsTestPath(path));
		for (const folder of ["test", "tests", "Test", "__tests__", "spec", "specs"])
			expect(ClassifyFolder(folder, 1)).toEqual(["test-dir"]);
		for (const folder of ["testing", "contest", "docs"])
			expect(ClassifyFolder(folder, 1)).not.toContain("test-dir");
		// (a Perl distribution's `t/` and `xt/`, at the root alone; a file under them is a test path as a `.t` file only)
		for (const folder of ["t", "xt"]) expect(ClassifyFolder(folder, 0)).toEqual(["test-dir"]);
		expect(ClassifyFolder("t", 1)).toEqual([]);
	});
});

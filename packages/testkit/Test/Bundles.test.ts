// No published bundle carries test or bench code: every non-private package's built Target/ (each export entry and
// every chunk beside it, the hook bundle included) is read for the testkit's and the benches' names and fixtures.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** What only the testkit, the benches and the tests hold: export names, and strings of their fixtures. */
const FORBIDDEN_EXPORTS = [
	"FakeContext",
	"FakeContextHandle",
	"SEQUENCE",
	"SEQUENCE_WORKSPACE",
	"ScoreReplay",
	"FormatScore",
	"WriteWorkspace",
	"CommandFiles",
	"SessionCalls",
	"CombineScores",
	"Cells",
	"CellOf",
	"Reporter",
	"SCHEMAS",
	"COACH_SESSION",
];
const FORBIDDEN_TEXT = [
	"@playform/testkit",
	"bench/Search",
	"search-suggester-bench-",
	"testkit-ws",
	// the fixed replay corpus's workspace and one of its turns
	"acme-kit",
	"Bump the version to 1.5.0 and add a changelog entry.",
	'from "vitest"',
	"fast-check",
];

const Published = (): { name: string; folder: string; entries: string[] }[] =>
	readdirSync(packages)
		.map((folder) => join(packages, folder))
		.filter((folder) => statSync(join(folder, "package.json"), { throwIfNoEntry: false }))
		.map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) }))
		.filter(({ manifest }) => manifest.private !== true)
		.map(({ folder, manifest }) => ({
			name: manifest.name as string,
			folder,
			entries: Object.values((manifest.exports ?? {}) as Record<string, string | { default?: string }>)
				.map((target) => (typeof target === "string" ? target : target.default))
				.filter((target): target is string => typeof target === "string" && target.endsWith(".js")),
		}));

const Files = (folder: string): string[] =>
	readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory()
			? Files(join(folder, entry.name))
			: entry.name.endsWith(".js")
				? [join(folder, entry.name)]
				: [],
	);

describe("published bundles", () => {
	const published = Published();

	it("are the five plugin and library packages; the testkit is private", () => {
		expect(published.map((entry) => entry.name).sort()).toEqual([
			"@playform/dsh-coach",
			"@playform/ets-hook-dsh-tool-coach",
			"@playform/hook-dsh-replay-suggester",
			"@playform/hook-dsh-search-suggester",
			"@playform/hook-dsh-tool-coach",
			"@playform/lib-dsh-core",
		]);
		expect(JSON.parse(readFileSync(join(packages, "testkit", "package.json"), "utf8")).private).toBe(true);
	});

	for (const { name, folder, entries } of published) {
		it(`${name}: no export is a test or bench helper`, async () => {
			expect(entries.length).toBeGreaterThan(0);
			for (const entry of entries) {
				const exported = Object.keys(await import(join(folder, entry)));
				expect(exported.length, entry).toBeGreaterThan(0);
				expect(
					exported.filter((key) => FORBIDDEN_EXPORTS.includes(key)),
					entry,
				).toEqual([]);
			}
		});

		it(`${name}: no built file holds test or bench code`, () => {
			const files = Files(join(folder, "Target"));
			expect(files.length).toBeGreaterThan(0);
			for (const file of files) {
				const text = readFileSync(file, "utf8");
				expect(
					FORBIDDEN_TEXT.filter((marker) => text.includes(marker)),
					file,
				).toEqual([]);
			}
		});
	}
});

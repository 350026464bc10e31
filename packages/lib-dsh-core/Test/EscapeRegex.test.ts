import { describe, expect, it } from "vitest";
import { EscapeRegex } from "../Source/Library";
import { CI_CONFIG_NAMES } from "../Source/Variable/CiConfig";

describe("EscapeRegex", () => {
	it("makes a text a pattern that matches it literally and nothing else", () => {
		for (const text of ["4.0.0-beta", "a+b(c)[d]{e}", "^$|?*", "shared/rollup", "back\\slash"]) {
			const pattern = new RegExp(`^${EscapeRegex(text)}$`);
			expect(pattern.test(text)).toBe(true);
		}
		expect(new RegExp(`^${EscapeRegex("a.b")}$`).test("axb")).toBe(false);
	});

	it("spells the CI services' file names as one alternation of literals", () => {
		const names = new RegExp(`^(${CI_CONFIG_NAMES})$`);
		expect(names.test(".drone.yml")).toBe(true);
		expect(names.test("xdrone.yml")).toBe(false);
	});
});

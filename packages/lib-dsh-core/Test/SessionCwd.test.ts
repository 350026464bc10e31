import { describe, expect, it } from "vitest";
import { SessionCwd } from "../Source/Library";

describe("SessionCwd (the session's working folder, for both suggesters)", () => {
	it("gives the header's cwd when it is a non-empty absolute path", () => {
		expect(SessionCwd({ session: { header: { cwd: "/work/repo" } } })).toBe("/work/repo");
	});

	it("gives nothing for a relative, empty, foreign or missing cwd, or a hostile agent", () => {
		for (const cwd of ["repo", "./repo", "", 42, null, { path: "/x" }])
			expect(SessionCwd({ session: { header: { cwd } } }), String(cwd)).toBeUndefined();
		for (const agent of [undefined, null, "agent", {}, { session: null }, { session: { header: undefined } }])
			expect(SessionCwd(agent)).toBeUndefined();
		const hostile = {
			get session(): never {
				throw new Error("no session");
			},
		};
		expect(SessionCwd(hostile)).toBeUndefined();
	});
});

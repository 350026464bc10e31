import { describe, expect, it } from "vitest";
import { NewRing } from "../Source/Function/Ring";
import { LoadPack } from "@playform/lib-dsh-core";
import { ExportRing, ImportRing } from "../Source/Function/RingJson";
import { AsksCause, AsksToFindCode, IsExploratory } from "../Source/Function/Detect";
import { UserSketch } from "../Source/Function/UserSketch";

const pack = LoadPack(undefined);

describe("ring export/import (hook hosts keep a session's ring between processes)", () => {
	it("round-trips every field through JSON", () => {
		const ring = NewRing();
		ring.turn = 2;
		ring.judged = 5;
		ring.calls = [{ index: 5, leaning: ["Version"], paths: ["package.json"] }];
		ring.lastNote.set("Version", 4);
		ring.notes = 1;
		ring.noted.add("CHANGELOG.md\npackage.json");
		ring.touched.add("package.json");
		ring.pending = [{ intent: "Version", root: "/w", candidates: ["CHANGELOG.md"], remaining: 2 }];
		ring.user = "bump the version";
		ring.lastIntent = "Version";
		const back = ImportRing(JSON.parse(JSON.stringify(ExportRing(ring, pack))));
		expect(back).toEqual({ ...ring, user: "bump version" });
	});

	it("exports a sketch of the user's words: the signal words and the question shape, nothing else", () => {
		expect(UserSketch("Please bump the version for acme-secret-42 and update the changelog", pack)).toBe(
			"bump version changelog",
		);
		expect(UserSketch("How does the CI workflow deploy our private thing?", pack)).toMatch(/^how .*workflow.*\?$/);
		expect(UserSketch("How does the CI workflow deploy our private thing?", pack)).not.toContain("private");
		expect(UserSketch("", pack)).toBe("");
		// a question asking why the code does something keeps that shape, so R11 reads it after a reload
		const why = UserSketch("why does the version prompt show prerelease choices for our private pkg?", pack);
		expect([why.startsWith("why does "), why.includes("private"), AsksCause(why), IsExploratory(why)]).toEqual([
			true,
			false,
			true,
			true,
		]);
	});

	it("keeps a hunt for code in the sketch, so R11 hears it after a reload", () => {
		const hunt = UserSketch("find where the private token config is validated", pack);
		expect([hunt.startsWith("find where"), hunt.includes("private"), AsksToFindCode(hunt)]).toEqual([
			true,
			false,
			true,
		]);
		expect(UserSketch("bump the version", pack)).toBe("bump version");
		// (asked as a question too: the hunt's opening is what the sketch keeps)
		expect(AsksToFindCode(UserSketch("where is the version read? find where it's parsed", pack))).toBe(true);
	});

	it("rebuilds a fresh ring from garbage, and bounds what it keeps", () => {
		expect(ImportRing(null)).toEqual(NewRing());
		expect(ImportRing({ judged: -3, calls: "x", lastNote: { a: "b" }, pending: [{}], readOnly: "yes" })).toEqual(
			NewRing(),
		);
		const big = ImportRing({
			touched: Array.from({ length: 1000 }, (_, i) => `f${i}`),
			calls: Array.from({ length: 100 }, (_, i) => ({ index: i, leaning: [], paths: [] })),
		});
		expect(big.touched.size).toBe(256);
		expect(big.calls.length).toBeLessThanOrEqual(8);
	});
});

import { describe, expect, it } from "vitest";
import { CompileIntent, Families, LoadPack } from "@playform/lib-dsh-core";
import { Decide } from "../Source/Function/Decide";
import type { DecideInput } from "../Source/Function/Decide";
import { Classify, Extract } from "../Source/Function/Detect";
import { Watch } from "../Source/Function/Learner";
import { NeutralProjection } from "../Source/Function/Projection";
import { SetKey } from "../Source/Function/Ring";

const intents = Families(LoadPack(undefined), "search").map(CompileIntent);
const projection = NeutralProjection();

const input = (pattern: string, over: Partial<DecideInput> = {}, user = "bump the version"): DecideInput => {
	const shape = Extract("grep", { pattern }, user)!;
	const detection = Classify({
		shape,
		relative: [],
		intents,
		floor: 0.75,
		bump: 0,
		history: {},
		ring: [],
		facts: projection.facts,
		exploratory: false,
	});
	return {
		detection,
		shape,
		relative: [],
		candidates: ["package.json", "CHANGELOG.md", ".changeset/"],
		kinds: ["manifest", "changelog"],
		projection,
		facts: [],
		dismissals: [],
		turn: { judged: 1, lastNote: new Map(), notes: 0, noted: new Set(), touched: new Set() },
		cooldownCalls: 6,
		maxNotesPerTurn: 3,
		maxCandidates: 7,
		...over,
	};
};

describe("Decide: the verdict of one judged call", () => {
	it("suggests the candidates in the pack's order when nothing holds the note", () => {
		const verdict = Decide(input('"version": "1.4.2"'));
		expect(verdict.kind).toBe("suggest");
		expect(verdict.kind === "suggest" && [verdict.intent, verdict.candidates]).toEqual([
			"Version",
			["package.json", "CHANGELOG.md", ".changeset/"],
		]);
	});

	it("carries the classifier's abstentions through, with no intent for no-signal", () => {
		expect(Decide(input("parseFlags"))).toEqual({ kind: "abstain", reason: "no-signal", k: 0 });
		const low = Decide(input("version", {}, ""));
		expect(low.kind === "abstain" && [low.reason, low.intent]).toEqual(["low-confidence", "Version"]);
	});

	it("abstains no-companions when the call reads a candidate (it has arrived)", () => {
		const verdict = Decide(input('"version": "1.4.2"', { relative: [".changeset/config.json"] }));
		expect(verdict.kind === "abstain" && verdict.reason).toBe("no-companions");
	});

	it("applies dismissal, cooldown, cap and dedupe in that order", () => {
		const dismissed = Decide(
			input('"version": "1.4.2"', {
				dismissals: [{ intent: "*", until: 9e9 }],
				turn: {
					judged: 2,
					lastNote: new Map([["Version", 1]]),
					notes: 9,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(dismissed).toEqual({ kind: "suppress", reason: "dismissed", intent: "Version", by: "*" });
		const cooled = Decide(
			input('"version": "1.4.2"', {
				turn: {
					judged: 7,
					lastNote: new Map([["Version", 1]]),
					notes: 9,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(cooled.kind === "suppress" && cooled.reason).toBe("cooldown");
		const capped = Decide(
			input('"version": "1.4.2"', {
				turn: {
					judged: 8,
					lastNote: new Map([["Version", 1]]),
					notes: 3,
					noted: new Set(),
					touched: new Set(),
				},
			}),
		);
		expect(capped.kind === "suppress" && capped.reason).toBe("cap");
		const noted = new Set([SetKey(["package.json", "CHANGELOG.md", ".changeset/"])]);
		const deduped = Decide(
			input('"version": "1.4.2"', {
				turn: { judged: 8, lastNote: new Map(), notes: 1, noted, touched: new Set() },
			}),
		);
		expect(deduped.kind === "suppress" && deduped.reason).toBe("dedupe");
	});

	it("drops touched files, keeps folders, and caps the list", () => {
		const verdict = Decide(
			input('"version": "1.4.2"', {
				maxCandidates: 1,
				turn: {
					judged: 1,
					lastNote: new Map(),
					notes: 0,
					noted: new Set(),
					touched: new Set(["package.json"]),
				},
			}),
		);
		expect(verdict.kind === "suggest" && verdict.candidates).toEqual(["CHANGELOG.md"]);
	});
});

describe("Watch: the learner's step", () => {
	const note = (remaining: number) => ({
		intent: "Version",
		root: "/r",
		candidates: ["CHANGELOG.md", ".changeset/"],
		remaining,
	});

	it("closes a note as followed, near-miss or ignored and spends windows only on judged calls", () => {
		expect(Watch([note(2)], [".changeset/a.md"], true).events).toEqual([
			{ kind: "followed", intent: "Version", root: "/r", path: ".changeset/a.md", nearMiss: false },
		]);
		expect(Watch([note(2)], ["packages/a/CHANGELOG.md"], false).events[0]).toMatchObject({
			kind: "followed",
			nearMiss: true,
		});
		const unjudged = Watch([note(1)], ["src/x.ts"], false);
		expect([unjudged.events, unjudged.pending[0]?.remaining]).toEqual([[], 1]);
		const spent = Watch([note(2)], ["src/x.ts"], true);
		expect([spent.events, spent.pending[0]?.remaining]).toEqual([[], 1]);
		expect(Watch([note(1)], ["src/x.ts"], true)).toEqual({
			pending: [],
			events: [{ kind: "ignored", intent: "Version", root: "/r" }],
		});
	});
});

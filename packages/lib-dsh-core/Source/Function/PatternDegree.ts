import { RegExpParser } from "@eslint-community/regexpp";
import type { Alternative, Element, Node, Pattern } from "@eslint-community/regexpp/ast";

const Parse = (source: string, flags: string): Pattern =>
	new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, {
		unicode: flags.includes("u"),
		unicodeSets: flags.includes("v"),
	});

/**
 * An upper bound of a pattern's backtracking degree read off its structure (cost ~ text length ^ degree), for the
 * shapes recheck under-counts: `(.*a){24}` is "degree 2" to recheck yet 48 s on 223 characters.
 * - An unbounded quantifier (`*`, `+`, `{n,}`) over a body that already holds one (nested) is `Infinity`.
 * - Where a bounded repeat `{n}`/`{n,m}` (max > 1) holds an unbounded quantifier, the bound is counted: a sequence
 *   adds its parts' degrees, an unbounded quantifier adds one, such a repeat multiplies its body's degree by its max.
 * - Otherwise 0: the structure adds nothing to recheck's own verdict (which tells `[a-z]+\d*`, linear, from
 *   `.*a.*b`, quadratic, better than a sum would).
 * Conservative on purpose: a pattern it over-counts is refused, never one it under-counts run. A pattern it cannot
 * parse is `Infinity`.
 */
export const StructuralDegree = (source: string, flags = ""): number => {
	const repeats = { found: false };
	let degree: number;
	try {
		const pattern = Parse(source, flags);
		degree = Alternatives(pattern.alternatives, repeats);
	} catch {
		return Infinity;
	}
	return degree === Infinity || repeats.found ? degree : 0;
};

interface Seen {
	/** A bounded repeat of a body with an unbounded quantifier: the shape recheck under-counts. */
	found: boolean;
}

const Alternatives = (alternatives: readonly Alternative[], seen: Seen): number =>
	alternatives.reduce((most, alternative) => Math.max(most, Sequence(alternative.elements, seen)), 0);

const Sequence = (elements: readonly Element[], seen: Seen): number =>
	elements.reduce((sum, element) => sum + Degree(element, seen), 0);

const Degree = (node: Node, seen: Seen): number => {
	switch (node.type) {
		case "Group":
		case "CapturingGroup":
		case "Assertion":
			return "alternatives" in node ? Alternatives(node.alternatives, seen) : 0;
		case "Quantifier": {
			const body = Degree(node.element, seen);
			if (node.max === Infinity) return body > 0 ? Infinity : 1;
			if (node.max > 1 && body > 0) {
				seen.found = true;
				return body * node.max;
			}
			return body;
		}
		default:
			// characters, classes, backreferences and anchors do not branch
			return 0;
	}
};

/**
 * An upper bound of the ways a pattern can match at one position, for the other shape both judges miss: a bounded
 * repeat of a body that can match in more than one way (`(?:a|a){24}x` hangs on 200 characters, `(a?){30}a{30}`
 * too; recheck calls both safe). A sequence multiplies its parts' ways, an alternation adds them, `{n,m}` of a body
 * of c ways counts c^n + … + c^m; an unbounded quantifier counts one (its cost is `StructuralDegree`'s), as do
 * characters, classes, anchors, lookarounds (they never backtrack into) and backreferences. `Infinity` when unparsable.
 */
export const MatchWays = (source: string, flags = ""): number => {
	try {
		const pattern = Parse(source, flags);
		return AlternativeWays(pattern.alternatives);
	} catch {
		return Infinity;
	}
};

const AlternativeWays = (alternatives: readonly Alternative[]): number =>
	alternatives.reduce(
		(sum, alternative) => sum + alternative.elements.reduce((product, element) => product * Ways(element), 1),
		0,
	);

const Ways = (node: Node): number => {
	switch (node.type) {
		case "Group":
		case "CapturingGroup":
			return AlternativeWays(node.alternatives);
		case "Quantifier": {
			if (node.max === Infinity) return 1;
			const body = Ways(node.element);
			if (body <= 1) return node.max - node.min + 1;
			let sum = 0;
			// c^n + … + c^m, stopping once it is past any budget (a repeat count may be 2^31)
			for (let count = node.min; count <= node.max && sum < Number.MAX_SAFE_INTEGER; count++)
				sum += body ** count;
			return sum;
		}
		default:
			return 1;
	}
};

import type { Entry } from "./Entry";

/** The companions of the transactions an anchor test picks, weighed as the blended recall weighs them. */
export interface Companions {
	/** Each companion's mass: the sum of the weights of the picked transactions holding it. */
	weighted: Map<string, number>;
	/** Each companion's support: how many picked transactions hold it. */
	support: Map<string, number>;
	/** Each companion's age (transactions newer than it) in the newest picked transaction holding it. */
	youngest: Map<string, number>;
	/** Each path's age in the newest transaction touching it at all (the activity prior). */
	touched: Map<string, number>;
	/** How many transactions were picked, and their weights' sum. */
	count: number;
	total: number;
	/** The newest picked entry. */
	anchor?: Entry;
}

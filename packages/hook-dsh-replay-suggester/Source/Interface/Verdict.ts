/** The gate's answer for one judged call. */
export type Verdict =
	| { kind: "suggest"; intent: string; kappa: number; candidates: string[] }
	/** The less-sure tier (`fallback`): an unsure recall, or what its folder's files came with, named as such. */
	| { kind: "hint"; intent: string; kappa: number; candidates: string[]; basis: "file" | "folder" }
	| { kind: "abstain"; reason: "no-memory" | "ambiguous" | "no-companions"; intent: string; kappa: number }
	| { kind: "suppress"; reason: "cooldown" | "cap"; intent: string; kappa: number };

/** The classifier's winner: the intent, its fired signals and its confidence. */
export interface Detection {
	id: string;
	kind: string;
	threshold: number;
	note?: string;
	fired: string[];
	sum: number;
	kappa: number;
}

/** One recorded judged call: what the recall history holds. Repo-relative paths only, no contents, no user text. */
export interface Entry {
	/** Monotonic across remounts (the recovery continues after the highest stored seq); the KV key is `String(seq)`. */
	seq: number;
	/** The call's first repo-relative path. */
	path: string;
	/** `replay` until the classifier matches, then the winning intent's kind (`Repeat`). */
	intent: string;
	/** The downstream post-execute decision's kind (`accept`, `block`). */
	outcome: string;
	/** Epoch milliseconds at record time. */
	at: number;
	/** The similarity key: the tool name, a space, and the content-free arguments JSON. */
	probe: string;
	/** The user turn the call ran in (a transaction for the co-change recall); absent in older stores. */
	turn?: number;
	/** The workspace's tag (`WorkspaceTag`: a hash of its root, never the path); absent in older stores, which match any. */
	workspace?: string;
}

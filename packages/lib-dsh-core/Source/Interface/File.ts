/** What a bounded read found. `refused`: the path holds something a store never reads (its `reason` says what). */
export type BoundedRead =
	| { readonly kind: "text"; readonly text: string; readonly partial?: true }
	| { readonly kind: "absent" }
	| { readonly kind: "refused"; readonly reason: string }
	| { readonly kind: "unreadable"; readonly code: string };

export type BoundedBytes =
	| { readonly kind: "bytes"; readonly bytes: Buffer; readonly partial?: true }
	| Exclude<BoundedRead, { readonly kind: "text" }>;

/** Where a path really leads, against a root (`RealInside`): its real path when inside, else why not. */
export type RealPlace =
	| { readonly kind: "inside"; readonly real: string }
	| { readonly kind: "outside" }
	| Exclude<BoundedRead, { readonly kind: "text" }>;

export interface ReadOptions {
	/** The most bytes read; a file above it is refused, unread when its size says so up front. */
	readonly cap: number;
	/** Follow a final symbolic link (a repository's pack may be one); our own stores never do. */
	readonly follow?: boolean;
	/**
	 * Read part of a larger file instead of refusing it: its first (`head`) or last (`tail`, from `size - cap`)
	 * `cap` bytes, marked `partial` (a tail's first line may be cut, a head's last one).
	 */
	readonly end?: "head" | "tail";
}

export interface LockOptions {
	/** Give up (`LockUnavailable`) once this much time has passed; checked on every pass. */
	readonly timeoutMs?: number;
	/** A lock older than this belongs to a holder that died without releasing it. */
	readonly staleMs?: number;
}

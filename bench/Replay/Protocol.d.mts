/** One commit's distinct files, the query first. */
export type Commit = readonly string[];

export interface Figures {
	queries: number;
	precision: number;
	recall: number;
	top3: number;
	coverage: number;
	recallAll: number;
	top3All: number;
	/** Of the first three named files, the share sorting before the query (never an answer in git's path order). */
	beforeQuery?: number;
}

export declare const MAX_FILES: number;
export declare const WARMUP_SHARE: number;
/** The replayed commits of a history file under `Data/`: time order, distinct files, at most 30 files. */
export declare const Commits: (file: string) => string[][];
/** The same commits, each asked with a seeded random file of it (moved first; the others keep their order). */
export declare const RandomQueries: (commits: readonly Commit[], seed?: number) => string[][];
/** Whether commit `index` is scored: past the warm-up fifth, with a companion to expect. */
export declare const Scored: (commits: readonly Commit[], index: number) => boolean;
export declare const Score: () => {
	Add(suggested: readonly string[], expected: ReadonlySet<string>, query?: string): void;
	Result(): Figures;
};
export declare const Baselines: (
	commits: readonly Commit[],
	cap: number,
) => { Learn(files: Commit, index: number): void; Naive(query: string): string[]; Rose(query: string): string[] };
export declare const BaselineResults: (
	commits: readonly Commit[],
	cap: number,
	pathOrder?: boolean,
) => { naive: Figures; rose: Figures };
export declare const F: (value: number) => string;

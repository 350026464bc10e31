import type { ReplayCall } from "./Replay.mjs";

/** The fixed replay workspace: a small pnpm monorepo (two packages, changesets, CI, docs, lint, build). */
export declare const SEQUENCE_WORKSPACE: Readonly<Record<string, string>>;
/** The fixed fifty-call corpus: fifteen turns, twelve of which need a standard location. */
export declare const SEQUENCE: readonly ReplayCall[];

import type { Context } from "@deepseek-ai/cordis";
import { Apply } from "./Function/Apply";
import { Config, MODULE } from "./Variable/Config";

export const name = MODULE;
/** `tools` is probed at run time, never injected: a context without it still mounts the plugin (seed 003). */
export const inject = ["pluginFactory"];
export { Config };

/** Mounts the suggester; returns nothing (the state is `ctx.__hookDshSearchSuggesterState`). */
export function apply(ctx: Context, config: Record<string, unknown>): void {
	Apply(ctx, config);
}

// The pure core and the pieces the smokes, the bench and the Effect twin reuse.
export { Apply, STATE_EVENT } from "./Function/Apply";
export {
	Classify,
	Extract,
	Judged,
	Literal,
	GlobFolder,
	DeGlob,
	GlobExamples,
	InScope,
	NamesFact,
	IsExploratory,
	UserText,
	Companions,
} from "./Function/Detect";
export { Covers } from "./Function/Path";
export { SearchShaped, Segments, Head, BashShapeOf } from "./Function/Shell";
export type { Segment, BashShape } from "./Function/Shell";
export { Score, GateOf, Rank, FilterDismissed } from "./Function/Score";
export { NoteText, NoteSummary, NoteCandidates, NoteIntent } from "./Function/Note";
export type { NoteInput } from "./Function/Note";
export { NewRing, ResetTurn, PushCall, Touch, SetKey } from "./Function/Ring";
export type { Ring, PendingNote } from "./Function/Ring";
export { ExportRing, ImportRing } from "./Function/RingJson";
export { UserSketch } from "./Function/UserSketch";
export { PromptWords, NamedBy, PromptFirst } from "./Function/PromptNamed";
export { Observe } from "./Function/Learn";
export { Watch } from "./Function/Learner";
export type { LearnEvent } from "./Function/Learner";
export { Decide } from "./Function/Decide";
export { KindSpread } from "./Function/KindSpread";
export { NameSpread } from "./Function/NameSpread";
export type { DecideInput, TurnView } from "./Function/Decide";
export { Cwd, Concrete, Relative, Scoped, Touchable, ReadOnlyAgent } from "./Function/Scope";
export { WorkspaceEvidence, NameKey, Words } from "./Function/Known";
export type { Known } from "./Interface/Execution";
export { ShallowView, ViewOfProjection } from "./Function/WorkspaceView";
export type { WorkspaceView } from "./Function/WorkspaceView";
export {
	EmptyKnowledge,
	SanitizeKnowledge,
	LoadKnowledge,
	SaveKnowledge,
	RootOf,
	HistoryOf,
	LearnedOf,
	RecordFollow,
	RecordIgnore,
	RecordDismissal,
	ActiveDismissals,
} from "./Function/Persist";
export { BuildProjection, ProjectGraph, NeutralProjection, KindsOf } from "./Function/Projection";
export { Measure } from "./Function/Measure";
export { ProjectedIndex, SectionText } from "./Function/Projected";
export type { ProjectedEntry } from "./Function/Projected";
export { SeedCandidates } from "./Function/Seed";
export { ResolveCandidates } from "./Function/Candidates";
export { DismissTool } from "./Function/Dismiss";
export type { DismissArgs, DismissOutcome } from "./Function/Dismiss";
export { Validate, SearchSuggesterConfigError } from "./Function/Validate";
export { INTENT_GRAPH_KINDS, FACT_INTENT } from "./Variable/Kinds";
export {
	MODULE,
	PACKAGE,
	BUNDLE,
	NOTICE_KIND,
	SECTION_NAME,
	DISMISS_TOOL,
	INTENT_KINDS,
	JUDGED_TOOLS,
	DEFAULT_EXCLUDE,
	FIELDS,
	RING_SIZE,
	SCOPE_WEIGHT,
	RING_WEIGHT,
	FACT_WEIGHT,
	AMBIGUITY_MARGIN,
	READ_ONLY_BUMP,
	HISTORY_FOLLOW,
	HISTORY_IGNORE,
	KNOWN_WEIGHTS,
} from "./Variable/Config";
export type { SearchSuggesterConfig } from "./Interface/Config";
export type { Verdict, AbstainReason, SuppressReason } from "./Interface/Verdict";
export type {
	CallShape,
	CallTexts,
	Detection,
	DetectInput,
	IntentScore,
	DetectionVerdict,
	RingCall,
	Knowledge,
	RootKnowledge,
	IntentKnowledge,
	Dismissal,
} from "./Interface/Execution";
export type { Projection, ProjectedPath } from "./Interface/Projection";
export type { Measurement } from "./Interface/Measurement";
export type { SuggesterState } from "./Interface/State";
export type { FactoryView } from "./Interface/Factory";

export default { name, inject, Config, apply };

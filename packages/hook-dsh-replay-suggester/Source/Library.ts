import type { Context } from "@deepseek-ai/cordis";
import { Apply } from "./Function/Apply";
import type { RawConfig } from "./Interface/Config";
import { Config } from "./Variable/Config";
import { MODULE } from "./Variable/Identity";

export { Config, FALLBACKS, HISTORY_DEPTH, MAX_HISTORY_DEPTH, RECALLS } from "./Variable/Config";
export { CallPaths, CommandPaths, Relativize } from "./Function/Paths";
export { CallProbe } from "./Function/CallProbe";
export { RecallEpisode, RecallCochange, RecallHistory, Similar, Proximity } from "./Function/RecallHistory";
export { RecallBlend } from "./Function/RecallBlend";
export { RecallFolder } from "./Function/RecallFolder";
export { Churn } from "./Function/Churn";
export { Lifecycle } from "./Function/Lifecycle";
export { TestPair } from "./Function/TestPair";
export { BLEND } from "./Variable/Limits";
export { Lift } from "./Function/Lift";
export { RecallSeed } from "./Function/RecallSeed";
export { Detect } from "./Function/Detect";
export { EnabledIntents } from "@playform/lib-dsh-core";
export { Judge } from "./Function/Judge";
export { Candidates } from "./Function/Candidates";
export { ComposeNote } from "./Function/Note";
export { ValidateConfig } from "./Function/ValidateConfig";
export { ValidateEntry } from "./Function/ValidateEntry";
export { ValidateSeed } from "./Function/ValidateSeed";
export { WriteAtomic } from "./Function/Store";
export { ReplayDomain, DOMAIN_NAME } from "./Variable/Domain";
export { BUNDLE, MODULE, PACKAGE } from "./Variable/Identity";
export type { Entry } from "./Interface/Entry";
export type { SeedRecord, SeedStore } from "./Interface/History";
export type { Settings, RawConfig, RecallMode, FallbackMode } from "./Interface/Config";
export type { Recall, BlendWeights } from "./Interface/Recall";
export type { Verdict, Detection } from "./Interface/Verdict";
export type { ReplayState, ReplayHandle, AgentMemory, StoreTier } from "./Interface/State";
export { ExportMemory, ImportMemory } from "./Function/MemoryJson";

export const name = MODULE;

/** The services the listeners need; storage is probed, never injected, so a harness without it still mounts the hook. */
export const inject = ["pluginFactory", "tools"];

export const apply = (ctx: Context, config: RawConfig): void => Apply(ctx, config);

/** The Loader takes `exports.default ?? exports`, so the default carries the whole plugin. */
export default { name, inject, Config, apply };

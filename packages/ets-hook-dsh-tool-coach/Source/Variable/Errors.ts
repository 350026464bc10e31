import * as Data from "effect/Data";

/** The config broke a Validate rule; `error` is the Classic `CoachConfigError`, rethrown as is at apply. */
export class ConfigRejected extends Data.TaggedError("ConfigRejected")<{ readonly error: Error }> {}

/** Reading the call's payload threw (a hostile getter): the listener hands back the downstream decision. */
export class PayloadError extends Data.TaggedError("PayloadError")<{ readonly cause: unknown }> {}

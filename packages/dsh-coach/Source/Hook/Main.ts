// The hook's entry, bundled on its own with the plugins' code (see tsup.config.ts): one file set to parse and no
// module resolution at start-up, because another agent spawns this once per tool call.
export { Run } from "../Command/Hook";

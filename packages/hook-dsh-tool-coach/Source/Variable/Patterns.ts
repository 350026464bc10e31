/** The default pattern table is derived from the rule records (Variable/Rules.ts), where each rule lives whole. */
export { DEFAULT_PATTERNS } from "./Rules";

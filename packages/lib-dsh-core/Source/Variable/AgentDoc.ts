/**
 * The instructions a repository keeps for coding agents at its root (`AGENTS.md`, `CLAUDE.md`, `GEMINI.md`): pages of
 * its docs, but named in a note only when the prompt speaks of agents, as they are read by tools rather than people.
 */
export const AGENT_DOC = /^(AGENTS|CLAUDE|GEMINI)\.md$/;

/** A prompt word (lower case, as the suggester keeps them) that speaks of coding agents. */
export const AGENT_WORD = /^(agents?|agentic|claude|gemini|copilot|codex)$/;

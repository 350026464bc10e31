import { TurnBoundary } from "@playform/lib-dsh-core";
import type { CoachConfig } from "../Interface/Config";
import type { CommandClass, Detection } from "../Interface/Detection";
import type { AgentMemory } from "../Interface/Memory";

/** What tier 1 asks the caller to compose: the class, its strike count, and the tool it maps to. */
export interface NoteRequest {
	class: CommandClass;
	count: number;
	tool: string;
	pattern: string;
}

export interface JudgeResult {
	/** Ledger messages, in order. */
	lines: string[];
	note?: NoteRequest;
}

export type LadderConfig = Pick<
	CoachConfig,
	"threshold" | "window" | "cooldown" | "escalateThreshold" | "cleanWindow" | "enforce" | "enforceThreshold"
>;

const resetNoteCounters = (memory: AgentMemory): void => {
	memory.recent = [];
	memory.strikes = {};
};

/**
 * One judged terminal call through tiers 0–2 (post-execute). Mutates the agent's memory and returns the ledger
 * lines and, when the class reaches `threshold` strikes in the window past the cooldown, the note to compose.
 */
export const Judge = (
	memory: AgentMemory,
	detection: Detection,
	terminal: string,
	config: LadderConfig,
): JudgeResult => {
	const lines: string[] = [];
	memory.calls++;
	if (detection.exempt && !memory.exemptLogged.has(detection.exempt)) {
		memory.exemptLogged.add(detection.exempt);
		lines.push(`exempt ${terminal} ${detection.exempt}`);
	}
	if (detection.class === "clean") {
		memory.cleanStreak++;
		if (memory.section && memory.cleanStreak >= config.cleanWindow) {
			memory.section = false;
			memory.sectionText = undefined;
			lines.push(`persistent section cleared (${memory.cleanStreak} clean calls)`);
		}
		return { lines };
	}
	const offense = detection.class;
	memory.cleanStreak = 0;
	lines.push(`offense ${terminal} ${offense} ${detection.pattern}`);
	memory.recent.push({ at: memory.calls, class: offense });
	const oldest = memory.calls - config.window;
	while (memory.recent.length > 0 && memory.recent[0].at <= oldest) memory.recent.shift();
	memory.strikes[offense] = (memory.strikes[offense] ?? 0) + 1;
	memory.offensesSinceNote++;
	if (!memory.section && memory.offensesSinceNote >= config.escalateThreshold) {
		memory.section = true;
		memory.sectionText = undefined;
		lines.push(`escalated persistent section (${memory.offensesSinceNote} strikes)`);
	}
	let count = 0;
	for (const entry of memory.recent) if (entry.class === offense) count++;
	if (count < config.threshold) return { lines };
	if (memory.calls - memory.lastNoteAt < config.cooldown) {
		lines.push(`cooldown suppressed ${count} ${terminal} ${offense}`);
		return { lines };
	}
	lines.push(`strike ${count}/${config.threshold} ${terminal} ${offense} -> note ${detection.tool}`);
	memory.lastNoteAt = memory.calls;
	memory.offensesSinceNote = 0;
	resetNoteCounters(memory);
	return { lines, note: { class: offense, count, tool: detection.tool, pattern: detection.pattern } };
};

export interface EnforceResult {
	lines: string[];
	deny?: NoteRequest;
}

/** Classes tier 3 may deny per `enforce`; discovery and control never are. */
export const Deniable = (enforce: CoachConfig["enforce"], klass: CommandClass): boolean =>
	enforce === "all"
		? klass === "write" || klass === "read" || klass === "search"
		: enforce === "write" && klass === "write";

/**
 * Tier 3 (pre-execute): with this call, the class's strikes since the last note reach `enforceThreshold`, so the
 * call is denied. A deny resets the note counters; the call still reaches post-execute, where it is counted.
 */
export const Enforce = (
	memory: AgentMemory,
	detection: Detection,
	terminal: string,
	config: LadderConfig,
): EnforceResult => {
	if (config.enforce === "off" || !Deniable(config.enforce, detection.class)) return { lines: [] };
	const count = (memory.strikes[detection.class] ?? 0) + 1;
	if (count < config.enforceThreshold) return { lines: [] };
	resetNoteCounters(memory);
	return {
		lines: [`denied ${terminal} ${detection.class} ${detection.pattern} -> use ${detection.tool}`],
		deny: { class: detection.class, count, tool: detection.tool, pattern: detection.pattern },
	};
};

/** A new user turn starts a new chain: the strike window empties, the section and cooldown carry over. */
export const NewTurn = (memory: AgentMemory, turn: number | undefined): void => {
	const boundary = TurnBoundary(memory.turn, turn);
	if (boundary === undefined) return;
	if (boundary === "new") memory.recent = [];
	memory.turn = turn;
};

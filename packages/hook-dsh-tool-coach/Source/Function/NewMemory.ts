import type { AgentMemory } from "../Interface/Memory";

export const NewMemory = (): AgentMemory => ({
	calls: 0,
	recent: [],
	strikes: {},
	offensesSinceNote: 0,
	lastNoteAt: Number.NEGATIVE_INFINITY,
	section: false,
	cleanStreak: 0,
	sectionText: undefined,
	sectionBuiltAt: 0,
	sectionTools: 0,
	sectionConfig: 0,
	exemptLogged: new Set(),
	turn: undefined,
});

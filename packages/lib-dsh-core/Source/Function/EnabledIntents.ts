/** The enabled intents: every pack intent when the list is empty, else those named by kind or id. */
export const EnabledIntents = <I extends { id: string; kind: string }>(
	intents: readonly I[],
	enabled: readonly string[],
): I[] =>
	enabled.length === 0
		? [...intents]
		: intents.filter((intent) => enabled.includes(intent.kind) || enabled.includes(intent.id));

/** The entries of `enabled` that name no intent, neither by kind nor by id, in their order, once each. */
export const UnknownIntents = (
	intents: readonly { id: string; kind: string }[],
	enabled: readonly string[],
): string[] => {
	const names = new Set(intents.flatMap((intent) => [intent.kind, intent.id]));
	return [...new Set(enabled.filter((entry) => !names.has(entry)))];
};

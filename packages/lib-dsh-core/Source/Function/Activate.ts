/** `Activate([["threshold", 3], ["skip", undefined]])` -> `activated (threshold=3)`: undefined values are skipped. */
export const Activate = (pairs: readonly (readonly [string, unknown])[]): string => {
	const parts: string[] = [];
	for (const [key, value] of pairs) {
		if (value === undefined) continue;
		parts.push(key === "" ? String(value) : `${key}=${Array.isArray(value) ? value.join(",") : String(value)}`);
	}
	return `activated (${parts.join(", ")})`;
};

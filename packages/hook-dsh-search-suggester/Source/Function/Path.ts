/** Whether a root-relative path is a folder candidate's content or the candidate itself. */
export const Covers = (candidate: string, path: string): boolean => {
	const clean = path.replace(/^\.\//, "").replace(/\/+$/, "");
	if (candidate.endsWith("/")) {
		const dir = candidate.slice(0, -1);
		return clean === dir || clean.startsWith(candidate);
	}
	return clean === candidate;
};

import { posix } from "node:path";
import picomatch from "picomatch";

/** Name filters longer than this, or more of them, are not matched: the call is taken to reach the folder. */
const MAX_FILTER = 256;
const MAX_FILTERS = 8;

/**
 * Whether a call whose name filters (`NameFilters`) are `filters` can land on one of `files` (the graph's files under a folder it
 * works in): a glob for `*.yml` where the workflows are `.yaml` finds nothing there, so it has not arrived. No
 * filter, no known file, or a filter too long to trust: it reaches them.
 */
export const Reaches = (filters: readonly string[], files: readonly string[]): boolean => {
	if (filters.length === 0 || files.length === 0) return true;
	if (filters.length > MAX_FILTERS || filters.some((filter) => filter.length > MAX_FILTER)) return true;
	try {
		const match = picomatch([...filters], { dot: true });
		return files.some((file) => match(posix.basename(file)));
	} catch {
		return true;
	}
};

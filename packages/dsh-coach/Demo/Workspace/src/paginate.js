import { encodeCursor } from "./cursor.js";

export const PAGE_SIZE = 20;

/**
 * One page of `rows`: `page` starts at 1, `size` rows per page.
 * Returns the page's items and the cursor of the next page (undefined on the last one).
 */
export function paginate(rows, { page = 1, size = PAGE_SIZE } = {}) {
	if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
	const start = Math.max(0, (page - 1) * size - 1);
	const items = rows.slice(start, start + size);
	const next = start + size < rows.length ? encodeCursor({ page: page + 1, size }) : undefined;
	return { items, next };
}

/** One item and the items that name it as their parent, recursively. */
export interface Nested<T> {
	readonly item: T;
	readonly index: number;
	readonly children: Nested<T>[];
}

/**
 * Items as a forest, in input order: an item whose `parent` is another item's `id` goes under it (a subagent under
 * its session); an item whose parent is not among them (its session was not replayed) stays at the top.
 */
export function Nest<T extends { readonly id: string; readonly parent?: string }>(items: readonly T[]): Nested<T>[] {
	const nodes = items.map((item, index) => ({ item, index, children: [] as Nested<T>[] }));
	const byId = new Map<string, Nested<T>>();
	for (const node of nodes) if (!byId.has(node.item.id)) byId.set(node.item.id, node);
	const roots: Nested<T>[] = [];
	for (const node of nodes) {
		const parent = node.item.parent === undefined ? undefined : byId.get(node.item.parent);
		if (parent !== undefined && parent !== node) parent.children.push(node);
		else roots.push(node);
	}
	return roots;
}

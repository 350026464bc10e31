import { isMap, isScalar, isSeq, parseDocument, visit } from "yaml";
import type { Document, YAMLMap } from "yaml";

/** One plugin row `dsh-coach profile add` keeps in a profile's patch layer: id-targeted, never an insert. */
export interface ProfileRow {
	readonly id: string;
	readonly name: string;
	/** The package's shipped config: the row states every field, so the profile shows what it can flip. */
	readonly config: Readonly<Record<string, unknown>>;
}

export interface ProfileRowsOptions {
	/** The plugins' rows (the bundles insert them; these rows only configure them). */
	readonly rows: readonly ProfileRow[];
	/** Every id the profile's bundles insert (ours): an `insert` of one of them in the patch layer would mount it twice. */
	readonly bundled: readonly string[];
	/** Force `enabled` on these ids (the suggesters under `--suggesters`), also in a row the user already has. */
	readonly enable: readonly string[];
	/** dsh rc.8's headless bundle switches the `hmr` row off, and watching the patch layer then crashes the run. */
	readonly hmrWorkaround: boolean;
}

/** The overlay that re-enables the bundle's `hmr` row without watching any module root (the rc.8 workaround). */
export const HMR_ROW = { id: "hmr", disabled: false, config: { root: [] } } as const;
const HMR_NOTE =
	" dsh 0.1.0-rc.8 headless: re-enables the hmr row so the live patch layer works (dsh-coach profile add)";

/**
 * The profile's `cordis.patch.yml` with our rows: each plugin gets ONE id-targeted row (a user's own row for that id
 * is kept as it is, only `enabled` is forced where asked); an `insert` of a bundled id (the old README's way, which
 * mounted every plugin a second time over its bundle) is dropped, its config carried into the plugin's row; the rc.8 `hmr` overlay is
 * added once. Comments and every other row are kept. Throws naming the file's problem when it is not a YAML list.
 */
export function ProfileRows(text: string, options: ProfileRowsOptions): string {
	const document = parseDocument(text.trim() === "" ? "[]" : text, { keepSourceTokens: false }) as Document;
	if (document.errors.length > 0)
		throw new Error(`cordis.patch.yml is not valid YAML: ${document.errors[0].message}`);
	const list = document.contents;
	if (!isSeq(list)) throw new Error("cordis.patch.yml must be a YAML list of patch rows");
	list.flow = false;
	const ours = new Map(options.rows.map((row) => [row.id, row]));
	const bundled = new Set([...options.bundled, ...ours.keys()]);
	const present = new Map<string, YAMLMap>();
	const inserted = new Map<string, Record<string, unknown>>();

	for (let index = list.items.length - 1; index >= 0; index--) {
		const item = list.items[index];
		if (!isMap(item)) continue;
		const insert = item.get("insert", true);
		if (isSeq(insert)) {
			insert.items = insert.items.filter((entry) => {
				const id = isMap(entry) ? entry.get("id") : undefined;
				if (typeof id !== "string" || !bundled.has(id)) return true;
				const config = (entry as YAMLMap).get("config", true);
				inserted.set(id, isMap(config) ? (config.toJSON() as Record<string, unknown>) : {});
				return false;
			});
			if (insert.items.length === 0 && item.items.length === 1) list.items.splice(index, 1);
			continue;
		}
		const id = item.get("id");
		if (typeof id === "string" && (ours.has(id) || id === HMR_ROW.id) && !present.has(id)) present.set(id, item);
	}

	for (const row of options.rows) {
		const existing = present.get(row.id);
		const enable = options.enable.includes(row.id);
		if (existing !== undefined) {
			if (!enable) continue;
			const config = existing.get("config", true);
			if (isMap(config)) config.set("enabled", true);
			else existing.set("config", document.createNode({ ...row.config, enabled: true }));
			continue;
		}
		const config = { ...row.config, ...inserted.get(row.id), ...(enable ? { enabled: true } : {}) };
		list.items.push(Compact(document.createNode({ id: row.id, config }) as YAMLMap));
	}

	if (options.hmrWorkaround && !present.has(HMR_ROW.id)) {
		const node = document.createNode({ ...HMR_ROW, config: { root: [] } }) as YAMLMap;
		node.commentBefore = HMR_NOTE;
		list.items.unshift(node);
	}
	return document.toString({ lineWidth: 0 });
}

/** A list of plain values on one line (`judgeTools: [bash, pwsh]`), as the shipped rows write them. */
function Compact<T extends YAMLMap>(node: T): T {
	visit(node, {
		Seq(_, seq) {
			if (seq.items.every((item) => isScalar(item))) seq.flow = true;
		},
	});
	return node;
}

/** The rows of a composed tree (`dsh --dump-config`) with these ids, by id: the count tells a duplicate at once. */
export function RowsById(dump: string, ids: readonly string[]): Map<string, Record<string, unknown>[]> {
	// `!!js` values are dsh expressions; they stay strings here (only our rows' plain fields are read).
	const document = parseDocument(dump, { logLevel: "silent" });
	const rows = document.toJS() as unknown;
	const found = new Map<string, Record<string, unknown>[]>(ids.map((id) => [id, []]));
	const walk = (list: unknown) => {
		if (!Array.isArray(list)) return;
		for (const row of list) {
			if (row === null || typeof row !== "object") continue;
			const id = (row as { id?: unknown }).id;
			if (typeof id === "string") found.get(id)?.push(row as Record<string, unknown>);
			// a group's children are rows too
			if (Array.isArray((row as { config?: unknown }).config)) walk((row as { config: unknown[] }).config);
		}
	};
	walk(rows);
	return found;
}

/** `pnpm-workspace.yaml` with `overrides[name] = spec` for each pair, everything else kept. */
export function WithOverrides(text: string, overrides: Readonly<Record<string, string>>): string {
	const document = parseDocument(text.trim() === "" ? "{}" : text);
	if (document.errors.length > 0)
		throw new Error(`pnpm-workspace.yaml is not valid YAML: ${document.errors[0].message}`);
	if (!isMap(document.contents)) throw new Error("pnpm-workspace.yaml must be a YAML mapping");
	for (const [name, spec] of Object.entries(overrides)) document.setIn(["overrides", name], spec);
	return document.toString({ lineWidth: 0 });
}

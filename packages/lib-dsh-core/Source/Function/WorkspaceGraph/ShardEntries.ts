import { FirstLines, LINE_CAP } from "./Manifest";

/**
 * The sources a Crystal shard's `shard.yml` names: each target's `main` (`targets: ameba: main: src/cli.cr`) and the
 * shard's own file (`src/ameba.cr`, what `require "ameba"` loads): the shard's entries. Paths relative to its folder, as
 * written (the scan keeps those inside the project).
 */
export const ShardEntries = (text: string): string[] => {
	const lines = FirstLines(text).map((line) => line.slice(0, LINE_CAP).replace(/\s+#.*$/, ""));
	const name = lines.map((line) => /^name:\s*["']?([\w-]{1,200})["']?\s*$/.exec(line)?.[1]).find(Boolean);
	// (a `main:` under `targets:` alone, the top-level section it is read in until the next)
	let section = "";
	const mains = lines.flatMap((line) => {
		const top = /^([\w-]+):/.exec(line)?.[1];
		if (top !== undefined) section = top;
		return section === "targets" ? (/^\s+main:\s*["']?([\w./-]{1,300}\.cr)["']?\s*$/.exec(line)?.[1] ?? []) : [];
	});
	return [...new Set([...mains, ...(name ? [`src/${name}.cr`] : [])])];
};

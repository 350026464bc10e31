import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A fresh folder under the system temp folder, never the real home. */
export const Scratch = (label: string): string => mkdtempSync(join(tmpdir(), `${label}-`));

/** Writes a workspace (relative path → text) under a fresh temp folder (or `into`) with a `.git` marker. */
export const WriteWorkspace = (files: Readonly<Record<string, string>>, into?: string): string => {
	const root = into ?? Scratch("testkit-ws");
	mkdirSync(join(root, ".git"), { recursive: true });
	for (const [path, text] of Object.entries(files)) {
		const target = join(root, path);
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(target, text);
	}
	return root;
};

export const Remove = (...folders: string[]): void => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
};

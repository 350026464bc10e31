import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";

/** Workspace contents: a path relative to the workspace root, mapped to the file's text. */
export type WorkspaceFiles = Readonly<Record<string, string>>;

/** Make a private temporary folder; `label` only helps recognise leftovers. */
export async function MakeTemporaryFolder(label: string): Promise<string> {
	return mkdtemp(join(tmpdir(), `dsh-coach-${label}-`));
}

/** Write `files` under `root`, creating folders as needed; paths may not leave the root. */
export async function WriteFiles(root: string, files: WorkspaceFiles): Promise<void> {
	const base = resolve(root);
	for (const [relative, content] of Object.entries(files)) {
		const target = resolve(base, relative);
		if (isAbsolute(relative) || !target.startsWith(base + sep)) {
			throw new Error(`workspace file "${relative}" must be a relative path inside the workspace`);
		}
		await mkdir(dirname(target), { recursive: true });
		await writeFile(target, content);
	}
}

/**
 * A temporary workspace holding `files`, with an empty `.git` folder so tools that look for a
 * repository root (search, path display) stop here instead of walking up into the host's folders.
 */
export async function MakeWorkspace(files: WorkspaceFiles = {}): Promise<string> {
	const root = await MakeTemporaryFolder("workspace");
	await mkdir(join(root, ".git"));
	await WriteFiles(root, files);
	return root;
}

/** Remove a folder this harness made; a missing one is fine. */
export async function RemoveFolder(path: string): Promise<void> {
	await rm(path, { recursive: true, force: true });
}

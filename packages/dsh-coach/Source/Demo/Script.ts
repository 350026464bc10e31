import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

import type { ScriptStep } from "../Harness/ScriptedModel";
import type { WorkspaceFiles } from "../Harness/Workspace";

/** One turn of the bundled session: the user's words, then the model's scripted steps. */
export interface DemoTurn {
	readonly user: string;
	readonly steps: readonly ScriptStep[];
}

/** A config change the user makes between turns (volatile cells: no remount). */
export interface DemoUpdate {
	readonly update: { readonly package: string; readonly config: Readonly<Record<string, unknown>> };
	readonly why: string;
}

export interface DemoScript {
	readonly title: string;
	readonly events: readonly (DemoTurn | DemoUpdate)[];
}

/** The bundled demo: `Demo/` beside `Target/` (and beside `Source/` in the repository). */
export const DemoFolder = (): string => new URL("../Demo/", import.meta.url).pathname;

/** The session script, checked enough that a broken edit fails here with its position, not mid-demo. */
export function ReadScript(file: string): DemoScript {
	const script = JSON.parse(readFileSync(file, "utf8")) as DemoScript;
	if (typeof script?.title !== "string" || !Array.isArray(script.events))
		throw new Error(`${file}: expected {title, events: [...]}`);
	for (const [index, event] of script.events.entries()) {
		const ok =
			"user" in event
				? typeof event.user === "string" && Array.isArray(event.steps)
				: "update" in event && typeof event.update?.package === "string";
		if (!ok)
			throw new Error(
				`${file}: events[${index}] is neither a turn {user, steps} nor an update {update: {package, config}, why}`,
			);
	}
	return script;
}

/** Every file under the fixture folder, by workspace-relative path (`/` separators). */
export function ReadFixture(folder: string): WorkspaceFiles {
	const files: Record<string, string> = {};
	const walk = (dir: string) => {
		for (const name of readdirSync(dir).sort()) {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) walk(path);
			else files[relative(folder, path).split(sep).join("/")] = readFileSync(path, "utf8");
		}
	};
	walk(folder);
	return files;
}

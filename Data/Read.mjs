// The one way the repository's scripts read its bundled data: a path relative to Data/, `.gz` unpacked in memory.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { dirname, resolve, relative, isAbsolute } from "node:path";

export const DataRoot = dirname(fileURLToPath(import.meta.url));

export function DataPath(name) {
	const full = resolve(DataRoot, name);
	const inside = relative(DataRoot, full);
	if (inside.startsWith("..") || isAbsolute(inside)) throw new Error(`Data: ${name} is outside Data/`);
	return full;
}

/** A file's text from any path (a bench's `--corpus FILE`), `.gz` unpacked in memory. */
export function ReadFileText(path) {
	const bytes = readFileSync(path);
	return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

export function ReadText(name) {
	return ReadFileText(DataPath(name));
}

export function ReadJsonl(name) {
	return ReadText(name)
		.split("\n")
		.filter((line) => line.trim() !== "")
		.map((line) => JSON.parse(line));
}

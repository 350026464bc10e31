import { ReadBoundedBytes } from "@playform/lib-dsh-core";
import { basename } from "node:path";
import * as zlib from "node:zlib";

import { SessionFormatError } from "../Interface/Session";

export interface Line {
	readonly number: number;
	readonly value: Record<string, unknown>;
}

/** A transcript is read up to this many bytes (and a zstd log decompressed up to it): past it, it is refused. */
export const TRANSCRIPT_READ_CAP = 256 * 1024 * 1024;

/**
 * The file's text; dsh's `.jsonl.zstd` logs are decompressed where this Node can (22.15 on). Read by the core's
 * bounded reader (a FIFO, a device or a folder is refused at once, never waited on; a link the user named is
 * followed), so a path like `/dev/zero` is an error naming the file, never a hang.
 */
export function ReadText(file: string): string {
	const read = ReadBoundedBytes(file, { cap: TRANSCRIPT_READ_CAP, follow: true });
	if (read.kind === "absent") throw Object.assign(new Error(`${file}: no such file`), { code: "ENOENT" });
	if (read.kind === "unreadable") throw new SessionFormatError(file, 1, `cannot read it (${read.code})`);
	if (read.kind === "refused") throw new SessionFormatError(file, 1, `not read: ${read.reason}`);
	const bytes = read.bytes;
	if (!file.endsWith(".zstd") && !file.endsWith(".zst")) return bytes.toString("utf8");
	const decompress = (
		zlib as unknown as {
			zstdDecompressSync?: (input: Buffer, options?: { maxOutputLength?: number }) => Buffer;
		}
	).zstdDecompressSync;
	if (typeof decompress !== "function") {
		throw new SessionFormatError(
			file,
			1,
			`zstd-compressed session log: this Node (${process.version}) cannot read zstd; run \`zstd -d ${basename(file)}\` and replay the .jsonl`,
		);
	}
	try {
		return decompress(bytes, { maxOutputLength: TRANSCRIPT_READ_CAP }).toString("utf8");
	} catch (error) {
		throw new SessionFormatError(file, 1, `zstd log not read: ${(error as Error).message}`);
	}
}

/** Every non-blank line parsed as a JSON object; the first line that is not one names itself. */
export function JsonLines(file: string, text: string, expected: string): Line[] {
	const lines: Line[] = [];
	const raw = text.split("\n");
	for (let index = 0; index < raw.length; index++) {
		const source = raw[index].trim();
		if (source === "") continue;
		let value: unknown;
		try {
			value = JSON.parse(source);
		} catch (error) {
			throw new SessionFormatError(
				file,
				index + 1,
				`not a JSON line (${error instanceof Error ? error.message : String(error)})`,
			);
		}
		if (value === null || typeof value !== "object" || Array.isArray(value)) {
			throw new SessionFormatError(file, index + 1, `a JSON line must be an object: ${expected}`);
		}
		lines.push({ number: index + 1, value: value as Record<string, unknown> });
	}
	return lines;
}

export type Block = Record<string, unknown> & { type?: unknown };

/** The content blocks of a Claude Code line's message. */
export function Blocks(value: Record<string, unknown>): Block[] {
	const content = (value.message as { content?: unknown } | undefined)?.content;
	return Array.isArray(content)
		? content.filter((block): block is Block => block !== null && typeof block === "object")
		: [];
}

/** Text of a result's content: a string, or text blocks (nested tool-result blocks included). */
export function TextOfResult(content: unknown): string {
	if (typeof content === "string") return content;
	if (!Array.isArray(content)) return "";
	const parts: string[] = [];
	for (const block of content) {
		if (block?.type === "text" && typeof block.text === "string") parts.push(block.text);
		else if ((block?.type === "tool-result" || block?.type === "tool_result") && block.content !== undefined)
			parts.push(TextOfResult(block.content));
	}
	return parts.join("\n");
}

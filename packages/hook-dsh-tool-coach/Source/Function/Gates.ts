/**
 * The structural gates of the built-in rules (Variable/Rules.ts names each rule's gate): a row's regex found the
 * head, the gate decides from the parsed command whether it really does what the class says (a FILE operand is
 * there, the in-place flag is real, the one-liner writes). Pure.
 */
import {
	FileOperands,
	GREP_OPTIONS,
	InterpreterProgram,
	IsDevicePath,
	OPTION_SPECS,
	ParseOperands,
} from "@playform/lib-dsh-core/Shell";
import type { NormalCommand } from "@playform/lib-dsh-core/Shell";
import { PsParameters } from "./DetectPowerShell";
import { OneLinerEffect } from "./OneLiner";

/** one-liner rows: the program opens a file for writing. */
export const OneLinerWrites = (command: NormalCommand): boolean => OneLinerEffect(command) === "write";

/** one-liner rows: the program prints a file. */
export const OneLinerPrints = (command: NormalCommand): boolean => OneLinerEffect(command) === "read";

/** Commands that consume piped content without printing it back (`cat f | wc -l`). */
const CONSUMERS = new Set([
	"wc",
	"cksum",
	"md5sum",
	"sha1sum",
	"sha224sum",
	"sha256sum",
	"sha384sum",
	"sha512sum",
	"b2sum",
]);

/** Counting, hashing, xargs, or a script fed the content; an inline program that may print it is not. */
function consumesContent(next: NormalCommand | undefined): boolean {
	if (!next || next.words.length === 0) return false;
	if (next.wrappers.includes("xargs") || CONSUMERS.has(next.words[0])) return true;
	return (
		/^(?:(?:python|pypy)[0-9.]*|node|ruby|perl|php)$/.test(next.words[0]) &&
		InterpreterProgram(next.words, next.payload) === undefined
	);
}

/** read rows: a FILE operand (or `< file`, or xargs-supplied operands); a stdin filter is not a read. */
export function ReadsFile(
	command: NormalCommand,
	previous: NormalCommand | undefined,
	next: NormalCommand | undefined,
): boolean {
	if (command.words[0] === "get-content")
		return psPathGiven(command, GET_CONTENT_SWITCHES) || PS_FILE_SOURCES.has(previous?.words[0] ?? "");
	// Device files (/dev/urandom, /dev/stdin) are not file content.
	const has =
		FileOperands(command.words).some((operand) => !operand.startsWith("/dev/")) ||
		command.stdinFile ||
		command.external;
	return has && !consumesContent(next);
}

/** search rows: grep over files/dirs, `-r` over the cwd, or rg/ag/ack over the cwd when not fed by a pipe. */
export function SearchesFiles(command: NormalCommand, previous: NormalCommand | undefined): boolean {
	const head = command.words[0];
	if (head === "select-string") return selectStringOverFiles(command, previous);
	if (head === "findstr")
		return (
			command.words.slice(1).some((word) => !word.startsWith("/") && !word.startsWith("-")) &&
			command.words.length > 2
		);
	const spec = OPTION_SPECS[head] ?? GREP_OPTIONS;
	const parsed = ParseOperands(command.words, spec);
	// Listing files (rg --files, ag -g, ack -f) is discovery, left to the discovery rows.
	if (
		(head === "rg" && parsed.longs.has("--files")) ||
		(head === "ag" && parsed.flags.has("g")) ||
		(head === "ack" && parsed.flags.has("f"))
	)
		return false;
	const operands = parsed.operands.filter((operand) => operand !== "-");
	if (operands.length > 0 || command.stdinFile || command.external) return true;
	if (spec === GREP_OPTIONS)
		return (
			parsed.flags.has("r") ||
			parsed.flags.has("R") ||
			parsed.longs.has("--recursive") ||
			parsed.longs.has("--dereference-recursive") ||
			parsed.values.get("d") === "recurse" ||
			parsed.values.get("--directories") === "recurse"
		);
	return command.position === 0 && command.payload === undefined;
}

export function SedInPlace(command: NormalCommand): boolean {
	const words = command.words;
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (word === "--") return false;
		if (word.startsWith("--")) {
			if (word.startsWith("--in-place")) return true;
			if (word === "--expression" || word === "--file" || word === "--line-length") i++;
			continue;
		}
		if (word.length < 2 || !word.startsWith("-")) continue;
		for (let k = 1; k < word.length; k++) {
			const letter = word[k];
			if (letter === "i") return true;
			if (letter === "e" || letter === "f" || letter === "l") {
				if (k === word.length - 1) i++;
				break;
			}
		}
	}
	return false;
}

/** perl's option clusters stop at the first operand; `-i` (even `-pie`) edits in place. */
export function PerlInPlace(command: NormalCommand): boolean {
	const words = command.words;
	for (let i = 1; i < words.length; i++) {
		const word = words[i];
		if (word === "--" || !word.startsWith("-") || word.length < 2) return false;
		for (let k = 1; k < word.length; k++) {
			const letter = word[k];
			if (letter === "i") return true;
			if (letter === "e" || letter === "E") {
				if (k === word.length - 1) i++;
				break;
			}
			if ("IMmx0lC".includes(letter)) break;
		}
	}
	return false;
}

export function WritesRealFile(command: NormalCommand): boolean {
	return FileOperands(command.words).some((operand) => !IsDevicePath(operand));
}

export function DdWritesFile(command: NormalCommand): boolean {
	return command.words.some((word) => word.startsWith("of=") && !IsDevicePath(word.slice(3)));
}

export function PatchApplies(command: NormalCommand): boolean {
	return !command.words.includes("--dry-run") && !command.words.includes("--check");
}

export function FindLists(command: NormalCommand): boolean {
	return !command.words.some((word) => /^-(?:exec|execdir|ok|okdir|delete)$/.test(word));
}

/** Cmdlets whose piped output is file objects, so the next cmdlet works on files. */
const PS_FILE_SOURCES = new Set(["get-childitem", "get-item", "resolve-path"]);

const GET_CONTENT_SWITCHES = new Set(["-raw", "-wait", "-force", "-asbytestream", "-notypeinformation"]);

function psPathGiven(command: NormalCommand, switches: ReadonlySet<string>): boolean {
	const { named, positional } = PsParameters(command.words, switches);
	return (
		named.has("-path") || named.has("-literalpath") || named.has("-lp") || positional.length > 0 || command.external
	);
}

function selectStringOverFiles(command: NormalCommand, previous: NormalCommand | undefined): boolean {
	const { named, positional } = PsParameters(
		command.words,
		new Set([
			"-simplematch",
			"-casesensitive",
			"-list",
			"-notmatch",
			"-allmatches",
			"-quiet",
			"-raw",
			"-noemphasis",
		]),
	);
	if (named.has("-path") || named.has("-literalpath")) return true;
	if (positional.length >= (named.has("-pattern") ? 1 : 2)) return true;
	return PS_FILE_SOURCES.has(previous?.words[0] ?? "");
}

export function PsWritesFile(command: NormalCommand): boolean {
	const head = command.words[0];
	if (head.startsWith("[")) return true;
	const { named, positional } = PsParameters(
		command.words,
		new Set(["-append", "-force", "-noclobber", "-nonewline", "-passthru", "-whatif", "-confirm"]),
	);
	if (
		head === "tee-object" &&
		!(named.has("-filepath") || named.has("-literalpath") || named.has("-path") || positional.length > 0)
	)
		return false;
	const target = named.get("-filepath") ?? named.get("-path") ?? named.get("-literalpath") ?? positional[0];
	return target === undefined || !IsDevicePath(target);
}

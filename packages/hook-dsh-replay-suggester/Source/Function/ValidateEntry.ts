import { isAbsolute } from "node:path";
import { RedactSecrets } from "@playform/lib-dsh-core";
import type { Entry } from "../Interface/Entry";
import { WORKSPACE_TAG } from "./WorkspaceTag";

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** A stored path must stay inside the workspace: relative, without `..` segments. */
export const IsRepoRelative = (value: unknown): value is string =>
	isText(value) && !isAbsolute(value) && !value.split("/").includes("..");

/**
 * A stored entry, or undefined when it is not one (wrong types, or a path that is not repo-relative). Its probe is
 * redacted again, so a store written before redaction keeps no secret past its next write.
 */
export const ValidateEntry = (raw: unknown): Entry | undefined => {
	if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return undefined;
	const value = raw as Record<string, unknown>;
	if (!Number.isSafeInteger(value.seq) || (value.seq as number) < 1) return undefined;
	if (!IsRepoRelative(value.path)) return undefined;
	if (!isText(value.intent) || !isText(value.outcome) || !isText(value.probe)) return undefined;
	if (typeof value.at !== "number" || !Number.isFinite(value.at)) return undefined;
	if (value.turn !== undefined && !Number.isSafeInteger(value.turn)) return undefined;
	if (value.workspace !== undefined && !(typeof value.workspace === "string" && WORKSPACE_TAG.test(value.workspace)))
		return undefined;
	const entry: Entry = {
		seq: value.seq as number,
		path: value.path,
		intent: value.intent,
		outcome: value.outcome,
		at: value.at,
		probe: RedactSecrets(value.probe),
	};
	if (value.turn !== undefined) entry.turn = value.turn as number;
	if (value.workspace !== undefined) entry.workspace = value.workspace as string;
	return entry;
};

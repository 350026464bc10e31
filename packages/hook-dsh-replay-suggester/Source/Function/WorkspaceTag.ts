import { Sha256Hex } from "@playform/lib-dsh-core";

/**
 * The workspace a call ran in, as a tag the store can hold: 12 hex characters of a SHA-256 of the root path, so the
 * mirror (shared by every agent and workspace of the process) recalls only the calls of the same workspace, while
 * the store still holds no path outside the workspace.
 */
export const WorkspaceTag = (root: string): string => Sha256Hex(root).slice(0, 12);

export const WORKSPACE_TAG = /^[0-9a-f]{12}$/;

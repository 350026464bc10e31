/** Every store file is created (and, when it is ours, kept) at this mode. */
export const FILE_MODE = 0o600;

/** A store's own folder: group and other bits are cleared from it (owner bits are never added). */
export const FOLDER_MODE = 0o700;

/** The hook's per-session state file is read up to this many bytes; a bigger file is set aside as corrupt. */
export const STATE_READ_CAP = 8 * 1024 * 1024;

/** The search suggester's knowledge file is read up to this many bytes. */
export const KNOWLEDGE_READ_CAP = 4 * 1024 * 1024;

/** The replay suggester's JSON history is read up to this many bytes. */
export const RECORD_READ_CAP = 16 * 1024 * 1024;

/** A lock file holds `<pid>@<host>`: no more than this is ever read of one. */
export const LOCK_READ_CAP = 256;

/** A temp file older than this is stale whatever its writer's pid says (pids get reused). */
export const TEMP_STALE_MS = 10 * 60 * 1000;

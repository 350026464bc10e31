import { RedactCommandFlags } from "./RedactCommand";

/** What a redacted value becomes: one character, so two commands that differ only in a secret still look alike. */
export const REDACTED = "…";

/** `scheme://user:password@host` and `scheme://token@host`: the userinfo goes. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)[^\s/?#@'"]+@/gi;
/** A shell assignment `NAME=value` at the start of a word (`export A=1`, `A=1 cmd`, `env A=1`): the value goes. */
const ASSIGNMENT =
	/(^|[\s;&|(`{!])([A-Za-z_][A-Za-z0-9_]{0,127})=(?:'[^']*'|"(?:[^"\\]|\\.)*"|(?:[^\s;&|()`'"\\]|\\.)+)/g;
/** A flag whose name says it carries a credential: `--password=x`, `--token x`, `--api-key x`. */
const SECRET_FLAG =
	/(--?[A-Za-z0-9-]{0,40}(?:pass(?:word|wd|phrase)?|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|auth(?!or)|credentials?)[A-Za-z0-9-]{0,20})(=|\s+)(?:'[^']*'|"(?:[^"\\]|\\.)*"|[^\s;&|)]+)/gi;
/** curl's `-u user:password` / `--user user:password`. */
const USER_FLAG = /(\s(?:-u|--user)\s*)([^\s:'"]{1,128}):(?:'[^']*'|"[^"]*"|[^\s;&|)]+)/g;
/** An HTTP credential header in a quoted argument: `Authorization: Bearer …`, `X-Api-Key: …`, `Cookie: …`. */
const HEADER = /\b((?:proxy-)?authorization|x-[a-z-]{0,30}(?:key|token|secret)|cookie)(\s*:\s*)[^'"\n]+/gi;
/** Tokens whose shape says what they are (cloud keys, forge tokens, chat-bot tokens, JWTs, private-key blocks). */
const KNOWN_TOKEN =
	/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9_-]{16,}|AIza[A-Za-z0-9_-]{30,}|npm_[A-Za-z0-9]{30,}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})|-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;
/** Any other long run of key-like characters with letters and digits mixed (no `/`, `.` or `-`: not a path or a name). */
const OPAQUE =
	/(?<![A-Za-z0-9+=_])(?=[A-Za-z0-9+=_]*[0-9])(?=[A-Za-z0-9+=_]*[A-Za-z])[A-Za-z0-9+=_]{32,}(?![A-Za-z0-9+=_])/g;

/**
 * What a store may keep of a command or an argument: credentials replaced by `…`. Passwords as short flags of the
 * commands that take them (`mysql -p…`, `sshpass -p …`, `redis-cli -a …`, `openssl -k …`, `htpasswd -b f u …`),
 * assignments (`NAME=…`), secret flags (`--password=…`), `-u user:…`, credential headers, URLs' userinfo
 * (`https://…@host`), tokens of a known shape and long opaque key-like runs. Idempotent and linear (every pattern is
 * bounded or anchored on a class).
 */
export const RedactSecrets = (text: string): string =>
	RedactCommandFlags(text, REDACTED)
		.replace(KNOWN_TOKEN, REDACTED)
		.replace(URL_USERINFO, (_match, scheme: string) => `${scheme}${REDACTED}@`)
		.replace(HEADER, (_match, name: string, colon: string) => `${name}${colon}${REDACTED}`)
		.replace(SECRET_FLAG, (_match, flag: string, joint: string) => `${flag}${joint}${REDACTED}`)
		.replace(USER_FLAG, (_match, flag: string, user: string) => `${flag}${user}:${REDACTED}`)
		.replace(ASSIGNMENT, (_match, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
		.replace(OPAQUE, REDACTED);

/**
 * `RedactSecrets` over every string of a JSON-like value (keys kept), for stores that keep a value whole: a queued
 * hook call, a replay entry set aside as invalid. Deeper than `depth` levels, a branch becomes `…` (never kept raw).
 */
export const RedactValue = (value: unknown, depth = 16): unknown => {
	if (typeof value === "string") return RedactSecrets(value);
	if (value === null || typeof value !== "object") return value;
	if (depth <= 0) return REDACTED;
	if (Array.isArray(value)) return value.map((item) => RedactValue(item, depth - 1));
	return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, RedactValue(item, depth - 1)]));
};

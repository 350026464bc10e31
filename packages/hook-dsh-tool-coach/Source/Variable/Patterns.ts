import type { PatternRow } from "../Interface/Detection";

/**
 * The 24 built-in rows, matched against ONE normalized simple command (head lowercased and
 * unwrapped, quotes removed, `$VAR` -> «var», redirects rendered after the words).
 * `(?!\S)` ends a head so `sed.sh` or `tee-object` never match `sed`/`tee`. Several rows are
 * refined by a structural gate in Detect (file operand present, real in-place flag, the one-liner
 * really writes); a user row appended to the table is its regex alone.
 */
export const DEFAULT_PATTERNS: readonly PatternRow[] = Object.freeze([
	{ pattern: "^sed(?!\\S).*\\s(?:-[a-zA-Z]*i|--in-place)", class: "write", tool: "edit", note: "sed -i / --in-place" },
	{ pattern: "^(?:perl|ruby)(?!\\S).*\\s-[a-zA-Z]*i", class: "write", tool: "edit", note: "perl -i / -pi" },
	{ pattern: "^[gmn]?awk(?!\\S).*\\s-i\\s*inplace\\b", class: "write", tool: "edit", note: "awk -i inplace" },
	{ pattern: "^tee(?!\\S)", class: "write", tool: "write", note: "tee FILE" },
	{ pattern: "^dd(?!\\S).*\\sof=", class: "write", tool: "write", note: "dd of=FILE" },
	{ pattern: "^(?:truncate|sponge|shred|ed|ex|vi|vim|nvim|nano|emacs)(?!\\S)", class: "write", tool: "edit", note: "truncate, sponge, terminal editors" },
	{ pattern: "^patch(?!\\S)", class: "write", tool: "edit", note: "patch applies a diff in place" },
	{ pattern: "^(?:python[0-9.]*|pypy[0-9.]*|node|perl|ruby|php)(?!\\S).*(?:\\s-[a-zA-Z]*[cepEr]|\\s--eval|<<)", class: "write", tool: "edit", note: "one-liner that opens a file for writing" },
	{ pattern: "^(?:set-content|add-content|clear-content|out-file|tee-object|export-csv|export-clixml|\\[(?:system\\.)?io\\.file\\]::(?:write|append)\\w*)(?!\\S)", class: "write", tool: "write", note: "PowerShell writes" },
	{ pattern: "^(?:cat|tac|nl|less|more|bat|batcat|xxd|od|hexdump|strings|zcat|get-content|\\[(?:system\\.)?io\\.file\\]::read\\w*)(?!\\S)", class: "read", tool: "read", note: "pager/dumper with a FILE operand" },
	{ pattern: "^(?:head|tail)(?!\\S)", class: "read", tool: "read", note: "head/tail with a FILE operand" },
	{ pattern: "^sed(?!\\S)", class: "read", tool: "read", note: "sed -n ...p FILE" },
	{ pattern: "^[gmn]?awk(?!\\S)", class: "read", tool: "read", note: "awk ... FILE" },
	{ pattern: "^(?:python[0-9.]*|pypy[0-9.]*|node|perl|ruby|php)(?!\\S).*(?:\\s-[a-zA-Z]*[cenpEr]|\\s--(?:eval|print)|<<)", class: "read", tool: "read", note: "one-liner that prints a file" },
	{ pattern: "^(?:jq|yq|cut|sort|uniq|column|paste|fold|rev|base64)(?!\\S)", class: "read", tool: "read", note: "filters given a FILE operand" },
	{ pattern: "^(?:grep|egrep|fgrep|zgrep|rg|ag|ack|ack-grep|pt|ugrep|select-string|findstr)(?!\\S)", class: "search", tool: "grep", note: "search over files or directories" },
	{ pattern: "^git\\s+grep(?!\\S)", class: "search", tool: "grep", note: "git grep" },
	{ pattern: "^(?:ls|ll|dir|vdir|tree|exa|eza|lsd|get-childitem)(?!\\S)", class: "discovery", tool: "glob", note: "listing" },
	{ pattern: "^find(?!\\S)", class: "discovery", tool: "glob", note: "find without -exec/-delete" },
	{ pattern: "^(?:fd|fdfind|locate|plocate|mlocate)(?!\\S)|^rg(?!\\S).*\\s--files(?!\\S)|^ag(?!\\S).*\\s-g\\s|^ack(?!\\S).*\\s-f(?!\\S)", class: "discovery", tool: "glob", note: "fd/locate, rg --files" },
	{ pattern: "^(?:sleep|start-sleep|watch|wait|wait-job|wait-process|receive-job)(?!\\S)", class: "control", tool: "job_output", note: "sleep-polling and waiting on jobs" },
	{ pattern: "^(?:kill|pkill|killall|stop-process|stop-job|remove-job)(?!\\S)", class: "control", tool: "job_kill", note: "killing processes and jobs" },
	{ pattern: "^(?:jobs|fg|bg|disown|ps|pgrep|pidof|top|htop|get-process|get-job|start-job)(?!\\S)", class: "control", tool: "job_list", note: "listing processes and jobs" },
	{ pattern: "^(?:nohup|setsid|screen|tmux|start-process)(?!\\S)|\\s&$", class: "control", tool: "job_output", note: "nohup / background job" },
] as PatternRow[]);

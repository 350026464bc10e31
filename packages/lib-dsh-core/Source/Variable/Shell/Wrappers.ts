import type { OptionSpec } from "../../Interface/Shell";

/**
 * THE wrapper list of the shell front end. Pass-through wrappers run their operand command in the same
 * place of the pipe (unwrapped in place); `command`, `busybox`, `env`, `xargs` and `parallel` are
 * unwrapped by their own rules in Normalize.
 */
export const PASS_THROUGH: Readonly<Record<string, OptionSpec>> = {
	sudo: {
		arg: "ugpChDrtTUR",
		long: [
			"--user",
			"--group",
			"--host",
			"--prompt",
			"--chdir",
			"--role",
			"--type",
			"--other-user",
			"--close-from",
			"--command-timeout",
		],
	},
	doas: { arg: "uC" },
	nice: { arg: "n", long: ["--adjustment"] },
	ionice: { arg: "cnpPu", long: ["--class", "--classdata", "--pid", "--pgid", "--uid"] },
	timeout: { arg: "sk", long: ["--signal", "--kill-after"], positional: 1 },
	nohup: { arg: "" },
	setsid: { arg: "" },
	stdbuf: { arg: "ioe", long: ["--input", "--output", "--error"] },
	time: { arg: "fo", long: ["--format", "--output"] },
	exec: { arg: "a" },
	builtin: { arg: "" },
	unbuffer: { arg: "" },
	chronic: { arg: "" },
	caffeinate: { arg: "tw" },
};

/** Heads unwrapped by their own rules (see Normalize's `unwrap`). */
export const SPECIAL_WRAPPERS: readonly string[] = ["command", "busybox", "env", "xargs", "parallel"];

/** xargs' options: -i, -e, -l take an optional ATTACHED argument only; the others take the next word. */
export const XARGS_OPTIONS: OptionSpec = {
	arg: "ILnPsdEa",
	long: [
		"--arg-file",
		"--delimiter",
		"--eof",
		"--replace",
		"--max-lines",
		"--max-args",
		"--max-procs",
		"--max-chars",
		"--process-slot-var",
	],
};

/** GNU parallel's options; its command ends at the first `:::`-style separator. */
export const PARALLEL_OPTIONS: OptionSpec = {
	arg: "jSPIaEdn",
	long: [
		"--jobs",
		"--sshlogin",
		"--arg-file",
		"--delimiter",
		"--max-args",
		"--workdir",
		"--results",
		"--joblog",
		"--timeout",
		"--retries",
		"--tmpdir",
	],
};

/** Shells: `sh -c STR`, a heredoc or a pipe feeding one, are re-parsed as programs. */
export const SHELLS: ReadonlySet<string> = new Set([
	"sh",
	"bash",
	"zsh",
	"dash",
	"ksh",
	"mksh",
	"ash",
	"fish",
	"rbash",
]);

/**
 * Payload wrappers: their operand is a program re-parsed on its own (shells, `eval`, `su -c`, `watch`,
 * `source`). A classifier never exempts such a head: what it runs is judged instead.
 */
export const PAYLOAD_WRAPPERS: ReadonlySet<string> = new Set([...SHELLS, "eval", "su", "watch", "source", "."]);

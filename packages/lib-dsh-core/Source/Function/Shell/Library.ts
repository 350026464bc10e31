/**
 * `@playform/lib-dsh-core/Shell`: the one shell front end. Text -> unbash AST (Parse) -> normalized pipelines
 * of simple commands (Normalize: segments, heads, words, redirects, wrappers unwrapped, payloads re-parsed)
 * -> operands (Operands) and the paths a command touches (Paths). A subpath, so plugins that never read a
 * shell command never load the parser.
 */
export { ParseShell, ParseShellEach, FallbackScript } from "./Parse";
export type {
	ShellAssignment,
	ShellCommand,
	ShellElement,
	ShellGroup,
	ShellInput,
	ShellPart,
	ShellPipeline,
	ShellRedirect,
	ShellScript,
	ShellWord,
} from "./Parse";
export {
	Normalize,
	NormalizeShell,
	NormalizeShellEach,
	NormalizeHead,
	Unwrap,
	IsDevicePath,
	InterpreterProgram,
	EmbeddedShellCommands,
	capSource as CapSource,
	VAR,
	SUB,
	GROUP,
	HEREDOC,
	MAX_PATTERN_INPUT,
} from "./Normalize";
export type {
	NormalCommand,
	NormalPipeline,
	NormalRedirect,
	PipelineOrigin,
	RedirectKind,
	Language,
	Program,
	Unwrapped,
} from "./Normalize";
export { ParseOperands, FileOperands, FindStartPoints } from "./Operands";
export { ProgramReads } from "./ProgramReads";
export type { ProgramRead } from "./ProgramReads";
export { CommandPaths, LooksLikePath, StripHeredocs } from "./Paths";
export { OPTION_SPECS, GREP_OPTIONS, AWK_OPTIONS } from "../../Variable/Shell/Options";
export { PASS_THROUGH, SPECIAL_WRAPPERS, SHELLS, PAYLOAD_WRAPPERS } from "../../Variable/Shell/Wrappers";
export { PATH_EXTENSIONS, TEXT_ONLY_HEADS, COMMAND_SCAN_CAP, CD_PATH_CAP } from "../../Variable/Shell/Paths";
export type { OptionSpec, ParsedOperands } from "../../Interface/Shell";

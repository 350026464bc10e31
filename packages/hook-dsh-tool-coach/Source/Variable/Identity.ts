/** The identity agrees in the package name, the `name` export, the State module and the logFile default. */
export const MODULE = "hook-dsh-tool-coach";
export const BUNDLE = "0.2.1";
/** The notice source kind the harness and transcripts see. */
export const NOTICE_KIND = "tool-coach";
/** The `system-prompt/assemble` section name. */
export const SECTION_NAME = "hook-dsh-tool-coach";
/** A command shown in a note is cut to this many characters. */
export const COMMAND_SHOWN = 160;

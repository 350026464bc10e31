import Schema from "@deepseek-ai/schemastery";

/** The shared minimal block every module carries: the ledger switch and its own durable file. */
export const LogConfig = (file: string) => ({
	log: Schema.boolean().default(true).description("Write the durable ledger file.").volatile(),
	logFile: Schema.string()
		.default(`~/.dsh/playform/${file}.log`)
		.description("The module's own ledger file (`~` expands; created 0600).")
		.volatile(),
});

/** The ledger keeps this many recent lines in memory per state. */
export const KEEP_LINES = 2000;

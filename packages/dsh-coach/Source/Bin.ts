#!/usr/bin/env node
// The dsh-coach command line; subcommands are registered here as they land.
import { readFileSync } from "node:fs";

const Usage = `Usage: dsh-coach <command> [options]

Options:
  -h, --help     Show this help
  -v, --version  Show the version
`;

function Version(): string {
	// Target/Bin.js sits one folder below the package manifest.
	const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
	return manifest.version;
}

function Main(argv: readonly string[]): number {
	const [command] = argv;
	if (command === undefined || command === "-h" || command === "--help" || command === "help") {
		process.stdout.write(Usage);
		return 0;
	}
	if (command === "-v" || command === "--version") {
		process.stdout.write(`${Version()}\n`);
		return 0;
	}
	process.stderr.write(`dsh-coach: unknown command "${command}"\n\n${Usage}`);
	return 2;
}

process.exitCode = Main(process.argv.slice(2));

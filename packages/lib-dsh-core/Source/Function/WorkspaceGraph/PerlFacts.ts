import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, FirstLines, LastReading, LINE_CAP, UncommentedLines } from "./Manifest";

/** A CPAN module's name as a prerequisite spells it (`HTTP::Message`, `Try::Tiny`, `parent`). */
const MODULE_NAME = /^[A-Za-z]\w{0,100}(::\w{1,100}){0,10}$/;
/** The pragmas and the interpreter a prerequisite list names beside the modules: none is a package to upgrade. */
const NOT_A_MODULE = /^(perl|strict|warnings|utf8|lib|vars|feature|integer|bytes|overload)$/;
/** A version as a prerequisite writes it, a range's first bound (`'7.01'`, `'>= 5.010, < 6'`, `v5.36`, `0`). */
const VERSION = String.raw`['"]?(?:[<>=!]=?\s*)?(v?[\d._]{1,40})`;
/** A cpanfile's (and Module::Install's) prerequisite: `requires 'HTTP::Message' => '7.01';`, `test_requires "X", 1`
 * (never `conflicts`, a module that must not be installed). */
const CPANFILE_PREREQ = new RegExp(
	String.raw`(?:^|[{;])\s*(requires|recommends|suggests|(?:test|build|configure|author)_requires)\s*\(?\s*['"]([\w:]{1,200})['"]\s*(?:(?:=>|,)\s*${VERSION})?`,
	"g",
);
/** A Perl hash's pair as MakeMaker's and Module::Build's lists write it (`'Try::Tiny' => 0,`, `"URI" => "1.10"`). */
const HASH_PAIR = new RegExp(String.raw`['"]?([A-Za-z][\w:]{0,200})['"]?\s*=>\s*(?:${VERSION})?`, "g");
/** MakeMaker's and Module::Build's keys whose hash lists prerequisites (`PREREQ_PM => {`, `test_requires => {`), and a
 * hash of them a file builds first (`my %prereqs = (`, Dist::Zilla's `%FallbackPrereqs`). */
const PREREQ_KEY =
	/\b(?:(?:PREREQ_PM|TEST_REQUIRES|BUILD_REQUIRES|CONFIGURE_REQUIRES|requires|test_requires|build_requires|configure_requires|recommends)['"]?\s*=>\s*\{|my\s+%\w*(?:[Pp]rereq|[Rr]equires)\w*\s*=\s*\()/;
/** A MakeMaker or Module::Build scalar setting, quoted or a bare number (`NAME => 'LWP'`, `MIN_PERL_VERSION => 5.006`). */
const SCALAR_SETTING = /['"]?(\w{1,40})['"]?\s*=>\s*(?:['"]([^'"]{1,200})['"]|(v?\d[\d._]{0,40})\b)/g;
/** Module::Install's metadata commands (`name 'Foo-Bar';`, `license 'perl';`, `perl_version '5.008';`, `all_from …`). */
const INSTALL_COMMAND = /^\s*(name|license|perl_version|all_from|version_from)\s*\(?\s*['"]([^'"]{1,300})['"]/;

/** How a reader states a fact (`DistinctFacts`' `push`). */
type FactPush = ReturnType<typeof DistinctFacts>["push"];

/** A prerequisite as a fact: the interpreter's version as the runtime, a module as a dependency, a pragma as none. */
const Prerequisite = (push: FactPush, name: string, version?: string) => {
	if (name === "perl") push("runtime", version && /^v?\d/.test(version) ? version : undefined);
	else if (MODULE_NAME.test(name) && !NOT_A_MODULE.test(name)) push("dependency", name);
};

/** What a Perl build file states, and the module it names as its main one (`VERSION_FROM`, `all_from`, `NAME`). */
interface PerlReading {
	facts: GraphFact[];
	/** The main module's file, as stated (`lib/LWP.pm`); none when only the name gives it. */
	stated?: string;
	/** The module the distribution is named for (`Foo::Bar`, `Foo-Bar`), whose file is `lib/Foo/Bar.pm`. */
	module?: string;
}

const ReadDistIni = (path: string, text: string): PerlReading => {
	const { facts, push } = DistinctFacts(path);
	let section = "";
	let conflicts = false;
	let stated: string | undefined;
	// (Config::INI's comment: a `;` at the line's start or after a space, `; the usual`)
	for (const line of FirstLines(text).map((whole) => whole.slice(0, LINE_CAP).replace(/(^|\s);.*$/, ""))) {
		const header = /^\s*\[\s*([^\]]{1,200})\]/.exec(line);
		if (header) {
			section = header[1]!.trim();
			conflicts = /Conflicts/.test(section);
			continue;
		}
		const [, key = "", value = ""] = /^\s*([-\w:]{1,200})\s*=\s*(\S.{0,199})?$/.exec(line) ?? [];
		if (!key) continue;
		const trimmed = value.trim();
		if (section === "") {
			if (key === "name") push("name", trimmed);
			else if (key === "version" && /^v?\d/.test(trimmed)) push("version", trimmed);
			else if (key === "license") push("license", trimmed);
			else if (key === "main_module" && /^[\w./-]{1,300}\.pm$/.test(trimmed)) stated = trimmed;
		} else if (/^(OS)?Prereqs(\s*\/|$)/.test(section)) {
			if (key === "-relationship") conflicts ||= trimmed === "conflicts";
			else if (!key.startsWith("-") && !conflicts)
				Prerequisite(push, key, new RegExp(VERSION).exec(trimmed)?.[1]);
		}
	}
	return { facts, stated, module: facts.find((fact) => fact.field === "name")?.value };
};

/** A line's cpanfile-style prerequisites, one or more (`on 'test' => sub { requires 'Test::More'; };`). */
const LinePrerequisites = (push: FactPush, line: string) => {
	for (const [, , required, version] of line.matchAll(CPANFILE_PREREQ)) Prerequisite(push, required!, version);
};

const ReadCpanfile = (path: string, text: string): PerlReading => {
	const { facts, push } = DistinctFacts(path);
	for (const line of UncommentedLines(text, "#")) LinePrerequisites(push, line);
	return { facts };
};

/** A `Makefile.PL` or `Build.PL`: settings line by line, a prerequisites hash until its bracket closes, the settings
 * before and after it on its own lines read as settings (`WriteMakefile(NAME => 'X', PREREQ_PM => {A => 0}, …);`). */
const ReadBuildScript = (path: string, text: string): PerlReading => {
	const { facts, push } = DistinctFacts(path);
	let listing: string | undefined;
	let distName: string | undefined;
	let module: string | undefined;
	let stated: string | undefined;
	const settings = (part: string) => {
		for (const [, key, quoted, number] of part.matchAll(SCALAR_SETTING)) {
			const value = quoted ?? number!;
			if (key === "DISTNAME" || key === "dist_name") distName ??= value;
			else if (key === "NAME" || key === "module_name") module ??= value;
			else if ((key === "VERSION" || key === "dist_version") && /^v?\d/.test(value)) push("version", value);
			// (a META_MERGE's `license => 'http://…'` is the licence's address, no licence)
			else if ((key === "LICENSE" || key === "license") && !value.includes("://")) push("license", value);
			else if (key === "MIN_PERL_VERSION") push("runtime", value);
			else if ((key === "VERSION_FROM" || key === "dist_version_from") && /\.pm$/.test(value)) stated ??= value;
		}
	};
	for (const line of UncommentedLines(text, "#")) {
		LinePrerequisites(push, line);
		const command = INSTALL_COMMAND.exec(line);
		if (command) {
			const [, name, value] = command as unknown as [string, string, string];
			if (name === "name") distName ??= value;
			else if (name === "license") push("license", value);
			else if (name === "perl_version") push("runtime", value);
			else if (/\.pm$/.test(value)) stated ??= value;
			continue;
		}
		let rest = line;
		while (rest !== "") {
			if (listing === undefined) {
				const opened = PREREQ_KEY.exec(rest);
				if (!opened) {
					settings(rest);
					break;
				}
				settings(rest.slice(0, opened.index));
				listing = opened[0].endsWith("{") ? "}" : ")";
				rest = rest.slice(opened.index + opened[0].length);
			}
			const close = rest.indexOf(listing);
			for (const [, name, version] of (close < 0 ? rest : rest.slice(0, close)).matchAll(HASH_PAIR))
				Prerequisite(push, name!, version);
			if (close < 0) break;
			listing = undefined;
			rest = rest.slice(close + 1);
		}
	}
	push("name", distName ?? module?.replace(/::/g, "-"));
	return { facts, stated, module: module ?? distName };
};

/** One reading of a build file for its facts and its main module (the last kept). */
const ReadPerl = LastReading((path: string, text: string): PerlReading => {
	const name = path.slice(path.lastIndexOf("/") + 1);
	return name === "dist.ini"
		? ReadDistIni(path, text)
		: name === "cpanfile"
			? ReadCpanfile(path, text)
			: ReadBuildScript(path, text);
});

/**
 * The facts of a Perl distribution's build files (the first 2000 lines, comments cut): a cpanfile's prerequisites
 * (every phase's: `requires`, `test_requires`, `on 'test' => sub { requires … }`; never `conflicts`); Dist::Zilla's
 * `dist.ini` (its `name`, `version`, `license`, the modules its `[Prereqs …]` and `[OSPrereqs …]` sections list, never
 * a conflicts section's); ExtUtils::MakeMaker's `Makefile.PL` and Module::Build's `Build.PL` (`DISTNAME`/`dist_name`,
 * else `NAME`/`module_name` as `Foo-Bar`, a literal `VERSION`, `LICENSE`, `MIN_PERL_VERSION`, the modules of
 * `PREREQ_PM` and its kin or of a `%prereqs` hash; Module::Install's `name`, `license`, `perl_version`, `requires`).
 * `perl` itself is the runtime; pragmas (`strict`, `warnings`) are no modules. A range gives its first bound.
 */
export const PerlFacts = (path: string, text: string): GraphFact[] => ReadPerl(path, text).facts;

/**
 * The module a distribution's build file says its version is read from (MakeMaker's `VERSION_FROM => 'lib/LWP.pm'`,
 * Module::Build's `dist_version_from`, Dist::Zilla's `main_module`, Module::Install's `all_from`), else the one the
 * distribution is named for (`NAME => 'Foo::Bar'`, `module_name`, dist.ini's `name = Foo-Bar`: `lib/Foo/Bar.pm`): the
 * main module, what a release bumps and the distribution exports. Relative to the file's folder, as written: the scan
 * keeps one inside the project that is a regular file.
 */
export const PerlMainModules = (path: string, text: string): string[] => {
	const { stated, module } = ReadPerl(path, text);
	const named =
		module && /^[A-Za-z][\w:-]{0,200}$/.test(module) ? `lib/${module.replace(/::|-/g, "/")}.pm` : undefined;
	const main = stated ?? named;
	return main === undefined ? [] : [main];
};

/** A Perl module's own version (`our $VERSION = '6.84';`, `$VERSION = 0.12;`, `package Foo::Bar 1.002;`,
 * `version->declare('v1.2.3')`), the first stated in its first 2000 lines. */
export const PerlModuleVersion = (path: string, text: string): GraphFact[] => {
	for (const line of UncommentedLines(text, "#")) {
		const value =
			/\$VERSION\s*=\s*(?:(?:version->declare|qv)\s*\(\s*)?['"]?(v?\d[\d._]{0,40})/.exec(line)?.[1] ??
			/^\s*package\s+[\w:]{1,200}\s+(v?\d[\d._]{0,40})\s*[;{]/.exec(line)?.[1];
		if (value) return [{ path, field: "version", value }];
	}
	return [];
};

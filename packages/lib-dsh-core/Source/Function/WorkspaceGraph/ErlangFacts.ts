import type { GraphFact } from "../../Interface/Graph";
import { DistinctFacts, FirstLines, LastReading, LINE_CAP } from "./Manifest";

/** The keys whose list names packages: rebar3's dependencies and plugins (a profile's too), an app's applications. */
const DEPENDENCY_LIST = /^(deps|plugins|project_plugins|applications|included_applications|optional_applications)$/;
/** OTP's and Elixir's own applications, which an app lists beside its dependencies but no package manager fetches. */
const OTP_APPLICATION =
	/^(elixir|iex|eex|mix|ex_unit|hipe|kernel|stdlib|sasl|crypto|ssl|public_key|asn1|inets|compiler|syntax_tools|mnesia|os_mon|runtime_tools|tools|xmerl|eldap|erts|observer|wx|debugger|et|snmp|ssh|parsetools|edoc|eunit|common_test|dialyzer|reltool|odbc|ftp|tftp|megaco|diameter|erl_interface|jinterface|otp_mibs|logger)$/;
/** An Erlang term's token: a bracket, a comma, a comment (`%` to the line's end), a character literal (`$"`, `$[`), a
 * quoted string, an atom (bare or quoted) or anything else up to those (a quote left open, a string over 4000
 * characters or a quoted atom over 200 ends the reading: one failed match, never one a character). */
const TOKEN =
	/\s*(?:([{}[\],])|%[^\n]*|\$(?:\\.|[^\\])|"((?:[^"\\]|\\.){0,4000})"|([a-z][\w@]{0,200})|'((?:[^'\\]|\\.){1,200})'|[^\s{}[\],"'%$]+)/gy;
/** The keys whose terms are another package's or the app's runtime settings: rebar3's `overrides` (`{override, jiffy,
 * [{deps, […]}]}`), an app's `env` (`{env, [{plugins, [my_mod]}]}`). */
const FOREIGN_KEY = /^(overrides|env)$/;
/** How many tokens a file is read for (a rebar.config or an app file holds a few thousand). */
const TOKEN_CAP = 200_000;

interface Frame {
	/** `{` a tuple, `[` a list. */
	open: "{" | "[";
	/** A tuple's first atom (`deps`, `vsn`), a list's: the key of the tuple it is the second element of. */
	key?: string;
	/** Which element the next token starts (0: the first). */
	element: number;
	/** Whether the current element has begun. */
	started: boolean;
	/** It lies under a `FOREIGN_KEY`: nothing in it is the project's own. */
	foreign: boolean;
}

/**
 * The facts of an Erlang project's `rebar.config` and an application's resource file (`src/hackney.app.src`), read as
 * Erlang terms (the first 2000 lines, each to 2000 characters; comments read past): the packages `deps`, `plugins` and `project_plugins` name (a
 * profile's as well: `{deps, [{cowboy, "2.18.0"}, jsx]}`; never those `overrides` gives another package, nor an app's
 * `env` settings), the
 * applications an app needs but OTP's and Elixir's own, the app's name
 * (`{application, hackney, …}`), `vsn` when it is a literal version, its `licenses` and rebar3's `minimum_otp_vsn`.
 */
export const ErlangFacts = (path: string, text: string): GraphFact[] => ErlangTerms(path, text).facts;

/** The modules an application's resource file names (its own, `{application, hackney, …}`, and the callback its `mod`
 * starts, `{mod, {hackney_app, []}}`): the app's entries, as files beside it (`hackney.erl`, `hackney_app.erl`). */
export const ErlangAppModules = (path: string, text: string): string[] => ErlangTerms(path, text).modules;

/** One reading of the terms for both (the last kept): the facts, and the modules the app is named for and its `mod`
 * starts. */
const ErlangTerms = LastReading((path: string, text: string): { facts: GraphFact[]; modules: string[] } => {
	const { facts, push } = DistinctFacts(path);
	const modules = new Set<string>();
	const terms = FirstLines(text)
		.map((line) => line.slice(0, LINE_CAP))
		.join("\n");
	const stack: Frame[] = [];
	const top = () => stack[stack.length - 1];
	const inList = (frame: Frame | undefined) =>
		frame?.open === "[" && !frame.foreign && DEPENDENCY_LIST.test(frame.key ?? "");
	const dependency = (name: string) => {
		if (!OTP_APPLICATION.test(name)) push("dependency", name);
	};
	TOKEN.lastIndex = 0;
	for (let count = 0; count < TOKEN_CAP && TOKEN.lastIndex < terms.length; count++) {
		const found = TOKEN.exec(terms);
		if (!found) break;
		const [, bracket, string, atom, quoted] = found;
		const frame = top();
		if (bracket === "{" || bracket === "[") {
			// (a list that is a tuple's second element takes its key: `{deps, [`)
			const key = bracket === "[" && frame?.open === "{" && frame.element === 1 ? frame.key : undefined;
			if (frame) frame.started = true;
			const foreign = frame !== undefined && (frame.foreign || FOREIGN_KEY.test(frame.key ?? ""));
			stack.push({ open: bracket, key, element: 0, started: false, foreign });
			if (stack.length > 64) break;
			continue;
		}
		if (bracket === "}" || bracket === "]") {
			stack.pop();
			continue;
		}
		if (bracket === ",") {
			if (frame) {
				frame.element++;
				frame.started = false;
			}
			continue;
		}
		// (a comment is no element: `[ %% HTTP/2` then `certifi` starts the list)
		if (!frame || /^\s*%/.test(found[0])) continue;
		const name = atom ?? quoted;
		const first = !frame.started;
		frame.started = true;
		if (frame.open === "{" && frame.element === 0 && name !== undefined) {
			frame.key = name;
			// (a dependency written as a tuple in the list: `{certifi, "~>2.17.0"}`, `{quic_h3, connect, 3}` is no list's)
			const parent = stack[stack.length - 2];
			if (inList(parent)) dependency(name);
			// (the callback module: `{mod, {hackney_app, []}}`, a quoted atom too, `{mod, {'my_app', []}}`)
			else if (parent?.open === "{" && parent.key === "mod" && parent.element === 1 && !parent.foreign)
				modules.add(`${name}.erl`);
			continue;
		}
		if (frame.open === "[" && first && name !== undefined && inList(frame)) {
			dependency(name);
			continue;
		}
		if (frame.open === "{" && frame.element === 1 && !frame.foreign) {
			if (frame.key === "application" && atom !== undefined && stack.length === 1) {
				push("name", atom);
				modules.add(`${atom}.erl`);
			} else if (frame.key === "vsn" && string !== undefined && /^\d/.test(string)) push("version", string);
			else if (frame.key === "minimum_otp_vsn" && string !== undefined)
				push("runtime", /^\d+(\.\d+)*/.exec(string)?.[0]);
		}
		// (a licence list: `{licenses, ["Apache-2.0"]}`)
		if (frame.open === "[" && frame.key === "licenses" && !frame.foreign && string !== undefined)
			push("license", string.slice(0, 200));
	}
	return { facts, modules: [...modules] };
});

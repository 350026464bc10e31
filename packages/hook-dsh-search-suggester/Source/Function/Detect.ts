import { posix } from "node:path";
import { EscapeRegex, GITHUB_COMMUNITY_PATH, IsTestPath, MatchSignals, PATTERN_TEXT_CAP } from "@playform/lib-dsh-core";
import type { CompiledIntent, GraphFact } from "@playform/lib-dsh-core";
import type { CallShape, DetectInput, Detection, IntentScore } from "../Interface/Execution";
import {
	AMBIGUITY_MARGIN,
	FACT_WEIGHT,
	HISTORY_MAX,
	HISTORY_MIN,
	IDENTIFIER_WEIGHT,
	RING_WEIGHT,
	SCOPE_WEIGHT,
} from "../Variable/Config";
import { FACT_INTENT } from "../Variable/Kinds";
import { KindsOf } from "./Projection";
import { GateOf, Score } from "./Score";
import { Covers, GLOB, OwnElseAll } from "./Path";
import { BashShapeOf, SearchShaped } from "./Shell";

const cap = (text: string): string => (text.length > PATTERN_TEXT_CAP ? text.slice(0, PATTERN_TEXT_CAP) : text);
const str = (value: unknown): string | undefined =>
	typeof value === "string" && value !== "" ? cap(value) : undefined;

/** The folder a glob pattern is anchored in (`.github/workflows/*.yml` → `.github/workflows`), if any. */
export const GlobFolder = (pattern: string): string | undefined => {
	const index = pattern.search(GLOB);
	if (index === -1) return pattern === "" ? undefined : pattern;
	const slash = pattern.lastIndexOf("/", index);
	return slash > 0 ? pattern.slice(0, slash) : undefined;
};

/** A glob without its `**\/` and with each class as its first letter (`LICEN[CS]E*` → `LICENCE*`). */
const Unclassed = (pattern: string): string => pattern.replace(/\*\*\//g, "").replace(/\[([^\]!^])[^\]]*\]/g, "$1");

/** A glob as an example of what it matches (`requirements*.txt` → `requirements.txt`), for path signals and scope. */
export const DeGlob = (pattern: string): string => Unclassed(pattern).replace(/[*?]/g, "");

// What a name's open extension (`eslint.config.*`) is filled with: the config files' own.
const EXTENSIONS = ["js", "mjs", "cjs", "ts", "json", "yml", "yaml", "toml"];

/** A glob spelled out by its `{a,b}` groups: the first two groups, at most 8 alternatives each, 16 spellings in all. */
const Spellings = (pattern: string, groups = 2): string[] => {
	const group = groups > 0 ? /\{([^{}]*)\}/.exec(pattern) : null;
	if (!group) return [pattern];
	return group[1]!
		.split(",")
		.slice(0, 8)
		.flatMap((alternative) => Spellings(pattern.replace(group[0], alternative), groups - 1))
		.slice(0, 16);
};

/**
 * A glob's examples for the path signals: each `{a,b}` alternative (of the first two groups: `*.{test,spec}.{ts,js}`),
 * with the wildcards dropped and filled (`test_*.py` → `test_.py`, `test_x.py`; `{CHANGELOG,HISTORY}*` → `CHANGELOG`).
 */
export const GlobExamples = (pattern: string): string[] => {
	const spelled = Spellings(pattern);
	const out = new Set<string>();
	for (const one of spelled) {
		const bare = Unclassed(one);
		out.add(DeGlob(one));
		out.add(bare.replace(/[*?]/g, "x"));
		if (/\.\*$/.test(bare)) for (const extension of EXTENSIONS) out.add(bare.replace(/\*$/, extension));
	}
	out.delete(pattern);
	out.delete("");
	return [...out];
};

/** R1: only the configured tools are judged (never the dismiss tool itself). */
export const Judged = (tool: unknown, emitOn: readonly string[]): boolean =>
	typeof tool === "string" && emitOn.includes(tool) && tool !== "suggestion_dismiss";

/**
 * The query with regex escapes, anchors and quotes removed: what the model literally looks for. A class escape with
 * its quantifier (`\s*`, `\w+`) is one space, so `"build"\s*:` reads `"build" :`; a class of a few letters is its
 * first (`[Ll]icense` reads `License`, `licen[cs]e` reads `licence`), as `Unclassed` reads a glob's, but never a range
 * or an escaped bracket (`v[0-9]+`, `\[tool\]`: a regex's class may be either).
 */
export const Literal = (query: string): string =>
	query
		.replace(/(?<!\\)\[([A-Za-z0-9])[A-Za-z0-9]{1,3}\]/g, "$1")
		.replace(/\\([.\-+*?()[\]{}|^$/\\"'])/g, "$1")
		.replace(/\\[bBsSwWdD<>](?:[*+?]|\{\d*,?\d*\})?/g, " ")
		.replace(/^\^|\$$/g, "")
		.trim();

/**
 * R3: the texts and paths of one call. grep: pattern and include; glob: the pattern is both query and path;
 * read: the file path; bash: the searched patterns and path operands (R2 gates the line first).
 */
export const Extract = (tool: string, args: unknown, user: string): CallShape | undefined => {
	if (args === null || typeof args !== "object") return undefined;
	const a = args as Record<string, unknown>;
	const queries: string[] = [];
	const paths: string[] = [];
	const places: string[] = [];
	let command = "";
	let reading = tool === "read";
	let naming = tool === "glob";
	let listed: string | undefined;
	const push = (list: string[], value: unknown) => {
		const text = str(value);
		if (text !== undefined) list.push(text);
	};
	if (tool === "grep") {
		push(queries, a.pattern);
		push(places, a.path);
		push(paths, a.include);
	} else if (tool === "glob") {
		push(queries, a.pattern);
		push(paths, a.pattern);
		push(places, a.path ?? GlobFolder(typeof a.pattern === "string" ? a.pattern : ""));
	} else if (tool === "read") {
		push(places, a.file_path ?? a.path);
	} else if (tool === "bash") {
		const raw = str(a.command);
		if (raw === undefined || !SearchShaped(raw)) return undefined;
		command = raw;
		const shape = BashShapeOf(raw);
		reading = shape.reading;
		naming = shape.naming;
		listed = shape.listed;
		queries.push(...shape.queries.map(cap));
		places.push(...shape.paths.map(cap));
		paths.push(...shape.patterns.map(cap));
	} else {
		push(queries, a.pattern ?? a.query);
		push(places, a.path ?? a.file_path);
	}
	const raw = queries.join(" ");
	const literal = Literal(raw);
	// Signals see the pattern as written and as meant (`process\.env` is looking for `process.env`).
	const query = cap(literal === raw ? raw : `${raw} ${literal}`);
	return {
		tool,
		texts: { query, command, tool, user: cap(user) },
		paths: [...places, ...paths].slice(0, 16),
		places: places.slice(0, 16),
		literal,
		reading,
		naming,
		listed,
	};
};

/** R5: whether a root-relative path lies in one of an intent's scope entries (`dir/` prefixes or basenames). */
export const InScope = (scope: readonly string[], path: string): boolean => {
	const clean = path.replace(/^\.\//, "");
	const base = clean.replace(/\/+$/, "").slice(clean.replace(/\/+$/, "").lastIndexOf("/") + 1);
	return scope.some((entry) => {
		if (entry.endsWith("/")) {
			const dir = entry.slice(0, -1);
			return clean === dir || clean.startsWith(entry) || clean.includes(`/${entry}`) || clean.endsWith(`/${dir}`);
		}
		return base === entry || clean === entry;
	});
};

const tokens = (text: string): string[] => text.split(/[\s"'`:=,<>~^()[\]{}]+/).filter(Boolean);

/** A script named by its colon variant as a whole word (`test:run`, not `test:run:ci`). */
export const ColonScriptNamed = (name: string, text: string): boolean =>
	name.includes(":") && new RegExp(`(^|[^\\w:-])${EscapeRegex(name)}(?![\\w:-])`).test(text);

/** A query that is a tool's run through a package runner (`npx tap`, `pnpm exec vitest`, `uv run ruff`). */
const RUNS_TOOL = /^(npx|pnpx|bunx|uvx|pnpm (exec|dlx)|yarn dlx|uv run|poetry run|pipx run|bundle exec)\s+[\w@./-]+$/;

/** R8: whether the query names a fact the workspace states (a version value, a dependency, a script, an entry). */
export const NamesFact = (fact: GraphFact, literal: string, query: string): boolean => {
	if (literal === "") return false;
	switch (fact.field) {
		case "version": {
			if (!/\d/.test(fact.value)) return false;
			// a prerelease by its stem names it too (`4.0.0-beta` of `4.0.0-beta.4`)
			const stem = /^v?(\d+\.\d+\.\d+-[a-z]+)\.?\d*$/i.exec(fact.value)?.[1];
			return [fact.value, ...(stem ? [stem] : [])].some((value) =>
				new RegExp(`(^|[^\\w.])v?${EscapeRegex(value.replace(/^v/, ""))}([^\\w.]|$)`).test(literal),
			);
		}
		case "runtime": {
			// `3.14`, `3\.14` (as its literal), `py314`, `python3.14` (a bare `314` is no version: a Go `1.25` is no `125`)
			const [major, minor] = fact.value.split(".");
			return new RegExp(`(^|[^\\w.])((py|python)${major}\\.?${minor}|${major}\\.${minor})([^\\w.]|$)`).test(
				literal,
			);
		}
		case "dependency":
			// (a tool run through a runner, `npx tap`, is searched for where it runs, not where it is declared)
			return (
				fact.value.length >= 2 &&
				!RUNS_TOOL.test(literal) &&
				// (a Perl module whole, which the tokens split: `HTTP::Message`, not `HTTP::Message::PSGI`)
				(tokens(literal).includes(fact.value) || ColonScriptNamed(fact.value, literal))
			);
		case "license":
			return fact.value.length >= 2 && tokens(literal).includes(fact.value);
		case "script": {
			// the query as written (`npm run build`) or as meant (a regex `"build"\s*:` reads `"build" :`)
			const key = new RegExp(`"${EscapeRegex(fact.value)}"\\s*:|\\brun\\s+${EscapeRegex(fact.value)}\\b`);
			// …and a script named with its variant (`test:run`, `build:types`), which no prose word is
			return key.test(query) || key.test(literal) || ColonScriptNamed(fact.value, literal);
		}
		case "task": {
			// a task as its file declares it (`install:`, `task :spec`), or its colon variant (`test:table`)
			const name = EscapeRegex(fact.value);
			const key = new RegExp(String.raw`(^|[\s^'"\x60(])${name}\s*:(?![\w:=])|\btask\s*\(?\s*(:|["'])${name}\b`);
			return key.test(literal) || ColonScriptNamed(fact.value, literal);
		}
		case "main":
		case "module":
		case "bin":
		case "exports": {
			const value = fact.value.replace(/^\.\//, "");
			// the built file by its name (`browser.mjs` for `./dist/browser.mjs`) names it too
			return (
				(value.length >= 4 && literal.includes(value)) ||
				tokens(literal).some((token) => token.length >= 6 && token.includes(".") && value.endsWith(`/${token}`))
			);
		}
		case "subpath": {
			// searched by its whole name (`internal-extnames-to-regex`), a distinctive one: `./server` or a file's
			// `./package.json` is every search's word
			const value = fact.value.replace(/^\.\//, "");
			// (or as the exports map writes the key, quoted with its `./`: `"\./middlewares"`)
			if (
				!/\.json$/.test(value) &&
				new RegExp(`["']\\./${EscapeRegex(value)}["']`).test(literal.replace(/\\\./g, "."))
			)
				return true;
			return (
				value.length >= 6 &&
				/[-/]/.test(value) &&
				!/\.json$/.test(value) &&
				tokens(literal).some((token) => token.replace(/^\.\//, "") === value)
			);
		}
		default:
			return false;
	}
};

/** A code identifier by its humps (`emitWarning`, `UnboundedCacheWarning`); an upper-case name is an environment's. */
const CODE_IDENTIFIER = /^(?:[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)$/;

/** A folder of code (`src`, `website/src/components`): an identifier searched there is the code's. */
const SOURCE_FOLDER = /(^|\/)(src|lib|components|source)(\/|$)/;
/** …but a docs site's pages (`apps/docs/src/routes`, `docs/content`) are its pages, though in its source. */
const DOCS_SITE_FOLDER = /(^|\/)(docs?|documentation)\/((src|source)\/)?(routes|pages|content)(\/|$)/;

/** A query's alternatives (`metaKey|ctrlKey`, `^version\\|"version"`), trimmed, the first `max` of them. */
export const Alternatives = (literal: string, max = 16): string[] =>
	cap(literal)
		.split(/\\?\|/, max)
		.map((part) => part.trim());

/** A definition searched by its keyword (`def coverage`, `func Execute`, `class Factory`): code, whatever its name says. */
const DEFINITION = /^\^?\s*(def|async def|func|fn|function|class|struct|interface|impl)\s+[A-Za-z_]\w*\s*(\\?\()?$/;

/** The query is code identifiers or definitions only (`metaKey|ctrlKey`, `resolvePackageTarget`, `def coverage`, eight
 * alternatives at most): a search for code. */
export const IdentifierQuery = (literal: string): boolean => {
	const parts = Alternatives(literal, 9);
	return parts.length <= 8 && parts.every((part) => CODE_IDENTIFIER.test(part) || DEFINITION.test(part));
};

const matchIntent = (
	intent: CompiledIntent,
	shape: CallShape,
): {
	fired: string[];
	sum: number;
	asked: boolean;
	positive: boolean;
	penalty: number;
	queried: boolean;
	pathed: boolean;
} => {
	const fired = new Set(
		MatchSignals(intent, {
			query: shape.texts.query,
			command: shape.texts.command,
			tool: shape.texts.tool,
			user: shape.texts.user,
		}).fired,
	);
	for (const path of shape.paths) {
		for (const id of MatchSignals(intent, { path }).fired) fired.add(id);
		if (GLOB.test(path))
			for (const example of GlobExamples(path))
				for (const id of MatchSignals(intent, { path: example }).fired) fired.add(id);
	}
	let sum = 0;
	let asked = false;
	let positive = false;
	let penalty = 0;
	let queried = false;
	let pathed = false;
	for (const signal of intent.compiled) {
		if (!fired.has(signal.id)) continue;
		sum += signal.weight;
		if (signal.on === "query" && signal.weight > 0) queried = true;
		if (signal.on === "path" && signal.weight > 0) pathed = true;
		if (signal.weight < 0) penalty -= signal.weight;
		// The turn's ask only weighs evidence the call itself brings; alone it is no signal.
		if (signal.weight > 0 && signal.on !== "user") positive = true;
		if (signal.on === "user" && signal.weight > 0) asked = true;
	}
	return { fired: [...fired], sum, asked, positive, penalty, queried, pathed };
};

/**
 * R4–R11: scores every enabled intent on one call and gives the verdict. Pure: the pack, the knowledge,
 * the ring and the facts come in as data.
 */
export const Classify = (input: DetectInput): Detection => {
	const { shape, intents } = input;
	let scores: IntentScore[] = [];
	const claimable = [
		...input.relative,
		...shape.paths
			.filter((path) => GLOB.test(path))
			.map(DeGlob)
			.filter((path) => path !== ""),
	];
	const identifiers = IdentifierQuery(shape.literal);
	for (const intent of intents) {
		const { fired, sum: signalSum, asked, positive, penalty, queried, pathed } = matchIntent(intent, shape);
		let sum = signalSum;
		let evidence = positive;
		// R5: the call's path lies where this intent lives (an issue template or CODEOWNERS is in `.github/`, not CI's).
		const claims = (path: string) =>
			InScope(
				GITHUB_COMMUNITY_PATH.test(path) ? intent.scope.filter((entry) => entry !== ".github/") : intent.scope,
				path,
			);
		const claimed = intent.scope.length > 0 && claimable.some(claims);
		if (claimed) {
			sum += SCOPE_WEIGHT;
			evidence = true;
			// inside the docs a code-shaped query looks for a page's example (`useFrame((state, delta`), not for code
			if (KindsOf(intent).includes("doc")) sum += penalty;
		} else if (pathed && asked && KindsOf(intent).includes("build-config")) {
			// …and in a build file the call looks in by path (a script, a Makefile), a code-shaped query reads the
			// build's own code (`path.join` in `scripts/build.mjs`)
			sum += penalty;
		}
		// R8: the query names a value the workspace states for this intent (a sample project's or a test's copy of the
		// value, `examples/01-quickstart/.python-version`, only where the workspace's own files state none).
		const stating = [
			...new Set(
				input.facts
					.filter(
						(fact) =>
							FACT_INTENT[fact.field] === intent.kind &&
							NamesFact(fact, shape.literal, shape.texts.query),
					)
					.map((fact) => fact.path),
			),
		];
		const factPaths = [...OwnElseAll(stating, (path) => path)];
		if (factPaths.length > 0) {
			sum += FACT_WEIGHT;
			evidence = true;
		}
		// R14: what the workspace knows (a declared dependency, the current version, a config file by name).
		let knownAsked = false;
		const known = input.known?.get(intent.kind);
		if (known) {
			sum += known.weight;
			evidence ||= known.call;
			knownAsked = known.asked;
			for (const path of known.paths) if (!factPaths.includes(path)) factPaths.push(path);
		}
		if (!evidence) continue;
		// a query of code identifiers none of this intent's query signals, stated values or knowledge read looks for code;
		// in the docs or the tests (no source folder among the places) it names a page's example, a test's subject; and a
		// search of source files the workspace files under no kind reads code, whatever it asks (R15)
		if (
			(identifiers &&
				!queried &&
				factPaths.length === 0 &&
				!known &&
				!(
					(claimed || pathed) &&
					KindsOf(intent).some((kind) => kind === "doc" || kind === "test-dir") &&
					!shape.places.some((place) => SOURCE_FOLDER.test(place) && !DOCS_SITE_FOLDER.test(place))
				)) ||
			(input.inCode === true && !claimed)
		)
			sum += IDENTIFIER_WEIGHT;
		// R6: the model was already circling this intent earlier in the turn.
		if (input.ring.some((call) => call.leaning.includes(intent.kind))) sum += RING_WEIGHT;
		// R7: what following or ignoring earlier notes taught.
		const history = input.history[intent.kind] ?? 0;
		sum += Math.min(HISTORY_MAX, Math.max(HISTORY_MIN, Number.isFinite(history) ? history : 0));
		scores.push({
			kind: intent.kind,
			intent,
			sum,
			fired,
			asked: asked || knownAsked,
			claimed,
			factPaths,
			found: known?.found ?? [],
		});
	}
	// R5: a claimed path takes the call away from every intent that does not claim it, but one whose own files the
	// search found there (a changelog kept in `docs/`, R14 (ab)): what it found outweighs where it looked.
	if (scores.some((score) => score.claimed))
		scores = scores.filter((score) => score.claimed || score.found.length > 0);
	scores.sort((a, b) => b.sum - a.sum || a.intent.priority - b.intent.priority);
	const [winner, runnerUp] = scores;
	if (!winner) return { verdict: "no-signal", k: 0, gate: input.floor, scores };
	const gateOf = (score: IntentScore) => GateOf(input.floor, score.intent.threshold, input.bump);
	const k = Score(winner.sum);
	const gate = gateOf(winner);
	const base = { winner, runnerUp, k, gate, scores };
	// R10: the confidence gate.
	if (k < gate) return { verdict: "low-confidence", ...base };
	// R9: a runner-up that is nearly as strong and clears its own gate leaves the target ambiguous (unless both lead
	// with the same file the query names: then only the label is in doubt, never where the work is).
	const sameLead =
		runnerUp !== undefined && winner.factPaths.length > 0 && runnerUp.factPaths[0] === winner.factPaths[0];
	if (
		runnerUp &&
		!sameLead &&
		winner.sum - runnerUp.sum < AMBIGUITY_MARGIN &&
		Score(runnerUp.sum) >= gateOf(runnerUp)
	)
		return { verdict: "ambiguous-target", ...base };
	// R11 (abstention 4): an exploratory question the winning intent does not answer, or one asking why or how the code
	// does something, whatever chore's word it holds (`why does the version prompt show…`).
	if (input.exploratory && (!winner.asked || AsksCause(shape.texts.user)))
		return { verdict: "exploratory-question", ...base };
	// …and so is a hunt for the code that does something (`find where the token is validated`, `find all callers of X`)
	if (AsksToFindCode(shape.texts.user)) return { verdict: "exploratory-question", ...base };
	return { verdict: "pass", ...base };
};

const QUESTION =
	/^(how|why|what|where|which|who|explain|describe|walk me through|tell me|can you explain|could you explain|is there|are there|does|is|are)\b/;
/** `do` opens a question before its subject or with a question mark; `do the release prep` asks for work. `when`
 * opens one only with a question mark (`when I push twice…, cancel superseded runs` states a condition). */
const DO_QUESTION = /^do\s+(you|we|i|they|it|this|that|these|those|there|he|she|anyone|any)\b|^(do|when)\b.*\?/;
const IMPERATIVE =
	/(^|[.!?;,]\s+|\n)\s*(please\s+|can (you|we)\s+|could (you|we)\s+)?(fix|add|bump|update|change|remove|delete|drop|rename|implement|create|write|make|set|upgrade|install|refactor|move|replace|swap|migrate|release|publish|enable|disable|configure|document|edit|patch|tweak|adjust|relax|loosen|tighten|silence|ignore|skip|exclude|include|pin|switch|cancel|stop|use|allow|hide|expose|raise|lower|restore|revert|bring|turn|convert|prevent|ensure|support|require|register|wire|mark|point|port|rewrite|split|extract|clean|limit|deprecate|unpin|put|keep|run)\b/;

/** A change the user says they want (`want to point it at…`, `we need to drop…`). */
const WANTED = /(^|[.!?;,]\s+|\n)\s*(i |we )?(want|need|would like|'d like) to\b/;

/**
 * A question asking why the code behaves so or how it does something (`why does…`, `how are plugins discovered`, `how
 * does X work`); not why a thing is so (`why is zod 3.23.8 installed?`: the manifests answer that), nor what we or I
 * do (`how do I get vitest working`, `why do we pin zod`: a chore asked as a question).
 */
const CAUSE =
	/(^|[.?!;]\s+|\s[—–-]\s+)why (does|do|did|would|will)(n't| not)? (?!(i|we|you)\b)|\bhow (is|are|does|do|did|was|were) (?!(i|we|you)\b)[^.?!]{0,60}\b(decided|determined|computed|calculated|handled|resolved|chosen|picked|detected|discovered|loaded|found|parsed|generated|implemented|wired|registered|works?|working)\b|\bhow (does|do|did) (?!(i|we|you)\b)[^.?!]{0,40}\b(decide|determine|compute|calculate|handle|resolve|choose|pick|detect|discover|know|measure|find|figur(e|es|ing) (\w+ )?out|parse|generate)\b/;

/** The user's text as R11 reads it: its first 600 characters… */
const QuestionSpan = (text: string): string => text.trim().slice(0, 600);
/** …in lower case. */
const QuestionText = (text: string): string => QuestionSpan(text).toLowerCase();

/** A behaviour reported, then asked about (`pycln removes an import used in __all__, why?`; the mark may be left off:
 * `the transpiler doesn't pick up babel config, why`). */
const TRAILING_WHY = /[,;:]\s*(but )?why( is that| so)?\s*\?*\s*$/;

/** R11: the user asks why or how the code does something: an explanation, never a chore. */
export const AsksCause = (text: string): boolean => {
	const clean = QuestionText(text);
	return CAUSE.test(clean) || TRAILING_WHY.test(clean);
};

/**
 * A hunt for code: where something is done (`find where expiry is computed`), the code that does it (`find the parser`),
 * or its every use (`find all callers of run`, `find every test using t.File`). No chore, whatever words it holds, unless
 * a release, a pin or a version move is asked beside it (`find every place that pins zod and bump it`).
 */
const FINDS_CODE =
	/\bfind (me )?(where\b|the (code|place|spot|function|method|class|impl\w*|parser|algorithm|logic|handler)\b|(all|every)( of)?( the)? (places?|callers?|call ?sites|usages?|uses|references|tests? (using|that|which|covering))\b)/;
// (or a version moved: `find where we set the node version in CI and update it to 22`)
const RELEASE_OR_PIN =
	/\b(bump|upgrade|downgrade|release|publish|pin|unpin)\b|\b(update|move|raise|lower)\b[^.?!]{0,40}\bto\s+v?\d/;

/** …or asks where the code does it (`where is the entrypoint read from pyproject in the code`), a question alone. */
const CODE_WHERE =
	/\bwhere (is|are|do|does)\b(?:(?!\.\s)[^?!\n]){0,80}\bin the (code|source|codebase)\b(?![ -]?(dist\w*|tarballs?|archives?|tree|packages?|maps?)\b)/;
/** …or where the code reads a name of its own from a file (`where does it read jsxFactory from tsconfig?`: camel or
 * snake case, read before the text is lowered; never `its version`). */
const CODE_NAME_WHERE =
	/\b[Ww]here (does|do|did) (it|the (code|plugin|library|app|cli|CLI|tool|server))\b[^.?!\n]{0,20}\b(read|load|pick|pull|parse|get|take|resolv)\w*( up)?( the)? [`'"]?(?!(node_modules|python_requires|install_requires|requires_python|package_data|long_description|site_packages)\b)([\w]+\.)*([a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)\b(?:(?!\.\s)[^?!\n]){0,60}\bfrom\b/;

/** R11: the user hunts for the code that does something, asking no release or version change beside it. */
export const AsksToFindCode = (text: string): boolean => {
	const clean = QuestionText(text);
	return (
		(FINDS_CODE.test(clean) ||
			((CODE_WHERE.test(clean) || CODE_NAME_WHERE.test(QuestionSpan(text))) && !IMPERATIVE.test(clean))) &&
		!RELEASE_OR_PIN.test(clean)
	);
};

/** R11 (abstention 4): the user asks to understand, not to change (a question with no imperative). */
export const IsExploratory = (text: string): boolean => {
	const clean = QuestionText(text);
	if (clean === "") return false;
	// a report that ends in a question mark (`node types not picked up?`) asks for a fix, unless a question word leads it
	const last = clean.split(/[.!?;]\s+|\n|\s[—–-]\s+/).pop() ?? clean;
	const asks = (text: string) => QUESTION.test(text) || DO_QUESTION.test(text);
	const question =
		asks(clean) ||
		TRAILING_WHY.test(clean) ||
		(/\?\s*$/.test(clean) && (asks(last) || last.split(/\s+/).length <= 3));
	return question && !IMPERATIVE.test(clean) && !WANTED.test(clean);
};

/** R12: the turn's user text from the messages entering a step (notices and other plugin contexts excluded). */
export const UserText = (messages: unknown): string | undefined => {
	if (!Array.isArray(messages)) return undefined;
	const parts: string[] = [];
	for (const message of messages.slice(0, 32)) {
		if (!message || typeof message !== "object") continue;
		const m = message as { role?: unknown; source?: { form?: unknown; kind?: unknown }; content?: unknown };
		if (m.role !== undefined && m.role !== "user") continue;
		if (m.source && (m.source.form === "notice" || (m.source.kind !== undefined && m.source.kind !== "user")))
			continue;
		if (!Array.isArray(m.content)) continue;
		for (const block of m.content.slice(0, 32)) {
			if (block && typeof block === "object" && (block as { type?: unknown }).type === "text") {
				const text = (block as { text?: unknown }).text;
				if (typeof text === "string") parts.push(text);
			}
		}
	}
	return parts.length > 0 ? cap(parts.join("\n")) : undefined;
};

/**
 * R13, the call's targets and companions: a call working on one file inside a candidate folder (a test in `tests/`, a
 * page in `docs/`), no candidate itself, has arrived (nothing to suggest). Otherwise the candidates the call works on
 * (a file it searches or reads, a folder it searches) lead, then the other files it `searched`, then its companions; a
 * folder whose files are listed gives way, unless `filesUnder` knows more of its files than are listed (three of
 * twelve workflows do not say "the workflows").
 */
export const Companions = (
	candidates: readonly string[],
	relative: readonly string[],
	filesUnder?: (folder: string) => number,
	searched: readonly string[] = [],
): string[] => {
	const folder = (candidate: string) => candidate.replace(/\/+$/, "");
	const inside = (path: string) =>
		candidates.some(
			(candidate) => candidate.endsWith("/") && Covers(candidate, path) && folder(candidate) !== folder(path),
		);
	// the file it works on, or the folder it works in (not a folder holding the file it works on)
	const own = candidates.filter((candidate) => relative.some((path) => folder(candidate) === folder(path)));
	// a file it searches inside a candidate folder (`docs/usage.rst` in `docs/`) is where the work is: it leads; a test
	// (code, not test config) or a folder inside one, with no candidate of its own, has arrived (nothing to suggest)
	const arrived = relative.filter((path) => inside(path) && !candidates.includes(path));
	// …and so are the files a name pattern there matched (`grep target: .github/workflows/*.yml` → `CICD.yml`)
	const globbed = arrived
		.filter((path) => GLOB.test(path))
		.map(GlobFolder)
		.filter((folder): folder is string => folder !== undefined);
	const arrivedFiles = [
		...arrived.filter((path) => searched.includes(path) && !IsTestPath(path)),
		...searched.filter((file) => !IsTestPath(file) && globbed.some((folder) => posix.dirname(file) === folder)),
	];
	// a folder it searches (or a name pattern's) inside a folder the graph files as a whole (`docs/usage` in `docs/`)
	// holds the pages the work is on: it leads
	const whole = (path: string) =>
		filesUnder !== undefined &&
		candidates.some(
			(candidate) =>
				candidate.endsWith("/") &&
				Covers(candidate, path) &&
				filesUnder(candidate) === Number.POSITIVE_INFINITY,
		);
	const searchedFolders = arrived
		.filter((path) => !IsTestPath(path) && !arrivedFiles.includes(path) && whole(path))
		.map((path) =>
			(GLOB.test(path) ? (GlobFolder(path) ?? "") : /\.\w+$/.test(path) ? "" : path).replace(/\/+$/, ""),
		)
		.filter((folder) => folder !== "")
		.map((folder) => `${folder}/`)
		.filter((folder) => !own.includes(folder));
	if (arrived.length > 0 && arrivedFiles.length === 0 && searchedFolders.length === 0 && own.length === 0) return [];
	own.unshift(...arrivedFiles, ...searchedFolders);
	const rest = candidates.filter((candidate) => {
		if (own.includes(candidate)) return false;
		if (!candidate.endsWith("/")) return true;
		const listed = candidates.filter((other) => other !== candidate && Covers(candidate, other)).length;
		return listed === 0 || (filesUnder !== undefined && filesUnder(candidate) > listed);
	});
	return [...new Set([...own, ...searched, ...rest])];
};

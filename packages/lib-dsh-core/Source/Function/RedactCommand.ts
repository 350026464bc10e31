/** One shell word of a command's arguments: where it stands in the text, and its text. */
interface Word {
	readonly start: number;
	readonly end: number;
	readonly text: string;
}

/** What of an argument list is a secret: `[start, end)` spans within it. */
type Spans = Array<readonly [number, number]>;

interface CommandRule {
	/** The command words (basenames) the rule speaks for. */
	readonly commands: readonly string[];
	readonly secrets: (words: readonly Word[]) => Spans;
}

/**
 * A piece of a word: a plain run, or a quoted string closed on the same segment (an unclosed quote ends the word,
 * since it most likely closes an outer one: `ssh h 'mysql -pX'`). No piece nests a quantifier, so scanning is linear.
 */
const PIECE = /[^\s'"();&|<>`]+|'[^']*'|"(?:[^"\\]|\\.)*"/y;
const SPACE = /\s/;

/** The words of an argument list (quotes kept), in one pass. */
const Words = (text: string): Word[] => {
	const words: Word[] = [];
	let index = 0;
	while (index < text.length) {
		if (SPACE.test(text[index])) {
			index++;
			continue;
		}
		const start = index;
		for (;;) {
			PIECE.lastIndex = index;
			if (index >= text.length || !PIECE.test(text)) break;
			index = PIECE.lastIndex;
		}
		if (index === start) {
			// a character no word holds (a stray quote, a bracket): skipped
			index++;
			continue;
		}
		words.push({ start, end: index, text: text.slice(start, index) });
	}
	return words;
};

/** The value right after a flag word `flag`, or glued to it (`-pX`); `glued` false for a flag whose value is apart. */
const FlagValues = (words: readonly Word[], flag: string, glued: boolean, apart: boolean): Spans => {
	const spans: Spans = [];
	words.forEach((word, index) => {
		if (apart && word.text === flag && index + 1 < words.length)
			spans.push([words[index + 1].start, words[index + 1].end]);
		else if (glued && word.text.length > flag.length && word.text.startsWith(flag))
			spans.push([word.start + flag.length, word.end]);
	});
	return spans;
};

const RULES: readonly CommandRule[] = [
	{
		// the MySQL family takes a password glued to `-p` only: `-p db` prompts, and `db` is the database's name
		commands: [
			"mysql",
			"mysqldump",
			"mysqladmin",
			"mysqlimport",
			"mysqlshow",
			"mysqlcheck",
			"mysqlslap",
			"mysqlpump",
			"mysqlbinlog",
			"mariadb",
			"mariadb-dump",
			"mariadb-admin",
			"mariadb-import",
			"mariadb-show",
			"mariadb-check",
			"mariadb-slap",
			"mariadb-binlog",
		],
		secrets: (words) => FlagValues(words, "-p", true, false),
	},
	{
		// sshpass's own options come first; the wrapped command's (`ssh -p 2222`) are not its password
		commands: ["sshpass"],
		secrets: (words) => {
			for (let index = 0; index < words.length; index++) {
				const text = words[index].text;
				if (text === "-p")
					return index + 1 < words.length ? [[words[index + 1].start, words[index + 1].end]] : [];
				if (text.startsWith("-p")) return [[words[index].start + 2, words[index].end]];
				if (text === "-f" || text === "-d" || text === "-P") index++;
				else if (!text.startsWith("-")) return [];
			}
			return [];
		},
	},
	{
		commands: ["redis-cli", "valkey-cli", "keydb-cli"],
		secrets: (words) => FlagValues(words, "-a", false, true),
	},
	{
		// `-k password`, `-K hexkey`; `-pass pass:x` is a secret flag by its name (see `SECRET_FLAG`)
		commands: ["openssl"],
		secrets: (words) => [...FlagValues(words, "-k", false, true), ...FlagValues(words, "-K", false, true)],
	},
	{
		// batch mode (`-b`) takes the password on the command line: `htpasswd -b file user pw`, `htpasswd -nb user pw`
		commands: ["htpasswd"],
		secrets: (words) => {
			let batch = false;
			let noFile = false;
			const positional: Word[] = [];
			for (let index = 0; index < words.length; index++) {
				const text = words[index].text;
				if (positional.length === 0 && /^-[A-Za-z]+$/.test(text)) {
					batch ||= text.includes("b");
					noFile ||= text.includes("n");
					// `-C cost` and `-r rounds` take the next word
					if (/[Cr]$/.test(text)) index++;
				} else positional.push(words[index]);
			}
			const password = positional[noFile ? 1 : 2];
			return batch && password ? [[password.start, password.end]] : [];
		},
	},
];

/** A rule's command word, at the start of a shell word (a path `/usr/bin/mysql` too), then its arguments up to the next `;`, `&`, `|`, `)`, backtick or newline. */
const Segments = (commands: readonly string[]): RegExp =>
	new RegExp(
		`(^|[\\s;&|(\`'"/])(${commands.map((word) => word.replace(/-/g, "\\-")).join("|")})(?=[\\s'"]|$)([^;&|\\n)\`]*)`,
		"g",
	);

const COMPILED = RULES.map((rule) => ({ rule, segments: Segments(rule.commands) }));

/**
 * Passwords given as short flags of the commands that take them (`mysql -pX`, `sshpass -p X`, `redis-cli -a X`,
 * `openssl -k X`, `htpasswd -b file user X`) become `…`, the flag kept (`-p…`, `-a …`). One pass per rule, each linear:
 * the segment is one character class, and its words are read once. Idempotent: `…` is redacted to itself.
 */
export const RedactCommandFlags = (text: string, redacted: string): string => {
	let out = text;
	for (const { rule, segments } of COMPILED) {
		out = out.replace(segments, (_match, lead: string, command: string, rest: string) => {
			const spans = rule.secrets(Words(rest));
			if (spans.length === 0) return `${lead}${command}${rest}`;
			let kept = "";
			let from = 0;
			for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
				if (start < from) continue;
				kept += `${rest.slice(from, start)}${redacted}`;
				from = end;
			}
			return `${lead}${command}${kept}${rest.slice(from)}`;
		});
	}
	return out;
};

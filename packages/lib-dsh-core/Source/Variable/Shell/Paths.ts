/** Extensions that make a bare word a file path (a word with a `/` is a path without one). */
export const PATH_EXTENSIONS: ReadonlySet<string> = new Set(
	(
		"py pyi pyx pxd ipynb ts tsx mts cts js jsx mjs cjs json jsonc md mdx rst txt yml yaml toml cfg ini conf env " +
		"lock c h cc cpp cxx hpp hh go rs java kt kts scala rb php cs swift m mm sh bash zsh fish ps1 css scss less " +
		"html htm xml svg sql csv tsv proto graphql gql vue svelte astro lua r jl ex exs erl hs ml dart gradle " +
		"properties tf hcl patch diff log in tpl j2 jinja"
	).split(" "),
);

/** Heads whose arguments are text, not paths. */
export const TEXT_ONLY_HEADS: ReadonlySet<string> = new Set([
	"echo",
	"printf",
	"export",
	"alias",
	"true",
	"false",
	":",
]);

/** A command's paths are read from its first this-many characters (heredoc bodies already dropped). */
export const COMMAND_SCAN_CAP = 16384;

/** A `cd` whose resolved folder would be longer than this is not followed (a `cd x; cd x; …` chain stays linear). */
export const CD_PATH_CAP = 4096;

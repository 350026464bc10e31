/** One candidate against the projection: is it the kind the intent expects, does it state what was searched. */
export interface Measurement {
	path: string;
	/** 1 expected kind, 0.25 another kind, 0.5 neutral (no graph, or the graph does not know it). */
	scope: number;
	/** 1 a fact at this path matches the query, 0.5 neutral, 0.25 it states facts but none match. */
	literal: number;
	/** 1 when the user prompt names the file (`NamedBy`: a name part shares a stem with a prompt word), else 0. */
	named?: number;
	/** 1 when the path lies in a package the user prompt names (`PromptPackages`), 0.5 one it hints, else 0. */
	inPackage?: number;
}

/** One tool as a note names it: the live registry's name, first sentence, and primary parameter. */
export interface ToolLine {
	name: string;
	description: string;
	param: string;
}

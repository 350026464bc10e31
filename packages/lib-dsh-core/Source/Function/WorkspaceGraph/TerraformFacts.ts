import type { GraphFact } from "../../Interface/Graph";
import { BracedLines, DistinctFacts, UncommentedLines } from "./Manifest";

/**
 * The facts of a Terraform module's settings file (`versions.tf`, `terraform.tf`; its first 2000 lines): the Terraform
 * release it requires (`required_version = ">= 1.5.7"`: its floor; an upper bound alone states none) and the providers
 * its `required_providers` block names (`aws = {`, an older `aws = "~> 3.0"`, and their `source`, `hashicorp/aws`).
 */
export const TerraformFacts = (path: string, text: string): GraphFact[] => {
	const { facts, push } = DistinctFacts(path);
	BracedLines(
		UncommentedLines(text, "#", "//"),
		/^\s*required_providers\s*\{(.*)$/,
		(listed, depth) => {
			if (depth <= 1) push("dependency", /^\s*([A-Za-z][\w-]{0,100})\s*=\s*[{"]/.exec(listed)?.[1]);
			push("dependency", /\bsource\s*=\s*"([\w.-]{1,100}\/[\w.-]{1,100}(?:\/[\w.-]{1,100})?)"/.exec(listed)?.[1]);
		},
		(line) => push("runtime", /^\s*required_version\s*=\s*"\s*(?:>=|~>|=)?\s*v?(\d+(?:\.\d+)*)/.exec(line)?.[1]),
	);
	return facts;
};

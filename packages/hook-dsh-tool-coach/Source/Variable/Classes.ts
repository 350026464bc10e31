import type { CommandClass } from "../Interface/Detection";

/** The dedicated dsh tool each class should have used (job tools: job_output/job_list/job_kill). */
export const CLASS_TOOL: Readonly<Record<CommandClass, string>> = {
	write: "edit",
	read: "read",
	search: "grep",
	discovery: "glob",
	control: "job_output",
	clean: "",
};

/** Resolution order across segments and within a pipe: write > read > search > discovery > control > clean. */
export const CLASS_PRIORITY: Readonly<Record<CommandClass, number>> = {
	write: 5,
	read: 4,
	search: 3,
	discovery: 2,
	control: 1,
	clean: 0,
};

/** The pattern reported when only a write marker (redirect, pipe into a shell, --in-place, «var» -i) fired. */
export const CATCH_ALL = "<catch-all>";

import { CodeOf } from "./Flags";

/** Whether a process of this machine exists (EPERM: it does, it is someone else's). */
export const Alive = (pid: number): boolean => {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return CodeOf(error) === "EPERM";
	}
};

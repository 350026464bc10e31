/** A pack that cannot be used: the message names the file and the field. */
export class PackError extends Error {
	constructor(
		readonly file: string,
		readonly field: string,
		readonly detail: string,
	) {
		super(`${file}: ${field ? `${field}: ` : ""}${detail}`);
		this.name = "PackError";
	}
}

/** A cursor is the next page's query, base64url-encoded so it survives a query string. */
export function encodeCursor(query) {
	return Buffer.from(JSON.stringify(query)).toString("base64url");
}

export function decodeCursor(cursor) {
	const query = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
	if (!Number.isInteger(query.page) || !Number.isInteger(query.size)) throw new TypeError("not a paginate cursor");
	return query;
}

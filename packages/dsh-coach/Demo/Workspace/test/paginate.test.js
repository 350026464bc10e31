import assert from "node:assert/strict";
import { test } from "node:test";

import { paginate } from "../src/paginate.js";

const rows = Array.from({ length: 45 }, (_, index) => index + 1);

test("the first page starts at the first row", () => {
	assert.deepEqual(paginate(rows, { page: 1, size: 20 }).items, rows.slice(0, 20));
});

test("the second page starts right after the first", () => {
	assert.deepEqual(paginate(rows, { page: 2, size: 20 }).items, rows.slice(20, 40));
});

test("the last page has no next cursor", () => {
	assert.equal(paginate(rows, { page: 3, size: 20 }).next, undefined);
});

import assert from "node:assert/strict";
import { test } from "node:test";

import { decodeCursor, encodeCursor } from "../src/cursor.js";

test("a cursor round-trips", () => {
	assert.deepEqual(decodeCursor(encodeCursor({ page: 3, size: 20 })), { page: 3, size: 20 });
});

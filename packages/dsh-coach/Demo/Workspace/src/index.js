export { paginate, PAGE_SIZE } from "./paginate.js";
export { encodeCursor, decodeCursor } from "./cursor.js";

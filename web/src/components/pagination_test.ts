import assert from "node:assert/strict";
import { pageItems } from "./pagination.ts";

Deno.test("five pages or fewer show every page", () => {
  assert.deepEqual(pageItems(0, 1), [0]);
  assert.deepEqual(pageItems(2, 5), [0, 1, 2, 3, 4]);
  assert.deepEqual(pageItems(0, 0), []);
});

Deno.test("more than five pages show an ellipsis", () => {
  assert.deepEqual(pageItems(0, 10), [0, 1, 2, 3, "ellipsis", 9]);
  assert.deepEqual(pageItems(5, 10), [0, "ellipsis", 4, 5, 6, "ellipsis", 9]);
  assert.deepEqual(pageItems(9, 10), [0, "ellipsis", 6, 7, 8, 9]);
  assert.deepEqual(pageItems(2, 6), [0, 1, 2, 3, "ellipsis", 5]);
  assert.deepEqual(pageItems(3, 6), [0, "ellipsis", 2, 3, 4, 5]);
});

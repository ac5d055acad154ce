import assert from "node:assert/strict";
import { requestedPage } from "./paging.ts";

Deno.test("requestedPage is null unless page or pageSize was named", () => {
  assert.equal(requestedPage({}), null);
  assert.deepEqual(requestedPage({ page: 3 }), { page: 3, pageSize: 10 });
  assert.deepEqual(requestedPage({ pageSize: 50 }), { page: 1, pageSize: 50 });
});

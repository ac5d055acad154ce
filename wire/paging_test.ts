import assert from "node:assert/strict";
import { z } from "zod";
import { pagingFields } from "./paging.ts";

Deno.test("pagingFields coerces query strings and words each failure", () => {
  const capped = z.object(pagingFields(1_000_000));
  assert.deepEqual(capped.parse({ page: "2", pageSize: "25" }), {
    page: 2,
    pageSize: 25,
  });
  assert.deepEqual(capped.parse({}), {});
  const first = (input: unknown) =>
    capped.safeParse(input).error?.issues[0]?.message;
  assert.equal(first({ page: "x" }), "page must be a number.");
  assert.equal(first({ page: "0" }), "page must be 1 or more.");
  assert.equal(first({ page: "1000001" }), "page must be at most 1000000.");
  assert.equal(first({ pageSize: "0" }), "pageSize must be 1 or more.");
  assert.equal(first({ pageSize: "101" }), "pageSize must be at most 100.");
});

Deno.test("pagingFields without a cap accepts any page from 1", () => {
  const open = z.object(pagingFields());
  assert.deepEqual(open.parse({ page: "5000000" }), { page: 5_000_000 });
});

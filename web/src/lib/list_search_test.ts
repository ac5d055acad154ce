import assert from "node:assert/strict";
import {
  dateParam,
  enumParam,
  idParam,
  pageParam,
  pageSizeParam,
  searchSchema,
  textParam,
} from "./list_search.ts";

Deno.test("list search: broken values fall back to the defaults", () => {
  const { parse } = searchSchema({
    q: textParam,
    from: dateParam,
    status: enumParam(["all", "paid"], "all"),
    page: pageParam,
    pageSize: pageSizeParam,
  });
  assert.deepEqual(parse({}), {
    q: "",
    from: "",
    status: "all",
    page: 1,
    pageSize: 10,
  });
  assert.deepEqual(
    parse({
      q: 5,
      from: "2024-13",
      status: "x",
      page: 0,
      pageSize: 1000,
      extra: 1,
    }),
    { q: "", from: "", status: "all", page: 1, pageSize: 10 },
  );
  assert.deepEqual(
    parse({
      q: "ali",
      from: "2024-05-01",
      status: "paid",
      page: "3",
      pageSize: 25,
    }),
    { q: "ali", from: "2024-05-01", status: "paid", page: 3, pageSize: 25 },
  );
});

Deno.test("idParam reads a positive id as a number, anything else as 0 (no filter)", () => {
  assert.equal(idParam("3"), 3);
  assert.equal(idParam(42), 42);
  for (const raw of ["", "0", "-2", "1.5", "abc", undefined, null]) {
    assert.equal(idParam(raw), 0, String(raw));
  }
});

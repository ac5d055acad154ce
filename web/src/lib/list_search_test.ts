import assert from "node:assert/strict";
import {
  dateParam,
  enumParam,
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

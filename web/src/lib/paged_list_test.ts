import assert from "node:assert/strict";
import { listFormatMessage, pageCountOf, pageQuery } from "./paged_list.ts";

Deno.test("pageQuery asks for 1-based pages of 10 and leaves out empty filters", () => {
  assert.equal(pageQuery(0), "page=1&pageSize=10");
  assert.equal(
    pageQuery(4, { status: "paid", q: " ", action: " Reset " }),
    "status=paid&action=Reset&page=5&pageSize=10",
  );
  assert.equal(pageQuery(1, {}, 25), "page=2&pageSize=25");
});

Deno.test("pageCountOf rounds up and never gives 0 pages", () => {
  assert.equal(pageCountOf(0), 1);
  assert.equal(pageCountOf(10), 1);
  assert.equal(pageCountOf(11), 2);
  assert.equal(pageCountOf(1_000_000), 100_000);
});

Deno.test("a list call answering HTML or a non-array gets the spec's audit messages", () => {
  assert.equal(
    listFormatMessage("<!doctype html><html></html>"),
    "Server returned HTML instead of JSON.",
  );
  assert.equal(
    listFormatMessage({ rows: [] }),
    "Unexpected response format.",
  );
  assert.equal(listFormatMessage("plain text"), "Unexpected response format.");
});

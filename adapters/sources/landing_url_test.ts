import assert from "node:assert/strict";
import { clickIdFromUrl } from "./landing_url.ts";

Deno.test("clickIdFromUrl reads click_id or kamai_click_id from relative and absolute URLs", () => {
  assert.equal(
    clickIdFromUrl("/products/x?click_id=c_1&utm_source=kamai"),
    "c_1",
  );
  assert.equal(clickIdFromUrl("/?kamai_click_id=c%202"), "c 2");
  assert.equal(
    clickIdFromUrl("https://shop.example/p/?utm_source=x&click_id=c3"),
    "c3",
  );
  assert.equal(
    clickIdFromUrl("https://shop.example/?click_id=&kamai_click_id=c4"),
    "c4",
  );
});

Deno.test("clickIdFromUrl gives null when there is no click id or no URL", () => {
  for (
    const value of [
      null,
      undefined,
      "",
      42,
      "/products/x",
      "http://www.example.com?source=abc",
      "http://[::1",
    ]
  ) {
    assert.equal(clickIdFromUrl(value), null, String(value));
  }
});

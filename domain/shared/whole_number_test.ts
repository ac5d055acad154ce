import assert from "node:assert/strict";
import { parseWholeNumber } from "./whole_number.ts";

Deno.test("parseWholeNumber takes numbers and digit strings", () => {
  assert.equal(parseWholeNumber(0), 0);
  assert.equal(parseWholeNumber(42), 42);
  assert.equal(parseWholeNumber(" 42 "), 42);
  assert.equal(parseWholeNumber("007"), 7);
  assert.equal(
    parseWholeNumber(Number.MAX_SAFE_INTEGER),
    Number.MAX_SAFE_INTEGER,
  );
});

Deno.test("parseWholeNumber refuses what Number() would quietly convert", () => {
  for (
    const bad of [
      true,
      false,
      null,
      undefined,
      [7],
      {},
      "",
      "  ",
      "0x10",
      "1e3",
      "1.5",
      "-1",
      1.5,
      -1,
      2 ** 63,
      1e308,
      NaN,
      Infinity,
      "99999999999999999",
    ]
  ) {
    assert.equal(parseWholeNumber(bad), null, String(bad));
  }
});

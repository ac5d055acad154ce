import assert from "node:assert/strict";
import { parseStatusWord } from "./status_word.ts";

Deno.test("parseStatusWord maps the networks' words, case-insensitively, absent meaning approved", () => {
  const cases: [string | undefined | null, string][] = [
    ["approved", "approved"],
    ["CONFIRMED", "approved"],
    ["sale", "approved"],
    ["1", "approved"],
    [undefined, "approved"],
    [null, "approved"],
    ["  ", "approved"],
    ["pending", "pending"],
    ["PENDING", "pending"],
    ["0", "pending"],
    ["rejected", "reversed"],
    ["declined", "reversed"],
    ["Reversed", "reversed"],
    ["refunded", "reversed"],
    ["-1", "reversed"],
  ];
  for (const [word, meaning] of cases) {
    assert.deepEqual(
      parseStatusWord(word),
      { ok: true, value: meaning },
      String(word),
    );
  }
});

Deno.test("parseStatusWord refuses an unknown word with a reason, never guessing", () => {
  for (const word of ["invalid", "2", "approve", "constructor", "toString"]) {
    const read = parseStatusWord(word);
    assert.equal(read.ok, false, word);
    if (!read.ok) assert.match(read.error.reason, /Unknown status/);
  }
});

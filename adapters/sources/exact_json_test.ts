import assert from "node:assert/strict";
import { parseExactJson } from "./exact_json.ts";

Deno.test("parseExactJson keeps ids beyond 2^53 and decimals as their exact text", () => {
  const raw =
    '{"id":820982911946154508,"order_id":-9007199254740993,"subtotal":89.99,"n":42,"neg":-7,"e":1e3,' +
    '"s":"a 1.5 \\" 820982911946154508","list":[0.1,2]}';
  assert.deepEqual(parseExactJson(raw), {
    id: "820982911946154508",
    order_id: "-9007199254740993",
    subtotal: "89.99",
    n: 42,
    neg: -7,
    e: "1e3",
    s: 'a 1.5 " 820982911946154508',
    list: ["0.1", 2],
  });
  // JSON.parse would have rounded it.
  assert.equal((JSON.parse(raw) as { id: number }).id, 820982911946154500);
});

Deno.test("parseExactJson refuses broken JSON like JSON.parse", () => {
  for (
    const bad of [
      "{",
      '{"a":01}',
      '{"a":1.}',
      '{"a":-}',
      "[1.2.3]",
      "",
      '{"a":"x}',
    ]
  ) {
    assert.throws(() => parseExactJson(bad), SyntaxError, bad);
  }
});

import assert from "node:assert/strict";
import { parseJsonExact, plainDecimal } from "./exact_json.ts";

Deno.test('parseJsonExact "unsafe" keeps ids beyond 2^53 and decimals as their exact text', () => {
  const raw =
    '{"id":820982911946154508,"order_id":-9007199254740993,"subtotal":89.99,"n":42,"neg":-7,"e":1e3,' +
    '"s":"a 1.5 \\" 820982911946154508","list":[0.1,2]}';
  assert.deepEqual(parseJsonExact(raw, "unsafe"), {
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

Deno.test("parseJsonExact refuses broken JSON like JSON.parse", () => {
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
    assert.throws(() => parseJsonExact(bad, "unsafe"), SyntaxError, bad);
  }
});

Deno.test("parseJsonExact with field names reads only those fields' numbers, as plain decimals", () => {
  assert.deepEqual(
    parseJsonExact(
      '{"amount":9999999999999.99,"n":1.5,"nested":{"amount":1.5e2},"fee":12.50}',
      ["amount", "fee"],
    ),
    {
      amount: "9999999999999.99",
      n: 1.5,
      nested: { amount: "150" },
      fee: "12.5",
    },
  );
  assert.throws(() => parseJsonExact("{broken", ["amount"]), SyntaxError);
  assert.equal(plainDecimal("-0.00"), "-0");
  assert.equal(plainDecimal("1e-3"), "0.001");
  assert.equal(plainDecimal("1e999"), "1e999");
});

import assert from "node:assert/strict";
import { convertMinor } from "./convert_amount.ts";
import { parseRate, validateExchangeRate } from "./exchange_rate.ts";

Deno.test("convertMinor multiplies exactly and rounds half up to the ledger's cent", () => {
  // $18.00 at 278.45 = Rs 5,012.10
  assert.equal(convertMinor(1800, "278.45"), 501210);
  // $0.01 at 278.455 = 2.78455 → 2.78
  assert.equal(convertMinor(1, "278.455"), 278);
  // 0.5 of a cent rounds up, below it rounds down
  assert.equal(convertMinor(1, "0.005"), 0); // 0.00005 → 0
  assert.equal(convertMinor(100, "0.005"), 1); // 0.5 cent → 1
  assert.equal(convertMinor(100, "0.0049999999"), 0);
  // PKR into USD: Rs 1,000.00 at 0.0035919 = $3.5919 → $3.59
  assert.equal(convertMinor(100000, "0.0035919"), 359);
  assert.equal(convertMinor(0, "278.45"), 0);
  assert.equal(convertMinor(-1800, "278.45"), -501210);
  assert.equal(convertMinor(-100, "0.005"), -1);
});

Deno.test("convertMinor is exact where a float is not", () => {
  // 0.1 * 3 in floats is 0.30000000000000004; 1.005 * 100 is 100.49999999999999.
  assert.equal(convertMinor(10, "3"), 30);
  assert.equal(convertMinor(100, "1.005"), 101); // 1.005 exactly → rounds up
  // A large amount with a 10-decimal rate: bigint keeps every digit (+ 900.719925474 → 901).
  assert.equal(
    convertMinor(9_007_199_254_740, "1.0000000001"),
    9_007_199_255_641,
  );
  assert.throws(() => convertMinor(Number.MAX_SAFE_INTEGER, "2"), RangeError);
});

Deno.test("parseRate reads positive decimal text and normalises it", () => {
  assert.equal(parseRate("278.45"), "278.45");
  assert.equal(parseRate(" 0278.4500 "), "278.45");
  assert.equal(parseRate("1"), "1");
  assert.equal(parseRate("1.0"), "1");
  assert.equal(parseRate("0.0035919"), "0.0035919");
  for (
    const bad of [
      "0",
      "0.00",
      "-1",
      "1e3",
      "1,000",
      "",
      ".5",
      "5.",
      "1.12345678901",
      "1234567890123",
      null,
      278.45,
    ]
  ) assert.equal(parseRate(bad), null, String(bad));
});

Deno.test("validateExchangeRate checks currency, date and rate against the ledger", () => {
  assert.deepEqual(
    validateExchangeRate(
      { currency: "usd", date: "2026-11-20", rate: "278.45" },
      "PKR",
    ),
    {
      ok: true,
      value: { currency: "USD", date: "2026-11-20", rate: "278.45" },
    },
  );
  const field = (body: Record<string, unknown>) => {
    const r = validateExchangeRate(body, "PKR");
    return r.ok ? null : r.error.field;
  };
  assert.equal(
    field({ currency: "PKR", date: "2026-11-20", rate: "1" }),
    "currency",
  );
  assert.equal(
    field({ currency: "US", date: "2026-11-20", rate: "1" }),
    "currency",
  );
  assert.equal(
    field({ currency: "USD", date: "2026-02-30", rate: "1" }),
    "date",
  );
  assert.equal(
    field({ currency: "USD", date: "20-11-2026", rate: "1" }),
    "date",
  );
  assert.equal(
    field({ currency: "USD", date: "2026-11-20", rate: "0" }),
    "rate",
  );
  assert.equal(field({ currency: "USD", date: "2026-11-20" }), "rate");
  // A JSON number reaches here as its exact source text or a number; both read the same.
  assert.equal(
    field({ currency: "USD", date: "2026-11-20", rate: 278.45 }),
    null,
  );
});

import assert from "node:assert/strict";
import {
  formatCount,
  formatDollars,
  formatRupees,
  formatWithCode,
  groupAmountsIn,
  setDisplayCurrency,
  toFixed2,
} from "./money.ts";

Deno.test("dollars always show 2 decimals", () => {
  assert.equal(formatDollars(1234.5), "$1,234.50");
  assert.equal(formatDollars(0), "$0.00");
  assert.equal(formatDollars("12.3"), "$12.30");
  assert.equal(formatDollars(null), "$0.00");
  assert.equal(formatDollars(-5), "-$5.00");
});

Deno.test("toFixed2 and rupees", () => {
  assert.equal(toFixed2(3), "3.00");
  assert.equal(toFixed2("abc"), "0.00");
  assert.equal(formatRupees(10000), "Rs.\u00a010,000");
});

Deno.test("amounts follow the display currency: PKR groups the Pakistani way", () => {
  setDisplayCurrency("PKR");
  try {
    assert.equal(formatDollars(150000), "Rs\u00a01,50,000.00");
    assert.equal(formatDollars("1234.5"), "Rs\u00a01,234.50");
    assert.equal(formatDollars(0.1 + 0.2), "Rs\u00a00.30");
  } finally {
    setDisplayCurrency("USD");
  }
  assert.equal(formatDollars(150000), "$150,000.00");
});

Deno.test("groupAmountsIn groups a message's plain amounts in the ledger currency's way", () => {
  setDisplayCurrency("USD");
  assert.equal(
    groupAmountsIn("Insufficient balance. Available: 55149.43"),
    "Insufficient balance. Available: 55,149.43",
  );
  assert.equal(
    groupAmountsIn("Insufficient balance. Available: 100.00"),
    "Insufficient balance. Available: 100.00",
  );
  assert.equal(
    groupAmountsIn("Already 1,234.50 here"),
    "Already 1,234.50 here",
  );
  setDisplayCurrency("PKR");
  assert.equal(
    groupAmountsIn("Minimum payout is Rs 150000.00."),
    "Minimum payout is Rs 1,50,000.00.",
  );
  setDisplayCurrency("USD");
});

Deno.test("counts are grouped like amounts; the symbol never parts from its digits", () => {
  setDisplayCurrency("USD");
  assert.equal(formatCount(3894), "3,894");
  assert.equal(formatCount(12), "12");
  assert.equal(formatCount("1500000"), "1,500,000");
  assert.equal(formatCount(null), "0");
  assert.equal(formatCount(-1234), "-1,234");
  setDisplayCurrency("PKR");
  try {
    assert.equal(formatCount(150000), "1,50,000");
    assert.equal(formatCount(999), "999");
    assert.ok(!/ /.test(formatDollars(3277197.61)), "no breakable space");
  } finally {
    setDisplayCurrency("USD");
  }
});

Deno.test("an original amount keeps its code on its line, grouped", () => {
  setDisplayCurrency("USD");
  assert.equal(formatWithCode(1018, "USD"), "1,018.00\u00a0USD");
  assert.equal(formatWithCode(18, "EUR"), "18.00\u00a0EUR");
});

import assert from "node:assert/strict";
import {
  formatDollars,
  formatRupees,
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
  assert.equal(formatRupees(10000), "Rs. 10,000");
});

Deno.test("amounts follow the display currency: PKR groups the Pakistani way", () => {
  setDisplayCurrency("PKR");
  try {
    assert.equal(formatDollars(150000), "Rs 1,50,000.00");
    assert.equal(formatDollars("1234.5"), "Rs 1,234.50");
    assert.equal(formatDollars(0.1 + 0.2), "Rs 0.30");
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

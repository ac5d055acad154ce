import assert from "node:assert/strict";
import { formatCurrency, isCurrency, symbolAmount } from "./currency.ts";

Deno.test("formatCurrency groups exactly: USD by thousands, PKR the Pakistani way", () => {
  assert.equal(formatCurrency(123450, "USD"), "$1,234.50");
  assert.equal(formatCurrency(0, "USD"), "$0.00");
  assert.equal(formatCurrency(-500, "USD"), "-$5.00");
  assert.equal(formatCurrency(15000000, "PKR"), "Rs 1,50,000.00");
  assert.equal(formatCurrency(1234567801, "PKR"), "Rs 1,23,45,678.01");
  assert.equal(formatCurrency(99999, "PKR"), "Rs 999.99");
  assert.equal(formatCurrency(100000, "PKR"), "Rs 1,000.00");
  assert.equal(formatCurrency(-500, "PKR"), "-Rs 5.00");
  assert.equal(
    formatCurrency(12345678901234567890n, "USD"),
    "$123,456,789,012,345,678.90",
  );
  assert.equal(isCurrency("PKR"), true);
  assert.equal(isCurrency("EUR"), false);
});

Deno.test("symbolAmount: the spec's short form in the ledger currency's symbol", () => {
  assert.equal(symbolAmount(3000, "USD"), "$30.00");
  assert.equal(symbolAmount(150000, "PKR"), "Rs 1500.00");
  assert.equal(symbolAmount(-500, "PKR"), "-Rs 5.00");
});

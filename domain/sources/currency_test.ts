import assert from "node:assert/strict";
import { checkDeliveryCurrency, parseCurrencyCode } from "./currency.ts";

Deno.test("parseCurrencyCode reads three letters into upper case", () => {
  assert.deepEqual(parseCurrencyCode("pkr"), { ok: true, value: "PKR" });
  assert.deepEqual(parseCurrencyCode(" USD "), { ok: true, value: "USD" });
  for (const bad of ["PK", "PKRR", "P1R", 586, null]) {
    assert.equal(parseCurrencyCode(bad).ok, false, String(bad));
  }
});

Deno.test("checkDeliveryCurrency: absent or same passes, another currency is refused naming both", () => {
  assert.equal(checkDeliveryCurrency("PKR", undefined).ok, true);
  assert.equal(checkDeliveryCurrency("PKR", "").ok, true);
  assert.equal(checkDeliveryCurrency("PKR", "pkr").ok, true);
  const other = checkDeliveryCurrency("PKR", "USD");
  assert.equal(other.ok, false);
  if (!other.ok) assert.match(other.error.reason, /USD.*PKR/);
  assert.equal(checkDeliveryCurrency("PKR", "rupees").ok, false);
});

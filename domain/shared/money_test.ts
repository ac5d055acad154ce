import assert from "node:assert/strict";
import { parseDecimalMoney, parseMoney } from "./money.ts";

Deno.test("parseDecimalMoney reads decimal text exactly into minor units", () => {
  assert.equal(parseDecimalMoney("0"), 0);
  assert.equal(parseDecimalMoney("12"), 1200);
  assert.equal(parseDecimalMoney("12."), 1200);
  assert.equal(parseDecimalMoney("12.5"), 1250);
  assert.equal(parseDecimalMoney(" 195.67 "), 19567);
  assert.equal(parseDecimalMoney("-10.00"), -1000);
  assert.equal(parseDecimalMoney("+3.10"), 310);
  assert.equal(parseDecimalMoney("-0.00"), 0);
  // Trailing zeros past the cent are exact; 0.1 + 0.2 style float errors cannot occur.
  assert.equal(parseDecimalMoney("0.3000"), 30);
  assert.equal(parseDecimalMoney("90071992547409.91"), 9007199254740991);
});

Deno.test("parseDecimalMoney refuses what is not plain decimal text", () => {
  for (
    const bad of [
      "",
      "-",
      ".5",
      "1e3",
      "1,000.00",
      "12.3.4",
      "0x10",
      "1 000",
      "NaN",
      "Infinity",
      "90071992547409.92",
    ]
  ) {
    assert.equal(parseDecimalMoney(bad), null, bad);
  }
});

Deno.test("parseDecimalMoney: exact refuses sub-cent digits, halfUp rounds them half away from zero", () => {
  assert.equal(parseDecimalMoney("0.125"), null);
  assert.equal(parseDecimalMoney("0.125", "halfUp"), 13);
  assert.equal(parseDecimalMoney("0.124999", "halfUp"), 12);
  assert.equal(parseDecimalMoney("-0.125", "halfUp"), -13);
  assert.equal(parseDecimalMoney("2.675", "halfUp"), 268); // a float would give 2.67
  assert.equal(parseDecimalMoney("1.00000000000000000001", "halfUp"), 100);
});

Deno.test("parseMoney keeps its behaviour for strings and numbers", () => {
  assert.equal(parseMoney("12.5"), 1250);
  assert.equal(parseMoney(12.5), 1250);
  assert.equal(parseMoney("0.125"), null);
});

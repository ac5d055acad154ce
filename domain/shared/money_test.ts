import assert from "node:assert/strict";
import { parseMoney } from "./money.ts";

const store = (text: string, rounding?: "exact" | "halfUp") =>
  parseMoney(text, { from: "store", rounding });

Deno.test("parseMoney store text reads decimal text exactly into minor units", () => {
  assert.equal(store("0"), 0);
  assert.equal(store("12"), 1200);
  assert.equal(store("12."), 1200);
  assert.equal(store("12.5"), 1250);
  assert.equal(store(" 195.67 "), 19567);
  assert.equal(store("-10.00"), -1000);
  assert.equal(store("+3.10"), 310);
  assert.equal(store("-0.00"), 0);
  // Trailing zeros past the cent are exact; 0.1 + 0.2 style float errors cannot occur.
  assert.equal(store("0.3000"), 30);
  assert.equal(store("90071992547409.91"), 9007199254740991);
});

Deno.test("parseMoney store text refuses what is not plain decimal text", () => {
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
    assert.equal(store(bad), null, bad);
  }
});

Deno.test("parseMoney store text: exact refuses sub-cent digits, halfUp rounds them half away from zero", () => {
  assert.equal(store("0.125"), null);
  assert.equal(store("0.125", "halfUp"), 13);
  assert.equal(store("0.124999", "halfUp"), 12);
  assert.equal(store("-0.125", "halfUp"), -13);
  assert.equal(store("2.675", "halfUp"), 268); // a float would give 2.67
  assert.equal(store("1.00000000000000000001", "halfUp"), 100);
});

Deno.test("parseMoney keeps its behaviour for strings and numbers", () => {
  assert.equal(parseMoney("12.5"), 1250);
  assert.equal(parseMoney(12.5), 1250);
  assert.equal(parseMoney("0.125"), null);
});

Deno.test("parseMoney wire text stays strict where store text is lenient", () => {
  for (const text of ["+3.10", "12.", "12.500", "12345678901234"]) {
    assert.equal(parseMoney(text), null, text);
    assert.notEqual(parseMoney(text, { from: "store" }), null, text);
  }
  assert.equal(parseMoney("9999999999999.99"), 999_999_999_999_999);
  assert.equal(parseMoney(9999999999999.99), 999_999_999_999_999);
  assert.equal(parseMoney(0.1 + 0.2), 30);
  assert.equal(parseMoney(12, { from: "store" }), 1200);
});

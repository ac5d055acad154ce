import assert from "node:assert/strict";
import { amountFormatProblem } from "./amount_format.ts";

Deno.test("grouping commas and amounts past the largest get messages naming the format", () => {
  for (const grouped of ["1,000.00", "1,000", "10,00,000.50", " -1,234.5 "]) {
    assert.match(
      amountFormatProblem(grouped, "Amount") ?? "",
      /^Amount .*1000\.00, not 1,000\.00/,
    );
  }
  for (
    const large of [
      "99999999999999.99",
      "1" + "0".repeat(400),
      99999999999999.99,
      1e308,
      Infinity,
    ]
  ) {
    assert.match(
      amountFormatProblem(large, "Amount") ?? "",
      /too large.*9999999999999\.99/,
    );
  }
  for (
    const other of [
      "abc",
      "12.345",
      "9999999999999.99",
      10,
      "0001.5",
      null,
      "1,2",
    ]
  ) {
    assert.equal(amountFormatProblem(other, "Amount"), null, String(other));
  }
});

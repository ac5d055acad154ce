import assert from "node:assert/strict";
import { csvField, toCsv } from "./csv.ts";

Deno.test("csvField quotes, doubles inner quotes and neutralises formulas", () => {
  assert.equal(csvField('say "hi", ok'), '"say ""hi"", ok"');
  assert.equal(csvField(null), '""');
  assert.equal(csvField(12.5), '"12.5"');
  assert.equal(csvField("-3.50"), '"-3.50"');
  assert.equal(csvField("=HYPERLINK(1)"), `"'=HYPERLINK(1)"`);
});

Deno.test("toCsv writes the header then the rows with CRLF", () => {
  assert.equal(toCsv(["A", "B"], [[1, "x"]]), '"A","B"\r\n"1","x"\r\n');
});

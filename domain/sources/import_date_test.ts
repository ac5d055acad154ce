import assert from "node:assert/strict";
import { IMPORT_DATE_MESSAGE, parseImportDate } from "./import_date.ts";

Deno.test("an import date: plain dates, instants with offsets dated in Karachi, times without an offset", () => {
  const cases: [string, string][] = [
    ["2026-11-20", "2026-11-20"],
    // Shopify's export: local time and its offset.
    ["2026-11-20 14:03:22 +0500", "2026-11-20"],
    ["2026-11-20 23:30:00 -0500", "2026-11-21"],
    ["2026-11-20 20:00:00 +0100", "2026-11-21"],
    ["2026-11-20 01:00:00 +05:00", "2026-11-20"],
    // ISO 8601.
    ["2026-11-20T09:03:22Z", "2026-11-20"],
    ["2026-11-20T19:30:00Z", "2026-11-21"],
    ["2026-11-20T19:30:00.123+00:00", "2026-11-21"],
    // WooCommerce: no offset, taken as Asia/Karachi time.
    ["2026-11-20 23:59:59", "2026-11-20"],
    ["2026-11-20 00:00", "2026-11-20"],
    [" 2026-11-20 14:03:22 ", "2026-11-20"],
  ];
  for (const [text, date] of cases) {
    assert.deepEqual(parseImportDate(text), { ok: true, value: date }, text);
  }
});

Deno.test("an import date: anything else is refused with the rule", () => {
  for (
    const text of [
      "20/11/2026",
      "2026-02-30",
      "2026-11-20 24:00:00",
      "2026-11-20 14:61:00",
      "2026-11-20 14:03:22 +9900",
      "Nov 20, 2026",
      "2026-11-20T",
    ]
  ) {
    assert.deepEqual(parseImportDate(text), {
      ok: false,
      error: IMPORT_DATE_MESSAGE,
    }, text);
  }
});

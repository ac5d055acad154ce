import assert from "node:assert/strict";
import { parseDateRange } from "./date_range.ts";

Deno.test("parseDateRange: none is all time, both must be valid and ordered", () => {
  assert.deepEqual(parseDateRange(null, undefined), { ok: true, value: null });
  assert.deepEqual(parseDateRange("2025-01-01", "2025-01-31"), {
    ok: true,
    value: { startDate: "2025-01-01", endDate: "2025-01-31" },
  });
  assert.equal(parseDateRange("2025-01-01", null).ok, false);
  assert.equal(parseDateRange("2025-02-30", "2025-03-01").ok, false);
  const reversed = parseDateRange("2025-02-01", "2025-01-01");
  assert.equal(
    !reversed.ok && reversed.error.message,
    "End date cannot be before start date.",
  );
});

import assert from "node:assert/strict";
import { karachiDate } from "../shared/karachi_date.ts";
import { monthToDateComparison, periodRange } from "./periods.ts";

Deno.test("periods are Asia/Karachi ranges: at 19:00 UTC the Karachi day has already turned", () => {
  assert.equal(karachiDate(new Date("2025-01-31T18:59:59Z")), "2025-01-31");
  const today = karachiDate(new Date("2025-01-31T19:00:00Z"));
  assert.equal(today, "2025-02-01");
  assert.deepEqual(periodRange("Today", today), {
    startDate: "2025-02-01",
    endDate: "2025-02-01",
  });
  assert.deepEqual(periodRange("Yesterday", today), {
    startDate: "2025-01-31",
    endDate: "2025-01-31",
  });
  assert.deepEqual(periodRange("Last 7 Days", today), {
    startDate: "2025-01-26",
    endDate: "2025-02-01",
  });
  assert.deepEqual(periodRange("This Month", today), {
    startDate: "2025-02-01",
    endDate: "2025-02-01",
  });
  assert.deepEqual(periodRange("Last Month", today), {
    startDate: "2025-01-01",
    endDate: "2025-01-31",
  });
  assert.deepEqual(periodRange("Last 3 Months", today), {
    startDate: "2024-11-02",
    endDate: "2025-02-01",
  });
  assert.deepEqual(periodRange("Last 6 Months", today), {
    startDate: "2024-08-02",
    endDate: "2025-02-01",
  });
  assert.deepEqual(periodRange("This Year", today), {
    startDate: "2025-01-01",
    endDate: "2025-02-01",
  });
  assert.equal(periodRange("Custom Range", today), null);
  assert.equal(periodRange("Forever", today), null);
});

Deno.test("Last Month from a 31st lands on the whole previous month", () => {
  assert.deepEqual(periodRange("Last Month", "2025-03-31"), {
    startDate: "2025-02-01",
    endDate: "2025-02-28",
  });
});

Deno.test("month to date is compared with the same days of last month", () => {
  assert.deepEqual(monthToDateComparison("2026-11-28"), {
    current: { startDate: "2026-11-01", endDate: "2026-11-28" },
    previous: { startDate: "2026-10-01", endDate: "2026-10-28" },
  });
  assert.deepEqual(monthToDateComparison("2025-01-01").previous, {
    startDate: "2024-12-01",
    endDate: "2024-12-01",
  });
  // Last month is shorter: its whole length, never a day of the month before it.
  assert.deepEqual(monthToDateComparison("2025-03-31").previous, {
    startDate: "2025-02-01",
    endDate: "2025-02-28",
  });
});

import assert from "node:assert/strict";
import { adminPresetRange, reportPresetRange } from "./periods.ts";
import { karachiToday } from "./dates.ts";

Deno.test("report presets around Karachi midnight (19:00 UTC)", () => {
  assert.equal(karachiToday(new Date("2025-02-28T18:59:00Z")), "2025-02-28");
  const today = karachiToday(new Date("2025-02-28T19:00:00Z"));
  assert.equal(today, "2025-03-01");
  assert.deepEqual(reportPresetRange("today", today), {
    startDate: "2025-03-01",
    endDate: "2025-03-01",
  });
  assert.deepEqual(reportPresetRange("yesterday", today), {
    startDate: "2025-02-28",
    endDate: "2025-02-28",
  });
  assert.deepEqual(reportPresetRange("last2", today), {
    startDate: "2025-02-28",
    endDate: "2025-03-01",
  });
  assert.deepEqual(reportPresetRange("last7", today), {
    startDate: "2025-02-23",
    endDate: "2025-03-01",
  });
  assert.deepEqual(reportPresetRange("last30", today), {
    startDate: "2025-01-31",
    endDate: "2025-03-01",
  });
  assert.deepEqual(reportPresetRange("last1y", today), {
    startDate: "2024-03-02",
    endDate: "2025-03-01",
  });
  assert.equal(reportPresetRange("custom", today), null);
});

Deno.test("admin presets, including custom day, month, year (2000-2100) and range", () => {
  const today = "2025-03-15";
  assert.deepEqual(adminPresetRange("7days", {}, today), {
    startDate: "2025-03-09",
    endDate: "2025-03-15",
  });
  assert.deepEqual(adminPresetRange("lastMonth", {}, today), {
    startDate: "2025-02-01",
    endDate: "2025-02-28",
  });
  assert.deepEqual(
    adminPresetRange("customMonth", { month: "2024-02" }, today),
    {
      startDate: "2024-02-01",
      endDate: "2024-02-29",
    },
  );
  assert.deepEqual(adminPresetRange("customYear", { year: "2023" }, today), {
    startDate: "2023-01-01",
    endDate: "2023-12-31",
  });
  assert.equal(adminPresetRange("customYear", { year: "1999" }, today), null);
  assert.equal(
    adminPresetRange(
      "customRange",
      { from: "2025-03-10", to: "2025-03-01" },
      today,
    ),
    null,
  );
});

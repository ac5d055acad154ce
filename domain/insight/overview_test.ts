import assert from "node:assert/strict";
import {
  conversionRate,
  fillDays,
  MAX_SERIES_DAYS,
  overviewTotals,
  parseSeriesRange,
  perClick,
  share,
} from "./overview.ts";
import { addDays } from "../shared/karachi_date.ts";

Deno.test("rates: sales per 100 clicks, earnings per click rounded half up, 0 without clicks", () => {
  assert.equal(conversionRate(1, 3), 33.33);
  assert.equal(conversionRate(2, 3), 66.67);
  assert.equal(conversionRate(5, 0), 0);
  assert.equal(perClick(1000, 3), 333);
  assert.equal(perClick(5, 2), 3);
  assert.equal(perClick(-5, 2), -3);
  assert.equal(perClick(10n ** 20n, 10), 10n ** 19n);
  assert.equal(perClick(100, 0), 0);
});

Deno.test("shares: a fraction of the whole with 4 decimals; 0 when the whole is not positive", () => {
  assert.equal(share(1, 3), 0.3333);
  assert.equal(share(250, 1000), 0.25);
  assert.equal(share(10n ** 20n, 4n * 10n ** 20n), 0.25);
  assert.equal(share(5, 0), 0);
  assert.equal(share(5, -10), 0);
});

Deno.test("the period: both dates, in order, at most MAX_SERIES_DAYS days", () => {
  assert.deepEqual(parseSeriesRange("2026-03-01", "2026-03-31"), {
    ok: true,
    value: { startDate: "2026-03-01", endDate: "2026-03-31" },
  });
  const messages = [
    parseSeriesRange(undefined, "2026-03-31"),
    parseSeriesRange("2026-02-30", "2026-03-31"),
    parseSeriesRange("2026-03-31", "2026-03-01"),
    parseSeriesRange(
      "2024-01-01",
      addDays("2024-01-01", MAX_SERIES_DAYS),
    ),
  ].map((r) => (r.ok ? "ok" : r.error.message));
  assert.deepEqual(messages, [
    "Both from and to dates are required.",
    "Dates must be in YYYY-MM-DD format.",
    "End date cannot be before start date.",
    `A period can span at most ${MAX_SERIES_DAYS} days.`,
  ]);
  assert.ok(
    parseSeriesRange("2024-01-01", addDays("2024-01-01", MAX_SERIES_DAYS - 1))
      .ok,
  );
});

Deno.test("days: every day of the range in order, zero where the rollup has none; totals sum them", () => {
  const days = fillDays(
    { startDate: "2026-02-27", endDate: "2026-03-02" },
    [
      {
        date: "2026-03-01",
        clicks: 10,
        sales: 1,
        revenue: 2000,
        commission: 1000,
      },
      { date: "2026-02-27", clicks: 5, sales: 0, revenue: 0, commission: 0 },
    ],
    (date) => ({ date, clicks: 0, sales: 0, revenue: 0, commission: 0 }),
  );
  assert.deepEqual(days.map((d) => [d.date, d.clicks]), [
    ["2026-02-27", 5],
    ["2026-02-28", 0],
    ["2026-03-01", 10],
    ["2026-03-02", 0],
  ]);
  assert.deepEqual(overviewTotals(days), {
    clicks: 15,
    sales: 1,
    revenue: 2000,
    commission: 1000,
    conversionRate: 6.67,
    earningsPerClick: 67,
  });
});

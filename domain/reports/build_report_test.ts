import assert from "node:assert/strict";
import { buildReport } from "./build_report.ts";

Deno.test("buildReport lists active days newest first with the balance at each day's end", () => {
  const rows = buildReport(
    { startDate: "2025-01-01", endDate: "2025-01-05" },
    [
      { date: "2025-01-01", clicks: 3, sales: 1, earnings: 500 },
      { date: "2025-01-04", clicks: 1, sales: 0, earnings: 0 },
    ],
    1000,
    [
      { date: "2025-01-01", balanceChange: 500, payouts: 0 },
      { date: "2025-01-03", balanceChange: -700, payouts: 700 },
    ],
  );
  assert.deepEqual(rows, [
    {
      date: "2025-01-04",
      clicks: 1,
      sales: 0,
      earnings: 0,
      payouts: 0,
      balance: 800,
    },
    {
      date: "2025-01-03",
      clicks: 0,
      sales: 0,
      earnings: 0,
      payouts: 700,
      balance: 800,
    },
    {
      date: "2025-01-01",
      clicks: 3,
      sales: 1,
      earnings: 500,
      payouts: 0,
      balance: 1500,
    },
  ]);
});

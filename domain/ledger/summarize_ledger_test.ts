import assert from "node:assert/strict";
import { summarizeLedger } from "./summarize_ledger.ts";
import { money } from "../shared/money.ts";
import type { LedgerEntryInput } from "./ledger_repository.ts";

const row = (
  kind: LedgerEntryInput["kind"],
  amount: number,
  availableOn: string,
  sourceId: number,
): LedgerEntryInput => ({
  userId: 1,
  productId: null,
  kind,
  amount: money(amount),
  availableOn,
  sourceType: kind.startsWith("payout") ? "payout" : "sale",
  sourceId,
});

Deno.test("summarizeLedger: available counts rows due by today, holds are grouped by date", () => {
  const summary = summarizeLedger([
    row("earning", 10_000, "2026-01-01", 1),
    row("earning", 4_000, "2026-02-10", 2),
    row("earning_reversal", -4_000, "2026-02-10", 2),
    row("earning", 1_500, "2026-02-12", 3),
    row("earning", 500, "2026-02-12", 4),
    row("payout_reserved", -2_000, "2026-01-05", 1),
    row("payout_reserved", -1_000, "2026-01-06", 2),
    row("payout_released", 1_000, "2026-01-07", 2),
    row("payout_paid", -1_000, "2026-01-07", 2),
  ], "2026-02-01");
  assert.equal(summary.available, 10_000 - 2_000 - 1_000);
  // The fully reversed hold disappears; two holds on one date are one line.
  assert.deepEqual(summary.pending, [{
    availableOn: "2026-02-12",
    amount: 2_000,
  }]);
  assert.equal(summary.pendingTotal, 2_000);
  assert.equal(summary.totalPaid, 1_000);
  assert.equal(summary.reserved, 2_000);
});

Deno.test("summarizeLedger: an earning becomes available on its date, not before", () => {
  const rows = [row("earning", 700, "2026-03-01", 1)];
  assert.equal(summarizeLedger(rows, "2026-02-28").available, 0);
  assert.equal(summarizeLedger(rows, "2026-03-01").available, 700);
  assert.deepEqual(summarizeLedger(rows, "2026-03-01").pending, []);
});

import assert from "node:assert/strict";
import {
  previousMonth,
  tierCause,
  type TierGroup,
  tierTarget,
} from "./tier_rules.ts";

const groups: TierGroup[] = [
  { id: 1, name: "Default", rank: 0, isDefault: true, condition: null },
  { id: 2, name: "VIP", rank: 9, isDefault: false, condition: null },
  {
    id: 3,
    name: "Silver",
    rank: 1,
    isDefault: false,
    condition: { metric: "approvedConversions", threshold: 3 },
  },
  {
    id: 4,
    name: "Gold",
    rank: 2,
    isDefault: false,
    condition: { metric: "approvedPayout", threshold: 500000 },
  },
  {
    id: 5,
    name: "Gold too",
    rank: 2,
    isDefault: false,
    condition: { metric: "approvedSaleAmount", threshold: 0 },
  },
];
const figures = (c: number, sale: number, payout: number) => ({
  approvedConversions: c,
  approvedSaleAmount: sale,
  approvedPayout: payout,
});

Deno.test("tierTarget: the highest-ranked condition met, the lower id on a tie, the default when none", () => {
  const noFive = groups.filter((g) => g.id !== 5);
  assert.equal(tierTarget(noFive, figures(2, 0, 0)).name, "Default");
  assert.equal(tierTarget(noFive, figures(3, 0, 0)).name, "Silver");
  assert.equal(tierTarget(noFive, figures(3, 0, 500000)).name, "Gold");
  assert.equal(
    tierTarget(noFive, figures(0, 0, 500000)).name,
    "Gold",
    "a condition stands alone",
  );
  assert.equal(
    tierTarget(groups, figures(0, 0, 500000)).name,
    "Gold",
    "rank tie: lower id",
  );
  assert.equal(
    tierTarget(groups, figures(0, 0, 0)).name,
    "Gold too",
    "threshold 0 is always met",
  );
  assert.throws(() =>
    tierTarget(noFive.filter((g) => !g.isDefault), figures(0, 0, 0))
  );
});

Deno.test("previousMonth and tierCause: the month a run reads, across the year's turn", () => {
  assert.equal(previousMonth("2026-11-01"), "2026-10");
  assert.equal(previousMonth("2026-11-30"), "2026-10");
  assert.equal(previousMonth("2027-01-01"), "2026-12");
  assert.equal(tierCause("2026-12"), "tier:2026-12");
});

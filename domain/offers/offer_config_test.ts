import assert from "node:assert/strict";
import { readGoals } from "./goal_input.ts";
import { readLevelUp } from "./group.ts";
import { readCap } from "./cap.ts";
import { ruleStates } from "./rule_history.ts";
import { payoutsNow } from "./payouts_now.ts";
import type { PayoutRule } from "./payout_rule.ts";

const at = (iso: string) => new Date(iso);
const rule = (
  id: number,
  startsAt: string,
  extra: Partial<PayoutRule> = {},
): PayoutRule => ({
  id,
  productId: 1,
  goal: "sale",
  groupId: null,
  userId: null,
  payout: { type: "percent", value: 1000 },
  startsAt: at(startsAt),
  createdAt: at(startsAt),
  ...extra,
});

Deno.test("readGoals keeps the sale goal, reads flat money exactly and refuses repeats", () => {
  const read = readGoals(7, [
    { key: "sale", name: "Sale", payout: { type: "percent", value: "12.5" } },
    {
      key: "lead",
      name: " Lead ",
      payout: { type: "flat", value: "150.05" },
      revenue: { type: "flat", value: "200" },
      holdDays: 7,
    },
  ]);
  assert.ok(read.ok);
  assert.deepEqual(read.value[1], {
    productId: 7,
    key: "lead",
    name: "Lead",
    payout: { type: "flat", value: 15005 },
    revenue: { type: "flat", value: 20000 },
    holdDays: 7,
  });
  assert.equal(read.value[0].payout.value, 1250);
  const noSale = readGoals(7, [{
    key: "lead",
    name: "Lead",
    payout: { type: "flat", value: "1" },
  }]);
  assert.equal(!noSale.ok && noSale.error.code, "SALE_GOAL_REQUIRED");
  const twice = readGoals(7, [
    { key: "sale", name: "A", payout: { type: "percent", value: 1 } },
    { key: "sale", name: "B", payout: { type: "percent", value: 2 } },
  ]);
  assert.equal(twice.ok, false);
});

Deno.test("readLevelUp and readCap read counts and money as their metric or unit says", () => {
  assert.deepEqual(
    readLevelUp({ metric: "approvedSaleAmount", threshold: "50000.10" }),
    { ok: true, value: { metric: "approvedSaleAmount", threshold: 5000010 } },
  );
  assert.equal(
    readLevelUp({ metric: "approvedConversions", threshold: 2.5 }).ok,
    false,
  );
  const cap = readCap({
    offerId: 1,
    goal: "lead",
    period: "month",
    unit: "payout",
    limit: "5000.00",
  });
  assert.ok(cap.ok);
  assert.equal(cap.value.limit, 500000);
  assert.equal(
    readCap({
      offerId: 1,
      goal: "lead",
      period: "day",
      unit: "conversions",
      limit: 1.5,
    }).ok,
    false,
  );
});

Deno.test("ruleStates: the latest started rule of each scope is in force, earlier ones superseded, later scheduled", () => {
  const rules = [
    rule(1, "2026-01-01T00:00:00Z"),
    rule(2, "2026-03-01T00:00:00Z"),
    rule(3, "2026-09-01T00:00:00Z"),
    rule(4, "2026-01-01T00:00:00Z", { groupId: 5 }),
  ];
  const states = ruleStates(rules, at("2026-05-01T00:00:00Z"));
  assert.deepEqual([...states], [
    [1, "superseded"],
    [2, "in_force"],
    [3, "scheduled"],
    [4, "in_force"],
  ]);
});

Deno.test("payoutsNow explains the most specific rule and the caps left", () => {
  const goals = [{
    productId: 1,
    key: "sale",
    name: "Sale",
    payout: { type: "percent" as const, value: 1200 },
    revenue: null,
    holdDays: 0,
  }];
  const rules = [
    rule(1, "2026-01-01T00:00:00Z", {
      payout: { type: "percent", value: 1200 },
    }),
    rule(2, "2026-01-01T00:00:00Z", {
      groupId: 9,
      payout: { type: "percent", value: 1500 },
    }),
  ];
  const caps = [{
    id: 3,
    productId: 1,
    goal: "sale",
    userId: null,
    period: "day" as const,
    unit: "conversions" as const,
    limit: 10,
    createdAt: at("2026-01-01T00:00:00Z"),
    removedAt: null,
  }];
  const [sale] = payoutsNow(goals, rules, caps, {
    day: new Map([[3, 4]]),
    month: new Map(),
  }, {
    productId: 1,
    userId: 2,
    groupId: 9,
    groupName: "Gold",
    at: at("2026-05-01T00:00:00Z"),
  });
  assert.equal(sale.level, "group");
  assert.equal(sale.explanation, "15 % of each sale (Gold group rate)");
  assert.deepEqual(sale.capLeft.map((c) => c.left), [6]);
});

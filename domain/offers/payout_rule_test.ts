import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { type PayoutRule, ruleInForce } from "./payout_rule.ts";
import {
  earningUnder,
  explainEarning,
  recomputeEarning,
  revenueFor,
} from "./earning.ts";
import { payoutOnWire, readPayout } from "./goal.ts";

let nextId = 1;
function rule(p: Partial<PayoutRule>): PayoutRule {
  return {
    id: nextId++,
    productId: 7,
    goal: "sale",
    groupId: null,
    userId: null,
    payout: { type: "percent", value: 1000 },
    startsAt: new Date("2026-01-01T00:00:00Z"),
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...p,
  };
}

const q = {
  productId: 7,
  goal: "sale",
  userId: 3,
  groupId: 9,
  at: new Date("2026-06-01T00:00:00Z"),
};

Deno.test("the most specific rule in force wins; a later start supersedes within a level", () => {
  const global = rule({
    productId: null,
    payout: { type: "percent", value: 5000 },
  });
  const offer = rule({});
  const offerLater = rule({
    startsAt: new Date("2026-03-01T00:00:00Z"),
    payout: { type: "percent", value: 1200 },
  });
  const group = rule({ groupId: 9, payout: { type: "percent", value: 1500 } });
  const otherGroup = rule({
    groupId: 8,
    payout: { type: "percent", value: 9000 },
  });
  const mineFuture = rule({
    userId: 3,
    startsAt: new Date("2026-07-01T00:00:00Z"),
  });
  const rules = [global, offer, offerLater, group, otherGroup, mineFuture];
  assertEquals(ruleInForce(rules, q)?.id, group.id);
  assertEquals(ruleInForce(rules, { ...q, groupId: null })?.id, offerLater.id);
  assertEquals(
    ruleInForce(rules, {
      ...q,
      groupId: null,
      at: new Date("2026-02-01T00:00:00Z"),
    })?.id,
    offer.id,
  );
  assertEquals(
    ruleInForce(rules, { ...q, at: new Date("2026-08-01T00:00:00Z") })?.id,
    mineFuture.id,
  );
  assertEquals(
    ruleInForce(rules, { ...q, productId: 99, groupId: null })?.id,
    global.id,
  );
  assertEquals(ruleInForce(rules, { ...q, goal: "lead", groupId: null }), null);
});

Deno.test("earnings: flat, percent of sale or payout, refused without a base, recomputed from the explanation", () => {
  const flat = earningUnder(
    rule({ goal: "lead", payout: { type: "flat", value: 15000 } }),
    {
      amountMinor: null,
      reportedPayoutMinor: null,
      base: "sale",
    },
  );
  assertEquals(flat.ok && flat.value.earningMinor, 15000);
  const pct = earningUnder(
    rule({ groupId: 9, payout: { type: "percent", value: 1500 } }),
    {
      amountMinor: 250000,
      reportedPayoutMinor: 30000,
      base: "sale",
    },
  );
  assertEquals(pct.ok && pct.value.earningMinor, 37500);
  if (pct.ok) {
    assertEquals(recomputeEarning(pct.value.rule), 37500);
    assertEquals(
      explainEarning(pct.value.rule, "sale", (m) => `Rs ${m / 100}`, "Gold"),
      "15 % of Rs 2500 sale (Gold group rate)",
    );
  }
  const onPayout = earningUnder(rule({}), {
    amountMinor: 250000,
    reportedPayoutMinor: 30000,
    base: "payout",
  });
  assertEquals(onPayout.ok && onPayout.value.earningMinor, 3000);
  assertEquals(
    earningUnder(rule({}), {
      amountMinor: null,
      reportedPayoutMinor: null,
      base: "sale",
    }).ok,
    false,
  );
  assertEquals(
    revenueFor({ type: "percent", value: 2000 }, {
      amountMinor: 250000,
      reportedPayoutMinor: null,
    }),
    50000,
  );
  assertEquals(
    revenueFor(null, { amountMinor: 250000, reportedPayoutMinor: 30000 }),
    30000,
  );
  assertEquals(
    revenueFor(null, { amountMinor: 250000, reportedPayoutMinor: null }),
    null,
  );
});

Deno.test("payouts are read exactly from the wire and written back the same", () => {
  const pct = readPayout({ type: "percent", value: "12.345" });
  assertEquals(pct.ok && pct.value, { type: "percent", value: 1235 });
  const flat = readPayout({ type: "flat", value: "150.00" });
  assertEquals(flat.ok && flat.value, { type: "flat", value: 15000 });
  if (flat.ok) {
    assertEquals(payoutOnWire(flat.value), { type: "flat", value: "150.00" });
  }
  assertEquals(readPayout({ type: "percent", value: 101 }).ok, false);
  assertEquals(readPayout({ type: "flat", value: "1,500" }).ok, false);
  assertEquals(readPayout({ type: "bonus", value: 1 }).ok, false);
});

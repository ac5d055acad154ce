/**
 * Changing a rate never changes an earning already recorded (issue 25 item 3, docs/offers.md): a series of rule
 * changes (the offer's rate, a group's, the affiliate's own, rules starting later, a deleted future rule) with
 * conversions between them, through the real endpoints; then every recorded earning is recomputed from the rule
 * history at its conversion's time and gives the same amounts, the same rules and the same ledger.
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import {
  addSource,
  importCsvRow,
  sendConversion,
} from "../test_source_senders.ts";
import {
  type EarningRule,
  earningUnder,
  recomputeEarning,
} from "../../../domain/offers/earning.ts";
import {
  type PayoutRule,
  ruleInForce,
} from "../../../domain/offers/payout_rule.ts";
import { addDays, karachiDate } from "../../../domain/shared/karachi_date.ts";

/** Adds a sale rule through POST /api/admin/payout-rules, starting now or tomorrow; its id. */
async function addRule(
  app: TestApp,
  adminToken: string,
  rule: {
    productId: number;
    groupId?: number;
    userId?: number;
    type: "percent" | "flat";
    /** Basis points for percent, minor units for flat. */
    value: number;
    startsAt: "now" | "tomorrow";
  },
): Promise<number> {
  const res = await app.json("/api/admin/payout-rules", {
    token: adminToken,
    body: {
      offerId: rule.productId,
      goal: "sale",
      ...(rule.groupId ? { groupId: rule.groupId } : {}),
      ...(rule.userId ? { userId: rule.userId } : {}),
      payout: rule.type === "percent"
        ? { type: "percent", value: rule.value / 100 }
        : { type: "flat", value: (rule.value / 100).toFixed(2) },
      ...(rule.startsAt === "tomorrow"
        ? { startsAt: new Date(Date.now() + 86_400_000).toISOString() }
        : {}),
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return Number(res.body.id);
}

interface RuleRow {
  id: number;
  product_id: number | null;
  goal: string;
  group_id: number | null;
  user_id: number | null;
  payout_type: "percent" | "flat";
  payout_value: string;
  starts_at: Date;
  created_at: Date;
}

interface ConversionRow {
  id: number;
  source_id: number;
  order_id: string;
  goal: string;
  user_id: number;
  product_id: number;
  group_id: number | null;
  occurred_at: Date;
  amount_minor: string | null;
  reported_payout_minor: string | null;
  earning_minor: string;
  reversed_minor: string;
  earning_rule: EarningRule;
}

forEachTestApp(
  "rule history: every recorded earning recomputes to the same amount and ledger",
  async (t, app) => {
    const { sql } = app.infra;
    const { admin, ali, product, code } = await setUpAffiliate(app, {
      commissionPercent: 10,
    });
    const sale = async (orderId: string, amount: string) => {
      const res = await sendConversion(app, {
        linkCode: code,
        orderId,
        amount,
        status: "sale",
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.earnings;
    };
    const setCommission = async (percent: string) => {
      const form = new FormData();
      form.set("title", "Course");
      form.set("description", "Learn");
      form.set("commissionPercent", percent);
      const res = await app.json(`/api/products/${product.id}`, {
        method: "PUT",
        token: admin.token,
        body: form,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    const [silver] = await sql<{ id: number }[]>`
      INSERT INTO affiliate_groups (name, rank) VALUES ('Silver', 1) RETURNING id`;
    const [gold] = await sql<{ id: number }[]>`
      INSERT INTO affiliate_groups (name, rank) VALUES ('Gold', 2) RETURNING id`;
    const source = await addSource(app, admin.token, {
      name: "Monthly report",
      kind: "postback",
    });

    await t.step(
      "a series of rule changes with conversions between them",
      async () => {
        assert.equal(await sale("H1", "100.00"), 10);
        await setCommission("20");
        assert.equal(await sale("H2", "100.00"), 20);
        await addRule(app, admin.token, {
          productId: product.id,
          groupId: silver.id,
          type: "percent",
          value: 1200,
          startsAt: "now",
        });
        await sql`UPDATE users SET group_id = ${silver.id} WHERE id = ${ali.id}`;
        assert.equal(await sale("H3", "100.00"), 12);
        await addRule(app, admin.token, {
          productId: product.id,
          userId: ali.id,
          type: "percent",
          value: 3000,
          startsAt: "now",
        });
        assert.equal(await sale("H4", "100.00"), 30);
        // Rules that start tomorrow change nothing today; one of them is deleted before it starts.
        await addRule(app, admin.token, {
          productId: product.id,
          userId: ali.id,
          type: "percent",
          value: 4000,
          startsAt: "tomorrow",
        });
        const doomed = await addRule(app, admin.token, {
          productId: product.id,
          groupId: gold.id,
          type: "flat",
          value: 99_900,
          startsAt: "tomorrow",
        });
        const deleted = await app.json(`/api/admin/payout-rules/${doomed}`, {
          method: "DELETE",
          token: admin.token,
        });
        assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
        assert.equal(await sale("H5", "100.00"), 30);
        // A newer rule of the same level supersedes the affiliate's own; the group move changes nothing above it.
        await sql`UPDATE users SET group_id = ${gold.id} WHERE id = ${ali.id}`;
        await addRule(app, admin.token, {
          productId: product.id,
          userId: ali.id,
          type: "flat",
          value: 500,
          startsAt: "now",
        });
        assert.equal(await sale("H6", "100.00"), 5);
        await setCommission("25");
        assert.equal(await sale("H7", "80.00"), 5);
        // A row dated yesterday earns the rule in force then: the offer's first rate, nothing started today.
        const yesterday = addDays(karachiDate(new Date()), -1);
        const row = await importCsvRow(app, admin.token, source, {
          order_id: "H8",
          link_code: code,
          amount: "100.00",
          status: "approved",
          date: yesterday,
        });
        assert.equal(row, "attributed");
        const [h8] = await sql<{ earning: string; level: string }[]>`
        SELECT earning_minor::text AS earning, earning_rule->>'level' AS level
        FROM offer_conversions WHERE order_id = 'H8'`;
        assert.deepEqual(h8, { earning: "1000", level: "offer" });
        // A partial refund: the ledger takes back its share, the recorded earning stays what its rule made.
        const refund = await sendConversion(app, {
          linkCode: code,
          orderId: "H4",
          amount: "50.00",
          status: "refund",
        });
        assert.equal(refund.status, 201);
      },
    );

    await t.step(
      "recomputed from the rule history: the same rules, amounts and ledger",
      async () => {
        const rules: PayoutRule[] = (await sql<RuleRow[]>`
        SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value::text, starts_at, created_at
        FROM payout_rules WHERE deleted_at IS NULL`).map((r) => ({
          id: Number(r.id),
          productId: r.product_id === null ? null : Number(r.product_id),
          goal: r.goal,
          groupId: r.group_id === null ? null : Number(r.group_id),
          userId: r.user_id === null ? null : Number(r.user_id),
          payout: { type: r.payout_type, value: Number(r.payout_value) },
          startsAt: new Date(r.starts_at),
          createdAt: new Date(r.created_at),
        }));
        const conversions = await sql<ConversionRow[]>`
        SELECT id, source_id, order_id, goal, user_id, product_id, group_id, occurred_at, amount_minor::text,
          reported_payout_minor::text, earning_minor::text, reversed_minor::text, earning_rule
        FROM offer_conversions ORDER BY id`;
        assert.equal(conversions.length, 8);
        const earned: Record<string, number> = {};
        for (const c of conversions) {
          // jsonb may come back as text on some connections.
          const stored: EarningRule = typeof c.earning_rule === "string"
            ? JSON.parse(c.earning_rule)
            : c.earning_rule;
          const rule = ruleInForce(rules, {
            productId: Number(c.product_id),
            goal: c.goal,
            userId: Number(c.user_id),
            groupId: c.group_id === null ? null : Number(c.group_id),
            at: new Date(c.occurred_at),
          });
          const again = earningUnder(rule, {
            amountMinor: c.amount_minor === null
              ? null
              : Number(c.amount_minor),
            reportedPayoutMinor: c.reported_payout_minor === null
              ? null
              : Number(c.reported_payout_minor),
            base: "sale",
          });
          assert.ok(again.ok);
          assert.equal(
            again.value.earningMinor,
            Number(c.earning_minor),
            c.order_id,
          );
          assert.deepEqual(again.value.rule, stored, c.order_id);
          assert.equal(recomputeEarning(stored), Number(c.earning_minor));
          earned[c.order_id] = Number(c.earning_minor);
        }
        assert.deepEqual(earned, {
          H1: 1000,
          H2: 2000,
          H3: 1200,
          H4: 3000,
          H5: 3000,
          H6: 500,
          H7: 500,
          H8: 1000,
        });
        // The ledger: each conversion's earning less what its refund took back, and nothing else.
        const [ledger] = await sql<{ sum: string }[]>`
        SELECT SUM(amount_minor)::text AS sum FROM ledger_entries WHERE user_id = ${ali.id}`;
        const credited = conversions.reduce(
          (sum, c) => sum + Number(c.earning_minor) - Number(c.reversed_minor),
          0,
        );
        assert.equal(Number(ledger.sum), credited);
        assert.equal(credited, 12_200 - 1500);
      },
    );
  },
);

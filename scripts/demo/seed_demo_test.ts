import assert from "node:assert/strict";
import { startTestApp, TEST_ADMIN } from "../../adapters/http/test_app.ts";
import { loginAs } from "../../adapters/http/test_users.ts";
import { recordConversion } from "../../domain/tracking/record_conversion.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";
import {
  DEMO_AFFILIATE_EMAIL,
  DEMO_AFFILIATE_PASSWORD,
  DEMO_PEOPLE,
  seedDemo,
} from "./seed_demo.ts";

Deno.test({
  name:
    "the demo seed fills a PGlite database with a month of a working program",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const app = await startTestApp("pglite");
    try {
      const summary = await seedDemo(app, { adminEmail: TEST_ADMIN.email });
      const sql = app.infra.sql;

      await t.step("affiliates in every profile state", async () => {
        const rows = await sql<{ state: string; n: number }[]>`
          SELECT CASE
                   WHEN u.blocked_at IS NOT NULL THEN 'blocked'
                   WHEN p.user_id IS NULL THEN 'none'
                   ELSE p.status END AS state,
                 count(*)::int AS n
          FROM users u LEFT JOIN profiles p ON p.user_id = u.id
          WHERE u.role = 'user' GROUP BY 1 ORDER BY 1`;
        const expected = new Map<string, number>();
        for (const p of DEMO_PEOPLE) {
          expected.set(p.state, (expected.get(p.state) ?? 0) + 1);
        }
        assert.deepEqual(
          Object.fromEntries(rows.map((r) => [r.state, r.n])),
          Object.fromEntries(expected),
        );
        for (const n of expected.values()) assert.ok(n >= 2);
      });

      await t.step("products with and without a hold", async () => {
        const rows = await sql<{ refund_hold_days: number; n: number }[]>`
          SELECT refund_hold_days, count(*)::int AS n FROM products
          GROUP BY 1 ORDER BY 1`;
        assert.deepEqual(rows.map((r) => r.refund_hold_days), [0, 30]);
      });

      await t.step(
        "a month of clicks and sales, rollups matching the rows",
        async () => {
          const [clicks] = await sql<
            { n: number; days: number; rolled: number }[]
          >`
          SELECT (SELECT count(*)::int FROM clicks) AS n,
                 (SELECT count(DISTINCT stat_date)::int FROM clicks) AS days,
                 (SELECT sum(clicks)::int FROM daily_stats) AS rolled`;
          assert.equal(clicks.n, summary.clicks);
          assert.equal(clicks.rolled, summary.clicks);
          assert.ok(clicks.days >= 29, `clicks on ${clicks.days} days`);
          const [sales] = await sql<{ n: number; rolled: number }[]>`
          SELECT (SELECT sum(sales_delta)::int FROM conversions) AS n,
                 (SELECT sum(sales)::int FROM daily_stats) AS rolled`;
          assert.equal(sales.n, sales.rolled);
          assert.ok(summary.sales > 100, `${summary.sales} sales`);
        },
      );

      await t.step("payouts pending, paid and rejected", async () => {
        const rows = await sql<{ status: string; n: number }[]>`
          SELECT status, count(*)::int AS n FROM payouts GROUP BY 1 ORDER BY 1`;
        const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
        assert.deepEqual(Object.keys(byStatus), [
          "paid",
          "pending",
          "rejected",
        ]);
        assert.deepEqual(byStatus, summary.payouts);
      });

      await t.step(
        "the printed affiliate sees non-zero figures through the API",
        async () => {
          const token = await loginAs(
            app.infra,
            DEMO_AFFILIATE_EMAIL,
            DEMO_AFFILIATE_PASSWORD,
          );
          const today = karachiDate(new Date());
          const stats = await app.json(
            `/api/stats?startDate=${addDays(today, -29)}&endDate=${today}`,
            { token },
          );
          assert.equal(stats.status, 200);
          assert.ok(stats.body.clicks > 0);
          assert.ok(stats.body.sales > 0);
          assert.ok(stats.body.earnings > 0);
          const balance = await app.json("/api/payouts/balance", { token });
          assert.equal(balance.status, 200);
          assert.ok(balance.body.balance > 0, "money to withdraw");
          assert.ok(balance.body.totalPaid > 0, "a paid payout");
          assert.ok(balance.body.reserved > 0, "a pending payout");
          assert.ok(balance.body.pendingTotal > 0, "held earnings");
          const me = await app.json("/api/profile/me", { token });
          assert.equal(me.body.isApproved, true);
        },
      );

      await t.step(
        "a blocked demo affiliate's links no longer earn",
        async () => {
          const blocked = DEMO_PEOPLE.find((p) => p.state === "blocked")!;
          const [link] = await sql<{ code: string }[]>`
          SELECT l.code FROM affiliate_links l JOIN users u ON u.id = l.user_id
          WHERE u.email = ${blocked.email} LIMIT 1`;
          const sale = await recordConversion({
            uow: app.services.conversions.uow,
            clock: app.infra.clock,
          }, {
            linkCode: link.code,
            orderId: "AFTER-BLOCK-1",
            amount: "1000.00",
            status: "sale",
          });
          assert.equal(sale.ok, false);
          assert.equal(!sale.ok && sale.error.code, "LINK_NOT_CREDITING");
        },
      );
    } finally {
      await app.close();
    }
  },
});

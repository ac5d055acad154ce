/**
 * Caps hold under concurrency (issue 25 item 5, docs/offers.md "Caps"): 50 racing POST /api/conversions against a
 * cap of 10 conversions a day give exactly 10 earning ones; the other 40 are over_cap, counted and crediting nothing.
 * PostgreSQL only (with TEST_DATABASE_URL): PGlite runs one statement at a time, so nothing there races.
 */
import assert from "node:assert/strict";
import { startTestApp } from "../test_app.ts";
import { testDatabaseUrl } from "../../postgres/test_databases.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { sendConversion } from "../test_source_senders.ts";

if (testDatabaseUrl()) {
  Deno.test({
    name:
      "caps: 50 racing conversions against a cap of 10 give exactly 10 earning ones [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      const app = await startTestApp("postgres");
      try {
        const { ali, product, code } = await setUpAffiliate(app);
        await app.infra.sql`
          INSERT INTO offer_caps (product_id, goal, period, unit, cap_limit)
          VALUES (${product.id}, 'sale', 'day', 'conversions', 10)`;
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            sendConversion(app, {
              linkCode: code,
              orderId: `RACE-${i}`,
              amount: "10.00",
              status: "sale",
            })),
        );
        for (const a of answers) {
          assert.equal(a.status, 201, JSON.stringify(a.body));
        }
        assert.equal(answers.filter((a) => a.body.earnings === 5).length, 10);
        assert.equal(answers.filter((a) => a.body.earnings === 0).length, 40);
        const statuses = await app.infra.sql<{ status: string; n: number }[]>`
          SELECT status, count(*)::int AS n FROM offer_conversions GROUP BY status ORDER BY status`;
        assert.deepEqual([...statuses], [
          { status: "approved", n: 10 },
          { status: "over_cap", n: 40 },
        ]);
        const [usage] = await app.infra.sql<{ used: number }[]>`
          SELECT used::int FROM offer_cap_usage`;
        assert.equal(usage.used, 10);
        const [ledger] = await app.infra.sql<{ rows: number; sum: string }[]>`
          SELECT count(*)::int AS rows, SUM(amount_minor)::text AS sum FROM ledger_entries
          WHERE user_id = ${ali.id}`;
        assert.deepEqual(ledger, { rows: 10, sum: "5000" });
        const [stats] = await app.infra.sql<
          { sales: number; earnings: string }[]
        >`
          SELECT SUM(sales)::int AS sales, SUM(earnings_minor)::text AS earnings FROM daily_stats
          WHERE user_id = ${ali.id}`;
        assert.deepEqual(stats, { sales: 50, earnings: "5000" });
      } finally {
        await app.close();
      }
    },
  });
}

import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { createPostgresStatsRepository } from "./stats_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { wholeMonths } from "./overview_repository.ts";
import { money } from "../../domain/shared/money.ts";

/** Rows of the 0024 rollups that differ from grouping daily_stats (and the ledger) directly. */
async function drift(sql: SqlClient): Promise<unknown[]> {
  const rows = await sql`
    WITH by_user AS (
      SELECT stat_date, user_id, SUM(clicks)::bigint AS c, SUM(sales)::bigint AS s, SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_month AS (
      SELECT date_trunc('month', stat_date)::date AS month, user_id, SUM(clicks)::bigint AS c,
             SUM(sales)::bigint AS s, SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_product AS (
      SELECT stat_date, product_id, SUM(clicks)::bigint AS c, SUM(sales)::bigint AS s,
             SUM(earnings_minor)::bigint AS e
      FROM daily_stats GROUP BY 1, 2),
    by_kind AS (
      SELECT kind, available_on, SUM(amount_minor)::bigint AS a FROM ledger_entries GROUP BY 1, 2)
    SELECT 'user' AS t, stat_date::text AS k FROM by_user b
      FULL JOIN (SELECT * FROM daily_user_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (stat_date, user_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'month', month::text FROM by_month b
      FULL JOIN (SELECT * FROM monthly_user_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (month, user_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'product', stat_date::text FROM by_product b
      FULL JOIN (SELECT * FROM daily_product_stats WHERE clicks <> 0 OR sales <> 0 OR earnings_minor <> 0) r
      USING (stat_date, product_id)
      WHERE b.c IS DISTINCT FROM r.clicks OR b.s IS DISTINCT FROM r.sales OR b.e IS DISTINCT FROM r.earnings_minor
    UNION ALL
    SELECT 'ledger', available_on::text FROM by_kind b
      FULL JOIN ledger_day_totals r USING (kind, available_on)
      WHERE b.a IS DISTINCT FROM r.amount_minor`;
  return [...rows];
}

Deno.test("whole months of a range: [first, after), or an empty part when there is none", () => {
  const w = (startDate: string, endDate: string) =>
    wholeMonths({ startDate, endDate });
  assert.deepEqual(w("2026-03-01", "2026-03-31"), {
    first: "2026-03-01",
    after: "2026-04-01",
  });
  assert.deepEqual(w("2025-11-27", "2026-11-26"), {
    first: "2025-12-01",
    after: "2026-11-01",
  });
  assert.deepEqual(w("2026-02-01", "2026-02-28"), {
    first: "2026-02-01",
    after: "2026-03-01",
  });
  assert.deepEqual(w("2026-03-02", "2026-04-30"), {
    first: "2026-04-01",
    after: "2026-05-01",
  });
  assert.deepEqual(w("2026-03-05", "2026-04-20"), {
    first: "2026-03-05",
    after: "2026-03-05",
  });
  assert.deepEqual(w("2026-11-01", "2026-11-26"), {
    first: "2026-11-01",
    after: "2026-11-01",
  });
});

forEachDatabase(
  "overview rollups (0024): per affiliate, month, product and ledger day",
  async (t, { sql }) => {
    const users = await sql`
      INSERT INTO users (name, email, password_hash)
      SELECT 'U' || g, 'rollup' || g || '@example.com', 'h' FROM generate_series(1, 3) g RETURNING id`;
    const products = await sql`
      INSERT INTO products (title, description, commission_bp)
      SELECT 'P' || g, 'd', 5000 FROM generate_series(1, 2) g RETURNING id`;
    const userIds = users.map((u) => Number(u.id));
    const productIds = products.map((p) => Number(p.id));
    const stats = createPostgresStatsRepository(sql);

    await t.step(
      "upserts, batch inserts, date moves across months, deletes, rollbacks and truncation keep them equal",
      async () => {
        for (const userId of userIds) {
          for (const productId of productIds) {
            for (const date of ["2025-02-27", "2025-02-28", "2025-03-01"]) {
              await stats.increment({
                userId,
                productId,
                date,
                clicks: 3,
                sales: 1,
                earnings: 250,
              });
            }
          }
        }
        await stats.increment({
          userId: userIds[0],
          productId: productIds[1],
          date: "2025-02-28",
          clicks: 2,
          sales: -1,
          earnings: -250,
        });
        assert.deepEqual(await drift(sql), []);
        await sql`
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
          SELECT ${userIds[2]}, ${productIds[0]}, d::date, 7, 2, 900
          FROM generate_series('2025-04-01'::date, '2025-04-10'::date, '1 day') d`;
        await sql`UPDATE daily_stats SET stat_date = stat_date + 2, clicks = clicks + 1
                  WHERE stat_date = '2025-02-28'`;
        assert.deepEqual(await drift(sql), []);
        await sql`DELETE FROM daily_stats WHERE user_id = ${
          userIds[1]
        } AND stat_date = '2025-03-01'`;
        await sql.begin(async (tx) => {
          await tx`UPDATE daily_stats SET clicks = clicks + 100`;
          await tx`SELECT 1/0`;
        }).catch(() => {});
        assert.deepEqual(await drift(sql), []);
        const [n] =
          await sql`SELECT count(*)::int AS n FROM monthly_user_stats`;
        assert.ok(n.n >= 5, "months of several affiliates are kept");
        await sql`TRUNCATE daily_stats`;
        const [left] = await sql`
          SELECT (SELECT count(*) FROM daily_user_stats) + (SELECT count(*) FROM monthly_user_stats)
               + (SELECT count(*) FROM daily_product_stats) AS n`;
        assert.equal(Number(left.n), 0);
      },
    );

    await t.step("ledger rows add to their kind and date", async () => {
      const ledger = createPostgresLedgerRepository(sql);
      let cause = 1;
      for (
        const [kind, amount, on] of [
          ["earning", 1000, "2025-03-01"],
          ["earning", 500, "2025-03-01"],
          ["earning", 700, "2025-04-01"],
          ["earning_reversal", -200, "2025-04-01"],
          ["pending_earning", 300, "infinity"],
        ] as const
      ) {
        await ledger.append({
          userId: userIds[0],
          productId: productIds[0],
          kind,
          amount: money(amount),
          availableOn: on,
          sourceType: "sale",
          sourceId: cause++,
        });
      }
      assert.deepEqual(await drift(sql), []);
      const rows = await sql`
        SELECT kind, available_on::text AS on, amount_minor::int AS a FROM ledger_day_totals ORDER BY 1, 2`;
      assert.deepEqual(rows.map((r) => [r.kind, r.on, r.a]), [
        ["earning", "2025-03-01", 1500],
        ["earning", "2025-04-01", 700],
        ["earning_reversal", "2025-04-01", -200],
        ["pending_earning", "infinity", 300],
      ]);
    });
  },
);
